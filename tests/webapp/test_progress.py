"""Progress and profile: the charts and figures of /progress (and its empty state), the CSV
of every attempt, naming the profile, and carrying it to another browser with a code."""

from __future__ import annotations

import csv
import io
import json
import re
from datetime import UTC, date, datetime, timedelta

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scoring.cribbage.hand import score_hand
from tests.support import csrf_token
from webapp import create_app
from webapp.models import Player
from webapp.players import PLAYER_ID_KEY
from webapp.storage import get_session
from webapp.trainer import transfer
from webapp.trainer.hand_kinds import hand_kinds
from webapp.trainer.models import TrainerAttempt, TrainerRound, TransferCode
from webapp.trainer.stats import BIDDING_COLUMNS, CSV_COLUMNS, progress

# Each test runs on SQLite and on PostgreSQL (tests/conftest.py).
pytestmark = pytest.mark.both_databases(always=True)

TODAY = datetime.now(UTC).replace(hour=12, minute=0, second=0, microsecond=0)


def as_player(app: Flask, client: FlaskClient, player_id: str, name: str | None = None) -> None:
    """Give the client's session this player id, with its row."""
    with app.app_context():
        db = get_session()
        db.add(Player(id=player_id, display_name=name))
        db.commit()
    with client.session_transaction() as session:
        session[PLAYER_ID_KEY] = player_id


def player_of(client: FlaskClient) -> str | None:
    with client.session_transaction() as session:
        return session.get(PLAYER_ID_KEY)


def add_attempt(app: Flask, player_id: str, n: int, **fields) -> None:
    """An attempt with its round; by default a right count of a double run, today."""
    row = {
        "mode": "count",
        "kind": "count",
        "hand": "5H 6D 6S 7C",
        "starter": "KD",
        "crib": False,
        "level": "intermediate",
        "focus": "run",
        "correct": True,
        "correct_by_category": {"fifteen": True, "pair": True, "run": True},
        "seconds": 10.0,
        "when": TODAY,
        **fields,
    }
    row["correct_by_category"] = json.dumps(row["correct_by_category"])
    with app.app_context():
        db = get_session()
        db.add(
            TrainerRound(
                id=f"{player_id}-{n}",
                player_id=player_id,
                mode=row["mode"],
                kind=row["kind"],
                question="{}",
                started_at=row["when"],
                answered_at=row["when"],
            )
        )
        db.flush()  # the round first: the attempt's foreign key names it
        db.add(TrainerAttempt(player_id=player_id, round_id=f"{player_id}-{n}", **row))
        db.commit()


# /progress


def test_a_new_learner_sees_the_empty_state(client, parse_html):
    response = client.get("/progress")
    assert response.status_code == 200
    page = parse_html(response.text)
    empty = page.find(class_="progress-empty")
    assert empty.find("h2").words() == "Nothing here yet"
    assert empty.find("a").attrs["href"] == "/train"
    assert not page.find_all("svg", class_="progress-chart")
    # Looking made no profile.
    assert player_of(client) is None


def test_progress_charts_and_figures(app, client, parse_html):
    as_player(app, client, "learner", "Alice")
    # Three days ago: two right. Yesterday: a wrong count (runs missed). Today: right, right.
    add_attempt(app, "learner", 1, when=TODAY - timedelta(days=3), seconds=20.0)
    add_attempt(app, "learner", 2, when=TODAY - timedelta(days=3, minutes=-5), seconds=30.0)
    add_attempt(
        app,
        "learner",
        3,
        when=TODAY - timedelta(days=1),
        correct=False,
        correct_by_category={"fifteen": True, "pair": True, "run": False},
    )
    add_attempt(app, "learner", 4, seconds=8.0)
    add_attempt(
        app,
        "learner",
        5,
        mode="heels",
        kind="heels",
        hand="AC 2D 3H 4S",
        starter="JC",
        level=None,
        focus=None,
        correct_by_category={},
        when=TODAY + timedelta(minutes=1),
    )

    page = parse_html(client.get("/progress").text)
    assert page.find("h1").words() == "Alice’s progress"
    figures = {
        div.find("dt").words(): div.find("dd").words()
        for div in page.find("dl", class_="progress-figures").find_all("div")
    }
    assert figures["Answers"] == "5"
    assert figures["Right"] == "80%"
    assert figures["Right in a row"] == "2 best 2"
    assert figures["Days in a row"] == "2"
    assert figures["Median time"] == "20.0s"  # of 8, 20 and 30: the right counts

    charts = page.find_all("svg", class_="progress-chart")
    titles = [chart.find("title").words() for chart in charts]
    assert titles == [
        "Share of answers right, day by day",
        "Median seconds to a correct count, day by day",
        "Share right in each scoring category",
        "Share right in each mode",
    ]
    day_bars = charts[0].find_all("rect", class_="bar-accuracy")
    assert len(day_bars) == 3  # three days with practice, out of the week shown
    assert "0 of 1 right" in charts[0].find("desc").words()
    assert len(charts[1].find_all("circle", class_="dot-time")) == 2  # days with a right count
    categories = {
        row.find("text", class_="chart-name").words(): row.find("title").words()
        for row in charts[2].find_all("g", class_="chart-row")
    }
    assert categories["Runs"] == "Runs: 3 of 4 right (75%)"
    assert categories["Fifteens"] == "Fifteens: 4 of 4 right (100%)"
    modes = [row.find("title").words() for row in charts[3].find_all("g", class_="chart-row")]
    assert modes == ["Count it: 3 of 4 right (75%)", "His heels: 1 of 1 right (100%)"]

    hard = [li.words() for li in page.find("ol", class_="hard-kinds").find_all("li")]
    assert "Double runs 1 of 4 wrong" in hard
    practice = page.find(class_="practice-next")
    assert practice.find("a").attrs["href"] == "/train?mode=count&focus=run"


