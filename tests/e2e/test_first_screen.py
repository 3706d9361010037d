"""Your decision in the first screen. At every decision of every game, on a laptop (1280x800)
and on a phone (390x844), the prompt, your whole hand, what is on the table (the pile, the
trick, the upcard, the auction) and the buttons for the decision are inside the first screen
with no scrolling; on a desktop the board and the scores sit beside the table, on a phone a
strip above it carries the scores. After a move the page shows the new decision, not where
the old page was scrolled to.

The walks of each table through every kind of decision check the page with axe-core as they go
(zero violations, of any impact): each kind of decision of each game once a size, a hand's
review and the game's, so that each table is played once for both checks. The laptop's walk of
cribbage (its first decision measured first), each game's first decision on a phone and the
trick games' on a laptop (under axe too) are in the quick tier; the phone's walks, the trick
games' walks and the three- and four-player cribbage tables', in the full sweep (slow)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from tests.e2e.conftest import SETTLED, Axe, take_euchre_turn, wait_for_move
from tests.e2e.test_bid_euchre_play import bid
from tests.e2e.test_bid_euchre_play import start as start_bid_euchre
from tests.e2e.test_bid_euchre_play import take_turn as take_bid_euchre_turn
from tests.e2e.test_play import MUGGINS
from tests.e2e.test_play import deal as deal_cribbage
from tests.e2e.test_play import take_turn as take_cribbage_turn

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("patient_expect", "needs_htmx")]

SIZES = {
    "desktop": {"width": 1280, "height": 800},
    "phone": {"width": 390, "height": 844},
}

# Where each part of the decision is on the screen now; what is outside it, and the scroll.
# Cards fanned under the next one still count whole: the card's own box must be in view.
_MEASURE = """() => {
  const game = document.querySelector("#game");
  const seat = game.querySelector(".seat-bottom");
  const parts = {
    "the prompt": seat.querySelectorAll(".prompt"),
    "a card of your hand": seat.querySelectorAll(".hand .card"),
    "the table": game.querySelectorAll(".felt .centre"),
    "a button": seat.querySelectorAll(
      "button, input:not([type=hidden]):not([type=checkbox]):not([type=radio]),"
      + " label.hand-card, .bid-level, a.button"),
  };
  const outside = [];
  const found = {};
  for (const [what, elements] of Object.entries(parts)) {
    found[what] = 0;
    for (const element of elements) {
      const r = element.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      found[what] += 1;
      const inside = r.top >= -0.5 && r.left >= -0.5
        && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
      if (!inside) {
        const words = (element.innerText || element.getAttribute("aria-label") || "").trim();
        const at = `${Math.round(r.top)}-${Math.round(r.bottom)}`;
        outside.push(`${what} (${words.slice(0, 40)}) at ${at}`);
      }
    }
  }
  return {scrollY: window.scrollY, outside, found, move: game.dataset.move};
}"""


def check_first_screen(page: Page, where: str) -> str:
    """Assert the decision now on `page` is whole in the first screen; returns the move."""
    page.wait_for_function(SETTLED)
    measured = page.evaluate(_MEASURE)
    move = measured["move"]
    label = f"{where}, {move}"
    assert measured["scrollY"] == 0, f"{label}: the page is scrolled to {measured['scrollY']}"
    assert measured["found"]["the prompt"] >= 1, f"{label}: no prompt"
    assert measured["found"]["the table"] == 1, f"{label}: no table"
    assert measured["found"]["a button"] >= 1, f"{label}: nothing to press"
    assert measured["outside"] == [], f"{label}: outside the first screen: {measured['outside']}"
    return move


# Text on the felt against the felt: axe leaves text over a gradient "incomplete", so this
# measures it. Each element with text of its own, not on a box of its own (a button, a chip,
# a card), is set against the felt's darkest and lightest green (through any translucent
# panel between), at its opacity; WCAG AA asks 4.5:1, or 3:1 for large text.
_FELT_CONTRAST = """() => {
  const felt = document.querySelector("#game .felt");
  const root = getComputedStyle(document.documentElement);
  const hex = name => {
    const h = root.getPropertyValue(name).trim().slice(1);
    return [0, 2, 4].map(i => parseInt(h.slice(i, i + 2), 16));
  };
  const rgba = text => {
    const n = text.match(/[\\d.]+/g).map(Number);
    return [n[0], n[1], n[2], n.length > 3 ? n[3] : 1];
  };
  const over = (top, alpha, under) => top.map((c, i) => c * alpha + under[i] * (1 - alpha));
  const linear = v => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  const lum = c => 0.2126 * linear(c[0]) + 0.7152 * linear(c[1]) + 0.0722 * linear(c[2]);
  const ratio = (a, b) => {
    const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
    return (x + 0.05) / (y + 0.05);
  };
  const low = [];
  for (const element of felt.querySelectorAll("*")) {
    if (element.closest("svg, .visually-hidden")) continue;
    const own = [...element.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    const box = element.getBoundingClientRect();
    if (!own || box.width === 0 || box.height === 0) continue;
    let layers = [], opacity = 1, onFelt = true;
    for (let e = element; e && e !== felt.parentElement; e = e.parentElement) {
      const style = getComputedStyle(e);
      opacity *= Number(style.opacity);
      if (e === felt) break;
      const bg = rgba(style.backgroundColor);
      if (bg[3] >= 0.99) { onFelt = false; break; }
      if (bg[3] > 0) layers.unshift(bg);
    }
    if (!onFelt) continue;
    const style = getComputedStyle(element);
    const size = parseFloat(style.fontSize), bold = Number(style.fontWeight) >= 700;
    const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
    for (const green of [hex("--felt"), hex("--felt-glow")]) {
      let ground = green;
      for (const layer of layers) ground = over(layer.slice(0, 3), layer[3], ground);
      const ink = rgba(style.color);
      const seen = over(ink.slice(0, 3), ink[3] * opacity, ground);
      const r = ratio(seen, ground);
      if (r < needed) {
        low.push(`${element.textContent.trim().slice(0, 30)}: ${r.toFixed(2)}:1`);
        break;
      }
    }
  }
  return low;
}"""


def check_felt_contrast(page: Page, where: str) -> None:
    low = page.evaluate(_FELT_CONTRAST)
    assert low == [], f"{where}: text on the felt below WCAG AA contrast: {low}"


def check_scores_placed(page: Page, size: str) -> None:
    """Desktop: the board or scoreboard beside the table, in the first screen. Phone: the strip
    of scores above the felt."""
    felt = page.locator(".felt").bounding_box()
    assert felt
    if size == "desktop":
        scores = page.locator(".game-side > :first-child").bounding_box()
        assert scores
        assert scores["x"] >= felt["x"] + felt["width"], "the scores are not beside the table"
        assert scores["y"] < SIZES[size]["height"] / 2
    else:
        strip = page.locator(".score-strip, .table-strip").first.bounding_box()
        assert strip
        assert strip["y"] + strip["height"] <= felt["y"]
        assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[size]["width"]


def sized(page: Page, size: str) -> Page:
    page.set_viewport_size(SIZES[size])
    return page


def deal_euchre(page: Page) -> None:
    page.goto("/euchre/play")
    page.get_by_role("button", name="Deal").click()
    expect(page).to_have_url(re.compile(r"/euchre/games/[A-Za-z0-9_-]+$"))
    page.wait_for_load_state()


def start_table(page: Page, game: str) -> None:
    if game == "cribbage":
        deal_cribbage(page, "You against the computer", "121")
    elif game == "euchre":
        deal_euchre(page)
    else:
        start_bid_euchre(page)


# The quick tier: each game's first decision on a phone, and on a laptop Euchre's and Bid
# Euchre's, under axe too: their walks below are with the slow tier, and the laptop's walk of
# cribbage (in the quick tier) measures its first decision.
FIRST_DECISIONS = [
    ("cribbage", "phone"),
    ("euchre", "phone"),
    ("bid-euchre", "phone"),
    ("euchre", "desktop"),
    ("bid-euchre", "desktop"),
]


@pytest.mark.parametrize(("game", "size"), FIRST_DECISIONS)
def test_the_first_decision_of_each_game_is_in_the_first_screen(page: Page, axe: Axe, game, size):
    start_table(sized(page, size), game)
    expect(page.locator(".seat-bottom .prompt")).to_be_visible()
    check_first_screen(page, f"{game} at {size}")
    check_scores_placed(page, size)
    check_felt_contrast(page, f"{game} at {size}")
    if size == "desktop":
        axe.check(page, f"{game} at {size}, the first decision")


# The laptop in the quick tier; the phone, the same scroll, with the slow tier.
@pytest.mark.parametrize("size", ["desktop", pytest.param("phone", marks=pytest.mark.slow)])
def test_after_a_move_the_page_goes_back_to_the_decision(page: Page, size):
    start_table(sized(page, size), "cribbage")
    page.mouse.wheel(0, 3000)  # off to read the log
    page.wait_for_function("() => window.scrollY > 0")
    take_cribbage_turn(page)  # the throw, by its buttons
    page.wait_for_function("() => window.scrollY === 0")
    check_first_screen(page, f"cribbage at {size}, after the throw")


# The walks: each table once at each size through every kind of decision, measured at each
# decision, and axe-core at each kind of decision of each game once a size (one walk for both,
# since walking is what costs). The laptop's walk of cribbage is in the quick tier; the
# phone's, the trick games', and the three- and four-player cribbage tables', in the sweep.

END_OF_HAND = ("next_deal", "next_hand")


def walk(
    page: Page,
    axe: Axe,
    where: str,
    turn: Callable[[Page], object],
    wanted: set[str],
    axed: set[str] | None = None,
    limit: int = 400,
) -> None:
    """Make moves with `turn` (which waits for each) until every move in `wanted` has been
    met, within `limit` decisions. At each decision the first screen (and the text on the
    felt) is measured; at each kind of decision not in `axed` (the kinds axe has checked
    already, on this walk or another), axe checks the page, and at the end of a hand the
    hand's review too."""
    seen: set[str] = set()
    axed = set() if axed is None else axed
    last = "the deal"
    size = "desktop" if (page.viewport_size or {}).get("width", 0) > 1000 else "phone"
    for _ in range(limit):
        if page.locator("#game").get_attribute("data-move") in ("", "over", None):
            break
        move = check_first_screen(page, f"{where}, after {last}")
        check_scores_placed(page, size)
        check_felt_contrast(page, f"{where}, after {last}")
        if move not in axed:
            axed.add(move)
            axe.check(page, f"{where}, {move}")
            if move in END_OF_HAND:
                page.locator(".hand-review:not(.is-pending)").wait_for()
                axe.check(page, f"{where}, the hand's review")
        seen.add(move)
        if seen >= wanted:
            break
        turn(page)
        last = move
    assert seen >= wanted, f"{where}: never met {sorted(wanted - seen)} in {limit} decisions"


def check_game_review(page: Page, axe: Axe, where: str) -> None:
    """axe on the whole game's review, opened from its table."""
    page.goto(page.url + "/review")
    axe.check(page, f"{where}, the game's review")


# Two players with muggins (and a computer that misses points) meets the count by declaring
# and the call of muggins; four and three players, by showing. axe checks every kind of
# decision on the two-player walk, and showing on the four-player one.
TWO_PLAYER_KINDS = {"discard", "play", "go", "declare", "muggins", "next_deal"}
CRIBBAGE_TABLES = {
    "two-muggins": ("You against the computer", True, TWO_PLAYER_KINDS, set[str]()),
    "four": ("Four players", False, {"discard", "play", "show", "next_deal"}, TWO_PLAYER_KINDS),
    "three": ("Three players", False, {"discard", "play", "show"}, {*TWO_PLAYER_KINDS, "show"}),
}
CRIBBAGE_WALKS = [
    pytest.param(
        *table,
        size,
        id=f"{name}-{size}",
        marks=[] if (name, size) == ("two-muggins", "desktop") else [pytest.mark.slow],
    )
    for name, table in CRIBBAGE_TABLES.items()
    for size in SIZES
]


@pytest.mark.parametrize(("players", "house", "wanted", "axed", "size"), CRIBBAGE_WALKS)
def test_every_cribbage_decision_is_in_the_first_screen(
    page: Page, axe: Axe, players, house, wanted, axed, size
):
    sized(page, size)
    page.goto("/cribbage/play")
    page.get_by_label(players, exact=False).check()
    if house:
        page.get_by_role("checkbox", name=MUGGINS).check()
        page.get_by_text("House rules", exact=True).click()
        page.get_by_role("checkbox", name=re.compile(r"^The computer misses points")).check()
    page.get_by_role("button", name="Deal").click()
    expect(page).to_have_url(re.compile(r"/cribbage/games/[A-Za-z0-9_-]+$"))
    page.wait_for_load_state()
    walk(page, axe, f"cribbage ({players}) at {size}", take_cribbage_turn, wanted, set(axed))


# Two Euchre deals that meet every decision in a hand or less (found with the engine: the
# seed of webapp.tables.start): in the first you deal and may pick the up-card up, which
# brings the dealer's discard; in the second everyone passes the first round (yours the first
# pass) and you name trump first.
YOU_DEAL = 4
ALL_PASS = 3
# Your decisions in a hand at most: a bid in each round, the dealer's discard, five cards, and
# the next deal. A deal that no longer meets its decisions in a hand (the computers bid
# otherwise) fails the walk instead of playing on for hands: find it a new seed.
A_HAND = 9


def euchre_turn(page: Page) -> None:
    """Pick the up-card up when you deal (the dealer's discard follows), else what the
    tests' usual turn clicks (pass, the first card, the next hand)."""
    game = page.locator("#game")
    dealing = page.locator('.seat-bottom [data-key="o"]', has_text="Pick up")
    if game.get_attribute("data-move") == "order" and dealing.count():
        before = game.get_attribute("data-version") or ""
        dealing.click()
        wait_for_move(page, before)
    else:
        take_euchre_turn(page)


# The trick tables' walks (Euchre's here, Bid Euchre's below) are with the slow tier at both
# sizes: in the quick tier each one's first decision is measured at both sizes and checked with
# axe on a laptop above, and Bid Euchre's with every house rule on a phone below.
@pytest.mark.slow
@pytest.mark.parametrize("size", list(SIZES))
def test_every_euchre_decision_is_in_the_first_screen(page: Page, axe: Axe, size, monkeypatch):
    monkeypatch.setattr("secrets.randbits", lambda bits: YOU_DEAL)
    deal_euchre(sized(page, size))
    where, axed = f"euchre at {size}", set[str]()
    kinds = {"order", "discard", "play", "next_hand"}
    walk(page, axe, where, euchre_turn, kinds, axed, limit=A_HAND)
    check_game_review(page, axe, where)
    monkeypatch.setattr("secrets.randbits", lambda bits: ALL_PASS)
    deal_euchre(page)
    second = f"{where}, the second round"
    walk(page, axe, second, take_euchre_turn, {"order", "name"}, axed, limit=A_HAND)


def bid_lone(page: Page) -> None:
    """At the bidding, a lone bid when it is there to make (Call 2: the exchange follows), else
    the tests' usual turn (pass, or the lowest bid)."""
    move = page.locator("#game").get_attribute("data-move")
    call = page.locator(".bid-level", has_text="Call 2")
    if move == "bidding" and call.count():
        before = page.locator("#game").get_attribute("data-version") or ""
        call.click()
        page.locator("button.bid-button:not([disabled])").first.click()
        page.get_by_role("button", name="Bid it").click()
        wait_for_move(page, before)
    else:
        take_bid_euchre_turn(page)


def bid_twelve(page: Page) -> None:
    """At the bidding, twelve in hearts (the high bid: the widow follows), else the usual turn."""
    game = page.locator("#game")
    if game.get_attribute("data-move") == "bidding":
        before = game.get_attribute("data-version") or ""
        bid(page, "12", "H")
        wait_for_move(page, before)
    else:
        take_bid_euchre_turn(page)


@pytest.mark.slow
@pytest.mark.parametrize("size", list(SIZES))
def test_every_bid_euchre_decision_is_in_the_first_screen(page: Page, axe: Axe, size):
    where = f"bid euchre at {size}"
    # Lone bids and low no-trump: a lone bid when you may, and the exchange follows. A lone
    # hand played by its first cards goes set, so the table draws a side's negative points.
    start_bid_euchre(sized(page, size), house=True)
    walk(page, axe, where, bid_lone, {"bidding", "exchange", "play", "next_hand"})
    expect(page.locator(".event-points.is-negative:visible").first).to_be_visible()
    check_game_review(page, axe, where)
    # The Benny: the odd card face down at the bidding, then for the high bid the widow (a
    # thirteenth card to lay away).
    start_bid_euchre(page, benny=True)
    walk(page, axe, f"{where}, the Benny", bid_twelve, {"bidding", "widow"})


def test_next_question_in_the_bidding_drill_opens_at_the_new_hand(page: Page):
    sized(page, "phone")
    page.goto("/train?mode=bidding&topic=first_seat")
    page.get_by_role("button", name="Deal me a hand").click()
    expect(page).to_have_url(re.compile(r"/train/[A-Za-z0-9_-]{20,}$"))
    page.wait_for_load_state()
    page.locator("#round [data-key-option]").first.click()
    expect(page.locator("#round .bid-grade")).to_be_visible(timeout=15_000)
    next_question = page.get_by_role("button", name=re.compile(r"^Next question"))
    next_question.scroll_into_view_if_needed()
    assert page.evaluate("window.scrollY") > 300  # the answer is long on a phone
    next_question.click()
    options = page.locator("#round [data-key-option]")
    expect(options).to_have_count(3)
    page.wait_for_function(SETTLED)
    top = page.locator("#round").bounding_box()
    assert top and 0 <= top["y"] < 100, top
    # The new hand and its choices in view.
    for card in page.locator("#round .bid-cards svg[role=img]").all():
        box = card.bounding_box()
        assert box and box["y"] + box["height"] <= SIZES["phone"]["height"]


def test_the_review_chart_shows_every_hand_label_whole(page: Page):
    """The whole-game review's bars are labelled "Hand 1" to "Hand 12" in full: the labels'
    column fits the longest of them (it once cut "Hand 10" to "and 10")."""
    from types import SimpleNamespace

    from tests.support import TEST_CONFIG
    from webapp import create_app

    app = create_app({**TEST_CONFIG, "SECRET_KEY": "chart"})
    with app.test_request_context():
        macros = app.jinja_env.get_template("reviews/_macros.html").module
        hands = [SimpleNamespace(points_lost=0.25 * n) for n in range(12)]
        chart = str(macros.lost_by_hand(hands, "hand"))  # type: ignore[attr-defined]
    page.goto("/")
    page.evaluate("html => { document.querySelector('main').innerHTML = html; }", chart)
    labels = page.evaluate(
        """() => [...document.querySelectorAll('.review-chart .chart-name')]
            .map(t => { const b = t.getBBox(); return [t.textContent, b.x]; })"""
    )
    assert [text for text, _ in labels] == [f"Hand {n}" for n in range(1, 13)]
    assert all(x >= 0 for _, x in labels), labels


# Deals that once fell outside the first screen, walked with their seeds (of
# webapp.tables.start): at four players on a laptop the count at 27 pushed your hand and
# the Play buttons below the screen; at three on a phone the page was wider than the phone.
CRIBBAGE_DEALS = [
    pytest.param("Four players", "desktop", 4666769457688000524, id="four-desktop-count-27"),
    pytest.param("Three players", "phone", 6777967290468917035, id="three-phone-too-wide"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("players", "size", "seed"), CRIBBAGE_DEALS)
def test_cribbage_deals_that_once_fell_outside(
    page: Page, axe: Axe, players, size, seed, monkeypatch
):
    monkeypatch.setattr("secrets.randbits", lambda bits: seed)
    sized(page, size)
    page.goto("/cribbage/play")
    page.get_by_label(players, exact=False).check()
    page.get_by_role("button", name="Deal").click()
    expect(page).to_have_url(re.compile(r"/cribbage/games/[A-Za-z0-9_-]+$"))
    page.wait_for_load_state()
    kinds = {"discard", "play", "show"}
    walk(page, axe, f"cribbage ({players}) at {size}", take_cribbage_turn, kinds, set(kinds))


# A Bid Euchre deal (seed 1) where you deal, so bid last: three bids said above your hand.
YOU_BID_LAST = 1


def test_bid_euchre_with_every_house_rule_bids_in_the_first_screen_of_a_phone(
    page: Page, monkeypatch
):
    """Lone bids, low no-trump and the Benny all on, and three bids said before yours: the
    bidding at its tallest (the strains and Pass were once below a phone's screen)."""
    monkeypatch.setattr("secrets.randbits", lambda bits: YOU_BID_LAST)
    start_bid_euchre(sized(page, "phone"), house=True, benny=True)
    expect(page.locator("#game")).to_have_attribute("data-move", "bidding")
    expect(page.locator(".auction-list li")).to_have_count(3)
    check_first_screen(page, "bid euchre with every house rule at phone")
    check_scores_placed(page, "phone")
