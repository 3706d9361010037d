"""The discard analyzer in a real browser: enter a hand, read the ranking, flip who deals."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import picker

pytestmark = pytest.mark.e2e

# The smoke tier ranks a hand typed and picked, near the end by the chance of winning, keeps
# the console clean, works without JavaScript and fits a phone; the finer moves of the form
# (dealer and pone, three players, players before cards, a ranking set aside) run with the
# slow tier, as CI runs them.

DEALER = "/discard?cards=7C+9H+5H+5C+5D+JS&dealer=true&players=2"
EXAMPLE = [
    "seven of clubs",
    "nine of hearts",
    "five of hearts",
    "five of clubs",
    "five of diamonds",
    "jack of spades",
]


def pick(page: Page, *names: str) -> None:
    for name in names:
        picker(page, name).click()


def option_rows(page: Page):
    return page.locator("#results tr.option-row")


def best_net(page: Page):
    return option_rows(page).first.locator(".option-net")


def analyze(page: Page) -> None:
    page.get_by_role("button", name="Analyze", exact=True).click()


@pytest.mark.usefixtures("needs_htmx")
def test_type_a_hand_and_see_the_ranking_and_the_chart(page: Page, reloads):
    page.goto("/discard")
    expect(page.get_by_label("I deal")).to_be_checked()
    page.get_by_label("Your cards").fill("7c 9h, 5♥ 5c 5d js")
    # The picker follows what is typed.
    expect(picker(page, "jack of spades")).to_have_attribute("aria-pressed", "true")
    reloads.mark()
    analyze(page)

    expect(option_rows(page)).to_have_count(15)
    expect(best_net(page)).to_have_text("20.91")
    best = option_rows(page).first
    expect(best.locator(".option-throw").get_by_role("img")).to_have_count(2)
    expect(best.locator(".option-throw").get_by_role("img").first).to_have_attribute(
        "aria-label", "seven of clubs"
    )
    expect(page.locator("#results tbody.option").first).to_have_class(re.compile(r"\bis-best\b"))
    chart = page.get_by_role("img", name="Expected points for each way to discard, best first")
    expect(chart).to_be_visible()
    expect(chart.locator(".chart-row")).to_have_count(15)
    # The best option's reason and hand scores are open; the others open on demand.
    reason = page.locator("#results .option-reason").first
    expect(reason).to_be_visible()
    expect(reason).to_contain_text("14 guaranteed before the starter")
    expect(page.locator("#results .histogram").first).to_be_visible()
    expect(page.locator("#results .histogram").nth(1)).to_be_hidden()
    page.locator("#results tbody.option").nth(1).get_by_text("Why, and hand scores").click()
    expect(page.locator("#results .histogram").nth(1)).to_be_visible()
    expect(page.locator("#results .option-reason").nth(1)).to_contain_text("Keeps 5♣ 5♦ 5♥ 7♣")

    expect(page).to_have_url(
        re.compile(r"/discard\?cards=7C\+9H\+5H\+5C\+5D\+JS&dealer=true&players=2$")
    )
    expect(page).to_have_title("Throw 7C 9H from 7C 9H 5H 5C 5D JS (dealer) · Fifteen Two")
    reloads.assert_not_reloaded()


@pytest.mark.usefixtures("needs_htmx")
def test_pick_the_hand_from_the_grid(page: Page):
    page.goto("/discard")
    pick(page, *EXAMPLE)
    expect(page.get_by_label("Your cards")).to_have_value("7C 9H 5H 5C 5D JS")
    expect(page.locator("[data-picker-status]")).to_have_text(
        "Added the jack of spades to your cards, 6 of 6. Choose Analyze."
    )
    pick(page, "king of hearts")
    expect(page.locator("[data-picker-status]")).to_have_text(
        "Every card is picked: pick a chosen card to put it back."
    )
    expect(page.get_by_label("Your cards")).to_have_value("7C 9H 5H 5C 5D JS")
    analyze(page)
    expect(option_rows(page)).to_have_count(15)
    expect(best_net(page)).to_have_text("20.91")


@pytest.mark.slow
@pytest.mark.usefixtures("needs_htmx")
def test_flip_dealer_and_pone(page: Page, reloads):
    page.goto(DEALER)
    expect(best_net(page)).to_have_text("20.91")
    crib = option_rows(page).first.locator(".option-crib")
    expect(crib).to_have_text("+4.26")

    reloads.mark()
    # Choosing who deals re-runs the analysis: no button to press.
    page.get_by_label("My opponent deals").check()
    expect(best_net(page)).to_have_text("12.40")
    expect(crib).to_have_text("−4.26")
    expect(page.locator("#results .show-throw figcaption")).to_have_text("To their crib")
    expect(page).to_have_url(re.compile(r"dealer=false"))
    expect(page.get_by_label("My opponent deals")).to_be_focused()

    page.get_by_label("I deal").check()
    expect(best_net(page)).to_have_text("20.91")
    expect(page).to_have_url(re.compile(r"dealer=true"))
    reloads.assert_not_reloaded()

    page.go_back()
    expect(page).to_have_url(re.compile(r"dealer=false"))
    expect(best_net(page)).to_have_text("12.40")


@pytest.mark.slow
@pytest.mark.usefixtures("needs_htmx")
def test_three_players_hold_five_cards(page: Page):
    page.goto(DEALER)
    page.get_by_label("Players").select_option("3")
    # Six cards are one too many with 3 players; the message says so next to the field.
    cards = page.get_by_label("Your cards")
    expect(cards).to_have_accessible_description(
        re.compile("With 3 players you are dealt 5 cards; 6 given")
    )
    expect(page.locator("#results")).to_contain_text("Not analyzed yet")
    expect(page.locator("label[for=cards]")).to_contain_text("5 cards")
    expect(page.get_by_label("Someone else deals")).to_be_visible()

    pick(page, "jack of spades")  # put it back
    expect(cards).to_have_value("7C 9H 5H 5C 5D")
    analyze(page)
    expect(option_rows(page)).to_have_count(5)
    expect(option_rows(page).first.locator(".option-throw").get_by_role("img")).to_have_count(1)
    expect(page).to_have_url(re.compile(r"players=3$"))
    expect(page.locator(".field-error")).to_have_count(0)


@pytest.mark.slow
@pytest.mark.usefixtures("needs_htmx")
def test_choosing_players_before_any_card_is_not_an_error(page: Page):
    page.goto("/discard")
    page.get_by_label("Players").select_option("4")
    expect(page.get_by_label("My side deals")).to_be_visible()
    expect(page.locator("label[for=cards]")).to_contain_text("5 cards")
    expect(page.locator(".field-error")).to_have_count(0)
    pick(
        page,
        "seven of clubs",
        "nine of hearts",
        "five of hearts",
        "five of clubs",
        "jack of spades",
    )
    expect(page.locator("[data-picker-status]")).to_contain_text("5 of 5. Choose Analyze.")
    analyze(page)
    expect(option_rows(page)).to_have_count(5)


@pytest.mark.usefixtures("needs_htmx")
def test_no_console_errors_or_csp_violations(page: Page, console_problems: list[str]):
    page.goto("/discard")
    pick(page, *EXAMPLE)
    analyze(page)
    expect(best_net(page)).to_have_text("20.91")
    page.get_by_label("My opponent deals").check()
    expect(best_net(page)).to_have_text("12.40")
    page.locator("#results tbody.option").nth(3).get_by_text("Why, and hand scores").click()
    page.get_by_label("Your cards").fill("7C 9H")
    analyze(page)
    expect(page.locator("#cards-error")).to_be_visible()
    assert console_problems == []


def test_works_without_javascript(browser, base_url: str):
    context = browser.new_context(java_script_enabled=False, base_url=base_url)
    page = context.new_page()
    page.goto("/discard")
    expect(page.locator("[data-picker]")).to_be_hidden()
    page.get_by_label("Your cards").fill("7C 9H 5H 5C 5D JS")
    page.get_by_label("My opponent deals").check()
    analyze(page)
    # The form as sent, with the score left blank and the target as chosen.
    expect(page).to_have_url(
        re.compile(r"/discard\?cards=7C\+9H\+5H\+5C\+5D\+JS&dealer=false&players=2&score=&to=121$")
    )
    expect(option_rows(page)).to_have_count(15)
    expect(best_net(page)).to_have_text("12.40")
    # The permalink is the canonical address.
    expect(page.locator(".permalink-url")).to_have_attribute(
        "href", "/discard?cards=7C+9H+5H+5C+5D+JS&dealer=false&players=2"
    )
    # Details open without JavaScript too.
    page.locator("#results tbody.option").nth(1).get_by_text("Why, and hand scores").click()
    expect(page.locator("#results .histogram").nth(1)).to_be_visible()
    context.close()


def test_fits_a_phone_screen(browser, base_url: str):
    context = browser.new_context(viewport={"width": 390, "height": 844}, base_url=base_url)
    page = context.new_page()
    page.goto(DEALER)
    expect(best_net(page)).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # The table turns into one card per option: its figures are labelled, the header hidden.
    header = page.locator("#results .options thead").bounding_box()
    assert header and header["height"] <= 1
    row = option_rows(page).first.bounding_box()
    chart = page.locator("#results .discard-chart").bounding_box()
    assert row and chart and row["width"] <= 390 and chart["x"] + chart["width"] <= 390
    context.close()


@pytest.mark.slow
@pytest.mark.usefixtures("needs_htmx")
def test_a_ranking_is_set_aside_when_the_cards_change(page: Page):
    page.goto("/discard?cards=7C+9H+5H+5C+5D+JS&dealer=false")
    result = page.locator("#results .result")
    expect(option_rows(page)).to_have_count(15)
    pick(page, "jack of spades")
    expect(result).to_be_hidden()
    expect(page.locator("#results [data-stale]")).to_contain_text("The cards have changed")
    pick(page, "jack of spades")
    expect(result).to_be_visible()


@pytest.mark.usefixtures("needs_htmx")
def test_a_score_near_the_end_ranks_by_the_chance_of_winning(page: Page, reloads):
    page.goto("/discard?cards=7C+9H+5H+5C+5D+JS&dealer=false")
    expect(page.locator("#results .ranked-by")).to_contain_text("Give the score")
    reloads.mark()
    page.get_by_role("textbox", name="Score optional").fill("100-110")
    analyze(page)
    ranked_by = page.locator("#results .ranked-by")
    expect(ranked_by).to_contain_text("You need 21 and they need 11: ranked by your chance")
    expect(page.locator("#results thead")).to_contain_text("To win")
    expect(option_rows(page).first.locator(".verdict-chip")).to_have_text("Best")
    expect(best_net(page)).to_have_text("12.40")  # the exact figures stay beside it
    expect(page).to_have_url(re.compile(r"&score=100-110$"))
    # A short game re-runs at once: 100 is past a game to 61, said next to the score.
    page.get_by_label("Game to").select_option("61")
    expect(page.get_by_role("textbox", name="Score optional")).to_have_accessible_description(
        re.compile("In a game to 61 each score is from 0 to 60; 110 is past it")
    )
    reloads.assert_not_reloaded()


def test_the_chance_of_winning_fits_a_phone_screen(browser, base_url: str):
    context = browser.new_context(viewport={"width": 390, "height": 844}, base_url=base_url)
    page = context.new_page()
    page.goto(DEALER + "&score=100-110")
    expect(page.locator("#results .ranked-by")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    value = option_rows(page).first.locator(".option-value").bounding_box()
    assert value and value["x"] + value["width"] <= 390
    context.close()
