"""The Settle it pages (/settle, /settle/pegging, /settle/trick, /settle/hand): what a person
sees for an answer, its permalink, a mistake next to its field, and garbage never a 500."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.cribbage.settle import player_name, settle_pegging
from scoring.narration import sentence

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

PEGGING = "/settle/pegging?players=2&plays=TH+JD+9C+go+5H+6D+4C"
TRICK = "/settle/trick?game=euchre&trump=H&cards=AH+JD+QH+9S&lead=south"
LONER = "/settle/hand?game=euchre&maker=north&trump=H&tricks=4&alone=true"
SET = "/settle/hand?game=bid-euchre&bidder=west&bid=8&trump=no-trump&tricks=5"


def result_of(page):
    return page.find(id="results")


def permalink_of(page):
    return page.find("a", class_="permalink-url").attrs["href"]


def test_the_hub_links_to_every_settler_and_the_navigation_to_it(client, parse_html):
    page = parse_html(client.get("/settle").text)
    links = {a.attrs["href"] for a in page.find("main").find_all("a")}
    assert {"/settle/pegging", "/settle/trick", "/settle/hand", "/count"} <= links
    for href in links:
        assert client.get(href).status_code == 200, href
    current = page.find("nav", aria_label="Main").find("a", aria_current="page")
    assert current.words() == "Settle it"
    home = parse_html(client.get("/").text)
    assert "/settle" in {a.attrs["href"] for a in home.find("main").find_all("a")}
    for path in ("/settle/pegging", "/settle/trick", "/settle/hand"):
        nav = parse_html(client.get(path).text).find("nav", aria_label="Main")
        assert nav.find("a", aria_current="page").words() == "Settle it"


# Pegging


def test_the_pegging_form_before_anything_is_asked(client, parse_html):
    response = client.get("/settle/pegging")
    assert response.status_code == 200
    page = parse_html(response.text)
    assert "Ready when you are" in result_of(page).words()
    assert not page.find_all(class_="field-error")
    form = page.find("form", class_="settle-form")
    assert (form.attrs["method"], form.attrs["action"]) == ("get", "/settle/pegging")
    assert form.attrs["hx-get"] == "/settle/pegging"


def test_a_play_is_shown_step_by_step_as_the_settler_says(client, parse_html):
    page = parse_html(client.get(PEGGING).text)
    record = settle_pegging("TH JD 9C go 5H 6D 4C")
    steps = result_of(page).find("ol", class_="peg-steps").find_all("li", class_="peg-step")
    said = [step.find(class_="peg-said").words() for step in steps]
    expected = [
        sentence(step.text, player_name(step.player)) + ("." if step.kind == "reset" else "")
        for step in record.steps
    ]
    assert said == expected
    assert said[0] == "Player 1 plays 10♥ for 10"
    assert "Player 2 cannot play on 29: says go" in said
    assert "Player 2 leads the next count, from 0." in said
    counts = [step.attrs["data-count"] for step in steps if step.attrs["data-kind"] == "play"]
    assert counts == ["10", "20", "29", "5", "11", "15"]
    listed = result_of(page).find_all("li", class_="item")
    items = [item.find(class_="item-text").words() for item in listed]
    assert items == [item.text for step in record.steps for item in step.items]
    totals = {
        entry.find("dt").words(): entry.find("dd").words()
        for entry in page.find("dl", class_="settle-totals").find_all("div")
    }
    assert totals == {"Player 1": "4", "Player 2": "5"}
    assert page.find(class_="settle-where").words() == "Player 1 to play, on a count of 15."


def test_the_pegging_permalink_is_canonical_and_reopens_it(client, parse_html):
    typed = client.get(
        "/settle/pegging",
        query_string={"plays": "th, jd 9♣ GO 5h", "players": "3", "go_leads": "said_go"},
    )
    page = parse_html(typed.text)
    link = permalink_of(page)
    query = parse_qs(urlsplit(link).query)
    assert query == {"players": ["3"], "plays": ["TH JD 9C go 5H"], "go_leads": ["said_go"]}
    again = parse_html(client.get(link).text)
    assert result_of(again).words() == result_of(page).words()
    assert again.find("input", id="plays").attrs["value"] == "TH JD 9C go 5H"


def test_a_play_not_allowed_is_an_answer_not_a_mistake(client, parse_html):
    response = client.get("/settle/pegging?plays=TH+JD+9C+5H")
    assert response.status_code == 200
    page = parse_html(response.text)
    problem = page.find(class_="settle-problem")
    assert problem.find("p").words().startswith("5♥ would take the count from 29 to 34, past 31")
    assert page.find("li", class_="is-illegal").attrs["data-player"] == "2"
    assert "Settled up to the play that was not allowed" in result_of(page).words()


def test_the_hands_show_a_go_said_while_a_card_fitted(client, parse_html):
    page = parse_html(client.get("/settle/pegging?plays=TH+JD+5C+go&hand2=JD+6H+KS+QS").text)
    assert "Player 2 holds 6♥, which fits on 25" in page.find(class_="settle-problem").words()
    assert "open" in page.find("details", class_="settle-hands").attrs
    assert parse_qs(urlsplit(permalink_of(page)).query)["hand2"] == ["JD 6H KS QS"]


@pytest.mark.parametrize(
    ("query", "field", "message"),
    [
        ({"plays": ""}, "plays", "give the cards in the order they were played"),
        ({"plays": "4S 5X"}, "plays", "unknown suit 'X'"),
        ({"plays": "4S 4S"}, "plays", "appears twice"),
        ({"plays": "3:4S"}, "plays", "before the colon goes the player, 1 to 2"),
        ({"plays": "4S", "players": "5"}, "players", "players is 2, 3 or 4, not '5'"),
        ({"plays": "4S", "hand1": "4S 5S"}, "hand1", "held 4 cards when the play began; 2 given"),
        ({"plays": "4S", "hand3": "4S 5S 6S 7S"}, "hand3", "with 2 players there is no player 3"),
        ({"plays": "4S", "go_leads": "whoever"}, "go_leads", "not 'whoever'"),
    ],
)
def test_pegging_mistakes_are_shown_next_to_their_field(client, parse_html, query, field, message):
    response = client.get("/settle/pegging", query_string=query)
    assert response.status_code == 400
    page = parse_html(response.text)
    assert message.lower() in page.find(id=f"{field}-error").words().lower()
    assert "Not settled yet" in result_of(page).words()


def test_an_error_is_what_the_control_is_described_by(client, parse_html):
    page = parse_html(client.get("/settle/pegging?plays=5X").text)
    control = page.find("input", id="plays")
    assert control.attrs["aria-describedby"].split() == ["plays-help", "plays-error"]
    assert control.attrs["aria-invalid"] == "true"
    assert control.attrs["value"] == "5X"
    players = parse_html(client.get("/settle/pegging?plays=4S&players=9").text)
    fieldset = players.find("fieldset", class_="settle-radios")
    assert "players-error" in fieldset.attrs["aria-describedby"].split()


def test_htmx_gets_a_fragment_with_the_permalink_pushed(client, parse_html):
    response = client.get(
        "/settle/pegging?plays=th+jd+9c+go+5h+6d+4c&players=2", headers={"HX-Request": "true"}
    )
    assert response.status_code == 200
    assert "HX-Request" in response.vary
    assert response.headers["HX-Push-Url"] == PEGGING
    assert "<html" not in response.text
    fragment = parse_html(response.text)
    assert fragment.find(id="settle-fields").attrs["hx-swap-oob"] == "true"
    assert fragment.find(id="settle-status").words() == "Settled: Player 1 4, Player 2 5."
    assert fragment.find("title").words() == "Pegging TH JD 9C go 5H 6D 4C · Fifteen Two"


def test_typed_text_is_escaped(client):
    response = client.get("/settle/pegging", query_string={"plays": "<script>alert(1)</script>"})
    assert response.status_code == 400
    assert "<script>alert(1)" not in response.text


# Who takes this trick


def test_a_trick_names_its_winner_and_why(client, parse_html):
    response = client.get(TRICK)
    assert response.status_code == 200
    page = parse_html(response.text)
    result = result_of(page)
    assert result.find(class_="result-total").words() == "West"
    assert "the left bower" in result.find(class_="spoken").words()
    plays = result.find("ol", class_="lesson-trick").find_all("li")
    assert [play.attrs["data-seat"] for play in plays] == ["South", "West", "North", "East"]
    assert "is-winner" in plays[1].classes
    assert permalink_of(page) == TRICK
    assert parse_html(client.get(permalink_of(page)).text).find(class_="result-total").words() == (
        "West"
    )


def test_a_card_that_could_not_be_played_is_flagged_given_the_hand(client, parse_html):
    page = parse_html(
        client.get("/settle/trick?game=euchre&trump=H&cards=AH+TC+QH+9S&west=TC+9H+AS+KS+QS").text
    )
    problem = page.find(data_problem="West")
    assert "10♣ does not follow suit. Hearts were led: follow suit with the only one, 9♥." in (
        problem.words()
    )


def test_bid_euchre_tricks_identical_cards_and_its_tab(client, parse_html):
    page = parse_html(client.get("/settle/trick?game=bid-euchre").text)
    tabs = page.find("nav", class_="game-tabs")
    assert tabs.find("a", aria_current="page").words() == "Bid Euchre"
    assert page.find("input", id="trump-no-trump") is not None
    answer = parse_html(
        client.get("/settle/trick?game=bid-euchre&trump=no-trump&cards=AS+KS+AS+9S").text
    )
    assert answer.find(class_="result-total").words() == "South"
    assert "of two identical cards the first played wins" in answer.find(class_="spoken").words()
    query = parse_qs(urlsplit(permalink_of(answer)).query)
    assert query["cards"] == ["AS KS AS' 9S"]
    again = parse_html(client.get(permalink_of(answer)).text)
    assert again.find(class_="result-total").words() == "South"
    euchre = parse_html(client.get("/settle/trick").text)
    assert euchre.find("nav", class_="game-tabs").find("a", aria_current="page").words() == "Euchre"


@pytest.mark.parametrize(
    ("query", "field", "message"),
    [
        ({"cards": "AH JD QH 9S"}, "trump", "choose the trump"),
        ({"trump": "roses", "cards": "AH JD QH 9S"}, "trump", "'roses' is not a trump"),
        ({"trump": "no-trump", "cards": "AH JD QH 9S"}, "trump", "always played with a trump"),
        ({"trump": "H", "cards": "AH JD"}, "cards", "a trick here has 4 cards"),
        ({"trump": "H", "cards": ""}, "cards", "give the cards in the order they were played"),
        ({"trump": "H", "cards": "AH JD QH", "out": "north", "lead": "north"}, "lead", "sits out"),
        ({"trump": "H", "cards": "AH JD QH 9S", "lead": "up"}, "lead", "'up' is not a seat"),
        ({"trump": "H", "cards": "AH JD QH 9S", "west": "9C TC"}, "west", "West played J♦"),
    ],
)
def test_trick_mistakes_are_shown_next_to_their_field(client, parse_html, query, field, message):
    response = client.get("/settle/trick", query_string={"game": "euchre", **query})
    assert response.status_code == 400
    page = parse_html(response.text)
    assert message.lower() in page.find(id=f"{field}-error").words().lower()


def test_an_unknown_game_is_a_mistake_shown(client, parse_html):
    for path in ("/settle/trick?game=poker", "/settle/hand?game=poker"):
        response = client.get(path)
        assert response.status_code == 400
        error = parse_html(response.text).find(id="game-error")
        assert error.words() == "Game is euchre or bid-euchre, not 'poker'"


# What the hand is worth


def test_a_euchre_hand_is_scored_with_its_rule(client, parse_html):
    page = parse_html(client.get(LONER).text)
    result = result_of(page)
    assert result.find(class_="result-total").words() == "1"
    assert result.find(class_="worth-why").words() == (
        "North made hearts trump alone and took 4 tricks: making it (3 or 4 tricks); a loner "
        "scores more only by taking all five, 1 point."
    )
    assert permalink_of(page) == LONER
    assert "checked" in page.find("input", id="alone").attrs


def test_a_renege_needs_its_house_rule(client, parse_html):
    asked = LONER + "&renege_by=east&renege_suit=C"
    response = client.get(asked)
    assert response.status_code == 400
    page = parse_html(response.text)
    assert "Not following suit: Penalty" in page.find(id="renege_by-error").words()
    assert "open" in page.find("details", class_="settle-hands").attrs
    scored = parse_html(client.get(asked + "&renege=penalty").text)
    assert scored.find(class_="result-total").words() == "4"
    assert (
        "the renege penalty gives North–South 4 points" in scored.find(class_="worth-why").words()
    )
    assert parse_qs(urlsplit(permalink_of(scored)).query)["renege"] == ["penalty"]


def test_a_bid_euchre_set_goes_negative(client, parse_html):
    page = parse_html(client.get(SET).text)
    lines = page.find("ul", class_="worth-lines").find_all("li")
    assert [line.attrs["data-side"] for line in lines] == ["East–West", "North–South"]
    assert lines[0].find(class_="worth-points").words() == "−8"
    assert "is-negative" in lines[0].classes
    assert lines[1].find(class_="worth-points").words() == "+7"
    assert permalink_of(page) == SET
    plus = parse_html(client.get(SET.replace("bid=8", "bid=4") + "&made_scores=tricks_plus_2").text)
    assert "7" in plus.find(class_="worth-lines").words()


@pytest.mark.parametrize(
    ("query", "field", "message"),
    [
        ("game=euchre&trump=H&tricks=3", "maker", "say which seat made trump"),
        ("game=euchre&maker=north&trump=no-trump&tricks=3", "trump", "always played with a trump"),
        ("game=euchre&maker=north&trump=H&tricks=9", "tricks", "the makers took 0 to 5 tricks"),
        ("game=euchre&maker=north&trump=H&tricks=x", "tricks", "not 'x'"),
        ("game=euchre&maker=north&trump=H&tricks=2&defender=east", "defender", "Defend alone"),
        ("game=euchre&maker=north&trump=H&tricks=2&alone=maybe", "alone", "not 'maybe'"),
        ("game=bid-euchre&bidder=south&bid=2&trump=H&tricks=5", "bid", "bid from 3 to 12"),
        ("game=bid-euchre&bidder=south&bid=moon&trump=H&tricks=12", "bid", "lone bids"),
        ("game=bid-euchre&bidder=south&bid=6&trump=low&tricks=6", "trump", "low no-trump option"),
        ("game=bid-euchre&bidder=south&bid=six&trump=H&tricks=6", "bid", "'six' is not a bid"),
        ("game=bid-euchre&bidder=south&bid=6&trump=H&tricks=13", "tricks", "0 to 12"),
        ("game=bid-euchre&bidder=south&bid=6&trump=H&tricks=6&deck=40", "deck", "not '40'"),
    ],
)
def test_hand_mistakes_are_shown_next_to_their_field(client, parse_html, query, field, message):
    response = client.get(f"/settle/hand?{query}")
    assert response.status_code == 400
    page = parse_html(response.text)
    assert message.lower() in page.find(id=f"{field}-error").words().lower()


# Garbage never makes a server error.

ANY_TEXT = st.characters(exclude_categories=("Cs",))
PIECES = [
    "go",
    "2:",
    "5H",
    "JD",
    "AS",
    "TC",
    "H",
    "no-trump",
    "low",
    "south",
    "north",
    "moon",
    " ",
    ",",
]
VALUES = st.one_of(
    st.text(ANY_TEXT, max_size=20),
    st.lists(st.sampled_from(PIECES), max_size=10).map(" ".join),
    st.sampled_from(["", "true", "9" * 5000, "\x00", "٣", "x" * 1200]),
)
NAMES = {
    "/settle/pegging": ["players", "plays", "hand1", "hand2", "hand3", "hand4", "go_leads"],
    "/settle/trick": ["game", "trump", "cards", "lead", "out", "south", "west", "deck", "benny"],
    "/settle/hand": [
        "game",
        "maker",
        "bidder",
        "bid",
        "trump",
        "tricks",
        "alone",
        "defender",
        "renege_by",
        "renege_suit",
        "renege",
        "defend_alone",
        "made_scores",
        "lone_bids",
        "min_bid",
    ],
}


@settings(
    max_examples=120, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    path=st.sampled_from(sorted(NAMES)),
    data=st.data(),
    htmx=st.booleans(),
)
def test_no_query_string_makes_a_server_error(client, path, data, htmx):
    names = data.draw(st.lists(st.sampled_from(NAMES[path]), max_size=6))
    query = [(name, data.draw(VALUES)) for name in names]
    headers = {"HX-Request": "true"} if htmx else {}
    response = client.get(path, query_string=query, headers=headers)
    assert response.status_code in (200, 400)
    assert "Traceback" not in response.text
