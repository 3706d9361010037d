"""The /discard page: the ranked table (the throw's evaluation: points, or near the end the
chance of winning), the chart, the reasons and a permalink; bad input."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.cards import parse_cards
from scoring.cribbage.discard import DiscardOption, analyze_discards
from scoring.cribbage.throws import Table, throw_hint
from scoring.hint import HintOption
from scoring.numbers import read_score
from webapp.calculators.fields import SCORE_PATTERN
from webapp.cribbage.routes import points

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

EXAMPLE = "7C 9H 5H 5C 5D JS"
DEALER = "/discard?cards=7C+9H+5H+5C+5D+JS&dealer=true&players=2"
PONE = "/discard?cards=7C+9H+5H+5C+5D+JS&dealer=false&players=2"
NEAR_END = DEALER + "&score=112-98"
DECK = [f"{rank}{suit}" for rank in "A23456789TJQK" for suit in "CDHS"]


def ranked(cards=EXAMPLE, *, dealer=True, players=2, scores=None, game_to=121):
    """The engines' answer, each throw's exact figures with its evaluation, in the evaluation's
    order: what the page should draw."""
    analysis = analyze_discards(cards, dealer=dealer, players=players)
    hint = throw_hint(Table(tuple(parse_cards(cards)), dealer, players, scores, game_to))
    by_throw = {option.thrown: option for option in analysis}
    found: list[tuple[DiscardOption, HintOption]] = [(by_throw[o.action], o) for o in hint.options]
    return analysis, hint, found


def result_of(page):
    return page.find(id="results")


def rows(page):
    return result_of(page).find_all("tr", class_="option-row")


def cell(row, name):
    return row.find(class_=f"option-{name}")


def label_for(page, control_id):
    return next(label for label in page.find_all("label") if label.attrs.get("for") == control_id)


def card_names(element):
    return [svg.attrs["aria-label"] for svg in element.find_all("svg", role="img")]


def test_empty_form_has_no_errors(client, parse_html):
    response = client.get("/discard")
    assert response.status_code == 200
    page = parse_html(response.text)
    cards = page.find("input", id="cards")
    assert cards.attrs["value"] == ""
    assert cards.attrs["data-pick-count"] == "6"
    assert "checked" in page.find("input", id="dealer-true").attrs
    assert "checked" not in page.find("input", id="dealer-false").attrs
    assert "selected" in page.find("option", value="2").attrs
    assert not page.find_all(class_="field-error")
    assert "Ready when you are" in result_of(page).words()
    assert "6 cards you were dealt" in result_of(page).words()


def test_the_published_example_dealing(client, parse_html):
    response = client.get(DEALER)
    assert response.status_code == 200
    page = parse_html(response.text)
    table = rows(page)
    assert len(table) == 15
    best = table[0]
    assert card_names(cell(best, "keep")) == [
        "five of clubs",
        "five of diamonds",
        "five of hearts",
        "jack of spades",
    ]
    assert card_names(cell(best, "throw")) == ["seven of clubs", "nine of hearts"]
    assert cell(best, "hand").words() == "16.65 14–29"
    assert cell(best, "crib").words() == "+4.26"
    assert cell(best, "net").words() == "20.91"
    # With two players and no score, ranked by the total: hand, crib and the fitted pegging.
    assert cell(best, "pegging").words() == "+1.60"
    assert cell(best, "value").words() == "22.51"
    assert result_of(page).find(class_="result-total").words() == "total 22.51"
    assert "Throw 7♣ 9♥" in result_of(page).find(class_="result-title").words()
    assert result_of(page).find(class_="ranked-by").words() == (
        "Ranked by points: hand, crib and pegging. Give the score to rank for the game."
    )


def test_the_published_example_not_dealing(client, parse_html):
    page = parse_html(client.get(PONE).text)
    best = rows(page)[0]
    assert card_names(cell(best, "throw")) == ["seven of clubs", "nine of hearts"]
    assert cell(best, "crib").words() == "−4.26"
    assert cell(best, "net").words() == "12.40"
    assert "checked" in page.find("input", id="dealer-false").attrs
    assert "To their crib" in result_of(page).find(class_="show-throw").words()


@pytest.mark.parametrize("dealer", [True, False])
def test_every_row_shows_the_engines_figures_and_reason(client, parse_html, dealer):
    analysis, _, found = ranked(dealer=dealer)
    page = parse_html(client.get(DEALER if dealer else PONE).text)
    sign = "+" if dealer else "−"
    for row, body, (option, evaluated) in zip(
        rows(page), result_of(page).find_all("tbody", class_="option"), found, strict=True
    ):
        assert row.attrs["data-cards"] == " ".join(str(card) for card in option.kept)
        assert card_names(cell(row, "throw")) == [card.name for card in option.thrown]
        assert cell(row, "hand").words() == (
            f"{points(option.hand_ev)} {option.hand_min}–{option.hand_max}"
        )
        assert cell(row, "crib").words() == sign + points(option.crib_ev)
        assert cell(row, "net").words() == points(option.net_ev)
        pegging = dict(evaluated.parts)["pegging"]
        assert cell(row, "pegging").words() == ("+" if pegging >= 0 else "") + points(pegging)
        assert cell(row, "value").words() == points(evaluated.value)
        # The evaluation's reason for the best and close seconds; the analyzer's for the rest.
        reason = body.find(class_="option-reason").words()
        assert reason == (evaluated.reason or option.reason)
        assert reason.startswith(option.reason)
    assert analysis.model in result_of(page).find(class_="model").words()


def test_the_throws_come_in_the_evaluations_order_not_by_net(client, parse_html):
    """Third by its total (hand, crib and pegging) is 7♣ J♠, 14.61 net, ahead of 5♣ 7♣ with
    15.10: 7♣ J♠ keeps cards that peg better. The order is the evaluation's, not the net's."""
    _, hint, found = ranked()
    page = parse_html(client.get(DEALER).text)
    shown = [card_names(cell(row, "throw")) for row in rows(page)]
    assert shown == [[card.name for card in o.action] for o in hint.options]
    values = [float(cell(row, "value").words()) for row in rows(page)]
    assert values == sorted(values, reverse=True)
    nets = [option.net_ev for option, _ in found]
    assert nets != sorted(nets, reverse=True)


def test_the_best_row_is_highlighted_and_open(client, parse_html):
    page = parse_html(client.get(DEALER).text)
    bodies = result_of(page).find_all("tbody", class_="option")
    assert [("is-best" in body.classes) for body in bodies] == [True] + [False] * 14
    assert ["open" in body.find("details").attrs for body in bodies] == [True] + [False] * 14


def test_each_option_has_a_histogram_of_its_hand_scores(client, parse_html):
    _, _, found = ranked()
    page = parse_html(client.get(DEALER).text)
    histograms = result_of(page).find_all("svg", class_="histogram")
    assert len(histograms) == 15
    for histogram, (option, _) in zip(histograms, found, strict=True):
        assert histogram.attrs["role"] == "img"
        label = histogram.attrs["aria-label"]
        for score, starters in option.hand_distribution.items():
            assert f"{score} points with {starters}" in label
        bars = histogram.find_all("rect", class_="hist-bar")
        assert len(bars) == len(option.hand_distribution)
        shown = [text.words() for text in histogram.find_all("text", class_="hist-count")]
        assert shown == [str(n) for n in option.hand_distribution.values()]
    # The best hand: 22 of the 46 starters leave it at 14, one (the five of spades) makes 29.
    assert "14 points with 22, 15 points with 8" in histograms[0].attrs["aria-label"]
    assert "29 points with 1." in histograms[0].attrs["aria-label"]


def bar_widths(row, name):
    return [float(rect.attrs["width"]) for rect in row.find_all("rect", class_=name)]


def test_the_chart_draws_hand_and_crib_per_option(client, parse_html):
    _, _, found = ranked()
    page = parse_html(client.get(DEALER).text)
    chart = result_of(page).find("svg", class_="discard-chart")
    assert chart.attrs["role"] == "img"
    title_id, desc_id = chart.attrs["aria-labelledby"].split()
    assert chart.find(id=title_id).words().startswith("Expected points for each way to discard")
    assert "7♣ 9♥ for 20.91" in chart.find(id=desc_id).words()
    assert chart.find(class_="chart-legend").words() == "Hand + Your crib Net"
    chart_rows = chart.find_all("g", class_="chart-row")
    assert len(chart_rows) == 15
    assert "is-best" in chart_rows[0].classes
    assert chart_rows[0].find("title").words() == "Throw 7♣ 9♥: hand 16.65 + crib 4.26 = 20.91"
    # In the order of the table: the evaluation's.
    for row, (option, _) in zip(chart_rows, found, strict=True):
        (hand,) = bar_widths(row, "bar-hand")
        (crib,) = bar_widths(row, "bar-crib-own")
        # Bars are drawn to one scale: their lengths keep the ratio of the expectations.
        assert hand / (hand + crib) == pytest.approx(
            float(option.hand_ev / option.net_ev), abs=0.01
        )
        assert row.find("text", class_="chart-value").words() == points(option.net_ev)


def test_not_dealing_the_chart_takes_the_crib_off_the_hand(client, parse_html):
    page = parse_html(client.get(PONE).text)
    chart = result_of(page).find("svg", class_="discard-chart")
    assert not chart.find_all("rect", class_="bar-crib-own")
    best = chart.find_all("g", class_="chart-row")[0]
    (kept,) = bar_widths(best, "bar-hand")
    (given,) = bar_widths(best, "bar-crib-theirs")
    assert kept / (kept + given) == pytest.approx(12.396 / 16.652, abs=0.01)
    # The solid bar is drawn to the net, so its legend says so: not "Hand", which it is not.
    legend = chart.find(class_="chart-legend").words()
    assert "Hand − crib" in legend and "Their crib" in legend
    assert not re.search(r"\bHand\b(?! −)", legend)


def test_three_players_deal_five_cards(client, parse_html):
    page = parse_html(client.get("/discard?cards=7C+9H+5H+5C+5D&dealer=true&players=3").text)
    assert len(rows(page)) == 5
    assert page.find("input", id="cards").attrs["data-pick-count"] == "5"
    assert "selected" in page.find("option", value="3").attrs
    assert card_names(cell(rows(page)[0], "throw")) == ["nine of hearts"]
    assert "Someone else deals" in label_for(page, "dealer-false").words()


def test_four_players_speak_of_sides(client, parse_html):
    page = parse_html(client.get("/discard?cards=7C+9H+5H+5C+JS&dealer=true&players=4").text)
    assert len(rows(page)) == 5
    assert "My side deals" in label_for(page, "dealer-true").words()
    assert "To your side's crib" in result_of(page).find(class_="show-throw").words()


def test_the_permalink_is_canonical_and_reproduces_the_result(client, parse_html):
    typed = client.get(
        "/discard", query_string={"cards": "7c, 9♥ 5h 5c 5d js", "dealer": "TRUE", "players": "2"}
    )
    page = parse_html(typed.text)
    link = page.find("a", class_="permalink-url")
    assert link.attrs["href"] == DEALER
    assert link.words() == "http://localhost" + DEALER

    again = parse_html(client.get(link.attrs["href"]).text)
    assert cell(rows(again)[0], "net").words() == "20.91"
    assert again.find("input", id="cards").attrs["value"] == EXAMPLE


def test_without_players_the_permalink_says_two(client, parse_html):
    page = parse_html(client.get("/discard?cards=7C+9H+5H+5C+5D+JS&dealer=false").text)
    assert page.find("a", class_="permalink-url").attrs["href"] == PONE


@pytest.mark.parametrize(
    ("query", "field", "message"),
    [
        ({"cards": "7C 9H 5H 5C 5D", "dealer": "true"}, "cards", "dealt 6 cards; 5 given"),
        (
            {"cards": EXAMPLE, "dealer": "true", "players": "3"},
            "cards",
            "With 3 players you are dealt 5 cards; 6 given",
        ),
        ({"cards": "7C 9H 5H 5C 5D 5X", "dealer": "true"}, "cards", "unknown suit 'X'"),
        ({"cards": "7C 9H 5H 5C 5D 7C", "dealer": "true"}, "cards", "7C (7♣) appears twice"),
        ({"cards": "5H " * 400, "dealer": "true"}, "cards", "a list of cards is at most 1000"),
        ({"cards": EXAMPLE}, "dealer", "Say who deals"),
        ({"cards": EXAMPLE, "dealer": "maybe"}, "dealer", "not 'maybe'"),
        ({"cards": EXAMPLE, "dealer": "true", "players": "5"}, "players", "2, 3 or 4, not '5'"),
        (
            {"cards": EXAMPLE, "dealer": "true", "score": "112"},
            "score",
            "A score is yours then theirs, like 112-98; not '112'",
        ),
        ({"cards": EXAMPLE, "dealer": "true", "score": "-3-98"}, "score", "not '-3-98'"),
        ({"cards": EXAMPLE, "dealer": "true", "score": "１１２-98"}, "score", "like 112-98"),
        (
            {"cards": EXAMPLE, "dealer": "true", "score": "121-98"},
            "score",
            "In a game to 121 each score is from 0 to 120; 121 is past it",
        ),
        (
            {"cards": EXAMPLE, "dealer": "true", "score": "50-61", "to": "61"},
            "score",
            "In a game to 61 each score is from 0 to 60; 61 is past it",
        ),
        (
            {"cards": "7C 9H 5H 5C 5D", "dealer": "true", "players": "3", "score": "100-90"},
            "score",
            "The score is for two-player games; with 3 players the throws are ranked by hand "
            "and crib: leave it blank",
        ),
        ({"cards": EXAMPLE, "dealer": "true", "to": "100"}, "to", "played to 121 or 61"),
    ],
)
def test_bad_input_is_explained_next_to_its_field(client, parse_html, query, field, message):
    response = client.get("/discard", query_string=query)
    assert response.status_code == 400
    page = parse_html(response.text)
    assert message in page.find(id=f"{field}-error").words()
    # The dealer radios are described as a group, by their fieldset.
    control = page.find("fieldset") if field == "dealer" else page.find(id=field)
    assert f"{field}-error" in control.attrs["aria-describedby"].split()
    assert control.attrs["aria-invalid"] == "true"
    assert page.find("input", id="cards").attrs["value"] == query["cards"]
    assert "Not analyzed yet" in result_of(page).words()


def test_no_cards_yet_is_not_a_mistake(client, parse_html):
    """Choosing 3 players before any card re-draws the form for 5 cards, without errors."""
    response = client.get("/discard?cards=&dealer=false&players=3")
    assert response.status_code == 200
    page = parse_html(response.text)
    assert not page.find_all(class_="field-error")
    assert page.find("input", id="cards").attrs["data-pick-count"] == "5"
    assert "5 cards" in label_for(page, "cards").words()
    assert "checked" in page.find("input", id="dealer-false").attrs
    assert "Ready when you are" in result_of(page).words()


def test_typed_input_is_escaped(client):
    response = client.get(
        "/discard", query_string={"cards": '<script>alert(1)</script>"', "dealer": "true"}
    )
    assert response.status_code == 400
    assert "<script>alert(1)" not in response.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;&#34;" in response.text


def test_htmx_request_gets_a_fragment_with_vary_and_push_url(client, parse_html):
    response = client.get(
        "/discard?cards=7c+9h+5h+5c+5d+js&dealer=false", headers={"HX-Request": "true"}
    )
    assert response.status_code == 200
    assert "HX-Request" in response.vary
    assert response.headers["HX-Push-Url"] == PONE
    assert "<html" not in response.text and "<form" not in response.text
    fragment = parse_html(response.text)
    assert len(fragment.find_all("tr", class_="option-row")) == 15
    assert fragment.find(id="discard-fields").attrs["hx-swap-oob"] == "true"
    assert fragment.find(id="discard-status").words() == (
        "Best: keep 5♣ 5♦ 5♥ J♠ and throw 7♣ 9♥, about 11.74 points."
    )
    assert fragment.find("title").words() == (
        "Throw 7C 9H from 7C 9H 5H 5C 5D JS (pone) · Fifteen Two"
    )


def test_htmx_request_with_bad_input_swaps_in_the_field_errors(client, parse_html):
    response = client.get("/discard?cards=7C&dealer=true", headers={"HX-Request": "true"})
    assert response.status_code == 400
    assert "HX-Push-Url" not in response.headers
    fragment = parse_html(response.text)
    fields = fragment.find(id="discard-fields")
    assert "1 given" in fields.find(id="cards-error").words()


def test_history_restore_gets_the_whole_page(client):
    response = client.get(
        DEALER, headers={"HX-Request": "true", "HX-History-Restore-Request": "true"}
    )
    assert "<html" in response.text
    assert "HX-Request" in response.vary


def test_form_works_without_javascript(client, parse_html):
    page = parse_html(client.get("/discard").text)
    form = page.find("form", class_="discard-form")
    assert form.attrs["method"] == "get"
    assert form.attrs["action"] == "/discard"
    assert form.attrs["hx-get"] == "/discard"
    assert form.attrs["hx-target"] == "#results"
    assert form.attrs["hx-push-url"] == "true"
    # With htmx, choosing who deals or how many play re-runs the analysis at once.
    assert form.attrs["hx-trigger"] == "submit, change target:.reanalyze"
    for control in [*form.find_all("input", name="dealer"), form.find("select", name="players")]:
        assert "reanalyze" in control.classes
    assert "reanalyze" not in form.find("input", name="cards").classes
    assert "reanalyze" in form.find("select", name="to").classes
    assert "reanalyze" not in form.find("input", name="score").classes
    names = {
        element.attrs["name"] for element in [*form.find_all("input"), *form.find_all("select")]
    }
    assert names == {"cards", "dealer", "players", "score", "to"}
    assert form.find("button", type="submit").words() == "Analyze"
    picker = form.find(class_="picker")
    assert "hidden" in picker.attrs
    assert len(picker.find_all("button")) == 52


def test_the_cribbage_pages_link_to_discard(client, parse_html):
    for url in ("/count", "/discard", "/cribbage/play"):
        nav = parse_html(client.get(url).text).find("nav", class_="game-nav")
        assert "/discard" in {a.attrs["href"] for a in nav.find_all("a")}
    page = parse_html(client.get("/discard").text)
    current = page.find("nav", class_="game-nav").find("a", href="/discard")
    assert current.attrs["aria-current"] == "page"
    home = parse_html(client.get("/").text).find("main")
    assert DEALER in {a.attrs["href"] for a in home.find_all("a")}


@settings(
    max_examples=20, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    cards=st.lists(st.sampled_from(DECK), min_size=6, max_size=6, unique=True),
    dealer=st.booleans(),
)
def test_any_hand_draws_a_chart_within_its_frame(client, parse_html, cards, dealer):
    """Whatever the hand (nets can be below zero), bars have a length and stay in the chart."""
    query = {"cards": " ".join(cards), "dealer": str(dealer).lower()}
    page = parse_html(client.get("/discard", query_string=query).text)
    chart = page.find("svg", class_="discard-chart")
    width = float(chart.attrs["viewbox"].split()[2])
    for rect in chart.find_all("rect"):
        x, w = float(rect.attrs["x"]), float(rect.attrs["width"])
        assert w >= 0 and x >= 0 and x + w <= width + 0.5, rect.attrs


# Any text a browser can send (lone surrogates cannot be encoded into a URL).
ANY_TEXT = st.characters(exclude_categories=("Cs",))
CARD_TEXT = "A23456789TJQK10CDHScdhs♣♦♥♠ ,;+"


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    cards=st.one_of(
        st.none(), st.text(ANY_TEXT, max_size=30), st.text(alphabet=CARD_TEXT, max_size=24)
    ),
    dealer=st.one_of(st.none(), st.text(ANY_TEXT, max_size=6), st.sampled_from(["true", "False"])),
    players=st.one_of(st.none(), st.text(ANY_TEXT, max_size=3), st.sampled_from(["2", "3", "4"])),
    score=st.one_of(st.none(), st.text(ANY_TEXT, max_size=8), st.from_regex(SCORE_PATTERN)),
    to=st.one_of(st.none(), st.text(ANY_TEXT, max_size=4), st.sampled_from(["121", "61"])),
    htmx=st.booleans(),
)
def test_page_never_fails(client, cards, dealer, players, score, to, htmx):
    """Whatever is typed, the page answers 200 or 400, never a server error."""
    asked = {"cards": cards, "dealer": dealer, "players": players, "score": score, "to": to}
    query = {name: value for name, value in asked.items() if value is not None}
    headers = {"HX-Request": "true"} if htmx else {}
    response = client.get("/discard", query_string=query, headers=headers)
    assert response.status_code in (200, 400)


def test_status_names_the_best_discard(client, parse_html):
    page = parse_html(client.get(DEALER).text)
    status = page.find(id="discard-status")
    assert status.attrs["role"] == "status"
    assert re.fullmatch(
        r"Best: keep 5♣ 5♦ 5♥ J♠ and throw 7♣ 9♥, about 22\.51 points\.", status.words()
    )
    assert page.find("title").words() == "Throw 7C 9H from 7C 9H 5H 5C 5D JS (dealer) · Fifteen Two"


# The score: ranked for the game near the end


def test_near_the_end_the_throws_are_ranked_by_the_chance_of_winning(client, parse_html):
    """Pone at 100-110 (you need 21, they need 11): the throws are played out for the game,
    and the page says so first, with each chance's interval and verdict."""
    _, hint, found = ranked(dealer=False, scores=(100, 110))
    page = parse_html(client.get(PONE + "&score=100-110").text)
    result = result_of(page)
    ranked_by = result.find(class_="ranked-by").words()
    assert ranked_by == hint.ranked_by
    assert "ranked by your chance of winning" in ranked_by
    assert ranked_by.startswith("You need 21 and they need 11")
    assert result.find(class_="result-total").words() == f"to win {round(hint.best.value * 100)}%"
    assert "sampled deals" in result.find(class_="result-summary").words()
    headings = [th.words() for th in result.find("thead").find_all("th")]
    assert headings[-2:] == ["Net", "To win"]
    assert "Total" not in headings
    for row, (option, evaluated) in zip(rows(page), found, strict=True):
        assert card_names(cell(row, "throw")) == [card.name for card in option.thrown]
        chance, *interval = cell(row, "value").find_all("span")
        assert chance.words() == f"{round(evaluated.value * 100)}%"
        if evaluated.sampled:
            low, high = round(evaluated.low * 100), round(evaluated.high * 100)
            assert interval[0].words() == f"{low}–{high}%"
        verdict = hint.verdict(evaluated.action)
        assert row.attrs["data-verdict"] == verdict
        assert f"is-{verdict.replace(' ', '-')}" in row.find(class_="verdict-chip").classes
        assert cell(row, "net").words() == points(option.net_ev)  # the exact figures stay
    assert rows(page)[0].attrs["data-verdict"] == "best"
    assert f"{hint.deals} sampled deals" in result.find(class_="model").words()


