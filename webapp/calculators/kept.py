"""Graded questions kept (Kept): a bidding question is graded by playing it out over hundreds
of deals, a fraction of a second to a second, so each answer is kept for the next asker, in the
database and in memory: a shared permalink opens at once, whichever process serves it. The
Euchre and Bid Euchre analyzers and drills keep theirs here."""

from __future__ import annotations

import hashlib
import json
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Any, Generic, TypeVar

from flask import current_app
from sqlalchemy import select
from sqlalchemy.exc import SQLAlchemyError

from webapp.limits import costly_work
from webapp.models import GradedQuestion, utc_now
from webapp.storage import get_engine, insert_for

__all__ = ["VERSION", "Kept"]

# The graders' version, part of every key: what an older grader kept (other stopping rules,
# other deals) is graded again, so that a question gets today's numbers wherever it is asked.
VERSION = 2

Grade = TypeVar("Grade")
Explained = TypeVar("Explained")


class Kept(Generic[Grade, Explained]):
    """Graded questions kept: every one in the database (table graded_questions), for every
    process and every later asker, and the last `size` in this process's memory as well. One
    not kept is worked out as costly work, once, even when two ask at the same moment. A grade
    is kept as `dump` writes it and read back by `load`; `explain` says why, once read."""

    def __init__(
        self,
        size: int,
        dump: Callable[[Grade], dict[str, Any]],
        load: Callable[[dict[str, Any]], Grade],
        explain: Callable[[Grade], Explained],
    ) -> None:
        self.size = size
        self.dump, self.load, self.explain = dump, load, explain
        self._answers: OrderedDict[str, tuple[Grade, Explained]] = OrderedDict()
        self._lock = threading.Lock()
        self._working: dict[str, threading.Lock] = {}

    def get(self, key: list[Any], work: Callable[[], Grade]) -> tuple[Grade, Explained]:
        """The answer to the question `key` (JSON-ready: what, the question, seed, ...)."""
        keyed = [VERSION, *key]
        digest = hashlib.sha256(json.dumps(keyed, sort_keys=True).encode()).hexdigest()
        answer = self._kept(digest)
        if answer is not None:
            return answer
        with self._lock:
            working = self._working.setdefault(digest, threading.Lock())
        try:
            with working:  # a second asker of the same question waits for the first's answer
                answer = self._kept(digest)
                if answer is None:
                    with costly_work():
                        grade = work()
                    self._store(digest, grade)
                    answer = self._remember(digest, grade)
        finally:
            with self._lock:
                self._working.pop(digest, None)
        return answer

    def _kept(self, digest: str) -> tuple[Grade, Explained] | None:
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
