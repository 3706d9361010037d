"""The duplicate pages: /duplicate (today's sets, your entries, earlier days), a set (its
introduction and your name; then your entry at the game's own table), its standings, and a
deal's field, shown only once you have played that deal. Each result is recorded in the field
(webapp.duplicate.field) as the deal ends, saved before the answer."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Any

from flask import Blueprint, abort, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from sqlalchemy import select

from scoring.duplicate.daily import daily_set
from webapp import reviews, saved_games, tables
from webapp.duplicate import days as set_days
from webapp.duplicate import field
from webapp.duplicate.days import GAMES, NoSuchSet, SetDay, earlier_days, long_date, set_day
from webapp.duplicate.models import DuplicateEntry
from webapp.duplicate.table import EntryTable, saved_name
from webapp.games import table_game
from webapp.htmx import wants_fragment
from webapp.models import Player, SavedGame
from webapp.players import current_player_id
from webapp.storage import get_session
from webapp.tables import YOU
from webapp.trainer import transfer

bp = Blueprint("duplicate", __name__, url_prefix="/duplicate")


# -- entries -------------------------------------------------------------------------------


def entries_of(player_id: str | None, game: str, day: date) -> list[DuplicateEntry]:
    """A player's entries in a set: the ranked one first, then replays, latest first."""
    if player_id is None:
        return []
    query = (
        select(DuplicateEntry)
        .where(
            DuplicateEntry.player_id == player_id,
            DuplicateEntry.game == game,
            DuplicateEntry.day == day,
        )
        .order_by(DuplicateEntry.ranked.desc(), DuplicateEntry.created_at.desc())
    )
    return list(get_session().scalars(query))


def entry_table(entry: DuplicateEntry) -> tuple[SavedGame, EntryTable]:
    saved = saved_games.load(saved_name(entry.game), entry.id)
    return saved, entry_state(entry, saved)


def entry_state(entry: DuplicateEntry, saved: SavedGame) -> EntryTable:
    """The entry's play as saved, ranked only if its row still is: a ranked entry becomes a
    replay when its profile is carried to one ranked in the same set."""
    table = saved_games.read_state(saved, EntryTable.from_json)
    return table if entry.ranked or not table.ranked else replace(table, ranked=False)


def record_results(entry: DuplicateEntry, table: EntryTable) -> None:
    """Record in the field each ranked deal of the entry played to its end and not recorded
    yet (a result recorded already is left as it is, even by a request racing this one)."""
    played = table.played
    recorded = field.recorded_deals(entry.game, entry.day, entry.player_id)
    for result in played.results:
        if table.counts(result.number) and result.number + 1 not in recorded:
            yours = result.yours
            field.record(
                entry.game,
                entry.day,
                result.number + 1,
                entry.player_id,
                entry.id,
                yours.net,
                yours.choice,
                json.dumps([action.to_dict() for action in yours.actions]),
            )


def played_deals(player_id: str | None, game: str, day: date) -> set[int]:
    """The deals (from 0) of a set this player has played to their end, in any entry."""
    done: set[int] = set()
    for entry in entries_of(player_id, game, day):
        _, table = entry_table(entry)
        done.update(result.number for result in table.played.results)
    return done


# -- the hub -------------------------------------------------------------------------------


@dataclass(frozen=True)
class HubSet:
    """A set on the hub, with where you stand in it."""

    day: SetDay
    standing: field.Standing | None
    played: int  # deals you have played in your latest entry
    unfinished: bool


@bp.get("/", strict_slashes=False)
def hub() -> ResponseReturnValue:
    player_id = current_player_id()
    sets = [_hub_set(SetDay(game, set_days.today()), player_id) for game in GAMES]
    days = earlier_days()
    return render_template(
        "duplicate/hub.html",
        sets=sets,
        days=days,
        games=GAMES,
        history=field.history(player_id) if player_id else {},
        name=_name(player_id),
    )


def _hub_set(day: SetDay, player_id: str | None) -> HubSet:
    entries = entries_of(player_id, day.game, day.day)
    standing = field.standing_of(day.game, day.day, player_id) if player_id else None
    latest = max(entries, key=lambda e: e.created_at, default=None)
    if latest is None:
        return HubSet(day, standing, 0, False)
    saved, table = entry_table(latest)
    return HubSet(day, standing, len(table.played.results), not saved.finished)


def _name(player_id: str | None) -> str:
    if player_id is None:
        return ""
    player = get_session().get(Player, player_id)
    return (player.display_name or "") if player else ""


# -- a set ---------------------------------------------------------------------------------


