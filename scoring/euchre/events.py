"""The game's record: phases and the log's events, each explained (seat and side names are
scoring.tricks.seats')."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from scoring.tricks.events import TrickEvent


class Phase(StrEnum):
    ORDER = "order"  # bidding round one: order the upcard up, or pass
    DISCARD = "discard"  # the dealer has picked up the upcard and discards one card
    NAME = "name"  # bidding round two: name a suit other than the turned-down one, or pass
    DEFEND = "defend"  # with Rules.defend_alone: each defender may declare alone
    PLAY = "play"  # five tricks
    HAND_OVER = "hand_over"  # the hand is scored or thrown in; NextHand deals the next
    OVER = "over"  # a side has reached the target


class EventCategory(StrEnum):
    # Events that score.
    MADE = "made"  # the makers took 3 or 4 tricks
    MARCH = "march"  # the makers took all 5
    EUCHRE = "euchre"  # the makers took fewer than 3
    RENEGE = "renege"  # with Rules.renege = "penalty": a renege found at the hand's end
    # Events that record what happened, 0 points.
    DEAL = "deal"
    PASS = "pass"
    ORDER_UP = "order_up"
    DISCARD = "discard"
    NAME_TRUMP = "name_trump"
    DEFEND_ALONE = "defend_alone"
    PLAY = "play"
    TRICK = "trick"
    THROW_IN = "throw_in"  # all passed, or a farmer's hand: the next player deals
    WIN = "win"


@dataclass(frozen=True, slots=True)
class Event(TrickEvent):
    """One line of a Euchre game's log (scoring.tricks.events)."""

    categories = EventCategory
