"""Print how long a review of one seat's whole game takes: seeded two-player games to 121
between the standard and the easy computer, each seat reviewed, medians over the games.

.venv/bin/python benchmarks/bench_cribbage_review.py
"""

from __future__ import annotations

import statistics
import time

from scoring.cribbage import GameState, Phase, new_game
from scoring.cribbage.players import choose_action
from scoring.cribbage.review import review_game

SEEDS = range(1, 8)
LEVELS = ("standard", "easy")


def played(seed: int) -> GameState:
    """A whole game to 121, the standard computer in seat 0 and the easy one in seat 1."""
    state = new_game(seed)
    while not state.is_over:
        if state.phase is Phase.DISCARD:
            seat = next(p for p in range(state.players) if len(state.hands[p]) > 4)
        else:
            seat = state.current_player
        state = state.apply(choose_action(state, LEVELS[seat], seat=seat))
    return state


def main() -> None:
    review_game(played(0), 0)  # the discard analyzer builds its table once per process
    for seat, level in enumerate(LEVELS):
        times, graded = [], []
        for seed in SEEDS:
            game = played(seed)
            start = time.perf_counter()
            review = review_game(game, seat)
            times.append(time.perf_counter() - start)
            graded.append(len(review.decisions))
        print(
            f"seat {seat} ({level}): {statistics.median(times) * 1e3:.0f} ms a game "
            f"(median of {len(SEEDS)}; {min(times) * 1e3:.0f} to {max(times) * 1e3:.0f} ms), "
            f"{statistics.median(graded):.0f} decisions graded"
        )


if __name__ == "__main__":
    main()
