"""Read a Euchre bidding question (hand, up-card, seat, round, score, house rules) into a
graded bid and its explanation, or errors keyed by field: for the analyzer page (a query
string) and the JSON API (a JSON body) alike.

Grading plays every option out over hundreds of deals (a fraction of a second to a second), so
each question's answer is kept for the next asker, in the database: a shared permalink opens at
once, whichever process serves it. The grading is deterministic (seed 0 unless one is given),
so the kept answer is the answer. A question not kept is costly work
(webapp.limits.costly_work): counted against the asker's budget, and run in one of the
process's few places for it.
"""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from functools import cache
from typing import Any

from flask import current_app
from sqlalchemy import select
from sqlalchemy.exc import SQLAlchemyError
from werkzeug.datastructures import MultiDict

from scoring.errors import ExplainedError, FieldError
from scoring.euchre.bidding import BidGrade, Situation, grade_discard, grade_situation
from scoring.euchre.bidding.grading import MAX_DEALS
from scoring.euchre.bidding.reasons import Explanation, explain
from scoring.euchre.bidding.saved import grade_from_dict, grade_to_dict
from scoring.euchre.bidding.situation import read_situation
from scoring.euchre.options import Rules
from scoring.numbers import read_whole_number
from scoring.options import options_of
from webapp.forms import OptionsForm, options_form, shortened
from webapp.limits import costly_work
from webapp.models import GradedQuestion, utc_now
from webapp.storage import get_engine, insert_for

# The house rules that change how a bid plays out (a farmer's hand is not modelled, and the
# players never renege), offered on the page and read by the API.
RULE_NAMES = ("game_to", "all_pass", "defend_alone", "opening_lead")
RULE_OPTIONS = tuple(option for option in options_of(Rules) if option.name in RULE_NAMES)
RulesForm = options_form(RULE_OPTIONS)
FIELDS = ("hand", "upcard", "seat", "round", "score", *RULE_NAMES)
# The form's example: a strong hand for hearts at the dealer's left.
EXAMPLE = {"hand": "JH JD AH KS AC", "upcard": "9H"}
SEATS = (1, 2, 3, 4)
ROUNDS = (1, 2)
MOST_SEED = 2**31 - 1
EXAMPLE_DEALS = 100
KEPT = 256  # answers kept: a few hundred questions, each a few kilobytes


@dataclass(frozen=True)
class BidRequest:
    """What was asked, as typed, and what came of it: a grade with its explanation, or
    errors keyed by field (FIELDS)."""

    hand: str = ""
    upcard: str = ""
    seat: str = "1"
    round: str = "1"
    ours: str = "0"
    theirs: str = "0"
    rules: OptionsForm = field(default_factory=RulesForm)
    grade: BidGrade | None = None
    explanation: Explanation | None = None
    # The dealer who does best to pick up: which card to lay away, graded the same way.
    discard: BidGrade | None = None
    discard_explanation: Explanation | None = None
    errors: dict[str, str] = field(default_factory=dict)

    @property
    def query(self) -> dict[str, str]:
        """The canonical query of a graded question, the permalink's: the rules that differ
        from the defaults only."""
        if self.grade is None:
            return {}
        return situation_query(self.grade.situation)


def situation_query(situation: Situation) -> dict[str, str]:
    """A question as the analyzer's query string."""
    query = {
        "hand": " ".join(str(card) for card in situation.hand),
        "upcard": str(situation.upcard),
        "seat": str(situation.seat),
        "round": str(situation.round),
        "ours": str(situation.score[0]),
        "theirs": str(situation.score[1]),
    }
    defaults = Rules().to_dict()
    chosen = situation.rules.to_dict()
    for name in RULE_NAMES:
        if chosen[name] != defaults[name]:
            value = chosen[name]
            query[name] = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return query


