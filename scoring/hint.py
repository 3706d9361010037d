"""The evaluation of a position, for every game: every option the seat may take, best first,
valued from the seat's view alone, each with its 95% interval where sampled and what it gives
up against the best, and for the best and any close second a sentence on why.

One evaluation per position: each game's `evaluate(view)` (Engine.hint calls it with the
seat's view) draws its randomness from the position itself (scoring.position), so the hint at
the table, the coach, the review (scoring.review.graded) and a drill made from the position
get the same numbers and the same verdict (Hint.verdict, scoring.verdicts' tiers).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Generic, TypeVar

from scoring.settling import gaps, interval, mean
from scoring.verdicts import (
    AS_GOOD,
    BEST,
    NAMES,
    POINTS,
    UNCLEAR,
    WIN,
    Z95,
    at_least,
    is_error,
    judge,
)

A = TypeVar("A", bound=Hashable)
B = TypeVar("B", bound=Hashable)

EXPLAINED = 3  # every hint explains at least its best three options (and every close second)
ONE = "One choice: nothing to weigh."


@dataclass(frozen=True, slots=True)
class HintOption(Generic[A]):
    """One option: the action, as a player says it, its value (in the hint's measure) with a
    95% interval (low == high == value when not sampled), what it gives up against the best
    (`gap`, its 95% interval, measured on the same deals), why (for the best three and any
    close second), and the parts its value adds up from where it has them (a throw's hand,
    crib and pegging)."""

    action: A
    label: str
    value: float
    low: float
    high: float
    reason: str = ""
    gap: tuple[float, float] = (0.0, 0.0)
    parts: tuple[tuple[str, float], ...] = ()

    @property
    def loss(self) -> float:
        """What the option gives up against the best, on average (0 or more)."""
        return max(0.0, (self.gap[0] + self.gap[1]) / 2)

    @property
    def sampled(self) -> bool:
        return self.low != self.high


@dataclass(frozen=True, slots=True)
class Hint(Generic[A]):
    """Every option of a decision, best first, and how they were valued (`basis`), in
    `measure` (points, or the chance of winning); `deals` is the number of sampled deals (0
    when nothing was sampled) and `exact` says the values are exact (not sampled, not fitted);
    `ranked_by` says in words what ranks the options when it is not plain points. `same_as`
    maps a legal action left out of the options to the option that stands for it
    (cribbage's second card of a rank, which pegs alike; an overcount, which pegs the true
    count)."""

    options: tuple[HintOption[A], ...]
    basis: str
    measure: str = POINTS
    deals: int = 0
    precision: float | None = None
    same_as: Mapping[A, A] = field(default_factory=dict)
    exact: bool = False
    ranked_by: str = ""

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
        """The verdict on taking `action` (scoring.verdicts): best, as good, inaccuracy,
        mistake, blunder or unclear."""
        option = self.option(action)
        if option is self.best:
            return BEST
        return judge(option.loss, *option.gap, self.precision, self.measure)

    def warning(self, action: A, tier: str) -> float | None:
        """What `action` gives up when it is a sure loss of at least `tier` ("mistake": a
        mistake or a blunder), else None: what the coach asks about."""
        if at_least(self.verdict(action), tier):
            return self.option(action).loss
        return None

    def mapped(self, act: Callable[[A], B]) -> Hint[B]:
        """The same evaluation with each action made the game's own by `act` (a throw's cards
        made a Discard)."""
        options = tuple(
            HintOption(act(o.action), o.label, o.value, o.low, o.high, o.reason, o.gap, o.parts)
            for o in self.options
        )
        same_as = {act(a): act(b) for a, b in self.same_as.items()}
        return Hint(
            options,
            self.basis,
            self.measure,
            self.deals,
            self.precision,
            same_as,
            self.exact,
            self.ranked_by,
        )

    def to_dict(self, action_form: Callable[[A], Any]) -> dict[str, Any]:
        """JSON-ready, each action written by `action_form` (from_dict reads it back)."""
        return {
            "options": [
                {
                    "action": action_form(o.action),
                    "label": o.label,
                    "value": o.value,
                    "low": o.low,
                    "high": o.high,
                    "reason": o.reason,
                    "gap": list(o.gap),
                    "parts": [list(part) for part in o.parts],
                }
                for o in self.options
            ],
            "basis": self.basis,
            "measure": self.measure,
            "deals": self.deals,
            "precision": self.precision,
            "same_as": [[action_form(a), action_form(b)] for a, b in self.same_as.items()],
            "exact": self.exact,
            "ranked_by": self.ranked_by,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], read_action: Callable[[Any], Any]) -> Hint[Any]:
        options = tuple(
            HintOption(
                read_action(o["action"]),
                str(o["label"]),
                float(o["value"]),
                _number(o["low"]),
                _number(o["high"]),
                str(o["reason"]),
                (_number(o["gap"][0]), _number(o["gap"][1])),
                tuple((str(name), float(value)) for name, value in o.get("parts", ())),
            )
            for o in data["options"]
        )
        precision = data.get("precision")
        return Hint(
            options,
            str(data["basis"]),
            str(data["measure"]),
            int(data["deals"]),
            None if precision is None else float(precision),
            {read_action(a): read_action(b) for a, b in data.get("same_as", ())},
            bool(data.get("exact", False)),
            str(data.get("ranked_by", "")),
        )


def _number(value: Any) -> float:
    """A float written by json (an infinite interval is written as a string)."""
    return float(value)


# Why each option stands where it does: reasons(hint, options) gives one sentence for each of
# `options` (the hint's best and close seconds), reading the verdicts off `hint`.
Reasons = Callable[["Hint[A]", Sequence[HintOption[A]]], Sequence[str]]


def exact_hint(
    values: Mapping[A, float],
    labels: Mapping[A, str],
    basis: str,
    reasons: Reasons[A],
    same_as: Mapping[A, A] | None = None,
    *,
    exact: bool = True,
    measure: str = POINTS,
    parts: Mapping[A, tuple[tuple[str, float], ...]] | None = None,
    ranked_by: str = "",
) -> Hint[A]:
    """A hint from values that are not sampled (the cribbage analyzer's, a hand's count):
    every interval is the value itself; `exact` False for values that are not sampled but
    are not exact either (a fitted term). Ties keep the order `values` gives."""
    order = sorted(values, key=lambda action: -values[action])
    top = values[order[0]]
    options = [
        HintOption(
            a,
            labels[a],
            values[a],
            values[a],
            values[a],
            gap=(top - values[a],) * 2,
            parts=(parts or {}).get(a, ()),
        )
        for a in order
    ]
    hint = Hint(
        tuple(options),
        basis,
        measure,
        same_as=dict(same_as or {}),
        exact=exact,
        ranked_by=ranked_by,
    )
    return explained(hint, reasons)


def sampled_hint(
    samples: Mapping[A, Sequence[float]],
    labels: Mapping[A, str],
    basis: str,
    reasons: Reasons[A],
    *,
    measure: str = POINTS,
    precision: float | None = None,
    same_as: Mapping[A, A] | None = None,
    parts: Mapping[A, tuple[tuple[str, float], ...]] | None = None,
    ranked_by: str = "",
) -> Hint[A]:
    """A hint from every option's values on the same sampled deals (scoring.settling's): each
    option's mean with its 95% interval, and its loss against the best measured deal by deal.
    `basis` may say "{deals}" for the number of deals."""
    means = {a: mean(found) for a, found in samples.items()}
    order = sorted(means, key=lambda action: -means[action])
    best = samples[order[0]]
    options = []
    for a in order:
        _, low, high = interval(samples[a])
        _, gap_low, gap_high = interval(gaps(best, samples[a]))
        if a == order[0]:
            gap_low = gap_high = 0.0
        if measure == WIN:
            low, high = max(0.0, low), min(1.0, high)
        options.append(
            HintOption(
                a,
                labels[a],
                means[a],
                low,
                high,
                gap=(gap_low, gap_high),
                parts=(parts or {}).get(a, ()),
            )
        )
    deals = len(best)
    hint = Hint(
        tuple(options),
        basis.format(deals=deals),
        measure,
        deals,
        precision,
        dict(same_as or {}),
        ranked_by=ranked_by,
    )
    return explained(hint, reasons)


def from_spreads(
    values: Mapping[A, tuple[float, float]],
    gap_of: Mapping[A, tuple[float, float]],
    labels: Mapping[A, str],
    basis: str,
    reasons: Reasons[A],
    *,
    measure: str = POINTS,
    deals: int = 0,
    precision: float | None = None,
    ranked_by: str = "",
) -> Hint[A]:
    """A hint from each option's (value, standard error) and its gap's 95% interval, as a
    grader that keeps its own samples reports them (the bidding graders)."""
    order = sorted(values, key=lambda action: -values[action][0])
    options = [
        HintOption(
            a,
            labels[a],
            values[a][0],
            values[a][0] - Z95 * values[a][1],
            values[a][0] + Z95 * values[a][1],
            gap=gap_of[a],
        )
        for a in order
    ]
    hint = Hint(tuple(options), basis, measure, deals, precision, ranked_by=ranked_by)
    return explained(hint, reasons)


def only_choice(action: A, label: str) -> Hint[A]:
    """A decision with one option (a go, a card that must be played, the next deal)."""
    option = HintOption(action, label, 0.0, 0.0, 0.0, f"{label} is the only choice here.")
    return Hint((option,), ONE, exact=True)


def close_to_best(hint: Hint[A]) -> list[HintOption[A]]:
    """The options a learner should hear about first: the best EXPLAINED, and every other
    that is not a sure loss (as good, or too close to call)."""
    return [
        o
        for i, o in enumerate(hint.options)
        if i < EXPLAINED or not is_error(hint.verdict(o.action))
    ]


def explained(hint: Hint[A], reasons: Reasons[A]) -> Hint[A]:
    """`hint` with the reason `reasons` gives each of its options (one each, in order): the
    best and the close seconds above all, and whichever one a player took."""
    said = list(reasons(hint, hint.options))
    if len(said) != len(hint.options) or not all(said):
        raise ValueError("a hint needs a reason for each of its options")
    options = tuple(replace(o, reason=text) for o, text in zip(hint.options, said, strict=True))
    return replace(hint, options=options)


def unit_of(measure: str, unit: str = "points") -> str:
    return "chance of winning" if measure == WIN else unit


def amount(value: float, measure: str, unit: str = "points") -> str:
    """A loss as a learner reads it: "0.40 points", "3.2 percentage points"."""
    if measure == WIN:
        return f"{value * 100:.1f} percentage points of your chance of winning"
    return f"{value:.2f} {unit}"


def worth(value: float, measure: str, unit: str = "points") -> str:
    """A value as a learner reads it: "+1.25 points on average", "61% to win"."""
    if measure == WIN:
        return f"{value:.0%} chance of winning"
    return f"{value:+.2f} {unit} on average".replace("-", "\u2212")


def compared(
    hint: Hint[A],
    options: Sequence[HintOption[A]],
    notes: Sequence[str],
    unit: str = "points",
) -> list[str]:
    """Why each option stands where it does: `notes[i]` says in words what option i does at
    the table ("it leaves a fifteen open to your opponent's ten-card"), or is empty; the
    figures follow, each said once: the best's value, each other's loss against the best with
    its verdict."""
    best = hint.best
    measure = hint.measure
    said = []
    for i, option in enumerate(options):
        note = notes[i]
        if option is best:
            if len(hint.options) == 1:
                said.append(_sentence(f"{option.label} is the only choice here"))
                continue
            second = hint.options[1]
            head = f"{option.label}: {note}" if note else f"{option.label} is best"
            tail = worth(option.value, measure, unit)
            if hint.verdict(second.action) in (AS_GOOD, UNCLEAR):
                tail += f", level with {second.label}"  # its own sentence gives the figures
            said.append(_sentence(f"{head}; {tail}"))
            continue
        verdict = hint.verdict(option.action)
        head = f"{option.label}: {note}" if note else option.label
        low, high = option.gap
        if verdict == AS_GOOD:
            said.append(_sentence(f"{head}; as good as {best.label}"))
        elif verdict == UNCLEAR:
            said.append(
                _sentence(
                    f"{head}; too close to call against {best.label} "
                    f"(from {_signed_amount(-low, measure)} better to "
                    f"{_signed_amount(high, measure)} worse)"
                )
            )
        else:
            sure = (
                ""
                if low == high
                else f" (95% interval {_plain(low, measure)} to {_plain(high, measure)})"
            )
            said.append(
                _sentence(
                    f"{head}; {NAMES[verdict]}: it gives up "
                    f"{amount(option.loss, measure, unit)} against {best.label}{sure}"
                )
            )
    return said


def _plain(value: float, measure: str) -> str:
    return f"{value * 100:.1f}" if measure == WIN else f"{value:.2f}"


def _signed_amount(value: float, measure: str) -> str:
    shown = _plain(max(value, 0.0), measure)
    return f"{shown} percentage points" if measure == WIN else f"{shown} points"


def _sentence(text: str) -> str:
    text = text.strip()
    return text if text.endswith(".") else text + "."
