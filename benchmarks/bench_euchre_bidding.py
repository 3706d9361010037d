"""The standard level's bidding against the bidding it replaced, with the same card play.

    .venv/bin/python benchmarks/bench_euchre_bidding.py --deals 1000

Deal set n (seed n, seat n % 4 dealing first) is played twice, games to 10 with the default
rules: the new bidding (scoring.euchre.bidding.policy, the drills' grader) North-South and the
old (scoring.euchre.pimc_bidder, sampled double-dummy) East-West, then the sides swapped. All
other decisions (the dealer's discard, the cards) are the table player's for both sides, so
only the bidding differs. The bidders are seeded by game and move: a run is reproducible.
Printed: the new bidding's share of games won (95% Wilson interval), points per hand over the
old (95% interval, paired by deal set), and points per hand for the dealing side under each.
With --against-table, the rollout player's strength instead: the table player (every
decision) against the standard level (every decision).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import time

from scoring.engine import seeded_random
from scoring.euchre import new_game
from scoring.euchre.actions import Action
from scoring.euchre.bidding.policy import graded_bid
from scoring.euchre.bidding.rollout import table_action
from scoring.euchre.events import EventCategory, Phase
from scoring.euchre.game import GameState
from scoring.euchre.pimc_bidder import pimc_bid
from scoring.euchre.players import choose_action

BIDDING = (Phase.ORDER, Phase.NAME)


def action(state: GameState, kind: str) -> Action:
    seat = state.current_player if state.current_player is not None else 0
    view = state.view(seat)
    rng = seeded_random("bench-bidding", state.seed, len(state.actions), seat)
    if kind == "standard":
        return choose_action(state, "standard", rng=rng)
    if kind == "new" and state.phase in BIDDING:
        return graded_bid(view, rng)
    if kind == "old" and state.phase in BIDDING:
        return pimc_bid(view, state, rng)
    return table_action(view)


def play(job: tuple[int, int, tuple[str, str]]) -> tuple[int, int, list[tuple[int, int, int]]]:
    """(deal set, winning side, per hand: (dealer's side, side 0's points, side 1's points))."""
    seed, _, kinds = job
    state = new_game(seed, dealer=seed % 4)
    while not state.is_over:
        seat = state.current_player
        kind = kinds[seat % 2] if seat is not None else kinds[0]
        state = state.apply(action(state, kind))
    hands: dict[int, list[int]] = {}
    dealers: dict[int, int] = {}
    dealer = seed % 4
    for event in state.log:
        if event.category is EventCategory.DEAL:
            dealers[event.hand] = event.player % 2 if event.player is not None else dealer % 2
        if event.points:
            hands.setdefault(event.hand, [0, 0])[event.side] += event.points
    per_hand = [(dealers.get(h, 0), *hands.get(h, [0, 0])) for h in sorted(dealers)]
    assert state.winner is not None
    return seed, state.winner % 2, per_hand


def wilson(wins: int, n: int) -> tuple[float, float]:
    z = 1.959964
    centre = (wins + z * z / 2) / (n + z * z)
    half = z * math.sqrt(wins * (n - wins) / n + z * z / 4) / (n + z * z)
    return centre - half, centre + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=1000, help="deal sets; games are twice this")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--against-table", action="store_true")
    parser.add_argument("--progress", type=int, default=0, help="report every N games")
    args = parser.parse_args()
    first, second = ("table", "standard") if args.against_table else ("new", "old")
    jobs = [(n, 0, (first, second)) for n in range(args.deals)]
    jobs += [(n, 1, (second, first)) for n in range(args.deals)]
    start = time.perf_counter()
    # Interleave the two seatings of each deal set, so that a run stopped early is paired.
    jobs = [
        job for pair in zip(jobs[: args.deals], jobs[args.deals :], strict=True) for job in pair
    ]
    results = []
    with multiprocessing.Pool(args.processes) as pool:
        for result in pool.imap(play, jobs, chunksize=2):
            results.append(result)
            if args.progress and len(results) % args.progress == 0:
                done = len(results)
                print(f"{done} games done in {time.perf_counter() - start:.0f} s", flush=True)
                report(jobs[:done], results, first, second)
    elapsed = time.perf_counter() - start
    print(f"{len(jobs)} games in {elapsed:.0f} s")
    report(jobs, results, first, second)


def report(
    jobs: list[tuple[int, int, tuple[str, str]]],
    results: list[tuple[int, int, list[tuple[int, int, int]]]],
    first: str,
    second: str,
) -> None:
    wins = 0
    per_set: dict[int, list[float]] = {}
    dealing: dict[str, list[int]] = {first: [], second: []}
    for (seed, side, kinds), (_, winner, per_hand) in zip(jobs, results, strict=True):
        ours = side  # the side `first` sits on: 0 in the first game, 1 in the swapped one
        wins += winner == ours
        diffs = [hand[1 + ours] - hand[2 - ours] for hand in per_hand]
        per_set.setdefault(seed, []).append(statistics.fmean(diffs))
        for dealer_side, *points in per_hand:
            kind = kinds[dealer_side]
            dealing[kind].append(points[dealer_side] - points[1 - dealer_side])
    games = len(jobs)
    low, high = wilson(wins, games)
    paired = [statistics.fmean(v) for v in per_set.values()]
    mean = statistics.fmean(paired)
    half = (
        1.959964 * statistics.stdev(paired) / math.sqrt(len(paired))
        if len(paired) > 1
        else math.inf
    )
    print(
        f"{first} won {wins} of {games}: {wins / games:.1%} (95% interval {low:.1%} to {high:.1%})"
    )
    print(f"{first}'s points per hand over {second}: {mean:+.3f} (95% interval ±{half:.3f})")
    for kind, values in dealing.items():
        print(
            f"dealing side's points per hand over the other side, {kind} dealing: "
            f"{statistics.fmean(values):+.3f} over {len(values)} hands"
        )


if __name__ == "__main__":
    main()
