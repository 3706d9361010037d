"""Where the page puts you after you act, measured on the screen: the element that answers an
action (a verdict, a prompt, the next deal's first field, a refusal) lies in the viewport and
has the focus, on a phone (390x844) and where it applies a laptop (1280x800); a hint at the
table leaves your hand and its button on screen; Bid Euchre's bid asks before it commits; a
mistakes drill's answer keeps the position in view; a link from another browser says why it
finds nothing; the game's row of pages shows that it slides; a request that fails says so
and can be sent again."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, BrowserContext, Locator, Page, expect

from tests.e2e.conftest import wait_for_move
from tests.e2e.test_bid_euchre_play import play_until
from tests.e2e.test_bid_euchre_play import start as start_bid_euchre
from tests.e2e.test_coach import best_move_of, make
from tests.e2e.test_play import deal
from tests.e2e.test_scorekeeper import count, entered
from tests.webapp.test_mistakes import finished_game

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("needs_htmx")]

SIZES = {"phone": {"width": 390, "height": 844}, "desktop": {"width": 1280, "height": 800}}
# The phone in the quick tier, the laptop with the slow tier (CI runs both); the answers that
# follow the same rule on other pages run with the slow tier at both sizes.
BOTH = ["phone", pytest.param("desktop", marks=pytest.mark.slow)]


def sized(page: Page, size: str) -> Page:
    page.set_viewport_size(SIZES[size])
    return page


def deal_me_a_hand(page: Page) -> None:
    """Deal a drill's first hand, and wait for its page to be ready (htmx wired to its forms:
    a click before that would send the form as a page of its own)."""
    page.get_by_role("button", name="Deal me a hand").click()
    expect(page).to_have_url(re.compile(r"/train/[A-Za-z0-9_-]{20,}$"))
    page.wait_for_load_state()


def in_view(page: Page, element: Locator, *, above: float | None = None) -> dict[str, float]:
    """`element`'s box, asserted on screen: its top in the viewport, and all of it when it is
    shorter than the viewport (or than `above`, the top of a sheet over the screen's foot)."""
    box = element.bounding_box()
    assert box is not None, "not displayed"
    viewport = page.viewport_size
    assert viewport is not None
    foot = viewport["height"] if above is None else above
    assert box["y"] >= 0, f"{box['y']:.0f} px above the screen"
    assert box["y"] < foot, f"{box['y'] - foot:.0f} px below the screen"
    if box["height"] <= foot:
        assert box["y"] + box["height"] <= foot + 0.5, f"cut at the foot: {box}"
    assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"] + 0.5
    return box


def answers(page: Page, element: Locator, **kwargs: float) -> None:
    """`element` answers the action: on screen, with the focus (on it or inside it)."""
    expect(element).to_be_visible()
    expect(element).to_have_attribute("data-answers", "")  # marked autofocus, swapped in
    page.wait_for_function(
        "element => element.contains(document.activeElement)", arg=element.element_handle()
    )
    in_view(page, element, **kwargs)


# 1. After an action, its answer in view with the focus --------------------------------------


@pytest.mark.parametrize("size", BOTH)
def test_a_bid_euchre_drills_verdict_opens_in_view(page: Page, size: str):
    sized(page, size).goto("/train?mode=bid_euchre")
    deal_me_a_hand(page)
    page.locator(".bid-strains .bid-button").first.click()
    answers(page, page.locator("#round .verdict"))
    # N deals the next question: the round answers from its top.
    page.keyboard.press("n")
    expect(page.locator("#round")).not_to_have_class(re.compile("is-answered"))
    answers(page, page.locator("#round"))


@pytest.mark.slow
def test_a_euchre_drills_verdict_opens_in_view(page: Page):
    sized(page, "phone").goto("/train?mode=bidding")
    deal_me_a_hand(page)
    page.locator("#round form button[type=submit]").first.click()
    answers(page, page.locator("#round .verdict"))


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
def test_a_counted_hands_verdict_opens_in_view(page: Page, size: str):
    sized(page, size).goto("/train?mode=count")
    deal_me_a_hand(page)
    page.locator("#round input[data-answer]").last.fill("2")
    page.locator("#round [data-key=c]").click()
    answers(page, page.locator("#round .verdict"))


def muggins_sheet(page: Page) -> None:
    """A two-player cribbage sheet with muggins on, the starter cut."""
    page.goto("/scorekeeper")
    page.get_by_label("Player 1", exact=True).fill("Ann")
    page.get_by_label("Player 2", exact=True).fill("Bob")
    page.get_by_role("checkbox", name="Muggins").check()
    page.get_by_role("button", name="Start keeping score").click()
    starter = page.get_by_label("The starter (the cut)")
    starter.fill("5D")
    starter.press("Enter")
    entered(page, 1)


@pytest.mark.parametrize("size", BOTH)
def test_the_scorekeepers_muggins_prompt_and_next_deal_open_in_view(page: Page, size: str):
    sized(page, size)
    muggins_sheet(page)
    # Ann claims 6 for a hand of 8: the prompt to call muggins answers.
    count(page, "Bob's hand", cards="5H 5C 4S 9D", claimed="6")
    entered(page, 2)
    answers(page, page.locator(".keep-muggins"))
    page.get_by_role("button", name="Let it go").click()
    entered(page, 3)
    count(page, "Ann's hand", claimed="4")
    entered(page, 4)
    count(page, "Ann's crib", claimed="2")
    entered(page, 5)
    # The crib counted, deal 2 starts: its starter's field answers.
    expect(page.locator("#deal-title")).to_have_text("Deal 2")
    answers(page, page.get_by_label("The starter (the cut)"))


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
def test_a_calculators_result_and_refusal_open_in_view(page: Page, size: str):
    sized(page, size).goto("/settle/pegging")
    played = page.get_by_label("Cards played, in order")
    played.fill("4S 6H 5D 7C")
    page.get_by_role("button", name="Settle it").click()
    answers(page, page.locator("#results .result"))
    played.fill("4S 5X")
    page.get_by_role("button", name="Settle it").click()
    answers(page, played)


# 2. A hint at the table leaves the decision on screen -----------------------------------------


@pytest.mark.parametrize("size", BOTH)
def test_a_hint_at_the_throw_leaves_your_hand_and_its_button_on_screen(page: Page, axe, size: str):
    sized(page, size)
    deal(page, "You against the computer")
    game = page.locator("#game")
    before = game.get_attribute("data-version") or ""
    page.locator(".hint-button").click()
    wait_for_move(page, before)
    hint = page.locator("#game .hint-panel")
    if size == "desktop":
        answers(page, hint)
    else:
        expect(hint).to_be_focused()
    sheet = hint.bounding_box()
    assert sheet is not None
    # On a phone the hint is a sheet over the screen's foot; the hand sits above it.
    above = sheet["y"] if size == "phone" else None
    if size == "phone":
        assert sheet["y"] + sheet["height"] == pytest.approx(SIZES["phone"]["height"], abs=1)
    for card in page.locator("#game [data-key-card]").all():
        in_view(page, card.locator("xpath=.."), above=above)
    in_view(page, page.get_by_role("button", name="Throw to the crib"), above=above)
    axe.check(page, f"a hint at the throw ({size})")
    if size == "phone":
        page.get_by_role("button", name="Close the hint").click()
        expect(hint).to_be_hidden()


# 3. Bid Euchre's bid asks before it commits -----------------------------------------------------


@pytest.mark.parametrize("size", BOTH)
def test_a_bid_euchre_bid_is_asked_before_it_is_made(page: Page, axe, size: str):
    sized(page, size)
    start_bid_euchre(page)
    play_until(page, "bidding", 20)
    game = page.locator("#game")
    version = game.get_attribute("data-version")
    expect(page.locator(".bid-levels legend")).to_have_text("Tricks")
    expect(page.locator(".bid-strains legend")).to_have_text("Trump")
    for legend in page.locator(".bid-choice legend").all():
        in_view(page, legend)
    expect(page.locator(".bid-levels input:checked")).to_have_count(0)
    confirm = page.locator("[data-bid-confirm]")
    trump = page.locator("button.bid-button:not([disabled])").first
    # A trump with no number picked: nothing bid, the number asked for.
    trump.click()
    expect(confirm).to_contain_text("Pick a number first")
    expect(game).to_have_attribute("data-version", version or "")
    # A number, then a trump: asked, in view; Change takes it back.
    level = page.locator(".bid-level").first
    level.click()
    trump.click()
    words = level.locator("input").get_attribute("data-words")
    expect(confirm).to_contain_text(f"Bid {words} in {trump.get_attribute('data-words')}?")
    bid_it = page.get_by_role("button", name="Bid it")
    expect(bid_it).to_be_focused()
    in_view(page, confirm)
    axe.check(page, f"a Bid Euchre bid asked about ({size})")
    page.get_by_role("button", name="Change").click()
    expect(confirm).to_be_hidden()
    expect(game).to_have_attribute("data-version", version or "")
    # Asked again and confirmed: bid.
    trump.click()
    bid_it.click()
    wait_for_move(page, version or "")


# 4. The mistakes drill keeps the position beside or above its answer ---------------------------


@pytest.fixture
def with_a_finished_game(context: BrowserContext, live_app, base_url: str) -> None:
    """This browser's profile holds a finished cribbage game with mistakes in it."""
    client = live_app.test_client()
    finished_game(live_app, client)
    cookie = client.get_cookie("session")
    assert cookie is not None
    context.add_cookies([{"name": "session", "value": cookie.value, "url": base_url}])


def answer_a_mistake(page: Page, live_app, size: str) -> None:
    """Play the best move at the drill's position on screen; its answer keeps the position's
    felt and your hand in view, beside the ranked options on a laptop, above them on a phone."""
    sized(page, size)
    expect(page.locator("#round-title")).to_have_text("Find a better play")
    page.wait_for_load_state()
    make(page, best_move_of(live_app, page.url.rsplit("/", 1)[1]))
    answers(page, page.locator(".mistake-verdict"))
    position = page.locator(".mistake-table.is-answered")
    options = page.locator("#round .hint-panel")
    expect(position).to_be_visible()
    for card in position.locator(".you .hand .card, .you .hand-card").all():
        in_view(page, card)
    at, ranked = position.bounding_box(), options.bounding_box()
    assert at and ranked
    if size == "desktop":  # beside
        assert ranked["x"] >= at["x"] + at["width"] - 1 and ranked["y"] < SIZES[size]["height"]
    else:  # above
        assert ranked["y"] >= at["y"] + at["height"] - 1


# One finished game (its making is the cost): a position answered on a laptop, the next on a
# phone.
@pytest.mark.slow
@pytest.mark.usefixtures("with_a_finished_game")
def test_a_mistakes_drills_answer_keeps_the_position_in_view(page: Page, live_app):
    sized(page, "desktop").goto("/train?mode=mistakes")
    page.get_by_role("button", name="Show me a position").click()
    answer_a_mistake(page, live_app, "desktop")
    first = page.url
    page.keyboard.press("n")
    expect(page).not_to_have_url(first)
    answer_a_mistake(page, live_app, "phone")


# 5. A link opened in another browser says why it finds nothing ---------------------------------


@pytest.mark.slow
def test_a_game_link_in_another_browser_says_how_to_bring_games_across(
    page: Page, browser: Browser, base_url: str, axe
):
    sized(page, "phone")
    deal(page, "You against the computer")
    other = browser.new_context(base_url=base_url, viewport=SIZES["phone"])
    elsewhere = other.new_page()
    response = elsewhere.goto(page.url)
    assert response is not None and response.status == 404
    expect(elsewhere.get_by_role("heading", level=1)).to_have_text("Game not found")
    expect(elsewhere.locator(".error-carry")).to_contain_text("Make a code")
    axe.check(elsewhere, "a game link opened in another browser")
    elsewhere.get_by_role("link", name="Type a code on this browser").click()
    carry = elsewhere.get_by_role("heading", name="Got a code from your other device?")
    expect(carry).to_be_visible()
    other.close()


# 6. The game's row of pages shows that it slides -------------------------------------------------


@pytest.mark.slow
def test_the_phones_game_pages_row_shows_that_it_slides(page: Page):
    sized(page, "phone").goto("/cribbage/")
    nav = page.locator(".game-nav")
    row = page.locator(".game-nav-inner")
    assert row.evaluate("row => row.scrollWidth > row.clientWidth")
    expect(nav).to_have_class(re.compile(r"\bmore-right\b"))
    arrow = nav.evaluate("nav => getComputedStyle(nav, '::after').content")
    assert arrow == '"›"'
    row.evaluate("row => row.scrollTo({ left: row.scrollWidth })")
    expect(nav).not_to_have_class(re.compile(r"\bmore-right\b"))
    expect(nav).to_have_class(re.compile(r"\bmore-left\b"))


# 7. A request that fails says so and can be sent again -------------------------------------------


def test_an_answer_that_fails_says_so_and_is_sent_again(page: Page):
    sized(page, "phone").goto("/train?mode=count")
    deal_me_a_hand(page)
    page.route(re.compile(r"/check$"), lambda route: route.fulfill(status=500, body=""))
    page.locator("#round input[data-answer]").last.fill("2")
    page.locator("#round [data-key=c]").click()
    failed = page.locator("#request-failed")
    expect(failed).to_contain_text("could not answer that (error 500)")
    retry = failed.get_by_role("button", name="Try again")
    expect(retry).to_be_focused()
    in_view(page, failed)
    page.unroute(re.compile(r"/check$"))
    retry.click()
    answers(page, page.locator("#round .verdict"))
    expect(failed).to_be_hidden()
