"""Does the hint call the expert's own throws mistakes? Two-player cribbage games between expert
players; at every throw, the hint (Engine.hint, the evaluation the review and the drills use too)
is asked from the thrower's seat and its verdict on the throw made is counted: far from the end,
and near it (a side within NEAR points of 121), as shares of the throws given each verdict.
Hint times are counted by the same split.

    .venv/bin/python benchmarks/bench_throw_verdicts.py --games 30 --first-seed 1000
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter, defaultdict

from scoring.cribbage import ENGINE, Discard, Phase, Rules, new_game
from scoring.cribbage.players import choose_action
from scoring.verdicts import ERRORS, VERDICTS

NEAR = 30  # the measure: a side within 30 points of the target


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--first-seed", type=int, default=1000)
    parser.add_argument("--near", type=int, default=NEAR)
    args = parser.parse_args()
    verdicts: dict[str, Counter[str]] = defaultdict(Counter)
    times: dict[str, list[float]] = defaultdict(list)
    for seed in range(args.first_seed, args.first_seed + args.games):
        state = new_game(seed, Rules(), players=2)
        while not state.is_over:
            seat = state.current_player
            if state.phase is Phase.DISCARD:
                seat = next(s for s in (0, 1) if state.legal_actions(s))
            action = choose_action(state, "expert", seat=seat)
            if isinstance(action, Discard):
                where = "near" if max(state.scores) >= 121 - args.near else "far"
                start = time.perf_counter()
                hint = ENGINE.hint(state, seat)
                times[where].append(time.perf_counter() - start)
                verdicts[where][hint.verdict(action)] += 1
            state = state.apply(action)
    print(f"{args.games} expert-against-expert games, seeds {args.first_seed} on")
    for where in ("far", "near"):
        found = verdicts[where]
        total = sum(found.values())
        if not total:
            continue
        errors = sum(found[v] for v in ERRORS)
        shares = ", ".join(f"{v} {found[v]}" for v in VERDICTS if found[v])
        label = "far from the end" if where == "far" else f"a side within {args.near} of 121"
        print(
            f"  {label}: {total} throws, called a mistake of any tier {errors} "
            f"({errors / total:.1%}); {shares}"
        )
        spent = sorted(times[where])
        print(
            f"    hint: median {statistics.median(spent) * 1000:.0f} ms, "
            f"95th pct {spent[int(0.95 * len(spent))] * 1000:.0f} ms, "
            f"worst {spent[-1] * 1000:.0f} ms"
        )


if __name__ == "__main__":
    main()