def test_streaks_and_days_from_the_attempts():
    today = date(2025, 3, 10)

    def row(day: int, correct: bool, hour: int = 12) -> TrainerAttempt:
        return TrainerAttempt(
            id=day * 100 + hour,
            mode="heels",
            kind="heels",
            hand="AC 2D 3H 4S",
            starter="JC",
            crib=False,
            correct=correct,
            correct_by_category="{}",
            when=datetime(2025, 3, day, hour, tzinfo=UTC),
        )

    rows = [
        row(5, True),
        row(6, True),
        row(6, False, 13),
        row(8, True),
        row(9, True),
        row(9, True, 13),
    ]
    shown = progress(rows, today)
    assert (shown.streak, shown.best_streak) == (3, 3)
    assert shown.day_streak == 2  # the 8th and the 9th; nothing yet today
    assert [day.day.day for day in shown.days] == [4, 5, 6, 7, 8, 9, 10]
    assert [day.total for day in shown.days] == [0, 1, 2, 0, 1, 2, 0]


@pytest.mark.parametrize(
    ("hand", "starter", "crib", "kind"),
    [
        ("5H 6D 6S 7C", "KD", False, "Double runs"),
        ("6H 7D 7S 8C", "8D", False, "Double double runs"),
        ("5H 5D 5S 6C", "KD", False, "Pairs royal (three of a kind)"),
        ("2H 4H 6H 8H", "TH", True, "Crib flushes (five cards)"),
        ("2H 4H 6H 8H", "TS", True, "Cribs with four of a suit"),
        ("2H 4H 6H 8H", "TS", False, "Four-card flushes"),
        ("JH 2C 4D 6S", "9H", False, "His nobs"),
        ("JH 2C 4D 6S", "9C", False, "A jack that is not nobs"),
        ("2H 4C 6D 8S", "JC", False, "A jack starter (his heels)"),
        ("2H 4C 8D QS", "KC", False, "Hands worth nothing"),
    ],
)
def test_kinds_of_hands_are_read_off_the_engines_items(hand, starter, crib, kind):
    assert kind in hand_kinds(score_hand(hand, starter, crib=crib))


# /progress.csv


def test_the_csv_has_every_attempt_and_its_columns(app, client):
    as_player(app, client, "learner")
    add_attempt(
        app,
        "learner",
        1,
        correct=False,
        correct_by_category={"fifteen": True, "pair": True, "run": False},
    )
    add_attempt(
        app,
        "learner",
        2,
        mode="discard",
        kind="discard",
        hand="2C TD TS KD KH KS",
        starter=None,
        crib=True,
        level=None,
        focus=None,
        correct_by_category={},
        points_given_up=1.875,
        when=TODAY + timedelta(minutes=3),
    )
    response = client.get("/progress.csv")
    assert response.status_code == 200
    assert response.mimetype == "text/csv"
    assert re.fullmatch(
        r'attachment; filename="fifteen-two-progress-\d{4}-\d{2}-\d{2}\.csv"',
        response.headers["Content-Disposition"],
    )
    rows = list(csv.DictReader(io.StringIO(response.text)))
    assert tuple(rows[0]) == CSV_COLUMNS
    assert len(rows) == 2
    assert rows[0] | {"when": ""} == {
        "when": "",
        "mode": "count",
        "kind": "count",
        "hand": "5H 6D 6S 7C",
        "starter": "KD",
        "crib": "no",
        "level": "intermediate",
        "focus": "run",
        "correct": "no",
        "seconds": "10.0",
        "review": "no",
        "points_given_up": "",
        "fifteen": "right",
        "pair": "right",
        "run": "wrong",
        "flush": "",
        "nobs": "",
        "thirty_one": "",
        **dict.fromkeys(BIDDING_COLUMNS, ""),
    }
    assert datetime.fromisoformat(rows[0]["when"]) == TODAY
    assert (rows[1]["kind"], rows[1]["points_given_up"], rows[1]["starter"]) == (
        "discard",
        "1.88",
        "",
    )


