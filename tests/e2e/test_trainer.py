"""The trainer in a real browser: count a hand right by keyboard, count one wrong and see
what was missed, claim combinations one by one, finish a lesson's practice, see the chart."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from scoring.cards import Card
from scoring.cribbage.hand import Category, HandScore, score_hand
from scoring.trainer import CountAnswer, check_count

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("needs_htmx")]

ROUND = re.compile(r"/train/[A-Za-z0-9_-]{20,}$")
BOXES = ("fifteen", "pair", "run", "flush", "nobs")


def start(page: Page, query: str) -> None:
    """Open the trainer as a new learner and deal the first hand."""
    page.goto(f"/train?{query}")
    page.get_by_role("button", name="Deal me a hand").click()
    expect(page).to_have_url(ROUND)
    # The round's page has loaded its scripts (htmx, the keys) before anything is typed.
    page.wait_for_load_state()


def dealt(page: Page) -> HandScore:
    """The hand and starter on the felt, read off the cards, counted by the engine."""
    felt = page.locator("#round .deal").first
    hand = [
        Card.parse(code)
        for code in felt.locator(".show-hand [data-card]").evaluate_all(
            "cards => cards.map(card => card.dataset.card)"
        )
    ]
    starter = Card.parse(felt.locator(".show-starter [data-card]").get_attribute("data-card"))
    crib = page.locator("#round-title").inner_text().endswith("crib")
    return score_hand(hand, starter, crib=crib)


def verdict(page: Page):
    return page.locator("#round .verdict-title")


def test_count_a_hand_right_by_keyboard(page: Page, reloads, console_problems):
    start(page, "mode=count&level=intermediate")
    score = dealt(page)
    points = score.points_by_category()
    reloads.mark()
    # The first box has the focus: type each category, Space to the next, Enter checks.
    expect(page.get_by_label("Fifteens")).to_be_focused()
    for category in Category:
        page.keyboard.type(str(points[category]))
        page.keyboard.press("Space")
    page.keyboard.press("Enter")

    expect(verdict(page)).to_have_text(f"Right! The hand counts {score.total}")
    expect(page.locator("#round .spoken")).to_contain_text(score.spoken[1:])
    expect(page.locator("#round .verdict-row.is-right")).to_have_count(5)
    first_url = page.url

    # N deals the next hand in place.
    page.keyboard.press("n")
    expect(page.get_by_label("Fifteens")).to_have_value("")
    expect(page).not_to_have_url(first_url)
    reloads.assert_not_reloaded()
    assert console_problems == []


def test_count_a_hand_wrong_and_see_what_was_missed(page: Page, console_problems):
    start(page, "mode=count&level=intermediate&focus=run")
    score = dealt(page)
    points = score.points_by_category()
    typed = {category.value: str(points[category]) for category in Category}
    typed["run"] = "0"  # the runs forgotten
    for name, value in typed.items():
        page.locator(f"#answer-{name}").fill(value)
    page.get_by_role("button", name=re.compile("^Check")).click()

    expect(verdict(page)).to_have_text(f"Not quite. The hand counts {score.total}")
    expected = check_count(score, CountAnswer.parse(typed))
    wrong = page.locator("#round .verdict-row.is-wrong")
    expect(wrong).to_have_count(1)
    expect(wrong).to_contain_text(expected.verdict("run").message.split(": ", 1)[1])

    # Pointing at a run lights up its cards on the felt.
    run = next(item for item in score.items if item.category == Category.RUN)
    page.locator("#round ol.items li.item-run").first.hover()
    for card in run.cards:
        expect(page.locator(f"#round .deal [data-card='{card}']")).to_have_class(
            re.compile(r"\bis-lit\b")
        )
    assert console_problems == []


def claim(page: Page, cards, name: str) -> None:
    for card in cards:
        page.locator(f"#round label.pick-card:has(input[value='{card}'])").click()
    page.get_by_role("button", name=re.compile(f"^{name}")).click()


def test_find_them_all_claim_by_claim(page: Page, reloads, console_problems):
    start(page, "mode=find&level=intermediate")
    score = dealt(page)
    status = page.locator("#round .claim-latest")
    reloads.mark()

    # A slip of the rules: one card is not a pair.
    lone = score.hand[0]
    claim(page, [lone], "Pair")
    expect(status).to_contain_text("No: A pair is two cards of the same rank")
    expect(page.locator("#round .claim.is-wrong")).to_have_count(1)

    for found, item in enumerate(score.items, start=1):
        claim(page, item.cards, item.category.value.capitalize())
        expect(status).to_have_text(f"✓ Yes: {item.text}")
        expect(page.locator("#round .claim.is-right")).to_have_count(found)
    expect(page.locator("#claims-title")).to_contain_text(f"{score.total} points found")

    page.keyboard.press("d")
    expect(verdict(page)).to_have_text("All found, but 1 claim broke a rule")
    expect(page.locator("#round .claims .claim.is-wrong")).to_contain_text("Pair?")
    reloads.assert_not_reloaded()
    assert console_problems == []


def test_finish_a_lessons_practice(page: Page, console_problems):
    page.goto("/lessons/fifteens")
    page.get_by_role("link", name="Start the practice set").click()
    expect(page).to_have_url(re.compile(r"/train\?mode=count&focus=fifteen&level=beginner$"))
    page.get_by_role("button", name="Deal me a hand").click()
    page.wait_for_load_state()
    expect(page.locator("#round .round-meta")).to_contain_text("Beginner hand · with fifteens")
    score = dealt(page)
    page.get_by_label("Total").fill(str(score.total))
    page.get_by_label("Total").press("Enter")
    expect(verdict(page)).to_have_text(f"Right! The hand counts {score.total}")
    assert console_problems == []


def test_see_the_progress_chart(page: Page, console_problems):
    start(page, "mode=count&level=beginner")
    score = dealt(page)
    page.get_by_label("Total").fill(str(score.total))
    page.get_by_label("Total").press("Enter")
    expect(verdict(page)).to_contain_text("Right!")
    page.keyboard.press("n")
    expect(page.get_by_label("Total")).to_have_value("")
    wrong = dealt(page).total + 1
    page.get_by_label("Total").fill(str(wrong))
    page.get_by_label("Total").press("Enter")
    expect(verdict(page)).to_contain_text("Not quite")

    page.get_by_role("navigation", name="Main").get_by_role("link", name="Progress").click()
    expect(page.get_by_role("heading", name="Your progress")).to_be_visible()
    chart = page.get_by_role("img", name=re.compile("Share of answers right, day by day"))
    expect(chart).to_be_visible()
    expect(chart.locator("rect.bar-accuracy")).to_have_count(1)
    figures = page.locator(".progress-figures .figure")
    expect(figures.filter(has_text="Answers").locator("dd")).to_have_text("2")
    expect(figures.filter(has_text=re.compile("^Right")).first.locator("dd")).to_have_text("50%")
    expect(page.get_by_role("img", name=re.compile("Share right in each mode"))).to_be_visible()
    assert console_problems == []
