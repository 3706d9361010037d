"""Tally how Euchre hands end under the table player, and the chance of winning from every score.

Each random deal is played from the first bid by the seat-only table player (scoring/euchre/
bidding/rollout.py) under every combination of the house rules that changes how a hand ends
(all passing: redeal or stick the dealer; defend alone off or on; the opening lead from the
dealer's left or the maker's). The counts of (points to the dealing side, points to the other
side) are printed with the win table solved from them, and with --write saved as
scoring/euchre/bidding/hand_outcomes.py, which scoring/euchre/bidding/winning.py reads:

    .venv/bin/python benchmarks/euchre_win_table.py --hands 400000 --seed 0 --write

Deals come in chunks of CHUNK, chunk k's cards from its own seeded random source, so the
counts are the same however many processes share the work. The standard errors printed are
batch means: the table solved from each of GROUPS interleaved parts of the deals.
"""

from __future__ import annotations

import argparse
import math
import statistics
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

from scoring.engine import seeded_random
from scoring.euchre.bidding.rollout import play_out, table_bid
from scoring.euchre.bidding.winning import solve_game
from scoring.euchre.options import GAME_LENGTHS, AllPass, OpeningLead

CHUNK = 500
GROUPS = 10
MODULE = Path(__file__).resolve().parent.parent / "scoring/euchre/bidding/hand_outcomes.py"
COMMAND = ".venv/bin/python benchmarks/euchre_win_table.py --hands {hands} --seed {seed} --write"

Variant = tuple[str, bool, str]  # (all_pass, defend_alone, opening_lead), as in Rules
Tally = dict[Variant, Counter[tuple[int, int]]]

VARIANTS: tuple[Variant, ...] = tuple(
    (all_pass.value, defend_alone, lead.value)
    for all_pass in AllPass
    for defend_alone in (False, True)
    for lead in OpeningLead
)


def tally_chunk(seed: int, chunk: int, deals: int = CHUNK) -> Tally:
    """Outcomes of the first `deals` deals of chunk `chunk` under every variant."""
    rng = seeded_random("euchre-win-table", seed, chunk)
    deck = list(range(24))
    tally: Tally = {variant: Counter() for variant in VARIANTS}
    for n in range(deals):
        rng.shuffle(deck)
        hands = [deck[5 * seat : 5 * seat + 5] for seat in range(4)]
        upcard = deck[20]
        dealer = (chunk * CHUNK + n) % 4  # the deal goes round the table
        turn = (dealer + 1) % 4
        call = table_bid(hands[turn], turn, dealer, upcard, 1, False)
        for defend_alone in (False, True):
            for lead in OpeningLead:
                maker_leads = lead is OpeningLead.MAKER_LEFT
                redeal = play_out(
                    hands,
                    upcard,
                    dealer,
                    round=1,
                    turn=turn,
                    call=call,
                    defend_alone=defend_alone,
                    maker_leads=maker_leads,
                )
                # Sticking the dealer changes only a hand that everyone passed twice.
                stuck = redeal
                if redeal.maker is None:
                    stuck = play_out(
                        hands,
                        upcard,
                        dealer,
                        round=1,
                        turn=turn,
                        call=call,
                        stick=True,
                        defend_alone=defend_alone,
                        maker_leads=maker_leads,
                    )
                for all_pass, result in (
                    (AllPass.REDEAL, redeal),
                    (AllPass.STICK_THE_DEALER, stuck),
                ):
                    points = (result.points[dealer % 2], result.points[1 - dealer % 2])
                    tally[all_pass.value, defend_alone, lead.value][points] += 1
    return tally


def _tally_job(job: tuple[int, int, int]) -> Tally:
    return tally_chunk(*job)


def simulate(seed: int, hands: int, processes: int) -> list[Tally]:
    """Each chunk's tally, in chunk order, for `hands` deals in all."""
    jobs = [(seed, k, min(CHUNK, hands - k * CHUNK)) for k in range(math.ceil(hands / CHUNK))]
    with Pool(processes) as pool:
        return list(pool.imap(_tally_job, jobs))


def add(tallies: list[Tally]) -> Tally:
    """The tallies summed, variant by variant."""
    total: Tally = {variant: Counter() for variant in VARIANTS}
    for tally in tallies:
        for variant, counts in tally.items():
            total[variant].update(counts)
    return total


