"""The sampled (perfect-information Monte Carlo) decision loop: deal the hidden cards at random
a fixed number of times, value every option in each deal as if all cards were seen, and take
the option with the best total.

The caller passes the sampler, the evaluator and the number of samples, so a seeded random
source replays the same decisions (the evaluator must not draw from it).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from typing import TypeVar

Option = TypeVar("Option", bound=Hashable)
World = TypeVar("World")


def sampled_totals(
    options: Iterable[Option],
    sample: Callable[[random.Random], World],
    evaluate: Callable[[World], Mapping[Option, float]],
    rng: random.Random,
    samples: int,
) -> dict[Option, float]:
    """Each option's values summed over `samples` deals drawn in turn by `sample(rng)`.

    `evaluate(world)` values some or all of `options` in one deal; an option it never values
    totals 0."""
    totals = dict.fromkeys(options, 0.0)
    for _ in range(samples):
        world = sample(rng)
        for option, value in evaluate(world).items():
            totals[option] += value
    return totals


def sampled_values(
    options: Iterable[Option],
    sample: Callable[[random.Random], World],
    evaluate: Callable[[World], Mapping[Option, float]],
    rng: random.Random,
    samples: int,
) -> dict[Option, list[float]]:
    """Each option's value in each of `samples` deals (for a mean and its standard error, as a
    review reports them); the same deals and order as sampled_totals."""
    values: dict[Option, list[float]] = {option: [] for option in options}
    for _ in range(samples):
        world = sample(rng)
        for option, value in evaluate(world).items():
            values[option].append(value)
    return values


def batches(
    options: Iterable[Option],
    sample: Callable[[random.Random], World],
    evaluate: Callable[[World], Mapping[Option, float]],
    rng: random.Random,
) -> Callable[[int], dict[Option, list[float]]]:
    """sampled_values() a batch at a time: each call `batch(n)` values every option on n more
    deals, drawn in turn from `rng` (so a seeded caller replays), as a review samples until it
    is sure (scoring.review.sample_decision)."""
    kept = list(options)
    return lambda n: sampled_values(kept, sample, evaluate, rng, n)


def mean_and_error(values: Sequence[float]) -> tuple[float, float]:
    """The mean of sampled values and its standard error (0 with fewer than two)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    if n < 2:
        return mean, 0.0
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, (variance / n) ** 0.5


def best_option(
    options: Sequence[Option],
    totals: Mapping[Option, float],
    prefer: Callable[[Option], bool] | None = None,
) -> Option:
    """The option with the highest total; among equals one `prefer` likes, else the first."""
    if prefer is None:
        return max(options, key=totals.__getitem__)
    return max(options, key=lambda option: (totals[option], prefer(option)))
