"""The cards traded in a Call 1 or Call 2: the lone bidder passes its least useful cards,
shortening its weakest plain suits (a void lets it ruff); partner passes back the best cards
for the contract, top trumps first, then aces."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.cards import Card, Rank, Suit
from scoring.tricks.trump import power, suit_of, turned_over

__all__ = ["bidder_gives", "partner_gives"]


def worth(card: Card, trump: Suit | None, low: bool) -> tuple[bool, int]:
    """How much a card helps a hand in the contract: trumps above plain cards, then by rank."""
    ranked = turned_over(card) if low else card
    suit = suit_of(ranked, trump)
    return suit == trump, power(ranked, trump, suit)


def bidder_gives(hand: Sequence[Card], trump: Suit | None, low: bool, count: int) -> list[Card]:
    """The `count` cards a lone bidder passes: low plain cards, from its shortest suits."""
    length: dict[Suit | None, int] = {}
    for card in hand:
        suit = suit_of(card, trump)
        length[suit] = length.get(suit, 0) + 1
    top = Rank.NINE if low else Rank.ACE

    def keep(card: Card) -> tuple[bool, bool, int, tuple[bool, int]]:
        is_trump, _ = worth(card, trump, low)
        return is_trump, card.rank == top, length[suit_of(card, trump)], worth(card, trump, low)

    return sorted(hand, key=keep)[:count]


def partner_gives(hand: Sequence[Card], trump: Suit | None, low: bool, count: int) -> list[Card]:
    """The `count` cards partner passes back: its strongest for the contract."""
    return sorted(hand, key=lambda card: worth(card, trump, low), reverse=True)[:count]
