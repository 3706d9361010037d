"""How long a Bid Euchre level (standard unless --level says) takes to decide, by phase:
median, 95th percentile and worst over every decision of the level in seeded games (the level
in seats 0 & 2, the baseline in 1 & 3), under the default rules, under lone bids with low
no-trump, and with the Benny (its widow's lay-away is the "widow" phase). Lone bids are rare,
so the exchange is also timed on seeded deals where the first bidder is made to bid Call 2.

    .venv/bin/python benchmarks/bench_bid_euchre_decisions.py --games 20
    .venv/bin/python benchmarks/bench_bid_euchre_decisions.py --games 20 --level expert
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from scoring.bideuchre import Bid, GameState, Lone, Pass, Rules, new_game
from scoring.bideuchre.actions import Action
from scoring.bideuchre.baselines import baseline_action
from scoring.bideuchre.events import Phase
from scoring.bideuchre.players import LEVELS, choose_action
from scoring.cards import Suit

Times = dict[str, list[float]]  # phase -> milliseconds


LEVEL = ["standard"]  # the level timed (--level)


def timed(state: GameState, times: Times, rng: random.Random) -> Action:
    start = time.perf_counter()
    action = choose_action(state, LEVEL[0], rng=rng)
    times.setdefault(str(state.phase), []).append((time.perf_counter() - start) * 1000)
    return action


def game(seed: int, rules: Rules, times: Times) -> None:
    state = new_game(seed, rules, dealer=seed % 4)
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.current_player
        if seat is not None and seat % 2 == 0:
            action = timed(state, times, rng)
        else:
            action = baseline_action(state, seat or 0)
        state = state.apply(action)


def exchanges(seed: int, times: Times) -> None:
    """A Call 2 in hearts by the first bidder, the others passing: both trades timed."""
    rules = Rules(lone_bids=True)
    state = new_game(seed, rules)
    bidder = state.current_player
    assert bidder is not None
    state = state.apply(Bid(bidder, rules.hand_size, Suit.HEARTS, False, Lone.CALL_2))
    while state.phase is Phase.BIDDING:
        state = state.apply(Pass(state.current_player or 0))
    rng = random.Random(seed)
    while state.phase is Phase.EXCHANGE:
        state = state.apply(timed(state, times, rng))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20, help="games under each rule set")
    sampling = [level for level in LEVELS if level != "easy"]
    parser.add_argument("--level", default="standard", choices=sampling)
    args = parser.parse_args()
    LEVEL[0] = args.level
    rule_sets = {
        "default": Rules(),
        "lone bids, low no-trump": Rules(lone_bids=True, low_no_trump=True),
        "the Benny": Rules(benny=True),
    }
    every: Times = {}
    for name, rules in rule_sets.items():
        times: Times = {}
        for seed in range(args.games):
            game(seed, rules, times)
        print(f"{name} rules, {args.games} games:")
        report(times)
        for phase, ms in times.items():
            every.setdefault(phase, []).extend(ms)
    times = {}
    for seed in range(args.games):
        exchanges(seed, times)
    print(f"forced Call 2 exchanges, {args.games} deals:")
    report(times)
    every_ms = sorted(t for ms in every.values() for t in ms)
    median = statistics.median(every_ms)
    print(f"all decisions in games: median {median:.1f} ms, worst {every_ms[-1]:.1f} ms")


def report(times: Times) -> None:
    for phase, ms in sorted(times.items()):
        ms.sort()
        print(
            f"  {phase:9} {len(ms):5} decisions: median {statistics.median(ms):6.1f} ms, "
            f"95th pct {ms[int(0.95 * len(ms))]:6.1f} ms, worst {ms[-1]:6.1f} ms"
        )


if __name__ == "__main__":
    main()
