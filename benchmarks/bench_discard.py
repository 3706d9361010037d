"""Print how long an exact discard analysis takes: cold (fresh process) and warm (medians).

.venv/bin/python benchmarks/bench_discard.py
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time

from scoring.cribbage.discard import analyze_discards

RUNS = 21
COLD_PROCESSES = 7
HANDS = {
    2: ["7C 9H 5H 5C 5D JS", "2H 4H 6H 8H TH QS", "JH JD 5S 4C KH 9D", "AC 3D 9H KS 5C 7D"],
    3: ["5H 5C JH JS 4H", "2D 3D 7S 8S QC"],
    4: ["5H 5C JH JS 4H", "2D 3D 7S 8S QC"],
}

# Run in a fresh interpreter: import time, then the first analysis (which builds the table).
_COLD = """
import json, time
start = time.perf_counter()
from scoring.cribbage.discard import analyze_discards
imported = time.perf_counter()
analyze_discards("7C 9H 5H 5C 5D JS", dealer=True)
first = time.perf_counter()
analyze_discards("2H 4H 6H 8H TH QS", dealer=False)
second = time.perf_counter()
print(json.dumps([imported - start, first - imported, second - first]))
"""


def cold_ms() -> list[list[float]]:
    """[import, first call, second call] in ms, for each of COLD_PROCESSES fresh processes."""
    runs = []
    for _ in range(COLD_PROCESSES):
        out = subprocess.run(
            [sys.executable, "-c", _COLD], capture_output=True, text=True, check=True
        ).stdout
        runs.append([seconds * 1e3 for seconds in json.loads(out)])
    return runs


def warm_ms(cards: str, players: int, dealer: bool) -> list[float]:
    analyze_discards(cards, dealer=dealer, players=players)
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        analyze_discards(cards, dealer=dealer, players=players)
        times.append((time.perf_counter() - start) * 1e3)
    return times


def main() -> None:
    cold = cold_ms()
    columns = list(zip(*cold, strict=True))
    medians = [statistics.median(column) for column in columns]
    print(
        f"cold, median of {COLD_PROCESSES} fresh processes: import {medians[0]:.1f} ms, "
        f"first analysis (builds the rank table) {medians[1]:.1f} ms, "
        f"second analysis {medians[2]:.1f} ms"
    )
    every = []
    for players, hands in HANDS.items():
        for cards in hands:
            for dealer in (True, False):
                times = warm_ms(cards, players, dealer)
                every += times
                print(
                    f"warm, {players} players, {cards:<18} {'dealer' if dealer else 'pone  '}: "
                    f"median {statistics.median(times):.2f} ms over {RUNS} runs "
                    f"(min {min(times):.2f}, max {max(times):.2f})"
                )
    print(f"warm, all of the above: median {statistics.median(every):.2f} ms")


if __name__ == "__main__":
    main()
