"""Cribbage pages: /count scores a hand and explains every point; /discard ranks every way to
throw to the crib. Both answer a GET form, so the address is the permalink."""

from __future__ import annotations

from fractions import Fraction

from flask import Blueprint, request
from flask.typing import ResponseReturnValue

from webapp.calculator_pages import address, answer
from webapp.calculators.discard import DiscardRequest, analyze_request
from webapp.calculators.show import ShowRequest, count_show

bp = Blueprint("cribbage", __name__)


@bp.app_template_filter("points")
def points(value: Fraction | float) -> str:
    """Expected points to 2 decimals, with a true minus sign: 20.91, −1.43."""
    return f"{float(value):.2f}".replace("-", "−")


@bp.get("/count")
def count() -> ResponseReturnValue:
    args = request.args
    submitted = "hand" in args or "starter" in args
    show = (
        count_show(args.get("hand"), args.get("starter"), args.get("crib"))
        if submitted
        else ShowRequest()
    )
    return answer(
        "cribbage/count.html",
        "partials/count_results.html",
        permalink=address(".count", show.query) if show.score else None,
        failed=bool(show.errors),
        show=show,
    )


@bp.get("/discard")
def discard() -> ResponseReturnValue:
    args = request.args
    submitted = any(name in args for name in ("cards", "dealer", "players"))
    asked = (
        analyze_request(args.get("cards"), args.get("dealer"), args.get("players"), blank_ok=True)
        if submitted
        else DiscardRequest()
    )
    return answer(
        "cribbage/discard.html",
        "partials/discard_results.html",
        permalink=address(".discard", asked.query) if asked.analysis else None,
        failed=bool(asked.errors),
        discard=asked,
    )
