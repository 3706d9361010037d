"""What a trick-taking table shows from your seat, for Euchre and Bid Euchre alike: the seats
around the felt, the sides' scores, the trick (or the last one), and the log said to you.
Each game's view (webapp/euchre/view.py, webapp/bideuchre/view.py) adds its own bidding, and
each game's table (webapp/euchre/table.py, webapp/bideuchre/table.py) its moves to the
TrickTableGame both share."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from scoring.cards import Card
from scoring.engine import State
from scoring.narration import event_sentence
from scoring.tricks.events import TrickEvent
from scoring.tricks.play import HAND_OVER, TrickPlay
from scoring.tricks.seats import SEATS, SIDES, side_of
from webapp.tables import YOU, ComputerTable

POSITIONS = ("bottom", "left", "top", "right")
PARTNER = 2
# Clockwise from you: the next seat to act after you is on your left.
SEAT_NAMES = ("You", "Left", "Partner", "Right")
SIDE_NAMES = ("You & Partner", "Left & Right")


@dataclass(frozen=True)
class Seat:
    index: int
    name: str
    engine_name: str
    position: str
    side: int
    hand_size: int
    is_dealer: bool
    is_turn: bool
    is_maker: bool  # made trump (Euchre), or holds the contract (Bid Euchre)
    alone: bool
    sits_out: bool
    trick_card: Card | None


@dataclass(frozen=True)
class Side:
    index: int
    name: str
    engine_name: str
    score: int
    tricks: int
    is_yours: bool


@dataclass(frozen=True)
class Line:
    event: TrickEvent
    is_yours: bool

    @property
    def text(self) -> str:
        """The engine's sentence said to you, seats called as on the page ('Left plays 9♦',
        'You pass'); scores are said exactly as the engine said them."""
        return event_sentence(self.event.text, self.event.player, SEAT_NAMES, viewer=YOU)


@dataclass(frozen=True)
class HandLog:
    number: int
    dealer: str
    lines: list[Line]


def line(event: TrickEvent) -> Line:
    return Line(event, event.player == YOU or (event.side == 0 and event.points > 0))


def hand_logs(log: Sequence[TrickEvent]) -> list[HandLog]:
    """The log hand by hand, each with who dealt it."""
    hands: dict[int, list[Line]] = {}
    dealers: dict[int, str] = {}
    for event in log:
        hands.setdefault(event.hand, []).append(line(event))
        if event.category == "deal" and event.player is not None:
            dealers[event.hand] = SEAT_NAMES[event.player]
    return [HandLog(n, dealers.get(n, ""), lines) for n, lines in hands.items()]


def sides(scores: Sequence[int], tricks: Sequence[int]) -> list[Side]:
    return [Side(s, SIDE_NAMES[s], SIDES[s], scores[s], tricks[s], s == 0) for s in (0, 1)]


def seat_rows(
    sizes: Sequence[int],
    *,
    dealer: int,
    turn: int | None,
    maker: int | None,
    alone: frozenset[int],
    out: frozenset[int],
    trick: Sequence[tuple[int, Card]],
) -> list[Seat]:
    """The four seats as the page shows them; `trick` the cards on the table by seat."""
    on_table = dict(trick)
    return [
        Seat(
            index=i,
            name=SEAT_NAMES[i],
            engine_name=SEATS[i],
            position=POSITIONS[i],
            side=side_of(i),
            hand_size=sizes[i],
            is_dealer=i == dealer,
            is_turn=i == turn,
            is_maker=i == maker,
            alone=i in alone,
            sits_out=i in out,
            trick_card=on_table.get(i),
        )
        for i in range(4)
    ]


def shown_tricks(
    seats: Sequence[Seat],
    trick: Sequence[tuple[int, Card]],
    played: Sequence[tuple[int, Card]],
    done: int,
    per_trick: int,
) -> tuple[list[tuple[Seat, Card]], list[tuple[Seat, Card]]]:
    """(the trick in progress, else the last one taken) as (seat, card) for the felt."""
    current = [(seats[s], c) for s, c in trick]
    last: list[tuple[Seat, Card]] = []
    if not current and done:
        last = [(seats[s], c) for s, c in played[(done - 1) * per_trick : done * per_trick]]
    return current, last


G = TypeVar("G", bound=State)  # the game's state (its GameState)
V = TypeVar("V")  # what your seat sees of it (the game's View)
T = TypeVar("T", bound="TrickPlay[Any, Any, Any, Any]")  # a trick game's state


class TrickTableGame(Generic[T]):
    """What both Euchre games say alike at the computer table (webapp/tables.py's TableGame);
    each game's table class adds the rest: its engine, pages, forms and view."""

    def waits(self, state: T) -> bool:
        """Your decision, the end of a hand (the summary is read before the next deal), or
        the end of the game."""
        return state.is_over or state.phase == HAND_OVER or state.current_player == YOU

    def computer_seat(self, state: T) -> int:
        assert state.current_player is not None
        return state.current_player

    def side_names(self, state: T) -> Sequence[str]:
        return SIDE_NAMES


@dataclass(frozen=True)
class TrickTableView(Generic[G, V]):
    """What both Euchre tables show, from your seat; each game's TableView adds its own."""

    game: ComputerTable[G]
    view: V
    seats: list[Seat]
    sides: list[Side]
    move: str | None
    hand: tuple[Card, ...]
    playable: frozenset[Card]
    trick: list[tuple[Seat, Card]]
    last_trick: list[tuple[Seat, Card]]
    recent: list[Line]
    summary: list[Line]
    hands: list[HandLog]

    @property
    def state(self) -> V:
        """What your seat sees of the game: all the page is built from."""
        return self.view

    @property
    def you(self) -> Seat:
        return self.seats[YOU]

    @property
    def others(self) -> list[Seat]:
        return self.seats[1:]
