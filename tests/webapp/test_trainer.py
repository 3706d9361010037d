"""The trainer at /train through the test client: every mode deals and grades, attempts are
saved with their categories and time, claims one by one, adaptive dealing from the history,
and rounds that belong to one learner, checked once, behind CSRF."""

from __future__ import annotations

import json
import random
import re
from collections import Counter
from datetime import timedelta
from urllib.parse import parse_qsl, urlsplit

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scoring.cribbage.hand import Category, score_hand
from scoring.trainer import (
    CountAnswer,
    Drill,
    Level,
    check_claims,
    check_count,
    fits,
    flush_question,
    grade_discard,
    reveal,
)
from tests.webapp.trainer_rounds import ROUND_URL, attempts, deal_round, question, stored
from webapp.models import utc_now
from webapp.storage import get_session
from webapp.trainer import kinds
from webapp.trainer.models import TrainerAttempt, TrainerRound

# Each test runs on SQLite and on PostgreSQL (tests/conftest.py).
pytestmark = pytest.mark.both_databases

MODES = ("count", "find", "crib", "heels", "pegging", "discard")
KINDS = {
    "count": {"count"},
    "find": {"find"},
    "crib": {"count", "flush"},
    "heels": {"heels"},
    "pegging": {"pegging"},
    "discard": {"discard"},
}


def csrf(client: FlaskClient, parse_html) -> str:
    page = parse_html(client.get("/profile").text)
    return page.find("input", name="csrf_token").attrs["value"]


def deal(client: FlaskClient, parse_html, **query: str) -> str:
    """Start a round (as the start page's form does); the round's id."""
    return deal_round(client, **query)


def set_drill(app: Flask, round_id: str, hand: str, starter: str, *, crib=False, kind="count"):
    """Put a known deal in a round: what a test of claims and messages needs."""
    drill = Drill(
        tuple(score_hand(hand, starter).hand),
        score_hand(hand, starter).starter,
        crib,
        Level.INTERMEDIATE,
    )
    with app.app_context():
        db = get_session()
        saved = db.get(TrainerRound, round_id)
        saved.kind = kind
        saved.question = json.dumps(drill.to_dict())
        db.commit()
    return drill


def check(client, parse_html, round_id: str, htmx=False, **fields):
    data = {"csrf_token": csrf(client, parse_html), **fields}
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post(f"/train/{round_id}/check", data=data, headers=headers)


def right_fields(drill: Drill) -> dict[str, str]:
    points = drill.score().points_by_category()
    return {category.value: str(points[category]) for category in Category}


# Dealing and showing each mode


@pytest.mark.parametrize("mode", MODES)
def test_a_new_visitor_meets_each_mode_and_deals(app, client, parse_html, mode):
    response = client.get(f"/train?mode={mode}")
    assert response.status_code == 200
    page = parse_html(response.text)
    # No profile yet: the start page says what the mode is and deals on a POST.
    assert page.find("form", action="/train").find("button").words() == "Deal me a hand"
    tab = [
        a for a in page.find("nav", class_="mode-tabs").find_all("a") if "aria-current" in a.attrs
    ]
    assert tab[0].attrs["href"] == f"/train?mode={mode}"

    round_id = deal(client, parse_html, mode=mode)
    shown = client.get(f"/train/{round_id}")
    assert shown.status_code == 200
    assert shown.headers["Cache-Control"] == "no-store"
    page = parse_html(shown.text)
    panel = page.find("section", id="round")
    kind = stored(app, round_id).kind
    assert kind in KINDS[mode]
    assert f"round-{kind}" in panel.classes
    cards = panel.find_all("svg", role="img")
    assert len(cards) >= 2 and all(card.attrs["aria-label"] for card in cards)
    assert panel.find("form", action=f"/train/{round_id}/next")


def test_a_reload_keeps_the_hand_and_a_get_never_deals(app, client, parse_html):
    first = deal(client, parse_html, mode="count")
    again = client.get("/train?mode=count")
    assert again.status_code == 303
    assert again.headers["Location"] == f"/train/{first}"
    # Another mode: its start page, whose button deals (a GET writes nothing).
    other = client.get("/train?mode=heels")
    assert other.status_code == 200
    form = parse_html(other.text).find("form", action="/train")
    assert form.attrs["method"] == "post"
    with app.app_context():
        assert get_session().query(TrainerRound).count() == 1
    heels = deal(client, parse_html, mode="heels")
    assert heels != first


