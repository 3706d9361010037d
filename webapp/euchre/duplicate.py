"""Duplicate euchre: /euchre/duplicate starts a set of seeded deals (or resumes one), and
/euchre/duplicate/<id> is its table: you play each deal, then see it compared with the computer's
play of the same deal from your seat, and at the end the whole set. Saved after every move."""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from flask import redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue

from scoring.duplicate.deals import DuplicateError, DuplicateSet, new_set
from scoring.errors import ExplainedError, FieldError
from scoring.euchre.actions import Action
from scoring.euchre.duplicate import DEAL_COUNTS, DEFAULT_DEALS
from scoring.euchre.game import GameState
from scoring.options import Choice, Option
from webapp import saved_games, tables
from webapp.euchre.duplicate_view import computer_log, deal_view, dealt, signed
from webapp.euchre.play import bp
from webapp.euchre.table import EUCHRE, read_move
from webapp.euchre.view import SEAT_NAMES, table_view
from webapp.forms import OptionsForm, options_form, read_form
from webapp.models import SavedGame
from webapp.tables import RESUME_LIMIT, ComputerTable, Resumable, new_game_options, refused

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


@dataclass(frozen=True)
class DuplicateTable:
    """A saved set: the set itself, and where your last move began in the current deal's log."""

    played: DuplicateSet[GameState, Action]
    since: int = 0

    @property
    def table(self) -> ComputerTable[GameState]:
        """The current deal as a game table, for the table's view."""
        return ComputerTable(EUCHRE, self.played.current, self.played.level, self.since)

    @property
    def is_over(self) -> bool:
        """The game (or set) is finished: the saved record is marked so."""
        return self.played.is_over

    def to_json(self) -> str:
        return saved_games.save_text({"since": self.since, "set": self.played.to_dict()})

    @classmethod
    def from_json(cls, text: str) -> DuplicateTable:
        record = saved_games.read_save(text)
        played = DuplicateSet.from_dict(record["set"])
        if played.game != EUCHRE.engine.name:
            raise DuplicateError("that is not a saved Euchre duplicate set")
        return cls(played, record["since"])

    def move_from_form(self, form: Mapping[str, Any]) -> DuplicateTable:
        """Your move (a bid, a card, or `next_deal`) and everything it brings about."""
        played = self.played
        if form.get("action") == "next_deal":
            return DuplicateTable(played.next_deal(), since=0)
        if played.is_over:
            raise FieldError("the set is over: start a new set to play again")
        if played.deal_over:
            raise FieldError("this deal is over: go on to the next deal")
        try:
            action = read_move(form, played.current)
            return DuplicateTable(played.apply(action), since=len(played.current.log))
        except ExplainedError as error:
            raise refused(EUCHRE, played.current, error) from None


def set_summary(table: DuplicateTable) -> str:
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
    saved = saved_games.create(GAME, DuplicateTable(played).to_json())
    return redirect(url_for(".duplicate_set", game_id=saved.id), 303)


def _new_set_page(form: OptionsForm, status: int = 200) -> ResponseReturnValue:
    unfinished = [
        Resumable(saved, set_summary(table))
        for saved, table in tables.unfinished(GAME, DuplicateTable.from_json, RESUME_LIMIT)
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
    transform = tables.form_move(DuplicateTable.from_json)
    return tables.post_move(GAME, game_id, transform, _set_page, ".duplicate_set")


def _set_page(
    saved: SavedGame,
    *,
    notice: str | None = None,
    problem: str | None = None,
    errors: dict[str, str] | None = None,
    status: int = 200,
) -> ResponseReturnValue:
    game = saved_games.read_state(saved, DuplicateTable.from_json)
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
