"""The trainer's tables: the round being asked (stored, so it cannot be tampered with), every
attempt at one, quizzes of several rounds, and the short codes that carry a profile to
another device."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, Float, ForeignKey, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from webapp.models import Base, UTCDateTime, utc_now


class TrainerRound(Base):
    """One question put to a learner: what it asks (JSON), the answer once given, and for
    find-them-all the claims so far. The id is unguessable; only its player may see it."""

    __tablename__ = "trainer_rounds"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), index=True)
    # What was asked for (the /train query): the next round is dealt from the same.
    mode: Mapped[str] = mapped_column(String(16))
    focus: Mapped[str | None] = mapped_column(String(16))
    level: Mapped[str | None] = mapped_column(String(16))
    # What the round is: count, find, flush, heels, pegging or discard; and its data.
    kind: Mapped[str] = mapped_column(String(16))
    question: Mapped[str] = mapped_column(Text)
    claims: Mapped[str] = mapped_column(Text, default="[]")
    # Claims made so far: a claim names the version it was made on, so none is lost in a race.
    version: Mapped[int] = mapped_column(default=0)
    answer: Mapped[str | None] = mapped_column(Text)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    answered_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
    # A round asked as one question of a quiz.
    quiz_id: Mapped[str | None] = mapped_column(
        ForeignKey("trainer_quizzes.id", ondelete="CASCADE"), index=True
    )


class TrainerQuiz(Base):
    """A quiz: `size` questions asked one after another, then a summary. Finished once that
    many of its rounds are answered."""

    __tablename__ = "trainer_quizzes"

    id: Mapped[str] = mapped_column(String(64), primary_key=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), index=True)
    mode: Mapped[str] = mapped_column(String(16))
    size: Mapped[int] = mapped_column()
    started_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime)


class TrainerAttempt(Base):
    """A round answered: what was asked, right or wrong (per category too), and how fast.

    `hand` is the cards asked about: the hand or crib (then `starter`), the cards dealt in a
    discard quiz, or the pile in a pegging quiz with the card played last.
    """

    __tablename__ = "trainer_attempts"

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), index=True)
    # One attempt per round: the unique key is what makes a double submit count once.
    round_id: Mapped[str] = mapped_column(
        ForeignKey("trainer_rounds.id", ondelete="CASCADE"), unique=True
    )
    when: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now, index=True)
    mode: Mapped[str] = mapped_column(String(16))
    kind: Mapped[str] = mapped_column(String(16))
    hand: Mapped[str] = mapped_column(String(64))
    starter: Mapped[str | None] = mapped_column(String(4))
    crib: Mapped[bool] = mapped_column(Boolean, default=False)
    level: Mapped[str | None] = mapped_column(String(16))
    focus: Mapped[str | None] = mapped_column(String(16))
    correct: Mapped[bool] = mapped_column(Boolean)
    # {"fifteen": true, "run": false, ...}: the categories judged (pegging: what the card pegs).
    correct_by_category: Mapped[str] = mapped_column(Text, default="{}")
    seconds: Mapped[float | None] = mapped_column(Float)
    review: Mapped[bool] = mapped_column(Boolean, default=False)
    # Discard quiz: the average points the throw gives up against the best one; bidding: the
    # points a hand the option chosen gives up against the best option.
    points_given_up: Mapped[float | None] = mapped_column(Float)
    # Bidding: the question (the situation as JSON), the option chosen and the best one.
    situation: Mapped[str | None] = mapped_column(Text)
    answer: Mapped[str | None] = mapped_column(String(32))
    best: Mapped[str | None] = mapped_column(String(32))


class TransferCode(Base):
    """A short code that binds another browser to this player: single use, for a day.

    Only the code's hash is stored, so the table does not hand out profiles if it leaks.
    """

    __tablename__ = "transfer_codes"

    code_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    player_id: Mapped[str] = mapped_column(ForeignKey("players.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utc_now)
    expires_at: Mapped[datetime] = mapped_column(UTCDateTime)
    used_at: Mapped[datetime | None] = mapped_column(UTCDateTime)
