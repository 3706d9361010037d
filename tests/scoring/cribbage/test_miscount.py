"""The computer's slips in the show: never over, at the documented rates and kinds."""

import random

import pytest

from scoring.cards import parse_cards, standard_deck
from scoring.cribbage import Rules, score_hand
from scoring.cribbage.hand import Category
from scoring.cribbage.miscount import miscount
from scoring.errors import RulesError

# The rates as miscount.py's docstring gives them, written out again so that changing the
# code without the documentation fails here.
SLIP_RATE = 1 / 3
WEIGHTS = {"long fifteen": 3, "fifteen": 1, "run": 2, "nobs": 2, "pair": 0, "flush": 0}


def kind(item):
    if item.category is Category.FIFTEEN and len(item.cards) > 2:
        return "long fifteen"
    return item.category.value


def random_counts(n, seed=0):
    """`n` random hands and cribs with their starters, scored, each with its own rng."""
    rng = random.Random(seed)
    deck = standard_deck()
    for i in range(n):
        five = rng.sample(deck, 5)
        yield score_hand(five[:4], five[4], crib=i % 4 == 0), random.Random(f"slip:{seed}:{i}")


def test_the_option_is_off_by_default_and_checked():
    assert Rules().computer_misses is False
    assert Rules().to_dict()["computer_misses"] is False
    rules = Rules(muggins=True, computer_misses=True)
    assert Rules.from_dict(rules.to_dict()) == rules
    assert Rules.from_dict({"muggins": True}).computer_misses is False  # an older save
    with pytest.raises(RulesError, match="computer_misses is 'yes'; use true or false"):
        Rules(computer_misses="yes")
    with pytest.raises(RulesError, match="and computer_misses"):
        Rules.from_dict({"skunks": True})


def test_the_count_is_never_over_and_misses_only_fifteens_runs_and_nobs():
    shorts = 0
    for score, rng in random_counts(4000):
        counted = miscount(score.items, rng)
        assert 0 <= counted.declared <= score.total
        assert counted.declared == score.total - sum(item.points for item in counted.missed)
        assert len(counted.missed) <= 1
        assert set(counted.missed) <= set(score.items)
        assert {item.category for item in counted.missed} <= {"fifteen", "run", "nobs"}
        shorts += bool(counted.missed)
    assert shorts > 500


def test_pairs_and_flushes_are_never_missed():
    # Two pairs and a flush of four, with no fifteen, run or nobs to overlook.
    score = score_hand("2H 2C 4H 4C", "QD")
    flush = score_hand("2H 4H 8H TH", "2C")
    assert {item.category for item in score.items} == {"pair"}
    assert {item.category for item in flush.items} == {"pair", "flush"}
    for seed in range(300):
        assert miscount(score.items, random.Random(seed)).declared == score.total == 4
        assert miscount(flush.items, random.Random(seed)).declared == flush.total == 6


def test_misses_come_at_the_documented_rates_and_kinds():
    missable = shorts = 0
    expected = dict.fromkeys(WEIGHTS, 0.0)
    seen = dict.fromkeys(WEIGHTS, 0)
    for score, rng in random_counts(6000, seed=1):
        weights = [WEIGHTS[kind(item)] for item in score.items]
        counted = miscount(score.items, rng)
        if not any(weights):
            assert not counted.missed
            continue
        missable += 1
        shorts += bool(counted.missed)
        for item, weight in zip(score.items, weights, strict=True):
            expected[kind(item)] += SLIP_RATE * weight / sum(weights)
        for item in counted.missed:
            seen[kind(item)] += 1
    assert missable > 4000
    assert shorts / missable == pytest.approx(SLIP_RATE, abs=0.03)
    for name, count in seen.items():
        # Within about four standard deviations of what the weights give.
        assert abs(count - expected[name]) <= 4 * expected[name] ** 0.5 + 1, (name, seen, expected)
    # Most often a fifteen, and a long one more readily than a pair of cards making fifteen.
    assert seen["fifteen"] + seen["long fifteen"] > shorts / 2


def test_which_item_is_missed_follows_the_weights():
    # One of each kind: 5+J and 3+5+7 make fifteen, 3 4 5 a run, the jack of clubs his nobs.
    score = score_hand("5S 7S JC 4H", "3C")
    assert sorted(kind(item) for item in score.items) == ["fifteen", "long fifteen", "nobs", "run"]
    seen = dict.fromkeys(["fifteen", "long fifteen", "nobs", "run"], 0)
    for seed in range(4000):
        for item in miscount(score.items, random.Random(seed)).missed:
            seen[kind(item)] += 1
    shorts = sum(seen.values())
    assert shorts / 4000 == pytest.approx(SLIP_RATE, abs=0.03)
    total = sum(WEIGHTS[name] for name in seen)
    for name, count in seen.items():
        share = WEIGHTS[name] / total
        spread = (shorts * share * (1 - share)) ** 0.5
        assert abs(count - shorts * share) <= 4 * spread, (name, seen)


def test_a_forgotten_nobs():
    # Nobs is the only thing to overlook: a third of the time it is forgotten.
    score = score_hand("JD 2C 4S 6H", "8D")
    assert [item.category for item in score.items] == [Category.NOBS]
    counts = [miscount(score.items, random.Random(seed)) for seed in range(900)]
    forgotten = [counted for counted in counts if counted.missed]
    assert len(forgotten) / len(counts) == pytest.approx(SLIP_RATE, abs=0.06)
    assert all(counted.declared == 0 for counted in forgotten)


def test_part_of_a_double_run_is_one_run_left_out():
    score = score_hand(parse_cards("3H 4C 5D 5S"), "KC")
    runs = [item for item in score.items if item.category is Category.RUN]
    assert len(runs) == 2
    missed_runs = [
        counted.missed[0]
        for seed in range(600)
        if (counted := miscount(score.items, random.Random(seed))).missed
        and counted.missed[0].category is Category.RUN
    ]
    # Either of the two runs of three, never the whole double run.
    assert set(missed_runs) == set(runs)
    assert all(item.points == 3 for item in missed_runs)


def test_the_same_seed_gives_the_same_count():
    score = score_hand("5H 5C JD TS", "5D")
    first = [miscount(score.items, random.Random(seed)) for seed in range(50)]
    assert first == [miscount(score.items, random.Random(seed)) for seed in range(50)]
