"""Tally how two-player cribbage deals end between standard players, and the chance of winning
from every score.

Each random deal is played from the discard to the end of the show by the standard player in
both seats (scoring/cribbage/players.py), and its points are kept in the order the game counts
them: the pegging (the dealer's points, his heels included, and the pone's), the pone's hand,
then the dealer's hand and crib. The counts are printed with the chance the first dealer wins
from 0-0, and with --write saved as scoring/cribbage/deal_outcomes.py, which
scoring/cribbage/winning.py reads:

    .venv/bin/python benchmarks/cribbage_win_table.py --deals 40000 --seed 0 --write

Deals come in chunks of CHUNK, chunk k's cards from its own seeded random source, so the
counts are the same however many processes share the work. The standard error printed is a
batch mean: the first dealer's chance solved from each of GROUPS interleaved parts of the deals.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

from scoring.cards import standard_deck
from scoring.cribbage.events import Phase
from scoring.cribbage.game import GameState
from scoring.cribbage.players import choose_action
from scoring.cribbage.winning import Outcomes, solve
from scoring.engine import seeded_random

CHUNK = 200
GROUPS = 10
MODULE = Path(__file__).resolve().parent.parent / "scoring/cribbage/deal_outcomes.py"
COMMAND = ".venv/bin/python benchmarks/cribbage_win_table.py --deals {deals} --seed {seed} --write"


def deal_points(state: GameState) -> tuple[tuple[int, int], int, int]:
    """Play one deal out: ((dealer's pegging, pone's pegging), pone's show, dealer's show)."""
    dealer = state.dealer
    while state.phase not in (Phase.DONE, Phase.OVER):
        state = state.apply(choose_action(state, "standard"))
    pegged = [0, 0]
    shown = [0, 0]
    for event in state.log:
        if event.player is None or not event.points:
            continue
        if event.phase is Phase.SHOW:
            shown[event.player] += event.points
        else:
            pegged[event.player] += event.points
    pone = 1 - dealer
    return (pegged[dealer], pegged[pone]), shown[pone], shown[dealer]


def tally_chunk(task: tuple[int, int]) -> Outcomes:
    seed, chunk = task
    rng = seeded_random("cribbage-win-table", seed, chunk)
    deck = list(standard_deck())
    pegging: Counter[tuple[int, int]] = Counter()
    pone: Counter[int] = Counter()
    dealer: Counter[int] = Counter()
    for n in range(CHUNK):
        rng.shuffle(deck)
        state = GameState.from_deal(
            [deck[:6], deck[6:12]], deck[12], dealer=n % 2, seed=rng.getrandbits(32)
        )
        pegged, pone_show, dealer_show = deal_points(state)
        pegging[pegged] += 1
        pone[pone_show] += 1
        dealer[dealer_show] += 1
    return Outcomes(pegging, pone, dealer)


def merge(parts: list[Outcomes]) -> Outcomes:
    total = Outcomes(Counter(), Counter(), Counter())
    for part in parts:
        total.pegging.update(part.pegging)
        total.pone.update(part.pone)
        total.dealer.update(part.dealer)
    return total


def write(outcomes: Outcomes, deals: int, seed: int) -> None:
    def rows(counter: Counter) -> str:
        return "".join(f"    {key!r}: {count},\n" for key, count in sorted(counter.items()))

    MODULE.write_text(
        f'"""How {deals:,} two-player deals between standard players ended (seed {seed}).\n\n'
        "Made by benchmarks/cribbage_win_table.py; do not edit by hand:\n\n"
        f"    {COMMAND.format(deals=deals, seed=seed)}\n\n"
        "PEGGING counts (the dealer's points in the play, his heels included, the pone's);\n"
        "PONE_SHOW the pone's hand; DEALER_SHOW the dealer's hand and crib together.\n"
        '"""\n\n'
        f"DEALS = {deals}\n\n"
        f"PEGGING: dict[tuple[int, int], int] = {{\n{rows(outcomes.pegging)}}}\n\n"
        f"PONE_SHOW: dict[int, int] = {{\n{rows(outcomes.pone)}}}\n\n"
        f"DEALER_SHOW: dict[int, int] = {{\n{rows(outcomes.dealer)}}}\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=None, help="processes (default: all cores)")
    parser.add_argument("--write", action="store_true", help=f"save the counts as {MODULE.name}")
    args = parser.parse_args()
    chunks = max(1, args.deals // CHUNK)
    start = time.perf_counter()
    with Pool(args.jobs) as pool:
        parts = pool.map(tally_chunk, [(args.seed, chunk) for chunk in range(chunks)])
    outcomes = merge(parts)
    deals = chunks * CHUNK
    first = solve(outcomes, 121)[0][0]
    groups = [merge(parts[g::GROUPS]) for g in range(min(GROUPS, chunks))]
    spread = [solve(group, 121)[0][0] for group in groups]
    error = statistics.stdev(spread) / len(spread) ** 0.5 if len(spread) > 1 else float("nan")
    pone_mean = sum(k * v for k, v in outcomes.pone.items()) / deals
    dealer_mean = sum(k * v for k, v in outcomes.dealer.items()) / deals
    peg_d = sum(k[0] * v for k, v in outcomes.pegging.items()) / deals
    peg_p = sum(k[1] * v for k, v in outcomes.pegging.items()) / deals
    print(f"{deals:,} deals in {time.perf_counter() - start:.0f} s")
    print(f"mean points: dealer pegs {peg_d:.2f}, pone pegs {peg_p:.2f}, ", end="")
    print(f"pone's hand {pone_mean:.2f}, dealer's hand and crib {dealer_mean:.2f}")
    print(f"the first dealer wins from 0-0: {first:.2%} (standard error {error:.2%})")
    if args.write:
        write(outcomes, deals, args.seed)
        print(f"wrote {MODULE}")


if __name__ == "__main__":
    main()
