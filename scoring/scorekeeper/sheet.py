"""A score sheet for a game played with real cards: the setup (rules, names) and the entries
made so far, in order. The score is never stored: it is the entries replayed, each scored by
the game's own rules engine, so undoing the last entry is dropping it, and every line of the
history carries the rule and the cards behind its points.

Each game is a subclass (scoring/scorekeeper/cribbage.py, tricks.py) with its entries as actions
(scoring/scorekeeper/entries.py), saying what an entry scores given the game so far and why one
cannot be made; this class keeps the rest. A sheet is saved as a game's state is, through its
SaveCodec (`saves`), and reads the first form sheets were saved in too (`first_format`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from scoring.cards import PIP_RANKS, Card
from scoring.codec import SaveCodec
from scoring.engine import ActionForm
from scoring.errors import FieldError

MAX_NAME = 24  # characters in a player's or a side's name
MAX_ENTRIES = 1000  # more than any game needs: a sheet stays small enough to replay at once


@dataclass(frozen=True, slots=True)
class Item:
    """One reason for points: how many, the sentence that says why, and the cards behind it."""

    points: int
    text: str
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class Line:
    """One entry as scored: `title` says what was entered, `points` what each side scored by
    it, `items` why; `shown` the cards counted (a hand, then the starter), `note` what a player
    should know (a count that was short, muggins to call)."""

    number: int  # from 1, in the order entered
    deal: int  # the deal (cribbage) or hand (Euchre) it belongs to, from 1
    title: str
    points: tuple[int, ...]
    items: tuple[Item, ...] = ()
    shown: tuple[Card, ...] = ()
    note: str = ""

    @property
    def scorers(self) -> tuple[int, ...]:
        """The sides this line moves, in side order."""
        return tuple(side for side, points in enumerate(self.points) if points)


@dataclass(frozen=True, slots=True)
class Tally:
    """Where the game stands: each side's score, and the score before its last points (the
    back peg on a cribbage board); the winner once there is one, with the result said."""

    scores: tuple[int, ...]
    backs: tuple[int, ...]
    winner: int | None = None
    result: str = ""

    @classmethod
    def start(cls, sides: int) -> Tally:
        return cls((0,) * sides, (0,) * sides)

    def add(self, points: Sequence[int], limit: int | None = None) -> Tally:
        """The tally with `points` added by side, none past `limit` if the game has one."""
        scores = tuple(score + more for score, more in zip(self.scores, points, strict=True))
        if limit is not None:
            scores = tuple(min(score, limit) for score in scores)
        backs = tuple(
            score if more else back
            for score, back, more in zip(self.scores, self.backs, points, strict=True)
        )
        return replace(self, scores=scores, backs=backs)


S = TypeVar("S")  # the game between entries: what the next entry is scored against
A = TypeVar("A", bound=ActionForm)  # an entry
R = TypeVar("R", bound="SheetRules")


class SheetRules(Protocol):
    """What a sheet needs of its game's rules: the target, and their JSON (for a rematch)."""

    @property
    def game_to(self) -> int: ...

    def to_dict(self) -> dict[str, Any]: ...


class GameOver(FieldError):
    """An entry made after the game was won."""


