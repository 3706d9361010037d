"""Costly work (webapp.jobs): a question graded over deals, a hint, a hand reviewed, a new game's
computers moving. It runs on the task queue's workers: the web submits it once (the same work
asked twice is one job), waits a moment, and else answers that it is working (202: a page asks
again, the API follows the job); each address and player has a budget of worker seconds (429
past it, saying which and when it refills); a client has a share of the workers; a job whose
worker was lost is started again, or failed with a message the page shows. Here the queue
has no worker running: the tests play the worker (jobs.execute)."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from datetime import timedelta

import pytest
from flask import Flask
from sqlalchemy import select, update

from tests.support import TEST_CONFIG, csrf_token
from tests.webapp.test_reviews import play_to_hand_end, saved, start, table_of
from tests.webapp.test_tables import play_path
from webapp import create_app, jobs
from webapp.calculators import bid
from webapp.euchre.table import EUCHRE
from webapp.games import TABLE_GAMES
from webapp.models import Job, SavedGame, utc_now
from webapp.storage import get_engine, get_session
from webapp.tables import YOU, ComputerTable, TableGame

ANALYSE = "/euchre/bidding/analyse"
HANDS = ("JH JD AH KS AC", "TC JC QC KC AC", "9D TD QD KD AD", "9S TS JS QS KS")
HTMX = {"HX-Request": "true"}


def make_app(database_url: str, tmp_path=None, **config: object) -> Flask:
    """An app on `database_url`; with `tmp_path`, its queue is a real one there, with no worker
    running (the test plays the worker), else jobs run where they are asked."""
    queued = {}
    if tmp_path is not None:
        queued = {"QUEUE_IMMEDIATE": False, "QUEUE_URL": f"sqlite:///{tmp_path / 'queue.db'}"}
    return create_app(
        {**TEST_CONFIG, "SECRET_KEY": "test", "DATABASE_URL": database_url, **queued, **config}
    )


@pytest.fixture(autouse=True)
def nothing_kept() -> Iterator[None]:
    """Every test asks its questions afresh: the kept answers are the process's."""
    bid.GRADED.clear()
    yield
    bid.GRADED.clear()


def question(hand: str) -> dict[str, str]:
    return {"hand": hand, "upcard": "9H", "seat": "1", "round": "1"}


def the_jobs(app: Flask) -> list[Job]:
    with app.app_context(), get_engine().connect() as connection:
        return list(connection.execute(select(Job).order_by(Job.created_at)).all())


def work_them(app: Flask, kinds: frozenset[str] | None = None) -> int:
    """Play the worker: run every queued job once (of `kinds` only, when given)."""
    done = 0
    with app.app_context():
        for job in the_jobs(app):
            if job.state == jobs.QUEUED and (kinds is None or job.kind in kinds):
                jobs.execute(job.key)
                done += 1
    return done


# The budget of worker seconds ----------------------------------------------------------------


def test_each_address_has_a_budget_of_worker_seconds_and_a_kept_answer_is_free(
    database_url, parse_html
):
    # A tenth of a second of work a minute: the first question spends it all.
    app = make_app(database_url, WORKER_BUDGET="1 per minute")
    client = app.test_client()
    assert client.get(ANALYSE, query_string=question(HANDS[0])).status_code == 200
    refused = client.get(ANALYSE, query_string=question(HANDS[1]))
    assert refused.status_code == 429
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    words = parse_html(refused.text).words()
    assert "The computer's time for your address is used up" in words
    assert "It refills in" in words
    # Asked before: kept, so answered at once and not counted.
    assert client.get(ANALYSE, query_string=question(HANDS[0])).status_code == 200
    # Another address has its own budget; the cheap pages are not counted at all.
    other = {"REMOTE_ADDR": "192.0.2.7"}
    assert (
        client.get(ANALYSE, query_string=question(HANDS[1]), environ_base=other).status_code == 200
    )
    assert client.get("/count?hand=5H+5C+5S+JD&starter=5D").status_code == 200


def test_the_api_says_which_budget_ran_out_and_when_it_refills(database_url):
    app = make_app(database_url, WORKER_BUDGET="1 per minute")
    client = app.test_client()
    body = {**question(HANDS[0]), "seat": 1, "round": 1}
    assert client.post("/api/euchre/bid", json=body).status_code == 200
    assert client.post("/api/euchre/bid", json=body).status_code == 200  # kept: free
    refused = client.post("/api/euchre/bid", json={**body, "seed": 8})
    assert refused.status_code == 429 and refused.headers["Retry-After"]
    error = refused.get_json()["error"]
    assert error.startswith("The computer's time for your address is used up: 0 seconds")
    assert "It refills in" in error


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
    client = make_app(database_url).test_client()
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
    other = make_app(database_url, WORKER_BUDGET="1 per minute").test_client()
    again = other.get(ANALYSE, query_string=question(HANDS[2]))
    assert again.status_code == 200 and graded == []
    assert first.get(ANALYSE, query_string=question(HANDS[2])).text == again.text
    assert other.get(ANALYSE, query_string=question(HANDS[3])).status_code == 200  # the budget
    assert other.get(ANALYSE, query_string=question(HANDS[0])).status_code == 429
    assert len(graded) == 1


