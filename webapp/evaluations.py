"""Each position's evaluation (the game's `evaluate(view)`, scoring.hint), made once and kept:
the hint at the table, the coach's question, the review of the hand and a drill of your
mistakes ask the same position and get the same numbers, and only the first pays for them.

Kept by a digest of what the seat knows (scoring.position.view_digest) with the graded
questions (webapp.calculators.kept), in the database for every process and in memory.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scoring.engine import Engine
from scoring.hint import Hint
from scoring.position import view_digest
from webapp.calculators.kept import Kept

__all__ = ["evaluation", "evaluator"]

KEPT = 512  # evaluations kept in memory: each a few kilobytes

_KEPT: dict[str, Kept[Hint[Any], Hint[Any]]] = {}


def _kept(engine: Engine[Any, Any, Any]) -> Kept[Hint[Any], Hint[Any]]:
    kept = _KEPT.get(engine.name)
    if kept is None:

        def dump(hint: Hint[Any]) -> dict[str, Any]:
            return hint.to_dict(lambda action: action.to_dict())

        def load(data: dict[str, Any]) -> Hint[Any]:
            return Hint.from_dict(data, engine.parse_action)

        kept = _KEPT[engine.name] = Kept(KEPT, dump, load, lambda hint: hint)
    return kept


def evaluator(engine: Engine[Any, Any, Any]) -> Callable[[Any], Hint[Any]]:
    """`engine`'s evaluate(view), each position's evaluation made once and kept."""
    assert engine.evaluate is not None
    evaluate = engine.evaluate
    kept = _kept(engine)

    def evaluated(view: Any) -> Hint[Any]:
        hint, _ = kept.get(["evaluation", engine.name, view_digest(view)], lambda: evaluate(view))
        return hint

    return evaluated


def evaluation(engine: Engine[Any, Any, Any], state: Any, seat: int) -> Hint[Any]:
    """The evaluation of `seat`'s decision in `state` (ValueError when it has none)."""
    view = state.view(seat)
    if not view.legal_actions:
        raise ValueError("you have no decision to make now")
    return evaluator(engine)(view)


def forget() -> None:
    """Forget what this process remembers (tests; the database keeps its copies)."""
    for kept in _KEPT.values():
        kept.clear()
