"""The OpenAPI 3.1 document at /api/openapi.json: each area's paths, then the job a costly
question is followed by and the document itself. Each query parameter is its calculator
form's field (webapp.calculators), so the document and the readers cannot drift apart."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from flask.typing import ResponseReturnValue

from webapp.api import (
    bid_euchre_bid,
    bp,
    discard,
    duplicate,
    euchre_bid,
    hand,
    pegging,
    score,
    trick,
)
from webapp.api.costly_work import RETRY_AFTER
from webapp.api.operations import TOO_LONG
from webapp.api.schemas import ERROR

# Each area's paths, in the document's order; their examples are real answers, made when asked.
AREAS: tuple[Callable[[], dict[str, Any]], ...] = (
    score.paths,
    discard.paths,
    euchre_bid.paths,
    bid_euchre_bid.paths,
    pegging.paths,
    trick.paths,
    hand.paths,
    duplicate.paths,
)

INFO = {
    "title": "Fifteen Two API",
    "version": "0.1.0",
    "description": (
        "Score cribbage hands, with every point itemized and explained, rank every discard by "
        "exact expected points, grade a Euchre or Bid Euchre bid by playing every option out, "
        "and settle the arguments of a table: a cribbage play's pegging, who takes a Euchre or "
        "Bid Euchre trick, what a hand is worth."
    ),
}

JOB = {
    "type": "object",
    "required": ["job", "status"],
    "properties": {
        "job": {"type": "string"},
        "status": {"type": "string", "enum": ["working", "done", "failed"]},
        "error": {"type": "string", "description": "Why it failed."},
    },
}
# The job a 202 names, served by webapp.following.
JOB_PATH = {
    "/api/jobs/{key}": {
        "get": {
            "operationId": "followJob",
            "summary": "Follow a question being worked out",
            "description": "Where a question the server had not answered before stands: "
            "working (ask again after Retry-After seconds), done (ask the question again: its "
            "answer is kept and comes at once) or failed, with why. Only the address or player "
            "that asked may follow it.",
            "parameters": [
                {
                    "name": "key",
                    "in": "path",
                    "required": True,
                    "description": "The job, as a 202 named it.",
                    "schema": {"type": "string", "pattern": "^[0-9a-f]{64}$"},
                }
            ],
            "responses": {
                "200": {
                    "description": "Done, or failed (with `error`).",
                    "content": {"application/json": {"schema": JOB}},
                },
                "202": {
                    "description": "Still working.",
                    "headers": RETRY_AFTER,
                    "content": {"application/json": {"schema": JOB}},
                },
                "404": {
                    "description": "No such job of yours.",
                    "content": {"application/json": {"schema": ERROR}},
                },
                "414": TOO_LONG,
            },
        }
    }
}
OWN_PATH = {
    "/api/openapi.json": {
        "get": {
            "operationId": "openapiDocument",
            "summary": "This document",
            "responses": {
                "200": {
                    "description": "The OpenAPI 3.1 document.",
                    "content": {"application/json": {"schema": {"type": "object"}}},
                },
                "414": TOO_LONG,
            },
        }
    }
}


@bp.get("/openapi.json")
def openapi() -> ResponseReturnValue:
    return openapi_document()


def openapi_document() -> dict[str, Any]:
    """The document, every area's paths with their examples made now."""
    paths: dict[str, Any] = {}
    for area in AREAS:
        paths |= area()
    return {"openapi": "3.1.0", "info": INFO, "paths": paths | JOB_PATH | OWN_PATH}
