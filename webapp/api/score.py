"""GET /api/cribbage/score: a cribbage hand or crib counted with its starter, every point
itemized and explained; the answer's JSON and its part of the OpenAPI document."""

from __future__ import annotations

from typing import Any

from flask import request
from flask.typing import ResponseReturnValue

from scoring.cribbage.hand import HandScore, ScoreItem, score_hand
from scoring.cribbage.pegging import PlayItem
from webapp.api import bp
from webapp.api.cards import CARD, card_list, cards_json
from webapp.api.operations import query_operation
from webapp.api.questions import ask
from webapp.calculators.show import CountForm


@bp.get("/cribbage/score")
def cribbage_score() -> ResponseReturnValue:
    return ask(CountForm(request.args), score_json)


def score_json(score: HandScore) -> dict[str, Any]:
    return {
        "hand": cards_json(score.hand),
        "starter": str(score.starter),
        "crib": score.crib,
        "total": score.total,
        "items": [item_json(item) for item in score.items],
        "spoken": score.spoken,
        "notes": list(score.notes),
    }


def item_json(item: ScoreItem | PlayItem) -> dict[str, Any]:
    """What some cards score, in the show or in the play, and why."""
    return {
        "category": str(item.category),
        "cards": cards_json(item.cards),
        "points": item.points,
        "text": item.text,
    }


SCORE = {
    "type": "object",
    "required": ["hand", "starter", "crib", "total", "items", "spoken", "notes"],
    "additionalProperties": False,
    "properties": {
        "hand": card_list(4, 4),
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
                    "cards": card_list(1, 5),
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


def paths() -> dict[str, Any]:
    """The operation, its example a real answer."""
    return {
        "/api/cribbage/score": query_operation(
            "scoreCribbageHand",
            "Score a cribbage hand or crib with its starter",
            "Counts fifteens, pairs, runs, flush and his nobs. Cards are written rank then "
            "suit, in any case, with 10 or T for ten and ♣♦♥♠ accepted for suits.",
            CountForm,
            ("The scored hand.", SCORE, score_json(score_hand("5H 5C 5S JD", "5D"))),
            (
                "Bad input: a missing parameter, an unknown or repeated card, the wrong number "
                "of cards, or a crib that is not true/false.",
                "hand: '5X': unknown suit 'X'; use C, D, H, S or ♣ ♦ ♥ ♠",
            ),
        )
    }
