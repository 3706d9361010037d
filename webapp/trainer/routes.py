"""/train: deal a round for a mode (adaptive, or by level and focus, or by bidding topic),
show it, check the answer once, take find-them-all claims one by one, and deal the next; a
bidding quiz's summary. Every POST is saved before the answer; htmx gets the round's panel, a
plain form is redirected to the round."""

from __future__ import annotations

from flask import Response, make_response, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from werkzeug.datastructures import MultiDict

from scoring.engine import ExplainedError
from scoring.trainer import LABELS
from webapp.htmx import wants_fragment
from webapp.trainer import bp, quizzes, rounds
from webapp.trainer.grading import FormProblem, NotClaimable, NothingToAsk
from webapp.trainer.models import TrainerRound
from webapp.trainer.questions import (
    BIDDING_MODES,
    FOCUS_NAMES,
    LEVEL_NAMES,
    MODE_BLURBS,
    MODE_NAMES,
    MODE_TOPICS,
    TOPIC_NAMES,
    Mode,
    TrainRequest,
    read_train_request,
)
from webapp.trainer.round_view import RoundView, view

# What a claim names its cards, on the buttons of find-them-all.
CLAIM_NAMES = {"fifteen": "Fifteen", "pair": "Pair", "run": "Run", "flush": "Flush", "nobs": "Nobs"}
ALREADY_CHECKED = "You had already checked this hand: here is the result, counted once."
ALREADY_DONE = "This hand is done: here is the result. Deal the next one to go on."


@bp.app_template_filter("seconds")
def seconds(value: float) -> str:
    """A time as people say it: '8.5 seconds', '1 min 05 s'."""
    if value < 60:
        return f"{value:.1f} seconds"
    minutes, rest = divmod(round(value), 60)
    if minutes < 60:
        return f"{minutes} min {rest:02d} s"
    return f"{minutes // 60} h {minutes % 60:02d} min"


def _choices() -> dict[str, object]:
    return {
        "labels": LABELS,
        "claim_names": CLAIM_NAMES,
        "modes": MODE_NAMES,
        "blurbs": MODE_BLURBS,
        "focus_names": FOCUS_NAMES,
        "level_names": LEVEL_NAMES,
        "topic_names": TOPIC_NAMES,
        "mode_topics": MODE_TOPICS,
        "bidding_modes": BIDDING_MODES,
        "Mode": Mode,
    }


@bp.get("/train")
def train() -> ResponseReturnValue:
    asked = read_train_request(request.args)
    if asked.errors:
        return _start_page(asked, 400)
    existing = rounds.open_round(asked)
    if existing is not None:
        return redirect(url_for(".round_page", round_id=existing.id), 303)
    # A GET never writes: the start page says what the mode is, and its button deals (a POST).
    return _start_page(asked)


@bp.post("/train")
def start() -> ResponseReturnValue:
    asked = read_train_request(request.form)
    if asked.errors:
        return _start_page(asked, 400)
    # A double click on Start deals one hand, not two; but Deal beside a hand still open (its
    # id sent as `after`) asks for another.
    after = rounds.find(request.form.get("after", ""))
    try:
        dealt = rounds.deal_once(asked, after)
    except NothingToAsk as nothing:
        return _start_page(asked, problem=str(nothing))
    return redirect(url_for(".round_page", round_id=dealt.id), 303)


def _start_page(
    asked: TrainRequest, status: int = 200, problem: str | None = None
) -> ResponseReturnValue:
    html = render_template("trainer/start.html", asked=asked, problem=problem, **_choices())
    return html, status


@bp.get("/train/<id:round_id>")
def round_page(round_id: str) -> ResponseReturnValue:
    return _show(view(rounds.load(round_id)))


@bp.post("/train/<id:round_id>/check")
def check(round_id: str) -> ResponseReturnValue:
    shown = view(rounds.load(round_id))
    if shown.answered:
        return _show(shown, notice=ALREADY_CHECKED)
    try:
        given = shown.kind.read(request.form)
    except FormProblem as problem:
        return _show(shown, errors=problem.errors, form=request.form, status=400)
    answered, first = rounds.answer(round_id, given)
    if not first:
        return _show(view(answered), notice=ALREADY_CHECKED)
    if wants_fragment():
        return _show(view(answered))
    return redirect(url_for(".round_page", round_id=round_id), 303)


