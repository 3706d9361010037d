"""The one view of every calculator page (/count, /discard, the bid analyzer, the /settle pages):
its GET form read and settled, then the whole page, or for htmx the results fragment; 400 when
the form needs fixing; and the result's permalink, the page's own address with the canonical
query."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from flask import Blueprint, make_response, render_template, request, url_for
from flask.typing import ResponseReturnValue
from flask.views import View
from werkzeug.datastructures import MultiDict

from webapp.calculators.form import CalculatorForm
from webapp.htmx import wants_fragment

Asked = CalculatorForm[Any]


class CalculatorPage(View):
    """A calculator's page: `read` makes its form from the query, which is settled when it asks
    anything; the templates see the form as `shown_as`, with `context`."""

    methods = ["GET"]  # noqa: RUF012 (Flask's own attribute)
    init_every_request = False

    def __init__(
        self,
        read: Callable[[MultiDict[str, str]], Asked],
        page: str,
        fragment: str,
        *,
        shown_as: str = "asked",
        context: Mapping[str, object] | None = None,
    ) -> None:
        self.read = read
        self.page = page
        self.fragment = fragment
        self.shown_as = shown_as
        self.context = dict(context or {})

    @classmethod
    def route(cls, blueprint: Blueprint, rule: str, *args: Any, **kwargs: Any) -> None:
        """Serve the page at `rule`, its endpoint the rule's last part (/settle/trick: trick)."""
        endpoint = rule.rsplit("/", 1)[-1]
        blueprint.add_url_rule(rule, view_func=cls.as_view(endpoint, *args, **kwargs))

    def dispatch_request(self) -> ResponseReturnValue:
        form = self.read(request.args)
        if form.asked:
            form.settle()
        query = form.query
        return answer(
            self.page,
            self.fragment,
            permalink=address(str(request.endpoint), query) if query else None,
            failed=bool(form.messages),
            **{self.shown_as: form},
            **self.context,
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
