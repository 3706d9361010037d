"""The bid analyzer in a real browser: type a hand, choose a seat, analyze; the graded
choices and the reasons show up without a page load, and the address is the permalink."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e


@pytest.mark.usefixtures("needs_htmx")
def test_analyse_a_hand_and_read_the_ranking(page: Page, reloads, console_problems):
    page.goto("/euchre/bidding/analyse")
    page.get_by_label("Your hand").fill("jh jd ah ks ac")
    page.get_by_label("Up-card", exact=True).fill("9h")
    page.get_by_label(re.compile("^First")).check()
    reloads.mark()
    page.get_by_role("button", name="Analyze", exact=True).click()

    result = page.locator("#results")
    expect(result.get_by_role("heading", level=2)).to_have_text(re.compile("Order it up alone"))
    options = result.locator("tbody.option")
    expect(options).to_have_count(3)
    expect(options.first).to_have_attribute("data-option", "order_alone")
    expect(options.first).to_contain_text("Best")
    expect(
        result.get_by_role("img", name=re.compile("^Points a hand for each choice"))
    ).to_be_visible()
    expect(
        result.get_by_text(re.compile("J♦ is the left bower when hearts are trump"))
    ).to_be_visible()
    expect(result.locator(".bid-count-table tfoot")).to_contain_text("5 3/4")
    reloads.assert_not_reloaded()
    # the address bar holds the permalink, which opens the same result
    expect(page).to_have_url(re.compile(r"hand=AC\+AH\+JD\+JH\+KS&upcard=9H&seat=1&round=1"))
    page.reload()
    expect(page.locator("#results tbody.option").first).to_have_attribute(
        "data-option", "order_alone"
    )
    assert console_problems == []


@pytest.mark.usefixtures("needs_htmx")
def test_a_mistake_is_shown_beside_its_field(page: Page, console_problems):
    page.goto("/euchre/bidding/analyse")
    page.get_by_label("Your hand").fill("jh jd ah ks")
    page.get_by_label("Up-card", exact=True).fill("9h")
    page.get_by_role("button", name="Analyze", exact=True).click()
    error = page.locator("#hand-error")
    expect(error).to_have_text(re.compile("A Euchre hand is 5 cards; that is 4"))
    expect(page.get_by_label("Your hand")).to_have_attribute("aria-invalid", "true")
    assert console_problems == []