def test_the_level_and_focus_chooser_deals_by_post(app, client, parse_html):
    round_id = deal(client, parse_html, mode="count")
    page = parse_html(client.get(f"/train/{round_id}").text)
    chooser = page.find("form", class_="chooser")
    assert (chooser.attrs["method"], chooser.attrs["action"]) == ("post", "/train")
    assert chooser.find("input", name="csrf_token")
    fields = {i.attrs["name"]: i.attrs["value"] for i in chooser.find_all("input")}
    response = client.post("/train", data={**fields, "level": "beginner", "focus": "pair"})
    assert response.status_code == 303
    dealt = stored(app, ROUND_URL.match(response.headers["Location"]).group(1))
    assert (dealt.mode, dealt.level, dealt.focus) == ("count", "beginner", "pair")


def sidebar_deal(client: FlaskClient, parse_html, path: str) -> str:
    """Press the side panel's Deal on `path`, its menus as they stand; where it leads."""
    page = parse_html(client.get(path).text)
    chooser = page.find("form", class_="chooser")
    fields = {i.attrs["name"]: i.attrs["value"] for i in chooser.find_all("input")}
    for select in chooser.find_all("select"):
        options = select.find_all("option")
        chosen = [o for o in options if "selected" in o.attrs] or options
        fields[select.attrs["name"]] = chosen[0].attrs["value"]
    response = client.post("/train", data=fields)
    assert response.status_code == 303, response.text
    return response.headers["Location"]


@pytest.mark.parametrize("mode", ["count", "find", "crib", "bidding"])
def test_the_side_panels_deal_deals_for_a_new_visitor_and_beside_a_hand(
    app, client, parse_html, mode
):
    # A new visitor, on the start page: Deal deals a hand (not the introduction again).
    first = sidebar_deal(client, parse_html, f"/train?mode={mode}")
    first_id = ROUND_URL.match(first).group(1)
    assert stored(app, first_id).answered_at is None
    # Beside that hand, unanswered: Deal deals another, for the same choices.
    second = sidebar_deal(client, parse_html, first)
    second_id = ROUND_URL.match(second).group(1)
    assert second_id != first_id
    assert stored(app, second_id).mode == mode
    # A second press from the first hand's page (a double click) deals no third.
    page = parse_html(client.get(first).text)
    fields = {
        i.attrs["name"]: i.attrs["value"]
        for i in page.find("form", class_="chooser").find_all("input")
    }
    assert fields["after"] == first_id
    response = client.post("/train", data=fields)
    assert ROUND_URL.match(response.headers["Location"]).group(1) == second_id


def test_level_and_focus_are_honoured(app, client, parse_html):
    for focus in ("fifteen", "pair", "run", "flush", "nobs"):
        round_id = deal(client, parse_html, mode="count", focus=focus, level="intermediate")
        drill = question(app, round_id)
        assert fits(drill.score(), Level.INTERMEDIATE, Category(focus))
    crib = deal(client, parse_html, mode="crib", focus="run", level="beginner")
    drill = question(app, crib)
    assert drill.crib and fits(drill.score(), Level.BEGINNER, Category.RUN)


def test_an_unknown_mode_is_said_on_top(client, parse_html):
    response = client.get("/train?mode=poker")
    assert response.status_code == 400
    assert parse_html(response.text).find(class_="game-message").words() == (
        "Mode is one of count, find, crib, heels, pegging, discard, bidding, bid_euchre, mistakes, "
        "not 'poker'; "
        "pick one of the modes above."
    )


@pytest.mark.parametrize(
    ("query", "field", "message"),
    [
        ("level=wizard", "level", "Level is one of beginner, intermediate, advanced, expert"),
        ("focus=skunk", "focus", "Focus is one of fifteen, pair, run, flush, nobs, not 'skunk'"),
    ],
)
def test_a_bad_level_or_focus_is_shown_by_its_menu(client, parse_html, query, field, message):
    response = client.get(f"/train?mode=count&{query}")
    assert response.status_code == 400
    page = parse_html(response.text)
    assert message in page.find("p", id=f"{field}-error").words()
    assert page.find("select", name=field).attrs["aria-invalid"] == "true"


