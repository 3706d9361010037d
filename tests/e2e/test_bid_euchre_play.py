"""Playing Bid Euchre in Chromium: bid from the panel, pass cards for a lone bid, play the
tricks by clicking and by keys, reload mid-hand, and play a whole game to the target, with no
console errors (a CSP violation is one)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import play_on_at_the_server, wait_for_move

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("patient_expect")]


def take_turn(page: Page) -> str:
    """Click what is offered: Pass when you may (else the lowest legal bid), the cards asked
    for in an exchange, the first card you may play (at its visible corner: the hand is a
    fan), or the button that deals on. Returns the move once the page has moved on."""
    game = page.locator("#game")
    move = game.get_attribute("data-move") or ""
    before = game.get_attribute("data-version") or ""
    if move == "bidding":
        passing = page.get_by_role("button", name="Pass", exact=True)
        if passing.count():
            passing.click()
        else:
            page.locator(".bid-level").first.click()
            page.locator("button.bid-button:not([disabled])").first.click()
            page.get_by_role("button", name="Bid it").click()
    elif move == "exchange":
        count = int(page.locator("fieldset[data-throw]").get_attribute("data-throw") or "0")
        for label in page.locator(".hand-pick .hand-card").all()[:count]:
            label.click(position={"x": 8, "y": 30})
        page.get_by_role("button", name=re.compile("Pass the card")).click()
    elif move in ("play", "widow"):
        page.locator("button.hand-card:not([disabled])").first.click(position={"x": 8, "y": 30})
    elif move == "next_hand":
        page.get_by_role("button", name="Deal the next hand").click()
    else:
        return move
    wait_for_move(page, before)
    return move


def play_until(page: Page, move: str, limit: int = 60) -> None:
    """Take the usual turns until the table asks you for `move` ("bidding", "play" ...)."""
    game = page.locator("#game")
    for _ in range(limit):
        if game.get_attribute("data-move") == move:
            return
        take_turn(page)
    expect(game).to_have_attribute("data-move", move)


def bid(page: Page, tricks: str, strain: str) -> None:
    """Bid from the panel: the number (or lone bid) first, then the strain's button, then
    Bid it under the question it asks."""
    page.locator(".bid-level", has_text=tricks).click()
    page.locator(f'button.bid-button[value="{strain}"]').click()
    page.get_by_role("button", name="Bid it").click()


def start(page: Page, *, house: bool = False, benny: bool = False) -> None:
    page.goto("/bid-euchre/play")
    page.get_by_label("32 points").check()
    page.get_by_label("Easy").check()
    if house or benny:
        page.get_by_text("House rules", exact=True).click()
    if house:
        page.get_by_label("Lone bids").check()
        page.get_by_label("Low no-trump").check()
    if benny:
        page.get_by_label("The Benny").check()
    page.get_by_role("button", name="Deal").click()
    expect(page).to_have_url(re.compile(r"/bid-euchre/games/[A-Za-z0-9_-]+$"))
    page.wait_for_load_state()


# The hands before the last are played at the server (as its moves are, without the browser):
# from the end of the one before it, the new hand is dealt and the last one clicked through.
@pytest.mark.slow
def test_play_a_whole_game_to_the_target(
    page: Page, live_app, needs_htmx, console_problems
) -> None:
    start(page, house=True, benny=True)
    game = page.locator("#game")
    hands = play_on_at_the_server(live_app, page, hands_left=1)
    assert hands > 0
    expect(game).to_have_attribute("data-move", "next_hand")
    for _ in range(800):
        move = take_turn(page)
        if move == "next_hand":
            hands += 1
            expect(page.locator(".game-meta")).to_contain_text(f"hand {hands}")
        if move in ("over", ""):
            break
    else:
        raise AssertionError("the game did not end")
    expect(game).to_have_attribute("data-move", "over")
    expect(page.locator(".game-over")).to_contain_text(re.compile(r"won the game, -?\d+ to -?\d+"))
    expect(page.locator(".log-deal")).to_have_count(hands)
    summary = page.locator(".hand-summary")
    expect(summary).to_contain_text(re.compile(r"(North–South|East–West) win .* to "))
    expect(summary).to_contain_text("a point a trick")
    assert console_problems == []


def test_take_up_the_widow_and_lay_a_card_away(page: Page, needs_htmx, console_problems) -> None:
    start(page, benny=True)
    game = page.locator("#game")
    play_until(page, "bidding")
    expect(page.locator(".auction")).to_contain_text("the widow, 1 card face down")
    bid(page, "12", "H")
    expect(game).to_have_attribute("data-move", "widow")
    move = page.locator(".your-move")
    expect(move).to_contain_text("You took up the widow")
    expect(move.locator("button.hand-card")).to_have_count(13)
    expect(move.locator("button.hand-card.is-new")).to_have_count(1)
    move.locator("button.hand-card").first.click(position={"x": 8, "y": 30})
    expect(game).to_have_attribute("data-move", "play")
    expect(page.locator(".you button.hand-card")).to_have_count(12)
    expect(page.locator("[data-trump]")).to_contain_text("You bid twelve, hearts")
    assert console_problems == []


def test_bid_by_keys_play_by_keys_and_reload(page: Page, needs_htmx, console_problems) -> None:
    start(page)
    game = page.locator("#game")
    played = False
    for _ in range(40):
        move = game.get_attribute("data-move")
        before = game.get_attribute("data-version") or ""
        if move == "bidding" and page.locator('[data-key="p"]').count():
            page.locator("body").press("p")
        elif move == "play":
            key = page.locator("button[data-key-card]").first.get_attribute("data-key-card")
            if key and int(key) <= 9:
                hand = page.locator(".you .hand-card").count()
                page.locator("body").press(key)
                wait_for_move(page, before)
                page.reload()
                expect(page.locator(".you .hand-card")).to_have_count(hand - 1)
                played = True
                break
            take_turn(page)
            continue
        else:
            take_turn(page)
            continue
        wait_for_move(page, before)
    assert played
    assert console_problems == []


def test_the_arrows_reach_every_card_of_a_long_hand(page: Page, needs_htmx) -> None:
    """Twelve cards and nine number keys: the arrows move along the hand, Enter plays."""
    start(page)
    game = page.locator("#game")
    play_until(page, "play", 40)
    cards = page.locator("button[data-key-card]:not([disabled])")
    count = cards.count()
    cards.first.focus()
    for _ in range(count - 1):
        page.keyboard.press("ArrowRight")
    last = cards.nth(count - 1)
    expect(last).to_be_focused()
    page.keyboard.press("ArrowLeft")
    expect(cards.nth(count - 2) if count > 1 else last).to_be_focused()
    page.keyboard.press("ArrowRight")
    held = page.locator(".you .hand-card").count()
    before = game.get_attribute("data-version") or ""
    page.keyboard.press("Enter")  # plays the last card, beyond the number keys' reach
    wait_for_move(page, before)
    expect(page.locator(".you .hand-card")).to_have_count(held - 1)
    expect(page.locator(".keys-help")).to_contain_text("move along your hand")


def test_the_bidding_panel_offers_only_bids_above_the_last(page: Page, needs_htmx) -> None:
    start(page)
    play_until(page, "bidding", 20)
    badge = page.locator("[data-trump]").inner_text()
    beat = re.search(r"bid to beat is \w+'s (\w+),", badge)
    levels = page.locator(".bid-levels input[name=tricks]")
    values = [level.get_attribute("value") or "" for level in levels.all()]
    assert values
    # Nothing is picked for you: a strain's button bids nothing unseen.
    for level in levels.all():
        expect(level).not_to_be_checked()
    expect(page.locator("button.bid-button:not([disabled])")).not_to_have_count(0)
    if beat:
        words = [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
        ]
        above = words.index(beat.group(1))
        assert all(not value.isdigit() or int(value) > above for value in values)
        if above < 12:
            assert values[0] == str(above + 1)
