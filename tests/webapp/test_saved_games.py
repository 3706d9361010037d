"""Saved games: nothing lost, each move applied once, and nobody sees another player's game."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from datetime import UTC

import pytest
from flask import session
from sqlalchemy import text

from webapp import create_app
from webapp.models import SavedGame
from webapp.players import PLAYER_ID_KEY, current_player_id
from webapp.saved_games import (
    GameNotFound,
    StaleMove,
    apply_move,
    create,
    list_for_player,
    load,
)
from webapp.storage import database_engine, get_session

# Each test runs on SQLite and on PostgreSQL (tests/conftest.py).
pytestmark = pytest.mark.both_databases(always=True)


@contextmanager
def visit(app, player_id: str | None = None) -> Iterator[None]:
    """A request from the player with this id (as their cookie would say), or a new visitor."""
    with app.test_request_context():
        if player_id is not None:
            session[PLAYER_ID_KEY] = player_id
        yield


def new_game(app, counter) -> tuple[str, str]:
    """A new counter for a new player: (player id, game id)."""
    with visit(app):
        saved = create(counter.name, counter.start)
        return current_player_id(), saved.id


# Create, load, list


def test_a_new_game_is_saved_and_loads_back(app, counter):
    player_id, game_id = new_game(app, counter)
    assert len(game_id) >= 22  # secrets.token_urlsafe(16): 128 random bits
    with visit(app, player_id):
        saved = load(counter.name, game_id)
        assert (saved.game, saved.state, saved.version, saved.finished) == (
            counter.name,
            counter.start,
            0,
            False,
        )
        assert saved.player_id == player_id
        assert saved.created_at.tzinfo is UTC
        assert saved.updated_at == saved.created_at


def test_game_ids_are_all_different(app, counter):
    with visit(app):
        ids = {create(counter.name, counter.start).id for _ in range(20)}
    assert len(ids) == 20


def test_the_resume_list_has_my_games_of_that_kind_latest_first(app, counter):
    with visit(app):
        me = current_player_id(create=True)
        older = create(counter.name, counter.start).id
        newer = create(counter.name, counter.start).id
        create("another game", "{}")
    _, someone_elses = new_game(app, counter)
    with visit(app, me):
        assert [saved.id for saved in list_for_player(counter.name)] == [newer, older]
        apply_move(counter.name, older, 0, counter.move)
        assert [saved.id for saved in list_for_player(counter.name)] == [older, newer]
        assert someone_elses not in [saved.id for saved in list_for_player(counter.name)]
    with visit(app):
        assert list_for_player(counter.name) == []


def test_a_game_of_another_kind_is_not_found(app, counter):
    player_id, game_id = new_game(app, counter)
    with visit(app, player_id), pytest.raises(GameNotFound):
        load("another game", game_id)


# Only your own games


def test_another_players_game_is_not_found_and_cannot_be_moved(counter_app, parse_html):
    owner, other = counter_app.test_client(), counter_app.test_client()
    game_id = owner.post("/test-only/counter").get_json()["id"]
    other.post("/test-only/counter")  # the other player has games of their own

    not_theirs = other.get(f"/test-only/counter/{game_id}")
    assert not_theirs.status_code == 404
    assert other.post(f"/test-only/counter/{game_id}", data={"version": 0}).status_code == 404
    assert game_id not in other.get("/test-only/counter").get_json()
    assert counter_app.test_client().get(f"/test-only/counter/{game_id}").status_code == 404
    assert owner.get(f"/test-only/counter/{game_id}").get_json()["version"] == 0

    # The same page as for an id that never existed: nothing tells a guesser they were close.
    no_such_game = other.get("/test-only/counter/no-such-game")
    assert no_such_game.status_code == 404
    assert not_theirs.text == no_such_game.text
    assert parse_html(not_theirs.text).find("h1").words() == "Game not found"


# Moves: applied once, in order, committed before the answer


def test_each_move_adds_one_to_the_version(app, counter):
    player_id, game_id = new_game(app, counter)
    with visit(app, player_id):
        for version in range(3):
            saved = apply_move(counter.name, game_id, version, counter.move)
            assert (saved.version, counter.count(saved)) == (version + 1, version + 1)
            assert saved.updated_at > saved.created_at
        assert saved.finished  # the counter is over at three
    with visit(app, player_id):
        saved = load(counter.name, game_id)
        assert (saved.version, counter.count(saved), saved.finished) == (3, 3, True)


def test_a_stale_version_is_refused_and_changes_nothing(app, counter):
    player_id, game_id = new_game(app, counter)
    calls = []

    def counting_move(state_json):
        calls.append(state_json)
        return counter.move(state_json)

    with visit(app, player_id):
        apply_move(counter.name, game_id, 0, counting_move)
        for stale_version in (0, 2, -1):
            with pytest.raises(StaleMove) as refused:
                apply_move(counter.name, game_id, stale_version, counting_move)
            assert refused.value.message == (
                "That move was already made (the game has moved on); here is the current position."
            )
            assert (refused.value.game.version, counter.count(refused.value.game)) == (1, 1)
    assert len(calls) == 1
    with visit(app, player_id):
        assert (
            load(counter.name, game_id).version,
            counter.count(load(counter.name, game_id)),
        ) == (1, 1)


def test_a_double_submit_gets_the_current_position_with_a_notice(counter_app):
    client = counter_app.test_client()
    url = f"/test-only/counter/{client.post('/test-only/counter').get_json()['id']}"
    first = client.post(url, data={"version": 0})
    again = client.post(url, data={"version": 0})
    assert first.status_code == 200
    assert first.get_json() == {"count": 1, "version": 1, "finished": False}
    assert again.status_code == 409
    assert again.get_json() == {
        "notice": "That move was already made (the game has moved on); "
        "here is the current position.",
        "count": 1,
        "version": 1,
        "finished": False,
    }


def test_an_illegal_move_raises_the_engines_error_and_saves_nothing(app, counter):
    player_id, game_id = new_game(app, counter)
    illegal = ValueError("you cannot count that far")

    def refuse(_state_json):
        raise illegal

    with visit(app, player_id):
        before = load(counter.name, game_id)
        before = (before.state, before.version, before.updated_at)
        with pytest.raises(ValueError) as raised:
            apply_move(counter.name, game_id, 0, refuse)
        assert raised.value is illegal
    with visit(app, player_id):
        after = load(counter.name, game_id)
        assert (after.state, after.version, after.updated_at) == before
        assert apply_move(counter.name, game_id, 0, counter.move).version == 1


def test_the_move_is_committed_before_the_answer(counter_app, database_url):
    client = counter_app.test_client()
    game_id = client.post("/test-only/counter").get_json()["id"]
    assert client.post(f"/test-only/counter/{game_id}", data={"version": 0}).status_code == 200
    # Another connection, outside the app, sees the move as soon as the answer has come back.
    outside = database_engine(database_url)
    with outside.connect() as connection:
        row = connection.execute(
            text("SELECT state, version FROM saved_games WHERE id = :id"), {"id": game_id}
        ).one()
    outside.dispose()
    assert (json.loads(row[0])["count"], row[1]) == (1, 1)


@pytest.mark.parametrize("meet_inside_the_move", [False, True], ids=["same-start", "both-read"])
def test_two_requests_racing_with_one_version_apply_exactly_one(app, counter, meet_inside_the_move):
    """Two threads submit the same move at once, 50 times over: each time exactly one applies.

    Both-read holds each thread inside the move until the other arrives there too, so both have
    read the same version before either writes: a read-then-write check would apply both.
    """
    player_id, game_id = new_game(app, counter)
    rounds = 50
    for version in range(rounds):
        start = threading.Barrier(2, timeout=10)
        inside = threading.Barrier(2, timeout=2)
        outcomes: list[str] = []

        def move(state_json, inside=inside):
            if meet_inside_the_move:
                # Broken after its timeout if the other request was refused first: fine too.
                with suppress(threading.BrokenBarrierError):
                    inside.wait()
            return json.dumps({"count": json.loads(state_json)["count"] + 1}), False

        def submit(version=version, start=start, outcomes=outcomes, move=move):
            with visit(app, player_id):
                start.wait()
                try:
                    apply_move(counter.name, game_id, version, move)
                    outcomes.append("applied")
                except StaleMove:
                    outcomes.append("stale")
                except Exception as error:  # reported by the assertion below
                    outcomes.append(repr(error))

        threads = [threading.Thread(target=submit) for _ in range(2)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
        assert sorted(outcomes) == ["applied", "stale"], f"round {version}"

    with visit(app, player_id):
        saved = load(counter.name, game_id)
        assert (saved.version, counter.count(saved)) == (rounds, rounds)


# Nothing lost


def test_games_survive_a_server_restart(database_url, counter):
    config = {
        "TESTING": True,
        "SECRET_KEY": "kept across restarts",
        "DATABASE_URL": database_url,
    }
    before = counter.add_routes(create_app(config))
    browser = before.test_client()
    game_id = browser.post("/test-only/counter").get_json()["id"]
    browser.post(f"/test-only/counter/{game_id}", data={"version": 0})
    cookie = browser.get_cookie("session").value
    before.extensions["storage"].engine.dispose()

    after = counter.add_routes(create_app(config))
    same_browser = after.test_client()
    same_browser.set_cookie("session", cookie)
    assert same_browser.get("/test-only/counter").get_json() == [game_id]
    assert same_browser.get(f"/test-only/counter/{game_id}").get_json()["count"] == 1
    moved = same_browser.post(f"/test-only/counter/{game_id}", data={"version": 1})
    assert moved.get_json() == {"count": 2, "version": 2, "finished": False}
    after.extensions["storage"].engine.dispose()


# Answers for a route that lets the errors through


@pytest.fixture
def unguarded_app(app):
    """Test-only routes that raise the service's errors instead of handling them."""

    @app.get("/test-only/stale")
    def stale():
        raise StaleMove(game=None)

    @app.get("/api/test-only/missing")
    def api_missing():
        raise GameNotFound()

    return app


