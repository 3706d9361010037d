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


def _query(name: str, description: str, example: str, *, required: bool) -> dict[str, Any]:
    return {
        "name": name,
        "in": "query",
        "required": required,
        "description": description,
        "schema": {"type": "string", "maxLength": 1000},
        "example": example,
    }


def openapi_document(example_score: dict[str, Any]) -> dict[str, Any]:
    """The document; `example_score` is a real answer, so the example never drifts."""
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Fifteen Two API",
            "version": "0.1.0",
            "description": "Score cribbage hands, with every point itemized and explained.",
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
                        {
                            "name": "crib",
                            "in": "query",
                            "required": False,
                            "description": (
                                "true to score the crib (a flush needs all five cards), "
                                "false for a hand; any case. Default false."
                            ),
                            "schema": {"type": "string", "enum": ["true", "false"]},
                            "example": "false",
                        },
                    ],
                    "responses": {
                        "200": {
                            "description": "The scored hand.",
                            "content": {
                                "application/json": {"schema": SCORE, "example": example_score}
                            },
                        },
                        "400": {
                            "description": (
                                "Bad input: a missing parameter, an unknown or repeated card, "
                                "the wrong number of cards, or a crib that is not true/false."
                            ),
                            "content": {
                                "application/json": {
                                    "schema": ERROR,
                                    "example": {
                                        "error": "hand: '5X': unknown suit 'X'; "
                                        "use C, D, H, S or ♣ ♦ ♥ ♠"
                                    },
                                }
                            },
                        },
                    },
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
