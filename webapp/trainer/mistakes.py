"""The learner's mistakes at the computer tables, as drills: every mistake the review of a
finished game found (any game), with the position it was made in, and the drills answered so
far. What to ask next is scoring.trainer.mistakes'; the question is kinds/mistake.py's."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select

from scoring.review import Decision
from scoring.trainer.mistakes import Drilled, Position
from webapp import reviews, saved_games
from webapp.games import TABLE_GAMES
from webapp.models import SavedGame
from webapp.storage import get_session
from webapp.tables import ComputerTable
from webapp.trainer.models import TrainerAttempt

GAMES_LIMIT = 50  # the latest finished games whose mistakes are drilled
KIND = "mistake"  # the kind of trainer question (kinds/mistake.py)


@dataclass(frozen=True)
class Spot:
    """A mistake of a finished game: the saved game, its table game, and the review's
    decision (which says where: `decision.move`)."""

    saved: SavedGame
    game: Any  # webapp.tables.TableGame
    state: Any  # the finished game's engine state
    decision: Decision

    @property
    def key(self) -> str:
        return position_key(self.saved.id, self.decision.move)

    @property
    def category(self) -> str:
        return category_of(self.game.engine.name, self.decision.kind)

    @property
    def position(self) -> Position:
        return Position(self.key, self.category, self.saved.updated_at)

    def before(self) -> Any:
        """The game as it stood when the decision was made."""
        state = self.state
        engine = self.game.engine
        return engine.replay(
            state.seed, state.rules, state.actions[: self.decision.move], state.setup
        )


def position_key(game_id: str, move: int) -> str:
    return f"{game_id}:{move}"


def category_of(game: str, kind: str) -> str:
    """A mistake's category: its game and kind of decision ("cribbage:discard")."""
    return f"{game}:{kind}"


def spots(player_id: str) -> list[Spot]:
    """Every mistake of this player's latest finished games, reviewing the hands not yet
    reviewed (costly work). A mistake reviewed before reviews kept each decision's place in
    the game cannot be set up again, and is left out."""
    games = {game.engine.name: game for game in TABLE_GAMES}
    query = (
        select(SavedGame)
        .where(SavedGame.player_id == player_id, SavedGame.finished.is_(True))
        .order_by(SavedGame.updated_at.desc(), SavedGame.id)
        .limit(GAMES_LIMIT)
    )
    found: list[Spot] = []
    for saved in get_session().scalars(query):
        game = games.get(saved.game)
        if game is None:
            continue
        try:
            table = saved_games.read_text(saved.state, game_reader(game))
            review, _, _ = reviews.game_review(saved, game.engine, table.state)
        except (saved_games.UnreadableSave, ValueError):
            continue  # a game that cannot be read or replayed has no positions to set up
        found.extend(Spot(saved, game, table.state, d) for d in review.mistakes if d.move >= 0)
    return found


def drilled(player_id: str) -> list[Drilled]:
    """The mistakes drilled so far, as the schedule sees them."""
    query = select(TrainerAttempt).where(
        TrainerAttempt.player_id == player_id, TrainerAttempt.kind == KIND
    )
    return [
        Drilled(_key(row), row.focus or "", row.correct, row.when)
        for row in get_session().scalars(query)
    ]


def _key(row: TrainerAttempt) -> str:
    return str(json.loads(row.situation or "{}").get("key"))


def game_reader(game: Any) -> Callable[[str], Any]:
    """Reads a saved table of `game` from its JSON."""
    return lambda text: ComputerTable.from_json(game, text)


def by_key(found: Sequence[Spot]) -> dict[str, Spot]:
    return {spot.key: spot for spot in found}
