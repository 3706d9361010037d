"""Who is playing, without sign-up: a long random player id kept in the signed session cookie."""

from __future__ import annotations

import secrets
from typing import Literal, overload

from flask import session
from sqlalchemy.exc import IntegrityError

from webapp.models import Player
from webapp.storage import get_session

PLAYER_ID_KEY = "player_id"


@overload
def current_player_id(create: Literal[True]) -> str: ...
@overload
def current_player_id(create: bool = False) -> str | None: ...


def current_player_id(create: bool = False) -> str | None:
    """This visitor's player id; with `create`, a new one (and its Player row) if they have none.

    Reads pass create=False, so looking at a page never writes a row or sets a cookie.
    """
    player_id = session.get(PLAYER_ID_KEY)
    if not isinstance(player_id, str) or not player_id:
        if not create:
            return None
        player_id = secrets.token_urlsafe(32)
        session[PLAYER_ID_KEY] = player_id
    if create:
        session.permanent = True
        _ensure_player_row(player_id)
    return player_id


def _ensure_player_row(player_id: str) -> None:
    # The row is missing for a new id, and for an old cookie after the database was reset.
    db = get_session()
    if db.get(Player, player_id) is None:
        db.add(Player(id=player_id))
        try:
            db.commit()
        except IntegrityError:  # a second tab got there first: the row exists, as wanted
            db.rollback()