# On the queue: working, followed, done -------------------------------------------------------


def test_a_question_still_being_worked_out_is_followed_not_refused(
    database_url, tmp_path, parse_html
):
    app = make_app(database_url, tmp_path, JOB_WAIT=0.05)
    client = app.test_client()
    # A page without JavaScript: 202, a page that comes back by itself.
    page = client.get(ANALYSE, query_string=question(HANDS[0]))
    assert page.status_code == 202 and page.headers["Retry-After"] == "1"
    found = parse_html(page.text)
    assert "Working on it" in found.find("h1").words()
    assert found.find("meta", http_equiv="refresh").attrs["content"] == "1"
    # htmx: nothing swapped, an event for the page's script to ask again.
    fragment = client.get(ANALYSE, query_string=question(HANDS[0]), headers=HTMX)
    assert fragment.status_code == 202 and fragment.text == ""
    assert "fifteen-two:working" in json.loads(fragment.headers["HX-Trigger"])
    # The API: where to follow the job.
    api = client.post("/api/euchre/bid", json={**question(HANDS[0]), "seat": 1, "round": 1})
    assert api.status_code == 202
    answer = api.get_json()
    assert answer["status"] == "working" and answer["poll"] == f"/api/jobs/{answer['job']}"
    followed = client.get(answer["poll"])
    assert followed.status_code == 202 and followed.get_json()["status"] == "working"
    # Asked three times, queued once (the page and its fragment ask the same question; the
    # API's seed is the same too).
    (job,) = the_jobs(app)
    assert job.kind == "euchre-bid" and job.state == jobs.QUEUED
    assert job.priority == jobs.INTERACTIVE
    assert work_them(app) == 1
    assert client.get(answer["poll"]).get_json()["status"] == jobs.DONE
    assert client.get(ANALYSE, query_string=question(HANDS[0])).status_code == 200
    assert (
        client.post(
            "/api/euchre/bid", json={**question(HANDS[0]), "seat": 1, "round": 1}
        ).status_code
        == 200
    )
    # Nobody else follows your jobs.
    other = {"REMOTE_ADDR": "192.0.2.9"}
    assert client.get(answer["poll"], environ_base=other).status_code == 404


@pytest.mark.both_databases(always=True)
def test_the_same_work_asked_twice_at_once_is_queued_once(database_url, tmp_path, monkeypatch):
    """Two requests asking for the same new work at once both find no job and both insert it:
    one row is made, and only the request that made it queues its task and says it did."""
    app = make_app(database_url, tmp_path)
    queue = app.extensions["queue"]
    work = jobs.Work("euchre-bid", question(HANDS[0]), background=True, client="192.0.2.7")
    looked = jobs.status
    with app.test_request_context():
        first, made = jobs._submit(work)
        assert made and queue.pending_count() == 1
        # The second looked for the job before the first's row was there.
        looks: list[str] = []

        def too_soon(key: str) -> Job | None:
            looks.append(key)
            return None if len(looks) == 1 else looked(key)

        monkeypatch.setattr(jobs, "status", too_soon)
        second, made_again = jobs._submit(work)
        assert not made_again and second.key == first.key
        monkeypatch.setattr(jobs, "status", looked)
        third, made_later = jobs._submit(work)  # asked after: found, and followed
        assert not made_later and third.key == first.key
    assert queue.pending_count() == 1
    (job,) = the_jobs(app)
    assert job.state == jobs.QUEUED


def test_a_client_has_its_share_of_the_workers_and_more_goes_behind(database_url, tmp_path):
    app = make_app(database_url, tmp_path, JOB_WAIT=0.01, JOB_SHARE=2)
    client = app.test_client()
    for hand in HANDS[:2]:
        assert client.get(ANALYSE, query_string=question(hand)).status_code == 202
    refused = client.get(ANALYSE, query_string=question(HANDS[2]))
    assert refused.status_code == 429
    assert "still working on your earlier requests" in refused.text
    priorities = [job.priority for job in the_jobs(app)]
    assert priorities == [jobs.INTERACTIVE, jobs.INTERACTIVE - 1]  # the second goes behind
    # Another address is not held up by this one.
    other = {"REMOTE_ADDR": "192.0.2.7"}
    assert (
        client.get(ANALYSE, query_string=question(HANDS[2]), environ_base=other).status_code == 202
    )


