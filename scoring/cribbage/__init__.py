"""Cribbage: the show (hand scoring) and its statistics."""

from scoring.cribbage.hand import Category, HandScore, ScoreItem, score_hand, spoken_count, value

__all__ = ["Category", "HandScore", "ScoreItem", "score_hand", "spoken_count", "value"]
