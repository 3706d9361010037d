"""gunicorn's settings for `make serve` (`--config python:webapp.gunicorn_config`).

A request whose body is over the limit, or comes in chunks (its length is known only once read),
ends its connection: the rest of such a body is never read, so the connection could not carry
another request. gunicorn writes the Connection header itself and drops the app's, so the
request is marked here, before the app answers, and the answer says `Connection: close`.
"""

from __future__ import annotations

from typing import Any

from scoring.numbers import read_whole_number
from webapp import MAX_CONTENT_LENGTH


def pre_request(worker: Any, req: Any) -> None:
    headers = dict(req.headers)
    length = headers.get("CONTENT-LENGTH")
    too_long = length is not None and (read_whole_number(length) or 0) > MAX_CONTENT_LENGTH
    unreadable = length is not None and read_whole_number(length) is None
    if "TRANSFER-ENCODING" in headers or too_long or unreadable:
        req.must_close = True
