"""Each field of each game's forms spoilt one at a time, at every phase of every game: no
answer is a server error or carries an exception's text.

Random spoiling (test_fuzz_routes.py) once missed what this grid finds: a Bid Euchre bid of
'²:S' passed str.isdigit() and broke int(). Here every field of every form a table shows is
sent with its own value spoilt in each of a fixed set of ways (a digit made a superscript or
an Arabic-Indic digit, the number made 5,000 digits long, the field left out or sent twice,
emptied, a NUL or an emoji added), at the first position of each phase the game reaches. Your
moves are the easy computer's, so that the games go through every phase; a spoilt form that
happens to be a legal move is undone, so that every spoiling meets the same position.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from flask import Flask
from flask.testing import FlaskClient
from werkzeug.datastructures import MultiDict

from scoring.bideuchre.actions import Bid
from tests.support import csrf_token
from tests.webapp.test_fuzz_routes import EXCEPTION_TEXT, Form, _FormReader
from webapp.games import TABLE_GAMES
from webapp.models import SavedGame
from webapp.storage import get_session
from webapp.tables import YOU, ComputerTable, TableGame

pytestmark = pytest.mark.both_databases

# The games played, each under rules that reach its every phase: muggins (you declare your
# count), four players, stick the dealer and defending alone, lone bids and the Benny (the
# widow, the exchange).
# Bid Euchre's grid, the most fields (a bid's tricks and strain, lone bids, the widow, the
# exchange) and the one that found '²:S', runs in the quick tier; the other games' grids, a
# volume run, with the slow tier (CI runs them), as four-handed cribbage, which shows the forms
# two-handed does (and no muggins). Their tables' own tests send the quick tier's wrong fields
# (test_play.py, test_euchre_play.py: a move you cannot make is answered 400).
GAMES = [
    pytest.param(
        "cribbage", {"players": "2", "muggins": "true", "game_to": "61"}, marks=pytest.mark.slow
    ),
    pytest.param("cribbage", {"players": "4", "game_to": "61"}, marks=pytest.mark.slow),
    pytest.param(
        "euchre",
        {"all_pass": "stick_the_dealer", "defend_alone": "true", "game_to": "5"},
        marks=pytest.mark.slow,
    ),
    ("bideuchre", {"lone_bids": "true", "benny": "true", "game_to": "32"}),
]
MOST_MOVES = 400
# Moves played on after the last phase not seen before: a game has shown every phase by then.
QUIET_MOVES = 40
DIGIT = re.compile(r"[0-9]")
NUMBER = re.compile(r"[0-9]+")


def spoilt(value: str) -> list[list[str]]:
    """The ways a field's value is spoilt, each as the values sent for it: none (left out),
    two (sent twice), or one in its place."""
    found = ["", value + "\x00"]
    if DIGIT.search(value):
        found += [DIGIT.sub("²", value, count=1), DIGIT.sub("٣", value)]
        found.append(NUMBER.sub("9" * 5000, value, count=1))
    else:
        found += ["²", "9" * 5000]
    if ":" in value:
        head, _, tail = value.partition(":")
        found += [f"{tail}:{head}", f"{head}:", f"{head}:{tail}:{tail}"]
    return [[], [value, value], *([text] for text in found)]


def table_game(name: str) -> TableGame:
    return next(game for game in TABLE_GAMES if game.engine.name == name)


def saved_game(app: Flask, game_id: str) -> tuple[str, int]:
    with app.app_context():
        row = get_session().get(SavedGame, game_id)
        assert row is not None
        return row.state, row.version


def put_back(app: Flask, game_id: str, state: str, version: int, finished: bool) -> None:
    with app.app_context():
        db = get_session()
        row = db.get(SavedGame, game_id)
        assert row is not None
        row.state, row.version, row.finished = state, version, finished
        db.commit()


def your_move(game: TableGame, table: ComputerTable) -> object:
    """The easy computer's move for you; in Bid Euchre a lone bid when one is open, so that
    the exchange comes up."""
    state = table.state
    legal = state.legal_actions(YOU)
    if not legal:
        return state.legal_actions()[0]
    lone = [action for action in legal if isinstance(action, Bid) and action.lone]
    if lone:
        return lone[0]
    return game.engine.choose_action(state, "easy", seat=YOU)


def forms_of(page: str, path: str) -> list[Form]:
    reader = _FormReader(path)
    reader.feed(page)
    return [form for form in reader.forms if form.method == "POST" and form.action == path]


def check(answer_status: int, body: str, what: str) -> None:
    assert answer_status < 500, what
    found = EXCEPTION_TEXT.search(body)
    assert found is None, f"{what}: exception text {found.group(0)!r} in the answer"


@pytest.fixture
def player(app: Flask) -> Iterator[tuple[FlaskClient, str]]:
    client = app.test_client()
    yield client, csrf_token(client)


@pytest.mark.parametrize(
    ("name", "rules"), GAMES, ids=["cribbage-2", "cribbage-4", "euchre", "bideuchre"]
)
def test_every_field_spoilt_at_every_phase(app: Flask, player, name: str, rules: dict[str, str]):
    client, token = player
    game = table_game(name)
    page = "/bid-euchre/play" if name == "bideuchre" else f"/{name}/play"
    started = client.post(page, data={"csrf_token": token, "level": "easy", **rules})
    assert started.status_code == 303, started.text
    path = started.headers["Location"]
    game_id = path.rsplit("/", 1)[1]
    phases: set[str] = set()
    spoilings = quiet = 0
    for _ in range(MOST_MOVES):
        state_text, version = saved_game(app, game_id)
        table = ComputerTable.from_json(game, state_text)
        if table.is_over:
            break
        page = client.get(path).text
        move = re.search(r'data-move="([^"]*)"', page)
        phase = move.group(1) if move else ""
        quiet += 1
        if quiet > QUIET_MOVES:
            break
        if phase not in phases:
            phases.add(phase)
            quiet = 0
            for form in forms_of(page, path):
                base = {name: values[0] for name, values in form.fields.items() if values}
                base["csrf_token"] = token
                for field in sorted(base):
                    if field == "csrf_token":
                        continue
                    for values in spoilt(base[field]):
                        sent = MultiDict(base)
                        sent.setlist(field, values)
                        answer = client.post(path, data=sent)
                        check(answer.status_code, answer.text, f"{phase}: {field}={values!r}")
                        spoilings += 1
                        if answer.status_code < 400:  # a legal move after all: undone
                            put_back(app, game_id, state_text, version, False)
        moved = table.move(your_move(game, table))
        put_back(app, game_id, moved.to_json(), version + 1, moved.is_over)
    assert spoilings > 50
    assert len(phases) >= 3, phases
