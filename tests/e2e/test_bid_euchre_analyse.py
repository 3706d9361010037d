"""The Bid Euchre bid analyzer in a real browser, on a laptop and on a phone: type a hand,
choose a seat, type the bids before yours and press Enter; the ranked bids show up without a
page load, the address is the permalink, nothing scrolls sideways, and axe-core finds nothing
on the form, the result or a mistake beside its field."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("needs_htmx")]

PAGE = "/bid-euchre/bidding/analyse"
HAND = "js js' jc as ks 9s ts ah ah' kd qd 9c"
SIZES = {
    "desktop": {"width": 1280, "height": 800},
    "phone": {"width": 390, "height": 844},
}


def fits_the_width(page: Page, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width


# The phone in the quick tier; the laptop with the slow tier (CI runs both).
@pytest.mark.parametrize("size", ["phone", pytest.param("desktop", marks=pytest.mark.slow)])
def test_analyse_a_hand_and_read_the_ranking(page: Page, axe, reloads, console_problems, size: str):
    page.set_viewport_size(SIZES[size])
    page.goto(PAGE)
    axe.check(page, f"the empty form ({size})")
    page.get_by_label("Your hand").fill(HAND)
    page.get_by_label(re.compile("^Third")).check()
    bids = page.get_by_label("Bids before yours")
    bids.fill("pass, 4 h")
    reloads.mark()
    bids.press("Enter")  # the keyboard sends the form

    result = page.locator("#results")
    expect(result.get_by_role("heading", level=2)).to_have_text(re.compile(r"Best: \w+, \w+"))
    options = result.locator("tbody.option")
    expect(options.first).to_have_attribute("data-verdict", "best")
    expect(options.first).to_contain_text("Best")
    expect(result.locator(".bid-auction li")).to_have_text(
        ["Left deals", "Partner passes", "Right bids four, hearts", "Your turn"]
    )
    expect(result.get_by_role("img", name="jack of clubs")).to_be_visible()
    expect(result.locator("aside.model")).to_contain_text("rule-based player")
    reloads.assert_not_reloaded()
    # the address bar holds the canonical permalink, shown under the result too
    expect(page).to_have_url(re.compile(r"seat=3&bids=pass,\+4\+hearts&ours=0&theirs=0$"))
    expect(result.locator("a.permalink-url")).to_have_attribute(
        "href", re.compile(r"bids=pass,\+4\+hearts")
    )
    fits_the_width(page, SIZES[size]["width"])
    # the sure losses are folded, and open from the keyboard
    more = result.locator("details.bid-more-options")
    expect(more).not_to_have_attribute("open", "")
    more.locator(":scope > summary").focus()
    page.keyboard.press("Enter")
    expect(more).to_have_attribute("open", "")
    expect(more.locator("tbody.option").first).to_have_attribute(
        "data-verdict", re.compile(r"^(inaccuracy|mistake|blunder)$")
    )
    fits_the_width(page, SIZES[size]["width"])
    axe.check(page, f"the result ({size})")
    assert console_problems == []


def test_a_mistake_is_shown_beside_its_field(page: Page, axe, console_problems):
    page.goto(PAGE)
    page.get_by_label("Your hand").fill(HAND)
    page.get_by_label(re.compile("^First")).check()
    page.get_by_label("Bids before yours").fill("pass")
    page.get_by_role("button", name="Analyze", exact=True).click()
    error = page.locator("#bids-error")
    expect(error).to_have_text(re.compile("At seat 1 you bid first"))
    expect(page.get_by_label("Bids before yours")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#results")).to_contain_text("Not analyzed yet")
    axe.check(page, "a mistake beside its field")
    assert console_problems == []


def test_a_field_at_fault_is_brought_into_view_on_a_phone(page: Page):
    """Asked again with a mistake, the field at fault takes the focus: on a phone the form is
    far above the result that says to fix it."""
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(
        "/bid-euchre/bidding/analyse?hand=JS+JS+JC+AS+KS+9S+TS+AH+AH+KD+QD+9C"
        "&seat=3&bids=pass,+4+hearts"
    )
    page.wait_for_load_state()
    page.locator("#hand").fill("JS JS JC AS KS 9S TS AH AH KD QD")
    page.get_by_role("button", name="Analyze").click()
    expect(page.locator("#hand")).to_be_focused()
    box = page.locator("#hand").bounding_box()
    assert box and 0 <= box["y"] <= 844, box
