"""The /count page: what a person sees for a hand, a crib, a permalink and bad input."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.cribbage.hand import score_hand

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

TWENTY_NINE = "/count?hand=5H+5C+5S+JD&starter=5D"


def result_of(page):
    return page.find(id="results")


def test_empty_form_has_no_errors(client, parse_html):
    response = client.get("/count")
    assert response.status_code == 200
    page = parse_html(response.text)
    assert page.find("input", id="hand").attrs["value"] == ""
    assert not page.find_all(class_="field-error")
    assert "Ready when you are" in result_of(page).words()


def test_the_29_hand_shows_its_total_cards_and_every_item(client, parse_html):
    response = client.get(TWENTY_NINE)
    assert response.status_code == 200
    page = parse_html(response.text)
    result = result_of(page)
    assert result.find(class_="result-total").words() == "29"

    shown = result.find(class_="show-cards")
    hand_cards = shown.find(class_="show-hand").find_all("svg", role="img")
    assert [card.attrs["aria-label"] for card in hand_cards] == [
        "five of hearts",
        "five of clubs",
        "five of spades",
        "jack of diamonds",
    ]
    starter = shown.find(class_="show-starter").find("svg", role="img")
    assert starter.attrs["aria-label"] == "five of diamonds"

    score = score_hand("5H 5C 5S JD", "5D")
    items = result.find("ol", class_="items").find_all("li")
    assert [item.find(class_="item-text").words() for item in items] == [
        item.text for item in score.items
    ]
    # Each item names its cards, in the engine's order.
    assert [item.attrs["data-cards"] for item in items] == [
        " ".join(str(card) for card in item.cards) for item in score.items
    ]
    assert "Fifteen two, fifteen four" in result.find(class_="spoken").words()
    assert "twenty-nine" in result.find(class_="spoken").words()


def test_points_by_category_lists_every_category(client, parse_html):
    page = parse_html(client.get(TWENTY_NINE).text)
    entries = page.find("dl", class_="by-category").find_all("div")
    summary = {entry.find("dt").words(): entry.find("dd").words() for entry in entries}
    assert summary == {
        "Fifteens": "16",
        "Pairs": "12",
        "Runs": "0",
        "Flush": "0",
        "His nobs": "1",
        "Total": "29",
    }


def test_crib_toggle_changes_the_flush_rule(client, parse_html):
    hand = parse_html(client.get("/count?hand=AH+3H+7H+9H&starter=KC").text)
    crib = parse_html(client.get("/count?hand=AH+3H+7H+9H&starter=KC&crib=true").text)

    assert hand.find(class_="result-total").words() == "4"
    assert "a flush for 4" in hand.find("ol", class_="items").words()
    assert "checked" not in hand.find("input", id="crib").attrs

    assert crib.find(class_="result-total").words() == "0"
    assert "The crib counts" in crib.find(class_="result-title").words()
    assert "checked" in crib.find("input", id="crib").attrs
    notes = crib.find(class_="notes").words()
    assert "a crib scores a flush only when the starter is a heart too" in notes


def test_jack_starter_shows_his_heels_note(client, parse_html):
    page = parse_html(client.get("/count?hand=5H+5C+5S+5D&starter=JD").text)
    assert page.find(class_="result-total").words() == "28"
    assert "his heels" in page.find(class_="notes").words()


def test_the_permalink_is_canonical_and_reproduces_the_result(client, parse_html):
    typed = client.get("/count", query_string={"hand": "5h, 5♣ 5s jd", "starter": "5♦"})
    page = parse_html(typed.text)
    link = page.find("a", class_="permalink-url")
    permalink = link.attrs["href"]
    assert permalink == TWENTY_NINE
    assert link.words() == "http://localhost" + TWENTY_NINE

    again = parse_html(client.get(permalink).text)
    assert again.find(class_="result-total").words() == "29"
    assert again.find("input", id="hand").attrs["value"] == "5H 5C 5S JD"


def test_crib_permalink_keeps_the_crib(client, parse_html):
    page = parse_html(client.get("/count?hand=AH+3H+7H+9H&starter=KC&crib=TRUE").text)
    permalink = page.find("a", class_="permalink-url").attrs["href"]
    assert parse_qs(urlsplit(permalink).query)["crib"] == ["true"]
    assert parse_html(client.get(permalink).text).find(class_="result-total").words() == "0"


@pytest.mark.parametrize(
    ("query", "field", "message"),
    [
        ({"hand": "5H 5C 5S", "starter": "5D"}, "hand", "A hand is 4 cards; only 3 given"),
        ({"hand": "5H 5C 5S JD 4D", "starter": "5D"}, "hand", "the starter has its own field"),
        ({"hand": "5H 5C 5X JD", "starter": "5D"}, "hand", "unknown suit 'X'"),
        ({"hand": "5H 5C 5H JD", "starter": "5D"}, "hand", "5H (5♥) appears twice"),
        ({"hand": "", "starter": "5D"}, "hand", "Give the four cards of the hand"),
        ({"hand": "5H 5C 5S JD", "starter": ""}, "starter", "Give the starter"),
        ({"hand": "5H 5C 5S JD"}, "starter", "Give the starter"),
        ({"hand": "5H 5C 5S JD", "starter": "5H"}, "starter", "is in the hand too"),
        ({"hand": "5H 5C 5S JD", "starter": "5D 6D"}, "starter", "The starter is 1 card; 2 given"),
        ({"hand": "5H 5C 5S JD", "starter": "1D"}, "starter", "unknown rank '1'"),
        ({"hand": "5H 5C 5S JD", "starter": "5D", "crib": "maybe"}, "crib", "not 'maybe'"),
        ({"hand": "5H " * 400, "starter": "5D"}, "hand", "a list of cards is at most 1000"),
    ],
)
def test_bad_input_is_explained_next_to_its_field(client, parse_html, query, field, message):
    response = client.get("/count", query_string=query)
    assert response.status_code == 400
    page = parse_html(response.text)
    error = page.find(id=f"{field}-error")
    assert message in error.words()
    control = page.find("input", id=field)
    assert f"{field}-error" in control.attrs["aria-describedby"].split()
    assert control.attrs["aria-invalid"] == "true"
    # What was typed stays in the field, so it can be corrected.
    if field != "crib":
        assert control.attrs["value"] == query.get(field, "")
    assert "Not counted yet" in result_of(page).words()


def test_every_wrong_field_gets_its_own_message(client, parse_html):
    response = client.get("/count?hand=5H+5C&starter=ZZ")
    page = parse_html(response.text)
    assert "only 2 given" in page.find(id="hand-error").words()
    assert "unknown" in page.find(id="starter-error").words()
    assert "2 fields need fixing" in page.find(id="count-status").words()


def test_typed_input_is_escaped(client):
    response = client.get(
        "/count", query_string={"hand": '<script>alert(1)</script>"', "starter": "5D"}
    )
    assert response.status_code == 400
    assert "<script>alert(1)" not in response.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;&#34;" in response.text


def test_htmx_request_gets_a_fragment_with_vary_and_push_url(client, parse_html):
    response = client.get("/count?hand=5h+5c+5s+jd&starter=5d", headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert "HX-Request" in response.vary
    assert response.headers["HX-Push-Url"] == TWENTY_NINE
    assert "<html" not in response.text and "<form" not in response.text
    fragment = parse_html(response.text)
    assert fragment.find(class_="result-total").words() == "29"
    fields = fragment.find(id="count-fields")
    assert fields.attrs["hx-swap-oob"] == "true"
    assert fragment.find(id="count-status").words() == "The hand counts 29."
    # htmx sets the document title from the fragment, so history entries are named.
    assert fragment.find("title").words() == "29 for 5H 5C 5S JD with 5D · Fifteen Two"


def test_htmx_request_with_bad_input_swaps_in_the_field_errors(client, parse_html):
    response = client.get("/count?hand=5H&starter=5D", headers={"HX-Request": "true"})
    assert response.status_code == 400
    assert "HX-Push-Url" not in response.headers
    fragment = parse_html(response.text)
    assert "only 1 given" in fragment.find(id="count-fields").find(id="hand-error").words()


def test_full_page_also_varies_on_hx_request(client):
    response = client.get(TWENTY_NINE)
    assert "HX-Request" in response.vary
    assert "<html" in response.text


def test_history_restore_gets_the_whole_page(client):
    response = client.get(
        TWENTY_NINE, headers={"HX-Request": "true", "HX-History-Restore-Request": "true"}
    )
    assert "<html" in response.text


def test_form_works_without_javascript(client, parse_html):
    page = parse_html(client.get("/count").text)
    form = page.find("form", class_="count-form")
    assert form.attrs["method"] == "get"
    assert form.attrs["action"] == "/count"
    assert form.attrs["hx-get"] == "/count"
    assert form.attrs["hx-target"] == "#results"
    assert form.attrs["hx-push-url"] == "true"
    assert {element.attrs["name"] for element in form.find_all("input")} == {
        "hand",
        "starter",
        "crib",
    }
    assert form.find("button", type="submit").words() == "Count"
    # The picker needs JavaScript, so it starts hidden; cards.js reveals it.
    assert "hidden" in form.find(class_="picker").attrs


def test_picker_has_52_labelled_buttons(client, parse_html):
    page = parse_html(client.get("/count").text)
    buttons = page.find(class_="picker").find_all("button")
    assert len(buttons) == 52
    assert len({button.attrs["data-card"] for button in buttons}) == 52
    assert all(button.attrs["type"] == "button" for button in buttons)
    # Named by what they show, then in words: the visible text is in the accessible name.
    labels = {button.attrs["aria-label"] for button in buttons}
    assert {"A♠, ace of spades", "10♥, ten of hearts", "K♦, king of diamonds"} <= labels
    assert {button.attrs["data-name"] for button in buttons} >= {"ace of spades"}


def test_home_page_links_to_count(client, parse_html):
    page = parse_html(client.get("/").text)
    links = {a.attrs["href"] for a in page.find("main").find_all("a")}
    assert "/count" in links
    for href in links:
        assert client.get(href).status_code == 200, href


# Any text a browser can send (lone surrogates cannot be encoded into a URL).
ANY_TEXT = st.characters(exclude_categories=("Cs",))
CARD_TEXT = "A23456789TJQK10CDHScdhs♣♦♥♠♧♢♡♤ ,;+"


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    hand=st.one_of(
        st.none(), st.text(ANY_TEXT, max_size=30), st.text(alphabet=CARD_TEXT, max_size=20)
    ),
    starter=st.one_of(
        st.none(), st.text(ANY_TEXT, max_size=5), st.text(alphabet=CARD_TEXT, max_size=4)
    ),
    crib=st.one_of(st.none(), st.text(ANY_TEXT, max_size=6), st.sampled_from(["true", "yes"])),
    htmx=st.booleans(),
)
def test_page_never_fails(client, hand, starter, crib, htmx):
    """Whatever is typed, the page answers 200 or 400, never a server error."""
    asked = {"hand": hand, "starter": starter, "crib": crib}
    query = {name: value for name, value in asked.items() if value is not None}
    headers = {"HX-Request": "true"} if htmx else {}
    response = client.get("/count", query_string=query, headers=headers)
    assert response.status_code in (200, 400)
