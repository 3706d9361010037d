"""The scorekeeper for games played with real cards: /scorekeeper starts a sheet (cribbage,
Euchre or Bid Euchre, with its rules and names); /scorekeeper/<edit key> enters and undoes, every
entry scored and explained by the game's engine (scoring/scorekeeper/); /scorekeeper/follow/<view
key> shows the same sheet read-only, following it as it changes (htmx polls; an unchanged sheet
answers 204). The sheet is saved before every answer."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from flask import Blueprint, make_response, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue

from scoring.bideuchre.settle import HAND_RULES as BID_EUCHRE_RULES
from scoring.cribbage.rules import Rules as CribbageRules
from scoring.errors import FieldError
from scoring.euchre.settle import HAND_RULES as EUCHRE_RULES
from scoring.numbers import read_whole_number
from scoring.options import Option, options_of
from scoring.scorekeeper import SHEETS, OverCount, Sheet
from scoring.scorekeeper.cribbage import new_sheet
from scoring.scorekeeper.tricks import BidEuchreSheet, EuchreSheet, new_tricks_sheet
from webapp.forms import OptionsForm, options_form, read_form
from webapp.htmx import wants_fragment
from webapp.models import ScoreSheet
from webapp.scorekeeper import store
from webapp.scorekeeper.view import SheetView

bp = Blueprint("scorekeeper", __name__, url_prefix="/scorekeeper")

# The fields each kind of entry's form shows, where its mistakes are said; any other mistake
# (a muggins no longer open, an entry of no kind) is said above the sheet.
FIELDS_SHOWN = {
    "starter": ("starter",),
    "peg": ("player", "points"),
    "play": ("plays",),
    "count": ("whose", "cards", "starter", "claimed"),
    "hand": (
        "maker",
        "bidder",
        "bid",
        "trump",
        "tricks",
        "alone",
        "defender",
        "renege_by",
        "renege_suit",
    ),
}

# How long a follower's page waits between looks at the sheet, in seconds.
FOLLOW_EVERY = 3


# What an option means at a real table, where the engine's help speaks of the computer.
TABLE_HELP = {
    "muggins": "Each player counts aloud. Points missed in a count can be taken by an opponent "
    "who calls muggins; a count over what the cards hold is refused.",
}


def _options(rules: type[Any], names: tuple[str, ...]) -> tuple[Option, ...]:
    return tuple(
        replace(option, help=TABLE_HELP.get(option.name, option.help))
        for option in options_of(rules)
        if option.name in names
    )


# Each game's setup: the rule options that change its scoring, and how a sheet is made.
SETUPS: dict[str, tuple[tuple[Option, ...], Callable[[Mapping[str, str], Any], Sheet[Any]]]] = {
    "cribbage": (_options(CribbageRules, ("game_to", "muggins", "go_leads")), new_sheet),
    "euchre": (
        (*_options(SHEETS["euchre"][1], ("game_to",)), *EUCHRE_RULES),
        lambda fields, rules: new_tricks_sheet(EuchreSheet, fields, rules),
    ),
    "bid-euchre": (
        (*_options(SHEETS["bid-euchre"][1], ("game_to",)), *BID_EUCHRE_RULES),
        lambda fields, rules: new_tricks_sheet(BidEuchreSheet, fields, rules),
    ),
}
FORMS = {game: options_form(options) for game, (options, _) in SETUPS.items()}


@bp.get("")
def new() -> ResponseReturnValue:
    game = request.args.get("game", "cribbage")
    if game not in SETUPS:
        game = "cribbage"
    # A rematch's link fills in the names, the rules and who deals (the loser, by ACC rule).
    options = SETUPS[game][0]
    chosen = any(option.name in request.args for option in options)
    form = read_form(FORMS[game], request.args if chosen else None)
    return _new_page(game, form, request.args, form.errors_by_field())


@bp.post("")
def create() -> ResponseReturnValue:
    game = request.form.get("game", "")
    if game not in SETUPS:
        return _new_page(
            "cribbage",
            read_form(FORMS["cribbage"], None),
            {},
            {"game": "choose cribbage, euchre or bid-euchre"},
            400,
        )
    form = read_form(FORMS[game], request.form)
    errors = form.errors_by_field()
    rules = SHEETS[game][1](**form.values())  # the defaults where a choice was wrong
    try:
        sheet = SETUPS[game][1](request.form, rules)
    except FieldError as error:
        errors = {error.field or "game": _sentence(str(error)), **errors}
    if errors:
        return _new_page(game, form, request.form, errors, 400)
    kept = store.create(sheet)
    return redirect(url_for(".sheet", key=kept.edit_key), 303)


def _new_page(
    game: str,
    form: OptionsForm,
    sent: Mapping[str, str],
    errors: Mapping[str, str],
    status: int = 200,
) -> ResponseReturnValue:
    html = render_template(
        "scorekeeper/new.html", game=game, games=SHEETS, form=form, sent=sent, errors=errors
    )
    return html, status


@bp.get("/<id:key>")
def sheet(key: str) -> ResponseReturnValue:
    return _looked_at(store.by_edit_key(key), editable=True)


@bp.get("/follow/<id:key>")
def follow(key: str) -> ResponseReturnValue:
    return _looked_at(store.by_view_key(key), editable=False)


def _looked_at(kept: ScoreSheet, *, editable: bool) -> ResponseReturnValue:
    """The sheet; to a page that polls (the follower's, a big board) saying the version it
    shows, 204 when that is still the sheet's: nothing is swapped."""
    since = read_whole_number(request.args.get("since", ""))
    if wants_fragment() and since is not None and since == kept.version:
        return "", 204
    return _sheet_page(kept, editable=editable)


@bp.post("/<id:key>")
def enter(key: str) -> ResponseReturnValue:
    kind = request.form.get("kind", "")
    return _change(key, lambda sheet: sheet.enter(sheet.read_entry(kind, request.form)), kind)


@bp.post("/<id:key>/undo")
def undo(key: str) -> ResponseReturnValue:
    return _change(key, lambda sheet: sheet.undo(), "undo")


def _change(key: str, how: Callable[[Sheet[Any]], Sheet[Any]], kind: str) -> ResponseReturnValue:
    """Apply an entry or an undo on the form's version: 400 with the reason next to its field
    (the form as sent kept), 409 with the sheet as it stands when another came first; else
    the sheet (for htmx) or a redirect to it."""
    version = read_whole_number(request.form.get("version", ""))
    if version is None:
        kept = store.by_edit_key(key)
        return _sheet_page(
            kept,
            editable=True,
            problem="The form was missing its version: reload the page.",
            status=400,
        )
    try:
        kept, changed = store.change(key, version, how)
    except store.StaleEntry as stale:
        notice = (
            "The score changed before your entry arrived (another phone, or a second tap): "
            "yours was not added. Here is the score now: enter it again if it is still needed."
        )
        return _sheet_page(stale.kept, editable=True, notice=notice, status=409)
    except FieldError as error:
        kept = store.by_edit_key(key)
        over = error.score if isinstance(error, OverCount) else None
        message = _sentence(str(error))
        beside = error.field in FIELDS_SHOWN.get(kind, ())
        return _sheet_page(
            kept,
            editable=True,
            problem=None if beside else message,
            errors={str(error.field): message} if beside else {},
            kind=kind,
            sent=request.form,
            over_count=over,
            status=400,
        )
    if wants_fragment():
        return _sheet_page(kept, editable=True, sheet=changed, answered=kind)
    return redirect(url_for(".sheet", key=key), 303)


def _sheet_page(
    kept: ScoreSheet,
    *,
    editable: bool,
    notice: str | None = None,
    problem: str | None = None,
    errors: Mapping[str, str] | None = None,
    kind: str = "",
    sent: Mapping[str, str] | None = None,
    over_count: Any = None,
    status: int = 200,
    sheet: Sheet[Any] | None = None,
    answered: str = "",
) -> ResponseReturnValue:
    view = SheetView(sheet or store.read(kept), kept, editable)
    big = request.args.get("view") == "big"
    template = "scorekeeper/_sheet.html" if wants_fragment() else "scorekeeper/sheet.html"
    html = render_template(
        template,
        view=view,
        big=big,
        notice=notice,
        problem=problem,
        errors=errors or {},
        kind=kind,
        sent=sent or {},
        over_count=over_count,
        follow_every=FOLLOW_EVERY,
        answered=answered,
    )
    response = make_response(html, status)
    response.vary.add("HX-Request")
    response.headers["Cache-Control"] = "no-store"
    # The address is the key: it must not leave the page in a Referer header.
    response.headers["Referrer-Policy"] = "no-referrer"
    return response


def _sentence(text: str) -> str:
    text = text.rstrip(".")
    return f"{text[:1].upper()}{text[1:]}."
