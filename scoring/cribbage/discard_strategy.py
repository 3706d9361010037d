"""Discard choices: the analyzer's exact hand and crib figures, weighed for pegging and the
end of the game.

Each option's worth, in points, is
    net_ev + pegging(kept)                                  far from the end, and
    E[min(points, need)] + GOING_OUT * P(points >= need)    when this deal could finish it,
where `points` is what the deal brings our side before the opponents can count (the hand,
its chances over the starters, plus the pegging, its chances from simulated deals; the
crib's expectation too when it is ours) and `need` what we lack.
Points past `need` are worth nothing and getting there is worth a bonus; far from the end
the second formula is the first. `pegging(kept)` is a linear fit of how much a kept hand
pegs (our pegging less the opponent's) in two-player games between standard players; see
benchmarks/fit_pegging.py, which prints the weights below.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from scoring.cards import Card
from scoring.cribbage.discard import DiscardOption, analyze_discards
from scoring.cribbage.view import View

# What going out this deal is worth over falling just short, in points: roughly a deal's
# worth of the opponents' scoring that never happens.
GOING_OUT = 8.0

# How often a side pegs 0, 1, 2 ... points in a deal, by players and whether the side has
# the crib (benchmarks/fit_pegging.py).
PEGGED: dict[tuple[int, bool], tuple[float, ...]] = {
    (2, True): (0.000, 0.220, 0.171, 0.213, 0.141, 0.102, 0.059, 0.033, 0.024, 0.014, 0.011,
                0.005, 0.003, 0.001, 0.001, 0.001, 0.001, 0.001),
    (2, False): (0.191, 0.273, 0.164, 0.171, 0.071, 0.032, 0.034, 0.027, 0.014, 0.009, 0.006,
                 0.004, 0.001, 0.001, 0.001, 0.001),
    (3, True): (0.047, 0.186, 0.157, 0.235, 0.132, 0.103, 0.050, 0.037, 0.020, 0.015, 0.010,
                0.005, 0.001, 0.001),
    (3, False): (0.187, 0.199, 0.221, 0.157, 0.108, 0.060, 0.031, 0.017, 0.010, 0.005, 0.002,
                 0.001, 0.001, 0.001),
    (4, True): (0.002, 0.039, 0.069, 0.112, 0.138, 0.136, 0.132, 0.110, 0.086, 0.059, 0.040,
                0.027, 0.017, 0.012, 0.009, 0.004, 0.002, 0.002, 0.002, 0.001, 0.001, 0.001),
    (4, False): (0.018, 0.071, 0.107, 0.143, 0.137, 0.128, 0.113, 0.085, 0.060, 0.045, 0.032,
                 0.021, 0.013, 0.009, 0.007, 0.003, 0.003, 0.001, 0.001),
}  # fmt: skip
# The table stops where the chances fall below 0.0005; scaled to add up to 1 again.
_CHANCES = {key: tuple(p / sum(ps) for p in ps) for key, ps in PEGGED.items()}
_MEAN_PEGGED = {key: sum(points * p for points, p in enumerate(ps)) for key, ps in _CHANCES.items()}

# Pegging weights for a two-player kept hand, by whether we deal: net points per card of
# each rank (ace to king), per pair held, per two cards that make fifteen, and per two cards
# of adjacent ranks. The dealer pegs better with low cards; the pone with low cards, pairs
# and fifteens (fitted on 60,000 deals).
PEGGING_WEIGHTS: dict[bool, tuple[float, ...]] = {
    True: (0.49, 0.47, 0.48, 0.55, 0.61, 0.42, 0.40, 0.33, 0.21, -0.02, -0.02, -0.03, -0.01,
           -0.04, -0.03, 0.01),
    False: (-0.06, -0.05, 0.08, -0.00, -0.58, -0.57, -0.63, -0.58, -0.62, -0.68, -0.63, -0.65,
            -0.65, 0.30, 0.27, 0.10),
}  # fmt: skip


def pegging_value(kept: Sequence[Card], dealer: bool) -> float:
    """How much better than average `kept` should peg, in net points (two players)."""
    weights = PEGGING_WEIGHTS[dealer]
    ranks = [card.rank for card in kept]
    total = sum(weights[rank - 1] for rank in ranks)
    for a, b in combinations(ranks, 2):
        if a == b:
            total += weights[13]
        if min(a, 10) + min(b, 10) == 15:
            total += weights[14]
        if abs(a - b) == 1:
            total += weights[15]
    return total


def option_worth(option: DiscardOption, view: View, dealer: bool) -> float:
    """The worth of one discard option, in points, as the module docstring describes."""
    players = view.players
    pegging = pegging_value(option.kept, dealer) if players == 2 else 0.0
    need = view.rules.game_to - view.scores[view.side]
    pegged = _CHANCES[players, dealer]
    crib = float(option.crib_ev) if dealer else 0.0
    if need > option.hand_max + len(pegged) - 1 + crib:
        return float(option.net_ev) + pegging  # what the formula below comes to here
    starters = sum(option.hand_distribution.values())
    capped = reached = 0.0
    for hand, ways in option.hand_distribution.items():
        for pegged_and_hand, chance in enumerate(pegged, start=hand):
            points = pegged_and_hand + crib
            capped += min(points, need) * ways * chance
            if points >= need:
                reached += ways * chance
    capped, reached = capped / starters, reached / starters
    # The opponents' crib is counted after our hand: it only counts if we fall short.
    crib_against = 0.0 if dealer else float(option.crib_ev) * (1 - reached)
    worth = capped + GOING_OUT * reached - crib_against - _MEAN_PEGGED[players, dealer]
    return worth + pegging


def best_discard(view: View, *, weigh: bool = True) -> tuple[Card, ...]:
    """The cards to throw: the best net expectation, or (weigh=True) the best worth."""
    dealer = our_crib(view)
    analysis = analyze_discards(view.hand, dealer=dealer, players=view.players)
    if not weigh:
        return analysis.best.thrown
    best = max(analysis.options, key=lambda option: option_worth(option, view, dealer))
    return best.thrown


def our_crib(view: View) -> bool:
    """Whether this deal's crib scores for the seat's side."""
    if view.players == 4:
        return view.dealer % 2 == view.seat % 2
    return view.dealer == view.seat
