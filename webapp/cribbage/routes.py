"""Cribbage pages: /count scores a hand and explains every point; /discard ranks every way to
throw to the crib. Both answer a GET form, so the address is the permalink."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from flask import Blueprint, make_response, render_template, request, url_for
from flask.typing import ResponseReturnValue

from webapp.calculators.discard import DiscardRequest, analyze_request
from webapp.calculators.show import ShowRequest, count_show

bp = Blueprint("cribbage", __name__)


@bp.app_template_filter("points")
def points(value: Fraction | float) -> str:
    """Expected points to 2 decimals, with a true minus sign: 20.91, −1.43."""
    return f"{float(value):.2f}".replace("-", "−")


def _wants_fragment() -> bool:
    # htmx asks for a fragment; a history restore after a cache miss needs the whole page.
    return (
        request.headers.get("HX-Request") == "true"
        and "HX-History-Restore-Request" not in request.headers
    )


def _answer(
    page: str, fragment: str, *, permalink: str | None, failed: bool, **context: object
) -> ResponseReturnValue:
    """The whole page, or for htmx the results fragment; 400 when the form needs fixing.
    `permalink` is the result's address from this site's root; the page also shows it whole,
    with the scheme and host of the request."""
    wants_fragment = _wants_fragment()
    html = render_template(
        fragment if wants_fragment else page,
        permalink=permalink,
        full_permalink=None if permalink is None else request.host_url[:-1] + permalink,
        **context,
    )
    response = make_response(html, 400 if failed else 200)
    response.vary.add("HX-Request")
    if wants_fragment and permalink:
        # The address bar shows the canonical permalink, whatever spelling was typed.
        response.headers["HX-Push-Url"] = permalink
    return response


@bp.get("/count")
def count() -> ResponseReturnValue:
    args = request.args
    submitted = "hand" in args or "starter" in args
    show = (
        count_show(args.get("hand"), args.get("starter"), args.get("crib"))
        if submitted
        else ShowRequest()
    )
    return _answer(
        "cribbage/count.html",
        "partials/count_results.html",
        permalink=_address(".count", show.query) if show.score else None,
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
    return _answer(
        "cribbage/discard.html",
        "partials/discard_results.html",
        permalink=_address(".discard", asked.query) if asked.analysis else None,
        failed=bool(asked.errors),
        discard=asked,
    )


def _address(endpoint: str, query: dict[str, str]) -> str:
    """The page's address with `query` as its query string: the permalink of a result."""
    values: dict[str, Any] = dict(query)
    return url_for(endpoint, **values)