@bp.get("/<game>/<day>")
def set_page(game: str, day: str) -> ResponseReturnValue:
    the_set = set_day(game, day)
    entries = entries_of(current_player_id(), game, the_set.day)
    for entry in entries:
        saved, _ = entry_table(entry)
        if not saved.finished:
            return redirect(url_for(".entry", game_id=entry.id), 302)
    return _set_page(the_set, entries)


def _set_page(
    the_set: SetDay,
    entries: Sequence[DuplicateEntry],
    *,
    errors: dict[str, str] | None = None,
    typed_name: str | None = None,
    status: int = 200,
) -> ResponseReturnValue:
    player_id = current_player_id()
    ranked = next((e for e in entries if e.ranked), None)
    results = field.results_of(the_set.game, the_set.day, player_id) if player_id else []
    html = render_template(
        "duplicate/set.html",
        the_set=the_set,
        game=table_game(the_set.game),
        ranked=ranked,
        results=results,
        standing=field.standing_of(the_set.game, the_set.day, player_id) if player_id else None,
        name=typed_name if typed_name is not None else _name(player_id),
        errors=errors or {},
    )
    return html, status, {"Cache-Control": "no-store"}


@bp.post("/<game>/<day>")
def start(game: str, day: str) -> ResponseReturnValue:
    """Your entry in the set: ranked if it is your first, else a replay that does not count;
    your name saved first (a blank one leaves you "Player NNNN")."""
    the_set = set_day(game, day)
    player_id = current_player_id(create=True)
    entries = entries_of(player_id, game, the_set.day)
    if "name" in request.form:
        typed = request.form.get("name", "")
        try:
            transfer.set_name(typed)
        except transfer.ProfileError as error:
            message = str(error)
            said = f"{message[:1].upper()}{message[1:]}."
            return _set_page(the_set, entries, errors={"name": said}, typed_name=typed, status=400)
    for entry in entries:  # a second click, or a second tab: the entry open already
        saved, _ = entry_table(entry)
        if not saved.finished:
            return redirect(url_for(".entry", game_id=entry.id), 303)
    ranked = not any(entry.ranked for entry in entries)
    played = daily_set(game, the_set.day)
    saved = saved_games.create(saved_name(game), EntryTable(played, ranked).to_json())
    entry = field.add_entry(saved.id, game, the_set.day, player_id, ranked=ranked)
    if entry.id != saved.id:  # another request made the ranked entry first: follow it
        return redirect(url_for(".entry", game_id=entry.id), 303)
    return redirect(url_for(".entry", game_id=saved.id), 303)


# -- an entry at its table -----------------------------------------------------------------


def _entry(game_id: str) -> DuplicateEntry:
    entry = get_session().get(DuplicateEntry, game_id)
    if entry is None or entry.player_id != current_player_id():
        abort(404)
    return entry


@bp.get("/entries/<id:game_id>")
def entry(game_id: str) -> ResponseReturnValue:
    found = _entry(game_id)
    saved, table = entry_table(found)
    record_results(found, table)  # after a crash between the move and its record: caught up
    if wants_fragment():
        table.table.follow_hint()
    return _render(saved)


@bp.post("/entries/<id:game_id>")
def move(game_id: str) -> ResponseReturnValue:
    found = _entry(game_id)
    transform = tables.form_move(EntryTable.from_json)
    answer = tables.post_move(
        saved_name(found.game), game_id, transform, _render, ".entry", then=_recorded(found)
    )
    return answer


@bp.post("/entries/<id:game_id>/hint")
def hint(game_id: str) -> ResponseReturnValue:
    found = _entry(game_id)

    def transform(text: str) -> tuple[str, bool]:
        table = saved_games.read_text(text, EntryTable.from_json).with_hint()
        return table.to_json(), table.is_over

    return tables.post_move(saved_name(found.game), game_id, transform, _render, ".entry")


def _recorded(entry: DuplicateEntry) -> Any:
    """After a move: the deal just over (if it is) recorded in the field, and its review made
    ahead of time."""

    def then(saved: SavedGame) -> SavedGame:
        table = entry_state(entry, saved)
        record_results(entry, table)
        if table.played.deal_over:
            reviews.review_hand_ahead(saved, table.played.number)
        return saved

    return then


