"""Grade a Euchre bidding question (hand, up-card, seat, round, score, house rules) with its
explanation: asked on the analyzer page (BidForm, a query string) or of the JSON API (a JSON
body).

Grading plays every option out over hundreds of deals (a fraction of a second to a second), so
each question's answer is kept for the next asker, in the database: a shared permalink opens at
once, whichever process serves it. The grading is deterministic (seed 0 unless one is given),
so the kept answer is the answer. A question not kept is costly work, worked out on the task
queue's workers (webapp.jobs) and charged to the asker's budget of worker seconds.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from flask import current_app

from scoring.cards import EUCHRE_DECK
from scoring.errors import ExplainedError, FieldError
from scoring.euchre.bidding import BidGrade, Situation, grade_discard, grade_situation
from scoring.euchre.bidding.grading import MAX_DEALS
from scoring.euchre.bidding.reasons import Explanation, explain
from scoring.euchre.bidding.saved import grade_from_dict, grade_to_dict, situation_from_dict
from scoring.euchre.bidding.situation import read_situation
from scoring.euchre.options import Rules
from scoring.options import options_of
from webapp.calculators.fields import CardsTextField, ScoreField, WholeNumberField
from webapp.calculators.form import CalculatorForm, add_house_rules
from webapp.calculators.kept import Kept
from webapp.forms import shortened

# The house rules that change how a bid plays out (a farmer's hand is not modelled, and the
# players never renege), offered on the page and read by the API.
RULE_NAMES = ("game_to", "all_pass", "defend_alone", "opening_lead")
RULE_OPTIONS = tuple(option for option in options_of(Rules) if option.name in RULE_NAMES)
# The form's example: a strong hand for hearts at the dealer's left.
EXAMPLE = {"hand": "JH JD AH KS AC", "upcard": "9H"}
SEATS = (1, 2, 3, 4)
ROUNDS = (1, 2)
MOST_SEED = 2**31 - 1
EXAMPLE_DEALS = 100
KEPT = 256  # answers kept: a few hundred questions, each a few kilobytes


@dataclass(frozen=True)
class BidAnswer:
    """A question graded, with its explanation; and for a dealer who does best to pick up,
    which card to lay away, graded the same way."""

    grade: BidGrade
    explanation: Explanation
    discard: BidGrade | None = None
    discard_explanation: Explanation | None = None


class BidForm(CalculatorForm[BidAnswer]):
    """A bidding question: your hand, the up-card, your seat, the round, the score, and the
    house rules that change how a bid plays out (read as the new-game forms read them)."""

    hand = CardsTextField(
        "Your five cards.",
        missing=f"give the five cards of your hand, like {EXAMPLE['hand']}",
        deck=EUCHRE_DECK,
        least=5,
        most=5,
    )
    upcard = CardsTextField(
        "The card turned up (in round two, the card turned down).",
        missing=f"give the card turned up on the kitty, like {EXAMPLE['upcard']}",
        deck=EUCHRE_DECK,
        most=1,
    )
    seat = WholeNumberField(
        "Your seat, from the dealer's left.",
        said="seat is 1 (the dealer's left), 2, 3 or 4 (you deal)",
        allowed=SEATS,
        default="1",
    )
    round = WholeNumberField(
        "The round of bidding.",
        said="round is 1 (ordering up) or 2 (naming a suit)",
        allowed=ROUNDS,
        default="1",
    )
    score = ScoreField("Our side's points, then theirs, before this hand.")
    blamed = "hand"
    situation: Situation | None = None

    def validate(self, extra_validators: Mapping[str, Sequence[Any]] | None = None) -> bool:
        """Every field, and the engine's check of the cards (and of the score against the
        game's length) whatever else is wrong, so that every field at fault is named at once;
        a field already at fault is stood in for by a value that passes."""
        super().validate(extra_validators)
        try:
            self.situation = read_situation(
                self.hand.data or "",
                self.upcard.data or "",
                seat=self.seat.data or 1,
                round=self.round.data or 1,
                score=self.score.data or (0, 0),
                rules=Rules(**self.values()),  # a rule not offered stands at its default here
            )
        except FieldError as error:
            self.fail(error.field or self.blamed, str(error))
        return not self.messages

    def answer(self) -> BidAnswer | None:
        situation = self.situation
        if situation is None:
            return None
        grade, explanation = graded(situation)
        if not situation.is_dealer or situation.round != 1 or grade.best.action == "pass":
            return BidAnswer(grade, explanation)
        discard, said = graded_discard(situation, alone=grade.best.action == "order_alone")
        return BidAnswer(grade, explanation, discard, said)

    @property
    def query(self) -> dict[str, str]:
        """The canonical query of a graded question, the permalink's: the rules that differ
        from the defaults only."""
        if self.result is None:
            return {}
        return situation_query(self.result.grade.situation)


add_house_rules(BidForm, RULE_OPTIONS, exact=False)


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


def _grade(payload: Mapping[str, Any]) -> BidGrade:
    """A question worked out on the task queue's workers: the bid, or the dealer's discard."""
    situation = situation_from_dict(payload["situation"])
    seed, most = int(payload["seed"]), int(payload["most"])
    if payload["what"] == "bid":
        return grade_situation(situation, seed=seed, max_deals=most)
    return grade_discard(
        situation.hand,
        situation.upcard,
        alone=bool(payload["alone"]),
        score=situation.score,
        rules=situation.rules,
        seed=seed,
        max_deals=most,
    )


GRADED = Kept[BidGrade, Explanation](
    "euchre-bid", KEPT, grade_to_dict, grade_from_dict, explain, _grade
)


@cache
def example_grade() -> Graded:
    """The API document's example: the form's example hand, over one batch of deals (cheap:
    not counted as costly work)."""
    situation = read_situation(EXAMPLE["hand"], EXAMPLE["upcard"], seat=1, round=1)
    grade = grade_situation(situation, seed=0, max_deals=EXAMPLE_DEALS)
    return grade, explain(grade)


def _most() -> int:
    return int(current_app.config.get("BID_MAX_DEALS", MAX_DEALS))


def graded(situation: Situation, seed: int = 0) -> Graded:
    """The question graded and explained, kept for the next time it is asked (worked out on
    the task queue's workers: Pending while it is)."""
    most = _most()
    payload = {"what": "bid", "situation": situation.to_dict(), "seed": seed, "most": most}
    return GRADED.get(["bid", situation.to_dict(), seed, most], payload)


def graded_discard(situation: Situation, *, alone: bool, seed: int = 0) -> Graded:
    """The dealer's discard after picking up, graded and explained, kept likewise."""
    most = _most()
    payload = {
        "what": "discard",
        "situation": situation.to_dict(),
        "alone": alone,
        "seed": seed,
        "most": most,
    }
    return GRADED.get(["discard", situation.to_dict(), alone, seed, most], payload)


def prepare(situation: Situation, seed: int = 0) -> None:
    """Have the question graded ahead of time (a drill just dealt)."""
    most = _most()
    payload = {"what": "bid", "situation": situation.to_dict(), "seed": seed, "most": most}
    GRADED.prepare(["bid", situation.to_dict(), seed, most], payload)
