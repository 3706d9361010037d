"""POST /api/euchre/bid: every Euchre bid for a hand played out and graded, with the reasons;
the question's and the answer's JSON and its part of the OpenAPI document."""

from __future__ import annotations

from typing import Any

from flask.typing import ResponseReturnValue

from scoring.cards import EUCHRE_DECK
from scoring.euchre.bidding.situation import SEAT_NAMES
from scoring.euchre.options import Rules
from scoring.options import options_of
from webapp.api import bp
from webapp.api.cards import CARD, CARDS, card_list, cards_json
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
from webapp.calculators.bid import MOST_SEED, Graded, example_grade, read_bid_json
from webapp.calculators.schemas import cards_schema
from webapp.security import csrf_exempt


@bp.post("/euchre/bid")
@csrf_exempt  # a JSON question answered, nothing changed: no session, nothing to forge
def euchre_bid() -> ResponseReturnValue:
    return ask_json(read_bid_json, bid_json)


def bid_json(graded: Graded) -> dict[str, Any]:
    """A graded bid: the question, every option best first with its figures and how its deals
    ended, and the reasons (scoring.euchre.bidding.reasons)."""
    grade, explanation = graded
    situation = grade.situation
    return {
        "situation": {
            "hand": cards_json(situation.hand),
            "upcard": str(situation.upcard),
            "seat": situation.seat,
            "round": situation.round,
            "score": list(situation.score),
            "rules": situation.rules.to_dict(),
        },
        "basis": grade.basis,
        "close": grade.close,
        "deals": grade.deals,
        "seed": grade.seed,
        "best": grade.best.action,
        "options": [
            {
                "action": option.action,
                "label": option.label,
                "points": option.points,
                "low": option.low,
                "high": option.high,
                "win_chance": option.win_chance,
                "win_low": option.win_low,
                "win_high": option.win_high,
                "diff": option.diff,
                "diff_low": option.diff_low,
                "diff_high": option.diff_high,
                "acceptable": grade.acceptable(option.action),
                "verdict": explanation.verdict(option.action).text,
                "outcomes": [
                    {"text": tally.text, "deals": tally.deals, "points": tally.points}
                    for tally in option.outcomes
                ],
            }
            for option in grade.options
        ],
        "explanation": {
            "in_short": explanation.in_short,
            "summary": explanation.summary,
            "reasons": [
                {"topic": reason.topic, "text": reason.text, "cards": cards_json(reason.cards)}
                for reason in explanation.reasons
            ],
            "counts": [
                {
                    "suit": str(count.suit),
                    "items": [
                        {"text": item.text, "cards": cards_json(item.cards), "points": item.points}
                        for item in count.items
                    ],
                    "total": count.total,
                    "says": count.says,
                    "text": count.says_text,
                }
                for count in explanation.counts
            ],
            "rule_action": explanation.rule_action,
            "rule_agrees": explanation.rule_agrees,
            "rule": explanation.rule,
            "outcomes": explanation.outcomes,
            "method": explanation.method,
        },
    }


GAME_TO_MOST = max(c.value for o in options_of(Rules) if o.name == "game_to" for c in o.choices)

QUESTION = {
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
        "rules": rule_schema(Rules),
        "seed": asked_seed(MOST_SEED),
    },
}

ACTION = {
    "type": "string",
    "pattern": "^(?:pass|order|order_alone|call:[CDHS]|call_alone:[CDHS])$",
    "description": "pass, order (the dealer: pick up), order_alone, call:S, call_alone:S.",
}

