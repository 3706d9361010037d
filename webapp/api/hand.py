"""GET /api/euchre/hand and /api/bid-euchre/hand: what a hand is worth, each side's points and
why, as the engine scored it; the answer's JSON and its part of the OpenAPI document."""

from __future__ import annotations

from typing import Any

from flask import request
from flask.typing import ResponseReturnValue

from scoring.bideuchre.settle import ContractWorth
from scoring.euchre.settle import HandWorth
from scoring.tricks.seats import SEATS, SIDES
from scoring.tricks.strain import strain_text
from webapp.api import bp
from webapp.api.operations import Bad, query_operation
from webapp.api.questions import answer_to, ask
from webapp.api.schemas import SEAT_NAME, SIDE_NAME, TEXT, exact_object
from webapp.calculators.hand import HAND_FORMS
from webapp.calculators.trick import BID_EUCHRE, EUCHRE

# The document's example questions, one a game.
EXAMPLES = {
    EUCHRE: {"maker": "north", "trump": "H", "tricks": "4", "alone": "true"},
    BID_EUCHRE: {"bidder": "south", "bid": "8", "trump": "no-trump", "tricks": "5"},
}


@bp.get("/euchre/hand", defaults={"game": EUCHRE})
@bp.get("/bid-euchre/hand", defaults={"game": BID_EUCHRE})
def hand(game: str) -> ResponseReturnValue:
    return ask(HAND_FORMS[game](request.args), hand_json)


def hand_json(worth: HandWorth | ContractWorth) -> dict[str, Any]:
    """A hand's worth: the hand as settled, the points of each side that scores and why."""
    if isinstance(worth, HandWorth):
        hand = worth
        return {
            "game": EUCHRE,
            "setting": hand.setting,
            "rules": hand.rules.to_dict(),
            "scores": [
                {
                    "side": hand.scorers,
                    "points": hand.result.points,
                    "category": str(hand.result.category),
                    "text": hand.said,
                }
            ],
            "scoring": hand.scoring,
        }
    contract = worth.contract
    return {
        "game": BID_EUCHRE,
        "setting": worth.setting,
        "rules": worth.rules.to_dict(),
        "contract": {
            "bidder": SEATS[contract.bidder],
            "tricks": contract.tricks,
            "trump": strain_text(contract.trump, contract.low),
            "lone": None if contract.lone is None else contract.lone.value,
            "words": contract.words,
        },
        "made": worth.score.made,
        "scores": [
            {
                "side": side,
                "tricks": worth.tricks[SIDES.index(side)],
                "points": points,
                "text": why,
            }
            for side, points, why in worth.lines
        ],
    }


SCORE_LINE = {"side": SIDE_NAME, "points": {"type": "integer"}, "text": TEXT}
HAND = {
    "oneOf": [
        exact_object(
            {
                "game": {"const": "euchre"},
                "setting": TEXT,
                "rules": {"type": "object"},
                "scores": {
                    "type": "array",
                    "minItems": 1,
                    "maxItems": 1,
                    "items": exact_object({**SCORE_LINE, "category": TEXT}),
                },
                "scoring": {"type": "array", "items": TEXT},
            }
        ),
        exact_object(
            {
                "game": {"const": "bid-euchre"},
                "setting": TEXT,
                "rules": {"type": "object"},
                "contract": exact_object(
                    {
                        "bidder": SEAT_NAME,
                        "tricks": {"type": "integer", "minimum": 1, "maximum": 12},
                        "trump": TEXT,
                        "lone": {
                            "type": ["string", "null"],
                            "enum": ["call2", "call1", "moon", None],
                        },
                        "words": TEXT,
                    }
                ),
                "made": {"type": "boolean"},
                "scores": {
                    "type": "array",
                    "minItems": 2,
                    "maxItems": 2,
                    "description": "The bidders, then the defenders.",
                    "items": exact_object({**SCORE_LINE, "tricks": {"type": "integer"}}),
                },
            }
        ),
    ]
}


def paths() -> dict[str, Any]:
    """The two games' operations, their examples real answers (EXAMPLES)."""
    bad: Bad = (
        "Bad input: a missing parameter, a seat, trump, number or house rule not read, or a "
        "hand that could not have been played so under the house rules chosen.",
        "defender: defending alone is a house rule: turn on 'Defend alone' to score it",
    )
    return {
        "/api/euchre/hand": query_operation(
            "settleEuchreHand",
            "What a Euchre hand is worth",
            "Scored by the engine under the house rules given: making it, a march, a lone "
            "march, euchred, a defender alone, a renege.",
            HAND_FORMS[EUCHRE],
            ("Who scores, how much and why.", HAND, _example(EUCHRE)),
            bad,
        ),
        "/api/bid-euchre/hand": query_operation(
            "settleBidEuchreHand",
            "What a Bid Euchre hand is worth",
            "The contract and the bidders' tricks (the defenders took the rest), scored by "
            "the engine under the house rules given: made, set (minus the bid), lone bids.",
            HAND_FORMS[BID_EUCHRE],
            ("Each side's points and why.", HAND, _example(BID_EUCHRE)),
            bad,
        ),
    }


def _example(game: str) -> dict[str, Any]:
    return hand_json(answer_to(HAND_FORMS[game], EXAMPLES[game]))
