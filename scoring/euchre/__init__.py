"""Euchre: the common four-handed North American game."""

from scoring.cards import EUCHRE_DECK
from scoring.engine import Engine
from scoring.errors import IllegalActionError
from scoring.euchre.actions import parse_action
from scoring.euchre.duplicate import DEALS as DUPLICATE_DEALS
from scoring.euchre.game import GameState, new_game, replay
from scoring.euchre.hint import evaluate
from scoring.euchre.knowledge import resample
from scoring.euchre.options import Rules
from scoring.euchre.players import LEVEL_HELP, LEVELS, POLICIES, choose_action
from scoring.euchre.review import review_game
from scoring.euchre.rules import hand_points
from scoring.euchre.solver import SolverError, double_dummy
from scoring.tricks.following import legal_plays
from scoring.tricks.trick import trick_winner
from scoring.tricks.trump import suit_of

ENGINE = Engine(
    name="euchre",
    title="Euchre",
    state=GameState,
    rules=Rules,
    new_game=new_game,
    parse_action=parse_action,
    levels=POLICIES,
    view=GameState.view,
    resampler=resample,
    deck=EUCHRE_DECK,
    setups=({"dealer": 0}, {"dealer": 3}),
    level_help=LEVEL_HELP,
    review=review_game,
    evaluate=evaluate,
    duplicate=DUPLICATE_DEALS,
)

__all__ = [
    "ENGINE",
    "LEVELS",
    "GameState",
    "IllegalActionError",
    "Rules",
    "SolverError",
    "choose_action",
    "double_dummy",
    "hand_points",
    "legal_plays",
    "new_game",
    "parse_action",
    "replay",
    "suit_of",
    "trick_winner",
]
