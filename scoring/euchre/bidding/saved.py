"""Bidding questions and their grades as JSON-ready data and back, exactly: a question stored
with its grade is shown again without grading it again (grading takes a second)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring.euchre.bidding.grading import BidGrade, OptionGrade, Tally
from scoring.euchre.bidding.situation import Situation, read_situation
from scoring.euchre.options import Rules

__all__ = ["grade_from_dict", "grade_to_dict", "situation_from_dict"]

OPTION_FIGURES = (
    "points",
    "low",
    "high",
    "win_chance",
    "win_low",
    "win_high",
    "diff",
    "diff_low",
    "diff_high",
)


def situation_from_dict(data: Mapping[str, Any]) -> Situation:
    """The question Situation.to_dict() gave; FieldError if it is not one."""
    return read_situation(
        data["hand"],
        data["upcard"],
        seat=data["seat"],
        round=data["round"],
        score=tuple(data["score"]),
        rules=Rules.from_dict(data.get("rules", {})),
    )


def grade_to_dict(grade: BidGrade) -> dict[str, Any]:
    """Every figure of a grade, the situation with it."""
    return {
        "situation": grade.situation.to_dict(),
        "options": [
            {
                "action": option.action,
                "label": option.label,
                **{name: getattr(option, name) for name in OPTION_FIGURES},
                "outcomes": [[t.text, t.deals, t.points] for t in option.outcomes],
            }
            for option in grade.options
        ],
        "close": grade.close,
        "basis": grade.basis,
        "deals": grade.deals,
        "seed": grade.seed,
    }


def grade_from_dict(data: Mapping[str, Any]) -> BidGrade:
    """The grade grade_to_dict() gave, equal to the one graded."""
    options = tuple(
        OptionGrade(
            action=str(option["action"]),
            label=str(option["label"]),
            **{name: float(option[name]) for name in OPTION_FIGURES},
            outcomes=tuple(
                Tally(str(text), int(deals), int(points))
                for text, deals, points in option["outcomes"]
            ),
        )
        for option in data["options"]
    )
    return BidGrade(
        situation=situation_from_dict(data["situation"]),
        options=options,
        close=bool(data["close"]),
        basis=str(data["basis"]),
        deals=int(data["deals"]),
        seed=int(data["seed"]),
    )
