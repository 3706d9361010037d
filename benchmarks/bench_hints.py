"""How long a hint takes (Engine.hint), by game and kind of decision: seeded games between the
computers (seat 0 at the easy level, the rest at the strongest; every rule option's phases with
--house, where seat 0 also makes a lone bid now and then, to meet the exchange), a hint asked
at every decision of seat 0; medians, 95th percentiles and worst, by phase and by what ranks
the options (points, or near the end of the game the chance of winning: "win").

    .venv/bin/python benchmarks/bench_hints.py --games 4

With --web, the same through the site as a player meets it: `make serve` (gunicorn and the task
queue's workers, on a database and queue of the run's own), one player playing --games games
of each at the pages (the computers at the strongest level, your moves the easy computer's),
the Hint button pressed at every decision with more than one choice and its panel followed until
the hint is shown (benchmarks/web_player.py); the time from pressing to the hint on the page
(the per-address budget of the workers' time lifted: one player hinting at every decision
spends it within a game).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import tempfile
import time
from collections import defaultdict
from pathlib import Path
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
    parser.add_argument("--web", action="store_true", help="through the site (make serve)")
    args = parser.parse_args()
    if args.web:
        through_the_web(args.games, args.only)
        return
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
        report(name, times)


def report(name: str, times: dict[str, list[float]]) -> None:
    for phase, found in sorted(times.items()):
        found.sort()
        p95 = found[int(0.95 * len(found))]
        print(
            f"{name} {phase}: {len(found)} hints, median {statistics.median(found):.0f} ms, "
            f"95th pct {p95:.0f} ms, worst {found[-1]:.0f} ms"
        )


def through_the_web(games: int, only: str | None) -> None:
    """Hints asked at the pages of `make serve`, timed from the button to the hint shown."""
    from bench_beside import LIFTED, site_environment
    from bench_http import HOST, free_port, serving
    from web_player import WebPlayer, your_moves

    with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryFile() as log:
        # One player asking at every decision spends its minute of the workers' time within
        # a game: the budget is lifted, since what is measured is the wait, not the fairness.
        os.environ.update({**site_environment(Path(folder)), **LIFTED})
        port = free_port()
        with serving(["make", "serve", f"HOST={HOST}", f"PORT={port}"], port, log):
            player = WebPlayer(port, str(Path(folder) / "site.sqlite3"))
            for name, engine in ENGINES.items():
                if only and name != only:
                    continue
                times: dict[str, list[float]] = defaultdict(list)
                for seed in range(games):
                    rng = random.Random(f"bench:{seed}")
                    table = player.new_game(name, level=engine.level_names[-1])
                    while True:
                        kept, version = table.saved()
                        state = kept.state
                        if state.is_over:
                            break
                        legal = your_moves(state)
                        if len(state.legal_actions(0)) > 1:
                            times[str(state.phase)].append(table.hint(version) * 1000)
                            version = table.saved()[1]  # the hint is kept with the game
                            action = engine.choose_action(
                                state, engine.level_names[0], rng=rng, seat=0
                            )
                        else:
                            action = legal[0]
                        table.move(action, version)
                report(f"{name} (through the web)", times)
        print(", ".join(f"{n} × {key}" for key, n in sorted(player.tally.statuses.items())))


def _alone_now_and_then(state: Any, action: Any) -> Any:
    """With the house rules, seat 0 makes a lone bid with an exchange (Call 2) at the first
    chance of every third hand: the exchange's hint is met only so."""
    calls = [a for a in state.legal_actions(0) if getattr(a, "lone", None) == "call2"]
    if calls and getattr(state, "hand_number", 1) % 3 == 0:
        return calls[0]
    return action


if __name__ == "__main__":
    main()