def test_the_csv_of_a_new_visitor_is_just_the_header(client):
    response = client.get("/progress.csv")
    assert response.text.strip() == ",".join(CSV_COLUMNS)


def test_only_the_learners_own_attempts_are_shown(app, client, parse_html):
    as_player(app, client, "learner")
    other = app.test_client()
    as_player(app, other, "someone else")
    add_attempt(app, "someone else", 1)
    assert len(list(csv.reader(io.StringIO(client.get("/progress.csv").text)))) == 1
    assert parse_html(client.get("/progress").text).find(class_="progress-empty")


# /profile: the name


def test_naming_the_profile(app, client, parse_html):
    response = client.post(
        "/profile/name", data={"csrf_token": csrf_token(client), "name": "  Ada \t Lovelace "}
    )
    assert response.status_code == 303
    assert response.headers["Location"] == "/profile?saved=name"
    page = parse_html(client.get("/profile?saved=name").text)
    assert page.find(class_="game-message").words() == "Saved: your profile's name is changed."
    assert page.find("input", name="name").attrs["value"] == "Ada Lovelace"
    with app.app_context():
        assert get_session().get(Player, player_of(client)).display_name == "Ada Lovelace"


def test_a_name_too_long_is_refused_by_its_field(client, parse_html):
    response = client.post(
        "/profile/name", data={"csrf_token": csrf_token(client), "name": "x" * 25}
    )
    assert response.status_code == 400
    page = parse_html(response.text)
    assert page.find("p", id="name-error").words() == (
        "A name is at most 24 characters; that one is 25."
    )
    assert page.find("input", name="name").attrs["aria-invalid"] == "true"


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("<b>Ada</b>", "A name is letters, digits, spaces and . _ - only, not / < >."),
        ("Ada@home", "A name is letters, digits, spaces and . _ - only, not @."),
        ("Ada\u200bL", "A name is letters, digits, spaces and . _ - only, not '\\u200b'."),
    ],
)
def test_a_name_is_letters_digits_spaces_and_a_few_marks(app, client, parse_html, typed, said):
    """The name others read on the duplicate standings: nothing that could pass for markup, an
    address or an invisible character."""
    response = client.post("/profile/name", data={"csrf_token": csrf_token(client), "name": typed})
    assert response.status_code == 400
    assert parse_html(response.text).find("p", id="name-error").words() == said
    for fine in ("Zoë", "J.-P. d_Arc 2", "李小龍"):
        token = csrf_token(client)
        response = client.post("/profile/name", data={"csrf_token": token, "name": fine})
        assert response.status_code == 303, fine


# /profile: carrying it to another device


def make_code(client: FlaskClient, parse_html) -> str:
    response = client.post("/profile/code", data={"csrf_token": csrf_token(client)})
    assert response.status_code == 200
    shown = parse_html(response.text).find("p", class_="code").words()
    assert re.fullmatch(r"[A-Z2-9]{4}-[A-Z2-9]{4}", shown)
    return shown


def carry(client: FlaskClient, parse_html, code: str, forwarded_for: str | None = None):
    headers = {"X-Forwarded-For": forwarded_for} if forwarded_for else {}
    data = {"csrf_token": csrf_token(client), "code": code}
    return client.post("/profile/carry", data=data, headers=headers)


def test_a_code_carries_the_profile_to_another_browser_once(app, client, parse_html):
    as_player(app, client, "laptop", "Ada")
    add_attempt(app, "laptop", 1)
    code = make_code(client, parse_html)
    with app.app_context():
        [stored] = get_session().query(TransferCode).all()
        assert code.replace("-", "") not in stored.code_hash  # only the hash is kept

    phone = app.test_client()
    as_player(app, phone, "phone")
    add_attempt(app, "phone", 1)  # practiced on the phone before carrying
    response = carry(phone, parse_html, code.lower().replace("-", " "))
    assert response.status_code == 303
    assert response.headers["Location"] == "/profile?saved=carried"
    assert player_of(phone) == "laptop"
    page = parse_html(phone.get("/progress").text)
    assert page.find("h1").words() == "Ada’s progress"
    with app.app_context():
        owners = [row.player_id for row in get_session().query(TrainerAttempt)]
    assert owners == ["laptop", "laptop"]  # the phone's practice came along

    # Used once: a third browser cannot use it again.
    tablet = app.test_client()
    response = carry(tablet, parse_html, code)
    assert response.status_code == 400
    assert "matches no profile" in parse_html(response.text).find("p", id="code-error").words()
    assert player_of(tablet) != "laptop"


