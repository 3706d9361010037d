"""A review of one player's decisions in a game, for every game: each decision graded against a
computer player's evaluation of every option, the points it gave up, and a summary.

A game's grader (scoring.cribbage.review, scoring.euchre.review, scoring.bideuchre.review)
replays the game and, at each decision of the reviewed seat, values the options from that
seat's view with the same evaluator its computer players use, and says how: `basis` ("the
exact expected points of every throw", "256 sampled deals, each played out by the table
player"). Values are in the game's points for the reviewed side, better higher; `spread` is
the standard error of a sampled value (0 for an exact one).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

# A decision gave nothing up when its loss is within this many points of the best option, or
# within the sampling's uncertainty (MISTAKE_SPREADS standard errors of the difference).
CLOSE = 0.05
MISTAKE_SPREADS = 2.0
BIG_MISTAKE = 0.5  # points given up by a decision the summary lists as a big mistake


@dataclass(frozen=True, slots=True)
class Graded:
    """One option of a decision and what it is worth."""

    label: str  # as a player says it: "Throw 7♣ 9♥", "Play 5♦", "Order it up"
    value: float
    spread: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"label": self.label, "value": self.value, "spread": self.spread}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Graded:
        return cls(str(data["label"]), float(data["value"]), float(data["spread"]))


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the reviewed seat: what it chose, what the evaluator ranks best, and
    every option it valued (best first)."""

    hand: int  # the hand (deal) number, from 0
    kind: str  # "discard", "play", "bid", ...: the game's own word
    situation: str  # what was on the table, in a sentence: "Hand 2, trick 3: West led K♦"
    chosen: Graded
    options: tuple[Graded, ...]  # best first; `chosen` is among them
    basis: str  # how the values were found

    @property
    def best(self) -> Graded:
        return self.options[0]

    @property
    def loss(self) -> float:
        """Points the choice gave up against the best option (0 or more)."""
        return max(0.0, self.best.value - self.chosen.value)

    @property
    def uncertainty(self) -> float:
        """The standard error of the loss, from the two values' spreads."""
        return math.hypot(self.best.spread, self.chosen.spread)

    @property
    def verdict(self) -> str:
        """The verdict: "best", "fine" (as good within the uncertainty) or "mistake"."""
        if self.chosen.label == self.best.label:
            return "best"
        if self.loss <= max(CLOSE, MISTAKE_SPREADS * self.uncertainty):
            return "fine"
        return "mistake"

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "kind": self.kind,
            "situation": self.situation,
            "chosen": self.chosen.to_dict(),
            "options": [option.to_dict() for option in self.options],
            "basis": self.basis,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Decision:
        return cls(
            hand=int(data["hand"]),
            kind=str(data["kind"]),
            situation=str(data["situation"]),
            chosen=Graded.from_dict(data["chosen"]),
            options=tuple(Graded.from_dict(option) for option in data["options"]),
            basis=str(data["basis"]),
        )


def decision(
    hand: int,
    kind: str,
    situation: str,
    chosen: str,
    values: Mapping[str, tuple[float, float]] | Mapping[str, float],
    basis: str,
) -> Decision:
    """A Decision from each option's label and value (or (value, spread)); `chosen` is the
    label of the option taken. Ties keep the order `values` gives."""
    graded = [
        Graded(label, *value) if isinstance(value, tuple) else Graded(label, float(value))
        for label, value in values.items()
    ]
    if chosen not in values:
        raise ValueError(f"the choice {chosen!r} is not among the options valued")
    ranked = tuple(sorted(graded, key=lambda option: -option.value))
    taken = next(option for option in ranked if option.label == chosen)
    return Decision(hand, kind, situation, taken, ranked, basis)


@dataclass(frozen=True, slots=True)
class Review:
    """Every graded decision of one seat in a game (or in one hand of it), in order."""

    game: str  # the engine's name
    seat: int
    decisions: tuple[Decision, ...] = ()
    notes: tuple[str, ...] = field(default=())  # what the grader could not grade, and why

    @property
    def points_lost(self) -> float:
        return sum(d.loss for d in self.decisions if d.verdict == "mistake")

    @property
    def accuracy(self) -> float | None:
        """The share of decisions that gave nothing up (best or fine), or None if none."""
        if not self.decisions:
            return None
        good = sum(1 for d in self.decisions if d.verdict != "mistake")
        return good / len(self.decisions)

    @property
    def mistakes(self) -> list[Decision]:
        """The mistakes, biggest first."""
        found = [d for d in self.decisions if d.verdict == "mistake"]
        return sorted(found, key=lambda d: -d.loss)

    @property
    def big_mistakes(self) -> list[Decision]:
        return [d for d in self.mistakes if d.loss >= BIG_MISTAKE]

    @property
    def hands(self) -> list[int]:
        return sorted({d.hand for d in self.decisions})

    def hand(self, number: int) -> Review:
        """This review restricted to one hand."""
        kept = tuple(d for d in self.decisions if d.hand == number)
        return Review(self.game, self.seat, kept, self.notes)

    def by_kind(self) -> dict[str, tuple[int, float]]:
        """For each kind of decision: how many, and the points the mistakes among them gave up."""
        found: dict[str, tuple[int, float]] = {}
        for d in self.decisions:
            count, lost = found.get(d.kind, (0, 0.0))
            found[d.kind] = (count + 1, lost + (d.loss if d.verdict == "mistake" else 0.0))
        return found

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seat": self.seat,
            "decisions": [d.to_dict() for d in self.decisions],
            "notes": list(self.notes),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Review:
        return cls(
            game=str(data["game"]),
            seat=int(data["seat"]),
            decisions=tuple(Decision.from_dict(d) for d in data["decisions"]),
            notes=tuple(str(note) for note in data.get("notes", ())),
        )


def joined(reviews: Iterable[Review]) -> Review:
    """Reviews of successive hands of one game and seat, as one."""
    reviews = list(reviews)
    if not reviews:
        raise ValueError("no reviews to join")
    first = reviews[0]
    decisions: Sequence[Decision] = [d for review in reviews for d in review.decisions]
    notes = tuple(dict.fromkeys(note for review in reviews for note in review.notes))
    return Review(first.game, first.seat, tuple(decisions), notes)
