"""Print the median time to play a whole cribbage game with random legal actions.

.venv/bin/python benchmarks/bench_game.py

Each game is new_game(seed, players=players) played to the end by picking uniformly among
legal_actions() with random.Random(seed); the time includes choosing the actions.
"""

from __future__ import annotations

import random
import statistics
import time

from scoring.cribbage import GameState, Rules, new_game

GAMES = 300


def play_out(state: GameState, rng: random.Random) -> GameState:
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_actions()))
    return state


def game_seconds(players: int, rules: Rules) -> tuple[list[float], float]:
    """Seconds for each of GAMES games, and the mean number of actions a game."""
    times = []
    actions = 0
    for seed in range(GAMES):
        start = time.perf_counter()
        state = play_out(new_game(seed, rules, players=players), random.Random(seed))
        times.append(time.perf_counter() - start)
        actions += len(state.actions)
    return times, actions / GAMES


def main() -> None:
    for muggins in (False, True):
        for players in (2, 3, 4):
            times, actions = game_seconds(players, Rules(muggins=muggins))
            median = statistics.median(times)
            print(
                f"{players} players{', muggins' if muggins else ''}: median {median * 1e3:.1f} ms"
                f" a game over {GAMES} random games (~{actions:.0f} actions,"
                f" {median / actions * 1e6:.0f} µs an action; max {max(times) * 1e3:.1f} ms)"
            )


if __name__ == "__main__":
    main()
