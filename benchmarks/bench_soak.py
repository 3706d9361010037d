"""Many players arriving at once, under `make serve` with the site's own limits: each its own
address (X-Forwarded-For, with TRUSTED_PROXIES=1), all starting a game in the same second,
playing --hands hands at the pages (a hint now and then, your moves the easy computer's) and
opening each hand's review as it ends. Says whether every player got its game, whether any
answer was a 5xx (a 503 above all), and whether every review was served, with how long things
took.

    .venv/bin/python benchmarks/bench_soak.py [--players 50] [--hands 1]

The players are threads in --processes processes (10 each by default: the client's own CPU is
kept small beside the site's); they share the three games in turn (cribbage, Euchre, Bid
Euchre), each at the game's default level. A hint is asked at one decision in four.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from bench_beside import site_environment
from bench_http import HOST, _percentile, free_port, serving
from web_player import Refused, Tally, WebPlayer, your_moves

GAMES = ("cribbage", "euchre", "bideuchre")
HINT_SHARE = 0.25


def one_player(number: int, port: int, database: str, hands: int, start_at: float) -> Tally:
    """Player `number`: a game, `hands` hands played, each one's review opened as it ends."""
    player = WebPlayer(port, database, address=f"10.2.{number // 250}.{number % 250 + 1}")
    rng = random.Random(number)
    name = GAMES[number % len(GAMES)]
    time.sleep(max(0.0, start_at - time.time()))  # everyone at once
    try:
        table = player.new_game(name)
        player.tally.count("got a game", 1)
        reviewed = 0
        engine = table.game.engine
        while reviewed < hands:
            kept, version = table.saved()
            state = kept.state
            over = _hands_over(state) if engine.review else []
            for hand in range(reviewed, min(len(over), hands)):
                table.review(hand)
                reviewed = hand + 1
            if reviewed >= hands or state.is_over:
                break
            legal = your_moves(state)
            if len(state.legal_actions(0)) > 1 and rng.random() < HINT_SHARE:
                table.hint(version)
                version = table.saved()[1]
            choice = (
                legal[0]
                if len(legal) == 1
                else engine.choose_action(state, engine.level_names[0], rng=rng, seat=0)
            )
            table.move(choice, version)
    except Refused as refused:
        player.tally.count(f"stopped by {refused}", refused.answer.status)
    except Exception as error:  # the client's own failure: said, not hidden
        player.tally.count(f"client error {error!r}", 0)
    return player.tally


def _hands_over(state: Any) -> list[int]:
    from webapp.reviews import hands_over

    return hands_over(state)


def players_process(
    numbers: list[int], port: int, database: str, hands: int, start_at: float, results: Any
) -> None:
    tallies: list[Tally] = []
    threads = [
        threading.Thread(
            target=lambda n=n: tallies.append(one_player(n, port, database, hands, start_at))
        )
        for n in numbers
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    results.put(json.dumps([[t.statuses, t.waited] for t in tallies]))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=50)
    parser.add_argument("--hands", type=int, default=1, help="hands each plays (default 1)")
    parser.add_argument("--processes", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryFile() as log:
        os.environ.update(site_environment(Path(folder)))
        port = free_port()
        database = str(Path(folder) / "site.sqlite3")
        with serving(["make", "serve", f"HOST={HOST}", f"PORT={port}"], port, log):
            context = multiprocessing.get_context("spawn")
            results = context.Queue()
            start_at = time.time() + 8  # time for the processes to start and import
            groups = [list(range(i, args.players, args.processes)) for i in range(args.processes)]
            processes = [
                context.Process(
                    target=players_process,
                    args=(group, port, database, args.hands, start_at, results),
                )
                for group in groups
                if group
            ]
            for process in processes:
                process.start()
            tally = Tally()
            for _ in processes:
                for statuses, waited in json.loads(results.get(timeout=3600)):
                    tally.add(Tally(statuses, waited))
            for process in processes:
                process.join()
            took = time.time() - start_at
        if any(k.rsplit(" ", 1)[-1][:1] == "5" for k in tally.statuses):
            log.seek(0)  # what the site logged, for the 5xx answers below
            lines = log.read().decode(errors="replace").splitlines()
            errors = [n for n, line in enumerate(lines) if "Error" in line or "Traceback" in line]
            for n in errors[:3]:
                print("\n".join(lines[max(0, n - 2) : n + 30]), file=sys.stderr)
    got = tally.statuses.get("got a game 1", 0)
    served = len(tally.waited.get("review", []))
    server_errors = {k: n for k, n in tally.statuses.items() if k.rsplit(" ", 1)[-1][:1] == "5"}
    print(
        f"{args.players} players at once, {args.hands} hand(s) each, make serve on {HOST}"
        f" ({os.cpu_count()} CPUs), all done in {took:.0f} s"
    )
    print(f"games: {got} of {args.players} players got theirs")
    print(f"reviews served: {served} (expected {args.players * args.hands})")
    print(f"5xx answers: {sum(server_errors.values())} {server_errors or ''}")
    for what, times in sorted(tally.waited.items()):
        times.sort()
        print(
            f"  {what}: {len(times)}, median {statistics.median(times) * 1e3:.0f} ms,"
            f" p95 {_percentile(times, 0.95) * 1e3:.0f} ms, worst {times[-1] * 1e3:.0f} ms"
        )
    print("every status: " + ", ".join(f"{n} × {k}" for k, n in sorted(tally.statuses.items())))
    if got < args.players or server_errors or served < args.players * args.hands:
        sys.exit(1)


if __name__ == "__main__":
    main()
