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
CARD_BY_CARD_TRIES = 50  # card-by-card deals tried before matching cards to places

Fits = Callable[[int, Card], bool]


def deal_unseen(
    cards: Sequence[Card], room: Sequence[int], fits: Fits, rng: random.Random
) -> list[list[Card]]:
    """`cards` dealt into len(room) places, room[i] of them to place i, each card to a place
    it fits (`fits(place, card)`: a hand cannot hold a suit it has shown void in ...).

    Deals are shuffled until one fits, so every fitting deal is equally likely. Should none of
    RESHUFFLES fit (a deal all but forced), the cards are placed one by one, the most
    constrained first, into places they fit: a fitting deal, if not a uniform one. Should
    that reach a dead end CARD_BY_CARD_TRIES times, the cards are matched to places (_matched):
    a fitting deal whenever one exists. Only a card that fits nowhere left (`fits` asks the
    impossible) goes where there is room."""
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
    return _matched(order, room, fits)


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


def _matched(order: Sequence[Card], room: Sequence[int], fits: Fits) -> list[list[Card]]:
    """The cards matched to places they fit, in `order`, by augmenting paths (a card moves
    others aside when its places are full): as many fit as any deal could fit, so all of them
    when a fitting deal exists. Those left over fill the room that is left."""
    places = range(len(room))
    options = [[place for place in places if room[place] and fits(place, card)] for card in order]
    held: list[list[int]] = [[] for _ in places]  # the cards (by index in order) each holds

    def seat(card: int, visited: set[int]) -> bool:
        for place in options[card]:
            if place in visited:
                continue
            visited.add(place)
            if len(held[place]) < room[place]:
                held[place].append(card)
                return True
            for other in held[place]:
                if seat(other, visited):  # `other` found a place elsewhere
                    held[place].remove(other)
                    held[place].append(card)
                    return True
        return False

    left = [card for card in range(len(order)) if not seat(card, set())]
    piles = [[order[card] for card in cards] for cards in held]
    for place in places:
        while len(piles[place]) < room[place]:
            piles[place].append(order[left.pop()])
    return piles
