"""Analyze a Euchre bid: /euchre/bidding/analyse reads a question from its query (hand,
up-card, seat, round, score, house rules), grades every choice and says why. A GET form, so
the result's address is its permalink; htmx swaps in the result, and without JavaScript the
plain GET does the same."""

from __future__ import annotations

from flask import request
from flask.typing import ResponseReturnValue

from webapp.calculator_pages import address, answer
from webapp.calculators.bid import EXAMPLE, FIELDS, BidRequest, read_bid_query
from webapp.euchre.play import bp


@bp.get("/bidding/analyse")
def analyse() -> ResponseReturnValue:
    args = request.args
    submitted = any(name in args for name in FIELDS) or "ours" in args or "theirs" in args
    asked = read_bid_query(args) if submitted else BidRequest()
    return answer(
        "bidding/analyse.html",
        "bidding/_results.html",
        permalink=address(".analyse", asked.query) if asked.grade else None,
        failed=bool(asked.errors),
        asked=asked,
        example=EXAMPLE,
    )
