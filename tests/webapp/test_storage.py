"""Storage: SQLite with WAL and foreign keys, a session per request, `flask init-db`."""

from __future__ import annotations

from sqlalchemy import text

from webapp import create_app
from webapp.storage import get_session


def test_sqlite_connections_use_wal_and_foreign_keys(app):
    with app.app_context():
        session = get_session()
        assert session.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert session.execute(text("PRAGMA foreign_keys")).scalar() == 1


def test_one_session_per_app_context_closed_at_teardown(app):
    with app.app_context():
        session = get_session()
        assert get_session() is session
        session.execute(text("SELECT 1"))
        assert session.in_transaction()
    assert not session.in_transaction()


def test_the_database_file_is_created_at_startup(tmp_path):
    database = tmp_path / "new.sqlite3"
    app = create_app({"TESTING": True, "DATABASE_URL": f"sqlite:///{database}"})
    assert database.exists()
    app.extensions["storage"].engine.dispose()


def test_init_db_command(app):
    result = app.test_cli_runner().invoke(args=["init-db"])
    assert result.exit_code == 0
    assert "Initialized the database at sqlite:///" in result.output
