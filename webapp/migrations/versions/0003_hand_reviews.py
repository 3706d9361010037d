"""Reviews of finished hands: each hand's graded decisions, kept with its saved game.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "hand_reviews",
        sa.Column("game_id", sa.String(length=64), nullable=False),
        sa.Column("hand", sa.Integer(), nullable=False),
        sa.Column("review", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["game_id"],
            ["saved_games.id"],
            name=op.f("fk_hand_reviews_game_id_saved_games"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("game_id", "hand", name=op.f("pk_hand_reviews")),
    )


def downgrade() -> None:
    op.drop_table("hand_reviews")
