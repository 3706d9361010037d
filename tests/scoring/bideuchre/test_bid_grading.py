"""Bid Euchre bidding questions graded by playing every sensible bid out: the interface, its
figures against their definitions, the rest of the auction against the game's own, the
questions the game could not ask refused field by field, and the drills' topics."""

from __future__ import annotations

import random

import pytest

from scoring.bideuchre import Rules, new_game
from scoring.bideuchre.actions import Bid, Pass
from scoring.bideuchre.bidding import grade_bid
from scoring.bideuchre.bidding.auction import final_bid
from scoring.bideuchre.bidding.deals import SampledDeal
from scoring.bideuchre.bidding.grading import (
    BidGrade,
    bid_text,
    grade_question,
    parse_bid_text,
    question_view,
    read_question,
)
from scoring.bideuchre.bidding.grading import _key as deals_key
from scoring.bideuchre.bidding.reasons import why
from scoring.bideuchre.bidding.topics import TOPICS, Topic, deal_question
from scoring.bideuchre.bidding.values import auction_batches, expert_bid
from scoring.bideuchre.events import Phase
from scoring.bideuchre.game import GameState
from scoring.bideuchre.options import AllPass, Auction
from scoring.bideuchre.sampling import sample_deal
from scoring.bideuchre.yardstick import strong_action
from scoring.engine import seeded_random
from scoring.errors import FieldError
from scoring.verdicts import BEST, BLUNDER, MISTAKE, VERDICTS

# Both bowers twice, the ace, king and ten of spades and side aces: spades, and high.
SPADES = "JS JS' JC JC' AS KS TS 9S AH AH' AD KD"
# Nothing much anywhere.
WEAK = "9C 9C' TD 9H TH' QS 9S' TC QD' KH 9D JH'"
FAST = {"max_deals": 200}


def test_the_interface_and_its_figures():
    grade = grade_bid(SPADES, seat=1, **FAST)
    assert isinstance(grade, BidGrade)
    options = grade.options
    assert options, "at least one option"
    assert [o.points for o in options] == sorted((o.points for o in options), reverse=True)
    for option in options:
        assert option.low <= option.points <= option.high
        assert 0.0 <= option.make_chance <= 1.0
        assert 0.0 <= option.stands <= 1.0
        assert option.diff_low <= option.diff <= option.diff_high
        assert parse_bid_text(option.action, 0, Rules()) is not None
    assert isinstance(grade.close, bool)
    assert options[0].diff == 0.0
    assert grade.best.action.endswith("spades"), grade.best
    assert grade.verdict(grade.best.action) == BEST
    assert "pass" in {o.action for o in options}
    assert grade.verdict("pass") in (MISTAKE, BLUNDER)  # passing a hand of spades gives up a lot
    assert why(grade).in_short.startswith(f"{grade.best.label} is best")


def test_a_grading_replays_exactly_and_reads_back_from_its_dict():
    first = grade_bid(WEAK, seat=3, bids=["pass", "4 hearts"], seed=3, **FAST)
    again = grade_bid(WEAK, seat=3, bids=["pass", "4 hearts"], seed=3, **FAST)
    assert first == again
    assert BidGrade.from_dict(first.to_dict()) == first
    assert grade_bid(WEAK, seat=3, bids=["pass", "4 hearts"], seed=4, **FAST) != first


def test_make_chance_and_tricks_are_what_the_deals_say():
    """The figures against their definitions, on the grading's own deals."""
    question = read_question(SPADES, seat=2, bids=["3 clubs"])
    grade = grade_question(question, max_deals=100)
    view = question.view()
    rng = seeded_random("bideuchre-bid-grade", 0, *deals_key(question))  # the grading's own
    deals = [SampledDeal(view, sample_deal(view, rng)) for _ in range(grade.deals)]
    for option in grade.options:
        if option.action == "pass":
            continue
        bid = parse_bid_text(option.action, view.seat, question.rules)
        assert isinstance(bid, Bid)
        taken = [deal.tricks(bid.contract()) for deal in deals]
        assert option.make_chance == sum(t >= bid.tricks for t in taken) / len(deals)
        assert option.tricks == pytest.approx(sum(taken) / len(deals))


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(auction=Auction.CONTINUOUS), Rules(all_pass=AllPass.REDEAL, min_bid=6)],
)
def test_the_rest_of_the_auction_is_the_games_own_with_the_rule_bidding(rules):
    """final_bid against the engine: the same deal bid out in a GameState by the yardstick."""
    rng = random.Random(5)
    for seed in range(30):
        state = new_game(seed, rules, dealer=seed % 4)
        # A bid or two first, by the yardstick, then the seat to act takes each of its actions.
        for _ in range(rng.randrange(3)):
            if state.phase is Phase.BIDDING:
                state = state.apply(strong_action(state, state.current_player or 0))
        if state.phase is not Phase.BIDDING:
            continue
        seat = state.current_player
        assert seat is not None
        view = state.view(seat)
        deal = SampledDeal(view, [list(hand) for hand in state.hands])
        for action in rng.sample(state.legal_actions(), min(6, len(state.legal_actions()))):
            after: GameState = state.apply(action)
            while after.phase is Phase.BIDDING:
                after = after.apply(strong_action(after, after.current_player or 0))
            expected = None if after.contract is None else after.contract
            got = final_bid(deal, action)
            assert (None if got is None else got.contract()) == expected, (seed, action)


