"""Analyse a Euchre bid: /euchre/bidding/analyse reads a question from its query (hand,
up-card, seat, round, score, house rules), grades every choice and says why. A GET form, so
the result's address is its permalink; htmx swaps in the result, and without JavaScript the
plain GET does the same."""

from __future__ import annotations

from typing import Any

from flask import make_response, render_template, request, url_for
from flask.typing import ResponseReturnValue

from webapp.calculators.bid import EXAMPLE, FIELDS, BidRequest, read_bid_query
from webapp.euchre.play import bp


@bp.get("/bidding/analyse")
def analyse() -> ResponseReturnValue:
    args = request.args
    submitted = any(name in args for name in FIELDS) or "ours" in args or "theirs" in args
    asked = read_bid_query(args) if submitted else BidRequest()
    query: dict[str, Any] = dict(asked.query)
    permalink = url_for(".analyse", **query) if asked.grade else None
    fragment = (
        request.headers.get("HX-Request") == "true"
        and "HX-History-Restore-Request" not in request.headers
    )
    html = render_template(
        "bidding/_results.html" if fragment else "bidding/analyse.html",
        asked=asked,
        example=EXAMPLE,
        permalink=permalink,
        full_permalink=None if permalink is None else request.host_url[:-1] + permalink,
    )
    response = make_response(html, 400 if asked.errors else 200)
    response.vary.add("HX-Request")
    if fragment and permalink:
        # The address bar shows the canonical permalink, whatever spelling was typed.
        response.headers["HX-Push-Url"] = permalink
    return response
