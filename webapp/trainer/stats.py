"""A learner's progress from their saved attempts: accuracy and time by day, by category and
by mode, the kinds of hands they miscount most, each bidding topic (Euchre's and Bid Euchre's)
with its recent trend, streaks, and every attempt as CSV rows.

Days are UTC days: the server does not know the learner's time zone.
"""

from __future__ import annotations

import json
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from statistics import median
from typing import Any

from scoring.cribbage.hand import Category, score_hand
from scoring.games import ENGINES
from scoring.trainer import Level, weakness
from webapp.reviews import kind_words
from webapp.trainer import kinds
from webapp.trainer.hand_kinds import hand_kinds
from webapp.trainer.history import engine_attempt
from webapp.trainer.models import TrainerAttempt
from webapp.trainer.questions import BIDDING_MODES, FOCUS_NAMES, LEVEL_NAMES, TOPIC_NAMES, Mode

MIN_DAYS = 7  # the day charts span at least a week, at most DAYS
DAYS = 30
HARD_KINDS = 6
CSV_CATEGORIES = ("fifteen", "pair", "run", "flush", "nobs", "thirty_one")
BIDDING_COLUMNS = (
    "topic",
    "seat",
    "bidding_round",
    "score",
    "upcard",
    "answer",
    "best",
    "bids_before",
)
RECENT = 10  # a bidding topic's trend: its latest RECENT answers against the RECENT before
TREND_MIN = 4  # answers before the latest needed to tell a trend
STEADY = 5  # percentage points either way that are no trend
# Every attempt's row. `hand` is the cards asked about (a discard quiz: the cards dealt; a
# pegging quiz: the pile, the card played last; bidding: your five or twelve cards); `crib`
# says the deal is a crib, or in a discard quiz that the crib is the learner's own. A bidding
# row says its topic, seat (1 to 4, 4 the dealer), Euchre's round, score (ours-theirs),
# Euchre's up-card, the option chosen and the best one, and Bid Euchre's bids before yours
# (separated by commas); its points_given_up are points a hand against the best.
CSV_COLUMNS = (
    "when",
    "mode",
    "kind",
    "hand",
    "starter",
    "crib",
    "level",
    "focus",
    "correct",
    "seconds",
    "review",
    "points_given_up",
    *CSV_CATEGORIES,
    *BIDDING_COLUMNS,
)


@dataclass(frozen=True)
class Tally:
    """How many of some attempts were right: a bar in a chart, a line in a list."""

    label: str
    right: int
    total: int
    key: str = ""

    @property
    def wrong(self) -> int:
        return self.total - self.right

    @property
    def percent(self) -> int:
        return round(100 * self.right / self.total) if self.total else 0


@dataclass(frozen=True)
class Day:
    """One UTC day: attempts, right ones, and the median seconds of a correct count."""

    day: date
    right: int
    total: int
    median_seconds: float | None

    @property
    def percent(self) -> int | None:
        return round(100 * self.right / self.total) if self.total else None

    @property
    def label(self) -> str:
        return f"{self.day:%b} {self.day.day}"


@dataclass(frozen=True)
class TopicProgress:
    """A bidding topic: its answers, how many right, and the trend of the latest RECENT
    against the RECENT before them (None when there are too few before)."""

    topic: Any
    total: int
    right: int
    recent_right: int
    recent_total: int
    trend: int | None
    mode: Mode = Mode.BIDDING

    @property
    def label(self) -> str:
        return str(TOPIC_NAMES[self.topic])

    @property
    def percent(self) -> int:
        return round(100 * self.right / self.total) if self.total else 0

    @property
    def recent_percent(self) -> int:
        return round(100 * self.recent_right / self.recent_total) if self.recent_total else 0

    @property
    def direction(self) -> str:
        """up, down or steady; "new" without enough answers to tell."""
        if self.trend is None:
            return "new"
        if abs(self.trend) < STEADY:
            return "steady"
        return "up" if self.trend > 0 else "down"


@dataclass(frozen=True)
class Progress:
    total: int
    right: int
    streak: int
    best_streak: int
    day_streak: int
    days: tuple[Day, ...]
    categories: tuple[Tally, ...]
    modes: tuple[Tally, ...]
    hard_kinds: tuple[Tally, ...]
    weakest: Category | None
    median_seconds: float | None
    topics: tuple[TopicProgress, ...] = ()
    mistakes: tuple[Tally, ...] = ()  # your mistakes drilled, by game and kind of decision

    @property
    def percent(self) -> int:
        return round(100 * self.right / self.total) if self.total else 0

    @property
    def has_times(self) -> bool:
        return any(day.median_seconds is not None for day in self.days)

    @property
    def topic_tables(self) -> tuple[tuple[Mode, tuple[TopicProgress, ...]], ...]:
        """The topics answered, a table for each bidding mode that has any."""
        found = []
        for mode in BIDDING_MODES:
            rows = tuple(topic for topic in self.topics if topic.mode is mode)
            if rows:
                found.append((mode, rows))
        return tuple(found)


