"""The strain a hand is played in, as people name it: a trump suit, no-trump, or Bid Euchre's
low no-trump (the lowest card of the suit led wins). Read with parse_strain, written back with
strain_text; strain_name says it in a sentence."""

from __future__ import annotations

from scoring.cards import Suit
from scoring.errors import ExplainedError

NO_TRUMP = "no-trump"
LOW_NO_TRUMP = "low-no-trump"
# Every way a strain may be written, in lower case (any ASCII case is read).
_STRAINS: dict[str, tuple[Suit | None, bool]] = {
    **{str(suit).lower(): (suit, False) for suit in Suit},
    **{suit.noun: (suit, False) for suit in Suit},
    NO_TRUMP: (None, False),
    "nt": (None, False),
    "notrump": (None, False),
    LOW_NO_TRUMP: (None, True),
    "low": (None, True),
}
STRAIN_TEXTS = tuple(_STRAINS)


class StrainError(ExplainedError):
    """Text that does not name a trump suit, no-trump or low no-trump."""


def parse_strain(text: str) -> tuple[Suit | None, bool]:
    """'H' or 'hearts' is (Suit.HEARTS, False), 'no-trump' (None, False), 'low-no-trump' or
    'low' (None, True); any ASCII case, nothing around it."""
    found = _STRAINS.get(text.lower()) if text.isascii() else None
    if found is None:
        shown = text if len(text) <= 20 else text[:20] + "…"
        raise StrainError(
            f"'{shown}' is not a trump: write C, D, H or S (or clubs, diamonds, hearts, "
            f"spades), {NO_TRUMP} or {LOW_NO_TRUMP}"
        )
    return found


def strain_text(trump: Suit | None, low: bool = False) -> str:
    """The strain as parse_strain reads it: 'H', 'no-trump', 'low-no-trump'."""
    if trump is not None:
        return str(trump)
    return LOW_NO_TRUMP if low else NO_TRUMP


def strain_name(trump: Suit | None, low: bool = False) -> str:
    """'hearts', 'no-trump' or 'low no-trump', for a sentence."""
    if trump is not None:
        return trump.noun
    return "low no-trump" if low else "no-trump"
