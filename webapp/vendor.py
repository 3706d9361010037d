"""Browser libraries served straight from node_modules (installed by `npm ci`), never copied."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, abort, current_app, send_from_directory
from flask.typing import ResponseReturnValue

bp = Blueprint("vendor", __name__)

# URL name -> path inside node_modules. Only these files are served.
FILES = {"htmx.min.js": "htmx.org/dist/htmx.min.js"}


def vendor_file(name: str) -> Path:
    return Path(current_app.config["NODE_MODULES"]) / FILES[name]


def has_vendor_file(name: str) -> bool:
    """Whether `npm ci` has installed the file; pages leave out the script tag if not.
    Every page asks: once found, a file is not looked for again."""
    found: set[str] = current_app.extensions.setdefault("vendor_files", set())
    if name not in found and vendor_file(name).is_file():
        found.add(name)
    return name in found


@bp.get("/static/vendor/<name>")
def file(name: str) -> ResponseReturnValue:
    if name not in FILES or not has_vendor_file(name):
        abort(404)
    path = vendor_file(name)
    return send_from_directory(path.parent, path.name, max_age=3600)


bp.add_app_template_global(has_vendor_file)
