"""How long a move takes at a duplicate set's table, through the pages (the test client, a
SQLite database at the newest schema): each of today's three sets played from its first deal to
its last by one player, the first move offered each time. A move's answer includes the
computers' replies up to your next decision, and on a deal's last move its par (the computer's
play of the deal from your seat), worked out once a process and kept.

    .venv/bin/python benchmarks/bench_duplicate_moves.py
"""

from __future__ import annotations

import re
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO_ROOT))

from webapp import create_app, migrations  # noqa: E402
from webapp.duplicate.days import GAMES, today  # noqa: E402
from webapp.duplicate.table import EntryTable  # noqa: E402
from webapp.games import table_game  # noqa: E402
from webapp.models import SavedGame  # noqa: E402
from webapp.storage import database_engine, get_session  # noqa: E402
from webapp.tables import YOU  # noqa: E402

NEXT = {"cribbage": "next_deal"}  # the trick games deal on with next_hand


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        url = f"sqlite:///{folder}/bench.sqlite3"
        engine = database_engine(url)
        migrations.upgrade(engine)
        engine.dispose()
        app = create_app({"TESTING": True, "SECRET_KEY": "bench", "DATABASE_URL": url})
        print("Median and worst, in ms:")
        for game in GAMES:
            moves, last_moves = play_a_set(app, game)
            print(
                f"  {game:<10} a move {_ms(moves)}   a deal's last move {_ms(last_moves)}"
                f"   ({len(moves)} and {len(last_moves)} moves)"
            )
        app.extensions["storage"].engine.dispose()


def _ms(seconds: list[float]) -> str:
    return f"{statistics.median(seconds) * 1000:6.0f} {max(seconds) * 1000:6.0f}"


def play_a_set(app, game: str) -> tuple[list[float], list[float]]:
    """Seconds of each move of a whole set, and of each deal's last move apart."""
    client = app.test_client()
    path = f"/duplicate/{game}/{today().isoformat()}"
    token = re.search(r'name="csrf_token" value="([^"]+)"', client.get(path).text)
    assert token is not None
    url = client.post(path, data={"csrf_token": token.group(1)}).headers["Location"]
    moves: list[float] = []
    last_moves: list[float] = []
    for _ in range(1000):
        played, version = _entry(app, url)
        if played.is_over:
            return moves, last_moves
        if played.deal_over:
            form = {"action": NEXT.get(game, "next_hand")}
        else:
            form = table_game(game).form_for(played.current.legal_actions(YOU)[0])
        start = time.perf_counter()
        answer = client.post(url, data={**form, "version": version, "csrf_token": token.group(1)})
        took = time.perf_counter() - start
        assert answer.status_code == 303, answer.status_code
        after, _ = _entry(app, url)
        (last_moves if after.deal_over and not played.deal_over else moves).append(took)
    raise AssertionError("the set did not end")


def _entry(app, url: str):
    with app.app_context():
        saved = get_session().get(SavedGame, url.rsplit("/", 1)[1])
        assert saved is not None
        return EntryTable.from_json(saved.state).played, saved.version


if __name__ == "__main__":
    main()
