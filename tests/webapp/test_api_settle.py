"""The settlers in the JSON API: /api/cribbage/pegging, /api/euchre/trick, /api/bid-euchre/trick,
/api/euchre/hand and /api/bid-euchre/hand answer the pages' own query strings with what the
engines settled, and bad input with a 400 that says why."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest

from scoring.cribbage.settle import settle_pegging

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

PEGGING = "/api/cribbage/pegging"


def test_a_play_step_by_step(client):
    response = client.get(PEGGING, query_string={"plays": "th,jd,9c,go,5h,6d,4c"})
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    body = response.get_json()
    assert list(body) == [
        "players",
        "plays",
        "rules",
        "steps",
        "sides",
        "problem",
        "over",
        "to_play",
        "count",
    ]
    assert body["plays"] == "TH JD 9C go 5H 6D 4C"
    record = settle_pegging("TH JD 9C go 5H 6D 4C")
    assert [step["kind"] for step in body["steps"]] == [str(step.kind) for step in record.steps]
    assert body["steps"][2] == {
        "kind": "play",
        "player": 1,
        "card": "9C",
        "count": 29,
        "text": "Player 1 plays 9♣ for 29",
        "points": 3,
        "items": [
            {
                "category": "run",
                "cards": ["TH", "JD", "9C"],
                "points": 3,
                "text": "10♥ J♦ 9♣: a run of three for 3",
            }
        ],
        "note": "",
        "problem": "",
    }
    assert body["sides"] == [{"name": "Player 1", "points": 4}, {"name": "Player 2", "points": 5}]
    assert (body["problem"], body["over"], body["to_play"], body["count"]) == (None, False, 1, 15)


def test_four_players_a_house_rule_and_a_play_not_allowed(client):
    body = client.get(
        PEGGING,
        query_string={"plays": "TH JD 8C go go 2C go 9S", "players": "4", "go_leads": "said_go"},
    ).get_json()
    assert body["rules"] == {"go_leads": "said_go"}
    assert body["sides"] == [
        {"name": "Players 1 & 3", "points": 0},
        {"name": "Players 2 & 4", "points": 1},
    ]
    assert body["steps"][-2]["text"] == "Player 4 leads the next count, from 0"
    wrong = client.get(PEGGING, query_string={"plays": "TH JD 9C 5H"})
    assert wrong.status_code == 200
    assert wrong.get_json()["problem"].startswith("5♥ would take the count from 29 to 34")
    held = client.get(PEGGING, query_string={"plays": "TH JD 5C go", "hand2": "JD 6H KS QS"})
    assert "Player 2 holds 6♥, which fits on 25" in held.get_json()["problem"]


def test_a_euchre_trick_and_a_bid_euchre_trick(client):
    body = client.get(
        "/api/euchre/trick",
        query_string={"trump": "h", "cards": "AH,TC,JD,9S", "west": "TC 9H AS KS QS"},
    ).get_json()
    assert body["winner"] == {"seat": "North", "card": "JD", "index": 2}
    assert body["side"] == "North–South"
    assert body["reason"].startswith("J♦ takes it: it is the left bower")
    assert body["plays"][1]["problem"].startswith("10♣ does not follow suit.")
    assert body["legal"] is False
    bid = client.get(
        "/api/bid-euchre/trick", query_string={"trump": "low", "cards": "KD 9D AD 9C"}
    ).get_json()
    assert (bid["trump"], bid["winner"]["seat"]) == ("low-no-trump", "West")
    lone = client.get(
        "/api/euchre/trick",
        query_string=[("trump", "S"), ("cards", "KC AC 9H"), ("lead", "west"), ("out", "north")],
    ).get_json()
    assert lone["out"] == ["North"] and [p["seat"] for p in lone["plays"]] == [
        "West",
        "East",
        "South",
    ]
    benny = client.get(
        "/api/bid-euchre/trick",
        query_string={"trump": "H", "cards": "JH JK AH JH", "benny": "true"},
    )
    assert benny.get_json()["winner"]["seat"] == "West"


def test_hands_of_both_games(client):
    loner = client.get(
        "/api/euchre/hand",
        query_string={"maker": "North", "trump": "H", "tricks": "5", "alone": "TRUE"},
    ).get_json()
    assert loner["scores"] == [
        {
            "side": "North–South",
            "points": 4,
            "category": "march",
            "text": "North made hearts trump alone and took all 5 tricks: a lone march, 4 points",
        }
    ]
    assert loner["rules"]["defend_alone"] is False
    defended = client.get(
        "/api/euchre/hand",
        query_string={
            "maker": "north",
            "trump": "H",
            "tricks": "2",
            "defender": "east",
            "defend_alone": "true",
        },
    ).get_json()
    assert defended["scores"][0]["points"] == 4
    moon = client.get(
        "/api/bid-euchre/hand",
        query_string={
            "bidder": "east",
            "bid": "Moon",
            "trump": "nt",
            "tricks": "12",
            "lone_bids": "true",
        },
    ).get_json()
    assert moon["contract"] == {
        "bidder": "East",
        "tricks": 12,
        "trump": "no-trump",
        "lone": "moon",
        "words": "Moon, no-trump",
    }
    assert [(line["side"], line["points"]) for line in moon["scores"]] == [
        ("East–West", 24),
        ("North–South", 0),
    ]


def test_the_pages_permalinks_are_the_apis_query_strings(client, parse_html):
    for page, api in [
        ("/settle/pegging?plays=4S+6H+5D", PEGGING),
        ("/settle/trick?game=bid-euchre&trump=no-trump&cards=AS+KS+AS+9S", "/api/bid-euchre/trick"),
        ("/settle/hand?game=euchre&maker=north&trump=H&tricks=3", "/api/euchre/hand"),
        ("/settle/hand?game=bid-euchre&bidder=west&bid=8&trump=H&tricks=5", "/api/bid-euchre/hand"),
    ]:
        link = parse_html(client.get(page).text).find("a", class_="permalink-url").attrs["href"]
        assert client.get(f"{api}?{urlsplit(link).query}").status_code == 200, link


@pytest.mark.parametrize(
    ("path", "query", "error"),
    [
        (PEGGING, {}, "missing query parameter 'plays'"),
        (PEGGING, {"plays": "4S 5X"}, "plays: '5X': unknown suit 'X'"),
        (PEGGING, {"plays": "4S", "players": "7"}, "players: players is 2, 3 or 4, not '7'"),
        (PEGGING, {"plays": "4S", "hand1": "4S"}, "hand1: Player 1 held 4 cards"),
        ("/api/euchre/trick", {"cards": "AH"}, "missing query parameter 'trump'"),
        ("/api/euchre/trick", {"trump": "nt", "cards": "AH JD QH 9S"}, "trump: Euchre is always"),
        ("/api/euchre/trick", {"trump": "H", "cards": "AH JD QH 2S"}, "not in the 24-card"),
        ("/api/bid-euchre/trick", {"trump": "H", "cards": "JH JK AH JH"}, "cards: the joker"),
        ("/api/euchre/hand", {"maker": "north", "trump": "H"}, "missing query parameter 'tricks'"),
        (
            "/api/euchre/hand",
            {
                "maker": "north",
                "trump": "H",
                "tricks": "3",
                "renege_by": "west",
                "renege_suit": "C",
            },
            "renege_by: a renege is scored only under the house rule",
        ),
        (
            "/api/bid-euchre/hand",
            {"bidder": "north", "bid": "2", "trump": "H", "tricks": "3"},
            "bid: bid from 3 to 12 tricks",
        ),
        (
            "/api/bid-euchre/hand",
            {"bidder": "north", "bid": "4", "trump": "H", "tricks": "3", "made_scores": "lots"},
            "made_scores: A made bid scores is tricks or tricks_plus_2, not 'lots'",
        ),
    ],
)
def test_bad_input_is_a_400_saying_why(client, path, query, error):
    response = client.get(path, query_string=query)
    assert response.status_code == 400
    body = response.get_json()
    assert list(body) == ["error"]
    assert error in body["error"]
