"""Alembic's environment: run the migrations on the connection webapp.migrations passes in,
with the models' metadata for autogenerate and batch mode for SQLite's limited ALTER TABLE."""

from __future__ import annotations

from typing import Any, Literal

from alembic import context
from alembic.autogenerate.api import AutogenContext
from sqlalchemy import Connection

import webapp.duplicate.models  # (registers the duplicate tables on Base.metadata)
import webapp.trainer.models  # noqa: F401  (registers the trainer's tables on Base.metadata)
from webapp.models import Base, UTCDateTime


def render_item(kind: str, item: Any, autogen_context: AutogenContext) -> str | Literal[False]:
    """Write our column types as SQLAlchemy's own, so a migration never imports the app."""
    if kind == "type" and isinstance(item, UTCDateTime):
        return "sa.DateTime(timezone=True)"
    return False


def run_migrations(connection: Connection) -> None:
    context.configure(
        connection=connection,
        target_metadata=Base.metadata,
        render_as_batch=True,
        compare_type=True,
        render_item=render_item,
    )
    with context.begin_transaction():
        context.run_migrations()


connection = context.config.attributes.get("connection")
if connection is None:
    raise RuntimeError("run migrations with `flask db ...` (webapp.migrations), not alembic")
run_migrations(connection)
