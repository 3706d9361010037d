"""What every game table's routes share (cribbage, euchre): a move posted on a version of a
saved game, applied once and saved before the answer; the answer the whole page, or for htmx
the table fragment; and the list of unfinished games to resume."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol, TypeVar

from flask import make_response, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue

from scoring.engine import ExplainedError
from scoring.numbers import read_whole_number
from webapp import saved_games
from webapp.models import SavedGame

G = TypeVar("G")


class MoveError(ExplainedError):
    """A move form that does not say a move you can make now; the message says what to do.

    `field` names the form field at fault, when one is: the page shows the message there."""

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


Render = Callable[..., ResponseReturnValue]
"""Shows a saved game: render(saved, notice=..., problem=..., errors=..., status=...); `errors`
holds a message by the name of the form field it is about."""


def wants_fragment() -> bool:
    """An htmx move (answered with the table alone), not a history restore."""
    return (
        request.headers.get("HX-Request") == "true"
        and "HX-History-Restore-Request" not in request.headers
    )


class Table(Protocol):
    """A saved game at a table: moved by a posted form, saved as JSON."""

    @property
    def is_over(self) -> bool: ...

    def move_from_form(self, form: Mapping[str, Any]) -> Table: ...

    def to_json(self) -> str: ...


def form_move(read: Callable[[str], Table]) -> saved_games.Transform:
    """The move the posted form makes on the saved game that `read` reads from its JSON."""

    def transform(text: str) -> tuple[str, bool]:
        moved = saved_games.read_text(text, read).move_from_form(request.form)
        return moved.to_json(), moved.is_over

    return transform


def post_move(
    game: str,
    game_id: str,
    transform: saved_games.Transform,
    render: Render,
    endpoint: str,
) -> ResponseReturnValue:
    """Apply the posted move (`transform` of the saved JSON) on the form's version.

    400 with the reason for a move that is not allowed (next to its field when it is about
    one), 409 with the current position for one made already; otherwise the table for htmx, or
    a redirect to `endpoint`."""
    version = read_whole_number(request.form.get("version", ""))
    if version is None:
        saved = saved_games.load(game, game_id)
        return render(
            saved, problem="The form was missing its version: reload the page.", status=400
        )
    try:
        saved = saved_games.apply_move(game, game_id, version, transform)
    except saved_games.StaleMove as stale:
        return render(stale.game, notice=stale.message, status=409)
    except ExplainedError as error:
        reason = str(error).rstrip(".")
        problem = f"{reason[:1].upper()}{reason[1:]}."
        current = saved_games.load(game, game_id)
        if isinstance(error, MoveError) and error.field:
            return render(current, errors={error.field: problem}, status=400)
        return render(current, problem=problem, status=400)
    if wants_fragment():
        return render(saved)
    return redirect(url_for(endpoint, game_id=saved.id), 303)


def table_page(
    page: str, fragment: str, status: int = 200, **context: object
) -> ResponseReturnValue:
    """A table: the whole `page` template, or for htmx its `fragment`, rendered with `context`
    as a page private to its player and changing with every move."""
    html = render_template(fragment if wants_fragment() else page, **context)
    response = make_response(html, status)
    response.vary.add("HX-Request")
    response.headers["Cache-Control"] = "no-store"
    return response


def unfinished(game: str, read: Callable[[str], G], limit: int) -> list[tuple[SavedGame, G]]:
    """This player's unfinished games of `game`, most recent first, each read with `read`
    (a saved state it cannot read is skipped)."""
    games: list[tuple[SavedGame, G]] = []
    for saved in saved_games.list_for_player(game):
        if saved.finished:
            continue
        try:
            games.append((saved, saved_games.read_state(saved, read)))
        except saved_games.UnreadableSave:
            continue
        if len(games) == limit:
            break
    return games
