"""Measure the computer players: win rates against other players, and how long a computer
decision takes.

.venv/bin/python benchmarks/bench_players.py [--games N] [--levels easy standard expert]
    [--against random greedy easy standard] [--jobs J] [--first-seed S]

Two-player games to 121. Each deal of cards is played twice, the computer in seat 0 and
then in seat 1, so both sides get the same cards and the same first dealer equally often.
The random player takes any legal action; the greedy one keeps the four cards that score
most before the starter and pegs the most points it can at once (scoring/cribbage/baselines);
a level named in --against plays as the computer does at that level.
Win rates come with a 95% Wilson interval; the margin is the computer's final score less
the opponent's; skunks count games the computer won with the opponent under 91, and
games it lost under 91. Decision times are per computer call of choose_action(), by phase:
median, 95th percentile and worst.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from math import sqrt
from multiprocessing import Pool

from scoring.cribbage import Action, GameState
from scoring.cribbage.baselines import Policy, greedy_action, play_match, random_action
from scoring.cribbage.players import LEVELS, choose_action

BASELINES: dict[str, Policy] = {"random": random_action, "greedy": greedy_action}
TIMED_PHASES = ("discard", "pegging")


def wilson(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval for a win rate."""
    rate = wins / games
    centre = (rate + z * z / (2 * games)) / (1 + z * z / games)
    half = z * sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return centre - half, centre + half


def computer(level: str, times: dict[str, list[float]]) -> Policy:
    """A policy for `level` that records how long each decision takes, by phase."""

    def act(state: GameState, seat: int, rng: random.Random) -> Action:
        phase = state.phase.value
        start = time.perf_counter()
        action = choose_action(state, level, rng=rng, seat=seat)
        if phase in times:
            times[phase].append(time.perf_counter() - start)
        return action

    return act


def play_pair(task: tuple[str, str, int]) -> tuple[list[tuple[int, int, int]], dict]:
    """One deal seed played twice with seats swapped: (won, margin, skunk) per game, times."""
    level, opponent, seed = task
    times: dict[str, list[float]] = {phase: [] for phase in TIMED_PHASES}
    games = []
    for seat in (0, 1):
        other = BASELINES.get(opponent) or computer(opponent, {})
        policies = [other] * 2
        policies[seat] = computer(level, times)
        state = play_match(seed, policies)
        ours, theirs = state.scores[seat], state.scores[1 - seat]
        result = state.result
        assert result is not None
        skunked = result.outcomes[1 - seat if state.winner == seat else seat].value
        skunk = skunked in ("skunk", "double_skunk")
        games.append((int(state.winner == seat), ours - theirs, skunk))
    return games, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="games per pairing (even)")
    parser.add_argument("--levels", nargs="+", default=list(LEVELS), choices=LEVELS)
    parser.add_argument(
        "--against", nargs="+", default=list(BASELINES), choices=[*BASELINES, *LEVELS]
    )
    parser.add_argument("--jobs", type=int, default=None, help="processes (default: all cores)")
    parser.add_argument("--first-seed", type=int, default=0, help="the first deal's seed")
    args = parser.parse_args()
    seeds = range(args.first_seed, args.first_seed + max(1, args.games // 2))
    start = time.perf_counter()
    times = {level: {phase: [] for phase in TIMED_PHASES} for level in args.levels}
    print(f"{len(seeds) * 2} two-player games to 121 per pairing, each deal with seats swapped")
    print(
        f"{'level':<9} {'vs':<9} {'win rate':>8}  {'95% CI':<15} {'margin':>7}  "
        f"{'skunks won/lost':>15}"
    )
    with Pool(args.jobs) as pool:
        for level in args.levels:
            for opponent in args.against:
                if opponent == level:
                    continue
                tasks = [(level, opponent, seed) for seed in seeds]
                wins = games = margin = skunks_won = skunks_lost = 0
                for pair, pair_times in pool.imap_unordered(play_pair, tasks, chunksize=10):
                    for phase in TIMED_PHASES:
                        times[level][phase] += pair_times[phase]
                    for won, points, skunk in pair:
                        games += 1
                        wins += won
                        margin += points
                        skunks_won += won and skunk
                        skunks_lost += not won and skunk
                low, high = wilson(wins, games)
                print(
                    f"{level:<9} {opponent:<9} {wins / games:>8.1%}  "
                    f"{low:.1%} – {high:.1%}  {margin / games:>+7.1f}  "
                    f"{skunks_won / games:>7.1%} / {skunks_lost / games:.1%}",
                    flush=True,
                )
    print("time per computer decision (choose_action), over all its games above:")
    for level, by_phase in times.items():
        for phase, seconds in by_phase.items():
            ms = sorted(second * 1e3 for second in seconds)
            if not ms:
                continue
            print(
                f"  {level:<9} {phase:<8} median {statistics.median(ms):.2f} ms, "
                f"95th percentile {ms[int(len(ms) * 0.95)]:.1f} ms, worst {ms[-1]:.1f} ms "
                f"over {len(ms):,} decisions"
            )
    print(f"total {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
