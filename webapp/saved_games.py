"""Games saved after every action: create, load, list, and apply each move exactly once.

Knows no game's rules: a state is a JSON record of the game's table (written by `save_text`,
with the save format's version) and a move is a function from that text to the next. A game is
visible only to the player (session cookie) who started it.
"""

from __future__ import annotations

import json
import logging
import secrets
from collections.abc import Callable, Mapping
from typing import Any, TypeVar, cast

from flask import g, has_app_context
from sqlalchemy import select
from werkzeug.exceptions import Conflict, Gone, NotFound

from webapp.models import SavedGame, utc_now
from webapp.players import current_player_id
from webapp.storage import get_session, update_at_version

Transform = Callable[[str], tuple[str, bool]]
"""A move: the saved state's JSON -> (the next state's JSON, whether the game is now over)."""

G = TypeVar("G")
logger = logging.getLogger(__name__)

# The version of the saved record's layout. A change that older code cannot read raises it,
# and a save in a format this code does not know is shown as unreadable, never guessed at.
SAVE_FORMAT = 1


class SaveFormatError(ValueError):
    """Saved text that is not a record this code can read."""


def save_text(record: Mapping[str, Any]) -> str:
    """A table's record as saved: JSON, with the save format's version."""
    return json.dumps({"format": SAVE_FORMAT, **record}, ensure_ascii=False)


def read_save(text: str) -> dict[str, Any]:
    """The record `save_text` wrote (a save from before versions were written counts as 1);
    SaveFormatError if the text is not one, or is in a format this code does not know. An
    engine state saved on its own (no "game" in it) carries the engine's format instead."""
    try:
        record = json.loads(text)
    except json.JSONDecodeError:
        raise SaveFormatError("the saved text is not JSON") from None
    if not isinstance(record, dict):
        raise SaveFormatError("the saved text is not a JSON object")
    if "game" in record and record.get("format", 1) != SAVE_FORMAT:
        raise SaveFormatError(f"save format {record.get('format')!r} is not {SAVE_FORMAT}")
    return record


class UnreadableSave(Gone):
    """A saved game this code cannot read (a newer format, or damaged): said plainly; the
    saved row is kept as it is."""

    title = "This game cannot be opened"
    description = (
        "This game was saved in a form this version of Fifteen Two cannot read, so it cannot "
        "be continued here. It has not been deleted. Start a new game from the Play menu."
    )


def read_state(saved: SavedGame, read: Callable[[str], G]) -> G:
    """The saved game as `read` reads it from its JSON; UnreadableSave if it cannot be."""
    return read_text(saved.state, read, f"saved game {saved.id} ({saved.game})")


def read_text(text: str, read: Callable[[str], G], what: str = "a saved game") -> G:
    """`read(text)`, a save's JSON read; UnreadableSave (logged, naming `what`) if it fails.
    Read once per request: a move reads its game, then the page shows it (a read replays the
    saved log, a few milliseconds)."""
    memo: dict[tuple[Any, str], Any] | None = None
    if has_app_context():
        memo = g.setdefault("saves_read", {})
        found = memo.get((read, text))
        if found is not None:
            return cast(G, found)
    try:
        value = read(text)
    except Exception as error:  # any failure to read a save is the same fact to the player
        logger.warning("%s cannot be read: %r", what, error)
        raise UnreadableSave() from error
    if memo is not None:
        memo[(read, text)] = value
    return value


class GameNotFound(NotFound):
    """No such game, or another player's: one answer for both, so an id reveals nothing."""

    carried = True  # the error page says how to bring it from the browser that has it
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


def create(game: str, state_json: str, *, player: str | None = None) -> SavedGame:
    """Save a new game of `game` ("cribbage", "euchre") for this player, who gets an id if new
    (or for `player`, made on a worker for them)."""
    player_id = player if player is not None else current_player_id(create=True)
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


def find(game_id: str) -> SavedGame | None:
    """The game with this id, whoever's it is: for a worker doing a job for its player."""
    return get_session().get(SavedGame, game_id, populate_existing=True)


def apply_move(game: str, game_id: str, expected_version: int, transform: Transform) -> SavedGame:
    """Apply `transform` to this player's game if it is still at `expected_version`, and commit.

    StaleMove if the game has moved on (checked again in the UPDATE itself, so of two requests
    racing with one version exactly one wins); errors from `transform` propagate, nothing saved.
    """
    return apply_to(load(game, game_id), expected_version, transform)


def apply_to(saved: SavedGame, expected_version: int, transform: Transform) -> SavedGame:
    """apply_move on a game found already (`saved`, as loaded)."""
    db = get_session()
    # End the read before writing: on SQLite (WAL) a write inside a transaction whose snapshot
    # is old fails at once with "database is locked" instead of waiting for the other writer.
    db.commit()
    if saved.version != expected_version:
        raise StaleMove(saved)
    state, finished = transform(saved.state)
    where = (SavedGame.id == saved.id, SavedGame.player_id == saved.player_id)
    values = {"state": state, "finished": finished, "updated_at": utc_now()}
    if not update_at_version(db, saved, where, expected_version, values):
        db.expire(saved)
        raise StaleMove(saved)
    return saved
