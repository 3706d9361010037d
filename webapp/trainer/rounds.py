"""Rounds of the trainer, stored: deal one, load it (only its player may), add a claim, and
answer it exactly once, saving the attempt (and a quiz's end, and any question asked next)
in the same commit. What a round's page shows is round_view.py's."""

from __future__ import annotations

import json
import random
import secrets
from collections.abc import Sequence
from datetime import datetime
from typing import Any, cast

from sqlalchemy import CursorResult, select, update
from werkzeug.exceptions import NotFound

from scoring.cards import parse_cards
from scoring.cribbage.hand import Category
from scoring.engine import ExplainedError
from scoring.trainer import ClaimResult, Level
from webapp.models import utc_now
from webapp.players import current_player_id, hold_player
from webapp.storage import get_session
from webapp.trainer import kinds, quizzes
from webapp.trainer.grading import NotClaimable, Outcome
from webapp.trainer.history import SavedHistory
from webapp.trainer.models import TrainerAttempt, TrainerRound
from webapp.trainer.questions import BIDDING_MODES, MODE_TOPICS, Mode, TrainRequest

CLAIM_RETRIES = 5


class RoundNotFound(NotFound):
    """No such round, or another learner's: one answer for both, so an id reveals nothing."""

    carried = True  # the error page says how to bring it from the browser that has it
    title = "Hand not found"
    description = (
        "There is no practice hand of yours at this address. Hands stay with the profile "
        "they were dealt to; the link may be from another browser, mistyped, or old."
    )


class RoundAnswered(ExplainedError):
    """A claim on a round already answered: nothing was added."""


def open_round(asked: TrainRequest) -> TrainerRound | None:
    """This learner's latest unanswered round dealt for the same query, if any: a reload or a
    second visit shows the same hand instead of dealing another."""
    player_id = current_player_id()
    if player_id is None:
        return None
    if asked.quiz:
        return quizzes.open_round(player_id, asked.mode)
    query = (
        select(TrainerRound)
        .where(
            TrainerRound.player_id == player_id,
            TrainerRound.mode == asked.mode.value,
            TrainerRound.focus == _focus_of(asked),
            TrainerRound.level == (asked.level.value if asked.level else None),
            TrainerRound.answered_at.is_(None),
            TrainerRound.quiz_id.is_(None),
        )
        .order_by(TrainerRound.started_at.desc())
    )
    return get_session().scalars(query).first()


def deal_once(asked: TrainRequest, after: TrainerRound | None = None) -> TrainerRound:
    """The round to show for `asked`: the one open for it (a double click on Start, Next or a
    quiz's Start deals one hand), or a new one. Given `after`, the round on screen, only a
    round dealt since it counts as open: Deal beside a hand still open asks for another."""
    player_id = current_player_id(create=True)
    get_session().commit()  # a new player's row; then nothing is held while work is done
    kinds.before_deal(asked, SavedHistory(player_id))
    hold_player(player_id)  # the check and the deal, one request at a time
    dealt = open_round(asked)
    if dealt is not None and (
        after is None or (dealt.id != after.id and dealt.started_at >= after.started_at)
    ):
        get_session().commit()
        return dealt
    return start(asked)


def start(asked: TrainRequest, seed: int | None = None) -> TrainerRound:
    """Deal a round for this query and save it; a visitor without a profile gets one."""
    player_id = current_player_id(create=True)
    now = utc_now()
    rng = random.Random(secrets.randbits(63) if seed is None else seed)
    db = get_session()
    quiz = quizzes.current(player_id, asked.mode) if asked.quiz else None
    question = kinds.deal(asked, SavedHistory(player_id, quiz), rng, now)
    trainer_round = _new_round(
        player_id,
        question,
        now,
        mode=asked.mode.value,
        focus=_focus_of(asked),
        level=asked.level.value if asked.level else None,
        quiz_id=None if quiz is None else quiz.id,
    )
    db.add(trainer_round)
    db.commit()
    question.prepare()
    return trainer_round


