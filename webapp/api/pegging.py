"""GET /api/cribbage/pegging: a cribbage play settled step by step, each step's sentence, count
and points as the engine gave them; the answer's JSON and its part of the OpenAPI document."""

from __future__ import annotations

from typing import Any

from flask import request
from flask.typing import ResponseReturnValue

from scoring.cribbage.settle import PeggingRecord, format_plays, side_name
from webapp.api import bp
from webapp.api.cards import CARD, CARDS
from webapp.api.operations import query_operation
from webapp.api.questions import answer_to, ask
from webapp.api.schemas import TEXT, exact_object
from webapp.api.score import item_json
from webapp.calculators.pegging import PeggingForm, narrated

# The document's example question.
EXAMPLE = {"players": "2", "plays": "TH JD 9C go 5H 6D 4C"}


@bp.get("/cribbage/pegging")
def cribbage_pegging() -> ResponseReturnValue:
    return ask(PeggingForm(request.args), pegging_json)


def pegging_json(record: PeggingRecord) -> dict[str, Any]:
    """A settled play: every step with its sentence, count and points; the points by side;
    the step not allowed, if any; and whose turn it is after the last. Players are numbered
    from 1, as on the page."""
    problem = record.problem
    return {
        "players": record.players,
        "plays": format_plays(record.plays),
        "rules": {"go_leads": record.rules.go_leads.value},
        "steps": [
            {
                "kind": str(step.kind),
                "player": step.player + 1,
                "card": None if step.card is None else str(step.card),
                "count": step.count,
                "text": said,
                "points": step.points,
                "items": [item_json(item) for item in step.items],
                "note": step.note,
                "problem": step.problem,
            }
            for step, said in narrated(record)
        ],
        "sides": [
            {"name": side_name(side, record.players), "points": points}
            for side, points in enumerate(record.points)
        ],
        "problem": None if problem is None else problem.problem,
        "over": record.is_over,
        "to_play": None if record.to_play is None else record.to_play + 1,
        "count": record.count,
    }


ITEM = exact_object(
    {
        "category": {
            "type": "string",
            "enum": ["fifteen", "thirty_one", "pair", "run", "go", "last_card"],
        },
        "cards": CARDS,
        "points": {"type": "integer", "minimum": 1},
        "text": {**TEXT, "description": "Why the cards peg."},
    }
)
PEGGING = exact_object(
    {
        "players": {"type": "integer", "enum": [2, 3, 4]},
        "plays": {**TEXT, "description": "The play as read, canonically written."},
        "rules": exact_object({"go_leads": {"type": "string", "enum": ["acc", "said_go"]}}),
        "steps": {
            "type": "array",
            "description": "The play in order: each card (play), go said (say_go), go or last "
            "card pegged (go), and new count (reset); the last may be one not allowed.",
            "items": exact_object(
                {
                    "kind": {"type": "string", "enum": ["play", "say_go", "go", "reset"]},
                    "player": {"type": "integer", "minimum": 1, "maximum": 4},
                    "card": {"oneOf": [CARD, {"type": "null"}]},
                    "count": {"type": "integer", "minimum": 0, "maximum": 31},
                    "text": TEXT,
                    "points": {"type": "integer", "minimum": 0},
                    "items": {"type": "array", "items": ITEM},
                    "note": {**TEXT, "description": "What was taken for granted, or empty."},
                    "problem": {**TEXT, "description": "Why it was not allowed, or empty."},
                }
            ),
        },
        "sides": {
            "type": "array",
            "description": "Each player (with four, each partnership) and the points pegged.",
            "items": exact_object({"name": TEXT, "points": {"type": "integer", "minimum": 0}}),
        },
        "problem": {"type": ["string", "null"], "description": "The play not allowed, if any."},
        "over": {"type": "boolean", "description": "Every card has been played."},
        "to_play": {"type": ["integer", "null"], "description": "Whose turn it is next."},
        "count": {"type": "integer", "minimum": 0, "maximum": 31},
    }
)


def paths() -> dict[str, Any]:
    """The operation, its example a real answer (EXAMPLE)."""
    return {
        "/api/cribbage/pegging": query_operation(
            "settleCribbagePegging",
            "Settle a cribbage play: what each card pegs, the gos, the count",
            "The cards played in order from the first of the play, with go where a player "
            "said go; player 1 leads, the last player deals. Who played each card follows "
            "the turn order, or is given as 2:7C. Each step says what it pegs and why; the "
            "first play not allowed ends the answer, with why.",
            PeggingForm,
            ("The play, step by step.", PEGGING, pegging_json(answer_to(PeggingForm, EXAMPLE))),
            (
                "Bad input: a missing parameter, a card or player not read, a card given "
                "twice, more cards than the players hold, a hand not of 4 cards.",
                "plays: '5X': unknown suit 'X'; use C, D, H, S or ♣ ♦ ♥ ♠; or write go "
                "where a player said go",
            ),
        )
    }
