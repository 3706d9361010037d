"""A lesson's examples and figures: card codes read from the Markdown, scored by the engines.

Blocks (```hand, ```crib, ```play, ```discard, ```bid, and Euchre's ```trick, ```follow,
```points) and inline figures ({{hand: ...}}) share one spec language, described in
lessons/README.md; a ```quiz block asks one of them as a question. Nothing here knows about
Flask or HTML.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import TypeVar

from scoring.cards import Card, parse_cards
from scoring.cribbage import (
    Category,
    DiscardAnalysis,
    HandScore,
    PlayScore,
    analyze_discards,
    score_hand,
    score_play,
)
from scoring.cribbage.pegging import count_of
from scoring.euchre.bidding import count as bidding_count
from scoring.euchre.bidding import read_situation
from scoring.euchre.bidding.reasons import SuitCount, quarters, rule_action, suit_count
from scoring.euchre.bidding.situation import Situation, option_label
from scoring.numbers import read_whole_number
from webapp.trick_examples import (
    FollowExample,
    PointsExample,
    TrickExample,
    follow_example,
    points_example,
    trick_example,
)

KINDS = ("hand", "crib", "play", "discard", "bid", "trick", "follow", "points")
# The kinds a ```quiz block may ask: "trick: hearts | 9S AS JH TS" asks who takes it.
QUIZ_KINDS = ("trick", "follow", "points", "bid")

# What an inline figure can show, by kind; the first is the default ({{hand: ...}} = total).
DETAILS = {
    "hand": ("total", "spoken", *Category),
    "crib": ("total", "spoken", *Category),
    "play": ("pegs", "count"),
    "discard": ("net", "keep", "throw", "hand", "crib"),
    "bid": ("count", "says"),
    "trick": ("card", "seat"),
    "follow": ("cards", "count"),
    "points": ("points", "side"),
    "count": (),
}

# The point count's values, by the name a lesson's {{count: name}} figure gives them.
COUNT_VALUES = {
    "trump": bidding_count.TRUMP,
    "right": bidding_count.TRUMP + bidding_count.RIGHT_BONUS,
    "left": bidding_count.TRUMP + bidding_count.LEFT_BONUS,
    "ace-of-trump": bidding_count.TRUMP + bidding_count.ACE_OF_TRUMP_BONUS,
    "off-ace": bidding_count.OFF_ACE,
    "void": bidding_count.VOID,
    "upcard": bidding_count.UPCARD,
    "upcard-jack": bidding_count.UPCARD_JACK,
    "next": bidding_count.NEXT,
    "order": bidding_count.ORDER_AT,
    "call": bidding_count.CALL_AT,
    "alone": bidding_count.ALONE_AT,
}

SEATS = {"dealer": True, "pone": False}

T = TypeVar("T")


class ExampleError(ValueError):
    """An example or figure the engine cannot read; the message says what to fix."""


@dataclass(frozen=True, slots=True)
class PlayExample:
    """A pile in play order, the count after each card, and what the last card pegs."""

    score: PlayScore
    counts: tuple[int, ...]


def hand_example(spec: str, *, crib: bool = False) -> HandScore:
    """'5H 5C 5S JD | 5D': four cards, a bar, the starter."""
    return _hand(spec.strip(), crib)


def play_example(spec: str) -> PlayExample:
    """'7H 9C 6D 8S': the cards played since the count was last 0, in order."""
    return _play(spec.strip())


def discard_example(spec: str) -> DiscardAnalysis:
    """'7C 9H 5H 5C 5D JS dealer': six cards dealt to two players, then dealer or pone."""
    return _discard(spec.strip())


@dataclass(frozen=True, slots=True)
class BidExample:
    """A bidding question counted by the rule of thumb: the count for each suit in question
    (round two: every suit that may be named, the highest first) and what the rule bids."""

    situation: Situation
    counts: tuple[SuitCount, ...]
    rule: str  # an option text: "pass", "order", "call:S" ...

    @property
    def rule_label(self) -> str:
        return option_label(self.rule, self.situation)


def bid_example(spec: str) -> BidExample:
    """'JH JD AH KS AC | 9H | seat 1': five cards, the up-card, then the seat (1 bids first,
    4 deals) and, for the second round, 'round 2'."""
    return _bid(" ".join(spec.split()))


# What a block draws: the engine's result for its kind.
Example = (
    HandScore
    | PlayExample
    | DiscardAnalysis
    | BidExample
    | TrickExample
    | FollowExample
    | PointsExample
)


def example(kind: str, spec: str) -> Example:
    """The engine's result for a block of this kind."""
    if kind == "bid":
        return bid_example(spec)
    if kind == "trick":
        return _engine(lambda: trick_example(" ".join(spec.split())))
    if kind == "follow":
        return _engine(lambda: follow_example(" ".join(spec.split())))
    if kind == "points":
        return _engine(lambda: points_example(" ".join(spec.split())))
    if kind in ("hand", "crib"):
        return hand_example(spec, crib=kind == "crib")
    if kind == "play":
        return play_example(spec)
    if kind == "discard":
        return discard_example(spec)
    raise ExampleError(f"'{kind}' is not a kind of example; use {', '.join(KINDS)}")


