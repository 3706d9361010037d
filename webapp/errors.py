"""Error responses: plain-language HTML pages, and JSON `{"error": ...}` under /api; and the
error that stops the app from starting with a configuration it cannot run with."""

from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta

import click
from flask import Flask, Response, jsonify, render_template, request
from flask_wtf.csrf import CSRFError
from werkzeug.exceptions import HTTPException, InternalServerError, MethodNotAllowed, NotFound

API_PREFIX = "/api"


class ConfigError(click.ClickException):
    """The app cannot start with this configuration; the message says what to set.

    A ClickException, so that `flask ...` commands print the message, not a traceback."""


# What a person reading the page should know, by status code.
MESSAGES = {
    400: (
        "That request could not be understood",
        "Something in the address or the form was not in a shape the site can read. "
        "Go back, check what you entered, and try again.",
    ),
    404: (
        "Page not found",
        "There is no page at this address. It may have been mistyped, or the link may be old.",
    ),
    405: (
        "That is not how this page is used",
        "This address exists, but not for this kind of request. "
        "Use the links and forms on the site to get there.",
    ),
    413: (
        "That was more than this site takes",
        "What was sent is far larger than any form on this site, so it was not read and "
        "nothing was saved. Go back and send the form again with less in it.",
    ),
    429: (
        "Too many requests",
        "That was a great many requests from your connection in a short time, so this one "
        "was not carried out.",
    ),
    503: (
        "The site is busy working out other answers",
        "Answers that take the computer a second or two (grading a bid over many deals, "
        "reviewing a hand, dealing a new game) are worked out a few at a time, and every place "
        "is taken just now; nothing was lost.",
    ),
    500: (
        "Something went wrong on our side",
        "The site hit an error while answering. It is not something you did; "
        "try again in a moment.",
    ),
}
CSRF_MESSAGE = (
    "The form has expired or did not come from this site",
    "To keep your account safe, forms carry a token from the page they are on. "
    "Reload the page and send the form again.",
)


def init_app(app: Flask) -> None:
    app.register_error_handler(HTTPException, _http_error)


def _is_api() -> bool:
    return request.path == API_PREFIX or request.path.startswith(API_PREFIX + "/")


def _http_error(error: HTTPException) -> tuple[Response | str, int, dict[str, str]]:
    code = error.code or 500
    headers = {}
    if isinstance(error, MethodNotAllowed) and error.valid_methods:
        headers["Allow"] = ", ".join(error.valid_methods)
    # When to try again, for an answer that says so (429, 503).
    headers.update((name, value) for name, value in error.get_headers() if name == "Retry-After")
    if code == 413:
        # The rest of the body is never read: the connection cannot carry another request.
        headers["Connection"] = "close"
    if _is_api():
        return jsonify(error=_api_message(error)), code, headers
    if isinstance(error, CSRFError):
        title, message = CSRF_MESSAGE
    elif hasattr(error, "title"):  # our own errors say what happened, e.g. GameNotFound
        title, message = error.title, error.description or error.name
    else:
        title, message = MESSAGES.get(code, (error.name, error.description or error.name))
    if code in (429, 503):
        message = f"{message} {_until(error)}"
    page = render_template(
        "errors/error.html",
        code=code,
        title=title,
        message=message,
        carried=getattr(error, "carried", False),
    )
    return page, code, headers


def _api_message(error: HTTPException) -> str:
    if hasattr(error, "title"):
        return error.description or error.name
    if isinstance(error, NotFound):
        return f"there is no API endpoint at {request.path}; see /api/openapi.json"
    if isinstance(error, MethodNotAllowed):
        allowed = " or ".join(m for m in error.valid_methods or () if m not in ("HEAD", "OPTIONS"))
        return f"{request.method} is not allowed on {request.path}; use {allowed}"
    if isinstance(error, InternalServerError):
        return "the server hit an internal error; this is not a problem with your request"
    if error.code == 429:
        return f"too many requests from your address. {_until(error)}"
    if error.code == 503:
        return f"the server is busy working out other answers. {_until(error)}"
    return error.description or error.name


def _until(error: HTTPException) -> str:
    """When a client over a rate limit may try again: 'Try again in 42 seconds, at 14:03:07
    UTC.' (from the answer's Retry-After)."""
    retry_after = getattr(error, "retry_after", None)
    if isinstance(retry_after, datetime):
        seconds = max(1, math.ceil((retry_after - datetime.now(UTC)).total_seconds()))
    elif isinstance(retry_after, int):
        seconds = max(1, retry_after)
    else:
        return "Try again in a minute."
    at = datetime.now(UTC) + timedelta(seconds=seconds)
    unit = "second" if seconds == 1 else "seconds"
    return f"Try again in {seconds} {unit}, at {at:%H:%M:%S} UTC."
