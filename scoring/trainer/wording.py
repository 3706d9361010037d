"""How the trainer says things: category names, and cards and lists in its sentences."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.cards import Card
from scoring.cribbage.hand import Category
from scoring.errors import ExplainedError

# What a category is called as a heading: "Fifteens: you said 4, the hand has 6 ...".
LABELS: dict[Category, str] = {
    Category.FIFTEEN: "Fifteens",
    Category.PAIR: "Pairs",
    Category.RUN: "Runs",
    Category.FLUSH: "Flush",
    Category.NOBS: "Nobs",
}

# A combination's name in a sentence: "you already claimed that pair".
NOUNS: dict[Category, str] = {
    Category.FIFTEEN: "fifteen",
    Category.PAIR: "pair",
    Category.RUN: "run",
    Category.FLUSH: "flush",
    Category.NOBS: "nobs",
}

_ALIASES = {
    **{category.value: category for category in Category},
    "fifteens": Category.FIFTEEN,
    "15": Category.FIFTEEN,
    "pairs": Category.PAIR,
    "runs": Category.RUN,
    "his nobs": Category.NOBS,
    "his_nobs": Category.NOBS,
    "nob": Category.NOBS,
}


class CategoryError(ExplainedError):
    """Text that names none of the show's categories."""


def parse_category(text: Category | str) -> Category:
    """Read a category as a form or API sends it: 'fifteen', 'Fifteens', 'runs', 'his nobs'."""
    if isinstance(text, Category):
        return text
    category = _ALIASES.get(str(text).strip().lower())
    if category is None:
        shown = str(text)[:20]
        raise CategoryError(f"'{shown}' is not a category; use fifteen, pair, run, flush or nobs")
    return category


def shown(cards: Sequence[Card], sep: str = " ") -> str:
    """Cards as printed: '5♥ J♦', or '5♥ + J♦' with sep=' + '."""
    return sep.join(card.display for card in cards)


def listed(phrases: Sequence[str], conjunction: str = "and") -> str:
    """'a', 'a and b', 'a, b and c' (or 'a, b or c')."""
    if len(phrases) <= 1:
        return "".join(phrases)
    return ", ".join(phrases[:-1]) + f" {conjunction} " + phrases[-1]


def points_text(points: int) -> str:
    return "1 point" if points == 1 else f"{points} points"
