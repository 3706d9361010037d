"""Sampling a decision until its verdicts are settled: every option valued on the same deals
(common random numbers), so that each option's loss against the best is measured deal by deal
with a 95% interval, and deals added until no verdict is left to chance (scoring.verdicts).

The stopping rule never depends on who asks: a hint (no choice made yet) and a review (the
choice known) sample a position alike, so they show the same numbers.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import TypeVar

from scoring.verdicts import POINTS, UNCLEAR, Z95, judge

Option = TypeVar("Option", bound=Hashable)


def interval(differences: Sequence[float]) -> tuple[float, float, float]:
    """The mean of paired differences and its 95% interval (infinite with fewer than two)."""
    n = len(differences)
    mean = math.fsum(differences) / n if n else 0.0
    if n < 2:
        return mean, -math.inf, math.inf
    variance = math.fsum((d - mean) ** 2 for d in differences) / (n - 1)
    half = Z95 * math.sqrt(variance / n)
    return mean, mean - half, mean + half


def mean(values: Sequence[float]) -> float:
    return math.fsum(values) / len(values) if values else 0.0


def gaps(better: Sequence[float], worse: Sequence[float]) -> list[float]:
    """Deal by deal, how much `better` beat `worse`, over the deals both were played on."""
    return [a - b for a, b in zip(better, worse, strict=False)]


def ranked(values: Mapping[Option, Sequence[float]]) -> list[Option]:
    """The options best first by their mean (ties keep the mapping's order)."""
    return sorted(values, key=lambda option: -mean(values[option]))


def unsettled(
    values: Mapping[Option, Sequence[float]], precision: float | None, measure: str = POINTS
) -> list[Option]:
    """The options whose verdict against the leader more deals could still change: too close
    to call on the deals so far."""
    order = ranked(values)
    if len(order) < 2:
        return []
    best = values[order[0]]
    found = []
    for option in order[1:]:
        loss, low, high = interval(gaps(best, values[option]))
        if judge(max(loss, 0.0), low, high, precision, measure) == UNCLEAR:
            found.append(option)
    return found


def sample_options(
    batch: Callable[[int], Mapping[Option, Sequence[float]]],
    *,
    first: int,
    cap: int,
    precision: float | None = None,
    measure: str = POINTS,
) -> dict[Option, list[float]]:
    """Every option's value on each of the deals `batch(n)` plays (n more deals each call, the
    same deals for every option): `first` deals, then as many again at a time, until every
    option's verdict against the leader is settled or `cap` deals are played. An option a
    batch leaves out (a bid its deals were never near) is dropped: the rest stay valued on
    the same deals."""
    values = {option: list(found) for option, found in batch(first).items() if found}
    while values:
        played = max(len(found) for found in values.values())
        if played >= cap or not unsettled(values, precision, measure):
            break
        more = batch(min(played, cap - played))
        values = {
            option: found + list(more[option])
            for option, found in values.items()
            if more.get(option)
        }
    return values


def sample_unsettled(
    batch: Callable[[int, Sequence[Option]], Mapping[Option, Sequence[float]]],
    options: Sequence[Option],
    *,
    first: int,
    cap: int,
    precision: float | None = None,
    measure: str = POINTS,
) -> dict[Option, list[float]]:
    """sample_options() for an evaluation whose cost is by option (`batch(n, some)` values
    only `some` of the options on n more deals, the same deals for each): after the first
    deals, only the leader and the options still too close to call against it are played on
    the later deals; a settled option keeps the deals it was valued on, and its loss is
    measured on those (scoring.settling.gaps pairs the deals both were played on)."""
    values = {option: list(found) for option, found in batch(first, options).items()}
    played = first
    while played < cap:
        open_ = unsettled(values, precision, measure)
        if not open_:
            break
        active = [ranked(values)[0], *open_]
        more = batch(min(played, cap - played), active)
        for option in active:
            values[option] += more[option]
        played += min(played, cap - played)
    return values
