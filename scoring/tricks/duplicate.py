"""What both Euchres say alike for a duplicate set (scoring.duplicate): a deal is one hand,
dealt round the four seats in turn."""

from __future__ import annotations

from typing import Any

from scoring.tricks.play import HAND_OVER, OVER, TrickPlay


def dealer_of(number: int) -> int:
    """The deal rotates clockwise: South deals deal 0, West deal 1, and so on."""
    return number % 4


def over(state: TrickPlay[Any, Any, Any, Any]) -> bool:
    """The hand has been scored or thrown in (or, with a low target, won the game)."""
    return state.phase in (HAND_OVER, OVER)
