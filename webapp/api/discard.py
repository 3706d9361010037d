"""GET /api/cribbage/discard: every way to throw to the crib, ranked for points or the game,
with exact expectations; the answer's JSON and its part of the OpenAPI document."""

from __future__ import annotations

from typing import Any

from flask import request
from flask.typing import ResponseReturnValue

from scoring.cribbage.rules import SKUNK_LINES
from scoring.verdicts import VERDICTS
from webapp.api import bp
from webapp.api.cards import card_list, cards_json
from webapp.api.operations import query_operation
from webapp.api.questions import ask
from webapp.calculators.discard import DiscardAnswer, DiscardForm, RankedThrow, example_answer


@bp.get("/cribbage/discard")
def cribbage_discard() -> ResponseReturnValue:
    return ask(DiscardForm(request.args), discard_json)


def discard_json(answer: DiscardAnswer) -> dict[str, Any]:
    """The engine's figures: expectations as floats, and exactly as fractions ("383/23"); the
    options in the evaluation's order, each with its pegging term (two players), its value in
    the evaluation's measure (points, or the chance of winning) with its 95% interval, and
    its verdict."""
    analysis = answer.analysis
    evaluation = answer.evaluation
    return {
        "cards": cards_json(analysis.cards),
        "dealer": analysis.dealer,
        "players": analysis.players,
        "score": None if answer.score is None else list(answer.score),
        "to": answer.game_to,
        "model": analysis.model,
        "starters": analysis.starters,
        "crib_cases": analysis.crib_cases,
        "measure": evaluation.measure,
        "ranked_by": evaluation.ranked_by,
        "basis": evaluation.basis,
        "deals": evaluation.deals,
        "options": [_throw_json(ranked) for ranked in answer.ranked],
    }


def _throw_json(ranked: RankedThrow) -> dict[str, Any]:
    """One way to throw: the analyzer's exact figures, then the evaluation's."""
    option = ranked.option
    return {
        "keep": cards_json(option.kept),
        "throw": cards_json(option.thrown),
        "hand_ev": float(option.hand_ev),
        "hand_min": option.hand_min,
        "hand_max": option.hand_max,
        "hand_before_starter": option.hand_before_starter,
        "hand_distribution": {
            str(score): starters for score, starters in option.hand_distribution.items()
        },
        "crib_ev": float(option.crib_ev),
        "net_ev": float(option.net_ev),
        "hand_ev_exact": str(option.hand_ev),
        "crib_ev_exact": str(option.crib_ev),
        "net_ev_exact": str(option.net_ev),
        "reason": option.reason,
        "pegging": ranked.pegging,
        "value": ranked.evaluated.value,
        "low": ranked.evaluated.low,
        "high": ranked.evaluated.high,
        "verdict": ranked.verdict,
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
        "cards": card_list(5, 6),
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
                    "keep": card_list(4, 4),
                    "throw": card_list(1, 2),
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


def paths() -> dict[str, Any]:
    """The operation, its example a real answer (the form's example hand, dealing)."""
    return {
        "/api/cribbage/discard": query_operation(
            "analyzeCribbageDiscard",
            "Rank every way to throw to the crib, for points or the game",
            "Exact expected hand, crib and net points for each discard, every unseen card "
            "equally likely (see `model` in the answer), and with two players the fitted "
            "pegging term. The options come in the order of the throw's evaluation (`measure`, "
            "`ranked_by`): by points (hand + crib + pegging; with 3 or 4 players hand + crib, "
            "as there is no pegging fit), or, with two players and a `score` where either side "
            "is within 40 of the target, by the chance of winning, each throw played out over "
            "sampled deals (a few tenths of a second; costly work, kept for the next asker). "
            "Cards are written as for /api/cribbage/score.",
            DiscardForm,
            ("Every discard, best first.", DISCARD, discard_json(example_answer())),
            (
                "Bad input: a missing parameter, an unknown or repeated card, the wrong number "
                "of cards for the players, a dealer that is not true/false, players not 2, 3 "
                "or 4, a score that is not two whole numbers below the target, or a score with "
                "3 or 4 players.",
                "cards: with 2 players you are dealt 6 cards; 5 given",
            ),
            costly=True,
        )
    }
