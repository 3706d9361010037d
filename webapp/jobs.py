"""Costly work as jobs on the task queue (webapp.queue), never in a web request's thread.

A piece of work (`Work`: a registered kind and its JSON payload) is keyed by a digest of what it
computes, so the same position or question asked twice runs once. The web process submits it
(a row in the jobs table, and a task on the queue), waits for it a short while (WAIT: a hint
usually answers within the request), and else answers at once that it is working (`Pending`:
the page follows the job and asks again; the API answers 202). The worker processes run each
job: its kind's function computes the result and keeps it where the site reads it (a graded
question, a review, a saved game), and the job row says done, or failed with a message a page
shows. A job's own sub-work runs there and then, inside it.

Fairness (webapp.limits): each address and each player has a budget of worker seconds a
minute, charged when a job ends; interactive work (hints, a drill's grade, a new game) goes
before background work (reviews); one client has at most SHARE interactive jobs in flight, and
each more of its own it asks for goes behind everyone else's. A job lost with its worker (kill
-9) is started again when it has run STALE seconds without finishing, at most MOST_ATTEMPTS
times, then failed with a message.
"""

from __future__ import annotations

import hashlib
import json
import threading
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import timedelta
from typing import Any

from flask import current_app
from huey import Huey
from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from webapp.models import Job, utc_now
from webapp.storage import get_engine, insert_for

__all__ = [
    "BACKGROUND",
    "INTERACTIVE",
    "Failed",
    "Pending",
    "Work",
    "immediate",
    "kind",
    "run",
    "status",
    "submit",
]

INTERACTIVE, BACKGROUND = 10, 0  # priorities: a learner waiting, and work done ahead of time
WAIT = 1.5  # seconds the web waits for a job it has just asked for, before saying it is working
FOLLOW = 1.0  # the same, for a job asked for before: a page following it asks again at once,
# and is answered the moment the job is done (a long poll), or after this
POLL = 0.05  # how soon it first looks again while it waits; each wait half as long again after,
POLL_MOST = 0.25  # up to this: most jobs are done at once, and a long one is not looked at 20
# times a second by every thread following it (each look costs the web process's CPU)
STALE = 120.0  # seconds a job may run: past that its worker is taken for lost
MOST_ATTEMPTS = 3
SHARE = 2  # interactive jobs one client may have queued or running at once
QUEUED, RUNNING, DONE, FAILED = "queued", "running", "done", "failed"
IN_FLIGHT = (QUEUED, RUNNING)
LOST = "This could not be worked out: the computer doing it stopped. Try again in a moment."
BROKE = "This could not be worked out. It is not something you did; try again later."

KINDS: dict[str, Callable[[Mapping[str, Any]], Any]] = {}
_INSIDE = threading.local()  # the job this thread is running: who asked for it (client, player)


