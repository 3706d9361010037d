"""Players without sign-up: a random id in the signed session cookie, made only when needed."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from flask import Flask
from flask.sessions import SecureCookieSessionInterface
from sqlalchemy import delete, func, select

from webapp import create_app
from webapp.models import Player
from webapp.players import PLAYER_ID_KEY, current_player_id
from webapp.storage import get_session

# Each test runs on SQLite and on PostgreSQL (tests/conftest.py).
pytestmark = pytest.mark.both_databases(always=True)


def player_count(app) -> int:
    with app.app_context():
        return get_session().scalar(select(func.count()).select_from(Player))


def test_looking_around_makes_no_player(counter_app):
    client = counter_app.test_client()
    assert client.get("/test-only/me").text == ""
    assert client.get("/test-only/counter").get_json() == []
    assert client.get("/").status_code == 200
    assert client.get("/test-only/me").text == ""
    assert player_count(counter_app) == 0


def test_starting_a_game_makes_a_player_who_keeps_their_id(counter_app):
    client = counter_app.test_client()
    client.post("/test-only/counter")
    player_id = client.get("/test-only/me").text
    assert len(player_id) >= 43  # secrets.token_urlsafe(32): 256 random bits
    client.post("/test-only/counter")
    assert client.get("/test-only/me").text == player_id
    assert player_count(counter_app) == 1
    with counter_app.app_context():
        player = get_session().get(Player, player_id)
        assert player.display_name is None
        assert player.created_at.tzinfo is UTC


def test_two_visitors_are_two_players(counter_app):
    first, second = counter_app.test_client(), counter_app.test_client()
    first.post("/test-only/counter")
    second.post("/test-only/counter")
    assert first.get("/test-only/me").text != second.get("/test-only/me").text
    assert player_count(counter_app) == 2


def test_the_cookie_lasts_a_year_and_scripts_cannot_read_it(counter_app):
    response = counter_app.test_client().post("/test-only/counter")
    cookie = response.headers["Set-Cookie"]
    assert "HttpOnly" in cookie
    assert "SameSite=Lax" in cookie
    assert "Secure" not in cookie  # plain http on a developer's machine must work
    expires = datetime.strptime(
        cookie.split("Expires=")[1].split(";")[0], "%a, %d %b %Y %H:%M:%S GMT"
    )
    assert expires.replace(tzinfo=UTC) - datetime.now(UTC) > timedelta(days=364)


def test_secure_cookie_from_the_environment(monkeypatch, database_url):
    monkeypatch.setenv("SESSION_COOKIE_SECURE", "true")
    app = create_app({"TESTING": True, "DATABASE_URL": database_url})
    assert app.config["SESSION_COOKIE_SECURE"] is True
    with app.test_request_context():
        current_player_id(create=True)
        response = app.process_response(app.make_response("ok"))
    assert "Secure" in response.headers["Set-Cookie"]
    app.extensions["storage"].engine.dispose()


def forged_cookie(player_id: str, secret_key: str) -> str:
    """A session cookie naming `player_id`, signed with `secret_key`."""
    forger = Flask("forger")
    forger.secret_key = secret_key
    return (
        SecureCookieSessionInterface()
        .get_signing_serializer(forger)
        .dumps({PLAYER_ID_KEY: player_id})
    )


def test_a_tampered_cookie_is_a_new_visitor_not_someone_else(counter_app):
    owner = counter_app.test_client()
    game_id = owner.post("/test-only/counter").get_json()["id"]
    owner_id = owner.get("/test-only/me").text
    genuine = owner.get_cookie("session").value

    forged_by_guessing_the_key = forged_cookie(owner_id, "not the key")
    payload, timestamp, signature = genuine.rsplit(".", 2)
    altered_signature = f"{payload}.{timestamp}.{signature[::-1]}"
    for cookie in (forged_by_guessing_the_key, altered_signature):
        intruder = counter_app.test_client()
        intruder.set_cookie("session", cookie)
        assert intruder.get("/test-only/me").text == ""
        assert intruder.get(f"/test-only/counter/{game_id}").status_code == 404
        intruder.post("/test-only/counter")
        assert intruder.get("/test-only/me").text not in ("", owner_id)


def test_a_cookie_signed_with_the_apps_key_is_accepted(counter_app):
    """The control for the test above: the forgery is refused for its key, nothing else."""
    owner = counter_app.test_client()
    game_id = owner.post("/test-only/counter").get_json()["id"]
    owner_id = owner.get("/test-only/me").text
    other_browser = counter_app.test_client()
    other_browser.set_cookie("session", forged_cookie(owner_id, counter_app.secret_key))
    assert other_browser.get(f"/test-only/counter/{game_id}").status_code == 200


def test_a_player_row_lost_with_the_database_comes_back(counter_app):
    client = counter_app.test_client()
    client.post("/test-only/counter")
    player_id = client.get("/test-only/me").text
    with counter_app.app_context():
        get_session().execute(delete(Player))
        get_session().commit()
    assert client.post("/test-only/counter").status_code == 201
    assert client.get("/test-only/me").text == player_id
    assert player_count(counter_app) == 1
