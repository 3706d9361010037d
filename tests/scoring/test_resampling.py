"""deal_unseen's three ways to a deal: shuffles until one fits, card by card when none of the
shuffles fits, and a matching of cards to places when card by card keeps reaching dead ends.
Each is reached here on purpose, and each deals only the cards given, into the room given,
every card where it fits."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from scoring import resampling
from scoring.cards import Card, Suit, standard_deck
from scoring.resampling import Fits, deal_unseen

DECK = list(standard_deck())


def _suits(places: int) -> tuple[list[Card], list[int], Fits]:
    """A forced deal: place i holds the cards of the i-th suit, and only those."""
    suits = [card.suit for card in DECK]
    order = list(dict.fromkeys(suits))[:places]
    cards = [card for card in DECK if card.suit in order]
    room = [sum(1 for card in cards if card.suit is suit) for suit in order]
    return cards, room, lambda place, card: card.suit is order[place]


def _chains(count: int, length: int) -> tuple[list[Card], list[int], Fits]:
    """`count` chains of `length` places of room 1: a chain's first card fits its first place
    only, every other card its own place and the one before. One deal fits (each card in its
    own place), and placing card by card in a random order all but always strands a card."""
    cards = DECK[: count * length]
    where = {card: i for i, card in enumerate(cards)}

    def fits(place: int, card: Card) -> bool:
        i = where[card]
        return place == i or (i % length != 0 and place == i - 1)

    return cards, [1] * len(cards), fits


def _check(piles: Sequence[Sequence[Card]], cards: list[Card], room: list[int]) -> None:
    """The piles hold the cards given, each card once, as many in each place as its room."""
    assert Counter(card for pile in piles for card in pile) == Counter(cards)
    assert [len(pile) for pile in piles] == room


def _spy(monkeypatch: pytest.MonkeyPatch) -> list[bool]:
    """Each card-by-card deal tried, as whether it found a deal."""
    found: list[bool] = []
    card_by_card = resampling._card_by_card

    def spied(*args):
        piles = card_by_card(*args)
        found.append(piles is not None)
        return piles

    monkeypatch.setattr(resampling, "_card_by_card", spied)
    return found


def test_a_loose_deal_is_shuffled_and_fits(monkeypatch):
    """13 clubs and 7 diamonds, the first place (of 5) void in diamonds: about one shuffle
    in twelve fits."""
    cards, room = DECK[:20], [5, 5, 10]
    fits: Fits = lambda place, card: place != 0 or card.suit is not Suit.DIAMONDS  # noqa: E731
    found = _spy(monkeypatch)
    piles = deal_unseen(cards, room, fits, random.Random(1))
    _check(piles, cards, room)
    assert all(card.suit is Suit.CLUBS for card in piles[0])
    assert found == []  # a shuffle fitted


def test_a_forced_deal_is_found_card_by_card(monkeypatch):
    cards, room, fits = _suits(4)
    found = _spy(monkeypatch)
    piles = deal_unseen(cards, room, fits, random.Random(2))
    _check(piles, cards, room)
    assert all(fits(place, card) for place, pile in enumerate(piles) for card in pile)
    assert found == [True]  # none of the shuffles fitted; the first card-by-card deal did


def test_dead_ends_card_by_card_are_matched_into_the_deal_that_fits(monkeypatch):
    cards, room, fits = _chains(6, 7)
    found = _spy(monkeypatch)
    piles = deal_unseen(cards, room, fits, random.Random(3))
    assert found == [False] * resampling.CARD_BY_CARD_TRIES  # the last way was reached
    _check(piles, cards, room)
    assert piles == [[card] for card in cards]  # the one deal that fits


def test_the_last_way_keeps_every_card_where_it_fits(monkeypatch):
    monkeypatch.setattr(resampling, "_card_by_card", lambda *args: None)
    for seed in range(20):
        cards, room, fits = _suits(4)
        piles = deal_unseen(cards, room, fits, random.Random(seed))
        _check(piles, cards, room)
        assert all(fits(place, card) for place, pile in enumerate(piles) for card in pile)


def test_only_a_card_that_fits_nowhere_left_goes_where_it_does_not_fit(monkeypatch):
    """Three cards fit only the first place, of room 2: one of them must go elsewhere, and
    the fourth card, which fits anywhere, must not take the first place's room."""
    cards = DECK[:4]
    first_only = set(cards[:3])
    fits: Fits = lambda place, card: place == 0 or card not in first_only  # noqa: E731
    found = _spy(monkeypatch)
    piles = deal_unseen(cards, [2, 2], fits, random.Random(4))
    assert found == [False] * resampling.CARD_BY_CARD_TRIES
    _check(piles, cards, [2, 2])
    assert set(piles[0]) <= first_only
    assert cards[3] in piles[1]


def test_cards_and_room_must_agree():
    with pytest.raises(ValueError, match="3 cards to deal into places for 4"):
        deal_unseen(DECK[:3], [2, 2], lambda place, card: True, random.Random(0))