def read_bid_query(args: Mapping[str, str]) -> BidRequest:
    """Check every field of the analyzer's query, then grade the question if all are fine."""
    errors: dict[str, str] = {}
    rules_form = RulesForm(formdata=MultiDict({n: args[n] for n in RULE_NAMES if n in args}))
    rules_form.validate()
    errors.update(rules_form.errors_by_field())
    asked = BidRequest(
        hand=args.get("hand", ""),
        upcard=args.get("upcard", ""),
        seat=args.get("seat", "1"),
        round=args.get("round", "1"),
        ours=args.get("ours", "0"),
        theirs=args.get("theirs", "0"),
        rules=rules_form,
    )
    seat = _whole(asked.seat, "seat", SEATS, errors, "1 (the dealer's left), 2, 3 or 4 (you deal)")
    round_ = _whole(asked.round, "round", ROUNDS, errors, "1 (ordering up) or 2 (naming a suit)")
    ours = _score(asked.ours, errors)
    theirs = _score(asked.theirs, errors)
    if not asked.hand.strip():
        errors["hand"] = f"give the five cards of your hand, like {EXAMPLE['hand']}"
    if not asked.upcard.strip():
        errors["upcard"] = f"give the card turned up on the kitty, like {EXAMPLE['upcard']}"
    # The engine checks the cards (and the score against the game's length) whatever else is
    # wrong, so that every field at fault is named at once; a field already at fault is
    # stood in for by a value that passes.
    rules = Rules(**rules_form.values())  # a rule not offered stands at its default here
    score = (ours, theirs) if ours is not None and theirs is not None else (0, 0)
    try:
        situation = read_situation(
            asked.hand, asked.upcard, seat=seat or 1, round=round_ or 1, score=score, rules=rules
        )
    except FieldError as error:
        errors.setdefault(error.field or "hand", str(error))
    if errors:
        return replace(asked, errors=_in_order(errors))
    grade, explanation = graded(situation)
    asked = replace(asked, grade=grade, explanation=explanation)
    if situation.is_dealer and situation.round == 1 and grade.best.action != "pass":
        discard, said = graded_discard(situation, alone=grade.best.action == "order_alone")
        asked = replace(asked, discard=discard, discard_explanation=said)
    return asked


def read_bid_json(body: Any) -> tuple[BidGrade, Explanation]:
    """The API's question, a JSON object {hand, upcard, seat, round, score?, rules?, seed?};
    ExplainedError (with a message to show) when it is not one."""
    if not isinstance(body, dict):
        raise ExplainedError("send a JSON object with hand, upcard, seat and round")
    known = {"hand", "upcard", "seat", "round", "score", "rules", "seed"}
    unknown = sorted(set(body) - known)
    if unknown:
        raise ExplainedError(
            f"unknown field {shortened(str(unknown[0]))!r}; the fields are "
            "hand, upcard, seat, round, score, rules and seed"
        )
    for name in ("hand", "upcard", "seat", "round"):
        if name not in body:
            raise FieldError(f"missing field '{name}'", field=name)
    for name in ("hand", "upcard"):
        if not isinstance(body[name], str):
            raise FieldError(f"{name} is a string of cards, like 'JH JD AH KS AC'", field=name)
    score = body.get("score", [0, 0])
    if not isinstance(score, list):
        raise FieldError("score is a list of two whole numbers: ours, then theirs", field="score")
    rules_given = body.get("rules", {})
    if not isinstance(rules_given, dict):
        raise ExplainedError('rules is an object of house rules, like {"game_to": 10}')
    seed = body.get("seed", 0)
    if type(seed) is not int or not 0 <= seed <= MOST_SEED:
        raise ExplainedError(f"seed is a whole number from 0 to {MOST_SEED}")
    rules = Rules.from_dict(rules_given)
    situation = read_situation(
        body["hand"],
        body["upcard"],
        seat=body["seat"],
        round=body["round"],
        score=score,
        rules=rules,
    )
    return graded(situation, seed)


Graded = tuple[BidGrade, Explanation]


