"""The JSON API: score a cribbage hand, analyze a discard, grade a Euchre or Bid Euchre bid, and
settle the arguments of all three games (the pegging, a trick, a hand's worth), from the same query
strings as the /settle pages. Every answer is JSON; bad input is a 400 that says why."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, TypeVar, cast

import orjson
from flask import Blueprint, Response, request, url_for
from flask.json.provider import DefaultJSONProvider
from flask.typing import ResponseReturnValue

from scoring.bideuchre.bidding.grading import BidGrade as BidEuchreGrade
from scoring.bideuchre.bidding.reasons import why
from scoring.cards import Card
from scoring.cribbage.hand import HandScore, score_hand
from scoring.errors import ExplainedError, FieldError
from scoring.euchre.bidding import BidGrade
from scoring.euchre.bidding.reasons import Explanation
from webapp.calculators.bid import example_grade, read_bid_json
from webapp.calculators.bid_euchre import example_grade as bid_euchre_example
from webapp.calculators.bid_euchre import question_query, read_bid_euchre_json
from webapp.calculators.discard import DiscardAnswer, DiscardForm, RankedThrow, example_answer
from webapp.calculators.form import CalculatorForm
from webapp.calculators.hand import HAND_FORMS
from webapp.calculators.pegging import PeggingForm
from webapp.calculators.show import CountForm
from webapp.calculators.trick import BID_EUCHRE, EUCHRE, TRICK_FORMS
from webapp.openapi import openapi_document
from webapp.openapi_bid_euchre import bid_euchre_paths
from webapp.openapi_settle import settle_paths
from webapp.security import csrf_exempt
from webapp.settle_json import example_answers, hand_json, pegging_json, trick_json

bp = Blueprint("api", __name__, url_prefix="/api")


class JSON(DefaultJSONProvider):
    """The app's JSON, written by orjson: the score API's answer in about 2 µs instead of 20,
    the discard API's in a tenth of the time. Keys keep their order (hand, starter, crib,
    total, ...); text is UTF-8 as it is ('5♣'), not escaped."""

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        if kwargs:  # options only the standard library takes (an indent, say)
            return super().dumps(obj, **kwargs)
        return orjson.dumps(obj, default=self.default).decode()

    def response(self, *args: Any, **kwargs: Any) -> Response:
        body = orjson.dumps(self._prepare_response_obj(args, kwargs), default=self.default)
        # The provider is declared with Flask's sansio App, whose response class takes no
        # body; it always belongs to a Flask app, whose response class is flask's Response.
        response_class = cast("type[Response]", self._app.response_class)
        return response_class(body, mimetype=self.mimetype)


R = TypeVar("R")


def _cards(cards: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in cards]


def _ask(form: CalculatorForm[R], written: Callable[[R], dict[str, Any]]) -> ResponseReturnValue:
    """The engine's answer, `written` as JSON; or 400 saying why: the first parameter required
    and not given, or else every field at fault, in the form's order."""
    missing = form.missing_parameter()
    if missing:
        return {"error": missing}, 400
    result = form.settle()
    if result is None:
        problems = [f"{name}: {message}" for name, message in form.messages.items()]
        return {"error": ". ".join(problems)}, 400
    return written(result)


@bp.get("/cribbage/score")
def cribbage_score() -> ResponseReturnValue:
    return _ask(CountForm(request.args), score_json)


@bp.get("/cribbage/discard")
def cribbage_discard() -> ResponseReturnValue:
    return _ask(DiscardForm(request.args), discard_json)


def score_json(score: HandScore) -> dict[str, Any]:
    return {
        "hand": _cards(score.hand),
        "starter": str(score.starter),
        "crib": score.crib,
        "total": score.total,
        "items": [
            {
                "category": str(item.category),
                "cards": _cards(item.cards),
                "points": item.points,
                "text": item.text,
            }
            for item in score.items
        ],
        "spoken": score.spoken,
        "notes": list(score.notes),
    }


