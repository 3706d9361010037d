"""A review of one player's decisions in a game, for every game: each decision graded against a
computer player's evaluation of every option, the points it gave up, and a summary.

A game's grader (scoring.cribbage.review, scoring.euchre.review, scoring.bideuchre.review)
replays the game and, at each decision of the reviewed seat, values the options from that
seat's view with the same evaluator its computer players use, and says how: `basis` ("the
exact expected points of every throw", "256 sampled deals, each played out by the table
player"). Values are in the game's points for the reviewed side, better higher; `spread` is
the standard error of a sampled value (0 for an exact one).

A sampled decision is sampled until its verdict is known (sample_decision): every option is
valued on the same deals (common random numbers), so the chosen option's loss against the best
is measured deal by deal, with a 95% interval. The verdicts (VERDICTS): "best"; "as good" (the
interval on the loss reaches 0 and is narrow: half-width at most PRECISION points, or
WIN_PRECISION in chance of winning); "mistake" (the interval lies above 0); and "unclear"
when the cap on deals came first: too close to call, never passed off as "as good".
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from scoring.tricks.pimc import mean_and_error

CLOSE = 0.05  # points: a loss this small is as good, however sure (exact values included)
PRECISION = 0.15  # points: the half-width of the loss's 95% interval that settles "as good"
WIN_PRECISION = 0.02  # the same in chance of winning, where the basis is winning the game
Z95 = 1.959964  # a 95% interval's half-width in standard errors
BIG_MISTAKE = 0.5  # points given up by a decision the summary lists as a big mistake

POINTS, WIN = "points", "win"  # what a decision's values measure
BEST, AS_GOOD, MISTAKE, UNCLEAR = "best", "as good", "mistake", "unclear"
VERDICTS = (BEST, AS_GOOD, MISTAKE, UNCLEAR)

Option = TypeVar("Option", bound=Hashable)


def judge(loss: float, low: float, high: float, precision: float = PRECISION) -> str:
    """The verdict on an option that is not the best, from its loss against the best and the
    loss's 95% interval [low, high] (low == high == loss for exact values)."""
    if low > 0 and loss > CLOSE:
        return MISTAKE
    if (high - low) / 2 <= precision or high <= CLOSE:
        return AS_GOOD
    return UNCLEAR


def interval(differences: Sequence[float]) -> tuple[float, float, float]:
    """The mean of paired differences and its 95% interval (infinite with fewer than two)."""
    n = len(differences)
    mean = math.fsum(differences) / n if n else 0.0
    if n < 2:
        return mean, -math.inf, math.inf
    variance = math.fsum((d - mean) ** 2 for d in differences) / (n - 1)
    half = Z95 * math.sqrt(variance / n)
    return mean, mean - half, mean + half


def settled(values: Mapping[Option, Sequence[float]], chosen: Option, precision: float) -> bool:
    """Whether more deals would not change the verdict on `chosen`: its loss against the best
    (or, when it is the best, the runner-up's loss against it) is narrow, or a clear mistake,
    or it is clear of every other option."""
    if len(values) < 2:
        return True
    ranked = sorted(values, key=lambda option: -_mean(values[option]))
    if ranked[0] == chosen:
        loss, low, high = interval(_gaps(values[chosen], values[ranked[1]]))
        return low > 0 or (high - low) / 2 <= precision
    loss, low, high = interval(_gaps(values[ranked[0]], values[chosen]))
    return judge(loss, low, high, precision) != UNCLEAR


def sample_decision(
    batch: Callable[[int], Mapping[Option, Sequence[float]]],
    chosen: Option | None,
    *,
    first: int,
    cap: int,
    precision: float = PRECISION,
) -> dict[Option, list[float]]:
    """Every option's value on each of the deals `batch(n)` plays (n more deals each call, the
    same deals for every option): `first` deals, then as many again at a time, until the
    verdict on `chosen` is settled or `cap` deals are played; with `chosen` None (a hint,
    before any choice), until the leader's is. An option a batch leaves out (a bid its deals
    were never near) is dropped: the rest stay valued on the same deals."""
    values = {option: list(found) for option, found in batch(first).items() if found}
    while values:
        target = chosen if chosen is not None else max(values, key=lambda o: _mean(values[o]))
        played = len(values.get(target, ()))
        if not played or played >= cap or settled(values, target, precision):
            break
        more = batch(min(played, cap - played))
        values = {
            option: found + list(more[option])
            for option, found in values.items()
            if more.get(option)
        }
    return values


def _mean(values: Sequence[float]) -> float:
    return math.fsum(values) / len(values) if values else 0.0