# Count it


def test_counting_right_saves_a_correct_attempt(app, client, parse_html):
    round_id = deal(client, parse_html, mode="count", level="intermediate")
    drill = question(app, round_id)
    response = check(client, parse_html, round_id, **right_fields(drill))
    assert response.status_code == 303
    assert response.headers["Location"] == f"/train/{round_id}"

    [attempt] = attempts(app)
    assert attempt.correct
    assert json.loads(attempt.correct_by_category) == {c.value: True for c in Category}
    assert attempt.kind == "count" and attempt.mode == "count" and attempt.level == "intermediate"
    assert attempt.hand == " ".join(str(card) for card in drill.hand)
    assert attempt.starter == str(drill.starter)
    assert attempt.seconds is not None and attempt.seconds >= 0

    page = parse_html(client.get(f"/train/{round_id}").text)
    verdict = page.find(class_="verdict")
    assert "is-right" in verdict.classes
    assert verdict.find(class_="verdict-total").words() == str(drill.score().total)
    spoken = drill.score().spoken
    assert verdict.find(class_="spoken").words() == f"“{spoken[:1].upper()}{spoken[1:]}.”"


def test_counting_wrong_shows_what_was_missed(app, client, parse_html):
    round_id = deal(client, parse_html, mode="count", level="intermediate", focus="run")
    drill = question(app, round_id)
    fields = right_fields(drill)
    fields["run"] = "0"  # the runs forgotten
    response = check(client, parse_html, round_id, **fields)
    assert response.status_code == 303

    [attempt] = attempts(app)
    assert not attempt.correct
    judged = json.loads(attempt.correct_by_category)
    assert judged["run"] is False
    assert all(right for name, right in judged.items() if name != "run")

    page = parse_html(client.get(f"/train/{round_id}").text)
    assert "is-wrong" in page.find(class_="verdict").classes
    expected = check_count(drill.score(), CountAnswer.parse(fields))
    [wrong] = page.find_all("li", class_="is-wrong")
    assert wrong.find(class_="verdict-message").words() == " ".join(expected.messages[0].split())
    # Every point is listed with its cards, to light up on the felt.
    items = page.find("ol", class_="items").find_all("li")
    assert len(items) == len(drill.score().items)
    assert items[0].attrs["data-cards"] == " ".join(str(c) for c in drill.score().items[0].cards)


def test_once_a_category_is_given_an_empty_box_means_none(app, client, parse_html):
    round_id = deal(client, parse_html, mode="count", level="intermediate", focus="pair")
    drill = set_drill(app, round_id, "5H 5C 6S 4D", "KC")  # fifteens, a pair, two runs
    fifteens = drill.score().points_by_category()[Category.FIFTEEN]
    check(client, parse_html, round_id, fifteen=str(fifteens))
    [attempt] = attempts(app)
    judged = json.loads(attempt.correct_by_category)
    assert judged == {"fifteen": True, "pair": False, "run": False, "flush": True, "nobs": True}


def test_the_total_alone_is_enough(app, client, parse_html):
    round_id = deal(client, parse_html, mode="count")
    drill = set_drill(app, round_id, "5H 5C 6S 4D", "KC")
    check(client, parse_html, round_id, total=str(drill.score().total))
    [attempt] = attempts(app)
    assert attempt.correct


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ({"fifteen": "x"}, "fifteen", "Fifteens: 'x' is not a number of points"),
        ({"total": "31"}, "total", "Total: 31 is not a possible count"),
        ({}, "total", "Enter the points for each category, or only the total."),
    ],
)
def test_an_answer_that_cannot_be_read_is_shown_by_its_box(
    app, client, parse_html, fields, field, message
):
    round_id = deal(client, parse_html, mode="count")
    response = check(client, parse_html, round_id, **fields)
    assert response.status_code == 400
    page = parse_html(response.text)
    assert message in page.find("p", id=f"{field}-error").words()
    assert page.find("input", name=field).attrs["aria-invalid"] == "true"
    assert attempts(app) == []


