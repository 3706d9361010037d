"""Fit the pegging weights and mean pegging used by scoring/cribbage/discard_strategy.py.

.venv/bin/python benchmarks/fit_pegging.py [--deals N]

Deals are played from the discard to the end of the play between two standard peggers that
throw the analyzer's best net discard. For each seat we record the kept hand's features and
its pegging net (its pegging points less the opponent's); least squares gives the net per
card of each rank, per pair, per two cards making fifteen and per two adjacent ranks, for
the dealer and for the pone. It also prints how many points a side pegs in a deal (how
often 0, 1, 2 ...), by players and by whether the side has the crib.
"""

from __future__ import annotations

import argparse
import random
import time
from multiprocessing import Pool

from scoring.cribbage import Discard, EventCategory, Go, Phase, Play, new_game
from scoring.cribbage.discard_strategy import best_discard
from scoring.cribbage.peg_strategy import best_play

PEGGING = {
    EventCategory.FIFTEEN,
    EventCategory.THIRTY_ONE,
    EventCategory.PAIR,
    EventCategory.RUN,
    EventCategory.GO,
    EventCategory.LAST_CARD,
}


def play_deal(players: int, seed: int) -> list[tuple[bool, tuple[int, ...], int, int]]:
    """One deal's play: per seat (its side has the crib, kept ranks, points pegged, net)."""
    state = new_game(seed, players=players)
    rng = random.Random(seed)
    while state.phase is Phase.DISCARD:
        seat = state.current_player
        state = state.apply(Discard(seat, best_discard(state.view(seat), weigh=False)))
    kept = [tuple(card.rank for card in hand) for hand in state.hands]
    while state.phase is Phase.PEGGING:
        seat = state.current_player
        card = best_play(state.view(seat), 3, rng.choice)
        state = state.apply(Go(seat) if card is None else Play(seat, card))
    pegged = [0] * state.sides
    for event in state.log:
        if event.category in PEGGING:
            pegged[state.side_of(event.player)] += event.points
    rows = []
    for seat in range(players):
        side = state.side_of(seat)
        net = pegged[side] - (sum(pegged) - pegged[side])
        ours = state.side_of(state.dealer) == side
        rows.append((ours, kept[seat], pegged[side], net))
    return rows


def features(ranks: tuple[int, ...]) -> list[float]:
    """Cards of each rank, pairs, fifteens and adjacent ranks: discard_strategy's order."""
    row = [0.0] * 16
    for rank in ranks:
        row[rank - 1] += 1
    for i, a in enumerate(ranks):
        for b in ranks[i + 1 :]:
            row[13] += a == b
            row[14] += min(a, 10) + min(b, 10) == 15
            row[15] += abs(a - b) == 1
    return row


def least_squares(rows: list[list[float]], targets: list[float]) -> list[float]:
    """Solve the normal equations by Gaussian elimination (16 unknowns: no NumPy needed)."""
    n = len(rows[0])
    a = [[sum(r[i] * r[j] for r in rows) for j in range(n)] for i in range(n)]
    b = [sum(r[i] * t for r, t in zip(rows, targets, strict=True)) for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda row: abs(a[row][col]))
        a[col], a[pivot] = a[pivot], a[col]
        b[col], b[pivot] = b[pivot], b[col]
        for row in range(n):
            if row != col and a[col][col]:
                factor = a[row][col] / a[col][col]
                a[row] = [x - factor * y for x, y in zip(a[row], a[col], strict=True)]
                b[row] -= factor * b[col]
    return [b[i] / a[i][i] for i in range(n)]


def run(task: tuple[int, int]) -> list[tuple[bool, tuple[int, ...], int, int]]:
    return play_deal(*task)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=40_000, help="two-player deals to fit on")
    args = parser.parse_args()
    start = time.perf_counter()
    tasks = [(2, seed) for seed in range(args.deals)]
    tasks += [(players, seed) for players in (3, 4) for seed in range(args.deals // 8)]
    with Pool() as pool:
        results = pool.map(run, tasks, chunksize=200)
    by_players: dict[int, list] = {2: [], 3: [], 4: []}
    for (players, _), rows in zip(tasks, results, strict=True):
        by_players[players] += rows
    print("PEGGED (chance a side pegs 0, 1, 2 ... points in a deal, by players and crib):")
    for players, rows in by_players.items():
        for ours in (True, False):
            pegged = [row[2] for row in rows if row[0] == ours]
            chances = [pegged.count(points) / len(pegged) for points in range(max(pegged) + 1)]
            while chances[-1] < 0.0005:
                chances.pop()
            mean = sum(pegged) / len(pegged)
            shown = ", ".join(f"{chance:.3f}" for chance in chances)
            print(f"  ({players}, {ours}): ({shown}),  # mean {mean:.2f}")
    print("PEGGING_WEIGHTS (two players; A..K, pair, fifteen, adjacent):")
    for dealer in (True, False):
        rows = [row for row in by_players[2] if row[0] == dealer]
        weights = least_squares([features(row[1]) for row in rows], [row[3] for row in rows])
        print(f"  {dealer}: ({', '.join(f'{w:.2f}' for w in weights)}),")
    print(f"{len(tasks)} deals in {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
