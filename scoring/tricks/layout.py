"""The double-dummy solver's card encoding: each card of a deck becomes one bit of a mask.

For a given trump the bits are laid out suit by suit in rising power, trump's block on top:

    the plain suits, each from its nine up to its ace, then trump from its nine up to the right
    bower (left bower just below it), and the Benny above all when it is in the deck

With no trump, the Benny is the top block alone (a trump suit of one card, scoring.tricks.trump).

So within a suit a higher bit is a stronger card, and any trump outranks any plain card: the card
that takes a trick is the highest bit among the cards of the suit led or trump. The deck is
whatever cards are given (a 24-card Euchre deck, Bid Euchre's 48, or just the cards left in an
ending). The two copies of a card in a double deck take two adjacent bits, the first copy below;
they are equal in play, so the first played wins: `top` maps each bit to the higher bit of its
pair, and a card beats the trick's winner only when its bit lies above that.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from scoring.cards import Card, Suit
from scoring.tricks.trump import power, suit_of


@dataclass(frozen=True, slots=True)
class Layout:
    """The bit of every card of one deck for one trump suit (or none)."""

    cards: tuple[Card, ...]  # by bit
    bit_of: dict[Card, int]
    suit_mask: tuple[int, ...]  # by bit: the mask of every card of that card's effective suit
    trump_mask: int  # every trump card; 0 without trump
    plain_masks: tuple[int, ...]  # one mask per suit that is not trump (and has cards)
    top: tuple[int, ...]  # by bit: the highest bit of the cards identical to it (itself included)
    bottom: tuple[int, ...]  # by bit: the lowest bit of the cards identical to it
    second_copies: int  # bits whose card is identical to the card one bit below

    @property
    def size(self) -> int:
        return len(self.cards)

    def mask(self, cards: Iterable[Card]) -> int:
        result = 0
        for card in cards:
            result |= 1 << self.bit_of[card]
        return result


def layout(deck: frozenset[Card], trump: Suit | None) -> Layout:
    """The layout of `deck` (distinct cards, identical ones told apart by `copy`) for `trump`."""
    return _layout(deck, trump)


_SUIT_INDEX = {suit: i for i, suit in enumerate(Suit)}


@lru_cache(maxsize=512)
def _layout(deck: frozenset[Card], trump: Suit | None) -> Layout:
    def order(card: Card) -> tuple[bool, int, int, int]:
        suit = suit_of(card, trump)
        index = -1 if suit is None else _SUIT_INDEX[suit]
        return suit == trump, index, power(card, trump, suit), card.copy

    cards = tuple(sorted(deck, key=order))
    bit_of = {card: bit for bit, card in enumerate(cards)}
    masks: dict[Suit | None, int] = {}
    for card, bit in bit_of.items():
        suit = suit_of(card, trump)
        masks[suit] = masks.get(suit, 0) | 1 << bit
    suit_mask = tuple(masks[suit_of(card, trump)] for card in cards)
    # With no trump the "trump" block is the Benny's (suit None), if it is in the deck.
    trump_mask = masks.get(trump, 0)
    plain_masks = tuple(mask for suit, mask in masks.items() if suit != trump)
    same = [order(card)[:3] for card in cards]  # cards with equal keys are identical in play
    top = list(range(len(cards)))
    bottom = list(range(len(cards)))
    second_copies = 0
    for bit in range(1, len(cards)):
        if same[bit] == same[bit - 1]:
            bottom[bit] = bottom[bit - 1]
            second_copies |= 1 << bit
    for bit in range(len(cards) - 2, -1, -1):
        if same[bit] == same[bit + 1]:
            top[bit] = top[bit + 1]
    return Layout(
        cards, bit_of, suit_mask, trump_mask, plain_masks, tuple(top), tuple(bottom), second_copies
    )
