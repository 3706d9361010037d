"""Keeping the score of Euchre and Bid Euchre played with real cards: each hand is entered as
who made trump (or won the bidding, and the contract), alone or not, and the tricks the makers
took, and is scored by the game's own hand settler (scoring/euchre/settle.py,
scoring/bideuchre/settle.py) with the rule for every point. Two sides, named at the start;
seats are the settlers' (South, West, North, East), partners opposite."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from scoring.bideuchre.contract import game_won
from scoring.bideuchre.options import Rules as BidRules
from scoring.bideuchre.settle import parse_bid, settle_contract
from scoring.cards import Suit
from scoring.errors import FieldError
from scoring.euchre.options import Renege
from scoring.euchre.options import Rules as EuchreRules
from scoring.euchre.settle import settle_hand
from scoring.scorekeeper.sheet import (
    Item,
    Line,
    Sheet,
    Tally,
    read_choice,
    read_flag,
    read_name,
    read_number,
)
from scoring.tricks.seats import SEATS, SIDES, side_of

SEAT_BY_TEXT = {name.lower(): seat for seat, name in enumerate(SEATS)}
SUIT_BY_TEXT = {suit.value.lower(): suit for suit in Suit}
NO_TRUMP, LOW_NO_TRUMP = "nt", "low"


@dataclass(frozen=True)
class TricksSheet(Sheet[int]):
    """A game of two sides, a hand an entry; the state is the number of hands entered."""

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


def _seat(text: str | None, field: str, what: str) -> int:
    seat: int = read_choice(text, SEAT_BY_TEXT, field, what)
    return seat


@dataclass(frozen=True)
class EuchreSheet(TricksSheet):
    game: ClassVar[str] = "euchre"
    title: ClassVar[str] = "Euchre"

    rules: EuchreRules

    def read_entry(self, kind: str, fields: Mapping[str, str]) -> dict[str, Any]:
        if kind != "hand":
            raise FieldError(f"'{kind[:20]}' is not an entry of a Euchre game", field="kind")
        entry: dict[str, Any] = {
            "kind": kind,
            "maker": _seat(fields.get("maker"), "maker", "who made trump"),
            "trump": read_choice(
                fields.get("trump"), SUIT_BY_TEXT, "trump", "the trump suit"
            ).value,
            "alone": read_flag(fields.get("alone")),
            "tricks": read_number(
                fields.get("tricks"), 0, 5, "tricks", "the tricks the makers took"
            ),
        }
        if (fields.get("defender") or "").strip():
            entry["defender"] = _seat(fields.get("defender"), "defender", "the defender alone")
        if (fields.get("renege_by") or "").strip() or (fields.get("renege_suit") or "").strip():
            entry["renege_by"] = _seat(fields.get("renege_by"), "renege_by", "who reneged")
            suit = read_choice(
                fields.get("renege_suit"), SUIT_BY_TEXT, "renege_suit", "the suit led"
            )
            entry["renege_suit"] = suit.value
        self.score(0, Tally.start(2), entry, 1)  # what the settler refuses, refused now
        return entry

    def score(
        self, state: int, tally: Tally, entry: Mapping[str, Any], number: int
    ) -> tuple[int, Line]:
        suit = entry.get("renege_suit")
        worth = settle_hand(
            entry["maker"],
            Suit(entry["trump"]),
            entry["tricks"],
            alone=entry["alone"],
            defender_alone=entry.get("defender"),
            reneged=entry.get("renege_by"),
            renege_suit=None if suit is None else Suit(suit),
            rules=self.rules,
        )
        result = worth.result
        item = Item(result.points, worth.said)
        return state + 1, self._line(number, worth.setting, {result.side: result.points}, (item,))

    def winner(
        self, state: int, tally: Tally, line: Line, entry: Mapping[str, Any]
    ) -> tuple[int, str] | None:
        for side in line.scorers:
            if tally.scores[side] >= self.rules.game_to:
                return self._won(side, tally)
        return None

    @property
    def offers_renege(self) -> bool:
        return self.rules.renege is Renege.PENALTY


@dataclass(frozen=True)
class BidEuchreSheet(TricksSheet):
    game: ClassVar[str] = "bid-euchre"
    title: ClassVar[str] = "Bid Euchre"

    rules: BidRules

    @property
    def strains(self) -> dict[str, str]:
        """The trumps a contract may name, by their text: the suits, no-trump, low no-trump."""
        strains = {suit.value: suit.noun.capitalize() for suit in Suit}
        strains[NO_TRUMP] = "No-trump"
        if self.rules.low_no_trump:
            strains[LOW_NO_TRUMP] = "Low no-trump"
        return strains

    def read_entry(self, kind: str, fields: Mapping[str, str]) -> dict[str, Any]:
        if kind != "hand":
            raise FieldError(f"'{kind[:20]}' is not an entry of a Bid Euchre game", field="kind")
        strains = {text.lower(): text for text in self.strains}
        bid_text = (fields.get("bid") or "").strip()
        if not bid_text:
            raise FieldError("give the bid: a number of tricks, or a lone bid", field="bid")
        bid = parse_bid(bid_text)
        size = self.rules.hand_size
        entry = {
            "kind": kind,
            "bidder": _seat(fields.get("bidder"), "bidder", "who won the bidding"),
            "bid": str(bid) if isinstance(bid, int) else bid.value,
            "trump": read_choice(fields.get("trump"), strains, "trump", "the trump"),
            "tricks": read_number(
                fields.get("tricks"), 0, size, "tricks", "the tricks the bidders took"
            ),
        }
        self.score(0, Tally.start(2), entry, 1)  # what the settler refuses, refused now
        return entry

    def _worth(self, entry: Mapping[str, Any]) -> Any:
        trump = entry["trump"]
        suit = None if trump in (NO_TRUMP, LOW_NO_TRUMP) else Suit(trump)
        return settle_contract(
            entry["bidder"],
            parse_bid(entry["bid"]),
            suit,
            entry["tricks"],
            low=trump == LOW_NO_TRUMP,
            rules=self.rules,
        )

    def score(
        self, state: int, tally: Tally, entry: Mapping[str, Any], number: int
    ) -> tuple[int, Line]:
        worth = self._worth(entry)
        points = dict(enumerate(worth.score.points))
        items = tuple(Item(points, why) for _, points, why in worth.lines if why)
        return state + 1, self._line(number, worth.setting, points, items)

    def winner(
        self, state: int, tally: Tally, line: Line, entry: Mapping[str, Any]
    ) -> tuple[int, str] | None:
        worth = self._worth(entry)
        won = game_won(tally.scores, worth.contract, worth.score, self.rules)
        return None if won is None else self._won(won[0], tally, f"they {won[1]}")


def new_tricks_sheet(
    sheet: type[TricksSheet], fields: Mapping[str, str], rules: Any
) -> TricksSheet:
    """A new Euchre or Bid Euchre sheet from the setup form's text: the sides' names."""
    names = tuple(read_name(fields.get(f"side{n + 1}"), SIDES[n], f"side{n + 1}") for n in (0, 1))
    if names[0] == names[1]:
        raise FieldError("give the two sides different names", field="side2")
    return sheet(rules, names)
