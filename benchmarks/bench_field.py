"""How fast the field's SQL is on PostgreSQL (webapp.duplicate.field): a throwaway server
(tests/postgres_cluster.py) loaded with 100,000 results on one deal of one set and 20,000
players who played all eight deals of another, then the medians, each in its own app context
as a request has: recording one result and its matchpoints on the 100,000-result deal, a
player's place in the standings, the standings' first page of 50, and a deal's field.

    .venv/bin/python benchmarks/bench_field.py
    .venv/bin/python benchmarks/bench_field.py --url postgresql://user@host:port/postgres
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from flask import Flask  # noqa: E402
from flask.testing import FlaskClient  # noqa: E402
from sqlalchemy import Engine, text  # noqa: E402
from sqlalchemy.engine import make_url  # noqa: E402

from tests.postgres_cluster import cluster, server_programs  # noqa: E402
from webapp import create_app, migrations  # noqa: E402
from webapp.duplicate import field  # noqa: E402
from webapp.duplicate.table import EntryTable  # noqa: E402
from webapp.games import table_game  # noqa: E402
from webapp.models import SavedGame  # noqa: E402
from webapp.storage import database_engine, get_session  # noqa: E402
from webapp.tables import YOU  # noqa: E402

GAME = "euchre"
# Two days the site has sets of (its first two), so that the pages answer for them too.
CROWDED = date(2026, 12, 1)  # one deal, 100,000 results
FULL = date(2026, 12, 2)  # 20,000 players, eight deals each
DATABASE = "fifteen_two_bench_field"


@dataclass(frozen=True)
class Choice:
    key: str
    label: str


def load(engine: Engine, crowd: int, players: int, deals: int, extra: int) -> None:
    """The two sets, made in the server: results spread over -4..4 with ten choices, and the
    tallies and scorecards counted from them as `record` keeps them."""
    values = {"game": GAME, "crowded": CROWDED, "full": FULL}
    statements = [
        """INSERT INTO players (id, created_at)
           SELECT 'player-' || n, now() FROM generate_series(1, :everyone) AS n""",
        """INSERT INTO duplicate_entries (id, game, day, player_id, ranked, created_at)
           SELECT 'crowded-' || n, :game, :crowded, 'player-' || n, true, now()
           FROM generate_series(1, :everyone) AS n""",
        """INSERT INTO duplicate_entries (id, game, day, player_id, ranked, created_at)
           SELECT 'full-' || n, :game, :full, 'player-' || n, true, now()
           FROM generate_series(1, :everyone) AS n""",
        # Results from a hash of (player, deal): fixed from run to run, roughly bell-shaped.
        """INSERT INTO duplicate_results
             (game, day, deal, player_id, entry_id, result, choice, choice_label, actions,
              created_at)
           SELECT :game, :crowded, 1, 'player-' || n, 'crowded-' || n,
                  (abs(hashtext(n || '/1')) % 5) + (abs(hashtext(n || '/1b')) % 5) - 4,
                  'choice-' || abs(hashtext(n || '/c')) % 10,
                  'Choice ' || abs(hashtext(n || '/c')) % 10, '[]', now()
           FROM generate_series(1, :crowd) AS n""",
        """INSERT INTO duplicate_results
             (game, day, deal, player_id, entry_id, result, choice, choice_label, actions,
              created_at)
           SELECT :game, :full, d, 'player-' || n, 'full-' || n,
                  (abs(hashtext(n || '/' || d)) % 5) + (abs(hashtext(n || '/b' || d)) % 5) - 4,
                  'choice-' || abs(hashtext(n || '/c' || d)) % 10,
                  'Choice ' || abs(hashtext(n || '/c' || d)) % 10, '[]', now()
           FROM generate_series(1, :players) AS n, generate_series(1, :deals) AS d""",
        """INSERT INTO duplicate_tallies (game, day, deal, result, choice, choice_label, count)
           SELECT game, day, deal, result, choice, min(choice_label), count(*)
           FROM duplicate_results GROUP BY game, day, deal, result, choice""",
        """INSERT INTO duplicate_scorecards
             (game, day, player_id, deals, result_1, result_2, result_3, result_4, result_5,
              result_6, result_7, result_8)
           SELECT game, day, player_id, count(*),
                  max(result) FILTER (WHERE deal = 1), max(result) FILTER (WHERE deal = 2),
                  max(result) FILTER (WHERE deal = 3), max(result) FILTER (WHERE deal = 4),
                  max(result) FILTER (WHERE deal = 5), max(result) FILTER (WHERE deal = 6),
                  max(result) FILTER (WHERE deal = 7), max(result) FILTER (WHERE deal = 8)
           FROM duplicate_results GROUP BY game, day, player_id""",
    ]
    everyone = max(crowd, players) + extra
    sizes = {"everyone": everyone, "crowd": crowd, "players": players, "deals": deals}
    with engine.begin() as connection:
        for statement in statements:
            connection.execute(text(statement), {**values, **sizes})
    with engine.connect().execution_options(isolation_level="AUTOCOMMIT") as connection:
        connection.execute(text("VACUUM ANALYZE"))


def your_first_deal(client: FlaskClient, day: date) -> bool:
    """Enter `day`'s set through the pages and play its first deal to its end (the first
    move offered each time); True once its result is in the field."""
    path = f"/duplicate/{GAME}/{day}"
    token = re.search(r'name="csrf_token" value="([^"]+)"', client.get(path).text)
    assert token is not None
    entered = client.post(path, data={"csrf_token": token.group(1)})
    url = entered.headers["Location"]
    game = table_game(GAME)
    for _ in range(100):
        with client.application.app_context():
            saved = get_session().get(SavedGame, url.rsplit("/", 1)[1])
            assert saved is not None
            played = EntryTable.from_json(saved.state).played
            version = saved.version
        if played.deal_over:
            return True
        form = game.form_for(played.current.legal_actions(YOU)[0])
        client.post(url, data={**form, "version": version, "csrf_token": token.group(1)})
    return False


def timed(app: Flask, work: Callable[[int], Any], rounds: int) -> list[float]:
    """Seconds each round of `work` took, each in an app context of its own (a request's)."""
    times = []
    for number in range(rounds):
        with app.app_context():
            start = time.perf_counter()
            work(number)
            times.append(time.perf_counter() - start)
    return times


@contextmanager
def server(url: str | None) -> Iterator[str]:
    if url:
        yield url
        return
    programs = server_programs()
    if programs is None:
        sys.exit("PostgreSQL is not installed (no initdb): install Debian's postgresql package")
    with cluster(programs) as started:
        yield started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--url", help="a PostgreSQL server to use (default: a throwaway one)")
    parser.add_argument("--crowd", type=int, default=100_000, help="results on the one deal")
    parser.add_argument("--players", type=int, default=20_000, help="players in the full set")
    parser.add_argument("--rounds", type=int, default=50, help="timed rounds of each")
    parser.add_argument("--keep", action="store_true", help="keep the database (with --url)")
    args = parser.parse_args()
    with server(args.url) as url:
        admin = database_engine(url).execution_options(isolation_level="AUTOCOMMIT")
        with admin.connect() as connection:
            connection.execute(text(f'DROP DATABASE IF EXISTS "{DATABASE}" WITH (FORCE)'))
            connection.execute(text(f'CREATE DATABASE "{DATABASE}"'))
        bench_url = make_url(database_engine(url).url).set(database=DATABASE)
        engine = database_engine(bench_url)
        migrations.upgrade(engine)
        start = time.perf_counter()
        load(engine, args.crowd, args.players, 8, extra=args.rounds)
        print(
            f"Loaded {args.crowd:,} results on one deal and {args.players:,} players x 8 deals "
            f"in {time.perf_counter() - start:.1f} s"
        )
        engine.dispose()
        config = {"TESTING": True, "SECRET_KEY": "bench"}
        app = create_app({**config, "DATABASE_URL": bench_url.render_as_string(False)})
        newcomer = max(args.crowd, args.players)  # players with an entry and no result yet
        choice = Choice("choice-3", "Choice 3")

        def record(number: int) -> None:
            player = f"player-{newcomer + 1 + number}"
            assert field.record(
                GAME, CROWDED, 1, player, f"crowded-{newcomer + 1 + number}", 1, choice, "[]"
            )
            field.deal_standing(GAME, CROWDED, 1, 1)

        lines = [
            ("record one result + its matchpoints (100,000 on the deal)", record),
            (
                "a player's place in the standings (20,000 players)",
                lambda n: field.standing_of(GAME, FULL, f"player-{1 + n * 97}"),
            ),
            ("standings, first page of 50 (20,000 players)", lambda n: field.standings(GAME, FULL)),
            (
                "standings, page 200 of 400 (20,000 players)",
                lambda n: field.standings(GAME, FULL, 200),
            ),
            ("a deal's field (100,000 results)", lambda n: field.deal_field(GAME, CROWDED, 1)),
            ("a deal's field (20,000 results)", lambda n: field.deal_field(GAME, FULL, 3)),
        ]
        timed(app, lambda n: field.standings(GAME, FULL), 3)  # warm: connections, plans
        print(f"Median and worst of {args.rounds} rounds, in ms:")
        for name, work in lines:
            times = timed(app, work, args.rounds)
            print(f"  {name:<62} {statistics.median(times) * 1000:7.1f} {max(times) * 1000:7.1f}")
        # The pages themselves, rendered for a player who has played the first deal of the
        # 20,000 players' set: its standings (the first 50, and where they stand) and the field
        # on that deal, with their review of it.
        client = app.test_client()
        played = your_first_deal(client, FULL)
        pages = [
            (
                "the standings page, first 50 (20,000 players)",
                f"/duplicate/{GAME}/{FULL}/standings",
            ),
            ("a deal's field page (20,000 results)", f"/duplicate/{GAME}/{FULL}/deals/1"),
        ]
        for name, path in pages:
            client.get(path)  # warm: the templates compiled
            times = []
            for _ in range(args.rounds):
                start = time.perf_counter()
                answer = client.get(path)
                times.append(time.perf_counter() - start)
                assert answer.status_code == 200, (path, answer.status_code)
            print(f"  {name:<62} {statistics.median(times) * 1000:7.1f} {max(times) * 1000:7.1f}")
        assert played
        app.extensions["storage"].engine.dispose()
        if not args.keep:
            with admin.connect() as connection:
                connection.execute(text(f'DROP DATABASE IF EXISTS "{DATABASE}" WITH (FORCE)'))
        admin.dispose()


if __name__ == "__main__":
    main()
