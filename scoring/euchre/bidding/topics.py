"""Bidding drills by topic: each topic a kind of turn to bid (first seat, the dealer, round
two, loners, stick the dealer, the end of the game), and deal_question() to deal one.

A topic fixes what the turn is (the seat, the round, the score, the house rules); the cards
are dealt at random but kept when they are instructive. A hand whose count (bidding.count) is
far from the line that decides it has an obvious answer, so most such hands are dealt again:
a question is kept when its deciding count is within WITHIN (about 1 1/2 points) of the line,
the calling line or, for loners, the line for going alone. One question in OBVIOUS_SHARE is
kept whatever its count, so that clear hands still come up now and then.
"""

from __future__ import annotations

import random
from enum import StrEnum

from scoring.cards import Card, euchre_deck
from scoring.euchre.bidding.count import (
    ALONE_AT,
    CALL_AT,
    round_one_count,
    round_two_count,
)
from scoring.euchre.bidding.situation import Situation, read_situation
from scoring.euchre.bidding.table import INDEX, SAME_COLOUR, SUIT_INDEX
from scoring.euchre.options import AllPass, Rules
from scoring.topics import TopicInfo

__all__ = [
    "ALONE_WITHIN",
    "OBVIOUS_SHARE",
    "TOPICS",
    "WITHIN",
    "Topic",
    "TopicInfo",
    "deal_question",
    "deciding_count",
    "line_of",
]

WITHIN = 1.5  # points either side of the line a kept hand's deciding count lies
ALONE_WITHIN = 1.0  # the same for loners: a lone hand is decided by finer margins
OBVIOUS_SHARE = 0.1  # of questions dealt whatever their count
TRIES = 3000  # deals tried before the closest one is taken
STUCK_LINE = CALL_AT - 1.0  # a stuck dealer's hands are mostly weak: the choice of suit matters
EARLY_SCORE = 5  # outside the end-game topic, each side has 0 to this many points
GAME_TO = 10


class Topic(StrEnum):
    """A drill set, as named in /train?mode=bidding&topic=..."""

    FIRST_SEAT = "first_seat"
    SECOND_SEAT = "second_seat"
    THIRD_SEAT = "third_seat"
    DEALER = "dealer"
    NEXT = "next"
    REVERSE_NEXT = "reverse_next"
    LONER = "loner"
    STICK = "stick"
    END_GAME = "end_game"


TOPICS: dict[Topic, TopicInfo] = {
    Topic.FIRST_SEAT: TopicInfo(
        "First seat",
        "Left of the dealer, first to bid: ordering up hands the dealer a trump.",
    ),
    Topic.SECOND_SEAT: TopicInfo(
        "Second seat",
        "Your partner deals: ordering up gives your side the up-card.",
    ),
    Topic.THIRD_SEAT: TopicInfo(
        "Third seat",
        "Two passes before you, and the dealer on your left takes the up-card.",
    ),
    Topic.DEALER: TopicInfo(
        "The dealer",
        "Everyone passed to you: pick the up-card up, or turn it down.",
    ),
    Topic.NEXT: TopicInfo(
        "Round two: next",
        "The up-card was turned down: call next, the suit of its colour?",
    ),
    Topic.REVERSE_NEXT: TopicInfo(
        "Round two: reverse next",
        "Your side dealt and the card was turned down: a suit of the other colour?",
    ),
    Topic.LONER: TopicInfo(
        "Going alone",
        "A strong hand: is it strong enough to play without your partner?",
    ),
    Topic.STICK: TopicInfo(
        "Stick the dealer",
        "Everyone passed twice and you deal: you must name a suit. Which?",
    ),
    Topic.END_GAME: TopicInfo(
        "The end of the game",
        "A side at 8 or 9 of 10: what the score changes about bidding.",
    ),
}


