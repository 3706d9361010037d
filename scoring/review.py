"""A review of one player's decisions in a game, for every game: at each decision of the
reviewed seat, the position's one evaluation (the game's `evaluate(view)`, the hint's own:
scoring.hint) and the choice made against it, with its verdict in tiers (scoring.verdicts),
and a summary.

`graded_turns` replays the game from its seed and actions and asks the game two things at
each of the seat's decisions: what kind it is and how to say the table (`describe`, None for
a decision it does not grade, such as one with a single choice), and the evaluation of the
position (`evaluate`, which a caller may hand in: the site passes one that reuses an
evaluation made already, such as a hint kept with the game).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scoring.hint import Hint, HintOption
from scoring.settling import interval, sample_options
from scoring.verdicts import (
    AS_GOOD,
    BEST,
    BLUNDER,
    ERRORS,
    INACCURACY,
    MISTAKE,
    POINTS,
    PRECISION,
    SEVERITY,
    UNCLEAR,
    VERDICTS,
    WIN,
    WIN_PRECISION,
    Z95,
    judge,
)

__all__ = [
    "AS_GOOD",
    "BEST",
    "BLUNDER",
    "ERRORS",
    "INACCURACY",
    "MISTAKE",
    "POINTS",
    "PRECISION",
    "REVIEW_VERSION",
    "UNCLEAR",
    "VERDICTS",
    "WIN",
    "WIN_PRECISION",
    "Z95",
    "Decision",
    "Graded",
    "Review",
    "graded",
    "graded_turns",
    "interval",
    "joined",
    "judge",
    "sample_options",
    "turns",
]

# Written with every review kept by the site: a review of an older version was made by other
# evaluations than today's hints and is made again.
REVIEW_VERSION = 2


@dataclass(frozen=True, slots=True)
class Graded:
    """One option of a decision and what it is worth: its value with a 95% interval (`low`,
    `high`; equal when not sampled), what it gives up against the best (`gap`, an interval),
    why (for the best and close seconds), and the parts its value adds up from."""

    label: str  # as a player says it: "Throw 7♣ 9♥", "Play 5♦", "Order it up"
    value: float
    spread: float = 0.0  # the standard error of a sampled value (0 otherwise)
    reason: str = ""
    gap: tuple[float, float] | None = None
    parts: tuple[tuple[str, float], ...] = ()

    @property
    def low(self) -> float:
        return self.value - Z95 * self.spread

    @property
    def high(self) -> float:
        return self.value + Z95 * self.spread

    @property
    def sampled(self) -> bool:
        return self.spread > 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "label": self.label,
            "value": self.value,
            "spread": self.spread,
            "reason": self.reason,
            "gap": None if self.gap is None else list(self.gap),
            "parts": [list(part) for part in self.parts],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Graded:
        gap = data.get("gap")
        return cls(
            str(data["label"]),
            float(data["value"]),
            float(data["spread"]),
            str(data.get("reason", "")),
            None if gap is None else (float(gap[0]), float(gap[1])),
            tuple((str(name), float(v)) for name, v in data.get("parts", ())),
        )

    @classmethod
    def of(cls, option: HintOption[Any]) -> Graded:
        spread = (option.high - option.low) / (2 * Z95) if math.isfinite(option.high) else 0.0
        return cls(option.label, option.value, spread, option.reason, option.gap, option.parts)


@dataclass(frozen=True, slots=True)
class Decision:
    """One decision of the reviewed seat: what it chose, every option the position's
    evaluation valued (best first, `chosen` among them), and how they were valued. The
    verdict is the hint's (scoring.verdicts.judge on the choice's loss and its interval)."""

    hand: int  # the hand (deal) number, from 0
    kind: str  # "discard", "play", "bid", ...: the game's own word
    situation: str  # what was on the table, in a sentence: "Hand 2, trick 3: West led K♦"
    chosen: Graded
    options: tuple[Graded, ...]  # best first; `chosen` is among them
    basis: str  # how the values were found
    gap: tuple[float, float] | None = None  # the 95% interval on the choice's loss
    deals: int = 0
    precision: float | None = None
    measure: str = POINTS  # what the values are: POINTS, or WIN (the chance of winning)
    move: int = -1  # the decision's place in the game's actions (-1: a review saved before)
    ranked_by: str = ""
    exact: bool = False

    @property
    def best(self) -> Graded:
        return self.options[0]

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% interval on the loss: measured on the same deals, else from the two values'
        spreads (a review saved before the intervals were kept; exact when both are 0)."""
        if self.gap is not None:
            return self.gap
        loss = self.best.value - self.chosen.value
        half = Z95 * math.hypot(self.best.spread, self.chosen.spread)
        return loss - half, loss + half

    @property
    def loss(self) -> float:
        """What the choice gave up against the best option (0 or more), in `measure`."""
        if self.chosen.label == self.best.label:
            return 0.0
        if self.gap is not None:
            return max(0.0, (self.gap[0] + self.gap[1]) / 2)
        return max(0.0, self.best.value - self.chosen.value)

    @property
    def verdict(self) -> str:
        """One of VERDICTS: best, as good, inaccuracy, mistake, blunder or unclear."""
        if self.chosen.label == self.best.label:
            return BEST
        return judge(self.loss, *self.interval, self.precision, self.measure)

    def verdict_of(self, option: Graded) -> str:
        """The verdict taking `option` would have got, as the hint gave it."""
        if option.label == self.best.label:
            return BEST
        gap = option.gap or (self.best.value - option.value,) * 2
        loss = max(0.0, (gap[0] + gap[1]) / 2)
        return judge(loss, *gap, self.precision, self.measure)

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": self.hand,
            "kind": self.kind,
            "situation": self.situation,
            "chosen": self.chosen.to_dict(),
            "options": [option.to_dict() for option in self.options],
            "basis": self.basis,
            "gap": None if self.gap is None else list(self.gap),
            "deals": self.deals,
            "precision": self.precision,
            "measure": self.measure,
            "move": self.move,
            "ranked_by": self.ranked_by,
            "exact": self.exact,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Decision:
        gap = data.get("gap")
        precision = data.get("precision")
        return cls(
            hand=int(data["hand"]),
            kind=str(data["kind"]),
            situation=str(data["situation"]),
            chosen=Graded.from_dict(data["chosen"]),
            options=tuple(Graded.from_dict(option) for option in data["options"]),
            basis=str(data["basis"]),
            gap=None if gap is None else (float(gap[0]), float(gap[1])),
            deals=int(data.get("deals", 0)),
            precision=None if precision is None else float(precision),
            measure=str(data.get("measure", POINTS)),
            move=int(data.get("move", -1)),
            ranked_by=str(data.get("ranked_by", "")),
            exact=bool(data.get("exact", False)),
        )


