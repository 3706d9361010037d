"""The point count the lessons teach and the table player bids with: a rule of thumb.

Count your hand for a trump suit: each trump 1, the right bower 1 more, the left bower and the
ace of trump half a point more; each off-suit ace 3/4; with two or more trumps, each void half
a point. In round one the up-card goes to the dealer: add half a point when your side deals
(a whole point for a jack), take it off when the other side deals; the dealer counts the six
cards less the discard. In round two, "next" (the suit of the turned-down card's colour) is
worth half a point more to the dealer's left and their partner. Order up (or pick up) at 4,
name a suit in round two at 3 1/2; go alone at 5 3/4. The lines were set by play: each was
moved until a side bidding so did no better against one bidding as before
(benchmarks/tune_table_bidding.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoring.euchre.bidding.table import (
    ACE,
    CARDS,
    LEFT,
    RANK_AS,
    RIGHT,
    SAME_COLOUR,
    SUIT_AS,
    TRUMP_ACE,
)

ORDER_AT = 4.0  # round one: order up, or pick up
CALL_AT = 3.5  # round two: name a suit
ALONE_AT = 5.75
TRUMP = 1.0
RIGHT_BONUS = 1.0
LEFT_BONUS = 0.5
ACE_OF_TRUMP_BONUS = 0.5
OFF_ACE = 0.75
VOID = 0.5
UPCARD = 0.5
UPCARD_JACK = 1.0
NEXT = 0.5


def hand_count(hand: Sequence[int], trump: int) -> float:
    """The count of `hand` (card numbers) with suit number `trump` as trump."""
    suit_as, rank_as = SUIT_AS[trump], RANK_AS[trump]
    total = 0.0
    trumps = 0
    plain = [False, False, False, False]
    for card in hand:
        if suit_as[card] == trump:
            trumps += 1
            rank = rank_as[card]
            total += TRUMP + (
                RIGHT_BONUS
                if rank == RIGHT
                else LEFT_BONUS
                if rank == LEFT
                else ACE_OF_TRUMP_BONUS
                if rank == TRUMP_ACE
                else 0.0
            )
        else:
            plain[suit_as[card]] = True
            if rank_as[card] == ACE:
                total += OFF_ACE
    if trumps >= 2:
        total += VOID * (3 - sum(plain))
    return total


def upcard_worth(upcard: int) -> float:
    return UPCARD_JACK if upcard % 6 == 2 else UPCARD


def round_one_count(hand: Sequence[int], seat: int, dealer: int, upcard: int) -> float:
    """Round one's count for ordering up (or, for the dealer, picking up) the up-card."""
    from scoring.euchre.bidding.rollout import table_discard

    trump = upcard // 6
    if seat == dealer:
        six = [*hand, upcard]
        six.remove(table_discard(six, trump))
        return hand_count(six, trump)
    worth = upcard_worth(upcard)
    return hand_count(hand, trump) + (worth if (dealer - seat) % 2 == 0 else -worth)


def is_next(suit: int, upcard: int) -> bool:
    """Whether `suit` is "next": the other suit of the turned-down card's colour."""
    return suit == SAME_COLOUR[upcard // 6]


def round_two_count(hand: Sequence[int], suit: int, seat: int, dealer: int, upcard: int) -> float:
    """Round two's count for naming `suit`."""
    bonus = NEXT if is_next(suit, upcard) and (seat - dealer) % 2 == 1 else 0.0
    return hand_count(hand, suit) + bonus


@dataclass(frozen=True, slots=True)
class CountLine:
    """One line of a count: what it is for, the cards, the points."""

    text: str
    cards: tuple[str, ...]
    points: float


def count_lines(hand: Sequence[int], trump: int) -> list[CountLine]:
    """hand_count() item by item, for a page to show how the count is made."""
    suit_as, rank_as = SUIT_AS[trump], RANK_AS[trump]
    lines = []
    trumps = [c for c in hand if suit_as[c] == trump]
    for card in sorted(trumps, key=rank_as.__getitem__, reverse=True):
        rank = rank_as[card]
        name = CARDS[card]
        if rank == RIGHT:
            lines.append(CountLine("the right bower: a trump and 1 more", (str(name),), 2.0))
        elif rank == LEFT:
            lines.append(
                CountLine("the left bower: a trump and half a point more", (str(name),), 1.5)
            )
        elif rank == TRUMP_ACE:
            lines.append(
                CountLine("the ace of trump: a trump and half a point more", (str(name),), 1.5)
            )
        else:
            lines.append(CountLine("a trump", (str(name),), TRUMP))
    for card in hand:
        if suit_as[card] != trump and rank_as[card] == ACE:
            lines.append(CountLine("an off-suit ace", (str(CARDS[card]),), OFF_ACE))
    if len(trumps) >= 2:
        held = {suit_as[c] for c in hand if suit_as[c] != trump}
        voids = 3 - len(held)
        if voids:
            lines.append(
                CountLine(
                    f"{'a void' if voids == 1 else f'{voids} voids'} beside your trumps",
                    (),
                    VOID * voids,
                )
            )
    return lines
