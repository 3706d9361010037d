"""Print requests/s and p50/p99 latency of three app addresses under `make serve`, each figure
also as a ratio to a Flask hello-world served by gunicorn with the same flags.

.venv/bin/python benchmarks/bench_http.py [--seconds 2] [--connections 4] [--rounds 5] [--json]

The targets: a bare Flask app answering "Hello, World!" (hello_app() below, served as
`bench_http:hello_app()`), the score API, the /count page with a result, and the discard API.
The app runs under `make serve HOST=127.0.0.1 PORT=<free port>`, the hello-world under
.venv/bin/gunicorn with the same --workers (WEB_CONCURRENCY, default 2), --threads
(GUNICORN_THREADS, default 16) and --no-control-socket. Both run side by side, the one not under
load idle, each stopped (its process group) on exit, error or Ctrl-C. Each target is checked
(200 and the expected content), warmed up for --warmup seconds, then loaded for --rounds rounds
of --seconds seconds over --connections keep-alive connections; in each round the four targets
take their turn, hello-world first, so that a ratio compares figures taken seconds apart.
gunicorn's workers race to accept connections, and now and then one worker takes them all:
its threads share one GIL, so such a round runs at half to a third of the speed. Many clients
would not do that, so a round (or warm-up) whose connections reached fewer workers than there
are CPUs is thrown away at once and taken again; the table counts these under "redone" (the
spread is read from /proc).

The load comes from wrk when it is on PATH (one thread, which leaves the server most of the
CPU; a Lua script counts non-200 answers), else (or with --client python) from Python: one
process per connection, each a blocking http.client loop, so that no client waits on another's
GIL between a response arriving and its time being taken. Both are closed loops: a connection
sends its next request as soon as the last is answered. Requests/s and both latency percentiles
are medians over the rounds; the requests/s "×hello" is the median over the rounds of the
target's figure divided by hello-world's in the same round (a busy moment of the machine lowers
both); a latency's "×hello" is a median divided by hello-world's. A ratio is only
comparable between runs with the same client (the Python client costs the CPU the server would
use, most of all against hello-world). Non-200 answers and socket errors are counted and
reported; --json prints the results as JSON on stdout (the table then goes to stderr).

How the pages fare beside a flood of costly work: bench_beside.py, also run as
`bench_http.py --beside [KIND] [its options]` (every kind in turn when none is named).
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import multiprocessing
import os
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ctypes import c_byte
    from multiprocessing.queues import Queue
    from multiprocessing.synchronize import Barrier

    from flask import Flask

HOST = "127.0.0.1"
REPO_ROOT = Path(__file__).resolve().parent.parent
GUNICORN = REPO_ROOT / ".venv" / "bin" / "gunicorn"
HELLO_BODY = b"Hello, World!"
START_TIMEOUT = 300  # seconds: the first `make serve` may install the venv
STOP_TIMEOUT = 20
MAX_REDONE = 20  # attempts at a round thrown away, at most, for missing a worker

# wrk: count non-200 answers in every thread, then print one line of JSON for the parent.
WRK_SCRIPT = """
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) non_200 = 0 end
function response(status, headers, body)
  if status ~= 200 then non_200 = non_200 + 1 end
