"""The graded-bid partial (templates/bidding/_grade.html): it draws what the grade and its
explanation say, marks the best, a close call and the learner's choice."""

from __future__ import annotations

import pytest
from flask import Flask, render_template_string

from scoring.euchre.bidding import BidGrade, grade_bid
from scoring.euchre.bidding.reasons import Explanation, explain
from scoring.tricks.holding import grouped

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

MACRO = (
    '{% from "bidding/_grade.html" import graded %}'
    "{{ graded(grade, explanation, chosen=chosen, id=id) }}"
)


@pytest.fixture(scope="module")
def alone() -> tuple[BidGrade, Explanation]:
    grade = grade_bid("JH JD AH KS AC", "9H", seat=1, round=1, max_deals=200)
    return grade, explain(grade)


def render(app: Flask, grade: BidGrade, explanation: Explanation, chosen: str | None = None):
    with app.test_request_context("/"):
        return render_template_string(
            MACRO, grade=grade, explanation=explanation, chosen=chosen, id="q"
        )


def test_the_options_are_drawn_best_first_with_their_figures(app, parse_html, alone):
    grade, explanation = alone
    page = parse_html(render(app, grade, explanation))
    rows = page.find_all("tbody", class_="option")
    assert [row.attrs["data-option"] for row in rows] == [o.action for o in grade.options]
    assert "is-best" in rows[0].classes
    assert "Best" in rows[0].find("th").words()
    best = grade.best
    assert f"{best.points:.2f}" in rows[0].words()
    assert f"{best.low:.2f} to {best.high:.2f}" in rows[0].words()
    second = grade.options[1]
    assert f"{second.diff:+.2f}".replace("-", "−") in rows[1].words()
    # every deal's tally of the best option
    tallies = rows[0].find("ul", class_="bid-outcomes").find_all("li")
    assert len(tallies) == len(best.outcomes)
    deals = [t.find("span", class_="bid-outcome-deals").words() for t in tallies]
    assert sum(int(said.split()[0]) for said in deals) == grade.deals
    first = tallies[0].find("span", class_="bid-outcome-text").words()
    assert first.lower() == best.outcomes[0].text.lower()


def test_the_hand_and_upcard_are_cards_with_names(app, parse_html, alone):
    grade, explanation = alone
    page = parse_html(render(app, grade, explanation))
    names = [
        svg.attrs["aria-label"] for svg in page.find("div", class_="bid-cards").find_all("svg")
    ]
    # The hand as held: by suit, the up-card's suit (trump in question) on the right.
    held = grouped(grade.situation.hand, grade.situation.upcard.suit)
    assert names == [c.name for c in held] + ["nine of hearts"]


def test_the_reasons_and_the_count_are_the_explanations(app, parse_html, alone):
    grade, explanation = alone
    page = parse_html(render(app, grade, explanation))
    reasons = page.find("ul", class_="bid-reason-list").find_all("li")
    texts = [li.find("span", class_="bid-reason-text").words() for li in reasons]
    assert texts == [" ".join(r.text.split()) for r in explanation.reasons]
    count = page.find("table", class_="bid-count-table")
    assert count.find("tfoot").words().endswith(explanation.counts[0].shown)
    assert explanation.counts[0].shown == "5 3/4"


def test_the_chosen_option_is_marked_with_its_verdict(app, parse_html, alone):
    grade, explanation = alone
    worst = grade.options[-1]
    page = parse_html(render(app, grade, explanation, chosen=worst.action))
    verdict = page.find("p", class_="bid-verdict")
    assert verdict.attrs["data-verdict"] == "mistake"
    assert "costs" in verdict.words()
    chosen = page.find("tbody", class_="is-chosen")
    assert chosen.attrs["data-option"] == worst.action
    assert "Your choice" in chosen.words()
    right = parse_html(render(app, grade, explanation, chosen=grade.best.action))
    assert right.find("p", class_="bid-verdict").attrs["data-verdict"] == "best"


def test_a_close_call_is_marked(app, parse_html):
    grade = grade_bid("9C TC QD KD AS", "JS", seat=4, round=1, max_deals=200)
    page = render(app, grade, explain(grade))
    assert ("Close call" in page) is grade.close
