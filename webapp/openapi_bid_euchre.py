"""The Bid Euchre grader's part of the OpenAPI document (webapp/openapi.py): POST
/api/bid-euchre/bid, the question it reads (webapp.calculators.bid_euchre) and the answer's
schema."""

from __future__ import annotations

from typing import Any

from scoring.bideuchre.options import DECKS_WITH_BENNY, Rules
from scoring.review import VERDICTS
from webapp.calculators.bid_euchre import BIDS_HELP, EXAMPLE, MOST_SEED, SEATS, split_bids
from webapp.calculators.schemas import cards_schema
from webapp.openapi import COSTLY_WORK, responses, rule_schema

_TEXT = {"type": "string"}
_NUMBER = {"type": "number"}
_SHARE = {"type": "number", "minimum": 0, "maximum": 1}
MOST_SCORE = 999  # the grader reads a score of -999 to 999 points a side

# A card of the double deck as the answers write it: the second copy marked ', the Benny JK.
DOUBLE_CARD = {
    "type": "string",
    "description": "A card as rank then suit (9, T, J, Q, K, A and C, D, H, S), ' for its "
    "second copy; the Benny is JK.",
    "pattern": "^(?:[9TJQKA][CDHS]|JK)'?$",
    "examples": ["AH'"],
}
# A bid as the grader writes it.
ACTION = {
    "type": "string",
    "pattern": "^(?:pass|(?:[1-9]|1[0-2]|moon|call1|call2) "
    "(?:clubs|diamonds|hearts|spades|no-trump|low no-trump))$",
    "description": "pass; or the tricks bid and the strain: 7 clubs, 6 no-trump, 6 low "
    "no-trump; or a lone bid and its strain: moon hearts, call1 spades, call2 clubs.",
    "examples": ["7 clubs"],
}


def _object(properties: dict[str, Any]) -> dict[str, Any]:
    """An object with exactly these properties, all present."""
    return {
        "type": "object",
        "required": list(properties),
        "additionalProperties": False,
        "properties": properties,
    }


QUESTION = {
    "type": "object",
    "required": ["hand", "seat"],
    "additionalProperties": False,
    "properties": {
        "hand": {
            **cards_schema(
                8,
                12,
                DECKS_WITH_BENNY[48],
                "Your cards, 12 (8 with the 32-card deck), separated by spaces, commas, "
                "semicolons or +.",
            ),
            "examples": [EXAMPLE["hand"]],
        },
        "seat": {
            "type": "integer",
            "enum": list(SEATS),
            "description": "Your seat from the dealer's left: 1 bids first, 4 is the dealer.",
        },
        "bids": {
            "type": "array",
            "items": {"type": "string"},
            "default": [],
            "description": "The bids before yours in turn, from the dealer's left: "
            f"{BIDS_HELP}. Their number must bring the bidding round to your seat.",
            "examples": [split_bids(EXAMPLE["bids"])],
        },
        "score": {
            "type": "array",
            "items": {"type": "integer", "minimum": -MOST_SCORE, "maximum": MOST_SCORE},
            "minItems": 2,
            "maxItems": 2,
            "default": [0, 0],
            "description": "Our side's points, then theirs, before this hand (below zero "
            "after a set).",
        },
        "rules": rule_schema(Rules),
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

GRADE = _object(
    {
        "question": _object(
            {
                "hand": {"type": "array", "items": DOUBLE_CARD, "minItems": 8, "maxItems": 12},
                "seat": {"type": "integer", "enum": list(SEATS)},
                "bids": {"type": "array", "items": ACTION},
                "score": {
                    "type": "array",
                    "items": {"type": "integer", "minimum": -MOST_SCORE, "maximum": MOST_SCORE},
                    "minItems": 2,
                    "maxItems": 2,
                },
                "rules": {"type": "object", "description": "Every house rule, as applied."},
            }
        ),
        "best": ACTION,
        "close": {
            "type": "boolean",
            "description": "Whether the best two cannot be told apart over these deals.",
        },
        "deals": {"type": "integer", "minimum": 1, "description": "Deals each bid was played."},
        "seed": {"type": "integer", "minimum": 0, "maximum": MOST_SEED},
        "reason": {**_TEXT, "description": "Why the best bid is best, in a sentence."},
        "options": {
            "type": "array",
            "minItems": 1,
            "description": "Every sensible bid (passing; the lowest number in each strain, "
            "and any number made a quarter of the time; lone bids near every trick), best "
            "first.",
            "items": _object(
                {
                    "action": ACTION,
                    "label": _TEXT,
                    "points": {
                        **_NUMBER,
                        "description": "Mean points a hand, your side's less theirs.",
                    },
                    "low": {**_NUMBER, "description": "The 95% interval's low end."},
                    "high": _NUMBER,
                    "make_chance": {
                        **_SHARE,
                        "description": "The chance the bid is made if it stands (for a pass, "
                        "the bid standing's; 0 when none stands).",
                    },
                    "tricks": {
                        "type": "number",
                        "minimum": 0,
                        "description": "The tricks your side takes on average in the bid.",
                    },
                    "stands": {
                        **_SHARE,
                        "description": "How often the bid wins the auction, the players after "
                        "you bidding on (for a pass, how often the bid standing does).",
                    },
                    "diff": {
                        **_NUMBER,
                        "description": "Points a hand against the best, 0 for the best.",
                    },
                    "diff_low": _NUMBER,
                    "diff_high": _NUMBER,
                    "verdict": {
                        "type": "string",
                        "enum": list(VERDICTS),
                        "description": "Against the best: best, as good, mistake, or unclear "
                        "(too close to call over these deals).",
                    },
                }
            ),
        },
        "permalink": {
            "type": "string",
            "format": "uri",
            "description": "The analyzer's page for this question.",
        },
    }
)


def bid_euchre_paths(example: dict[str, Any]) -> dict[str, Any]:
    """The path, its example a real answer (the analyzer's example question)."""
    return {
        "/api/bid-euchre/bid": {
            "post": {
                "operationId": "gradeBidEuchreBid",
                "summary": "Grade every sensible Bid Euchre bid for a hand",
                "description": (
                    "Every sensible bid (and passing) played out over the same sampled deals "
                    "of the unseen cards, dealt to fit the bids before yours; the players "
                    "after you bid on by a strong rule-based player's rule. Ranked by points "
                    "a hand, your side's less theirs, each with its chance of being made, how "
                    "often it stands, and its verdict against the best. Takes a fraction of "
                    "a second to a few seconds."
                ),
                "requestBody": {
                    "required": True,
                    "content": {
                        "application/json": {
                            "schema": QUESTION,
                            "example": {
                                "hand": EXAMPLE["hand"],
                                "seat": int(EXAMPLE["seat"]),
                                "bids": split_bids(EXAMPLE["bids"]),
                                "score": [0, 0],
                                "rules": {"lone_bids": True},
                            },
                        }
                    },
                },
                "responses": responses(
                    "The bids, best first, with the reason.",
                    GRADE,
                    example,
                    "Bad input: not a JSON object, a missing or unknown field, an unknown or "
                    "repeated card, a hand of the wrong size, a seat, score or house rule out "
                    "of range, a bid not read or not allowed after the bids before it, or bids "
                    "that do not come round to your seat.",
                    "bids: at seat 3 the bids before yours are 2 (one a player), not 3",
                    field="bids",
                )
                | COSTLY_WORK,
            }
        }
    }
