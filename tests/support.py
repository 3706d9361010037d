"""What the conftests share: skipping (or, in CI, failing) for a missing tool, and the app
configuration every test app starts from."""

from __future__ import annotations

import os
import re

import pytest
from flask.testing import FlaskClient

# Every test may post as often as it likes; the POST limit has tests of its own. A graded bid
# plays its choices out over one batch of deals (100), not up to 2000: a tenth of the time.
TEST_CONFIG = {"TESTING": True, "POST_RATE_LIMIT": "100000 per minute", "BID_MAX_DEALS": 100}


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
