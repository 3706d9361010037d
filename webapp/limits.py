"""Rate limits kept on the server: a generous one on every POST from a client address, a
budget for costly work (grading a bid over deals, reviewing a hand, a new game), and strict
ones on guesses of a secret (a profile transfer code).

Counted by the `limits` library, the engine of Flask-Limiter, used directly: Flask-Limiter's
hooks run on every request and cost about 40 µs each (a tenth of a score API answer) for
limits that concern POSTs alone. Counts are kept in the app's own database by default
(DatabaseCounts), so that every process serving the site (`make serve` runs several) counts
the same requests, with no other server to run; RATELIMIT_STORAGE_URI chooses another store
(redis://host:6379, or memory:// for one process alone). Behind a proxy, set TRUSTED_PROXIES
so that the client's address is read from X-Forwarded-For (see create_app).
"""

from __future__ import annotations

import hashlib
import math
import random
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from functools import cached_property

from flask import Flask, current_app, request
from limits import RateLimitItem, parse
from limits.errors import ConfigurationError
from limits.storage import Storage, StorageTypes, storage_from_string
from limits.strategies import FixedWindowRateLimiter, RateLimiter
from sqlalchemy import Engine, case, delete, func, select
from sqlalchemy.exc import SQLAlchemyError
from werkzeug.exceptions import ServiceUnavailable, TooManyRequests

from webapp.errors import ConfigError
from webapp.models import RateCount
from webapp.storage import insert_for

# A person moves a card or answers a hand at most every second or so: four a second for a
# minute is far beyond that, and still stops a script from flooding the database.
POST_LIMIT = "240 per minute"
# Costly work asked for from one address: a question graded over thousands of deals costs
# 0.3 to 2.3 s of CPU. A learner reads each answer; one every two seconds is a script.
COSTLY_LIMIT = "30 per minute"
# How many pieces of costly work a process runs at once, and how many more may wait for one
# of those places (for at most COSTLY_WAIT seconds): the rest of its threads stay free for
# the cheap pages. Beyond that a 503 asks the client to come back in BUSY_RETRY seconds.
COSTLY_RUNNING = 1
COSTLY_WAITING = 1
COSTLY_WAIT = 15.0
BUSY_RETRY = 5


@dataclass
class Places:
    """At most `running` pieces of costly work at once in this process, and `waiting` more
    queued for a place; past that, or after waiting `wait` seconds, the work is refused."""

    running: int
    waiting: int
    wait: float
    _admitted: threading.BoundedSemaphore = field(init=False)
    _running: threading.BoundedSemaphore = field(init=False)

    def __post_init__(self) -> None:
        self._admitted = threading.BoundedSemaphore(self.running + self.waiting)
        self._running = threading.BoundedSemaphore(self.running)

    @contextmanager
    def admitted(self) -> Iterator[None]:
        """Inside, the work has a place in the queue (ServiceUnavailable if there is none)."""
        if not self._admitted.acquire(blocking=False):
            raise Busy()
        try:
            yield
        finally:
            self._admitted.release()

    @contextmanager
    def running_one(self) -> Iterator[None]:
        """Inside, the work runs (ServiceUnavailable if no place came free in time)."""
        if not self._running.acquire(timeout=self.wait):
            raise Busy()
        try:
            yield
        finally:
            self._running.release()


class Busy(ServiceUnavailable):
    """Every place for costly work in this process is taken: come back in a few seconds."""

    def __init__(self) -> None:
        super().__init__(retry_after=BUSY_RETRY)


@dataclass(frozen=True)
class Limits:
    """This app's counter (in its database, or in RATELIMIT_STORAGE_URI), its POST limit, its
    budget for costly work and this process's places to run it."""

    counter: RateLimiter
    posts: RateLimitItem
    costly: RateLimitItem
    places: Places


# RATELIMIT_STORAGE_URI's default: the app's own database (DATABASE_URL).
IN_THE_DATABASE = "database"


def init_app(app: Flask) -> None:
    """After webapp.storage's init_app: the counts are kept in its database by default."""
    app.config.setdefault("RATELIMIT_STORAGE_URI", IN_THE_DATABASE)
    app.config.setdefault("POST_RATE_LIMIT", POST_LIMIT)
    app.config.setdefault("COSTLY_RATE_LIMIT", COSTLY_LIMIT)
    uri = app.config["RATELIMIT_STORAGE_URI"] or IN_THE_DATABASE
    try:
        storage: StorageTypes = (
            DatabaseCounts(app.extensions["storage"].engine)
            if uri == IN_THE_DATABASE
            else storage_from_string(uri)
        )
    except ConfigurationError as error:
        raise ConfigError(
            f"RATELIMIT_STORAGE_URI={uri!r} cannot be used: {error}. Leave it unset (the "
            "app's database), or use redis://host:6379 (pip install -e '.[redis]') or "
            "memory:// (one process alone)."
        ) from error
    posts = parse(str(app.config["POST_RATE_LIMIT"]))
    costly = parse(str(app.config["COSTLY_RATE_LIMIT"]))
    places = Places(
        int(app.config.get("COSTLY_RUNNING", COSTLY_RUNNING)),
        int(app.config.get("COSTLY_WAITING", COSTLY_WAITING)),
        float(app.config.get("COSTLY_WAIT", COSTLY_WAIT)),
    )
    counter = FixedWindowRateLimiter(storage)
    app.extensions["rate_limits"] = Limits(counter, posts, costly, places)
    app.before_request(_limit_posts)


def client_address() -> str:
    """Who is asking, as far as limits go: the client's IP address."""
    return request.remote_addr or "unknown"


