"""POST /api/bid-euchre/bid: every sensible Bid Euchre bid for a hand played out and graded; the
question (webapp.calculators.bid_euchre), the answer's JSON and its part of the OpenAPI
document."""

from __future__ import annotations

from typing import Any

from flask import url_for
from flask.typing import ResponseReturnValue

from scoring.bideuchre.bidding.grading import BidGrade
from scoring.bideuchre.bidding.reasons import why
from scoring.bideuchre.options import DECKS_WITH_BENNY, Rules
from scoring.review import VERDICTS
from webapp.api import bp
from webapp.api.cards import card_list, cards_json
from webapp.api.operations import question_operation
from webapp.api.questions import ask_json
from webapp.api.schemas import (
    CLOSE,
    LOW,
    NUMBER,
    RULES_APPLIED,
    SHARE,
    TEXT,
    asked_seed,
    exact_object,
    rule_schema,
    seed,
)
from webapp.calculators.bid_euchre import (
    BIDS_HELP,
    EXAMPLE,
    MOST_SEED,
    SEATS,
    example_grade,
    question_query,
    read_bid_euchre_json,
    split_bids,
)
from webapp.calculators.schemas import cards_schema
from webapp.security import csrf_exempt


@bp.post("/bid-euchre/bid")
@csrf_exempt  # a JSON question answered, nothing changed: no session, nothing to forge
def bid_euchre_bid() -> ResponseReturnValue:
    return ask_json(read_bid_euchre_json, bid_euchre_json)


def bid_euchre_json(grade: BidGrade) -> dict[str, Any]:
    """A graded Bid Euchre bid: the question, every option graded best first with its figures
    and its verdict against the best, the reason, and the analyzer's page for it."""
    question = grade.question
    return {
        "question": {
            "hand": cards_json(question.hand),
            "seat": question.seat,
            "bids": list(question.bids),
            "score": list(question.score),
            "rules": question.rules.to_dict(),
        },
        "best": grade.best.action,
        "close": grade.close,
        "deals": grade.deals,
        "seed": grade.seed,
        "reason": why(grade).in_short,
        "options": [
            {
                "action": option.action,
                "label": option.label,
                "points": option.points,
                "low": option.low,
                "high": option.high,
                "make_chance": option.make_chance,
                "tricks": option.tricks,
                "stands": option.stands,
                "diff": option.diff,
                "diff_low": option.diff_low,
                "diff_high": option.diff_high,
                "verdict": grade.verdict(option.action),
            }
            for option in grade.options
        ],
        "permalink": url_for("bideuchre.analyse", **question_query(question), _external=True),
    }


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
        "seed": asked_seed(MOST_SEED),
    },
}

GRADE = exact_object(
    {
        "question": exact_object(
            {
                "hand": card_list(8, 12, DOUBLE_CARD),
                "seat": {"type": "integer", "enum": list(SEATS)},
                "bids": {"type": "array", "items": ACTION},
                "score": {
                    "type": "array",
                    "items": {"type": "integer", "minimum": -MOST_SCORE, "maximum": MOST_SCORE},
                    "minItems": 2,
                    "maxItems": 2,
                },
                "rules": RULES_APPLIED,
            }
        ),
        "best": ACTION,
        "close": CLOSE,
        "deals": {"type": "integer", "minimum": 1, "description": "Deals each bid was played."},
        "seed": seed(MOST_SEED),
        "reason": {**TEXT, "description": "Why the best bid is best, in a sentence."},
        "options": {
            "type": "array",
            "minItems": 1,
            "description": "Every sensible bid (passing; the lowest number in each strain, "
            "and any number made a quarter of the time; lone bids near every trick), best "
            "first.",
            "items": exact_object(
                {
                    "action": ACTION,
                    "label": TEXT,
                    "points": {
                        **NUMBER,
                        "description": "Mean points a hand, your side's less theirs.",
                    },
                    "low": LOW,
                    "high": NUMBER,
                    "make_chance": {
                        **SHARE,
                        "description": "The chance the bid is made if it stands (for a pass, "
                        "the bid standing's; 0 when none stands).",
                    },
                    "tricks": {
                        "type": "number",
                        "minimum": 0,
                        "description": "The tricks your side takes on average in the bid.",
                    },
                    "stands": {
                        **SHARE,
                        "description": "How often the bid wins the auction, the players after "
                        "you bidding on (for a pass, how often the bid standing does).",
                    },
                    "diff": {
                        **NUMBER,
                        "description": "Points a hand against the best, 0 for the best.",
                    },
                    "diff_low": NUMBER,
                    "diff_high": NUMBER,
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


def paths() -> dict[str, Any]:
    """The operation, its example a real answer (the analyzer's example question)."""
    return {
        "/api/bid-euchre/bid": question_operation(
            "gradeBidEuchreBid",
            "Grade every sensible Bid Euchre bid for a hand",
            "Every sensible bid (and passing) played out over the same sampled deals of the "
            "unseen cards, dealt to fit the bids before yours; the players after you bid on by "
            "a strong rule-based player's rule. Ranked by points a hand, your side's less "
            "theirs, each with its chance of being made, how often it stands, and its verdict "
            "against the best. Takes a fraction of a second to a few seconds.",
            (
                QUESTION,
                {
                    "hand": EXAMPLE["hand"],
                    "seat": int(EXAMPLE["seat"]),
                    "bids": split_bids(EXAMPLE["bids"]),
                    "score": [0, 0],
                    "rules": {"lone_bids": True},
                },
            ),
            ("The bids, best first, with the reason.", GRADE, bid_euchre_json(example_grade())),
            (
                "Bad input: not a JSON object, a missing or unknown field, an unknown or "
                "repeated card, a hand of the wrong size, a seat, score or house rule out of "
                "range, a bid not read or not allowed after the bids before it, or bids that do "
                "not come round to your seat.",
                "bids: at seat 3 the bids before yours are 2 (one a player), not 3",
            ),
            field="bids",
        )
    }
