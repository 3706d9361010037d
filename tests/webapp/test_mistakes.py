"""Your mistakes as drills, through the test client: a finished game's mistakes asked at the
game's own table (/train?mode=mistakes), graded by the hint at the position, counted on
/progress by game and kind of decision, and nobody else's."""

from __future__ import annotations

import json
import re
import sys
from functools import cache

import pytest
from flask import session
from sqlalchemy import select, update

from scoring.cribbage.actions import Discard
from scoring.engine import seeded_random
from scoring.games import ENGINES
from scoring.review import Review
from tests.support import csrf_token
from webapp import saved_games
from webapp.cribbage.table import CRIBBAGE
from webapp.models import HandReview, SavedGame
from webapp.players import PLAYER_ID_KEY
from webapp.storage import get_session
from webapp.tables import YOU, ComputerTable
from webapp.trainer import rounds
from webapp.trainer.models import TrainerAttempt, TrainerRound

ENGINE = ENGINES["cribbage"]


@cache
def careless_game(seed: int):
    """A short cribbage game to its end in which you throw the worst two cards every deal."""
    state = ENGINE.new_game(seed, ENGINE.rules_with({"game_to": 61}), players=2)
    for n in range(2000):
        if state.is_over:
            return state
        yours = state.legal_actions(YOU)
        if yours and isinstance(yours[0], Discard):
            action = ENGINE.hint(state, YOU).options[-1].action
        elif yours:
            action = ENGINE.choose_action(state, "easy", rng=seeded_random(n), seat=YOU)
        elif state.current_player is None:
            action = state.legal_actions()[0]
        else:
            seat = state.current_player
            action = ENGINE.choose_action(state, "easy", rng=seeded_random(n), seat=seat)
        state = state.apply(action)
    raise AssertionError("the game did not end")


def finished_game(app, client, seed: int = 9) -> str:
    """A careless game saved as this visitor's, finished; its id."""
    state = careless_game(seed)
    with app.test_request_context():
        saved = saved_games.create("cribbage", ComputerTable(CRIBBAGE, state, "easy").to_json())
        player_id = session[PLAYER_ID_KEY]
        db = get_session()
        db.execute(update(SavedGame).where(SavedGame.id == saved.id).values(finished=True))
        db.commit()
        game_id = saved.id
    with client.session_transaction() as cookie:
        cookie[PLAYER_ID_KEY] = player_id
    return game_id


def form_of(action) -> dict[str, object]:
    data = action.to_dict()
    form: dict[str, object] = {"action": data["type"]}
    if "cards" in data:
        form["card"] = data["cards"]
    if "card" in data:
        form["card"] = data["card"]
    return form


def deal(client) -> str:
    response = client.post(
        "/train",
        data={"mode": "mistakes", "csrf_token": csrf_token(client, "/train?mode=mistakes")},
    )
    assert response.status_code == 303, response.text
    return response.headers["Location"]


def question(app, url: str):
    with app.app_context():
        found = get_session().get(TrainerRound, url.rsplit("/", 1)[1])
        return rounds.question_of(found)


def test_with_no_finished_game_there_is_nothing_to_practise(client, parse_html):
    response = client.post(
        "/train",
        data={"mode": "mistakes", "csrf_token": csrf_token(client, "/train?mode=mistakes")},
    )
    assert response.status_code == 200
    said = parse_html(response.text).find(class_="is-notice").words()
    assert "no mistakes of yours to practice" in said


