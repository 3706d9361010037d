"""How the cheap pages fare beside a flood of costly work, under `make serve` (gunicorn, and the
task queue's workers at a lower CPU priority): /count's requests a second and latency alone,
then beside N clients flooding one kind of costly work, and what the flood itself got done.

    .venv/bin/python benchmarks/bench_beside.py [--flood hints] [--clients 8] [--rounds 5]

Each kind of flood in turn, or the one --flood names (each client its own address, by
X-Forwarded-For, so that what is measured is the workers, not one address's budget; the budget
and the POST limit are lifted for the run):

- euchre-questions, bid-euchre-questions: a new bid question after another through the API
  (POST /api/euchre/bid, /api/bid-euchre/bid: a new seed each, so each is graded afresh), a
  202 followed to its answer;
- hints: games played through the pages, a hint asked at every decision of yours and its
  panel followed until it is shown (the clients share the three games);
- coach: the same in coach mode ("Every slip": each of your moves is weighed first) without
  hints, a coach's question answered "Play it anyway";
- reviews: games played through the pages, each hand's review opened as the hand ends (each
  is queued when its hand ends, at low priority) and followed until it is shown.

The site runs on a SQLite database and queue of the run's own (a temporary folder), with
TRUSTED_PROXIES=1. The flooding clients run at nice 19: they stand for players on other
machines, and their own work (reading the pages, choosing moves) is not the site's. /count is
loaded by bench_http.py's Python client (a process per keep-alive connection, --connections of
them) for --rounds rounds of --seconds: first alone, then with each
flood running (started --settle seconds before; the next starts once the workers are idle).
The figures are medians over the rounds; each flood's line says how many pieces of its work
were done a second, and how long each took from asking to the answer shown (p50, p99), with
every status it met.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import random
import signal
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bench_http import (
    HOST,
    Load,
    Result,
    Target,
    _percentile,
    cpu_busy,
    free_port,
    gunicorn_counts,
    load_round,
    serving,
)
from web_player import Refused, Table, Tally, WebPlayer, your_moves

COUNT = Target(
    "count page", "/count?hand=5H+5C+5S+JD&starter=5D", lambda body: b"counts 29" in body
)
FLOODS = ("euchre-questions", "bid-euchre-questions", "hints", "coach", "reviews")
EUCHRE_QUESTION = {"hand": "JH JD AH KS AC", "upcard": "9H", "seat": 1, "round": 1}
BID_EUCHRE_QUESTION = {
    "hand": "JS JS' JC AS KS 9S TS AH AH' KD QD 9C",
    "seat": 3,
    "bids": ["pass", "4 hearts"],
}
LIFTED = {  # per address limits lifted for the run
    "FIFTEEN_TWO_POST_RATE_LIMIT": "1000000 per minute",
    "FIFTEEN_TWO_WORKER_BUDGET": "100000000 per minute",
    "FIFTEEN_TWO_JOB_SHARE": "1000",
}
GAMES = ("euchre", "bideuchre", "cribbage")


def site_environment(folder: Path) -> dict[str, str]:
    """The environment `make serve` runs with: a database and queue of the run's own."""
    return {
        **os.environ,
        "DATABASE_URL": f"sqlite:///{folder / 'site.sqlite3'}",
        "QUEUE_URL": f"sqlite:///{folder / 'queue.sqlite3'}",
        "TRUSTED_PROXIES": "1",
    }


# --- the flood -----------------------------------------------------------------------------------


