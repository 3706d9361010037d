"""Duplicate against the field in Chromium, at a desktop's size and a phone's: today's Euchre
set played to its end by clicking, with three other players' results in already; then the
standings and a deal's field, every page checked with axe."""

from __future__ import annotations

import re

import pytest
from flask import Flask
from playwright.sync_api import Page, expect

from scoring.duplicate.daily import daily_set
from scoring.duplicate.deals import Choice
from tests.e2e.conftest import Axe, take_euchre_turn
from webapp import saved_games
from webapp.duplicate import field
from webapp.duplicate.days import today
from webapp.duplicate.models import DuplicateEntry
from webapp.duplicate.pages import record_results
from webapp.duplicate.table import EntryTable, saved_name
from webapp.games import table_game
from webapp.models import Player
from webapp.storage import get_session
from webapp.tables import YOU

pytestmark = pytest.mark.e2e

SIZES = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
# Three players before you, each with a result on every deal of the set.
OTHERS = {"Ann": -2, "Bob": 0, "Cy": 2}


def others_played(app: Flask, size: str) -> None:
    """The other players' results on every deal of today's Euchre set (their ids are the
    size's, so the two sizes' runs do not meet)."""
    with app.test_request_context():
        db = get_session()
        for name, result in OTHERS.items():
            player_id = f"e2e-field-{size}-{name}"
            if db.get(Player, player_id) is not None:
                continue
            db.add(Player(id=player_id, display_name=f"{name} {size}"[:24]))
            db.commit()
            played = EntryTable(daily_set("euchre", today()), ranked=True)
            saved = saved_games.create(saved_name("euchre"), played.to_json(), player=player_id)
            entry = field.add_entry(saved.id, "euchre", today(), player_id, ranked=True)
            for deal in range(1, 9):
                choice = (
                    Choice("pass", "Everyone passed (thrown in)")
                    if result == 0
                    else Choice("order:you", "You ordered up")
                )
                field.record("euchre", today(), deal, player_id, entry.id, result, choice, "[]")


def play_on_at_the_server(app: Flask, page: Page, deals_left: int) -> None:
    """The entry open on `page` played on without the browser, your moves the first allowed,
    until its last `deals_left` deals are to come; saved as a move is, and the page reloaded."""
    entry_id = page.url.rsplit("/", 1)[1]
    with app.test_request_context():
        saved = saved_games.find(entry_id)
        assert saved is not None
        table = EntryTable.from_json(saved.state)
        game = table_game("euchre")
        last = table.played.deals - deals_left  # the first deal (from 0) left to click
        while table.played.number < last:
            played = table.played
            if played.deal_over:
                form = {"action": "next_hand"}
            else:
                form = game.form_for(played.current.legal_actions(YOU)[0])
            table = table.move_from_form(form)
        saved_games.apply_to(saved, saved.version, lambda _: (table.to_json(), table.is_over))
        entry = get_session().get(DuplicateEntry, entry_id)
        assert entry is not None
        record_results(entry, table)
    page.reload()


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
def test_play_a_euchre_set_against_the_field(page: Page, live_app: Flask, axe: Axe, size: str):
    others_played(live_app, size)
    page.set_viewport_size(SIZES[size])
    day = today().isoformat()
    page.goto("/duplicate")
    axe.check(page, f"the duplicate hub ({size})")
    page.locator(".duplicate-sets").get_by_role("link", name=re.compile("^Play Euchre")).click()
    expect(page).to_have_url(re.compile(f"/duplicate/euchre/{day}$"))
    axe.check(page, f"a set's first page ({size})")
    page.get_by_label("Your name on the standings").fill(f"Ada {size}")
    page.get_by_role("button", name="Deal the first deal").click()
    expect(page).to_have_url(re.compile(r"/duplicate/entries/[A-Za-z0-9_-]+$"))
    expect(page.locator(".hint-button")).to_contain_text("this deal will not count")
    axe.check(page, f"a deal at the table ({size})")
    # The first deal clicked to its end, the middle ones played at the server (as a move
    # plays them), the last clicked again.
    for _ in range(100):
        take_euchre_turn(page)
        if page.locator("#duplicate-panel").get_by_text("Against the field so far").count():
            break
    axe.check(page, f"a deal's result ({size})")
    play_on_at_the_server(live_app, page, deals_left=1)
    for _ in range(100):
        if take_euchre_turn(page) == "set_over":
            break
    else:
        raise AssertionError("the set did not end")
    expect(page.locator("#duplicate-panel")).to_contain_text("All 8 deals played")
    page.get_by_role("link", name="The standings").click()
    expect(page.locator("h1")).to_contain_text("Standings")
    # This size's four players (the other size's run may have played the set on this server).
    rows = page.locator(".duplicate-standings tbody tr").filter(has_text=size)
    expect(rows).to_have_count(4)
    players = re.search(r"(\d+) players so far", page.locator(".lede").inner_text())
    assert players is not None
    expect(page.locator(".duplicate-standings .is-you")).to_contain_text(f"Ada {size}")
    axe.check(page, f"the standings ({size})")
    page.get_by_role("link", name="deal 1", exact=True).click()
    expect(page.locator("h1")).to_contain_text("Deal 1: the field")
    expect(page.locator("main")).to_contain_text(f"{players.group(1)} players played it")
    expect(page.locator("svg.histogram")).to_be_visible()
    axe.check(page, f"a deal's field ({size})")
