"""Following suit: a player must play a card of the suit led (trump's suit for the left bower)
when holding one, and may play any card otherwise."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.cards import Card, Suit
from scoring.tricks.trump import is_benny, is_left_bower, suit_of


def legal_plays(hand: Sequence[Card], led: Card | None, trump: Suit | None) -> list[Card]:
    """The cards a player may play: any when leading, else the suit led if they have it."""
    if led is None:
        return list(hand)
    led_suit = suit_of(led, trump)
    following = [card for card in hand if suit_of(card, trump) == led_suit]
    return following or list(hand)


def may_play(card: Card, hand: Sequence[Card], led: Card | None, trump: Suit | None) -> bool:
    """Whether `card`, held in `hand`, may be played: legal_plays' rule for one card, without
    listing the others (the check of every move asks it)."""
    if led is None:
        return True
    led_suit = suit_of(led, trump)
    if suit_of(card, trump) == led_suit:
        return True
    return not any(suit_of(other, trump) == led_suit for other in hand)


def follow_reason(hand: Sequence[Card], led: Card | None, trump: Suit | None) -> str:
    """Why `legal_plays` allows what it does, in a sentence: the suit led (the left bower
    leads trump), whether the hand holds it, and any left bower that does not follow its face."""
    if led is None:
        return "On the lead any card may be played."
    led_suit = suit_of(led, trump)
    if led_suit is None and is_benny(led):
        return "The Benny was led, and nobody can follow it: any card may be played."
    assert led_suit is not None
    why = f"{led_suit.noun.capitalize()} were led"
    if trump is not None and is_left_bower(led, trump):
        why = f"{led.display} is the left bower, a {trump.noun[:-1]}, so {trump.noun} were led"
    following = [card for card in hand if suit_of(card, trump) == led_suit]
    if not following:
        why += ", and the hand holds none: any card may be played"
    elif len(following) == 1:
        why += f": follow suit with the only one, {following[0].display}"
    else:
        why += f": follow suit with one of {' '.join(card.display for card in following)}"
    for card in hand:
        if trump is None or not is_left_bower(card, trump):
            continue
        if trump == led_suit:
            why += f" ({card.display} counts: the left bower is a {trump.noun[:-1]})"
        elif card.suit == led_suit:
            why += f" (not {card.display}: the left bower is a {trump.noun[:-1]} now)"
    return why + "."
