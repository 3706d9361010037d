"""The explanations of tricks: each card's role, what a card played does, why the winner wins;
the winner named is always the trick rule's; what a card the seat may play does at the table,
from what the seat sees (the hints' words)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from scoring.cards import JOKER, Card, Suit, double_deck, euchre_deck, parse_cards
from scoring.tricks.explain import (
    Seen,
    card_note,
    card_role,
    laid_away_note,
    passing_note,
    play_note,
    trick_note,
    trick_reason,
    tricks_note,
)
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


def _seen(
    hand: str,
    trick: str = "",
    trump: Suit | None = H,
    *,
    seat: int = 0,
    played: str = "",
    makers: int = 0,
    voids: dict[int, Suit] | None = None,
    low: bool = False,
    deck: list[Card] | None = None,
) -> Seen:
    """What `seat` sees holding `hand`, with `trick` ("1:AD 2:9D": seat and card) on the table
    and `played` gone in earlier tricks; every other card of `deck` (Euchre's) still out."""
    cards = parse_cards(hand)
    plays = tuple((int(s), Card.parse(c)) for s, c in (p.split(":") for p in trick.split()))
    gone = {*cards, *(c for _, c in plays), *parse_cards(played)}
    shown = voids or {}
    return Seen(
        seat=seat,
        hand=tuple(cards),
        trick=plays,
        trump=trump,
        outstanding=frozenset(c for c in (deck or euchre_deck()) if c not in gone),
        makers=makers,
        played=frozenset(parse_cards(played)),
        voids=tuple(frozenset({shown[s]} if s in shown else ()) for s in range(4)),
        low=low,
    )


@pytest.mark.parametrize(
    "seen, card, said",
    [
        (
            _seen("AC 9D KS"),
            "AC",
            "leads the ace of clubs, the highest club left: a likely trick before anyone is void",
        ),
        (_seen("AC 9D KS", played="9C TC QC KD"), "AC", "the highest club left: a likely trick"),
        (_seen("AC 9D KS", voids={1: C}), "AC", "though West has shown out of clubs"),
        (
            _seen("JH 9H AC"),
            "JH",
            "leads the right bower, the highest trump left, drawing the defenders' trumps",
        ),
        (_seen("JH 9H AC"), "9H", "leads trump, drawing the defenders' trumps"),
        (_seen("JH 9H AC", makers=1), "9H", "leads trump, drawing the makers' trumps"),
        (_seen("9C KC AD"), "9C", "leads low toward partner, keeping K♣"),
        (_seen("9C KC AD"), "KC", "leads K♣, with A♣ still out"),
        (_seen("KS AS 9D"), "KS", "leads the king of spades, higher than any spade out"),
        (
            _seen("9S 9H AC KC"),
            "9S",
            "leads the lone 9♠, to be void in spades and trump them later",
        ),
    ],
)
def test_what_a_lead_does(seen, card, said):
    note = card_note(seen, Card.parse(card))
    assert said in note, note
    assert note == note.strip() and not note.endswith(".") and note[0].islower()


@pytest.mark.parametrize(
    "seen, card, said",
    [
        # following suit: winning for now, keeping a higher card, or the highest left
        (_seen("AD JD KC", "0:9D", C, seat=1), "JD", "wins the trick for now, keeping A♦"),
        (
            _seen("AD JD KC", "0:9D", C, seat=1),
            "AD",
            "wins the trick for now, the highest diamond left",
        ),
        # partner winning
        (_seen("QS TS AH", "0:KS 1:9S", seat=2), "TS", "follows low: partner's K♠ is winning"),
        (_seen("QS TS AH", "0:KS 1:9S", seat=2), "QS", "follows under partner's K♠, which is"),
        (_seen("AS", "0:KS 1:9S", seat=2), "AS", "overtakes partner's K♠"),
        # an opponent winning
        (
            _seen("KD 9D AC", "1:AD", seat=2),
            "9D",
            "cannot beat West's A♦: follows low, keeping K♦",
        ),
        (_seen("KD 9D AC", "1:AD", seat=2), "KD", "cannot beat West's A♦: plays K♦, keeping 9♦"),
        (_seen("AD 9D", "1:KD", seat=2), "9D", "ducks West's K♦, keeping A♦"),
        # last to play
        (_seen("KD AD 9C", "1:9D 2:TD 3:QD"), "KD", "wins the trick cheaply, keeping A♦"),
        (
            _seen("KD AD 9C", "1:9D 2:TD 3:QD"),
            "AD",
            "wins the trick over East's Q♦, though K♦ would too",
        ),
    ],
)
def test_what_following_suit_does(seen, card, said):
    note = card_note(seen, Card.parse(card))
    assert said in note, note


@pytest.mark.parametrize(
    "seen, card, said",
    [
        (_seen("9D KS", "0:AC", D, seat=1), "9D", "trumps in, being out of clubs"),
        (_seen("9D KS", "0:AC 1:9S", D, seat=2), "9D", "trumps partner's A♣, being out of clubs"),
        (_seen("TD KS", "0:AC 1:9D", D, seat=2), "TD", "overtrumps West's 9♦"),
        (_seen("9D KS", "0:AC 1:TD", D, seat=2), "9D", "trumps, but under West's 10♦"),
        (
            _seen("JH QS", "0:AC", D, seat=1),
            "JH",
            "trumps in, being out of clubs; J♥ is the left bower, a diamond now",
        ),
        # throwing off
        (
            _seen("9H 9D QD KS", "0:AC", D, seat=1),
            "9H",
            "throws off the lone 9♥, leaving you void in hearts to trump later",
        ),
        (_seen("JD QS KS", "0:AC", D, seat=1), "QS", "throws off Q♠, saving the right bower"),
        (_seen("QS KS 9H", "0:AC 1:9C", D, seat=2), "QS", "throws off Q♠: partner's A♣ is"),
        (
            _seen("9D QS KS", "0:9C 1:AD", D, seat=2),
            "QS",
            "cannot overtrump West's A♦: throws off Q♠",
        ),
        (
            _seen("QS KS 9H", "0:AC", D, seat=1),
            "QS",
            "throws off Q♠, having no club and no trump to play",
        ),
    ],
)
def test_what_trumping_and_throwing_off_do(seen, card, said):
    note = card_note(seen, Card.parse(card))
    assert said in note, note


def test_notes_with_no_trump():
    deck = [*double_deck(), JOKER]
    low = _seen("9D AD QC", "1:KD", None, seat=2, low=True, deck=deck)
    assert card_note(low, Card.parse("AD")) == "ducks West's K♦, keeping 9♦"
    assert card_note(low, Card.parse("9D")).startswith("wins the trick for now")
    benny = _seen("AC", "", None, deck=deck)
    assert card_note(replace(benny, hand=(JOKER, Card.parse("AC"))), JOKER) == (
        "leads the Benny, which no one can follow: a sure trick"
    )


def test_what_laying_a_card_away_does():
    seen = _seen("9H 9D QD KS AS AD", trump=D)
    assert laid_away_note(seen, Card.parse("9H")) == (
        "it leaves you void in hearts, ready to trump them"
    )
    assert laid_away_note(seen, Card.parse("9D")) == "it gives up a trump"
    assert laid_away_note(seen, Card.parse("KS")) == "the lowest of your spades, keeping A♠"
    assert laid_away_note(seen, Card.parse("AS")) == "it gives up the highest spade left"
    three = _seen("9S QS AS 9D", trump=D)
    assert laid_away_note(three, Card.parse("QS")) == "it shortens your spades to two, keeping A♠"
    assert laid_away_note(three, Card.parse("9D")) == "it gives up your only trump"


def test_what_passing_cards_does():
    deck = double_deck()
    bidder = _seen("9C TC AH JH KS QS", trump=H, deck=deck)
    assert passing_note(bidder, parse_cards("9C TC"), lone=True) == (
        "keeps every trump and top card, leaves you void in clubs"
    )
    assert passing_note(bidder, parse_cards("9C JH"), lone=True) == "gives up a trump"
    partner = _seen("JH AS 9D TD", trump=H, seat=2, deck=deck)
    assert passing_note(partner, parse_cards("JH AS"), lone=False) == (
        "passes a trump and the highest spade left"
    )


def test_the_tricks_a_side_takes():
    assert tricks_note([3, 4, 2, 5], 5, 3, "making it") == (
        "your side takes 3.5 of the 5 tricks on average after it, making it on 75% of the deals"
    )
    assert tricks_note([], 5, 3, "a euchre") == ""
