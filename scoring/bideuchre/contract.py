"""Bids and contracts: how bids rank, what a contract is, and what a hand scores.

A bid names a number of tricks and a trump suit or no-trump (high, or low under the low
no-trump option). Numbers rank; suits do not, and no-trump does not outrank a suit. With the
lone-bid option, three bids to take every trick alone rank above every number: Call 2, Call 1,
then Moon (the bidder swaps 2, 1 or no cards with partner, who then sits out), as NeuralPlay's
Bid Euchre lists them (bridge.neuralplay.com/bid_euchre_help.html).

Scoring (the common published rule; Katz's text breaks off before it, and reference.com's and
Bicycle's Cincinnati Euchre pages agree): bidders who take at least their bid score a point a
trick, else lose the number bid; the defenders score a point a trick either way. A lone bid
that takes every trick scores twice the tricks in a hand, as a Moon does in Bicycle's
Cincinnati Euchre (12 for its six tricks), and one that fails loses the tricks bid, every
trick, as any set bid does there. Call 1 and Call 2 score as the Moon: no published table we
could read gives them other values; they rank below it (NeuralPlay) because the exchange makes
them easier, so a Moon outbids them but pays no more.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from scoring.bideuchre.options import MadeScores, Rules
from scoring.cards import Suit
from scoring.tricks.seats import SIDES, side_of
from scoring.tricks.strain import strain_name

__all__ = [
    "MADE_BONUS",
    "NUMBER_WORDS",
    "Contract",
    "HandScore",
    "Lone",
    "bid_problem",
    "lone_value",
    "score_hand",
    "strain_name",
]

MADE_BONUS = 2  # with Rules.made_scores = "tricks_plus_2"


class Lone(StrEnum):
    """The bids to take every trick alone, lowest first; `swap` cards go each way first."""

    CALL_2 = "call2"
    CALL_1 = "call1"
    MOON = "moon"

    @property
    def swap(self) -> int:
        return {Lone.CALL_2: 2, Lone.CALL_1: 1, Lone.MOON: 0}[self]

    @property
    def label(self) -> str:
        return {Lone.CALL_2: "Call 2", Lone.CALL_1: "Call 1", Lone.MOON: "Moon"}[self]

    @property
    def rank(self) -> int:
        return list(Lone).index(self) + 1


NUMBER_WORDS = (
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
)


@dataclass(frozen=True, slots=True)
class Contract:
    """The winning bid: `bidder` (seat) contracts for `tricks` with `trump` (None: no-trump,
    `low` for low no-trump); `alone` for a lone bid (`lone` says which)."""

    bidder: int
    tricks: int
    trump: Suit | None
    low: bool = False
    lone: Lone | None = None

    @property
    def alone(self) -> bool:
        return self.lone is not None

    @property
    def side(self) -> int:
        return side_of(self.bidder)

    @property
    def rank(self) -> tuple[int, int]:
        """Bids compare by this: the lone bids above every number."""
        return (self.lone.rank if self.lone else 0, self.tricks)

    @property
    def strain(self) -> str:
        return strain_name(self.trump, self.low)

    @property
    def words(self) -> str:
        """'four, hearts', 'Moon, no-trump'."""
        if self.lone is not None:
            return f"{self.lone.label}, {self.strain}"
        return f"{NUMBER_WORDS[self.tricks]}, {self.strain}"


def bid_problem(bid: Contract, rules: Rules) -> tuple[str, str] | None:
    """Why `bid` may never be made under `rules`, whatever was bid before it: (what is wrong,
    "lone", "strain" or "tricks"; the reason), or None when it may."""
    if bid.lone is not None and not rules.lone_bids:
        return "lone", "lone bids (Moon, Call 1, Call 2) are not played under these rules"
    if bid.low and (bid.trump is not None or not rules.low_no_trump):
        return "strain", "low is only for a no-trump bid, with the low no-trump option"
    if bid.lone is not None and bid.tricks != rules.hand_size:
        return "lone", f"a lone bid is for all {rules.hand_size} tricks"
    if not rules.min_bid <= bid.tricks <= rules.hand_size:
        return "tricks", f"bid from {rules.min_bid} to {rules.hand_size} tricks"
    return None


def lone_value(lone: Lone, hand_size: int) -> int:
    """What a lone bid scores when made: twice the tricks in a hand (set, it loses the tricks
    bid, `hand_size`, as every set bid loses its number)."""
    return 2 * hand_size


@dataclass(frozen=True, slots=True)
class HandScore:
    """What a played hand scores: points per side, each with the sentence that explains it."""

    made: bool
    points: tuple[int, int]
    reasons: tuple[str, str]  # by side


def score_hand(contract: Contract, tricks: tuple[int, int], rules: Rules) -> HandScore:
    """The hand's points given the tricks each side took."""
    bidders = contract.side
    defenders = 1 - bidders
    taken = tricks[bidders]
    made = taken >= contract.tricks
    points = [0, 0]
    reasons = ["", ""]
    who = SIDES[bidders]
    took = _tricks(taken)
    if contract.lone is not None:
        value = lone_value(contract.lone, rules.hand_size)
        if made:
            points[bidders] = value
            reasons[bidders] = (
                f"{who} bid {contract.words} and took every trick alone: "
                f"{_points(value)} for a {contract.lone.label}"
            )
        else:
            points[bidders] = -contract.tricks
            reasons[bidders] = (
                f"{who} bid {contract.words} alone but took only {took}: set, minus the "
                f"{contract.tricks} bid"
            )
    elif made:
        bonus = MADE_BONUS if rules.made_scores is MadeScores.TRICKS_PLUS_2 else 0
        points[bidders] = taken + bonus
        extra = f" and {bonus} for making the bid" if bonus else ""
        reasons[bidders] = (
            f"{who} bid {contract.words} and took {took}: made, a point a trick{extra}, "
            f"{_points(taken + bonus)}"
        )
    else:
        points[bidders] = -contract.tricks
        reasons[bidders] = (
            f"{who} bid {contract.words} but took only {took}: set, minus the {contract.tricks} bid"
        )
    against = tricks[defenders]
    points[defenders] = against
    reasons[defenders] = (
        f"{SIDES[defenders]} defended and took {_tricks(against)}: "
        f"{_points(against)}, a point a trick"
    )
    return HandScore(made, (points[0], points[1]), (reasons[0], reasons[1]))


def _tricks(n: int) -> str:
    return "no tricks" if n == 0 else f"{n} trick" + ("" if n == 1 else "s")


def _points(n: int) -> str:
    return f"{n} point" + ("" if n == 1 else "s")


def game_won(
    scores: Sequence[int], contract: Contract, result: HandScore, rules: Rules
) -> tuple[int, str] | None:
    """Who wins the game with `scores` after this hand, and how ('made their bid', 'set the
    bidders'), or None: a side wins only on a hand in which it reached rules.game_to having
    made its bid or set the bidders."""
    side = contract.side if result.made else 1 - contract.side
    if scores[side] < rules.game_to:
        return None
    return side, "made their bid" if result.made else "set the bidders"
