"""Rules pages: the rules each engine follows, and which options change them."""

from __future__ import annotations

from flask import Blueprint, render_template
from flask.typing import ResponseReturnValue

from scoring.cards import parse_cards
from scoring.cribbage import Rules, score_hand, score_play

bp = Blueprint("rules", __name__, url_prefix="/rules")

# Worked examples on the page are scored by the engines, never typed in by hand.
_PEGGING_EXAMPLES = ("7H 9C 6D 8S", "7H 6C 8D 6S", "5H 5C 5D", "KH 5C")


@bp.get("/cribbage")
def cribbage() -> ResponseReturnValue:
    return render_template(
        "rules/cribbage.html",
        defaults=Rules(),
        pegging=[(parse_cards(pile), score_play(parse_cards(pile))) for pile in _PEGGING_EXAMPLES],
        double_run=score_hand("3H 4C 5D 5S", "KC"),
        crib_flush=score_hand("AH 3H 7H 9H", "KC", crib=True),
    )