@pytest.mark.parametrize("mode", ["bidding", "bid_euchre"])
def test_a_drill_is_dealt_and_its_grading_queued_without_waiting_on_itself(
    database_url, tmp_path, mode
):
    """The grading is queued once the round is saved: queued from inside the transaction that
    holds the player, it would wait for that transaction (on SQLite, for every writer) until
    the database gave up."""
    app = make_app(database_url, tmp_path, JOB_WAIT=0.01)
    client = app.test_client()
    began = time.monotonic()
    dealt = client.post("/train", data={"csrf_token": csrf_token(client), "mode": mode})
    assert dealt.status_code == 303 and "/train/" in dealt.location
    assert time.monotonic() - began < 4  # SQLite gives up on a lock after five seconds
    (job,) = the_jobs(app)
    assert job.state == jobs.QUEUED and job.kind.endswith("-bid")


def test_a_job_whose_worker_was_lost_is_started_again_then_failed(database_url, tmp_path):
    app = make_app(database_url, tmp_path, JOB_WAIT=0.01, JOB_STALE=60)
    client = app.test_client()
    assert client.get(ANALYSE, query_string=question(HANDS[0])).status_code == 202
    (job,) = the_jobs(app)
    long_ago = utc_now() - timedelta(minutes=5)
    with app.app_context():
        for attempt in range(1, jobs.MOST_ATTEMPTS + 1):
            # A worker took it and was killed: running, and never finished.
            with get_engine().begin() as connection:
                connection.execute(
                    update(Job)
                    .where(Job.key == job.key)
                    .values(state=jobs.RUNNING, started_at=long_ago, attempts=attempt)
                )
            again = jobs.sweep()
            state = jobs.status(job.key)
            assert state is not None
            if attempt < jobs.MOST_ATTEMPTS:
                assert again == 1 and state.state == jobs.QUEUED
            else:
                assert again == 0 and state.state == jobs.FAILED and state.error == jobs.LOST
    failed = client.get(ANALYSE, query_string=question(HANDS[0]))
    assert failed.status_code == 503 and "the computer doing it stopped" in failed.text


def test_a_new_game_is_dealt_on_the_workers_and_opened_when_ready(
    database_url, tmp_path, parse_html
):
    app = make_app(database_url, tmp_path, JOB_WAIT=0.01)
    client = app.test_client()
    data = {"game_to": "5", "level": "easy", "csrf_token": csrf_token(client, "/euchre/play")}
    asked = client.post("/euchre/play", data=data)
    assert asked.status_code == 303 and asked.headers["Location"].startswith("/jobs/")
    follow = asked.headers["Location"]
    waiting = client.get(follow)
    assert waiting.status_code == 202 and "Working on it" in waiting.text
    assert work_them(app) == 1
    opened = client.get(follow)
    assert opened.status_code == 303 and opened.headers["Location"].startswith("/euchre/games/")
    assert client.get(opened.headers["Location"]).status_code == 200


def test_a_review_is_never_refused_it_is_followed(database_url, tmp_path, parse_html):
    app = make_app(database_url, tmp_path, JOB_WAIT=0.01)
    client = app.test_client()
    follow = start(client, parse_html)  # dealt on the workers
    work_them(app)
    url = client.get(follow).headers["Location"]
    # The computers' replies worked, the review left queued whichever side ends the hand.
    replies = frozenset({"computers"})
    play_to_hand_end(app, client, parse_html, url, worker=lambda: work_them(app, replies))
    queued = [job for job in the_jobs(app) if job.kind == "review"]
    assert queued and queued[0].priority == jobs.BACKGROUND  # made ahead of time
    panel = client.get(f"{url}/review/0", headers=HTMX)
    assert panel.status_code == 202  # working: the panel asks again
    page = client.get(f"{url}/review")
    assert page.status_code == 200 and "Reviewing your play" in page.text
    work_them(app)
    assert client.get(f"{url}/review/0", headers=HTMX).status_code == 200


def start_game(app: Flask, client, game: TableGame = EUCHRE, **chosen: str) -> str:
    """A game dealt (on the workers when the app has a queue): its table's address."""
    path = play_path(client, game)
    data = {"level": "easy", "csrf_token": csrf_token(client, path), **chosen}
    asked = client.post(path, data=data)
    if asked.headers["Location"].startswith("/jobs/"):
        work_them(app)
        asked = client.get(asked.headers["Location"])
    assert asked.status_code == 303, asked.text
    return asked.headers["Location"]


def your_move(app: Flask, client, url: str, game: TableGame = EUCHRE):
    """Your move (the computer's easy choice for you) posted at the table."""
    table = the_table(app, url, game)
    engine = game.engine
    fields = game.form_for(engine.choose_action(table.state, "easy", seat=YOU))
    data = {"csrf_token": csrf_token(client, url), "version": str(the_saved(app, url).version)}
    return client.post(url, data={**data, **fields})