def _gaps(better: Sequence[float], worse: Sequence[float]) -> list[float]:
    return [a - b for a, b in zip(better, worse, strict=True)]


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
    """One decision of the reviewed seat: what it chose, what the evaluator ranks best, every
    option it valued (best first), and for sampled values the 95% interval on the choice's
    loss against the best, measured on the same `deals` (None for exact values). `precision`
    is the half-width that interval needs to call the choice "as good" (in the values' unit)."""

    hand: int  # the hand (deal) number, from 0
    kind: str  # "discard", "play", "bid", ...: the game's own word
    situation: str  # what was on the table, in a sentence: "Hand 2, trick 3: West led K♦"
    chosen: Graded
    options: tuple[Graded, ...]  # best first; `chosen` is among them
    basis: str  # how the values were found
    gap: tuple[float, float] | None = None
    deals: int = 0
    precision: float = PRECISION
    measure: str = POINTS  # what the values are: POINTS, or WIN (the chance of winning)
    move: int = -1  # the decision's place in the game's actions (-1: a review saved before)

    @property
    def best(self) -> Graded:
        return self.options[0]

    @property
    def loss(self) -> float:
        """Points the choice gave up against the best option (0 or more)."""
        return max(0.0, self.best.value - self.chosen.value)

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
    def verdict(self) -> str:
        """One of VERDICTS: "best", "as good", "mistake" or "unclear" (too close to call)."""
        if self.chosen.label == self.best.label:
            return BEST
        return judge(self.loss, *self.interval, self.precision)

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
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Decision:
        gap = data.get("gap")
        return cls(
            hand=int(data["hand"]),
            kind=str(data["kind"]),
            situation=str(data["situation"]),
            chosen=Graded.from_dict(data["chosen"]),
            options=tuple(Graded.from_dict(option) for option in data["options"]),
            basis=str(data["basis"]),
            gap=None if gap is None else (float(gap[0]), float(gap[1])),
            deals=int(data.get("deals", 0)),
            precision=float(data.get("precision", PRECISION)),
            measure=str(data.get("measure", POINTS)),
            move=int(data.get("move", -1)),
        )


def placed(graded: Decision, before: Any) -> Decision:
    """`graded`, made in the state `before` it: its place in the game's actions kept."""
    return replace(graded, move=len(before.actions))


def decision(
    hand: int,
    kind: str,
    situation: str,
    chosen: str,
    values: Mapping[str, tuple[float, float]] | Mapping[str, float],
    basis: str,
    *,
    gap: tuple[float, float] | None = None,
    deals: int = 0,
    precision: float = PRECISION,
    measure: str = POINTS,
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
    return Decision(hand, kind, situation, taken, ranked, basis, gap, deals, precision, measure)


def sampled_decision(
    hand: int,
    kind: str,
    situation: str,
    chosen: str,
    samples: Mapping[str, Sequence[float]],
    basis: str,
    precision: float = PRECISION,
) -> Decision:
    """A Decision from each option's values on the same sampled deals (sample_decision's):
    each option's mean and standard error, and the choice's loss against the best measured
    deal by deal. `basis` may say "{deals}" for the number of deals."""
    values = {label: mean_and_error(found) for label, found in samples.items()}
    best = max(values, key=lambda label: values[label][0])
    _, low, high = interval(_gaps(samples[best], samples[chosen]))
    deals = len(samples[chosen])
    return decision(
        hand,
        kind,
        situation,
        chosen,
        values,
        basis.format(deals=deals),
        gap=(low, high),
        deals=deals,
        precision=precision,
    )


@dataclass(frozen=True, slots=True)
class Review:
    """Every graded decision of one seat in a game (or in one hand of it), in order."""

    game: str  # the engine's name
    seat: int
    decisions: tuple[Decision, ...] = ()
    notes: tuple[str, ...] = field(default=())  # what the grader could not grade, and why

    @property
    def points_lost(self) -> float:
        """The points the mistakes gave up (those measured in points: a mistake near the
        end of a game may be measured in the chance of winning instead)."""
        return sum(d.loss for d in self.mistakes if d.measure == POINTS)

    @property
    def accuracy(self) -> float | None:
        """The share of decisions that gave nothing up (best or as good) among those whose
        verdict is known (not too close to call), or None if there are none."""
        known = [d for d in self.decisions if d.verdict != UNCLEAR]
        if not known:
            return None
        return sum(1 for d in known if d.verdict != MISTAKE) / len(known)

    @property
    def unclear(self) -> list[Decision]:
        """The decisions too close to call in the deals sampled."""
        return [d for d in self.decisions if d.verdict == UNCLEAR]

    @property
    def mistakes(self) -> list[Decision]:
        """The mistakes, biggest first."""
        found = [d for d in self.decisions if d.verdict == MISTAKE]
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
            given_up = d.verdict == MISTAKE and d.measure == POINTS
            found[d.kind] = (count + 1, lost + (d.loss if given_up else 0.0))
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


def joined(reviews: Iterable[Review]) -> Review:
    """Reviews of successive hands of one game and seat, as one."""
    reviews = list(reviews)
    if not reviews:
        raise ValueError("no reviews to join")
    first = reviews[0]
    decisions: Sequence[Decision] = [d for review in reviews for d in review.decisions]
    notes = tuple(dict.fromkeys(note for review in reviews for note in review.notes))
    return Review(first.game, first.seat, tuple(decisions), notes)
