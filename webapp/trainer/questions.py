"""What the trainer is asked for: the modes of /train and their query (adaptive, by level and
focus, or by bidding topic, or a quiz), read from the request. The kinds of question a mode
deals are in kinds/."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from scoring.bideuchre.bidding import topics as bid_euchre
from scoring.cribbage.hand import Category
from scoring.euchre.bidding.topics import TOPICS, Topic
from scoring.options import Choice, Option
from scoring.trainer import Level
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
    BID_EUCHRE = "bid_euchre"
    MISTAKES = "mistakes"


# Modes that deal hands to count, where level and focus apply.
DEALING = (Mode.COUNT, Mode.FIND, Mode.CRIB)
# Modes of bidding questions, where topic and quiz apply; each mode's topics.
BIDDING_MODES = (Mode.BIDDING, Mode.BID_EUCHRE)

MODE_NAMES = {
    Mode.COUNT: "Count it",
    Mode.FIND: "Find them all",
    Mode.CRIB: "Cribs and flushes",
    Mode.HEELS: "His heels",
    Mode.PEGGING: "Pegging",
    Mode.DISCARD: "Discard",
    Mode.BIDDING: "Euchre bidding",
    Mode.BID_EUCHRE: "Bid Euchre bidding",
    Mode.MISTAKES: "Your mistakes",
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
    Mode.BID_EUCHRE: (
        "Bid Euchre: twelve cards and the bids before you. How many tricks, and in what? "
        "Every sensible bid is played out over hundreds of deals."
    ),
    Mode.MISTAKES: (
        "The positions where you went wrong in your finished games, any of the three: find a "
        "better play. Right twice in a row, a day apart, and a position retires."
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
MODE_TOPICS: dict[Mode, dict[Any, Any]] = {
    Mode.BIDDING: dict(TOPICS),
    Mode.BID_EUCHRE: dict(bid_euchre.TOPICS),
}
# Every topic of every bidding mode (their values differ), with its name.
TOPIC_NAMES = {
    topic: info.name for topics in MODE_TOPICS.values() for topic, info in topics.items()
}
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
    topic: Topic | bid_euchre.Topic | None = None
    quiz: bool = False

    @property
    def adaptive(self) -> bool:
        if self.mode in BIDDING_MODES:
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
    errors = form.errors_by_field()
    if mode not in BIDDING_MODES:
        topic, quiz = None, False
    elif topic is not None and topic not in MODE_TOPICS[mode]:
        names = ", ".join(info.name for info in MODE_TOPICS[mode].values())
        errors["topic"] = f"that is not a topic of {MODE_NAMES[mode]}: choose {names}"
        topic = None
    if quiz:
        topic = None
    return TrainRequest(mode, focus, level, errors, topic, quiz)