def test_far_from_the_end_a_score_ranks_by_points_and_says_so(client, parse_html):
    page = parse_html(client.get(DEALER + "&score=30-45").text)
    result = result_of(page)
    assert result.find(class_="ranked-by").words() == (
        "You need 91 and they need 76: far from the end, ranked by points (hand, crib and pegging)."
    )
    assert result.find(class_="result-total").words() == "total 22.51"
    assert page.find("input", id="score").attrs["value"] == "30-45"


def test_the_permalink_keeps_the_score_and_a_short_game(client, parse_html):
    typed = client.get(
        "/discard",
        query_string={"cards": EXAMPLE, "dealer": "true", "score": " 112 – 98 "},
    )
    page = parse_html(typed.text)
    link = page.find("a", class_="permalink-url").attrs["href"]
    assert link == NEAR_END
    again = parse_html(client.get(link).text)
    assert again.find("input", id="score").attrs["value"] == "112-98"
    assert "ranked by your chance of winning" in again.find(class_="ranked-by").words()

    short = parse_html(client.get(DEALER + "&score=52-40&to=61").text)
    assert short.find("a", class_="permalink-url").attrs["href"] == DEALER + "&score=52-40&to=61"
    assert "selected" in short.find("select", id="to").find("option", value="61").attrs
    assert short.find(class_="ranked-by").words().startswith("You need 9 and they need 21")
    # Without a score the target changes nothing, and the permalink leaves it out.
    plain = parse_html(client.get(DEALER + "&to=61").text)
    assert plain.find("a", class_="permalink-url").attrs["href"] == DEALER


