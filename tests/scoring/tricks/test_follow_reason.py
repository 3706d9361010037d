"""follow_reason: the sentence names exactly the cards legal_plays allows."""

from __future__ import annotations

import random
import re

import pytest

from scoring.cards import JOKER, Card, Suit, euchre_deck, parse_cards
from scoring.tricks.following import follow_reason, legal_plays, may_play

H = Suit.HEARTS


@pytest.mark.parametrize(
    "hand, led, trump, said",
    [
        ("9D JD AC KS QH", "AD", H, "follow suit with the only one, 9♦ (not J♦: the left bower"),
        ("JD AD KS", "9H", H, "follow suit with the only one, J♦ (J♦ counts: the left bower"),
        ("AD 9H KS", "JD", H, "J♦ is the left bower, a heart, so hearts were led"),
        ("JD KS AC", "AD", H, "and the hand holds none: any card may be played (not J♦"),
        ("JD KS AC", "AD", None, "Diamonds were led: follow suit with the only one, J♦."),
    ],
)
def test_the_reason_names_the_suit_led_and_the_left_bower(hand, led, trump, said):
    assert said in follow_reason(parse_cards(hand), Card.parse(led), trump)


def test_the_lead_and_the_benny_led_allow_any_card():
    hand = parse_cards("9S TS QC")
    assert follow_reason(hand, None, H) == "On the lead any card may be played."
    assert "nobody can follow it" in follow_reason(hand, JOKER, None)


def test_the_cards_named_are_the_legal_plays():
    rng = random.Random(7)
    for _ in range(500):
        *hand, led = rng.sample(euchre_deck(), 6)
        trump = rng.choice([*Suit, None])
        legal = legal_plays(hand, led, trump)
        said = follow_reason(hand, led, trump)
        named = re.search(r"follow suit with (?:the only one, |one of )([^(.]+)", said)
        if named is None:
            assert "any card may be played" in said and legal == hand
        else:
            assert named[1].split() == [card.display for card in legal]


def test_may_play_agrees_with_the_legal_plays():
    """The check's one-card rule against the list it stands for, on both decks and the Benny."""
    rng = random.Random(11)
    deck = [*euchre_deck(), *euchre_deck(), JOKER]
    for _ in range(2000):
        *hand, led = rng.sample(deck, rng.randint(2, 9))
        trump = rng.choice([*Suit, None])
        shown_led = None if rng.random() < 0.1 else led
        legal = legal_plays(hand, shown_led, trump)
        assert [c for c in hand if may_play(c, hand, shown_led, trump)] == legal