@pytest.mark.parametrize("typed", ["²", "٣", "１", "9" * 5000, "-2", "2.0", "0x2", "1_0"])
def test_only_ascii_digits_are_a_count(app, client, parse_html, typed):
    round_id = deal(client, parse_html, mode="count")
    for field in ("fifteen", "total"):
        response = check(client, parse_html, round_id, **{field: typed})
        assert response.status_code == 400
        page = parse_html(response.text)
        assert "is not a number of points" in page.find("p", id=f"{field}-error").words()
        assert "invalid literal" not in response.text and "int_max" not in response.text
    assert attempts(app) == []


@pytest.mark.parametrize("typed", ["²", "٠", "０", "0" * 5000, "1" * 5000, "-0"])
def test_only_ascii_digits_are_a_choice_or_pegged_points(app, client, parse_html, typed):
    heels = deal(client, parse_html, mode="heels")
    response = check(client, parse_html, heels, choice=typed)
    assert response.status_code == 400
    assert "is not one of the answers" in parse_html(response.text).find(id="choice-error").words()
    pegging = deal(client, parse_html, mode="pegging")
    response = check(client, parse_html, pegging, points=typed)
    assert response.status_code == 400
    message = parse_html(response.text).find(id="points-error").words()
    assert "is not a number of points" in message
    assert attempts(app) == []


def test_htmx_gets_the_round_as_a_fragment(app, client, parse_html):
    round_id = deal(client, parse_html, mode="count")
    drill = question(app, round_id)
    response = check(client, parse_html, round_id, htmx=True, **right_fields(drill))
    assert response.status_code == 200
    assert "HX-Request" in response.headers["Vary"]
    assert "<html" not in response.text
    assert parse_html(response.text).find("section", id="round")


def test_a_double_submit_is_graded_once(app, client, parse_html):
    round_id = deal(client, parse_html, mode="count")
    drill = question(app, round_id)
    check(client, parse_html, round_id, **right_fields(drill))
    again = check(client, parse_html, round_id, total="0")
    assert again.status_code == 200
    assert "already checked" in parse_html(again.text).find(class_="game-message").words()
    [attempt] = attempts(app)
    assert attempt.correct  # the first answer stands


def test_the_time_is_measured_by_the_server(app, client, parse_html, monkeypatch):
    round_id = deal(client, parse_html, mode="count")
    started = stored(app, round_id).started_at
    monkeypatch.setattr("webapp.trainer.rounds.utc_now", lambda: started + timedelta(seconds=12.5))
    check(client, parse_html, round_id, total="0")
    [attempt] = attempts(app)
    assert attempt.seconds == 12.5
    page = parse_html(client.get(f"/train/{round_id}").text)
    assert page.find(class_="took").words() == "Answered in 12.5 seconds."


# Find them all


def claim(client, parse_html, round_id: str, cards: str, category: str, htmx=False):
    data = {"csrf_token": csrf(client, parse_html), "card": cards.split(), "category": category}
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post(f"/train/{round_id}/claim", data=data, headers=headers)


