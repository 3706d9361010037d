"""The database for each app: SQLite under instance/ by default, PostgreSQL (or any database
SQLAlchemy speaks) by DATABASE_URL; a session per request; `flask db ...` for the schema."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, cast

import click
from flask import Flask, current_app, g
from flask.cli import with_appcontext
from sqlalchemy import CursorResult, Engine, create_engine, event, update
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.engine import URL, make_url
from sqlalchemy.orm import Session, sessionmaker
from werkzeug.exceptions import ServiceUnavailable

from webapp import migrations


@dataclass
class Storage:
    engine: Engine
    sessions: sessionmaker[Session]
    # Set once the database has been seen at the schema the code expects.
    schema_ready: bool = field(default=False)


class SchemaNotReady(ServiceUnavailable):
    """The database is not at the schema this code needs: the operator must run `make db`."""

    title = "The site is being updated"
    description = (
        "The site's database is being brought up to date. Nothing you saved is lost; try "
        "again in a few minutes."
    )


def init_app(app: Flask) -> None:
    """Create the app's engine, check the schema before the first request, close each
    request's session, and add `flask db ...`."""
    engine = database_engine(app.config["DATABASE_URL"])
    app.extensions["storage"] = Storage(engine, sessionmaker(engine, expire_on_commit=False))
    app.before_request(_require_schema)
    app.teardown_appcontext(_close_session)
    app.cli.add_command(db_command)


# Connections a process keeps, and opens beyond that under load: a gunicorn thread can hold two
# at once (its request's, and a look at a job it waits for), and make serve runs 16 threads.
POOL_SIZE = 8
POOL_OVERFLOW = 32


def database_engine(url: str | URL) -> Engine:
    """An engine for `url`: a SQLite file is created readable by its owner only, with WAL and
    foreign keys on every connection; postgresql:// URLs use psycopg 3."""
    parsed = make_url(url)
    if parsed.drivername in ("postgres", "postgresql"):
        parsed = parsed.set(drivername="postgresql+psycopg")
    pool = {"pool_size": POOL_SIZE, "max_overflow": POOL_OVERFLOW}
    if parsed.get_backend_name() != "sqlite":
        return create_engine(parsed, pool_pre_ping=True, **pool)
    if parsed.database and parsed.database != ":memory:":
        _create_private_file(Path(parsed.database))
        engine = create_engine(parsed, **pool)
    else:
        engine = create_engine(parsed)
    event.listen(engine, "connect", _sqlite_pragmas)
    return engine


def _create_private_file(path: Path) -> None:
    # SQLite would create the file 0644 (and its -wal and -shm files like it): make it first.
    if path.exists():
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(FileExistsError):  # made by another process just now
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    # WAL lets readers work while a writer commits; SQLite leaves foreign keys off by default.
    # With WAL, synchronous=NORMAL syncs the log at checkpoints, not at every commit: a commit
    # survives the process killed (kill -9), and only the last ones may go with the machine's
    # power; each write no longer waits for the disk.
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.execute("PRAGMA foreign_keys=ON")
    cursor.close()


def _storage() -> Storage:
    storage: Storage = current_app.extensions["storage"]
    return storage


def _require_schema() -> None:
    """Before the first request: the database must be at the newest migration (a 503 that
    says so, and the operator told what to run, instead of errors on every page)."""
    storage = _storage()
    if storage.schema_ready:
        return
    found, wanted = migrations.current(storage.engine), migrations.head()
    if found != wanted:
        current_app.logger.error(
            "The database at %s is at schema revision %s; this code needs %s. Run `make db` "
            "(flask --app webapp db upgrade) to bring it up to date.",
            storage.engine.url.render_as_string(hide_password=True),
            found or "none (empty)",
            wanted,
        )
        raise SchemaNotReady()
    storage.schema_ready = True


def get_engine() -> Engine:
    """This app's engine, for statements outside the request's session (a count, a cache)."""
    return _storage().engine


def insert_for(engine: Engine) -> Any:
    """The dialect's INSERT, which has ON CONFLICT (SQLite's or PostgreSQL's)."""
    return postgresql.insert if engine.dialect.name == "postgresql" else sqlite.insert


def update_at_version(
    session: Session, row: Any, where: Sequence[Any], expected: int, values: Mapping[str, Any]
) -> bool:
    """Write `values` (and the next version) to the row of `row`'s table picked by `where` if
    it is still at version `expected`, and commit; False (nothing written) if it has moved on.
    The version is checked in the UPDATE itself, so of two writers racing from one version
    exactly one succeeds."""
    table = type(row)
    applied = session.execute(
        update(table)
        .where(*where, table.version == expected)
        .values(**values, version=expected + 1),
        execution_options={"synchronize_session": False},
    )
    if cast("CursorResult[Any]", applied).rowcount != 1:
        session.rollback()
        return False
    session.commit()
    session.refresh(row)
    return True


def get_session() -> Session:
    """The session for this request (or app context), opened on first use."""
    if "db_session" not in g:
        g.db_session = _storage().sessions()
    session: Session = g.db_session
    return session


def _close_session(_exc: BaseException | None) -> None:
    session = g.pop("db_session", None)
    if session is not None:
        session.close()


@click.group("db")
def db_command() -> None:
    """The database schema: upgrade it, or see where it stands."""


@db_command.command("upgrade")
@click.argument("revision", default="head")
@with_appcontext
def upgrade_command(revision: str) -> None:
    """Bring the database to REVISION (the newest by default)."""
    engine = _storage().engine
    migrations.upgrade(engine, revision)
    where = engine.url.render_as_string(hide_password=True)
    click.echo(f"The database at {where} is at schema revision {migrations.current(engine)}.")


@db_command.command("current")
@with_appcontext
def current_command() -> None:
    """Print the database's schema revision and the newest one."""
    found = migrations.current(_storage().engine)
    click.echo(f"database: {found or 'none (empty)'}; newest: {migrations.head()}")


@db_command.command("revision")
@click.option("-m", "--message", required=True, help="What the migration changes.")
@with_appcontext
def revision_command(message: str) -> None:
    """Write a new migration from the difference between the models and the database."""
    from alembic import command

    with _storage().engine.begin() as connection:
        config = migrations.alembic_config(connection)
        number = f"{int(migrations.head()) + 1:04d}"
        command.revision(config, message=message, autogenerate=True, rev_id=number)
