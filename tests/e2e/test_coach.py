"""The coach in the browser: a hint by its key at every game's table (part of a game of each
kind played with hints), the coach's question before a blunder, and a finished game's
mistake answered as a drill at its own table."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from scoring.games import ENGINES
from tests.e2e import test_bid_euchre_play as bid_euchre
from tests.e2e.conftest import play_on_at_the_server, take_euchre_turn, wait_for_move
from tests.e2e.test_play import deal, take_turn
from webapp.storage import get_session
from webapp.tables import YOU
from webapp.trainer import rounds
from webapp.trainer.models import TrainerRound

pytestmark = pytest.mark.usefixtures("needs_htmx")


def ask_for_a_hint(page: Page) -> list[str]:
    """Press H at the table: the hint's options, best first, as the panel lists them."""
    page.wait_for_load_state()  # the table's script listens for keys once loaded
    game = page.locator("#game")
    before = game.get_attribute("data-version") or ""
    page.locator("body").press("h")
    wait_for_move(page, before)
    panel = page.locator("#game .hint-panel")
    expect(panel).to_be_visible()
    expect(panel.locator(".hint-reason").first).not_to_be_empty()
    expect(panel.locator(".verdict-chip").first).to_have_text("Best")
    return [label.text_content() or "" for label in panel.locator(".hint-label").all()]


# Part of a game of each kind: with the slow tier (CI runs it). In the quick tier the coach's
# test below asks for a hint by its key at the cribbage table, and each game's hint is kept and
# shown through the test client (tests/webapp/test_coach.py).
@pytest.mark.slow
def test_hints_in_part_of_a_game_of_each_kind(page: Page, axe, console_problems) -> None:
    deal(page, "You against the computer")
    throws = ask_for_a_hint(page)
    axe.check(page, "a cribbage table with a hint")
    assert all(label.startswith("Throw ") for label in throws) and len(throws) == 15, throws
    take_turn(page)  # the throw
    while page.locator("#game").get_attribute("data-move") not in ("play", "go"):
        take_turn(page)
    plays = ask_for_a_hint(page)
    assert all(label.startswith(("Play ", "Say go")) for label in plays)
    take_turn(page)

    page.goto("/euchre/play")
    page.get_by_role("button", name="Deal").click()
    expect(page).to_have_url(re.compile(r"/euchre/games/[A-Za-z0-9_-]+$"))
    bids = ask_for_a_hint(page)
    assert any("Pass" in label for label in bids)
    take_euchre_turn(page)
    if page.locator("#game .hint-form").count():
        ask_for_a_hint(page)

    bid_euchre.start(page)
    bids = ask_for_a_hint(page)
    assert "Pass" in bids
    axe.check(page, "a Bid Euchre table with a hint")
    bid_euchre.take_turn(page)
    assert console_problems == []


def test_the_coach_asks_before_a_blunder(page: Page, axe, console_problems) -> None:
    page.goto("/cribbage/play")
    page.get_by_label("You against the computer", exact=False).check()
    page.get_by_label("61 points").check()
    page.get_by_label("Blunders only").check()
    page.get_by_role("button", name="Deal").click()
    expect(page).to_have_url(re.compile(r"/cribbage/games/[A-Za-z0-9_-]+$"))
    worst = ask_for_a_hint(page)[-1]  # "Throw 5♥ K♣": the worst throw of the fifteen
    throw_by_label(page, worst)
    question = page.locator("#game .coach-question")
    expect(question).to_contain_text("A blunder:")
    expect(question).to_contain_text(re.compile(r"gives up about [\d.]+ points? on average"))
    expect(question).to_contain_text("Play it anyway, or think again?")
    axe.check(page, "the coach's question")
    before = page.locator("#game").get_attribute("data-version") or ""
    question.get_by_role("button", name="Play it anyway").click()
    wait_for_move(page, before)
    expect(page.locator("#game")).not_to_have_attribute("data-move", "discard")
    assert console_problems == []


def throw_by_label(page: Page, label: str) -> None:
    """Pick the two cards a hint's label names ("Throw 5♥ K♣") and throw them."""
    game = page.locator("#game")
    before = game.get_attribute("data-version") or ""
    names = label.removeprefix("Throw ").split(" ")
    for box in game.locator(".discard-form input[name=card]").all():
        code = box.get_attribute("value") or ""
        if display(code) in names:
            box.locator("xpath=..").click()
    game.get_by_role("button", name="Throw to the crib").click()
    wait_for_move(page, before)


def display(code: str) -> str:
    """A card code ("5H", "TC") as the pages show it ("5♥", "10♣")."""
    from scoring.cards import Card

    return Card.parse(code).display


# The mistake made, the deals before the last are played at the server (as the table's moves
# are, without the browser); the last is clicked through to the end.
@pytest.mark.slow
def test_a_game_with_a_mistake_is_finished_and_the_mistake_answered_as_a_drill(
    page: Page, live_app, axe, console_problems
) -> None:
    deal(page, "You against the computer")
    worst = ask_for_a_hint(page)[-1]
    throw_by_label(page, worst)  # a clear mistake, made on purpose
    assert play_on_at_the_server(live_app, page, hands_left=1) > 0
    for _ in range(400):
        if take_turn(page) is None:
            break
    expect(page.locator(".game-over")).to_be_visible()

    page.goto("/train?mode=mistakes")
    page.get_by_role("button", name="Show me a position").click()
    expect(page.locator("#round-title")).to_have_text("Find a better play")
    expect(page.locator(".mistake-intro")).to_contain_text("In the game you chose")
    axe.check(page, "a mistake as a drill")
    best = best_move_of(live_app, page.url.rsplit("/", 1)[1])
    make(page, best)
    verdict = page.locator(".mistake-verdict")
    expect(verdict).to_contain_text("Better.")
    expect(page.locator("#round .hint-panel .hint-option").first).to_be_visible()
    axe.check(page, "a drill answered")
    page.goto("/progress")
    expect(page.locator(".mistakes-table")).to_contain_text("Cribbage")
    assert console_problems == []


def best_move_of(app, round_id: str):
    """The best move at a drill's position, by the hint (the same evaluator as the grade)."""
    with app.app_context():
        asked = rounds.question_of(get_session().get(TrainerRound, round_id))
        return ENGINES["cribbage"].hint(asked.position, YOU).best


def make(page: Page, option) -> None:
    """Make a hint option's move at the drill's table: a throw, or a card played."""
    if option.label.startswith("Throw "):
        names = option.label.removeprefix("Throw ").split(" ")
        for box in page.locator("#game .discard-form input[name=card]").all():
            if display(box.get_attribute("value") or "") in names:
                box.locator("xpath=..").click()
        page.get_by_role("button", name="Throw to the crib").click()
    else:
        code = option.action.card
        page.locator(f'#game button.hand-card[value="{code}"]').click()
