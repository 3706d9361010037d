"""A player at the site over HTTP, as a browser with htmx is: a session cookie, the form's CSRF
token, moves posted as the table's buttons post them (the game's form_for), a hint asked and its
pending panel followed, a hand's review opened and followed, every 202 ("working") asked again
after a quarter of a second as the page's script does. For the benchmarks that load the site
from outside (bench_http.py's floods, bench_soak.py, bench_hints.py --web).

The player reads its game's state from the site's SQLite database (the benchmarks serve it on a
file of their own), to choose its moves with the engine; everything else goes through the pages.
"""

from __future__ import annotations

import http.client
import json
import re
import sqlite3
import time
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlencode

from webapp.games import TABLE_GAMES
from webapp.tables import ComputerTable, TableGame

HOST = "127.0.0.1"
RETRY = 0.25  # seconds before asking again after a 202, as webapp/static/js/site.js does
PATIENCE = 300.0  # seconds a player follows a piece of work before giving up on it
PREFIXES = {"cribbage": "/cribbage", "euchre": "/euchre", "bideuchre": "/bid-euchre"}
GAMES = {game.engine.name: game for game in TABLE_GAMES}
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')
PENDING = "data-hint-pending"
REPLYING = "data-computers-pending"


class Refused(Exception):
    """The site answered something a player should never see (a 5xx, or a 4xx it did not
    expect): the status and the start of the answer."""

    def __init__(self, what: str, answer: Answer) -> None:
        super().__init__(f"{what}: {answer.status} {answer.text[:200]!r}")
        self.answer = answer


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    text: str
    seconds: float


@dataclass
class Tally:
    """What a player met: each status by kind of request, and the time of each finished piece
    of costly work (from asking to the answer shown, 202s followed) by kind."""

    statuses: dict[str, int] = field(default_factory=dict)
    waited: dict[str, list[float]] = field(default_factory=dict)

    def count(self, kind: str, status: int) -> None:
        key = f"{kind} {status}"
        self.statuses[key] = self.statuses.get(key, 0) + 1

    def took(self, kind: str, seconds: float) -> None:
        self.waited.setdefault(kind, []).append(seconds)

    def add(self, other: Tally) -> None:
        for key, count in other.statuses.items():
            self.statuses[key] = self.statuses.get(key, 0) + count
        for kind, times in other.waited.items():
            self.waited.setdefault(kind, []).extend(times)


