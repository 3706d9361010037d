"""The garbage collector's pauses while the app answers /count, under each young-generation
threshold: per setting, the requests' latency (p50, p99, p99.9, the longest) and the
collections (how many, the longest, their total), to choose the setting by the tail.

.venv/bin/python benchmarks/bench_gc.py [--requests 30000] [--thresholds 700,10000,50000]

Each setting runs in a fresh process, with the app made as `make serve` makes it (everything
made at start-up frozen out of the collector's sight, webapp.create_app), then
gc.set_threshold(T) in place of the app's own; the /count page with a result is asked through
the WSGI app directly (an environ as gunicorn builds one, so no client's objects are counted),
--warmup times, then --requests times, each timed; gc.callbacks time every collection. One
process, one thread: what is measured is the collector's share of each request, not the
server's. Also printed: the objects each request leaves in reference cycles (what the
collector must find), counted with the collector off.
"""

from __future__ import annotations

import argparse
import gc
import io
import multiprocessing
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
PATH, QUERY = "/count", "hand=5H+5C+5S+JD&starter=5D"


def environ() -> dict[str, Any]:
    return {
        "REQUEST_METHOD": "GET",
        "SCRIPT_NAME": "",
        "PATH_INFO": PATH,
        "QUERY_STRING": QUERY,
        "SERVER_NAME": "127.0.0.1",
        "SERVER_PORT": "5000",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "HTTP_HOST": "127.0.0.1:5000",
        "REMOTE_ADDR": "127.0.0.1",
        "wsgi.version": (1, 0),
        "wsgi.url_scheme": "http",
        "wsgi.input": io.BytesIO(b""),
        "wsgi.errors": sys.stderr,
        "wsgi.multithread": True,
        "wsgi.multiprocess": True,
        "wsgi.run_once": False,
    }


def _start_response(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> None:
    assert status.startswith("200"), status


def serve_once(app: Any) -> None:
    body = b"".join(app(environ(), _start_response))
    assert b"The hand counts 29." in body


def run(threshold: int, requests: int, warmup: int, results: Any) -> None:
    sys.path.insert(0, str(REPO_ROOT))
    from webapp import create_app
    from webapp.migrations import upgrade
    from webapp.storage import database_engine

    folder = tempfile.mkdtemp()
    url = f"sqlite:///{folder}/bench.sqlite3"
    engine = database_engine(url)
    upgrade(engine)
    engine.dispose()
    os.environ.update(SECRET_KEY="bench-gc-secret-key-0123456789", DATABASE_URL=url)
    app = create_app()
    for _ in range(warmup):
        serve_once(app)

    # The objects a request leaves in cycles: with the collector off, what one collection
    # then finds, per request.
    gc.collect()
    gc.disable()
    for _ in range(200):
        serve_once(app)
    in_cycles = gc.collect() / 200
    gc.enable()

    gc.set_threshold(threshold)
    pauses: list[float] = []
    started = [0.0]

    def timed(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            started[0] = time.perf_counter()
        else:
            pauses.append(time.perf_counter() - started[0])

    gc.callbacks.append(timed)
    times = []
    for _ in range(requests):
        start = time.perf_counter()
        serve_once(app)
        times.append(time.perf_counter() - start)
    gc.callbacks.remove(timed)
    results.put((threshold, sorted(times), pauses, in_cycles))


def percentile(values: list[float], fraction: float) -> float:
    return statistics.quantiles(values, n=1000, method="inclusive")[round(fraction * 1000) - 1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--requests", type=int, default=30_000)
    parser.add_argument("--warmup", type=int, default=2_000)
    parser.add_argument("--thresholds", default="700,10000,50000")
    args = parser.parse_args()
    context = multiprocessing.get_context("spawn")
    print(
        f"GET {PATH}?{QUERY}: {args.requests} requests after {args.warmup}, one thread;"
        " latencies in ms"
    )
    print(
        f"{'threshold':>9}  {'p50':>6} {'p99':>6} {'p99.9':>6} {'max':>6}  {'collections':>11}"
        f" {'longest':>7} {'total':>7}  {'in cycles':>9}"
    )
    for threshold in (int(t) for t in args.thresholds.split(",")):
        results = context.Queue()
        process = context.Process(target=run, args=(threshold, args.requests, args.warmup, results))
        process.start()
        _, times, pauses, in_cycles = results.get(timeout=3600)
        process.join()
        ms = 1e3
        p50, p99, p999 = (percentile(times, q) * ms for q in (0.5, 0.99, 0.999))
        print(
            f"{threshold:>9}  {p50:>6.2f} {p99:>6.2f} {p999:>6.2f} {times[-1] * ms:>6.1f}"
            f"  {len(pauses):>11}"
            f" {max(pauses, default=0) * ms:>7.2f} {sum(pauses) * ms:>7.0f}  {in_cycles:>9.1f}"
        )


if __name__ == "__main__":
    main()
