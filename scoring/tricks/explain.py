"""Why: a card's role under a trump (the bowers, the Benny), what each card played to a trick
does (follows, trumps in, overtrumps, throws off), and why the trick's winner takes it, in
sentences a learner can follow. Euchre and Bid Euchre narrate with these; the rules pages, the
lessons and the trick calculator show them.

Low no-trump is given as played (the engines turn ranks over to rank it; scoring.tricks.trump).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoring.cards import Card, Suit
from scoring.tricks.seats import SEATS, partner_of
from scoring.tricks.trick import trick_winner
from scoring.tricks.trump import (
    SAME_COLOUR,
    is_benny,
    is_left_bower,
    is_right_bower,
    power,
    suit_of,
    turned_over,
)

__all__ = ["TrickReason", "card_role", "play_note", "trick_note", "trick_reason"]


def card_role(card: Card, trump: Suit | None) -> str:
    """What a card is that its printed face does not say, or "": 'the left bower, a heart
    now (not a diamond) and the second-highest trump'."""
    if is_benny(card):
        if trump is None:
            return "the Benny, a trump of its own with no trump, which takes any trick"
        return "the Benny, the highest trump"
    if trump is None:
        return ""
    if is_right_bower(card, trump):
        return "the right bower, the highest trump"
    if is_left_bower(card, trump):
        return (
            f"the left bower, a {trump.noun[:-1]} now (not a {SAME_COLOUR[trump].noun[:-1]}) "
            "and the second-highest trump"
        )
    return ""


def _ranked(card: Card, low: bool) -> Card:
    return turned_over(card) if low else card


def play_note(
    card: Card,
    seat: int,
    trick: Sequence[tuple[int, Card]],
    trump: Suit | None,
    low: bool = False,
) -> str:
    """What `seat` playing `card` to `trick` (the cards before it, (seat, card)) does, said
    after the play ("West plays J♥: ..."), or "" when it is plain (following suit or throwing
    off): the card's role, "trumps in, being out of clubs", "overtrumps East's 9♦"."""
    role = card_role(card, trump)
    if not trick:
        return role
    led_card = trick[0][1]
    led = suit_of(led_card, trump)
    suit = suit_of(card, trump)
    cards = [_ranked(c, low) for _, c in trick]
    best = trick_winner(cards, trump)
    winning_seat, winning_card = trick[best]
    ahead = power(cards[best], trump, led)
    mine = power(_ranked(card, low), trump, led)
    partner_winning = winning_seat == partner_of(seat)
    parts: list[str] = [role] if role else []
    trumping = suit == trump and led != trump
    if suit == led:
        if mine > ahead and partner_winning:
            parts.append(f"it overtakes partner {SEATS[winning_seat]}'s {winning_card.display}")
    elif trumping:
        out = "out of the Benny's suit" if led is None else f"out of {led.noun}"
        beaten = suit_of(winning_card, trump) == trump
        if not beaten:
            parts.append(f"{'played' if is_benny(card) else 'trumps in'}, being {out}")
        elif mine > ahead:
            whose = "partner " if partner_winning else ""
            parts.append(f"overtrumps {whose}{SEATS[winning_seat]}'s {winning_card.display}")
        else:
            parts.append(f"trumps, but under {SEATS[winning_seat]}'s {winning_card.display}")
    return "; ".join(parts)


def trick_note(cards: Sequence[Card], trump: Suit | None, low: bool = False) -> str:
    """Why the trick's winner takes it when that is not plain (a trump, a bower, the Benny, the
    first of two twins, low no-trump), else ""."""
    reason = trick_reason(cards, trump, low)
    card = cards[reason.winner]
    plain = (
        not low
        and not card_role(card, trump)
        and suit_of(card, trump) == suit_of(cards[0], trump)
        and "twin" not in reason.text
    )
    return "" if plain else reason.text


@dataclass(frozen=True, slots=True)
class TrickReason:
    """The winner of a trick (its index in play order) and why, in one sentence."""

    winner: int
    text: str


def trick_reason(cards: Sequence[Card], trump: Suit | None, low: bool = False) -> TrickReason:
    """Who takes a trick of `cards` (in play order) and why: the highest trump, else the
    highest (lowest, in low no-trump) card of the suit led; of two identical cards the first."""
    ranked = [_ranked(c, low) for c in cards]
    winner = trick_winner(ranked, trump)
    card = cards[winner]
    led = suit_of(cards[0], trump)
    suit = suit_of(card, trump)
    twin = any(
        i < winner and c.rank == card.rank and c.suit == card.suit for i, c in enumerate(cards)
    )
    later_twin = any(
        i > winner and c.rank == card.rank and c.suit == card.suit for i, c in enumerate(cards)
    )
    role = card_role(card, trump)
    if is_benny(card):
        why = f"{card.display} takes it: it is {role.removeprefix('the Benny, ')}"
    elif role:
        why = f"{card.display} takes it: it is {role}"
    elif suit == trump and led is not None:
        trumps = [c for c in cards if suit_of(c, trump) == trump]
        if len(trumps) == 1 and led != trump:
            why = f"{card.display} takes it, the only trump on a {led.noun[:-1]} lead"
        else:
            why = f"{card.display} takes it, the highest trump played"
    else:
        word = "lowest" if low else "highest"
        noun = led.noun[:-1] if led is not None else "card"
        why = f"{card.display} takes it: {noun}s were led and it is the {word} {noun}" + (
            ", and no trump was played" if trump is not None else ""
        )
        if low:
            why += " (in low no-trump the lowest card of the suit led wins)"
    assert not twin  # the first of two identical cards wins, so the winner is never second
    if later_twin:
        why += "; its twin came later, and of two identical cards the first played wins"
    return TrickReason(winner, why)
