"""Browser tests: the app served by werkzeug on a free port, driven in Debian's Chromium."""

from __future__ import annotations

import random
import re
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from flask import Flask
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect
from werkzeug.serving import make_server

from tests.conftest import sqlite_copy
from tests.support import TEST_CONFIG, missing
from webapp import REPO_ROOT, create_app, saved_games
from webapp.games import table_game
from webapp.reviews import hands_over
from webapp.tables import YOU, ComputerTable

CHROMIUM = Path("/usr/bin/chromium")
HTMX = REPO_ROOT / "node_modules" / "htmx.org" / "dist" / "htmx.min.js"


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
def live_app(tmp_path_factory: pytest.TempPathFactory, migrated_sqlite: Path) -> Flask:
    """The app the browser tests are served, on a database of their own (a test may look in
    it, as the grader of a drill does)."""
    database = sqlite_copy(migrated_sqlite, tmp_path_factory.mktemp("e2e") / "e2e.sqlite3")
    return create_app({**TEST_CONFIG, "SECRET_KEY": "e2e", "DATABASE_URL": database})


@pytest.fixture(scope="session")
def live_server(live_app: Flask) -> Iterator[str]:
    app = live_app
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(timeout=5)
    app.extensions["storage"].engine.dispose()


@pytest.fixture(scope="module")
def module_context(browser: Browser, browser_context_args: dict) -> Iterator[BrowserContext]:
    """One browser context for a module's tests: making one costs more than many a test."""
    context = browser.new_context(**browser_context_args)
    yield context
    context.close()


@pytest.fixture
def context(module_context: BrowserContext) -> Iterator[BrowserContext]:
    """The module's context, as a new visitor finds it: its cookies (the player's id) are
    cleared after each test, and its pages closed."""
    yield module_context
    for open_page in module_context.pages:
        open_page.close()
    module_context.clear_cookies()


@pytest.fixture
def page(context: BrowserContext, base_url: str) -> Iterator[Page]:
    """A new tab for each test; the site's stored settings are cleared after it."""
    page = context.new_page()
    yield page
    if not page.is_closed() and page.url.startswith(base_url):
        page.evaluate("localStorage.clear(); sessionStorage.clear()")


