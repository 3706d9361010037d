"""Costly work (webapp.limits.costly_work): a question graded over deals, a hand reviewed, a new
game's computers moving. Each address has its own budget of it (429 past it, saying when to
come back), a question already graded is kept and answered free, and a process runs a few
pieces at once, refusing more with 503 and Retry-After while its cheap pages go on answering."""

from __future__ import annotations

import threading
from collections.abc import Iterator

import pytest
from flask import Flask

from tests.support import TEST_CONFIG, csrf_token
from tests.webapp.test_reviews import play_to_hand_end, start
from webapp import create_app
from webapp.calculators import bid

ANALYSE = "/euchre/bidding/analyse"
HANDS = ("JH JD AH KS AC", "TC JC QC KC AC", "9D TD QD KD AD", "9S TS JS QS KS")


def make_app(database_url: str, **config: object) -> Flask:
    return create_app({**TEST_CONFIG, "SECRET_KEY": "test", "DATABASE_URL": database_url, **config})


@pytest.fixture(autouse=True)
def nothing_kept() -> Iterator[None]:
    """Every test asks its questions afresh: the kept answers are the process's."""
    bid.GRADED.clear()
    yield
    bid.GRADED.clear()


def question(hand: str) -> dict[str, str]:
    return {"hand": hand, "upcard": "9H", "seat": "1", "round": "1"}


def test_each_address_has_a_budget_and_a_kept_answer_is_free(database_url, parse_html):
    app = make_app(database_url, COSTLY_RATE_LIMIT="3 per minute")
    client = app.test_client()
    for hand in HANDS[:3]:
        assert client.get(ANALYSE, query_string=question(hand)).status_code == 200
    refused = client.get(ANALYSE, query_string=question(HANDS[3]))
    assert refused.status_code == 429
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    words = parse_html(refused.text).words()
    assert "Try again in" in words and "UTC" in words
    # Asked before: kept, so answered at once and not counted.
    assert client.get(ANALYSE, query_string=question(HANDS[0])).status_code == 200
    # Another address has its own budget; the cheap pages are not counted at all.
    other = {"REMOTE_ADDR": "192.0.2.7"}
    fourth = client.get(ANALYSE, query_string=question(HANDS[3]), environ_base=other)
    assert fourth.status_code == 200
    assert client.get("/count?hand=5H+5C+5S+JD&starter=5D").status_code == 200


def test_the_api_says_when_to_come_back_and_a_new_seed_is_new_work(database_url):
    app = make_app(database_url, COSTLY_RATE_LIMIT="2 per minute")
    client = app.test_client()
    body = {**question(HANDS[0]), "seat": 1, "round": 1}
    assert client.post("/api/euchre/bid", json=body).status_code == 200
    assert client.post("/api/euchre/bid", json=body).status_code == 200  # kept: free
    assert client.post("/api/euchre/bid", json={**body, "seed": 7}).status_code == 200
    refused = client.post("/api/euchre/bid", json={**body, "seed": 8})
    assert refused.status_code == 429 and refused.headers["Retry-After"]
    assert refused.get_json()["error"].startswith("too many requests from your address. Try")


@pytest.fixture
def graded(monkeypatch) -> list[str]:
    """The hands graded from now on (grade_situation counted)."""
    hands: list[str] = []
    real = bid.grade_situation

    def counted(situation, **kwargs):
        hands.append(str(situation.hand))
        return real(situation, **kwargs)

    monkeypatch.setattr(bid, "grade_situation", counted)
    return hands


def test_a_question_is_graded_once_however_often_it_is_asked(database_url, graded):
    app = make_app(database_url)
    client = app.test_client()
    for _ in range(3):
        assert client.get(ANALYSE, query_string=question(HANDS[1])).status_code == 200
    assert len(graded) == 1


