"""Cards as small integers for the rollouts, and the tables that make play fast.

Card n is suit n // 6 (clubs, diamonds, hearts, spades) and rank n % 6 (nine, ten, jack,
queen, king, ace). For each trump, `SUIT_AS[trump][n]` is the suit the card counts as (the
left bower is a trump) and `RANK_AS[trump][n]` its rank within it: plain suits 0 (nine) to 5
(ace), trumps 0 (nine), 1 (ten), 2 (queen), 3 (king), 4 (ace), 5 (left bower), 6 (right).
"""

from __future__ import annotations

from scoring.cards import EUCHRE_RANKS, Card, Suit

SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
CARDS = tuple(Card(rank, suit) for suit in SUITS for rank in EUCHRE_RANKS)
INDEX = {card: n for n, card in enumerate(CARDS)}
SUIT_INDEX = {suit: n for n, suit in enumerate(SUITS)}
NINE, TEN, JACK, QUEEN, KING, ACE = range(6)
SAME_COLOUR = (3, 2, 1, 0)  # clubs-spades, diamonds-hearts
RIGHT, LEFT = 6, 5  # trump ranks of the bowers
TRUMP_ACE = 4

_TRUMP_RANK = {NINE: 0, TEN: 1, QUEEN: 2, KING: 3, ACE: 4}


def _tables() -> tuple[tuple[tuple[int, ...], ...], tuple[tuple[int, ...], ...]]:
    suit_as = []
    rank_as = []
    for trump in range(4):
        suits = []
        ranks = []
        for n in range(24):
            suit, rank = divmod(n, 6)
            if rank == JACK and suit == trump:
                suits.append(trump)
                ranks.append(RIGHT)
            elif rank == JACK and suit == SAME_COLOUR[trump]:
                suits.append(trump)
                ranks.append(LEFT)
            elif suit == trump:
                suits.append(trump)
                ranks.append(_TRUMP_RANK[rank])
            else:
                suits.append(suit)
                ranks.append(rank)
        suit_as.append(tuple(suits))
        rank_as.append(tuple(ranks))
    return tuple(suit_as), tuple(rank_as)


SUIT_AS, RANK_AS = _tables()


def cards_of(numbers: list[int]) -> list[Card]:
    return [CARDS[n] for n in numbers]


def numbers_of(cards: list[Card] | tuple[Card, ...]) -> list[int]:
    return [INDEX[card] for card in cards]


def _by_suit() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """For each trump and each suit (as the cards count), its cards from the highest down."""
    tables = []
    for trump in range(4):
        ranks = RANK_AS[trump]
        suits = []
        for suit in range(4):
            cards = [n for n in range(24) if SUIT_AS[trump][n] == suit]
            cards.sort(key=ranks.__getitem__, reverse=True)
            suits.append(tuple(cards))
        tables.append(tuple(suits))
    return tuple(tables)


SUIT_CARDS = _by_suit()
