"""How far the standard player's bidding estimate is from what calls really score.

The standard player values a call by double-dummy play of sampled deals (scoring/euchre/
players.py). Perfect-information play is not real play, so that value is biased; this script
measures the bias, alone and with a partner, to set pimc_bidder.CALL_BIAS:

    .venv/bin/python benchmarks/calibrate_euchre_bids.py --deals 6000

For deal n (seed n, seat n % 4 dealing) the seat n // 4 % 4 places after the dealer's left
orders up the upcard, after the seats before it pass; and, dealt again, after a whole round of
passes, names the suit its hand counts best in. Each call is measured if the hand is worth
considering. The estimate is the player's own (CALL_BIAS set to 0); the outcome is the hand
played out by the standard player in all four seats. Printed: the mean of outcome minus
estimate with a 95% interval, for calls with a partner and alone, by round and in all.
"""

from __future__ import annotations

import argparse
import itertools
import math
import multiprocessing
import random
import statistics

from scoring.cards import Suit
from scoring.euchre import GameState, new_game
from scoring.euchre import pimc_bidder as B
from scoring.euchre import players as P
from scoring.euchre.actions import Action, NameTrump, OrderUp, Pass
from scoring.euchre.events import Phase

CONSIDER_CALL = 5.0  # easy-strength below which a call is not worth measuring
CONSIDER_ALONE = 8.0


def measure(seed: int) -> list[tuple[int, bool, float, float]]:
    """(round, alone, estimate, outcome) for each call measured on deal `seed`, in round one
    (ordering up) and in round two (naming the suit the hand counts best in)."""
    B.CALL_BIAS = dict.fromkeys(B.CALL_BIAS, 0.0)
    rng = random.Random(seed)
    results = []
    for round_ in (1, 2):
        start = new_game(seed, dealer=seed % 4)
        passes = seed // 4 % 4 + (4 if round_ == 2 else 0)
        for _ in range(passes):
            start = start.apply(Pass(start.current_player))
        seat = start.current_player
        view = start.view(seat)
        suits = [view.upcard.suit] if round_ == 1 else [s for s in Suit if s != view.upcard.suit]
        suit = max(suits, key=lambda s: P.strength(view.hand, s))
        worth = P.strength(view.hand, suit)
        for alone in (False, True):
            if worth < (CONSIDER_ALONE if alone else CONSIDER_CALL):
                continue
            worlds = [P.sample_world(view, rng) for _ in range(P.SAMPLES)]
            estimate = statistics.fmean(
                B._call_points(view, start, world, seat, suit, alone) for world in worlds
            )
            call = OrderUp(seat, alone) if round_ == 1 else NameTrump(seat, suit, alone)
            results.append((round_, alone, estimate, _outcome(start, call, rng)))
    return results


def _outcome(start: GameState, call: Action, rng: random.Random) -> float:
    """Points for the caller's side (less the other side's) when `call` is made and the hand
    is played out by the standard player in every seat."""
    state = start.apply(call)
    while state.phase is not Phase.HAND_OVER:
        state = state.apply(P.choose_action(state, "standard", rng=rng))
    side = call.player % 2
    return float(
        sum((e.points if e.side == side else -e.points) for e in state.log[len(start.log) :])
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=1200)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    with multiprocessing.Pool(args.workers) as pool:
        rows = [row for rows in pool.map(measure, range(args.deals), chunksize=8) for row in rows]
    groups = [("all rounds", (1, 2)), ("round one", (1,)), ("round two", (2,))]
    for (label, rounds), alone in itertools.product(groups, (False, True)):
        chosen = [(e, o) for r, a, e, o in rows if r in rounds and a == alone]
        if len(chosen) < 2:
            continue
        gaps = [outcome - estimate for estimate, outcome in chosen]
        mean = statistics.fmean(gaps)
        half = 1.96 * statistics.stdev(gaps) / math.sqrt(len(gaps))
        kind = "alone" if alone else "with a partner"
        estimate = statistics.fmean(e for e, _ in chosen)
        outcome = statistics.fmean(o for _, o in chosen)
        print(
            f"{label}, calls {kind}: {len(gaps)} hands, estimate {estimate:+.3f}, "
            f"outcome {outcome:+.3f}, "
            f"bias (outcome - estimate) {mean:+.3f} "
            f"(95% CI {mean - half:+.3f} to {mean + half:+.3f})"
        )


if __name__ == "__main__":
    main()