def _limits() -> Limits:
    limits: Limits = current_app.extensions["rate_limits"]
    return limits


def _limit_posts() -> None:
    """Every POST counts against its address; reading is never limited."""
    if request.method != "POST":
        return
    limits = _limits()
    _hit_or_refuse(limits.counter, limits.posts, "post", client_address())


@contextmanager
def costly_work() -> Iterator[None]:
    """Run the work inside as costly: admitted to this process's queue for it (503 with
    Retry-After when the queue is full), counted against the client address's budget (429
    past it), then run when a place is free. Answers already worked out and kept are cheap:
    only the work itself goes through here."""
    if getattr(_INSIDE, "costly", False):  # already counted and running: part of that work
        yield
        return
    limits = _limits()
    _INSIDE.costly = True
    try:
        with limits.places.admitted():
            _hit_or_refuse(limits.counter, limits.costly, "costly", client_address())
            with limits.places.running_one():
                yield
    finally:
        _INSIDE.costly = False


_INSIDE = threading.local()  # whether this thread is inside costly_work


def _hit_or_refuse(counter: RateLimiter, item: RateLimitItem, *keys: str) -> None:
    """Count a hit; over the limit, TooManyRequests saying when the window ends."""
    if not counter.hit(item, *keys):
        reset = counter.get_window_stats(item, *keys).reset_time
        raise TooManyRequests(retry_after=_seconds_until(reset))


def _seconds_until(timestamp: float) -> int:
    return max(1, math.ceil(timestamp - datetime.now(UTC).timestamp()))


@dataclass(frozen=True)
class GuessLimit:
    """Guesses at a secret: at most `per_address` wrong ones from one client address, and
    `per_value` tries of any one value (right or wrong), in a window ("10 per hour").

    Kept in the limits' storage, so neither a new session nor an old cookie resets them."""

    name: str
    per_address: str
    per_value: str

    @cached_property
    def _per_address(self) -> RateLimitItem:
        return parse(self.per_address)

    @cached_property
    def _per_value(self) -> RateLimitItem:
        return parse(self.per_value)

    @property
    def most_wrong(self) -> int:
        return self._per_address.amount

    def _address(self) -> tuple[RateLimitItem, str, str, str]:
        return self._per_address, self.name, "address", client_address()

    def _value(self, value: str) -> tuple[RateLimitItem, str, str, str]:
        digest = hashlib.sha256(value.encode()).hexdigest()  # the storage never holds a secret
        return self._per_value, self.name, "value", digest

    def allows(self, value: str) -> bool:
        """Whether `value` may be tried now; a try is counted against the value either way."""
        counter = _limits().counter
        item, *keys = self._address()
        if not counter.test(item, *keys):
            return False
        item, *keys = self._value(value)
        return counter.hit(item, *keys)

    def wrong(self) -> None:
        """Count a wrong guess against this client address."""
        item, *keys = self._address()
        _limits().counter.hit(item, *keys)

    def wrong_left(self) -> int:
        """How many more wrong guesses this client address may make in the current window."""
        item, *keys = self._address()
        return _limits().counter.get_window_stats(item, *keys).remaining

    def minutes_to_wait(self) -> int:
        """Whole minutes, rounded up, until this address may guess again."""
        item, *keys = self._address()
        reset = _limits().counter.get_window_stats(item, *keys).reset_time
        return max(1, math.ceil(_seconds_until(reset) / 60))


class DatabaseCounts(Storage):
    """The limits' counts in the app's database (table rate_counts): shared by every process
    and machine that serves the site from it. Each hit is one statement, an insert that adds
    to the count instead where the key is there (a window over starts again at the hit)."""

    STORAGE_SCHEME = None  # made by init_app from the engine, never from a URI
    PURGE_CHANCE = 0.01  # a hit now and then clears away the windows that are over

    def __init__(self, engine: Engine) -> None:
        super().__init__()
        self.engine = engine

    @property
    def base_exceptions(self) -> type[Exception]:
        return SQLAlchemyError

    def incr(self, key: str, expiry: float, amount: int = 1) -> int:
        now = time.time()
        over = RateCount.expires <= now
        statement = (
            insert_for(self.engine)(RateCount)
            .values(key=key, count=amount, expires=now + expiry)
            .on_conflict_do_update(
                index_elements=[RateCount.key],
                set_={
                    "count": case((over, amount), else_=RateCount.count + amount),
                    "expires": case((over, now + expiry), else_=RateCount.expires),
                },
            )
            .returning(RateCount.count)
        )
        with self.engine.begin() as connection:
            count = int(connection.execute(statement).scalar_one())
            if random.random() < self.PURGE_CHANCE:
                connection.execute(delete(RateCount).where(RateCount.expires <= now))
        return count

    def get(self, key: str) -> int:
        query = select(RateCount.count).where(RateCount.key == key, RateCount.expires > time.time())
        with self.engine.connect() as connection:
            return int(connection.scalar(query) or 0)

    def get_expiry(self, key: str) -> float:
        query = select(RateCount.expires).where(RateCount.key == key)
        with self.engine.connect() as connection:
            expires = connection.scalar(query)
        return float(expires) if expires is not None and expires > time.time() else time.time()

    def check(self) -> bool:
        try:
            with self.engine.connect() as connection:
                connection.scalar(select(func.count()).select_from(RateCount))
        except SQLAlchemyError:
            return False
        return True

    def reset(self) -> int | None:
        with self.engine.begin() as connection:
            return connection.execute(delete(RateCount)).rowcount

    def clear(self, key: str) -> None:
        with self.engine.begin() as connection:
            connection.execute(delete(RateCount).where(RateCount.key == key))
