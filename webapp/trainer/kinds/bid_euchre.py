"""Bid Euchre bidding: your twelve cards, your seat and the bids before you: how many tricks,
and in what? Graded once, by playing every sensible bid out as the analyzer does
(webapp.calculators.bid_euchre), the learner's own choice among them, and the grade is stored
with the answer."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from werkzeug.datastructures import MultiDict

from scoring.bideuchre.actions import Bid, Pass
from scoring.bideuchre.bidding.grading import (
    BidGrade,
    Question,
    bid_text,
    parse_bid_text,
)
from scoring.bideuchre.strength import strains
from scoring.bideuchre.view import View
from scoring.cards import Card
from scoring.errors import FieldError
from scoring.trainer import BID_EUCHRE
from scoring.tricks.holding import grouped
from scoring.tricks.seats import PLAYERS
from scoring.tricks.strain import strain_name
from webapp.calculators.bid_euchre import graded, prepare
from webapp.forms import shortened
from webapp.trainer.grading import FormProblem, Outcome
from webapp.trainer.kinds.bidding import Drill, judged
from webapp.trainer.kinds.kind import Answer, Claims
from webapp.trainer.questions import Mode

# The other players by how many seats after you they sit.
PLAYER_NAMES = ("You", "Left", "Partner", "Right")
PASS = "pass"


@dataclass(frozen=True)
class StrainChoice:
    """A strain's button: its value as a bid names it ("clubs", "no-trump"), its name, and
    what it shows: the suit's symbol (`suit`, None for no-trump) or `short` ("NT", "Low")."""

    value: str
    label: str
    suit: Any
    short: str


@dataclass(frozen=True)
class BidEuchreTable:
    """A Bid Euchre turn to bid, for the page: the bids before you in words, and what you
    may bid (the numbers, lone bids and strains; whether you may pass)."""

    question: Question

    @cached_property
    def view(self) -> View:
        return self.question.view()

    @property
    def before_you(self) -> tuple[tuple[str, str], ...]:
        """Who said what before you, in turn: ("Left", "4 hearts")."""
        found = []
        for entry in self.view.bids:
            who = PLAYER_NAMES[(entry.player - self.view.seat) % PLAYERS]
            found.append((who, _said(entry)))
        return tuple(found)

    @property
    def hand(self) -> tuple[Card, ...]:
        """Your cards by suit, as the table holds them before the bidding."""
        return grouped(self.question.hand, None)

    @property
    def can_pass(self) -> bool:
        return Pass(self.view.seat) in self.view.legal_actions

    @property
    def stuck(self) -> bool:
        return not self.can_pass

    @property
    def numbers(self) -> tuple[int, ...]:
        """The numbers of tricks you may bid."""
        bids = [a for a in self.view.legal_actions if isinstance(a, Bid) and a.lone is None]
        return tuple(sorted({bid.tricks for bid in bids}))

    @property
    def lone(self) -> tuple[tuple[str, str], ...]:
        """The lone bids you may make: (value, label)."""
        bids = [a for a in self.view.legal_actions if isinstance(a, Bid) and a.lone is not None]
        kinds = sorted({bid.lone for bid in bids if bid.lone is not None}, key=lambda k: k.rank)
        return tuple((kind.value, kind.label) for kind in kinds)

    @property
    def strains(self) -> tuple[StrainChoice, ...]:
        """The strains you may bid in."""
        legal = {(a.trump, a.low) for a in self.view.legal_actions if isinstance(a, Bid)}
        found = []
        for trump, low in strains(self.question.rules.low_no_trump):
            if (trump, low) in legal:
                name = strain_name(trump, low)
                short = "" if trump is not None else ("Low" if low else "NT")
                found.append(StrainChoice(name, name.capitalize(), trump, short))
        return tuple(found)

    @property
    def facts(self) -> tuple[tuple[str, str], ...]:
        question = self.question
        seat = ("First", "Second", "Third", "Last: you deal")[question.seat - 1]
        ours, theirs = question.score
        said = "; ".join(f"{who} {what}" for who, what in self.before_you)
        high = self.view.high
        if high is None:
            beat = ("Lowest bid", str(question.rules.min_bid))
        else:
            who = PLAYER_NAMES[(high.player - self.view.seat) % PLAYERS]
            beat = ("To beat", f"{high.contract().words} ({who})")
        return (
            ("Seat", seat),
            ("Score", f"Us {ours}, them {theirs}"),
            beat,
            ("Before you", f"{said}." if said else "Nobody: you bid first."),
        )


def _said(entry: Bid | Pass) -> str:
    if isinstance(entry, Pass):
        return "passed"
    return f"bid {entry.contract().words}"


class BidEuchreBidding(Drill):
    """Bid Euchre: a turn to bid, by topic, adaptive or in a quiz."""

    name = "bid_euchre_bid"  # at most 16 characters: the rounds' and attempts' column
    label = "Bid Euchre bidding"
    template = "trainer/kinds/bid_euchre.html"
    modes = (Mode.BID_EUCHRE,)
    drills = BID_EUCHRE

    @classmethod
    def situation_from_dict(cls, data: Mapping[str, Any]) -> Question:
        return Question.from_dict(data)

    @classmethod
    def grade_from_dict(cls, data: Mapping[str, Any]) -> BidGrade:
        return BidGrade.from_dict(data)

    @classmethod
    def verdict(cls, grade: Any, chosen: str) -> str:
        return str(grade.verdict(chosen))

    @cached_property
    def table(self) -> BidEuchreTable:
        return BidEuchreTable(self.question.situation)

    def read(self, form: MultiDict[str, str]) -> dict[str, Any]:
        """Pass, or a number (or lone bid) and a strain: the bid as bid_text writes it."""
        table = self.table
        choice = (form.get("choice") or "").strip().lower()  # "pass"; a strain's button bids
        if choice == PASS:
            if not table.can_pass:
                raise FormProblem({"choice": "The dealer is stuck: you must bid."})
            return {"choice": PASS}
        tricks = (form.get("tricks") or "").strip()
        strain = (form.get("strain") or "").strip()
        problems = {}
        if not tricks:
            problems["tricks"] = "Choose how many tricks you bid (or a lone bid)."
        if not strain:
            problems["strain"] = "Choose the strain: a trump suit or no-trump."
        if problems:
            raise FormProblem(problems)
        view = table.view
        try:
            action = parse_bid_text(f"{tricks} {strain}", view.seat, self.question.situation.rules)
        except FieldError:
            raise FormProblem(
                {"tricks": f"'{shortened(tricks)} {shortened(strain)}' is not a bid you can make."}
            ) from None
        if action not in view.legal_actions:
            lowest = min(table.numbers, default=None)
            said = f"bid at least {lowest}" if lowest is not None else "pass"
            raise FormProblem({"tricks": f"You cannot bid {bid_text(action)} here: {said}."})
        return {"choice": bid_text(action)}

    def prepare(self) -> None:
        prepare(self.question.situation)

    def grade(self, answer: Answer, claims: Claims) -> Outcome:
        """Right is the best bid or one the deals cannot tell from it; graded once (with the
        learner's bid among the options) and read back after."""
        choice = answer["choice"]
        if "grade" in answer:
            grade = BidGrade.from_dict(answer["grade"])
        else:
            grade = graded(self.question.situation)
            if choice not in {option.action for option in grade.options}:
                grade = graded(self.question.situation, include=(choice,))
        return judged(self.question.topic, grade, choice, grade.to_dict())
