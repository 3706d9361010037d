"""What htmx asks of a page: the fragment it swaps in, rather than the whole page."""

from __future__ import annotations

from flask import request

__all__ = ["wants_fragment"]


def wants_fragment() -> bool:
    """htmx asks for a fragment; a history restore after a cache miss needs the whole page
    (answers that depend on it carry Vary: HX-Request)."""
    return (
        request.headers.get("HX-Request") == "true"
        and "HX-History-Restore-Request" not in request.headers
    )