def flood_client(kind: str, port: int, database: str, number: int, stop: Any, results: Any) -> None:
    """One client flooding `kind` until `stop`; puts its Tally (as JSON) when stopped. It runs
    at the lowest CPU priority: a player's browser is on another machine, and what the client
    costs here (reading every page, replaying the game to choose a move) is not the site's."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    os.nice(19)
    player = WebPlayer(port, database, address=f"10.1.{number}.1")
    rng = random.Random(number)
    seed = number * 1_000_000
    try:
        while not stop.is_set():
            try:
                if kind.endswith("questions"):
                    seed += 1
                    ask_question(player, kind, seed)
                else:
                    play_a_game(player, kind, GAMES[number % len(GAMES)], rng, stop)
            except Refused as refused:
                player.tally.count("refused", refused.answer.status)
                time.sleep(0.1)
    finally:  # whatever happened, the tally so far (a client that failed says so)
        results.put(json.dumps([player.tally.statuses, player.tally.waited]))


def ask_question(player: WebPlayer, kind: str, seed: int) -> None:
    """A new bid question through the API, its 202 followed by the poll address it names."""
    path, body = (
        ("/api/euchre/bid", EUCHRE_QUESTION)
        if kind == "euchre-questions"
        else ("/api/bid-euchre/bid", BID_EUCHRE_QUESTION)
    )
    began = time.perf_counter()
    answer = player.request("POST", path, json_body={**body, "seed": seed})
    player.tally.count("question", answer.status)
    if answer.status == 202:
        poll = json.loads(answer.text)["poll"]
        while answer.status == 202:
            time.sleep(0.25)
            answer = player.request("GET", poll)
            player.tally.count("question followed", answer.status)
    if answer.status != 200:
        raise Refused("a question", answer)
    player.tally.took("question", time.perf_counter() - began)


def play_a_game(player: WebPlayer, kind: str, name: str, rng: random.Random, stop: Any) -> None:
    """A game through the pages: hints at every decision, or coach mode, or each hand's review
    opened as it ends (`kind`), your moves the easy computer's."""
    options = {"coach": "inaccuracy"} if kind == "coach" else {}
    table = player.new_game(name, **options)
    reviewed = 0
    while not stop.is_set():
        kept, version = table.saved()
        state = kept.state
        if kind == "reviews":
            for hand in range(reviewed, len(over(table, state))):
                table.review(hand)
                reviewed = hand + 1
        if state.is_over:
            return
        legal = your_moves(state)
        if kind == "hints" and len(state.legal_actions(0)) > 1:
            table.hint(version)
            version = table.saved()[1]  # the hint is kept with the game
        action = legal[0] if len(legal) == 1 else your_choice(table, state, rng)
        answer = table.move(action, version, kind="coached move" if kind == "coach" else "move")
        if 'class="coach-question"' in answer.text:  # the question is saved with the game
            table.move(action, table.saved()[1], kind="coached move", anyway=True)


def your_choice(table: Table, state: Any, rng: random.Random) -> Any:
    engine = table.game.engine
    return engine.choose_action(state, engine.level_names[0], rng=rng, seat=0)


def over(table: Table, state: Any) -> list[int]:
    from webapp.reviews import hands_over

    return hands_over(state) if table.game.engine.review else []


@contextlib.contextmanager
def flooding(kind: str, clients: int, port: int, database: str) -> Any:
    """`clients` processes flooding `kind` until the block ends; gives the Tally it gathers and
    the flood's length in seconds (a one-item list, filled at the end)."""
    context = multiprocessing.get_context("spawn")
    stop = context.Event()
    results = context.Queue()
    processes = [
        context.Process(target=flood_client, args=(kind, port, database, number, stop, results))
        for number in range(1, clients + 1)
    ]
    tally, seconds = Tally(), [0.0]
    start = time.monotonic()
    for process in processes:
        process.start()
    try:
        yield tally, seconds
    finally:
        stop.set()
        for _ in processes:
            statuses, waited = json.loads(results.get(timeout=600))
            tally.add(Tally(statuses, waited))
        for process in processes:
            process.join(timeout=30)
        seconds[0] = time.monotonic() - start


# --- the run -------------------------------------------------------------------------------------


def rounds_of(load: Load, rounds: int, label: str) -> Result:
    result = Result(COUNT.name, COUNT.path)
    for number in range(1, rounds + 1):
        result.rounds.append(load_round(load, COUNT.path, load.seconds))
        last = result.rounds[-1]
        print(
            f"  {label} round {number}/{rounds}: {last.rps:.0f} req/s, p50 {last.p50_ms:.2f} ms,"
            f" p99 {last.p99_ms:.2f} ms, {last.non_200} non-200",
            file=sys.stderr,
        )
    return result