def test_a_mistake_is_asked_at_its_table_and_a_better_move_is_right(app, client, parse_html):
    game_id = finished_game(app, client)
    url = deal(client)
    page = parse_html(client.get(url).text)
    assert page.find("h2", id="round-title").words() == "Find a better play"
    table = page.find("div", id="game")
    assert table.attrs["hx-target"] == "#round"
    forms = table.find_all("form", class_="move-form")
    assert forms and all(f.attrs["action"] == f"{url}/check" for f in forms)
    assert "In the game you chose" in page.find("p", class_="mistake-intro").words()
    asked = question(app, url)
    assert asked.question.game_id == game_id
    state = asked.position
    # The same position as in the game: the game's own actions up to the decision.
    with app.app_context():
        saved = get_session().get(SavedGame, game_id)
        final = ComputerTable.from_json(CRIBBAGE, saved.state).state
    assert state.actions == final.actions[: asked.question.move]
    best = ENGINE.hint(state, YOU).best
    token = csrf_token(client, url)
    response = client.post(f"{url}/check", data={"csrf_token": token, **form_of(best.action)})
    assert response.status_code == 303
    answered = parse_html(client.get(url).text)
    assert "Better." in answered.find("p", class_="mistake-verdict").words()
    assert answered.find("section", class_="hint-panel").find_all("li", class_="hint-option")
    with app.app_context():
        (attempt,) = get_session().scalars(select(TrainerAttempt)).all()
        assert attempt.kind == "mistake" and attempt.correct
        assert attempt.focus == asked.question.category
        assert json.loads(attempt.situation) == {"key": asked.question.key}
    progress = parse_html(client.get("/progress").text).find("table", class_="mistakes-table")
    assert re.search(r"Cribbage: (discards|cards played)1100%", progress.words())


def test_the_move_made_in_the_game_is_not_yet_better(app, client, parse_html):
    finished_game(app, client)
    url = deal(client)
    asked = question(app, url)
    made = asked.position.legal_actions(YOU)
    action = next(a for a in made if a.to_dict() == dict(asked.question.action))
    token = csrf_token(client, url)
    client.post(f"{url}/check", data={"csrf_token": token, **form_of(action)})
    verdict = parse_html(client.get(url).text).find("p", class_="mistake-verdict").words()
    assert verdict.startswith("Not yet.") and "the move you made in the game" in verdict
    # The next position: a miss comes back, but other positions due come first.
    nxt = client.post(f"{url}/next", data={"csrf_token": token})
    assert nxt.status_code == 303


def test_a_move_that_cannot_be_made_is_said_beside_the_table(app, client, parse_html):
    finished_game(app, client)
    url = deal(client)
    token = csrf_token(client, url)
    response = client.post(f"{url}/check", data={"csrf_token": token, "action": "dance"})
    assert response.status_code == 400
    assert parse_html(response.text).find("p", id="move-error").words()


def test_the_review_and_the_drill_show_the_hints_own_numbers(app, client, parse_html, monkeypatch):
    """One evaluation per position: the mistake drilled is the review's decision, graded with
    the very options, values and verdicts the review shows, and the evaluation is made once
    (kept), then read back by the review and the drill."""
    game_id = finished_game(app, client)
    reviewed = client.get(f"/cribbage/games/{game_id}/review")
    assert reviewed.status_code == 200
    url = deal(client)
    asked = question(app, url)
    with app.app_context():
        kept = get_session().scalars(select(HandReview).where(HandReview.game_id == game_id))
        decisions = [d for row in kept for d in Review.from_dict(json.loads(row.review)).decisions]
    decision = next(d for d in decisions if d.move == asked.question.move)
    assert decision.verdict in ("mistake", "blunder")

    def evaluated_again(*args):
        raise AssertionError("the position was evaluated again")

    # The review's evaluation, kept, grades the answer: nothing is worked out again.
    evaluations = sys.modules["scoring.cribbage.hint"]  # the package's `hint` is the function
    monkeypatch.setattr(evaluations, "throw_hint", evaluated_again)
    monkeypatch.setattr(evaluations, "play_values", evaluated_again)
    made = asked.position.legal_actions(YOU)
    action = next(a for a in made if a.to_dict() == dict(asked.question.action))
    token = csrf_token(client, url)
    response = client.post(f"{url}/check", data={"csrf_token": token, **form_of(action)})
    assert response.status_code == 303
    with app.app_context():
        (attempt,) = get_session().scalars(select(TrainerAttempt)).all()
    assert attempt.points_given_up == pytest.approx(decision.loss)
    panel = parse_html(client.get(url).text).find("section", class_="hint-panel")
    shown = [
        (li.find("span", class_="hint-label").words(), li.find("span", class_="hint-value").words())
        for li in panel.find_all("li", class_="hint-option")
    ]
    assert sorted(label for label, _ in shown) == sorted(o.label for o in decision.options)
    values = {o.label: o.value for o in decision.options}
    for label, value in shown:
        assert value.startswith(f"{values[label]:+.2f}".replace("-", "−")), (label, value)
