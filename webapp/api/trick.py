"""GET /api/euchre/trick and /api/bid-euchre/trick: who takes a trick and why, each card's role
and any card not allowed; the ruling's JSON and its part of the OpenAPI document."""

from __future__ import annotations

from typing import Any

from flask import request
from flask.typing import ResponseReturnValue

from scoring.tricks.seats import SEATS
from scoring.tricks.settle import TrickRuling
from scoring.tricks.strain import strain_text
from webapp.api import bp
from webapp.api.operations import Bad, query_operation
from webapp.api.questions import answer_to, ask
from webapp.api.schemas import SEAT_NAME, SIDE_NAME, TEXT, exact_object
from webapp.calculators.trick import BID_EUCHRE, EUCHRE, TRICK_FORMS

# The document's example questions, one a game.
EXAMPLES = {
    EUCHRE: {"trump": "H", "cards": "AH TC JD 9S", "west": "TC 9H AS KS QS"},
    BID_EUCHRE: {"trump": "no-trump", "cards": "AS KS AS 9S"},
}


@bp.get("/euchre/trick", defaults={"game": EUCHRE})
@bp.get("/bid-euchre/trick", defaults={"game": BID_EUCHRE})
def trick(game: str) -> ResponseReturnValue:
    return ask(TRICK_FORMS[game](request.args), trick_json)


def trick_json(ruling: TrickRuling) -> dict[str, Any]:
    """A trick's ruling: each card with who played it, what it does and why it could not be
    played (if so); the winner and why."""
    return {
        "trump": strain_text(ruling.trump, ruling.low),
        "strain": ruling.strain,
        "out": [SEATS[seat] for seat in ruling.out],
        "plays": [
            {
                "seat": play.player,
                "card": str(play.card),
                "note": play.note,
                "problem": play.problem,
            }
            for play in ruling.plays
        ],
        "winner": {
            "seat": ruling.winner.player,
            "card": str(ruling.winner.card),
            "index": ruling.reason.winner,
        },
        "side": ruling.side,
        "reason": ruling.reason.text,
        "legal": not ruling.problems,
    }


TRICK = exact_object(
    {
        "trump": {"type": "string", "description": "C, D, H, S, no-trump or low-no-trump."},
        "strain": TEXT,
        "out": {"type": "array", "items": SEAT_NAME, "maxItems": 2},
        "plays": {
            "type": "array",
            "minItems": 2,
            "maxItems": 4,
            "items": exact_object(
                {
                    "seat": SEAT_NAME,
                    "card": {"type": "string", "description": "A card; a prime for a copy."},
                    "note": {**TEXT, "description": "What the card does, when not plain."},
                    "problem": {**TEXT, "description": "Why it could not be played, or empty."},
                }
            ),
        },
        "winner": exact_object(
            {
                "seat": SEAT_NAME,
                "card": TEXT,
                "index": {"type": "integer", "minimum": 0, "maximum": 3},
            }
        ),
        "side": SIDE_NAME,
        "reason": {**TEXT, "description": "Why the winner takes it."},
        "legal": {"type": "boolean", "description": "No card was shown not allowed."},
    }
)


def paths() -> dict[str, Any]:
    """The two games' operations, their examples real answers (EXAMPLES)."""
    bad: Bad = (
        "Bad input: a missing parameter, an unknown or repeated card, the wrong number of "
        "cards for the seats in play, a trump, seat or house rule not read, a hand without "
        "the card its seat played.",
        "cards: a trick here has 4 cards, one for each player in the hand; 2 given",
    )
    return {
        "/api/euchre/trick": query_operation(
            "settleEuchreTrick",
            "Who takes a Euchre trick, and why",
            "The 24-card deck. Each card's role (the bowers, trumping in, overtrumping), the "
            "winner and why; given the hands, each card that did not follow suit.",
            TRICK_FORMS[EUCHRE],
            ("The trick's ruling.", TRICK, _example(EUCHRE)),
            bad,
        ),
        "/api/bid-euchre/trick": query_operation(
            "settleBidEuchreTrick",
            "Who takes a Bid Euchre trick, and why",
            "The double deck of the house rules (and the Benny, JK, with it); of two "
            "identical cards the first played wins; low no-trump's lowest card wins.",
            TRICK_FORMS[BID_EUCHRE],
            ("The trick's ruling.", TRICK, _example(BID_EUCHRE)),
            bad,
        ),
    }


def _example(game: str) -> dict[str, Any]:
    return trick_json(answer_to(TRICK_FORMS[game], EXAMPLES[game]))
