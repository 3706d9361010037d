"""The settlers' part of the OpenAPI document (webapp/openapi.py): the pegging, trick and hand
operations, their query parameters their forms' fields (webapp.calculators), and the answers'
schemas."""

from __future__ import annotations

from typing import Any

from scoring.tricks.seats import SEATS, SIDES
from webapp.calculators.hand import HAND_FORMS
from webapp.calculators.pegging import PeggingForm
from webapp.calculators.trick import BID_EUCHRE, EUCHRE, TRICK_FORMS
from webapp.openapi import CARD, responses

_TEXT = {"type": "string"}
SEAT_NAME = {"type": "string", "enum": list(SEATS)}
SIDE_NAME = {"type": "string", "enum": list(SIDES)}


def _object(properties: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "object",
        "required": list(properties),
        "additionalProperties": False,
        "properties": properties,
    }


ITEM = _object(
    {
        "category": {
            "type": "string",
            "enum": ["fifteen", "thirty_one", "pair", "run", "go", "last_card"],
        },
        "cards": {"type": "array", "items": CARD},
        "points": {"type": "integer", "minimum": 1},
        "text": {**_TEXT, "description": "Why the cards peg."},
    }
)
PEGGING = _object(
    {
        "players": {"type": "integer", "enum": [2, 3, 4]},
        "plays": {**_TEXT, "description": "The play as read, canonically written."},
        "rules": _object({"go_leads": {"type": "string", "enum": ["acc", "said_go"]}}),
        "steps": {
            "type": "array",
            "description": "The play in order: each card (play), go said (say_go), go or last "
            "card pegged (go), and new count (reset); the last may be one not allowed.",
            "items": _object(
                {
                    "kind": {"type": "string", "enum": ["play", "say_go", "go", "reset"]},
                    "player": {"type": "integer", "minimum": 1, "maximum": 4},
                    "card": {"oneOf": [CARD, {"type": "null"}]},
                    "count": {"type": "integer", "minimum": 0, "maximum": 31},
                    "text": _TEXT,
                    "points": {"type": "integer", "minimum": 0},
                    "items": {"type": "array", "items": ITEM},
                    "note": {**_TEXT, "description": "What was taken for granted, or empty."},
                    "problem": {**_TEXT, "description": "Why it was not allowed, or empty."},
                }
            ),
        },
        "sides": {
            "type": "array",
            "description": "Each player (with four, each partnership) and the points pegged.",
            "items": _object({"name": _TEXT, "points": {"type": "integer", "minimum": 0}}),
        },
        "problem": {"type": ["string", "null"], "description": "The play not allowed, if any."},
        "over": {"type": "boolean", "description": "Every card has been played."},
        "to_play": {"type": ["integer", "null"], "description": "Whose turn it is next."},
        "count": {"type": "integer", "minimum": 0, "maximum": 31},
    }
)
TRICK = _object(
    {
        "trump": {"type": "string", "description": "C, D, H, S, no-trump or low-no-trump."},
        "strain": _TEXT,
        "out": {"type": "array", "items": SEAT_NAME, "maxItems": 2},
        "plays": {
            "type": "array",
            "minItems": 2,
            "maxItems": 4,
            "items": _object(
                {
                    "seat": SEAT_NAME,
                    "card": {"type": "string", "description": "A card; a prime for a copy."},
                    "note": {**_TEXT, "description": "What the card does, when not plain."},
                    "problem": {**_TEXT, "description": "Why it could not be played, or empty."},
                }
            ),
        },
        "winner": _object(
            {
                "seat": SEAT_NAME,
                "card": _TEXT,
                "index": {"type": "integer", "minimum": 0, "maximum": 3},
            }
        ),
        "side": SIDE_NAME,
        "reason": {**_TEXT, "description": "Why the winner takes it."},
        "legal": {"type": "boolean", "description": "No card was shown not allowed."},
    }
)
SCORE_LINE = {"side": SIDE_NAME, "points": {"type": "integer"}, "text": _TEXT}
HAND = {
    "oneOf": [
        _object(
            {
                "game": {"const": "euchre"},
                "setting": _TEXT,
                "rules": {"type": "object"},
                "scores": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 1,
                    "items": _object({**SCORE_LINE, "category": _TEXT}),
                },
                "scoring": {"type": "array", "items": _TEXT},
            }
        ),
        _object(
            {
                "game": {"const": "bid-euchre"},
                "setting": _TEXT,
                "rules": {"type": "object"},
                "contract": _object(
                    {
                        "bidder": SEAT_NAME,
                        "tricks": {"type": "integer", "minimum": 1, "maximum": 12},
                        "trump": _TEXT,
                        "lone": {
                            "type": ["string", "null"],
                            "enum": ["call2", "call1", "moon", None],
                        },
                        "words": _TEXT,
                    }
                ),
                "made": {"type": "boolean"},
                "scores": {
                    "type": "array",
                    "minItems": 2,
                    "maxItems": 2,
                    "description": "The bidders, then the defenders.",
                    "items": _object({**SCORE_LINE, "tricks": {"type": "integer"}}),
                },
            }
        ),
    ]
}


