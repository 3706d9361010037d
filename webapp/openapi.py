"""The OpenAPI 3.1 description of the JSON API, served at /api/openapi.json.

Each query parameter is its calculator form's field (webapp.calculators), which says what it
reads: its description, example and schema, the patterns built from the readers' own tables
(webapp.calculators.schemas), so the document and the readers cannot drift apart.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from scoring.cards import EUCHRE_DECK
from scoring.cribbage.rules import SKUNK_LINES
from scoring.euchre.bidding.situation import SEAT_NAMES
from scoring.euchre.options import Rules
from scoring.options import options_of
from scoring.verdicts import VERDICTS
from webapp.calculators.bid import MOST_SEED
from webapp.calculators.discard import DiscardForm
from webapp.calculators.schemas import cards_schema
from webapp.calculators.show import CountForm

# gunicorn refuses a request line over its limit before the app sees it (`make serve`).
REQUEST_LINE_LIMIT = 4094
TOO_LONG = {
    "description": f"The request line (method, address and query) is over {REQUEST_LINE_LIMIT} "
    "bytes: refused by the server before it is read, with a plain-text answer."
}

CARD = {
    "type": "string",
    "description": "A card as rank then suit: A, 2-9, T, J, Q, K and C, D, H, S (like 5H, TD).",
    "pattern": "^[A2-9TJQK][CDHS]$",
    "examples": ["5H"],
}

_SAID = {"type": "string", "description": "What is wrong, in words a person can act on."}
ERROR = {
    "type": "object",
    "required": ["error"],
    "properties": {"error": _SAID},
    "additionalProperties": False,
}
# A JSON question's refusal: when one field is at fault, the message names it first, and so
# does `field`.
FIELD_ERROR = {
    **ERROR,
    "properties": {
        "error": _SAID,
        "field": {"type": "string", "description": "The field at fault, when one is."},
    },
}


RETRY_AFTER = {
    "Retry-After": {
        "description": "Seconds to wait before asking again.",
        "schema": {"type": "integer", "minimum": 1},
    }
}
# A question not graded before is costly work, on the task queue's workers (webapp.jobs): a
# POST, and costly.
WORKING = {
    "type": "object",
    "required": ["status", "job", "poll"],
    "properties": {
        "status": {"type": "string", "enum": ["working"]},
        "job": {"type": "string", "description": "The job working the answer out."},
        "poll": {
            "type": "string",
            "description": "GET it to follow the job; once done, ask the question again.",
        },
    },
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
COSTLY_WORK = {
    "202": {
        "description": "The answer is being worked out on the server's workers (a new "
        "question: up to a few seconds). Follow `poll`, or ask again after Retry-After "
        "seconds; the answer is then kept and comes at once.",
        "headers": RETRY_AFTER,
        "content": {"application/json": {"schema": WORKING}},
    },
    "429": {
        "description": "Too many requests from this address: over the limit on POSTs (240 a "
        "minute), or the workers' time for this address or player is used up (30 seconds of "
        "work a minute), or its earlier questions are still being worked out. The error says "
        "which, and when to try again; so does Retry-After.",
        "headers": RETRY_AFTER,
        "content": {
            "application/json": {
                "schema": ERROR,
                "example": {
                    "error": "The computer's time for your address is used up: 30 seconds of "
                    "work a minute. It refills in 42 seconds."
                },
            }
        },
    },
    "503": {
        "description": "The work could not be finished (its worker stopped three times): try "
        "again after Retry-After seconds.",
        "headers": RETRY_AFTER,
        "content": {
            "application/json": {
                "schema": ERROR,
                "example": {
                    "error": "This could not be worked out: the computer doing it stopped. Try "
                    "again in a moment."
                },
            }
        },
    },
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

CRIBBAGE_TARGETS = sorted(SKUNK_LINES)

DISCARD = {
    "type": "object",
    "required": [
        "cards",
        "dealer",
        "players",
        "score",
        "to",
        "model",
        "starters",
        "crib_cases",
        "measure",
        "ranked_by",
        "basis",
        "deals",
        "options",
    ],
    "additionalProperties": False,
    "properties": {
        "cards": {"type": "array", "items": CARD, "minItems": 5, "maxItems": 6},
        "dealer": {"type": "boolean", "description": "Whether the crib is yours (your side's)."},
        "players": {"type": "integer", "enum": [2, 3, 4]},
        "score": {
            "type": ["array", "null"],
            "items": {"type": "integer", "minimum": 0, "maximum": max(CRIBBAGE_TARGETS) - 1},
            "minItems": 2,
            "maxItems": 2,
            "description": "The score given, yours then theirs; null when none was.",
        },
        "to": {
            "type": "integer",
            "enum": CRIBBAGE_TARGETS,
            "description": "What the game is played to.",
        },
        "model": {"type": "string", "description": "What was counted, and what was assumed."},
        "starters": {
            "type": "integer",
            "description": "How many starters the hand is scored with.",
        },
        "crib_cases": {
            "type": "integer",
            "description": "How many equally likely cribs (other cards and starter) are counted.",
        },
        "measure": {
            "type": "string",
            "enum": ["points", "win"],
            "description": "What ranks the throws: points (hand, crib and, with two players, "
            "the fitted pegging term), or the chance of winning the game (two players with a "
            "score where either side is within 40 of the target).",
        },
        "ranked_by": {
            "type": "string",
            "description": "What ranks the throws, in words.",
            "examples": [
                "You need 9 and they need 23: ranked by your chance of winning, 100% for the best."
            ],
        },
        "basis": {"type": "string", "description": "How the values were found."},
        "deals": {
            "type": "integer",
            "minimum": 0,
            "description": "How many deals each throw was played out on; 0 when not sampled.",
        },
        "options": {
            "type": "array",
            "description": "Every way to discard, in the order the evaluation ranks them "
            "(`measure`), best first: with a score near the end not necessarily by net.",
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
                    "pegging",
                    "value",
                    "low",
                    "high",
                    "verdict",
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
                    "pegging": {
                        "type": ["number", "null"],
                        "description": "Two players: how much better than average the kept "
                        "cards should peg, a fit to computer games (an estimate, not exact); "
                        "null with 3 or 4 players, where there is no fit.",
                    },
                    "value": {
                        "type": "number",
                        "description": "What ranks it, in `measure`: hand + crib + pegging in "
                        "points, or the chance of winning (0 to 1).",
                    },
                    "low": {"type": "number", "description": "The value's 95% interval, low."},
                    "high": {
                        "type": "number",
                        "description": "The value's 95% interval, high (equal to low and the "
                        "value when not sampled).",
                    },
                    "verdict": {
                        "type": "string",
                        "enum": list(VERDICTS),
                        "description": "Taking it: best, as good, inaccuracy, mistake, "
                        "blunder, or unclear (too close to call).",
                    },
                },
            },
        },
    },
}


def rule_schema(rules: type[Any] = Rules) -> dict[str, Any]:
    """A game's house rules as its Rules.from_dict reads them, from the rules' own
    descriptions: a yes/no is a boolean, a choice one of its values; any left out takes its
    default."""
    properties: dict[str, Any] = {}
    for option in options_of(rules):
        if option.is_flag:
            schema: dict[str, Any] = {"type": "boolean"}
        else:
            values = [
                c.value.value if isinstance(c.value, Enum) else c.value for c in option.choices
            ]
            kind = "integer" if all(type(v) is int for v in values) else "string"
            schema = {"type": kind, "enum": values}
        default = option.default.value if isinstance(option.default, Enum) else option.default
        properties[option.name] = {**schema, "description": option.label, "default": default}
    return {
        "type": "object",
        "description": "House rules; any left out take the usual ones.",
        "additionalProperties": False,
        "properties": properties,
    }


GAME_TO_MOST = max(c.value for o in options_of(Rules) if o.name == "game_to" for c in o.choices)

BID_QUESTION = {
    "type": "object",
    "required": ["hand", "upcard", "seat", "round"],
    "additionalProperties": False,
    "properties": {
        "hand": {
            **cards_schema(
                5, 5, EUCHRE_DECK, "Your five cards, separated by spaces, commas, semicolons or +."
            ),
            "examples": ["JH JD AH KS AC"],
        },
        "upcard": {
            **cards_schema(
                1, 1, EUCHRE_DECK, "The card turned up (in round two, the card turned down)."
            ),
            "examples": ["9H"],
        },
        "seat": {
            "type": "integer",
            "enum": sorted(SEAT_NAMES),
            "description": "1 bids first (the dealer's left), 2 is the dealer's partner, 3 the "
            "dealer's right, 4 the dealer. Everyone before has passed.",
        },
        "round": {
            "type": "integer",
            "enum": [1, 2],
            "description": "1: order the up-card up or pass; 2: name another suit or pass.",
        },
        "score": {
            "type": "array",
            "items": {"type": "integer", "minimum": 0, "maximum": GAME_TO_MOST - 1},
            "minItems": 2,
            "maxItems": 2,
            "default": [0, 0],
            "description": "Our side's points, then theirs, before this hand; each below "
            "the game's target.",
        },
        "rules": rule_schema(),
        "seed": {
            "type": "integer",
            "minimum": 0,
            "maximum": MOST_SEED,
            "default": 0,
            "description": "Chooses the sampled deals; the same question and seed give the "
            "same answer.",
        },
    },
}

_NUMBER = {"type": "number"}
_TEXT = {"type": "string"}


def _object(properties: dict[str, Any]) -> dict[str, Any]:
    """An object with exactly these properties, all present."""
    return {
        "type": "object",
        "required": list(properties),
        "additionalProperties": False,
        "properties": properties,
    }


ACTION = {
    "type": "string",
    "pattern": "^(?:pass|order|order_alone|call:[CDHS]|call_alone:[CDHS])$",
    "description": "pass, order (the dealer: pick up), order_alone, call:S, call_alone:S.",
}
CARDS = {"type": "array", "items": CARD}

BID = _object(
    {
        "situation": _object(
            {
                "hand": {"type": "array", "items": CARD, "minItems": 5, "maxItems": 5},
                "upcard": CARD,
                "seat": {"type": "integer", "enum": sorted(SEAT_NAMES)},
                "round": {"type": "integer", "enum": [1, 2]},
                "score": {
                    "type": "array",
                    "items": {"type": "integer", "minimum": 0},
                    "minItems": 2,
                    "maxItems": 2,
                },
                "rules": {"type": "object", "description": "Every house rule, as applied."},
            }
        ),
        "basis": {
            "type": "string",
            "enum": ["points", "win"],
            "description": "What the options are ranked by: points a hand, or (near the end "
            "of the game) the chance of winning it.",
        },
        "close": {
            "type": "boolean",
            "description": "Whether the best two cannot be told apart over these deals.",
        },
        "deals": {"type": "integer", "minimum": 1, "description": "Deals each option was played."},
        "seed": {"type": "integer", "minimum": 0, "maximum": MOST_SEED},
        "best": ACTION,
        "options": {
            "type": "array",
            "minItems": 1,
            "description": "Every legal option, best first.",
            "items": _object(
                {
                    "action": ACTION,
                    "label": _TEXT,
                    "points": {**_NUMBER, "description": "Mean points a hand, ours minus theirs."},
                    "low": {**_NUMBER, "description": "The 95% interval's low end."},
                    "high": _NUMBER,
                    "win_chance": {"type": "number", "minimum": 0, "maximum": 1},
                    "win_low": {"type": "number", "minimum": 0, "maximum": 1},
                    "win_high": {"type": "number", "minimum": 0, "maximum": 1},
                    "diff": {
                        **_NUMBER,
                        "description": "The difference to the best, by the basis (points, or "
                        "chance of winning); 0 for the best.",
                    },
                    "diff_low": _NUMBER,
                    "diff_high": _NUMBER,
                    "acceptable": {
                        "type": "boolean",
                        "description": "The best, or not told apart from it.",
                    },
                    "verdict": {**_TEXT, "description": "What choosing it would cost, in words."},
                    "outcomes": {
                        "type": "array",
                        "items": _object(
                            {
                                "text": _TEXT,
                                "deals": {"type": "integer", "minimum": 1},
                                "points": {"type": "integer"},
                            }
                        ),
                    },
                }
            ),
        },
        "explanation": _object(
            {
                "in_short": {
                    **_TEXT,
                    "description": "Why the best choice is best, in a plain sentence; when "
                    "the runner-up cannot be told from it, why that one is close too.",
                },
                "summary": _TEXT,
                "reasons": {
                    "type": "array",
                    "items": _object({"topic": _TEXT, "text": _TEXT, "cards": CARDS}),
                },
                "counts": {
                    "type": "array",
                    "description": "The point count for the suits in question, item by item.",
                    "items": _object(
                        {
                            "suit": {"type": "string", "enum": ["C", "D", "H", "S"]},
                            "items": {
                                "type": "array",
                                "items": _object(
                                    {"text": _TEXT, "cards": CARDS, "points": _NUMBER}
                                ),
                            },
                            "total": _NUMBER,
                            "says": {"type": "string", "enum": ["pass", "call", "alone"]},
                            "text": _TEXT,
                        }
                    ),
                },
                "rule_action": ACTION,
                "rule_agrees": {"type": "boolean"},
                "rule": _TEXT,
                "outcomes": _TEXT,
                "method": _TEXT,
            }
        ),
    }
)


def responses(
    answer: str,
    schema: dict[str, Any],
    example: dict[str, Any],
    bad_input: str,
    error: str,
    field: str | None = None,
) -> dict[str, Any]:
    """A 200 with its schema and example, a 400 (naming the `field` at fault in a JSON
    question's), and the server's 414."""
    refusal = (
        (ERROR, {"error": error})
        if field is None
        else (FIELD_ERROR, {"error": error, "field": field})
    )
    return {
        "200": {
            "description": answer,
            "content": {"application/json": {"schema": schema, "example": example}},
        },
        "400": {
            "description": bad_input,
            "content": {"application/json": {"schema": refusal[0], "example": refusal[1]}},
        },
        "414": TOO_LONG,
    }


def openapi_document(
    example_score: dict[str, Any],
    example_discard: dict[str, Any],
    example_bid: dict[str, Any],
    bid_euchre: dict[str, Any],
    settled: dict[str, Any],
) -> dict[str, Any]:
    """The document; the examples are real answers, so they never drift. `bid_euchre` is the
    Bid Euchre grader's path (webapp/openapi_bid_euchre.py), `settled` the settlers' paths
    (webapp/openapi_settle.py)."""
    return {
        "openapi": "3.1.0",
        "info": {
            "title": "Fifteen Two API",
            "version": "0.1.0",
            "description": (
                "Score cribbage hands, with every point itemized and explained, rank "
                "every discard by exact expected points, grade a Euchre or Bid Euchre bid "
                "by playing every option out, and settle the arguments of a table: a "
                "cribbage play's pegging, who takes a Euchre or Bid Euchre trick, what a hand "
                "is worth."
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
                    "parameters": CountForm.parameters(),
                    "responses": responses(
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
                    "summary": "Rank every way to throw to the crib, for points or the game",
                    "description": (
                        "Exact expected hand, crib and net points for each discard, every "
                        "unseen card equally likely (see `model` in the answer), and with two "
                        "players the fitted pegging term. The options come in the order of "
                        "the throw's evaluation (`measure`, `ranked_by`): by points (hand + "
                        "crib + pegging; with 3 or 4 players hand + crib, as there is no "
                        "pegging fit), or, with two players and a `score` where either side "
                        "is within 40 of the target, by the chance of winning, each throw "
                        "played out over sampled deals (a few tenths of a second; costly "
                        "work, kept for the next asker). Cards are written as for "
                        "/api/cribbage/score. Unknown query parameters are ignored."
                    ),
                    "parameters": DiscardForm.parameters(),
                    "responses": responses(
                        "Every discard, best first.",
                        DISCARD,
                        example_discard,
                        "Bad input: a missing parameter, an unknown or repeated card, the "
                        "wrong number of cards for the players, a dealer that is not "
                        "true/false, players not 2, 3 or 4, a score that is not two whole "
                        "numbers below the target, or a score with 3 or 4 players.",
                        "cards: with 2 players you are dealt 6 cards; 5 given",
                    )
                    | COSTLY_WORK,
                }
            },
            "/api/euchre/bid": {
                "post": {
                    "operationId": "gradeEuchreBid",
                    "summary": "Grade every Euchre bid for a hand, with the reasons",
                    "description": (
                        "Every legal option (pass, order up, alone, name a suit) played out "
                        "over the same sampled deals of the unseen cards, by players who see "
                        "only their own cards; ranked by points a hand, or near the end of "
                        "the game by the chance of winning it. The answer says why, with the "
                        "point count item by item. Takes a fraction of a second to a second."
                    ),
                    "requestBody": {
                        "required": True,
                        "content": {
                            "application/json": {
                                "schema": BID_QUESTION,
                                "example": {
                                    "hand": "JH JD AH KS AC",
                                    "upcard": "9H",
                                    "seat": 1,
                                    "round": 1,
                                    "score": [0, 0],
                                    "rules": {"all_pass": "redeal"},
                                },
                            }
                        },
                    },
                    "responses": responses(
                        "The options, best first, and the reasons.",
                        BID,
                        example_bid,
                        "Bad input: not a JSON object, a missing or unknown field, an unknown "
                        "or repeated card, a card outside the Euchre deck, a seat, round, "
                        "score or house rule out of range.",
                        "upcard: JH is the up-card, so it cannot also be in your hand",
                        field="upcard",
                    )
                    | COSTLY_WORK,
                }
            },
            **bid_euchre,
            **settled,
            "/api/jobs/{key}": {
                "get": {
                    "operationId": "followJob",
                    "summary": "Follow a question being worked out",
                    "description": "Where a question the server had not answered before "
                    "stands: working (ask again after Retry-After seconds), done (ask the "
                    "question again: its answer is kept and comes at once) or failed, with "
                    "why. Only the address or player that asked may follow it.",
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
            },
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
            },
        },
    }
