"""Cribbage pages: /count scores a hand and explains every point; /discard ranks every way to
throw to the crib. Both answer a GET form, so the address is the permalink."""

from __future__ import annotations

from fractions import Fraction
from functools import partial

from flask import Blueprint

from webapp.calculator_pages import CalculatorPage
from webapp.calculators.discard import DiscardForm
from webapp.calculators.show import CountForm

bp = Blueprint("cribbage", __name__)


@bp.app_template_filter("points")
def points(value: Fraction | float) -> str:
    """Expected points to 2 decimals, with a true minus sign: 20.91, −1.43."""
    return f"{float(value):.2f}".replace("-", "−")


CalculatorPage.route(
    bp, "/count", CountForm, "cribbage/count.html", "partials/count_results.html", shown_as="show"
)
CalculatorPage.route(
    bp,
    "/discard",
    partial(DiscardForm, waits_for_cards=True),
    "cribbage/discard.html",
    "partials/discard_results.html",
    shown_as="discard",
)