class WebPlayer:
    """One player (one cookie; from `address` by X-Forwarded-For when given) at the site on
    `port`, whose database is the SQLite file `database`."""

    def __init__(
        self, port: int, database: str, *, address: str | None = None, timeout: float = 120
    ) -> None:
        self.port, self.database, self.address, self.timeout = port, database, address, timeout
        self.connection = http.client.HTTPConnection(HOST, port, timeout=timeout)
        self.cookies: dict[str, str] = {}
        self.token = ""
        self.tally = Tally()

    # HTTP ------------------------------------------------------------------------------------

    def request(
        self,
        method: str,
        path: str,
        fields: dict[str, Any] | None = None,
        *,
        htmx: bool = False,
        json_body: Any = None,
    ) -> Answer:
        headers = {"Connection": "keep-alive"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if self.address:
            headers["X-Forwarded-For"] = self.address
        if htmx:
            headers["HX-Request"] = "true"
        body = None
        if fields is not None:
            body = urlencode(fields, doseq=True)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        elif json_body is not None:
            body = json.dumps(json_body)
            headers["Content-Type"] = "application/json"
        began = time.perf_counter()
        for attempt in range(3):
            try:
                self.connection.request(method, path, body, headers)
                response = self.connection.getresponse()
                text = response.read().decode()
                break
            except (OSError, http.client.HTTPException):
                self.connection.close()  # reconnects on the next request
                if attempt == 2:
                    raise
        for name, value in response.getheaders():
            if name.lower() == "set-cookie":
                cookie = value.split(";", 1)[0]
                key, _, content = cookie.partition("=")
                self.cookies[key] = content
        if response.will_close:
            self.connection.close()
        return Answer(
            response.status, dict(response.getheaders()), text, time.perf_counter() - began
        )

    def csrf(self, path: str) -> str:
        """The session's CSRF token (one for the session), from a page with a form."""
        if not self.token:
            found = TOKEN.search(self.request("GET", path).text)
            if found is None:
                raise RuntimeError(f"no CSRF token on {path}")
            self.token = found.group(1)
        return self.token

    def followed(self, kind: str, method: str, path: str, fields: Any = None, **how: Any) -> Answer:
        """The answer once the work is done: a 202 asked again (the same way) after RETRY, for
        PATIENCE seconds at most."""
        deadline = time.monotonic() + PATIENCE
        while True:
            answer = self.request(method, path, fields, **how)
            self.tally.count(kind, answer.status)
            if answer.status != 202:
                return answer
            if time.monotonic() > deadline:
                raise Refused(f"{kind}: still working after {PATIENCE:.0f} s", answer)
            time.sleep(RETRY)

    # At a table --------------------------------------------------------------------------------

    def new_game(self, name: str, **options: str) -> Table:
        """A new game of `name` (cribbage, euchre, bideuchre) with the new-game form's
        `options`: its table, once dealt (a deal on the workers followed to its end)."""
        play = f"{PREFIXES[name]}/play"
        began = time.perf_counter()
        fields = {"csrf_token": self.csrf(play), **options}
        answer = self.request("POST", play, fields)
        self.tally.count("new game", answer.status)
        location = answer.headers.get("Location", "")
        while location.startswith("/jobs/"):
            answer = self.followed("new game", "GET", location)
            location = answer.headers.get("Location", "")
            if answer.status == 200:  # done, with no page of its own: should not be
                raise Refused("a new game", answer)
        if answer.status != 303 or "/games/" not in location:
            raise Refused("a new game", answer)
        self.tally.took("new game", time.perf_counter() - began)
        return Table(self, GAMES[name], location)


def your_moves(state: Any) -> list[Any]:
    """What you may do where the table waits for you: your decision, or going on to the next
    deal (whoever deals it, you gather the cards)."""
    legal = list(state.legal_actions(0)) or list(state.legal_actions())
    if not legal:
        raise RuntimeError("the table waits, and nothing is yours to do")
    return legal


@dataclass
class Table:
    """A game of the player's at `url` (/euchre/games/<id>)."""

    player: WebPlayer
    game: TableGame[Any, Any]
    url: str

    @property
    def id(self) -> str:
        return self.url.rsplit("/", 1)[1]

    def saved(self) -> tuple[ComputerTable[Any], int]:
        """The game as saved, and its version (read from the database)."""
        with sqlite3.connect(self.player.database, timeout=30) as db:
            row = db.execute(
                "SELECT state, version FROM saved_games WHERE id = ?", (self.id,)
            ).fetchone()
        return ComputerTable.from_json(self.game, row[0]), int(row[1])

    def move(
        self, action: Any, version: int, *, kind: str = "move", anyway: bool = False
    ) -> Answer:
        """Post your `action` (made on `version`) as its button does, with htmx; a 202 (coach
        mode weighing it) followed, and the computers' replies followed until they are shown.
        `anyway`: the coach's "Play it anyway"."""
        fields = {
            "csrf_token": self.player.csrf(self.url),
            "version": str(version),
            **self.game.form_for(action),
        }
        if anyway:
            fields["anyway"] = "1"
        began = time.perf_counter()
        answer = self.player.followed(kind, "POST", self.url, fields, htmx=True)
        deadline = time.monotonic() + PATIENCE
        while answer.status == 200 and REPLYING in answer.text and time.monotonic() < deadline:
            time.sleep(RETRY)
            answer = self.player.request("GET", self.url, htmx=True)
            self.player.tally.count("move followed", answer.status)
        if answer.status != 200 or REPLYING in answer.text:
            raise Refused(kind, answer)
        self.player.tally.took(kind, time.perf_counter() - began)
        return answer

    def hint(self, version: int) -> float:
        """Ask a hint at your decision now (the Hint button) and follow its panel until it is
        shown: the seconds from asking to the hint on the page."""
        fields = {"csrf_token": self.player.csrf(self.url), "version": str(version)}
        began = time.perf_counter()
        answer = self.player.followed("hint", "POST", f"{self.url}/hint", fields, htmx=True)
        deadline = time.monotonic() + PATIENCE
        while answer.status == 200 and PENDING in answer.text and time.monotonic() < deadline:
            time.sleep(RETRY)
            answer = self.player.request("GET", self.url, htmx=True)
            self.player.tally.count("hint followed", answer.status)
        if answer.status != 200 or "data-hint" not in answer.text:
            raise Refused("a hint", answer)
        seconds = time.perf_counter() - began
        self.player.tally.took("hint", seconds)
        return seconds

    def review(self, hand: int) -> float:
        """Open hand `hand`'s review (its panel at the table, with htmx) and follow it until
        it is shown: the seconds it took."""
        began = time.perf_counter()
        answer = self.player.followed("review", "GET", f"{self.url}/review/{hand}", htmx=True)
        if answer.status != 200:
            raise Refused("a review", answer)
        seconds = time.perf_counter() - began
        self.player.tally.took("review", seconds)
        return seconds
