"""A score sheet for a game played with real cards: the setup (rules, names) and the entries
made so far, in order. The score is never stored: it is the entries replayed, each scored by
the game's own rules engine, so undoing the last entry is dropping it, and every line of the
history carries the rule and the cards behind its points.

Each game is a subclass (scoring/scorekeeper/cribbage.py, tricks.py) that says how an entry is
read from a form's text, and what it scores given the game so far; this class keeps the rest.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Generic, Self, TypeVar

from scoring.cards import Card
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


S = TypeVar("S")


class GameOver(FieldError):
    """An entry made after the game was won."""


@dataclass(frozen=True)
class Played(Generic[S]):
    """A sheet's entries replayed: the game's state after the last one, and every line."""

    state: S
    tally: Tally
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class Sheet(ABC, Generic[S]):
    """The setup and the entries of one game; `game` names the game in the registry."""

    game: ClassVar[str]
    title: ClassVar[str]

    rules: Any
    names: tuple[str, ...]
    entries: tuple[Mapping[str, Any], ...] = ()
    _played: list[Played[S]] = field(default_factory=list, compare=False, repr=False)

    # What each game's sheet defines.

    @property
    @abstractmethod
    def side_names(self) -> tuple[str, ...]:
        """The names the score is kept under, one a side."""

    @abstractmethod
    def read_entry(self, kind: str, fields: Mapping[str, str]) -> dict[str, Any]:
        """The entry of `kind` a form's text describes, as saved; FieldError names the field
        at fault."""

    @abstractmethod
    def start(self) -> S:
        """The game's state before any entry."""

    @abstractmethod
    def score(
        self, state: S, tally: Tally, entry: Mapping[str, Any], number: int
    ) -> tuple[S, Line]:
        """The state after `entry` and its line; FieldError (naming the field) if the entry
        cannot be made now."""

    @abstractmethod
    def winner(
        self, state: S, tally: Tally, line: Line, entry: Mapping[str, Any]
    ) -> tuple[int, str] | None:
        """The side that has won with this line, and the result said; None if no one has."""

    def setup_dict(self) -> dict[str, Any]:
        """What else the game's setup holds, as JSON."""
        return {}

    @property
    def limit(self) -> int | None:
        """The most a side can score, if the game stops there (cribbage's game hole)."""
        return None

    # The same for every game.

    def played(self) -> Played[S]:
        """The entries replayed (once per sheet: sheets are values)."""
        if not self._played:
            state, tally, lines = self.start(), Tally.start(len(self.side_names)), []
            for number, entry in enumerate(self.entries, 1):
                state, tally, line = self._apply(state, tally, entry, number)
                lines.append(line)
            self._played.append(Played(state, tally, tuple(lines)))
        return self._played[0]

    def _apply(
        self, state: S, tally: Tally, entry: Mapping[str, Any], number: int
    ) -> tuple[S, Tally, Line]:
        state, line = self.score(state, tally, entry, number)
        tally = tally.add(line.points, self.limit)
        won = self.winner(state, tally, line, entry)
        if won is not None:
            tally = replace(tally, winner=won[0], result=won[1])
        return state, tally, line

    def enter(self, entry: Mapping[str, Any]) -> Self:
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
        entered = replace(self, entries=(*self.entries, dict(entry)), _played=[])
        entered._played.append(Played(state, tally, (*played.lines, line)))
        return entered

    def undo(self) -> Self:
        """The sheet without its last entry."""
        if not self.entries:
            raise FieldError("there is nothing to undo: no entry has been made yet")
        return replace(self, entries=self.entries[:-1], _played=[])

    def side_of(self, player: int) -> int:
        """The side a player scores for (each player is a side unless the game has teams)."""
        return player

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "rules": self.rules.to_dict(),
            "names": list(self.names),
            **self.setup_dict(),
            "entries": [dict(entry) for entry in self.entries],
        }


def read_name(text: str | None, default: str, field: str) -> str:
    """A player's or side's name as typed: trimmed, the default when blank."""
    name = " ".join((text or "").split())
    if not name:
        return default
    if len(name) > MAX_NAME:
        raise FieldError(
            f"a name is at most {MAX_NAME} characters; that one is {len(name)}", field=field
        )
    return name


def read_choice(text: str | None, choices: Mapping[str, Any], field: str, what: str) -> Any:
    """One of `choices` by its text (in any case); FieldError naming the field otherwise."""
    key = (text or "").strip().lower()
    if key in choices:
        return choices[key]
    if not key:
        raise FieldError(f"choose {what}", field=field)
    shown = key if len(key) <= 20 else key[:20] + "…"
    raise FieldError(f"{what} is one of {', '.join(choices)}, not '{shown}'", field=field)


def read_number(text: str | None, low: int, high: int, field: str, what: str) -> int:
    """A whole number from `low` to `high` as typed; FieldError naming the field otherwise."""
    typed = (text or "").strip()
    if not typed:
        raise FieldError(f"give {what}", field=field)
    if (
        not (typed.isascii() and typed.isdigit() and len(typed) <= 3)
        or not low <= int(typed) <= high
    ):
        shown = typed if len(typed) <= 10 else typed[:10] + "…"
        raise FieldError(f"{what} is a number from {low} to {high}, not '{shown}'", field=field)
    return int(typed)


def read_flag(text: str | None) -> bool:
    return (text or "").strip().lower() in ("true", "on", "1", "yes")
