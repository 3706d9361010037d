"""Which sets exist: one a day for each game, from the first day of the field to today (UTC),
named in addresses by the game and the date (/duplicate/euchre/2026-12-07)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from werkzeug.exceptions import NotFound

from scoring.duplicate.daily import DAILY_DEALS
from scoring.games import ENGINES

# The first day a set was played: earlier days have none.
FIRST_DAY = date(2026, 12, 1)
# The games with a daily set, in the order the hub lists them.
GAMES = ("euchre", "bideuchre", "cribbage")
DAY_PATTERN = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
# The hub's list of earlier days.
EARLIER_DAYS = 14


class NoSuchSet(NotFound):
    """An address that names no set: an unknown game, a day that is not a date, or a day
    before the first set or after today."""

    title = "No such set"


@dataclass(frozen=True)
class SetDay:
    """A game's set of a day, as the pages name it."""

    game: str
    day: date

    @property
    def title(self) -> str:
        """'Euchre, Monday 7 December 2026'."""
        return f"{ENGINES[self.game].title}, {long_date(self.day)}"

    @property
    def deals(self) -> int:
        return DAILY_DEALS[self.game]

    @property
    def is_over(self) -> bool:
        """The day is over (UTC): the field's deals may be shown to anyone."""
        return self.day < today()

    @property
    def ends(self) -> datetime:
        """When the day is over: midnight UTC after it."""
        return datetime(self.day.year, self.day.month, self.day.day, tzinfo=UTC) + timedelta(days=1)


def today() -> date:
    return datetime.now(UTC).date()


def long_date(day: date) -> str:
    """'Monday 7 December 2026'."""
    return f"{day:%A} {day.day} {day:%B %Y}"


def set_day(game: str, text: str) -> SetDay:
    """The set an address names; NoSuchSet (a 404 with the reason) when it names none."""
    if game not in GAMES:
        raise NoSuchSet(
            f"There is no duplicate set of {game[:40]!r}: the sets are of Euchre, "
            "Bid Euchre and cribbage."
        )
    if not DAY_PATTERN.fullmatch(text):
        raise NoSuchSet("A set's day is written YYYY-MM-DD, as 2026-12-07.")
    try:
        day = date.fromisoformat(text)
    except ValueError:
        raise NoSuchSet(f"{text} is not a date.") from None
    if day < FIRST_DAY:
        raise NoSuchSet(f"The first sets were played on {long_date(FIRST_DAY)}.")
    if day > today():
        raise NoSuchSet(f"The set of {long_date(day)} is not dealt yet.")
    return SetDay(game, day)


def earlier_days(count: int = EARLIER_DAYS) -> list[date]:
    """The days before today that have sets, most recent first."""
    first = today() - timedelta(days=1)
    return [
        first - timedelta(days=n) for n in range(count) if first - timedelta(days=n) >= FIRST_DAY
    ]
