"""Shared fixtures: an app with a throwaway database, and its test client (as in flaskr).

The database is SQLite by default. A test module marked `both_databases` runs each of its
tests twice, on SQLite and on a real PostgreSQL server: the one that `make test` starts
(tests/postgres_cluster.py) and names in FIFTEEN_TWO_TEST_POSTGRES. The storage layer's own
modules mark it `both_databases(always=True)`; for the pages' modules, which store through the
same layer, the PostgreSQL run is marked slow: CI runs it, a quick `make test` does not.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient
from hypothesis import settings
from sqlalchemy import Engine, text
from sqlalchemy.engine import make_url

import webapp.duplicate.models  # noqa: F401  (emptied between tests with the others)
from tests.support import TEST_CONFIG, missing
from webapp import create_app, migrations
from webapp.models import Base
from webapp.storage import database_engine

# No time limit on a Hypothesis example: a busy machine (the other test process, CI's neighbours)
# must not turn a slow example into a failure. Speed is measured in benchmarks/, not asserted.
settings.register_profile("fifteen-two", deadline=None)
settings.load_profile("fifteen-two")

POSTGRES_VARIABLE = "FIFTEEN_TWO_TEST_POSTGRES"
BACKENDS = ("sqlite", "postgresql")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "both_databases: run each test on SQLite and on PostgreSQL")
    config.addinivalue_line(
        "markers",
        "shared_app: the module's tests only read pages and answers, so they share one app",
    )
    config.addinivalue_line(
        "markers",
        "one_database: a volume run (whole games) in a both_databases module, on SQLite only: "
        "it stores move by move as the module's other tests do on both",
    )


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    marker = metafunc.definition.get_closest_marker("both_databases")
    if metafunc.definition.get_closest_marker("one_database"):
        return
    if "database_backend" in metafunc.fixturenames and marker:
        always = marker.kwargs.get("always", False)
        backends = [
            pytest.param(name, marks=[] if always or name == "sqlite" else [pytest.mark.slow])
            for name in BACKENDS
        ]
        metafunc.parametrize("database_backend", backends, indirect=True)


@pytest.fixture(scope="session")
def migrated_sqlite(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A SQLite database at the newest schema, made once by the migrations: each test copies
    it rather than migrating its own."""
    path = tmp_path_factory.mktemp("schema") / "head.sqlite3"
    engine = database_engine(f"sqlite:///{path}")
    migrations.upgrade(engine)
    engine.dispose()
    return path


def sqlite_copy(migrated: Path, path: Path) -> str:
    """The URL of a fresh database at `path`, at the newest schema."""
    shutil.copyfile(migrated, path)
    path.chmod(0o600)
    return f"sqlite:///{path}"


@pytest.fixture(scope="session")
def postgres_engine(worker_id: str) -> Iterator[Engine]:
    """A database of its own for this test process on the test server, at the newest schema."""
    server = os.environ.get(POSTGRES_VARIABLE)
    if not server:
        missing(
            f"no PostgreSQL server for the tests: run them with `make test`, or set "
            f"{POSTGRES_VARIABLE} to a server's URL (postgresql+psycopg://user@host:port/postgres)"
        )
    name = f"fifteen_two_test_{worker_id}"
    admin = database_engine(server).execution_options(isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        connection.execute(text(f'CREATE DATABASE "{name}"'))
    engine = database_engine(make_url(server).set(database=name))
    migrations.upgrade(engine)
    yield engine
    engine.dispose()
    with admin.connect() as connection:
        connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
    admin.dispose()


def empty_tables(engine: Engine) -> None:
    names = ", ".join(f'"{table.name}"' for table in Base.metadata.sorted_tables)
    with engine.begin() as connection:
        connection.execute(text(f"TRUNCATE {names} RESTART IDENTITY CASCADE"))


@pytest.fixture
def database_backend(request: pytest.FixtureRequest) -> str:
    """sqlite, unless the module is marked both_databases (then each in turn)."""
    return str(getattr(request, "param", "sqlite"))


@pytest.fixture
def database_url(
    request: pytest.FixtureRequest, database_backend: str, tmp_path: Path, migrated_sqlite: Path
) -> Iterator[str]:
    """A fresh, empty database at the newest schema, for one test."""
    if database_backend == "sqlite":
        yield sqlite_copy(migrated_sqlite, tmp_path / "test.sqlite3")
        return
    engine: Engine = request.getfixturevalue("postgres_engine")
    yield engine.url.render_as_string(hide_password=False)
    empty_tables(engine)


def test_app(database_url: str) -> Flask:
    return create_app({**TEST_CONFIG, "SECRET_KEY": "test", "DATABASE_URL": database_url})


@pytest.fixture(scope="module")
def module_app(tmp_path_factory: pytest.TempPathFactory, migrated_sqlite: Path) -> Iterator[Flask]:
    """One app for a whole module marked shared_app: making an app (its URL map, its
    templates' globals) costs more than most page tests."""
    app = test_app(sqlite_copy(migrated_sqlite, tmp_path_factory.mktemp("module") / "db.sqlite3"))
    yield app
    app.extensions["storage"].engine.dispose()


@pytest.fixture
def app(request: pytest.FixtureRequest, database_url: str) -> Iterator[Flask]:
    """An app on a fresh database for each test; one for the module where it is marked
    shared_app (its tests only read)."""
    if request.node.get_closest_marker("shared_app"):
        yield request.getfixturevalue("module_app")
        return
    app = test_app(database_url)
    yield app
    app.extensions["storage"].engine.dispose()


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()
