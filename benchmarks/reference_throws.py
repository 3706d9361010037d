"""A reference for the throw near the end of a two-player game: each candidate throw played out
to the end of the game, both seats the expert, over the same deals of the cards the thrower
cannot see; does the hint's top throw win most?

Positions: throws in expert-against-expert games (seeds from --first-seed) with a side within
30 points of 121 (one a deal), until --positions, leaving out those where the candidates are
all alike (the hint's values within one percentage point: a side about to win whatever it
throws). Candidates: the hint's best three, and the best by points
(hand, crib and pegging) when it is not among them. Each candidate is played on the same
--deals deals (Engine.resample of the thrower's view, seeded by position and deal), the game
then played to its end by the expert on both seats; a throw's value is the share of games the
thrower wins, with its 95% interval, and each candidate is compared with the hint's top deal
by deal. The expert's later decisions in the play-outs sample --budget deals each (its throws
and plays; the hint itself uses its full budget), so that 50 positions fit in hours.

A position "separates" the throws when the reference's best candidate beats every other by
more than its 95% interval; the hint agrees there when its top throw is that candidate. The
hint disagrees where its top throw is beaten by another candidate beyond the interval.

    nice .venv/bin/python benchmarks/reference_throws.py --positions 50 --deals 400 \\
        --processes 2 --out /tmp/reference_throws.json
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import time
from collections.abc import Iterator
from contextlib import contextmanager
from multiprocessing import Pool
from typing import Any

from scoring.cribbage import ENGINE, Discard, GameState, Phase, Rules, new_game
from scoring.cribbage.players import choose_action

NEAR = 30
BUDGET = 16  # deals the expert samples for each later decision in a play-out
CHUNK = 25  # deals a task plays, for every candidate of its position
SPREAD = 0.01  # candidates the hint values within a point of the chance of winning: skipped


def positions(first_seed: int) -> Iterator[tuple[GameState, int]]:
    """(state before the throw, seat): near-end throws in expert games, one a deal."""
    seed = first_seed
    while True:
        state = new_game(seed, Rules(), players=2)
        taken: set[int] = set()
        while not state.is_over:
            seat = state.current_player
            if state.phase is Phase.DISCARD:
                seat = next(s for s in (0, 1) if state.legal_actions(s))
                near = max(state.scores) >= 121 - NEAR
                if near and state.deal_number not in taken:
                    taken.add(state.deal_number)  # one throw a deal: positions apart
                    yield state, seat
            state = state.apply(choose_action(state, "expert", seat=seat))
        seed += 1


def candidates(state: GameState, seat: int) -> tuple[list[Discard], dict[str, Any]]:
    """The throws to play out, and what the hint says of them."""
    hint = ENGINE.hint(state, seat)
    chosen = [o.action for o in hint.options[:3]]

    def points(option: Any) -> float:
        return sum(value for _, value in option.parts)  # hand, crib and pegging

    by_points = max(hint.options, key=points).action
    if by_points not in chosen:
        chosen.append(by_points)
    said = {
        "scores": list(state.scores),
        "seat": seat,
        "ranked_by": hint.ranked_by,
        "hint": {hint.option(a).label: hint.option(a).value for a in chosen},
        "hint_top": hint.best.label,
        "by_points": hint.option(by_points).label,
    }
    assert all(isinstance(a, Discard) for a in chosen)
    return [a for a in chosen if isinstance(a, Discard)], said


Task = tuple[int, str, int, tuple[tuple[str, ...], ...], int, int, int]


def play_out(task: Task) -> tuple[int, list[list[int]]]:
    """Wins for the thrower, deal by deal, for each candidate, on deals [start, end)."""
    index, saved, seat, thrown, start, end, budget = task
    state = GameState.from_json(saved)
    throws = [Discard(seat, cards) for cards in thrown]
    view = state.view(seat)
    wins: list[list[int]] = [[] for _ in throws]
    with _quick(budget):
        for deal in range(start, end):
            _deal(view, index, deal, seat, throws, wins)
    return index, wins


def _deal(
    view: Any, index: int, deal: int, seat: int, throws: list[Discard], wins: list[list[int]]
) -> None:
    """One deal of the hidden cards, every candidate played out on it to the end of the game."""
    world = ENGINE.resample(view, random.Random(f"reference:{index}:{deal}"))
    for i, throw in enumerate(throws):
        game = world.apply(throw)
        while not game.is_over:
            who = game.current_player
            if game.phase is Phase.DISCARD:
                who = next(s for s in (0, 1) if game.legal_actions(s))
            game = game.apply(choose_action(game, "expert", seat=who))
        wins[i].append(int(game.winner == seat))


@contextmanager
def _quick(budget: int) -> Iterator[None]:
    """The expert's evaluations in the play-outs: `budget` deals each, in this process."""
    import scoring.cribbage.play_values as play_values
    import scoring.cribbage.throws as throws

    kept = throws.FIRST, throws.CAP, play_values.FIRST, play_values.CAP
    throws.FIRST = throws.CAP = play_values.FIRST = play_values.CAP = budget
    try:
        yield
    finally:
        throws.FIRST, throws.CAP, play_values.FIRST, play_values.CAP = kept


