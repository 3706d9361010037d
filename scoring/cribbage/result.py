"""How a finished game stands: who won, and which losers were skunked."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from scoring.cribbage.rules import Rules


class Outcome(StrEnum):
    WIN = "win"
    LOSS = "loss"
    SKUNK = "skunk"  # lost below the skunk line (91 in a game to 121, 31 to 61)
    DOUBLE_SKUNK = "double_skunk"  # lost below 61 in a game to 121


@dataclass(frozen=True, slots=True)
class GameResult:
    """The winning side, the final scores and each side's outcome, with a sentence."""

    winner: int
    scores: tuple[int, ...]
    outcomes: tuple[Outcome, ...]
    text: str


def game_result(scores: tuple[int, ...], winner: int, rules: Rules) -> GameResult:
    """Skunks by the rules' lines: a loser below skunk_line is skunked, below
    double_skunk_line (if the game has one) double skunked."""
    outcomes = tuple(
        Outcome.WIN if side == winner else _loss(score, rules) for side, score in enumerate(scores)
    )
    losers = [score for side, score in enumerate(scores) if side != winner]
    text = f"won {scores[winner]} to {' and '.join(str(score) for score in losers)}"
    worst = min(losers)
    if rules.double_skunk_line is not None and worst < rules.double_skunk_line:
        text += f": a double skunk (a loser below {rules.double_skunk_line})"
    elif worst < rules.skunk_line:
        text += f": a skunk (a loser below {rules.skunk_line})"
    return GameResult(winner, scores, outcomes, text)


def _loss(score: int, rules: Rules) -> Outcome:
    if rules.double_skunk_line is not None and score < rules.double_skunk_line:
        return Outcome.DOUBLE_SKUNK
    if score < rules.skunk_line:
        return Outcome.SKUNK
    return Outcome.LOSS
