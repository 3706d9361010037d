"""Count it: check the points a learner gives for each category, or only the total.

Every category's verdict carries the engine's items for it and a sentence that explains
every point with its cards; a wrong one also says what was missed or over-counted.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from scoring.cards import Rank
from scoring.cribbage.hand import Category, HandScore, ScoreItem
from scoring.errors import ExplainedError
from scoring.numbers import read_whole_number
from scoring.trainer.wording import LABELS, listed, parse_category, shown

MAX_POINTS = 29  # no hand or crib scores more


class AnswerError(ExplainedError):
    """An answer that cannot be checked: no points given, or points that are not a count."""


@dataclass(frozen=True, slots=True)
class CountAnswer:
    """The learner's count: points for some or all categories, and/or the total.

    A category left out of `points` is not judged (a form with five boxes should send 0 for a
    box left empty if an empty box means "none"). At least one figure must be given.
    """

    points: Mapping[Category, int] = field(default_factory=dict)
    total: int | None = None

    def __post_init__(self) -> None:
        points = {}
        for key, given in self.points.items():
            category = parse_category(key)
            points[category] = _checked(LABELS[category], given)
        object.__setattr__(self, "points", points)
        if self.total is not None:
            _checked("Total", self.total)
        if not points and self.total is None:
            raise AnswerError("enter the points for at least one category, or the total")

    @classmethod
    def parse(cls, fields: Mapping[str, Any]) -> CountAnswer:
        """Read a form or JSON body: keys are category names or 'total'; values are numbers
        or text, and a blank value means that figure was not given."""
        points: dict[Category, int] = {}
        total = None
        for key, raw in fields.items():
            if key == "total":
                total = _number("Total", raw)
                continue
            category = parse_category(key)
            given = _number(LABELS[category], raw)
            if given is not None:
                points[category] = given
        return cls(points, total)


def _number(label: str, raw: Any) -> int | None:
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        return None
    if isinstance(raw, str):
        number = read_whole_number(raw)
        if number is None:
            text = raw.strip()
            shown = text if len(text) <= 12 else text[:12] + "…"
            raise AnswerError(f"{label}: '{shown}' is not a number of points; enter 0 to 29")
        return _checked(label, number)
    return _checked(label, raw)


def _checked(label: str, given: Any) -> int:
    if type(given) is not int:
        raise AnswerError(f"{label}: {given!r} is not a whole number of points")
    if not 0 <= given <= MAX_POINTS:
        raise AnswerError(f"{label}: {given} is not a possible count; enter 0 to {MAX_POINTS}")
    return given


@dataclass(frozen=True, slots=True)
class CategoryVerdict:
    """One category: the engine's points and items, what the learner said, and why."""

    category: Category
    expected: int
    given: int | None
    items: tuple[ScoreItem, ...]
    message: str

    @property
    def right(self) -> bool | None:
        """None when the learner gave no figure for this category."""
        return None if self.given is None else self.given == self.expected


@dataclass(frozen=True, slots=True)
class CountCheck:
    """The checked count: a verdict per category (in Category order) and for the total."""

    score: HandScore
    answer: CountAnswer
    verdicts: tuple[CategoryVerdict, ...]
    total_message: str

    @property
    def total_given(self) -> int | None:
        return self.answer.total

    @property
    def total_right(self) -> bool | None:
        """None when only categories were given."""
        return None if self.answer.total is None else self.answer.total == self.score.total

    @property
    def correct(self) -> bool:
        """Every figure the learner gave is right."""
        return self.total_right is not False and all(v.right is not False for v in self.verdicts)

    @property
    def wrong(self) -> tuple[CategoryVerdict, ...]:
        return tuple(v for v in self.verdicts if v.right is False)

    @property
    def messages(self) -> tuple[str, ...]:
        """What to show for a wrong count: each wrong category, then a wrong total."""
        lines = [v.message for v in self.wrong]
        if self.total_right is False:
            lines.append(self.total_message)
        return tuple(lines)

    @property
    def spoken(self) -> str:
        return self.score.spoken

    @property
    def notes(self) -> tuple[str, ...]:
        return self.score.notes

    def verdict(self, category: Category | str) -> CategoryVerdict:
        return self.verdicts[list(Category).index(parse_category(category))]

    def correct_by_category(self) -> dict[Category, bool]:
        """For Attempt.correct_by_category: the categories judged, right or not.

        A total-only answer cannot tell which category went wrong: a right total marks every
        category the hand scores in as right, a wrong one marks each of them wrong.
        """
        judged = {v.category: v.right for v in self.verdicts if v.right is not None}
        if judged:
            return judged
        scoring = [v.category for v in self.verdicts if v.expected]
        return dict.fromkeys(scoring, bool(self.total_right))


def check_count(score: HandScore, answer: CountAnswer) -> CountCheck:
    """Check a learner's count of a hand (or crib) against the engine's score."""
    by_category = score.points_by_category()
    verdicts = []
    for category in Category:
        items = tuple(item for item in score.items if item.category == category)
        expected = by_category[category]
        given = answer.points.get(category)
        message = _message(score, category, items, expected, given)
        verdicts.append(CategoryVerdict(category, expected, given, items, message))
    return CountCheck(score, answer, tuple(verdicts), _total_message(score, answer))


