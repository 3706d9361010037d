"""A Bid Euchre game's phases and the categories of its log's events (scoring.tricks.events)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from scoring.tricks.events import TrickEvent


class Phase(StrEnum):
    BIDDING = "bidding"  # from the dealer's left: a bid above the last, or pass
    WIDOW = "widow"  # with the Benny: the high bidder has taken up the widow, lays a card away
    EXCHANGE = "exchange"  # Call 1 or Call 2: the bidder, then partner, pass cards face down
    PLAY = "play"  # the bidder leads the first trick; the winner of each trick the next
    HAND_OVER = "hand_over"  # the hand is scored (or thrown in); NextHand deals the next
    OVER = "over"  # a side has won


class EventCategory(StrEnum):
    # Events that score.
    MADE = "made"  # the bidders took at least their bid
    SET = "set"  # the bidders took fewer: they lose the number bid
    DEFENDED = "defended"  # the defenders' tricks, a point each
    # Events that record what happened, 0 points.
    DEAL = "deal"
    BID = "bid"
    PASS = "pass"
    CONTRACT = "contract"  # the bidding is over: who plays what
    WIDOW = "widow"  # the high bidder takes up the widow, or lays a card away
    EXCHANGE = "exchange"
    PLAY = "play"
    TRICK = "trick"
    THROW_IN = "throw_in"  # all passed (Rules.all_pass = "redeal"): the next player deals
    WIN = "win"


@dataclass(frozen=True, slots=True)
class Event(TrickEvent):
    """One line of a Bid Euchre game's log."""

    categories = EventCategory