@dataclass(frozen=True)
class Played(Generic[S]):
    """A sheet's entries replayed: the game's state after the last one, and every line."""

    state: S
    tally: Tally
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class Sheet(ABC, Generic[S, A, R]):
    """The setup and the entries of one game; `game` names the game in the registry, `saves`
    writes and reads it (scoring.codec.SaveCodec, as a game's state is saved)."""

    game: ClassVar[str]
    title: ClassVar[str]
    saves: ClassVar[SaveCodec[Any]]

    rules: R
    names: tuple[str, ...]
    entries: tuple[A, ...] = ()

    def __post_init__(self) -> None:
        for name in self.names:
            if not name.strip() or len(name) > MAX_NAME or name != " ".join(name.split()):
                raise FieldError(
                    f"{name!r} is not a name: 1 to {MAX_NAME} characters, single spaces",
                    field="names",
                )
        if len(set(self.names)) != len(self.names):
            raise FieldError("each name on a sheet is different", field="names")
        if len(self.entries) > MAX_ENTRIES:
            raise FieldError(f"a sheet holds at most {MAX_ENTRIES} entries", field="entries")

    # What each game's sheet defines.

    @property
    @abstractmethod
    def side_names(self) -> tuple[str, ...]:
        """The names the score is kept under, one a side."""

    @abstractmethod
    def start(self) -> S:
        """The game's state before any entry."""

    @abstractmethod
    def score(self, state: S, tally: Tally, entry: A, number: int) -> tuple[S, Line]:
        """The state after `entry` and its line; FieldError, naming the entry's field at
        fault, if the entry cannot be made now."""

    @abstractmethod
    def winner(self, state: S, tally: Tally, line: Line, entry: A) -> tuple[int, str] | None:
        """The side that has won with this line, and the result said; None if no one has."""

    @classmethod
    @abstractmethod
    def first_format(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """A sheet saved in the first form (entries as dicts with a "kind", before the
        SaveCodec) as `saves` reads it."""

    @property
    def limit(self) -> int | None:
        """The most a side can score, if the game stops there (cribbage's game hole)."""
        return None

    # The same for every game.

    def played(self) -> Played[S]:
        """The entries replayed (once per sheet: sheets are values)."""
        return self._replayed

    @cached_property
    def _replayed(self) -> Played[S]:
        state, tally, lines = self.start(), Tally.start(len(self.side_names)), []
        for number, entry in enumerate(self.entries, 1):
            state, tally, line = self._apply(state, tally, entry, number)
            lines.append(line)
        return Played(state, tally, tuple(lines))

    def _apply(self, state: S, tally: Tally, entry: A, number: int) -> tuple[S, Tally, Line]:
        state, line = self.score(state, tally, entry, number)
        tally = tally.add(line.points, self.limit)
        won = self.winner(state, tally, line, entry)
        if won is not None:
            tally = replace(tally, winner=won[0], result=won[1])
        return state, tally, line

    def enter(self, entry: A) -> Self:
        """The sheet with `entry` added; FieldError, saying why, if it cannot be."""
        played = self.played()
        if played.tally.winner is not None:
            raise GameOver(
                f"the game is over ({played.tally.result}): undo the last entry to change it, "
                "or start a new game",
                field=None,
            )
        if len(self.entries) >= MAX_ENTRIES:
            raise FieldError(f"a sheet holds at most {MAX_ENTRIES} entries: start a new game")
        state, tally, line = self._apply(played.state, played.tally, entry, len(self.entries) + 1)
        entered = replace(self, entries=(*self.entries, entry))
        # Replayed already: the new sheet's replay is this one's and the new line.
        entered.__dict__["_replayed"] = Played(state, tally, (*played.lines, line))
        return entered

    def undo(self) -> Self:
        """The sheet without its last entry."""
        if not self.entries:
            raise FieldError("there is nothing to undo: no entry has been made yet")
        return replace(self, entries=self.entries[:-1])

    def side_of(self, player: int) -> int:
        """The side a player scores for (each player is a side unless the game has teams)."""
        return player

    def check_player(self, player: int, field: str = "player") -> None:
        """FieldError naming `field` unless `player` is one of the sheet's players."""
        if not 0 <= player < len(self.names):
            raise FieldError(
                f"player {player} is not at this table: the players are 0 to "
                f"{len(self.names) - 1} ({', '.join(self.names)})",
                field=field,
            )


def check_card(card: Card, field: str) -> None:
    """FieldError naming `field` unless `card` is one of the 52-card deck (not a joker)."""
    if card.rank not in PIP_RANKS:
        raise FieldError(f"{card.display} is not a card of the 52-card deck", field=field)