def flood_line(kind: str, tally: Tally, seconds: float) -> str:
    statuses = ", ".join(f"{count} × {key}" for key, count in sorted(tally.statuses.items()))
    lines = [f"flood of {kind} over {seconds:.0f} s: {statuses}"]
    for what, times in sorted(tally.waited.items()):
        times.sort()
        lines.append(
            f"  {what}: {len(times)} done, {len(times) / seconds:.2f} a second;"
            f" p50 {_percentile(times, 0.5) * 1e3:.0f} ms, p99 {_percentile(times, 0.99) * 1e3:.0f}"
            f" ms, worst {times[-1] * 1e3:.0f} ms"
        )
    return "\n".join(lines)


def drained(database: str, limit: float = 300) -> None:
    """Wait until no job is queued or running (the last flood's work done), `limit` at most."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        with sqlite3.connect(database, timeout=30) as db:
            (busy,) = db.execute(
                "SELECT count(*) FROM jobs WHERE state IN ('queued', 'running')"
            ).fetchone()
        if not busy:
            return
        time.sleep(1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--flood", choices=FLOODS, help="one kind (default: each in turn)")
    parser.add_argument("--clients", type=int, default=8, help="flooding clients (default 8)")
    parser.add_argument("--connections", type=int, default=4, help="on /count (default 4)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=int, default=3)
    parser.add_argument("--settle", type=int, default=10, help="seconds of flood before")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    workers, threads = gunicorn_counts()
    busy = cpu_busy()
    floods = [args.flood] if args.flood else list(FLOODS)
    found: dict[str, tuple[Result, Tally, float]] = {}
    with tempfile.TemporaryDirectory() as folder, tempfile.TemporaryFile() as log:
        os.environ.update(site_environment(Path(folder)))
        os.environ.update(LIFTED)
        port = free_port()
        command = ["make", "serve", f"HOST={HOST}", f"PORT={port}"]
        print(f"make serve on {HOST}:{port}, the site's files in {folder}", file=sys.stderr)
        database = str(Path(folder) / "site.sqlite3")
        with serving(command, port, log) as server_group:
            load = Load("python", args.seconds, args.connections, port, int(workers), server_group)
            load_round(load, COUNT.path, 1)  # warm up
            alone = rounds_of(load, args.rounds, "alone")
            for kind in floods:
                with flooding(kind, args.clients, port, database) as (tally, seconds):
                    time.sleep(args.settle)
                    beside = rounds_of(load, args.rounds, f"beside {kind}")
                found[kind] = (beside, tally, seconds[0])
                drained(database)
    print(
        f"make serve: gunicorn {workers} × {threads} threads,"
        f" {os.environ.get('QUEUE_WORKERS') or 2} queue workers (nice 10); {os.cpu_count()} CPUs,"
        f" {'?' if busy is None else f'{busy:.0%}'} busy before; /count over {args.connections}"
        f" connections, median of {args.rounds} rounds of {args.seconds} s;"
        f" each flood {args.clients} clients"
    )
    print(f"/count alone: {_figures(alone)}")
    report: dict[str, Any] = {"clients": args.clients, "alone": _as_dict(alone), "floods": {}}
    for kind, (beside, tally, seconds) in found.items():
        share = statistics.median(
            b.rps / a.rps for a, b in zip(alone.rounds, beside.rounds, strict=True)
        )
        print(f"/count beside {kind}: {_figures(beside)}; {share:.0%} of its rate alone")
        print(flood_line(kind, tally, seconds))
        report["floods"][kind] = {
            "count": _as_dict(beside),
            "share": share,
            "statuses": tally.statuses,
            "waited_ms": {k: [t * 1e3 for t in v] for k, v in tally.waited.items()},
            "seconds": seconds,
        }
    if args.json:
        print(json.dumps(report, indent=2))


def _figures(result: Result) -> str:
    return (
        f"{result.rps:.0f} req/s, p50 {result.p50_ms:.1f} ms, p99 {result.p99_ms:.1f} ms,"
        f" {result.non_200} non-200"
    )


def _as_dict(result: Result) -> dict[str, float]:
    return {"rps": result.rps, "p50_ms": result.p50_ms, "p99_ms": result.p99_ms}


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        sys.exit("interrupted; the site is stopped")
