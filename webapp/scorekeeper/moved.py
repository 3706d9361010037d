"""The scorekeeper's first addresses, /keep-score/...: links shared at a table before it moved
to /scorekeeper/... lead to the same page. A 308 keeps the method and the body, so a form
posted from a page loaded before the move is still entered (and checked there, CSRF and all)."""

from __future__ import annotations

from urllib.parse import quote, urlencode

from flask import Blueprint, redirect, request
from flask.typing import ResponseReturnValue

from webapp.security import csrf_exempt

OLD_PREFIX = "/keep-score"
bp = Blueprint("scorekeeper_moved", __name__, url_prefix=OLD_PREFIX)


@bp.route("", defaults={"rest": ""}, methods=["GET", "POST"])
@bp.route("/<path:rest>", methods=["GET", "POST"])
@csrf_exempt  # it changes nothing: the address it sends the request on to checks the token
def moved(rest: str) -> ResponseReturnValue:
    """The same request at the new address, for good."""
    path = "/scorekeeper" + (f"/{quote(rest)}" if rest else "")
    query = urlencode(list(request.args.items(multi=True)))
    return redirect(f"{path}?{query}" if query else path, 308)
