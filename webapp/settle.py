"""Settle it: /settle, and its three calculators for the arguments at a table, each a GET form
whose address is the answer's permalink: /settle/pegging (a cribbage play, card by card),
/settle/trick (who takes a Euchre or Bid Euchre trick) and /settle/hand (what a Euchre or
Bid Euchre hand is worth). The game is a field (?game=bid-euchre), chosen by a link."""

from __future__ import annotations

from flask import Blueprint, render_template, request
from flask.typing import ResponseReturnValue

from webapp.calculator_pages import address, answer
from webapp.calculators import hand as hand_calculator
from webapp.calculators import pegging as pegging_calculator
from webapp.calculators import trick as trick_calculator
from webapp.calculators.trick import EUCHRE, GAMES

bp = Blueprint("settle", __name__, url_prefix="/settle")


@bp.get("")
def index() -> ResponseReturnValue:
    return render_template("settle/index.html")


@bp.get("/pegging")
def pegging() -> ResponseReturnValue:
    args = request.args
    submitted = any(name in args for name in pegging_calculator.FIELDS)
    asked = (
        pegging_calculator.read_pegging_query(args)
        if submitted
        else pegging_calculator.PeggingRequest()
    )
    return answer(
        "settle/pegging.html",
        "settle/_pegging_fragment.html",
        permalink=address(".pegging", asked.query) if asked.record else None,
        failed=bool(asked.errors),
        asked=asked,
        example=pegging_calculator.EXAMPLE,
    )


@bp.get("/trick")
def trick() -> ResponseReturnValue:
    args = request.args
    game, wrong = _game()
    fields = set(trick_calculator.FIELDS) - {"game"}
    if wrong:
        asked = trick_calculator.TrickRequest(errors={"game": wrong})
    elif any(name in args for name in fields):
        asked = trick_calculator.read_trick_query(args, game)
    else:
        asked = trick_calculator.TrickRequest(game=game)
    return answer(
        "settle/trick.html",
        "settle/_trick_fragment.html",
        permalink=address(".trick", asked.query) if asked.ruling else None,
        failed=bool(asked.errors),
        asked=asked,
        games=GAMES,
    )


@bp.get("/hand")
def hand() -> ResponseReturnValue:
    args = request.args
    game, wrong = _game()
    fields = set(hand_calculator.FIELDS[game])
    if wrong:
        asked = hand_calculator.HandRequest(errors={"game": wrong})
    elif any(name in args for name in fields):
        asked = hand_calculator.read_hand_query(args, game)
    else:
        asked = hand_calculator.blank_hand(game)
    return answer(
        "settle/hand.html",
        "settle/_hand_fragment.html",
        permalink=address(".hand", asked.query) if asked.settled else None,
        failed=bool(asked.errors),
        asked=asked,
        games=GAMES,
    )


def _game() -> tuple[str, str]:
    """The game the query names (Euchre when none), and what is wrong with it, if anything."""
    text = request.args.get("game", EUCHRE)
    if text in GAMES:
        return text, ""
    named = " or ".join(GAMES)
    return EUCHRE, f"game is {named}, not '{text[:20]}'"
