"""The explanations of tricks: each card's role, what a card played does, why the winner wins;
the winner named is always the trick rule's."""

from __future__ import annotations

import random

import pytest

from scoring.cards import JOKER, Card, Suit, double_deck, parse_cards
from scoring.tricks.explain import card_role, play_note, trick_note, trick_reason
from scoring.tricks.trick import trick_winner
from scoring.tricks.trump import turned_over

H, D, S, C = Suit.HEARTS, Suit.DIAMONDS, Suit.SPADES, Suit.CLUBS


def test_the_roles_the_face_does_not_say():
    assert card_role(Card.parse("JD"), H).startswith("the left bower, a heart now (not a diamond)")
    assert card_role(Card.parse("JH"), H) == "the right bower, the highest trump"
    assert card_role(JOKER, H) == "the Benny, the highest trump"
    assert "a trump of its own" in card_role(JOKER, None)
    assert card_role(Card.parse("JD"), None) == ""  # no-trump: a plain diamond
    assert card_role(Card.parse("AH"), H) == ""


@pytest.mark.parametrize(
    "cards, trump, low, winner, said",
    [
        ("AH JD QH 9S", H, False, 1, "J♦ takes it: it is the left bower, a heart now"),
        ("AC KC 9S AC'", S, False, 2, "9♠ takes it, the only trump on a club lead"),
        ("AS KS AS' 9S", None, False, 0, "of two identical cards the first played wins"),
        ("KD 9D AD 9C", None, True, 1, "it is the lowest diamond (in low no-trump"),
        ("AC KC QC 9D", H, False, 0, "clubs were led and it is the highest club, and no trump"),
        ("AC JK KC 9H", None, False, 1, "the Benny takes it: it is a trump of its own"),
    ],
)
def test_why_the_winner_takes_the_trick(cards, trump, low, winner, said):
    reason = trick_reason(parse_cards(cards), trump, low)
    assert reason.winner == winner
    assert said in reason.text


def test_the_reason_always_names_the_rules_winner():
    rng = random.Random(4)
    deck = [*double_deck(), JOKER]
    for _ in range(400):
        cards = rng.sample(deck, rng.choice([3, 4]))
        trump = rng.choice([*Suit, None])
        low = trump is None and rng.random() < 0.5
        ranked = [turned_over(c) for c in cards] if low else cards
        reason = trick_reason(cards, trump, low)
        assert reason.winner == trick_winner(ranked, trump)
        assert reason.text.startswith(f"{cards[reason.winner].display} takes it")


def test_what_a_card_played_does():
    led = [(0, Card.parse("AC")), (1, Card.parse("9D"))]  # South leads a club, West trumps
    assert play_note(Card.parse("TD"), 2, led, D) == "overtrumps West's 9♦"
    assert play_note(Card.parse("KS"), 3, led, D) == ""  # throws off: nothing to say
    assert play_note(Card.parse("KC"), 3, led[:1], D) == ""  # follows suit: nothing to say
    left = play_note(Card.parse("JH"), 3, led, D)
    assert left.startswith("the left bower") and "overtrumps partner West's 9♦" in left
    assert play_note(Card.parse("9D"), 1, led[:1], D) == "trumps in, being out of clubs"
    assert play_note(Card.parse("9D"), 3, [(0, Card.parse("AC")), (1, Card.parse("TD"))], D) == (
        "trumps, but under West's 10♦"
    )
    assert play_note(Card.parse("JH"), 0, [], D).startswith("the left bower, a diamond now")
    assert play_note(JOKER, 1, led[:1], None) == (
        "the Benny, a trump of its own with no trump, which takes any trick; "
        "played, being out of clubs"
    )
    assert (
        play_note(JOKER, 1, led[:1], H)
        == "the Benny, the highest trump; played, being out of clubs"
    )


@pytest.mark.parametrize(
    "cards, trump, low, noted",
    [
        ("AC KC QC 9C", H, False, False),  # the highest club, clubs led: plain
        ("AH 9H KH QH", H, False, False),  # trump led, the highest trump wins: plain
        ("AC KC 9H QC", H, False, True),  # trumped
        ("AH JD QH 9S", H, False, True),  # the left bower
        ("AS KS AS' 9S", None, False, True),  # twins
        ("KD 9D AD 9C", None, True, True),  # low no-trump
    ],
)
def test_a_trick_is_explained_only_when_its_winner_is_not_plain(cards, trump, low, noted):
    assert bool(trick_note(parse_cards(cards), trump, low)) == noted
