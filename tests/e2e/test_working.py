"""Costly work on the task queue, as a person meets it: a question whose answer the workers
are still working out says so ("Working on it") and the page asks again by itself until the
answer comes, with htmx; a hint at the table shows that it is being weighed, then the hint; and
without JavaScript, a page that comes back by itself. Here a worker thread takes each job a
second after it is asked, so that every answer is followed before it comes."""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from playwright.sync_api import Browser, Page, expect
from sqlalchemy import select
from werkzeug.serving import make_server

from tests.conftest import sqlite_copy
from tests.support import TEST_CONFIG
from webapp import create_app, jobs
from webapp.models import Job
from webapp.storage import get_engine

DELAY = 1.0  # seconds a job waits before the worker takes it


@pytest.fixture(scope="module")
def queued_app(tmp_path_factory: pytest.TempPathFactory, migrated_sqlite: Path) -> Flask:
    folder = tmp_path_factory.mktemp("working")
    return create_app(
        {
            **TEST_CONFIG,
            "SECRET_KEY": "e2e-working",
            "DATABASE_URL": sqlite_copy(migrated_sqlite, folder / "site.sqlite3"),
            "QUEUE_IMMEDIATE": False,
            "QUEUE_URL": f"sqlite:///{folder / 'queue.sqlite3'}",
            "JOB_WAIT": 0.05,
        }
    )


@pytest.fixture(scope="module")
def queued_server(queued_app: Flask) -> Iterator[str]:
    server = make_server("127.0.0.1", 0, queued_app, threaded=True)
    serving = threading.Thread(target=server.serve_forever, daemon=True)
    serving.start()
    stopping = threading.Event()

    def work() -> None:
        with queued_app.app_context():
            while not stopping.is_set():
                with get_engine().connect() as connection:
                    waiting = connection.execute(
                        select(Job.key, Job.created_at).where(Job.state == jobs.QUEUED)
                    ).all()
                for key, created in waiting:
                    if (jobs.utc_now() - created).total_seconds() >= DELAY:
                        jobs.execute(key)
                time.sleep(0.1)

    worker = threading.Thread(target=work, daemon=True)
    worker.start()
    yield f"http://127.0.0.1:{server.server_port}"
    stopping.set()
    worker.join(timeout=10)
    server.shutdown()
    serving.join(timeout=5)


@pytest.mark.usefixtures("needs_htmx")
def test_a_new_question_says_it_is_working_then_answers(
    page: Page, queued_server: str, console_problems
) -> None:
    page.goto(f"{queued_server}/bid-euchre/bidding/analyse")
    page.get_by_label("Your hand").fill("AS KS QS JS 10S 9S AH KH QH JH AD AC")
    page.get_by_label(re.compile("^First")).check()
    page.get_by_role("button", name="Analyze", exact=True).click()
    notice = page.locator("#working-status")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("Working on it")
    expect(page.locator("#results .result-title")).to_contain_text("Best:", timeout=20_000)
    expect(notice).to_be_hidden()
    assert console_problems == []


@pytest.mark.usefixtures("needs_htmx")
def test_a_hint_is_weighed_then_shown_at_the_table(
    page: Page, queued_server: str, console_problems
) -> None:
    page.goto(f"{queued_server}/cribbage/play")
    page.get_by_role("button", name="Deal").click()
    # The deal's own job first (the computers' first moves), followed to the table.
    expect(page).to_have_url(re.compile(r"/cribbage/games/[A-Za-z0-9_-]+$"), timeout=20_000)
    page.locator("body").press("h")
    expect(page.locator("[data-hint-pending]")).to_be_visible()
    expect(page.locator("#game .hint-panel .hint-option").first).to_be_visible(timeout=20_000)
    assert console_problems == []


def test_without_javascript_the_page_comes_back_by_itself(
    browser: Browser, queued_server: str
) -> None:
    context = browser.new_context(java_script_enabled=False)
    try:
        page = context.new_page()
        page.goto(
            f"{queued_server}/bid-euchre/bidding/analyse?hand=AS+KS+QS+JS+10S+9S+AH+KH+QH+10H+AC+AD&seat=1"
        )
        expect(page.get_by_role("heading", name="Working on it")).to_be_visible()
        expect(page.locator(".result-title")).to_contain_text("Best:", timeout=20_000)
    finally:
        context.close()