def figure(kind: str, detail: str | None, spec: str) -> str:
    """The text of an inline figure: {{hand: ...}} is the total, {{play count: ...}} the count."""
    if kind not in DETAILS:
        raise ExampleError(f"'{kind}' is not a kind of figure; use {', '.join(KINDS)}")
    if kind == "count":
        return count_value(spec)
    detail = detail or DETAILS[kind][0]
    if detail not in DETAILS[kind]:
        choices = ", ".join(DETAILS[kind])
        raise ExampleError(f"a {kind} figure shows one of {choices}; '{detail}' is not one")
    result = example(kind, spec)
    if isinstance(result, HandScore):
        if detail == "total":
            return str(result.total)
        if detail == "spoken":
            return result.spoken
        return str(result.points_by_category()[Category(detail)])
    if isinstance(result, PlayExample):
        return str(result.score.total if detail == "pegs" else result.score.count)
    if isinstance(result, BidExample):
        if detail == "says":
            return result.rule_label.lower()
        return result.counts[0].shown
    if isinstance(result, TrickExample):
        return result.winner.player if detail == "seat" else result.winner.card.display
    if isinstance(result, FollowExample):
        return str(len(result.legal)) if detail == "count" else cards_text(result.legal)
    if isinstance(result, PointsExample):
        return result.scorers if detail == "side" else str(result.result.points)
    assert isinstance(result, DiscardAnalysis)
    best = result.best
    shown = {
        "net": lambda: expected_points(best.net_ev),
        "hand": lambda: expected_points(best.hand_ev),
        "crib": lambda: expected_points(best.crib_ev),
        "keep": lambda: cards_text(best.kept),
        "throw": lambda: cards_text(best.thrown),
    }
    return shown[detail]()


def count_value(name: str) -> str:
    """A value of the point count ({{count: right}} is 2), said in quarters."""
    value = COUNT_VALUES.get(name.strip())
    if value is None:
        raise ExampleError(f"'{name.strip()}' is not a count value; use {', '.join(COUNT_VALUES)}")
    return quarters(value)


def expected_points(value: Fraction) -> str:
    """An expected score as the discard page prints it: 2 decimals, a true minus sign."""
    return f"{float(value):.2f}".replace("-", "−")


def quiz_question(spec: str) -> tuple[str, str]:
    """A ```quiz block's 'kind: spec', read: 'trick: hearts | 9S AS JH TS'."""
    kind, colon, rest = spec.partition(":")
    kind = kind.strip()
    if not colon or kind not in QUIZ_KINDS:
        raise ExampleError(
            f"'{spec}': a question is a kind ({', '.join(QUIZ_KINDS)}), a colon, then its spec: "
            "trick: hearts | 9S AS JH TS"
        )
    return kind, rest.strip()


def cards_text(cards: tuple[Card, ...]) -> str:
    return " ".join(card.display for card in cards)


# The engine calls are pure, so each spec is scored once per process.
@cache
def _hand(spec: str, crib: bool) -> HandScore:
    hand_text, bar, starter_text = spec.partition("|")
    if not bar:
        raise ExampleError(
            f"'{spec}': write the four cards, a bar, then the starter: 5H 5C 5S JD | 5D"
        )
    starter = _cards(starter_text)
    if len(starter) != 1:
        raise ExampleError(f"'{spec}': one starter after the bar; {len(starter)} given")
    return _engine(lambda: score_hand(_cards(hand_text), starter[0], crib=crib))


@cache
def _play(spec: str) -> PlayExample:
    score = _engine(lambda: score_play(_cards(spec)))
    counts = tuple(count_of(score.pile[: end + 1]) for end in range(len(score.pile)))
    return PlayExample(score, counts)


@cache
def _discard(spec: str) -> DiscardAnalysis:
    cards_text_, _, seat = spec.rpartition(" ")
    if seat not in SEATS:
        raise ExampleError(f"'{spec}': end with 'dealer' (the crib is yours) or 'pone' (it is not)")
    return _engine(lambda: analyze_discards(_cards(cards_text_), dealer=SEATS[seat], players=2))


@cache
def _bid(spec: str) -> BidExample:
    parts = [part.strip() for part in spec.split("|")]
    words = parts[2].split() if len(parts) == 3 else []
    settings = {
        name: read_whole_number(value) for name, value in zip(words[::2], words[1::2], strict=False)
    }
    seat, round_ = settings.get("seat"), settings.get("round", 1)
    misread = len(parts) != 3 or len(words) % 2 or set(settings) - {"seat", "round"}
    if misread or seat is None or round_ is None:
        raise ExampleError(
            f"'{spec}': write five cards, a bar, the up-card, a bar, then the seat and, in the "
            "second round, the round: JH JD AH KS AC | 9H | seat 1 round 2"
        )
    at_seat, in_round = seat, round_  # ints now, for the lambda
    situation = _engine(lambda: read_situation(parts[0], parts[1], seat=at_seat, round=in_round))
    counts = sorted(
        (suit_count(situation, suit) for suit in situation.suits()),
        key=lambda count: -count.total,
    )
    return BidExample(situation, tuple(counts), rule_action(situation))


def _cards(text: str) -> list[Card]:
    return _engine(lambda: parse_cards(text))


def _engine(call: Callable[[], T]) -> T:
    try:
        return call()
    except ExampleError:
        raise
    except ValueError as error:  # the engines' errors say what was wrong with the cards
        raise ExampleError(str(error)) from error