def graded(
    hint: Hint[Any], action: Any, *, hand: int, kind: str, situation: str, move: int = -1
) -> Decision:
    """The decision to take `action` where the position's evaluation is `hint`: its options,
    values, intervals and reasons as the hint gave them."""
    options = tuple(Graded.of(option) for option in hint.options)
    taken = hint.option(action)
    chosen = options[hint.options.index(taken)]
    return Decision(
        hand,
        kind,
        situation,
        chosen,
        options,
        hint.basis,
        taken.gap,
        hint.deals,
        hint.precision,
        hint.measure,
        move,
        hint.ranked_by,
        hint.exact,
    )


@dataclass(frozen=True, slots=True)
class Review:
    """Every graded decision of one seat in a game (or in one hand of it), in order."""

    game: str  # the engine's name
    seat: int
    decisions: tuple[Decision, ...] = ()
    notes: tuple[str, ...] = field(default=())  # what the grader could not grade, and why

    def count(self, verdict: str) -> int:
        return sum(1 for d in self.decisions if d.verdict == verdict)

    @property
    def tiers(self) -> dict[str, int]:
        """How many decisions got each verdict (every verdict listed, in order)."""
        return {verdict: self.count(verdict) for verdict in VERDICTS}

    @property
    def accuracy(self) -> float | None:
        """The share of decisions that gave nothing up (best or as good) among those whose
        verdict is known (not too close to call), or None if there are none."""
        known = [d for d in self.decisions if d.verdict != UNCLEAR]
        if not known:
            return None
        return sum(1 for d in known if d.verdict not in ERRORS) / len(known)

    def lost(self, measure: str) -> float:
        """What the sure losses measured in `measure` gave up, in all."""
        return math.fsum(d.loss for d in self.errors if d.measure == measure)

    @property
    def points_lost(self) -> float:
        """The points the sure losses gave up (those measured in points: near the end of a
        game a decision may be measured in the chance of winning instead: win_lost)."""
        return self.lost(POINTS)

    @property
    def win_lost(self) -> float:
        """The chance of winning the sure losses gave up, where that ranked the options."""
        return self.lost(WIN)

    @property
    def measures(self) -> set[str]:
        return {d.measure for d in self.decisions}

    @property
    def unclear(self) -> list[Decision]:
        """The decisions too close to call in the deals sampled."""
        return [d for d in self.decisions if d.verdict == UNCLEAR]

    @property
    def errors(self) -> list[Decision]:
        """Every sure loss (inaccuracies, mistakes and blunders), worst first."""
        found = [d for d in self.decisions if d.verdict in ERRORS]
        return sorted(found, key=lambda d: (-SEVERITY[d.verdict], -d.loss))

    @property
    def mistakes(self) -> list[Decision]:
        """The mistakes and blunders, worst first: what the mistakes drills ask about."""
        return [d for d in self.errors if d.verdict in (MISTAKE, BLUNDER)]

    @property
    def inaccuracies(self) -> list[Decision]:
        return [d for d in self.errors if d.verdict == INACCURACY]

    @property
    def blunders(self) -> list[Decision]:
        return [d for d in self.errors if d.verdict == BLUNDER]

    @property
    def hands(self) -> list[int]:
        return sorted({d.hand for d in self.decisions})

    def hand(self, number: int) -> Review:
        """This review restricted to one hand."""
        kept = tuple(d for d in self.decisions if d.hand == number)
        return Review(self.game, self.seat, kept, self.notes)

    def by_kind(self) -> dict[str, tuple[int, int, float]]:
        """For each kind of decision: how many, how many were sure losses, and the points those
        gave up (where measured in points)."""
        found: dict[str, tuple[int, int, float]] = {}
        for d in self.decisions:
            count, errors, lost = found.get(d.kind, (0, 0, 0.0))
            error = d.verdict in ERRORS
            given_up = d.loss if error and d.measure == POINTS else 0.0
            found[d.kind] = (count + 1, errors + error, lost + given_up)
        return found

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": REVIEW_VERSION,
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


