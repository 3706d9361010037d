"""POST /api/euchre/bid: a bidding question graded, with the reasons; 400 {"error"} on bad
input, which names the field at fault."""

from __future__ import annotations

import json

import pytest

from scoring.euchre.bidding import grade_bid
from scoring.euchre.bidding.reasons import explain
from scoring.euchre.options import Rules

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

URL = "/api/euchre/bid"
QUESTION = {"hand": "JH JD AH KS AC", "upcard": "9H", "seat": 1, "round": 1}


def test_a_question_is_graded(client):
    response = client.post(URL, json=QUESTION)
    assert response.status_code == 200
    answer = response.get_json()
    grade = grade_bid("JH JD AH KS AC", "9H", seat=1, round=1, max_deals=100)
    assert answer["situation"]["hand"] == ["AC", "AH", "JD", "JH", "KS"]
    assert answer["situation"]["score"] == [0, 0]
    assert answer["situation"]["rules"]["all_pass"] == "redeal"
    assert answer["deals"] == grade.deals
    assert answer["best"] == grade.best.action
    assert [o["action"] for o in answer["options"]] == [o.action for o in grade.options]
    first = answer["options"][0]
    assert first["points"] == pytest.approx(grade.best.points)
    assert first["acceptable"] is True
    assert sum(t["deals"] for t in first["outcomes"]) == grade.deals
    why = explain(grade)
    assert answer["explanation"]["summary"] == why.summary
    assert answer["explanation"]["rule_action"] == why.rule_action
    texts = [reason["text"] for reason in answer["explanation"]["reasons"]]
    assert texts == [reason.text for reason in why.reasons]
    [count] = answer["explanation"]["counts"]
    assert count["suit"] == "H"
    assert count["total"] == 5.75
    assert sum(item["points"] for item in count["items"]) == count["total"]


def test_the_same_question_and_seed_give_the_same_answer(client):
    first = client.post(URL, json={**QUESTION, "seed": 7}).get_json()
    again = client.post(URL, json={**QUESTION, "seed": 7}).get_json()
    assert first == again
    assert first["seed"] == 7


def test_house_rules_and_score_are_applied(client):
    question = {
        "hand": "9C TC QD KD AS",
        "upcard": "JS",
        "seat": 4,
        "round": 2,
        "score": [8, 9],
        "rules": {"all_pass": "stick_the_dealer", "defend_alone": True},
    }
    answer = client.post(URL, json=question).get_json()
    assert "pass" not in [o["action"] for o in answer["options"]]
    assert answer["basis"] == "win"
    assert answer["situation"]["rules"]["defend_alone"] is True


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"hand": "JH JD AH KS"}, "hand: a Euchre hand is 5 cards"),
        ({"hand": "JH JD AH KS 2C"}, "hand: 2C"),
        ({"hand": ["JH", "JD", "AH", "KS", "AC"]}, "hand is a string of cards"),
        ({"upcard": "JH"}, "upcard: J♥ is the up-card, so it cannot also be in your hand"),
        ({"seat": 5}, "seat: seat is 1"),
        ({"seat": "1"}, "seat: seat is 1"),
        ({"round": True}, "round: round is 1"),
        ({"score": [10, 0]}, "score: each side's score is 0 to 9"),
        ({"score": [1]}, "score: the score is two whole numbers"),
        ({"score": "0-0"}, "score is a list of two whole numbers"),
        ({"rules": {"game_to": 12}}, "game_to is 12"),
        ({"rules": {"all_pass": "never"}}, "all_pass is 'never'"),
        ({"rules": {"trump": "H"}}, "unknown rule option 'trump'"),
        ({"rules": []}, "rules is an object"),
        ({"seed": -1}, "seed is a whole number"),
        ({"dealer": 4}, "unknown field 'dealer'"),
    ],
)
def test_bad_input_is_a_400_that_says_why(client, change, message):
    response = client.post(URL, json={**QUESTION, **change})
    assert response.status_code == 400
    assert message in response.get_json()["error"]


@pytest.mark.parametrize("missing", ["hand", "upcard", "seat", "round"])
def test_a_missing_field_is_named(client, missing):
    question = {name: value for name, value in QUESTION.items() if name != missing}
    response = client.post(URL, json=question)
    assert response.status_code == 400
    assert response.get_json() == {
        "error": f"{missing}: missing field '{missing}'",
        "field": missing,
    }


@pytest.mark.parametrize("body", [b"", b"not json", b"[1, 2]", b"null", b'"JH"'])
def test_a_body_that_is_not_a_json_object(client, body):
    response = client.post(URL, data=body, content_type="application/json")
    assert response.status_code == 400
    assert "JSON object" in response.get_json()["error"]


def test_no_csrf_token_is_needed_and_get_is_not_allowed(client):
    assert client.post(URL, json=QUESTION).status_code == 200
    assert client.get(URL).status_code == 405


def test_the_document_describes_it_with_a_real_example(client):
    document = client.get("/api/openapi.json").get_json()
    operation = document["paths"][URL]["post"]
    example = operation["responses"]["200"]["content"]["application/json"]["example"]
    assert example["best"] == example["options"][0]["action"]
    schema = operation["requestBody"]["content"]["application/json"]["schema"]
    assert set(schema["properties"]["rules"]["properties"]) == set(Rules().to_dict())
    assert schema["properties"]["rules"]["properties"]["game_to"]["enum"] == [5, 7, 10, 11]


@pytest.mark.parametrize("path", ["/api/euchre/bid", "/api/bid-euchre/bid"])
@pytest.mark.parametrize("depth", [9, 1000, 10000])
def test_a_deeply_nested_body_is_refused_before_it_is_parsed(client, path, depth):
    nested = "[" * depth + "]" * depth
    answer = client.post(path, data=nested, content_type="application/json")
    assert answer.status_code == 400
    assert "nests deeper than 8 levels" in answer.get_json()["error"]
    # Brackets inside a string are text, not nesting.
    text = json.dumps({"hand": "[" * 50, "upcard": "9H", "seat": 1, "round": 1})
    answer = client.post(path, data=text, content_type="application/json")
    assert answer.status_code == 400 and "nests" not in answer.get_json()["error"]