end
function done(summary, latency, requests)
  local non = 0
  for _, thread in ipairs(threads) do non = non + thread:get("non_200") end
  local e = summary.errors
  io.write(string.format(
    'BENCH {"requests": %d, "duration_us": %d, "p50_us": %.1f, "p99_us": %.1f, '
    .. '"non_200": %d, "errors": %d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    non, e.connect + e.read + e.write + e.timeout))
end
"""


def hello_app() -> Flask:
    """The baseline: a bare Flask app whose one route returns a short string."""
    from flask import Flask

    app = Flask("hello")

    @app.get("/")
    def hello() -> bytes:
        return HELLO_BODY

    return app


def _json_field(name: str, value: object) -> Callable[[bytes], bool]:
    return lambda body: json.loads(body).get(name) == value


def _first_throw(cards: list[str]) -> Callable[[bytes], bool]:
    return lambda body: json.loads(body)["options"][0]["throw"] == cards


@dataclass(frozen=True)
class Target:
    name: str
    path: str
    expected: Callable[[bytes], bool]  # is this 200 answer's body the right one?


HELLO = Target("hello-world", "/", lambda body: body == HELLO_BODY)
APP_TARGETS = (
    Target(
        "score API",
        "/api/cribbage/score?hand=5H,5C,5S,JD&starter=5D",
        _json_field("total", 29),
    ),
    Target(
        "count page",
        "/count?hand=5H+5C+5S+JD&starter=5D",
        lambda body: b"The hand counts 29." in body,
    ),
    Target(
        "discard API",
        "/api/cribbage/discard?cards=7C,9H,5H,5C,5D,JS&dealer=true",
        _first_throw(["7C", "9H"]),
    ),
)


@dataclass
class Round:
    rps: float
    p50_ms: float
    p99_ms: float
    non_200: int
    errors: int
    spread: list[int] | None = None  # connections held by each worker that had any, if known
    redone: int = 0  # attempts thrown away because the connections missed a worker


@dataclass
class Result:
    name: str
    path: str
    rounds: list[Round] = field(default_factory=list)

    @property
    def rps(self) -> float:
        return statistics.median(r.rps for r in self.rounds)

    @property
    def p50_ms(self) -> float:
        return statistics.median(r.p50_ms for r in self.rounds)

    @property
    def p99_ms(self) -> float:
        return statistics.median(r.p99_ms for r in self.rounds)

    @property
    def non_200(self) -> int:
        return sum(r.non_200 for r in self.rounds)

    @property
    def errors(self) -> int:
        return sum(r.errors for r in self.rounds)

    @property
    def redone(self) -> int:
        return sum(r.redone for r in self.rounds)

    def ratio(self, hello: Result) -> float:
        """Requests/s as a share of hello-world's, round by round (the two taken a few seconds
        apart), the median over the rounds."""
        return statistics.median(
            mine.rps / theirs.rps for mine, theirs in zip(self.rounds, hello.rounds, strict=True)
        )


@dataclass(frozen=True)
class Load:
    """How to load one target: which client, how long, over how many connections."""

    client: str  # "wrk" or "python"
    seconds: int
    connections: int
    port: int
    workers: int
    server_group: int  # the server's process group: its gunicorn workers are in it
    wrk_script: Path | None = None


# --- servers -----------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind((HOST, 0))
        return sock.getsockname()[1]


def cpu_busy(seconds: float = 1) -> float | None:
    """The fraction of all CPUs busy over the next `seconds` (from /proc/stat), None if unknown:
    anything else running skews the figures."""

    def ticks() -> tuple[int, int]:
        with open("/proc/stat") as stat:
            fields = [int(field) for field in stat.readline().split()[1:]]
        return sum(fields), fields[3] + fields[4]  # all, idle + iowait

    try:
        total, idle = ticks()
        time.sleep(seconds)
        total_after, idle_after = ticks()
    except OSError:
        return None
    return 1 - (idle_after - idle) / max(total_after - total, 1)


def gunicorn_counts() -> tuple[str, str]:
    """--workers and --threads, read from the environment as the Makefile reads them."""
    return (
        os.environ.get("WEB_CONCURRENCY") or "2",
        os.environ.get("GUNICORN_THREADS") or "16",
    )


def get(port: int, path: str, timeout: float = 60) -> tuple[int, bytes]:
    connection = http.client.HTTPConnection(HOST, port, timeout=timeout)
    try:
        connection.request("GET", path)
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


@contextlib.contextmanager
def serving(command: list[str], port: int, log: IO[bytes]) -> Iterator[int]:
    """Run a server in its own process group until it answers; give the group's id; stop the
    whole group after."""
    log.seek(0)
    log.truncate()
    process = subprocess.Popen(
        command, cwd=REPO_ROOT, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while True:
            if process.poll() is not None:
                raise RuntimeError(f"{command[0]} exited with {process.returncode}:\n{_tail(log)}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"no answer on port {port} after {START_TIMEOUT} s")
            try:
                get(port, "/", timeout=5)
                break
            except (OSError, http.client.HTTPException):
                time.sleep(0.2)
        yield process.pid
    finally:
        _stop(process)


def _stop(process: subprocess.Popen[bytes]) -> None:
    """SIGTERM to the process group (make, gunicorn and its workers), SIGKILL if it lingers."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(timeout=STOP_TIMEOUT)
    deadline = time.monotonic() + STOP_TIMEOUT
    try:
        while time.monotonic() < deadline:
            os.killpg(process.pid, 0)
            time.sleep(0.1)
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    except ProcessLookupError:
        pass  # the group is gone


def _tail(log: IO[bytes], lines: int = 30) -> str:
    log.flush()
    log.seek(0)
    return "\n".join(log.read().decode(errors="replace").splitlines()[-lines:])


# --- load --------------------------------------------------------------------------------------


def _percentile(sorted_values: list[float], fraction: float) -> float:
    if len(sorted_values) == 1:
        return sorted_values[0]
    return statistics.quantiles(sorted_values, n=100, method="inclusive")[round(fraction * 100) - 1]


def connection_spread(load: Load) -> list[int] | None:
    """Established connections to the server held by each of its processes that holds any,
    most first, read from Linux's /proc; None where that cannot be read."""
    local_port = f":{load.port:04X}"
    try:
        with open("/proc/net/tcp") as table:
            inodes = {
                f"socket:[{fields[9]}]"
                for fields in (line.split() for line in table)
                if fields[1].endswith(local_port) and fields[3] == "01"  # ESTABLISHED
            }
    except OSError:
        return None
    counts = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            if os.getpgid(int(pid)) != load.server_group:
                continue
            fds = [os.readlink(f"/proc/{pid}/fd/{fd}") for fd in os.listdir(f"/proc/{pid}/fd")]
        except OSError:
            continue  # gone, or not ours to read
        if held := sum(fd in inodes for fd in fds):
            counts.append(held)
    return sorted(counts, reverse=True)


def spread_out(load: Load) -> tuple[bool, list[int] | None]:
    """Wait until the server has accepted every connection; did they reach as many workers as
    there are CPUs (or connections)? Yes if that cannot be told. A worker's threads share its
    GIL: with all the connections on one worker the server does half to a third of its work."""
    deadline = time.monotonic() + 2
    while True:
        spread = connection_spread(load)
        if spread is None or sum(spread) >= load.connections or time.monotonic() > deadline:
            break
        time.sleep(0.01)
    if not spread:  # no /proc, or no connection seen: go ahead
        return True, None
    wanted = min(load.workers, load.connections, os.cpu_count() or 1)
    return len(spread) >= wanted, spread


def _python_client(
    port: int,
    path: str,
    seconds: float,
    barriers: tuple[Barrier, Barrier],
    abort: c_byte,
    results: Queue[Any],
) -> None:
    """One keep-alive connection: request after request until `seconds` have passed."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    connection = http.client.HTTPConnection(HOST, port, timeout=30)
    connection.connect()
    latencies: list[float] = []
    non_200 = errors = 0
    connected, go = barriers
    connected.wait(timeout=60)
    go.wait(timeout=60)
    start = now = time.perf_counter()
    deadline = start + seconds
    while now < deadline and not abort.value:
        try:
            connection.request("GET", path)
            response = connection.getresponse()
            response.read()
        except (OSError, http.client.HTTPException):
            errors += 1
            connection.close()  # the next request reconnects
            time.sleep(0.01)
            now = time.perf_counter()
            continue
        end = time.perf_counter()
        latencies.append(end - now)
        non_200 += response.status != 200
        if response.will_close:
            connection.close()
        now = end
    connection.close()
    results.put((latencies, now - start, non_200, errors))


def python_round(load: Load, path: str, seconds: int, *, any_spread: bool) -> Round | None:
    """A round from one process per connection; None if the connections missed a worker."""
    context = multiprocessing.get_context("spawn")
    barriers = (context.Barrier(load.connections + 1), context.Barrier(load.connections + 1))
    abort = context.RawValue("b", 0)
    results = context.Queue()
    clients = [
        context.Process(
            target=_python_client, args=(load.port, path, seconds, barriers, abort, results)
        )
        for _ in range(load.connections)
    ]
    for client in clients:
        client.start()
    try:
        barriers[0].wait(timeout=60)  # every client has connected
        good, spread = spread_out(load)
        abort.value = int(not (good or any_spread))
        barriers[1].wait(timeout=60)
        answers = [results.get(timeout=seconds + 60) for _ in clients]
        for client in clients:
            client.join()
    finally:
        for client in clients:
            if client.is_alive():
                client.terminate()
                client.join()
    if abort.value:
        return None
    latencies = sorted(t for answer in answers for t in answer[0])
    if not latencies:
        raise RuntimeError(f"no answer from {path} in {seconds} s")
    return Round(
        rps=sum(len(times) / elapsed for times, elapsed, _, _ in answers),
        p50_ms=_percentile(latencies, 0.50) * 1e3,
        p99_ms=_percentile(latencies, 0.99) * 1e3,
        non_200=sum(answer[2] for answer in answers),
        errors=sum(answer[3] for answer in answers),
        spread=spread,
    )


def wrk_round(load: Load, path: str, seconds: int, *, any_spread: bool) -> Round | None:
    """A round from wrk; None (wrk stopped early) if the connections missed a worker."""
    command = [
        "wrk",
        "--threads=1",
        f"--connections={load.connections}",
        f"--duration={seconds}s",
        "--timeout=30s",
        f"--script={load.wrk_script}",
        f"http://{HOST}:{load.port}{path}",
    ]
    with subprocess.Popen(command, stdout=subprocess.PIPE, text=True) as wrk:
        try:
            good, spread = spread_out(load)
            if not (good or any_spread):
                wrk.terminate()
                wrk.communicate()
                return None
            out = wrk.communicate()[0]
        finally:
            if wrk.poll() is None:
                wrk.kill()
    line = next((line for line in out.splitlines() if line.startswith("BENCH ")), None)
    if wrk.returncode or line is None:
        raise RuntimeError(f"wrk failed ({wrk.returncode}):\n{out}")
    figures = json.loads(line.removeprefix("BENCH "))
    return Round(
        rps=figures["requests"] / (figures["duration_us"] / 1e6),
        p50_ms=figures["p50_us"] / 1e3,
        p99_ms=figures["p99_us"] / 1e3,
        non_200=figures["non_200"],
        errors=figures["errors"],
        spread=spread,
    )


def load_round(load: Load, path: str, seconds: int) -> Round:
    """A round whose connections reached every worker (the last of MAX_REDONE + 1 attempts is
    kept whatever its spread), with the number of attempts thrown away."""
    run = wrk_round if load.client == "wrk" else python_round
    for redone in range(MAX_REDONE + 1):
        result = run(load, path, seconds, any_spread=redone == MAX_REDONE)
        if result is not None:
            result.redone = redone
            return result
    raise AssertionError("the last attempt is always kept")


def check(port: int, target: Target) -> None:
    status, body = get(port, target.path)
    if status != 200 or not target.expected(body):
        raise RuntimeError(f"{target.path} answered {status}, not as expected: {body[:300]!r}")


def measure(targets: list[tuple[Target, Load]], rounds: int, warmup: int) -> list[Result]:
    """Check and warm up every target, then take the rounds, the targets in turn (each on
    its own server: `load` says which)."""
    results = [Result(target.name, target.path) for target, _ in targets]
    for target, load in targets:
        check(load.port, target)
        if warmup:
            load_round(load, target.path, warmup)
    for number in range(1, rounds + 1):
        for (target, load), result in zip(targets, results, strict=True):
            result.rounds.append(load_round(load, target.path, load.seconds))
            last = result.rounds[-1]
            spread = "+".join(map(str, last.spread)) if last.spread else "?"
            print(
                f"  round {number}/{rounds} {target.name}: {last.rps:.0f} req/s,"
                f" p50 {last.p50_ms:.2f} ms, p99 {last.p99_ms:.2f} ms;"
                f" connections per worker {spread}, {last.redone} redone",
                file=sys.stderr,
            )
    return results


# --- report ------------------------------------------------------------------------------------


def table(results: list[Result]) -> str:
    hello = results[0]
    width = max(len(f"GET {r.path}") for r in results)
    lines = [
        f"{'target':<{width}}  {'req/s':>8} {'×hello':>6}  {'p50 ms':>7} {'×hello':>6}"
        f"  {'p99 ms':>7} {'×hello':>6}  {'rounds req/s':>13}  {'non-200':>7} {'errors':>6}"
        f" {'redone':>6}"
    ]
    for r in results:
        span = f"{min(x.rps for x in r.rounds):.0f}–{max(x.rps for x in r.rounds):.0f}"
        lines.append(
            f"{'GET ' + r.path:<{width}}  {r.rps:>8.0f} {r.ratio(hello):>6.3f}"
            f"  {r.p50_ms:>7.2f} {r.p50_ms / hello.p50_ms:>6.2f}"
            f"  {r.p99_ms:>7.2f} {r.p99_ms / hello.p99_ms:>6.2f}"
            f"  {span:>13}  {r.non_200:>7} {r.errors:>6} {r.redone:>6}"
        )
    return "\n".join(lines)


def as_json(results: list[Result], settings: dict[str, Any]) -> dict[str, Any]:
    hello = results[0]
    return {
        **settings,
        "targets": [
            {
                "name": r.name,
                "path": r.path,
                "rps": r.rps,
                "p50_ms": r.p50_ms,
                "p99_ms": r.p99_ms,
                "rps_ratio": r.ratio(hello),
                "p50_ratio": r.p50_ms / hello.p50_ms,
                "p99_ratio": r.p99_ms / hello.p99_ms,
                "non_200": r.non_200,
                "errors": r.errors,
                "redone": r.redone,
                "rounds": [asdict(x) for x in r.rounds],
            }
            for r in results
        ],
    }


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=int, default=2, help="length of a round (default 2)")
    parser.add_argument("--connections", type=int, default=4, help="concurrent (default 4)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds per target (default 5)")
    parser.add_argument("--warmup", type=int, default=1, help="seconds per target (default 1)")
    parser.add_argument(
        "--client",
        choices=("auto", "wrk", "python"),
        default="auto",
        help="load client: wrk when on PATH (default), else Python",
    )
    parser.add_argument("--json", action="store_true", help="print the results as JSON too")
    args = parser.parse_args()
    if min(args.seconds, args.connections, args.rounds) < 1 or args.warmup < 0:
        parser.error("--seconds, --connections and --rounds must be at least 1, --warmup 0")
    if args.client == "auto":
        args.client = "wrk" if shutil.which("wrk") else "python"
    elif args.client == "wrk" and not shutil.which("wrk"):
        parser.error("wrk is not on PATH")
    return args


def main() -> None:
    if "--beside" in sys.argv[1:]:  # the floods have a script of their own
        import bench_beside

        at = sys.argv.index("--beside")
        rest = sys.argv[at + 1 :]
        kind = ["--flood", rest.pop(0)] if rest and not rest[0].startswith("-") else []
        sys.argv = [bench_beside.__file__, *sys.argv[1:at], *kind, *rest]
        bench_beside.main()
        return
    args = parse_args()
    # A plain `kill` stops the servers too: SIGTERM unwinds like Ctrl-C.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    workers, threads = gunicorn_counts()
    busy = cpu_busy()
    out = sys.stderr if args.json else sys.stdout
    with contextlib.ExitStack() as stack:
        log = stack.enter_context(tempfile.TemporaryFile())
        wrk_script = None
        if args.client == "wrk":
            directory = Path(stack.enter_context(tempfile.TemporaryDirectory()))
            wrk_script = directory / "count_non_200.lua"
            wrk_script.write_text(WRK_SCRIPT)

        def load(port: int, server_group: int) -> Load:
            return Load(
                args.client,
                args.seconds,
                args.connections,
                port,
                int(workers),
                server_group,
                wrk_script,
            )

        hello_port, app_port = free_port(), free_port()
        print(f"hello-world: gunicorn on {HOST}:{hello_port}", file=sys.stderr)
        hello_command = [
            str(GUNICORN),
            f"--bind={HOST}:{hello_port}",
            f"--workers={workers}",
            f"--threads={threads}",
            "--no-control-socket",
            f"--chdir={REPO_ROOT / 'benchmarks'}",
            "bench_http:hello_app()",
        ]
        hello_group = stack.enter_context(serving(hello_command, hello_port, log))
        print(f"app: make serve on {HOST}:{app_port}", file=sys.stderr)
        app_command = ["make", "serve", f"HOST={HOST}", f"PORT={app_port}"]
        app_group = stack.enter_context(serving(app_command, app_port, log))
        targets = [(HELLO, load(hello_port, hello_group))]
        targets += [(target, load(app_port, app_group)) for target in APP_TARGETS]
        results = measure(targets, args.rounds, args.warmup)

    client = "wrk, 1 thread" if args.client == "wrk" else "Python, a process per connection"
    print(
        f"gunicorn {workers} workers × {threads} threads on {HOST}; load: {client},"
        f" {args.connections} keep-alive connections; median of {args.rounds} rounds of"
        f" {args.seconds} s; {os.cpu_count()} CPUs,"
        f" {'?' if busy is None else f'{busy:.0%}'} busy in the second before",
        file=out,
    )
    print(table(results), file=out)
    if args.json:
        settings = {
            "client": args.client,
            "workers": int(workers),
            "threads": int(threads),
            "connections": args.connections,
            "seconds": args.seconds,
            "rounds": args.rounds,
            "cpus": os.cpu_count(),
            "cpu_busy_before": busy,
        }
        print(json.dumps(as_json(results, settings), indent=2))


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        sys.exit("interrupted; the servers are stopped")
