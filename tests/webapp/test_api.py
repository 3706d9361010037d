"""The JSON API: the documented shape for a hand or a discard, a helpful 400 for anything else."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.cards import parse_cards
from scoring.cribbage.discard import analyze_discards
from scoring.cribbage.throws import Table, throw_hint
from scoring.verdicts import VERDICTS

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

SCORE = "/api/cribbage/score"


def test_the_29_hand_has_the_documented_shape(client):
    response = client.get(
        SCORE, query_string={"hand": "5H,5C,5S,JD", "starter": "5D", "crib": "false"}
    )
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert list(body) == ["hand", "starter", "crib", "total", "items", "spoken", "notes"]
    assert body["hand"] == ["5H", "5C", "5S", "JD"]
    assert body["starter"] == "5D"
    assert body["crib"] is False
    assert body["total"] == 29
    assert body["items"][0] == {
        "category": "fifteen",
        "cards": ["5C", "JD"],
        "points": 2,
        "text": "5♣ + J♦ = 15 for 2",
    }
    assert body["items"][-1] == {
        "category": "nobs",
        "cards": ["JD"],
        "points": 1,
        "text": "J♦ is the jack of the starter's suit (5♦): his nobs for 1",
    }
    assert [item["category"] for item in body["items"]] == ["fifteen"] * 8 + ["pair"] * 6 + ["nobs"]
    assert sum(item["points"] for item in body["items"]) == 29
    assert body["spoken"].endswith("and one for his nobs is twenty-nine")
    assert body["notes"] == []


def test_any_spelling_gives_canonical_cards(client):
    body = client.get(SCORE, query_string={"hand": "10h jh qh kh", "starter": "a♥"}).get_json()
    assert body["hand"] == ["TH", "JH", "QH", "KH"]
    assert body["starter"] == "AH"
    assert body["total"] == 10  # a run of four, a five-card flush and his nobs


def test_crib_flush_rule_and_notes(client):
    hand = client.get(SCORE, query_string={"hand": "AH,3H,7H,9H", "starter": "KC"}).get_json()
    crib = client.get(
        SCORE, query_string={"hand": "AH,3H,7H,9H", "starter": "KC", "crib": "TRUE"}
    ).get_json()
    assert (hand["crib"], hand["total"]) == (False, 4)
    assert (crib["crib"], crib["total"]) == (True, 0)
    assert crib["items"] == []
    assert any("only when the starter is a heart too" in note for note in crib["notes"])


def test_unknown_parameters_are_ignored(client):
    response = client.get(SCORE, query_string={"hand": "5H,5C,5S,JD", "starter": "5D", "x": "1"})
    assert response.status_code == 200


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"starter": "5D"}, "missing query parameter 'hand'"),
        ({"hand": "5H,5C,5S,JD"}, "missing query parameter 'starter'"),
        ({}, "missing query parameter 'hand'"),
        ({"hand": "5H,5C,5X,JD", "starter": "5D"}, "hand: '5X': unknown suit 'X'"),
        ({"hand": "5H,5C,ZH,JD", "starter": "5D"}, "hand: 'ZH': unknown rank 'Z'"),
        ({"hand": "5H,5C,5H,JD", "starter": "5D"}, "hand: 5H (5♥) appears twice"),
        ({"hand": "5H,5C,5S,JD", "starter": "5S"}, "starter: 5S (5♠) is in the hand too"),
        ({"hand": "5H,5C,5S", "starter": "5D"}, "hand: a hand is 4 cards; only 3 given"),
        ({"hand": "5H,5C,5S,JD,4D", "starter": "5D"}, "hand: a hand is 4 cards; 5 given"),
        ({"hand": "5H,5C,5S,JD", "starter": "5D,4D"}, "starter: the starter is 1 card; 2 given"),
        ({"hand": "", "starter": "5D"}, "hand: give the four cards of the hand"),
        ({"hand": "5H,5C,5S,JD", "starter": ""}, "starter: give the starter"),
        ({"hand": "!!@@##$$", "starter": "5D"}, "hand: '!!@@##$$': unknown rank"),
        ({"hand": "5H," * 334, "starter": "5D"}, "hand: that is 1002 characters"),
        ({"hand": "5H," * 400, "starter": "5D"}, "a list of cards is at most 1000"),
        ({"hand": "5H,5C,5S,JD", "starter": "x" * 2000}, "starter: that is 2000 characters"),
        ({"hand": "5H,5C,5S,JD", "starter": "5D", "crib": "yes"}, "crib: crib is true or false"),
        ({"hand": "5H,5C,5S,JD", "starter": "5D", "crib": ""}, "crib: crib is true or false"),
    ],
)
def test_bad_input_answers_400_with_a_reason(client, query, message):
    response = client.get(SCORE, query_string=query)
    assert response.status_code == 400
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert list(body) == ["error"]
    assert message in body["error"]


def test_several_problems_are_all_reported(client):
    body = client.get(SCORE, query_string={"hand": "5H", "starter": "QQ", "crib": "no"}).get_json()
    assert "hand: a hand is 4 cards; only 1 given" in body["error"]
    assert "starter: 'QQ': unknown suit 'Q'" in body["error"]
    assert "crib: crib is true or false, not 'no'" in body["error"]


def test_api_404_and_405_are_json(client):
    missing = client.get("/api/cribbage/nothing")
    assert missing.status_code == 404
    assert missing.get_json() == {
        "error": "there is no API endpoint at /api/cribbage/nothing; see /api/openapi.json"
    }
    wrong_method = client.post(SCORE)
    assert wrong_method.status_code == 405
    assert wrong_method.get_json() == {
        "error": "POST is not allowed on /api/cribbage/score; use GET"
    }
    assert "GET" in wrong_method.headers["Allow"]


def test_openapi_document_describes_the_endpoint(client):
    response = client.get("/api/openapi.json")
    assert response.status_code == 200
    document = response.get_json()
    assert document["openapi"].startswith("3.1")
    operation = document["paths"]["/api/cribbage/score"]["get"]
    assert {p["name"] for p in operation["parameters"]} == {"hand", "starter", "crib"}
    assert set(operation["responses"]) == {"200", "400", "414"}
    # The example is a real answer of the endpoint.
    example = operation["responses"]["200"]["content"]["application/json"]["example"]
    real = client.get(SCORE, query_string={"hand": "5H,5C,5S,JD", "starter": "5D"}).get_json()
    assert example == real
    schema = operation["responses"]["200"]["content"]["application/json"]["schema"]
    assert set(schema["required"]) == set(real)


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    hand=st.one_of(st.none(), st.text(st.characters(exclude_categories=("Cs",)), max_size=40)),
    starter=st.one_of(st.none(), st.text(st.characters(exclude_categories=("Cs",)), max_size=6)),
    crib=st.one_of(st.none(), st.text(st.characters(exclude_categories=("Cs",)), max_size=6)),
)
def test_api_never_fails(client, hand, starter, crib):
    """Junk of any kind is a 400 with a message, never a server error."""
    asked = {"hand": hand, "starter": starter, "crib": crib}
    response = client.get(SCORE, query_string={k: v for k, v in asked.items() if v is not None})
    assert response.status_code in (200, 400)
    body = response.get_json()
    if response.status_code == 400:
        assert body["error"]
    else:
        assert body["total"] == sum(item["points"] for item in body["items"])


@settings(
    max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    cards=st.lists(
        st.sampled_from([f"{r}{s}" for r in "A23456789TJQK" for s in "CDHS"]),
        min_size=5,
        max_size=5,
        unique=True,
    ),
    crib=st.booleans(),
)
def test_any_five_distinct_cards_score(client, cards, crib):
    query = {"hand": ",".join(cards[:4]), "starter": cards[4], "crib": str(crib).lower()}
    body = client.get(SCORE, query_string=query).get_json()
    assert body["hand"] == cards[:4] and body["starter"] == cards[4] and body["crib"] is crib


# The discard analysis

DISCARD = "/api/cribbage/discard"
EXAMPLE = {"cards": "7C,9H,5H,5C,5D,JS", "dealer": "true"}
DECK = [f"{rank}{suit}" for rank in "A23456789TJQK" for suit in "CDHS"]


def test_the_published_discard_example(client):
    response = client.get(DISCARD, query_string=EXAMPLE)
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert list(body) == [
        "cards",
        "dealer",
        "players",
        "score",
        "to",
        "model",
        "starters",
        "crib_cases",
        "measure",
        "ranked_by",
        "basis",
        "deals",
        "options",
    ]
    assert body["cards"] == ["7C", "9H", "5H", "5C", "5D", "JS"]
    assert (body["dealer"], body["players"], body["starters"]) == (True, 2, 46)
    assert (body["score"], body["to"], body["measure"], body["deals"]) == (None, 121, "points", 0)
    assert body["ranked_by"] == (
        "Ranked by points: hand, crib and pegging. Give the score to rank for the game."
    )
    assert "not exact" in body["basis"]
    assert len(body["options"]) == 15
    best = body["options"][0]
    assert list(best)[-5:] == ["pegging", "value", "low", "high", "verdict"]
    assert best["keep"] == ["5C", "5D", "5H", "JS"]
    assert best["throw"] == ["7C", "9H"]
    assert round(best["net_ev"], 2) == 20.91
    assert round(best["hand_ev"], 2) == 16.65
    assert (best["hand_min"], best["hand_max"], best["hand_before_starter"]) == (14, 29, 14)
    assert best["hand_distribution"] == {"14": 22, "15": 8, "20": 9, "21": 3, "22": 3, "29": 1}
    assert best["hand_ev_exact"] == "383/23"
    assert best["reason"].startswith("Keeps 5♣ 5♦ 5♥ J♠: 14 guaranteed before the starter")
    # Ranked by the total in points: net and the fitted pegging term, not sampled.
    assert round(best["pegging"], 2) == 1.60
    assert best["value"] == pytest.approx(best["net_ev"] + best["pegging"])
    assert best["low"] == best["value"] == best["high"]
    assert best["verdict"] == "best"

    pone = client.get(DISCARD, query_string={**EXAMPLE, "dealer": "False"}).get_json()
    assert pone["dealer"] is False
    assert pone["options"][0]["throw"] == ["7C", "9H"]
    assert round(pone["options"][0]["net_ev"], 2) == 12.40


@pytest.mark.parametrize(
    ("cards", "dealer", "players"),
    [("7C 9H 5H 5C 5D JS", True, 2), ("AC AD AH AS 2C 2D", False, 2), ("7C 9H 5H 5C JS", False, 4)],
)
def test_discard_figures_equal_the_engines(client, cards, dealer, players):
    analysis = analyze_discards(cards, dealer=dealer, players=players)
    hint = throw_hint(Table(tuple(parse_cards(cards)), dealer, players))
    by_throw = {option.thrown: option for option in analysis}
    query = {"cards": cards, "dealer": str(dealer).lower(), "players": str(players)}
    body = client.get(DISCARD, query_string=query).get_json()
    assert body["model"] == analysis.model
    assert body["crib_cases"] == analysis.crib_cases
    assert (body["measure"], body["ranked_by"], body["basis"]) == (
        hint.measure,
        hint.ranked_by,
        hint.basis,
    )
    # In the evaluation's order, each with the analyzer's exact figures.
    for option, evaluated in zip(body["options"], hint.options, strict=True):
        expected = by_throw[evaluated.action]
        assert option["keep"] == [str(card) for card in expected.kept]
        assert option["throw"] == [str(card) for card in expected.thrown]
        for name in ("hand_ev", "crib_ev", "net_ev"):
            exact = getattr(expected, name)
            assert Fraction(option[f"{name}_exact"]) == exact
            assert option[name] == float(exact)
        distribution = {int(score): n for score, n in option["hand_distribution"].items()}
        assert distribution == expected.hand_distribution
        assert option["reason"] == expected.reason
        assert option["pegging"] == (dict(evaluated.parts)["pegging"] if players == 2 else None)
        assert (option["value"], option["low"], option["high"]) == (
            evaluated.value,
            evaluated.low,
            evaluated.high,
        )
        assert option["verdict"] == hint.verdict(evaluated.action)


def test_near_the_end_the_discard_api_ranks_by_the_chance_of_winning(client):
    query = {**EXAMPLE, "dealer": "false", "score": "100-110"}
    body = client.get(DISCARD, query_string=query).get_json()
    hint = throw_hint(Table(tuple(parse_cards(EXAMPLE["cards"])), False, 2, (100, 110)))
    assert (body["score"], body["to"], body["measure"]) == ([100, 110], 121, "win")
    assert body["ranked_by"] == hint.ranked_by
    assert "ranked by your chance of winning" in body["ranked_by"]
    assert body["deals"] == hint.deals > 0
    assert str(hint.deals) in body["basis"]
    options = body["options"]
    assert [o["throw"] for o in options] == [[str(c) for c in o.action] for o in hint.options]
    values = [o["value"] for o in options]
    assert values == sorted(values, reverse=True)
    for option in options:
        assert 0 <= option["low"] <= option["value"] <= option["high"] <= 1
        assert option["verdict"] in VERDICTS
        assert isinstance(option["pegging"], float)
    assert [o["verdict"] for o in options] == [hint.verdict(o.action) for o in hint.options]
    assert options[0]["verdict"] == "best"
    assert options[0]["low"] < options[0]["high"]  # sampled: a real interval
    # The same question gets the same answer (kept, and seeded from the position).
    assert client.get(DISCARD, query_string=query).get_json() == body


def test_a_score_far_from_the_end_ranks_by_points_and_a_short_game_is_read(client):
    far = client.get(DISCARD, query_string={**EXAMPLE, "score": "30-45"}).get_json()
    plain = client.get(DISCARD, query_string=EXAMPLE).get_json()
    assert (far["measure"], far["score"]) == ("points", [30, 45])
    assert far["options"] == plain["options"]
    assert "far from the end" in far["ranked_by"]
    short = client.get(DISCARD, query_string={**EXAMPLE, "score": "52-40", "to": "61"}).get_json()
    assert (short["measure"], short["score"], short["to"]) == ("win", [52, 40], 61)
    assert short["ranked_by"].startswith("You need 9 and they need 21")


def test_players_default_to_two_and_three_deal_five(client):
    three = client.get(
        DISCARD, query_string={"cards": "7C 9H 5H 5C 5D", "dealer": "true", "players": "3"}
    )
    body = three.get_json()
    assert (body["players"], len(body["options"]), body["starters"]) == (3, 5, 47)
    assert all(len(option["throw"]) == 1 for option in body["options"])
    assert client.get(DISCARD, query_string=EXAMPLE).get_json()["players"] == 2


@pytest.mark.parametrize(
    ("query", "message"),
    [
        ({"dealer": "true"}, "missing query parameter 'cards'"),
        ({"cards": "7C,9H,5H,5C,5D,JS"}, "missing query parameter 'dealer'"),
        ({}, "missing query parameter 'cards'"),
        ({**EXAMPLE, "cards": ""}, "cards: give the 6 cards you were dealt"),
        (
            {**EXAMPLE, "cards": "7C,9H,5H,5C,5D"},
            "cards: with 2 players you are dealt 6 cards; 5 given",
        ),
        ({**EXAMPLE, "cards": "7C,9H,5H,5C,5D,JS,KD"}, "6 cards; 7 given"),
        ({**EXAMPLE, "players": "3"}, "cards: with 3 players you are dealt 5 cards; 6 given"),
        ({**EXAMPLE, "players": "4"}, "with 4 players you are dealt 5 cards; 6 given"),
        ({**EXAMPLE, "cards": "7C,9H,5H,5C,5D,7C"}, "cards: 7C (7♣) appears twice"),
        ({**EXAMPLE, "cards": "7C,9H,5H,5C,5D,ZS"}, "cards: 'ZS': unknown rank 'Z'"),
        ({**EXAMPLE, "cards": "7C,9H,5H,5C,5D,5X"}, "unknown suit 'X'"),
        ({**EXAMPLE, "cards": "5H," * 400}, "cards: that is 1200 characters"),
        ({**EXAMPLE, "dealer": "yes"}, "dealer: dealer is true or false, not 'yes'"),
        ({**EXAMPLE, "dealer": ""}, "dealer: dealer is true or false, not ''"),
        ({**EXAMPLE, "players": "5"}, "players: players is 2, 3 or 4, not '5'"),
        ({**EXAMPLE, "players": "two"}, "players is 2, 3 or 4, not 'two'"),
        ({**EXAMPLE, "players": ""}, "players is 2, 3 or 4, not ''"),
        (
            {**EXAMPLE, "score": "112"},
            "score: a score is yours then theirs, like 112-98; not '112'",
        ),
        ({**EXAMPLE, "score": "112-98-3"}, "not '112-98-3'"),
        ({**EXAMPLE, "score": "٣-2"}, "like 112-98"),
        (
            {**EXAMPLE, "score": "121-0"},
            "score: in a game to 121 each score is from 0 to 120; 121 is past it",
        ),
        ({**EXAMPLE, "score": "60-61", "to": "61"}, "from 0 to 60; 61 is past it"),
        (
            {"cards": "7C,9H,5H,5C,5D", "dealer": "true", "players": "3", "score": "100-90"},
            "score: the score is for two-player games; with 3 players",
        ),
        ({**EXAMPLE, "to": "101"}, "to: a game is played to 121 or 61, not '101'"),
        ({**EXAMPLE, "to": ""}, "to: a game is played to 121 or 61, not ''"),
    ],
)
def test_bad_discard_input_answers_400_with_a_reason(client, query, message):
    response = client.get(DISCARD, query_string=query)
    assert response.status_code == 400
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert list(body) == ["error"]
    assert message in body["error"]


def test_every_discard_problem_is_reported_in_the_forms_order(client):
    query = {"cards": "7C,QQ", "dealer": "no", "players": "9"}
    body = client.get(DISCARD, query_string=query).get_json()
    assert body["error"] == (
        "cards: 'QQ': unknown suit 'Q'; use C, D, H, S or ♣ ♦ ♥ ♠. "
        "dealer: dealer is true or false, not 'no'. "
        "players: players is 2, 3 or 4, not '9'"
    )


def test_openapi_document_describes_the_discard_endpoint(client):
    document = client.get("/api/openapi.json").get_json()
    operation = document["paths"]["/api/cribbage/discard"]["get"]
    parameters = {p["name"]: p for p in operation["parameters"]}
    assert set(parameters) == {"cards", "dealer", "players", "score", "to"}
    assert parameters["cards"]["required"] and parameters["dealer"]["required"]
    assert not any(parameters[name]["required"] for name in ("players", "score", "to"))
    assert parameters["to"]["schema"] == {"type": "string", "enum": ["121", "61"], "default": "121"}
    assert "evaluation" in operation["description"]
    # Near the end a question is played out: costly work, which may be refused for a while.
    assert set(operation["responses"]) == {"200", "202", "400", "414", "429", "503"}
    content = operation["responses"]["200"]["content"]["application/json"]
    real = client.get(DISCARD, query_string=EXAMPLE).get_json()
    assert content["example"] == real
    assert content["schema"]["required"] == list(real)
    option_schema = content["schema"]["properties"]["options"]["items"]
    assert option_schema["required"] == list(real["options"][0])
    error = operation["responses"]["400"]["content"]["application/json"]["example"]["error"]
    assert client.get(DISCARD, query_string={**EXAMPLE, "cards": "7C,9H,5H,5C,5D"}).get_json() == {
        "error": error
    }


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    cards=st.one_of(st.none(), st.text(st.characters(exclude_categories=("Cs",)), max_size=40)),
    dealer=st.one_of(st.none(), st.text(st.characters(exclude_categories=("Cs",)), max_size=6)),
    players=st.one_of(st.none(), st.text(st.characters(exclude_categories=("Cs",)), max_size=3)),
    score=st.one_of(
        st.none(),
        st.text(st.characters(exclude_categories=("Cs",)), max_size=8),
        st.from_regex(r"\A[0-9]{1,6}-[0-9]{1,6}\Z"),
    ),
    to=st.one_of(st.none(), st.sampled_from(["121", "61", "0", "1e3", " 61"])),
)
def test_discard_api_never_fails(client, cards, dealer, players, score, to):
    """Junk of any kind is a 400 with a message, never a server error."""
    asked = {"cards": cards, "dealer": dealer, "players": players, "score": score, "to": to}
    query = {name: value for name, value in asked.items() if value is not None}
    response = client.get(DISCARD, query_string=query)
    assert response.status_code in (200, 400)
    assert response.get_json()


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    cards=st.lists(st.sampled_from(DECK), min_size=6, max_size=6, unique=True),
    dealer=st.booleans(),
)
def test_any_six_distinct_cards_give_fifteen_ranked_discards(client, cards, dealer):
    query = {"cards": ",".join(cards), "dealer": str(dealer).lower()}
    body = client.get(DISCARD, query_string=query).get_json()
    assert body["cards"] == cards
    options = body["options"]
    assert len(options) == 15
    assert all(sorted(o["keep"] + o["throw"]) == sorted(cards) for o in options)
    # Ranked by the total: net and the fitted pegging term.
    values = [o["value"] for o in options]
    assert values == sorted(values, reverse=True)
    assert all(o["value"] == pytest.approx(o["net_ev"] + o["pegging"]) for o in options)
