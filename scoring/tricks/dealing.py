"""Cards dealt and held at a four-seat table: a shuffled deck dealt from the dealer's left, a
prearranged hand read from text, and a hand with cards taken out or put in (kept sorted)."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from scoring.cards import Card
from scoring.tricks.seats import PLAYERS

Hands = tuple[tuple[Card, ...], ...]


def deal(deck: Sequence[Card], dealer: int, size: int) -> tuple[Hands, tuple[Card, ...]]:
    """`size` cards to each seat in turn from the dealer's left, each hand sorted, and the
    cards left over (a kitty, a widow), in the deck's order."""
    hands: list[tuple[Card, ...]] = [()] * PLAYERS
    for i in range(PLAYERS):
        hands[(dealer + 1 + i) % PLAYERS] = tuple(sorted(deck[i * size : (i + 1) * size]))
    return tuple(hands), tuple(deck[PLAYERS * size :])


def read_cards(cards: str | Iterable[Card | str]) -> list[Card]:
    """A prearranged hand: text ("JH AH KH") or cards, each given as a Card or its text."""
    if isinstance(cards, str):
        cards = cards.split()
    return [Card.parse(c) if isinstance(c, str) else c for c in cards]


def without(hand: tuple[Card, ...], cards: Collection[Card]) -> tuple[Card, ...]:
    """`hand` less `cards` (of a double deck's twins, only the copy named goes)."""
    return tuple(c for c in hand if c not in cards)


def with_hand(hands: Hands, seat: int, hand: Iterable[Card]) -> Hands:
    """`hands` with `seat`'s replaced by `hand`, sorted."""
    return tuple(tuple(sorted(hand)) if i == seat else h for i, h in enumerate(hands))
