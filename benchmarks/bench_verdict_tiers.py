"""How the reviews grade a weak player's decisions: the verdicts ("best", "as good", "mistake",
"unclear", and whatever tiers the code names) counted per game and per decision kind, with
their shares, the mean loss per verdict and what the values measured (points or win chance).

Seeded games for every game with a review (Engine.review), each engine's first setup and
default rules: seat 0 at the weakest level, the other seats "standard" (else the strongest).
The games are recorded once, so that two versions of the grading review the same decisions:

    .venv/bin/python benchmarks/bench_verdict_tiers.py --record games.json --games 6
    .venv/bin/python benchmarks/bench_verdict_tiers.py --games-file games.json --json out.json

Run the second line against another checkout with PYTHONPATH=that/checkout to compare.
"""

from __future__ import annotations

import argparse
import json
import random
from collections import Counter, defaultdict
from multiprocessing import Pool
from typing import Any

from scoring.games import ENGINES

Game = dict[str, Any]  # {"seed": int, "setup": {...}, "actions": [action dicts]}
Row = tuple[str, str, float, str]  # a decision's kind, verdict, loss and measure
ORDER = ("best", "as good", "inaccuracy", "mistake", "blunder", "unclear")  # others follow


def played(engine: Any, seed: int) -> Game:
    setup = dict(engine.setups[0])
    strong = "standard" if "standard" in engine.levels else engine.level_names[-1]
    state = engine.new_game(seed, engine.rules(), **setup)
    while not state.is_over:
        seat = state.current_player
        if seat is None:  # cribbage's discard: any seat still to throw
            seat = next(s for s in range(state.seats) if state.legal_actions(s))
        level = engine.level_names[0] if seat == 0 else strong
        rng = random.Random(f"tiers:{seed}:{len(state.actions)}")
        state = state.apply(engine.choose_action(state, level, rng=rng, seat=seat))
    return {"seed": seed, "setup": setup, "actions": [a.to_dict() for a in state.actions]}


def graded(job: tuple[str, Game]) -> list[Row]:
    """(kind, verdict, loss, measure) for each decision of seat 0 in one recorded game."""
    name, game = job
    engine: Any = ENGINES[name]
    actions = [engine.parse_action(a) for a in game["actions"]]
    state = engine.replay(game["seed"], engine.rules(), actions, game["setup"])
    number = getattr(state, "hand_number", None)
    hands = (state.deal_number if number is None else number) + 1
    return [
        (d.kind, d.verdict, d.loss, d.measure)
        for hand in range(hands)
        for d in engine.review(state, 0, hand=hand).decisions
    ]


def table(rows: list[Row], by_seed: dict[int, list[Row]]) -> dict[str, Any]:
    """The tallies of some decisions: verdict counts, shares (%) and mean losses, by kind;
    and each game's (seed's) verdict counts."""
    by_kind: dict[str, Counter[str]] = defaultdict(Counter)
    losses: dict[str, list[float]] = defaultdict(list)
    for kind, verdict, loss, _ in rows:
        by_kind["all"][verdict] += 1
        by_kind[kind][verdict] += 1
        losses[verdict].append(loss)
    return {
        "decisions": len(rows),
        "counts": {kind: dict(counts) for kind, counts in by_kind.items()},
        "shares": {
            kind: {v: round(100 * n / counts.total(), 1) for v, n in counts.items()}
            for kind, counts in by_kind.items()
        },
        "mean_loss": {v: round(sum(xs) / len(xs), 3) for v, xs in losses.items()},
        "measures": dict(Counter(measure for *_, measure in rows)),
        "by_seed": {seed: dict(Counter(r[1] for r in found)) for seed, found in by_seed.items()},
    }


def show(name: str, tally: dict[str, Any]) -> None:
    counts = tally["counts"]
    found = {v for c in counts.values() for v in c}
    verdicts = [v for v in ORDER if v in found] + sorted(found - set(ORDER))
    print(f"\n{name}: {tally['decisions']} decisions; measures {tally['measures']}")
    print(f"  {'kind':<10}{'n':>6}" + "".join(f"{v:>18}" for v in verdicts))
    for kind, c in counts.items():
        cells = "".join(
            f"{c.get(v, 0):>9} {tally['shares'][kind].get(v, 0.0):>6.1f}%" for v in verdicts
        )
        print(f"  {kind:<10}{sum(c.values()):>6}{cells}")
    means = "  ".join(f"{v} {tally['mean_loss'][v]:.3f}" for v in verdicts)
    print(f"  mean loss by verdict: {means}")
    for seed, c in tally["by_seed"].items():
        print(f"  seed {seed}: " + ", ".join(f"{v} {c.get(v, 0)}" for v in verdicts))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--record", metavar="FILE", help="play the games and save them here")
    parser.add_argument("--games-file", metavar="FILE", help="review the games saved here")
    parser.add_argument("--games", type=int, default=6, help="games a game to record")
    parser.add_argument("--json", metavar="OUT", help="write the tallies here as JSON")
    parser.add_argument("--processes", type=int, default=1)
    args = parser.parse_args()
    if args.record:
        games = {
            name: [played(engine, seed) for seed in range(args.games)]
            for name, engine in ENGINES.items()
        }
        with open(args.record, "w") as f:
            json.dump(games, f)
        print(f"recorded {', '.join(f'{n} {len(g)}' for n, g in games.items())} games")
        return
    if not args.games_file:
        parser.error("give --record FILE or --games-file FILE")
    with open(args.games_file) as f:
        games = json.load(f)
    jobs = [(name, game) for name, saved in games.items() for game in saved]
    if args.processes > 1:
        with Pool(args.processes) as pool:
            results = pool.map(graded, jobs)
    else:
        results = [graded(job) for job in jobs]
    rows: dict[str, list[Row]] = defaultdict(list)
    by_seed: dict[str, dict[int, list[Row]]] = defaultdict(dict)
    for (name, game), result in zip(jobs, results, strict=True):
        rows[name].extend(result)
        by_seed[name][game["seed"]] = result
    tallies = {name: table(found, by_seed[name]) for name, found in rows.items()}
    for name, tally in tallies.items():
        show(name, tally)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(tallies, f, indent=2)


if __name__ == "__main__":
    main()
