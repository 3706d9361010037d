"""A Euchre lesson in a real browser with JavaScript off: a quiz answer opens from its
<details>, shows the engine's winner, and the practice set opens the drills on the topic."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from scoring.cards import parse_cards
from scoring.tricks.seats import SEATS, play_order
from scoring.tricks.trick import trick_winner
from tests.webapp.test_lessons import LESSONS, QUIZ, source

pytestmark = [pytest.mark.e2e]


def test_a_quiz_answer_opens_without_javascript(browser: Browser, base_url: str):
    _, body = source(LESSONS / "10-cards-and-bowers.md")
    kind, spec = QUIZ.findall(body)[0]
    trump, cards = (part.strip() for part in spec.split("|"))
    assert kind == "trick" and trump == "diamonds"
    winner = SEATS[play_order(0)[trick_winner(parse_cards(cards), parse_cards("AD")[0].suit)]]

    context = browser.new_context(java_script_enabled=False, base_url=base_url)
    page = context.new_page()
    page.goto("/lessons/cards-and-bowers")
    question = page.locator(".lesson-question").first
    expect(question.get_by_role("heading", name="Question 1")).to_be_visible()
    answer = question.locator("[data-answer]")
    expect(answer).to_be_hidden()
    question.get_by_text("Show the answer").click()
    expect(answer).to_be_visible()
    expect(answer).to_have_text(winner)

    page.get_by_role("link", name="Start the practice set").click()
    expect(page).to_have_url(re.compile(r"/settle/trick\?game=euchre$"))
    context.close()