@bp.post("/train/<id:round_id>/done")
def done(round_id: str) -> ResponseReturnValue:
    """Find them all: no more claims; reveal what was missed. The same as checking."""
    return check(round_id)


@bp.post("/train/<id:round_id>/claim")
def claim(round_id: str) -> ResponseReturnValue:
    cards = request.form.getlist("card")
    category = request.form.get("category", "")
    try:
        rounds.add_claim(round_id, cards, category)
    except rounds.RoundAnswered:
        return _show(view(rounds.load(round_id)), notice=ALREADY_DONE, status=409)
    except NotClaimable as error:
        return _show(view(rounds.load(round_id)), problem=_sentence(error), status=400)
    except ExplainedError as error:
        shown = view(rounds.load(round_id))
        return _show(shown, errors={"claim": _sentence(error)}, status=400)
    if wants_fragment():
        return _show(view(rounds.load(round_id)))
    return redirect(url_for(".round_page", round_id=round_id, _anchor="claims"), 303)


@bp.post("/train/<id:round_id>/next")
def next_round(round_id: str) -> ResponseReturnValue:
    """Deal the next hand for the same mode, level and focus (skipping this one if open); after
    a dealer's pick-up, the discard; after a quiz's last answer, its results."""
    shown = view(rounds.load(round_id))
    if shown.follow_up is not None and shown.pending_follow_up:
        return _go_to(shown.follow_up)
    if shown.quiz is not None and shown.quiz.finished:
        results = url_for(".quiz", quiz_id=shown.quiz.quiz.id)
        if wants_fragment():
            return "", 204, {"HX-Redirect": results}
        return redirect(results, 303)
    asked = rounds.request_of(shown.round)
    try:
        return _go_to(rounds.deal_once(asked, shown.round))
    except NothingToAsk:  # every position retired: the mode's page says so
        start_page = url_for(".train", mode=asked.mode.value)
        if wants_fragment():
            return "", 204, {"HX-Redirect": start_page}
        return redirect(start_page, 303)


def _go_to(dealt: TrainerRound) -> ResponseReturnValue:
    """The round dealt next: htmx gets its panel (and the address), a form a redirect."""
    url = url_for(".round_page", round_id=dealt.id)
    if not wants_fragment():
        return redirect(url, 303)
    response = _show(view(dealt))
    response.headers["HX-Push-Url"] = url
    return response


@bp.get("/train/quiz/<id:quiz_id>")
def quiz(quiz_id: str) -> ResponseReturnValue:
    """A quiz's summary: so far while it runs, and its results once every question is in."""
    found = quizzes.summary(quizzes.load(quiz_id))
    asked = TrainRequest(found.mode, quiz=True)
    html = render_template(
        "trainer/quiz.html",
        summary=found,
        asked=asked,
        verdict_names=quizzes.VERDICT_NAMES,
        **_choices(),
    )
    return html, 200, {"Cache-Control": "no-store"}


def _sentence(error: Exception) -> str:
    """An explained error's message as a sentence: 'Pick two cards.'"""
    text = str(error).rstrip(".")
    return f"{text[:1].upper()}{text[1:]}."


def _show(
    shown: RoundView,
    *,
    notice: str | None = None,
    problem: str | None = None,
    errors: dict[str, str] | None = None,
    form: MultiDict[str, str] | None = None,
    status: int = 200,
) -> Response:
    """The round's page, or for htmx its panel; `notice` or `problem` said on top, `errors` by
    the fields (which keep what was typed, from `form`)."""
    template = "partials/trainer_round.html" if wants_fragment() else "trainer/round.html"
    html = render_template(
        template,
        shown=shown,
        asked=rounds.request_of(shown.round),
        notice=notice,
        problem=problem,
        errors=errors or {},
        form=form or MultiDict(),
        **_choices(),
    )
    response = make_response(html, status)
    response.vary.add("HX-Request")
    # A round is private to its learner and changes when answered.
    response.headers["Cache-Control"] = "no-store"
    return response
