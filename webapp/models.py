"""SQLAlchemy 2.0 models: players (no sign-up, a cookie each) and the games they have saved."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import DateTime, Float, ForeignKey, Index, MetaData, String, Text, TypeDecorator
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class UTCDateTime(TypeDecorator[datetime]):
    """A UTC instant that reads back aware, in datetime.UTC, on every database: SQLite stores
    no zone, and PostgreSQL's driver reads back its session's zone (say Etc/UTC)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("store aware datetimes, e.g. datetime.now(UTC), not naive ones")
        return value.astimezone(UTC)

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        stored: datetime = value  # what the DateTime column reads back
        if stored.tzinfo is None:
            return stored.replace(tzinfo=UTC)
        return stored.astimezone(UTC)


def utc_now() -> datetime:
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """The declarative base of every table; the migrations in webapp/migrations create them.

    Constraints are named by a fixed convention, so that a migration can name the one it
    changes on SQLite and PostgreSQL alike."""

    metadata = MetaData(
        naming_convention={
            "ix": "ix_%(column_0_label)s",
            "uq": "uq_%(table_name)s_%(column_0_name)s",
            "ck": "ck_%(table_name)s_%(constraint_name)s",
            "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
            "pk": "pk_%(table_name)s",
        }
    )


class Player(Base):
    """Someone at the table: the id is the secret in their signed session cookie."""

    __tablename__ = "players"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    display_name: Mapped[str | None] = mapped_column(String(40))


class SavedGame(Base):
    """One game in progress or finished: the engine's JSON state, saved after every action."""

    __tablename__ = "saved_games"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), index=True)
    game: Mapped[str] = mapped_column(String(32))
    state: Mapped[str] = mapped_column(Text)
    # Actions applied so far; a move names the version it was made on, so a repeat is refused.
    version: Mapped[int] = mapped_column(default=0)
    finished: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class HandReview(Base):
    """The review of one hand (deal) of a saved game, made once and kept: the engine's
    scoring.review.Review as JSON, for the game's player."""

    __tablename__ = "hand_reviews"

    game_id: Mapped[str] = mapped_column(
        ForeignKey("saved_games.id", ondelete="CASCADE"), primary_key=True
    )
    hand: Mapped[int] = mapped_column(primary_key=True)
    review: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class RateCount(Base):
    """A rate limit's count in its current window (webapp.limits): kept in the database, so
    that every process serving the site counts the same requests."""

    __tablename__ = "rate_counts"

    key: Mapped[str] = mapped_column(String(255), primary_key=True)
    count: Mapped[int] = mapped_column()
    # When the window ends, in seconds since the epoch (what the limits library reads).
    expires: Mapped[float] = mapped_column(Float)


class GradedQuestion(Base):
    """A Euchre bidding question graded over deals (webapp.calculators.bid), kept for every
    process and every later asker: by a digest of the question, what was graded (the bid or
    the dealer's discard), the seed and the most deals."""

    __tablename__ = "graded_questions"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    grade: Mapped[str] = mapped_column(Text)  # scoring.euchre.bidding.saved.grade_to_dict
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class ScoreSheet(Base):
    """The score sheet of a game played with real cards (scoring.scorekeeper): its setup and
    entries as JSON, saved after every entry. Reached only by its two random keys: the edit key
    (to enter, undo) and the view key (to follow it); no player owns it."""

    # The table keeps the name it was made with (migration 0006), from when the feature was
    # called "keep score": renaming it would only rename its constraints too, for nothing seen.
    __tablename__ = "kept_scores"

    edit_key: Mapped[str] = mapped_column(String(32), primary_key=True)
    view_key: Mapped[str] = mapped_column(String(32), unique=True)
    game: Mapped[str] = mapped_column(String(16))
    sheet: Mapped[str] = mapped_column(Text)
    # Entries made or undone so far; an entry names the version it was made on, so that of two
    # phones entering at once one is applied and the other refused, never lost unseen.
    version: Mapped[int] = mapped_column(default=0)
    finished: Mapped[bool] = mapped_column(default=False)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    updated_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)


class Job(Base):
    """A piece of costly work (webapp.jobs): what it computes (`kind`, and `payload` as JSON),
    keyed by a digest of that, so the same work asked twice runs once; who asked (`client`,
    an address, and `player`), where it stands (queued, running, done, failed), its result or
    the error a page shows, the worker seconds it took, and how often it was started."""

    __tablename__ = "jobs"
    __table_args__ = (Index("ix_jobs_client_state", "client", "state"),)

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    kind: Mapped[str] = mapped_column(String(32))
    payload: Mapped[str] = mapped_column(Text)
    state: Mapped[str] = mapped_column(String(16))
    result: Mapped[str | None] = mapped_column(Text, default=None)
    error: Mapped[str | None] = mapped_column(Text, default=None)
    client: Mapped[str] = mapped_column(String(128))
    player: Mapped[str | None] = mapped_column(String(64), default=None)
    priority: Mapped[int] = mapped_column(default=0)
    attempts: Mapped[int] = mapped_column(default=0)
    seconds: Mapped[float] = mapped_column(Float, default=0.0)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    started_at: Mapped[datetime | None] = mapped_column(UTCDateTime, default=None)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime, default=None)
