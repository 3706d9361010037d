"""The chance of winning a Euchre game from every score, and the hand outcomes it is solved from."""

import itertools
import random

import pytest

from benchmarks.euchre_win_table import VARIANTS, tally_chunk
from scoring.euchre.bidding import hand_outcomes
from scoring.euchre.bidding.winning import (
    ScoreError,
    outcome_counts,
    solve_game,
    win_chance,
    win_table,
)
from scoring.euchre.options import GAME_LENGTHS, AllPass, OpeningLead, Renege, Rules

EVERY_RULES = [
    Rules(game_to=game_to, all_pass=all_pass, defend_alone=defend_alone, opening_lead=lead)
    for game_to in GAME_LENGTHS
    for all_pass in AllPass
    for defend_alone in (False, True)
    for lead in OpeningLead
]
# Made-up hands that are often thrown in, so that passing the deal at the same score matters.
OFTEN_THROWN_IN = {(0, 0): 3, (1, 0): 2, (2, 0): 1, (4, 0): 1, (0, 1): 1, (0, 2): 2}


def scores(target):
    """Every score a game can be at before a hand or just after it ends."""
    return [
        (ours, theirs)
        for ours in range(target + 4)
        for theirs in range(target + 4)
        if ours < target or theirs < target
    ]


@pytest.mark.parametrize("rules", EVERY_RULES, ids=str)
def test_our_chance_and_theirs_add_up_to_one(rules):
    for (ours, theirs), we_deal in itertools.product(scores(rules.game_to), (True, False)):
        ours_chance = win_chance(ours, theirs, we_deal=we_deal, rules=rules)
        theirs_chance = win_chance(theirs, ours, we_deal=not we_deal, rules=rules)
        assert ours_chance + theirs_chance == pytest.approx(1.0, abs=1e-9)


@pytest.mark.parametrize("rules", EVERY_RULES, ids=str)
def test_a_point_more_for_us_helps_and_for_them_hurts(rules):
    target = rules.game_to
    for ours, theirs, we_deal in itertools.product(range(target), range(target), (True, False)):
        chance = win_chance(ours, theirs, we_deal=we_deal, rules=rules)
        assert 0.0 < chance < 1.0
        assert win_chance(ours + 1, theirs, we_deal=we_deal, rules=rules) > chance
        assert win_chance(ours, theirs + 1, we_deal=we_deal, rules=rules) < chance


def test_a_game_reached_is_won_or_lost_whoever_deals():
    for we_deal in (True, False):
        assert win_chance(10, 9, we_deal=we_deal) == 1.0
        assert win_chance(13, 0, we_deal=we_deal) == 1.0
        assert win_chance(0, 10, we_deal=we_deal) == 0.0
        assert win_chance(9, 12, we_deal=we_deal) == 0.0
        assert win_chance(5, 4, we_deal=we_deal, rules=Rules(game_to=5)) == 1.0
        assert win_chance(9, 4, we_deal=we_deal, rules=Rules(game_to=11)) < 1.0


def test_the_first_dealers_edge_is_small_and_theirs():
    counts = outcome_counts()
    hands = sum(counts.values())
    dealers = sum(d * n for (d, _), n in counts.items()) / hands
    others = sum(o * n for (_, o), n in counts.items()) / hands
    assert dealers > others + 0.3  # the dealing side takes the up-card
    for rules in EVERY_RULES:
        first = win_chance(0, 0, we_deal=True, rules=rules)
        assert 0.505 < first < 0.56
        assert win_chance(0, 0, we_deal=False, rules=rules) == pytest.approx(1 - first)


def test_the_table_is_the_chances_row_by_our_score():
    rules = Rules(game_to=7, defend_alone=True)
    for we_deal in (True, False):
        table = win_table(rules, we_deal=we_deal)
        assert len(table) == 7 and all(len(row) == 7 for row in table)
        for ours, theirs in itertools.product(range(7), range(7)):
            expected = win_chance(ours, theirs, we_deal=we_deal, rules=rules)
            assert table[ours][theirs] == expected


def test_rules_that_do_not_change_a_hand_do_not_change_the_chances():
    plain = Rules(game_to=11)
    other = Rules(game_to=11, farmers_hand=True, renege=Renege.PENALTY)
    assert win_table(plain, we_deal=True) == win_table(other, we_deal=True)


def test_hands_that_always_go_to_the_dealer_decide_the_game_by_the_deal():
    # The dealing side always scores 1: in a game to 5 the side dealing the first hand scores
    # on hands 1, 3, 5, 7 and 9, the other on 2, 4, 6 and 8.
    chances = solve_game({(1, 0): 1}, 5)
    assert chances[0, 0, True] == 1.0
    assert chances[0, 0, False] == 0.0
    assert chances[0, 1, True] == 0.0  # they need 4 more, on hands 2 to 8; we need 5, to 9


