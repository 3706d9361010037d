"""Bid Euchre bidding in the trainer through the test client: a question with its cards, seat
and the bids before it; a bid (a number and a strain) or a pass graded once, stored right or
wrong with its grade; bad answers refused beside their fields; topics of the game's own; a quiz
of ten apart from Euchre's; progress by topic and the CSV."""

from __future__ import annotations

import csv
import io
import json

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scoring.bideuchre.bidding.grading import BidGrade, Question, grade_question
from scoring.bideuchre.bidding.reasons import why
from scoring.bideuchre.bidding.topics import Topic
from scoring.tricks.holding import grouped
from tests.support import csrf_token
from tests.webapp.trainer_rounds import (
    QUIZ_URL,
    ROUND_URL,
    attempts,
    deal_round,
    question,
    stored,
)
from webapp.storage import get_session
from webapp.trainer.models import TrainerQuiz

pytestmark = [pytest.mark.both_databases, pytest.mark.usefixtures("seeds")]

MODE = "bid_euchre"


def deal(client: FlaskClient, **query: str) -> str:
    return deal_round(client, mode=MODE, **query)


def grade_of(app: Flask, round_id: str) -> BidGrade:
    situation: Question = question(app, round_id).situation
    return grade_question(situation, max_deals=app.config["BID_MAX_DEALS"])


def answer(client: FlaskClient, round_id: str, choice: str, htmx: bool = False, **fields: str):
    """Pass, or bid: `choice` "pass", or a bid's text ("5 spades", "moon hearts")."""
    data = {"csrf_token": csrf_token(client)}
    if choice == "pass":
        data["choice"] = "pass"
    else:
        tricks, strain = choice.split(" ", 1)
        data |= {"tricks": tricks, "strain": strain}
    data |= fields
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post(f"/train/{round_id}/check", data=data, headers=headers)


def test_a_question_shows_the_hand_the_bids_before_and_the_choices(app, client, parse_html):
    start = parse_html(client.get(f"/train?mode={MODE}").text)
    options = [o.attrs["value"] for o in start.find("select", name="topic").find_all("option")]
    assert options == ["", *(topic.value for topic in Topic)]

    round_id = deal(client, topic="partner")
    asked = question(app, round_id)
    situation = asked.situation
    assert asked.topic is Topic.PARTNER and situation.seat in (3, 4)
    page = parse_html(client.get(f"/train/{round_id}").text)
    panel = page.find("section", id="round")
    assert "round-bid_euchre_bid" in panel.classes
    cards = [svg.attrs["data-card"] for svg in panel.find_all("svg", role="img")]
    assert cards == [str(card) for card in grouped(situation.hand, None)]  # by suit
    facts = {
        fact.find("dt").words(): fact.find("dd").words()
        for fact in panel.find("dl", class_="bid-facts").find_all("div")
    }
    assert "Partner bid" in facts["Before you"]
    form = panel.find("form", action=f"/train/{round_id}/check")
    numbers = [i.attrs["value"] for i in form.find_all("input", name="tricks")]
    view = situation.view()
    lowest = view.high.tricks + 1
    assert numbers == [str(n) for n in range(lowest, 13)]
    assert "checked" in form.find("input", id=f"tricks-{lowest}").attrs
    strains = [b.attrs["value"] for b in form.find_all("button", name="strain")]
    assert strains == ["clubs", "diamonds", "hearts", "spades", "no-trump"]
    passing = form.find_all("button", name="choice", value="pass")
    assert [b.words() for b in passing] == ["Pass"]


def test_the_best_bid_is_saved_right_with_its_grade(app, client, parse_html):
    round_id = deal(client, topic="first")
    grade = grade_of(app, round_id)
    response = answer(client, round_id, grade.best.action)
    assert response.status_code == 303
    (attempt,) = attempts(app)
    assert attempt.correct and attempt.kind == "bid_euchre_bid" and attempt.mode == MODE
    assert (attempt.answer, attempt.best) == (grade.best.action, grade.best.action)
    assert attempt.points_given_up == 0
    assert json.loads(attempt.correct_by_category) == {"first": True}
    answered = json.loads(stored(app, round_id).answer)
    assert BidGrade.from_dict(answered["grade"]) == grade

    page = parse_html(client.get(f"/train/{round_id}").text)
    assert page.find(class_="verdict").words().startswith("Right")
    assert why(grade).in_short.split(":")[0] in page.text


def test_a_poor_bid_is_saved_wrong_and_a_bid_not_graded_is_graded_for_the_answer(
    app, client, parse_html
):
    round_id = deal(client, topic="first")
    response = answer(client, round_id, "12 no-trump", htmx=True)
    assert response.status_code == 200
    (attempt,) = attempts(app)
    assert not attempt.correct and attempt.answer == "12 no-trump"
    grade = BidGrade.from_dict(json.loads(stored(app, round_id).answer)["grade"])
    chosen = grade.option("12 no-trump")
    assert attempt.points_given_up == pytest.approx(grade.best.points - chosen.points)
    assert "is-wrong" in parse_html(response.text).find(class_="verdict").classes


