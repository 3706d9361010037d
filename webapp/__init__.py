"""The Fifteen Two web app: create_app() builds a configured Flask application."""

from __future__ import annotations

import gc
import os
import secrets
from collections.abc import Mapping
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from flask import Flask
from flask import Request as FlaskRequest
from werkzeug.middleware.proxy_fix import ProxyFix
from werkzeug.routing import BaseConverter

from webapp.errors import ConfigError
from webapp.rendering import COMPILED, PlainGlobalsEnvironment

if TYPE_CHECKING:
    from _typeshed.wsgi import WSGIEnvironment

REPO_ROOT = Path(__file__).resolve().parent.parent
# Forms here are a few hundred bytes: anything far bigger is refused (413) before it is read.
MAX_CONTENT_LENGTH = 32 * 1024
# The host names answered when TRUSTED_HOSTS is not set: this machine only.
LOCAL_HOSTS = ("localhost", "127.0.0.1")
MIN_SECRET_KEY_LENGTH = 16
SECRET_KEY_HELP = (
    "for example to the output of `python -c 'import secrets; print(secrets.token_hex())'`"
)


class Request(FlaskRequest):
    """Flask's request, not written back into its WSGI environ (werkzeug's debugging aid): the
    two would point at each other, a reference cycle left for the collector on every request."""

    def __init__(self, environ: WSGIEnvironment, populate_request: bool = False) -> None:
        super().__init__(environ, populate_request=populate_request)


class IdConverter(BaseConverter):
    """A saved game's or round's id in an address: the characters secrets.token_urlsafe uses,
    so that text that could never be an id (a NUL byte, say) is a 404 before any database
    sees it."""

    regex = r"[A-Za-z0-9_-]{1,64}"


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    """Build the app: config from defaults, then the environment, then `test_config`."""
    app = Flask(
        __name__,
        instance_relative_config=True,
        template_folder=str(REPO_ROOT / "templates"),
    )
    app.request_class = Request
    app.jinja_environment = PlainGlobalsEnvironment
    app.jinja_options = {**app.jinja_options, "bytecode_cache": COMPILED}
    _configure(app, test_config)

    from webapp import (
        errors,
        following,
        limits,
        pictures,
        queue,
        rendering,
        reviews,
        security,
        storage,
        vendor,
    )
    from webapp.api import bp as api_bp
    from webapp.api.json_provider import JSON
    from webapp.bideuchre import bp as bideuchre_bp
    from webapp.cribbage import bp as cribbage_bp
    from webapp.cribbage.play import bp as play_bp
    from webapp.duplicate.pages import bp as duplicate_bp
    from webapp.euchre import bp as euchre_bp
    from webapp.home import bp as home_bp
    from webapp.lessons import bp as lessons_bp
    from webapp.players import CookieSessions
    from webapp.rules import bp as rules_bp
    from webapp.scorekeeper import bp as scorekeeper_bp
    from webapp.scorekeeper.moved import bp as scorekeeper_moved_bp
    from webapp.settle import bp as settle_bp
    from webapp.stylesheet import bp as stylesheet_bp
    from webapp.trainer import bp as trainer_bp

    app.url_map.converters["id"] = IdConverter
    app.session_interface = CookieSessions()
    # API answers keep their documented key order: hand, starter, crib, total, ...
    app.json = JSON(app)
    security.init_app(app)
    storage.init_app(app)
    limits.init_app(app)  # counted in the database storage made
    queue.init_app(app)
    errors.init_app(app)
    following.init_app(app)
    pictures.init_app(app)
    rendering.init_app(app)
    app.register_blueprint(home_bp)
    app.register_blueprint(rules_bp)
    app.register_blueprint(lessons_bp)
    app.register_blueprint(cribbage_bp)
    app.register_blueprint(settle_bp)
    app.register_blueprint(scorekeeper_bp)
    app.register_blueprint(scorekeeper_moved_bp)
    app.register_blueprint(play_bp)
    app.register_blueprint(euchre_bp)
    app.register_blueprint(bideuchre_bp)
    app.register_blueprint(duplicate_bp)
    app.register_blueprint(trainer_bp)
    app.register_blueprint(reviews.bp)
    app.register_blueprint(api_bp)
    app.register_blueprint(vendor.bp)
    app.register_blueprint(stylesheet_bp)
    if not app.testing:
        # Everything made so far (templates, rule tables, the engines' precomputed tables)
        # lives as long as the process: moved out of the collector's sight, it is no longer
        # walked by every full collection while serving. The thresholds stay Python's own: a
        # request leaves 8 objects in cycles (werkzeug's), and collecting often keeps each
        # collection short: at 700, /count's longest pause is 0.4 ms and its p99.9 0.8 ms; at
        # 50,000, 6.5 ms and 0.8 ms (benchmarks/bench_gc.py).
        gc.collect()
        gc.freeze()
    return app


