"""Graded bidding questions kept in the database, so that every process answers a question
graded before at once.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-03
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "graded_questions",
        sa.Column("key", sa.String(length=64), nullable=False),
        sa.Column("grade", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("key", name=op.f("pk_graded_questions")),
    )


def downgrade() -> None:
    op.drop_table("graded_questions")
