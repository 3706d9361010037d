"""Rate limits kept on the server: a generous one on every POST from a client address, and
strict ones on guesses of a secret (a profile transfer code).

Counted by the `limits` library, the engine of Flask-Limiter, used directly: Flask-Limiter's
hooks run on every request and cost about 40 µs each (a tenth of a score API answer) for
limits that concern POSTs alone. Counts are kept in memory by default, which is right for one
process; RATELIMIT_STORAGE_URI (for example redis://host:6379) shares them between processes
and machines. Behind a proxy, set TRUSTED_PROXIES so that the client's address is read from
X-Forwarded-For (see create_app).
"""

from __future__ import annotations

import hashlib
import math
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import cached_property

from flask import Flask, current_app, request
from limits import RateLimitItem, parse
from limits.errors import ConfigurationError
from limits.storage import storage_from_string
from limits.strategies import FixedWindowRateLimiter, RateLimiter
from werkzeug.exceptions import TooManyRequests

from webapp.errors import ConfigError

# A person moves a card or answers a hand at most every second or so: four a second for a
# minute is far beyond that, and still stops a script from flooding the database.
POST_LIMIT = "240 per minute"


@dataclass(frozen=True)
class Limits:
    """This app's counter (in memory, or in RATELIMIT_STORAGE_URI) and its POST limit."""

    counter: RateLimiter
    posts: RateLimitItem


def init_app(app: Flask) -> None:
    app.config.setdefault("RATELIMIT_STORAGE_URI", "memory://")
    app.config.setdefault("POST_RATE_LIMIT", POST_LIMIT)
    uri = app.config["RATELIMIT_STORAGE_URI"]
    try:
        storage = storage_from_string(uri)
    except ConfigurationError as error:
        raise ConfigError(
            f"RATELIMIT_STORAGE_URI={uri!r} cannot be used: {error}. Use memory:// (one "
            "process) or redis://host:6379 (pip install -e '.[redis]')."
        ) from error
    posts = parse(str(app.config["POST_RATE_LIMIT"]))
    app.extensions["rate_limits"] = Limits(FixedWindowRateLimiter(storage), posts)
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
    address = client_address()
    if not limits.counter.hit(limits.posts, "post", address):
        reset = limits.counter.get_window_stats(limits.posts, "post", address).reset_time
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