def test_claims_are_checked_one_by_one_and_done_reveals_the_rest(app, client, parse_html):
    round_id = deal(client, parse_html, mode="find")
    drill = set_drill(app, round_id, "7H 8C 9S 2D", "KD", kind="find")
    score = drill.score()

    response = claim(client, parse_html, round_id, "7H 8C", "fifteen")
    assert response.status_code == 303
    assert response.headers["Location"] == f"/train/{round_id}#claims"
    page = parse_html(client.get(f"/train/{round_id}").text)
    latest = page.find(class_="claim-latest")
    assert "is-right" in latest.classes
    assert "7♥ + 8♣ = 15 for 2" in latest.words()

    response = claim(client, parse_html, round_id, "7H 9S", "fifteen", htmx=True)
    assert response.status_code == 200 and "HX-Request" in response.headers["Vary"]
    latest = parse_html(response.text).find(class_="claim-latest")
    assert "is-wrong" in latest.classes
    assert "7♥ + 9♠ is 16, not 15." in latest.words()

    claims = parse_html(client.get(f"/train/{round_id}").text).find("ol", id="claims")
    assert [li.classes & {"is-right", "is-wrong"} for li in claims.find_all("li")] == [
        {"is-right"},
        {"is-wrong"},
    ]
    saved = json.loads(stored(app, round_id).claims)
    assert saved == [
        {"cards": ["7H", "8C"], "category": "fifteen"},
        {"cards": ["7H", "9S"], "category": "fifteen"},
    ]

    done = client.post(f"/train/{round_id}/done", data={"csrf_token": csrf(client, parse_html)})
    assert done.status_code == 303
    page = parse_html(client.get(f"/train/{round_id}").text)
    expected = reveal(score, check_claims(score, [("7H 8C", "fifteen"), ("7H 9S", "fifteen")]))
    shown = [li.words() for li in page.find("ul", class_="missed-messages").find_all("li")]
    assert shown == [" ".join(message.split()) for message in expected.messages]
    missed = page.find("ol", class_="items-missed").find_all("li")
    assert len(missed) == len(expected.missed)

    [attempt] = attempts(app)
    assert attempt.kind == "find" and not attempt.correct
    assert json.loads(attempt.correct_by_category) == {
        c.value: right for c, right in expected.correct_by_category().items()
    }

    late = claim(client, parse_html, round_id, "9S 2D", "fifteen")
    assert late.status_code == 409
    assert "This hand is done" in parse_html(late.text).find(class_="game-message").words()


def test_a_claim_of_something_that_is_not_a_card_is_refused(app, client, parse_html):
    round_id = deal(client, parse_html, mode="find")
    response = claim(client, parse_html, round_id, "ZZ", "fifteen")
    assert response.status_code == 400
    assert "unknown rank" in parse_html(response.text).find(id="claim-error").words()
    response = claim(client, parse_html, round_id, "5H", "straight")
    assert response.status_code == 400
    assert (
        "'straight' is not a category" in parse_html(response.text).find(id="claim-error").words()
    )
    assert json.loads(stored(app, round_id).claims) == []


@pytest.mark.parametrize("mode", ["count", "heels", "pegging", "discard", "crib"])
def test_a_claim_on_a_round_that_is_not_find_them_all_is_refused(app, client, parse_html, mode):
    round_id = deal(client, parse_html, mode=mode)
    if mode == "crib":  # the crib mode's other question
        set_flush_question(app, round_id)
    response = claim(client, parse_html, round_id, "5H 10D", "fifteen")
    assert response.status_code == 400
    problem = parse_html(response.text).find("p", class_="is-problem").words()
    assert problem.startswith("Claims are made one at a time only in Find them all")
    assert json.loads(stored(app, round_id).claims) == []


def test_finding_everything_is_correct(app, client, parse_html):
    round_id = deal(client, parse_html, mode="find")
    drill = set_drill(app, round_id, "5H 5C 6S 4D", "KC", kind="find")
    for item in drill.score().items:
        claim(client, parse_html, round_id, " ".join(map(str, item.cards)), item.category.value)
    client.post(f"/train/{round_id}/done", data={"csrf_token": csrf(client, parse_html)})
    [attempt] = attempts(app)
    assert attempt.correct
    page = parse_html(client.get(f"/train/{round_id}").text)
    assert page.find(class_="verdict-title").words().startswith("All found!")


# The quizzes


def test_his_heels_is_graded_with_the_engines_explanation(app, client, parse_html):
    round_id = deal(client, parse_html, mode="heels")
    asked = question(app, round_id)
    wrong = (asked.answer + 1) % len(asked.choices)
    check(client, parse_html, round_id, choice=str(wrong))
    page = parse_html(client.get(f"/train/{round_id}").text)
    assert page.find(class_="verdict-title").words() == "Not quite."
    assert " ".join(asked.explanation.split()) == page.find(class_="explanation").words()
    answer = page.find("li", class_="is-answer")
    assert asked.choices[asked.answer] in answer.words()

    second = deal(client, parse_html, mode="heels")
    check(client, parse_html, second, choice=str(question(app, second).answer))
    assert [a.correct for a in attempts(app)] == [False, True]


