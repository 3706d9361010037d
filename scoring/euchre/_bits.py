"""Card encodings for the double-dummy solver: each Euchre card becomes one bit of a 24-bit mask.

For a given trump the bits are laid out suit by suit in rising power, with trump's block on top:

    bits 0..16   the three plain suits (the left bower's colour-mate has 5 cards, the others 6)
    bits 17..23  trump: 9 10 Q K A, left bower, right bower

So within a suit a higher bit is a stronger card, and any trump outranks any plain card: the card
that takes a trick is simply the highest bit among the cards of the suit led or trump. Without
trump the four suits take 6 bits each.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from scoring.cards import Card, Suit, euchre_deck
from scoring.tricks.trump import power, suit_of

DECK_BITS = 24


@dataclass(frozen=True, slots=True)
class Encoding:
    """The bit layout of the 24 cards for one trump suit (or none)."""

    bit_of: dict[Card, int]
    suit_mask: tuple[int, ...]  # by bit: the mask of every card of that card's effective suit
    trump_mask: int  # every trump card; 0 without trump
    plain_masks: tuple[int, ...]  # one mask per suit that is not trump

    def mask(self, cards: list[Card]) -> int:
        result = 0
        for card in cards:
            result |= 1 << self.bit_of[card]
        return result


@cache
def encoding(trump: Suit | None) -> Encoding:
    """Bits ordered by (is trump, printed-suit order, power in its effective suit)."""

    def order(card: Card) -> tuple[bool, Suit, int]:
        suit = suit_of(card, trump)
        return suit == trump, suit, power(card, trump, suit)

    cards = sorted(euchre_deck(), key=order)
    bit_of = {card: bit for bit, card in enumerate(cards)}
    masks: dict[Suit, int] = {}
    for card, bit in bit_of.items():
        suit = suit_of(card, trump)
        masks[suit] = masks.get(suit, 0) | 1 << bit
    suit_mask = tuple(masks[suit_of(card, trump)] for card in cards)
    trump_mask = masks[trump] if trump is not None else 0
    plain_masks = tuple(mask for suit, mask in masks.items() if suit != trump)
    return Encoding(bit_of, suit_mask, trump_mask, plain_masks)
