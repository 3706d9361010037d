"""The Fifteen Two web app: create_app() builds a configured Flask application."""

from __future__ import annotations

import os
from collections.abc import Mapping
from datetime import timedelta
from pathlib import Path
from typing import Any

from flask import Flask

REPO_ROOT = Path(__file__).resolve().parent.parent
DEVELOPMENT_SECRET_KEY = "development only, not secret"


class ConfigError(RuntimeError):
    """The app cannot start with this configuration; the message says what to set."""


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    """Build the app: config from defaults, then the environment, then `test_config`."""
    app = Flask(
        __name__,
        instance_relative_config=True,
        template_folder=str(REPO_ROOT / "templates"),
    )
    _configure(app, test_config)
    # API answers keep their documented key order: hand, starter, crib, total, ...
    app.json.sort_keys = False  # type: ignore[attr-defined]

    from webapp import errors, security, storage, vendor
    from webapp.api import bp as api_bp
    from webapp.cribbage import bp as cribbage_bp
    from webapp.cribbage.play import bp as play_bp
    from webapp.euchre import bp as euchre_bp
    from webapp.home import bp as home_bp
    from webapp.lessons import bp as lessons_bp
    from webapp.rules import bp as rules_bp
    from webapp.trainer import bp as trainer_bp

    security.init_app(app)
    storage.init_app(app)
    errors.init_app(app)
    app.register_blueprint(home_bp)
    app.register_blueprint(rules_bp)
    app.register_blueprint(lessons_bp)
    app.register_blueprint(cribbage_bp)
    app.register_blueprint(play_bp)
    app.register_blueprint(euchre_bp)
    app.register_blueprint(trainer_bp)
    app.register_blueprint(api_bp)
    app.register_blueprint(vendor.bp)
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
    )
    # FIFTEEN_TWO_SECRET_KEY, FIFTEEN_TWO_DATABASE_URL, ... override the plain names.
    app.config.from_prefixed_env("FIFTEEN_TWO")
    if test_config is not None:
        app.config.from_mapping(test_config)

    if not app.config["SECRET_KEY"]:
        if not (app.debug or app.testing):
            raise ConfigError(
                "Fifteen Two needs a secret key to sign its cookies. Set FIFTEEN_TWO_SECRET_KEY "
                "(or SECRET_KEY) in the environment, for example to the output of "
                "`python -c 'import secrets; print(secrets.token_hex())'`, "
                "or run with --debug for a development-only key."
            )
        app.config["SECRET_KEY"] = DEVELOPMENT_SECRET_KEY

    if not app.config["DATABASE_URL"]:
        Path(app.instance_path).mkdir(parents=True, exist_ok=True)
        database = Path(app.instance_path) / "fifteen-two.sqlite3"
        app.config["DATABASE_URL"] = f"sqlite:///{database}"


def _env_flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in {"1", "true", "yes", "on"}
