"""Settle it: /settle, and its three calculators for the arguments at a table, each a GET form
whose address is the answer's permalink: /settle/pegging (a cribbage play, card by card),
/settle/trick (who takes a Euchre or Bid Euchre trick) and /settle/hand (what a Euchre or
Bid Euchre hand is worth). The game is a field (?game=bid-euchre), chosen by a link."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from flask import Blueprint, render_template
from flask.typing import ResponseReturnValue
from werkzeug.datastructures import MultiDict

from webapp.calculator_pages import CalculatorPage
from webapp.calculators.form import CalculatorForm
from webapp.calculators.hand import HAND_FORMS
from webapp.calculators.pegging import EXAMPLE, PeggingForm
from webapp.calculators.trick import EUCHRE, GAMES, TRICK_FORMS

F = TypeVar("F", bound=CalculatorForm[Any])

bp = Blueprint("settle", __name__, url_prefix="/settle")


@bp.get("")
def index() -> ResponseReturnValue:
    return render_template("settle/index.html")


def game_form(forms: Mapping[str, type[F]]) -> Callable[[MultiDict[str, str]], F]:
    """Read the query with the form of the game it names (Euchre when none); a game that is not
    one is the one mistake shown, over Euchre's form left blank."""

    def read(args: MultiDict[str, str]) -> F:
        text = args.get("game", EUCHRE)
        if text in forms:
            return forms[text](args)
        form = forms[EUCHRE]()
        form.fail("game", f"game is {' or '.join(GAMES)}, not '{text[:20]}'")
        return form

    return read


CalculatorPage.route(
    bp,
    "/pegging",
    PeggingForm,
    "settle/pegging.html",
    "settle/_pegging_fragment.html",
    context={"example": EXAMPLE},
)
CalculatorPage.route(
    bp,
    "/trick",
    game_form(TRICK_FORMS),
    "settle/trick.html",
    "settle/_trick_fragment.html",
    context={"games": GAMES},
)
CalculatorPage.route(
    bp,
    "/hand",
    game_form(HAND_FORMS),
    "settle/hand.html",
    "settle/_hand_fragment.html",
    context={"games": GAMES},
)