@dataclass(frozen=True)
class Work:
    """A piece of costly work: its kind (a function registered with `kind`), its payload (JSON),
    and whether it is done ahead of time (`background`: a hand's review). `key` is what it
    computes, as a digest: by default of the kind and payload. `owed`: work a player is owed
    (the computers' replies to a move made: refused, the game would stop) is charged to the
    budget but never refused by it or by the share."""

    kind: str
    payload: Mapping[str, Any]
    key: str = ""
    background: bool = False
    owed: bool = False
    client: str = field(default="", compare=False)
    player: str | None = field(default=None, compare=False)

    @property
    def refusable(self) -> bool:
        """Whether the budget and the share may refuse it: interactive work not owed."""
        return not (self.background or self.owed)

    @property
    def digest(self) -> str:
        if self.key:
            return self.key
        text = json.dumps([self.kind, self.payload], sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()


class Pending(Exception):
    """The job is queued or running: the page answers that it is working and follows it."""

    def __init__(self, key: str, retry_after: float = 1.0) -> None:
        super().__init__(key)
        self.key = key
        self.retry_after = retry_after


class Failed(Exception):
    """The job ended without a result; `message` says so to whoever asked."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def kind(name: str) -> Callable[[Callable[[Mapping[str, Any]], Any]], Callable[..., Any]]:
    """Register `name`'s function: payload -> its result (JSON-ready), kept where the site
    reads it."""

    def register(function: Callable[[Mapping[str, Any]], Any]) -> Callable[..., Any]:
        KINDS[name] = function
        return function

    return register


def inside_a_job() -> bool:
    return getattr(_INSIDE, "job", None) is not None


def _asker(work: Work) -> tuple[str, str | None]:
    """Who asks for `work`: as it says, else the client of the job this thread is running
    (work a job queues, such as a review once its hand ends, is on behalf of whoever asked for
    that job), else the request's."""
    from webapp import limits

    running: tuple[str, str | None] | None = getattr(_INSIDE, "job", None)
    if running is not None:
        client, player = running
    else:
        client, player = limits.client_address(), _player()
    return work.client or client, work.player if work.player is not None else player


def immediate() -> bool:
    """Whether jobs run where they are asked, at once (QUEUE_IMMEDIATE: no workers): then
    nothing is worked out ahead of time."""
    queue: Huey = current_app.extensions["queue"]
    return bool(queue.immediate)


def run(work: Work, *, wait: float | None = None) -> Any:
    """`work`'s result: submitted (once), waited for up to `wait` seconds (WAIT by default).
    Pending when it is not done by then; Failed when it failed. Inside a job, sub-work runs
    there and then; with no workers (QUEUE_IMMEDIATE), all of it does."""
    if inside_a_job():
        return KINDS[work.kind](work.payload)
    if immediate():  # no workers: worked out here and now, as if on one, and charged
        return _here(work)
    job, new = _submit(work)
    if job.state not in (DONE, FAILED):
        if wait is None:
            wait = current_app.config.get("JOB_WAIT", WAIT) if new else FOLLOW
        job = wait_for(job.key, wait) or job
    if job.state == DONE:
        return json.loads(job.result or "null")
    if job.state == FAILED:
        raise Failed(job.error or BROKE)
    raise Pending(job.key)


def _here(work: Work) -> Any:
    """`work` done in this thread (no workers): its budget checked, its seconds charged."""
    from webapp import limits

    client, player = _asker(work)
    if work.refusable:
        limits.check_budget(client, player)
    began = time.process_time()
    try:
        with _inside(client, player):
            return json.loads(json.dumps(KINDS[work.kind](work.payload)))
    finally:
        limits.charge(client, player, time.process_time() - began)


def submit(work: Work) -> Job:
    """The job for `work`: made and queued if new, queued again if it failed or was lost (at
    most MOST_ATTEMPTS starts); the budget and the client's share checked first."""
    return _submit(work)[0]


def _submit(work: Work) -> tuple[Job, bool]:
    """submit(), and whether this call queued the job."""
    from webapp import limits

    key = work.digest
    client, player = _asker(work)
    found = status(key)
    if found is not None and (found.state == DONE or not _retry(found)):
        return found, False
    if work.refusable:
        limits.check_budget(client, player)
    in_flight = _in_flight(client) if not work.background else 0
    if work.refusable and in_flight >= current_app.config.get("JOB_SHARE", SHARE):
        limits.refuse_share()
    priority = (BACKGROUND if work.background else INTERACTIVE) - in_flight
    engine = get_engine()
    now = utc_now()
    row = {
        "key": key,
        "kind": work.kind,
        "payload": json.dumps(work.payload, sort_keys=True),
        "state": QUEUED,
        "client": client[:128],
        "player": player,
        "priority": priority,
        "attempts": 0,
        "seconds": 0.0,
        "created_at": now,
    }
    with engine.begin() as connection:
        if found is None:
            # Without preserve_rowcount, psycopg's INSERT says -1 made or not: every request
            # racing to make the job would queue it.
            inserted = connection.execute(
                insert_for(engine)(Job).values(row).on_conflict_do_nothing(),
                execution_options={"preserve_rowcount": True},
            ).rowcount
        else:  # failed or lost: queued again, by whoever asks first
            inserted = connection.execute(
                update(Job)
                .where(Job.key == key, Job.state == found.state, Job.attempts == found.attempts)
                .values(state=QUEUED, error=None, priority=priority, created_at=now)
            ).rowcount
    if inserted:
        _enqueue(key, priority)
    job = status(key)
    assert job is not None
    return job, bool(inserted)


def status(key: str) -> Job | None:
    """The job keyed `key`, as it stands now."""
    with Session(get_engine(), expire_on_commit=False) as db:
        return db.get(Job, key)


def wait_for(key: str, seconds: float) -> Job | None:
    """The job once it is done or failed, or as it stands after `seconds`."""
    deadline = time.monotonic() + seconds
    query = select(Job.state).where(Job.key == key)  # a look costs a tenth of a whole row's
    engine = get_engine()
    pause = POLL
    while time.monotonic() < deadline:
        with engine.connect() as connection:
            if connection.scalar(query) not in IN_FLIGHT:
                break
        time.sleep(min(pause, max(0.0, deadline - time.monotonic())))
        pause = min(pause * 1.5, POLL_MOST)
    return status(key)


def result(key: str) -> Any:
    """A finished job's result (Pending or Failed while it has none)."""
    job = status(key)
    if job is None:
        raise Failed("There is no such piece of work.")
    if job.state == DONE:
        return json.loads(job.result or "null")
    if job.state == FAILED:
        raise Failed(job.error or BROKE)
    raise Pending(key)


def _retry(job: Job) -> bool:
    """Whether a job should be queued again: it failed by losing its worker, or it has been
    running (or queued: its task lost) longer than STALE, with attempts left."""
    if job.attempts >= MOST_ATTEMPTS:
        return False
    if job.state == FAILED:
        return job.error == LOST
    stale = current_app.config.get("JOB_STALE", STALE)
    since = job.started_at if job.state == RUNNING else job.created_at
    return since is not None and (utc_now() - since).total_seconds() > stale


def _in_flight(client: str) -> int:
    """The client's interactive jobs queued or running."""
    query = select(func.count()).where(
        Job.client == client[:128], Job.state.in_(IN_FLIGHT), Job.priority > BACKGROUND
    )
    with get_engine().connect() as connection:
        return int(connection.scalar(query) or 0)


def _player() -> str | None:
    from webapp.players import current_player_id

    return current_player_id()


def _enqueue(key: str, priority: int) -> None:
    queue: Huey = current_app.extensions["queue"]
    queue.enqueue(TASKS[queue].s(key, priority=priority))


# The worker's side (webapp.workers runs it) ------------------------------------------------

TASKS: dict[Huey, Any] = {}  # each queue's task that runs a job by its key (webapp.workers)


def execute(key: str) -> None:
    """Run the job keyed `key` once: marked running, computed, and marked done (its result
    kept) or failed (its message kept), its worker seconds charged to whoever asked."""
    from webapp import limits

    engine = get_engine()
    now = utc_now()
    with engine.begin() as connection:
        started = connection.execute(
            update(Job)
            .where(Job.key == key, Job.state == QUEUED)
            .values(state=RUNNING, started_at=now, attempts=Job.attempts + 1)
        ).rowcount
    if not started:
        return  # taken by another worker, done already, or not queued
    job = status(key)
    assert job is not None
    began = time.process_time()
    outcome: dict[str, Any]
    try:
        with _inside(job.client, job.player):
            found = KINDS[job.kind](json.loads(job.payload))
        outcome = {"state": DONE, "result": json.dumps(found)}
    except Exception as error:
        outcome = {"state": FAILED, "error": _message(error)}
        current_app.logger.exception("job %s (%s) failed", key, job.kind)
    seconds = time.process_time() - began
    with engine.begin() as connection:
        connection.execute(
            update(Job)
            .where(Job.key == key, Job.state == RUNNING)
            .values(**outcome, seconds=seconds, finished_at=utc_now())
        )
    limits.charge(job.client, job.player, seconds)


@contextmanager
def _inside(client: str, player: str | None) -> Iterator[None]:
    before = getattr(_INSIDE, "job", None)
    _INSIDE.job = (client, player)
    try:
        yield
    finally:
        _INSIDE.job = before


def _message(error: Exception) -> str:
    from scoring.errors import ExplainedError

    if isinstance(error, Failed):
        return error.message
    if isinstance(error, ExplainedError):
        return str(error)
    return BROKE


def sweep() -> int:
    """Queue again each job running or queued past STALE; fail those out of attempts. Returns
    how many were queued again."""
    stale = timedelta(seconds=current_app.config.get("JOB_STALE", STALE))
    cutoff = utc_now() - stale
    query = select(Job).where(
        ((Job.state == RUNNING) & (Job.started_at < cutoff))
        | ((Job.state == QUEUED) & (Job.created_at < cutoff))
    )
    again = 0
    with Session(get_engine(), expire_on_commit=False) as db:
        for job in db.scalars(query).all():
            if job.attempts >= MOST_ATTEMPTS:
                job.state, job.error = FAILED, LOST
            else:
                job.state, job.created_at = QUEUED, utc_now()
                again += 1
                _enqueue(job.key, job.priority)
        db.commit()
    return again