def module_text(seed: int, hands: int, total: Tally, first_chunk: Tally) -> str:
    """The source of hand_outcomes.py: the counts and how to make them again."""
    lines = [
        '"""How Euchre hands end when the table player holds every seat: generated, do not edit.',
        "",
        f"Made by benchmarks/euchre_win_table.py, which dealt {hands:,} random hands (seed {seed})",
        "and played each from the first bid with scoring/euchre/bidding/rollout.py under every",
        "combination of the house rules that changes how a hand ends. Remake it with:",
        "",
        "    " + COMMAND.format(hands=hands, seed=seed),
        "",
        "OUTCOMES maps (all_pass, defend_alone, opening_lead) to the number of hands that ended",
        "with each (points to the dealing side, points to the other side); (0, 0) is a hand",
        "thrown in. FIRST_CHUNK counts the first chunk's deals alone, so that a test can check",
        "that the script still makes the same deals and outcomes.",
        '"""',
        "",
        "from __future__ import annotations",
        "",
        f"SEED = {seed}",
        f"HANDS = {hands}",
        f"CHUNK = {CHUNK}",
        "",
    ]
    for name, tally in (("OUTCOMES", total), ("FIRST_CHUNK", first_chunk)):
        lines.append(f"{name}: dict[tuple[str, bool, str], dict[tuple[int, int], int]] = {{")
        for variant in VARIANTS:
            all_pass, defend_alone, lead = variant
            lines.append(f'    ("{all_pass}", {defend_alone}, "{lead}"): {{')
            lines += [f"        {points}: {n}," for points, n in sorted(tally[variant].items())]
            lines.append("    },")
        lines += ["}", ""]
    return "\n".join(lines)


def _label(variant: Variant) -> str:
    all_pass, defend_alone, lead = variant
    return f"{all_pass}, defend alone {'on' if defend_alone else 'off'}, lead {lead}"


def report(total: Tally, groups: list[Tally]) -> None:
    """Print each variant's outcomes and win chances, and the default rules' tables."""
    for variant in VARIANTS:
        counts = total[variant]
        hands = sum(counts.values())
        dealers = sum(d * n for (d, _), n in counts.items()) / hands
        others = sum(o * n for (_, o), n in counts.items()) / hands
        print(f"\n{_label(variant)}: {hands:,} hands")
        for points, n in sorted(counts.items(), key=lambda item: (-item[0][0], item[0][1])):
            print(f"  {points}: {n:>9,}  {n / hands:7.2%}")
        print(
            f"  points a hand: dealing side {dealers:.4f}, other side {others:.4f}, "
            f"edge {dealers - others:+.4f}"
        )
        for game_to in GAME_LENGTHS:
            chance = solve_game(counts, game_to)[0, 0, True]
            parts = [solve_game(group[variant], game_to) for group in groups]
            spread = max(
                statistics.stdev(part[key] for part in parts) / math.sqrt(len(parts))
                for key in parts[0]
            )
            print(
                f"  game to {game_to:>2}: the first dealers win {chance:.2%} from 0-0; "
                f"largest standard error in the table {spread:.2%}"
            )
    default = total[VARIANTS[0]]
    chances = solve_game(default, 10)
    for we_deal in (True, False):
        dealing = "we" if we_deal else "they"
        print(f"\nGame to 10, default rules, {dealing} deal: rows ours, columns theirs")
        print("     " + "".join(f"{theirs:>6}" for theirs in range(10)))
        for ours in range(10):
            row = "".join(f"{chances[ours, theirs, we_deal]:6.1%}" for theirs in range(10))
            print(f"{ours:>4} {row}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=400_000, help="deals in all (400,000)")
    parser.add_argument("--seed", type=int, default=0, help="the deals' seed (0)")
    parser.add_argument("--processes", type=int, default=2, help="worker processes (2)")
    parser.add_argument("--write", action="store_true", help=f"write {MODULE.name}")
    args = parser.parse_args()
    if args.hands < CHUNK * GROUPS:
        parser.error(f"--hands is at least {CHUNK * GROUPS:,}, for the standard errors")
    began = time.perf_counter()
    tallies = simulate(args.seed, args.hands, args.processes)
    elapsed = time.perf_counter() - began
    print(
        f"{args.hands:,} deals in {elapsed:.0f} s "
        f"({elapsed / args.hands * 1e6 * args.processes:.0f} µs a deal a process)"
    )
    total = add(tallies)
    groups = [add(tallies[g::GROUPS]) for g in range(GROUPS)]
    report(total, groups)
    if args.write:
        MODULE.write_text(module_text(args.seed, args.hands, total, tallies[0]))
        print(f"\nwrote {MODULE}")


if __name__ == "__main__":
    main()
