"""Settle a Bid Euchre argument: who takes a trick (the double deck of the house rules, the
Benny too; of two identical cards the first played wins), and what a hand is worth: the
contract (its number, or a lone bid, and its trump, no-trump or low no-trump) and the tricks
the bidders took, scored by contract.py under the house rules chosen."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass

from scoring.bideuchre.contract import Contract, HandScore, Lone, bid_problem, score_hand
from scoring.bideuchre.options import Rules
from scoring.cards import Suit
from scoring.errors import FieldError
from scoring.options import options_of
from scoring.tricks.seats import SEATS, SIDES
from scoring.tricks.settle import TrickRuling, read_trick

__all__ = [
    "HAND_RULES",
    "TRICK_RULES",
    "ContractWorth",
    "parse_bid",
    "settle_contract",
    "settle_trick",
]

# The house rules that change which cards there are (for a trick), and what a hand scores
# or which bids there are (for a hand), as a page or the API offers them.
TRICK_RULES = tuple(option for option in options_of(Rules) if option.name in ("deck", "benny"))
HAND_RULES = tuple(
    option
    for option in options_of(Rules)
    if option.name in ("deck", "min_bid", "low_no_trump", "lone_bids", "made_scores")
)
# The lone bids as they may be written, in lower case.
_LONE_BY_TEXT = {lone.value: lone for lone in Lone} | {lone.label.lower(): lone for lone in Lone}
BID_WORDS = tuple(_LONE_BY_TEXT)


def settle_trick(
    cards: str,
    trump: Suit | None,
    *,
    low: bool = False,
    leader: int = 0,
    out: Collection[int] = (),
    hands: Mapping[int, str] | None = None,
    rules: Rules | None = None,
) -> TrickRuling:
    """Who takes a Bid Euchre trick of `cards` (typed, in play order; a card typed twice is
    its second copy) in `trump` (None: no-trump, `low` for low no-trump), with the deck of
    `rules`; see scoring.tricks.settle. FieldError names the field at fault."""
    deck = (rules or Rules()).cards
    return read_trick(cards, trump, deck=deck, low=low, leader=leader, out=out, hands=hands)


def parse_bid(text: str) -> int | Lone:
    """A bid as typed: a number of tricks ('4'), or a lone bid ('moon', 'call1', 'Call 2'), in
    any ASCII case, perhaps with spaces around it."""
    words = text.strip(" ").lower() if text.isascii() else ""
    if words.isdigit() and len(words) <= 2:
        return int(words)
    lone = _LONE_BY_TEXT.get(words)
    if lone is None:
        shown = text if len(text) <= 20 else text[:20] + "…"
        raise FieldError(
            f"'{shown}' is not a bid: give the number of tricks bid, or Moon, Call 1 or Call 2",
            field="bid",
        )
    return lone


@dataclass(frozen=True, slots=True)
class ContractWorth:
    """A played hand and what the engine scores for it: the contract, the tricks each side
    took (by side), and the score with a sentence for each side, under `rules`."""

    contract: Contract
    tricks: tuple[int, int]
    score: HandScore
    rules: Rules

    @property
    def bidders(self) -> str:
        return SIDES[self.contract.side]

    @property
    def defenders(self) -> str:
        return SIDES[1 - self.contract.side]

    @property
    def setting(self) -> str:
        """The hand in words: 'South bid four, hearts; North–South took 7 of 12 tricks'."""
        taken = self.tricks[self.contract.side]
        alone = " alone" if self.contract.alone else ""
        return (
            f"{SEATS[self.contract.bidder]} bid {self.contract.words}{alone}; {self.bidders} "
            f"took {taken} of {self.rules.hand_size} tricks"
        )

    @property
    def lines(self) -> tuple[tuple[str, int, str], ...]:
        """(side, points, why) for the bidders, then the defenders."""
        bidders = self.contract.side
        return tuple(
            (SIDES[side], self.score.points[side], self.score.reasons[side])
            for side in (bidders, 1 - bidders)
        )


def settle_contract(
    bidder: int,
    bid: int | Lone,
    trump: Suit | None,
    tricks: int,
    *,
    low: bool = False,
    rules: Rules | None = None,
) -> ContractWorth:
    """What a hand scores when `bidder` won the bidding with `bid` (tricks, or a lone bid) in
    `trump` (None: no-trump; `low` for low no-trump) and the bidders took `tricks`, the
    defenders the rest. FieldError says what cannot be."""
    rules = rules or Rules()
    size = rules.hand_size
    lone = bid if isinstance(bid, Lone) else None
    contract = Contract(bidder, size if lone is not None else int(bid), trump, low, lone)
    problem = bid_problem(contract, rules)
    if problem is not None:
        what, why = problem
        raise FieldError(why, field="trump" if what == "strain" else "bid")
    if type(tricks) is not int or not 0 <= tricks <= size:
        raise FieldError(
            f"a hand has {size} tricks here; the bidders took 0 to {size}, not {tricks!r}",
            field="tricks",
        )
    taken = (tricks, size - tricks) if contract.side == 0 else (size - tricks, tricks)
    return ContractWorth(contract, taken, score_hand(contract, taken, rules), rules)
