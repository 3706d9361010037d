"""Fit the expert's model of what an opponent keeps (scoring/cribbage/throw_model.py).

For random two-player deals, the four cards the standard player keeps are scored before the
starter (fifteens, pairs and runs: the points the kept ranks make together), and so are four
cards drawn at random. Their ratio, by those points and by whether the player deals, is how
much likelier a kept hand of that many points is than chance: the weights printed below.

    .venv/bin/python benchmarks/fit_throw_model.py --deals 10000 --seed 0
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from multiprocessing import Pool

from scoring.cards import standard_deck
from scoring.cribbage.actions import Discard
from scoring.cribbage.game import GameState
from scoring.cribbage.players import choose_action
from scoring.cribbage.throw_model import TOP, kept_points

CHUNK = 250


def chunk(task: tuple[int, int]) -> tuple[Counter, Counter]:
    seed, number = task
    rng = random.Random(f"fit-throw-model:{seed}:{number}")
    deck = list(standard_deck())
    kept: Counter = Counter()
    drawn: Counter = Counter()
    for n in range(CHUNK):
        rng.shuffle(deck)
        state = GameState.from_deal([deck[:6], deck[6:12]], deck[12], dealer=n % 2)
        for seat in (0, 1):
            action = choose_action(state, "standard", seat=seat)
            assert isinstance(action, Discard)
            hand = [card for card in deck[6 * seat : 6 * seat + 6] if card not in action.cards]
            kept[state.dealer == seat, kept_points(card.rank for card in hand)] += 1
            drawn[kept_points(card.rank for card in rng.sample(deck, 4))] += 1
    return kept, drawn


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    kept: Counter = Counter()
    drawn: Counter = Counter()
    with Pool() as pool:
        tasks = [(args.seed, n) for n in range(max(1, args.deals // CHUNK))]
        for part_kept, part_drawn in pool.imap_unordered(chunk, tasks):
            kept.update(part_kept)
            drawn.update(part_drawn)
    drawn_total = sum(drawn.values())
    for dealer in (True, False):
        kept_total = sum(v for (d, _), v in kept.items() if d is dealer)
        weights = []
        for points in range(TOP + 1):
            p_kept = kept[dealer, points] / kept_total
            p_drawn = drawn[points] / drawn_total
            weights.append(round(p_kept / p_drawn, 3) if p_drawn else 0.0)
        print(f"    {dealer}: {tuple(weights)},")


if __name__ == "__main__":
    main()
