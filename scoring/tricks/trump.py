"""Trump and the bowers: the jack of trump (right bower) and the jack of the same colour (left
bower) are the top two trumps, and the left bower belongs to trump, whatever its printed suit.

Bid Euchre's Benny (a joker, scoring.cards.JOKER) is the highest trump of all. With no trump it
is a trump suit of its own, of one card: `suit_of` says None, the same as the no-trump strain,
so the usual rules hold unchanged: it cannot follow a suit led, it may be played when void, it
beats every card of the suit led, and when it is led nobody can follow it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import overload

from scoring.cards import Card, Rank, Suit

# The jack of the other suit of the same colour: the left bower belongs to trump.
SAME_COLOUR = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}

# Plain suits rank A K Q J 10 9; trump ranks right bower, left bower, A K Q 10 9.
_PLAIN_ORDER = {
    rank: i
    for i, rank in enumerate((Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE))
}
_TRUMP_BASE = 10
LEFT_BOWER_POWER = _TRUMP_BASE + 7
RIGHT_BOWER_POWER = _TRUMP_BASE + 8
BENNY_POWER = _TRUMP_BASE + 9


def is_benny(card: Card) -> bool:
    """The joker: Bid Euchre's Benny, the highest trump."""
    return card.rank == Rank.JOKER


def is_right_bower(card: Card, trump: Suit) -> bool:
    return card.rank == Rank.JACK and card.suit == trump


def is_left_bower(card: Card, trump: Suit) -> bool:
    return card.rank == Rank.JACK and card.suit == SAME_COLOUR[trump]


@overload
def suit_of(card: Card, trump: Suit) -> Suit: ...
@overload
def suit_of(card: Card, trump: Suit | None) -> Suit | None: ...
def suit_of(card: Card, trump: Suit | None) -> Suit | None:
    """The suit a card counts as: the left bower is a trump, whatever its printed suit; the
    Benny is trump, and with no trump a suit of its own (None, like the strain)."""
    if card.rank == Rank.JOKER:
        return trump
    if trump is not None and is_left_bower(card, trump):
        return trump
    return card.suit


def is_trump(card: Card, trump: Suit | None) -> bool:
    """A trump: with no trump, only the Benny is one."""
    return suit_of(card, trump) == trump


def power(card: Card, trump: Suit | None, led: Suit | None) -> int:
    """How strongly a card bids for a trick led in `led`: 0 when it can never win it. The two
    copies of a card in a double deck have the same power."""
    if card.rank == Rank.JOKER:
        return BENNY_POWER
    if trump is not None:
        if is_right_bower(card, trump):
            return RIGHT_BOWER_POWER
        if is_left_bower(card, trump):
            return LEFT_BOWER_POWER
        if card.suit == trump:
            return _TRUMP_BASE + 1 + _PLAIN_ORDER[card.rank]
    if card.suit == led:
        return 1 + _PLAIN_ORDER[card.rank]
    return 0


# Low no-trump (Bid Euchre): the lowest card of the suit led wins. Turning every rank over
# (nine for ace, ten for king, jack for queen) makes that the usual highest-card rule, so the
# trick winner and the solver serve both: apply `turned_over` to every card first.
_TURNED = {
    Rank.NINE: Rank.ACE,
    Rank.TEN: Rank.KING,
    Rank.JACK: Rank.QUEEN,
    Rank.QUEEN: Rank.JACK,
    Rank.KING: Rank.TEN,
    Rank.ACE: Rank.NINE,
}


def turned_over(card: Card) -> Card:
    """The card whose rank stands where `card`'s would in low no-trump, same suit and copy;
    the Benny stays itself (it takes any trick it is played to, high or low)."""
    if card.rank == Rank.JOKER:
        return card
    return replace(card, rank=_TURNED[card.rank])
