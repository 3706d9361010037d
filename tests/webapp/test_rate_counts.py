"""The rate limits' counts in the app's database (webapp.limits.DatabaseCounts): a window's
count, its end, a new window once it is over, and hits from many threads at once each counted,
on SQLite and on PostgreSQL."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from types import SimpleNamespace

import pytest
from limits import parse
from limits.strategies import FixedWindowRateLimiter

from webapp import create_app
from webapp.limits import DatabaseCounts

pytestmark = pytest.mark.both_databases(always=True)


@pytest.fixture
def counts(database_url) -> Iterator[DatabaseCounts]:
    """The limits' storage of an app made with no RATELIMIT_STORAGE_URI: the default."""
    app = create_app({"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": database_url})
    store = app.extensions["rate_limits"].counter.storage
    assert isinstance(store, DatabaseCounts)
    yield store
    app.extensions["storage"].engine.dispose()


def test_a_window_counts_and_ends(counts):
    assert counts.check()
    assert counts.get("k") == 0
    assert [counts.incr("k", 60) for _ in range(3)] == [1, 2, 3]
    assert counts.incr("k", 60, amount=2) == 5
    assert counts.get("k") == 5
    assert time.time() + 55 < counts.get_expiry("k") <= time.time() + 60
    counts.clear("k")
    assert counts.get("k") == 0


def test_a_window_over_starts_again(counts, monkeypatch):
    assert counts.incr("short", 1) == 1
    # The window's second is over: the counts' clock moved on, not the test's time waited.
    later = time.time() + 1.05
    monkeypatch.setattr("webapp.limits.time", SimpleNamespace(time=lambda: later))
    assert counts.get("short") == 0
    assert counts.incr("short", 60) == 1


def test_the_limiter_on_it(counts):
    limiter = FixedWindowRateLimiter(counts)
    item = parse("3 per minute")
    assert [limiter.hit(item, "post", "192.0.2.1") for _ in range(4)] == [True] * 3 + [False]
    assert limiter.hit(item, "post", "192.0.2.2")
    assert limiter.get_window_stats(item, "post", "192.0.2.1").remaining == 0


def test_hits_at_once_are_each_counted(counts):
    start = threading.Barrier(8, timeout=10)
    seen: list[int] = []

    def hit() -> None:
        start.wait()
        for _ in range(10):
            seen.append(counts.incr("busy", 60))

    threads = [threading.Thread(target=hit) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    assert sorted(seen) == list(range(1, 81))
    assert counts.reset() == 1