def _render(
    saved: SavedGame,
    *,
    notice: str | None = None,
    problem: str | None = None,
    errors: dict[str, str] | None = None,
    status: int = 200,
) -> ResponseReturnValue:
    found = _entry(saved.id)
    table = entry_state(found, saved)
    game = table.game
    the_set = SetDay(found.game, found.day)
    played = table.played
    result = played.result
    scored = None
    if result is not None and table.counts(result.number):
        scored = field.deal_standing(found.game, found.day, result.number + 1, result.yours.net)
    # The set over, the panel says where its ranked entry stands, not only its last deal.
    set_standing = None
    if played.is_over and found.ranked:
        set_standing = field.standing_of(found.game, found.day, found.player_id)
    return tables.table_page(
        "duplicate/table.html",
        "duplicate/_fragment.html",
        status,
        game=game,
        saved=saved,
        entry=found,
        entry_table=table,
        the_set=the_set,
        played=played,
        result=result,
        scored=scored,
        set_standing=set_standing,
        table=game.view(table.table),
        coach=table.table,
        move_url=url_for(".move", game_id=saved.id),
        hint_url=url_for(".hint", game_id=saved.id),
        you=YOU,
        notice=notice,
        problem=problem,
        errors=errors or {},
    )


@bp.get("/entries/<id:game_id>/review/<int:number>")
def review(game_id: str, number: int) -> ResponseReturnValue:
    """Your review of deal `number` (from 1) of an entry: made on the workers the first time
    (the page follows it), kept after."""
    found = _entry(game_id)
    saved, table = entry_table(found)
    if not 1 <= number <= len(table.played.results):
        raise NoSuchSet(f"Deal {number} of this entry is not over yet.")
    graded = reviews.hand_review(saved, table.played.engine, None, number - 1)
    return tables.private_page(
        "duplicate/review.html",
        game=table.game,
        saved=saved,
        entry=found,
        the_set=SetDay(found.game, found.day),
        review=graded,
        hand=number - 1,
        number=number,
    )


# -- standings and a deal's field ------------------------------------------------------------


@bp.get("/<game>/<day>/standings")
def standings(game: str, day: str) -> ResponseReturnValue:
    the_set = set_day(game, day)
    page = request.args.get("page", "1")
    number = int(page) if page.isascii() and page.isdigit() and 0 < len(page) < 7 else 1
    player_id = current_player_id()
    table = field.standings(game, the_set.day, page=max(number, 1))
    html = render_template(
        "duplicate/standings.html",
        the_set=the_set,
        standings=table,
        you=field.standing_of(game, the_set.day, player_id) if player_id else None,
        player_id=player_id,
        played=played_deals(player_id, game, the_set.day),
    )
    return html, 200, {"Cache-Control": "no-store"}


@bp.get("/<game>/<day>/deals/<int:number>")
def deal(game: str, day: str, number: int) -> ResponseReturnValue:
    the_set = set_day(game, day)
    if not 1 <= number <= the_set.deals:
        raise NoSuchSet(f"The set has {the_set.deals} deals, numbered 1 to {the_set.deals}.")
    player_id = current_player_id()
    if number - 1 not in played_deals(player_id, game, the_set.day):
        html = render_template("duplicate/not_yet.html", the_set=the_set, number=number)
        return html, 403, {"Cache-Control": "no-store"}
    shown = field.deal_field(game, the_set.day, number)
    mine = field.results_of(game, the_set.day, player_id) if player_id else []
    yours = next((result for result in mine if result[0] == number), None)
    played_in = _played_in(player_id, game, the_set.day, number - 1)
    html = render_template(
        "duplicate/deal.html",
        the_set=the_set,
        number=number,
        shown=shown,
        yours=yours,
        # The deal as you played it and as the computer did from your seat (the par), and your
        # review of it (shown when made; else a link that has it made).
        par=played_in[1].played.results[number - 1] if played_in else None,
        review=reviews.kept_review(played_in[0], number - 1) if played_in else None,
        review_url=url_for(".review", game_id=played_in[0].id, number=number)
        if played_in
        else None,
        game=table_game(game),
        saved=played_in[0] if played_in else None,
        hand=number - 1,
    )
    return html, 200, {"Cache-Control": "no-store"}


def _played_in(
    player_id: str | None, game: str, day: date, number: int
) -> tuple[SavedGame, EntryTable] | None:
    """Your entry that played deal `number` (from 0) to its end, ranked first."""
    for found in entries_of(player_id, game, day):
        saved, table = entry_table(found)
        if number < len(table.played.results):
            return saved, table
    return None


# -- words the pages use ---------------------------------------------------------------------


@bp.app_template_filter("ordinal")
def ordinal(number: int) -> str:
    """1st, 2nd, 3rd, 4th, 11th, 21st."""
    suffix = (
        "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    )
    return f"{number}{suffix}"


@bp.app_template_filter("game_title")
def game_title(game: str) -> str:
    return table_game(game).engine.title


@bp.app_template_filter("long_date")
def long_date_filter(day: date) -> str:
    return long_date(day)