GRADE = exact_object(
    {
        "situation": exact_object(
            {
                "hand": card_list(5, 5),
                "upcard": CARD,
                "seat": {"type": "integer", "enum": sorted(SEAT_NAMES)},
                "round": {"type": "integer", "enum": [1, 2]},
                "score": {
                    "type": "array",
                    "items": {"type": "integer", "minimum": 0},
                    "minItems": 2,
                    "maxItems": 2,
                },
                "rules": RULES_APPLIED,
            }
        ),
        "basis": {
            "type": "string",
            "enum": ["points", "win"],
            "description": "What the options are ranked by: points a hand, or (near the end "
            "of the game) the chance of winning it.",
        },
        "close": CLOSE,
        "deals": {"type": "integer", "minimum": 1, "description": "Deals each option was played."},
        "seed": seed(MOST_SEED),
        "best": ACTION,
        "options": {
            "type": "array",
            "minItems": 1,
            "description": "Every legal option, best first.",
            "items": exact_object(
                {
                    "action": ACTION,
                    "label": TEXT,
                    "points": {**NUMBER, "description": "Mean points a hand, ours minus theirs."},
                    "low": LOW,
                    "high": NUMBER,
                    "win_chance": SHARE,
                    "win_low": SHARE,
                    "win_high": SHARE,
                    "diff": {
                        **NUMBER,
                        "description": "The difference to the best, by the basis (points, or "
                        "chance of winning); 0 for the best.",
                    },
                    "diff_low": NUMBER,
                    "diff_high": NUMBER,
                    "acceptable": {
                        "type": "boolean",
                        "description": "The best, or not told apart from it.",
                    },
                    "verdict": {**TEXT, "description": "What choosing it would cost, in words."},
                    "outcomes": {
                        "type": "array",
                        "items": exact_object(
                            {
                                "text": TEXT,
                                "deals": {"type": "integer", "minimum": 1},
                                "points": {"type": "integer"},
                            }
                        ),
                    },
                }
            ),
        },
        "explanation": exact_object(
            {
                "in_short": {
                    **TEXT,
                    "description": "Why the best choice is best, in a plain sentence; when "
                    "the runner-up cannot be told from it, why that one is close too.",
                },
                "summary": TEXT,
                "reasons": {
                    "type": "array",
                    "items": exact_object({"topic": TEXT, "text": TEXT, "cards": CARDS}),
                },
                "counts": {
                    "type": "array",
                    "description": "The point count for the suits in question, item by item.",
                    "items": exact_object(
                        {
                            "suit": {"type": "string", "enum": ["C", "D", "H", "S"]},
                            "items": {
                                "type": "array",
                                "items": exact_object(
                                    {"text": TEXT, "cards": CARDS, "points": NUMBER}
                                ),
                            },
                            "total": NUMBER,
                            "says": {"type": "string", "enum": ["pass", "call", "alone"]},
                            "text": TEXT,
                        }
                    ),
                },
                "rule_action": ACTION,
                "rule_agrees": {"type": "boolean"},
                "rule": TEXT,
                "outcomes": TEXT,
                "method": TEXT,
            }
        ),
    }
)


def paths() -> dict[str, Any]:
    """The operation, its example a real answer (the analyzer's example hand)."""
    return {
        "/api/euchre/bid": question_operation(
            "gradeEuchreBid",
            "Grade every Euchre bid for a hand, with the reasons",
            "Every legal option (pass, order up, alone, name a suit) played out over the same "
            "sampled deals of the unseen cards, by players who see only their own cards; ranked "
            "by points a hand, or near the end of the game by the chance of winning it. The "
            "answer says why, with the point count item by item. Takes a fraction of a second "
            "to a second.",
            (
                QUESTION,
                {
                    "hand": "JH JD AH KS AC",
                    "upcard": "9H",
                    "seat": 1,
                    "round": 1,
                    "score": [0, 0],
                    "rules": {"all_pass": "redeal"},
                },
            ),
            ("The options, best first, and the reasons.", GRADE, bid_json(example_grade())),
            (
                "Bad input: not a JSON object, a missing or unknown field, an unknown or "
                "repeated card, a card outside the Euchre deck, a seat, round, score or house "
                "rule out of range.",
                "upcard: JH is the up-card, so it cannot also be in your hand",
            ),
            field="upcard",
        )
    }
