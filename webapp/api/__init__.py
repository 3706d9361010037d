"""The JSON API at /api: score a cribbage hand, analyze a discard, grade a Euchre or Bid Euchre
bid, settle a pegging play, a trick or a hand, from the same questions as the pages. Each
module is one area: its routes, its answers' JSON and its part of the OpenAPI document."""

from flask import Blueprint

bp = Blueprint("api", __name__, url_prefix="/api")

# The area modules add their routes to `bp`.
from webapp.api import (  # noqa: E402
    bid_euchre_bid,
    discard,
    document,
    duplicate,
    euchre_bid,
    hand,
    pegging,
    score,
    trick,
)

__all__ = [
    "bid_euchre_bid",
    "bp",
    "discard",
    "document",
    "duplicate",
    "euchre_bid",
    "hand",
    "pegging",
    "score",
    "trick",
]
