"""The pages on a phone (390x844) as a newcomer meets them, measured by where things land on
the screen: a shared result in the first screen, the cards before the board at the table,
no keyboard hints on a touch screen, the trainer's and new-game forms fitting their boxes,
and Bid Euchre's twelve-card hands within the screen. Desktop (1280x800) checks keep the
wide layout as it was."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

from tests.e2e.conftest import take_euchre_turn
from tests.e2e.test_bid_euchre_play import start as start_bid_euchre
from tests.e2e.test_bid_euchre_play import take_turn as take_bid_euchre_turn
from tests.e2e.test_play import deal, scores, take_turn


def first_quick(*cases: object) -> list[object]:
    """A layout's cases: the first in the quick tier, the others (the same layout again on
    other pages) with the slow tier, as CI runs it."""
    first, *rest = cases
    values = [case if isinstance(case, tuple) else (case,) for case in rest]
    return [first, *(pytest.param(*value, marks=pytest.mark.slow) for value in values)]


pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("patient_expect")]

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
SHARED_COUNT = "/count?hand=5H+5C+5S+JD&starter=5D"
SHARED_DISCARD = "/discard?cards=7C+9H+5H+5C+5D+JS&dealer=false"


@pytest.fixture
def phone(browser: Browser, base_url: str) -> Iterator[Page]:
    """A phone's screen (no touch: the hover and pointer media features stay a desktop's)."""
    context = browser.new_context(viewport=PHONE, base_url=base_url)
    yield context.new_page()
    context.close()


def box(page: Page, selector: str) -> dict[str, float]:
    found = page.locator(selector).first.bounding_box()
    assert found, f"{selector} is not displayed"
    return found


def bottom(b: dict[str, float]) -> float:
    return b["y"] + b["height"]


def right(b: dict[str, float]) -> float:
    return b["x"] + b["width"]


def in_first_screen(b: dict[str, float]) -> bool:
    return b["y"] >= 0 and bottom(b) <= PHONE["height"] and right(b) <= PHONE["width"]


# 1. A shared result opens in the first screen.


# The same layout without JavaScript with the slow tier (test_count.py counts without it in the
# quick tier).
@pytest.mark.parametrize(
    "javascript", [True, pytest.param(False, marks=pytest.mark.slow)], ids=["js", "no-js"]
)
def test_a_shared_count_opens_with_its_score_in_the_first_screen(
    browser: Browser, base_url: str, javascript: bool
):
    context = browser.new_context(viewport=PHONE, base_url=base_url, java_script_enabled=javascript)
    page = context.new_page()
    page.goto(SHARED_COUNT)
    expect(page.locator("#results .result-total")).to_have_text("29")
    assert in_first_screen(box(page, "#results .result-title"))
    assert in_first_screen(box(page, "#results .show-cards"))
    # The form to count another follows the result, and a link at the top leads to it.
    assert box(page, "#count-form")["y"] > bottom(box(page, "#results"))
    page.get_by_role("link", name="Count another hand").click()
    assert in_first_screen(box(page, "#count-form label[for=hand]"))
    context.close()


@pytest.mark.usefixtures("needs_htmx")
def test_counting_again_below_a_shared_result_brings_the_new_result_into_view(phone: Page):
    phone.goto(SHARED_COUNT)
    phone.get_by_label("Starter").fill("2C")
    phone.get_by_role("button", name="Count", exact=True).click()
    expect(phone.locator("#results .result-total")).to_have_text("14")
    expect(phone.locator("#results .result-title")).to_be_in_viewport()


def test_a_count_typed_on_a_phone_keeps_the_form_first(phone: Page):
    phone.goto("/count")
    assert box(phone, "#count-form")["y"] < box(phone, "#results")["y"]
    expect(phone.get_by_role("link", name="Count another hand")).to_have_count(0)


def test_a_shared_discard_opens_with_the_best_throw_in_the_first_screen(phone: Page):
    phone.goto(SHARED_DISCARD)
    expect(phone.locator("#results .result-total")).to_contain_text("11.74")  # hand, crib, pegging
    assert in_first_screen(box(phone, "#results .result-title"))
    assert in_first_screen(box(phone, "#results .show-cards"))
    assert box(phone, "#discard-form")["y"] > bottom(box(phone, "#results"))


@pytest.mark.parametrize("path", first_quick(SHARED_COUNT, SHARED_DISCARD))
def test_a_shared_result_on_a_desktop_keeps_the_form_on_the_left(page: Page, path: str):
    page.set_viewport_size(DESKTOP)
    page.goto(path)
    form, results = box(page, ".tool-form"), box(page, "#results")
    assert right(form) < results["x"]
    assert abs(form["y"] - results["y"]) < 1
    expect(page.locator(".jump-to-form")).to_be_hidden()


# 2. At the cribbage table your cards and the play come first, the score on a strip above.


@pytest.mark.parametrize(
    ("players", "cards"),
    first_quick(("You against the computer", 6), ("Three players", 5), ("Four players", 5)),
)
def test_the_cribbage_table_on_a_phone_opens_with_your_cards(phone: Page, players, cards):
    deal(phone, players, "121")
    hand = phone.locator(".seat-bottom .hand .card")
    expect(hand).to_have_count(cards)
    boxes = [card.bounding_box() or {} for card in hand.all()]
    assert all(in_first_screen(b) for b in boxes), boxes
    assert len({round(b["y"]) for b in boxes}) == 1, "the hand wraps to a second row"
    assert in_first_screen(box(phone, ".felt .centre"))
    # The score strip above the table, every side's points and pegs on it.
    strip = box(phone, ".score-strip")
    assert in_first_screen(strip) and bottom(strip) <= box(phone, ".felt")["y"]
    sides = 2 if players != "Three players" else 3
    expect(phone.locator(".score-strip .score-points")).to_have_text(["0"] * sides)
    pegs = phone.locator(".score-strip .strip-peg")
    expect(pegs).to_have_count(2 * sides)
    assert all(in_first_screen(peg.bounding_box() or {}) for peg in pegs.all())
    # The board is still there, below the table.
    expect(phone.locator(".board-narrow")).to_be_visible()
    assert box(phone, ".board-panel")["y"] > bottom(box(phone, ".felt"))
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


@pytest.mark.usefixtures("needs_htmx")
def test_the_throw_and_the_play_fit_the_first_screen(phone: Page):
    deal(phone, "You against the computer", "121")
    assert in_first_screen(box(phone, "[data-throw-button]"))
    take_turn(phone)  # the throw
    expect(phone.locator("#game")).to_have_attribute("data-move", re.compile("play|go"))
    assert phone.evaluate("window.scrollY") == 0
    assert in_first_screen(box(phone, ".felt .pile"))
    for card in phone.locator(".seat-bottom .hand .card").all():
        assert in_first_screen(card.bounding_box() or {})
    # Points pegged show on the strip as on the board.
    assert phone.locator(".score-strip .score-points").all_inner_texts() == scores(phone)[:2]


def test_the_cribbage_table_on_a_desktop_has_the_board_beside_it(page: Page):
    page.set_viewport_size(DESKTOP)
    deal(page, "You against the computer", "121")
    expect(page.locator(".score-strip")).to_be_hidden()
    expect(page.locator(".board-narrow")).to_be_visible()
    board, felt = box(page, ".board-panel"), box(page, ".felt")
    assert board["x"] >= right(felt)
    assert board["y"] < bottom(felt)
    # The title with its description beside it, the buttons at the right.
    title, meta = box(page, ".game-title"), box(page, ".game-meta")
    assert meta["x"] >= right(title)
    assert right(box(page, ".game-header-links")) == pytest.approx(right(box(page, ".game-header")))


# 3. A touch screen shows no keyboard shortcuts; a desktop does.


@pytest.fixture(params=["touch", "desktop"])
def touch_or_mouse(request, browser: Browser, base_url: str) -> Iterator[tuple[Page, bool]]:
    """A touch phone (its primary pointer coarse, no hover) or a desktop with a mouse, and
    whether key hints should show there."""
    touch = request.param == "touch"
    context = browser.new_context(
        viewport=PHONE if touch else DESKTOP, has_touch=touch, is_mobile=touch, base_url=base_url
    )
    yield context.new_page(), not touch
    context.close()


def expect_shown(locator, shown: bool) -> None:
    assert locator.count() > 0
    for each in locator.all():
        if shown:
            expect(each).to_be_visible()
        else:
            expect(each).to_be_hidden()


@pytest.mark.usefixtures("needs_htmx")
def test_key_hints_at_the_cribbage_table(touch_or_mouse: tuple[Page, bool]):
    page, shown = touch_or_mouse
    deal(page, "You against the computer", "121")
    expect_shown(page.locator(".keys-help"), shown)
    names = []
    for card in page.locator(".discard-form .hand-card").all()[:2]:
        card.click()
        names.append(card.locator("input").get_attribute("aria-label"))
    keys = " or Enter" if shown else ""
    expect(page.locator("[data-throw-status]")).to_have_text(
        f"Throw {names[0]} and {names[1]}: press Throw{keys}."
    )


@pytest.mark.usefixtures("needs_htmx")
def test_key_hints_in_the_trainer(touch_or_mouse: tuple[Page, bool]):
    page, shown = touch_or_mouse
    page.goto("/train?mode=heels")
    expect_shown(page.locator(".keys-hint"), shown)
    page.get_by_role("button", name="Deal me a hand").click()
    expect(page).to_have_url(re.compile(r"/train/[A-Za-z0-9_-]{20,}$"))
    expect_shown(page.locator(".keys-help"), shown)
    # The keys on the choices and on the Check button.
    expect_shown(page.locator(".round kbd"), shown)
    expect(page.get_by_role("button", name=re.compile(r"^Check"))).to_be_visible()


# The trick tables' keys help, shown and hidden by the one rule (base.css) the cribbage table's
# test above checks in the quick tier: with the slow tier.
@pytest.mark.slow
def test_key_hints_at_the_bid_euchre_table(touch_or_mouse: tuple[Page, bool]):
    page, shown = touch_or_mouse
    page.goto("/bid-euchre/play")
    page.get_by_role("button", name="Deal").click()
    expect(page).to_have_url(re.compile(r"/bid-euchre/games/[A-Za-z0-9_-]+$"))
    expect_shown(page.locator(".keys-help"), shown)


# 4. The trainer's Level and Focus fit a phone, their longest choice shown whole.

# The width a select would take to show its widest option whole: a copy sized by its content.
NATURAL_WIDTH = """select => {
  const copy = select.cloneNode(true);
  copy.removeAttribute("id");
  copy.style.width = "auto";
  copy.style.position = "absolute";
  select.parentElement.appendChild(copy);
  const width = copy.getBoundingClientRect().width;
  copy.remove();
  return width;
}"""


@pytest.mark.parametrize("path", first_quick("/train", "/train?mode=find", "/train?mode=crib"))
def test_the_trainers_level_and_focus_fit_a_phone(phone: Page, path: str):
    phone.goto(path)
    chooser = box(phone, ".chooser")
    for name in ("Level", "Focus"):
        select = phone.get_by_label(name)
        expect(select).to_be_visible()
        b = select.bounding_box() or {}
        assert b["x"] >= chooser["x"] and right(b) <= right(chooser) <= PHONE["width"]
        assert select.evaluate(NATURAL_WIDTH) <= b["width"] + 0.5, f"{name} cuts its choices"
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]


# 5. The new-game forms: each radio group in its tinted box, the legend heading it.

PADDING = 6  # at least this much tint around every radio and the legend


@pytest.mark.parametrize("path", first_quick("/cribbage/play", "/euchre/play", "/bid-euchre/play"))
@pytest.mark.parametrize(
    "size", [PHONE, pytest.param(DESKTOP, marks=pytest.mark.slow)], ids=["phone", "desktop"]
)
def test_new_game_radio_groups_sit_inside_their_boxes(page: Page, path: str, size):
    page.set_viewport_size(size)
    page.goto(path)
    groups = page.locator("form fieldset.choice:visible")
    assert groups.count() >= 2
    for group in groups.all():
        tint = group.evaluate("g => getComputedStyle(g).backgroundColor")
        assert tint not in ("rgba(0, 0, 0, 0)", "transparent"), "the box is not tinted"
        area = group.bounding_box() or {}
        legend = group.locator("legend").bounding_box() or {}
        rows = [row.bounding_box() or {} for row in group.locator(".check").all()]
        radios = [radio.bounding_box() or {} for radio in group.locator("input").all()]
        assert legend["y"] >= area["y"] + PADDING, "the legend sits on the box's edge"
        assert legend["x"] >= area["x"] + PADDING
        assert bottom(legend) <= rows[0]["y"], "the legend overlaps the first choice"
        for radio in radios:
            assert radio["x"] >= area["x"] + PADDING, "a radio sits on the box's edge"
            assert right(radio) <= right(area) - PADDING
            assert radio["y"] >= legend["y"] and bottom(radio) <= bottom(area) - PADDING
    assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]


# 6. Bid Euchre's twelve-card hands fit a phone: each seat's backs in its third of the felt,
# and the trick below the seats rather than in among them.


def overlap(a: dict[str, float], b: dict[str, float]) -> bool:
    return a["x"] < right(b) and b["x"] < right(a) and a["y"] < bottom(b) and b["y"] < bottom(a)


def backs_fit(page: Page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    felt = box(page, ".felt")
    for position in ("left", "top", "right"):
        seat = box(page, f".seat-{position}")
        for back in page.locator(f".seat-{position} .backs .card").all():
            b = back.bounding_box() or {}
            assert b["x"] >= seat["x"] - 0.5 and right(b) <= right(seat) + 0.5, position
            assert b["x"] > felt["x"] and right(b) < right(felt) <= PHONE["width"]


# The trick's test below fits the same backs in the quick tier, after a trick's cards are down:
# the backs at the deal with the slow tier.
@pytest.mark.slow
def test_bid_euchre_backs_fit_a_phone(phone: Page):
    start_bid_euchre(phone)
    expect(phone.locator(".seat-left .backs .card")).to_have_count(12)
    backs_fit(phone)
    centre = box(phone, ".felt .centre")
    for position in ("left", "top", "right"):
        assert not overlap(box(phone, f".seat-{position} .backs"), centre)


@pytest.mark.usefixtures("needs_htmx")
@pytest.mark.parametrize("game", first_quick("bid-euchre", "euchre"))
def test_the_trick_on_a_phone_clears_the_seats(phone: Page, game: str):
    if game == "bid-euchre":
        start_bid_euchre(phone)
        turn = take_bid_euchre_turn
    else:
        phone.goto("/euchre/play")
        phone.get_by_role("button", name="Deal").click()
        expect(phone).to_have_url(re.compile(r"/euchre/games/[A-Za-z0-9_-]+$"))
        turn = take_euchre_turn
    for _ in range(30):
        if phone.locator(".trick-cards .trick-card").count() >= 2:
            break
        turn(phone)
    cards = [card.bounding_box() or {} for card in phone.locator(".trick-card .card").all()]
    assert len(cards) >= 2
    for position in ("left", "top", "right"):
        seat = phone.locator(f".seat-{position}")
        for part in seat.locator(".seat-name, .backs").all():
            assert not any(overlap(part.bounding_box() or {}, card) for card in cards), position
    if game == "bid-euchre":
        backs_fit(phone)


@pytest.mark.parametrize(
    ("path", "main", "section"),
    first_quick(
        ("/lessons/cards-and-bowers", "Lessons", None),
        ("/rules/bid-euchre", "Rules", "Rules"),
        ("/euchre/bidding/analyse", "Euchre", "Analyze a bid"),
        ("/bid-euchre/bidding/analyse", "Bid Euchre", "Analyze a bid"),
        ("/discard", "Cribbage", "Plan a discard"),
    ),
)
def test_the_navigation_fits_a_phone_and_shows_where_you_are(
    phone: Page, path: str, main: str, section: str | None
):
    phone.goto(path)
    header = box(phone, ".site-header")
    assert bottom(header) <= 130, "the header leaves the page most of the first screen"
    assert phone.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    # The site's pages fold behind Menu: none hidden off to the right.
    menu = phone.get_by_role("button", name="Menu")
    expect(menu).to_have_attribute("aria-expanded", "false")
    expect(phone.locator(".site-nav")).to_be_hidden()
    if section:
        link = phone.locator(".game-nav [aria-current=page]")
        expect(link).to_have_text(section)
        b = box(phone, ".game-nav [aria-current=page]")
        assert b["x"] >= 0 and right(b) <= PHONE["width"], section
    menu.click()
    expect(menu).to_have_attribute("aria-expanded", "true")
    entries = phone.locator(".site-nav a")
    expect(entries.first).to_be_visible()
    for entry in entries.all():
        b = entry.bounding_box()
        assert b is not None and b["x"] >= 0 and right(b) <= PHONE["width"], entry.inner_text()
    expect(phone.locator(".site-nav [aria-current=page]")).to_have_text(main)
