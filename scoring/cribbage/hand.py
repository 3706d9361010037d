"""The show: score four cards and the starter, every point itemized and explained."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from itertools import combinations, product

from scoring.cards import Card, CardError, Rank, check_distinct, parse_cards


class Category(StrEnum):
    FIFTEEN = "fifteen"
    PAIR = "pair"
    RUN = "run"
    FLUSH = "flush"
    NOBS = "nobs"


@dataclass(frozen=True, slots=True)
class ScoreItem:
    """One scoring combination: what it is, which cards make it, its points and why."""

    category: Category
    cards: tuple[Card, ...]
    points: int
    text: str


@dataclass(frozen=True, slots=True)
class HandScore:
    """A scored hand: the items in counting order, their total, the spoken count and notes."""

    hand: tuple[Card, ...]
    starter: Card
    crib: bool
    items: tuple[ScoreItem, ...]
    spoken: str
    notes: tuple[str, ...]

    @property
    def total(self) -> int:
        return sum(item.points for item in self.items)

    def points_by_category(self) -> dict[Category, int]:
        """Points for each category, every category present (zero when it scored nothing)."""
        totals = dict.fromkeys(Category, 0)
        for item in self.items:
            totals[item.category] += item.points
        return totals


def value(card: Card) -> int:
    """A card's value when adding to fifteen or 31: ace 1, face cards 10."""
    return min(card.rank, 10)


def score_hand(hand: Sequence[Card] | str, starter: Card | str, *, crib: bool = False) -> HandScore:
    """Score four cards with the starter; `crib=True` applies the crib's flush rule."""
    hand_cards = tuple(parse_cards(hand) if isinstance(hand, str) else hand)
    starter_card = Card.parse(starter) if isinstance(starter, str) else starter
    if len(hand_cards) != 4:
        raise CardError(f"a hand is 4 cards; {_count_words(len(hand_cards))} given")
    check_distinct([*hand_cards, starter_card])

    five = sorted([*hand_cards, starter_card], key=_card_order)
    shown = [card.display for card in five]
    items = [
        *_fifteens(five, shown),
        *_pairs(five, shown),
        *_runs(five),
        *_flush(hand_cards, starter_card, crib),
        *_nobs(hand_cards, starter_card),
    ]
    return HandScore(
        hand=hand_cards,
        starter=starter_card,
        crib=crib,
        items=tuple(items),
        spoken=spoken_count(items),
        notes=tuple(_notes(hand_cards, starter_card, crib, items)),
    )


def _card_order(card: Card) -> tuple[int, str, int]:
    """The cards' own order (rank, then suit in bridge order, which is the letters' order),
    as a key: sorting by it compares ints and strings, not dataclasses and enums."""
    return (int(card.rank), card.suit.value, card.copy)


def _shown(cards: Sequence[Card], sep: str = " ") -> str:
    return sep.join(card.display for card in cards)


# The 26 ways to take two or more of five cards, as positions, smallest first: the order the
# fifteens are listed and counted in.
_COMBINATIONS = tuple(combo for size in range(2, 6) for combo in combinations(range(5), size))


