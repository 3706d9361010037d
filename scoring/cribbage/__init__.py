"""Cribbage: the show (hand scoring) and its statistics, pegging, and the game engine."""

from scoring.cribbage.actions import (
    Action,
    ActionError,
    Declare,
    Discard,
    Go,
    Muggins,
    NextDeal,
    Pass,
    Play,
    Show,
    parse_action,
)
from scoring.cribbage.dealing import DealError
from scoring.cribbage.discard import DiscardAnalysis, DiscardOption, analyze_discards
from scoring.cribbage.events import Event, EventCategory, Phase
from scoring.cribbage.game import GameState, IllegalActionError, StateError, new_game, replay
from scoring.cribbage.hand import Category, HandScore, ScoreItem, score_hand, spoken_count, value
from scoring.cribbage.pegging import PeggingError, PlayCategory, PlayItem, PlayScore, score_play
from scoring.cribbage.players import LEVELS, choose_action
from scoring.cribbage.result import GameResult, Outcome
from scoring.cribbage.rules import GoLead, Rules, RulesError, ShowOrder
from scoring.cribbage.show import Claim
from scoring.cribbage.stats import score_distribution
from scoring.cribbage.view import PlayerView

__all__ = [
    "LEVELS",
    "Action",
    "ActionError",
    "Category",
    "Claim",
    "DealError",
    "Declare",
    "Discard",
    "DiscardAnalysis",
    "DiscardOption",
    "Event",
    "EventCategory",
    "GameResult",
    "GameState",
    "Go",
    "GoLead",
    "HandScore",
    "IllegalActionError",
    "Muggins",
    "NextDeal",
    "Outcome",
    "Pass",
    "PeggingError",
    "Phase",
    "Play",
    "PlayCategory",
    "PlayItem",
    "PlayScore",
    "PlayerView",
    "Rules",
    "RulesError",
    "ScoreItem",
    "Show",
    "ShowOrder",
    "StateError",
    "analyze_discards",
    "choose_action",
    "new_game",
    "parse_action",
    "replay",
    "score_distribution",
    "score_hand",
    "score_play",
    "spoken_count",
    "value",
]
