"""Score sheets as saved: through each sheet's SaveCodec ({"game", "format": 2, ...}, every
entry an action's JSON), read back equal; and sheets saved in the first form (entries as dicts
with a "kind", no format), as the site stored them before, still read, to the same score."""

from __future__ import annotations

import json

import pytest

from scoring.errors import StateError
from scoring.scorekeeper import read_sheet, sheet_data, sheet_from_json, sheet_json

# Sheets in the first form, each with its score and lines as that code gave them: every kind
# of entry there was (a peg said to be for a go or 31, a count by its cards and starter, a
# muggins and one let go, a defender alone, a renege, lone bids, no-trump, low no-trump).
FIRST_FORM = [
    (
        """{"game": "cribbage", "rules": {"game_to": 61, "muggins": true,
        "four_player_show": "acc", "go_leads": "acc", "computer_misses": false},
        "names": ["Ann", "Zoë"], "partners": false, "first_dealer": 1, "entries": [
        {"kind": "starter", "card": "JH"},
        {"kind": "peg", "player": 0, "points": 1, "for": "go"},
        {"kind": "peg", "player": 1, "points": 2, "for": "31"},
        {"kind": "peg", "player": 0, "points": 3},
        {"kind": "play", "plays": "4S 6H 5D 7C 8C go 9C"},
        {"kind": "count", "player": 0, "crib": false, "claimed": 20, "cards": "5H 5C 5S JD"},
        {"kind": "muggins", "player": 1},
        {"kind": "count", "player": 1, "crib": false, "claimed": 7, "cards": "2C 3C 4C 6D"},
        {"kind": "count", "player": 1, "crib": true, "claimed": 4},
        {"kind": "count", "player": 1, "crib": false, "claimed": 28, "cards": "5H 5C 5S JD",
         "starter": "5D"},
        {"kind": "let_go"},
        {"kind": "count", "player": 0, "crib": false, "claimed": 8}]}""",
        (43, 49),
        (35, 21),
        None,
        [
            "The starter is J♥: his heels for Zoë",
            "Ann pegs 1 point for a go",
            "Zoë pegs 2 points for 31 for two",
            "Ann pegs 3 points in the play",
            "The play: 4♠ 6♥ 5♦ 7♣ 8♣ go 9♣",
            "Ann's hand: 20 points claimed, 22 there",
            "Muggins! Zoë takes 2 points",
            "Zoë's hand: 7 points (checked)",
            "Zoë's crib: 4 points",
            "Zoë's hand: 28 points claimed, 29 there",
            "No one called muggins",
            "Ann's hand: 8 points",
        ],
    ),
    (
        """{"game": "cribbage", "rules": {"game_to": 121, "muggins": false,
        "four_player_show": "acc", "go_leads": "acc", "computer_misses": false},
        "names": ["A", "B", "C", "D"], "partners": true, "first_dealer": 2, "entries": [
        {"kind": "count", "player": 3, "crib": false, "claimed": 6},
        {"kind": "count", "player": 0, "crib": false, "claimed": null, "cards": "AH 2H 3H 4H",
         "starter": "KH"}]}""",
        (13, 6),
        (0, 0),
        None,
        ["D's hand: 6 points", "A's hand: 13 points"],
    ),
    (
        """{"game": "euchre", "rules": {"game_to": 10, "all_pass": "redeal",
        "defend_alone": true, "opening_lead": "dealer_left", "farmers_hand": false,
        "renege": "penalty"}, "names": ["Us", "Them"], "entries": [
        {"kind": "hand", "maker": 0, "trump": "H", "alone": false, "tricks": 3},
        {"kind": "hand", "maker": 1, "trump": "S", "alone": true, "tricks": 5},
        {"kind": "hand", "maker": 2, "trump": "C", "alone": false, "tricks": 1, "defender": 3},
        {"kind": "hand", "maker": 3, "trump": "D", "alone": false, "tricks": 3, "renege_by": 0,
         "renege_suit": "C"}]}""",
        (1, 10),
        (0, 8),
        "Them win 10 to 1",
        [
            "South made hearts; North–South took 3 tricks",
            "West made spades alone; West took 5 tricks",
            "North made clubs, with East defending alone; North–South took 1 trick",
            "East made diamonds; East–West took 3 tricks; South reneged in clubs",
        ],
    ),
    (
        """{"game": "bid-euchre", "rules": {"game_to": 52, "deck": 48, "min_bid": 3,
        "auction": "once", "all_pass": "stick_the_dealer", "low_no_trump": true,
        "lone_bids": true, "benny": false, "made_scores": "tricks"},
        "names": ["North–South", "East–West"], "entries": [
        {"kind": "hand", "bidder": 1, "bid": "moon", "trump": "S", "tricks": 12},
        {"kind": "hand", "bidder": 0, "bid": "7", "trump": "nt", "tricks": 8},
        {"kind": "hand", "bidder": 2, "bid": "6", "trump": "low", "tricks": 4},
        {"kind": "hand", "bidder": 3, "bid": "call1", "trump": "H", "tricks": 12}]}""",
        (2, 60),
        (8, 36),
        "East–West win 60 to 2: they made their bid",
        [
            "West bid Moon, spades alone; East–West took 12 of 12 tricks",
            "South bid seven, no-trump; North–South took 8 of 12 tricks",
            "North bid six, low no-trump; North–South took 4 of 12 tricks",
            "East bid Call 1, hearts alone; East–West took 12 of 12 tricks",
        ],
    ),
]


