"""Drills: deal a hand (or crib) and starter of a chosen level, exercising a chosen category.

A level is defined by one measurable property of the engine's count: the number of items
score_hand finds, that is, how many combinations the learner must find.

    beginner      0 to 2 items   (about 61% of random deals)  "fifteen two and a pair is four"
    intermediate  3 or 4 items   (about 33%)
    advanced      5 or 6 items   (about 5.6%)
    expert        7 or more      (about 0.7%): double and triple runs, double-double runs,
                                 hands of many fifteens such as 5 5 10 J Q, the 29 hand

A focus category promises at least one item of that category (a flush focus: a flush that
scores, so in a crib a five-card flush). Every level and focus can be dealt, hand or crib; the
narrowest is an expert crib with a flush: only 5 10 J Q K of one suit, the jack in the crib.

Dealing is rejection sampling. A rank pattern that can reach the level and hold the focus
(a fifteen, a pair, a run; four different ranks for a flush; a jack for nobs) is drawn,
weighted by how many deals have those ranks; suits are dealt at random, or to make the
flush, or the jack and a starter of its suit; the deal is kept when its count keeps the
promise. So with no focus a level's deals come up as often as they do in play. At worst
about one try in eight succeeds; after `tries` failures a stored example of the level and
focus is dealt with its suits shuffled. Everything random comes from the `rng` passed in, so a seed
replays the drill.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from typing import Any

from scoring.cards import Card, Rank, Suit, check_distinct, parse_cards
from scoring.cribbage._rank_points import RANK_BIT
from scoring.cribbage.hand import Category, HandScore, score_hand
from scoring.errors import ExplainedError
from scoring.trainer._rank_items import RankPattern, rank_items_table, rank_patterns
from scoring.trainer.wording import parse_category


class Level(StrEnum):
    BEGINNER = "beginner"
    INTERMEDIATE = "intermediate"
    ADVANCED = "advanced"
    EXPERT = "expert"

    @property
    def items_range(self) -> tuple[int, int | None]:
        """The number of items a deal of this level has: (fewest, most), None for no limit."""
        return LEVEL_ITEMS[self]

    @property
    def harder(self) -> Level:
        """The next level up (expert stays expert)."""
        levels = list(Level)
        return levels[min(levels.index(self) + 1, len(levels) - 1)]

    @property
    def easier(self) -> Level:
        """The next level down (beginner stays beginner)."""
        levels = list(Level)
        return levels[max(levels.index(self) - 1, 0)]


LEVEL_ITEMS: dict[Level, tuple[int, int | None]] = {
    Level.BEGINNER: (0, 2),
    Level.INTERMEDIATE: (3, 4),
    Level.ADVANCED: (5, 6),
    Level.EXPERT: (7, None),
}

MAX_TRIES = 1000


class DrillError(ExplainedError):
    """A drill that cannot be read back: unknown level or category, or not a deal."""


def level_of(score: HandScore) -> Level:
    """The level a scored deal belongs to, by its number of items."""
    return _level_of_items(len(score.items))


def _level_of_items(items: int) -> Level:
    for level, (low, high) in LEVEL_ITEMS.items():
        if items >= low and (high is None or items <= high):
            return level
    raise AssertionError(f"no level for {items} items")  # the levels cover 0 and up


def fits(score: HandScore, level: Level, focus: Category | None = None) -> bool:
    """True when a scored deal keeps the promise of a drill of this level and focus."""
    has_focus = focus is None or any(item.category == focus for item in score.items)
    return level_of(score) == level and has_focus


@dataclass(frozen=True, slots=True)
class Drill:
    """A deal to count: four cards (a hand, or the crib when `crib`) and the starter.

    `level` and `focus` are what it was dealt for; `review` marks a deal the learner missed
    before, dealt again by the adaptive mode (its level is then the deal's own).
    """

    hand: tuple[Card, ...]
    starter: Card
    crib: bool
    level: Level
    focus: Category | None = None
    review: bool = False

    def score(self) -> HandScore:
        return score_hand(self.hand, self.starter, crib=self.crib)

    def to_dict(self) -> dict[str, Any]:
        return {
            "hand": [str(card) for card in self.hand],
            "starter": str(self.starter),
            "crib": self.crib,
            "level": self.level.value,
            "focus": None if self.focus is None else self.focus.value,
            "review": self.review,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Drill:
        """Read back to_dict()'s data; DrillError (or CardError) says what is wrong."""
        try:
            level, hand, starter = data["level"], data["hand"], data["starter"]
        except KeyError as missing:
            raise DrillError(f"a drill needs {missing}") from None
        if level not in set(Level):
            raise DrillError(f"level {level!r}; use beginner, intermediate, advanced or expert")
        cards = tuple(parse_cards(" ".join(hand)))
        if len(cards) != 4:
            raise DrillError(f"a drill's hand is 4 cards; {len(cards)} given")
        starter_card = Card.parse(starter)
        check_distinct([*cards, starter_card])
        focus = data.get("focus")
        return cls(
            hand=cards,
            starter=starter_card,
            crib=bool(data.get("crib", False)),
            level=Level(level),
            focus=None if focus is None else parse_category(focus),
            review=bool(data.get("review", False)),
        )


def deal_drill(
    rng: random.Random,
    *,
    level: Level,
    focus: Category | None = None,
    crib: bool = False,
    tries: int = MAX_TRIES,
) -> Drill:
    """Deal a hand (or crib) and starter of `level` holding an item of `focus`, if given.

    Deterministic for a given rng state. `tries` bounds the random deals tried before a
    stored example is dealt instead (the tests pass 0 to check the examples).
    """
    level, focus = Level(level), None if focus is None else parse_category(focus)
    table = rank_items_table()
    low, high = LEVEL_ITEMS[level]
    for _ in range(tries):
        hand, starter = _propose(rng, level, focus, crib)
        counts = _item_counts(table, hand, starter, crib)
        items = sum(counts.values())
        if items >= low and (high is None or items <= high) and (focus is None or counts[focus]):
            return Drill(tuple(sorted(hand)), starter, crib, level, focus)
    hand, starter = _example(rng, level, focus)
    return Drill(tuple(sorted(hand)), starter, crib, level, focus)


_SUITS = tuple(Suit)
_JACK = int(Rank.JACK)


@cache
def _patterns(
    level: Level, focus: Category | None, crib: bool
) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """The rank patterns a deal of this level and focus can have, with cumulative weights.

    Flush and nobs add at most one item each, so a pattern qualifies when its fifteens,
    pairs and runs leave room for them; the exact check comes after the suits are dealt.
    """
    low, high = LEVEL_ITEMS[level]
    certain = 1 if focus in (Category.FLUSH, Category.NOBS) else 0
    chosen, cumulative, total = [], [], 0
    for pattern in rank_patterns():
        items, distinct = pattern.items, len(set(pattern.ranks))
        if items + 2 < low or (high is not None and items + certain > high):
            continue
        if not _can_hold(pattern, focus, distinct, crib):
            continue
        total += pattern.deals
        chosen.append(pattern.ranks)
        cumulative.append(total)
    return tuple(chosen), tuple(cumulative)


def _can_hold(pattern: RankPattern, focus: Category | None, distinct: int, crib: bool) -> bool:
    if focus == Category.FIFTEEN:
        return pattern.fifteens > 0
    if focus == Category.PAIR:
        return pattern.pairs > 0
    if focus == Category.RUN:
        return pattern.runs > 0
    if focus == Category.FLUSH:
        # Four different ranks in hand; a crib flush needs the starter too, a fifth rank.
        return distinct == 5 or (distinct == 4 and not crib)
    if focus == Category.NOBS:
        return _JACK in pattern.ranks and any(rank != _JACK for rank in pattern.ranks)
    return True


def _propose(
    rng: random.Random, level: Level, focus: Category | None, crib: bool
) -> tuple[list[Card], Card]:
    """A random deal whose ranks can reach the level, its suits dealt to suit the focus."""
    patterns, weights = _patterns(level, focus, crib)
    ranks = list(rng.choices(patterns, cum_weights=weights)[0])
    rng.shuffle(ranks)
    if focus == Category.FLUSH:
        return _flush_deal(rng, ranks, crib)
    suits: dict[int, Suit] = {}
    if focus == Category.NOBS:
        # A jack in hand and a starter of its suit.
        jack = ranks.index(_JACK)
        starter = rng.choice([i for i, rank in enumerate(ranks) if rank != _JACK])
        ranks[starter], ranks[4] = ranks[4], ranks[starter]
        if jack == 4:
            jack = starter
        suits[jack] = suits[4] = rng.choice(_SUITS)
    cards = _deal_suits(rng, ranks, suits)
    return cards[:4], cards[4]


def _flush_deal(rng: random.Random, ranks: list[int], crib: bool) -> tuple[list[Card], Card]:
    """Four different ranks of one suit in hand; the starter of that suit when it can be."""
    suit = rng.choice(_SUITS)
    others = [s for s in _SUITS if s != suit]
    repeated = [rank for rank in ranks if ranks.count(rank) > 1]
    if repeated:  # the starter pairs a card in hand, so it is of another suit
        ranks.remove(repeated[0])
        return [Card(Rank(r), suit) for r in ranks], Card(Rank(repeated[0]), rng.choice(others))
    # In hand the four-card flush is the commoner; a crib's flush needs the starter too.
    matches = crib or rng.random() < 0.3
    starter = Card(Rank(ranks[4]), suit if matches else rng.choice(others))
    return [Card(Rank(r), suit) for r in ranks[:4]], starter


def _deal_suits(rng: random.Random, ranks: list[int], fixed: dict[int, Suit]) -> list[Card]:
    """Cards of these ranks: the suits fixed where given, any free suit elsewhere."""
    used = {(ranks[i], suit) for i, suit in fixed.items()}
    cards = []
    for i, rank in enumerate(ranks):
        suit = fixed.get(i)
        if suit is None:
            suit = rng.choice([s for s in _SUITS if (rank, s) not in used])
            used.add((rank, suit))
        cards.append(Card(Rank(rank), suit))
    return cards


def _item_counts(
    table: dict[int, tuple[int, int, int]], hand: list[Card], starter: Card, crib: bool
) -> dict[Category, int]:
    """How many items of each category score_hand would find, counted the fast way."""
    key = RANK_BIT[starter.rank] + sum(RANK_BIT[card.rank] for card in hand)
    fifteens, pairs, runs = table[key]
    suit = hand[0].suit
    four = all(card.suit == suit for card in hand)
    flush = four and (starter.suit == suit or not crib)
    nobs = sum(1 for card in hand if card.rank == Rank.JACK and card.suit == starter.suit)
    return {
        Category.FIFTEEN: fifteens,
        Category.PAIR: pairs,
        Category.RUN: runs,
        Category.FLUSH: int(flush),
        Category.NOBS: nobs,
    }


# A deal for every level and focus, the starter last. Each keeps its promise in a hand and in
# a crib alike: the flushes are all five cards, and no other example is four of one suit.
EXAMPLES: dict[Level, dict[Category, str]] = {
    Level.BEGINNER: {
        Category.FIFTEEN: "AC 8H 9C QC 4D",
        Category.PAIR: "2C 4H KC KS 2D",
        Category.RUN: "2C 4H 5C 7C 3D",
        Category.FLUSH: "6S TS JS KS 2S",
        Category.NOBS: "3H 6C 8D JC 2C",
    },
    Level.INTERMEDIATE: {
        Category.FIFTEEN: "AC 8H TC TS 5C",
        Category.PAIR: "4S 8D QC QD AC",
        Category.RUN: "3D 8D 9C TC TH",
        Category.FLUSH: "AC 8C 9C KC 5C",
        Category.NOBS: "3H 4C 8D JC 2C",
    },
    Level.ADVANCED: {
        Category.FIFTEEN: "2C 5H 6C 7C 2S",
        Category.PAIR: "2H 3S 4C 9H 3H",
        Category.RUN: "AC 2C 3S KC 3C",
        Category.FLUSH: "6D 7D 8D JD 5D",
        Category.NOBS: "2C 3H 5D JC KC",
    },
    Level.EXPERT: {
        Category.FIFTEEN: "5C 5D JH QS KD",
        Category.PAIR: "6C 7S 8C 8D 7H",
        Category.RUN: "7C 8C 8S 9C 7S",
        Category.FLUSH: "5C JC QC KC TC",
        Category.NOBS: "5H 5C 5S JD 5D",
    },
}


def _example(rng: random.Random, level: Level, focus: Category | None) -> tuple[list[Card], Card]:
    """A stored example of the level and focus, with its suits shuffled (that changes no
    item: flushes and nobs only need suits to match)."""
    examples = EXAMPLES[level]
    text = examples[focus] if focus is not None else examples[rng.choice(sorted(examples))]
    suits = list(_SUITS)
    rng.shuffle(suits)
    renamed = dict(zip(_SUITS, suits, strict=True))
    *hand, starter = (Card(card.rank, renamed[card.suit]) for card in parse_cards(text))
    return hand, starter
