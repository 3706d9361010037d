"""create_app: configuration from the environment and a refusal to run without a secret."""

from __future__ import annotations

import pytest

from webapp import DEVELOPMENT_SECRET_KEY, ConfigError, create_app


@pytest.fixture
def clean_env(monkeypatch, tmp_path):
    for name in ("SECRET_KEY", "FIFTEEN_TWO_SECRET_KEY", "FLASK_DEBUG", "FIFTEEN_TWO_DEBUG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("DATABASE_URL", f"sqlite:///{tmp_path / 'env.sqlite3'}")
    return monkeypatch


def test_refuses_to_start_without_a_secret_key(clean_env):
    with pytest.raises(ConfigError, match="FIFTEEN_TWO_SECRET_KEY"):
        create_app()


def test_secret_key_from_the_environment(clean_env):
    clean_env.setenv("FIFTEEN_TWO_SECRET_KEY", "from-env")
    assert create_app().config["SECRET_KEY"] == "from-env"


def test_plain_secret_key_variable_works_too(clean_env):
    clean_env.setenv("SECRET_KEY", "plain")
    assert create_app().config["SECRET_KEY"] == "plain"


def test_development_key_only_when_debugging_or_testing(clean_env):
    clean_env.setenv("FLASK_DEBUG", "1")
    assert create_app().config["SECRET_KEY"] == DEVELOPMENT_SECRET_KEY
    clean_env.delenv("FLASK_DEBUG")
    assert create_app({"TESTING": True}).config["SECRET_KEY"] == DEVELOPMENT_SECRET_KEY


def test_database_url_from_the_environment(clean_env, tmp_path):
    clean_env.setenv("SECRET_KEY", "x")
    app = create_app()
    assert app.config["DATABASE_URL"] == f"sqlite:///{tmp_path / 'env.sqlite3'}"
    assert (tmp_path / "env.sqlite3").exists()


def test_templates_come_from_the_top_level_folder(app):
    assert app.jinja_loader.searchpath[0].endswith("/templates")
    assert not app.jinja_loader.searchpath[0].endswith("webapp/templates")
