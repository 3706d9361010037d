"""Settle it in a real browser, at desktop and phone widths: type the play, choose the trump and
the seats by keyboard and pointer, read the answer, and find it at its permalink."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("needs_htmx")]

PHONE = {"width": 390, "height": 844}


@pytest.fixture(params=["desktop", pytest.param("phone", marks=pytest.mark.slow)])
def width(request, page: Page) -> str:
    if request.param == "phone":
        page.set_viewport_size(PHONE)
    return str(request.param)


def test_from_the_navigation_to_a_settled_play(page: Page, width, reloads, console_problems):
    page.goto("/")
    menu = page.get_by_role("button", name="Menu")
    if menu.is_visible():  # on a phone the site's pages are behind it
        menu.click()
    page.get_by_role("navigation", name="Main").get_by_role("link", name="Settle it").click()
    expect(page).to_have_url(re.compile(r"/settle$"))
    page.get_by_role("link", name="Pegging", exact=True).click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Settle the pegging")
    page.wait_for_load_state()  # htmx wired to the form: Enter before that sends a whole page

    reloads.mark()
    plays = page.get_by_label("Cards played, in order")
    plays.fill("TH JD 9C go 5H 6D 4C")
    plays.press("Enter")

    steps = page.locator("#results .peg-step")
    expect(steps).to_have_count(9)
    expect(steps.nth(2)).to_contain_text("10♥ J♦ 9♣: a run of three for 3")
    expect(steps.nth(4)).to_contain_text("Player 1 pegs the go")
    expect(page.locator(".settle-totals")).to_contain_text("Player 2 5")
    expect(page).to_have_url(re.compile(r"/settle/pegging\?players=2&plays=TH\+JD\+9C\+go"))
    reloads.assert_not_reloaded()
    assert console_problems == []

    # The permalink opens the same answer, without the form's help.
    link = page.locator("a.permalink-url").get_attribute("href")
    page.goto(link)
    expect(page.locator("#results .peg-step")).to_have_count(9)


def test_a_mistake_is_shown_beside_its_field(page: Page, width):
    page.goto("/settle/pegging")
    page.get_by_label("Cards played, in order").fill("4S 5X")
    page.get_by_role("button", name="Settle it").click()
    error = page.locator("#plays-error")
    expect(error).to_contain_text("'5X': unknown suit 'X'")
    expect(page.get_by_label("Cards played, in order")).to_have_attribute("aria-invalid", "true")
    expect(page.locator("#results")).to_contain_text("Not settled yet")


def test_three_players_the_house_rule_and_a_go_not_allowed(page: Page, width):
    page.goto("/settle/pegging")
    page.get_by_role("radio", name="3", exact=True).check()
    page.get_by_label("Cards played, in order").fill("TH KD 3C go 2S 1:9H")
    page.get_by_role("button", name="Settle it").click()
    problem = page.locator(".settle-problem")
    expect(problem).to_contain_text("Player 1 said go on 23, and 9♥ would take the count")
    expect(page.locator(".peg-step.is-illegal")).to_have_count(1)


def test_who_takes_a_trick_by_keyboard(page: Page, width, console_problems):
    page.goto("/settle/trick")
    hearts = page.get_by_role("radio", name="♥ Hearts")
    hearts.focus()
    page.keyboard.press("Space")
    expect(hearts).to_be_checked()
    page.get_by_label("Cards played, in order").fill("AH JD QH 9S")
    page.get_by_label("Cards played, in order").press("Enter")
    result = page.locator("#results")
    expect(result.locator(".result-total")).to_have_text("West")
    expect(result.locator(".spoken")).to_contain_text("the left bower")
    expect(page).to_have_url(re.compile(r"/settle/trick\?game=euchre&trump=H&cards=AH\+JD"))
    assert console_problems == []


def test_bid_euchre_trick_with_a_hand_that_could_not_follow(page: Page, width):
    page.goto("/settle/trick")
    page.get_by_role("navigation", name="Game").get_by_role("link", name="Bid Euchre").click()
    page.get_by_role("radio", name="No-trump", exact=True).check()
    page.get_by_label("Cards played, in order").fill("AS KS AS 9S")
    page.get_by_text("The hands, if you know them").click()
    page.get_by_label("East's hand").fill("9S QD")
    page.get_by_role("button", name="Settle it").click()
    expect(page.locator("#results .result-total")).to_have_text("South")
    expect(page.locator("#results .spoken")).to_contain_text("the first played wins")
    page.get_by_label("East's hand").fill("9D QD")
    page.get_by_role("button", name="Settle it").click()
    expect(page.locator("#east-error")).to_contain_text("East played 9♠, so the hand holds it")


def test_what_a_hand_is_worth_in_both_games(page: Page, width):
    page.goto("/settle/hand")
    page.get_by_role("radio", name="North").first.check()
    page.get_by_role("radio", name="♥ Hearts").check()
    page.get_by_label("The maker went alone").check()
    page.get_by_role("radio", name="5", exact=True).check()
    page.get_by_role("button", name="Settle it").click()
    expect(page.locator("#results .result-total")).to_have_text("4")
    expect(page.locator("#results .worth-why")).to_contain_text("a lone march, 4 points")

    page.get_by_role("navigation", name="Game").get_by_role("link", name="Bid Euchre").click()
    page.get_by_role("radio", name="West").first.check()
    page.get_by_label("The bid", exact=True).fill("8")
    page.get_by_role("radio", name="No-trump", exact=True).check()
    page.get_by_label("Tricks the bidders took").fill("5")
    page.get_by_role("button", name="Settle it").click()
    lines = page.locator("#results .worth-line")
    expect(lines.first).to_contain_text("East–West")
    expect(lines.first.locator(".worth-points")).to_have_text("−8")
    expect(page).to_have_url(re.compile(r"/settle/hand\?game=bid-euchre&bidder=west&bid=8"))
