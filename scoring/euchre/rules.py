"""Euchre's card rules: the bowers, which suit a card follows, who wins a trick, what scores."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.cards import Card, Rank, Suit
from scoring.euchre.options import Renege, Rules

# The jack of the other suit of the same colour: the left bower belongs to trump.
SAME_COLOUR = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.DIAMONDS: Suit.HEARTS,
    Suit.HEARTS: Suit.DIAMONDS,
}

# Points that are not a matter of tricks taken.
LONE_DEFENCE_EUCHRE = 4  # a defender alone who euchres the makers (Rules.defend_alone)
RENEGE_PENALTY = 2  # to the opponents of a player who reneged (Rules.renege = "penalty")
LONE_RENEGE_PENALTY = 4  # to a lone maker when a defender reneged

# Plain suits rank A K Q J 10 9; trump ranks right bower, left bower, A K Q 10 9.
_PLAIN_ORDER = {
    rank: i
    for i, rank in enumerate((Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE))
}
_TRUMP_BASE = 10
LEFT_BOWER_POWER = _TRUMP_BASE + 7
RIGHT_BOWER_POWER = _TRUMP_BASE + 8


def is_right_bower(card: Card, trump: Suit) -> bool:
    return card.rank == Rank.JACK and card.suit == trump


def is_left_bower(card: Card, trump: Suit) -> bool:
    return card.rank == Rank.JACK and card.suit == SAME_COLOUR[trump]


def suit_of(card: Card, trump: Suit | None) -> Suit:
    """The suit a card counts as: the left bower is a trump, whatever its printed suit."""
    if trump is not None and is_left_bower(card, trump):
        return trump
    return card.suit


def is_trump(card: Card, trump: Suit | None) -> bool:
    return trump is not None and suit_of(card, trump) == trump


def power(card: Card, trump: Suit | None, led: Suit) -> int:
    """How strongly a card bids for a trick led in `led`: 0 when it can never win it."""
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


def trick_winner(cards: Sequence[Card], trump: Suit | None) -> int:
    """Index (in play order) of the card that takes the trick: highest trump, else highest of
    the suit led. With a double deck the first of two identical cards wins."""
    if not cards:
        raise ValueError("a trick needs at least one card")
    led = suit_of(cards[0], trump)
    best = 0
    best_power = power(cards[0], trump, led)
    for index in range(1, len(cards)):
        card_power = power(cards[index], trump, led)
        if card_power > best_power:
            best, best_power = index, card_power
    return best


def legal_plays(hand: Sequence[Card], led: Card | None, trump: Suit | None) -> list[Card]:
    """The cards a player may play: any when leading, else the suit led if they have it."""
    if led is None:
        return list(hand)
    led_suit = suit_of(led, trump)
    following = [card for card in hand if suit_of(card, trump) == led_suit]
    return following or list(hand)


def hand_points(maker_tricks: int, alone: bool) -> tuple[int, int]:
    """Points (makers, defenders) for a hand in which the makers took `maker_tricks` of 5."""
    if not 0 <= maker_tricks <= 5:
        raise ValueError(f"a hand has 5 tricks; {maker_tricks} is not a number of tricks")
    if maker_tricks == 5:
        return (4 if alone else 2), 0
    if maker_tricks >= 3:
        return 1, 0
    return 0, 2


def scoring_rules(rules: Rules) -> list[str]:
    """How a hand scores under `rules`, in plain sentences for a page to show."""
    one, _ = hand_points(3, alone=False)
    march, _ = hand_points(5, alone=False)
    lone_march, _ = hand_points(5, alone=True)
    _, euchre = hand_points(2, alone=False)
    lines = [
        f"Makers who take 3 or 4 tricks score {one}; all 5 score {march}, "
        f"or {lone_march} for a lone hand.",
        f"Makers who take fewer than 3 are euchred: the defenders score {euchre}"
        + (f", or {LONE_DEFENCE_EUCHRE} if a defender was alone." if rules.defend_alone else "."),
    ]
    if rules.renege is Renege.PENALTY:
        lines.append(
            f"A renege found at the hand's end scores {RENEGE_PENALTY} for the other side "
            f"({LONE_RENEGE_PENALTY} for a lone maker), and the tricks do not count."
        )
    lines.append(f"The first side to {rules.game_to} points wins.")
    return lines