def discard_json(answer: DiscardAnswer) -> dict[str, Any]:
    """The engine's figures: expectations as floats, and exactly as fractions ("383/23"); the
    options in the evaluation's order, each with its pegging term (two players), its value in
    the evaluation's measure (points, or the chance of winning) with its 95% interval, and
    its verdict."""
    analysis = answer.analysis
    evaluation = answer.evaluation
    return {
        "cards": _cards(analysis.cards),
        "dealer": analysis.dealer,
        "players": analysis.players,
        "score": None if answer.score is None else list(answer.score),
        "to": answer.game_to,
        "model": analysis.model,
        "starters": analysis.starters,
        "crib_cases": analysis.crib_cases,
        "measure": evaluation.measure,
        "ranked_by": evaluation.ranked_by,
        "basis": evaluation.basis,
        "deals": evaluation.deals,
        "options": [_throw_json(ranked) for ranked in answer.ranked],
    }


def _throw_json(ranked: RankedThrow) -> dict[str, Any]:
    """One way to throw: the analyzer's exact figures, then the evaluation's."""
    option = ranked.option
    return {
        "keep": _cards(option.kept),
        "throw": _cards(option.thrown),
        "hand_ev": float(option.hand_ev),
        "hand_min": option.hand_min,
        "hand_max": option.hand_max,
        "hand_before_starter": option.hand_before_starter,
        "hand_distribution": {
            str(score): starters for score, starters in option.hand_distribution.items()
        },
        "crib_ev": float(option.crib_ev),
        "net_ev": float(option.net_ev),
        "hand_ev_exact": str(option.hand_ev),
        "crib_ev_exact": str(option.crib_ev),
        "net_ev_exact": str(option.net_ev),
        "reason": option.reason,
        "pegging": ranked.pegging,
        "value": ranked.evaluated.value,
        "low": ranked.evaluated.low,
        "high": ranked.evaluated.high,
        "verdict": ranked.verdict,
    }


@bp.post("/euchre/bid")
@csrf_exempt  # a JSON question answered, nothing changed: no session, nothing to forge
def euchre_bid() -> ResponseReturnValue:
    try:
        grade, explanation = read_bid_json(json_body())
    except ExplainedError as error:
        return refused(error)
    return bid_json(grade, explanation)


# A question here is an object of lists and objects a few levels deep: anything nested deeper
# is refused before it is parsed (a parser's recursion is not for strangers to drive).
MAX_JSON_DEPTH = 8


def json_body() -> Any:
    """The request's JSON body (None when it is not JSON), refused with a reason when it nests
    deeper than MAX_JSON_DEPTH, before any parser walks it."""
    raw = request.get_data(cache=True)
    if nesting(raw) > MAX_JSON_DEPTH:
        raise ExplainedError(
            f"the JSON body nests deeper than {MAX_JSON_DEPTH} levels of lists and objects; "
            "a question here is a flat object"
        )
    try:
        return json.loads(raw) if raw else None
    except ValueError:
        return None


def nesting(raw: bytes) -> int:
    """How deep the arrays and objects of a JSON text nest (brackets inside strings aside), up
    to one past MAX_JSON_DEPTH: one pass, no recursion."""
    depth = deepest = 0
    in_string = escaped = False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_JSON_DEPTH:
                    return deepest
        elif byte in (0x5D, 0x7D):  # ] }
            depth -= 1
    return deepest


def refused(error: ExplainedError) -> ResponseReturnValue:
    """400 saying why; a field at fault is named before the message and as `field`."""
    if isinstance(error, FieldError) and error.field:
        return {"error": f"{error.field}: {error}", "field": error.field}, 400
    return {"error": str(error)}, 400