@pytest.fixture(autouse=True)
def seeded_deals(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every deal a browser test meets (a game's, a practice round's, a duplicate set's) comes
    from a random source seeded by the test's own name, so that each test meets the same
    cards in every run: a test that passes once passes every time. A test that wants some
    deal in particular patches `secrets.randbits` itself."""
    deals = random.Random(request.node.nodeid)
    monkeypatch.setattr("secrets.randbits", deals.getrandbits)


@pytest.fixture(scope="session")
def base_url(live_server: str) -> str:
    """pytest-playwright opens relative URLs (page.goto("/count")) against this."""
    return live_server


@pytest.fixture
def needs_htmx() -> None:
    if not HTMX.is_file():
        missing("htmx is not installed; run `npm ci` in the repository root")


# htmx is done: no request out, nothing being swapped or settled (content swapped in is htmx's
# once settled: a key pressed before that could send its form as a plain one, a whole page).
SETTLED = """() => !document.querySelector('.htmx-request, .htmx-swapping, .htmx-settling')"""


class ReloadWatch:
    """Tells an htmx update from a full page load: a marker left in the window survives only
    the former."""

    def __init__(self, page: Page) -> None:
        self.page = page

    def mark(self) -> None:
        self.page.evaluate("window.__not_reloaded = true")

    def assert_not_reloaded(self) -> None:
        assert self.page.evaluate("window.__not_reloaded === true")


@pytest.fixture
def reloads(page: Page) -> ReloadWatch:
    return ReloadWatch(page)


# A form answered 400 on purpose is logged by Chromium as an error; nothing else should be.
EXPECTED_400 = "Failed to load resource: the server responded with a status of 400 (BAD REQUEST)"


@pytest.fixture
def console_problems(page: Page) -> list[str]:
    """Errors in the console (CSP violations are reported there: "Refused to ...") and
    uncaught exceptions, as they happen on `page`."""
    problems: list[str] = []
    page.on(
        "console",
        lambda message: (
            message.type == "error"
            and message.text != EXPECTED_400
            and problems.append(message.text)
        ),
    )
    page.on("pageerror", lambda error: problems.append(str(error)))
    return problems


def picker(page: Page, name: str) -> Locator:
    """The card picker's button for a card named in words ("five of hearts"): its accessible
    name is what it shows, then the words ("5♥, five of hearts")."""
    return page.get_by_role("button", name=re.compile(rf"^\S+, {re.escape(name)}$"))


# Whether the table has moved on from a version, checked in the page at every frame: expect()
# checks from outside at 100, 250, 500 ms... and most moves land in between.
_MOVED_ON = """before => {
  const game = document.querySelector("#game");
  return game !== null && game.dataset.version !== before;
}"""


def wait_for_move(page: Page, before: str, timeout: float = 15_000) -> None:
    """Wait until the table (#game) shows a version other than `before`: the move is saved
    and the table swapped in (by htmx, or a new page)."""
    page.wait_for_function(_MOVED_ON, arg=before, timeout=timeout)


def take_euchre_turn(page: Page) -> str:
    """At a euchre table (a game or a duplicate set), click what is offered: the first bid
    button (a pass when you may pass), the first card you may play or discard, or the button
    that deals on. Returns the move (the table's data-move) once the page has moved on, or the
    move unmade when there is nothing to click ("over", "set_over" or "")."""
    game = page.locator("#game")
    move = game.get_attribute("data-move") or ""
    before = game.get_attribute("data-version") or ""
    if move in ("play", "discard"):
        page.locator("[data-key-card]").first.click()
    elif move in ("order", "name", "defend"):
        page.locator(".bid-panel button").first.click()
    elif move == "next_hand":
        page.get_by_role("button", name="Deal the next hand").click()
    elif move == "next_deal":
        page.get_by_role("button", name="Next deal").click()
    else:
        return move
    wait_for_move(page, before)
    return move


def play_on_at_the_server(app: Flask, page: Page, hands_left: int) -> int:
    """Play the computer table open on `page` on without the browser, as its moves do (your
    moves the first allowed, the computers' their own), to the end of the hand (or deal)
    before the game's last `hands_left` (if the game has not passed it); save it there as a
    move is saved, and reload the page: it shows the hand's end and the button to deal on.
    Returns the number of hands played to their end."""
    game_id = page.url.split("?")[0].rsplit("/", 1)[1]
    with app.app_context():
        saved = saved_games.find(game_id)
        assert saved is not None, page.url
        table = ComputerTable.read_json(table_game(saved.game), saved.state)
        tables = [table]
        while not table.is_over:
            state = table.state
            table = table.move((state.legal_actions(YOU) or state.legal_actions())[0])
            tables.append(table)
        played = max(len(hands_over(table.state)) - hands_left, len(hands_over(tables[0].state)))
        there = next(t for t in tables if len(hands_over(t.state)) == played)
        saved_games.apply_to(saved, saved.version, lambda _: (there.to_json(), there.is_over))
    page.reload()
    return played


@pytest.fixture
def euchre_turn() -> Callable[[Page], str]:
    """take_euchre_turn, for the euchre tests."""
    return take_euchre_turn


@pytest.fixture
def patient_expect() -> Iterator[None]:
    """Fifteen seconds for each expect(), for pages that wait on the computer players."""
    expect.set_options(timeout=15_000)
    yield
    expect.set_options(timeout=5_000)


AXE = REPO_ROOT / "node_modules" / "axe-core" / "axe.min.js"
# Each violation as "rule: the first few elements and what to fix", for a readable failure.
_AXE_RUN = """async () => {
  const result = await axe.run(document, {resultTypes: ["violations"]});
  return result.violations.map(v => v.id + " (" + v.impact + "): " + v.nodes.slice(0, 3)
    .map(n => n.target.join(" ") + " :: " + n.failureSummary.replace(/\\s+/g, " ")).join(" | "));
}"""


class Axe:
    """axe-core (the npm registry's, a dev dependency) run in the page as it stands. It is
    evaluated through the browser's devtools, which the Content-Security-Policy does not
    govern, so the page's own policy stays as strict as ever."""

    def __init__(self) -> None:
        self.source = AXE.read_text()

    def violations(self, page: Page) -> list[str]:
        page.wait_for_load_state()
        if not page.evaluate("typeof axe !== 'undefined'"):
            page.evaluate(self.source)
        return list(page.evaluate(_AXE_RUN))

    def check(self, page: Page, where: str = "") -> None:
        found = self.violations(page)
        assert found == [], f"axe found on {where or page.url}:\n" + "\n".join(found)


@pytest.fixture(scope="session")
def axe() -> Axe:
    if not AXE.is_file():
        missing("axe-core is not installed; run `npm ci` in the repository root")
    return Axe()
