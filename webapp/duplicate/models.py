"""The duplicate tables: a player's entry in a day's set, each ranked deal's result, and per
deal a tally of results by value, from which every result's matchpoints follow."""

from __future__ import annotations

from datetime import date, datetime

from sqlalchemy import Boolean, Date, ForeignKey, Index, Integer, String, Text, text
from sqlalchemy.orm import Mapped, mapped_column

from webapp.models import Base, UTCDateTime, utc_now


class DuplicateEntry(Base):
    """A player's play of a day's set: the id is the SavedGame that holds it. One ranked entry
    per player, game and day (a partial unique index); replays are unranked."""

    __tablename__ = "duplicate_entries"
    __table_args__ = (
        Index(
            "uq_duplicate_entries_ranked",
            "game",
            "day",
            "player_id",
            unique=True,
            sqlite_where=text("ranked"),
            postgresql_where=text("ranked"),
        ),
    )

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    game: Mapped[str] = mapped_column(String(16))
    day: Mapped[date] = mapped_column(Date)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), index=True)
    ranked: Mapped[bool] = mapped_column(Boolean)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class DuplicateResult(Base):
    """A ranked deal played: the result (your side's points minus the other side's), what
    was chosen (the field is grouped by it) and the actions, once per player."""

    __tablename__ = "duplicate_results"
    __table_args__ = (
        Index("ix_duplicate_results_deal_result", "game", "day", "deal", "result"),
        Index("ix_duplicate_results_player", "player_id", "game", "day"),
    )

    game: Mapped[str] = mapped_column(String(16), primary_key=True)
    day: Mapped[date] = mapped_column(Date, primary_key=True)
    deal: Mapped[int] = mapped_column(Integer, primary_key=True)
    player_id: Mapped[str] = mapped_column(
        ForeignKey("players.id", ondelete="CASCADE"), primary_key=True
    )
    entry_id: Mapped[str] = mapped_column(
        ForeignKey("duplicate_entries.id", ondelete="CASCADE"), index=True
    )
    result: Mapped[int] = mapped_column(Integer)
    choice: Mapped[str] = mapped_column(String(64))
    choice_label: Mapped[str] = mapped_column(String(120))
    actions: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class DuplicateTally(Base):
    """How many results of each value, and by which choice, a deal has: kept by `record` with
    each result, so that every result's matchpoints and the deal's field come from a few rows
    however many played it."""

    __tablename__ = "duplicate_tallies"

    game: Mapped[str] = mapped_column(String(16), primary_key=True)
    day: Mapped[date] = mapped_column(Date, primary_key=True)
    deal: Mapped[int] = mapped_column(Integer, primary_key=True)
    result: Mapped[int] = mapped_column(Integer, primary_key=True)
    choice: Mapped[str] = mapped_column(String(64), primary_key=True)
    choice_label: Mapped[str] = mapped_column(String(120))
    count: Mapped[int] = mapped_column(Integer)


# The most deals a set for the field has (Euchre's eight): a scorecard has a column for each.
SCORECARD_DEALS = 8


class DuplicateScorecard(Base):
    """A player's ranked results in one set, one column per deal (as a duplicate scorecard
    has a line per board), kept by `record`: the standings are worked out from one narrow row
    per player instead of every result."""

    __tablename__ = "duplicate_scorecards"

    game: Mapped[str] = mapped_column(String(16), primary_key=True)
    day: Mapped[date] = mapped_column(Date, primary_key=True)
    player_id: Mapped[str] = mapped_column(
        ForeignKey("players.id", ondelete="CASCADE"), primary_key=True
    )
    deals: Mapped[int] = mapped_column(Integer)
    result_1: Mapped[int | None] = mapped_column(Integer)
    result_2: Mapped[int | None] = mapped_column(Integer)
    result_3: Mapped[int | None] = mapped_column(Integer)
    result_4: Mapped[int | None] = mapped_column(Integer)
    result_5: Mapped[int | None] = mapped_column(Integer)
    result_6: Mapped[int | None] = mapped_column(Integer)
    result_7: Mapped[int | None] = mapped_column(Integer)
    result_8: Mapped[int | None] = mapped_column(Integer)
