"""axe-core in Chromium on every page and every main state, at desktop and phone widths: the
home page, the calculators and their results, each trainer mode's question and feedback,
progress, the lessons, the rules, each game's new-game form, duplicate Euchre, the finished
games and a missing page. Zero violations, of any impact. Each game's table in every phase,
with a hand's review and the game's, is checked on the walks of tests/e2e/test_first_screen.py,
which measure the first screen at each decision of the same games."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from webapp import REPO_ROOT
from webapp.duplicate.days import today

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("needs_htmx", "patient_expect")]

LESSONS = sorted(
    re.sub(r"^\d+-", "", path.stem) for path in Path(REPO_ROOT, "lessons").glob("[0-9]*.md")
)
TODAY = today().isoformat()
# Every page, by kind. `make test` checks the first page of each kind at desktop width (the
# smoke tier); CI and `make test-browser` check every page at both widths (the sweep).
KINDS = {
    "home": ["/"],
    "count": ["/count?hand=5H+5C+5S+JD&starter=5D", "/count"],
    "a mistake beside its field": [
        "/count?hand=5H+5C+5S&starter=5D",
        "/settle/pegging?plays=4S+5X",
        "/settle/trick?game=euchre&trump=H&cards=AH+JD",
    ],
    "discard": ["/discard?cards=7C+9H+5H+5C+5D+JS&dealer=false", "/discard"],
    "settle": ["/settle"],
    "pegging": [
        "/settle/pegging?players=3&plays=TH+KD+3C+go+2S+1:9H&hand2=KD+2S+QS+KS",  # not allowed
        "/settle/pegging",
        "/settle/pegging?players=2&plays=TH+JD+9C+go+5H+6D+4C",
    ],
    "trick": [
        "/settle/trick?game=euchre&trump=H&cards=AH+TC+JD+9S&lead=south&west=TC+9H+AS+KS+QS",
        "/settle/trick",
        "/settle/trick?game=bid-euchre&trump=no-trump&cards=AS+KS+AS+9S",
    ],
    "a hand's worth": [
        "/settle/hand?game=euchre&maker=north&trump=H&tricks=4&renege_by=east&renege_suit=C",
        "/settle/hand",
        "/settle/hand?game=euchre&maker=north&trump=H&tricks=4&alone=true",
        "/settle/hand?game=bid-euchre",
        "/settle/hand?game=bid-euchre&bidder=west&bid=8&trump=no-trump&tricks=5",
    ],
    "bid analysis": [
        "/euchre/bidding/analyse?hand=JH+JD+AH+KS+AC&upcard=9H&seat=1&round=1",
        "/euchre/bidding/analyse",
        "/bid-euchre/bidding/analyse?hand=JS+JS'+JC+AS+KS+9S+TS+AH+AH'+KD+QD+9C&seat=3&bids=pass,+4+hearts",
        "/bid-euchre/bidding/analyse",
    ],
    "trainer": ["/train", "/train?mode=mistakes"],
    "progress": ["/progress"],
    "lessons": ["/lessons"],
    # A cribbage lesson, then a Euchre one with its tricks and quiz, then the rest.
    "lesson": [
        "/lessons/fifteens",
        "/lessons/following-suit",
        *(f"/lessons/{slug}" for slug in LESSONS if slug not in ("fifteens", "following-suit")),
    ],
    "rules": ["/rules"],
    "a game's rules": ["/rules/bid-euchre", "/rules/cribbage", "/rules/euchre"],
    "cribbage's new game": ["/cribbage/play"],
    "Euchre's new game": ["/euchre/play"],
    "Bid Euchre's new game": ["/bid-euchre/play"],
    "duplicate": ["/euchre/duplicate"],
    "duplicate against the field": [
        "/duplicate",
        f"/duplicate/cribbage/{TODAY}",
        f"/duplicate/bideuchre/{TODAY}/standings",
        f"/duplicate/euchre/{TODAY}/deals/1",  # not played yet: the page says so
    ],
    "the scorekeeper's setup": [
        "/scorekeeper",
        "/scorekeeper?game=euchre",
        "/scorekeeper?game=bid-euchre",
    ],
    "finished games": ["/reviews"],
    "missing": ["/no-such-page"],
}
MODES = ("count", "find", "crib", "heels", "pegging", "discard", "bidding")
PHONE = {"width": 390, "height": 844}


@pytest.fixture(params=["desktop", pytest.param("phone", marks=pytest.mark.slow)])
def width(request, page: Page) -> str:
    if request.param == "phone":
        page.set_viewport_size(PHONE)
    return str(request.param)


def check_pages(page: Page, axe, paths: list[str], width: str) -> None:
    """axe on each page in turn, in one browser page; every page's violations in one report."""
    found = []
    for path in paths:
        page.goto(path)
        found.extend(f"{path} ({width}): {violation}" for violation in axe.violations(page))
    assert found == [], "axe found:\n" + "\n".join(found)


SMOKE = [paths[0] for paths in KINDS.values()]
EVERY_PAGE = [path for paths in KINDS.values() for path in paths]


def test_a_page_of_each_kind(page: Page, axe) -> None:
    check_pages(page, axe, SMOKE, "desktop")


# The sweep's pages in parts, so that the two test processes share them evenly: one test of
# them all was the longest of the sweep (30 s on a phone), and ran last on one process.
PARTS = 4


@pytest.mark.slow
@pytest.mark.parametrize("part", range(PARTS))
def test_every_page(page: Page, axe, width: str, part: int) -> None:
    """The rest of the pages at desktop width (the smoke tier has checked the first of each
    kind), and every page on a phone; a part of them each."""
    paths = [path for path in EVERY_PAGE if width == "phone" or path not in SMOKE]
    check_pages(page, axe, paths[part::PARTS], width)


def test_the_sweep_has_every_lesson_and_no_page_twice() -> None:
    assert len(EVERY_PAGE) == len(set(EVERY_PAGE))
    assert {f"/lessons/{slug}" for slug in LESSONS} <= set(EVERY_PAGE)


# A cribbage mode and Euchre's bidding in the quick tier (Bid Euchre's drill is checked by its
# own test, tests/e2e/test_bid_euchre_drills.py); the other modes, on the same round layout,
# with the slow tier (CI checks every mode).
QUICK_MODES = ("count", "bidding")


@pytest.mark.parametrize(
    "mode",
    [mode if mode in QUICK_MODES else pytest.param(mode, marks=pytest.mark.slow) for mode in MODES],
)
def test_each_trainer_mode_question_and_feedback(page: Page, axe, width, mode: str) -> None:
    page.goto(f"/train?mode={mode}")
    axe.check(page, f"the {mode} start page ({width})")
    page.get_by_role("button", name=re.compile("^Deal me")).click()
    expect(page).to_have_url(re.compile(r"/train/[A-Za-z0-9_-]{20,}$"))
    axe.check(page, f"a {mode} question ({width})")
    round_panel = page.locator("#round")
    before = round_panel.inner_html()
    round_panel.locator("button[type=submit]:not([disabled])").first.click()
    expect(round_panel).not_to_have_attribute("data-never", "x")  # let htmx settle
    page.wait_for_function(
        "before => document.querySelector('#round').innerHTML !== before", arg=before
    )
    axe.check(page, f"the {mode} feedback ({width})")


def test_a_duplicate_set(page: Page, axe, width) -> None:
    page.goto("/euchre/duplicate")
    page.get_by_role("button", name=re.compile("^(Deal|Start)")).first.click()
    expect(page).to_have_url(re.compile(r"/euchre/duplicate/"))
    axe.check(page, f"a duplicate set ({width})")
