"""Play Euchre: /euchre/play starts a game (or resumes one); /euchre/games/<id> is the table,
one POST per decision of yours, saved before the answer (like webapp/cribbage/play.py)."""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from flask import Blueprint, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue

from scoring.euchre.options import GAME_LENGTHS, AllPass, OpeningLead, Renege, Rules
from webapp import saved_games, table_routes
from webapp.euchre.table import SIDE_NAMES, EuchreTable, default_level, levels, start
from webapp.euchre.view import table_view
from webapp.models import SavedGame

bp = Blueprint("euchre", __name__, url_prefix="/euchre")

GAME = "euchre"
RESUME_LIMIT = 12

LEVEL_HINTS = {
    "easy": "Bids on a count of its trumps and plays simply.",
    "standard": "Weighs each bid and card by playing out the deals your cards allow: "
    "the harder to beat.",
}
GAME_TO = {n: (f"{n} points", "The usual game." if n == 10 else "") for n in GAME_LENGTHS}
ALL_PASS = {
    AllPass.REDEAL: ("Redeal", "If all four pass twice, the hand is thrown in and the next deals."),
    AllPass.STICK_THE_DEALER: (
        "Stick the dealer",
        "The dealer may not pass in the second round and must name a suit.",
    ),
}
OPENING_LEAD = {
    OpeningLead.DEALER_LEFT: ("The dealer's left", "The player left of the dealer leads first."),
    OpeningLead.MAKER_LEFT: ("The maker's left", "The player left of whoever made trump leads."),
}
RENEGE = {
    Renege.PREVENTED: ("Prevented", "You can only play a card that follows suit when you can."),
    Renege.PENALTY: (
        "Penalty",
        "As at a real table: any card may be played, and a failure to follow suit costs "
        "2 points (4 against a lone hand) when found at the hand's end.",
    ),
}


@dataclass(frozen=True)
class NewGame:
    level: str = ""
    rules: Rules = field(default_factory=Rules)
    errors: dict[str, str] = field(default_factory=dict)


def read_new_game(form: Mapping[str, str]) -> NewGame:
    errors: dict[str, str] = {}

    def choice(name: str, options: dict[str, object], default: object) -> object:
        text = form.get(name)
        if text is None:
            return default
        if text.strip() not in options:
            errors[name] = f"{name.replace('_', ' ')} is one of {', '.join(options)}"
            return default
        return options[text.strip()]

    level = choice("level", {n: n for n in levels()}, default_level())
    rules = Rules(
        game_to=choice("game_to", {str(n): n for n in GAME_TO}, 10),
        all_pass=choice("all_pass", {o.value: o for o in AllPass}, AllPass.REDEAL),
        opening_lead=choice(
            "opening_lead", {o.value: o for o in OpeningLead}, OpeningLead.DEALER_LEFT
        ),
        renege=choice("renege", {o.value: o for o in Renege}, Renege.PREVENTED),
        defend_alone=form.get("defend_alone") in {"true", "on"},
        farmers_hand=form.get("farmers_hand") in {"true", "on"},
    )
    return NewGame(str(level), rules, errors)


@dataclass(frozen=True)
class Unfinished:
    saved: SavedGame
    game: EuchreTable

    @property
    def summary(self) -> str:
        state = self.game.state
        scores = ", ".join(f"{n} {s}" for n, s in zip(SIDE_NAMES, state.scores, strict=True))
        return f"{scores} (game to {state.rules.game_to})"


@bp.get("/play")
def new() -> ResponseReturnValue:
    return _new_game_page(NewGame(default_level()))


@bp.post("/play")
def create() -> ResponseReturnValue:
    asked = read_new_game(request.form)
    if asked.errors:
        return _new_game_page(asked, status=400)
    game = start(asked.level, asked.rules, secrets.randbits(63))
    saved = saved_games.create(GAME, game.to_json())
    return redirect(url_for(".game", game_id=saved.id), 303)


def _new_game_page(asked: NewGame, status: int = 200) -> ResponseReturnValue:
    unfinished = [
        Unfinished(saved, game)
        for saved, game in table_routes.unfinished(GAME, EuchreTable.from_json, RESUME_LIMIT)
    ]
    html = render_template(
        "euchre/play.html", asked=asked, unfinished=unfinished, game_to=GAME_TO, **form_choices()
    )
    return html, status


def form_choices() -> dict[str, dict[Any, tuple[str, str]]]:
    """The choices both new-game forms offer (templates/euchre/_options.html), each value
    with its label and hint."""
    return {
        "level_choices": {
            level: (level.capitalize(), LEVEL_HINTS.get(level, "")) for level in levels()
        },
        "all_pass": ALL_PASS,
        "opening_lead": OPENING_LEAD,
        "renege": RENEGE,
    }


@bp.get("/games/<id:game_id>")
def game(game_id: str) -> ResponseReturnValue:
    return _table(saved_games.load(GAME, game_id))


@bp.post("/games/<id:game_id>")
def move(game_id: str) -> ResponseReturnValue:
    transform = table_routes.form_move(EuchreTable.from_json)
    return table_routes.post_move(GAME, game_id, transform, _table, ".game")


def _table(
    saved: SavedGame,
    *,
    notice: str | None = None,
    problem: str | None = None,
    errors: dict[str, str] | None = None,
    status: int = 200,
) -> ResponseReturnValue:
    return table_routes.table_page(
        "euchre/game.html",
        "euchre/_fragment.html",
        status,
        saved=saved,
        table=table_view(saved_games.read_state(saved, EuchreTable.from_json)),
        notice=notice,
        problem=problem,
        errors=errors or {},
    )