class Kept:
    """Graded questions kept: every one in the database (table graded_questions), for every
    process and every later asker, and the last `size` in this process's memory as well. One
    not kept is worked out as costly work, once, even when two ask at the same moment."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._answers: OrderedDict[str, Graded] = OrderedDict()
        self._lock = threading.Lock()
        self._working: dict[str, threading.Lock] = {}

    def get(self, key: list[Any], work: Callable[[], BidGrade]) -> Graded:
        """The answer to the question `key` (JSON-ready: what, the question, seed, ...)."""
        digest = hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()
        answer = self._kept(digest)
        if answer is not None:
            return answer
        with self._lock:
            working = self._working.setdefault(digest, threading.Lock())
        try:
            with working:  # a second asker of the same question waits for the first's answer
                answer = self._kept(digest)
                if answer is None:
                    with costly_work():
                        grade = work()
                    self._store(digest, grade)
                    answer = self._remember(digest, grade)
        finally:
            with self._lock:
                self._working.pop(digest, None)
        return answer

    def _kept(self, digest: str) -> Graded | None:
        with self._lock:
            answer = self._answers.get(digest)
            if answer is not None:
                self._answers.move_to_end(digest)
                return answer
        query = select(GradedQuestion.grade).where(GradedQuestion.key == digest)
        with get_engine().connect() as connection:
            stored = connection.scalar(query)
        if stored is None:
            return None
        return self._remember(digest, grade_from_dict(json.loads(stored)))

    def _remember(self, digest: str, grade: BidGrade) -> Graded:
        answer = grade, explain(grade)
        with self._lock:
            self._answers[digest] = answer
            while len(self._answers) > self.size:
                self._answers.popitem(last=False)
        return answer

    def _store(self, digest: str, grade: BidGrade) -> None:
        engine = get_engine()
        row = {"key": digest, "grade": json.dumps(grade_to_dict(grade)), "created_at": utc_now()}
        statement = insert_for(engine)(GradedQuestion).values(row).on_conflict_do_nothing()
        try:
            with engine.begin() as connection:
                connection.execute(statement)
        except SQLAlchemyError:  # kept in memory all the same; the next process grades again
            current_app.logger.warning("a graded question could not be kept", exc_info=True)

    def clear(self) -> None:
        """Forget what this process remembers (the database keeps its copies)."""
        with self._lock:
            self._answers.clear()


GRADED = Kept(KEPT)


@cache
def example_grade() -> Graded:
    """The API document's example: the form's example hand, over one batch of deals (cheap:
    not counted as costly work)."""
    situation = read_situation(EXAMPLE["hand"], EXAMPLE["upcard"], seat=1, round=1)
    grade = grade_situation(situation, seed=0, max_deals=EXAMPLE_DEALS)
    return grade, explain(grade)


def graded(situation: Situation, seed: int = 0) -> Graded:
    """The question graded and explained, kept for the next time it is asked."""
    most = int(current_app.config.get("BID_MAX_DEALS", MAX_DEALS))

    def work() -> BidGrade:
        return grade_situation(situation, seed=seed, max_deals=most)

    return GRADED.get(["bid", situation.to_dict(), seed, most], work)


def graded_discard(situation: Situation, *, alone: bool, seed: int = 0) -> Graded:
    """The dealer's discard after picking up, graded and explained, kept likewise."""
    most = int(current_app.config.get("BID_MAX_DEALS", MAX_DEALS))

    def work() -> BidGrade:
        return grade_discard(
            situation.hand,
            situation.upcard,
            alone=alone,
            score=situation.score,
            rules=situation.rules,
            seed=seed,
            max_deals=most,
        )

    return GRADED.get(["discard", situation.to_dict(), alone, seed, most], work)


def _whole(
    text: str, name: str, allowed: tuple[int, ...], errors: dict[str, str], said: str
) -> int | None:
    value = read_whole_number(text)
    if value is not None and value in allowed:
        return value
    errors[name] = f"{name} is {said}, not '{shortened(text)}'"
    return None


def _score(text: str, errors: dict[str, str]) -> int | None:
    value = read_whole_number(text)
    if value is not None:
        return value
    if "score" not in errors:
        errors["score"] = f"a score is a whole number of points, not '{shortened(text)}'"
    return None


def _in_order(errors: dict[str, str]) -> dict[str, str]:
    """The errors in the form's order, so that a list of problems reads top to bottom."""
    return {name: errors[name] for name in FIELDS if name in errors}