def _new_round(
    player_id: str,
    question: kinds.Kind[object],
    now: datetime,
    *,
    mode: str,
    focus: str | None,
    level: str | None,
    quiz_id: str | None,
) -> TrainerRound:
    """A round asking `question`, dealt for the query (mode, focus, level) and quiz given."""
    return TrainerRound(
        id=secrets.token_urlsafe(16),
        player_id=player_id,
        mode=mode,
        focus=focus,
        level=level,
        kind=question.name,
        question=question.to_json(),
        claims="[]",
        version=0,
        started_at=now,
        quiz_id=quiz_id,
    )


def _focus_of(asked: TrainRequest) -> str | None:
    """What a round stores as asked for: the focus of a count, or the topic of a bid."""
    if asked.focus is not None:
        return asked.focus.value
    return None if asked.topic is None else asked.topic.value


def request_of(trainer_round: TrainerRound) -> TrainRequest:
    """The query a round was dealt for: its next round is dealt for the same."""
    mode = Mode(trainer_round.mode)
    if mode in BIDDING_MODES:
        topics = {topic.value: topic for topic in MODE_TOPICS[mode]}
        return TrainRequest(
            mode,
            topic=topics.get(trainer_round.focus or ""),
            quiz=trainer_round.quiz_id is not None,
        )
    return TrainRequest(
        Mode(trainer_round.mode),
        Category(trainer_round.focus) if trainer_round.focus else None,
        Level(trainer_round.level) if trainer_round.level else None,
    )


def load(round_id: str) -> TrainerRound:
    """This learner's round with this id, as committed now; RoundNotFound otherwise."""
    player_id = current_player_id()
    found = None
    if player_id is not None:
        query = select(TrainerRound).where(
            TrainerRound.id == round_id, TrainerRound.player_id == player_id
        )
        found = get_session().scalars(query.execution_options(populate_existing=True)).first()
    if found is None:
        raise RoundNotFound()
    return found


def find(round_id: str) -> TrainerRound | None:
    """This learner's round with this id, or None (no such round, or someone else's)."""
    try:
        return load(round_id)
    except RoundNotFound:
        return None


def attempt_of(trainer_round: TrainerRound) -> TrainerAttempt | None:
    """The attempt saved when the round was answered, if it was."""
    query = select(TrainerAttempt).where(TrainerAttempt.round_id == trainer_round.id)
    return get_session().scalars(query).first()


def follow_up_of(trainer_round: TrainerRound) -> TrainerRound | None:
    """The round its answer asked next (a dealer's discard after a bid), if any."""
    if trainer_round.answer is None:
        return None
    follow_id = json.loads(trainer_round.answer).get("follow_up")
    return None if follow_id is None else get_session().get(TrainerRound, follow_id)


def question_of(trainer_round: TrainerRound) -> kinds.Kind[object]:
    """The round's question, of its kind."""
    return kinds.load(trainer_round.kind, trainer_round.question)


def claims_of(trainer_round: TrainerRound) -> list[dict[str, Any]]:
    """The claims stored with the round (find-them-all), in the order made."""
    claims: list[dict[str, Any]] = json.loads(trainer_round.claims)
    return claims


