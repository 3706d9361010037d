"""Keeping the score of games played with real cards, in a browser as a player would: a whole
two-player cribbage game (his heels, the play typed and tapped, a muggins called, an over-count
refused, an undo) and a Euchre game, each with a second browser following the read-only link,
and axe on every page on the way."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import SETTLED

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("needs_htmx")]

PHONE = {"width": 390, "height": 844}
# The follower's page looks at the sheet every 3 seconds (on its clock, which the test moves on
# rather than wait); the look's answer arrives within this.
FOLLOW_EVERY = 3_000
FOLLOWED = 10_000


# Both sizes with the slow tier (CI runs them); the quick tier keeps a deal of the sheet on a
# phone (tests/e2e/test_answers_in_view.py: the muggins prompt and the next deal).
@pytest.fixture(
    params=[pytest.param(size, marks=pytest.mark.slow) for size in ("phone", "desktop")]
)
def width(request, page: Page) -> str:
    if request.param == "phone":
        page.set_viewport_size(PHONE)
    return str(request.param)


def scores(page: Page):
    return page.locator("#sheet .keep-side-score")


def entered(page: Page, version: int) -> None:
    """Wait until the sheet shows `version`: the entry is saved and swapped in, and settled
    (its answer brought into view: a tap before that could land where the page moves away)."""
    expect(page.locator("#sheet")).to_have_attribute("data-version", str(version))
    page.wait_for_function(SETTLED)


def count(page: Page, whose: str, *, cards: str = "", claimed: str = "", starter: str = "") -> None:
    page.locator("#count-form").get_by_text(whose, exact=True).click()
    page.get_by_label("The four cards").fill(cards)
    if starter:
        page.locator("#count-form").get_by_label("The starter").fill(starter)
    page.get_by_label("Points claimed").fill(claimed)
    page.get_by_role("button", name="Count it").click()


def follower(browser: Browser, page: Page, *, first_address: bool = False) -> Page:
    """A second phone, a browser of its own, opening the read-only link shared (as it was
    written before the scorekeeper moved from /keep-score, if `first_address`)."""
    link = page.locator(".keep-share a[href*='/scorekeeper/follow/']")
    href = link.get_attribute("href")
    other = browser.new_context(base_url=page.url.split("/scorekeeper")[0])
    watcher = other.new_page()
    watcher.set_viewport_size(PHONE)
    watcher.clock.install()
    if first_address:
        watcher.goto(href.replace("/scorekeeper/", "/keep-score/", 1))
        expect(watcher).to_have_url(re.compile(re.escape(href) + "$"))
    else:
        watcher.goto(href)
    return watcher


def next_look(watcher: Page) -> Page:
    """The follower's page once it has looked at the sheet again: its clock moved on by the
    time between looks."""
    watcher.clock.run_for(FOLLOW_EVERY)
    return watcher


# The follower's phone is the same at either size of the keeper's: it follows on the phone's run.
def test_a_whole_cribbage_game(page: Page, browser: Browser, width, axe, console_problems):
    page.goto("/settle")
    page.get_by_role("link", name="Keep score", exact=True).click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Keep score")
    axe.check(page, f"the scorekeeper's setup ({width})")
    page.get_by_label("Player 1", exact=True).fill("Ann")
    page.get_by_label("Player 2", exact=True).fill("Bob")
    page.get_by_role("checkbox", name="Muggins").check()
    page.get_by_role("button", name="Start keeping score").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Cribbage: Ann and Bob")
    expect(page.locator(".keep-deal-who")).to_have_text("Ann deals; Bob plays first.")
    watcher = follower(browser, page) if width == "phone" else None
    if watcher:
        expect(watcher.locator("form")).to_have_count(0)

    # The cut: a jack, his heels for the dealer, seen by the follower within seconds.
    starter = page.get_by_label("The starter (the cut)")
    starter.fill("JH")
    starter.press("Enter")
    entered(page, 1)
    expect(scores(page)).to_have_text(["2", "0"])
    if watcher:
        expect(scores(next_look(watcher))).to_have_text(["2", "0"], timeout=FOLLOWED)

    # The play, typed: Bob leads from the dealer's left; every point found.
    page.get_by_text("Or type the play as cards").click()
    page.get_by_label("The cards in the order played").fill("4S 6H 5D 7C 8C go 9C")
    page.get_by_role("button", name="Peg the play").click()
    entered(page, 2)
    expect(scores(page)).to_have_text(["6", "11"])
    expect(page.locator(".keep-line").first).to_contain_text("a run of five for 5")

    # A slip of the finger, undone.
    page.get_by_role("button", name="Bob pegs 12 points").click()
    entered(page, 3)
    expect(scores(page)).to_have_text(["6", "23"])
    page.get_by_role("button", name=re.compile(r"^Undo: Bob pegs 12 points")).click()
    entered(page, 4)
    expect(scores(page)).to_have_text(["6", "11"])

    # Bob counts 20 in a hand of 22: Ann calls muggins.
    count(page, "Bob's hand", cards="5H 5C 5S JD", claimed="20")
    entered(page, 5)
    expect(page.locator(".keep-muggins")).to_contain_text("it holds 22: 2 points missed")
    axe.check(page, f"a sheet with muggins to call ({width})")
    page.get_by_role("button", name="Ann calls muggins (+2)").click()
    entered(page, 6)
    expect(scores(page)).to_have_text(["8", "31"])

    # Ann claims 12 for a hand of 7: refused, with what is there; then counted right.
    count(page, "Ann's hand", cards="2H 3H 4H 9C", claimed="12")
    expect(page.locator("#count-form-claimed-error")).to_contain_text("the hand holds 7 points")
    expect(page.locator(".keep-over li")).to_have_count(3)
    expect(page.get_by_label("Points claimed")).to_be_focused()
    entered(page, 6)
    page.get_by_label("Points claimed").fill("7")
    page.get_by_role("button", name="Count it").click()
    entered(page, 7)
    expect(scores(page)).to_have_text(["15", "31"])
    count(page, "Ann's crib", claimed="4")
    entered(page, 8)
    expect(page.locator(".keep-deal-who")).to_have_text("Bob deals; Ann plays first.")
    axe.check(page, f"the sheet, deal 2 ({width})")

    # The rest of the game counted by points (20, 24 and 16 a deal), the show's order offered
    # each time: three deals, Bob pegging out with his crib.
    version, deal = 8, 2
    while not page.locator(".keep-result").count():
        dealer, pone = ("Bob", "Ann") if deal % 2 == 0 else ("Ann", "Bob")
        for whose, claimed in (
            (f"{pone}'s hand", "20"),
            (f"{dealer}'s hand", "24"),
            (f"{dealer}'s crib", "16"),
        ):
            if page.locator(".keep-result").count():
                break
            expect(page.locator("#count-form").get_by_label(whose, exact=True)).to_be_checked()
            page.get_by_label("Points claimed").fill(claimed)
            page.get_by_role("button", name="Count it").click()
            version += 1
            entered(page, version)
        deal += 1
    assert deal == 5
    expect(page.locator(".keep-result")).to_have_text("Bob won 121 to 99.")
    expect(page.locator("#count-form")).to_have_count(0)
    if watcher:
        result = next_look(watcher).locator(".keep-result")
        expect(result).to_have_text("Bob won 121 to 99.", timeout=FOLLOWED)
    board = page.locator(".board:visible")
    expect(board).to_have_attribute("aria-label", re.compile(r"Ann 99 .*; Bob 121 \(last peg \+6"))
    axe.check(page, f"a finished sheet ({width})")
    assert page.evaluate("document.documentElement.scrollWidth") <= page.viewport_size["width"]
    if watcher:
        axe.check(watcher, "the followed sheet (phone)")

    # Reloaded, it is all still there; the big board shows the score alone.
    page.reload()
    expect(scores(page)).to_have_text(["99", "121"])
    page.get_by_role("link", name="Big board").click()
    expect(page.locator("#sheet.is-big .keep-side-score")).to_have_text(["99", "121"])
    axe.check(page, f"the big board ({width})")
    assert console_problems == []
    if watcher:
        watcher.context.close()


@pytest.mark.slow
def test_a_euchre_game(page: Page, browser: Browser, axe, console_problems):
    page.set_viewport_size(PHONE)
    page.goto("/scorekeeper?game=euchre")
    page.get_by_label("North and South").fill("Us")
    page.get_by_label("East and West").fill("Them")
    page.get_by_role("button", name="Start keeping score").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Euchre: Us and Them")
    watcher = follower(browser, page, first_address=True)

    def hand(maker: str, trump: str, tricks: str, alone: bool = False) -> None:
        form = page.locator("#hand-form")
        form.get_by_role("group", name="Made trump").get_by_text(maker).click()
        form.get_by_role("group", name="Trump").get_by_text(trump, exact=True).click()
        if alone:
            form.get_by_text("The maker went alone").click()
        form.get_by_role("group", name="Tricks the makers took").get_by_text(
            tricks, exact=True
        ).click()
        page.get_by_role("button", name="Score the hand").click()

    hand("South (Us)", "Hearts", "3")
    entered(page, 1)
    expect(scores(page)).to_have_text(["1", "0"])
    hand("West (Them)", "Spades", "5", alone=True)
    entered(page, 2)
    expect(scores(page)).to_have_text(["1", "4"])
    expect(page.locator(".keep-line").first).to_contain_text("a lone march, 4 points")
    expect(scores(next_look(watcher))).to_have_text(["1", "4"], timeout=FOLLOWED)
    hand("North (Us)", "Clubs", "1")  # euchred: 2 to Them
    entered(page, 3)
    expect(scores(page)).to_have_text(["1", "6"])
    page.get_by_role("button", name=re.compile("^Undo: North made clubs")).click()
    entered(page, 4)
    hand("North (Us)", "Clubs", "5")  # a march: 2 to Us
    entered(page, 5)
    expect(scores(page)).to_have_text(["3", "4"])
    # A mistake: no trump chosen; said next to it, and nothing entered.
    form = page.locator("#hand-form")
    form.get_by_role("group", name="Made trump").get_by_text("East (Them)").click()
    form.get_by_role("group", name="Tricks the makers took").get_by_text("3", exact=True).click()
    page.get_by_role("button", name="Score the hand").click()
    expect(page.locator("#hand-form-trump-error")).to_have_text("Choose the trump suit.")
    entered(page, 5)
    for version in (6, 7):
        hand("East (Them)", "Diamonds", "5", alone=True)
        entered(page, version)
    expect(page.locator(".keep-result")).to_have_text("Them win 12 to 3.")
    result = next_look(watcher).locator(".keep-result")
    expect(result).to_have_text("Them win 12 to 3.", timeout=FOLLOWED)
    axe.check(page, "a finished Euchre sheet (phone)")
    assert console_problems == []
    watcher.context.close()


@pytest.mark.slow
def test_a_bid_euchre_hand(page: Page, axe):
    page.set_viewport_size(PHONE)
    page.goto("/scorekeeper?game=bid-euchre")
    page.get_by_text("House rules").click()
    page.get_by_role("checkbox", name=re.compile("^Lone bids")).check()
    page.get_by_role("button", name="Start keeping score").click()
    form = page.locator("#hand-form")
    form.get_by_role("group", name="Won the bidding").get_by_text("West", exact=True).click()
    page.get_by_label("The bid").fill("moon")
    form.get_by_role("group", name="Trump").get_by_text("No-trump").click()
    form.get_by_role("group", name="Tricks the bidders took").get_by_text("12", exact=True).click()
    page.get_by_role("button", name="Score the hand").click()
    entered(page, 1)
    expect(scores(page)).to_have_text(["0", "24"])
    expect(page.locator(".keep-line").first).to_contain_text("24 points for a Moon")
    axe.check(page, "a Bid Euchre sheet (phone)")
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
