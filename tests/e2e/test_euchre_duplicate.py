"""Duplicate euchre in Chromium: start a set of four deals, play every deal by clicking, read
each deal's comparison with the computer, and reach the final table, with no console errors."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import wait_for_move

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("patient_expect")]


# A whole set clicked through: with the slow tier, as the whole games are (CI runs it). In the
# quick tier a set is dealt in the browser and checked with axe (test_accessibility.py), and
# played to its final table through the test client (tests/webapp/test_euchre_duplicate.py).
@pytest.mark.slow
def test_play_a_set_of_four_deals(
    page: Page, needs_htmx, reloads, console_problems, euchre_turn
) -> None:
    page.goto("/euchre/play")
    page.get_by_role("link", name="Duplicate euchre").click()
    expect(page).to_have_url(re.compile(r"/euchre/duplicate$"))
    page.get_by_label("4 deals").check()
    page.get_by_label("Easy").check()
    page.get_by_role("button", name="Deal the set").click()
    expect(page).to_have_url(re.compile(r"/euchre/duplicate/[A-Za-z0-9_-]+$"))
    page.wait_for_load_state()  # the table with its stylesheet, as a person sees it
    game = page.locator("#game")
    expect(game.locator(".game-meta")).to_contain_text("Deal 1 of 4")
    reloads.mark()

    compared: list[str] = []
    for _ in range(120):
        move = game.get_attribute("data-move")
        if move in ("next_deal", "set_over"):
            panel = page.locator(".duplicate-compare")
            expect(panel.locator(".deal-verdict")).to_be_visible()
            expect(panel.get_by_role("columnheader", name="Computer")).to_be_visible()
            compared.append(panel.locator("h2").inner_text())
        if move == "set_over":
            break
        if move == "next_deal" and len(compared) == 1:
            # The keyboard: N deals on, as the keys help says.
            before = game.get_attribute("data-version") or ""
            page.locator("body").press("n")
            wait_for_move(page, before)
            continue
        euchre_turn(page)
        reloads.assert_not_reloaded()
    else:
        raise AssertionError("the set did not end")

    assert compared == [f"Deal {n}: you and the computer" for n in range(1, 5)]
    final = page.locator(".duplicate-final")
    expect(final.locator(".set-verdict")).to_contain_text(
        re.compile(r"(more than|the same).* over 4 deals\.")
    )
    rows = final.locator(".final-table tbody tr")
    expect(rows).to_have_count(4)
    expect(rows.locator("th")).to_have_text(["1", "2", "3", "4"])
    expect(final.locator("tfoot")).to_contain_text("Total")
    # Reloaded, the finished set shows the same table.
    page.reload()
    expect(page.locator(".final-table tbody tr")).to_have_count(4)
    assert console_problems == []
