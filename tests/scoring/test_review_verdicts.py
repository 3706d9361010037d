"""Verdicts from intervals, in tiers (scoring.verdicts): a sure loss is an inaccuracy, a mistake
or a blunder by its size, in points or in the chance of winning; "as good" when the loss is
below a tenth of a point or its interval reaches 0 and is narrow; "unclear" (too close to call)
when the cap on deals comes first. Sampling (scoring.settling) goes on until every option's
verdict is settled, whoever asks; a review's decision is the hint's own."""

from __future__ import annotations

import random

import pytest

from scoring.hint import sampled_hint
from scoring.review import Decision, Graded, Review, graded
from scoring.settling import sample_options, sample_unsettled, unsettled
from scoring.verdicts import (
    AS_GOOD,
    BEST,
    BLUNDER,
    INACCURACY,
    MISTAKE,
    PRECISION,
    UNCLEAR,
    WIN,
    at_least,
    judge,
)


def test_judge_in_points():
    assert judge(3.5, 1.2, 5.8) == BLUNDER  # wide, but clear of 0
    assert judge(0.6, 0.3, 0.9) == MISTAKE
    assert judge(0.2, 0.15, 0.25) == INACCURACY
    assert judge(0.08, -0.05, 0.21) == AS_GOOD  # reaches 0, half-width 0.13
    assert judge(1.4, -0.9, 3.7) == UNCLEAR  # reaches 0, too wide to say
    assert judge(0.06, 0.05, 0.07) == AS_GOOD  # sure, but a loss too small to matter
    assert judge(0.0, 0.0, 0.0) == AS_GOOD  # exact and equal
    assert judge(0.4, 0.4, 0.4) == MISTAKE  # exact
    assert judge(1.0, 1.0, 1.0) == BLUNDER  # a point is where blunders begin


def test_judge_in_the_chance_of_winning():
    assert judge(0.01, 0.005, 0.015, measure=WIN) == AS_GOOD
    assert judge(0.03, 0.01, 0.05, measure=WIN) == INACCURACY
    assert judge(0.07, 0.05, 0.09, measure=WIN) == MISTAKE
    assert judge(0.12, 0.10, 0.14, measure=WIN) == BLUNDER
    assert judge(0.01, -0.01, 0.03, measure=WIN) == AS_GOOD  # narrow: within 2 points
    assert judge(0.05, -0.03, 0.13, measure=WIN) == UNCLEAR


def test_tiers_are_ordered_for_the_coach():
    assert at_least(BLUNDER, MISTAKE) and at_least(MISTAKE, MISTAKE)
    assert not at_least(INACCURACY, MISTAKE)
    assert not any(at_least(v, INACCURACY) for v in (BEST, AS_GOOD, UNCLEAR))


def test_a_three_and_a_half_point_loss_is_never_as_good_however_thin_the_sampling():
    for low, high in [(-1.0, 8.0), (0.3, 6.7), (-0.2, 7.2)]:
        assert judge(3.5, low, high) in (BLUNDER, UNCLEAR)


def _deals(means: dict[str, tuple[float, float]]):
    """A batch function: option -> n values, each the option's mean plus its own noise plus
    noise common to every option (as on a shared deal)."""
    rng = random.Random(4)

    def batch(n: int, options=None) -> dict[str, list[float]]:
        found: dict[str, list[float]] = {option: [] for option in options or means}
        for _ in range(n):
            common = rng.gauss(0, 3)
            noise = {option: rng.gauss(0, spread) for option, (_, spread) in means.items()}
            for option in found:
                found[option].append(means[option][0] + common + noise[option])
        return found

    return batch


def test_a_clear_loss_stops_early_and_a_close_call_samples_to_the_cap():
    clear = sample_options(_deals({"a": (2.0, 0.5), "b": (0.0, 0.5)}), first=48, cap=768)
    assert len(clear["b"]) == 48
    close = sample_options(_deals({"a": (0.12, 3.0), "b": (0.0, 3.0)}), first=48, cap=768)
    assert len(close["a"]) == len(close["b"]) == 768  # 48, 96, 192, 384, then the cap


