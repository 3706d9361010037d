"""The JSON API: score a cribbage hand. Every answer is JSON; bad input is a 400 that says why."""

from __future__ import annotations

from typing import Any

from flask import Blueprint, request
from flask.typing import ResponseReturnValue

from scoring.cards import Card
from scoring.cribbage.hand import HandScore, score_hand
from webapp.cribbage.show import count_show
from webapp.openapi import openapi_document

bp = Blueprint("api", __name__, url_prefix="/api")

REQUIRED = {
    "hand": "the four cards of the hand, like hand=5H,5C,5S,JD",
    "starter": "the starter card, like starter=5D",
}


def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in cards]


@bp.get("/cribbage/score")
def cribbage_score() -> ResponseReturnValue:
    args = request.args
    for name, what in REQUIRED.items():
        if name not in args:
            return {"error": f"missing query parameter '{name}': {what}"}, 400
    show = count_show(args["hand"], args["starter"], args.get("crib"))
    if show.score is None:
        problems = [f"{name}: {message}" for name, message in show.errors.items()]
        return {"error": ". ".join(problems)}, 400
    return score_json(show.score)


def score_json(score: HandScore) -> dict[str, Any]:
    return {
        "hand": _cards(score.hand),
        "starter": str(score.starter),
        "crib": score.crib,
        "total": score.total,
        "items": [
            {
                "category": str(item.category),
                "cards": _cards(item.cards),
                "points": item.points,
                "text": item.text,
            }
            for item in score.items
        ],
        "spoken": score.spoken,
        "notes": list(score.notes),
    }


@bp.get("/openapi.json")
def openapi() -> ResponseReturnValue:
    return openapi_document(example_score=score_json(score_hand("5H 5C 5S JD", "5D")))
