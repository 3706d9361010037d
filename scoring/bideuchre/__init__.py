"""Bid Euchre: the double-deck partnership game of bids for tricks (Katz's rules as the
default, with the common house rules as options)."""

from scoring.bideuchre.actions import Bid, Discard, Exchange, NextHand, Pass, Play, parse_action
from scoring.bideuchre.contract import Contract, Lone
from scoring.bideuchre.duplicate import DEALS as DUPLICATE_DEALS
from scoring.bideuchre.game import GameState, new_game, replay
from scoring.bideuchre.hint import evaluate
from scoring.bideuchre.options import Rules
from scoring.bideuchre.players import LEVEL_HELP, LEVELS, POLICIES, choose_action
from scoring.bideuchre.random_play import random_action
from scoring.bideuchre.review import review_game
from scoring.bideuchre.sampling import resample
from scoring.cards import DOUBLE_DECK
from scoring.engine import Engine

ENGINE = Engine(
    name="bideuchre",
    title="Bid Euchre",
    state=GameState,
    rules=Rules,
    new_game=new_game,
    parse_action=parse_action,
    levels=POLICIES,
    view=GameState.view,
    resampler=resample,
    deck=DOUBLE_DECK,
    setups=({"dealer": 0}, {"dealer": 3}),
    level_help=LEVEL_HELP,
    random_action=random_action,
    deck_for=lambda rules: rules.cards,
    review=review_game,
    evaluate=evaluate,
    duplicate=DUPLICATE_DEALS,
)

__all__ = [
    "ENGINE",
    "LEVELS",
    "Bid",
    "Contract",
    "Discard",
    "Exchange",
    "GameState",
    "Lone",
    "NextHand",
    "Pass",
    "Play",
    "Rules",
    "choose_action",
    "new_game",
    "parse_action",
    "replay",
]
