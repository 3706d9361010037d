"""The coach at every computer table: a hint when you ask (ENGINE.hint, kept with the game as it
was shown), and in coach mode a question before a sure loss of the tier you chose ("A blunder:
Play 5♦ gives up about 1.4 points on average. Play it anyway, or think again?"), with what you
did about it. The verdicts are the hint's (scoring.verdicts), as the review and the drills
give them.

Both are kept with the saved table (webapp.tables.ComputerTable) by the place of the decision
in the game's actions, `move`: the review marks those decisions, and the page shows a hint or
a question only while its decision is the one to make.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from werkzeug.datastructures import MultiDict

from scoring.hint import EXPLAINED, Hint
from scoring.options import Choice, Option
from scoring.verdicts import BLUNDER, ERRORS, INACCURACY, MISTAKE, NAMES, POINTS, VERDICTS

# The coach's thresholds: the least tier of sure loss it asks about; "" is off.
COACH_CHOICES = ("", INACCURACY, MISTAKE, BLUNDER)
# Thresholds kept by games saved when the coach counted points: half a point asked about what
# is now a mistake or worse, a point or two about blunders.
OLD_THRESHOLDS = {0.5: MISTAKE, 1.0: BLUNDER, 2.0: BLUNDER}

COACH_OPTION = Option(
    "coach",
    "Coach",
    "Before a move the computer calls a sure loss (outside its margin of error) of at least "
    "this tier, the table asks whether you want to play it anyway. The tiers are the review's: "
    "an inaccuracy gives up a tenth to a quarter of a point (2 to 5 points of the chance of "
    "winning near the end), a mistake up to a point (5 to 10), a blunder more.",
    "",
    (
        Choice("", "Off", "No questions: play as you like, and review the game after."),
        Choice(INACCURACY, "Every slip", "Ask about every inaccuracy, mistake and blunder."),
        Choice(MISTAKE, "Mistakes and blunders", "Ask about the clear ones."),
        Choice(BLUNDER, "Blunders only", "Ask only about the big ones."),
    ),
)


@dataclass(frozen=True)
class ShownOption:
    """One option as the hint showed it: the engine's label, value, 95% interval and reason,
    what it gives up against the best, the verdict taking it would get, and the parts its
    value adds up from (a throw's hand, crib and pegging)."""

    label: str
    value: float
    low: float
    high: float
    reason: str
    loss: float
    verdict: str
    parts: tuple[tuple[str, float], ...] = ()

    @property
    def sampled(self) -> bool:
        """The value is a sampled mean: it has a 95% interval to show."""
        return self.low != self.high

    def to_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "value": self.value,
            "low": self.low,
            "high": self.high,
            "reason": self.reason,
            "loss": self.loss,
            "verdict": self.verdict,
            "parts": [list(part) for part in self.parts],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ShownOption:
        verdict = str(data["verdict"])
        if verdict not in VERDICTS:
            raise ValueError(f"unknown verdict {verdict!r}")
        return cls(
            str(data["label"]),
            float(data["value"]),
            float(data["low"]),
            float(data["high"]),
            str(data["reason"]),
            float(data["loss"]),
            verdict,
            tuple((str(name), float(value)) for name, value in data.get("parts", ())),
        )


@dataclass(frozen=True)
class ShownHint:
    """A hint as shown at decision `move`: its options best first, how they were valued, in
    what measure, whether exactly (`exact`), and what ranks them in words (`ranked_by`)."""

    move: int
    options: tuple[ShownOption, ...]
    basis: str
    measure: str = POINTS
    deals: int = 0
    exact: bool = False
    ranked_by: str = ""

    @property
    def best(self) -> ShownOption:
        return self.options[0]

    @property
    def ranked(self) -> tuple[tuple[int, ShownOption], ...]:
        """Each option with its rank, from 1."""
        return tuple(enumerate(self.options, start=1))

    @property
    def first(self) -> tuple[tuple[int, ShownOption], ...]:
        """The options shown at once, with their ranks: the best three and every close second
        (as good, or too close to call: scoring.hint.close_to_best)."""
        return tuple(
            (rank, o) for rank, o in self.ranked if rank <= EXPLAINED or o.verdict not in ERRORS
        )

    @property
    def rest(self) -> tuple[tuple[int, ShownOption], ...]:
        """The options folded away: sure losses past the best three."""
        shown = {rank for rank, _ in self.first}
        return tuple((rank, o) for rank, o in self.ranked if rank not in shown)

    @property
    def unit(self) -> str:
        return "points" if self.measure == POINTS else "chance of winning"

    @property
    def parts(self) -> tuple[str, ...]:
        """The names of the parts the options' values add up from, if they have them."""
        return tuple(name for name, _ in self.best.parts)

    def to_dict(self) -> dict[str, Any]:
        return {
            "move": self.move,
            "options": [option.to_dict() for option in self.options],
            "basis": self.basis,
            "measure": self.measure,
            "deals": self.deals,
            "exact": self.exact,
            "ranked_by": self.ranked_by,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> ShownHint:
        return cls(
            int(data["move"]),
            tuple(ShownOption.from_dict(option) for option in data["options"]),
            str(data["basis"]),
            str(data.get("measure", POINTS)),
            int(data.get("deals", 0)),
            bool(data.get("exact", False)),
            str(data.get("ranked_by", "")),
        )


def shown(hint: Hint[Any], move: int) -> ShownHint:
    """The hint at decision `move` as the page shows it and the game keeps it."""
    options = tuple(
        ShownOption(
            o.label, o.value, o.low, o.high, o.reason, o.loss, hint.verdict(o.action), o.parts
        )
        for o in hint.options
    )
    return ShownHint(
        move, options, hint.basis, hint.measure, hint.deals, hint.exact, hint.ranked_by
    )


@dataclass(frozen=True)
class Coached:
    """The coach's question at decision `move`: the move asked about (its JSON form, and as
    a player says it), what it gives up (`loss`, in the hint's measure), the form's fields
    that made it (Play it anyway sends them again), and once answered what you did: `played`
    the label of the move made (`kept`: the one asked about)."""

    move: int
    action: Mapping[str, Any]
    label: str
    loss: float
    measure: str = POINTS
    fields: tuple[tuple[str, str], ...] = ()
    played: str | None = None
    kept: bool = False
    verdict: str = MISTAKE

    @property
    def answered(self) -> bool:
        return self.played is not None

    @property
    def question(self) -> str:
        """What the table asks."""
        if self.measure == POINTS:
            shown = f"{self.loss:.2f}" if self.loss < 0.95 else f"{self.loss:.1f}"
            given_up = f"about {shown} point{'s' if shown != '1.0' else ''} on average"
        else:
            given_up = f"about {self.loss * 100:.0f} points of your chance of winning"
        tier = NAMES[self.verdict].capitalize()
        return f"{tier}: {self.label} gives up {given_up}. Play it anyway, or think again?"

    @property
    def outcome(self) -> str:
        """What happened, as the review says it."""
        if self.played is None:
            return "The coach asked about this move; the game went no further."
        if self.kept:
            return f"The coach asked about {self.label}; you played it anyway."
        return f"The coach asked about {self.label}; you thought again and chose {self.played}."

    def to_dict(self) -> dict[str, Any]:
        return {
            "move": self.move,
            "action": dict(self.action),
            "label": self.label,
            "loss": self.loss,
            "measure": self.measure,
            "fields": [list(field) for field in self.fields],
            "played": self.played,
            "kept": self.kept,
            "verdict": self.verdict,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Coached:
        played = data.get("played")
        return cls(
            int(data["move"]),
            dict(data["action"]),
            str(data["label"]),
            float(data["loss"]),
            str(data.get("measure", POINTS)),
            tuple((str(name), str(value)) for name, value in data.get("fields", ())),
            None if played is None else str(played),
            bool(data.get("kept", False)),
            _verdict(data.get("verdict", MISTAKE)),
        )


def _verdict(text: object) -> str:
    verdict = str(text)
    if verdict not in VERDICTS:
        raise ValueError(f"unknown verdict {verdict!r}")
    return verdict


def threshold_of(text: object) -> str | None:
    """The coach's threshold, the least tier it asks about, from the form's choice or a saved
    game ("" or None: off; a number of points, as games saved before the tiers kept it)."""
    if text in (None, ""):
        return None
    if text in ERRORS:
        return str(text)
    try:
        points = float(str(text))
    except ValueError:
        raise ValueError(f"the coach asks about {', '.join(ERRORS)}, not {text!r}") from None
    if points <= 0:
        raise ValueError("the coach's threshold is a number of points above 0")
    return OLD_THRESHOLDS.get(points, MISTAKE if points < 1 else BLUNDER)


def action_form(action: object) -> dict[str, Any]:
    """An action's JSON form (every engine's actions have one), to keep and compare."""
    to_dict = getattr(action, "to_dict", None)
    return dict(to_dict()) if callable(to_dict) else {"action": str(action)}


def label_of(hint: Hint[Any], action: object) -> str:
    """`action` as the hint says it ("Play 5♦"), or "another move" if the hint leaves it out."""
    try:
        return hint.option(action).label
    except KeyError:
        return "another move"


def question(
    hint: Hint[Any],
    move: int,
    action: object,
    threshold: str,
    fields: tuple[tuple[str, str], ...] = (),
) -> Coached | None:
    """The coach's question about making `action` (sent as the form `fields`) at decision
    `move`, when `hint` calls it a sure loss of at least the tier `threshold`; None
    otherwise, and for a move the hint does not weigh."""
    try:
        option = hint.option(action)
    except KeyError:
        return None
    loss = hint.warning(action, threshold)
    if loss is None:
        return None
    verdict = hint.verdict(action)
    return Coached(
        move, action_form(action), option.label, loss, hint.measure, fields, verdict=verdict
    )


# The fields of a posted move that are not the move itself.
NOT_THE_MOVE = frozenset({"csrf_token", "version", "anyway"})


def move_fields(form: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    """The fields of a posted move form that say the move (every value of a repeated one)."""
    items = form.items(multi=True) if isinstance(form, MultiDict) else form.items()
    return tuple((str(k), str(v)) for k, v in items if k not in NOT_THE_MOVE)


def answered(coached: Coached, action: object, label: str) -> Coached:
    """The question answered by making `action` (said `label`) at its decision."""
    return replace(coached, played=label, kept=action_form(action) == dict(coached.action))
