"""The dispute settler in a real browser: pick or type a hand, count it, share the link."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import picker

pytestmark = pytest.mark.e2e

# The smoke tier counts a hand, shares and reloads it, shows errors beside their fields, keeps
# the console clean and fits a phone; the finer moves of the form (putting a card back, other
# spellings, the crib switch, the back button) run with the slow tier, as CI runs them.

TWENTY_NINE = ["five of hearts", "five of clubs", "five of spades", "jack of diamonds"]


def pick(page: Page, *names: str) -> None:
    for name in names:
        picker(page, name).click()


def total(page: Page):
    return page.locator("#results .result-total")


@pytest.mark.usefixtures("needs_htmx")
def test_pick_the_29_hand_from_the_grid(page: Page, reloads):
    page.goto("/count")
    pick(page, *TWENTY_NINE)
    expect(page.get_by_label("Hand or crib")).to_have_value("5H 5C 5S JD")
    pick(page, "five of diamonds")
    expect(page.get_by_label("Starter")).to_have_value("5D")
    expect(picker(page, "five of diamonds")).to_have_attribute("aria-pressed", "true")

    reloads.mark()
    page.get_by_role("button", name="Count", exact=True).click()

    expect(total(page)).to_have_text("29")
    expect(page).to_have_url(re.compile(r"/count\?hand=5H\+5C\+5S\+JD&starter=5D$"))
    reloads.assert_not_reloaded()
    items = page.locator("#results ol.items > li")
    expect(items).to_have_count(15)
    expect(items.first).to_contain_text("5♣ + J♦ = 15 for 2")
    expect(items.last).to_contain_text("his nobs for 1")
    expect(page.locator("#results .spoken")).to_contain_text("twenty-nine")
    hand = page.locator("#results .show-hand").get_by_role("img")
    expect(hand).to_have_count(4)
    expect(hand.first).to_have_attribute("aria-label", "five of hearts")


@pytest.mark.slow
@pytest.mark.usefixtures("needs_htmx")
def test_picking_a_chosen_card_puts_it_back(page: Page):
    page.goto("/count")
    pick(page, "ace of spades", "two of spades")
    pick(page, "ace of spades")
    expect(page.get_by_label("Hand or crib")).to_have_value("2S")
    expect(picker(page, "ace of spades")).to_have_attribute("aria-pressed", "false")
    status = page.locator("[data-picker-status]")
    expect(status).to_have_text("Took the ace of spades out of the hand.")
    page.get_by_role("button", name="Clear").click()
    expect(page.get_by_label("Hand or crib")).to_have_value("")


@pytest.mark.slow
@pytest.mark.usefixtures("needs_htmx")
def test_type_the_hand_in_any_spelling(page: Page):
    page.goto("/count")
    page.get_by_label("Hand or crib").fill("5h, 5♣ 5s jd")
    page.get_by_label("Starter").fill("5♦")
    # The picker follows what is typed.
    expect(picker(page, "five of clubs")).to_have_attribute("aria-pressed", "true")
    page.get_by_label("Starter").press("Enter")
    expect(total(page)).to_have_text("29")
    # The address bar shows the canonical permalink, not the spelling typed.
    expect(page).to_have_url(re.compile(r"/count\?hand=5H\+5C\+5S\+JD&starter=5D$"))


@pytest.mark.slow
@pytest.mark.usefixtures("needs_htmx")
def test_crib_toggle(page: Page, reloads):
    page.goto("/count?hand=AH+3H+7H+9H&starter=KC")
    expect(total(page)).to_have_text("4")
    expect(page.locator("#results")).to_contain_text("a flush for 4")

    reloads.mark()
    page.get_by_label("Count it as the crib").check()
    page.get_by_role("button", name="Count", exact=True).click()
    expect(total(page)).to_have_text("0")
    expect(page.locator("#results .result-title")).to_contain_text("The crib counts")
    expect(page.locator("#results .notes")).to_contain_text("starter is a heart too")
    expect(page).to_have_title("0 for AH 3H 7H 9H with KC (crib) · Fifteen Two")
    expect(page).to_have_url(re.compile(r"&crib=true$"))
    reloads.assert_not_reloaded()

    # The 29 hand is 29 as a crib too.
    page.get_by_label("Hand or crib").fill("5H 5C 5S JD")
    page.get_by_label("Starter").fill("5D")
    page.get_by_role("button", name="Count", exact=True).click()
    expect(total(page)).to_have_text("29")
    expect(page.locator("#results .result-title")).to_contain_text("The crib counts")


@pytest.mark.usefixtures("needs_htmx")
def test_a_result_never_describes_cards_no_longer_entered(page: Page):
    page.goto("/count?hand=5H+5C+5S+JD&starter=5D")
    result = page.locator("#results .result")
    stale = page.locator("#results [data-stale]")
    expect(total(page)).to_have_text("29")

    # Typed: the 29 and its link are set aside until the fields hold its cards again.
    page.get_by_label("Starter").fill("4D")
    expect(result).to_be_hidden()
    expect(page.locator("#results .permalink")).to_be_hidden()
    expect(stale).to_contain_text("The cards have changed")
    expect(stale).to_contain_text("choose Count")
    page.get_by_label("Starter").fill("5d")
    expect(result).to_be_visible()
    expect(stale).to_be_hidden()

    # Picked out, and the crib box: both change what the result is for.
    pick(page, "five of hearts")
    expect(result).to_be_hidden()
    pick(page, "five of hearts")
    expect(result).to_be_visible()
    page.get_by_label("Count it as the crib").check()
    expect(result).to_be_hidden()
    page.get_by_label("Count it as the crib").uncheck()
    expect(result).to_be_visible()

    # Cleared: nothing is entered, so nothing is described.
    page.get_by_role("button", name="Clear").click()
    expect(result).to_be_hidden()
    expect(stale).to_contain_text("Nothing entered")

    # Counted again: the new result stands.
    pick(page, "ace of spades", "two of spades", "three of spades", "four of spades")
    pick(page, "five of spades")
    page.get_by_role("button", name="Count", exact=True).click()
    expect(total(page)).to_have_text("12")
    expect(result).to_be_visible()
    expect(stale).to_have_count(0)


@pytest.mark.usefixtures("needs_htmx")
def test_permalink_reproduces_the_result(page: Page, base_url: str):
    page.goto("/count")
    page.get_by_label("Hand or crib").fill("AH 3H 7H 9H")
    page.get_by_label("Starter").fill("KC")
    page.get_by_label("Count it as the crib").check()
    page.get_by_role("button", name="Count", exact=True).click()
    expect(total(page)).to_have_text("0")

    link = page.locator("#results a.permalink-url")
    expect(link).to_have_text(f"{base_url}/count?hand=AH+3H+7H+9H&starter=KC&crib=true")
    link.click()
    page.wait_for_load_state()
    expect(total(page)).to_have_text("0")
    expect(page.get_by_label("Count it as the crib")).to_be_checked()
    expect(page.get_by_label("Hand or crib")).to_have_value("AH 3H 7H 9H")


@pytest.mark.slow
@pytest.mark.usefixtures("needs_htmx")
def test_back_button_returns_to_the_previous_count(page: Page):
    page.goto("/count?hand=5H+5C+5S+JD&starter=5D")
    page.get_by_label("Hand or crib").fill("AH 3H 7H 9H")
    page.get_by_label("Starter").fill("KC")
    page.get_by_role("button", name="Count", exact=True).click()
    expect(total(page)).to_have_text("4")
    page.go_back()
    expect(page).to_have_url(re.compile(r"hand=5H\+5C\+5S\+JD"))
    expect(total(page)).to_have_text("29")


@pytest.mark.usefixtures("needs_htmx")
def test_errors_show_next_to_their_fields(page: Page, reloads):
    page.goto("/count")
    page.get_by_label("Hand or crib").fill("5H 5C")
    page.get_by_label("Starter").fill("5X")
    reloads.mark()
    page.get_by_role("button", name="Count", exact=True).click()

    hand = page.get_by_label("Hand or crib")
    expect(hand).to_have_attribute("aria-invalid", "true")
    expect(hand).to_have_accessible_description(re.compile("A hand is 4 cards; only 2 given"))
    expect(page.get_by_label("Starter")).to_have_accessible_description(
        re.compile("unknown suit 'X'")
    )
    expect(page.locator("#results")).to_contain_text("Not counted yet")
    reloads.assert_not_reloaded()

    # Fixing the hand clears its error.
    hand.fill("5H 5C 5S JD")
    page.get_by_label("Starter").fill("5D")
    page.get_by_role("button", name="Count", exact=True).click()
    expect(total(page)).to_have_text("29")
    expect(page.locator(".field-error")).to_have_count(0)


@pytest.mark.usefixtures("needs_htmx")
def test_pointing_at_an_item_lights_up_its_cards(page: Page):
    page.goto("/count?hand=5H+5C+5S+JD&starter=5D")
    page.locator("#results ol.items > li").first.hover()
    lit = page.locator("#results .show-cards .card.is-lit")
    expect(lit).to_have_count(2)
    expect(lit.first).to_have_attribute("aria-label", "five of clubs")


@pytest.mark.usefixtures("needs_htmx")
def test_no_console_errors_or_csp_violations(page: Page, console_problems: list[str]):
    page.goto("/")
    page.goto("/count")
    pick(page, *TWENTY_NINE, "five of diamonds")
    page.get_by_role("button", name="Count", exact=True).click()
    expect(total(page)).to_have_text("29")
    page.locator("#results ol.items > li").first.hover()
    page.get_by_label("Starter").fill("")
    page.get_by_role("button", name="Count", exact=True).click()
    expect(page.locator("#starter-error")).to_be_visible()
    assert console_problems == []


def test_works_without_javascript(browser, base_url: str):
    context = browser.new_context(java_script_enabled=False, base_url=base_url)
    page = context.new_page()
    page.goto("/count")
    expect(page.locator("[data-picker]")).to_be_hidden()
    page.get_by_label("Hand or crib").fill("5H 5C 5S JD")
    page.get_by_label("Starter").fill("5D")
    page.get_by_role("button", name="Count", exact=True).click()
    expect(page).to_have_url(re.compile(r"/count\?hand=5H\+5C\+5S\+JD&starter=5D$"))
    expect(total(page)).to_have_text("29")
    context.close()


def test_fits_a_phone_screen(browser, base_url: str):
    context = browser.new_context(viewport={"width": 360, "height": 740}, base_url=base_url)
    page = context.new_page()
    page.goto("/count?hand=TH+JH+QH+KH&starter=5H")
    expect(total(page)).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    starter = page.locator("#results .show-starter .card")
    box = starter.bounding_box()
    felt = page.locator("#results .show-cards").bounding_box()
    assert box and felt and box["x"] + box["width"] <= felt["x"] + felt["width"]
    context.close()