NOT_REPLAYED = (
    "this game does not replay from its seed and actions (a prearranged deal?), "
    "so it cannot be reviewed"
)


def turns(state: Any, new_game: Callable[..., Any], seat: int) -> Iterator[tuple[Any, Any]]:
    """Each (state before it, action) of `seat`'s, replaying the game from its seed, setup and
    actions. Raises ValueError when that does not give the game back (a prearranged deal)."""
    replayed = new_game(state.seed, state.rules, **state.setup)
    if state.log[: len(replayed.log)] != replayed.log:
        raise ValueError(NOT_REPLAYED)
    for action in state.actions:
        if getattr(action, "player", None) == seat:
            yield replayed, action
        replayed = replayed.apply(action)
    if replayed.log != state.log:
        raise ValueError(NOT_REPLAYED)


# What a game says of one of its seat's decisions: its kind and the table in a sentence, or
# None when it is not graded (one choice); or a note (a string) saying why it is not.
Described = tuple[str, str] | str | None
Evaluate = Callable[[Any], Hint[Any]]


def graded_turns(
    game: str,
    state: Any,
    seat: int,
    new_game: Callable[..., Any],
    *,
    number: Callable[[Any], int],
    describe: Callable[[Any, Any], Described],
    evaluate: Evaluate,
    hand: int | None = None,
) -> Review:
    """`seat`'s decisions in the game so far (or in hand `hand`), each graded against its
    position's evaluation. `number(state)` is a state's hand (deal) number; `describe(view,
    action)` says what the decision is (see Described)."""
    decisions: list[Decision] = []
    notes: list[str] = []
    for before, action in turns(state, new_game, seat):
        if hand not in (None, number(before)):
            continue
        view = before.view(seat)
        said = describe(view, action)
        if said is None:
            continue
        if isinstance(said, str):
            notes.append(said)
            continue
        kind, situation = said
        hint = evaluate(view)
        if len(hint.options) < 2:
            continue
        try:
            hint.option(action)
        except KeyError:  # a move the evaluation does not weigh: a renege, where allowed
            notes.append("A card played against the rules of following suit is not graded.")
            continue
        decisions.append(
            graded(
                hint,
                action,
                hand=number(before),
                kind=kind,
                situation=situation,
                move=len(before.actions),
            )
        )
    return Review(game, seat, tuple(decisions), tuple(dict.fromkeys(notes)))


def joined(reviews: Iterable[Review]) -> Review:
    """Reviews of successive hands of one game and seat, as one."""
    reviews = list(reviews)
    if not reviews:
        raise ValueError("no reviews to join")
    first = reviews[0]
    decisions: Sequence[Decision] = [d for review in reviews for d in review.decisions]
    notes = tuple(dict.fromkeys(note for review in reviews for note in review.notes))
    return Review(first.game, first.seat, tuple(decisions), notes)
