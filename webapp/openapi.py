"""The OpenAPI 3.1 description of the JSON API, served at /api/openapi.json."""

from __future__ import annotations

from typing import Any

CARD = {
    "type": "string",
    "description": "A card as rank then suit: A, 2-9, T, J, Q, K and C, D, H, S (like 5H, TD).",
    "pattern": "^[A2-9TJQK][CDHS]$",
    "examples": ["5H"],
}

ERROR = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {"type": "string", "description": "What is wrong, in words a person can act on."}
    },
    "additionalProperties": False,
}

SCORE = {
    "type": "object",
    "required": ["hand", "starter", "crib", "total", "items", "spoken", "notes"],
    "additionalProperties": False,
    "properties": {
        "hand": {"type": "array", "items": CARD, "minItems": 4, "maxItems": 4},
        "starter": CARD,
        "crib": {"type": "boolean", "description": "Whether the crib's flush rule applied."},
        "total": {"type": "integer", "minimum": 0, "maximum": 29},
        "items": {
            "type": "array",
            "description": "Every scoring combination, in counting order; points add to total.",
            "items": {
                "type": "object",
                "required": ["category", "cards", "points", "text"],
                "additionalProperties": False,
                "properties": {
                    "category": {
                        "type": "string",
                        "enum": ["fifteen", "pair", "run", "flush", "nobs"],
                    },
                    "cards": {"type": "array", "items": CARD, "minItems": 1, "maxItems": 5},
                    "points": {"type": "integer", "minimum": 1, "maximum": 5},
                    "text": {"type": "string", "description": "Why the cards score."},
                },
            },
        },
        "spoken": {
            "type": "string",
            "description": "The count as said at the table.",
            "examples": ["fifteen two, fifteen four, and a pair is six"],
        },
        "notes": {
            "type": "array",
            "items": {"type": "string"},
            "description": "Rules that bear on this hand without scoring (his heels, crib flush).",
        },
    },
}


EXPECTATION = {"type": "number", "description": "Expected points, as a float."}
EXACT = {
    "type": "string",
    "pattern": "^-?[0-9]+(/[0-9]+)?$",
    "description": "The same expectation exactly, as a fraction in lowest terms.",
    "examples": ["383/23"],
}

DISCARD = {
    "type": "object",
    "required": ["cards", "dealer", "players", "model", "starters", "crib_cases", "options"],
    "additionalProperties": False,
    "properties": {
        "cards": {"type": "array", "items": CARD, "minItems": 5, "maxItems": 6},
        "dealer": {"type": "boolean", "description": "Whether the crib is yours (your side's)."},
        "players": {"type": "integer", "enum": [2, 3, 4]},
        "model": {"type": "string", "description": "What was counted, and what was assumed."},
        "starters": {
            "type": "integer",
            "description": "How many starters the hand is scored with.",
        },
        "crib_cases": {
            "type": "integer",
            "description": "How many equally likely cribs (other cards and starter) are counted.",
        },
        "options": {
            "type": "array",
            "description": "Every way to discard, best expected net first.",
            "items": {
                "type": "object",
                "required": [
                    "keep",
                    "throw",
                    "hand_ev",
                    "hand_min",
                    "hand_max",
                    "hand_before_starter",
                    "hand_distribution",
                    "crib_ev",
                    "net_ev",
                    "hand_ev_exact",
                    "crib_ev_exact",
                    "net_ev_exact",
                    "reason",
                ],
                "additionalProperties": False,
                "properties": {
                    "keep": {"type": "array", "items": CARD, "minItems": 4, "maxItems": 4},
                    "throw": {"type": "array", "items": CARD, "minItems": 1, "maxItems": 2},
                    "hand_ev": EXPECTATION,
                    "hand_min": {"type": "integer", "minimum": 0, "maximum": 29},
                    "hand_max": {"type": "integer", "minimum": 0, "maximum": 29},
                    "hand_before_starter": {
                        "type": "integer",
                        "description": "What the four kept cards score before the starter.",
                    },
                    "hand_distribution": {
                        "type": "object",
                        "description": "Hand score (a key, as text) -> how many starters give it.",
                        "additionalProperties": {"type": "integer", "minimum": 1},
                    },
                    "crib_ev": {
                        **EXPECTATION,
                        "description": "The crib's expected points; added to the net when "
                        "dealer is true, taken off when it is false.",
                    },
                    "net_ev": EXPECTATION,
                    "hand_ev_exact": EXACT,
                    "crib_ev_exact": EXACT,
                    "net_ev_exact": EXACT,
                    "reason": {"type": "string", "description": "Why, in a learner's words."},
                },
            },
        },
    },
}


