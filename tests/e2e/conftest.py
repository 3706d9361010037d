"""Browser tests: the app served by werkzeug on a free port, driven in Debian's Chromium."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from werkzeug.serving import make_server

from webapp import REPO_ROOT, create_app

CHROMIUM = Path("/usr/bin/chromium")
HTMX = REPO_ROOT / "node_modules" / "htmx.org" / "dist" / "htmx.min.js"


def missing(message: str) -> None:
    """Skip on a developer's machine; in CI (CI=true) a missing tool is a failure."""
    if os.environ.get("CI") == "true":
        pytest.fail(message, pytrace=False)
    pytest.skip(message)


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict) -> dict:
    if not CHROMIUM.exists():
        missing(
            f"Chromium is not installed at {CHROMIUM}; "
            "install it with `apt-get install chromium` (Debian's package)"
        )
    return {
        **browser_type_launch_args,
        "executable_path": str(CHROMIUM),
        "args": [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--no-first-run",
        ],
    }


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    database = tmp_path_factory.mktemp("e2e") / "e2e.sqlite3"
    app = create_app(
        {"TESTING": True, "SECRET_KEY": "e2e", "DATABASE_URL": f"sqlite:///{database}"}
    )
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=5)
    app.extensions["storage"].engine.dispose()


@pytest.fixture(scope="session")
def base_url(live_server: str) -> str:
    """pytest-playwright opens relative URLs (page.goto("/count")) against this."""
    return live_server


@pytest.fixture
def needs_htmx() -> None:
    if not HTMX.is_file():
        missing("htmx is not installed; run `npm ci` in the repository root")
