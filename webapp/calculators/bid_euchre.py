"""Grade a Bid Euchre bidding question (your hand, your seat, the bids before you, the score,
the house rules): asked on the analyzer page (BidEuchreForm, a query string) or of the JSON
API (a JSON body). Grades are kept for the next asker (webapp.calculators.kept), so a
permalink opens at once; a question not kept is costly work.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from flask import current_app

from scoring.bideuchre.bidding.grading import (
    MAX_DEALS,
    BidGrade,
    Question,
    grade_question,
    read_question,
)
from scoring.bideuchre.bidding.reasons import why
from scoring.bideuchre.options import DECKS_WITH_BENNY, Rules
from scoring.cards import SECOND_COPY, Card, CardError
from scoring.errors import ExplainedError, FieldError, RulesError
from scoring.options import options_of
from scoring.tricks.seats import PLAYERS
from webapp.calculators.fields import CardsTextField, ScoreField, TextField, WholeNumberField
from webapp.calculators.form import CalculatorForm, add_house_rules
from webapp.calculators.kept import Kept
from webapp.forms import shortened

# The house rules that change the bidding or how a bid plays out, offered on the page and read
# by the API (the game's length does not: bids are ranked by points a hand).
RULE_NAMES = (
    "deck",
    "min_bid",
    "auction",
    "all_pass",
    "low_no_trump",
    "lone_bids",
    "benny",
    "made_scores",
)
RULE_OPTIONS = tuple(option for option in options_of(Rules) if option.name in RULE_NAMES)
# The form's example: a long spade suit with the bowers, after a pass and an opponent's bid.
EXAMPLE = {
    "hand": "JS JS' JC AS KS 9S TS AH AH' KD QD 9C",
    "bids": "pass, 4 hearts",
    "seat": "3",
}
SEATS = (1, 2, 3, 4)
MOST_SEED = 2**31 - 1
EXAMPLE_DEALS = 100
KEPT = 256
STAND_INS = 4  # the question checked again with each of hand, seat and score stood in for
BIDS_HELP = "pass, or a number and a strain: 7 clubs, 6 no-trump; lone bids: moon hearts"


def read_hand(text: str, rules: Rules) -> list[Card]:
    """Your hand as typed, read as the page and the API document say: cards of the deck in
    play, separated by spaces, commas, semicolons or +; a card typed again is its second copy
    (AH AH is AH AH')."""
    try:
        return rules.cards.read(text)
    except CardError as error:
        raise FieldError(str(error), field="hand") from None


def stand_in_hand(rules: Rules) -> list[Card]:
    """A hand the engine takes under `rules`, checking the rest of a question whose own hand
    is at fault."""
    return rules.cards.cards()[: rules.hand_size]


def split_bids(text: str) -> list[str]:
    """The bids before yours as typed, one per comma (or semicolon)."""
    return [part.strip() for part in text.replace(";", ",").split(",") if part.strip()]


@dataclass(frozen=True)
class BidEuchreAnswer:
    grade: BidGrade


class BidEuchreForm(CalculatorForm[BidEuchreAnswer]):
    """A Bid Euchre bidding question: your hand, your seat from the dealer's left, the bids
    before yours, the score, and the house rules that change the bidding."""

    hand = CardsTextField(
        "Your cards (12, or 8 with the 32-card deck).",
        missing=f"give the cards of your hand, like {EXAMPLE['hand']}",
        deck=DECKS_WITH_BENNY[48],
        least=8,
        most=12,
    )
    seat = WholeNumberField(
        "Your seat, from the dealer's left.",
        said="seat is 1 (the dealer's left), 2, 3 or 4 (you deal)",
        allowed=SEATS,
        default="1",
    )
    bids = TextField(
        "The bids before yours, from the dealer's left, separated by commas.",
        example=EXAMPLE["bids"],
        default="",
    )
    score = ScoreField(
        "Our side's points, then theirs, before this hand (below zero after a set).", signed=True
    )
    blamed = "hand"
    question: Question | None = None

    def validate(self, extra_validators: Mapping[str, Sequence[Any]] | None = None) -> bool:
        """Every field, and the engine's check of the question whatever else is wrong, so that
        every field at fault is named at once: a field at fault (the form's or the engine's)
        is stood in for by a value that passes, and the question checked again."""
        super().validate(extra_validators)
        rules = Rules(**self.values())
        bids = split_bids(self.bids.data or "")
        hand = None if self.hand.errors else self.hand.data
        seat = None if self.seat.errors else self.seat.data
        score = None if self.score.errors else self.score.data
        for _ in range(STAND_INS):
            try:
                question = read_question(
                    read_hand(hand, rules) if hand is not None else stand_in_hand(rules),
                    # a seat the bids before it could have come round to
                    seat=seat if seat is not None else len(bids) % PLAYERS + 1,
                    bids=bids,
                    score=score if score is not None else (0, 0),
                    rules=rules,
                )
            except FieldError as error:
                field = error.field or self.blamed
                self.fail(field, str(error))
                if field == "hand" and hand is not None:
                    hand = None
                elif field == "seat" and seat is not None:
                    seat = None
                elif field == "score" and score is not None:
                    score = None
                else:
                    break
            else:
                if not self.messages:
                    self.question = question
                break
        return not self.messages

    def answer(self) -> BidEuchreAnswer | None:
        if self.question is None:
            return None
        return BidEuchreAnswer(graded(self.question))

    @property
    def query(self) -> dict[str, str]:
        if self.result is None:
            return {}
        return question_query(self.result.grade.question)


add_house_rules(BidEuchreForm, RULE_OPTIONS, exact=False)


def question_query(question: Question) -> dict[str, str]:
    """A question as the analyzer's query string: the rules that differ from the defaults,
    and the hand without primes (a card typed again is its second copy: AH AH), which some
    programs that find links in text take for the link's end."""
    query = {
        "hand": " ".join(str(card).removesuffix(SECOND_COPY) for card in question.hand),
        "seat": str(question.seat),
        "bids": ", ".join(question.bids),
        "ours": str(question.score[0]),
        "theirs": str(question.score[1]),
    }
    if not question.bids:
        del query["bids"]
    defaults = Rules().to_dict()
    chosen = question.rules.to_dict()
    for name in RULE_NAMES:
        if chosen[name] != defaults[name]:
            value = chosen[name]
            query[name] = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return query


def read_bid_euchre_json(body: Any) -> BidGrade:
    """The API's question, a JSON object {hand, seat, bids?, score?, rules?, seed?}, graded;
    FieldError naming the field at fault, or ExplainedError, with a message to show, when it
    is not one the game could ask."""
    if not isinstance(body, dict):
        raise ExplainedError("send a JSON object with hand and seat")
    known = {"hand", "seat", "bids", "score", "rules", "seed"}
    unknown = sorted(set(body) - known)
    if unknown:
        raise ExplainedError(
            f"unknown field {shortened(str(unknown[0]))!r}; the fields are "
            "hand, seat, bids, score, rules and seed"
        )
    for name in ("hand", "seat"):
        if name not in body:
            raise FieldError(f"missing field '{name}'", field=name)
    if not isinstance(body["hand"], str):
        raise FieldError(f'hand is a string of cards, like "{EXAMPLE["hand"]}"', field="hand")
    if type(body["seat"]) is not int:
        raise FieldError("seat is 1 (the dealer's left), 2, 3 or 4 (you deal)", field="seat")
    bids = body.get("bids", [])
    if not isinstance(bids, list) or not all(isinstance(b, str) for b in bids):
        raise FieldError(f"bids is a list of strings: {BIDS_HELP}", field="bids")
    score = body.get("score", [0, 0])
    if not isinstance(score, list) or not all(type(s) is int for s in score):
        raise FieldError("score is a list of two whole numbers: ours, then theirs", field="score")
    rules_given = body.get("rules", {})
    if not isinstance(rules_given, dict):
        raise FieldError(
            'rules is an object of house rules, like {"lone_bids": true}', field="rules"
        )
    seed = body.get("seed", 0)
    if type(seed) is not int or not 0 <= seed <= MOST_SEED:
        raise FieldError(f"seed is a whole number from 0 to {MOST_SEED}", field="seed")
    try:
        rules = Rules.from_dict(rules_given)
    except RulesError as error:
        raise FieldError(str(error), field="rules") from error
    hand = read_hand(body["hand"], rules)
    question = read_question(hand, seat=body["seat"], bids=bids, score=score, rules=rules)
    return graded(question, seed)


def _reason(grade: BidGrade) -> str:
    return why(grade).in_short


def _grade(payload: Mapping[str, Any]) -> BidGrade:
    """A question worked out on the task queue's workers."""
    question = Question.from_dict(payload["question"])
    include = [str(text) for text in payload["include"]]
    seed, most = int(payload["seed"]), int(payload["most"])
    return grade_question(question, seed=seed, max_deals=most, include=include)


GRADED = Kept[BidGrade, str](
    "bid-euchre-bid", KEPT, BidGrade.to_dict, BidGrade.from_dict, _reason, _grade
)


def _asked(
    question: Question, seed: int, include: Sequence[str]
) -> tuple[list[Any], dict[str, Any]]:
    most = int(current_app.config.get("BID_MAX_DEALS", MAX_DEALS))
    key = ["bid-euchre", question.to_dict(), seed, most, sorted(include)]
    payload = {
        "question": question.to_dict(),
        "seed": seed,
        "most": most,
        "include": sorted(include),
    }
    return key, payload


def graded(question: Question, seed: int = 0, include: Sequence[str] = ()) -> BidGrade:
    """The question graded, kept for the next time it is asked; `include`: bids to grade even
    if they are not sensible (a learner's choice). Worked out on the task queue's workers:
    Pending while it is."""
    grade, _ = GRADED.get(*_asked(question, seed, include))
    return grade


def prepare(question: Question, seed: int = 0) -> None:
    """Have the question graded ahead of time (a drill just dealt)."""
    GRADED.prepare(*_asked(question, seed, ()))


@cache
def example_grade() -> BidGrade:
    """The API document's example, over one batch of deals (cheap: not costly work)."""
    question = read_question(
        EXAMPLE["hand"],
        seat=int(EXAMPLE["seat"]),
        bids=split_bids(EXAMPLE["bids"]),
    )
    return grade_question(question, seed=0, max_deals=EXAMPLE_DEALS)