def _query(
    name: str,
    description: str,
    example: str,
    *,
    required: bool,
    schema: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return {
        "name": name,
        "in": "query",
        "required": required,
        "description": description,
        "schema": schema or {"type": "string", "maxLength": 1000},
        "example": example,
    }


def _choice(
    name: str, description: str, values: list[str], example: str, *, required: bool
) -> dict[str, Any]:
    """A query parameter that takes one of a few values."""
    schema = {"type": "string", "enum": values}
    return _query(name, description, example, required=required, schema=schema)


def _responses(
    answer: str, schema: dict[str, Any], example: dict[str, Any], bad_input: str, error: str
) -> dict[str, Any]:
    return {
        "200": {
            "description": answer,
            "content": {"application/json": {"schema": schema, "example": example}},
        },
        "400": {
            "description": bad_input,
            "content": {"application/json": {"schema": ERROR, "example": {"error": error}}},
        },
    }


def openapi_document(
    example_score: dict[str, Any], example_discard: dict[str, Any]
) -> dict[str, Any]:
    """The document; the examples are real answers, so they never drift."""
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Fifteen Two API",
            "version": "0.1.0",
            "description": (
                "Score cribbage hands, with every point itemized and explained, and rank "
                "every discard by exact expected points."
            ),
        },
        "paths": {
            "/api/cribbage/score": {
                "get": {
                    "operationId": "scoreCribbageHand",
                    "summary": "Score a cribbage hand or crib with its starter",
                    "description": (
                        "Counts fifteens, pairs, runs, flush and his nobs. Cards are written "
                        "rank then suit, in any case, with 10 or T for ten and ♣♦♥♠ accepted "
                        "for suits. Unknown query parameters are ignored."
                    ),
                    "parameters": [
                        _query(
                            "hand",
                            "The four cards of the hand, separated by commas, spaces or +.",
                            "5H,5C,5S,JD",
                            required=True,
                        ),
                        _query("starter", "The starter card.", "5D", required=True),
                        _choice(
                            "crib",
                            (
                                "true to score the crib (a flush needs all five cards), "
                                "false for a hand; any case. Default false."
                            ),
                            ["true", "false"],
                            "false",
                            required=False,
                        ),
                    ],
                    "responses": _responses(
                        "The scored hand.",
                        SCORE,
                        example_score,
                        "Bad input: a missing parameter, an unknown or repeated card, "
                        "the wrong number of cards, or a crib that is not true/false.",
                        "hand: '5X': unknown suit 'X'; use C, D, H, S or ♣ ♦ ♥ ♠",
                    ),
                }
            },
            "/api/cribbage/discard": {
                "get": {
                    "operationId": "analyzeCribbageDiscard",
                    "summary": "Rank every way to throw to the crib by expected points",
                    "description": (
                        "Exact expected hand, crib and net points for each discard, every "
                        "unseen card equally likely (see `model` in the answer). Cards are "
                        "written as for /api/cribbage/score. Unknown query parameters are "
                        "ignored."
                    ),
                    "parameters": [
                        _query(
                            "cards",
                            "The cards dealt to you: 6 with 2 players, 5 with 3 or 4; separated "
                            "by commas, spaces or +.",
                            "7C,9H,5H,5C,5D,JS",
                            required=True,
                        ),
                        _choice(
                            "dealer",
                            (
                                "true when the crib is yours (with 4 players: your side's), "
                                "false when not; any case."
                            ),
                            ["true", "false"],
                            "true",
                            required=True,
                        ),
                        _choice(
                            "players",
                            "2, 3 or 4 players. Default 2.",
                            ["2", "3", "4"],
                            "2",
                            required=False,
                        ),
                    ],
                    "responses": _responses(
                        "Every discard, best first.",
                        DISCARD,
                        example_discard,
                        "Bad input: a missing parameter, an unknown or repeated card, the "
                        "wrong number of cards for the players, a dealer that is not "
                        "true/false, or players not 2, 3 or 4.",
                        "cards: with 2 players you are dealt 6 cards; 5 given",
                    ),
                }
            },
            "/api/openapi.json": {
                "get": {
                    "operationId": "openapiDocument",
                    "summary": "This document",
                    "responses": {
                        "200": {
                            "description": "The OpenAPI 3.1 document.",
                            "content": {"application/json": {"schema": {"type": "object"}}},
                        }
                    },
                }
            },
        },
    }
