"""The task queue the costly work runs on (webapp.jobs): Huey, with its worker processes.

Why Huey: one small, well-kept library that keeps its queue in what is already there (a SQLite
file next to the site's database, for `make run` with no server to install) or in a real
broker for several machines (Redis, or the PostgreSQL the site may already use), with the
same code; task priorities (interactive work before reviews), worker processes of its own,
and a scheduler for the periodic sweep of lost jobs. RQ and Dramatiq need Redis or RabbitMQ
even on a laptop; Celery is far more than this needs; Procrastinate is PostgreSQL only.

QUEUE_URL chooses the broker: unset, a SQLite file under instance/ (queue.sqlite3);
`redis://host:6379/0`; `postgresql://user@host/db`. QUEUE_IMMEDIATE runs each job where it is
asked, at once (the tests, and a site with no worker). `flask --app webapp work` runs the
workers (`make run` and `make serve` start them).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flask import Flask
from huey import Huey, MemoryHuey, PostgresHuey, PriorityRedisHuey, SqliteHuey
from huey.consumer import Consumer
from sqlalchemy.engine import make_url

from webapp.errors import ConfigError

NAME = "fifteen-two"
SQLITE_FILE = "queue.sqlite3"


def make_queue(url: str | None, instance_path: str, *, immediate: bool = False) -> Huey:
    """The queue QUEUE_URL names (see the module docstring)."""
    if immediate:
        return MemoryHuey(NAME, immediate=True)
    if not url:
        path = Path(instance_path) / SQLITE_FILE
        path.parent.mkdir(parents=True, exist_ok=True)
        return SqliteHuey(NAME, filename=str(path))
    scheme = url.split(":", 1)[0]
    if scheme in ("redis", "rediss"):
        return PriorityRedisHuey(NAME, url=url)
    if scheme.startswith("postgres"):
        parsed = make_url(url).set(drivername="postgresql")
        dsn = parsed.render_as_string(hide_password=False)
        return PostgresHuey(NAME, dsn=dsn)
    if scheme == "sqlite":
        filename = make_url(url).database
        if not filename:
            raise ConfigError(f"QUEUE_URL={url!r} names no file: sqlite:////path/queue.sqlite3")
        return SqliteHuey(NAME, filename=filename)
    raise ConfigError(
        f"QUEUE_URL={url!r}: use redis://host:6379/0, postgresql://user@host/db, "
        "sqlite:////path/queue.sqlite3, or leave it unset (a SQLite file under instance/)"
    )


def init_app(app: Flask) -> None:
    """Make the app's queue and register the job runner on it (webapp.jobs)."""
    from webapp import workers

    queue = make_queue(
        app.config.get("QUEUE_URL"),
        app.instance_path,
        immediate=bool(app.config.get("QUEUE_IMMEDIATE")),
    )
    app.extensions["queue"] = queue
    workers.register(queue)
    app.cli.add_command(workers.work_command)


POLL_DELAY = 0.05  # seconds: an idle worker looks for a job this often (Huey's default is to
# back off to 10 s, too slow for a hint a learner waits for; a look is one indexed query)


def consumer(queue: Huey, workers: int) -> Consumer:
    """Huey's consumer: `workers` processes taking jobs, and the scheduler for the sweep."""
    options: dict[str, Any] = {
        "workers": workers,
        "worker_type": "process",
        "periodic": True,
        "initial_delay": POLL_DELAY,
        "backoff": 1.0,
        "max_delay": POLL_DELAY,
    }
    return queue.create_consumer(**options)
