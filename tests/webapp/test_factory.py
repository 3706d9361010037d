"""create_app: configuration from the environment, a refusal to run with a key anyone could
know, trusted host names, and a clear message (not a traceback) from `flask` commands."""

from __future__ import annotations

import gc
import io
import os
import stat
import subprocess
import sys

import pytest
from flask import Flask, session

from webapp import REPO_ROOT, ConfigError, create_app
from webapp.security import TrustedHosts

KEY = "k" * 32


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    for name in (
        "SECRET_KEY",
        "FIFTEEN_TWO_SECRET_KEY",
        "FLASK_DEBUG",
        "FIFTEEN_TWO_DEBUG",
        "TRUSTED_HOSTS",
        "FIFTEEN_TWO_TRUSTED_HOSTS",
    ):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'env.sqlite3'}")
    # The instance folder (where a debug key is kept) of the test, not of the checkout.
    monkeypatch.setattr(Flask, "auto_find_instance_path", lambda app: str(tmp_path / "instance"))
    return monkeypatch


def test_refuses_to_start_without_a_secret_key(clean_env):
    with pytest.raises(ConfigError, match="FIFTEEN_TWO_SECRET_KEY"):
        create_app()


def test_refuses_a_short_secret_key(clean_env):
    clean_env.setenv("SECRET_KEY", "changeme")
    with pytest.raises(ConfigError, match="too short"):
        create_app()


def test_secret_key_from_the_environment(clean_env):
    clean_env.setenv("FIFTEEN_TWO_SECRET_KEY", KEY)
    assert create_app().config["SECRET_KEY"] == KEY


def test_plain_secret_key_variable_works_too(clean_env):
    clean_env.setenv("SECRET_KEY", KEY + "plain")
    assert create_app().config["SECRET_KEY"] == KEY + "plain"


def test_debug_without_a_key_uses_a_random_one_kept_private_in_instance(clean_env, tmp_path):
    clean_env.setenv("FLASK_DEBUG", "1")
    first = create_app()
    assert first.instance_path == str(tmp_path / "instance")
    key = first.config["SECRET_KEY"]
    assert len(key) == 64 and key != "development only, not secret"
    path = os.path.join(first.instance_path, "secret-key")
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    # The next start (the reloader, a restart) keeps it, so sessions survive.
    assert create_app().config["SECRET_KEY"] == key


def test_tests_without_a_key_get_a_random_one_each(clean_env):
    one = create_app({"TESTING": True}).config["SECRET_KEY"]
    two = create_app({"TESTING": True}).config["SECRET_KEY"]
    assert one != two and len(one) == 64


def test_a_cookie_signed_with_another_key_opens_nothing(clean_env):
    """The forged-cookie attack: a session signed with a key the attacker knows is ignored."""
    clean_env.setenv("FLASK_DEBUG", "1")
    victim = create_app()
    forger = create_app({"SECRET_KEY": "development only, not secret"})
    with forger.test_request_context():
        session["player_id"] = "someone-else"
        cookie = forger.session_interface.get_signing_serializer(forger).dumps(dict(session))
    client = victim.test_client()
    client.set_cookie("session", cookie)
    with client:
        client.get("/profile")
        assert "player_id" not in session


def test_database_url_from_the_environment(clean_env, tmp_path):
    clean_env.setenv("SECRET_KEY", KEY)
    app = create_app()
    assert app.config["DATABASE_URL"] == f"sqlite:///{tmp_path / 'env.sqlite3'}"
    assert stat.S_IMODE(os.stat(tmp_path / "env.sqlite3").st_mode) == 0o600


@pytest.mark.parametrize(
    "path",
    ["/cribbage//play", "/count?hand=5H+5C+5S+JD&starter=5D", "/", "/api/cribbage/score"],
)
def test_a_forged_host_name_is_refused_never_written_back(client, path):
    """The host name is written into the share link of a result and into the redirect that
    merges double slashes: from a forged Host header, both would point elsewhere."""
    assert client.get(path, headers={"Host": "localhost:5000"}).status_code in (200, 308, 400)
    response = client.get(path, headers={"Host": "evil.example"})
    assert response.status_code == 400
    assert "evil.example" not in response.get_data(as_text=True)
    assert "evil.example" not in response.headers.get("Location", "")


