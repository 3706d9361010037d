"""What every kind of trainer question says: how it is dealt, stored, read from the posted
answer, graded, recorded and shown. One subclass of Kind per kind, listed in kinds/__init__."""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, ClassVar, Generic, Protocol, Self, TypeVar

from werkzeug.datastructures import MultiDict

from scoring.cards import Card, parse_cards
from scoring.trainer import Attempt, BidAttempt, BidQuestion, ClaimResult
from scoring.trainer.mistakes import Drilled
from webapp.trainer.grading import NotClaimable, Outcome
from webapp.trainer.mistakes import Spot
from webapp.trainer.questions import Mode, TrainRequest

Q = TypeVar("Q", covariant=True)
# An answer as stored with its round (JSON): what the kind's read() made of the form, and what
# grading added (a bid's grade); claims are stored the same way, one dict each.
Answer = Mapping[str, Any]
Claims = Sequence[Mapping[str, Any]]


class History(Protocol):
    """What the learner answered before, read only by the kinds that deal from it."""

    def counted(self, *, cribs_only: bool) -> Sequence[Attempt]:
        """The learner's latest counted deals (or only cribs), newest first."""
        ...

    def bids(self, kind: Any) -> Sequence[BidAttempt]:
        """The learner's latest bidding questions of `kind` (a Drill class), newest first."""
        ...

    def asked_in_quiz(self) -> Sequence[BidQuestion]:
        """The questions the quiz being dealt for has asked so far; none outside a quiz."""
        ...

    def mistakes(self) -> tuple[Sequence[Spot], Sequence[Drilled]]:
        """The mistakes of the learner's finished games, and their drills so far."""
        ...


@dataclass(frozen=True)
class Record:
    """What an attempt's row says about its question: the cards asked about (`hand`, and the
    `starter` of a deal), the crib flag, how it was dealt, and for a bid the situation, the
    option chosen and the best one (TrainerAttempt's columns of the same names)."""

    hand: Sequence[Card]
    starter: Card | None = None
    crib: bool = False
    level: str | None = None
    focus: str | None = None
    review: bool = False
    situation: str | None = None
    answer: str | None = None
    best: str | None = None


@dataclass(frozen=True)
class Kind(ABC, Generic[Q]):
    """A kind of question (the class) and one question of it (an instance, holding the
    engine's question). The class deals and reads back its questions; the instance stores
    itself, reads and grades an answer, and names the template that shows it."""

    question: Q

    name: ClassVar[str]  # as a round and an attempt store it ("count"); the round's CSS class
    label: ClassVar[str]  # as /progress names the kind ("Count it")
    template: ClassVar[str]  # the round's page: extends trainer/_round.html
    noun: ClassVar[str] = "question"  # what Next deals: "hand" or "question"
    modes: ClassVar[tuple[Mode, ...]] = ()  # the modes whose own kind it is
    counts_deal: ClassVar[bool] = False  # a deal counted: what adaptive counting learns from
    by_category: ClassVar[bool] = False  # judged in the show's categories, as /progress tallies
    timed: ClassVar[bool] = False  # the time to a correct answer is charted
    takes_claims: ClassVar[bool] = False  # answered claim by claim (find-them-all)

    @classmethod
    def share(cls, asked: TrainRequest) -> float:
        """The share of the rounds of `asked` this kind takes from the mode's own kind, when
        it is mixed into that mode (the flush rule among cribs); 0 when it is not."""
        return 0.0

    @classmethod
    def before_deal(cls, history: History) -> None:
        """The costly work a deal will read (mistakes' reviews), done first: outside the
        transaction that holds the player while it deals (on SQLite, every writer)."""

    @classmethod
    def deal(cls, asked: TrainRequest, history: History, rng: random.Random, now: datetime) -> Self:
        """A question of this kind for a round of `asked`."""
        raise NotImplementedError(f"{cls.name} questions are not dealt for a mode")

    def prepare(self) -> None:
        """Have the costly work an answer needs (a bid's grading) started on the task queue's
        workers while the learner thinks; called once the round is saved, when nothing holds
        the player (on SQLite, a second writer would wait for the dealing's own transaction)."""

    @classmethod
    @abstractmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Self:
        """The question read back from to_dict()'s record."""

    @classmethod
    def from_json(cls, text: str) -> Self:
        return cls.from_dict(json.loads(text))

    @abstractmethod
    def to_dict(self) -> dict[str, Any]:
        """The question as JSON data, every card and figure in it: it reads back exactly."""

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)

    @abstractmethod
    def read(self, form: MultiDict[str, str]) -> dict[str, Any]:
        """The answer in the form, as stored with the round; FormProblem if it cannot be read."""

    @abstractmethod
    def grade(self, answer: Answer, claims: Claims) -> Outcome:
        """Grade a stored answer (on the claims made, for find-them-all); the same answer
        always grades the same."""

    @abstractmethod
    def record(self, answer: Answer, outcome: Outcome) -> Record:
        """What the attempt's row says about this question, answered so."""

    def follow_up(self, answer: Answer, outcome: Outcome) -> Kind[object] | None:
        """The question asked next because of this answer, before any other (a dealer's
        discard after picking the up-card up); None for most."""
        return None

    def claim_results(self, claims: Claims) -> tuple[ClaimResult, ...]:
        """The claims made so far, checked; none for a kind that takes no claims."""
        return ()

    def check_claim(self, claims: Claims, cards: Sequence[Card], category: str) -> ClaimResult:
        """One more claim checked against the question and the claims so far."""
        raise NotClaimable()


def codes(cards: Sequence[Card]) -> list[str]:
    """Cards as a question stores them: their codes."""
    return [str(card) for card in cards]


def cards_of(stored: Sequence[str]) -> tuple[Card, ...]:
    """Stored codes read back as cards."""
    return tuple(parse_cards(" ".join(stored)))
