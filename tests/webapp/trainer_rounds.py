"""What the trainer's page tests share: dealing a round as the start page's form does, and
reading back the round, its question and the attempts saved."""

from __future__ import annotations

import re

from flask import Flask
from flask.testing import FlaskClient

from tests.support import csrf_token
from webapp.storage import get_session
from webapp.trainer import kinds
from webapp.trainer.models import TrainerAttempt, TrainerRound

ROUND_URL = re.compile(r"^/train/([A-Za-z0-9_-]{20,})$")
QUIZ_URL = re.compile(r"^/train/quiz/([A-Za-z0-9_-]{20,})$")


def deal_round(client: FlaskClient, **form: str) -> str:
    """Start a round (as the start page's form does, `form` its fields); the round's id."""
    response = client.post("/train", data={"csrf_token": csrf_token(client), **form})
    assert response.status_code == 303, response.text
    match = ROUND_URL.match(response.headers["Location"])
    assert match, response.headers["Location"]
    return match.group(1)


def stored(app: Flask, round_id: str) -> TrainerRound:
    with app.app_context():
        return get_session().get(TrainerRound, round_id)


def question(app: Flask, round_id: str):
    """The engine's question of a round, as its kind reads it back."""
    saved = stored(app, round_id)
    return kinds.load(saved.kind, saved.question).question


def attempts(app: Flask) -> list[TrainerAttempt]:
    with app.app_context():
        return list(get_session().query(TrainerAttempt).order_by(TrainerAttempt.id))