def test_an_unhandled_stale_move_is_a_409_page_that_says_what_happened(unguarded_app, parse_html):
    response = unguarded_app.test_client().get("/test-only/stale")
    assert response.status_code == 409
    page = parse_html(response.text)
    assert page.find("h1").words() == "That move was already made"
    assert "Reload the game to see the current position" in page.find("main").words()


def test_a_missing_game_under_the_api_is_a_json_404(unguarded_app):
    response = unguarded_app.test_client().get("/api/test-only/missing")
    assert response.status_code == 404
    assert response.get_json() == {"error": GameNotFound.description}


# Saves this code cannot read


UNREADABLE = {
    "a newer format": json.dumps({"format": 99, "level": "easy", "since": 0, "game": {}}),
    "damaged": '{"format": 1, "level": "easy", "since": 0, "game": {"players": 2',
    "not a game": json.dumps({"format": 1, "since": 0, "set": {"deals": "many"}}),
}
TABLES = {
    "cribbage": "/cribbage/games/{}",
    "euchre": "/euchre/games/{}",
    "euchre-duplicate": "/euchre/duplicate/{}",
}


@pytest.mark.parametrize("game", TABLES)
@pytest.mark.parametrize("state", UNREADABLE.values(), ids=UNREADABLE)
def test_a_save_that_cannot_be_read_gets_a_clear_page_and_is_kept(
    app, client, parse_html, game, state
):
    with visit(app):
        game_id, player_id = create(game, state).id, current_player_id()
    with client.session_transaction() as cookie:
        cookie[PLAYER_ID_KEY] = player_id
    url = TABLES[game].format(game_id)
    response = client.get(url)
    assert response.status_code == 410
    page = parse_html(response.text)
    assert page.find("h1").words() == "This game cannot be opened"
    assert "It has not been deleted" in page.find("main").words()
    token = parse_html(client.get("/profile").text).find("input", name="csrf_token")
    moved = client.post(url, data={"csrf_token": token.attrs["value"], "version": "0"})
    assert moved.status_code == 410
    with app.app_context():
        kept = get_session().get(SavedGame, game_id)
        assert (kept.state, kept.version) == (state, 0)
    # Its game's new-game page, which lists unfinished games to resume, leaves it out.
    resume = TABLES[game].replace("/games/{}", "/play").replace("/{}", "")
    assert client.get(resume).status_code == 200