def test_a_choice_must_be_made(app, client, parse_html):
    round_id = deal(client, parse_html, mode="heels")
    response = check(client, parse_html, round_id)
    assert response.status_code == 400
    assert parse_html(response.text).find(id="choice-error").words() == "Choose one of the answers."
    response = check(client, parse_html, round_id, choice="9")
    assert response.status_code == 400


def set_flush_question(app: Flask, round_id: str):
    """Make a round the crib mode's flush question (the mode deals it now and then)."""
    asked = flush_question(random.Random(4), crib=True)
    with app.app_context():
        db = get_session()
        saved = db.get(TrainerRound, round_id)
        saved.kind, saved.question = "flush", kinds.Flush(asked).to_json()
        db.commit()
    return asked


def test_the_flush_rule_is_graded_in_the_crib_mode(app, client, parse_html):
    round_id = deal(client, parse_html, mode="crib")
    asked = set_flush_question(app, round_id)
    check(client, parse_html, round_id, choice=str(asked.answer))
    [attempt] = attempts(app)
    assert attempt.correct and attempt.kind == "flush" and attempt.crib
    assert json.loads(attempt.correct_by_category) == {"flush": True}


def test_pegging_is_graded_and_explained(app, client, parse_html, seeds):
    round_id = deal(client, parse_html, mode="pegging")
    asked = question(app, round_id)
    check(client, parse_html, round_id, points=str(asked.points + 1))
    page = parse_html(client.get(f"/train/{round_id}").text)
    assert page.find(class_="verdict-title").words().startswith("Not quite")
    assert page.find(class_="explanation").words() == " ".join(asked.explanation.split())
    [attempt] = attempts(app)
    assert not attempt.correct
    assert attempt.hand == " ".join(str(card) for card in asked.pile)


def test_a_discard_is_graded_by_the_points_it_gives_up(app, client, parse_html):
    round_id = deal(client, parse_html, mode="discard")
    asked = question(app, round_id)
    worst = grade_discard(asked.cards, asked.dealer, asked.cards[:2]).analysis.options[-1]
    check(client, parse_html, round_id, card=[str(card) for card in worst.thrown])
    [attempt] = attempts(app)
    expected = grade_discard(asked.cards, asked.dealer, worst.thrown)
    assert not attempt.correct
    assert attempt.points_given_up == pytest.approx(float(expected.points_given_up))
    page = parse_html(client.get(f"/train/{round_id}").text)
    assert page.find(class_="explanation").words() == " ".join(expected.message.split())
    assert page.find("g", class_="is-chosen")

    best = deal(client, parse_html, mode="discard")
    asked = question(app, best)
    thrown = grade_discard(asked.cards, asked.dealer, asked.cards[:2]).best.thrown
    check(client, parse_html, best, card=[str(card) for card in thrown])
    assert attempts(app)[-1].correct and attempts(app)[-1].points_given_up == 0


def test_a_throw_of_one_card_is_refused(app, client, parse_html):
    round_id = deal(client, parse_html, mode="discard")
    asked = question(app, round_id)
    response = check(client, parse_html, round_id, card=[str(asked.cards[0])])
    assert response.status_code == 400
    assert (
        "throw two cards to the crib; 1 given"
        in parse_html(response.text).find(id="card-error").words()
    )


# Next, adaptive dealing and review


def test_next_deals_for_the_same_mode_level_and_focus(app, client, parse_html):
    round_id = deal(client, parse_html, mode="count", focus="nobs", level="beginner")
    response = client.post(f"/train/{round_id}/next", data={"csrf_token": csrf(client, parse_html)})
    assert response.status_code == 303
    following = ROUND_URL.match(response.headers["Location"]).group(1)
    assert following != round_id
    saved = stored(app, following)
    assert (saved.mode, saved.focus, saved.level) == ("count", "nobs", "beginner")

    htmx = client.post(
        f"/train/{following}/next",
        data={"csrf_token": csrf(client, parse_html)},
        headers={"HX-Request": "true"},
    )
    assert htmx.status_code == 200
    assert ROUND_URL.match(htmx.headers["HX-Push-Url"])


