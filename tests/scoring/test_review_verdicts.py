"""Verdicts from intervals (scoring.review): a sampled choice is "as good" only when the
interval on its loss reaches 0 and is narrow, a "mistake" when it lies above 0, and "unclear"
(too close to call) when the cap on deals comes first."""

from __future__ import annotations

import random

import pytest

from scoring.review import (
    AS_GOOD,
    BEST,
    MISTAKE,
    PRECISION,
    UNCLEAR,
    Decision,
    Graded,
    judge,
    sample_decision,
    sampled_decision,
    settled,
)


def test_judge():
    assert judge(3.5, 1.2, 5.8) == MISTAKE  # wide, but clear of 0
    assert judge(0.08, -0.05, 0.21) == AS_GOOD  # reaches 0, half-width 0.13
    assert judge(1.4, -0.9, 3.7) == UNCLEAR  # reaches 0, too wide to say
    assert judge(0.02, 0.01, 0.03) == AS_GOOD  # sure, but a loss too small to matter
    assert judge(0.0, 0.0, 0.0) == AS_GOOD  # exact and equal
    assert judge(0.4, 0.4, 0.4) == MISTAKE  # exact
    assert judge(0.01, -0.01, 0.03, precision=0.02) == AS_GOOD  # chance of winning


def test_a_three_and_a_half_point_loss_is_never_as_good_however_thin_the_sampling():
    # The old rule: "fine" within two standard errors. With 48 deals of a 12-card hand two
    # standard errors are several points; now such a choice is a mistake or unclear.
    for low, high in [(-1.0, 8.0), (0.3, 6.7), (-0.2, 7.2)]:
        assert judge(3.5, low, high) in (MISTAKE, UNCLEAR)


def _deals(gaps: dict[str, tuple[float, float]]):
    """A batch function: option -> n values, each the option's mean plus its own noise plus
    noise common to every option (as on a shared deal)."""
    rng = random.Random(4)

    def batch(n: int) -> dict[str, list[float]]:
        found: dict[str, list[float]] = {option: [] for option in gaps}
        for _ in range(n):
            common = rng.gauss(0, 3)
            for option, (mean, spread) in gaps.items():
                found[option].append(mean + common + rng.gauss(0, spread))
        return found

    return batch


def test_a_clear_mistake_stops_early_and_a_close_call_samples_to_the_cap():
    clear = sample_decision(_deals({"a": (2.0, 0.5), "b": (0.0, 0.5)}), "b", first=48, cap=768)
    assert len(clear["b"]) == 48
    close = sample_decision(_deals({"a": (0.05, 2.0), "b": (0.0, 2.0)}), "b", first=48, cap=768)
    assert len(close["a"]) == len(close["b"]) == 768  # 48, 96, 192, 384, then the cap


def test_a_choice_is_as_good_once_its_interval_is_narrow():
    values = sample_decision(_deals({"a": (0.0, 0.4), "b": (0.0, 0.4)}), "b", first=48, cap=4096)
    assert settled(values, "b", PRECISION)
    graded = sampled_decision(0, "play", "a trick", "b", values, "{deals} deals")
    assert graded.verdict in (BEST, AS_GOOD)
    assert graded.basis == f"{graded.deals} deals"
    low, high = graded.interval
    assert (high - low) / 2 <= PRECISION


def test_an_unsettled_choice_at_the_cap_is_too_close_to_call():
    values = sample_decision(_deals({"a": (0.3, 3.0), "b": (0.0, 3.0)}), "b", first=16, cap=32)
    graded = sampled_decision(0, "play", "a trick", "b", values, "{deals} deals")
    if graded.verdict != BEST:
        assert graded.verdict == UNCLEAR
        assert graded.deals == 32


def test_an_option_a_batch_leaves_out_is_dropped_and_the_rest_stay_paired():
    calls = iter(
        [
            {"a": [1.0, 2.0], "b": [2.0, 0.0], "c": [0.0, 1.0]},
            {"a": [1.0] * 2, "b": [0.5] * 2, "c": []},
        ]
    )
    values = sample_decision(lambda n: next(calls), "b", first=2, cap=4, precision=0.0)
    assert set(values) == {"a", "b"} and len(values["a"]) == len(values["b"]) == 4


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
    graded = Decision.from_dict(old)
    assert graded.verdict in (MISTAKE, UNCLEAR)
    again = Decision.from_dict(graded.to_dict())
    assert again == graded


@pytest.mark.parametrize("spread", [0.0, 1.0])
def test_the_best_is_best(spread):
    options = (Graded("x", 1.0, spread), Graded("y", 0.0, spread))
    assert Decision(0, "play", "", options[0], options, "").verdict == BEST