def progress(attempts: Sequence[TrainerAttempt], today: date) -> Progress:
    """Everything /progress shows, from the learner's attempts (any order)."""
    rows = sorted(attempts, key=lambda row: (row.when, row.id or 0))
    counted = [engine_attempt(row) for row in rows if row.kind in kinds.COUNTED]
    # What to practice next: of the categories ever got wrong, the weakest now (the engine
    # also rates untried categories as weak, which is no advice to give on this page).
    missed = {
        c for attempt in counted for c, right in attempt.correct_by_category.items() if not right
    }
    weakest = None
    if missed:
        weak = weakness(counted)
        weakest = max((c for c in Category if c in missed), key=lambda category: weak[category])
    times = _times(rows)
    return Progress(
        total=len(rows),
        right=sum(row.correct for row in rows),
        streak=_streak(rows),
        best_streak=_best_streak(rows),
        day_streak=_day_streak(rows, today),
        days=_days(rows, today),
        categories=_categories(rows),
        modes=_modes(rows),
        hard_kinds=_hard_kinds(rows),
        weakest=weakest,
        median_seconds=median(times) if times else None,
        topics=_topics(rows),
        mistakes=_mistakes(rows),
    )


def _times(rows: Iterable[TrainerAttempt]) -> list[float]:
    """The seconds of the correct counts that were timed: what the time chart follows."""
    return [
        row.seconds
        for row in rows
        if row.kind in kinds.TIMED and row.correct and row.seconds is not None
    ]


def _streak(rows: Sequence[TrainerAttempt]) -> int:
    streak = 0
    for row in reversed(rows):
        if not row.correct:
            break
        streak += 1
    return streak


def _best_streak(rows: Sequence[TrainerAttempt]) -> int:
    best = current = 0
    for row in rows:
        current = current + 1 if row.correct else 0
        best = max(best, current)
    return best


def _day_streak(rows: Sequence[TrainerAttempt], today: date) -> int:
    """Days in a row with practice, up to today (or up to yesterday, today not yet done)."""
    practiced = {row.when.date() for row in rows}
    day = today if today in practiced else today - timedelta(days=1)
    streak = 0
    while day in practiced:
        streak += 1
        day -= timedelta(days=1)
    return streak


def _days(rows: Sequence[TrainerAttempt], today: date) -> tuple[Day, ...]:
    if not rows:
        return ()
    first = rows[0].when.date()
    span = min(DAYS, max(MIN_DAYS, (today - first).days + 1))
    by_day: dict[date, list[TrainerAttempt]] = defaultdict(list)
    for row in rows:
        by_day[row.when.date()].append(row)
    days = []
    for back in range(span - 1, -1, -1):
        day = today - timedelta(days=back)
        those = by_day.get(day, [])
        times = _times(those)
        days.append(
            Day(
                day,
                sum(row.correct for row in those),
                len(those),
                median(times) if times else None,
            )
        )
    return tuple(days)


def _judged(rows: Iterable[TrainerAttempt]) -> Iterable[tuple[str, bool]]:
    """Each show category judged, right or not. Pegging's are kept apart (31 is not one)."""
    for row in rows:
        if row.kind in kinds.BY_CATEGORY:
            yield from json.loads(row.correct_by_category).items()


def _categories(rows: Sequence[TrainerAttempt]) -> tuple[Tally, ...]:
    right: dict[str, int] = defaultdict(int)
    total: dict[str, int] = defaultdict(int)
    for name, was_right in _judged(rows):
        total[name] += 1
        right[name] += bool(was_right)
    return tuple(
        Tally(FOCUS_NAMES[category], right[category.value], total[category.value], category.value)
        for category in Category
        if total[category.value]
    )


def _modes(rows: Sequence[TrainerAttempt]) -> tuple[Tally, ...]:
    tallies = []
    for name, kind in kinds.KINDS.items():
        those = [row for row in rows if row.kind == name]
        if those:
            right = sum(row.correct for row in those)
            tallies.append(Tally(kind.label, right, len(those), name))
    return tuple(tallies)