def test_a_hand_thrown_in_passes_the_deal_at_the_same_score():
    # At 4-4 in a game to 5, half the hands are thrown in and the rest give the dealer the
    # game: D = 1/2 + R/2 and R = D/2, so D = 2/3.
    chances = solve_game({(0, 0): 1, (1, 0): 1}, 5)
    assert chances[4, 4, True] == pytest.approx(2 / 3, abs=1e-12)
    assert chances[4, 4, False] == pytest.approx(1 / 3, abs=1e-12)


def iterated_chances(counts, target, sweeps=300):
    """The same chances by applying the one-hand rule over and over from all zeros."""
    total = sum(counts.values())
    states = list(itertools.product(range(target), range(target), (True, False)))
    chances = dict.fromkeys(states, 0.0)

    def value(ours, theirs, we_deal):
        if ours >= target:
            return 1.0
        if theirs >= target:
            return 0.0
        return chances[ours, theirs, we_deal]

    def one_hand(ours, theirs, we_deal):
        chance = 0.0
        for (dealers, others), n in counts.items():
            if we_deal:
                chance += n / total * value(ours + dealers, theirs + others, False)
            else:
                chance += n / total * value(ours + others, theirs + dealers, True)
        return chance

    for _ in range(sweeps):
        chances = {state: one_hand(*state) for state in states}
    return chances


@pytest.mark.parametrize(
    ("counts", "target"),
    [
        (OFTEN_THROWN_IN, 7),
        (outcome_counts(), 10),
        (outcome_counts(Rules(all_pass=AllPass.STICK_THE_DEALER, defend_alone=True)), 5),
    ],
)
def test_solving_agrees_with_applying_the_one_hand_rule_until_it_settles(counts, target):
    solved = solve_game(counts, target)
    iterated = iterated_chances(counts, target)
    assert solved.keys() == iterated.keys()
    for state, chance in solved.items():
        assert chance == pytest.approx(iterated[state], abs=1e-9)


def play_games(counts, target, ours, theirs, we_deal, games, rng):
    """Games played hand by hand with outcomes drawn from `counts`: the share we win."""
    outcomes = list(counts)
    weights = list(counts.values())
    won = 0
    for _ in range(games):
        score = [ours, theirs]  # ours, theirs
        dealer = 0 if we_deal else 1
        while score[0] < target and score[1] < target:
            (dealers, others) = rng.choices(outcomes, weights)[0]
            score[dealer] += dealers
            score[1 - dealer] += others
            dealer = 1 - dealer
        won += score[0] >= target
    return won / games


@pytest.mark.parametrize(
    ("counts", "target", "start"),
    [
        (outcome_counts(Rules(game_to=5)), 5, (0, 0, True)),
        (outcome_counts(Rules(game_to=5)), 5, (2, 3, False)),
        (OFTEN_THROWN_IN, 5, (3, 1, True)),
    ],
)
def test_solving_agrees_with_games_played_out_by_chance(counts, target, start):
    rng = random.Random(15)
    played = play_games(counts, target, *start, games=6000, rng=rng)
    assert solve_game(counts, target)[start] == pytest.approx(played, abs=0.025)  # 4 sigma


def test_the_outcome_counts_cover_every_rules_and_hand():
    assert set(hand_outcomes.OUTCOMES) == set(VARIANTS)
    for tally, hands in (
        (hand_outcomes.OUTCOMES, hand_outcomes.HANDS),
        (hand_outcomes.FIRST_CHUNK, hand_outcomes.CHUNK),
    ):
        for counts in tally.values():
            assert sum(counts.values()) == hands
            assert all(n > 0 for n in counts.values())


def test_the_script_deals_and_scores_the_first_chunk_again_as_recorded():
    tally = tally_chunk(hand_outcomes.SEED, 0, hand_outcomes.CHUNK)
    assert {variant: dict(counts) for variant, counts in tally.items()} == (
        hand_outcomes.FIRST_CHUNK
    )


@pytest.mark.parametrize(
    ("ours", "theirs", "we_deal", "message"),
    [
        (-1, 0, True, "our score is -1; a score is never below 0"),
        (3, -2, False, "their score is -2; a score is never below 0"),
        (2.0, 1, True, "our score is 2.0; a score is a whole number"),
        (True, 1, True, "our score is True; a score is a whole number"),
        (1, "3", True, "their score is '3'; a score is a whole number"),
        (1, 3, 1, "we_deal is 1; say True"),
        (10, 11, True, "10 to 11: both sides cannot have reached 10"),
    ],
)
def test_a_score_no_game_can_have_is_refused_with_a_reason(ours, theirs, we_deal, message):
    with pytest.raises(ScoreError, match=message):
        win_chance(ours, theirs, we_deal=we_deal)
    assert issubclass(ScoreError, ValueError)
