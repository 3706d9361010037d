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

from scoring.bideuchre.options import Rules as BidEuchreRules
from scoring.bideuchre.settle import HAND_RULES as BID_EUCHRE_RULES
from scoring.cribbage.rules import Rules as CribbageRules
from scoring.errors import FieldError
from scoring.euchre.options import Rules as EuchreRules
from scoring.euchre.settle import HAND_RULES as EUCHRE_RULES
from scoring.numbers import read_whole_number
from scoring.options import Option, options_of
from scoring.scorekeeper import SHEETS, AnySheet, OverCount
from webapp.forms import OptionsForm, options_form, read_form
from webapp.htmx import wants_fragment
from webapp.models import ScoreSheet
from webapp.scorekeeper import store
from webapp.scorekeeper.forms import ENTRY_FORMS, SETUP_FORMS, InvalidEntry, entry_form
from webapp.scorekeeper.view import SheetView

bp = Blueprint("scorekeeper", __name__, url_prefix="/scorekeeper")

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


# Each game's rules, and the options of them that change its scoring (the new sheet's form).
RULES: dict[str, type[Any]] = {
    "cribbage": CribbageRules,
    "euchre": EuchreRules,
    "bid-euchre": BidEuchreRules,
}
OPTIONS = {
    "cribbage": _options(CribbageRules, ("game_to", "muggins", "go_leads")),
    "euchre": (*_options(EuchreRules, ("game_to",)), *EUCHRE_RULES),
    "bid-euchre": (*_options(BidEuchreRules, ("game_to",)), *BID_EUCHRE_RULES),
}
FORMS = {game: options_form(options) for game, options in OPTIONS.items()}


@bp.get("")
def new() -> ResponseReturnValue:
    game = request.args.get("game", "cribbage")
    if game not in OPTIONS:
        game = "cribbage"
    # A rematch's link fills in the names, the rules and who deals (the loser, by ACC rule).
    options = OPTIONS[game]
    chosen = any(option.name in request.args for option in options)
    form = read_form(FORMS[game], request.args if chosen else None)
    return _new_page(game, form, request.args, form.errors_by_field())


@bp.post("")
def create() -> ResponseReturnValue:
    game = request.form.get("game", "")
    if game not in OPTIONS:
        return _new_page(
            "cribbage",
            read_form(FORMS["cribbage"], None),
            {},
            {"game": "choose cribbage, euchre or bid-euchre"},
            400,
        )
    form = read_form(FORMS[game], request.form)
    table = SETUP_FORMS[game](request.form)
    table.validate()
    said = {field: _sentence(message) for field, message in table.errors_by_field().items()}
    errors = said | form.errors_by_field()
    if errors:
        return _new_page(game, form, request.form, errors, 400)
    try:
        sheet = table.sheet(RULES[game](**form.values()))
    except FieldError as error:
        return _new_page(
            game, form, request.form, {error.field or "game": _sentence(str(error))}, 400
        )
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
    return _change(
        key, lambda sheet: sheet.enter(entry_form(sheet, kind, request.form).entry()), kind
    )


@bp.post("/<id:key>/undo")
def undo(key: str) -> ResponseReturnValue:
    return _change(key, lambda sheet: sheet.undo(), "undo")


def _change(key: str, how: Callable[[AnySheet], AnySheet], kind: str) -> ResponseReturnValue:
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
        errors = _beside(kept.game, kind, error)
        return _sheet_page(
            kept,
            editable=True,
            problem=None if errors else _sentence(str(error)),
            errors=errors,
            kind=kind,
            sent=request.form,
            over_count=over,
            status=400,
        )
    if wants_fragment():
        return _sheet_page(kept, editable=True, sheet=changed, answered=kind)
    return redirect(url_for(".sheet", key=key), 303)


def _beside(game: str, kind: str, error: FieldError) -> dict[str, str]:
    """The messages of a refused entry that its form shows beside their fields, by field; {}
    when the form has no field for it (a muggins no longer open, an entry of no kind): it is
    then said above the sheet."""
    form = ENTRY_FORMS[game].get(kind)
    if form is None:
        return {}
    shown = set(form.shows.values())
    if isinstance(error, InvalidEntry):
        return {
            field: _sentence(message) for field, message in error.errors.items() if field in shown
        }
    field = form.shown_at(error.field)
    return {} if field is None else {field: _sentence(str(error))}


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
    sheet: AnySheet | None = None,
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
