"""The task queue for real: worker processes started as `make run` and `make serve` start them
(`flask --app webapp work`), taking the costly work the pages ask for. A worker killed (kill
-9) in the middle of a job loses nothing: the job is started again and answered. And as CI
runs the site for several machines: two gunicorn processes and two workers sharing the
PostgreSQL the tests start as their broker, spoken to over HTTP, through the pages."""

from __future__ import annotations

import http.cookiejar
import json
import os
import re
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import select

from tests.conftest import sqlite_copy
from tests.support import TEST_CONFIG
from tests.webapp.test_serving import serve
from webapp import REPO_ROOT, create_app, jobs
from webapp.models import Job
from webapp.storage import get_engine

pytestmark = pytest.mark.slow

FLASK = Path(sys.executable).parent / "flask"
SECRET = "workers-test-key-0123456789"
BID_EUCHRE = "/bid-euchre/bidding/analyse"
HANDS = (
    "AS KS QS JS 9D 9S AH KH 10H JH AD AC",
    "AS KS QS 9S 9D 10D AH KH 10H JH AD AC",
    "AS KS JS 9S 9D 10D QH KH 10H JH AD AC",
    "AS QS JS 9S 9D 10D QH KH 10H JH KD AC",
    "AS QS JS 9S 9D 10D QH AH 10H JH KD AC",
)


def start_workers(
    database: str, queue: str, workers: int = 2, **extra: str
) -> subprocess.Popen[bytes]:
    env = {
        "PATH": os.environ.get("PATH", ""),
        "SECRET_KEY": SECRET,
        "DATABASE_URL": database,
        "QUEUE_URL": queue,
        **extra,
    }
    return subprocess.Popen(
        [str(FLASK), "--app", "webapp", "work", "--workers", str(workers)],
        cwd=REPO_ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def stop(process: subprocess.Popen[bytes]) -> None:
    os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)


def children(pid: int) -> list[int]:
    found = subprocess.run(["ps", "-o", "pid=", "--ppid", str(pid)], capture_output=True, text=True)
    return [int(line) for line in found.stdout.split()]


@pytest.fixture
def sqlite_queue(tmp_path: Path, migrated_sqlite: Path) -> Iterator[tuple[str, str]]:
    database = sqlite_copy(migrated_sqlite, tmp_path / "site.sqlite3")
    yield database, f"sqlite:///{tmp_path / 'queue.sqlite3'}"


def test_the_workers_answer_and_a_killed_one_loses_nothing(sqlite_queue) -> None:
    database, queue = sqlite_queue
    workers = start_workers(database, queue, FIFTEEN_TWO_JOB_STALE="3")
    config = {
        **TEST_CONFIG,
        "SECRET_KEY": SECRET,
        "DATABASE_URL": database,
        "QUEUE_IMMEDIATE": False,
        "QUEUE_URL": queue,
        "JOB_WAIT": 0.0,
        "JOB_SHARE": 100,
        "JOB_STALE": 3,
        "BID_MAX_DEALS": 500,  # a second's work or so: long enough to be caught running
    }
    app = create_app(config)
    client = app.test_client()
    try:
        # A question the workers answer: asked, followed, answered.
        asked = {"hand": "AS KS QS JS 10S 9S AH KH QH JH AD AC", "seat": "1"}
        answer = ask_until_answered(client, BID_EUCHRE, asked, seconds=60)
        assert answer.status_code == 200
        # Another, and the worker taking it killed while it runs (a question finished before
        # it could be caught is followed by another).
        key = ""
        for hand in HANDS:
            asked = {"hand": hand, "seat": "1"}
            assert client.get(BID_EUCHRE, query_string=asked).status_code == 202
            with app.app_context():
                key = running_job(seconds=30)
                for pid in children(workers.pid):
                    os.kill(pid, signal.SIGKILL)
                lost = jobs.status(key)
                assert lost is not None
                if lost.state == jobs.RUNNING:
                    break
        else:
            pytest.fail("no job was caught running")
        # The consumer starts workers again; the page, asking again, queues the lost job again
        # once it has run past JOB_STALE; it is answered, once.
        answer = ask_until_answered(client, BID_EUCHRE, asked, seconds=90)
        assert answer.status_code == 200
        with app.app_context():
            done = jobs.status(key)
            assert done is not None and done.state == jobs.DONE and done.attempts == 2
    finally:
        stop(workers)


def ask_until_answered(client, path: str, query: dict[str, str], seconds: float):
    deadline = time.monotonic() + seconds
    while True:
        answer = client.get(path, query_string=query)
        if answer.status_code != 202 or time.monotonic() > deadline:
            return answer
        time.sleep(0.3)


