"""A Bid Euchre computer level (default "standard") against a rule-based player: the plain
baseline (scoring/bideuchre/baselines.py) or, with --against strong, the strong yardstick
(scoring/bideuchre/yardstick.py), or another level (--against standard), games to 52 under
the default rules (or with the Benny). --level strong --against baseline shows the yardstick
against the plain baseline.

    nice -n 10 .venv/bin/python benchmarks/bench_bid_euchre.py --level expert --against strong
    .venv/bin/python benchmarks/bench_bid_euchre.py --level expert --against standard --games 200

    nice -n 10 .venv/bin/python benchmarks/bench_bid_euchre.py --games 1000 --processes 2
    .venv/bin/python benchmarks/bench_bid_euchre.py --level easy --games 200 --processes 2
    .venv/bin/python benchmarks/bench_bid_euchre.py --benny --games 400 --processes 2

Games come in mirrored pairs: deal seed n is played twice, the level in seats 0 & 2 and then in
1 & 3 (the baseline in the others), with seat n % 4 dealing first, so luck of the cards cancels
within a pair. The players are seeded too: a run is reproducible. It prints the games the level
won (95% Wilson interval), points per hand for each side, how often each side's contracts are
made by kind, how often each side's bids are set, and the level's decision times.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import time
from dataclasses import dataclass, field

from scoring.bideuchre import GameState, Rules, new_game
from scoring.bideuchre.actions import Action
from scoring.bideuchre.baselines import baseline_action
from scoring.bideuchre.contract import Contract
from scoring.bideuchre.events import Phase
from scoring.bideuchre.players import LEVELS, choose_action
from scoring.bideuchre.yardstick import strong_action

RULE_BASED = {"baseline": baseline_action, "strong": strong_action}


@dataclass
class Result:
    won: bool  # by the level
    hands: int = 0
    points: list[int] = field(default_factory=lambda: [0, 0])  # level, baseline
    contracts: list[tuple[str, str, bool]] = field(default_factory=list)  # who, kind, made
    times: list[tuple[str, float]] = field(default_factory=list)


def kind(contract: Contract) -> str:
    if contract.lone is not None:
        return "lone"
    if contract.trump is not None:
        return "suit, " + (
            "3-5" if contract.tricks <= 5 else "6-7" if contract.tricks <= 7 else "8+"
        )
    return "low no-trump" if contract.low else "no-trump"


def play(job: tuple[str, str, int, int, bool]) -> Result:
    """One game: `level` in seats `side`, `side` + 2; the rule-based `against` in the others."""
    level, against, seed, side, benny = job
    state: GameState = new_game(seed, Rules(benny=benny), dealer=seed % 4)
    rng = random.Random(f"{seed}:{side}")
    their_rng = random.Random(f"{seed}:{side}:them")

    def opponent(state: GameState, seat: int) -> Action:
        if against in RULE_BASED:
            return RULE_BASED[against](state, seat)
        return choose_action(state, against, rng=their_rng)

    times: list[tuple[str, float]] = []
    contracts: list[tuple[str, str, bool]] = []
    hands = 0
    while not state.is_over:
        seat = state.current_player
        if seat is not None and seat % 2 == side:
            start = time.perf_counter()
            if level in RULE_BASED:
                action = RULE_BASED[level](state, seat)
            else:
                action = choose_action(state, level, rng=rng)
            times.append((str(state.phase), time.perf_counter() - start))
        else:
            action = opponent(state, seat if seat is not None else 0)
        after = state.apply(action)
        if state.phase is Phase.PLAY and after.phase in (Phase.HAND_OVER, Phase.OVER):
            contract = state.contract
            assert contract is not None
            bidders = contract.side
            made = after.tricks[bidders] >= contract.tricks
            who = "level" if bidders == side else "baseline"
            contracts.append((who, kind(contract), made))
        if after.phase in (Phase.HAND_OVER, Phase.OVER) and state.phase is not after.phase:
            hands += 1
        state = after
    points = [state.scores[side], state.scores[1 - side]]
    return Result(state.winner == side, hands, points, contracts, times)


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def report(
    level: str, against: str, results: list[Result], wall: float, processes: int
) -> list[str]:
    games = len(results)
    wins = sum(r.won for r in results)
    low, high = wilson(wins, games)
    hands = sum(r.hands for r in results)
    ours = sum(r.points[0] for r in results) / hands
    theirs = sum(r.points[1] for r in results) / hands
    # Per game, the points-per-hand margin, for an interval that respects the pairing.
    margins = [(r.points[0] - r.points[1]) / r.hands for r in results]
    half = 1.96 * statistics.stdev(margins) / math.sqrt(games)
    lines = [
        f"{level} (one side) vs {against} (the other), {games} games to 52, mirrored deals",
        f"  games won by {level}: {wins}/{games} = {wins / games:.1%} "
        f"(95% Wilson interval {low:.1%} to {high:.1%})",
        f"  points per hand over {hands} hands: {level} {ours:.2f}, {against} {theirs:.2f} "
        f"(margin per game {statistics.fmean(margins):+.2f}, 95% CI +/- {half:.2f})",
    ]
    for who, name in (("level", level), ("baseline", against)):
        mine = [(k, made) for r in results for w, k, made in r.contracts if w == who]
        made = sum(m for _, m in mine)
        lines.append(
            f"  {name} bid {len(mine)} contracts ({len(mine) / hands:.0%} of hands): "
            f"made {made} ({made / max(1, len(mine)):.1%}), set {len(mine) - made} "
            f"({(len(mine) - made) / max(1, len(mine)):.1%})"
        )
        for kind_name in sorted({k for k, _ in mine}):
            some = [m for k, m in mine if k == kind_name]
            lines.append(f"    {kind_name}: {len(some)}, made {sum(some) / len(some):.1%}")
    by_phase: dict[str, list[float]] = {}
    for r in results:
        for phase, t in r.times:
            by_phase.setdefault(phase, []).append(t * 1000)
    for phase, ms in sorted(by_phase.items()):
        ms.sort()
        lines.append(
            f"  {level} {phase}: median {statistics.median(ms):.1f} ms, "
            f"95th pct {ms[int(0.95 * len(ms))]:.1f} ms, worst {ms[-1]:.1f} ms ({len(ms)})"
        )
    lines.append(f"  wall time {wall:.0f} s on {processes} processes")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="games (an even number)")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--level", default="standard", choices=[*LEVELS, *RULE_BASED])
    parser.add_argument("--against", default="baseline", choices=[*RULE_BASED, *LEVELS])
    parser.add_argument("--out", default=None, help="also write the figures to this file")
    parser.add_argument("--benny", action="store_true", help="play with the Benny and widow")
    args = parser.parse_args()
    jobs = [
        (args.level, args.against, seed, side, args.benny)
        for seed in range(args.games // 2)
        for side in (0, 1)
    ]
    start = time.perf_counter()
    with multiprocessing.Pool(args.processes) as pool:
        results = pool.map(play, jobs, chunksize=2)
    lines = report(args.level, args.against, results, time.perf_counter() - start, args.processes)
    print("\n".join(lines), flush=True)
    if args.out:
        with open(args.out, "w") as handle:
            handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
