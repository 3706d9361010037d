"""The shared evaluation: options best first with their intervals and gaps, verdicts in tiers
as the reviews give them, the coach's warning only on a sure loss of its tier, the reasons in
words with each figure said once, and a round trip through JSON."""

from __future__ import annotations

import pytest

from scoring.hint import Hint, close_to_best, compared, exact_hint, only_choice, sampled_hint


def _reasons(hint, options):
    return [f"reason {o.label}" for o in options]


def test_exact_values_rank_best_first_with_their_gaps():
    hint = exact_hint(
        {"a": 1.0, "b": 3.5, "c": 3.5, "d": 0.0, "e": 3.3, "f": 3.42},
        dict.fromkeys("abcdef", "x"),
        "exact",
        _reasons,
    )
    assert [o.action for o in hint.options] == ["b", "c", "f", "e", "a", "d"]  # ties keep order
    assert hint.best.gap == (0.0, 0.0)
    assert hint.option("a").gap == (2.5, 2.5) and hint.option("a").loss == 2.5
    assert hint.verdict("b") == "best"
    assert hint.verdict("c") == "as good"
    assert hint.verdict("f") == "as good"  # 0.08: under a tenth of a point
    assert hint.verdict("e") == "inaccuracy"  # 0.2
    assert hint.verdict("a") == "blunder"  # 2.5
    assert hint.warning("a", "mistake") == 2.5
    assert hint.warning("e", "mistake") is None  # an inaccuracy is below the coach's tier
    assert hint.warning("e", "inaccuracy") == pytest.approx(0.2)
    assert hint.warning("c", "inaccuracy") is None  # not a sure loss
    # Every option says why; the best three and the close seconds come first.
    assert all(o.reason for o in hint.options)
    assert [o.action for o in close_to_best(hint)] == ["b", "c", "f"]
    with pytest.raises(KeyError):
        hint.option("z")


def test_a_close_second_below_the_top_three_is_explained():
    # "d" ranks fourth, but its loss is all over the place: too close to call, so explained.
    a = [float(v) for v in (4, -2, 6, 0, 3, -1, 5, 2)]
    noise = (9, -9, 8, -8, 7, -7, 9, -9)
    samples = {
        "a": a,
        "b": [v - 1.0 for v in a],
        "c": [v - 1.2 for v in a],
        "d": [v - 1.5 + n for v, n in zip(a, noise, strict=True)],
        "e": [v - 3.0 for v in a],
    }
    hint = sampled_hint(samples, dict.fromkeys(samples, "x"), "{deals} deals", _reasons)
    assert [o.action for o in hint.options] == ["a", "b", "c", "d", "e"]
    assert hint.verdict("d") == "unclear"
    assert [o.action for o in close_to_best(hint)] == ["a", "b", "c", "d"]


def test_sampled_values_are_compared_deal_by_deal():
    # "b" is worse than "a" by exactly 1 on every deal: a sure blunder however noisy "a" is.
    a = [float(v) for v in (4, -2, 6, 0, 3, -1, 5, 2)]
    b = [v - 1 for v in a]
    d = [v - 0.4 for v in a]
    c = [float(v) for v in (9, -6, 0, 7, -4, 8, -3, 1)]  # as much on average, but all over
    hint = sampled_hint(
        {"a": a, "b": b, "c": c, "d": d},
        {"a": "A", "b": "B", "c": "C", "d": "D"},
        "{deals} deals",
        _reasons,
    )
    assert hint.basis == "8 deals" and hint.deals == 8
    assert hint.best.action == "a"
    assert hint.best.low < hint.best.value < hint.best.high
    assert hint.option("b").gap == pytest.approx((1.0, 1.0))
    assert hint.verdict("b") == "blunder"
    assert hint.verdict("d") == "mistake"
    assert hint.verdict("c") == "unclear"  # too close to call in 8 deals, never "as good"
    assert hint.option("c").reason  # a close second is explained


def test_a_win_chance_is_judged_in_percentage_points():
    hint = exact_hint(
        {"a": 0.61, "b": 0.60, "c": 0.57, "d": 0.52, "e": 0.45},
        dict.fromkeys("abcde", "x"),
        "played out",
        _reasons,
        measure="win",
    )
    verdicts = [hint.verdict(x) for x in "abcde"]
    assert verdicts == ["best", "as good", "inaccuracy", "mistake", "blunder"]


def test_the_reasons_say_each_figure_once_and_never_compare_an_option_with_itself():
    hint = exact_hint(
        {"a": 2.0, "b": 2.0, "c": 0.5},
        {"a": "Play A", "b": "Play B", "c": "Play C"},
        "exact",
        _reasons,
    )
    said = compared(hint, hint.options, ["it pegs 2 now", "", "a third C back pegs 6"])
    assert said[0] == "Play A: it pegs 2 now; +2.00 points on average, level with Play B."
    assert said[1] == "Play B; as good as Play A."
    assert said[2] == (
        "Play C: a third C back pegs 6; a blunder: it gives up 1.50 points against Play A."
    )
    assert "Play A" not in said[0].split(";")[0].replace("Play A:", "")


def test_a_hint_reads_back_from_json():
    hint = sampled_hint(
        {"a": [1.0, 2.0, 3.0], "b": [0.0, 1.5, 2.0]},
        {"a": "A", "b": "B"},
        "{deals} deals",
        _reasons,
        parts={"a": (("hand", 1.0),), "b": (("hand", 0.5),)},
        ranked_by="By points.",
    )
    again = Hint.from_dict(hint.to_dict(str), str)
    assert again == hint


def test_one_choice():
    hint = only_choice("go", "Say go")
    assert [o.action for o in hint.options] == ["go"]
    assert hint.best.reason == "Say go is the only choice here."
    assert hint.verdict("go") == "best"
