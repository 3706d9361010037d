"""Score sheets of games played with real cards, reached by their edit and view keys.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-05
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "kept_scores",
        sa.Column("edit_key", sa.String(length=32), nullable=False),
        sa.Column("view_key", sa.String(length=32), nullable=False),
        sa.Column("game", sa.String(length=16), nullable=False),
        sa.Column("sheet", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("finished", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("edit_key", name=op.f("pk_kept_scores")),
        sa.UniqueConstraint("view_key", name=op.f("uq_kept_scores_view_key")),
    )


def downgrade() -> None:
    op.drop_table("kept_scores")
