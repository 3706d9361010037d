"""Verdicts on a decision, the same wherever it is asked (hint, coach, review, drill): from what
the choice gives up against the best option and the 95% interval on that loss.

The tiers are the ones chess learners know (lichess's inaccuracy, mistake and blunder):

- "best": the option ranked first;
- "as good": the loss is below a small threshold, or its interval reaches 0 and is narrow
  (a half-width of at most the decision's precision);
- for a sure loss (the whole interval above 0), by its size: "inaccuracy", "mistake" or
  "blunder" (SCALES: in points, or in the chance of winning where that ranks the options);
- "unclear": the interval reaches 0 but is too wide to say: too close to call, never passed
  off as "as good".
"""

from __future__ import annotations

from dataclasses import dataclass

POINTS, WIN = "points", "win"  # what a decision's values measure
MEASURES = (POINTS, WIN)

BEST, AS_GOOD, UNCLEAR = "best", "as good", "unclear"
INACCURACY, MISTAKE, BLUNDER = "inaccuracy", "mistake", "blunder"
ERRORS = (INACCURACY, MISTAKE, BLUNDER)  # the sure losses, smallest first
VERDICTS = (BEST, AS_GOOD, INACCURACY, MISTAKE, BLUNDER, UNCLEAR)

PRECISION = 0.15  # points: the half-width of the loss's 95% interval that settles "as good"
WIN_PRECISION = 0.02  # the same in chance of winning, where the basis is winning the game
Z95 = 1.959964  # a 95% interval's half-width in standard errors


@dataclass(frozen=True, slots=True)
class Scale:
    """Where the tiers begin in one measure: a sure loss below `slight` is as good; from
    `slight` an inaccuracy, from `mistake` a mistake, from `blunder` a blunder."""

    slight: float
    mistake: float
    blunder: float
    precision: float

    def tier(self, loss: float) -> str:
        """The tier of a sure loss of `loss`."""
        if loss < self.slight:
            return AS_GOOD
        if loss < self.mistake:
            return INACCURACY
        return MISTAKE if loss < self.blunder else BLUNDER


SCALES = {
    # A tenth of a point is lost in the noise of any deal; a point a deal is a lot.
    POINTS: Scale(slight=0.10, mistake=0.25, blunder=1.0, precision=PRECISION),
    # Percentage points of the chance of winning the game: 2, 5 and 10.
    WIN: Scale(slight=0.02, mistake=0.05, blunder=0.10, precision=WIN_PRECISION),
}

# The order of severity, for "at least a mistake" (the coach, the mistakes drills).
SEVERITY = {BEST: 0, AS_GOOD: 0, UNCLEAR: 0, INACCURACY: 1, MISTAKE: 2, BLUNDER: 3}

# How a page labels a verdict ("Mistake"), and names it in a sentence ("a mistake").
LABELS = {
    BEST: "Best",
    AS_GOOD: "As good",
    INACCURACY: "Inaccuracy",
    MISTAKE: "Mistake",
    BLUNDER: "Blunder",
    UNCLEAR: "Too close to call",
}
NAMES = {
    BEST: "the best",
    AS_GOOD: "as good",
    INACCURACY: "an inaccuracy",
    MISTAKE: "a mistake",
    BLUNDER: "a blunder",
    UNCLEAR: "too close to call",
}


def judge(
    loss: float, low: float, high: float, precision: float | None = None, measure: str = POINTS
) -> str:
    """The verdict on an option that is not the best, from its loss against the best and the
    loss's 95% interval [low, high] (low == high == loss for exact values), in `measure`;
    `precision` is the half-width that settles "as good" (by default the measure's)."""
    scale = SCALES[measure]
    if precision is None:
        precision = scale.precision
    if low > 0:
        return scale.tier(loss)
    if high < scale.slight or (high - low) / 2 <= precision:
        return AS_GOOD
    return UNCLEAR


def at_least(verdict: str, tier: str) -> bool:
    """Whether `verdict` is a sure loss of `tier` or worse ("blunder" is at least a mistake)."""
    return SEVERITY[verdict] >= SEVERITY[tier] > 0


def is_error(verdict: str) -> bool:
    """A sure loss of any tier."""
    return verdict in ERRORS
