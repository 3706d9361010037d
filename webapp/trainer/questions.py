"""What the trainer asks: the modes of /train and their query, dealing a question for a mode
(adaptive, by level and focus, or by bidding topic), and each kind of question as JSON to
store with its round."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from scoring.cards import Card, parse_cards
from scoring.cribbage.hand import Category
from scoring.cribbage.pegging import score_play
from scoring.euchre.bidding.saved import situation_from_dict
from scoring.euchre.bidding.topics import TOPICS, Topic
from scoring.options import Choice, Option
from scoring.trainer import (
    Attempt,
    BidAttempt,
    BidQuestion,
    DealerDiscard,
    DiscardQuestion,
    Drill,
    Level,
    PeggingQuestion,
    Question,
    QuestionKind,
    deal_drill,
    discard_question,
    flush_question,
    heels_question,
    next_bid_question,
    next_drill,
    pegging_question,
    suggested_level,
)
from webapp.forms import options_form, read_form


class Mode(StrEnum):
    """A tab of the trainer, as named in /train?mode=..."""

    COUNT = "count"
    FIND = "find"
    CRIB = "crib"
    HEELS = "heels"
    PEGGING = "pegging"
    DISCARD = "discard"
    BIDDING = "bidding"


class Kind(StrEnum):
    """What one round asks. The crib mode asks crib counts and flush questions."""

    COUNT = "count"
    FIND = "find"
    FLUSH = "flush"
    HEELS = "heels"
    PEGGING = "pegging"
    DISCARD = "discard"
    BIDDING = "bidding"
    BID_DISCARD = "bid_discard"  # the dealer's discard after picking the up-card up


# Modes that deal hands to count, where level and focus apply.
DEALING = (Mode.COUNT, Mode.FIND, Mode.CRIB)
# In the crib mode, the share of rounds that ask about the flush rule instead of a count.
FLUSH_SHARE = 1 / 3
FLUSH_FOCUS_SHARE = 1 / 2

MODE_NAMES = {
    Mode.COUNT: "Count it",
    Mode.FIND: "Find them all",
    Mode.CRIB: "Cribs and flushes",
    Mode.HEELS: "His heels",
    Mode.PEGGING: "Pegging",
    Mode.DISCARD: "Discard",
    Mode.BIDDING: "Euchre bidding",
}
MODE_BLURBS = {
    Mode.COUNT: "Four cards and a starter: say what each category scores, or just the total.",
    Mode.FIND: "Claim every combination one by one: select its cards and name it.",
    Mode.CRIB: "Count cribs, where a flush needs all five cards, and quiz the flush rule.",
    Mode.HEELS: "The starter is a jack: who scores what, and when?",
    Mode.PEGGING: "A pile in play and a card laid on it: how many points does it peg?",
    Mode.DISCARD: "Six cards dealt: which two go to the crib?",
    Mode.BIDDING: (
        "Euchre: your five cards and the up-card. Pass, order it up, call a suit or go alone? "
        "Every choice is played out over many deals."
    ),
}
FOCUS_NAMES = {
    Category.FIFTEEN: "Fifteens",
    Category.PAIR: "Pairs",
    Category.RUN: "Runs",
    Category.FLUSH: "Flushes",
    Category.NOBS: "Nobs",
}
LEVEL_NAMES = {level: level.value.capitalize() for level in Level}
TOPIC_NAMES = {topic: info.name for topic, info in TOPICS.items()}
QUIZ_SIZE = 10


@dataclass(frozen=True)
class TrainRequest:
    """The /train query, read: the mode, and for dealing modes an optional focus and level
    (neither means adaptive); for bidding an optional topic (none: adaptive), or a quiz.
    `errors` says what was wrong, keyed by parameter."""

    mode: Mode = Mode.COUNT
    focus: Category | None = None
    level: Level | None = None
    errors: dict[str, str] = field(default_factory=dict)
    topic: Topic | None = None
    quiz: bool = False

    @property
    def adaptive(self) -> bool:
        if self.mode == Mode.BIDDING:
            return self.topic is None
        return self.mode in DEALING and self.focus is None and self.level is None

    @property
    def query(self) -> dict[str, str]:
        """The canonical query string: what a link to this kind of practice carries."""
        query = {"mode": self.mode.value}
        if self.focus is not None:
            query["focus"] = self.focus.value
        if self.level is not None:
            query["level"] = self.level.value
        if self.topic is not None:
            query["topic"] = self.topic.value
        if self.quiz:
            query["quiz"] = QUIZ
        return query


QUIZ = "1"  # quiz=1: a quiz of QUIZ_SIZE questions

# The /train query as a form: the mode, and for the dealing modes a focus and a level (neither
# chosen means adaptive practice); for bidding a topic (none: adaptive) or a quiz.
TrainForm = options_form(
    (
        Option("mode", "Mode", "", Mode.COUNT, tuple(Choice(m, n) for m, n in MODE_NAMES.items())),
        Option("focus", "Focus", "", None, tuple(Choice(c, n) for c, n in FOCUS_NAMES.items())),
        Option("level", "Level", "", None, tuple(Choice(v, n) for v, n in LEVEL_NAMES.items())),
        Option("topic", "Topic", "", None, tuple(Choice(t, n) for t, n in TOPIC_NAMES.items())),
        Option("quiz", "Quiz", "", None, (Choice(QUIZ, f"A quiz of {QUIZ_SIZE}"),)),
    )
)


def read_train_request(args: Mapping[str, str]) -> TrainRequest:
    """Read mode, focus, level, topic and quiz; a blank one is the default. Focus and level
    only apply to the modes that deal hands, topic and quiz to bidding, so they are dropped
    elsewhere; a quiz ranges over every topic."""
    form = read_form(TrainForm, args)
    chosen = form.values()
    mode, focus, level = chosen["mode"], chosen["focus"], chosen["level"]
    topic, quiz = chosen["topic"], chosen["quiz"] == QUIZ
    if mode not in DEALING:
        focus, level = None, None
    if mode != Mode.BIDDING:
        topic, quiz = None, False
    if quiz:
        topic = None
    return TrainRequest(mode, focus, level, form.errors_by_field(), topic, quiz)


AnyQuestion = Drill | Question | PeggingQuestion | DiscardQuestion | BidQuestion | DealerDiscard


def deal(
    asked: TrainRequest, history: Sequence[Attempt], rng: random.Random, now: datetime
) -> tuple[Kind, AnyQuestion]:
    """The next question for this mode. `history` is the learner's counted deals (for the
    crib mode, their cribs), oldest or newest first."""
    mode = asked.mode
    if mode == Mode.HEELS:
        return Kind.HEELS, heels_question(rng)
    if mode == Mode.PEGGING:
        return Kind.PEGGING, pegging_question(rng)
    if mode == Mode.DISCARD:
        return Kind.DISCARD, discard_question(rng)
    if mode == Mode.CRIB and asked.focus in (None, Category.FLUSH):
        share = FLUSH_SHARE if asked.focus is None else FLUSH_FOCUS_SHARE
        if rng.random() < share:
            return Kind.FLUSH, flush_question(rng)
    crib = True if mode == Mode.CRIB else None
    kind = Kind.FIND if mode == Mode.FIND else Kind.COUNT
    if asked.adaptive:
        return kind, next_drill(history, rng, now, crib=crib)
    level = asked.level if asked.level is not None else suggested_level(history)
    return kind, deal_drill(rng, level=level, focus=asked.focus, crib=bool(crib))


def deal_bidding(
    asked: TrainRequest,
    history: Sequence[BidAttempt],
    rng: random.Random,
    now: datetime,
    *,
    quiz_topics: Sequence[Topic] = (),
    reviews: bool = True,
) -> BidQuestion:
    """The next bidding question: of the topic asked for, or adaptive; `quiz_topics` are the
    topics a quiz has asked so far (a quiz spreads over the topics)."""
    return next_bid_question(
        history, rng, now, topic=asked.topic, asked=quiz_topics, reviews=reviews
    )


def to_json(kind: Kind, question: AnyQuestion) -> str:
    """A question as JSON, every card and figure in it: a round reads back exactly."""
    data: dict[str, Any]
    if isinstance(question, Drill):
        data = question.to_dict()
    elif isinstance(question, Question):
        data = {
            "kind": question.kind.value,
            "prompt": question.prompt,
            "choices": list(question.choices),
            "answer": question.answer,
            "explanation": question.explanation,
            "hand": _codes(question.hand),
            "starter": str(question.starter),
            "crib": question.crib,
        }
    elif isinstance(question, PeggingQuestion):
        data = {"before": _codes(question.before), "card": str(question.card)}
    elif isinstance(question, BidQuestion):
        data = {
            "situation": question.situation.to_dict(),
            "topic": question.topic.value,
            "review": question.review,
        }
    elif isinstance(question, DealerDiscard):
        data = {
            "situation": question.situation.to_dict(),
            "topic": question.topic.value,
            "alone": question.alone,
        }
    else:
        data = {
            "cards": _codes(question.cards),
            "dealer": question.dealer,
            "players": question.players,
        }
    return json.dumps(data, ensure_ascii=False)


def from_json(kind: Kind | str, text: str) -> AnyQuestion:
    data = json.loads(text)
    kind = Kind(kind)
    if kind in (Kind.COUNT, Kind.FIND):
        return Drill.from_dict(data)
    if kind in (Kind.FLUSH, Kind.HEELS):
        return Question(
            QuestionKind(data["kind"]),
            data["prompt"],
            tuple(data["choices"]),
            data["answer"],
            data["explanation"],
            _cards(data["hand"]),
            Card.parse(data["starter"]),
            data["crib"],
        )
    if kind == Kind.PEGGING:
        before, card = _cards(data["before"]), Card.parse(data["card"])
        return PeggingQuestion(before, card, score_play([*before, card]))
    if kind == Kind.BIDDING:
        situation = situation_from_dict(data["situation"])
        return BidQuestion(situation, Topic(data["topic"]), bool(data["review"]))
    if kind == Kind.BID_DISCARD:
        situation = situation_from_dict(data["situation"])
        return DealerDiscard(situation, bool(data["alone"]), Topic(data["topic"]))
    return DiscardQuestion(_cards(data["cards"]), data["dealer"], data["players"])


def _codes(cards: Sequence[Card]) -> list[str]:
    return [str(card) for card in cards]


def _cards(codes: Sequence[str]) -> tuple[Card, ...]:
    return tuple(parse_cards(" ".join(codes)))