def deal_question(topic: Topic | str, rng: random.Random) -> Situation:
    """A bidding question of this topic, dealt from `rng` (the same seed deals the same)."""
    topic = Topic(topic)
    any_hand = rng.random() < OBVIOUS_SHARE
    closest: tuple[float, Situation] | None = None
    for _ in range(TRIES):
        situation = _deal(topic, rng)
        distance = abs(deciding_count(topic, situation) - line_of(topic))
        if any_hand or distance <= _within(topic):
            return situation
        if closest is None or distance < closest[0]:
            closest = (distance, situation)
    assert closest is not None
    return closest[1]


def line_of(topic: Topic | str) -> float:
    """The count that decides this topic's questions: calling, going alone, or (for a stuck
    dealer) a little under calling."""
    topic = Topic(topic)
    if topic is Topic.LONER:
        return ALONE_AT
    if topic is Topic.STICK:
        return STUCK_LINE
    return CALL_AT


def deciding_count(topic: Topic | str, situation: Situation) -> float:
    """The count the question turns on: in round one the up-card's suit's; in round two the
    best suit's, or for the next topics the count of next (or of the best reverse-next suit),
    minus a penalty when another suit counts more (then it is not that topic's question)."""
    topic = Topic(topic)
    hand = [INDEX[card] for card in situation.hand]
    upcard = INDEX[situation.upcard]
    dealer = (0 - situation.seat) % 4
    if situation.round == 1:
        return round_one_count(hand, 0, dealer, upcard)
    counts = {
        suit: round_two_count(hand, suit, 0, dealer, upcard)
        for suit in (SUIT_INDEX[s] for s in situation.suits())
    }
    best = max(counts.values())
    if topic is Topic.NEXT:
        wanted = [SAME_COLOUR[upcard // 6]]
    elif topic is Topic.REVERSE_NEXT:
        wanted = [suit for suit in counts if suit != SAME_COLOUR[upcard // 6]]
    else:
        return best
    chosen = max(counts[suit] for suit in wanted)
    # Far from the line when another suit is the hand's best: not a question about this topic.
    return chosen if chosen >= best else chosen - 2 * (WITHIN + 1)


def _within(topic: Topic) -> float:
    return ALONE_WITHIN if topic is Topic.LONER else WITHIN


def _deal(topic: Topic, rng: random.Random) -> Situation:
    seat, round, score, rules = _turn(topic, rng)
    cards: list[Card] = rng.sample(euchre_deck(), 6)
    return read_situation(cards[:5], cards[5], seat=seat, round=round, score=score, rules=rules)


def _turn(topic: Topic, rng: random.Random) -> tuple[int, int, tuple[int, int], Rules]:
    """The seat, round, score and rules a topic's question is asked at."""
    score = (rng.randint(0, EARLY_SCORE), rng.randint(0, EARLY_SCORE))
    rules = Rules()
    if topic is Topic.FIRST_SEAT:
        return 1, 1, score, rules
    if topic is Topic.SECOND_SEAT:
        return 2, 1, score, rules
    if topic is Topic.THIRD_SEAT:
        return 3, 1, score, rules
    if topic is Topic.DEALER:
        return 4, 1, score, rules
    if topic is Topic.NEXT:
        return rng.choice((1, 3)), 2, score, rules
    if topic is Topic.REVERSE_NEXT:
        return rng.choice((2, 4)), 2, score, rules
    if topic is Topic.LONER:
        return rng.randint(1, 4), rng.choice((1, 1, 2)), score, rules
    if topic is Topic.STICK:
        return 4, 2, score, Rules(all_pass=AllPass.STICK_THE_DEALER)
    # The end of the game: one side (or both) a hand or two from winning.
    near = rng.choice((GAME_TO - 2, GAME_TO - 1))
    other = rng.randint(2, GAME_TO - 1)
    score = (near, other) if rng.random() < 0.5 else (other, near)
    return rng.randint(1, 4), rng.choice((1, 1, 2)), score, Rules(game_to=GAME_TO)
