"""/euchre/bidding/analyse: a bidding question graded and explained, the address its
permalink; every bad field explained beside it with a 400; htmx gets a fragment."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.euchre.bidding import grade_bid

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

PAGE = "/euchre/bidding/analyse"
ALONE = f"{PAGE}?hand=JH+JD+AH+KS+AC&upcard=9H&seat=1&round=1"


def result_of(page):
    return page.find(id="results")


def test_the_empty_form_waits_without_errors(client, parse_html):
    response = client.get(PAGE)
    assert response.status_code == 200
    page = parse_html(response.text)
    assert page.find("input", id="hand").attrs["value"] == ""
    assert "checked" in page.find("input", id="seat-1").attrs
    assert "checked" in page.find("input", id="round-1").attrs
    assert not page.find_all(class_="field-error")
    assert "Ready when you are" in result_of(page).words()
    # the house rules come from the Rules options, with their labels
    assert page.find("input", id="all-pass-stick_the_dealer")
    assert "checked" in page.find("input", id="game-to-10").attrs
    # no cookie: a read-only page
    assert "Set-Cookie" not in response.headers


def test_a_question_is_graded_with_the_engines_figures(app, client, parse_html):
    response = client.get(ALONE)
    assert response.status_code == 200
    page = parse_html(response.text)
    result = result_of(page)
    with app.app_context():
        grade = grade_bid("JH JD AH KS AC", "9H", seat=1, round=1, max_deals=100)
    options = result.find_all("tbody", class_="option")
    assert [o.attrs["data-option"] for o in options] == [o.action for o in grade.options]
    assert result.find(class_="result-title").words().startswith(f"Best: {grade.best.label}")
    assert f"{grade.best.points:.2f}" in options[0].words()
    assert "The point count" in result.words()
    assert "J♦ is the left bower when hearts are trump" in result.words()
    # the form keeps what was asked
    assert page.find("input", id="hand").attrs["value"] == "JH JD AH KS AC"
    assert page.find("title").words().startswith(grade.best.label)


def test_the_permalink_is_canonical_and_stable(client, parse_html):
    first = parse_html(client.get(f"{PAGE}?hand=ac,kS,jh,jd,ah&upcard=9h&seat=1&round=1").text)
    link = first.find("a", class_="permalink-url").attrs["href"]
    query = parse_qs(urlsplit(link).query)
    assert query == {
        "hand": ["AC AH JD JH KS"],
        "upcard": ["9H"],
        "seat": ["1"],
        "round": ["1"],
        "ours": ["0"],
        "theirs": ["0"],
    }
    again = parse_html(client.get(link).text)
    assert again.find("a", class_="permalink-url").attrs["href"] == link
    # the same deals, so the same figures, every time
    assert (
        result_of(again).find("table", class_="bid-options").words()
        == result_of(first).find("table", class_="bid-options").words()
    )


def test_house_rules_go_into_the_permalink_when_not_the_default(client, parse_html):
    query = "hand=9C+TC+QD+KD+AS&upcard=JS&seat=4&round=2&ours=8&theirs=9"
    rules = "&all_pass=stick_the_dealer&defend_alone=true&game_to=10"
    page = parse_html(client.get(f"{PAGE}?{query}{rules}").text)
    link = page.find("a", class_="permalink-url").attrs["href"]
    sent = parse_qs(urlsplit(link).query)
    assert sent["all_pass"] == ["stick_the_dealer"]
    assert sent["defend_alone"] == ["true"]
    assert "game_to" not in sent  # the default
    # stuck: the dealer may not pass in round two
    options = [o.attrs["data-option"] for o in page.find_all("tbody", class_="option")]
    assert "pass" not in options
    assert "chance of winning the game" in result_of(page).words()


@pytest.mark.parametrize(
    ("query", "field", "message"),
    [
        ("hand=JH+JD+AH+KS&upcard=9H", "hand", "a Euchre hand is 5 cards; that is 4"),
        ("hand=JH+JD+AH+KS+2C&upcard=9H", "hand", "is not in the 24-card Euchre deck"),
        ("hand=&upcard=9H", "hand", "give the five cards of your hand"),
        ("hand=JH+JD+AH+KS+AC&upcard=9X", "upcard", "unknown suit"),
        ("hand=JH+JD+AH+KS+AC&upcard=JH", "upcard", "cannot also be in your hand"),
        ("hand=JH+JD+AH+KS+AC&upcard=9H&seat=5", "seat", "seat is 1"),
        ("hand=JH+JD+AH+KS+AC&upcard=9H&round=3", "round", "round is 1"),
        ("hand=JH+JD+AH+KS+AC&upcard=9H&ours=x", "score", "whole number"),
        ("hand=JH+JD+AH+KS+AC&upcard=9H&ours=10", "score", "each side's score is 0 to 9"),
        ("hand=JH+JD+AH+KS+AC&upcard=9H&game_to=12", "game_to", "Game to is one of"),
        ("hand=JH+JD+AH+KS+AC&upcard=9H&all_pass=never", "all_pass", "is one of"),
    ],
)
def test_bad_input_is_explained_next_to_its_field(client, parse_html, query, field, message):
    response = client.get(f"{PAGE}?{query}")
    assert response.status_code == 400
    page = parse_html(response.text)
    errors = page.find_all(class_="field-error")
    assert len(errors) == 1
    error = errors[0]
    assert error.attrs["id"] == f"{field}-error"
    assert message.lower() in error.words().lower()
    # the message sits inside the field it is about, whose control says it is invalid
    holder = next(
        element
        for element in page.find_all()
        if "field" in element.classes and error in element.children
    )
    invalid = [e for e in [holder, *holder.find_all()] if e.attrs.get("aria-invalid") == "true"]
    assert invalid or field in {"game_to", "all_pass"}  # option fieldsets point at the error
    assert "Not analyzed yet" in result_of(page).words()


def test_several_fields_at_fault_are_all_explained(client, parse_html):
    response = client.get(f"{PAGE}?hand=&upcard=&seat=9&round=0&ours=a")
    assert response.status_code == 400
    page = parse_html(response.text)
    ids = [e.attrs["id"] for e in page.find_all(class_="field-error")]
    assert ids == ["hand-error", "upcard-error", "seat-error", "round-error", "score-error"]


def test_typed_input_is_escaped(client):
    response = client.get(f"{PAGE}?hand=<script>alert(1)</script>&upcard=9H")
    assert response.status_code == 400
    assert "<script>alert" not in response.text
    assert "&lt;script&gt;" in response.text


def test_htmx_gets_a_fragment_with_vary_and_push_url(client, parse_html):
    response = client.get(
        f"{PAGE}?hand=jh+jd+ah+ks+ac&upcard=9h&seat=1&round=1", headers={"HX-Request": "true"}
    )
    assert response.status_code == 200
    assert "HX-Request" in response.headers["Vary"]
    assert response.headers["HX-Push-Url"] == (
        f"{PAGE}?hand=AC+AH+JD+JH+KS&upcard=9H&seat=1&round=1&ours=0&theirs=0"
    )
    assert "<html" not in response.text
    page = parse_html(response.text)
    assert page.find(id="bid-fields").attrs["hx-swap-oob"] == "true"
    assert page.find(id="bid-status").words().startswith("Best:")


def test_htmx_with_bad_input_swaps_in_the_errors(client, parse_html):
    response = client.get(f"{PAGE}?hand=JH&upcard=9H", headers={"HX-Request": "true"})
    assert response.status_code == 400
    assert "HX-Push-Url" not in response.headers
    page = parse_html(response.text)
    assert page.find(id="hand-error")


def test_the_form_works_without_javascript(client, parse_html):
    page = parse_html(client.get(PAGE).text)
    form = page.find("form", class_="bid-form")
    assert form.attrs["method"] == "get"
    assert form.attrs["action"] == PAGE
    names = {e.attrs.get("name") for e in form.find_all("input")}
    assert {"hand", "upcard", "seat", "round", "ours", "theirs", "all_pass"} <= names


def test_the_page_is_linked_from_home_and_the_euchre_page(client, parse_html):
    for address in ("/", "/euchre/play"):
        links = [
            a.attrs.get("href", "") for a in parse_html(client.get(address).text).find_all("a")
        ]
        assert any(link.startswith(PAGE) for link in links), address


def test_the_lesson_link_opens(client, parse_html):
    page = parse_html(client.get(PAGE).text)
    lesson = next(a for a in page.find_all("a") if "/lessons/" in a.attrs.get("href", ""))
    assert client.get(lesson.attrs["href"]).status_code == 200


TEXT = st.text(max_size=30)


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    hand=st.one_of(TEXT, st.sampled_from(["JH JD AH KS AC", "9C TC QD KD AS"])),
    upcard=st.one_of(TEXT, st.sampled_from(["9H", "JS", "AC"])),
    seat=st.one_of(TEXT, st.sampled_from(["1", "4"])),
    round_=st.one_of(TEXT, st.sampled_from(["1", "2"])),
    ours=st.one_of(TEXT, st.sampled_from(["0", "9"])),
    htmx=st.booleans(),
)
def test_the_page_never_fails(client, hand, upcard, seat, round_, ours, htmx):
    response = client.get(
        PAGE,
        query_string={"hand": hand, "upcard": upcard, "seat": seat, "round": round_, "ours": ours},
        headers={"HX-Request": "true"} if htmx else {},
    )
    assert response.status_code in {200, 400}


def test_a_dealer_who_should_pick_up_sees_which_card_to_lay_away(client, parse_html):
    page = parse_html(client.get(f"{PAGE}?hand=9H+TD+AH+KS+QC&upcard=JH&seat=4&round=1").text)
    result = result_of(page)
    grades = result.find_all("article", class_="bid-grade")
    assert len(grades) == 2
    bid, discard = grades
    assert bid.find("tbody", class_="option").attrs["data-option"] in {"order", "order_alone"}
    options = [o.attrs["data-option"] for o in discard.find_all("tbody", class_="option")]
    assert sorted(options) == sorted(f"discard:{c}" for c in ["9H", "TD", "AH", "KS", "QC", "JH"])
    assert "which card do you lay away" in discard.words()
    assert "The rule of thumb lays away" in discard.words()
    ids = [e.attrs["id"] for e in page.find_all() if "id" in e.attrs]
    assert len(ids) == len(set(ids))


def test_no_discard_when_passing_or_not_the_dealer(client, parse_html):
    for query in ("hand=9C+TC+QD+KS+9S&upcard=TH&seat=4&round=1", ALONE.split("?")[1]):
        result = result_of(parse_html(client.get(f"{PAGE}?{query}").text))
        assert len(result.find_all("article", class_="bid-grade")) == 1


def test_thousands_of_digits_are_a_message_not_a_server_error(client):
    # int() refuses strings over 4,300 digits: the fuzzer found this page passing them on.
    many = "1" * 5000
    response = client.get(
        f"{PAGE}?hand=JH+JD+AH+KH+9C&upcard=TH&seat={many}&round={many}&ours={many}"
    )
    assert response.status_code == 400
    assert response.text.count("aria-invalid") >= 2


def test_the_plain_reason_comes_first_and_the_figures_are_one_click_away(client, parse_html):
    """The analyzer shows the sentence on why the best is best, and its figures unfolded; the
    same figures sit under Details, folded, where a learner meets them (the drills)."""
    page = parse_html(client.get(ALONE).text)
    grade = result_of(page).find("article", class_="bid-grade")
    said = grade.find("p", class_="bid-in-short").words()
    assert said.startswith("Ordering it up alone is best: ")
    details = grade.find("details", class_="bid-details")
    assert "open" in details.attrs
    assert details.find("summary").words() == "Details: every choice in figures"
    assert details.find("svg", class_="bid-chart") and details.find("table", class_="bid-options")


def test_the_drill_folds_the_figures_under_details(app):
    from scoring.euchre.bidding.reasons import explain

    grade = grade_bid("JH JD AH KS AC", "9H", seat=1, round=1, max_deals=64)
    with app.test_request_context():
        macros = app.jinja_env.get_template("bidding/_grade.html").module
        html = str(macros.graded(grade, explain(grade), chosen="pass", id="t", heading=3))
    verdict, short, details = (
        html.index('class="bid-verdict'),
        html.index('class="bid-in-short"'),
        html.index('class="bid-details"'),
    )
    assert verdict < short < details  # the verdict, then why, then the figures
    assert '<details class="bid-details" data-bid-details>' in html  # folded


def test_near_the_end_the_chart_shows_the_chance_of_winning(client, parse_html):
    """Ranked by the chance of winning the game, the chart draws that chance: the best bar is
    the longest (drawn in points, an end-game best could be shorter than the next)."""
    query = f"{PAGE}?hand=JH+AH+KH+9C+9S&upcard=TH&seat=2&round=1&ours=9&theirs=8"
    page = parse_html(client.get(query).text)
    chart = result_of(page).find("svg", class_="bid-chart")
    assert "chance of winning the game" in chart.find("title").words()
    values = [float(bar.attrs["data-value"]) for bar in chart.find_all("rect", class_="bar-points")]
    assert values and values == sorted(values, reverse=True)
    assert all(0 <= value <= 100 for value in values)
    assert chart.find_all("text", class_="chart-value")[0].words().endswith("%")
