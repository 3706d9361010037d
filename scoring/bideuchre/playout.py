"""A fast playout: the rest of a hand played to the end by simple table habits, on the
solver's bit encoding (scoring.tricks.layout), to value bids and early cards over sampled
deals where the double-dummy solver would be too slow.

Each player uses only its own cards and the cards not yet played, never another hand:
- leading, the bidders draw trump with a top trump; anyone cashes a card no live card beats;
  otherwise lead low from the longest plain suit (bidders holding trump lead a low one);
- following, never overtake partner; the last player wins as cheaply as it can; second hand
  plays low unless it holds the top card; third hand plays high; ruff as low as will win;
- with nothing useful, throw the lowest card of the shortest plain suit.
Low no-trump is played as no-trump on the cards turned over (scoring.tricks.trump).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

from scoring.cards import Card, Deck, Suit
from scoring.tricks.layout import Layout, layout
from scoring.tricks.seats import PLAYERS
from scoring.tricks.trump import turned_over

__all__ = ["Table", "play_out", "table_for"]


@dataclass(frozen=True, slots=True)
class Table:
    """The bit of every card of a deck under one strain; low no-trump's cards turned over."""

    code: Layout
    low: bool

    def bit(self, card: Card) -> int:
        return self.code.bit_of[turned_over(card) if self.low else card]

    def mask(self, cards: Iterable[Card]) -> int:
        result = 0
        for card in cards:
            result |= 1 << self.bit(card)
        return result

    def card(self, bit: int) -> Card:
        card = self.code.cards[bit]
        return turned_over(card) if self.low else card


@cache
def table_for(deck: Deck, trump: Suit | None, low: bool) -> Table:
    """The table of `deck` (Rules.cards) under a strain."""
    cards = deck.cards()
    laid_out = frozenset(turned_over(c) for c in cards) if low else frozenset(cards)
    return Table(layout(laid_out, trump), low)


def play_out(
    table: Table,
    hands: Sequence[int],
    trick: Sequence[tuple[int, int]],
    seat: int,
    bidders: int,
    out: int | None = None,
) -> list[int]:
    """Tricks each side (0, 1) takes from the trick in progress to the hand's end, `seat` to
    play next to `trick` ((seat, bit) so far, maybe complete); `out` sits out (its hand is
    ignored); `bidders` is the bidding side."""
    code = table.code
    suit_mask, top, trump_mask = code.suit_mask, code.top, code.trump_mask
    plain_masks = code.plain_masks
    held = list(hands)
    if out is not None:
        held[out] = 0
    live = 0
    for mask in held:
        live |= mask
    players = PLAYERS - (out is not None)
    won = [0, 0]
    led, best, best_seat = 0, -1, seat
    for who, bit in trick:
        if not led:
            led, best, best_seat = suit_mask[bit], top[bit], who
        elif bit > best and (led | trump_mask) >> bit & 1:
            best, best_seat = top[bit], who
    position = len(trick)
    while True:
        if position == players:
            won[best_seat % 2] += 1
            if not live:
                return won
            seat, position, led, best = best_seat, 0, 0, -1
        mine = held[seat]
        if position == 0:
            bit = _lead(mine, live & ~mine, seat % 2 == bidders, trump_mask, plain_masks, top)
            led, best, best_seat = suit_mask[bit], top[bit], seat
        else:
            following = mine & led
            legal = following or mine
            beat = legal & (led | trump_mask) & ~((2 << best) - 1)
            if best_seat % 2 == seat % 2 or not beat:
                bit = _throw(legal, following, trump_mask, plain_masks)
            elif position == players - 1 or not following:
                bit = (beat & -beat).bit_length() - 1  # win as cheaply as possible
            else:
                others = live & ~mine & led
                highest = others.bit_length() - 1
                bosses = [b for b in _bits(beat) if top[b] >= highest]
                if bosses:
                    bit = bosses[0]
                elif position == 1:
                    bit = _throw(legal, following, trump_mask, plain_masks)  # second hand low
                else:
                    bit = beat.bit_length() - 1  # third hand high
            if bit > best and (led | trump_mask) >> bit & 1:
                best, best_seat = top[bit], seat
        held[seat] = mine & ~(1 << bit)
        live &= ~(1 << bit)
        position += 1
        if position < players:
            seat = (seat + 1) % PLAYERS
            if seat == out:
                seat = (seat + 1) % PLAYERS


def _bits(mask: int) -> list[int]:
    """The bits of `mask`, lowest first."""
    found = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


def _lead(
    mine: int,
    others: int,
    bidding: bool,
    trump_mask: int,
    plain_masks: tuple[int, ...],
    top: tuple[int, ...],
) -> int:
    trumps = mine & trump_mask
    their_trumps = others & trump_mask
    if trumps and bidding and their_trumps:
        highest = trumps.bit_length() - 1
        if top[highest] >= their_trumps.bit_length() - 1:
            return highest  # draw trump with a winner
    for plain in plain_masks:
        cards = mine & plain
        if cards:
            highest = cards.bit_length() - 1
            theirs = others & plain
            if not theirs or top[highest] >= theirs.bit_length() - 1:
                return highest  # cash a winner
    if trumps and not their_trumps:
        return trumps.bit_length() - 1
    if trumps and bidding:
        return (trumps & -trumps).bit_length() - 1
    longest = max(plain_masks, key=lambda plain: (mine & plain).bit_count())
    cards = mine & longest or mine
    return (cards & -cards).bit_length() - 1


def _throw(legal: int, following: int, trump_mask: int, plain_masks: tuple[int, ...]) -> int:
    """The least useful card: the lowest of the suit led, else the lowest of the shortest
    plain suit, else the lowest trump."""
    if following:
        return (following & -following).bit_length() - 1
    shortest = 0
    for plain in plain_masks:
        cards = legal & plain
        if cards and (not shortest or cards.bit_count() < shortest.bit_count()):
            shortest = cards
    cards = shortest or legal & trump_mask or legal
    return (cards & -cards).bit_length() - 1
