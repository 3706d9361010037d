"""Matchpoints on hand-worked tables, against a plain count of every pair on random fields,
and the standings' competition ranks."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.duplicate.field import competition_ranks, matchpoints, percent


def plain_matchpoints(results: dict[str, float]) -> dict[str, float]:
    """Every result against every other, one pair at a time: 1 a win, 0.5 a tie."""
    if len(results) == 1:
        return dict.fromkeys(results, 50.0)
    scores = {}
    for name, mine in results.items():
        points = 0.0
        for other, theirs in results.items():
            if other != name:
                points += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
        scores[name] = 100.0 * points / (len(results) - 1)
    return scores


def test_one_result_alone_scores_half():
    assert matchpoints({"a": 3}) == {"a": 50.0}
    assert percent(0, 0, 1) == 50.0


def test_two_players_win_lose_or_tie():
    assert matchpoints({"a": 2, "b": -1}) == {"a": 100.0, "b": 0.0}
    assert matchpoints({"a": 0, "b": 0}) == {"a": 50.0, "b": 50.0}


def test_everyone_equal_scores_half():
    field = {f"p{i}": 4 for i in range(7)}
    assert matchpoints(field) == dict.fromkeys(field, 50.0)


def test_a_five_player_table_worked_by_hand():
    # Results +4, +2, 0, 0, -1; each faces 4 others, so the top is 4 matchpoints.
    #   e +4 beats all four                      4   / 4 = 100%
    #   a +2 beats b, c, d                       3   / 4 =  75%
    #   b  0 beats d, ties c: 1 + 0.5          1.5   / 4 = 37.5%
    #   c  0 the same as b                     1.5   / 4 = 37.5%
    #   d -1 beats nobody                        0   / 4 =   0%
    # The percentages add up to 50% a player, as every pair shares 1 matchpoint.
    scores = matchpoints({"a": 2, "b": 0, "c": 0, "d": -1, "e": 4})
    assert scores == {"a": 75.0, "b": 37.5, "c": 37.5, "d": 0.0, "e": 100.0}
    assert sum(scores.values()) == 50.0 * 5


def test_ties_at_the_top_and_the_bottom():
    # +3 +3 | +1 | -2 -2 -2: each faces 5. The +3s beat 4 and tie 1: 4.5/5 = 90%;
    # the +1 beats 3: 60%; each -2 ties 2: 1/5 = 20%.
    scores = matchpoints({"a": 3, "b": 3, "c": 1, "d": -2, "e": -2, "f": -2})
    assert scores == {"a": 90.0, "b": 90.0, "c": 60.0, "d": 20.0, "e": 20.0, "f": 20.0}


def test_no_results_and_results_that_are_not_numbers():
    assert matchpoints({}) == {}
    with pytest.raises(ValueError, match="NaN"):
        matchpoints({"a": 1.0, "b": math.nan})


@pytest.mark.parametrize(
    ("lower", "equal", "total", "expected"),
    [(0, 0, 1, 50.0), (3, 0, 4, 100.0), (0, 3, 4, 50.0), (1, 1, 5, 37.5), (0, 0, 9, 0.0)],
)
def test_percent_from_counts(lower, equal, total, expected):
    assert percent(lower, equal, total) == expected


@pytest.mark.parametrize(("lower", "equal", "total"), [(0, 0, 0), (2, 0, 2), (1, 1, 2), (-1, 0, 3)])
def test_counts_that_cannot_be(lower, equal, total):
    with pytest.raises(ValueError, match="cannot be"):
        percent(lower, equal, total)


results = st.dictionaries(
    st.text(min_size=1, max_size=4),
    st.integers(-30, 30) | st.floats(-50, 50, allow_nan=False),
    min_size=1,
    max_size=40,
)


@given(results)
def test_the_same_as_counting_every_pair(field):
    scores = matchpoints(field)
    expected = plain_matchpoints(field)
    assert scores.keys() == expected.keys()
    for name in field:
        assert scores[name] == pytest.approx(expected[name], abs=1e-9)
        assert 0.0 <= scores[name] <= 100.0
    assert sum(scores.values()) == pytest.approx(50.0 * len(field))


@given(results)
def test_a_better_result_never_scores_less(field):
    scores = matchpoints(field)
    for a in field:
        for b in field:
            if field[a] > field[b]:
                assert scores[a] > scores[b]
            if field[a] == field[b]:
                assert scores[a] == scores[b]


def test_competition_ranks():
    assert competition_ranks([]) == []
    assert competition_ranks([90.0, 80.0, 80.0, 70.0]) == [1, 2, 2, 4]
    assert competition_ranks([50.0, 50.0, 50.0]) == [1, 1, 1]
    assert competition_ranks([100.0, 62.5, 62.5 - 1e-12, 10.0, 10.0]) == [1, 2, 2, 4, 4]
    with pytest.raises(ValueError, match="best first"):
        competition_ranks([10.0, 20.0])


@given(st.lists(st.integers(0, 8), max_size=30))
def test_ranks_count_the_scores_above(scores):
    ordered = sorted((s * 12.5 for s in scores), reverse=True)
    assert competition_ranks(ordered) == [1 + sum(o > s for o in ordered) for s in ordered]