@pytest.mark.parametrize(("text", "scores", "backs", "result", "titles"), FIRST_FORM)
def test_a_sheet_saved_in_the_first_form_reads_to_the_same_score(
    text, scores, backs, result, titles
):
    sheet = sheet_from_json(text)
    played = sheet.played()
    assert (played.tally.scores, played.tally.backs) == (scores, backs)
    assert played.tally.result == (result or "")
    assert [line.title for line in played.lines] == titles
    # Saved again, it is in the current form, and reads back equal.
    saved = sheet_data(sheet)
    assert saved["format"] == 2 and all("kind" not in entry for entry in saved["entries"])
    again = sheet_from_json(sheet_json(sheet))
    assert again == sheet and again.played() == played


def test_a_sheet_in_the_current_form_is_its_entries_as_actions():
    sheet = sheet_from_json(FIRST_FORM[0][0])
    saved = sheet_data(sheet)
    assert list(saved)[:3] == ["game", "format", "rules"]
    assert saved["entries"][1] == {"type": "peg", "player": 0, "points": 1, "said": "go"}
    assert saved["entries"][5]["cards"] == ["5H", "5C", "5S", "JD"]
    bid = sheet_data(sheet_from_json(FIRST_FORM[3][0]))["entries"][2]
    assert bid == {
        "type": "hand",
        "bidder": 2,
        "tricks": 4,
        "bid": 6,
        "lone": None,
        "trump": None,
        "low": True,
    }


def _changed(index: int, change) -> dict:
    data = json.loads(FIRST_FORM[index][0])
    data = sheet_data(read_sheet(data))
    change(data)
    return data


@pytest.mark.parametrize(
    ("data", "said"),
    [
        ({"game": "chess"}, "its game is 'chess'"),
        ({"names": ["A", "B"]}, "its game is None"),
        (_changed(0, lambda data: data.update(format=7)), "format 7"),
        (_changed(0, lambda data: data.pop("names")), "it has no 'names'"),
        (
            _changed(0, lambda data: data["entries"].append({"type": "peg", "player": 5})),
            "a peg action has the fields",
        ),
        (
            _changed(0, lambda data: data["entries"].append({"type": "starter", "card": "QS"})),
            "the starter of this deal is",
        ),
        (_changed(2, lambda data: data.update(names=["Us"])), "played by two sides"),
        ({"game": "euchre", "rules": {}, "entries": []}, "it has no 'names'"),
        (
            {"game": "bid-euchre", "rules": {}, "names": ["A", "B"], "entries": [{"kind": "x"}]},
            "it has no 'bid'",
        ),
        ({"game": "cribbage", **json.loads(FIRST_FORM[1][0]), "entries": 3}, "are not a sheet's"),
    ],
)
def test_what_is_not_a_sheet_is_refused_saying_why(data, said):
    with pytest.raises(StateError, match=said):
        read_sheet(data)
