"""Duplicate euchre: /euchre/duplicate starts a set of seeded deals (or resumes one), and
/euchre/duplicate/<id> is its table: you play each deal, then see it compared with the computer's
play of the same deal from your seat, and at the end the whole set. Saved after every move."""

from __future__ import annotations

import secrets

from flask import redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue

from scoring.duplicate.deals import DuplicateError, new_set
from scoring.euchre.duplicate import DEAL_COUNTS, DEFAULT_DEALS
from scoring.options import Choice, Option
from webapp import saved_games, tables
from webapp.duplicate.table import EntryTable
from webapp.euchre.duplicate_view import computer_log, deal_view, dealt, signed
from webapp.euchre.play import bp
from webapp.euchre.table import EUCHRE
from webapp.euchre.view import SEAT_NAMES, table_view
from webapp.forms import OptionsForm, options_form, read_form
from webapp.models import SavedGame
from webapp.tables import RESUME_LIMIT, Resumable, new_game_options

GAME = "euchre-duplicate"
# The number of deals in a set, offered with the computers' level and the house rules (a set
# is scored deal by deal, so the game's target is not asked for).
DEALS = Option(
    "deals",
    "Deals in the set",
    "",
    DEFAULT_DEALS,
    tuple(
        Choice(n, f"{n} deals", "Each player deals twice." if n == 8 else "") for n in DEAL_COUNTS
    ),
)
SET_OPTIONS = (
    DEALS,
    *(option for option in new_game_options(EUCHRE) if option.name != "game_to"),
)
NewSetForm = options_form(SET_OPTIONS)


def read_set(text: str) -> EntryTable:
    """A saved set against the computer (an entry in no field: never ranked)."""
    table = EntryTable.from_json(text)
    if table.played.game != EUCHRE.engine.name:
        raise DuplicateError("that is not a saved Euchre duplicate set")
    return table


def set_summary(table: EntryTable) -> str:
    """'Deal 3 of 8, the computers play easy: you +2 against the computer so far'."""
    played = table.played
    text = f"Deal {played.number + 1} of {played.deals}, the computers play {played.level}"
    if not played.results:
        return text
    return f"{text}: you {signed(played.difference)} against the computer so far"


@bp.get("/duplicate")
def duplicate() -> ResponseReturnValue:
    return _new_set_page(read_form(NewSetForm, None))


@bp.post("/duplicate")
def duplicate_create() -> ResponseReturnValue:
    form = read_form(NewSetForm, request.form)
    if form.errors:
        return _new_set_page(form, status=400)
    chosen = form.values()
    rules = EUCHRE.engine.rules_with(chosen)
    played = new_set(
        EUCHRE.engine.name, secrets.randbits(63), rules, chosen["level"], chosen["deals"]
    )
    saved = saved_games.create(GAME, EntryTable(played, ranked=False).to_json())
    return redirect(url_for(".duplicate_set", game_id=saved.id), 303)


def _new_set_page(form: OptionsForm, status: int = 200) -> ResponseReturnValue:
    unfinished = [
        Resumable(saved, set_summary(table))
        for saved, table in tables.unfinished(GAME, read_set, RESUME_LIMIT)
    ]
    html = render_template(
        "euchre/duplicate/new.html",
        form=form,
        errors=form.errors_by_field(),
        unfinished=unfinished,
    )
    return html, status


@bp.get("/duplicate/<id:game_id>")
def duplicate_set(game_id: str) -> ResponseReturnValue:
    return _set_page(saved_games.load(GAME, game_id))


@bp.post("/duplicate/<id:game_id>")
def duplicate_move(game_id: str) -> ResponseReturnValue:
    transform = tables.form_move(read_set)
    return tables.post_move(GAME, game_id, transform, _set_page, ".duplicate_set")


def _set_page(
    saved: SavedGame,
    *,
    notice: str | None = None,
    problem: str | None = None,
    errors: dict[str, str] | None = None,
    status: int = 200,
) -> ResponseReturnValue:
    game = saved_games.read_state(saved, read_set)
    played = game.played
    result = played.result
    return tables.table_page(
        "euchre/duplicate/set.html",
        "euchre/duplicate/_fragment.html",
        status,
        saved=saved,
        played=played,
        game=EUCHRE,
        table=table_view(game.table),
        seat_names=SEAT_NAMES,
        deal=None if result is None else deal_view(played, result),
        dealt=None if result is None else dealt(played, result.number),
        computer_log=[] if result is None else computer_log(played, result.number),
        deals=[deal_view(played, r) for r in played.results] if played.is_over else [],
        signed=signed,
        notice=notice,
        problem=problem,
        errors=errors or {},
    )
