"""Laws any sound bidding grader keeps, whatever its player: checked on dealt questions, each
within the grade's own 95% intervals (a law broken beyond them is a bug, not bad luck)."""

from __future__ import annotations

import random
import statistics

import pytest

from scoring.cards import Card, Rank, Suit, euchre_deck
from scoring.euchre.bidding import grade_bid, read_situation
from scoring.euchre.bidding.reference import reference_grade
from scoring.euchre.bidding.rollout import Call, play_out
from scoring.euchre.bidding.table import INDEX, SUIT_INDEX, numbers_of
from scoring.tricks.trump import suit_of

DECK = euchre_deck()
QUICK = 1  # the cases of each law in the quick tier; the rest run with the slow tier


def cases(count: int) -> list[object]:
    """`count` numbered cases of a law, the first QUICK in the quick tier."""
    return [n if n < QUICK else pytest.param(n, marks=pytest.mark.slow) for n in range(count)]


def _jack(suit: Suit) -> Card:
    return next(c for c in DECK if c.suit == suit and c.rank == Rank.JACK)


def _trump_rich(rng: random.Random, count: int) -> list[tuple[list[Card], Card]]:
    """Hands of three or more trumps in seat 1 with the right bower turned up: the dealer, an
    opponent, picks it up, so no march is possible."""
    found = []
    while len(found) < count:
        up = _jack(rng.choice(list(Suit)))
        hand = rng.sample([c for c in DECK if c != up], 5)
        if sum(suit_of(c, up.suit) == up.suit for c in hand) >= 3:
            found.append((hand, up))
    return found


@pytest.mark.parametrize("n", cases(8))
def test_alone_is_never_graded_above_a_partner_where_no_march_is_possible(n):
    ((hand, up),) = _trump_rich(random.Random(n), 1)
    graded = grade_bid(hand, up, seat=1, round=1, seed=n)
    alone, order = graded.option("order_alone"), graded.option("order")
    # Alone may come out on top by chance, but never with ordering clearly worse.
    assert not (graded.best is alone and order.diff_high < 0), (hand, up)
    assert alone.diff <= order.diff + (order.diff_high - order.diff_low), (hand, up)


def test_alone_against_the_right_bower_is_as_good_not_a_mistake():
    # AS KS QS AH KH, J♠ up, first seat. The partner saves a euchre in about 1 deal in 100, a
    # difference of about 0.03 points a hand: under a tenth of a point, as good as ordering up
    # with the partner, whichever the deals put first; never called a mistake.
    graded = grade_bid("AS KS QS AH KH", "JS", seat=1, round=1)
    alone = graded.option("order_alone")
    order = graded.option("order")
    assert graded.verdict("order_alone") in ("best", "as good")
    assert graded.verdict("order") in ("best", "as good")
    assert abs(alone.points - order.points) < 0.1

    def euchred(option):
        return sum(t.deals for t in option.outcomes if "euchred" in t.text)

    assert euchred(alone) >= euchred(order)  # the partner's whole worth: euchres saved


@pytest.mark.parametrize("seed", cases(3))
def test_a_partner_is_never_worse_than_absent_on_average(seed):
    # The same deals played out with and without the partner: the makers' tricks with a
    # partner are at least those without, on average over the deals, for every hand.
    rng = random.Random(seed)
    for _ in range(12):
        deck = list(DECK)
        rng.shuffle(deck)
        hand, up, rest = deck[:5], deck[5], deck[6:]
        trump = SUIT_INDEX[up.suit]
        gained = []
        for _ in range(200):
            rng.shuffle(rest)
            hands = [numbers_of(hand)] + [numbers_of(rest[k : k + 5]) for k in (0, 5, 10)]
            ended = [
                play_out(hands, INDEX[up], 3, round=1, turn=0, call=Call(trump, alone))
                for alone in (False, True)
            ]
            gained.append(ended[0].tricks - ended[1].tricks)
        mean = statistics.fmean(gained)
        half = 1.96 * statistics.stdev(gained) / len(gained) ** 0.5
        assert mean + half >= 0, (hand, up)


@pytest.mark.parametrize("n", cases(10))
def test_ordering_an_opponent_dealer_up_with_no_trump_is_never_best_in_first_seat(n):
    rng = random.Random(100 + n)
    while True:
        up, *hand = rng.sample(DECK, 6)
        if not any(suit_of(card, up.suit) == up.suit for card in hand):
            break
    graded = grade_bid(hand, up, seat=1, round=1, seed=n)
    assert not graded.best.action.startswith("order"), (hand, up)


@pytest.mark.parametrize("n", cases(6))
def test_the_same_question_grades_alike_on_different_seeds(n):
    rng = random.Random(200 + n)
    cards = rng.sample(DECK, 6)
    question = {"seat": n % 4 + 1, "round": 1 + n % 2}
    first = grade_bid(cards[:5], cards[5], seed=1, **question)
    second = grade_bid(cards[:5], cards[5], seed=2, **question)
    for option in first.options:
        other = second.option(option.action)
        # The two means agree within the two 95% intervals' half-widths together.
        reach = (option.high - option.low + other.high - other.low) / 2
        assert abs(option.points - other.points) <= reach, (cards, question, option.action)
    if not first.close and not second.close:
        assert first.best.action == second.best.action


@pytest.mark.slow
def test_the_reference_grade_plays_the_standard_level_and_agrees_where_no_one_disputes():
    # Both bowers, the ace and king of trump: ordering up (alone or not) beats passing, by
    # the standard level's play too.
    situation = read_situation("JH JD AH KH 9C", "QH", seat=2, round=1)
    # 20 deals of the two options (a fifth of a second a rollout: the slowest test of its tier
    # otherwise).
    graded = reference_grade(situation, seed=3, max_deals=20, options=("order", "pass"))
    assert graded.best.action == "order"
    assert graded.option("pass").diff_high < 0
    assert graded.deals == 20
