"""The worker processes' side of the task queue: the task that runs a job (webapp.jobs.execute)
inside an app of the worker's own, the periodic sweep of lost jobs, and `flask work`, which
starts them."""

from __future__ import annotations

import logging
import os

import click
from flask import Flask, current_app
from flask.cli import with_appcontext
from huey import Huey, crontab

from webapp import jobs
from webapp.queue import consumer

_APPS: dict[int, Flask] = {}  # one app per worker process, made on its first job


def _app() -> Flask:
    """This process's app (a worker process is forked or spawned: it makes its own, from the
    same environment as the web)."""
    pid = os.getpid()
    if pid not in _APPS:
        from webapp import create_app

        _APPS[pid] = create_app()
    return _APPS[pid]


def _run_job(key: str) -> None:
    with _app().app_context():
        jobs.execute(key)


def _sweep() -> None:
    with _app().app_context():
        again = jobs.sweep()
        if again:
            current_app.logger.warning("queued %d lost job(s) again", again)


def register(queue: Huey) -> None:
    """Put the job runner (and, with workers, the sweep each minute) on `queue`."""
    jobs.TASKS[queue] = queue.task(name="run_job")(_run_job)
    if not queue.immediate:
        queue.periodic_task(crontab(minute="*"), name="sweep")(_sweep)


@click.command("work")
@click.option("--workers", default=2, show_default=True, help="Worker processes.")
@with_appcontext
def work_command(workers: int) -> None:
    """Run the workers that do the site's costly work (hints, grading, reviews, new games)."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    consumer(current_app.extensions["queue"], workers).run()