@pytest.mark.parametrize(
    ("fields", "where", "message"),
    [
        ({}, "tricks", "Choose how many tricks"),
        ({"tricks": "5"}, "strain", "Choose the strain"),
        ({"tricks": "2", "strain": "clubs"}, "tricks", "You cannot bid 2 clubs"),
        ({"tricks": "5", "strain": "trumps"}, "tricks", "is not a bid"),
        ({"tricks": "9" * 5000, "strain": "clubs"}, "tricks", "not a bid"),
        ({"tricks": "\x00", "strain": "clubs"}, "tricks", "not a bid"),
    ],
)
def test_an_answer_that_is_no_bid_is_refused_beside_its_field(
    app, client, parse_html, fields, where, message
):
    round_id = deal(client, topic="first")
    response = client.post(
        f"/train/{round_id}/check", data={"csrf_token": csrf_token(client), **fields}
    )
    assert response.status_code == 400
    page = parse_html(response.text)
    assert message in page.find("p", id=f"{where}-error").words()
    assert attempts(app) == []
    assert stored(app, round_id).answered_at is None


def test_a_stuck_dealer_may_not_pass(app, client, parse_html):
    round_id = deal(client, topic="stuck")
    page = parse_html(client.get(f"/train/{round_id}").text)
    form = page.find("section", id="round").find("form", class_="bid-answer")
    assert form.find_all("button", name="choice", value="pass") == []
    strains = [b.attrs["value"] for b in form.find_all("button", name="strain")]
    assert strains == ["clubs", "diamonds", "hearts", "spades"]
    response = answer(client, round_id, "pass")
    assert response.status_code == 400
    assert "you must bid" in parse_html(response.text).find("p", id="choice-error").words()
    assert answer(client, round_id, "3 hearts").status_code == 303


def test_topics_are_the_games_own(app, client, parse_html):
    for topic in (Topic.JUMP, Topic.LONE, Topic.NO_TRUMP):
        round_id = deal(client, topic=topic.value)
        assert question(app, round_id).topic is topic
        assert stored(app, round_id).focus == topic.value
    response = client.get(f"/train?mode={MODE}&topic=first_seat")  # Euchre's
    assert response.status_code == 400
    said = parse_html(response.text).find("p", id="topic-error").words()
    assert "not a topic of Bid Euchre bidding" in said


@pytest.mark.slow  # Euchre's quiz of ten runs in the quick tier; the machinery is one
def test_a_quiz_of_ten_apart_from_euchres(app, client, parse_html):
    euchre = client.post(
        "/train", data={"csrf_token": csrf_token(client), "mode": "bidding", "quiz": "1"}
    )
    assert euchre.status_code == 303
    round_id = deal(client, quiz="1")
    assert stored(app, round_id).kind == "bid_euchre_bid"
    topics = []
    for number in range(1, 11):
        page = parse_html(client.get(f"/train/{round_id}").text)
        assert page.find(id="round-title").words() == f"Quiz: question {number} of 10"
        asked = question(app, round_id)
        topics.append(asked.topic)
        view = asked.situation.view()
        choice = "pass" if any(a.type == "pass" for a in view.legal_actions) else "3 hearts"
        answer(client, round_id, choice)
        response = client.post(f"/train/{round_id}/next", data={"csrf_token": csrf_token(client)})
        location = response.headers["Location"]
        if number < 10:
            round_id = ROUND_URL.match(location).group(1)
    assert len(set(topics)) >= 4
    quiz_id = QUIZ_URL.match(location).group(1)
    with app.app_context():
        quiz = get_session().get(TrainerQuiz, quiz_id)
        assert quiz.finished_at is not None and quiz.mode == MODE
    summary = parse_html(client.get(location).text)
    assert "Bid Euchre bidding" in summary.find(class_="round-meta").words()
    assert len(summary.find_all("a", class_="quiz-item-link")) == 10
    # The Euchre quiz is still open, waiting on its first question.
    again = client.get("/train?mode=bidding&quiz=1")
    assert again.status_code == 303 and ROUND_URL.match(again.headers["Location"])


def test_progress_shows_each_games_topics_and_the_csv_the_bids_before(app, client, parse_html):
    for topic in ("first", "first", "stuck"):
        round_id = deal(client, topic=topic)
        choice = "3 spades" if topic == "stuck" else "pass"
        assert answer(client, round_id, choice).status_code == 303
    page = parse_html(client.get("/progress").text)
    section = page.find("section", aria_labelledby="by-topic-title-bid_euchre")
    assert section.find("h2").words() == "Bid Euchre bidding, by topic"
    table = section.find("table")
    rows = {row.find("th").words(): row for row in table.find("tbody").find_all("tr")}
    assert list(rows) == ["First to bid", "The dealer stuck"]
    assert rows["First to bid"].find("a").attrs["href"] == "/train?mode=bid_euchre&topic=first"
    lines = list(csv.DictReader(io.StringIO(client.get("/progress.csv").text)))
    assert [line["topic"] for line in lines] == ["first", "first", "stuck"]
    assert lines[2]["bids_before"] == "pass, pass, pass"
    assert lines[2]["seat"] == "4" and lines[2]["answer"] == "3 spades"
