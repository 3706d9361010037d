"""Draw the README's screenshots from the pages as they are now, in Debian's Chromium:
`.venv/bin/python docs/screenshots.py` (the app is served on a free port with a fresh
database; the games are dealt at random, so their pictures differ from run to run)."""

from __future__ import annotations

import logging
import tempfile
import threading
from pathlib import Path

from playwright.sync_api import Page, sync_playwright
from werkzeug.serving import make_server

from webapp import REPO_ROOT, create_app, migrations
from webapp.storage import database_engine

DOCS = REPO_ROOT / "docs"
CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
]
DESKTOP = {"width": 1280, "height": 800}
PHONE = {"width": 390, "height": 844}
TABLE = DESKTOP  # a laptop: the whole decision is in its first screen


def serve() -> str:
    database = Path(tempfile.mkdtemp()) / "screenshots.sqlite3"
    engine = database_engine(f"sqlite:///{database}")
    migrations.upgrade(engine)
    engine.dispose()
    app = create_app(
        {"SECRET_KEY": "screenshots", "DATABASE_URL": f"sqlite:///{database}", "TESTING": True}
    )
    server = make_server("127.0.0.1", 0, app, threaded=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return f"http://127.0.0.1:{server.server_port}"


def deal(page: Page, path: str) -> None:
    """Start a game from its new-game form, with the defaults."""
    page.goto(path)
    page.get_by_role("button", name="Deal", exact=True).click()
    page.wait_for_url("**/games/**")
    page.wait_for_load_state("networkidle")


def until(page: Page, move: str, act) -> None:
    """Take turns with `act` until the table asks for `move`."""
    for _ in range(40):
        if page.locator("#game").get_attribute("data-move") == move:
            return
        act(page)
        page.wait_for_load_state("networkidle")


def click_first(page: Page) -> None:
    before = page.locator("#game").get_attribute("data-version")
    page.locator(".your-move button:not([disabled]), .bid-panel button").first.click()
    page.wait_for_function("v => document.querySelector('#game').dataset.version !== v", arg=before)


def to_play(page: Page, path: str) -> None:
    """A new game with the defaults, played on by the first choice offered to your first card."""
    deal(page, path)
    until(page, "play", click_first)


def main() -> None:
    logging.getLogger("werkzeug").setLevel(logging.ERROR)
    base = serve()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)

        def shot(name: str, path: str | None, viewport=DESKTOP, then=None) -> None:
            context = browser.new_context(viewport=viewport, base_url=base)
            page = context.new_page()
            if path:
                page.goto(path)
                page.wait_for_load_state("networkidle")
            if then:
                then(page)
            page.evaluate("window.scrollTo(0, 0)")
            page.screenshot(path=str(DOCS / f"screenshot-{name}.png"))
            context.close()

        shot("home", "/")
        shot("count", "/count?hand=5H+5C+5S+JD&starter=5D")
        shot("count-phone", "/count?hand=5H+5C+5S+JD&starter=5D", PHONE)
        shot("discard", "/discard?cards=7C+9H+5H+5C+5D+JS&dealer=true&players=2")
        shot("play", None, TABLE, then=lambda page: deal(page, "/cribbage/play"))
        shot("euchre", None, TABLE, then=lambda page: to_play(page, "/euchre/play"))
        shot("bid-euchre", None, TABLE, then=lambda page: to_play(page, "/bid-euchre/play"))
        shot("duplicate", "/euchre/duplicate")
        browser.close()


if __name__ == "__main__":
    main()
