"""Cribbage: the show (hand scoring) and its statistics, pegging, and the game engine."""

from scoring.cards import STANDARD_DECK
from scoring.cribbage.actions import (
    Action,
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
from scoring.cribbage.dealing import PLAYERS
from scoring.cribbage.discard import DiscardAnalysis, DiscardOption, analyze_discards
from scoring.cribbage.duplicate import DEALS as DUPLICATE_DEALS
from scoring.cribbage.events import Event, EventCategory, Phase
from scoring.cribbage.game import GameState, new_game, replay
from scoring.cribbage.hand import Category, HandScore, ScoreItem, score_hand, spoken_count, value
from scoring.cribbage.hint import evaluate
from scoring.cribbage.pegging import PeggingError, PlayCategory, PlayItem, PlayScore, score_play
from scoring.cribbage.players import LEVEL_HELP, LEVELS, POLICIES, choose_action
from scoring.cribbage.result import GameResult, Outcome
from scoring.cribbage.review import review
from scoring.cribbage.rules import GoLead, Rules, ShowOrder
from scoring.cribbage.show import Claim
from scoring.cribbage.stats import score_distribution
from scoring.cribbage.unseen import resample
from scoring.cribbage.view import View
from scoring.engine import Engine
from scoring.errors import ActionError, DealError, IllegalActionError, RulesError, StateError

ENGINE = Engine(
    name="cribbage",
    title="Cribbage",
    state=GameState,
    rules=Rules,
    new_game=new_game,
    parse_action=parse_action,
    levels=POLICIES,
    view=GameState.view,
    resampler=resample,
    deck=STANDARD_DECK,
    setups=({"players": 2}, {"players": 3}, {"players": 4}),
    level_help=LEVEL_HELP,
    setup_options=(PLAYERS,),
    review=review,
    evaluate=evaluate,
    duplicate=DUPLICATE_DEALS,
)

__all__ = [
    "ENGINE",
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
    "Rules",
    "RulesError",
    "ScoreItem",
    "Show",
    "ShowOrder",
    "StateError",
    "View",
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
