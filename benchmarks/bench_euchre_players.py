"""Each computer level (North-South, seats 0 & 2) against the rule-based baseline
(scoring/euchre/baselines.py, East-West, seats 1 & 3), games to 10 with the default rules.

    .venv/bin/python benchmarks/bench_euchre_players.py --games 1000 --out /tmp/bench_euchre.txt

Game n is dealt from seed n with seat n % 4 dealing first, so every level meets the same deals,
and the players are seeded too: a run is reproducible. For each level it prints the win rate
(95% Wilson interval), points per hand (level's side minus the baseline's, 95% interval) and
the level's decision times.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import time

from scoring.euchre import new_game
from scoring.euchre.baselines import baseline_action
from scoring.euchre.events import EventCategory
from scoring.euchre.players import LEVELS, choose_action

Times = list[tuple[str, float]]  # (phase, seconds) of each of the level's decisions


def play(job: tuple[str, int]) -> tuple[int, list[int], Times]:
    """(winner side, per-hand point difference for North-South, the level's decision times)."""
    level, seed = job
    state = new_game(seed, dealer=seed % 4)
    rng = random.Random(seed)
    times: Times = []
    while not state.is_over:
        seat = state.current_player
        if seat is not None and seat % 2 == 0:
            start = time.perf_counter()
            action = choose_action(state, level, rng=rng)
            times.append((str(state.phase), time.perf_counter() - start))
        else:
            action = baseline_action(state, seat if seat is not None else 0, rng)
        state = state.apply(action)
    hands: dict[int, int] = {}
    for event in state.log:
        if event.points:
            sign = 1 if event.side == 0 else -1
            hands[event.hand] = hands.get(event.hand, 0) + sign * event.points
        elif event.category is EventCategory.THROW_IN:
            hands.setdefault(event.hand, 0)
    return state.winner, list(hands.values()), times


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--out", default=None)
    args = parser.parse_args()
    lines = []
    for level in args.levels:
        start = time.perf_counter()
        with multiprocessing.Pool(args.workers) as pool:
            jobs = [(level, seed) for seed in range(args.games)]
            results = pool.map(play, jobs, chunksize=4)
        lines += report(level, results, time.perf_counter() - start, args.workers)
        print("\n".join(lines[-6:]), flush=True)
    if args.out:
        with open(args.out, "w") as handle:
            handle.write("\n".join(lines) + "\n")


def report(
    level: str, results: list[tuple[int, list[int], Times]], wall: float, workers: int
) -> list[str]:
    wins = sum(1 for w, _, _ in results if w == 0)
    diffs = [d for _, ds, _ in results for d in ds]
    times = sorted(t for _, _, ts in results for _, t in ts)
    by_phase: dict[str, list[float]] = {}
    for _, _, ts in results:
        for phase, t in ts:
            by_phase.setdefault(phase, []).append(t * 1000)
    phases = ", ".join(
        f"{phase} {statistics.median(ms):.1f} / {max(ms):.1f} ms"
        for phase, ms in sorted(by_phase.items())
    )
    low, high = wilson(wins, len(results))
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return [
        f"{level} (seats 0 & 2) vs baseline (1 & 3), {len(results)} games to 10",
        f"  wins {wins}/{len(results)} = {wins / len(results):.1%} "
        f"(95% Wilson CI {low:.1%} to {high:.1%})",
        f"  points per hand ({level} minus baseline) over {len(diffs)} hands: {mean:+.3f} "
        f"(95% CI {mean - half:+.3f} to {mean + half:+.3f})",
        f"  decision time: median {statistics.median(times) * 1000:.2f} ms, "
        f"95th pct {times[int(0.95 * len(times))] * 1000:.2f} ms, "
        f"worst {times[-1] * 1000:.1f} ms over {len(times)} decisions",
        f"  by phase (median / worst): {phases}",
        f"  wall time {wall:.0f} s on {workers} workers",
    ]


if __name__ == "__main__":
    main()
