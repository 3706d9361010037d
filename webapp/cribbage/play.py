"""Play cribbage against the computer: /cribbage/play starts a game (or resumes one), and
/cribbage/games/<id> is the table, one POST per decision of yours, saved before the answer.
The routes are the computer table's (webapp/tables.py); cribbage says its part in table.py."""

from __future__ import annotations

import re

from flask import Blueprint
from markupsafe import Markup, escape

from webapp.cribbage.table import CRIBBAGE
from webapp.tables import add_table_routes

bp = Blueprint("play", __name__, url_prefix="/cribbage")

CARD_TEXT = re.compile(r"(?:10|[A2-9JQK])([♣♦♥♠])")


@bp.app_template_filter("suited")
def suited(text: str) -> Markup:
    """An engine text with each card in it ('5♥') in its suit's colour."""

    def colour(match: re.Match[str]) -> str:
        red = match.group(1) in "♦♥"
        return f'<span class="{"suit-red" if red else "suit-black"}">{match.group(0)}</span>'

    return Markup(CARD_TEXT.sub(colour, str(escape(text))))


add_table_routes(bp, CRIBBAGE)
