"""Euchre bidding in the trainer, in a real browser: answer a question by its key, see the
graded feedback with your choice marked, and go on to the next question by keyboard."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("needs_htmx")]

ROUND = re.compile(r"/train/[A-Za-z0-9_-]{20,}$")


def test_answer_a_bid_by_keyboard_and_see_the_feedback(page: Page, reloads, console_problems):
    page.goto("/train?mode=bidding&topic=first_seat")
    page.get_by_role("button", name="Deal me a hand").click()
    expect(page).to_have_url(ROUND)
    page.wait_for_load_state()
    buttons = page.locator("#round [data-key-option]")
    expect(buttons).to_have_count(3)  # first seat, round one: pass, order up, alone
    expect(buttons.nth(1)).to_contain_text("Order it up")
    expect(page.locator("#round .bid-cards svg[role=img]")).to_have_count(6)
    first_url = page.url
    reloads.mark()

    page.keyboard.press("2")  # order it up
    grade = page.locator("#round .bid-grade")
    expect(grade).to_be_visible(timeout=15_000)
    expect(grade.locator("tbody.is-chosen")).to_have_attribute("data-option", "order")
    expect(grade.locator(".bid-verdict")).to_contain_text("order it up")
    expect(page.locator("#round .verdict-title")).to_have_text(
        re.compile(
            r"^(Right: the best bid!|As good as the best\.|Too close to call\."
            r"|Not quite the best bid: an inaccuracy\.|Not the best bid: a (mistake|blunder)\.)$"
        )
    )
    reloads.assert_not_reloaded()

    # N deals the next question in place.
    page.keyboard.press("n")
    expect(page.locator("#round [data-key-option]")).to_have_count(3)
    expect(page).not_to_have_url(first_url)
    reloads.assert_not_reloaded()
    assert console_problems == []
