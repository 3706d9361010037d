"""Cribbage: the show (hand scoring) and its statistics."""

from scoring.cribbage.discard import DiscardAnalysis, DiscardOption, analyze_discards
from scoring.cribbage.hand import Category, HandScore, ScoreItem, score_hand, spoken_count, value
from scoring.cribbage.stats import score_distribution

__all__ = [
    "Category",
    "DiscardAnalysis",
    "DiscardOption",
    "HandScore",
    "ScoreItem",
    "analyze_discards",
    "score_distribution",
    "score_hand",
    "spoken_count",
    "value",
]
