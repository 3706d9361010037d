"""The chance of winning a two-player cribbage game from any score, so that the expert can
play for the game and not only for points, and the table can show the learner their chances.

A deal's points are drawn from how deals end when the standard player holds both seats: the
counts in deal_outcomes, made by benchmarks/cribbage_win_table.py. The game counts them in
order (the play, then the pone's hand, then the dealer's hand and crib), so a side that gets
home first wins even if the other would have scored more. The three parts are taken as
independent of each other, and where both sides would get home in the same play the game is
called even. From those chances every score's win chance is solved exactly, from the end of
the game back: each deal scores at least the point for the last card, and the deal passes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from scoring.cribbage import deal_outcomes
from scoring.cribbage.events import Phase
from scoring.cribbage.view import View

__all__ = ["DealChance", "Outcomes", "deal_chance", "solve", "win_chance", "win_chance_before_deal"]


@dataclass(frozen=True, slots=True)
class Outcomes:
    """Counts of deals by their points: `pegging` by (dealer's, pone's) points in the play,
    `pone` by the pone's hand, `dealer` by the dealer's hand and crib."""

    pegging: Mapping[tuple[int, int], int]
    pone: Mapping[int, int]
    dealer: Mapping[int, int]


def _chances(counts: Mapping[Any, int]) -> list[tuple[Any, float]]:
    total = sum(counts.values())
    return [(key, count / total) for key, count in sorted(counts.items())]


def solve(outcomes: Outcomes, game_to: int) -> list[list[float]]:
    """table[d][p]: the chance that the player about to deal wins, from the dealer's score d
    and the pone's score p (each below game_to)."""
    n = game_to
    pegging = _chances(outcomes.pegging)
    pone = _chances(outcomes.pone)
    dealer = _chances(outcomes.dealer)
    if any(d + p == 0 for (d, p), _ in pegging):
        raise ValueError("a deal always scores at least one point in the play")
    before = [[0.0] * n for _ in range(n)]  # the table: before a deal
    shown = [[0.0] * n for _ in range(n)]  # after the pone's hand: [dealer][pone]
    played = [[0.0] * n for _ in range(n)]  # after the play
    for total in range(2 * n - 2, -1, -1):
        cells = [(d, total - d) for d in range(max(0, total - n + 1), min(n - 1, total) + 1)]
        for d, p in cells:
            chance = 0.0
            for (dp, pp), weight in pegging:
                a, b = d + dp, p + pp
                if a >= n:
                    chance += weight * (0.5 if b >= n else 1.0)
                elif b < n:
                    chance += weight * played[a][b]
            before[d][p] = min(1.0, chance)  # sums of chances can round past 1
        for d, p in cells:
            chance = 0.0
            for k, weight in dealer:
                a = d + k
                # The deal passes: the pone deals next, from (p, a).
                chance += weight * (1.0 if a >= n else 1.0 - before[p][a])
            shown[d][p] = chance
        for d, p in cells:
            chance = 0.0
            for h, weight in pone:
                b = p + h
                if b < n:
                    chance += weight * shown[d][b]
            played[d][p] = chance
    return before


@cache
def _table(game_to: int) -> list[list[float]]:
    counts = Outcomes(deal_outcomes.PEGGING, deal_outcomes.PONE_SHOW, deal_outcomes.DEALER_SHOW)
    return solve(counts, game_to)


def win_chance_before_deal(dealer: int, pone: int, game_to: int = 121) -> float:
    """The chance the dealer of the coming deal wins from these scores (1.0 once the dealer
    has reached game_to, 0.0 once the pone has)."""
    if dealer >= game_to:
        return 1.0
    if pone >= game_to:
        return 0.0
    return _table(game_to)[max(dealer, 0)][max(pone, 0)]


def win_chance(ours: int, theirs: int, *, we_deal: bool, game_to: int = 121) -> float:
    """The chance we win from (ours, theirs) before a deal we deal (`we_deal`) or they deal."""
    if we_deal:
        return win_chance_before_deal(ours, theirs, game_to)
    return 1.0 - win_chance_before_deal(theirs, ours, game_to)


@dataclass(frozen=True, slots=True)
class DealChance:
    """A seat's chance of winning at a deal's start: `chance` from 0 to 1, `when` which deal
    ("this deal", from the scores it started from, or "the next deal"), `scores` (ours,
    theirs) then and whether we deal it."""

    chance: float
    when: str
    scores: tuple[int, int]
    we_deal: bool


def deal_chance(view: View) -> DealChance | None:
    """The seat's chance of winning from the scores at the start of the current deal (or,
    once its show is over, of the next), two players only; None otherwise or once it is over."""
    if view.players != 2 or view.winner is not None or view.phase is Phase.OVER:
        return None
    ours, theirs = view.scores[view.side], view.scores[1 - view.side]
    if view.phase is Phase.DONE:
        we_deal = view.dealer != view.seat  # the deal passes
        when = "the next deal"
    else:
        for event in view.log:
            if event.deal == view.deal_number and event.player is not None and event.points:
                if event.player == view.seat:
                    ours -= event.points
                else:
                    theirs -= event.points
        we_deal = view.dealer == view.seat
        when = "this deal"
    chance = win_chance(ours, theirs, we_deal=we_deal, game_to=view.rules.game_to)
    return DealChance(chance, when, (ours, theirs), we_deal)
