"""Who is playing, without sign-up: a long random player id kept in the signed session cookie."""

from __future__ import annotations

import secrets
from typing import Literal, overload

from flask import Flask, Request, session
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface
from itsdangerous import URLSafeTimedSerializer
from sqlalchemy import update
from sqlalchemy.exc import IntegrityError

from webapp.models import Player
from webapp.storage import get_session

PLAYER_ID_KEY = "player_id"


class CookieSessions(SecureCookieSessionInterface):
    """Flask's signed-cookie sessions, with the signing serializer made once per secret key
    rather than on every request (which was a tenth of a small request's time), and none at
    all for the API."""

    def __init__(self) -> None:
        self._serializers: dict[tuple[object, ...], URLSafeTimedSerializer] = {}

    def open_session(self, app: Flask, request: Request) -> SecureCookieSession | None:
        # The JSON API is stateless: no cookie is read or written for it.
        if request.path.startswith("/api/"):
            return None
        return super().open_session(app, request)

    def get_signing_serializer(self, app: Flask) -> URLSafeTimedSerializer | None:
        keys = (app.secret_key, *(app.config["SECRET_KEY_FALLBACKS"] or ()))
        if keys not in self._serializers:
            serializer = super().get_signing_serializer(app)
            if serializer is None:
                return None
            self._serializers[keys] = serializer
        return self._serializers[keys]


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


def hold_player(player_id: str) -> None:
    """Begin a transaction that holds this player's row until it ends: what one player's
    requests check and then write (a hand dealt unless one is open) happens one request at a
    time, as a double click sends two. The write comes first, so that on SQLite the
    transaction waits for the other writer and then reads what it wrote, and on PostgreSQL
    the row lock makes the second wait."""
    db = get_session()
    db.rollback()
    db.execute(update(Player).where(Player.id == player_id).values(id=Player.id))