@pytest.mark.parametrize(
    ("given", "field"),
    [
        ({"hand": "JS JS' JC"}, "hand"),
        ({"hand": SPADES.replace("KD", "KS'")}, None),  # the double deck's second KS
        ({"hand": SPADES.replace("KD", "JS")}, "hand"),  # JS twice: one is JS'
        ({"hand": "XX " + SPADES}, "hand"),
        ({"seat": 5}, "seat"),
        ({"seat": 2, "bids": []}, "bids"),
        ({"seat": 3, "bids": ["pass", "2 hearts"]}, "bids"),  # below the lowest bid
        ({"seat": 3, "bids": ["5 hearts", "4 spades"]}, "bids"),  # not over the 5
        ({"seat": 2, "bids": ["7 trumps"]}, "bids"),
        ({"score": (3,)}, "score"),
    ],
)
def test_questions_the_game_could_not_ask_are_refused_by_field(given, field):
    asked = {"hand": SPADES, "seat": 1, "bids": [], "score": (0, 0)} | given
    if field is None:
        read_question(**asked)
        return
    with pytest.raises(FieldError) as refused:
        read_question(**asked)
    assert refused.value.field == field, str(refused.value)


def test_bid_texts_read_back():
    rules = Rules(lone_bids=True, low_no_trump=True)
    view = question_view(SPADES, seat=1, bids=(), score=(0, 0), rules=rules)
    for action in view.legal_actions:
        assert parse_bid_text(bid_text(action), action.player, rules) == action
    assert parse_bid_text("7 C", 0, rules) == Bid(0, 7, parse_bid_text("7 clubs", 0, rules).trump)
    assert parse_bid_text("Call 1 NT", 0, rules) == parse_bid_text("call1 no-trump", 0, rules)
    assert parse_bid_text("PASS", 2, rules) == Pass(2)


def test_a_stuck_dealer_may_not_pass_and_bids_a_suit():
    grade = grade_bid(WEAK, seat=4, bids=["pass", "pass", "pass"], **FAST)
    actions = {o.action for o in grade.options}
    assert "pass" not in actions
    assert all(a.startswith("3 ") and "no-trump" not in a for a in actions)


def test_a_learners_bid_that_is_not_sensible_is_graded_when_asked():
    question = read_question(WEAK, seat=1)
    grade = grade_question(question, max_deals=100, include=["11 no-trump"])
    assert grade.option("11 NT").make_chance < 0.05
    assert grade.verdict("11 no-trump") == BLUNDER


@pytest.mark.parametrize("topic", list(Topic))
def test_each_topic_deals_its_own_kind_of_question(topic):
    rng = random.Random(11)
    for _ in range(5):
        question = deal_question(topic, rng)
        view = question.view()
        assert len(question.hand) == question.rules.hand_size
        bids = [parse_bid_text(b, 0, question.rules) for b in question.bids]
        if topic is Topic.FIRST:
            assert question.seat == 1 and not question.bids
        if topic is Topic.PARTNER:
            assert question.seat in (3, 4)
            partner_bid = bids[question.seat - 3]
            assert isinstance(partner_bid, Bid)
        if topic is Topic.JUMP:
            last = bids[-1]
            before = [b for b in bids[:-1] if isinstance(b, Bid)]
            lowest = question.rules.min_bid if not before else before[-1].tricks + 1
            assert isinstance(last, Bid) and last.tricks >= lowest + 2
        if topic is Topic.LONE:
            assert question.rules.lone_bids
        if topic is Topic.STUCK:
            assert question.seat == 4 and list(question.bids) == ["pass"] * 3
            assert Pass(view.seat) not in view.legal_actions
    assert TOPICS[topic].name and TOPICS[topic].blurb


def test_verdicts_are_the_reviews():
    grade = grade_bid(SPADES, seat=1, **FAST)
    verdicts = {grade.verdict(o.action) for o in grade.options}
    assert verdicts <= set(VERDICTS)
    with pytest.raises(FieldError):
        grade.option("12 hearts")


def test_the_expert_bids_a_big_hand_high_and_passes_a_weak_one():
    strong = question_view(SPADES, seat=1, bids=(), score=(0, 0), rules=Rules())
    bid = expert_bid(strong, random.Random(1))
    assert isinstance(bid, Bid) and bid.trump == parse_bid_text("1 spades", 0, Rules()).trump
    assert bid.tricks >= 6  # above the lowest: the others would overbid a low one
    weak = question_view(WEAK, seat=3, bids=["pass", "7 hearts"], score=(0, 0), rules=Rules())
    assert expert_bid(weak, random.Random(1)) == Pass(weak.seat)


def test_a_review_values_the_bid_made_on_every_batch_of_deals():
    """The actions valued are fixed by the first batch (and include the one asked for)."""
    view = question_view(WEAK, seat=1, bids=(), score=(0, 0), rules=Rules())
    wild = parse_bid_text("12 no-trump", view.seat, Rules())
    batch = auction_batches(view, random.Random(2), include=[wild])
    first, second = batch(40), batch(40)
    assert set(first) == set(second) and wild in first
    assert all(len(values) == 40 for values in (*first.values(), *second.values()))


def test_a_side_below_zero_is_a_question_the_game_asks():
    # A side set more than it has made stands below zero: the hint at such a table, and the
    # drills and the analyzer, grade its bids like any other.
    grade = grade_bid(SPADES, seat=1, score=(-12, 25), **FAST)
    assert grade.question.score == (-12, 25) and grade.options
    with pytest.raises(FieldError, match="from −999 to 999"):
        grade_bid(SPADES, seat=1, score=(-1000, 0), **FAST)
