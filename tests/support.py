"""What the conftests share: skipping (or, in CI, failing) for a missing tool, and the app
configuration every test app starts from."""

from __future__ import annotations

import os
import re

import pytest
from flask.testing import FlaskClient

# Every test may post and ask for costly work as often as it likes, counted in memory (a
# database write for each POST would be a tenth of the page tests' time); the limits and their
# counts in the database have tests of their own (test_security, test_costly_work,
# test_rate_counts, test_serving). Costly work runs where it is asked, at once (no workers:
# the queue's own tests start real ones). A graded bid plays its choices out over one batch of
# deals (100), not up to 2000: a tenth of the time.
TEST_CONFIG = {
    "TESTING": True,
    "POST_RATE_LIMIT": "100000 per minute",
    "WORKER_BUDGET": "100000000 per minute",
    "RATELIMIT_STORAGE_URI": "memory://",
    "QUEUE_IMMEDIATE": True,
    "BID_MAX_DEALS": 100,
}


def missing(message: str) -> None:
    """Skip on a developer's machine; in CI (CI=true) a missing tool is a failure."""
    if os.environ.get("CI") == "true":
        pytest.fail(message, pytrace=False)
    pytest.skip(message)


TOKEN = re.compile(r'<input type="hidden" name="csrf_token" value="([^"]+)">')


def csrf_token(client: FlaskClient, path: str = "/profile") -> str:
    """The CSRF token of `client`'s session, read off the form on `path` (a first visit makes
    the session)."""
    found = TOKEN.search(client.get(path).text)
    assert found, f"no form with a CSRF token on {path}"
    return found.group(1)
