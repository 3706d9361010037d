"""Analyze a Euchre bid: /euchre/bidding/analyse reads a question from its query (hand,
up-card, seat, round, score, house rules), grades every choice and says why. A GET form, so
the result's address is its permalink; htmx swaps in the result, and without JavaScript the
plain GET does the same."""

from __future__ import annotations

from webapp.calculator_pages import CalculatorPage
from webapp.calculators.bid import EXAMPLE, BidForm
from webapp.euchre.play import bp

CalculatorPage.route(
    bp,
    "/bidding/analyse",
    BidForm,
    "bidding/analyse.html",
    "bidding/_results.html",
    context={"example": EXAMPLE},
)
