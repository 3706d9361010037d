"""A card in the API: written as text in the answers ('5H'), and its schema in the document."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from scoring.cards import Card

CARD = {
    "type": "string",
    "description": "A card as rank then suit: A, 2-9, T, J, Q, K and C, D, H, S (like 5H, TD).",
    "pattern": "^[A2-9TJQK][CDHS]$",
    "examples": ["5H"],
}
CARDS = {"type": "array", "items": CARD}


def card_list(least: int, most: int, card: dict[str, Any] = CARD) -> dict[str, Any]:
    """The schema of `least` to `most` cards."""
    return {"type": "array", "items": card, "minItems": least, "maxItems": most}


def cards_json(cards: Iterable[Card]) -> list[str]:
    return [str(card) for card in cards]
