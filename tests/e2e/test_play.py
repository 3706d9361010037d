"""Playing cribbage in Chromium: deal a game, click cards and buttons to the end, reload in
the middle and go on, play by keyboard, and a four-player game with muggins."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from scoring.cards import standard_deck
from tests.e2e.conftest import play_on_at_the_server, wait_for_move

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("patient_expect")]

PLAY = re.compile(r"^play ", re.IGNORECASE)
# The muggins box, not the house rule whose hint mentions muggins too.
MUGGINS = re.compile(r"^Muggins")


def deal(page: Page, players: str, game_to: str = "61", muggins: bool = False) -> None:
    page.goto("/cribbage/play")
    page.get_by_label(players, exact=False).check()
    page.get_by_label(f"{game_to} points").check()
    if muggins:
        page.get_by_role("checkbox", name=MUGGINS).check()
    page.get_by_role("button", name="Deal").click()
    expect(page).to_have_url(re.compile(r"/cribbage/games/[A-Za-z0-9_-]+$"))
    page.wait_for_load_state()  # the table with its stylesheet, as a person sees it


def table(page: Page):
    return page.locator("#game")


def version(page: Page) -> str:
    return table(page).get_attribute("data-version") or ""


def scores(page: Page) -> list[str]:
    return page.locator(".scoreboard .score-points").all_inner_texts()


def take_turn(page: Page, points: str = "0") -> str | None:
    """Make whatever move is yours, as a person would: click what is offered. None when
    the game is over."""
    game = table(page)
    before = version(page)
    move = game.get_attribute("data-move")
    if move == "discard":
        need = int(game.locator("[data-throw]").get_attribute("data-throw"))
        for card in game.locator(".discard-form .hand-card").all()[:need]:
            card.click()
        game.get_by_role("button", name="Throw to the crib").click()
    elif move == "play":
        game.get_by_role("button", name=PLAY).first.click()
    elif move == "go":
        game.get_by_role("button", name="Go", exact=True).click()
    elif move == "show":
        game.get_by_role("button", name=re.compile(r"^Count my (hand|crib)$")).click()
    elif move == "declare":
        game.get_by_label(re.compile(r"^Points in your")).fill(points)
        game.get_by_role("button", name="Declare").click()
    elif move == "muggins":
        game.get_by_role("button", name="Accept").click()
    elif move == "next_deal":
        game.get_by_role("button", name="Next deal").click()
    else:
        return None
    wait_for_move(page, before)
    return move


# Clicked through to the end of the deal the page is reloaded in, and from the end of the one
# before the last to the game's end; the deals between are played at the server (as the
# table's moves are, without the browser).
@pytest.mark.slow
@pytest.mark.usefixtures("needs_htmx")
def test_play_a_whole_game_by_clicking_with_a_reload_in_the_middle(
    page: Page, live_app, console_problems, reloads
):
    # A short game (61) keeps the suite fast; the board and the end are the same at 121.
    deal(page, "You against the computer")
    expect(
        page.get_by_role("img", name=re.compile(r"^Cribbage board, game to 61: You 0"))
    ).to_be_visible()
    expect(table(page).get_by_role("checkbox")).to_have_count(6)

    # Throw by keyboard: the first two cards, then Enter.
    names = [box.get_attribute("aria-label") for box in table(page).get_by_role("checkbox").all()]
    reloads.mark()
    before = version(page)
    page.keyboard.press("1")
    page.keyboard.press("2")
    expect(table(page).get_by_role("checkbox", name=names[0])).to_be_checked()
    expect(
        page.get_by_text(f"Throw {names[0]} and {names[1]}: press Throw or Enter.")
    ).to_be_visible()
    page.keyboard.press("Enter")
    wait_for_move(page, before)
    reloads.assert_not_reloaded()
    recent = page.locator("section.recent")
    expect(recent).to_contain_text("You throw two cards to the crib")
    expect(recent).to_contain_text("Computer throws two cards to the crib")
    expect(recent).to_contain_text(re.compile("turns? the starter"))
    for name in names[:2]:
        expect(table(page).get_by_role("button", name=f"Play {name}")).to_have_count(0)

    # Play a card by its number key, when one can be played.
    if table(page).get_attribute("data-move") == "play":
        first = table(page).get_by_role("button", name=PLAY).first
        card = first.locator("svg").get_attribute("aria-label")
        before = version(page)
        page.keyboard.press(first.get_attribute("data-key-card"))
        wait_for_move(page, before)
        expect(recent).to_contain_text(f"You play {_display(card)}")

    moves = 0
    reloaded = played_on = False
    while (move := take_turn(page)) is not None:
        moves += 1
        if moves == 12 and not reloaded:
            shown = scores(page), version(page), table(page).get_attribute("data-move")
            page.reload()
            assert (scores(page), version(page), table(page).get_attribute("data-move")) == shown
            reloaded = True
        if reloaded and move == "next_deal" and not played_on:
            play_on_at_the_server(live_app, page, hands_left=1)
            played_on = True
        assert moves < 300
    assert reloaded and played_on

    over = page.locator(".game-over")
    expect(over).to_be_visible()
    expect(over.locator(".result-text")).to_have_text(re.compile(r"^(You|Computer) won \d+ to \d+"))
    final = [int(score) for score in scores(page)]
    assert max(final) >= 61
    expect(page).to_have_title(re.compile(r"^Game over: (You|Computer) won · Fifteen Two$"))
    assert console_problems == []


@pytest.mark.usefixtures("needs_htmx")
def test_four_players_with_a_partner_and_muggins(page: Page, console_problems):
    deal(page, "Four players, two sides", muggins=True)
    felt = page.locator("section.felt")
    for name in ("West", "North", "East"):
        expect(felt.get_by_role("group", name=name, exact=True)).to_be_visible()
    expect(page.locator(".scoreboard")).to_contain_text("You and North")
    expect(table(page).get_by_role("checkbox")).to_have_count(5)
    take_turn(page)
    expect(page.locator("section.recent")).to_contain_text("North throws a card to the crib")

    # Play to the show; declare 2 for your hand, whatever it holds.
    while table(page).get_attribute("data-move") not in ("declare", None):
        take_turn(page)
    if table(page).get_attribute("data-move") == "declare":
        expect(table(page).get_by_role("group", name=re.compile("and the starter"))).to_be_visible()
        take_turn(page, points="2")
        expect(page.locator(".show-panel")).to_contain_text("and declare 2 points")
    assert console_problems == []


def test_the_new_game_form_explains_the_rules_and_is_in_the_menu(page: Page, console_problems):
    page.goto("/cribbage/play")
    page.get_by_text("House rules", exact=True).click()
    expect(page.get_by_text("Both opponents count, then the dealer's partner")).to_be_visible()
    expect(page.get_by_text("whoever said go first leads the next count")).to_be_visible()
    page.get_by_role("link", name="Cribbage", exact=True).click()
    expect(page.get_by_role("link", name="Cribbage", exact=True)).to_have_attribute(
        "aria-current", "page"
    )
    assert console_problems == []


def _display(name: str) -> str:
    """'five of hearts' -> '5♥', as the log prints a card."""
    return next(card.display for card in standard_deck() if card.name == name)


@pytest.mark.usefixtures("needs_htmx")
def test_a_move_from_a_second_tab_is_refused_with_the_current_position(page: Page, reloads):
    deal(page, "You against the computer")
    second = page.context.new_page()
    second.goto(page.url)
    take_turn(page)
    played = version(page)

    # The second tab still shows the discard: its throw was already made in the first.
    reloads_second = type(reloads)(second)
    reloads_second.mark()
    cards = table(second).locator(".discard-form .hand-card")
    cards.nth(2).click()
    cards.nth(3).click()
    table(second).get_by_role("button", name="Throw to the crib").click()
    expect(second.locator(".game-message")).to_have_text(
        "That move was already made (the game has moved on); here is the current position."
    )
    assert version(second) == played
    reloads_second.assert_not_reloaded()
    expect(table(second).locator(".discard-form")).to_have_count(0)
    second.close()


def test_play_without_javascript(browser, live_server):
    """The plain forms: the cards to throw are checkboxes, the cards to play buttons."""
    context = browser.new_context(base_url=live_server, java_script_enabled=False)
    page = context.new_page()
    deal(page, "You against the computer")
    cards = table(page).locator(".discard-form .hand-card")
    names = [box.get_attribute("aria-label") for box in table(page).get_by_role("checkbox").all()]
    cards.nth(4).click()
    cards.nth(5).click()
    expect(table(page).get_by_role("checkbox", name=names[4])).to_be_checked()
    table(page).get_by_role("button", name="Throw to the crib").click()
    expect(page.locator("section.recent")).to_contain_text("You throw two cards to the crib")
    expect(table(page).get_by_role("checkbox")).to_have_count(0)
    for _ in range(3):
        assert take_turn(page) is not None
    context.close()
