"""Rounds of the trainer, stored: deal one, load it (only its player may), add a claim, and
answer it exactly once, saving the attempt (and a quiz's end) in the same commit."""

from __future__ import annotations

import json
import random
import secrets
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import cached_property
from typing import Any, cast

from sqlalchemy import CursorResult, select, update
from werkzeug.exceptions import NotFound

from scoring.cards import Card, parse_cards
from scoring.cribbage.hand import Category
from scoring.engine import ExplainedError
from scoring.euchre.bidding import BidGrade
from scoring.euchre.bidding.reasons import Explanation, explain
from scoring.euchre.bidding.saved import situation_from_dict
from scoring.euchre.bidding.topics import Topic
from scoring.trainer import (
    Attempt,
    BidAttempt,
    BidQuestion,
    ClaimResult,
    DealerDiscard,
    DiscardQuestion,
    Drill,
    Level,
    PeggingQuestion,
    check_claim,
    follow_up,
)
from webapp.models import utc_now
from webapp.players import current_player_id, hold_player
from webapp.storage import get_session
from webapp.trainer import quizzes
from webapp.trainer.bidding import BidTable
from webapp.trainer.grading import Outcome, claim_results, grade
from webapp.trainer.models import TrainerAttempt, TrainerRound
from webapp.trainer.questions import (
    AnyQuestion,
    Kind,
    Mode,
    TrainRequest,
    deal,
    deal_bidding,
    from_json,
    to_json,
)

HISTORY_LIMIT = 500  # the latest attempts the adaptive mode looks at
COUNTED = (Kind.COUNT.value, Kind.FIND.value)  # the kinds that count a deal
CLAIM_RETRIES = 5
CATEGORY_NAMES = frozenset(category.value for category in Category)
TOPIC_NAMES = frozenset(topic.value for topic in Topic)


class RoundNotFound(NotFound):
    """No such round, or another learner's: one answer for both, so an id reveals nothing."""

    title = "Hand not found"
    description = (
        "There is no practice hand of yours at this address. Hands stay with the profile "
        "they were dealt to; the link may be from another browser, mistyped, or old."
    )


class RoundAnswered(ExplainedError):
    """A claim on a round already answered: nothing was added."""


class NotClaimable(ExplainedError):
    """A claim on a round that is not find-them-all (claims are that mode's answers)."""


@dataclass(frozen=True)
class RoundView:
    """A round as the page shows it: the question, the claims so far, and once answered the
    graded outcome and the saved attempt."""

    round: TrainerRound
    attempt: TrainerAttempt | None
    quiz: quizzes.QuizPlace | None = None
    # A bid the dealer picked up (or should have): the discard asked next, once dealt.
    follow_up: TrainerRound | None = None

    @property
    def kind(self) -> Kind:
        return Kind(self.round.kind)

    @property
    def mode(self) -> Mode:
        return Mode(self.round.mode)

    @cached_property
    def question(self) -> AnyQuestion:
        return from_json(self.round.kind, self.round.question)

    @property
    def drill(self) -> Drill:
        assert isinstance(self.question, Drill)
        return self.question

    @property
    def bid(self) -> BidQuestion:
        assert isinstance(self.question, BidQuestion)
        return self.question

    @cached_property
    def bid_table(self) -> BidTable:
        """A bidding round's turn to bid in words, and its options with their keys."""
        return BidTable(self.bid.situation)

    @property
    def graded(self) -> BidGrade:
        """A bidding round's grade, once answered (stored with the answer)."""
        assert self.outcome is not None and isinstance(self.outcome.check, BidGrade)
        return self.outcome.check

    @property
    def laying_away(self) -> DealerDiscard:
        assert isinstance(self.question, DealerDiscard)
        return self.question

    @property
    def pending_follow_up(self) -> bool:
        """Whether a discard is asked next, before any other question."""
        return self.follow_up is not None and self.follow_up.answered_at is None

    @cached_property
    def explanation(self) -> Explanation:
        """Why the answered bid's (or dealer's discard's) grade came out as it did."""
        return explain(self.graded)

    @property
    def stored_claims(self) -> list[dict[str, Any]]:
        claims: list[dict[str, Any]] = json.loads(self.round.claims)
        return claims

    @cached_property
    def claims(self) -> tuple[ClaimResult, ...]:
        if self.kind != Kind.FIND:
            return ()
        return claim_results(self.drill, self.stored_claims)

    @property
    def points_found(self) -> int:
        return sum(claim.points for claim in self.claims)

    @property
    def answered(self) -> bool:
        return self.round.answered_at is not None

    @cached_property
    def answer(self) -> dict[str, Any] | None:
        return None if self.round.answer is None else json.loads(self.round.answer)

    @cached_property
    def outcome(self) -> Outcome | None:
        if self.answer is None:
            return None
        return grade(self.kind, self.question, self.answer, self.stored_claims)

    @property
    def seconds(self) -> float | None:
        return None if self.attempt is None else self.attempt.seconds

    def elapsed(self, now: datetime | None = None) -> float:
        """Seconds since the round was dealt (for the timer shown while answering)."""
        return ((now or utc_now()) - self.round.started_at).total_seconds()


