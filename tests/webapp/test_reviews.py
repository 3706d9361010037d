"""Reviews of your games in the browser, through the test client: each hand's review under its
summary (fetched by htmx, or a link), kept once made, the whole game's page with the biggest
mistakes first, the list of finished games, and nobody else's game."""

from __future__ import annotations

import re

import pytest

from scoring.euchre import choose_action as euchre_choice
from scoring.euchre.events import Phase
from scoring.review import Review
from tests.support import csrf_token
from webapp.euchre.table import EUCHRE, form_for
from webapp.models import HandReview, SavedGame
from webapp.storage import get_session
from webapp.tables import YOU, ComputerTable

GAME_URL = re.compile(r"^/euchre/games/([A-Za-z0-9_-]{22,})$")


def start(client, parse_html) -> str:
    data = {"game_to": "5", "level": "easy", "csrf_token": csrf_token(client, "/euchre/play")}
    response = client.post("/euchre/play", data=data)
    assert response.status_code == 303
    return response.headers["Location"]


def saved(app, url: str) -> SavedGame:
    with app.app_context():
        return get_session().get(SavedGame, GAME_URL.match(url).group(1))


def table_of(app, url: str) -> ComputerTable:
    return ComputerTable.from_json(EUCHRE, saved(app, url).state)


def play_to_hand_end(app, client, parse_html, url: str, worker=None) -> None:
    """Your moves, the computer's choice for you, until the first hand is over; `worker`, if
    the app has a queue, plays the worker after each (the computers' replies)."""
    for _ in range(40):
        state = table_of(app, url).state
        if state.phase in (Phase.HAND_OVER, Phase.OVER):
            return
        form = form_for(euchre_choice(state, "easy", seat=YOU))
        token = csrf_token(client, url)
        version = saved(app, url).version
        response = client.post(url, data={"csrf_token": token, "version": str(version), **form})
        assert response.status_code == 303, response.text
        if worker is not None:
            worker()
    raise AssertionError("the hand did not end")


def _counted(function, calls):
    def counted(*args, **kwargs):
        calls.append(1)
        return function(*args, **kwargs)

    return counted


def test_a_hand_over_shows_its_review_and_keeps_it(app, client, parse_html, monkeypatch):
    url = start(client, parse_html)
    play_to_hand_end(app, client, parse_html, url)
    page = parse_html(client.get(url).text)
    pending = page.find("section", class_="hand-review")
    review_url = f"{url}/review/0"
    assert pending.attrs["hx-get"] == review_url and pending.find("a", href=review_url)
    panel = client.get(review_url, headers={"HX-Request": "true"})
    assert panel.status_code == 200 and "<html" not in panel.text
    section = parse_html(panel.text).find("section", class_="hand-review")
    words = section.words()
    assert "Your play, hand 1: the computer's review" in words and "Accuracy" in words
    decisions = section.find_all("li", class_="review-decision")
    with app.app_context():
        kept = get_session().get(HandReview, (saved(app, url).id, 0))
        assert kept is not None
    assert len(decisions) == kept.review.count('"situation"')
    # Kept: asked again, the review is read, not made again.
    monkeypatch.setattr("webapp.reviews.Review.from_dict", _counted(Review.from_dict, read := []))
    again = client.get(review_url)
    assert read == [1]
    assert again.status_code == 200 and "<html" in again.text
    assert parse_html(again.text).find("a", href=url)  # back to the game


def test_a_hand_not_over_has_no_review_and_nobody_else_sees_yours(app, client, parse_html):
    url = start(client, parse_html)
    assert client.get(f"{url}/review/0").status_code == 404  # still being played
    assert client.get(f"{url}/review/7").status_code == 404
    play_to_hand_end(app, client, parse_html, url)
    stranger = app.test_client()
    assert stranger.get(f"{url}/review/0").status_code == 404
    assert stranger.get(f"{url}/review").status_code == 404


def test_the_whole_game_review_and_the_finished_games(app, client, parse_html):
    url = start(client, parse_html)
    # The computers play every seat to the end; the game is saved as finished.
    table = table_of(app, url)
    state = table.state
    while not state.is_over:
        state = state.apply(euchre_choice(state, "easy"))
    with app.app_context():
        db = get_session()
        row = db.get(SavedGame, GAME_URL.match(url).group(1))
        row.state = ComputerTable(EUCHRE, state, "easy").to_json()
        row.finished = True
        db.commit()
    page = parse_html(client.get(f"{url}/review").text)
    words = page.words()
    assert "Your Euchre game, reviewed" in words and "Hand by hand" in words
    hands = page.find_all("details", class_="review-hand")
    assert len(hands) == state.hand_number + 1
    assert page.find("svg", class_="review-chart")
    listed = parse_html(client.get("/reviews").text)
    assert listed.find("a", href=f"{url}/review")
    stranger = parse_html(app.test_client().get("/reviews").text)
    assert not stranger.find_all("a", href=f"{url}/review")


@pytest.mark.parametrize("path", ["/cribbage/play", "/bid-euchre/play"])
def test_every_table_game_serves_reviews(client, parse_html, path):
    token = csrf_token(client, path)
    response = client.post(path, data={"csrf_token": token})
    assert response.status_code == 303
    game_url = response.headers["Location"]
    assert client.get(f"{game_url}/review").status_code == 200  # nothing over yet: said so
    assert "is over yet" in client.get(f"{game_url}/review").text
