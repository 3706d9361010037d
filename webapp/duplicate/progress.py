"""Your duplicate scores over time, for /progress: a line a game, a point a set you played
ranked (its average percentage against the field)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from scoring.games import ENGINES
from webapp.duplicate import field
from webapp.duplicate.days import GAMES


@dataclass(frozen=True)
class Point:
    day: date
    score: float
    deals: int


@dataclass(frozen=True)
class Line:
    """A game's sets, in day order."""

    game: str
    title: str
    points: list[Point]

    @property
    def css(self) -> str:
        return f"field-{self.game}"

    @property
    def average(self) -> float:
        """The average of the sets' scores."""
        return sum(point.score for point in self.points) / len(self.points)


def series(player_id: str | None) -> list[Line]:
    """Each game you have played a ranked set of, with its sets' scores."""
    if player_id is None:
        return []
    history = field.history(player_id)
    return [
        Line(
            game,
            ENGINES[game].title,
            [Point(day, score, deals) for day, score, deals in sorted(history[game])],
        )
        for game in GAMES
        if history.get(game)
    ]
