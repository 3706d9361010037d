"""Keeping the score of Euchre and Bid Euchre played with real cards: each hand is entered as
who made trump (or won the bidding, and the contract), alone or not, and the tricks the makers
took, and is scored by the game's own hand settler (scoring/euchre/settle.py,
scoring/bideuchre/settle.py) with the rule for every point. Two sides, named at the start;
seats are the settlers' (South, West, North, East), partners opposite."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

from scoring.bideuchre.contract import Lone, game_won
from scoring.bideuchre.options import Rules as BidRules
from scoring.bideuchre.settle import ContractWorth, parse_bid, settle_contract
from scoring.codec import SaveCodec
from scoring.engine import ActionForm
from scoring.errors import FieldError
from scoring.euchre.options import Renege
from scoring.euchre.options import Rules as EuchreRules
from scoring.euchre.settle import settle_hand
from scoring.scorekeeper.entries import (
    BID_EUCHRE_ENTRIES,
    EUCHRE_ENTRIES,
    BidEuchreHand,
    EuchreHand,
)
from scoring.scorekeeper.sheet import Item, Line, Sheet, SheetRules, Tally
from scoring.tricks.seats import SEATS, SIDES, side_of

# How the first form of a sheet wrote no-trump and low no-trump.
FIRST_NO_TRUMP, FIRST_LOW_NO_TRUMP = "nt", "low"
H = TypeVar("H", bound=ActionForm)  # a hand as entered
RT = TypeVar("RT", bound=SheetRules)


@dataclass(frozen=True)
class TricksSheet(Sheet[int, H, RT]):
    """A game of two sides, a hand an entry; the state is the number of hands entered."""

    def __post_init__(self) -> None:
        super().__post_init__()
        if len(self.names) != len(SIDES):
            raise FieldError(f"{self.title} is played by two sides", field="names")

    @property
    def side_names(self) -> tuple[str, ...]:
        return self.names

    def side_of(self, player: int) -> int:
        return side_of(player)

    def seat_name(self, seat: int) -> str:
        """'South (Us)': a seat, with its side's name when the side has one of its own."""
        side = self.names[side_of(seat)]
        return SEATS[seat] if side == SIDES[side_of(seat)] else f"{SEATS[seat]} ({side})"

    def start(self) -> int:
        return 0

    def _line(
        self, number: int, title: str, points: Mapping[int, int], items: tuple[Item, ...]
    ) -> Line:
        by_side = tuple(points.get(side, 0) for side in (0, 1))
        return Line(number, number, title, by_side, items=items)

    def _won(self, side: int, tally: Tally, how: str = "") -> tuple[int, str]:
        scores = tally.scores
        said = f"{self.names[side]} win {scores[side]} to {scores[1 - side]}"
        return side, f"{said}: {how}" if how else said

    @classmethod
    def first_format(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """The first form: {"kind": "hand", ...}, its fields otherwise as first_hand says."""
        return {
            "rules": data["rules"],
            "names": data["names"],
            "entries": [
                {"type": entry["kind"], **cls.first_hand(entry)} for entry in data["entries"]
            ],
        }

    @staticmethod
    def first_hand(entry: Mapping[str, Any]) -> dict[str, Any]:
        """A hand's fields (but its kind) as the first form saved them, as they are now read."""
        return {key: value for key, value in entry.items() if key != "kind"}


def _check_seat(seat: int | None, field: str) -> None:
    """FieldError naming `field` unless `seat` is None or a seat (0 to 3)."""
    if seat is not None and not 0 <= seat < len(SEATS):
        raise FieldError(f"a seat is 0 to 3 (South, West, North, East), not {seat}", field=field)


@dataclass(frozen=True)
class EuchreSheet(TricksSheet[EuchreHand, EuchreRules]):
    game: ClassVar[str] = "euchre"
    title: ClassVar[str] = "Euchre"

    # Said again with their types, for the save to read (scoring.codec.field_hints).
    rules: EuchreRules
    entries: tuple[EuchreHand, ...] = ()

    def score(self, state: int, tally: Tally, entry: EuchreHand, number: int) -> tuple[int, Line]:
        _check_seat(entry.maker, "maker")
        _check_seat(entry.defender, "defender")
        _check_seat(entry.renege_by, "renege_by")
        worth = settle_hand(
            entry.maker,
            entry.trump,
            entry.tricks,
            alone=entry.alone,
            defender_alone=entry.defender,
            reneged=entry.renege_by,
            renege_suit=entry.renege_suit,
            rules=self.rules,
        )
        result = worth.result
        item = Item(result.points, worth.said)
        return state + 1, self._line(number, worth.setting, {result.side: result.points}, (item,))

    def winner(
        self, state: int, tally: Tally, line: Line, entry: EuchreHand
    ) -> tuple[int, str] | None:
        for side in line.scorers:
            if tally.scores[side] >= self.rules.game_to:
                return self._won(side, tally)
        return None

    @property
    def offers_renege(self) -> bool:
        return self.rules.renege is Renege.PENALTY


@dataclass(frozen=True)
class BidEuchreSheet(TricksSheet[BidEuchreHand, BidRules]):
    game: ClassVar[str] = "bid-euchre"
    title: ClassVar[str] = "Bid Euchre"

    rules: BidRules
    entries: tuple[BidEuchreHand, ...] = ()

    def _worth(self, entry: BidEuchreHand) -> ContractWorth:
        _check_seat(entry.bidder, "bidder")
        bid: int | Lone | None = entry.bid if entry.lone is None else entry.lone
        if bid is None or (entry.bid is not None and entry.lone is not None):
            raise FieldError("give the bid: a number of tricks, or a lone bid", field="bid")
        if entry.low and entry.trump is not None:
            raise FieldError("low no-trump has no trump suit", field="trump")
        return settle_contract(
            entry.bidder, bid, entry.trump, entry.tricks, low=entry.low, rules=self.rules
        )

    def score(
        self, state: int, tally: Tally, entry: BidEuchreHand, number: int
    ) -> tuple[int, Line]:
        worth = self._worth(entry)
        points = dict(enumerate(worth.score.points))
        items = tuple(Item(points, why) for _, points, why in worth.lines if why)
        return state + 1, self._line(number, worth.setting, points, items)

    def winner(
        self, state: int, tally: Tally, line: Line, entry: BidEuchreHand
    ) -> tuple[int, str] | None:
        worth = self._worth(entry)
        won = game_won(tally.scores, worth.contract, worth.score, self.rules)
        return None if won is None else self._won(won[0], tally, f"they {won[1]}")

    @staticmethod
    def first_hand(entry: Mapping[str, Any]) -> dict[str, Any]:
        """The first form's bid was its text ("7", "moon") and its trump a strain's ("H",
        "nt", "low"): now a number or a lone bid, and a suit or none (low, or not)."""
        bid, strain = parse_bid(entry["bid"]), entry["trump"]
        return {
            "bidder": entry["bidder"],
            "tricks": entry["tricks"],
            **({"lone": bid.value} if isinstance(bid, Lone) else {"bid": bid}),
            "trump": None if strain in (FIRST_NO_TRUMP, FIRST_LOW_NO_TRUMP) else strain,
            "low": strain == FIRST_LOW_NO_TRUMP,
        }


EuchreSheet.saves = SaveCodec(
    EuchreSheet, "a Euchre score sheet", EUCHRE_ENTRIES, check=EuchreSheet.played, ascii_only=False
)
BidEuchreSheet.saves = SaveCodec(
    BidEuchreSheet,
    "a Bid Euchre score sheet",
    BID_EUCHRE_ENTRIES,
    check=BidEuchreSheet.played,
    ascii_only=False,
)
