"""Graded questions kept (Kept): a bidding question is graded by playing it out over hundreds
of deals, a position evaluated over sampled deals, a fraction of a second to a second each, so
each answer is worked out once on the task queue's workers (webapp.jobs) and kept for the next
asker, in the database and in memory: a shared permalink opens at once, whichever process
serves it. The Euchre and Bid Euchre analyzers and drills keep theirs here, and every hint,
review and drill keeps the evaluations of positions (webapp.evaluations)."""

from __future__ import annotations

import contextlib
import hashlib
import json
import threading
from collections import OrderedDict
from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

from flask import current_app, has_app_context
from sqlalchemy import select
from sqlalchemy.exc import SQLAlchemyError
from werkzeug.exceptions import TooManyRequests

from webapp import jobs
from webapp.models import GradedQuestion, utc_now
from webapp.storage import get_engine, insert_for

__all__ = ["VERSION", "Kept"]

# The graders' version, part of every key: what an older grader kept (other stopping rules,
# other deals) is graded again, so that a question gets today's numbers wherever it is asked.
VERSION = 2

Grade = TypeVar("Grade")
Explained = TypeVar("Explained")


class Kept(Generic[Grade, Explained]):
    """Graded questions of one kind (`name`, the job kind that works one out): every one in
    the database (table graded_questions), for every process and every later asker, and the
    last `size` in this process's memory as well. One not kept is a job (webapp.jobs):
    `compute(payload)` works it out on a worker, once, even when two ask at the same moment.
    A grade is kept as `dump` writes it and read back by `load`; `explain` says why, once
    read."""

    def __init__(
        self,
        name: str,
        size: int,
        dump: Callable[[Grade], dict[str, Any]],
        load: Callable[[dict[str, Any]], Grade],
        explain: Callable[[Grade], Explained],
        compute: Callable[[Mapping[str, Any]], Grade],
    ) -> None:
        self.name = name
        self.size = size
        self.dump, self.load, self.explain = dump, load, explain
        self.compute = compute
        self._answers: OrderedDict[str, tuple[Grade, Explained]] = OrderedDict()
        self._lock = threading.Lock()
        jobs.kind(name)(self._work)

    def digest(self, key: list[Any]) -> str:
        keyed = [VERSION, *key]
        return hashlib.sha256(json.dumps(keyed, sort_keys=True).encode()).hexdigest()

    def get(
        self, key: list[Any], payload: Mapping[str, Any], *, wait: float | None = None
    ) -> tuple[Grade, Explained]:
        """The answer to the question `key` (JSON-ready: what, the question, seed, ...),
        worked out from `payload` on the workers when it is not kept: Pending (webapp.jobs)
        when that takes longer than the wait."""
        digest = self.digest(key)
        answer = self.kept(digest)
        if answer is not None:
            return answer
        if jobs.inside_a_job():  # part of a job already: worked out here, and kept
            self._work({"digest": digest, **payload})
        else:
            jobs.run(jobs.Work(self.name, {"digest": digest, **payload}, key=digest), wait=wait)
        answer = self.kept(digest)
        if answer is None:
            raise jobs.Failed("This was worked out but could not be kept: ask again.")
        return answer

    def cached(self, key: list[Any]) -> tuple[Grade, Explained] | None:
        """The answer if it is kept already; None, and nothing worked out, if not."""
        return self.kept(self.digest(key))

    def prepare(self, key: list[Any], payload: Mapping[str, Any]) -> None:
        """Have the answer worked out ahead of time, if it is not kept (a job, not waited for)."""
        if not has_app_context() or jobs.immediate():
            return  # no workers to do it ahead of time (or no site at all: a test's deal)
        digest = self.digest(key)
        if self.kept(digest) is None:
            # Only within the asker's budget and share: asked for again when it is wanted, and
            # refused then if need be.
            with contextlib.suppress(TooManyRequests):
                jobs.submit(jobs.Work(self.name, {"digest": digest, **payload}, key=digest))

    def keep(self, digest: str, grade: Grade) -> None:
        """Keep an answer worked out elsewhere (a review's positions, on its worker)."""
        self._store(digest, grade)
        self._remember(digest, grade)

    def _work(self, payload: Mapping[str, Any]) -> str:
        """The job: the answer worked out and kept; its digest is the job's result."""
        digest = str(payload["digest"])
        if self.kept(digest) is None:
            grade = self.compute({k: v for k, v in payload.items() if k != "digest"})
            self._store(digest, grade)
            self._remember(digest, grade)
        return digest

    def kept(self, digest: str) -> tuple[Grade, Explained] | None:
        with self._lock:
            answer = self._answers.get(digest)
            if answer is not None:
                self._answers.move_to_end(digest)
                return answer
        query = select(GradedQuestion.grade).where(GradedQuestion.key == digest)
        with get_engine().connect() as connection:
            stored = connection.scalar(query)
        if stored is None:
            return None
        return self._remember(digest, self.load(json.loads(stored)))

    def _remember(self, digest: str, grade: Grade) -> tuple[Grade, Explained]:
        answer = grade, self.explain(grade)
        with self._lock:
            self._answers[digest] = answer
            while len(self._answers) > self.size:
                self._answers.popitem(last=False)
        return answer

    def _store(self, digest: str, grade: Grade) -> None:
        engine = get_engine()
        row = {"key": digest, "grade": json.dumps(self.dump(grade)), "created_at": utc_now()}
        statement = insert_for(engine)(GradedQuestion).values(row).on_conflict_do_nothing()
        try:
            with engine.begin() as connection:
                connection.execute(statement)
        except SQLAlchemyError:  # kept in memory all the same; the next process grades again
            current_app.logger.warning("a graded question could not be kept", exc_info=True)

    def clear(self) -> None:
        """Forget what this process remembers (the database keeps its copies)."""
        with self._lock:
            self._answers.clear()
