"""The discard: exact expected hand, crib and net score for every way to throw to the crib.

Every unknown card is equally likely; nothing is sampled and no table of averages is used.
Models, by number of players (U unseen cards: the 52 less the ones you hold):

- 2 players: you hold 6 and throw 2. Your hand is scored with each of the 46 unseen cards as
  starter. The crib is your 2 cards + any 2 of the 46 unseen cards (your opponent's throw,
  1,035 pairs) with the starter any of the 44 left: 45,540 equally likely cases.
- 3 players: each player is dealt 5 and throws 1, and 1 card off the deck goes to the crib.
  From your seat the crib is your card + any 3 of the 47 unseen cards (the two other throws
  and the deck card, 16,215 sets) with the starter any of the 44 left; the hand's starter is
  any of the 47. Not dealing, the crib counts against you (net = hand - crib): a
  simplification, since it scores for one of your two opponents, not against you alone.
- 4 players (two partnerships): 5 cards each, each throws 1. The crib is your card + any 3 of
  the 47 unseen cards (your partner's and the two opponents' throws) with the starter any of
  the 44 left. `dealer=True` means the crib is your side's: you or your partner deals.

Net = hand + crib when the crib is yours, hand - crib when it is not. The dealer's 2 for his
heels (a jack starter) is the same whatever you throw, so it is left out.

Real opponents do not throw at random; "equally likely" is the neutral model that makes the
figures exact and reproducible. How it is counted: fifteens, pairs and runs depend on ranks
only, so the crib's rank points are summed over multisets of unseen ranks, each weighted by
the number of card sets with those ranks (a product of binomials) and looked up in a table of
every 4- and 5-rank multiset; flush and nobs are counted by suit.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from itertools import combinations
from math import comb

from scoring.cards import PIP_RANKS, Card, CardError, Rank, Suit, check_distinct, parse_cards
from scoring.cribbage._rank_points import RANK_BIT, rank_points_table
from scoring.cribbage.dealing import DEALT
from scoring.cribbage.hand import value

_JACK = Rank.JACK.value
_SUITS = tuple(Suit)
_SUIT_INDEX = {suit: i for i, suit in enumerate(_SUITS)}
_UNKNOWN_CRIB_CARDS = {2: 2, 3: 3, 4: 3}

MODELS = {
    2: (
        "2 players: the hand is scored with each of the 46 unseen cards as starter; the crib is "
        "your 2 cards + any 2 of the 46 unseen cards your opponent could throw (1,035 pairs) "
        "with the starter any of the 44 left, every case equally likely."
    ),
    3: (
        "3 players: everyone holds 5 and throws 1, and 1 card off the deck goes to the crib. "
        "The hand is scored with each of the 47 unseen cards as starter; the crib is your card "
        "+ any 3 of the 47 unseen cards (the other two throws and the deck card, 16,215 sets) "
        "with the starter any of the 44 left, every case equally likely. Not dealing, the crib "
        "counts against you (net = hand - crib), a simplification: it scores for one of two "
        "opponents."
    ),
    4: (
        "4 players in partnerships: everyone holds 5 and throws 1. The hand is scored with each "
        "of the 47 unseen cards as starter; the crib is your card + any 3 of the 47 unseen cards "
        "(your partner's and the two opponents' throws, 16,215 sets) with the starter any of the "
        "44 left, every case equally likely. 'Dealer' means the crib is your side's: you or your "
        "partner deals."
    ),
}


@dataclass(frozen=True, slots=True)
class DiscardOption:
    """One way to discard: what you keep and throw, exact expected values, and why.

    The expected values are exact fractions (`float()` them to display); `hand_distribution`
    maps each hand score to the number of starters that give it.
    """

    kept: tuple[Card, ...]
    thrown: tuple[Card, ...]
    hand_ev: Fraction
    hand_min: int
    hand_max: int
    hand_distribution: dict[int, int]
    crib_ev: Fraction
    net_ev: Fraction
    reason: str
    hand_before_starter: int


@dataclass(frozen=True, slots=True)
class DiscardAnalysis:
    """Every discard from one hand, best net first; iterating or indexing walks the options."""

    cards: tuple[Card, ...]
    dealer: bool
    players: int
    model: str
    starters: int
    crib_cases: int
    options: tuple[DiscardOption, ...]

    @property
    def best(self) -> DiscardOption:
        return self.options[0]

    def __iter__(self) -> Iterator[DiscardOption]:
        return iter(self.options)

    def __len__(self) -> int:
        return len(self.options)

    def __getitem__(self, index: int) -> DiscardOption:
        return self.options[index]


def analyze_discards(
    cards: Sequence[Card] | str, *, dealer: bool, players: int = 2
) -> DiscardAnalysis:
    """Every way to throw to the crib from the cards dealt, best expected net score first.

    `dealer` means the crib is yours (with 4 players: your side's). Ties keep the better hand
    first, then card order.
    """
    hand = _read_hand(cards, players)
    points = rank_points_table()
    held = sorted(hand)
    held_set = set(held)
    # Cards as (rank, suit index) from here on: the unseen cards are the rest of the deck.
    unseen = [
        (rank.value, _SUIT_INDEX[suit])
        for suit in _SUITS
        for rank in PIP_RANKS
        if Card(rank, suit) not in held_set
    ]
    rank_counts = [0] * 14
    suit_counts = [0] * 4
    for rank, suit in unseen:
        rank_counts[rank] += 1
        suit_counts[suit] += 1

    crib = _CribCounter(unseen, rank_counts, suit_counts, _UNKNOWN_CRIB_CARDS[players], points)
    starters = len(unseen)
    scored = []
    for order, kept in enumerate(combinations(held, 4)):
        thrown = tuple(card for card in held if card not in kept)
        hand_total, distribution, before = _hand_counts(kept, unseen, points)
        crib_total = crib.total(thrown)
        # Compare nets exactly as integers over the common denominator.
        net_total = hand_total * crib.cases + (crib_total if dealer else -crib_total) * starters
        sort_key = (-net_total, -hand_total, order)
        scored.append((sort_key, kept, thrown, hand_total, crib_total, distribution, before))
    scored.sort(key=lambda row: row[0])

    options = []
    for _, kept, thrown, hand_total, crib_total, distribution, before in scored:
        hand_ev, crib_ev = Fraction(hand_total, starters), Fraction(crib_total, crib.cases)
        net_ev = hand_ev + crib_ev if dealer else hand_ev - crib_ev
        option = DiscardOption(
            kept=kept,
            thrown=thrown,
            hand_ev=hand_ev,
            hand_min=min(distribution),
            hand_max=max(distribution),
            hand_distribution=distribution,
            crib_ev=crib_ev,
            net_ev=net_ev,
            reason="",
            hand_before_starter=before,
        )
        options.append(replace(option, reason=_reason(option, dealer=dealer, players=players)))
    return DiscardAnalysis(
        cards=hand,
        dealer=dealer,
        players=players,
        model=MODELS[players],
        starters=starters,
        crib_cases=crib.cases,
        options=tuple(options),
    )


def _read_hand(cards: Sequence[Card] | str, players: int) -> tuple[Card, ...]:
    if players not in DEALT:
        raise ValueError(f"players is {players!r}; the discard analysis is for 2, 3 or 4 players")
    hand = tuple(parse_cards(cards) if isinstance(cards, str) else cards)
    dealt = DEALT[players]
    if len(hand) != dealt:
        raise CardError(f"with {players} players you are dealt {dealt} cards; {len(hand)} given")
    for card in hand:
        if not isinstance(card, Card):
            raise CardError(f"{card!r} is not a card; give Card values or text like '5H 10D'")
        if card.copy:
            raise CardError(f"{card} is a second copy of a card; cribbage uses one 52-card deck")
    check_distinct(list(hand))
    return hand


def _hand_counts(
    kept: tuple[Card, ...], unseen: list[tuple[int, int]], points: dict[int, int]
) -> tuple[int, dict[int, int], int]:
    """Total over every starter, hand scores by number of starters, and points before the cut."""
    key = sum(RANK_BIT[card.rank] for card in kept)
    by_rank = {rank: points[key + RANK_BIT[rank]] for rank, _ in unseen}
    # The suit part: a four-card flush is 4, or 5 with a starter of its suit; a kept jack
    # scores his nobs when the starter is of its suit.
    suits = {_SUIT_INDEX[card.suit] for card in kept}
    flush = len(suits) == 1
    by_suit = [4] * 4 if flush else [0] * 4
    if flush:
        by_suit[next(iter(suits))] += 1
    for card in kept:
        if card.rank == _JACK:
            by_suit[_SUIT_INDEX[card.suit]] += 1
    distribution: dict[int, int] = {}
    for rank, suit in unseen:
        score = by_rank[rank] + by_suit[suit]
        distribution[score] = distribution.get(score, 0) + 1
    total = sum(score * count for score, count in distribution.items())
    before = points[key] + (4 if flush else 0)
    return total, dict(sorted(distribution.items())), before


class _CribCounter:
    """Sums the crib's score over every set of unknown crib cards and every starter."""

    def __init__(
        self,
        unseen: list[tuple[int, int]],
        rank_counts: list[int],
        suit_counts: list[int],
        unknown: int,
        points: dict[int, int],
    ) -> None:
        self.unknown = unknown
        self.suit_counts = suit_counts
        self.points = points
        n = len(unseen)
        # Each case: `unknown` cards from the n unseen, then the starter from the rest.
        self.cases = comb(n, unknown) * (n - unknown)
        # Ranks: a case is a set of unknown + 1 unseen cards with one named the starter, and the
        # rank points do not care which, so count sets by rank multiset.
        self.rank_sets = _rank_multisets(rank_counts, unknown + 1)
        self.by_thrown_ranks: dict[int, int] = {}
        # Nobs for a thrown jack: starters of its suit, times the ways to fill the crib.
        self.thrown_jack_cases = comb(n - 1, unknown)
        # Nobs for an unseen jack: it is among the unknown cards, the starter is another card
        # of its suit, the other unknown - 1 cards are any of the n - 2 left.
        self.unseen_jack_total = sum(
            (suit_counts[suit] - 1) * comb(n - 2, unknown - 1)
            for rank, suit in unseen
            if rank == _JACK
        )

    def total(self, thrown: tuple[Card, ...]) -> int:
        """The crib's score summed over all `self.cases` cases."""
        key = sum(RANK_BIT[card.rank] for card in thrown)
        rank_total = self.by_thrown_ranks.get(key)
        if rank_total is None:
            points = self.points
            sets = sum([ways * points[key + other] for other, ways in self.rank_sets])
            rank_total = self.by_thrown_ranks[key] = (self.unknown + 1) * sets
        suits = {_SUIT_INDEX[card.suit] for card in thrown}
        flush_total = 0
        if len(suits) == 1:
            # A crib flush needs the unknown cards and the starter all of the thrown suit.
            same = self.suit_counts[next(iter(suits))]
            flush_total = 5 * (self.unknown + 1) * comb(same, self.unknown + 1)
        nobs_total = self.unseen_jack_total + sum(
            self.suit_counts[_SUIT_INDEX[card.suit]] * self.thrown_jack_cases
            for card in thrown
            if card.rank == _JACK
        )
        return rank_total + flush_total + nobs_total


def _rank_multisets(rank_counts: list[int], size: int) -> list[tuple[int, int]]:
    """Each multiset of `size` ranks as (key, number of sets of unseen cards with those ranks)."""
    by_size: list[list[tuple[int, int]]] = [[(0, 1)]] + [[] for _ in range(size)]
    for rank in range(1, 14):
        available = rank_counts[rank]
        # Largest sizes first, so a smaller set grows by this rank only once.
        for filled in range(size, 0, -1):
            for copies in range(1, min(available, filled) + 1):
                ways = comb(available, copies)
                more = copies * RANK_BIT[rank]
                by_size[filled] += [(key + more, n * ways) for key, n in by_size[filled - copies]]
    return by_size[size]


def _shown(cards: Sequence[Card]) -> str:
    return " ".join(card.display for card in cards)


_OWNERS = {
    (2, True): "your own crib",
    (2, False): "your opponent's crib",
    (3, True): "your own crib",
    (3, False): "the dealer's crib",
    (4, True): "your side's crib",
    (4, False): "the opponents' crib",
}


def _reason(option: DiscardOption, *, dealer: bool, players: int) -> str:
    """One line a learner can follow: what the hand keeps, what the crib gets, the net."""
    before, low, high = option.hand_before_starter, option.hand_min, option.hand_max
    guaranteed = f"{before} guaranteed" if before else "nothing guaranteed"
    spread = f"{low} to {high}" if low != high else f"always {low}"
    thrown = option.thrown
    notes = _thrown_notes(thrown)
    return (
        f"Keeps {_shown(option.kept)}: {guaranteed} before the starter, "
        f"{float(option.hand_ev):.1f} on average after it ({spread}). "
        f"Gives {_OWNERS[players, dealer]} {_shown(thrown)}{f' ({notes})' if notes else ''}, "
        f"which {'together are' if len(thrown) > 1 else 'is'} worth about "
        f"{float(option.crib_ev):.1f} there{'' if dealer else ' to them'}. "
        f"Net about {_signed(option.net_ev)} ({'hand + crib' if dealer else 'hand − crib'})."
    )


def _signed(number: Fraction) -> str:
    return f"{float(number):.1f}".replace("-", "−")


def _thrown_notes(thrown: tuple[Card, ...]) -> str:
    """What the thrown cards bring to the crib before anyone else's cards join them."""
    notes = []
    if len(thrown) == 2:
        a, b = sorted(thrown)
        if a.rank == b.rank:
            notes.append("a pair already, 2 points")
        if value(a) + value(b) == 15:
            notes.append("a fifteen already, 2 points")
        if 0 < b.rank - a.rank <= 2:
            # The ranks that would make a run of three with the two thrown cards.
            middle = range(a.rank + 1, b.rank)
            ends = [] if middle else [r for r in (a.rank - 1, b.rank + 1) if 1 <= r <= 13]
            fillers = " or ".join(_a_rank(Rank(r)) for r in [*middle, *ends])
            notes.append(f"{fillers} would make a run")
    if any(card.rank == Rank.FIVE for card in thrown):
        notes.append("a five makes fifteen with any ten or face card")
    if any(card.rank == Rank.JACK for card in thrown):
        notes.append("a jack scores his nobs if the starter matches its suit")
    return "; ".join(notes)


def _a_rank(rank: Rank) -> str:
    """'an eight', 'a ten': a rank with its article."""
    return f"{'an' if rank.spoken[0] in 'ae' else 'a'} {rank.spoken}"
