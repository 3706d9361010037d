"""Hints at the moment of a decision, for every game: every option the seat may take, best
first, valued from the seat's view alone by the evaluator its review uses (scoring.review), each
with its 95% interval where sampled, and for the best three a sentence on why.

A game's hint(state, seat, *, rng=None) (Engine.hint) builds one with exact_hint() or
sampled_hint(); Hint.verdict() judges a move against it as the reviews would, which is what the
coach warns on.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar

from scoring.engine import seeded_random
from scoring.review import (
    AS_GOOD,
    BEST,
    MISTAKE,
    POINTS,
    PRECISION,
    Z95,
    interval,
    judge,
)

A = TypeVar("A", bound=Hashable)

EXPLAINED = 3  # the options a hint gives a reason for: the best and the next two
ONE = "One choice: nothing to weigh."


@dataclass(frozen=True, slots=True)
class HintOption(Generic[A]):
    """One option: the action, as a player says it, its value (in the hint's measure) with a
    95% interval (low == high == value for an exact one), what it gives up against the best
    (`gap`, its 95% interval, measured on the same deals), and why, for the best three."""

    action: A
    label: str
    value: float
    low: float
    high: float
    reason: str = ""
    gap: tuple[float, float] = (0.0, 0.0)

    @property
    def loss(self) -> float:
        """What the option gives up against the best, on average (0 or more)."""
        return max(0.0, (self.gap[0] + self.gap[1]) / 2)


@dataclass(frozen=True, slots=True)
class Hint(Generic[A]):
    """Every option of a decision, best first, and how they were valued (`basis`); `deals`
    is the number of sampled deals (0 for exact values). `same_as` maps a legal action left
    out of the options to the option that stands for it (cribbage's second card of a rank,
    which pegs alike; an overcount, which pegs the true count)."""

    options: tuple[HintOption[A], ...]
    basis: str
    measure: str = POINTS
    deals: int = 0
    precision: float = PRECISION
    same_as: Mapping[A, A] = field(default_factory=dict)

    @property
    def best(self) -> HintOption[A]:
        return self.options[0]

    def option(self, action: A) -> HintOption[A]:
        """The option `action` is, or the one that stands for it; KeyError for neither."""
        action = self.same_as.get(action, action)
        for option in self.options:
            if option.action == action:
                return option
        raise KeyError(action)

    def verdict(self, action: A) -> str:
        """The review's verdict on taking `action`: "best", "as good", "mistake" or
        "unclear" (scoring.review.judge on its gap)."""
        option = self.option(action)
        if option is self.best:
            return BEST
        return judge(option.loss, *option.gap, self.precision)

    def warning(self, action: A, threshold: float) -> float | None:
        """The points `action` gives up when it is a clear mistake of at least `threshold`
        (its whole interval above 0), else None: what the coach asks about."""
        option = self.option(action)
        if self.verdict(action) == MISTAKE and option.loss >= threshold:
            return option.loss
        return None


Reasons = Callable[[Sequence[HintOption[A]]], Sequence[str]]


def exact_hint(
    values: Mapping[A, float],
    labels: Mapping[A, str],
    basis: str,
    reasons: Reasons[A],
    same_as: Mapping[A, A] | None = None,
) -> Hint[A]:
    """A hint from exact values (the cribbage analyzer's, its search's): every interval is the
    value itself. Ties keep the order `values` gives; `same_as` is the Hint's."""
    ranked = sorted(values, key=lambda action: -values[action])
    top = values[ranked[0]]
    options = [
        HintOption(a, labels[a], values[a], values[a], values[a], gap=(top - values[a],) * 2)
        for a in ranked
    ]
    return Hint(_explained(options, reasons), basis, same_as=dict(same_as or {}))


def sampled_hint(
    samples: Mapping[A, Sequence[float]],
    labels: Mapping[A, str],
    basis: str,
    reasons: Reasons[A],
    *,
    measure: str = POINTS,
    precision: float = PRECISION,
) -> Hint[A]:
    """A hint from every option's values on the same sampled deals (sample_decision's): each
    option's mean with its 95% interval, and its loss against the best measured deal by deal.
    `basis` may say "{deals}" for the number of deals."""
    means = {a: math.fsum(found) / len(found) for a, found in samples.items()}
    ranked = sorted(means, key=lambda action: -means[action])
    best = samples[ranked[0]]
    options = []
    for a in ranked:
        found = samples[a]
        _, low, high = interval(found)
        _, gap_low, gap_high = interval([b - x for b, x in zip(best, found, strict=True)])
        if a == ranked[0]:
            gap_low = gap_high = 0.0
        options.append(HintOption(a, labels[a], means[a], low, high, gap=(gap_low, gap_high)))
    deals = len(best)
    return Hint(_explained(options, reasons), basis.format(deals=deals), measure, deals, precision)


def from_spreads(
    values: Mapping[A, tuple[float, float]],
    gaps: Mapping[A, tuple[float, float]],
    labels: Mapping[A, str],
    basis: str,
    reasons: Reasons[A],
    *,
    measure: str = POINTS,
    deals: int = 0,
    precision: float = PRECISION,
) -> Hint[A]:
    """A hint from each option's (value, standard error) and its gap's 95% interval, as a
    grader that keeps its own samples reports them (the Euchre bidding grader)."""
    ranked = sorted(values, key=lambda action: -values[action][0])
    options = [
        HintOption(
            a,
            labels[a],
            values[a][0],
            values[a][0] - Z95 * values[a][1],
            values[a][0] + Z95 * values[a][1],
            gap=gaps[a],
        )
        for a in ranked
    ]
    return Hint(_explained(options, reasons), basis, measure, deals, precision)


def only_choice(action: A, label: str) -> Hint[A]:
    """A decision with one option (a go, a card that must be played, the next deal)."""
    return Hint(
        (HintOption(action, label, 0.0, 0.0, 0.0, f"{label} is the only choice here."),), ONE
    )


def decision_of(
    state: Any, seat: int, game: str, rng: random.Random | None
) -> tuple[list[Any], random.Random]:
    """The actions `seat` may take in `state`, and the random source its hint samples from:
    `rng`, or one seeded by the game and the move (so asking twice gives the same hint).
    ValueError when the seat has no decision to make."""
    legal = list(state.legal_actions(seat))
    if not legal:
        raise ValueError("you have no decision to make now")
    if rng is None:
        rng = seeded_random(f"{game}-hint", state.seed, len(state.actions), seat)
    return legal, rng


def _explained(options: list[HintOption[A]], reasons: Reasons[A]) -> tuple[HintOption[A], ...]:
    """The options with the reasons `reasons` gives the best EXPLAINED (one each, in order)."""
    top = options[:EXPLAINED]
    said = list(reasons(top))
    if len(said) != len(top) or not all(said):
        raise ValueError("a hint needs a reason for each of its best options")
    return tuple(replace(o, reason=said[i]) if i < len(said) else o for i, o in enumerate(options))


def compared(
    options: Sequence[HintOption[A]],
    notes: Sequence[str],
    unit: str = "points",
    precision: float = PRECISION,
) -> list[str]:
    """Why each of the best options stands where it does, in figures: the best against the
    runner-up, each other against the best, as the reviews would judge it; `notes[i]` says
    what option i does at the table ("it trumps in, being out of clubs"), or is empty."""
    best = options[0]
    said = []
    for i, option in enumerate(options):
        what = f"{option.label} ({notes[i]})" if notes[i] else option.label
        low, high = option.gap
        if i == 0 and len(options) == 1:
            said.append(f"{what} is the only choice here.")
        elif i == 0 and options[1].loss < 0.005:
            said.append(
                f"{what} is best, tied with {options[1].label}: {option.value:+.2f} {unit} "
                "on average."
            )
        elif i == 0:
            second = options[1]
            said.append(
                f"{what} is best: {option.value:+.2f} {unit} on average, "
                f"{second.loss:.2f} more than {second.label}."
            )
        elif judge(option.loss, low, high, precision) == MISTAKE:
            sure = "" if low == high else f" (95% interval {low:.2f} to {high:.2f})"
            said.append(f"{what} gives up {option.loss:.2f} {unit} against {best.label}{sure}.")
        elif judge(option.loss, low, high, precision) == AS_GOOD:
            said.append(f"{what} is as good as {best.label}: {option.value:+.2f} {unit}.")
        else:
            said.append(
                f"{what} is too close to call against {best.label}: from {-low:.2f} {unit} "
                f"better to {high:.2f} worse."
            )
    return said