def answer_many(app, client, parse_html, n: int, *, miss: str) -> None:
    """Count n hands, getting every category right except `miss`."""
    for _ in range(n):
        round_id = deal(client, parse_html, mode="count", level="intermediate")
        fields = right_fields(question(app, round_id))
        fields[miss] = str(int(fields[miss]) + 1)
        check(client, parse_html, round_id, **fields)


def test_adaptive_mode_deals_what_the_learner_gets_wrong(app, client, parse_html, seeds):
    answer_many(app, client, parse_html, 12, miss="run")
    foci = Counter()
    # The hands missed just now come back for review in ten minutes, not yet.
    round_id = deal(client, parse_html, mode="count")
    for _ in range(20):
        response = client.post(
            f"/train/{round_id}/next", data={"csrf_token": csrf(client, parse_html)}
        )
        round_id = ROUND_URL.match(response.headers["Location"]).group(1)
        foci[question(app, round_id).focus] += 1
    assert foci.most_common(1)[0][0] == Category.RUN
    assert foci[Category.RUN] >= 10


def test_a_missed_hand_comes_back_for_review(app, client, parse_html):
    round_id = deal(client, parse_html, mode="count")
    missed = set_drill(app, round_id, "5H 5C 6S 4D", "KC")
    check(client, parse_html, round_id, total="1")
    with app.app_context():  # missed an hour ago: due again after ten minutes
        db = get_session()
        row = db.query(TrainerAttempt).one()
        row.when = utc_now() - timedelta(hours=1)
        db.commit()
    review = deal(client, parse_html, mode="count")
    drill = question(app, review)
    assert drill.review
    assert set(drill.hand) == set(missed.hand) and drill.starter == missed.starter
    page = parse_html(client.get(f"/train/{review}").text)
    assert "A hand you missed before" in page.find(class_="round-meta").words()
    check(client, parse_html, review, total=str(missed.score().total))
    assert attempts(app)[-1].review


# Whose round it is, and CSRF


def test_another_learners_round_is_not_found(app, client, parse_html):
    round_id = deal(client, parse_html, mode="count")
    stranger = app.test_client()
    token = csrf(stranger, parse_html)
    assert stranger.get(f"/train/{round_id}").status_code == 404
    for action in ("check", "claim", "done", "next"):
        response = stranger.post(f"/train/{round_id}/{action}", data={"csrf_token": token})
        assert response.status_code == 404, action
    assert client.get(f"/train/{round_id}").status_code == 200
    assert attempts(app) == []


def test_every_post_needs_the_csrf_token(app, client, parse_html):
    round_id = deal(client, parse_html, mode="count")
    for action in ("check", "claim", "done", "next"):
        response = client.post(f"/train/{round_id}/{action}", data={"total": "0"})
        assert response.status_code == 400, action
        assert "The form has expired" in response.text
    assert client.post("/train", data={"mode": "count"}).status_code == 400
    assert attempts(app) == []


def test_every_lessons_practice_link_opens_the_trainer(app, client, parse_html):
    """The lessons link here with /train?mode=...&focus=...&level=...: each deals its round."""
    index = parse_html(client.get("/lessons").text)
    lessons = {
        a.attrs["href"]
        for a in index.find_all("a")
        if re.fullmatch(r"/lessons/[a-z0-9-]+", a.attrs.get("href") or "")
    }
    assert lessons
    for lesson in sorted(lessons):
        page = parse_html(client.get(lesson).text)
        [link] = [a for a in page.find_all("a") if "data-practice" in a.attrs]
        url = urlsplit(link.attrs["href"])
        assert client.get(link.attrs["href"]).status_code in (200, 303), lesson
        if url.path == "/settle/trick":  # a lesson on the cards, before the drills
            continue
        assert url.path == "/train", lesson
        query = dict(parse_qsl(url.query))
        saved = stored(app, deal(client, parse_html, **query))
        assert saved.mode == query["mode"], lesson
        if query["mode"] in ("count", "find", "crib"):
            assert (saved.focus, saved.level) == (query.get("focus"), query.get("level")), lesson
