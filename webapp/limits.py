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
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cached_property

from flask import Flask, current_app, request
from limits import RateLimitItem, parse
from limits.errors import ConfigurationError
from limits.storage import Storage, StorageTypes, storage_from_string
from limits.strategies import FixedWindowRateLimiter, RateLimiter
from sqlalchemy import Engine, case, delete, func, select
from sqlalchemy.exc import SQLAlchemyError
from werkzeug.exceptions import TooManyRequests

from webapp.errors import ConfigError
from webapp.models import RateCount
from webapp.storage import insert_for

# A person moves a card or answers a hand at most every second or so: four a second for a
# minute is far beyond that, and still stops a script from flooding the database.
POST_LIMIT = "240 per minute"
# Costly work runs on the task queue's workers (webapp.jobs); each address, and each player,
# may use this many worker seconds a minute, counted in tenths of a second as each job ends.
# Two workers give 120 a minute in all: a learner asking a hint a move and reading each
# answer uses a few; one address can never take more than a quarter of them.
WORKER_SECONDS = 30
WORKER_BUDGET = f"{WORKER_SECONDS * 10} per minute"


class BudgetSpent(TooManyRequests):
    """A client's budget of worker seconds, or its share of the workers, is used up."""

    title = "The computer's time is used up for now"

    def __init__(self, description: str, retry_after: int) -> None:
        super().__init__(description=description, retry_after=retry_after)


@dataclass(frozen=True)
class Limits:
    """This app's counter (in its database, or in RATELIMIT_STORAGE_URI), its POST limit and
    its budget of worker seconds (in tenths) for each address and each player."""

    counter: RateLimiter
    posts: RateLimitItem
    worker_time: RateLimitItem


# RATELIMIT_STORAGE_URI's default: the app's own database (DATABASE_URL).
IN_THE_DATABASE = "database"


def init_app(app: Flask) -> None:
    """After webapp.storage's init_app: the counts are kept in its database by default."""
    app.config.setdefault("RATELIMIT_STORAGE_URI", IN_THE_DATABASE)
    app.config.setdefault("POST_RATE_LIMIT", POST_LIMIT)
    app.config.setdefault("WORKER_BUDGET", WORKER_BUDGET)
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
    worker_time = parse(str(app.config["WORKER_BUDGET"]))
    counter = FixedWindowRateLimiter(storage)
    app.extensions["rate_limits"] = Limits(counter, posts, worker_time)
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


def _budget_keys(client: str, player: str | None) -> list[tuple[str, str]]:
    keys = [("worker-address", client)]
    if player:
        keys.append(("worker-player", player))
    return keys


def check_budget(client: str, player: str | None) -> None:
    """Refuse (BudgetSpent, a 429) new costly work for a client whose address or player has
    used its worker seconds this minute, saying which and when it refills."""
    limits = _limits()
    for name, key in _budget_keys(client, player):
        if not limits.counter.test(limits.worker_time, name, key):
            reset = limits.counter.get_window_stats(limits.worker_time, name, key).reset_time
            wait = _seconds_until(reset)
            whose = "your address" if name == "worker-address" else "you"
            seconds = limits.worker_time.amount // 10
            raise BudgetSpent(
                f"The computer's time for {whose} is used up: {seconds} seconds of work a "
                f"minute. It refills in {wait} second{'s' if wait != 1 else ''}.",
                wait,
            )


def refuse_share() -> None:
    """Refuse more work from a client with its share of the workers busy already."""
    raise BudgetSpent(
        "The computer is still working on your earlier requests: wait for their answers, "
        "then ask again.",
        2,
    )


def charge(client: str, player: str | None, seconds: float) -> None:
    """Count a finished job's worker seconds (in tenths) against its client and player."""
    limits = _limits()
    cost = max(1, math.ceil(seconds * 10))
    for name, key in _budget_keys(client, player):
        limits.counter.hit(limits.worker_time, name, key, cost=cost)


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
