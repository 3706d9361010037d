"""How far the standard player's bidding estimate is from what calls really score.

The standard player values a call by double-dummy play of sampled deals (scoring/euchre/
players.py). Perfect-information play is not real play, so that value is biased; this script
measures the bias, alone and with a partner, to set players.CALL_BIAS:

    .venv/bin/python benchmarks/calibrate_euchre_bids.py --deals 1200

For deal n (seed n, seat n % 4 dealing) the seat n // 4 % 4 places after the dealer's left
orders up the upcard, if its hand is worth considering, after the seats before it pass. The
estimate is the player's own (CALL_BIAS set to 0); the outcome is the hand played out by the
standard player in all four seats. Printed: the mean of outcome minus estimate with a 95%
interval, for calls with a partner and alone.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics

from scoring.euchre import new_game
from scoring.euchre import players as P
from scoring.euchre.actions import OrderUp, Pass
from scoring.euchre.events import Phase

CONSIDER_CALL = 5.0  # easy-strength below which a call is not worth measuring
CONSIDER_ALONE = 8.0


def measure(seed: int) -> list[tuple[bool, float, float]]:
    """(alone, estimate, outcome) for each call measured on deal `seed`."""
    P.CALL_BIAS = {False: 0.0, True: 0.0}
    start = new_game(seed, dealer=seed % 4)
    for _ in range(seed // 4 % 4):
        start = start.apply(Pass(start.current_player))
    seat = start.current_player
    view = start.view(seat)
    suit = view.upcard.suit
    worth = P.strength(view.hand, suit)
    rng = random.Random(seed)
    results = []
    for alone in (False, True):
        if worth < (CONSIDER_ALONE if alone else CONSIDER_CALL):
            continue
        worlds = list(P._worlds(view, rng))
        estimate = statistics.fmean(
            P._call_points(view, start, world, seat, suit, alone) for world in worlds
        )
        state = start.apply(OrderUp(seat, alone))
        while state.phase is not Phase.HAND_OVER:
            state = state.apply(P.choose_action(state, "standard", rng=rng))
        side = seat % 2
        outcome = sum(
            (e.points if e.side == side else -e.points) for e in state.log if e.points
        ) - sum((e.points if e.side == side else -e.points) for e in start.log if e.points)
        results.append((alone, estimate, float(outcome)))
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=1200)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with multiprocessing.Pool(args.workers) as pool:
        rows = [row for rows in pool.map(measure, range(args.deals), chunksize=8) for row in rows]
    for alone in (False, True):
        gaps = [outcome - estimate for a, estimate, outcome in rows if a == alone]
        if len(gaps) < 2:
            continue
        mean = statistics.fmean(gaps)
        half = 1.96 * statistics.stdev(gaps) / math.sqrt(len(gaps))
        kind = "alone" if alone else "with a partner"
        estimate = statistics.fmean(e for a, e, _ in rows if a == alone)
        outcome = statistics.fmean(o for a, _, o in rows if a == alone)
        print(
            f"calls {kind}: {len(gaps)} hands, estimate {estimate:+.3f}, outcome {outcome:+.3f}, "
            f"bias (outcome - estimate) {mean:+.3f} "
            f"(95% CI {mean - half:+.3f} to {mean + half:+.3f})"
        )


if __name__ == "__main__":
    main()
