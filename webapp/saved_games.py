"""Games saved after every action: create, load, list, and apply each move exactly once.

Knows no game's rules: a state is the engine's JSON text and a move is a function from that text
to the next. A game is visible only to the player (session cookie) who started it.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from typing import cast

from sqlalchemy import CursorResult, select, update
from werkzeug.exceptions import Conflict, NotFound

from webapp.models import SavedGame, utc_now
from webapp.players import current_player_id
from webapp.storage import get_session

Transform = Callable[[str], tuple[str, bool]]
"""A move: the saved state's JSON -> (the next state's JSON, whether the game is now over)."""


class GameNotFound(NotFound):
    """No such game, or another player's: one answer for both, so an id reveals nothing."""

    title = "Game not found"
    description = (
        "There is no game of yours at this address. A game stays with the browser it was "
        "started in; the link may be from another browser, mistyped, or old."
    )


class StaleMove(Conflict):
    """A move made on an old position (a double click, a second tab); nothing was applied.

    `game` is the game as it stands now: a route shows it with `message`.
    """

    message = "That move was already made (the game has moved on); here is the current position."
    # The error page, for a route that lets this through instead of showing `game`.
    title = "That move was already made"
    description = (
        "The game has moved on since this page was loaded, perhaps in another tab. "
        "Reload the game to see the current position."
    )

    def __init__(self, game: SavedGame) -> None:
        super().__init__()
        self.game = game


def create(game: str, state_json: str) -> SavedGame:
    """Save a new game of `game` ("cribbage", "euchre") for this player, who gets an id if new."""
    player_id = current_player_id(create=True)
    now = utc_now()
    saved = SavedGame(
        id=secrets.token_urlsafe(16),
        player_id=player_id,
        game=game,
        state=state_json,
        version=0,
        finished=False,
        created_at=now,
        updated_at=now,
    )
    db = get_session()
    db.add(saved)
    db.commit()
    return saved


def load(game: str, game_id: str) -> SavedGame:
    """This player's game of `game` with this id, as saved now; GameNotFound otherwise."""
    player_id = current_player_id()
    saved = None
    if player_id is not None:
        query = select(SavedGame).where(
            SavedGame.id == game_id, SavedGame.player_id == player_id, SavedGame.game == game
        )
        # populate_existing: the row as committed now, even if this session read it before.
        saved = get_session().scalars(query.execution_options(populate_existing=True)).first()
    if saved is None:
        raise GameNotFound()
    return saved


def list_for_player(game: str) -> list[SavedGame]:
    """This player's games of `game`, most recently played first; none for a new visitor."""
    player_id = current_player_id()
    if player_id is None:
        return []
    query = (
        select(SavedGame)
        .where(SavedGame.player_id == player_id, SavedGame.game == game)
        .order_by(SavedGame.updated_at.desc(), SavedGame.id)
    )
    return list(get_session().scalars(query))


def apply_move(game: str, game_id: str, expected_version: int, transform: Transform) -> SavedGame:
    """Apply `transform` to the game if it is still at `expected_version`, and commit.

    StaleMove if the game has moved on (checked again in the UPDATE itself, so of two requests
    racing with one version exactly one wins); errors from `transform` propagate, nothing saved.
    """
    saved = load(game, game_id)
    db = get_session()
    # End the read before writing: on SQLite (WAL) a write inside a transaction whose snapshot
    # is old fails at once with "database is locked" instead of waiting for the other writer.
    db.commit()
    if saved.version != expected_version:
        raise StaleMove(saved)
    state, finished = transform(saved.state)
    applied = db.execute(
        update(SavedGame)
        .where(
            SavedGame.id == saved.id,
            SavedGame.player_id == saved.player_id,
            SavedGame.version == expected_version,
        )
        .values(state=state, finished=finished, version=expected_version + 1, updated_at=utc_now()),
        execution_options={"synchronize_session": False},
    )
    if cast(CursorResult, applied).rowcount != 1:
        db.rollback()
        raise StaleMove(load(game, game_id))
    db.commit()
    db.refresh(saved)
    return saved
