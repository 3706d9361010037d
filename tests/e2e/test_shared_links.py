"""Answers first on every shared link. A calculator's page opened with a result (a link someone
sent) has the answer at the top, in the first screen, on a laptop (1280x800) and on a phone
(390x844): the form to ask another question comes after it (beside it on a desktop), with a
link down to it on a phone. Every such page has a working "Copy link" button, from the one
script every page loads. The quick tier opens two of them; the sweep (slow) every one at
both sizes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

pytestmark = [pytest.mark.e2e, pytest.mark.usefixtures("needs_htmx")]

SIZES = {
    "desktop": {"width": 1280, "height": 800},
    "phone": {"width": 390, "height": 844},
}

# Each calculator with a shared question: its link, its form's id, the link down to it.
SHARED = {
    "count": ("/count?hand=5H+5C+5S+JD&starter=5D", "count-form", "Count another hand"),
    "discard": (
        "/discard?cards=7C+9H+5H+5C+5D+JS&dealer=false",
        "discard-form",
        "Analyze other cards",
    ),
    "settle a hand": (
        "/settle/hand?game=euchre&maker=north&trump=H&tricks=4&alone=true",
        "settle-form",
        "Settle another hand",
    ),
    "settle the pegging": (
        "/settle/pegging?players=2&plays=TH+JD+9C+go+5H+6D+4C",
        "settle-form",
        "Settle another play",
    ),
    "settle a trick": (
        "/settle/trick?game=euchre&trump=H&cards=JD+AH+9H+KH",
        "settle-form",
        "Settle another trick",
    ),
    "analyze a bid": (
        "/euchre/bidding/analyse?hand=JH+JD+AH+KS+AC&upcard=9H&seat=1&round=1",
        "analyze-form",
        "Analyze another bid",
    ),
    "analyze a Bid Euchre bid": (
        "/bid-euchre/bidding/analyse?hand=JS+JS'+JC+AS+KS+9S+TS+AH+AH'+KD+QD+9C&seat=3&bids=pass,+4+hearts",
        "analyze-form",
        "Analyze another bid",
    ),
}


@pytest.fixture
def sized_page(browser: Browser, base_url: str, request: pytest.FixtureRequest) -> Iterator[Page]:
    context = browser.new_context(
        viewport=SIZES[request.param],
        base_url=base_url,
        permissions=["clipboard-read", "clipboard-write"],
    )
    yield context.new_page()
    context.close()


def box(page: Page, selector: str) -> dict[str, float]:
    found = page.locator(selector).first.bounding_box()
    assert found, f"{selector} is not displayed"
    return found


# The quick tier opens two links, one at each size; the sweep opens every one at both.
QUICK = {("settle the pegging", "phone"), ("count", "desktop")}
CASES = [
    pytest.param(size, calculator, marks=[] if (calculator, size) in QUICK else pytest.mark.slow)
    for calculator in SHARED
    for size in SIZES
]


@pytest.mark.parametrize(("sized_page", "calculator"), CASES, indirect=["sized_page"])
def test_a_shared_link_opens_with_its_answer_first_and_copies(sized_page: Page, calculator: str):
    page = sized_page
    path, form_id, jump = SHARED[calculator]
    page.goto(path)
    height = (page.viewport_size or {})["height"]
    title = box(page, "#results .result-title")
    assert title["y"] >= 0 and title["y"] + title["height"] <= height, title
    results, form = box(page, "#results"), box(page, f"#{form_id}")
    if results["x"] > form["x"] + form["width"] - 1:  # side by side: the form keeps its column
        assert abs(results["y"] - form["y"]) < 1
    else:  # one column: the answer, then the form, and a link down to it
        assert form["y"] >= results["y"] + results["height"]
        page.get_by_role("link", name=jump).click()
        expect(page.locator(f"#{form_id}")).to_be_in_viewport()
    # Copy link puts the answer's permalink on the clipboard.
    copy = page.locator("#results [data-copy-link]")
    expect(copy).to_have_text("Copy link")
    href = page.locator("#results a.permalink-url").get_attribute("href") or ""
    copy.click()
    expect(copy).to_have_text("Copied")
    copied = page.evaluate("navigator.clipboard.readText()")
    assert copied.startswith("http") and copied.endswith(href)
