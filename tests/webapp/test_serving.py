"""The app as `make serve` runs it: gunicorn with webapp.gunicorn_config, spoken to over a
socket. A body over the limit is refused with 413 whether its length is given or it comes in
chunks, and the connection is closed, as the answer says; a request line over gunicorn's limit
is a 414, which the API's document lists."""

from __future__ import annotations

import json
import re
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import sqlite_copy
from webapp import MAX_CONTENT_LENGTH, REPO_ROOT

GUNICORN = Path(sys.executable).parent / "gunicorn"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def serve(database: str, workers: int, extra: dict[str, str] | None = None) -> Iterator[int]:
    """gunicorn on a free port with `make serve`'s config: `workers` processes of two threads."""
    if not GUNICORN.exists():
        pytest.skip("gunicorn is not installed")
    port = free_port()
    command = [
        str(GUNICORN),
        "--bind",
        f"127.0.0.1:{port}",
        "--workers",
        str(workers),
        "--threads",
        "2",
        "--no-control-socket",
        "--config",
        "python:webapp.gunicorn_config",
        "webapp:create_app()",
    ]
    env = {"SECRET_KEY": "serving-test-key-0123456789", "DATABASE_URL": database, "PATH": ""}
    process = subprocess.Popen(
        command, cwd=REPO_ROOT, env={**env, **(extra or {})}, stderr=subprocess.DEVNULL
    )
    try:
        for _ in range(200):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
                break
            except OSError:
                time.sleep(0.05)
        else:
            raise AssertionError("gunicorn did not start")
        yield port
    finally:
        process.terminate()
        process.wait(timeout=10)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory, migrated_sqlite: Path) -> Iterator[int]:
    database = sqlite_copy(migrated_sqlite, tmp_path_factory.mktemp("serve") / "serve.sqlite3")
    yield from serve(database, workers=1)


def exchange(port: int, request: bytes, *, see_close: bool = True) -> tuple[str, bool]:
    """Send `request`; the answer's head, and whether the server then closed the connection
    (waited for up to 2 s; with see_close=False, not waited for, and said to be False)."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall(request)
        answer = b""
        while b"\r\n\r\n" not in answer:
            piece = connection.recv(65536)
            if not piece:
                break
            answer += piece
        head, _, body = answer.partition(b"\r\n\r\n")
        length = re.search(rb"(?i)content-length: *(\d+)", head)
        wanted = int(length.group(1)) if length else 0
        while len(body) < wanted:
            piece = connection.recv(65536)
            if not piece:
                break
            body += piece
        if not see_close:
            return head.decode("latin-1"), False
        connection.settimeout(2)
        try:
            closed = connection.recv(1) == b""
        except (TimeoutError, ConnectionResetError):
            closed = False
        return head.decode("latin-1"), closed


def visitor(port: int) -> tuple[str, str]:
    """A session cookie and its CSRF token, from one visit to the profile page."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as connection:
        connection.sendall(b"GET /profile HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        answer = b""
        while piece := connection.recv(65536):
            answer += piece
    cookie = re.search(rb"(?i)set-cookie: *([^;\r\n]+)", answer)
    token = re.search(rb'name="csrf_token" value="([^"]+)"', answer)
    assert cookie and token, answer[:500]
    return cookie.group(1).decode(), token.group(1).decode()


def chunked(body: bytes, size: int = 4096) -> bytes:
    pieces = [body[i : i + size] for i in range(0, len(body), size)]
    return b"".join(b"%x\r\n%s\r\n" % (len(piece), piece) for piece in pieces) + b"0\r\n\r\n"


def post(cookie: str, body: bytes, *, in_chunks: bool) -> bytes:
    framing = "Transfer-Encoding: chunked" if in_chunks else f"Content-Length: {len(body)}"
    head = (
        "POST /profile/name HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        f"Cookie: {cookie}\r\nContent-Type: application/x-www-form-urlencoded\r\n{framing}\r\n\r\n"
    )
    return head.encode() + (chunked(body) if in_chunks else body)


@pytest.mark.parametrize("in_chunks", [True, False], ids=["chunked", "content-length"])
def test_a_body_over_the_limit_is_refused_and_the_connection_closed(server, in_chunks):
    cookie, token = visitor(server)
    body = f"csrf_token={token}&name=Ann&padding=".encode() + b"x" * 40_000
    assert len(body) > MAX_CONTENT_LENGTH
    head, closed = exchange(server, post(cookie, body, in_chunks=in_chunks))
    assert head.startswith("HTTP/1.1 413"), head
    assert re.search(r"(?i)\r\nconnection: close\r\n", head), head
    assert closed


def test_a_body_in_chunks_within_the_limit_is_read_whole(server):
    cookie, token = visitor(server)
    body = f"csrf_token={token}&name=Ann".encode()
    head, _ = exchange(server, post(cookie, body, in_chunks=True))
    assert head.startswith("HTTP/1.1 303"), head


def test_an_over_long_request_line_is_414_as_the_api_document_says(server):
    query = "hand=" + "5H," * 1400
    head, _ = exchange(
        server, f"GET /api/cribbage/score?{query} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".encode()
    )
    assert head.startswith("HTTP/1.1 414"), head
    with socket.create_connection(("127.0.0.1", server), timeout=5) as connection:
        connection.sendall(
            b"GET /api/openapi.json HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
        )
        answer = b""
        while piece := connection.recv(65536):
            answer += piece
    document = json.loads(answer.partition(b"\r\n\r\n")[2])
    for path, operations in document["paths"].items():
        if path != "/api/openapi.json":
            for operation in operations.values():
                assert "414" in operation["responses"], path


LIMIT = 5


@pytest.fixture(scope="module")
def two_workers(tmp_path_factory: pytest.TempPathFactory, migrated_sqlite: Path) -> Iterator[int]:
    """As `make serve` runs by default: two worker processes, each with its own memory."""
    database = sqlite_copy(migrated_sqlite, tmp_path_factory.mktemp("two") / "two.sqlite3")
    limit = {"FIFTEEN_TWO_POST_RATE_LIMIT": f"{LIMIT} per minute"}
    yield from serve(database, workers=2, extra=limit)


# Two more gunicorn processes: with the slow tier (CI runs it). The quick tier counts every
# hit in the shared database on its own (test_rate_counts.py) and serves the one-worker tests.
@pytest.mark.slow
def test_the_post_limit_holds_across_the_workers(two_workers):
    """Every POST counts once, whichever worker takes it: a limit per process would let
    each of the two take the limit's worth."""
    cookie, token = visitor(two_workers)
    body = f"csrf_token={token}&name=Ann".encode()
    request = post(cookie, body, in_chunks=False)
    answers = [exchange(two_workers, request, see_close=False)[0] for _ in range(12)]
    statuses = [head.split()[1] for head in answers]
    assert statuses == ["303"] * LIMIT + ["429"] * (12 - LIMIT), statuses
    assert re.search(r"(?i)\r\nretry-after: *\d+", answers[-1])
