"""Storage: SQLite with WAL and foreign keys in a private file, a session per request, the
schema by migrations only (`flask db upgrade`), on SQLite and PostgreSQL alike."""

from __future__ import annotations

import os
import stat

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import inspect, text

import webapp.duplicate.models  # (the duplicate tables on Base.metadata)
import webapp.trainer.models  # noqa: F401  (the trainer's tables on Base.metadata)
from webapp import create_app, migrations
from webapp.models import Base
from webapp.storage import database_engine, get_session

both = pytest.mark.both_databases(always=True)


def test_sqlite_connections_use_wal_and_foreign_keys(app):
    with app.app_context():
        session = get_session()
        assert session.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert session.execute(text("PRAGMA foreign_keys")).scalar() == 1


@both
def test_one_session_per_app_context_closed_at_teardown(app):
    with app.app_context():
        session = get_session()
        assert get_session() is session
        session.execute(text("SELECT 1"))
        assert session.in_transaction()
    assert not session.in_transaction()


def test_a_new_sqlite_file_is_private_to_its_owner(tmp_path):
    database = tmp_path / "new.sqlite3"
    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{database}"})
    app.test_cli_runner().invoke(args=["db", "upgrade"])
    for path in tmp_path.iterdir():  # the database, and its -wal and -shm files
        assert stat.S_IMODE(os.stat(path).st_mode) == 0o600, path
    app.extensions["storage"].engine.dispose()


def test_tables_are_never_made_implicitly(tmp_path, parse_html):
    """A database that was never upgraded is not given tables behind the operator's back:
    pages answer 503 with a plain message until `flask db upgrade` is run."""
    database = tmp_path / "empty.sqlite3"
    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{database}"})
    assert inspect(app.extensions["storage"].engine).get_table_names() == []
    response = app.test_client().get("/profile")
    assert response.status_code == 503
    assert parse_html(response.text).find("h1").words() == "The site is being updated"
    result = app.test_cli_runner().invoke(args=["db", "upgrade"])
    assert result.exit_code == 0, result.output
    assert f"is at schema revision {migrations.head()}" in result.output
    assert app.test_client().get("/profile").status_code == 200
    app.extensions["storage"].engine.dispose()


def test_a_database_made_before_migrations_keeps_its_data(tmp_path):
    """Made by create_all, as every database was before migrations: stamped, not rebuilt,
    then brought to the newest schema. Its tables are the baseline's (the models' of then):
    made here by the baseline migration, with no record of any migration."""
    url = f"sqlite:///{tmp_path / 'old.sqlite3'}"
    engine = database_engine(url)
    migrations.upgrade(engine, migrations.BASELINE)
    with engine.begin() as connection:
        connection.execute(text("DROP TABLE alembic_version"))
    with engine.begin() as connection:
        connection.execute(
            text("INSERT INTO players (id, created_at) VALUES ('old', '2026-01-01')")
        )
    migrations.upgrade(engine)
    assert migrations.current(engine) == migrations.head()
    with engine.connect() as connection:
        assert connection.execute(text("SELECT id FROM players")).scalars().all() == ["old"]
    engine.dispose()


@both
def test_the_migrations_make_exactly_the_models_schema(app):
    """`flask db upgrade` at head and the models agree, column for column: nothing is missing
    from a migration, on either database."""
    engine = app.extensions["storage"].engine
    assert migrations.current(engine) == migrations.head()
    with engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        assert compare_metadata(context, Base.metadata) == []


@both
def test_db_current_command(app):
    result = app.test_cli_runner().invoke(args=["db", "current"])
    assert result.exit_code == 0
    assert result.output.strip() == f"database: {migrations.head()}; newest: {migrations.head()}"


def test_postgres_urls_use_psycopg_3():
    engine = database_engine("postgresql://user@127.0.0.1:1/db")
    assert engine.url.drivername == "postgresql+psycopg"
    assert database_engine("postgres://u@h/db").url.drivername == "postgresql+psycopg"
