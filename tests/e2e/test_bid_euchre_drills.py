"""Bid Euchre bidding drills in a real browser, on a phone and a laptop: the hand and the
choices on the first screen, a bid made by keyboard (the number, the strain, Enter), the graded
feedback with the bid marked, axe on the question and the answer, and N for the next."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import SETTLED, Axe

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("needs_htmx")]

ROUND = re.compile(r"/train/[A-Za-z0-9_-]{20,}$")
VERDICT = (
    r"^(Right: the best bid!|As good as the best\.|Too close to call\."
    r"|Not quite the best bid: an inaccuracy\.|Not the best bid: a (mistake|blunder)\.)$"
)
SIZES = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}


# The phone in the quick tier; the laptop with the slow tier (CI runs both).
@pytest.mark.parametrize("size", ["phone", pytest.param("desktop", marks=pytest.mark.slow)])
def test_bid_by_keyboard_and_see_the_grade(page: Page, axe: Axe, reloads, console_problems, size):
    viewport = SIZES[size]
    page.set_viewport_size(viewport)
    page.goto("/train?mode=bid_euchre&topic=first")
    page.get_by_role("button", name="Deal me a hand").click()
    expect(page).to_have_url(ROUND)
    page.wait_for_load_state()
    round_panel = page.locator("#round")
    expect(round_panel.locator(".bid-cards svg[role=img]")).to_have_count(12)
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    # The hand and the first choices are on the first screen.
    for card in round_panel.locator(".bid-cards svg[role=img]").all():
        box = card.bounding_box()
        assert box and box["y"] + box["height"] <= viewport["height"], (size, box)
    axe.check(page, f"a Bid Euchre drill ({size})")
    reloads.mark()

    # Keyboard only: the lowest number is chosen; the arrow moves to the next; then a strain's
    # button bids.
    expect(page.locator("#tricks-3")).to_be_checked()
    page.locator("#tricks-3").focus()
    page.keyboard.press("ArrowRight")
    expect(page.locator("#tricks-4")).to_be_checked()
    # Enter in a number asks for the strain; it bids nothing.
    page.keyboard.press("Enter")
    expect(page.locator("#strain-error")).to_contain_text("Choose the strain")
    page.wait_for_function(SETTLED)
    expect(page.locator("#tricks-4")).to_be_checked()
    page.keyboard.press("5")  # a digit chooses the number
    expect(page.locator("#tricks-5")).to_be_checked()
    page.keyboard.press("4")
    page.get_by_role("button", name="Bid in diamonds").focus()
    page.keyboard.press("Enter")
    grade = round_panel.locator(".bid-euchre-grade")
    expect(grade).to_be_visible(timeout=20_000)
    expect(grade.locator("tbody.is-chosen")).to_have_count(1)
    expect(grade.locator("tbody.is-chosen")).to_have_attribute("data-option", "4 diamonds")
    expect(round_panel.locator(".verdict-title")).to_have_text(re.compile(VERDICT))
    reloads.assert_not_reloaded()
    assert page.evaluate("document.documentElement.scrollWidth") <= viewport["width"]
    axe.check(page, f"a Bid Euchre drill answered ({size})")

    first = page.url
    page.keyboard.press("n")
    expect(page).not_to_have_url(first)
    expect(round_panel.locator(".bid-cards svg[role=img]")).to_have_count(12)
    reloads.assert_not_reloaded()
    assert console_problems == []