def the_saved(app: Flask, url: str) -> SavedGame:
    with app.app_context():
        return get_session().get(SavedGame, url.rsplit("/")[-1])


def the_table(app: Flask, url: str, game: TableGame) -> ComputerTable:
    return ComputerTable.from_json(game, the_saved(app, url).state)


def test_coach_mode_weighs_your_move_on_the_workers(database_url, tmp_path):
    app = make_app(database_url, tmp_path, JOB_WAIT=0.01)
    client = app.test_client()
    url = start_game(app, client, coach="mistake")
    asked = your_move(app, client, url)
    assert asked.status_code == 202  # the coach is weighing your options: the page asks again
    weighing = [job for job in the_jobs(app) if job.kind == "evaluation"]
    assert weighing and all(job.priority > jobs.BACKGROUND for job in weighing)
    work_them(app)
    assert your_move(app, client, url).status_code == 303
    # The computers reply on the workers too; the coach's next evaluation is prepared there.
    queued = [job.kind for job in the_jobs(app) if job.state == jobs.QUEUED]
    if table_of(app, url).computers_to_play:
        assert queued == ["computers"]
        work_them(app)
        queued = [job.kind for job in the_jobs(app) if job.state == jobs.QUEUED]
    # Your next decision's evaluation, ahead of time (none when the hand is over, or when the
    # coach asked about your move: nothing was played).
    now = table_of(app, url)
    ahead = now.decision is not None and now.question is None
    assert queued == (["evaluation"] if ahead else [])


def test_coach_mode_is_counted_in_the_budget(database_url):
    # A tenth of a second a minute: the deal spends it. Coach mode's weighing of your move is
    # then refused; a move without the coach costs nothing and is never refused.
    for coach, refused in (("", False), ("mistake", True)):
        app = make_app(database_url, WORKER_BUDGET="1 per minute")
        client = app.test_client()
        client.environ_base["REMOTE_ADDR"] = f"192.0.2.{20 + refused}"
        url = start_game(app, client, coach=coach)
        answers = [your_move(app, client, url).status_code for _ in range(3)]
        assert (429 in answers) == refused, answers


def test_a_table_following_a_hint_is_answered_once_it_is_ready(database_url, tmp_path, monkeypatch):
    # The long poll held for as long as the work takes on a busy machine (a second, served).
    monkeypatch.setattr(jobs, "FOLLOW", 60.0)
    app = make_app(database_url, tmp_path, JOB_WAIT=0.01)
    client = app.test_client()
    url = start_game(app, client)
    data = {"csrf_token": csrf_token(client, url), "version": str(saved(app, url).version)}
    assert client.post(f"{url}/hint", data=data).status_code == 303
    assert "data-hint-pending" in client.get(url).text  # the whole page: at once, pending
    worker = threading.Timer(0.3, work_them, args=(app,))
    worker.start()
    began = time.monotonic()
    fragment = client.get(url, headers=HTMX)  # the panel asking again: held until it is ready
    worker.join()
    assert fragment.status_code == 200 and time.monotonic() - began >= 0.3
    assert "data-hint-pending" not in fragment.text and "data-hint data-sheet" in fragment.text


@pytest.mark.parametrize("game", TABLE_GAMES, ids=lambda game: game.engine.name)
def test_the_computers_reply_on_the_workers_and_the_table_follows_them(
    database_url, tmp_path, game
):
    app = make_app(database_url, tmp_path, JOB_WAIT=0.01)
    client = app.test_client()
    url = start_game(app, client, game)
    for _ in range(10):  # your moves until one the computers must reply to
        assert your_move(app, client, url, game).status_code == 303  # saved at once
        mine = the_table(app, url, game)
        if mine.computers_to_play:
            break
    assert mine.computers_to_play and not mine.state.legal_actions(YOU)
    page = client.get(url).text  # the whole page: comes back by itself
    assert "data-computers-pending" in page and 'http-equiv="refresh"' in page
    worker = threading.Timer(0.3, work_them, args=(app,))
    worker.start()
    fragment = client.get(url, headers=HTMX)  # the panel asking again: held until they reply
    worker.join()
    assert fragment.status_code == 200 and "data-computers-pending" not in fragment.text
    replied = the_table(app, url, game)
    assert not replied.computers_to_play and len(replied.state.actions) > len(mine.state.actions)


def test_the_api_document_lists_the_answers_of_costly_work(database_url):
    client = make_app(database_url).test_client()
    document = client.get("/api/openapi.json").get_json()
    said = document["paths"]["/api/euchre/bid"]["post"]["responses"]
    assert {"200", "202", "400", "414", "429", "503"} == set(said)
    for status in ("202", "429", "503"):
        assert "Retry-After" in said[status]["headers"]
    assert said["202"]["content"]["application/json"]["schema"]["required"] == [
        "status",
        "job",
        "poll",
    ]
