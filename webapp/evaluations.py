"""Each position's evaluation (the game's `evaluate(view)`, scoring.hint), worked out once on the
task queue's workers and kept: the hint at the table, the coach's question, the review of the
hand and a drill of your mistakes ask the same position and get the same numbers, and only the
first pays for them.

Kept by a digest of what the seat knows (scoring.position.view_digest) with the graded
questions (webapp.calculators.kept), in the database for every process and in memory.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from scoring.engine import Engine
from scoring.games import ENGINES
from scoring.hint import Hint
from scoring.position import view_digest
from webapp.calculators.kept import Kept

__all__ = ["cached", "evaluation", "evaluator", "prepare"]

KEPT = 512  # evaluations kept in memory: each a few kilobytes
KIND = "evaluation"


def _engine(name: str) -> Engine[Any, Any, Any, Any]:
    return ENGINES[name]


def _compute(payload: Mapping[str, Any]) -> tuple[str, Hint[Any]]:
    """A position evaluated on a worker: the game's state (JSON) and the seat asking."""
    engine = _engine(str(payload["game"]))
    state = engine.state.from_dict(dict(payload["state"]))
    return engine.name, engine.evaluate(state.view(int(payload["seat"])))


def _dump(evaluated: tuple[str, Hint[Any]]) -> dict[str, Any]:
    name, hint = evaluated
    return {"game": name, "hint": hint.to_dict(lambda action: action.to_dict())}


def _load(data: dict[str, Any]) -> tuple[str, Hint[Any]]:
    engine = _engine(str(data["game"]))
    return engine.name, Hint.from_dict(data["hint"], engine.parse_action)


KEPT_EVALUATIONS = Kept[tuple[str, Hint[Any]], Hint[Any]](
    KIND, KEPT, _dump, _load, lambda evaluated: evaluated[1], _compute
)


def _asked(
    engine: Engine[Any, Any, Any, Any], state: Any, seat: int
) -> tuple[list[Any], dict[str, Any]]:
    view = state.view(seat)
    if not view.legal_actions:
        raise ValueError("you have no decision to make now")
    key = [KIND, engine.name, view_digest(view)]
    return key, {"game": engine.name, "state": state.to_dict(), "seat": seat}


def evaluation(
    engine: Engine[Any, Any, Any, Any], state: Any, seat: int, *, wait: float | None = None
) -> Hint[Any]:
    """The evaluation of `seat`'s decision in `state` (ValueError when it has none): kept, or
    worked out on the workers (webapp.jobs.Pending while it is)."""
    _, hint = KEPT_EVALUATIONS.get(*_asked(engine, state, seat), wait=wait)
    return hint


def cached(engine: Engine[Any, Any, Any, Any], state: Any, seat: int) -> Hint[Any] | None:
    """The evaluation if it is kept already; None, and nothing worked out, if not."""
    view = state.view(seat)
    if not view.legal_actions:
        return None
    found = KEPT_EVALUATIONS.cached([KIND, engine.name, view_digest(view)])
    return None if found is None else found[1]


def prepare(engine: Engine[Any, Any, Any, Any], state: Any, seat: int) -> None:
    """Have the evaluation worked out ahead of time (a coached decision about to be made)."""
    KEPT_EVALUATIONS.prepare(*_asked(engine, state, seat))


def evaluator(engine: Engine[Any, Any, Any, Any]) -> Callable[[Any], Hint[Any]]:
    """`engine`'s evaluate(view) for a review made on a worker: each position kept by its
    digest, worked out there and then when it is not (a review is itself a job)."""
    evaluate = engine.evaluate

    def evaluated(view: Any) -> Hint[Any]:
        digest = KEPT_EVALUATIONS.digest([KIND, engine.name, view_digest(view)])
        found = KEPT_EVALUATIONS.kept(digest)
        if found is not None:
            return found[1]
        hint: Hint[Any] = evaluate(view)
        KEPT_EVALUATIONS.keep(digest, (engine.name, hint))
        return hint

    return evaluated
