"""What an opponent is likely to have kept: the expert's prior over the hidden hand.

Players keep the cards that score together, so a four-card hand that makes more before the
starter (fifteens, pairs, runs) is likelier to be the one an opponent kept than its share of
all four-card hands. WEIGHTS gives, by the points the kept ranks make (TOP and over pooled)
and by whether the opponent deals, how much likelier: the ratio of how often the standard
player keeps such a hand to how often four random cards make it
(benchmarks/fit_throw_model.py prints the table, from 10,000 deals, 20,000 throws):

    .venv/bin/python benchmarks/fit_throw_model.py --deals 10000 --seed 0
"""

from __future__ import annotations

from collections.abc import Iterable

from scoring.cribbage._rank_points import rank_key, rank_points_table

TOP = 12

# By whether the opponent deals; index: the kept ranks' points (1 and 11 cannot be made).
WEIGHTS: dict[bool, tuple[float, ...]] = {
    True: (0.129, 0.0, 0.414, 1.101, 1.445, 2.292, 3.224, 4.266, 8.904, 11.31, 8.175, 0.0, 10.976),
    False: (0.129, 0.0, 0.385, 0.982, 1.715, 2.081, 3.26, 4.101, 7.651, 11.862, 8.246, 0.0, 11.095),
}


def kept_points(ranks: Iterable[int]) -> int:
    """Fifteens, pairs and runs of four ranks, no starter, capped at TOP."""
    return min(TOP, rank_points_table()[rank_key(ranks)])


def kept_weight(ranks: Iterable[int], *, dealer: bool) -> float:
    """How much likelier than chance it is that these four ranks are the hand kept."""
    return WEIGHTS[dealer][kept_points(ranks)]
