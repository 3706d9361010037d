"""How long the scorekeeper takes: whole games kept through the app (Flask's test client, a
SQLite file, every entry saved before its answer) as a phone at the table would send them, and
the follower's look at the sheet. Cribbage games are dealt from seeded decks: the starter, a
few points pegged, then each hand and the crib entered with their cards and the right claim,
until someone pegs out; Euchre and Bid Euchre hands are random results. Prints, per game, the
median and worst time of an entry (its answer is the whole sheet, swapped in by htmx) and of
the same entry late in the game (the sheet replayed from more entries), a poll that finds
nothing new (204) and one that finds a change.

    .venv/bin/python benchmarks/bench_scorekeeper.py --games 5
"""

from __future__ import annotations

import argparse
import random
import re
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from flask.testing import FlaskClient

from scoring.cards import STANDARD_DECK
from webapp import create_app, migrations
from webapp.storage import database_engine

HTMX = {"HX-Request": "true"}
TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')
FOLLOW = re.compile(r'href="(/scorekeeper/follow/[^"?]+)"')


class Phone:
    """A phone keeping one sheet: each entry posted on the sheet's current version, timed."""

    def __init__(self, client: FlaskClient, token: str, game: str, **setup: str) -> None:
        self.client, self.token = client, token
        answer = client.post("/scorekeeper", data={"csrf_token": token, "game": game, **setup})
        self.sheet = answer.headers["Location"]
        self.follow = FOLLOW.search(client.get(self.sheet).text).group(1)  # type: ignore[union-attr]
        self.version = 0
        self.times: list[tuple[int, float]] = []  # (entries before, seconds)

    def enter(self, **fields: str) -> bool:
        """Post an entry; whether the game goes on."""
        start = time.perf_counter()
        answer = self.client.post(
            self.sheet,
            data={"csrf_token": self.token, "version": self.version, **fields},
            headers=HTMX,
        )
        self.times.append((self.version, time.perf_counter() - start))
        assert answer.status_code == 200, (fields, answer.status_code)
        self.version += 1
        return "keep-result" not in answer.text


def cribbage(phone: Phone, rng: random.Random) -> None:
    dealer = 0
    while True:
        deck = list(STANDARD_DECK.cards())
        rng.shuffle(deck)
        hands = [deck[0:4], deck[4:8]]
        crib, starter = deck[8:12], deck[12]
        if not phone.enter(kind="starter", starter=str(starter)):
            return
        for _ in range(rng.randint(1, 4)):
            player = str(rng.randint(1, 2))
            if not phone.enter(
                kind="peg", player=player, points=rng.choice(["1", "2", "go", "31"])
            ):
                return
        pone = 1 - dealer
        for player in (pone, dealer):
            cards = " ".join(str(card) for card in hands[player])
            if not phone.enter(kind="count", whose=str(player + 1), cards=cards):
                return
        if not phone.enter(kind="count", whose="crib", cards=" ".join(str(card) for card in crib)):
            return
        dealer = pone


def euchre(phone: Phone, rng: random.Random) -> None:
    seats = ["south", "west", "north", "east"]
    while phone.enter(
        kind="hand",
        maker=rng.choice(seats),
        trump=rng.choice("CDHS"),
        tricks=str(rng.choice([0, 1, 2, 3, 3, 3, 4, 4, 5])),
        alone=rng.choice(["", "", "", "true"]),
    ):
        pass


def bid_euchre(phone: Phone, rng: random.Random) -> None:
    seats = ["south", "west", "north", "east"]
    while True:
        bid = rng.randint(3, 8)
        tricks = max(0, min(12, bid + rng.randint(-3, 3)))
        trump = rng.choice(["C", "D", "H", "S", "nt"])
        if not phone.enter(
            kind="hand", bidder=rng.choice(seats), bid=str(bid), trump=trump, tricks=str(tricks)
        ):
            return


GAMES: dict[str, tuple[dict[str, str], Callable[[Phone, random.Random], None]]] = {
    "cribbage": ({"muggins": "true"}, cribbage),
    "euchre": ({}, euchre),
    "bid-euchre": ({}, bid_euchre),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{Path(folder) / 'bench.sqlite3'}"
        engine = database_engine(url)
        migrations.upgrade(engine)
        engine.dispose()
        app = create_app(
            {
                "SECRET_KEY": "a benchmark, not served anywhere",
                "DATABASE_URL": url,
                "POST_RATE_LIMIT": "1000000 per minute",
            }
        )
        client = app.test_client()
        token = TOKEN.search(client.get("/scorekeeper").text).group(1)  # type: ignore[union-attr]
        for game, (setup, play) in GAMES.items():
            phones = []
            for seed in range(args.games):
                phone = Phone(client, token, game, **setup)
                play(phone, random.Random(f"{game}:{seed}"))
                phones.append(phone)
            _report(game, phones, client)


def _report(game: str, phones: list[Phone], client: FlaskClient) -> None:
    every = sorted(seconds for phone in phones for _, seconds in phone.times)
    entries = [len(phone.times) for phone in phones]
    late = sorted(
        seconds
        for phone in phones
        for before, seconds in phone.times
        if before >= 0.75 * len(phone.times)
    )
    polls, changed = [], []
    for phone in phones:
        for _ in range(20):
            start = time.perf_counter()
            answer = client.get(f"{phone.follow}?since={phone.version}", headers=HTMX)
            polls.append(time.perf_counter() - start)
            assert answer.status_code == 204
        start = time.perf_counter()
        answer = client.get(f"{phone.follow}?since=0", headers=HTMX)
        changed.append(time.perf_counter() - start)
        assert answer.status_code == 200
    print(
        f"{game}: {len(phones)} games, {statistics.median(entries):.0f} entries a game (median); "
        f"an entry median {_ms(statistics.median(every))}, worst {_ms(every[-1])}; "
        f"late in the game median {_ms(statistics.median(late))}; "
        f"a follower's poll: nothing new {_ms(statistics.median(polls))}, "
        f"a change {_ms(statistics.median(changed))}"
    )


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


if __name__ == "__main__":
    main()
