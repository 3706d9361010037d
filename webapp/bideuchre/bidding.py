"""Analyze a Bid Euchre bid: /bid-euchre/bidding/analyse reads a question from its query (your
hand, your seat, the bids before yours, the score, the house rules), plays every sensible bid
out and ranks them. A GET form, so the result's address is its permalink; htmx swaps in the
result, and without JavaScript the plain GET does the same."""

from __future__ import annotations

from webapp.bideuchre.graded_bid import graded_bid
from webapp.bideuchre.play import bp
from webapp.calculator_pages import CalculatorPage
from webapp.calculators.bid_euchre import BIDS_HELP, EXAMPLE, BidEuchreForm

# The grade's macro (templates/bideuchre/bidding/_grade.html) reads a grade through this, on
# the analyzer and in the drills alike.
bp.add_app_template_global(graded_bid, "graded_bid")

CalculatorPage.route(
    bp,
    "/bidding/analyse",
    BidEuchreForm,
    "bideuchre/bidding/analyse.html",
    "bideuchre/bidding/_results.html",
    context={"example": EXAMPLE, "bids_help": BIDS_HELP},
)
