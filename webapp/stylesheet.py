"""The site's stylesheet: one file per area under static/css/, served joined in a fixed order as
/static/css/site.css, so that a page asks for its styles once. Served like any static file:
an ETag and Last-Modified, revalidated on every use (no-cache), and an edit shows up at once."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from flask import Blueprint, Flask, current_app, request
from flask.typing import ResponseReturnValue

bp = Blueprint("stylesheet", __name__)

# The cascade's order: tokens first, then the frame of every page, then each area. A later
# file may build on an earlier one (results.css on forms.css), never the reverse.
PARTS = (
    "tokens.css",
    "base.css",
    "layout.css",
    "cards.css",
    "forms.css",
    "results.css",
    "charts.css",
    "board.css",
    "game.css",
    "lessons.css",
    "trainer.css",
    "progress.css",
    "euchre.css",
    "bidding.css",
    "bideuchre.css",
    "reviews.css",
    "settle.css",
    "keep.css",
    "duplicate.css",
)


@dataclass(frozen=True)
class Bundle:
    """The joined files, and the sizes and times they were read at."""

    stamps: tuple[tuple[int, int], ...]
    body: bytes
    etag: str
    modified: datetime


def folder(app: Flask) -> Path:
    return Path(str(app.static_folder)) / "css"


def bundle(app: Flask) -> Bundle:
    """The joined stylesheet, read again only when one of its files has changed."""
    paths = [folder(app) / name for name in PARTS]
    stats = [path.stat() for path in paths]
    stamps = tuple((stat.st_mtime_ns, stat.st_size) for stat in stats)
    found: Bundle | None = app.extensions.get("stylesheet")
    if found is None or found.stamps != stamps:
        body = b"\n".join(f"/* {path.name} */\n".encode() + path.read_bytes() for path in paths)
        newest = max(stat.st_mtime for stat in stats)
        found = Bundle(
            stamps=stamps,
            body=body,
            etag=hashlib.sha256(body).hexdigest()[:32],
            modified=datetime.fromtimestamp(int(newest), UTC),
        )
        app.extensions["stylesheet"] = found
    return found


@bp.get("/static/css/site.css")
def site_css() -> ResponseReturnValue:
    found = bundle(current_app)
    response = current_app.response_class(found.body, mimetype="text/css")
    response.set_etag(found.etag)
    response.last_modified = found.modified
    response.cache_control.no_cache = True
    return response.make_conditional(request)
