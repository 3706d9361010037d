"""Following suit: a player must play a card of the suit led (trump's suit for the left bower)
when holding one, and may play any card otherwise."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.cards import Card, Suit
from scoring.tricks.trump import suit_of


def legal_plays(hand: Sequence[Card], led: Card | None, trump: Suit | None) -> list[Card]:
    """The cards a player may play: any when leading, else the suit led if they have it."""
    if led is None:
        return list(hand)
    led_suit = suit_of(led, trump)
    following = [card for card in hand if suit_of(card, trump) == led_suit]
    return following or list(hand)