def running_job(seconds: float) -> str:
    """The job a worker has just started (the newest asked for)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        with get_engine().connect() as connection:
            newest = connection.execute(
                select(Job.key, Job.state).order_by(Job.created_at.desc()).limit(1)
            ).one()
        if newest.state != jobs.QUEUED:
            return str(newest.key)
        time.sleep(0.01)
    raise AssertionError("no job started")


# Several machines' worth: gunicorn and workers on PostgreSQL -------------------------------


class Browser:
    """A visitor over HTTP, with cookies, reading the CSRF token off the pages."""

    def __init__(self, port: int) -> None:
        self.base = f"http://127.0.0.1:{port}"
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()),
            NoRedirects(),
        )
        self.token = ""

    def get(self, path: str) -> tuple[int, str, dict[str, str]]:
        return self._open(urllib.request.Request(self.base + path))

    def post(self, path: str, fields: dict[str, str]) -> tuple[int, str, dict[str, str]]:
        data = urllib.parse.urlencode({"csrf_token": self.token, **fields}).encode()
        return self._open(urllib.request.Request(self.base + path, data=data))

    def _open(self, request: urllib.request.Request) -> tuple[int, str, dict[str, str]]:
        try:
            with self.opener.open(request, timeout=30) as answer:
                status, body, headers = answer.status, answer.read().decode(), dict(answer.headers)
        except urllib.error.HTTPError as error:
            status, body, headers = error.code, error.read().decode(), dict(error.headers)
        found = re.search(r'name="csrf_token" value="([^"]+)"', body)
        if found:
            self.token = found.group(1)
        return status, body, headers

    def follow(self, path: str, seconds: float = 60) -> tuple[int, str, dict[str, str]]:
        """GET `path`, again while it answers 202, following redirects."""
        deadline = time.monotonic() + seconds
        while True:
            status, body, headers = self.get(path)
            if status in (301, 302, 303):
                path = headers["Location"]
                continue
            if status != 202 or time.monotonic() > deadline:
                return status, body, headers
            time.sleep(0.3)


class NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args: object, **kwargs: object) -> None:
        return None


@pytest.fixture
def postgres_site(postgres_engine, tmp_path: Path) -> Iterator[int]:
    url = postgres_engine.url.set(drivername="postgresql").render_as_string(hide_password=False)
    extra = {"QUEUE_URL": url, "PATH": os.environ.get("PATH", "")}
    workers = start_workers(url, url)
    try:
        yield from serve(url, workers=2, extra=extra)
    finally:
        stop(workers)


def test_two_web_processes_and_two_workers_on_postgresql_serve_the_pages(postgres_site) -> None:
    browser = Browser(postgres_site)
    # A question for the workers, from a page without JavaScript.
    status, body, _ = browser.follow(
        f"{BID_EUCHRE}?hand=AS+KS+QS+JS+10S+9S+AH+KH+QH+JH+AD+AC&seat=1"
    )
    assert status == 200 and "Best:" in body
    # A new game dealt by the workers, opened once ready; a hint at its table.
    browser.get("/euchre/play")
    status, _, headers = browser.post("/euchre/play", {"game_to": "5", "level": "standard"})
    assert status == 303
    status, body, _ = browser.follow(headers["Location"])
    assert status == 200 and 'id="game"' in body
    game = re.search(r'action="(/euchre/games/[^"/]+)/hint"', body)
    assert game, "the table offers a hint"
    version = re.search(r'name="version" value="(\d+)"', body)
    assert version
    status, _, headers = browser.post(f"{game.group(1)}/hint", {"version": version.group(1)})
    assert status == 303
    status, body, _ = browser.follow(game.group(1))
    deadline = time.monotonic() + 60
    while "data-hint-pending" in body and time.monotonic() < deadline:
        time.sleep(0.3)
        status, body, _ = browser.get(game.group(1))
    assert status == 200 and "data-hint data-sheet" in body
    # The API follows a job to its end too.
    query = json.dumps({"hand": "JH JD AH KS AC", "upcard": "9H", "seat": 1, "round": 1})
    request = urllib.request.Request(
        browser.base + "/api/euchre/bid",
        data=query.encode(),
        headers={"Content-Type": "application/json"},
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            status, answered = answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        status, answered = error.code, json.loads(error.read())
    assert status in (200, 202)
    if status == 202:
        assert answered["poll"].startswith("/api/jobs/")
