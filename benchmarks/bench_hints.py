"""How long a hint takes (Engine.hint), by game and kind of decision: seeded games between the
computers (seat 0 at the easy level, the rest at the strongest; every rule option's phases with
--house, where seat 0 also makes a lone bid now and then, to meet the exchange), a hint asked
at every decision of seat 0; medians, 95th percentiles and worst, by phase and by what ranks
the options (points, or near the end of the game the chance of winning: "win").

    .venv/bin/python benchmarks/bench_hints.py --games 4
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict
from typing import Any

from scoring.games import ENGINES

HOUSE = {  # rule options that add kinds of decision
    "cribbage": {"muggins": True},
    "euchre": {"defend_alone": True, "all_pass": "stick_the_dealer"},
    "bideuchre": {"lone_bids": True, "benny": True},
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--house", action="store_true", help="play with HOUSE's rule options")
    parser.add_argument("--only", help="one game (cribbage, euchre or bideuchre)")
    args = parser.parse_args()
    for name, engine in ENGINES.items():
        if args.only and name != args.only:
            continue
        rules = engine.rules_with(HOUSE[name]) if args.house else engine.rules()
        times: dict[str, list[float]] = defaultdict(list)
        for seed in range(args.games):
            state = engine.new_game(seed, rules, **engine.setups[0])
            while not state.is_over:
                if state.legal_actions(0):
                    start = time.perf_counter()
                    found = engine.hint(state, 0)
                    phase = f"{state.phase} ({found.measure})"
                    times[phase].append((time.perf_counter() - start) * 1000)
                seat = state.current_player
                if seat is None:  # cribbage's throw: any seat still to throw
                    seat = next(s for s in range(state.seats) if state.legal_actions(s))
                level = engine.level_names[0] if seat == 0 else engine.level_names[-1]
                rng = random.Random(f"bench:{seed}:{len(state.actions)}")
                action = engine.choose_action(state, level, rng=rng, seat=seat)
                if args.house and seat == 0:
                    action = _alone_now_and_then(state, action)
                state = state.apply(action)
        for phase, found in sorted(times.items()):
            found.sort()
            p95 = found[int(0.95 * len(found))]
            print(
                f"{name} {phase}: {len(found)} hints, median {statistics.median(found):.0f} ms, "
                f"95th pct {p95:.0f} ms, worst {found[-1]:.0f} ms"
            )


def _alone_now_and_then(state: Any, action: Any) -> Any:
    """With the house rules, seat 0 makes a lone bid with an exchange (Call 2) at the first
    chance of every third hand: the exchange's hint is met only so."""
    calls = [a for a in state.legal_actions(0) if getattr(a, "lone", None) == "call2"]
    if calls and getattr(state, "hand_number", 1) % 3 == 0:
        return calls[0]
    return action


if __name__ == "__main__":
    main()
