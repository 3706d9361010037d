"""Dealing the cards one seat cannot see into the places they may lie (other hands, a kitty,
a crib, the stock), every deal that fits what the seat has seen equally likely. Each game's
resampler (Engine.resample) builds its whole state around such a deal.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from scoring.cards import Card

__all__ = ["RESHUFFLES", "deal_unseen"]

RESHUFFLES = 400  # whole deals tried before dealing card by card
CARD_BY_CARD_TRIES = 50  # card-by-card deals tried before letting cards go where they do not fit

Fits = Callable[[int, Card], bool]


def deal_unseen(
    cards: Sequence[Card], room: Sequence[int], fits: Fits, rng: random.Random
) -> list[list[Card]]:
    """`cards` dealt into len(room) places, room[i] of them to place i, each card to a place
    it fits (`fits(place, card)`: a hand cannot hold a suit it has shown void in ...).

    Deals are shuffled until one fits, so every fitting deal is equally likely. Should none of
    RESHUFFLES fit (a deal all but forced), the cards are placed one by one, the most
    constrained first, into places they fit: a fitting deal, if not a uniform one. Only if
    that fails too are the fits set aside."""
    if sum(room) != len(cards):
        raise ValueError(f"{len(cards)} cards to deal into places for {sum(room)}")
    order = list(cards)
    for _ in range(RESHUFFLES):
        rng.shuffle(order)
        piles = _cut(order, room)
        if all(fits(place, card) for place, pile in enumerate(piles) for card in pile):
            return piles
    for _ in range(CARD_BY_CARD_TRIES):
        piles_or_none = _card_by_card(order, room, fits, rng)
        if piles_or_none is not None:
            return piles_or_none
    rng.shuffle(order)
    return _cut(order, room)


def _cut(order: Sequence[Card], room: Sequence[int]) -> list[list[Card]]:
    piles = []
    start = 0
    for size in room:
        piles.append(list(order[start : start + size]))
        start += size
    return piles


def _card_by_card(
    order: list[Card], room: Sequence[int], fits: Fits, rng: random.Random
) -> list[list[Card]] | None:
    """One deal placing the cards with the fewest places to go first, each to a place it fits
    with room left (chosen in proportion to the room); None at a dead end."""
    places = range(len(room))
    rng.shuffle(order)
    order.sort(key=lambda card: sum(1 for place in places if room[place] and fits(place, card)))
    left = list(room)
    piles: list[list[Card]] = [[] for _ in places]
    for card in order:
        choices = [place for place in places if left[place] and fits(place, card)]
        if not choices:
            return None
        place = rng.choices(choices, [left[place] for place in choices])[0]
        piles[place].append(card)
        left[place] -= 1
    return piles
