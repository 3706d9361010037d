"""Play cribbage against the computer: /cribbage/play starts a game (or resumes one), and
/cribbage/games/<id> is the table, one POST per decision of yours, saved before the answer."""

from __future__ import annotations

import re
import secrets
from dataclasses import dataclass

from flask import Blueprint, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from markupsafe import Markup, escape

from scoring.cribbage import Phase
from scoring.cribbage.players import LEVELS
from webapp import saved_games, table_routes
from webapp.cribbage import new_game as choices
from webapp.cribbage.new_game import NewGameRequest, read_new_game
from webapp.cribbage.table import TableGame, start
from webapp.cribbage.table_view import side_names, table_view
from webapp.models import SavedGame

bp = Blueprint("play", __name__, url_prefix="/cribbage")

GAME = "cribbage"
RESUME_LIMIT = 12


@dataclass(frozen=True)
class Unfinished:
    """A game to resume, as listed on the new-game page."""

    saved: SavedGame
    game: TableGame

    @property
    def summary(self) -> str:
        """'You 45, Computer 52 (game to 121)'."""
        state = self.game.state
        names = side_names(self.game.seat_names)
        scores = ", ".join(
            f"{name} {score}" for name, score in zip(names, state.scores, strict=True)
        )
        return f"{scores} (game to {state.rules.game_to})"


CARD_TEXT = re.compile(r"(?:10|[A2-9JQK])([♣♦♥♠])")


@bp.app_template_filter("suited")
def suited(text: str) -> Markup:
    """An engine text with each card in it ('5♥') in its suit's colour."""

    def colour(match: re.Match[str]) -> str:
        red = match.group(1) in "♦♥"
        return f'<span class="{"suit-red" if red else "suit-black"}">{match.group(0)}</span>'

    return Markup(CARD_TEXT.sub(colour, str(escape(text))))


@bp.get("/play")
def new() -> ResponseReturnValue:
    return _new_game_page(NewGameRequest())


@bp.post("/play")
def create() -> ResponseReturnValue:
    asked = read_new_game(request.form)
    if asked.errors:
        return _new_game_page(asked, status=400)
    game = start(asked.players, asked.level, asked.rules, secrets.randbits(63))
    saved = saved_games.create(GAME, game.to_json())
    return redirect(url_for(".game", game_id=saved.id), 303)


def _new_game_page(asked: NewGameRequest, status: int = 200) -> ResponseReturnValue:
    unfinished = [
        Unfinished(saved, game)
        for saved, game in table_routes.unfinished(GAME, TableGame.from_json, RESUME_LIMIT)
    ]
    html = render_template(
        "cribbage/play.html", asked=asked, choices=choices, levels=LEVELS, unfinished=unfinished
    )
    return html, status


@bp.get("/games/<id:game_id>")
def game(game_id: str) -> ResponseReturnValue:
    return _table(saved_games.load(GAME, game_id))


@bp.post("/games/<id:game_id>")
def move(game_id: str) -> ResponseReturnValue:
    transform = table_routes.form_move(TableGame.from_json)
    return table_routes.post_move(GAME, game_id, transform, _table, ".game")


def _table(
    saved: SavedGame,
    *,
    notice: str | None = None,
    problem: str | None = None,
    errors: dict[str, str] | None = None,
    status: int = 200,
) -> ResponseReturnValue:
    """The table page, or for htmx the table fragment; `notice` or `problem` said on top,
    `errors` next to their fields."""
    game = saved_games.read_state(saved, TableGame.from_json)
    table = table_view(game)
    return table_routes.table_page(
        "cribbage/game.html",
        "partials/game_table.html",
        status,
        saved=saved,
        table=table,
        notice=notice,
        problem=problem,
        errors=errors or {},
        Phase=Phase,
    )
