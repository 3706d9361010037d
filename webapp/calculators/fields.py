"""Read the fields of the card forms (typed cards, true/false answers), a message per field."""

from __future__ import annotations

from scoring.cards import STANDARD_DECK, Card, CardError, Deck, parse_cards
from webapp.forms import shortened


def read_cards(
    text: str | None,
    name: str,
    errors: dict[str, str],
    *,
    missing: str,
    deck: Deck = STANDARD_DECK,
) -> list[Card] | None:
    """The cards of `deck` typed in field `name`; on a problem, note it in `errors` and return
    None."""
    if text is None or not text.strip():
        errors[name] = missing
        return None
    try:
        cards = parse_cards(text)
        deck.check(cards)
        return cards
    except CardError as error:
        errors[name] = str(error)
        return None


def read_true_false(text: str | None, name: str, errors: dict[str, str]) -> bool | None:
    """'true' or 'false' in any case (of ASCII letters, nothing around them); None when the
    field is absent or says something else."""
    if text is None:
        return None
    answer = {"true": True, "false": False}.get(text.lower()) if text.isascii() else None
    if answer is None:
        errors[name] = f"{name} is true or false, not '{shortened(text)}'"
    return answer
