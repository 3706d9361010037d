"""Duplicate against the field: entries in a day's set, each ranked deal's result, and the
tallies and scorecards the matchpoints are counted from.

Revision ID: 0008
Revises: 0007
Create Date: 2027-01-05
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "duplicate_entries",
        sa.Column("id", sa.String(length=64), nullable=False),
        sa.Column("game", sa.String(length=16), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("player_id", sa.String(length=64), nullable=False),
        sa.Column("ranked", sa.Boolean(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_duplicate_entries_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_duplicate_entries")),
    )
    op.create_index(
        op.f("ix_duplicate_entries_player_id"), "duplicate_entries", ["player_id"], unique=False
    )
    # One ranked entry per player in a set; replays (ranked false) are as many as wanted.
    op.create_index(
        "uq_duplicate_entries_ranked",
        "duplicate_entries",
        ["game", "day", "player_id"],
        unique=True,
        sqlite_where=sa.text("ranked"),
        postgresql_where=sa.text("ranked"),
    )
    op.create_table(
        "duplicate_results",
        sa.Column("game", sa.String(length=16), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("deal", sa.Integer(), nullable=False),
        sa.Column("player_id", sa.String(length=64), nullable=False),
        sa.Column("entry_id", sa.String(length=64), nullable=False),
        sa.Column("result", sa.Integer(), nullable=False),
        sa.Column("choice", sa.String(length=64), nullable=False),
        sa.Column("choice_label", sa.String(length=120), nullable=False),
        sa.Column("actions", sa.Text(), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["entry_id"],
            ["duplicate_entries.id"],
            name=op.f("fk_duplicate_results_entry_id_duplicate_entries"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_duplicate_results_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint(
            "game", "day", "deal", "player_id", name=op.f("pk_duplicate_results")
        ),
    )
    op.create_index(
        "ix_duplicate_results_deal_result", "duplicate_results", ["game", "day", "deal", "result"]
    )
    op.create_index(
        op.f("ix_duplicate_results_entry_id"), "duplicate_results", ["entry_id"], unique=False
    )
    op.create_index(
        "ix_duplicate_results_player", "duplicate_results", ["player_id", "game", "day"]
    )
    op.create_table(
        "duplicate_tallies",
        sa.Column("game", sa.String(length=16), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("deal", sa.Integer(), nullable=False),
        sa.Column("result", sa.Integer(), nullable=False),
        sa.Column("choice", sa.String(length=64), nullable=False),
        sa.Column("choice_label", sa.String(length=120), nullable=False),
        sa.Column("count", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint(
            "game", "day", "deal", "result", "choice", name=op.f("pk_duplicate_tallies")
        ),
    )
    op.create_table(
        "duplicate_scorecards",
        sa.Column("game", sa.String(length=16), nullable=False),
        sa.Column("day", sa.Date(), nullable=False),
        sa.Column("player_id", sa.String(length=64), nullable=False),
        sa.Column("deals", sa.Integer(), nullable=False),
        *(sa.Column(f"result_{deal}", sa.Integer(), nullable=True) for deal in range(1, 9)),
        sa.ForeignKeyConstraint(
            ["player_id"],
            ["players.id"],
            name=op.f("fk_duplicate_scorecards_player_id_players"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("game", "day", "player_id", name=op.f("pk_duplicate_scorecards")),
    )


def downgrade() -> None:
    op.drop_table("duplicate_scorecards")
    op.drop_table("duplicate_tallies")
    op.drop_index("ix_duplicate_results_player", table_name="duplicate_results")
    op.drop_index(op.f("ix_duplicate_results_entry_id"), table_name="duplicate_results")
    op.drop_index("ix_duplicate_results_deal_result", table_name="duplicate_results")
    op.drop_table("duplicate_results")
    op.drop_index("uq_duplicate_entries_ranked", table_name="duplicate_entries")
    op.drop_index(op.f("ix_duplicate_entries_player_id"), table_name="duplicate_entries")
    op.drop_table("duplicate_entries")
