"""What is entered on a score sheet, as actions: small frozen values that read and write JSON
through scoring/codec.py, as a game's actions do. A sheet saves its entries in this form and
says why one cannot be made now (scoring/scorekeeper/cribbage.py, tricks.py).

As JSON: {"type": "peg", "player": 1, "points": 2, "said": "31"}; players and seats are numbers
from 0 (a cribbage sheet's players in the order they sit; South, West, North, East at Euchre).
Cards may be given as their text: Starter("JH"), Count(0, cards=("5H", "5C", "5S", "JD")).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Annotated, ClassVar

from scoring.bideuchre.contract import Lone
from scoring.cards import Card, Suit
from scoring.codec import ActionCodec, Whole
from scoring.cribbage.show import MAX_HAND
from scoring.engine import ActionForm
from scoring.tricks.seats import PLAYERS

MAX_PEGGED = 12  # the most one card pegs in the play (a double pair royal)
MAX_PLAY = 1000  # characters of a play typed as cards: more than any deal's cards and gos
Seat = Annotated[int, Whole(0, PLAYERS - 1, "seats are 0 to 3: South, West, North, East")]
NoSeat = Annotated[int | None, Whole(0, PLAYERS - 1, "seats are 0 to 3: South, West, North, East")]


def _card(value: Card | str) -> Card:
    return Card.parse(value) if isinstance(value, str) else value


# Cribbage.


class Said(Enum):
    """What the points pegged in the play were for, when a player says it: a go or 31."""

    GO = "go"
    THIRTY_ONE = "31"

    @property
    def points(self) -> int:
        return 1 if self is Said.GO else 2

    @property
    def words(self) -> str:
        return "a go" if self is Said.GO else "31 for two"


@dataclass(frozen=True, slots=True)
class Starter(ActionForm):
    """The starter turned up (the cut): a jack pegs his heels, 2 for the dealer."""

    type: ClassVar[str] = "starter"
    card: Card

    def __post_init__(self) -> None:
        object.__setattr__(self, "card", _card(self.card))


@dataclass(frozen=True, slots=True)
class Peg(ActionForm):
    """Points pegged in the play by a player, perhaps said to be for a go or 31."""

    type: ClassVar[str] = "peg"
    player: int
    points: Annotated[int, Whole(1, MAX_PEGGED)]
    said: Said | None = None


@dataclass(frozen=True, slots=True)
class Play(ActionForm):
    """The play told as cards and gos in order from the dealer's left ("4S 6H go 5D"), pegged
    as scoring/cribbage/settle.py finds it."""

    type: ClassVar[str] = "play"
    plays: str


@dataclass(frozen=True, slots=True)
class Count(ActionForm):
    """A hand (or the dealer's crib) counted in the show: the points `claimed`, or the four
    `cards` to count (with the `starter`, if the deal's is not entered yet), or both, the claim
    then checked against them."""

    type: ClassVar[str] = "count"
    player: int
    crib: bool = False
    claimed: Annotated[int | None, Whole(0, MAX_HAND)] = None
    cards: tuple[Card, ...] = ()
    starter: Card | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "cards", tuple(_card(card) for card in self.cards))
        if self.starter is not None:
            object.__setattr__(self, "starter", _card(self.starter))


@dataclass(frozen=True, slots=True)
class Muggins(ActionForm):
    """Muggins called by an opponent on the count just made: the points it missed are theirs."""

    type: ClassVar[str] = "muggins"
    player: int


@dataclass(frozen=True, slots=True)
class LetGo(ActionForm):
    """No one calls muggins on the count just made: the points it missed are lost."""

    type: ClassVar[str] = "let_go"


CribbageEntry = Starter | Peg | Play | Count | Muggins | LetGo
CRIBBAGE_ENTRIES = ActionCodec[CribbageEntry](
    (Starter, Peg, Play, Count, Muggins, LetGo),
    seats=4,
    example='{"type": "peg", "player": 0, "points": 2}',
)


# Euchre and Bid Euchre: a hand an entry.


@dataclass(frozen=True, slots=True)
class EuchreHand(ActionForm):
    """A Euchre hand as it was played: who made trump, the trump, the tricks the makers took,
    alone or not; a defender alone and a renege under the house rules that score them."""

    type: ClassVar[str] = "hand"
    maker: Seat
    trump: Suit
    tricks: Annotated[int, Whole(0, 5)]
    alone: bool = False
    defender: NoSeat = None
    renege_by: NoSeat = None
    renege_suit: Suit | None = None


EUCHRE_ENTRIES = ActionCodec[EuchreHand](
    (EuchreHand,),
    seats=PLAYERS,
    example='{"type": "hand", "maker": 0, "trump": "H", "tricks": 3}',
)


@dataclass(frozen=True, slots=True)
class BidEuchreHand(ActionForm):
    """A Bid Euchre hand as it was played: who won the bidding, their bid (`bid` tricks, or a
    `lone` bid), its trump (None: no-trump; `low` for low no-trump) and the tricks they took."""

    type: ClassVar[str] = "hand"
    bidder: Seat
    tricks: Annotated[int, Whole(0, 12)]
    bid: Annotated[int | None, Whole(1, 12)] = None
    lone: Lone | None = None
    trump: Suit | None = None
    low: bool = False


BID_EUCHRE_ENTRIES = ActionCodec[BidEuchreHand](
    (BidEuchreHand,),
    seats=PLAYERS,
    example='{"type": "hand", "bidder": 0, "bid": 7, "trump": "H", "tricks": 8}',
)
