"""Bidding drills and quizzes: quizzes of several rounds (a round may belong to one), and on
each attempt at a bidding question its situation, the option chosen and the best option.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "trainer_quizzes",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("player_id", sa.String(length=64), nullable=False),
        sa.Column("mode", sa.String(length=16), nullable=False),
        sa.Column("size", sa.Integer(), nullable=False),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("finished_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_trainer_quizzes_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trainer_quizzes")),
    )
    with op.batch_alter_table("trainer_quizzes", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_trainer_quizzes_player_id"), ["player_id"], unique=False
        )

    with op.batch_alter_table("trainer_attempts", schema=None) as batch_op:
        batch_op.add_column(sa.Column("situation", sa.Text(), nullable=True))
        batch_op.add_column(sa.Column("answer", sa.String(length=32), nullable=True))
        batch_op.add_column(sa.Column("best", sa.String(length=32), nullable=True))

    with op.batch_alter_table("trainer_rounds", schema=None) as batch_op:
        batch_op.add_column(sa.Column("quiz_id", sa.String(length=64), nullable=True))
        batch_op.create_index(batch_op.f("ix_trainer_rounds_quiz_id"), ["quiz_id"], unique=False)
        batch_op.create_foreign_key(
            batch_op.f("fk_trainer_rounds_quiz_id_trainer_quizzes"),
            "trainer_quizzes",
            ["quiz_id"],
            ["id"],
            ondelete="CASCADE",
        )


def downgrade() -> None:
    with op.batch_alter_table("trainer_rounds", schema=None) as batch_op:
        batch_op.drop_constraint(
            batch_op.f("fk_trainer_rounds_quiz_id_trainer_quizzes"), type_="foreignkey"
        )
        batch_op.drop_index(batch_op.f("ix_trainer_rounds_quiz_id"))
        batch_op.drop_column("quiz_id")

    with op.batch_alter_table("trainer_attempts", schema=None) as batch_op:
        batch_op.drop_column("best")
        batch_op.drop_column("answer")
        batch_op.drop_column("situation")

    with op.batch_alter_table("trainer_quizzes", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_trainer_quizzes_player_id"))

    op.drop_table("trainer_quizzes")
