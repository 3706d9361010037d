"""The database schema, built and changed only by Alembic migrations (in versions/).

`make db` (`flask db upgrade`) brings any database, SQLite or PostgreSQL, to the newest
revision; the app refuses to serve pages from a database that is not there (503). A database
made before migrations existed (by the tables' create_all) is recognised and stamped with the
baseline, so its data is kept.
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import Connection, Engine, inspect

FOLDER = Path(__file__).resolve().parent
# The first revision: the schema as it stood when migrations began.
BASELINE = "0001"
# A table every database made before migrations has.
OLDEST_TABLE = "players"


def alembic_config(connection: Connection | None = None) -> Config:
    """Alembic's configuration, in code (no alembic.ini): our scripts, and the connection
    to run them on."""
    config = Config()
    config.set_main_option("script_location", str(FOLDER))
    config.set_main_option("file_template", "%%(rev)s_%%(slug)s")
    config.attributes["connection"] = connection
    return config


def head() -> str:
    """The newest revision: the schema the code expects."""
    revision = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert revision is not None  # there is always the baseline
    return revision


def current(engine: Engine) -> str | None:
    """The revision the database is at; None for one made by no migration."""
    with engine.connect() as connection:
        return MigrationContext.configure(connection).get_current_revision()


def upgrade(engine: Engine, revision: str = "head") -> None:
    """Bring the database to `revision`, in one transaction where the database allows."""
    with engine.begin() as connection:
        config = alembic_config(connection)
        if _made_before_migrations(connection):
            command.stamp(config, BASELINE)
        command.upgrade(config, revision)


def _made_before_migrations(connection: Connection) -> bool:
    tables = set(inspect(connection).get_table_names())
    return OLDEST_TABLE in tables and "alembic_version" not in tables