def test_every_option_is_settled_not_only_the_leader():
    # "c" is far behind (settled at once), "b" close to "a": sampling goes on for "b".
    values = sample_options(
        _deals({"a": (0.0, 1.0), "b": (-0.05, 1.0), "c": (-3.0, 1.0)}), first=48, cap=4096
    )
    assert not unsettled(values, PRECISION)
    assert len(values["a"]) > 48


def test_sampling_only_the_open_options_keeps_the_rest_on_their_first_deals():
    values = sample_unsettled(
        _deals({"a": (0.0, 1.0), "b": (-0.05, 1.0), "c": (-3.0, 1.0)}),
        ["a", "b", "c"],
        first=48,
        cap=4096,
    )
    assert len(values["c"]) == 48 and len(values["a"]) == len(values["b"]) > 48
    hint = sampled_hint(
        values, {"a": "A", "b": "B", "c": "C"}, "{deals}", lambda h, o: ["."] * len(o)
    )
    assert hint.verdict("c") == BLUNDER
    assert hint.deals == len(values["a"])


def test_an_option_a_batch_leaves_out_is_dropped_and_the_rest_stay_paired():
    calls = iter(
        [
            {"a": [1.0, 2.0], "b": [2.0, 0.0], "c": [0.0, 1.0]},
            {"a": [1.0] * 2, "b": [0.5] * 2, "c": []},
        ]
    )
    values = sample_options(lambda n: next(calls), first=2, cap=4, precision=0.0)
    assert set(values) == {"a", "b"} and len(values["a"]) == len(values["b"]) == 4


def test_a_review_decision_is_the_hints_own():
    values = sample_options(
        _deals({"a": (2.0, 0.5), "b": (0.0, 0.5), "c": (1.95, 0.5)}), first=48, cap=768
    )
    hint = sampled_hint(
        values, {"a": "A", "b": "B", "c": "C"}, "{deals} deals", lambda h, o: ["."] * len(o)
    )
    decision = graded(hint, "b", hand=0, kind="play", situation="a trick", move=7)
    assert decision.verdict == hint.verdict("b") == BLUNDER
    assert [o.value for o in decision.options] == [o.value for o in hint.options]
    assert decision.loss == pytest.approx(hint.option("b").loss)
    assert [decision.verdict_of(o) for o in decision.options] == [
        hint.verdict(o.action) for o in hint.options
    ]
    assert Decision.from_dict(decision.to_dict()) == decision
    review = Review("cribbage", 0, (decision,))
    assert review.tiers[BLUNDER] == 1 and review.mistakes == [decision]
    assert review.points_lost == pytest.approx(decision.loss)


def test_a_win_chance_loss_is_counted_in_its_own_measure():
    hint = sampled_hint(
        {"a": [0.6, 0.7, 0.5, 0.65], "b": [0.45, 0.55, 0.36, 0.5]},
        {"a": "A", "b": "B"},
        "{deals} deals",
        lambda h, o: ["."] * len(o),
        measure=WIN,
    )
    review = Review("cribbage", 0, (graded(hint, "b", hand=0, kind="discard", situation=""),))
    assert review.points_lost == 0.0
    assert review.win_lost == pytest.approx(0.1475)


def test_a_saved_review_without_intervals_is_judged_from_its_spreads():
    old = {
        "hand": 0,
        "kind": "play",
        "situation": "a trick",
        "chosen": {"label": "Play J♠", "value": -5.62, "spread": 1.4},
        "options": [
            {"label": "Play A♠", "value": -2.10, "spread": 1.1},
            {"label": "Play J♠", "value": -5.62, "spread": 1.4},
        ],
        "basis": "48 sampled deals",
    }
    decision = Decision.from_dict(old)
    assert decision.verdict in (BLUNDER, UNCLEAR)
    again = Decision.from_dict(decision.to_dict())
    assert again == decision


@pytest.mark.parametrize("spread", [0.0, 1.0])
def test_the_best_is_best(spread):
    options = (Graded("x", 1.0, spread), Graded("y", 0.0, spread))
    assert Decision(0, "play", "", options[0], options, "").verdict == BEST
