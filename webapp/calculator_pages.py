"""How every calculator page answers its GET form (/count, /discard, the bid analyzer, the
/settle pages): the whole page, or for htmx the results fragment; 400 when the form needs
fixing; and the result's permalink, the page's own address with the canonical query."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from flask import make_response, render_template, request, url_for
from flask.typing import ResponseReturnValue


def wants_fragment() -> bool:
    """htmx asks for a fragment; a history restore after a cache miss needs the whole page."""
    return (
        request.headers.get("HX-Request") == "true"
        and "HX-History-Restore-Request" not in request.headers
    )


def answer(
    page: str, fragment: str, *, permalink: str | None, failed: bool, **context: object
) -> ResponseReturnValue:
    """The whole page, or for htmx the results fragment; 400 when the form needs fixing.
    `permalink` is the result's address from this site's root; the page also shows it whole,
    with the scheme and host of the request."""
    partial = wants_fragment()
    html = render_template(
        fragment if partial else page,
        permalink=permalink,
        full_permalink=None if permalink is None else request.host_url[:-1] + permalink,
        **context,
    )
    response = make_response(html, 400 if failed else 200)
    response.vary.add("HX-Request")
    if partial and permalink:
        # The address bar shows the canonical permalink, whatever spelling was typed.
        response.headers["HX-Push-Url"] = permalink
    return response


def address(endpoint: str, query: Mapping[str, Any]) -> str:
    """The page's address with `query` as its query string: the permalink of a result."""
    values: dict[str, Any] = dict(query)
    return url_for(endpoint, **values)