@pytest.mark.both_databases(always=True)
def test_a_question_graded_by_one_process_is_kept_for_every_other(database_url, request):
    """Kept in the database: another process (here another app on the same database, its
    memory empty) answers at once, grading nothing and counting nothing against the budget."""
    first = make_app(database_url).test_client()
    assert first.get(ANALYSE, query_string=question(HANDS[2])).status_code == 200
    bid.GRADED.clear()
    graded = request.getfixturevalue("graded")  # from here on
    other = make_app(database_url, COSTLY_RATE_LIMIT="1 per minute").test_client()
    again = other.get(ANALYSE, query_string=question(HANDS[2]))
    assert again.status_code == 200 and graded == []
    assert first.get(ANALYSE, query_string=question(HANDS[2])).text == again.text
    assert other.get(ANALYSE, query_string=question(HANDS[3])).status_code == 200  # the budget
    assert other.get(ANALYSE, query_string=question(HANDS[0])).status_code == 429
    assert len(graded) == 1


class Held:
    """grade_situation held at its start until released: costly work in progress."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.started = threading.Event()
        self.release = threading.Event()
        self.calls = 0
        real = bid.grade_situation

        def held(situation, **kwargs):
            self.calls += 1
            self.started.set()
            assert self.release.wait(timeout=30)
            return real(situation, **kwargs)

        monkeypatch.setattr(bid, "grade_situation", held)

    def ask(self, app: Flask, hand: str, answers: list[int]) -> threading.Thread:
        def asking() -> None:
            answers.append(app.test_client().get(ANALYSE, query_string=question(hand)).status_code)

        thread = threading.Thread(target=asking)
        thread.start()
        return thread


def test_a_full_process_answers_503_and_keeps_its_cheap_pages(database_url, monkeypatch):
    app = make_app(database_url, COSTLY_RUNNING=1, COSTLY_WAITING=0)
    held = Held(monkeypatch)
    first: list[int] = []
    thread = held.ask(app, HANDS[0], first)
    assert held.started.wait(timeout=30)
    client = app.test_client()
    busy = client.get(ANALYSE, query_string=question(HANDS[1]))
    assert busy.status_code == 503 and busy.headers["Retry-After"] == "5"
    assert "Try again in 5 seconds" in busy.text
    api = client.post("/api/euchre/bid", json={**question(HANDS[2]), "seat": 1, "round": 1})
    assert api.status_code == 503 and api.headers["Retry-After"] == "5"
    assert api.get_json()["error"].startswith("the server is busy")
    assert client.get("/count?hand=5H+5C+5S+JD&starter=5D").status_code == 200
    held.release.set()
    thread.join(timeout=60)
    assert first == [200]
    assert client.get(ANALYSE, query_string=question(HANDS[1])).status_code == 200  # free again


def test_work_waits_its_turn_and_the_same_question_is_worked_out_once(database_url, monkeypatch):
    app = make_app(database_url, COSTLY_RUNNING=1, COSTLY_WAITING=1, COSTLY_WAIT=30)
    held = Held(monkeypatch)
    answers: list[int] = []
    threads = [held.ask(app, HANDS[0], answers)]
    assert held.started.wait(timeout=30)
    threads += [held.ask(app, HANDS[0], answers)]  # the same question: waits for the first
    threads += [held.ask(app, HANDS[1], answers)]  # another: waits for the place
    held.release.set()
    for thread in threads:
        thread.join(timeout=60)
    assert sorted(answers) == [200, 200, 200]
    assert held.calls == 2


def test_new_games_and_reviews_spend_the_budget(database_url, parse_html):
    app = make_app(database_url, COSTLY_RATE_LIMIT="2 per minute")
    client = app.test_client()
    url = start(client, parse_html)  # one
    assert client.get(url).status_code == 200  # reading is free
    play_to_hand_end(app, client, parse_html, url)
    assert client.get(f"{url}/review/0").status_code == 200  # two
    assert client.get(f"{url}/review").status_code == 200  # the hand's review is kept: free
    data = {"game_to": "5", "level": "easy", "csrf_token": csrf_token(client, "/euchre/play")}
    refused = client.post("/euchre/play", data=data)
    assert refused.status_code == 429 and "Try again in" in refused.text


def test_the_api_document_lists_the_refusals(database_url):
    client = make_app(database_url).test_client()
    document = client.get("/api/openapi.json").get_json()
    said = document["paths"]["/api/euchre/bid"]["post"]["responses"]
    assert {"200", "400", "414", "429", "503"} == set(said)
    for status in ("429", "503"):
        assert "Retry-After" in said[status]["headers"]
        assert said[status]["content"]["application/json"]["example"]["error"]
