"""Bid Euchre bidding drills by topic: each topic a kind of turn to bid (first to bid, after
partner's bid, after an opponent's jump, a no-trump hand, a lone bid, the dealer stuck), and
deal_question() to deal one.

The cards come from a shuffled deck; the bids before yours are what the strong rule-based
player (scoring.bideuchre.yardstick) would bid with the hands dealt, so an auction reads as
a real one does, except where the topic makes it: an opponent's jump, the three passes before
a stuck dealer. Hands far from any decision are dealt again: a question is kept when the
hand's best count (its own tricks and partner's share, by the yardstick's count) lies within
WITHIN tricks of the lowest bid it could make.
"""

from __future__ import annotations

import random
from enum import StrEnum

from scoring.bideuchre.actions import Action, Bid, Pass
from scoring.bideuchre.bidding.grading import Question, bid_text, read_question
from scoring.bideuchre.options import Rules
from scoring.bideuchre.yardstick import CUSHION, own_counts, rule_bid, stopped, with_partner
from scoring.cards import Card, Rank, Suit
from scoring.topics import TopicInfo
from scoring.tricks.seats import PLAYERS, partner_of, side_of
from scoring.tricks.trump import suit_of

__all__ = ["TOPICS", "WITHIN", "Topic", "TopicInfo", "deal_question"]

WITHIN = 2.0  # tricks either side of the lowest bid a kept hand's best count lies
TRIES = 400  # deals tried for a topic before the last one is taken
LONE_AT = 8.0  # a lone-bid question's own count in its best strain, at least
JUMP = 2  # an opponent's jump: this many (or one more) above the lowest it could bid


class Topic(StrEnum):
    """A drill set, as named in /train?mode=bid_euchre&topic=..."""

    FIRST = "first"
    PARTNER = "partner"
    JUMP = "jump"
    NO_TRUMP = "no_trump"
    LONE = "lone"
    STUCK = "stuck"


TOPICS: dict[Topic, TopicInfo] = {
    Topic.FIRST: TopicInfo(
        "First to bid",
        "Left of the dealer, nobody has bid: open, and how high, or leave it to the others?",
    ),
    Topic.PARTNER: TopicInfo(
        "After partner bids",
        "Partner has bid: support it, bid your own strain over it, or pass and let it play.",
    ),
    Topic.JUMP: TopicInfo(
        "After an opponent's jump",
        "An opponent jumped the bidding: is your hand worth going over it?",
    ),
    Topic.NO_TRUMP: TopicInfo(
        "No-trump hands",
        "Every suit stopped: no-trump, a trump suit, or nothing?",
    ),
    Topic.LONE: TopicInfo(
        "Lone bids",
        "Moon, Call 1 or Call 2 in play: a hand near every trick. Alone, or with partner?",
    ),
    Topic.STUCK: TopicInfo(
        "The dealer stuck",
        "Three passes and you deal: you must bid the minimum. Which suit?",
    ),
}


def deal_question(topic: Topic, rng: random.Random) -> Question:
    """A question of `topic`, its cards and the bids before it drawn from `rng`."""
    rules = Rules(lone_bids=topic is Topic.LONE)
    found: Question | None = None
    for _ in range(TRIES):
        found = _try(topic, rules, rng)
        if found is not None:
            return found
    assert found is None
    raise RuntimeError(f"no question of topic {topic} in {TRIES} deals")  # pragma: no cover


def _try(topic: Topic, rules: Rules, rng: random.Random) -> Question | None:
    """One deal, and the question it makes for `topic`, or None when it makes none."""
    size = rules.hand_size
    cards = rules.cards.cards()
    rng.shuffle(cards)
    if topic is Topic.LONE:  # such hands are too rare to wait for: deal one near every trick
        strong = _strong_hand(cards, rng, size)
        cards = strong + [card for card in cards if card not in set(strong)]
    hands = [cards[i * size : (i + 1) * size] for i in range(PLAYERS)]
    seat = _seat(topic, rng)
    ours = hands[0]  # South: position `seat` from the dealer's left
    dealer = (0 - seat) % PLAYERS
    if topic is Topic.LONE and max(own_counts(ours, rules).values(), default=0) < LONE_AT:
        return None
    if topic is Topic.NO_TRUMP and not stopped(ours):
        return None
    bids = _bids_before(topic, hands, dealer, rules, rng)
    if bids is None:
        return None
    if topic not in (Topic.LONE, Topic.STUCK) and not _undecided(ours, bids, rules):
        return None
    return read_question(ours, seat=seat, bids=[bid_text(b) for b in bids], rules=rules)