def _configure(app: Flask, test_config: Mapping[str, Any] | None) -> None:
    app.config.from_mapping(
        SECRET_KEY=os.environ.get("SECRET_KEY"),
        DATABASE_URL=os.environ.get("DATABASE_URL"),
        NODE_MODULES=str(REPO_ROOT / "node_modules"),
        # The session cookie carries the player id (no sign-up): it lasts a year, renewed on
        # every visit; Secure (HTTPS only) is for the deployment to switch on.
        PERMANENT_SESSION_LIFETIME=timedelta(days=365),
        SESSION_COOKIE_HTTPONLY=True,
        SESSION_COOKIE_SAMESITE="Lax",
        SESSION_COOKIE_SECURE=_env_flag("SESSION_COOKIE_SECURE"),
        # A CSRF token lives as long as the session cookie: no separate expiry to trip over.
        WTF_CSRF_TIME_LIMIT=None,
        MAX_CONTENT_LENGTH=MAX_CONTENT_LENGTH,
        # Requests for any other host name are refused (400), so a forged Host header is never
        # written into an address the site sends back. Comma-separated; ".example.org" also
        # accepts its subdomains.
        TRUSTED_HOSTS=os.environ.get("TRUSTED_HOSTS") or list(LOCAL_HOSTS),
        # How many proxies (load balancers) stand in front of the app and set X-Forwarded-For
        # and X-Forwarded-Proto: the client's address, for the rate limits, is read from them.
        TRUSTED_PROXIES=int(os.environ.get("TRUSTED_PROXIES") or 0),
        # Where the rate limits count: the app's own database unless set (webapp.limits).
        RATELIMIT_STORAGE_URI=os.environ.get("RATELIMIT_STORAGE_URI") or "database",
        # The task queue's broker (webapp.queue): a SQLite file under instance/ unless set.
        QUEUE_URL=os.environ.get("QUEUE_URL"),
    )
    # FIFTEEN_TWO_SECRET_KEY, FIFTEEN_TWO_DATABASE_URL, ... override the plain names.
    app.config.from_prefixed_env("FIFTEEN_TWO")
    if test_config is not None:
        app.config.from_mapping(test_config)

    hosts = app.config["TRUSTED_HOSTS"] or []
    if isinstance(hosts, str):
        hosts = [name.strip() for name in hosts.split(",") if name.strip()]
    # Checked once per request by webapp.security.TrustedHosts; Flask's own check (of the
    # same setting) would check twice, each time re-encoding every name: a tenth of an API
    # answer's time.
    app.config["HOST_NAMES"] = list(hosts)
    app.config["TRUSTED_HOSTS"] = None
    if app.config["TRUSTED_PROXIES"]:
        count = int(app.config["TRUSTED_PROXIES"])
        app.wsgi_app = ProxyFix(app.wsgi_app, x_for=count, x_proto=count)  # type: ignore[method-assign]
    _configure_secret_key(app)

    if not app.config["DATABASE_URL"]:
        _private_folder(Path(app.instance_path))
        database = Path(app.instance_path) / "fifteen-two.sqlite3"
        app.config["DATABASE_URL"] = f"sqlite:///{database}"


def _configure_secret_key(app: Flask) -> None:
    """The key that signs the session cookie (which holds the player's id) must be secret:
    from the environment; in debug mode a random one kept under instance/; in tests a random
    one per app. Never a key anyone could know."""
    key = app.config["SECRET_KEY"]
    if key:
        if not app.testing and len(str(key)) < MIN_SECRET_KEY_LENGTH:
            raise ConfigError(
                f"SECRET_KEY is {len(str(key))} characters: too short to keep cookies safe. "
                f"Use at least {MIN_SECRET_KEY_LENGTH} random characters, {SECRET_KEY_HELP}."
            )
        return
    if app.testing:
        app.config["SECRET_KEY"] = secrets.token_hex(32)
    elif app.debug:
        app.config["SECRET_KEY"] = _instance_secret_key(Path(app.instance_path))
    else:
        raise ConfigError(
            "Fifteen Two needs a secret key to sign its cookies. Set FIFTEEN_TWO_SECRET_KEY "
            f"(or SECRET_KEY) in the environment, {SECRET_KEY_HELP}; `make run` and "
            "`make serve` keep one in instance/secret-key."
        )


def _instance_secret_key(instance: Path) -> str:
    """The random key in instance/secret-key (readable by its owner only), made if missing."""
    _private_folder(instance)
    path = instance / "secret-key"
    try:
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        return path.read_text().strip()
    key = secrets.token_hex(32)
    with os.fdopen(descriptor, "w") as file:
        file.write(key + "\n")
    return key


def _private_folder(path: Path) -> None:
    """Create `path` readable by its owner only, if it is missing (the secret key and the
    database live there)."""
    path.mkdir(mode=0o700, parents=True, exist_ok=True)


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in {"1", "true", "yes", "on"}