@cache
def _fifteen_positions(values: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Which of five cards of these values (in rank order) make fifteen. Five values in
    order: at most 2,002 tuples, each worked out once."""
    return tuple(combo for combo in _COMBINATIONS if sum(values[i] for i in combo) == 15)


def _fifteens(five: list[Card], shown: list[str]) -> list[ScoreItem]:
    positions = _fifteen_positions(tuple([min(card.rank, 10) for card in five]))
    return [
        ScoreItem(
            Category.FIFTEEN,
            tuple([five[i] for i in combo]),
            2,
            " + ".join([shown[i] for i in combo]) + " = 15 for 2",
        )
        for combo in positions
    ]


def _pairs(five: list[Card], shown: list[str]) -> list[ScoreItem]:
    return [
        ScoreItem(Category.PAIR, (five[i], five[j]), 2, f"{shown[i]} and {shown[j]}: a pair for 2")
        for i, j in _PAIR_POSITIONS
        if five[i].rank == five[j].rank
    ]


_PAIR_POSITIONS = tuple(combinations(range(5), 2))


def _runs(five: list[Card]) -> list[ScoreItem]:
    """Every run is its own item: a double run of three is two runs (and a pair)."""
    by_rank: dict[Rank, list[Card]] = {}
    for card in five:
        by_rank.setdefault(card.rank, []).append(card)
    ranks = sorted(by_rank)
    items = []
    start = 0
    for end in range(1, len(ranks) + 1):
        if end < len(ranks) and ranks[end] == ranks[end - 1] + 1:
            continue
        length = end - start
        if length >= 3:
            word = _count_words(length)
            for combo in product(*(by_rank[r] for r in ranks[start:end])):
                text = f"{_shown(combo)}: a run of {word} for {length}"
                items.append(ScoreItem(Category.RUN, combo, length, text))
        start = end
    return items


def _flush(hand: tuple[Card, ...], starter: Card, crib: bool) -> list[ScoreItem]:
    hand = tuple(sorted(hand, key=_card_order))
    suit = hand[0].suit
    if any(card.suit != suit for card in hand):
        return []
    if starter.suit == suit:
        cards = (*hand, starter)
        return [
            ScoreItem(
                Category.FLUSH,
                cards,
                5,
                f"{_shown(cards)}: all five cards are {suit.noun}, a flush for 5",
            )
        ]
    if crib:
        return []
    return [
        ScoreItem(
            Category.FLUSH,
            hand,
            4,
            f"{_shown(hand)}: the four cards in hand are {suit.noun}, a flush for 4",
        )
    ]


def _nobs(hand: tuple[Card, ...], starter: Card) -> list[ScoreItem]:
    return [
        ScoreItem(
            Category.NOBS,
            (card,),
            1,
            f"{card.display} is the jack of the starter's suit ({starter.display}): his nobs for 1",
        )
        for card in hand
        if card.rank == Rank.JACK and card.suit == starter.suit
    ]


def _notes(hand: tuple[Card, ...], starter: Card, crib: bool, items: list[ScoreItem]) -> list[str]:
    notes = []
    suits = {card.suit for card in hand}
    if crib and len(suits) == 1 and starter.suit not in suits:
        suit = next(iter(suits))
        notes.append(
            f"The four crib cards are all {suit.noun}, but a crib scores a flush only when "
            f"the starter is a {suit.noun[:-1]} too: no flush."
        )
    if starter.rank == Rank.JACK:
        notes.append(
            f"The starter {starter.display} is a jack: his heels, 2 points to the dealer, "
            "pegged when it is turned. It is not part of any hand's score, and a starter "
            "jack never scores his nobs."
        )
    if not items:
        notes.append(
            "No fifteens, pairs, runs, flush or nobs: a zero hand. Players call it a "
            "'nineteen', since no hand can score exactly 19."
        )
    return notes


_NUMBER_WORDS = (
    *("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
    *("eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen"),
    *("eighteen", "nineteen", "twenty"),
)


def _count_words(n: int) -> str:
    if n <= 20:
        return _NUMBER_WORDS[n]
    tens, ones = divmod(n, 10)
    prefix = {2: "twenty", 3: "thirty"}.get(tens)
    if prefix is None:
        return str(n)
    return prefix if ones == 0 else f"{prefix}-{_NUMBER_WORDS[ones]}"


_PAIR_NAMES = {1: "a pair", 3: "a pair royal", 6: "a double pair royal"}
_MULTIPLE_RUN_NAMES = {1: "a run", 2: "a double run", 3: "a triple run", 4: "a double-double run"}


def spoken_count(items: Sequence[ScoreItem]) -> str:
    """The count as said at the table: 'fifteen two, fifteen four, and a pair is six'."""
    phrases: list[str] = []
    running = 0

    def say(points: int, phrase: str) -> None:
        nonlocal running
        running += points
        phrases.append(f"{phrase} is {_count_words(running)}")

    fifteens = 0
    pairs_by_rank: dict[Rank, int] = {}
    runs = []
    for item in items:
        if item.category is Category.FIFTEEN:
            fifteens += 1
        elif item.category is Category.PAIR:
            rank = item.cards[0].rank
            pairs_by_rank[rank] = pairs_by_rank.get(rank, 0) + 1
        elif item.category is Category.RUN:
            runs.append(item)
    for _ in range(fifteens):
        running += 2
        phrases.append(f"fifteen {_count_words(running)}")

    # Pairs among the ranks of a run are said with it: "a double run of three is eight".
    run_ranks = {card.rank for item in runs for card in item.cards}
    for rank, count in sorted(pairs_by_rank.items()):
        if rank not in run_ranks:
            say(2 * count, _PAIR_NAMES[count])
    if runs:
        length = len(runs[0].cards)
        run_pairs = sum(count for rank, count in pairs_by_rank.items() if rank in run_ranks)
        name = _MULTIPLE_RUN_NAMES[len(runs)]
        say(len(runs) * length + 2 * run_pairs, f"{name} of {_count_words(length)}")

    for item in items:
        if item.category == Category.FLUSH:
            say(item.points, "a flush")
        elif item.category == Category.NOBS:
            say(1, "one for his nobs")

    if not phrases:
        return "nineteen: no points"
    if len(phrases) == 1:
        return phrases[0]
    return ", ".join(phrases[:-1]) + ", and " + phrases[-1]