def test_a_code_expires_after_a_day(app, client, parse_html):
    as_player(app, client, "laptop")
    code = make_code(client, parse_html)
    with app.app_context():
        db = get_session()
        stored = db.query(TransferCode).one()
        stored.expires_at = datetime.now(UTC) - timedelta(seconds=1)
        db.commit()
    response = carry(app.test_client(), parse_html, code)
    assert response.status_code == 400
    assert "more than 24 hours old" in response.text


def test_a_new_code_cancels_the_old_one(app, client, parse_html):
    as_player(app, client, "laptop")
    old = make_code(client, parse_html)
    new = make_code(client, parse_html)
    assert carry(app.test_client(), parse_html, old).status_code == 400
    assert carry(app.test_client(), parse_html, new).status_code == 303


def test_a_code_that_is_not_a_code_says_so(client, parse_html):
    response = carry(client, parse_html, "hello")
    assert response.status_code == 400
    assert parse_html(response.text).find("p", id="code-error").words() == (
        "'HELLO' is not a code: a code is 8 letters and digits, like K7QM-3XHD."
    )


def wrong_codes(count: int) -> list[str]:
    """`count` different codes that match no profile."""
    return ["AAAA" + "".join("ABCDEFGHJK"[int(d)] for d in f"{n:04d}") for n in range(count)]


def test_wrong_codes_are_limited_per_hour_per_address(app, client, parse_html):
    as_player(app, client, "laptop")
    code = make_code(client, parse_html)
    guesser = app.test_client()
    guesses = wrong_codes(transfer.MAX_WRONG_CODES)
    for left, guess in zip(range(transfer.MAX_WRONG_CODES - 1, -1, -1), guesses, strict=True):
        response = carry(guesser, parse_html, guess)
        assert response.status_code == 400
        assert f"({left} tr" in response.text
    # The limit holds even for the right code, and the page says so.
    response = carry(guesser, parse_html, code)
    assert response.status_code == 400
    message = parse_html(response.text).find("p", id="code-error").words()
    assert re.fullmatch(
        r"Too many wrong codes: 10 an hour at most\. Try again in \d+ minutes?\.", message
    )
    assert player_of(guesser) != "laptop"
    # The limit is kept on the server: a fresh browser (no cookie) from the same address
    # does not reset it, as an older cookie of the guesser's would not.
    assert carry(app.test_client(), parse_html, code).status_code == 400
    # Another address is not held back.
    elsewhere = app.test_client()
    elsewhere.environ_base["REMOTE_ADDR"] = "192.0.2.7"
    assert carry(elsewhere, parse_html, code).status_code == 303


def test_one_code_may_be_tried_only_a_few_times(app, parse_html):
    """Tries of one code are limited, from however many addresses they come."""
    for number in range(5):
        guesser = app.test_client()
        guesser.environ_base["REMOTE_ADDR"] = f"192.0.2.{number + 1}"
        assert carry(guesser, parse_html, "HHHH-HHHH").status_code == 400
    last = app.test_client()
    last.environ_base["REMOTE_ADDR"] = "192.0.2.99"
    response = carry(last, parse_html, "HHHH-HHHH")
    message = parse_html(response.text).find("p", id="code-error").words()
    assert message.startswith("That code has been tried too many times this hour")


def test_behind_a_proxy_the_limit_is_by_the_forwarded_address(database_url, parse_html):
    app = create_app({"TESTING": True, "DATABASE_URL": database_url, "TRUSTED_PROXIES": 1})
    first, second = app.test_client(), app.test_client()
    for guess in wrong_codes(transfer.MAX_WRONG_CODES):
        carry(first, parse_html, guess, forwarded_for="198.51.100.1")
    response = carry(first, parse_html, "XXXX-XXXX", forwarded_for="198.51.100.1")
    assert "Too many wrong codes" in response.text
    response = carry(second, parse_html, "XXXX-XXXX", forwarded_for="198.51.100.2")
    assert "(9 tries left" in response.text
    app.extensions["storage"].engine.dispose()


def test_profile_posts_need_the_csrf_token(client):
    for path in ("/profile/name", "/profile/code", "/profile/carry"):
        assert client.post(path, data={"name": "x", "code": "x"}).status_code == 400