def view(trainer_round: TrainerRound) -> RoundView:
    attempt = (
        get_session()
        .scalars(select(TrainerAttempt).where(TrainerAttempt.round_id == trainer_round.id))
        .first()
    )
    follow = None
    if trainer_round.kind == Kind.BIDDING.value and trainer_round.answer is not None:
        follow_id = json.loads(trainer_round.answer).get("follow_up")
        follow = None if follow_id is None else get_session().get(TrainerRound, follow_id)
    return RoundView(trainer_round, attempt, quizzes.place(trainer_round), follow)


def open_round(asked: TrainRequest) -> TrainerRound | None:
    """This learner's latest unanswered round dealt for the same query, if any: a reload or a
    second visit shows the same hand instead of dealing another."""
    player_id = current_player_id()
    if player_id is None:
        return None
    if asked.quiz:
        return quizzes.open_round(player_id)
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
    quiz = quizzes.current(player_id) if asked.quiz else None
    question: AnyQuestion
    if asked.mode == Mode.BIDDING:
        asked_before = [] if quiz is None else quizzes.questions_of(quiz)
        kind, question = (
            Kind.BIDDING,
            deal_bidding(
                asked,
                bid_history(player_id),
                rng,
                now,
                quiz_topics=[q.topic for q in asked_before],
                reviews=sum(q.review for q in asked_before) < quizzes.MOST_REVIEWS,
            ),
        )
    else:
        counted = history(player_id, cribs_only=asked.mode == Mode.CRIB)
        kind, question = deal(asked, counted, rng, now)
    trainer_round = TrainerRound(
        id=secrets.token_urlsafe(16),
        player_id=player_id,
        mode=asked.mode.value,
        focus=_focus_of(asked),
        level=asked.level.value if asked.level else None,
        kind=kind.value,
        question=to_json(kind, question),
        claims="[]",
        version=0,
        started_at=now,
        quiz_id=None if quiz is None else quiz.id,
    )
    db.add(trainer_round)
    db.commit()
    return trainer_round


def _focus_of(asked: TrainRequest) -> str | None:
    """What a round stores as asked for: the focus of a count, or the topic of a bid."""
    if asked.focus is not None:
        return asked.focus.value
    return None if asked.topic is None else asked.topic.value


