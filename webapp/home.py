"""The home page: what the site does and where to start."""

from __future__ import annotations

from flask import Blueprint, render_template
from flask.typing import ResponseReturnValue

from scoring.cards import parse_cards

bp = Blueprint("home", __name__)


@bp.get("/")
def index() -> ResponseReturnValue:
    # The best hand in cribbage, 29: three fives and the jack, the fourth five cut.
    return render_template("home/index.html", hero_cards=parse_cards("5H 5C 5S JD 5D"))
