"""Rate limits kept on the server (Flask-Limiter): a generous one on every POST from a client
address, and strict ones on guesses of a secret (a profile transfer code).

Counts are kept in memory by default, which is right for one process; set
RATELIMIT_STORAGE_URI (for example redis://host:6379) to share them between processes and
machines. Behind a proxy or load balancer, set TRUSTED_PROXIES so that the client's address is
read from X-Forwarded-For (see create_app).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass
from datetime import UTC, datetime

from flask import Flask, current_app, request
from flask_limiter import Limiter
from limits import RateLimitItem, parse

# A person moves a card or answers a hand at most every second or so: four a second for a
# minute is far beyond that, and still stops a script from flooding the database.
POST_LIMIT = "240 per minute"


def init_app(app: Flask) -> None:
    """A limiter for this app: its own counts (in memory, or in RATELIMIT_STORAGE_URI)."""
    app.config.setdefault("RATELIMIT_STORAGE_URI", "memory://")
    app.config.setdefault("POST_RATE_LIMIT", POST_LIMIT)
    limiter = Limiter(
        key_func=client_address,
        application_limits=[_post_limit],
        application_limits_exempt_when=lambda: request.method != "POST",
        headers_enabled=True,
    )
    limiter.init_app(app)
    app.extensions["rate_limits"] = limiter


def client_address() -> str:
    """Who is asking, as far as limits go: the client's IP address."""
    return request.remote_addr or "unknown"


def _post_limit() -> str:
    return str(current_app.config["POST_RATE_LIMIT"])


def _limiter() -> Limiter:
    limiter: Limiter = current_app.extensions["rate_limits"]
    return limiter


@dataclass(frozen=True)
class GuessLimit:
    """Guesses at a secret: at most `per_address` wrong ones from one client address, and
    `per_value` tries of any one value (right or wrong), in a window ("10 per hour").

    Kept in the limiter's storage, so neither a new session nor an old cookie resets them."""

    name: str
    per_address: str
    per_value: str

    @property
    def most_wrong(self) -> int:
        return parse(self.per_address).amount

    def _address(self) -> tuple[RateLimitItem, str, str, str]:
        return parse(self.per_address), self.name, "address", client_address()

    def _value(self, value: str) -> tuple[RateLimitItem, str, str, str]:
        digest = hashlib.sha256(value.encode()).hexdigest()  # the limiter never holds a secret
        return parse(self.per_value), self.name, "value", digest

    def allows(self, value: str) -> bool:
        """Whether `value` may be tried now; a try is counted against the value either way."""
        strategy = _limiter().limiter
        item, *keys = self._address()
        if not strategy.test(item, *keys):
            return False
        item, *keys = self._value(value)
        return strategy.hit(item, *keys)

    def wrong(self) -> None:
        """Count a wrong guess against this client address."""
        item, *keys = self._address()
        _limiter().limiter.hit(item, *keys)

    def wrong_left(self) -> int:
        """How many more wrong guesses this client address may make in the current window."""
        item, *keys = self._address()
        return _limiter().limiter.get_window_stats(item, *keys).remaining

    def minutes_to_wait(self) -> int:
        """Whole minutes, rounded up, until this address may guess again."""
        item, *keys = self._address()
        reset = _limiter().limiter.get_window_stats(item, *keys).reset_time
        seconds = max(0.0, reset - datetime.now(UTC).timestamp())
        return max(1, -(-int(seconds) // 60))