def _mistakes(rows: Sequence[TrainerAttempt]) -> tuple[Tally, ...]:
    """The drills of your mistakes by game and kind of decision ("Cribbage: discards"), in
    the order first drilled; `key` is the category ("cribbage:discard")."""
    right: dict[str, int] = {}
    total: dict[str, int] = {}
    for row in rows:
        if row.kind != kinds.Mistake.name or not row.focus:
            continue
        total[row.focus] = total.get(row.focus, 0) + 1
        right[row.focus] = right.get(row.focus, 0) + row.correct
    return tuple(Tally(category_label(c), right[c], total[c], c) for c in total)


def category_label(category: str) -> str:
    """A mistake's category as /progress names it: "Cribbage: discards"."""
    game, _, kind = category.partition(":")
    return f"{ENGINES[game].title if game in ENGINES else game}: {kind_words(kind)}"


def _hard_kinds(rows: Sequence[TrainerAttempt]) -> tuple[Tally, ...]:
    """The kinds of counted deals most often got wrong: by the share wrong, then how many."""
    right: dict[str, int] = defaultdict(int)
    total: dict[str, int] = defaultdict(int)
    for row in rows:
        if row.kind not in kinds.COUNTED or row.starter is None:
            continue
        score = score_hand(row.hand, row.starter, crib=row.crib)
        labels = list(hand_kinds(score))
        if row.level:
            labels.append(f"{LEVEL_NAMES[Level(row.level)]} hands")
        for label in labels:
            total[label] += 1
            right[label] += row.correct
    tallies = [Tally(label, right[label], total[label]) for label in total]
    missed = [tally for tally in tallies if tally.wrong]
    missed.sort(key=lambda tally: (-tally.wrong / tally.total, -tally.wrong, tally.label))
    return tuple(missed[:HARD_KINDS])


def _topics(rows: Sequence[TrainerAttempt]) -> tuple[TopicProgress, ...]:
    """Each bidding topic answered, game by game in the topics' order; `rows` oldest first."""
    found = []
    for mode, kind in kinds.DRILLS.items():
        topics = list(kind.drills.topics)
        values = {topic.value: topic for topic in topics}
        by_topic: dict[Any, list[bool]] = defaultdict(list)
        for row in rows:
            if row.kind == kind.name and row.focus in values:
                by_topic[values[row.focus]].append(row.correct)
        for topic in topics:
            answers = by_topic.get(topic)
            if not answers:
                continue
            recent, before = answers[-RECENT:], answers[:-RECENT][-RECENT:]
            trend = None
            if len(before) >= TREND_MIN:
                trend = round(100 * (sum(recent) / len(recent) - sum(before) / len(before)))
            found.append(
                TopicProgress(
                    topic, len(answers), sum(answers), sum(recent), len(recent), trend, mode
                )
            )
    return tuple(found)


def csv_rows(attempts: Iterable[TrainerAttempt]) -> Iterable[list[str]]:
    """Every attempt as a CSV row under CSV_COLUMNS, oldest first; a category is 'right',
    'wrong', or empty when the attempt did not judge it."""
    yield list(CSV_COLUMNS)
    for row in sorted(attempts, key=lambda row: (row.when, row.id or 0)):
        judged = json.loads(row.correct_by_category)
        yield [
            row.when.isoformat(timespec="seconds"),
            row.mode,
            row.kind,
            row.hand,
            row.starter or "",
            _yes_no(row.crib),
            row.level or "",
            row.focus or "",
            _yes_no(row.correct),
            "" if row.seconds is None else f"{row.seconds:.1f}",
            _yes_no(row.review),
            "" if row.points_given_up is None else f"{row.points_given_up:.2f}",
            *(
                "" if name not in judged else ("right" if judged[name] else "wrong")
                for name in CSV_CATEGORIES
            ),
            *_bidding_columns(row),
        ]


def _bidding_columns(row: TrainerAttempt) -> list[str]:
    """A bidding row's topic, seat, round, score, up-card, answer and best; others blank."""
    if row.situation is None:
        return [""] * len(BIDDING_COLUMNS)
    situation = json.loads(row.situation)
    ours, theirs = situation.get("score", (0, 0))
    return [
        row.focus or "",
        str(situation.get("seat", "")),
        str(situation.get("round", "")),
        f"{ours}-{theirs}",
        str(situation.get("upcard", "")),
        row.answer or "",
        row.best or "",
        ", ".join(situation.get("bids", ())),
    ]


def _yes_no(value: bool) -> str:
    return "yes" if value else "no"
