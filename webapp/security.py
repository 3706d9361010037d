"""CSRF protection for every form POST and the security headers on every response."""

from __future__ import annotations

import io
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, TypeVar

from flask import Flask, abort, current_app, request
from flask_wtf.csrf import CSRFProtect
from werkzeug.sansio.utils import host_is_trusted

if TYPE_CHECKING:
    from _typeshed.wsgi import StartResponse, WSGIApplication, WSGIEnvironment

csrf = CSRFProtect()

View = TypeVar("View")


def csrf_exempt(view: View) -> View:
    """csrf.exempt with its type kept (Flask-WTF has no type information): for a view that
    changes nothing a forged request could exploit."""
    csrf.exempt(view)
    return view


CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)

SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
}


def init_app(app: Flask) -> None:
    # Flask-WTF's own hook runs on every request; this one checks the methods that change
    # something, exemptions included, and leaves reading alone (8 µs a page saved).
    app.config["WTF_CSRF_CHECK_DEFAULT"] = False
    csrf.init_app(app)
    app.before_request(_protect_from_forgery)
    # Middleware wraps app.wsgi_app, as Flask documents; to mypy that assigns to a method.
    if app.config["HOST_NAMES"]:
        app.wsgi_app = TrustedHosts(app.wsgi_app, app.config["HOST_NAMES"])  # type: ignore[method-assign]
    app.wsgi_app = SecurityHeaders(app.wsgi_app)  # type: ignore[method-assign]
    app.wsgi_app = BodyLimit(app.wsgi_app, app.config["MAX_CONTENT_LENGTH"])  # type: ignore[method-assign]


def _protect_from_forgery() -> None:
    if request.method in current_app.config["WTF_CSRF_METHODS"]:
        # A multipart part with no name is a field whose name is None, which no form of ours
        # sends and Flask-WTF's token lookup cannot read (it calls None.endswith).
        if None in request.form or None in request.files:
            current_app.logger.info(
                "Refused %s %s: a form part with no name", request.method, request.path
            )
            abort(400, "every part of a form has a name")
        csrf.protect(apply_exemptions=True)


class SecurityHeaders:
    """WSGI middleware: every response, error pages included, gets each header unless the
    route set its own. (Done on the WSGI header list, a plain list: werkzeug's Headers finds a
    missing header by raising and catching an exception, which cost 10 µs a request.)"""

    def __init__(self, app: WSGIApplication) -> None:
        self.app = app

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        def start(status: str, headers: list[tuple[str, str]], exc_info: Any = None) -> Any:
            present = {name.lower() for name, _ in headers}
            headers.extend(header for header in _HEADERS if header[0].lower() not in present)
            return start_response(status, headers, exc_info)

        return self.app(environ, start)


_HEADERS = tuple(SECURITY_HEADERS.items())


class BodyLimit:
    """WSGI middleware: a body sent without a length (in chunks) is read here, up to `limit`
    and a byte more, and handed on with its length, so that one over the limit gets the same
    413 as a body whose Content-Length says so, and none is cut at the limit and acted on."""

    def __init__(self, app: WSGIApplication, limit: int) -> None:
        self.app = app
        self.limit = limit

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        if not environ.get("CONTENT_LENGTH") and environ.pop("wsgi.input_terminated", False):
            stream = environ["wsgi.input"]
            body = b""
            while len(body) <= self.limit:
                piece = stream.read(self.limit + 1 - len(body))
                if not piece:
                    break
                body += piece
            environ["wsgi.input"] = io.BytesIO(body)
            environ["CONTENT_LENGTH"] = str(len(body))
            # The body is whole now: werkzeug would take a chunked one's length as unknown.
            environ.pop("HTTP_TRANSFER_ENCODING", None)
        return self.app(environ, start_response)


# A request for a host name the site does not answer to. It never repeats the name it was
# asked for, and no address is built for it.
BAD_HOST_PAGE = b"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Unknown host name</title></head>
<body><h1>This site does not answer to that host name</h1>
<p>The address used a host name this server is not set up for. Check the address.</p></body>
</html>
"""


class TrustedHosts:
    """WSGI middleware: requests for host names other than `names` get a plain 400, so a
    forged Host header is never written into an address the site sends back (a share link,
    a redirect). A name starting with a dot also accepts its subdomains; ports are ignored."""

    def __init__(self, app: WSGIApplication, names: Iterable[str]) -> None:
        self.app = app
        names = [name.strip().lower() for name in names]
        self.exact = frozenset(_idna(name) for name in names if not name.startswith("."))
        self.suffixes = tuple(_idna(name[1:]) for name in names if name.startswith("."))

    def trusts(self, host: str) -> bool:
        host = host.lower()
        if not host_is_trusted(host):  # werkzeug's check of the characters and the port
            return False
        name = host[: host.index("]") + 1] if host.startswith("[") else host.partition(":")[0]
        return name in self.exact or any(
            name == suffix or name.endswith("." + suffix) for suffix in self.suffixes
        )

    def __call__(self, environ: WSGIEnvironment, start_response: StartResponse) -> Iterable[bytes]:
        host = environ.get("HTTP_HOST") or environ.get("SERVER_NAME", "")
        if self.trusts(host):
            return self.app(environ, start_response)
        headers = [
            ("Content-Type", "text/html; charset=utf-8"),
            ("Content-Length", str(len(BAD_HOST_PAGE))),
        ]
        start_response("400 Bad Request", headers)
        return [BAD_HOST_PAGE]


def _idna(name: str) -> str:
    """A host name as it comes in a Host header: international names in their ASCII form."""
    try:
        return name.encode("idna").decode("ascii")
    except UnicodeError:
        return name