def add_claim(
    round_id: str, cards: Sequence[str], category: str
) -> tuple[TrainerRound, ClaimResult]:
    """Check one claim with the engine and save it with the round's claims.

    NotClaimable for a round of another kind; CardError or CategoryError for cards or a
    category that are not text the engine reads; RoundAnswered once the round is done. Two
    claims at once both count: a claim saved on a stale version is made again on the new one.
    """
    db = get_session()
    for _ in range(CLAIM_RETRIES):
        trainer_round = load(round_id)
        db.commit()  # end the read: on SQLite a write from an old snapshot fails at once
        question = question_of(trainer_round)
        if not question.takes_claims:
            raise NotClaimable()
        if trainer_round.answered_at is not None:
            raise RoundAnswered("this hand is done; deal the next one")
        claims = claims_of(trainer_round)
        selected = parse_cards(" ".join(cards), allow_duplicates=True)
        result = question.check_claim(claims, selected, category)
        stored = [*claims, {"cards": [str(c) for c in selected], "category": result.category.value}]
        version = trainer_round.version
        saved = db.execute(
            update(TrainerRound)
            .where(
                TrainerRound.id == trainer_round.id,
                TrainerRound.version == version,
                TrainerRound.answered_at.is_(None),
            )
            .values(claims=json.dumps(stored), version=version + 1),
            execution_options={"synchronize_session": False},
        )
        if cast("CursorResult[Any]", saved).rowcount == 1:
            db.commit()
            return load(round_id), result
        db.rollback()
    raise RoundAnswered("the hand changed while your claim was checked; try it again")


def answer(round_id: str, given: dict[str, Any]) -> tuple[TrainerRound, bool]:
    """Record the answer and its attempt, once: (the round, True) the first time; a second
    answer (a double submit, another tab) changes nothing and gets (the round, False).

    The answer is graded on the claims it was read with: a claim saved in between (another
    tab of find-them-all) makes it grade again on the new ones.
    """
    db = get_session()
    for _ in range(CLAIM_RETRIES):
        trainer_round = load(round_id)
        db.commit()  # end the read: on SQLite a write from an old snapshot fails at once
        if trainer_round.answered_at is not None:
            return trainer_round, False
        now = utc_now()
        question = question_of(trainer_round)
        outcome = question.grade(given, claims_of(trainer_round))
        follow = _follow_up_round(trainer_round, question, given, outcome, now)
        stored = {**given, **outcome.stored}
        if follow is not None:
            stored["follow_up"] = follow.id
        marked = db.execute(
            update(TrainerRound)
            .where(
                TrainerRound.id == trainer_round.id,
                TrainerRound.version == trainer_round.version,
                TrainerRound.answered_at.is_(None),
            )
            .values(answer=json.dumps(stored), answered_at=now),
            execution_options={"synchronize_session": False},
        )
        if cast("CursorResult[Any]", marked).rowcount == 1:
            db.add(_attempt(trainer_round, question.record(given, outcome), outcome, now))
            if follow is not None:
                db.add(follow)
            if trainer_round.quiz_id is not None:
                db.flush()
                quizzes.finish_if_complete(trainer_round.quiz_id, now)
            db.commit()
            return load(round_id), True
        db.rollback()
    return load(round_id), False


def _follow_up_round(
    trainer_round: TrainerRound,
    question: kinds.Kind[object],
    given: dict[str, Any],
    outcome: Outcome,
    now: datetime,
) -> TrainerRound | None:
    """The round the answer asks next (a dealer's discard after a bid), in the same quiz if
    any; None when nothing follows."""
    asked = question.follow_up(given, outcome)
    if asked is None:
        return None
    return _new_round(
        trainer_round.player_id,
        asked,
        now,
        mode=trainer_round.mode,
        focus=trainer_round.focus,
        level=None,
        quiz_id=trainer_round.quiz_id,
    )


def _attempt(
    trainer_round: TrainerRound, record: kinds.Record, outcome: Outcome, now: datetime
) -> TrainerAttempt:
    return TrainerAttempt(
        player_id=trainer_round.player_id,
        round_id=trainer_round.id,
        when=now,
        mode=trainer_round.mode,
        kind=trainer_round.kind,
        hand=" ".join(str(card) for card in record.hand),
        starter=None if record.starter is None else str(record.starter),
        crib=record.crib,
        level=record.level,
        focus=record.focus,
        correct=outcome.correct,
        correct_by_category=json.dumps(outcome.correct_by_category),
        seconds=round((now - trainer_round.started_at).total_seconds(), 1),
        review=record.review,
        points_given_up=outcome.points_given_up,
        situation=record.situation,
        answer=record.answer,
        best=record.best,
    )
