"""The shared hint: options best first with their intervals and gaps, verdicts as the reviews
give them, the coach's warning only on a clear mistake, and the reasons in figures."""

from __future__ import annotations

import pytest

from scoring.hint import compared, exact_hint, only_choice, sampled_hint


def _reasons(options):
    return [f"reason {o.label}" for o in options]


def test_exact_values_rank_best_first_with_their_gaps():
    hint = exact_hint(
        {"a": 1.0, "b": 3.5, "c": 3.5, "d": 0.0}, dict.fromkeys("abcd", "x"), "exact", _reasons
    )
    assert [o.action for o in hint.options] == ["b", "c", "a", "d"]  # ties keep their order
    assert hint.best.gap == (0.0, 0.0)
    assert hint.option("a").gap == (2.5, 2.5) and hint.option("a").loss == 2.5
    assert [bool(o.reason) for o in hint.options] == [True, True, True, False]
    assert hint.verdict("b") == "best"
    assert hint.verdict("c") == "as good"
    assert hint.verdict("a") == "mistake"
    assert hint.warning("a", 1.0) == 2.5
    assert hint.warning("a", 3.0) is None  # smaller than the coach's threshold
    assert hint.warning("c", 0.0) is None  # not a mistake
    with pytest.raises(KeyError):
        hint.option("z")


def test_sampled_values_are_compared_deal_by_deal():
    # "b" is worse than "a" by exactly 1 on every deal: a sure mistake however noisy "a" is.
    a = [float(v) for v in (4, -2, 6, 0, 3, -1, 5, 2)]
    b = [v - 1 for v in a]
    c = [float(v) for v in (9, -6, 0, 7, -4, 8, -3, 1)]  # as much on average, but all over
    hint = sampled_hint(
        {"a": a, "b": b, "c": c}, {"a": "A", "b": "B", "c": "C"}, "{deals} deals", _reasons
    )
    assert hint.basis == "8 deals" and hint.deals == 8
    assert hint.best.action == "a"
    assert hint.best.low < hint.best.value < hint.best.high
    assert hint.option("b").gap == pytest.approx((1.0, 1.0))
    assert hint.verdict("b") == "mistake"
    assert hint.verdict("c") == "unclear"  # too close to call in 8 deals, never "as good"


def test_the_reasons_say_what_each_option_gives_up():
    hint = exact_hint(
        {"a": 2.0, "b": 2.0, "c": 0.5},
        {"a": "Play A", "b": "Play B", "c": "Play C"},
        "exact",
        _reasons,
    )
    said = compared(hint.options, ["it pegs 2 now", "", ""], "points")
    assert said[0] == "Play A (it pegs 2 now) is best, tied with Play B: +2.00 points on average."
    assert said[1] == "Play B is as good as Play A: +2.00 points."
    assert said[2] == "Play C gives up 1.50 points against Play A."


def test_one_choice():
    hint = only_choice("go", "Say go")
    assert [o.action for o in hint.options] == ["go"]
    assert hint.best.reason == "Say go is the only choice here."
    assert hint.verdict("go") == "best"
