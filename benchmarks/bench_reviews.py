"""How long the review of your play takes, for every game with one (Engine.review): seeded
games between the computers, seat 0 at the easy level, the rest standard, reviewed a hand at a
time as the table asks for it; medians, 95th percentiles and worst over every hand.

    .venv/bin/python benchmarks/bench_reviews.py --games 5
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from scoring.games import ENGINES


def played(engine, seed: int):
    state = engine.new_game(seed, engine.rules(), **engine.setups[0])
    while not state.is_over:
        legal = state.legal_actions()
        seat = state.current_player
        if seat is None:  # cribbage's discard: any seat still to throw
            seat = next(s for s in range(state.seats) if state.legal_actions(s))
        if not legal:
            legal = state.legal_actions(seat)
        level = engine.level_names[0] if seat == 0 else engine.level_names[-1]
        rng = random.Random(f"bench:{seed}:{len(state.actions)}")
        state = state.apply(engine.choose_action(state, level, rng=rng, seat=seat))
    return state


def hands(state) -> int:
    number = getattr(state, "hand_number", None)
    return (state.deal_number if number is None else number) + 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    for name, engine in ENGINES.items():
        engine.review(played(engine, 99), 0, hand=0)  # tables built once a process
        times, graded = [], 0
        for seed in range(args.games):
            state = played(engine, seed)
            for hand in range(hands(state)):
                start = time.perf_counter()
                review = engine.review(state, 0, hand=hand)
                times.append((time.perf_counter() - start) * 1000)
                graded += len(review.decisions)
        times.sort()
        p95 = times[int(0.95 * len(times))]
        print(
            f"{name}: {len(times)} hands, {graded} decisions graded; a hand's review takes "
            f"median {statistics.median(times):.0f} ms, 95th pct {p95:.0f} ms, "
            f"worst {times[-1]:.0f} ms"
        )


if __name__ == "__main__":
    main()