def _operation(
    operation_id: str,
    summary: str,
    description: str,
    parameters: list[dict[str, Any]],
    answer: tuple[str, dict[str, Any], dict[str, Any]],
    bad: tuple[str, str],
) -> dict[str, Any]:
    said, schema, example = answer
    return {
        "get": {
            "operationId": operation_id,
            "summary": summary,
            "description": description + " Unknown query parameters are ignored.",
            "parameters": parameters,
            "responses": responses(said, schema, example, *bad),
        }
    }


def settle_paths(examples: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The settlers' paths, their examples real answers (webapp.settle_json.example_answers)."""
    trick_bad = (
        "Bad input: a missing parameter, an unknown or repeated card, the wrong number of "
        "cards for the seats in play, a trump, seat or house rule not read, a hand without "
        "the card its seat played.",
        "cards: a trick here has 4 cards, one for each player in the hand; 2 given",
    )
    hand_bad = (
        "Bad input: a missing parameter, a seat, trump, number or house rule not read, or a "
        "hand that could not have been played so under the house rules chosen.",
        "defender: defending alone is a house rule: turn on 'Defend alone' to score it",
    )
    return {
        "/api/cribbage/pegging": _operation(
            "settleCribbagePegging",
            "Settle a cribbage play: what each card pegs, the gos, the count",
            "The cards played in order from the first of the play, with go where a player "
            "said go; player 1 leads, the last player deals. Who played each card follows "
            "the turn order, or is given as 2:7C. Each step says what it pegs and why; the "
            "first play not allowed ends the answer, with why.",
            PeggingForm.parameters(),
            ("The play, step by step.", PEGGING, examples["pegging"]),
            (
                "Bad input: a missing parameter, a card or player not read, a card given "
                "twice, more cards than the players hold, a hand not of 4 cards.",
                "plays: '5X': unknown suit 'X'; use C, D, H, S or ♣ ♦ ♥ ♠; or write go "
                "where a player said go",
            ),
        ),
        "/api/euchre/trick": _operation(
            "settleEuchreTrick",
            "Who takes a Euchre trick, and why",
            "The 24-card deck. Each card's role (the bowers, trumping in, overtrumping), the "
            "winner and why; given the hands, each card that did not follow suit.",
            TRICK_FORMS[EUCHRE].parameters(),
            ("The trick's ruling.", TRICK, examples["euchre_trick"]),
            trick_bad,
        ),
        "/api/bid-euchre/trick": _operation(
            "settleBidEuchreTrick",
            "Who takes a Bid Euchre trick, and why",
            "The double deck of the house rules (and the Benny, JK, with it); of two "
            "identical cards the first played wins; low no-trump's lowest card wins.",
            TRICK_FORMS[BID_EUCHRE].parameters(),
            ("The trick's ruling.", TRICK, examples["bid_trick"]),
            trick_bad,
        ),
        "/api/euchre/hand": _operation(
            "settleEuchreHand",
            "What a Euchre hand is worth",
            "Scored by the engine under the house rules given: making it, a march, a lone "
            "march, euchred, a defender alone, a renege.",
            HAND_FORMS[EUCHRE].parameters(),
            ("Who scores, how much and why.", HAND, examples["euchre_hand"]),
            hand_bad,
        ),
        "/api/bid-euchre/hand": _operation(
            "settleBidEuchreHand",
            "What a Bid Euchre hand is worth",
            "The contract and the bidders' tricks (the defenders took the rest), scored by "
            "the engine under the house rules given: made, set (minus the bid), lone bids.",
            HAND_FORMS[BID_EUCHRE].parameters(),
            ("Each side's points and why.", HAND, examples["bid_hand"]),
            hand_bad,
        ),
    }