def test_the_trusted_host_names_are_local_by_default(client):
    assert client.get("/", headers={"Host": "localhost:5000"}).status_code == 200
    assert client.get("/", headers={"Host": "127.0.0.1"}).status_code == 200
    redirect = client.get("/cribbage//play", headers={"Host": "127.0.0.1:5000"})
    assert redirect.headers["Location"] == "http://127.0.0.1:5000/cribbage/play"


def test_trusted_hosts_from_the_environment(clean_env, database_url):
    clean_env.setenv("SECRET_KEY", KEY)
    clean_env.setenv("DATABASE_URL", database_url)
    clean_env.setenv("TRUSTED_HOSTS", "cribbage.example, .example.org")
    app = create_app()
    assert app.config["HOST_NAMES"] == ["cribbage.example", ".example.org"]
    client = app.test_client()
    assert client.get("/", headers={"Host": "cribbage.example"}).status_code == 200
    assert client.get("/", headers={"Host": "www.example.org"}).status_code == 200
    assert client.get("/", headers={"Host": "localhost"}).status_code == 400


def test_a_flask_command_without_a_key_says_what_to_set(clean_env, tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("SECRET_KEY", "FLASK_DEBUG")}
    env["DATABASE_URL"] = f"sqlite:///{tmp_path / 'cli.sqlite3'}"
    flask = os.path.join(os.path.dirname(sys.executable), "flask")
    result = subprocess.run(
        [flask, "--app", "webapp", "routes"],
        capture_output=True,
        text=True,
        cwd=REPO_ROOT,
        env=env,
        timeout=60,
    )
    assert result.returncode != 0
    assert "Traceback" not in result.stderr
    assert "Error: Fifteen Two needs a secret key" in result.stderr


def test_templates_come_from_the_top_level_folder(app):
    assert app.jinja_loader.searchpath[0].endswith("/templates")
    assert not app.jinja_loader.searchpath[0].endswith("webapp/templates")


@pytest.mark.parametrize(
    ("host", "trusted"),
    [
        ("cribbage.example", True),
        ("CRIBBAGE.example:8443", True),
        ("www.example.org", True),
        ("example.org", True),
        ("evil-example.org", False),
        ("cribbage.example.evil", False),
        ("cribbage.example:99999", False),
        ("cribbage.example/x", False),
        ("", False),
        ("[::1]:5000", False),
    ],
)
def test_which_host_names_are_trusted(host, trusted):
    check = TrustedHosts(lambda environ, start: [], ["cribbage.example", ".example.org"])
    assert check.trusts(host) is trusted


def test_a_page_leaves_few_objects_for_the_collector(app):
    """What a request leaves in reference cycles waits for the garbage collector, whose pauses
    grow with it: /count left 73 objects a request (a macro drawn in its page, the request
    written into its WSGI environ), 8 now (werkzeug's routing). Served as gunicorn serves it."""
    environ = {
        "REQUEST_METHOD": "GET",
        "PATH_INFO": "/count",
        "QUERY_STRING": "hand=5H+5C+5S+JD&starter=5D",
        "SERVER_NAME": "localhost",
        "SERVER_PORT": "80",
        "SERVER_PROTOCOL": "HTTP/1.1",
        "HTTP_HOST": "localhost",
        "REMOTE_ADDR": "127.0.0.1",
        "wsgi.url_scheme": "http",
        "wsgi.errors": sys.stderr,
    }

    def serve() -> None:
        answer = app.wsgi_app({**environ, "wsgi.input": io.BytesIO(b"")}, lambda *_: None)
        assert b"The hand counts 29." in b"".join(answer)

    serve()
    gc.collect()
    gc.disable()
    try:
        for _ in range(20):
            serve()
        left = gc.collect() / 20
    finally:
        gc.enable()
    assert left <= 12, left