def bid_json(grade: BidGrade, explanation: Explanation) -> dict[str, Any]:
    """A graded bid: the question, every option best first with its figures and how its deals
    ended, and the reasons (scoring.euchre.bidding.reasons)."""
    situation = grade.situation
    return {
        "situation": {
            "hand": _cards(situation.hand),
            "upcard": str(situation.upcard),
            "seat": situation.seat,
            "round": situation.round,
            "score": list(situation.score),
            "rules": situation.rules.to_dict(),
        },
        "basis": grade.basis,
        "close": grade.close,
        "deals": grade.deals,
        "seed": grade.seed,
        "best": grade.best.action,
        "options": [
            {
                "action": option.action,
                "label": option.label,
                "points": option.points,
                "low": option.low,
                "high": option.high,
                "win_chance": option.win_chance,
                "win_low": option.win_low,
                "win_high": option.win_high,
                "diff": option.diff,
                "diff_low": option.diff_low,
                "diff_high": option.diff_high,
                "acceptable": grade.acceptable(option.action),
                "verdict": explanation.verdict(option.action).text,
                "outcomes": [
                    {"text": tally.text, "deals": tally.deals, "points": tally.points}
                    for tally in option.outcomes
                ],
            }
            for option in grade.options
        ],
        "explanation": {
            "in_short": explanation.in_short,
            "summary": explanation.summary,
            "reasons": [
                {"topic": reason.topic, "text": reason.text, "cards": _cards(reason.cards)}
                for reason in explanation.reasons
            ],
            "counts": [
                {
                    "suit": str(count.suit),
                    "items": [
                        {"text": item.text, "cards": _cards(item.cards), "points": item.points}
                        for item in count.items
                    ],
                    "total": count.total,
                    "says": count.says,
                    "text": count.says_text,
                }
                for count in explanation.counts
            ],
            "rule_action": explanation.rule_action,
            "rule_agrees": explanation.rule_agrees,
            "rule": explanation.rule,
            "outcomes": explanation.outcomes,
            "method": explanation.method,
        },
    }


@bp.post("/bid-euchre/bid")
@csrf_exempt  # a JSON question answered, nothing changed: no session, nothing to forge
def bid_euchre_bid() -> ResponseReturnValue:
    try:
        grade = read_bid_euchre_json(json_body())
    except ExplainedError as error:
        return refused(error)
    return bid_euchre_json(grade)


def bid_euchre_json(grade: BidEuchreGrade) -> dict[str, Any]:
    """A graded Bid Euchre bid: the question, every option graded best first with its figures
    and its verdict against the best, the reason, and the analyzer's page for it."""
    question = grade.question
    return {
        "question": {
            "hand": _cards(question.hand),
            "seat": question.seat,
            "bids": list(question.bids),
            "score": list(question.score),
            "rules": question.rules.to_dict(),
        },
        "best": grade.best.action,
        "close": grade.close,
        "deals": grade.deals,
        "seed": grade.seed,
        "reason": why(grade).in_short,
        "options": [
            {
                "action": option.action,
                "label": option.label,
                "points": option.points,
                "low": option.low,
                "high": option.high,
                "make_chance": option.make_chance,
                "tricks": option.tricks,
                "stands": option.stands,
                "diff": option.diff,
                "diff_low": option.diff_low,
                "diff_high": option.diff_high,
                "verdict": grade.verdict(option.action),
            }
            for option in grade.options
        ],
        "permalink": url_for("bideuchre.analyse", **question_query(question), _external=True),
    }


@bp.get("/cribbage/pegging")
def cribbage_pegging() -> ResponseReturnValue:
    return _ask(PeggingForm(request.args), pegging_json)


@bp.get("/euchre/trick", defaults={"game": EUCHRE})
@bp.get("/bid-euchre/trick", defaults={"game": BID_EUCHRE})
def trick(game: str) -> ResponseReturnValue:
    return _ask(TRICK_FORMS[game](request.args), trick_json)


@bp.get("/euchre/hand", defaults={"game": EUCHRE})
@bp.get("/bid-euchre/hand", defaults={"game": BID_EUCHRE})
def hand(game: str) -> ResponseReturnValue:
    return _ask(HAND_FORMS[game](request.args), hand_json)


@bp.get("/openapi.json")
def openapi() -> ResponseReturnValue:
    return openapi_document(
        example_score=score_json(score_hand("5H 5C 5S JD", "5D")),
        example_discard=discard_json(example_answer()),
        example_bid=bid_json(*example_grade()),
        bid_euchre=bid_euchre_paths(bid_euchre_json(bid_euchre_example())),
        settled=settle_paths(example_answers()),
    )
