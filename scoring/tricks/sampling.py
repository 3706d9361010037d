"""Sampling hidden hands: deals of the cards one seat cannot see, consistent with what it has
seen (the hands' sizes, cards known to be in a hand, the suits a hand has shown void in).

Only public facts and the seat's own cards go in, so with the same random source a sample does
not depend on where the hidden cards really are. What a game reads from its auction is its own:
`first_fitting` keeps dealing until a deal passes the game's test.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from scoring.cards import Card, Suit
from scoring.tricks.seats import PLAYERS
from scoring.tricks.trump import suit_of

World = TypeVar("World")

VOID_TRIES = 50  # deals tried that respect every void shown, before ignoring the voids


@dataclass(frozen=True, slots=True)
class Unseen:
    """What one seat knows of the cards it cannot see.

    `cards` are dealt in this order before shuffling (fix it, e.g. deck order, so a seed
    replays). Each hand gets its `known` cards plus `room[hand]` unseen ones; any `room` beyond
    the hands is for cards no one holds (a kitty), which are dealt and then left out."""

    cards: tuple[Card, ...]
    known: tuple[tuple[Card, ...], ...]
    room: tuple[int, ...]
    voids: tuple[frozenset[Suit | None], ...]  # None: the Benny's suit, in no-trump
    trump: Suit | None


def deal(unseen: Unseen, rng: random.Random, tries: int = VOID_TRIES) -> list[list[Card]]:
    """The hands, the unseen cards dealt at random so that no one holds a suit it has shown
    void in (after `tries` failures, ignoring voids)."""
    trump = unseen.trump
    voids = unseen.voids
    hands_count = len(unseen.known)
    piles = range(len(unseen.room))
    # Place the most constrained cards first: those of suits most hands are void in.
    void_count = {
        card: len([hand for hand in voids if suit_of(card, trump) in hand]) for card in unseen.cards
    }
    for attempt in range(tries + 1):
        strict = attempt < tries
        order = list(unseen.cards)
        rng.shuffle(order)
        room = list(unseen.room)
        hands = [list(hand) for hand in unseen.known] + [[] for _ in piles[hands_count:]]
        order.sort(key=void_count.__getitem__, reverse=True)
        ok = True
        for card in order:
            suit = suit_of(card, trump)
            choices = [
                pile
                for pile in piles
                if room[pile] > 0 and (pile >= hands_count or not strict or suit not in voids[pile])
            ]
            if not choices:
                ok = False
                break
            weights = [room[pile] for pile in choices]
            pile = rng.choices(choices, weights)[0]
            hands[pile].append(card)
            room[pile] -= 1
        if ok:
            return hands[:hands_count]
    raise AssertionError("unreachable: the unconstrained deal always succeeds")


def shuffled(unseen: Unseen, rng: random.Random) -> list[list[Card]]:
    """deal() for a seat that has seen no void (a hand before its first trick): every deal of
    the unseen cards equally likely, by one shuffle."""
    order = list(unseen.cards)
    rng.shuffle(order)
    hands = [list(hand) for hand in unseen.known]
    start = 0
    for pile, room in enumerate(unseen.room[: len(hands)]):
        hands[pile] += order[start : start + room]
        start += room
    return hands


def first_fitting(
    deal_one: Callable[[], World], fits: Callable[[World], bool], tries: int
) -> World:
    """The first of `tries` deals that `fits`, or failing that the last one dealt."""
    world = deal_one()
    for _ in range(tries - 1):
        if fits(world):
            break
        world = deal_one()
    return world


def as_seen(view: Any, rng: random.Random) -> dict[str, Any]:
    """The fields of a trick game's state (scoring.tricks.play.TrickPlay) that its seat's view
    shows as they are, for a resampled state; the seed, for the hands to come, from `rng`."""
    return {
        "rules": view.rules,
        "seed": rng.getrandbits(32),
        "hand_number": view.hand_number,
        "dealer": view.dealer,
        "phase": view.phase,
        "turn": view.current_player,
        "played": view.played,
        "tricks": view.tricks,
        "scores": view.scores,
        "log": view.log,
        "first_dealer": (view.dealer - view.hand_number) % PLAYERS,
    }