def test_the_pegging_column_is_for_two_players(client, parse_html):
    two = parse_html(client.get(DEALER).text)
    headings = [th.words() for th in result_of(two).find("thead").find_all("th")]
    assert headings == ["#", "Keep", "Throw", "Hand", "Crib", "Pegging est.", "Net", "Total"]
    assert "estimate" in result_of(two).find("caption").words()
    assert all(cell(row, "pegging") for row in rows(two))
    assert result_of(two).find("tr", class_="option-more").find("td").attrs["colspan"] == "8"

    for query, players in [("7C+9H+5H+5C+5D&players=3", 3), ("7C+9H+5H+5C+JS&players=4", 4)]:
        page = parse_html(client.get(f"/discard?cards={query}&dealer=true").text)
        result = result_of(page)
        headings = [th.words() for th in result.find("thead").find_all("th")]
        assert headings == ["#", "Keep", "Throw", "Hand", "Crib", "Net"]
        assert not result.find_all(class_="option-pegging")
        assert not result.find_all(class_="option-value")
        said = f"With {players} players there is no pegging fit, so the throws are ranked"
        assert said in result.find(class_="result-summary").words()
        assert result.find(class_="ranked-by").words() == "Ranked by hand and crib, in points."
        assert result.find(class_="result-total").words().startswith("net ")
        assert result.find("tr", class_="option-more").find("td").attrs["colspan"] == "6"


def test_the_score_field_is_optional_and_explained(client, parse_html):
    page = parse_html(client.get("/discard").text)
    score = page.find("input", id="score")
    assert score.attrs["value"] == ""
    assert score.attrs["aria-describedby"] == "score-help"
    assert label_for(page, "score").words() == "Score optional"
    assert "Two-player games: yours then theirs before this deal, like 112-98" in (
        page.find(id="score-help").words()
    )
    assert "selected" in page.find("select", id="to").find("option", value="121").attrs
    # A score typed before the cards is kept, and waits for them without complaint.
    waiting = client.get("/discard?cards=&dealer=true&score=112-98")
    assert waiting.status_code == 200
    assert parse_html(waiting.text).find("input", id="score").attrs["value"] == "112-98"


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet=" \t-–:/0123456789１x", max_size=12) | st.from_regex(SCORE_PATTERN))
def test_the_score_pattern_matches_exactly_what_is_read(text):
    """The OpenAPI document's pattern for `score` against the field's reader."""
    blank = not text.strip(" \t\r\n")
    reads = blank or read_score(text) is not None
    assert (re.fullmatch(SCORE_PATTERN, text) is not None) == reads, text