def request_of(trainer_round: TrainerRound) -> TrainRequest:
    """The query a round was dealt for: its next round is dealt for the same."""
    if trainer_round.mode == Mode.BIDDING.value:
        topic = trainer_round.focus
        return TrainRequest(
            Mode.BIDDING,
            topic=Topic(topic) if topic in TOPIC_NAMES else None,
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
        if trainer_round.kind != Kind.FIND.value:
            raise NotClaimable(
                "claims are made one at a time only in Find them all; answer this question "
                "with its own form"
            )
        if trainer_round.answered_at is not None:
            raise RoundAnswered("this hand is done; deal the next one")
        shown = view(trainer_round)
        selected = parse_cards(" ".join(cards), allow_duplicates=True)
        result = check_claim(shown.drill.score(), shown.claims, selected, category)
        stored = [
            *shown.stored_claims,
            {"cards": [str(c) for c in selected], "category": result.category.value},
        ]
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


def answer(round_id: str, given: dict[str, Any]) -> tuple[RoundView, bool]:
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
            return view(trainer_round), False
        now = utc_now()
        claimed = view(trainer_round)
        outcome = grade(claimed.kind, claimed.question, given, claimed.stored_claims)
        follow = _follow_up_round(trainer_round, claimed.question, given, outcome, now)
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
            db.add(_attempt(trainer_round, claimed.question, given, outcome, now))
            if follow is not None:
                db.add(follow)
            if trainer_round.quiz_id is not None:
                db.flush()
                quizzes.finish_if_complete(trainer_round.quiz_id, now)
            db.commit()
            return view(load(round_id)), True
        db.rollback()
    return view(load(round_id)), False


def _follow_up_round(
    trainer_round: TrainerRound,
    question: AnyQuestion,
    given: dict[str, Any],
    outcome: Outcome,
    now: datetime,
) -> TrainerRound | None:
    """The discard round that follows a dealer's bid to pick up (or a pass where picking up
    was best), in the same quiz if any; None when no discard follows."""
    if not isinstance(question, BidQuestion) or not isinstance(outcome.check, BidGrade):
        return None
    asked = follow_up(question, given["choice"], outcome.check.best.action)
    if asked is None:
        return None
    return TrainerRound(
        id=secrets.token_urlsafe(16),
        player_id=trainer_round.player_id,
        mode=trainer_round.mode,
        focus=trainer_round.focus,
        level=None,
        kind=Kind.BID_DISCARD.value,
        question=to_json(Kind.BID_DISCARD, asked),
        claims="[]",
        version=0,
        started_at=now,
        quiz_id=trainer_round.quiz_id,
    )


def _attempt(
    trainer_round: TrainerRound,
    question: AnyQuestion,
    given: dict[str, Any],
    outcome: Outcome,
    now: datetime,
) -> TrainerAttempt:
    hand, starter, crib, level, focus, review = _what_was_asked(question)
    bidding: dict[str, Any] = {}
    if isinstance(question, BidQuestion | DealerDiscard) and isinstance(outcome.check, BidGrade):
        bidding = {
            "situation": json.dumps(question.situation.to_dict()),
            "answer": given["choice"],
            "best": outcome.check.best.action,
        }
    return TrainerAttempt(
        player_id=trainer_round.player_id,
        round_id=trainer_round.id,
        when=now,
        mode=trainer_round.mode,
        kind=trainer_round.kind,
        hand=" ".join(str(card) for card in hand),
        starter=None if starter is None else str(starter),
        crib=crib,
        level=level,
        focus=focus,
        correct=outcome.correct,
        correct_by_category=json.dumps(outcome.correct_by_category),
        seconds=round((now - trainer_round.started_at).total_seconds(), 1),
        review=review,
        points_given_up=outcome.points_given_up,
        **bidding,
    )


def _what_was_asked(
    question: AnyQuestion,
) -> tuple[Sequence[Card], Card | None, bool, str | None, str | None, bool]:
    """(hand, starter, crib, level, focus, review) of a question, for its attempt's row."""
    if isinstance(question, Drill):
        focus = question.focus.value if question.focus else None
        return (
            question.hand,
            question.starter,
            question.crib,
            question.level.value,
            focus,
            question.review,
        )
    if isinstance(question, PeggingQuestion):
        return question.pile, None, False, None, None, False
    if isinstance(question, DiscardQuestion):  # crib: the crib is the learner's own
        return question.cards, None, question.dealer, None, None, False
    if isinstance(question, BidQuestion):  # the topic as focus; the rest in `situation`
        topic = question.topic.value
        return question.situation.hand, None, False, None, topic, question.review
    if isinstance(question, DealerDiscard):  # the six cards the dealer holds
        return question.six, None, False, None, question.topic.value, False
    return question.hand, question.starter, question.crib, None, None, False


def history(player_id: str, *, cribs_only: bool = False) -> list[Attempt]:
    """The learner's latest counted deals as the engine's Attempts, newest first."""
    query = (
        select(TrainerAttempt)
        .where(TrainerAttempt.player_id == player_id, TrainerAttempt.kind.in_(COUNTED))
        .order_by(TrainerAttempt.when.desc(), TrainerAttempt.id.desc())
        .limit(HISTORY_LIMIT)
    )
    if cribs_only:
        query = query.where(TrainerAttempt.crib.is_(True))
    return [engine_attempt(row) for row in get_session().scalars(query)]


def bid_history(player_id: str) -> list[BidAttempt]:
    """The learner's latest bidding questions as the engine's BidAttempts, newest first."""
    query = (
        select(TrainerAttempt)
        .where(TrainerAttempt.player_id == player_id, TrainerAttempt.kind == Kind.BIDDING.value)
        .order_by(TrainerAttempt.when.desc(), TrainerAttempt.id.desc())
        .limit(HISTORY_LIMIT)
    )
    return [
        bid_attempt(row)
        for row in get_session().scalars(query)
        if row.situation is not None and row.focus in TOPIC_NAMES
    ]


def bid_attempt(row: TrainerAttempt) -> BidAttempt:
    situation = situation_from_dict(json.loads(row.situation or "{}"))
    return BidAttempt(situation, Topic(row.focus or ""), row.correct, row.when, row.review)


def engine_attempt(row: TrainerAttempt) -> Attempt:
    judged = {
        name: right
        for name, right in json.loads(row.correct_by_category).items()
        if name in CATEGORY_NAMES
    }
    return Attempt(
        hand=tuple(parse_cards(row.hand)),
        starter=Card.parse(row.starter or ""),
        crib=row.crib,
        correct_by_category=judged,
        correct=row.correct,
        when=row.when,
        seconds=row.seconds,
        level=None if row.level is None else Level(row.level),
        review=row.review,
    )
