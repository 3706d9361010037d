"""A double click deals one hand: Start, a quiz's Start and Next, sent twice at once by the same
learner, leave one new round, on SQLite and on PostgreSQL.

Each pair is held inside the check for an open round until both have made it (or a moment
has passed), so that a check followed by an insert, unguarded, deals twice every time."""

from __future__ import annotations

import threading
from contextlib import suppress
from urllib.parse import urlsplit

import pytest
from flask import Flask
from flask.testing import FlaskClient
from sqlalchemy import func, select

from tests.support import csrf_token
from webapp.models import utc_now
from webapp.storage import get_session
from webapp.trainer import rounds
from webapp.trainer.models import TrainerQuiz, TrainerRound

pytestmark = pytest.mark.both_databases(always=True)

PAIRS = 3
# How long the first of a pair waits inside the check for the second: with the check held
# for one request at a time the second never comes, so this is each pair's cost.
MEETING = 0.25


def twin(app: Flask, client: FlaskClient) -> FlaskClient:
    """A second tab of the same browser: another client with the same session cookie (a
    learner who has dealt before, so that both tabs are the same player)."""
    other = app.test_client()
    cookie = client.get_cookie("session")
    assert cookie is not None
    other.set_cookie("session", cookie.value)
    return other


def open_rounds(app: Flask) -> int:
    with app.app_context():
        query = select(func.count()).where(TrainerRound.answered_at.is_(None))
        return int(get_session().scalar(query) or 0)


def answer_all(app: Flask) -> None:
    """Mark every round answered, as if the learner had checked them."""
    with app.app_context():
        db = get_session()
        for trainer_round in db.scalars(select(TrainerRound)):
            trainer_round.answered_at = trainer_round.answered_at or utc_now()
        db.commit()


def at_once(clients: list[FlaskClient], path: str, data: dict[str, str], monkeypatch) -> set[str]:
    """Both clients post `data` to `path` together; where each was sent."""
    meeting = threading.Barrier(len(clients), timeout=MEETING)
    checked = rounds.open_round

    def held(asked):
        with suppress(threading.BrokenBarrierError):
            meeting.wait()
        return checked(asked)

    monkeypatch.setattr(rounds, "open_round", held)
    start = threading.Barrier(len(clients), timeout=10)
    landed: list[str] = []

    def click(client: FlaskClient) -> None:
        start.wait()
        answer = client.post(path, data=data)
        landed.append(f"{answer.status_code} {urlsplit(answer.headers.get('Location', '')).path}")

    threads = [threading.Thread(target=click, args=(client,)) for client in clients]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    monkeypatch.setattr(rounds, "open_round", checked)
    return set(landed)


@pytest.mark.parametrize(
    "form", [{"mode": "count"}, {"mode": "bidding", "quiz": "1"}], ids=["start", "quiz-start"]
)
def test_a_double_click_on_start_deals_one_hand(app, client, monkeypatch, form):
    token = csrf_token(client)
    client.post("/train", data={"csrf_token": token, "mode": "count"})
    answer_all(app)
    second = twin(app, client)
    for pair in range(PAIRS):
        landed = at_once([client, second], "/train", {"csrf_token": token, **form}, monkeypatch)
        assert len(landed) == 1 and next(iter(landed)).startswith("303 /train/"), (pair, landed)
        assert open_rounds(app) == 1, pair
        answer_all(app)
        if "quiz" in form:
            with app.app_context():  # a new quiz each time: the last one is done
                db = get_session()
                for quiz in db.scalars(select(TrainerQuiz)):
                    quiz.finished_at = utc_now()
                db.commit()


@pytest.mark.parametrize("form", [{"mode": "count"}, {"mode": "bidding", "quiz": "1"}], ids=str)
def test_a_double_click_on_next_deals_one_hand(app, client, monkeypatch, form):
    token = csrf_token(client)
    shown = urlsplit(client.post("/train", data={"csrf_token": token, **form}).location).path
    second = twin(app, client)
    for pair in range(PAIRS):
        answer_all(app)
        landed = at_once([client, second], f"{shown}/next", {"csrf_token": token}, monkeypatch)
        assert len(landed) == 1, (pair, landed)
        assert open_rounds(app) == 1, pair
        shown = next(iter(landed)).split()[1]
