"""A hand as a player holds it: grouped by suit with the colours alternating, the trumps (the
left bower and the Benny among them) together on the right, each suit highest first."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.cards import Card, Suit
from scoring.tricks.trump import power, suit_of, turned_over

__all__ = ["grouped"]

# Black, red, black, red: no two suits of a colour side by side once trump moves right.
_ORDER = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


def grouped(hand: Sequence[Card], trump: Suit | None, low: bool = False) -> tuple[Card, ...]:
    """`hand` in holding order; with no trump, by printed suit and the Benny on the right, a
    trump of its own. Before the trump is made, pass the suit in question (the up-card's)."""
    order: list[Suit | None] = list(_ORDER)
    if trump is not None:
        order.remove(trump)
    order.append(trump)

    def key(card: Card) -> tuple[int, int, int]:
        suit = suit_of(card, trump)
        ranked = turned_over(card) if low and trump is None else card
        return order.index(suit), -power(ranked, trump, suit), card.copy

    return tuple(sorted(hand, key=key))
