"""The JSON API: the documented shape for a good hand, a helpful 400 for anything else."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

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
    assert set(operation["responses"]) == {"200", "400"}
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