def _total_message(score: HandScore, answer: CountAnswer) -> str:
    total = score.total
    if answer.total is None:
        return f"Total: {total}: {score.spoken}."
    if answer.total == total:
        return f"Total: {total}, right: {score.spoken}."
    message = f"Total: you said {answer.total}, the {_what(score)} has {total}: {score.spoken}."
    if answer.points and len(answer.points) == len(Category):
        added = sum(answer.points.values())
        if added != answer.total:
            message += f" (Your categories add up to {added}.)"
    return message


def _what(score: HandScore) -> str:
    return "crib" if score.crib else "hand"


def _message(
    score: HandScore,
    category: Category,
    items: tuple[ScoreItem, ...],
    expected: int,
    given: int | None,
) -> str:
    label = LABELS[category]
    breakdown = _breakdown(category, items)
    if given is None:
        return f"{label}: {expected}{': ' + breakdown if breakdown else ''}."
    if given == expected:
        return f"{label}: {expected}, right{': ' + breakdown if breakdown else ''}."
    found = f": {breakdown}" if breakdown else ""
    message = f"{label}: you said {given}, the {_what(score)} has {expected}{found}."
    hint = _HINTS[category](score, items, expected, given)
    return f"{message} {hint}" if hint else message


def _breakdown(category: Category, items: tuple[ScoreItem, ...]) -> str:
    """Every point of a category with its cards."""
    if not items:
        return ""
    if category in (Category.FLUSH, Category.NOBS):
        return "; ".join(item.text for item in items)
    sep = " + " if category == Category.FIFTEEN else " "
    combos = listed([shown(item.cards, sep) for item in items])
    n, points = len(items), items[0].points
    noun = {Category.FIFTEEN: "fifteen", Category.PAIR: "pair"}.get(category)
    if noun is None:
        noun = f"run of {_WORDS[len(items[0].cards)]}"
        if n > 1:
            noun = f"runs of {_WORDS[len(items[0].cards)]}"
    elif n > 1:
        noun += "s"
    if n == 1:
        return f"a {noun} for {points}, {combos}"
    return f"{n} {noun} for {points} each, {combos}"


_WORDS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def _plural(rank: Rank) -> str:
    return "sixes" if rank == Rank.SIX else f"{rank.spoken}s"


def _fifteen_hint(score: HandScore, items: tuple[ScoreItem, ...], expected: int, given: int) -> str:
    if not items:
        return "No cards add up to 15 (aces count 1, jacks, queens and kings 10)."
    if given % 2:
        return "Each fifteen is worth 2."
    if given < expected:
        return "Look for every set of cards, two to five of them, that adds up to 15."
    return ""


def _pair_hint(score: HandScore, items: tuple[ScoreItem, ...], expected: int, given: int) -> str:
    ranks = Counter(card.rank for card in (*score.hand, score.starter))
    hints = []
    for rank, n in sorted(ranks.items()):
        if n == 3:
            hints.append(f"Three {_plural(rank)} are a pair royal: three pairs, 6 points.")
        elif n == 4:
            hints.append(f"Four {_plural(rank)} are a double pair royal: six pairs, 12 points.")
    if not items:
        hints.append("No two cards share a rank.")
    return " ".join(hints)


def _run_hint(score: HandScore, items: tuple[ScoreItem, ...], expected: int, given: int) -> str:
    if not items:
        ranks = {card.rank for card in (*score.hand, score.starter)}
        if Rank.ACE in ranks and Rank.KING in ranks:
            return "No three ranks are consecutive; the ace is low, so it never follows a king."
        return "No three cards have consecutive ranks."
    length = len(items[0].cards)
    hints = []
    if len(items) > 1:
        repeated = Counter(card for item in items for card in item.cards)
        shared = [card for card, n in repeated.items() if n < len(items)]
        hints.append(
            f"The run is there {len(items)} times: a card of a repeated rank "
            f"({shown(sorted(shared))}) makes a run of its own with the others."
        )
    if length >= 4 and given == 3 * (length - 2) * len(items):
        hints.append(
            f"A run of {_WORDS[length]} is one run for {length}, "
            f"not {_WORDS[length - 2]} runs of three."
        )
    return " ".join(hints)


def _flush_hint(score: HandScore, items: tuple[ScoreItem, ...], expected: int, given: int) -> str:
    hand, starter = score.hand, score.starter
    suits = {card.suit for card in hand}
    if items:
        if expected == 5:
            return f"The starter {starter.display} is of the same suit: all five cards, 5."
        return f"The starter {starter.display} is not of the hand's suit: the four in hand, 4."
    if len(suits) == 1:
        return next(note for note in score.notes if "flush" in note)
    return "A flush needs all four cards in hand of one suit; the starter cannot stand in for one."


def _nobs_hint(score: HandScore, items: tuple[ScoreItem, ...], expected: int, given: int) -> str:
    starter = score.starter
    if starter.rank == Rank.JACK:
        return next(note for note in score.notes if "heels" in note)
    if given > 1:
        return "Nobs is 1 point: only one jack can match the starter's suit."
    if items:
        return ""
    jacks = [card for card in score.hand if card.rank == Rank.JACK]
    if not jacks:
        return f"There is no jack in the {_what(score)}."
    return (
        f"{shown(jacks)} {'is' if len(jacks) == 1 else 'are'} not of the starter's suit "
        f"({starter.suit.noun}): nobs is the jack of the starter's suit."
    )


_HINTS = {
    Category.FIFTEEN: _fifteen_hint,
    Category.PAIR: _pair_hint,
    Category.RUN: _run_hint,
    Category.FLUSH: _flush_hint,
    Category.NOBS: _nobs_hint,
}
