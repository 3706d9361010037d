"""Euchre: the common four-handed North American game."""

from scoring.euchre.actions import IllegalActionError, parse_action
from scoring.euchre.game import GameState, new_game, replay
from scoring.euchre.options import Rules
from scoring.euchre.rules import hand_points
from scoring.euchre.solver import SolverError, double_dummy
from scoring.tricks.following import legal_plays
from scoring.tricks.trick import trick_winner
from scoring.tricks.trump import suit_of

__all__ = [
    "GameState",
    "IllegalActionError",
    "Rules",
    "SolverError",
    "double_dummy",
    "hand_points",
    "legal_plays",
    "new_game",
    "parse_action",
    "replay",
    "suit_of",
    "trick_winner",
]