def _strong_hand(cards: list[Card], rng: random.Random, size: int) -> list[Card]:
    """A hand of `size` near every trick in a suit drawn at random: most of the suit's top
    trumps (both bowers, aces and kings) and side aces."""
    trump = rng.choice(list(Suit))
    top = [
        card
        for card in cards
        if suit_of(card, trump) == trump and card.rank in (Rank.JACK, Rank.ACE, Rank.KING)
    ]
    aces = [card for card in cards if card.rank is Rank.ACE and suit_of(card, trump) != trump]
    trumps = rng.randint(size - 7, size - 4)
    chosen = rng.sample(top, trumps) + rng.sample(aces, rng.randint(2, len(aces)))
    rest = [card for card in cards if card not in set(chosen)]
    return chosen + rest[: size - len(chosen)]


def _seat(topic: Topic, rng: random.Random) -> int:
    if topic is Topic.FIRST:
        return 1
    if topic is Topic.STUCK:
        return PLAYERS
    if topic is Topic.PARTNER:
        return rng.choice((3, 4))
    if topic is Topic.JUMP:
        return rng.choice((2, 3, 4))
    return rng.randint(1, PLAYERS)


def _bids_before(
    topic: Topic, hands: list[list[Card]], dealer: int, rules: Rules, rng: random.Random
) -> list[Action] | None:
    """The bids from the dealer's left up to South's turn, by the rule, as the topic needs
    them; None when this deal cannot give them."""
    bids: list[Action] = []
    high: Bid | None = None
    seat = (dealer + 1) % PLAYERS
    jumper = (PLAYERS - 1) if topic is Topic.JUMP else None  # West, just before South
    while seat != 0:
        if topic is Topic.STUCK:
            action: Action = Pass(seat)
        elif seat == jumper:
            jumped = _jump(hands[seat], seat, high, rules, rng)
            if jumped is None:
                return None
            action = jumped
        else:
            partner_bid = next(
                (b for b in bids if isinstance(b, Bid) and b.player == partner_of(seat)), None
            )
            counts = with_partner(own_counts(hands[seat], rules), partner_bid, rules)
            action = rule_bid(counts, seat, high, rules, stuck=False) or Pass(seat)
        if isinstance(action, Bid):
            high = action
        bids.append(action)
        seat = (seat + 1) % PLAYERS
    if topic is Topic.PARTNER and not any(
        isinstance(b, Bid) and b.player == partner_of(0) for b in bids
    ):
        return None
    if topic is Topic.PARTNER and high is not None and side_of(high.player) != side_of(0):
        return None  # partner's bid stands: the question is about partner's bid
    return bids


def _jump(
    hand: list[Card], seat: int, high: Bid | None, rules: Rules, rng: random.Random
) -> Bid | None:
    """West jumps: JUMP or one more above the lowest it may bid, in its best strain, with a
    hand whose count (its own and a partner's share) is near the jump."""
    counts = with_partner(own_counts(hand, rules), None, rules)
    if not counts:
        return None
    strain = max(counts, key=lambda s: counts[s])
    lowest = rules.min_bid if high is None else high.tricks + 1
    tricks = lowest + JUMP + rng.randint(0, 1)
    if tricks > rules.hand_size or counts[strain] < tricks - 1:
        return None
    return Bid(seat, tricks, strain[0], strain[1])


def _undecided(hand: list[Card], bids: list[Action], rules: Rules) -> bool:
    """Whether South's best count lies within WITHIN of the lowest it may bid: a decision."""
    high = next((b for b in reversed(bids) if isinstance(b, Bid)), None)
    partner_bid = next((b for b in bids if isinstance(b, Bid) and b.player == partner_of(0)), None)
    counts = with_partner(own_counts(hand, rules), partner_bid, rules)
    if not counts:
        return False
    lowest = rules.min_bid if high is None else high.tricks + 1
    if lowest > rules.hand_size:
        return False
    return abs(max(counts.values()) - (lowest + CUSHION)) <= WITHIN
