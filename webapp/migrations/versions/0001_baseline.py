"""Baseline: the schema as it stood when migrations began (players, saved games, and the
trainer's rounds, attempts and transfer codes).

Revision ID: 0001
Revises:
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("display_name", sa.String(length=40), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_players")),
    )
    op.create_table(
        "saved_games",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("player_id", sa.String(length=64), nullable=False),
        sa.Column("game", sa.String(length=32), nullable=False),
        sa.Column("state", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("finished", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_saved_games_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_saved_games")),
    )
    with op.batch_alter_table("saved_games", schema=None) as batch_op:
        batch_op.create_index(batch_op.f("ix_saved_games_player_id"), ["player_id"], unique=False)

    op.create_table(
        "trainer_rounds",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("player_id", sa.String(length=64), nullable=False),
        sa.Column("mode", sa.String(length=16), nullable=False),
        sa.Column("focus", sa.String(length=16), nullable=True),
        sa.Column("level", sa.String(length=16), nullable=True),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("question", sa.Text(), nullable=False),
        sa.Column("claims", sa.Text(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False),
        sa.Column("answer", sa.Text(), nullable=True),
        sa.Column("started_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("answered_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_trainer_rounds_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trainer_rounds")),
    )
    with op.batch_alter_table("trainer_rounds", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_trainer_rounds_player_id"), ["player_id"], unique=False
        )

    op.create_table(
        "transfer_codes",
        sa.Column("code_hash", sa.String(length=64), nullable=False),
        sa.Column("player_id", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_transfer_codes_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("code_hash", name=op.f("pk_transfer_codes")),
    )
    with op.batch_alter_table("transfer_codes", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_transfer_codes_player_id"), ["player_id"], unique=False
        )

    op.create_table(
        "trainer_attempts",
        sa.Column("id", sa.Integer(), autoincrement=True, nullable=False),
        sa.Column("player_id", sa.String(length=64), nullable=False),
        sa.Column("round_id", sa.String(length=64), nullable=False),
        sa.Column("when", sa.DateTime(timezone=True), nullable=False),
        sa.Column("mode", sa.String(length=16), nullable=False),
        sa.Column("kind", sa.String(length=16), nullable=False),
        sa.Column("hand", sa.String(length=64), nullable=False),
        sa.Column("starter", sa.String(length=4), nullable=True),
        sa.Column("crib", sa.Boolean(), nullable=False),
        sa.Column("level", sa.String(length=16), nullable=True),
        sa.Column("focus", sa.String(length=16), nullable=True),
        sa.Column("correct", sa.Boolean(), nullable=False),
        sa.Column("correct_by_category", sa.Text(), nullable=False),
        sa.Column("seconds", sa.Float(), nullable=True),
        sa.Column("review", sa.Boolean(), nullable=False),
        sa.Column("points_given_up", sa.Float(), nullable=True),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_trainer_attempts_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["round_id"],
            ["trainer_rounds.id"],
            name=op.f("fk_trainer_attempts_round_id_trainer_rounds"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_trainer_attempts")),
        sa.UniqueConstraint("round_id", name=op.f("uq_trainer_attempts_round_id")),
    )
    with op.batch_alter_table("trainer_attempts", schema=None) as batch_op:
        batch_op.create_index(
            batch_op.f("ix_trainer_attempts_player_id"), ["player_id"], unique=False
        )
        batch_op.create_index(batch_op.f("ix_trainer_attempts_when"), ["when"], unique=False)


def downgrade() -> None:
    with op.batch_alter_table("trainer_attempts", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_trainer_attempts_when"))
        batch_op.drop_index(batch_op.f("ix_trainer_attempts_player_id"))

    op.drop_table("trainer_attempts")
    with op.batch_alter_table("transfer_codes", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_transfer_codes_player_id"))

    op.drop_table("transfer_codes")
    with op.batch_alter_table("trainer_rounds", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_trainer_rounds_player_id"))

    op.drop_table("trainer_rounds")
    with op.batch_alter_table("saved_games", schema=None) as batch_op:
        batch_op.drop_index(batch_op.f("ix_saved_games_player_id"))

    op.drop_table("saved_games")
    op.drop_table("players")
