"""A trick and who takes it: the highest trump, else the highest card of the suit led; with a
double deck the first played of two identical cards wins."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoring.cards import Card, Suit
from scoring.tricks.trump import power, suit_of


def trick_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """Index (in play order) of the card that takes the trick: highest trump, else highest of
    the suit led. With a double deck the first of two identical cards wins."""
    if not cards:
        raise ValueError("a trick needs at least one card")
    led = suit_of(cards[0], trump)
    best = 0
    best_power = power(cards[0], trump, led)
    for index in range(1, len(cards)):
        card_power = power(cards[index], trump, led)
        if card_power > best_power:  # strictly: a later identical card does not take it
            best, best_power = index, card_power
    return best


@dataclass(frozen=True, slots=True)
class Trick:
    """The cards played to one trick so far, as (seat, card) in play order."""

    plays: tuple[tuple[int, Card], ...] = ()

    def add(self, seat: int, card: Card) -> Trick:
        return Trick((*self.plays, (seat, card)))

    @property
    def leader(self) -> int | None:
        return self.plays[0][0] if self.plays else None

    @property
    def led(self) -> Card | None:
        """The card led, which the others must follow."""
        return self.plays[0][1] if self.plays else None

    @property
    def cards(self) -> list[Card]:
        return [card for _, card in self.plays]

    def winner(self, trump: Suit | None) -> int:
        """The seat taking the trick as it stands."""
        return self.plays[trick_winner(self.cards, trump)][0]

    def __len__(self) -> int:
        return len(self.plays)
