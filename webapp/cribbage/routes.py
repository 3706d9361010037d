"""The dispute settler: /count scores a hand and explains every point, with a permalink."""

from __future__ import annotations

from flask import Blueprint, make_response, render_template, request, url_for
from flask.typing import ResponseReturnValue

from scoring.cards import standard_deck
from webapp.cribbage.show import ShowRequest, count_show

bp = Blueprint("cribbage", __name__)


def _wants_fragment() -> bool:
    # htmx asks for a fragment; a history restore after a cache miss needs the whole page.
    return (
        request.headers.get("HX-Request") == "true"
        and "HX-History-Restore-Request" not in request.headers
    )


@bp.get("/count")
def count() -> ResponseReturnValue:
    args = request.args
    submitted = "hand" in args or "starter" in args
    show = (
        count_show(args.get("hand"), args.get("starter"), args.get("crib"))
        if submitted
        else ShowRequest()
    )
    permalink = url_for(".count", **show.query) if show.score else None
    fragment = _wants_fragment()
    template = "partials/count_results.html" if fragment else "cribbage/count.html"
    html = render_template(template, show=show, permalink=permalink, deck=standard_deck())
    response = make_response(html, 400 if show.errors else 200)
    response.vary.add("HX-Request")
    if fragment and permalink:
        # The address bar shows the canonical permalink, whatever spelling was typed.
        response.headers["HX-Push-Url"] = permalink
    return response
