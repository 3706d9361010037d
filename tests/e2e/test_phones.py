"""The pages on a phone (390x844) as a newcomer meets them, measured by where things land on
the screen: a shared result in the first screen, the cards before the board at the table,
no keyboard hints on a touch screen, the trainer's and new-game forms fitting their boxes,
and Bid Euchre's twelve-card hands within the screen. Desktop (1280x800) checks keep the
wide layout as it was."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, expect

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


@pytest.mark.parametrize("javascript", [True, False], ids=["js", "no-js"])
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
    expect(phone.locator("#results .result-total")).to_have_text("12.40")
    assert in_first_screen(box(phone, "#results .result-title"))
    assert in_first_screen(box(phone, "#results .show-cards"))
    assert box(phone, "#discard-form")["y"] > bottom(box(phone, "#results"))


@pytest.mark.parametrize("path", [SHARED_COUNT, SHARED_DISCARD])
def test_a_shared_result_on_a_desktop_keeps_the_form_on_the_left(page: Page, path: str):
    page.set_viewport_size(DESKTOP)
    page.goto(path)
    form, results = box(page, ".tool-form"), box(page, "#results")
    assert right(form) < results["x"]
    assert abs(form["y"] - results["y"]) < 1
    expect(page.locator(".jump-to-form")).to_be_hidden()
