"""How often each score comes up: every hand with every starter, counted rather than dealt."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from itertools import combinations_with_replacement
from math import comb, prod

from scoring.cards import PIP_RANKS, Rank, Suit
from scoring.cribbage._rank_points import RANK_BIT, rank_points_table

MAX_SCORE = 29
JACK = int(Rank.JACK)


def score_distribution(
    *, crib: bool = False, ranks: Iterable[Rank] = PIP_RANKS, suits: Iterable[Suit] = tuple(Suit)
) -> dict[int, int]:
    """Number of (4-card hand, starter) deals with each score, keyed 0..29 with zeros included.

    `crib=True` applies the crib's flush rule; `ranks` and `suits` shrink the deck (the tests).
    """
    deck_ranks = sorted({int(rank) for rank in ranks})  # plain ints: IntEnum arithmetic is slow
    points_by_ranks = rank_points_table()  # fifteens, pairs and runs: they ignore suits
    n_suits = len(set(suits))
    suit_choices = [comb(n_suits, count) for count in range(6)]
    hand_flush = 0 if crib else 4
    counts = [0] * (MAX_SCORE + 1)

    # Deal rank patterns, not cards. Five cards whose ranks have counts c_r come from
    # prod(C(n, c_r)) sets of cards, and any of the c_s cards of rank s can be the starter.
    for five in combinations_with_replacement(deck_ranks, 5):
        held = Counter(five)
        card_sets = prod(suit_choices[count] for count in held.values())
        if not card_sets:
            continue
        base = points_by_ranks[sum(RANK_BIT[rank] for rank in five)]
        for starter, count in held.items():
            deals = card_sets * count
            jacks = held[JACK] - (starter == JACK)
            # Nobs: the starter's suit is spread evenly over the deals, so a hand holding j
            # jacks has one in the starter's suit in j/n of them. A starter jack gives no nobs.
            nobs = 0 if starter == JACK else deals * jacks // n_suits
            if len(held) == 5 or (len(held) == 4 and count == 2):
                # Four different ranks in hand, all in one suit (n ways). The starter joins
                # the suit only if its rank is not in hand (then jacks are in the starter's
                # suit: nobs too); in the n - 1 other suits it makes a four-card flush.
                five_flush = n_suits if len(held) == 5 else 0
                four_flush = n_suits * (n_suits - 1)
                counts[base + 5 + jacks] += five_flush
                counts[base + hand_flush] += four_flush
                nobs -= five_flush * jacks
                deals -= five_flush + four_flush
            counts[base + 1] += nobs
            counts[base] += deals - nobs
    return dict(enumerate(counts))


def total_deals(distribution: Mapping[int, int]) -> int:
    """How many deals a distribution counts (12,994,800 for the full deck)."""
    return sum(distribution.values())


def mean_score(distribution: Mapping[int, int]) -> float:
    """The average score over every deal counted."""
    return sum(score * count for score, count in distribution.items()) / total_deals(distribution)
