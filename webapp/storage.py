"""Database engine and sessions for each app: SQLite under instance/ by default, any URL works."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import click
from flask import Flask, current_app, g
from flask.cli import with_appcontext
from sqlalchemy import Engine, create_engine, event
from sqlalchemy.orm import Session, sessionmaker

from webapp.models import Base


@dataclass(frozen=True)
class Storage:
    engine: Engine
    sessions: sessionmaker[Session]


def init_app(app: Flask) -> None:
    """Create the app's engine, close each request's session, add `flask init-db`."""
    engine = create_engine(app.config["DATABASE_URL"])
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_pragmas)
    app.extensions["storage"] = Storage(engine, sessionmaker(engine, expire_on_commit=False))
    app.teardown_appcontext(_close_session)
    app.cli.add_command(init_db_command)
    if engine.dialect.name == "sqlite":
        # A local SQLite file is cheap to check: create whatever tables are missing.
        init_db(engine)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL lets readers work while a writer commits; SQLite leaves foreign keys off by default.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _storage() -> Storage:
    return current_app.extensions["storage"]


def get_session() -> Session:
    """The session for this request (or app context), opened on first use."""
    if "db_session" not in g:
        g.db_session = _storage().sessions()
    return g.db_session


def _close_session(_exc: BaseException | None) -> None:
    session = g.pop("db_session", None)
    if session is not None:
        session.close()


def init_db(engine: Engine | None = None) -> None:
    """Create every table the models define that does not exist yet."""
    Base.metadata.create_all(engine if engine is not None else _storage().engine)


@click.command("init-db")
@with_appcontext
def init_db_command() -> None:
    """Create the database tables."""
    init_db()
    click.echo(f"Initialized the database at {_storage().engine.url.render_as_string()}.")
