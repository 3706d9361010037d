"""Dealing the hidden cards consistently with what one seat has seen, and the sampled loop."""

from __future__ import annotations

import random
from collections import Counter

from scoring.cards import Card, Suit, double_deck, parse_cards
from scoring.tricks.pimc import best_option, sampled_totals
from scoring.tricks.sampling import Unseen, deal, first_fitting
from scoring.tricks.trump import suit_of


def double_deck_unseen() -> Unseen:
    """South sees its 12 cards; West has shown void in hearts (the left bower counts as one)."""
    deck = double_deck()
    own = tuple(deck[:12])
    return Unseen(
        cards=tuple(deck[12:]),
        known=(own, (), (), ()),
        room=(0, 12, 12, 12),
        voids=(frozenset(), frozenset({Suit.HEARTS}), frozenset(), frozenset()),
        trump=Suit.HEARTS,
    )


def test_a_deal_keeps_sizes_known_cards_and_voids():
    unseen = double_deck_unseen()
    for seed in range(30):
        hands = deal(unseen, random.Random(seed))
        assert hands[0] == list(unseen.known[0])
        assert [len(hand) for hand in hands] == [12, 12, 12, 12]
        assert Counter(c for hand in hands[1:] for c in hand) == Counter(unseen.cards)
        assert all(suit_of(c, Suit.HEARTS) is not Suit.HEARTS for c in hands[1])


def test_cards_left_out_go_to_the_extra_pile_and_a_seed_replays():
    cards = tuple(parse_cards("9H TH JH QH KH AH"))
    unseen = Unseen(cards, ((), (Card.parse("9C"),)), (2, 1, 3), (frozenset(), frozenset()), None)
    hands = deal(unseen, random.Random(1))
    assert len(hands) == 2 and len(hands[0]) == 2 and len(hands[1]) == 2
    assert hands[1][0] == Card.parse("9C")
    assert hands == deal(unseen, random.Random(1))
    assert {str(deal(unseen, random.Random(seed))) for seed in range(20)} != {str(hands)}


def test_impossible_voids_are_given_up_rather_than_failing():
    cards = tuple(parse_cards("9H TH"))
    void = frozenset({Suit.HEARTS})
    unseen = Unseen(cards, ((), ()), (1, 1), (void, void), None)
    hands = deal(unseen, random.Random(0), tries=3)
    assert sorted(hands[0] + hands[1]) == sorted(cards)


def test_first_fitting_takes_the_first_deal_that_fits_else_the_last():
    draws = iter(range(10))
    assert first_fitting(lambda: next(draws), lambda n: n == 3, tries=6) == 3
    draws = iter(range(10))
    assert first_fitting(lambda: next(draws), lambda n: n > 100, tries=4) == 3


def test_the_sampled_loop_sums_each_option_over_the_samples():
    seen = []

    def sample(rng: random.Random) -> int:
        seen.append(rng.randrange(100))
        return seen[-1]

    def evaluate(world: int) -> dict[str, float]:
        return {"even": float(world % 2 == 0), "big": float(world >= 50)}

    totals = sampled_totals(["even", "big", "never"], sample, evaluate, random.Random(8), 25)
    assert len(seen) == 25
    assert totals["even"] == sum(w % 2 == 0 for w in seen)
    assert totals["big"] == sum(w >= 50 for w in seen)
    assert totals["never"] == 0
    assert best_option(["a", "b", "c"], {"a": 1.0, "b": 2.0, "c": 2.0}) == "b"
    assert best_option(["a", "b", "c"], {"a": 1.0, "b": 2.0, "c": 2.0}, lambda o: o == "c") == "c"
