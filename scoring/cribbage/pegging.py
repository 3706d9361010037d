"""The play: the points a card pegs as it is laid on the pile, itemized and explained.

ACC rules. The pile is the cards played since the count last started at 0; only its last
card scores. 15 and 31 peg 2; the most recent cards of one rank peg 2, 6 or 12; a run is the
longest stretch of most recent cards, in any order, that are consecutive ranks with no repeat.
The go, the last card and his heels (a jack starter) are pegged outside the pile's own count.
Whose turn it is in the play, and who leads after a count ends, are here too (next_in_count,
next_leader): the game (scoring.cribbage.table) and the pegging settler (settle.py) share them.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from enum import StrEnum

from scoring.cards import Card, check_distinct, parse_cards
from scoring.cribbage.rules import GoLead
from scoring.errors import ExplainedError

MAX_COUNT = 31


class PeggingError(ExplainedError):
    """A pile that cannot happen in play: empty, a card twice, or a count past 31."""


class PlayCategory(StrEnum):
    FIFTEEN = "fifteen"
    THIRTY_ONE = "thirty_one"
    PAIR = "pair"
    RUN = "run"
    GO = "go"
    LAST_CARD = "last_card"
    HEELS = "heels"


@dataclass(frozen=True, slots=True)
class PlayItem:
    """Points pegged outside the show: what for, which cards make it, how many and why."""

    category: PlayCategory
    cards: tuple[Card, ...]
    points: int
    text: str


@dataclass(frozen=True, slots=True)
class PlayScore:
    """What the last card of a pile pegs: the pile in play order and the scoring items."""

    pile: tuple[Card, ...]
    items: tuple[PlayItem, ...]

    @property
    def card(self) -> Card:
        """The card just played."""
        return self.pile[-1]

    @property
    def count(self) -> int:
        return count_of(self.pile)

    @property
    def total(self) -> int:
        return sum(item.points for item in self.items)


# A card's value by rank (index 1 to 13): the same as hand.value(), as a table for speed.
VALUES = (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 10)


def count_of(pile: Sequence[Card]) -> int:
    """The count: the values of the pile's cards added up (ace 1, face cards 10)."""
    return sum([VALUES[card.rank] for card in pile])


def score_play(pile: Sequence[Card] | str) -> PlayScore:
    """Score the last card of `pile`, the cards played since the count last started at 0."""
    cards = tuple(parse_cards(pile) if isinstance(pile, str) else pile)
    if not cards:
        raise PeggingError("the pile is empty; play a card first")
    check_distinct(list(cards))
    count = count_of(cards)
    if count > MAX_COUNT:
        raise PeggingError(
            f"{_shown(cards)} counts {count}; the count never goes past {MAX_COUNT}, "
            "so the last card could not have been played"
        )
    return PlayScore(cards, play_items(cards, count))


def play_items(pile: tuple[Card, ...], count: int) -> tuple[PlayItem, ...]:
    """The items score_play() finds, without its checks: for a pile the game built itself."""
    items: list[PlayItem] = []
    if count == 15:
        items.append(PlayItem(PlayCategory.FIFTEEN, pile, 2, f"{_shown(pile)}: count 15 for 2"))
    elif count == MAX_COUNT:
        items.append(PlayItem(PlayCategory.THIRTY_ONE, pile, 2, f"{_shown(pile)}: 31 for 2"))
    if len(pile) > 1:
        if pile[-2].rank == pile[-1].rank:
            items.append(_pair(pile))
        elif len(pile) > 2:
            run = _run(pile)
            if run is not None:
                items.append(run)
    return tuple(items)


_PAIR_NAMES = {2: ("a pair", 2), 3: ("a pair royal", 6), 4: ("a double pair royal", 12)}


def _pair(cards: tuple[Card, ...]) -> PlayItem:
    """The most recent cards that share the last card's rank (two or more of them)."""
    rank = cards[-1].rank
    same = 2
    while same < len(cards) and cards[-1 - same].rank == rank:
        same += 1
    name, points = _PAIR_NAMES[same]
    matched = cards[-same:]
    return PlayItem(PlayCategory.PAIR, matched, points, f"{_shown(matched)}: {name} for {points}")


_RUN_WORDS = {3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}


def _run(cards: tuple[Card, ...]) -> PlayItem | None:
    """The longest run of most recent cards: distinct ranks, consecutive, in any order.

    (A pair on top rules a run out: its last cards repeat a rank.)"""
    for length in range(len(cards), 2, -1):
        ranks = {card.rank for card in cards[-length:]}
        if len(ranks) == length and max(ranks) - min(ranks) == length - 1:
            run = cards[-length:]
            text = f"{_shown(run)}: a run of {_RUN_WORDS[length]} for {length}"
            return PlayItem(PlayCategory.RUN, run, length, text)
    return None


def go_point(pile: Sequence[Card]) -> PlayItem:
    """The go: 1 to whoever played the pile's last card when no one else can play on it."""
    last = pile[-1]
    text = (
        f"{last.display} left the count at {count_of(pile)} and no one can play on it: a go for 1"
    )
    return PlayItem(PlayCategory.GO, (last,), 1, text)


def last_card_point(pile: Sequence[Card]) -> PlayItem:
    """One for last: the final card of the play, unless it made 31 (31 pegs 2, not 3)."""
    last = pile[-1]
    text = f"{last.display} is the last card of the play: one for last"
    return PlayItem(PlayCategory.LAST_CARD, (last,), 1, text)


def heels(starter: Card) -> PlayItem:
    """His heels: a jack turned as the starter pegs 2 for the dealer at once."""
    text = f"the starter {starter.display} is a jack: his heels, 2 for the dealer"
    return PlayItem(PlayCategory.HEELS, (starter,), 2, text)


def past_31(card: Card, count: int) -> str:
    """Why `card` cannot be played on `count`, when it cannot: '9♣ would take the count from
    25 to 34, past 31'."""
    after = count + VALUES[card.rank]
    return f"{card.display} would take the count from {count} to {after}, past {MAX_COUNT}"


def fits(card: Card, count: int) -> bool:
    """Whether `card` may be played on `count`: it keeps the count at 31 or less."""
    return count + VALUES[card.rank] <= MAX_COUNT


def next_in_count(after: int, holding: Sequence[bool], gone: Collection[int]) -> int | None:
    """Who plays after seat `after`: the next clockwise (`after` itself last) who still holds a
    card (`holding`, by seat) and has not said go in this count; None when nobody is left in
    it, and the count ends."""
    players = len(holding)
    for step in range(1, players + 1):
        seat = (after + step) % players
        if holding[seat] and seat not in gone:
            return seat
    return None


def next_leader(last: int, holding: Sequence[bool], gone: Sequence[int], go_leads: GoLead) -> int:
    """Who leads the next count after one that `last` played the last card of: the player
    after `last` (ACC), or with GoLead.SAID_GO the first to say go in it (`gone`, in order);
    players out of cards are skipped. Called only while someone holds a card."""
    players = len(holding)
    start, first = last, 1
    if go_leads is GoLead.SAID_GO and gone:
        start, first = gone[0], 0
    for step in range(first, first + players):
        seat = (start + step) % players
        if holding[seat]:
            return seat
    raise AssertionError("next_leader() is called only while someone holds a card")


def _shown(cards: Sequence[Card]) -> str:
    return " ".join(card.display for card in cards)
