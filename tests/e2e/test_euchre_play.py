"""Playing euchre in Chromium: deal, bid, play a hand by clicking, reload in the middle of the
hand and go on, play a whole game to its end, with no console errors (a CSP violation is one)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import play_on_at_the_server, wait_for_move

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("patient_expect")]


def test_deal_bid_and_play_a_hand(
    page: Page, needs_htmx, reloads, console_problems, euchre_turn
) -> None:
    page.goto("/euchre/play")
    page.get_by_label("5 points").check()
    page.get_by_role("button", name="Deal").click()
    expect(page).to_have_url(re.compile(r"/euchre/games/[A-Za-z0-9_-]+$"))
    page.wait_for_load_state()  # the table with its stylesheet, as a person sees it
    game = page.locator("#game")
    expect(game.locator(".seat-name").first).to_be_visible()
    reloads.mark()

    moves: list[str] = []
    reloaded = False
    for _ in range(40):
        move = game.get_attribute("data-move")
        if move in ("next_hand", "over", ""):
            break
        if move == "play" and not reloaded and "play" in moves:
            # Mid-hand: reload, and the same table comes back.
            version = game.get_attribute("data-version")
            hand = page.locator(".you .hand-card").all_inner_texts()
            page.reload()
            expect(page.locator("#game")).to_have_attribute("data-version", version)
            assert page.locator(".you .hand-card").all_inner_texts() == hand
            reloaded = True
            reloads.mark()
        moves.append(euchre_turn(page))
        reloads.assert_not_reloaded()

    # The deal (fixed by the test's name) has you bid, then play all five cards.
    assert moves.count("play") == 5 and reloaded, moves
    expect(page.locator(".hand-summary")).to_contain_text(re.compile(r"point|thrown in"))
    assert console_problems == []


# The keys (P to pass, a card's number) are the trick tables' one script's: Bid Euchre's keys
# test (tests/e2e/test_bid_euchre_play.py) presses them in the quick tier; Euchre's with the
# slow tier (CI runs it).
@pytest.mark.slow
def test_keys_play_cards_and_pass(page: Page, needs_htmx, console_problems, euchre_turn) -> None:
    page.goto("/euchre/play")
    page.get_by_role("button", name="Deal").click()
    game = page.locator("#game")
    expect(page).to_have_url(re.compile(r"/euchre/games/"))
    page.wait_for_load_state()  # the table with its stylesheet, as a person sees it
    for _ in range(12):
        move = game.get_attribute("data-move")
        before = game.get_attribute("data-version") or ""
        if move in ("order", "name", "defend") and page.locator('[data-key="p"]').count():
            page.locator("body").press("p")
        elif move in ("play", "discard"):
            # The nth card of your hand: the first you may play (a card that does not
            # follow suit has no key).
            key = page.locator("[data-key-card]").first.get_attribute("data-key-card")
            page.locator("body").press(key or "1")
        else:
            euchre_turn(page)
            continue
        wait_for_move(page, before)
    assert console_problems == []


# The hands before the last are played at the server (as its moves are, without the browser):
# from the end of the one before it, the new hand is dealt and the last one clicked through.
@pytest.mark.slow
def test_play_a_whole_game(page: Page, live_app, needs_htmx, console_problems, euchre_turn) -> None:
    page.goto("/euchre/play")
    page.get_by_label("5 points").check()
    page.get_by_label("Easy").check()
    page.get_by_text("House rules", exact=True).click()
    page.get_by_label("Stick the dealer").check()
    page.get_by_role("button", name="Deal").click()
    expect(page).to_have_url(re.compile(r"/euchre/games/[A-Za-z0-9_-]+$"))
    page.wait_for_load_state()  # the table with its stylesheet, as a person sees it
    game = page.locator("#game")
    hands = play_on_at_the_server(live_app, page, hands_left=1)
    assert hands > 0
    expect(game).to_have_attribute("data-move", "next_hand")
    for _ in range(400):
        move = euchre_turn(page)
        if move == "next_hand":
            hands += 1
            expect(page.locator(".game-meta")).to_contain_text(f"hand {hands}")
        if move in ("over", ""):
            break
    else:
        raise AssertionError("the game did not end")
    expect(game).to_have_attribute("data-move", "over")
    expect(page.locator(".game-over")).to_contain_text(re.compile(r"won the game, \d+ to \d+"))
    scores = [int(s) for s in page.locator("[data-score]").all_inner_texts()]
    assert max(scores) >= 5 and min(scores) < 5
    # Every hand is in the log, each scored by the engine or thrown in.
    expect(page.locator(".log-deal")).to_have_count(hands)
    summary = page.locator(".hand-summary")
    expect(summary).to_contain_text(re.compile(r"(North–South|East–West) win"))
    # The last hand's review loads under its summary; the whole game's is a click away.
    expect(page.locator(".hand-review h2")).to_contain_text(f"hand {hands}: the computer")
    page.get_by_role("link", name="Review the whole game").click()
    expect(page.get_by_role("heading", name="Your Euchre game, reviewed")).to_be_visible()
    expect(page.locator(".review-hand")).to_have_count(hands)
    page.get_by_role("link", name="Your finished games").click()
    expect(page.locator(".finished-games li")).to_have_count(1)
    assert console_problems == []