def interval(values: list[float]) -> tuple[float, float, float]:
    mean = statistics.fmean(values)
    half = 1.959964 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0
    return mean, mean - half, mean + half


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--deals", type=int, default=400)
    parser.add_argument("--first-seed", type=int, default=5000)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--budget", type=int, default=BUDGET)
    parser.add_argument("--out", default="reference_throws.json")
    args = parser.parse_args()
    began = time.time()
    described = []
    tasks: list[Task] = []
    for state, seat in positions(args.first_seed):
        throws, said = candidates(state, seat)
        values = list(said["hint"].values())
        if max(values) - min(values) < SPREAD:
            continue  # the throws are all alike here: nothing for a reference to separate
        said["labels"] = ["Throw " + " ".join(c.display for c in t.cards) for t in throws]
        index = len(described)
        described.append({"seed": state.seed, "actions": len(state.actions), **said})
        thrown = tuple(tuple(str(c) for c in t.cards) for t in throws)
        saved = state.to_json()
        for start in range(0, args.deals, CHUNK):
            end = min(start + CHUNK, args.deals)
            tasks.append((index, saved, seat, thrown, start, end, args.budget))
        if len(described) == args.positions:
            break
    print(f"{len(described)} positions, {len(tasks)} tasks", flush=True)
    wins: dict[int, list[list[int]]] = {}
    with Pool(args.processes) as pool:
        for done, (index, part) in enumerate(pool.imap_unordered(play_out, tasks), 1):
            kept = wins.setdefault(index, [[] for _ in part])
            for i, found_wins in enumerate(part):
                kept[i].extend(found_wins)
            if done % 20 == 0 or done == len(tasks):
                report(described, wins, args, time.time() - began, done, len(tasks))


def report(
    described: list[dict[str, Any]],
    wins: dict[int, list[list[int]]],
    args: argparse.Namespace,
    elapsed: float,
    done: int,
    tasks: int,
) -> None:
    """Print and save the agreement so far (positions with every deal played)."""
    separated = agreed = disagreed = complete = 0
    rows = []
    for index, position in enumerate(described):
        found = wins.get(index)
        if not found or len(found[0]) < args.deals:
            continue
        complete += 1
        labels = position["labels"]
        top = labels.index(position["hint_top"])
        shares = [interval([float(w) for w in column]) for column in found]
        best = max(range(len(labels)), key=lambda i: shares[i][0])
        gaps = {
            i: interval([float(a - b) for a, b in zip(found[best], found[i], strict=True)])
            for i in range(len(labels))
            if i != best
        }
        clear = all(low > 0 for _, low, _ in gaps.values())
        beaten = best != top and gaps[top][1] > 0
        separated += clear or beaten
        agreed += clear and best == top
        disagreed += beaten
        rows.append(
            {
                **position,
                "reference": {labels[i]: shares[i] for i in range(len(labels))},
                "reference_best": labels[best],
                "separates": clear or beaten,
                "agrees": best == top,
            }
        )
    share = f"{agreed / separated:.0%}" if separated else "n/a"
    print(
        f"{elapsed / 60:.0f} min, {done}/{tasks} tasks: {complete} positions complete; "
        f"{separated} separate the throws, the hint's top agrees on {agreed} ({share}), "
        f"is beaten on {disagreed}; top throws the same on "
        f"{sum(r['agrees'] for r in rows)} of {len(rows)}",
        flush=True,
    )
    with open(args.out, "w", encoding="utf-8") as file:
        json.dump({"deals": args.deals, "budget": args.budget, "positions": rows}, file, indent=1)


if __name__ == "__main__":
    main()
