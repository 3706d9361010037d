"""Drills: every level and focus keeps its promise, checked with score_hand itself."""

import random
from collections import Counter

import pytest

from scoring.cards import CardError, parse_cards, standard_deck
from scoring.cribbage import Category, score_hand
from scoring.trainer import Drill, DrillError, Level, deal_drill, fits, level_of
from scoring.trainer._rank_items import rank_items_table
from scoring.trainer.drills import EXAMPLES, LEVEL_ITEMS, _item_counts

FOCI = [None, *Category]


def items_in(score):
    return len(score.items)


def keeps_promise(drill, level, focus, crib):
    """The promise, spelled out from the engine's count rather than with fits()."""
    score = score_hand(drill.hand, drill.starter, crib=crib)
    low, high = LEVEL_ITEMS[level]
    in_range = low <= items_in(score) and (high is None or items_in(score) <= high)
    has_focus = focus is None or focus in {item.category for item in score.items}
    return in_range and has_focus


@pytest.mark.parametrize("level", list(Level))
@pytest.mark.parametrize("focus", FOCI, ids=lambda f: f or "any")
@pytest.mark.parametrize("crib", [False, True], ids=["hand", "crib"])
def test_200_seeded_drills_keep_the_level_and_focus(level, focus, crib):
    for seed in range(200):
        drill = deal_drill(random.Random(seed), level=level, focus=focus, crib=crib)
        assert drill.crib is crib
        assert drill.level is level
        assert drill.focus is focus
        assert not drill.review
        assert len(drill.hand) == 4
        assert len({*drill.hand, drill.starter}) == 5
        assert keeps_promise(drill, level, focus, crib), (drill, seed)


def test_the_level_definitions():
    assert LEVEL_ITEMS == {
        Level.BEGINNER: (0, 2),
        Level.INTERMEDIATE: (3, 4),
        Level.ADVANCED: (5, 6),
        Level.EXPERT: (7, None),
    }
    assert level_of(score_hand("AH 3C 7D 9S", "KC")) == Level.BEGINNER  # nineteen
    assert level_of(score_hand("7H 8C 2D QS", "AC")) == Level.BEGINNER  # fifteen two
    assert level_of(score_hand("3H 4D 5C 6S", "KC")) == Level.INTERMEDIATE  # 2 fifteens, a run
    assert level_of(score_hand("3H 4D 5C 5S", "KC")) == Level.ADVANCED  # double run + fifteens
    assert level_of(score_hand("7H 7C 8D 8S", "9C")) == Level.EXPERT  # double-double run
    assert level_of(score_hand("5H 5C 5S JD", "5D")) == Level.EXPERT  # 29
    assert Level.BEGINNER.harder == Level.INTERMEDIATE
    assert Level.EXPERT.harder == Level.EXPERT
    assert Level.BEGINNER.easier == Level.BEGINNER
    assert Level.EXPERT.items_range == (7, None)


def test_every_deal_has_exactly_one_level():
    rng = random.Random(3)
    deck = standard_deck()
    for _ in range(500):
        five = rng.sample(deck, 5)
        score = score_hand(five[:4], five[4])
        matching = [
            level
            for level, (low, high) in LEVEL_ITEMS.items()
            if low <= len(score.items) and (high is None or len(score.items) <= high)
        ]
        assert matching == [level_of(score)]


def test_the_same_seed_deals_the_same_drill():
    for level in Level:
        for focus in FOCI:
            first = deal_drill(random.Random(42), level=level, focus=focus, crib=True)
            again = deal_drill(random.Random(42), level=level, focus=focus, crib=True)
            assert first == again


def test_seeds_give_variety():
    drills = {deal_drill(random.Random(seed), level=Level.EXPERT) for seed in range(50)}
    assert len(drills) > 40


def test_the_stored_examples_keep_their_promise_in_hand_and_crib():
    for level, examples in EXAMPLES.items():
        assert set(examples) == set(Category)
        for focus, text in examples.items():
            *hand, starter = parse_cards(text)
            for crib in (False, True):
                assert fits(score_hand(hand, starter, crib=crib), level, focus), (text, crib)


@pytest.mark.parametrize("level", list(Level))
def test_with_no_tries_the_examples_are_dealt_with_suits_shuffled(level):
    for focus in FOCI:
        for crib in (False, True):
            seen = set()
            for seed in range(12):
                drill = deal_drill(
                    random.Random(seed), level=level, focus=focus, crib=crib, tries=0
                )
                assert keeps_promise(drill, level, focus, crib)
                seen.add(drill.starter.suit)
            assert len(seen) > 1


def test_the_fast_item_counts_agree_with_score_hand():
    rng = random.Random(5)
    deck = standard_deck()
    table = rank_items_table()
    assert len(table) == 6175  # 5-rank multisets with no rank five times
    for _ in range(3000):
        five = rng.sample(deck, 5)
        crib = rng.random() < 0.5
        score = score_hand(five[:4], five[4], crib=crib)
        expected = Counter(item.category for item in score.items)
        counts = _item_counts(table, five[:4], five[4], crib)
        assert counts == {category: expected[category] for category in Category}


def test_an_expert_crib_flush_is_five_ten_jack_queen_king():
    for seed in range(30):
        drill = deal_drill(random.Random(seed), level=Level.EXPERT, focus="flush", crib=True)
        ranks = sorted(card.rank.char for card in (*drill.hand, drill.starter))
        assert ranks == sorted("5TJQK")
        assert drill.starter.rank.char != "J"


def test_drills_round_trip_through_json_data():
    drill = deal_drill(random.Random(1), level=Level.ADVANCED, focus=Category.NOBS, crib=True)
    assert Drill.from_dict(drill.to_dict()) == drill
    assert drill.to_dict()["focus"] == "nobs"
    assert drill.score().crib
    with pytest.raises(DrillError, match="level 'master'"):
        Drill.from_dict({**drill.to_dict(), "level": "master"})
    with pytest.raises(DrillError, match="a drill needs 'starter'"):
        Drill.from_dict({"hand": ["5H"], "level": "expert"})
    with pytest.raises(DrillError, match="a drill's hand is 4 cards; 3 given"):
        Drill.from_dict({**drill.to_dict(), "hand": ["5H", "5C", "5D"]})
    with pytest.raises(CardError, match="appears twice"):
        Drill.from_dict({**drill.to_dict(), "starter": str(drill.hand[0])})
