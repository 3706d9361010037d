"""A quick count of the tricks a hand is worth in each strain, to read other players' bids
and passes by: a weight a card, plus a share for partner. Rough on purpose: it only has to
rank hands the way bidders broadly do, and must be fast enough to test many sampled deals.
With it, a card's power under a strain, in a trick and in its own suit, which the rule-based
players rank cards by."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from functools import cache

from scoring.bideuchre.options import DECKS
from scoring.cards import JOKER, Card, Rank, Suit
from scoring.tricks.trump import is_left_bower, is_right_bower, power, suit_of, turned_over

Strain = tuple[Suit | None, bool]  # (trump or None for no-trump, low)

# Tricks a card is worth, by rank (Bid Euchre has two of each, so no card is quite sure).
TRUMP_WEIGHTS = {
    Rank.ACE: 0.85,
    Rank.KING: 0.7,
    Rank.QUEEN: 0.6,
    Rank.JACK: 0.55,  # not a bower: the jack of the other colour
    Rank.TEN: 0.55,
    Rank.NINE: 0.5,
}
BENNY = 1.0  # the highest trump, and in no-trump a trump of its own: one sure trick
RIGHT_BOWER = 1.0
LEFT_BOWER = 0.95
SIDE_WEIGHTS = {Rank.ACE: 0.55, Rank.KING: 0.15}  # beside a trump suit
NO_TRUMP_WEIGHTS = {Rank.ACE: 0.8, Rank.KING: 0.35, Rank.QUEEN: 0.1}
PARTNER_SHARE = 1 / 6  # of the hand's tricks, counted on partner's cards


def strains(low_no_trump: bool) -> list[Strain]:
    """The four suits, no-trump, and low no-trump when the rules have it."""
    found: list[Strain] = [(suit, False) for suit in Suit] + [(None, False)]
    return [*found, (None, True)] if low_no_trump else found


def by_power(trump: Suit | None, low: bool, led: Suit | None) -> Callable[[Card], int]:
    """A card's power in a trick led in `led` under the strain (ranks turned over when low)."""
    if low:
        return lambda card: power(turned_over(card), trump, led)
    return lambda card: power(card, trump, led)


def strength_in(card: Card, trump: Suit | None, low: bool) -> int:
    """Power of a card in its own suit under the strain (rank turned over in low no-trump)."""
    ranked = turned_over(card) if low else card
    return power(ranked, trump, suit_of(ranked, trump))


def strength(hand: Iterable[Card], strain: Strain, hand_size: int) -> float:
    """Tricks `hand` and an average partner should take with `strain` as the contract's."""
    weights = _weights(strain, hand_size)
    return PARTNER_SHARE * hand_size + sum(weights[card] for card in hand)


def best_strength(hand: Sequence[Card], every: Sequence[Strain], hand_size: int) -> float:
    return max(strength(hand, strain, hand_size) for strain in every)


@cache
def _weights(strain: Strain, hand_size: int) -> dict[Card, float]:
    trump, low = strain
    weights = {JOKER: BENNY}
    for card in DECKS[hand_size * 4].cards():
        if trump is None:
            ranked = turned_over(card) if low else card
            weights[card] = NO_TRUMP_WEIGHTS.get(ranked.rank, 0.0)
        elif is_right_bower(card, trump):
            weights[card] = RIGHT_BOWER
        elif is_left_bower(card, trump):
            weights[card] = LEFT_BOWER
        elif card.suit == trump:
            weights[card] = TRUMP_WEIGHTS[card.rank]
        else:
            weights[card] = SIDE_WEIGHTS.get(card.rank, 0.0)
    return weights
