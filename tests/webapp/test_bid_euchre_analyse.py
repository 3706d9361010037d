"""/bid-euchre/bidding/analyse and POST /api/bid-euchre/bid: a Bid Euchre bidding question
(your hand, seat, the bids before yours, the score, house rules) graded by playing every
sensible bid out; the page's address its permalink, every bad field explained beside it with a
400, htmx given a fragment; the API's answer and its 400s, and its OpenAPI entry."""

from __future__ import annotations

from urllib.parse import parse_qs, urlsplit

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.bideuchre.bidding.grading import BidGrade, grade_question, read_question
from scoring.bideuchre.bidding.reasons import why
from scoring.bideuchre.options import Rules

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

PAGE = "/bid-euchre/bidding/analyse"
API = "/api/bid-euchre/bid"
HAND = "JS JS' JC AS KS 9S TS AH AH' KD QD 9C"
SORTED = "AH AH' AS 9C 9S TS JC JS JS' QD KD KS"
SORTED_TYPED = SORTED.replace("'", "")  # as the permalink writes it: a card typed again
EXAMPLE = f"{PAGE}?hand={HAND.replace(' ', '+')}&seat=3&bids=pass,+4+hearts"
QUESTION = {"hand": HAND, "seat": 3, "bids": ["pass", "4 hearts"]}


def engine_grade(
    app, hand=HAND, seat=3, bids=("pass", "4 hearts"), score=(0, 0), seed=0, **rules
) -> BidGrade:
    """The engine's grade of a question, over the deals the app plays (BID_MAX_DEALS)."""
    question = read_question(hand, seat=seat, bids=bids, score=score, rules=Rules(**rules))
    return grade_question(question, seed=seed, max_deals=app.config["BID_MAX_DEALS"])


def result_of(page):
    return page.find(id="results")


# The page.


def test_the_empty_form_waits_without_errors(client, parse_html):
    response = client.get(PAGE)
    assert response.status_code == 200
    page = parse_html(response.text)
    assert page.find("input", id="hand").attrs["value"] == ""
    assert page.find("input", id="bids").attrs["value"] == ""
    assert "checked" in page.find("input", id="seat-1").attrs
    labels = [
        label.words() for label in page.find("fieldset", class_="field-seat").find_all("label")
    ]
    assert [label.split()[0] for label in labels] == ["First", "Second", "Third", "Last"]
    assert labels[-1] == "Last you deal"
    assert "moon hearts" in page.find("p", id="bids-help").words()
    assert not page.find_all(class_="field-error")
    assert "Ready when you are" in result_of(page).words()
    # the house rules that change the bidding, from the Rules options, with their labels
    assert "checked" in page.find("input", id="deck-48").attrs
    assert "checked" in page.find("input", id="auction-once").attrs
    assert page.find("input", id="lone-bids").attrs["type"] == "checkbox"
    assert not page.find_all("input", id="game-to-52")  # the game's length does not change it
    # a GET form, so it works without JavaScript; no cookie: a read-only page
    form = page.find("form", class_="bid-form")
    assert (form.attrs["method"], form.attrs["action"]) == ("get", PAGE)
    assert "Set-Cookie" not in response.headers


def test_the_example_is_graded_with_the_engines_figures(app, client, parse_html):
    response = client.get(EXAMPLE)
    assert response.status_code == 200
    page = parse_html(response.text)
    result = result_of(page)
    grade = engine_grade(app)
    options = result.find_all("tbody", class_="option")
    assert [o.attrs["data-option"] for o in options] == [o.action for o in grade.options]
    assert [o.attrs["data-verdict"] for o in options] == [
        grade.verdict(o.action) for o in grade.options
    ]
    best = options[0]
    assert "is-best" in best.classes
    assert best.find("th", class_="option-label").words() == grade.best.label
    assert f"{grade.best.points:.2f}" in best.words()
    assert f"{grade.best.make_chance:.0%}" in best.words()
    assert result.find(class_="result-title").words().startswith(f"Best: {grade.best.label}")
    assert result.find("p", class_="bid-in-short").words() == why(grade).in_short
    assert f"the same {grade.deals} deals" in result.find("aside", class_="model").words()
    # a sure loss says what it gives up against the best
    mistake = next(
        o for o in grade.options if grade.verdict(o.action) in ("inaccuracy", "mistake", "blunder")
    )
    row = next(o for o in options if o.attrs["data-option"] == mistake.action)
    assert f"gives up {-mistake.diff:.2f}" in row.words()
    # your hand as cards, the bidding before you in words, seats as at the table
    cards = result.find("div", class_="bid-euchre-hand").find_all("svg")
    assert len(cards) == 12 and all(c.attrs["role"] == "img" for c in cards)
    assert "jack of spades" in [c.attrs["aria-label"] for c in cards]
    bidding = [li.words() for li in result.find("ol", class_="bid-auction").find_all("li")]
    assert bidding == ["Left deals", "Partner passes", "Right bids four, hearts", "Your turn"]
    assert "Right's four, hearts" in result.find("dl", class_="bid-facts").words()
    # the form keeps what was asked; the title says the best
    assert page.find("input", id="hand").attrs["value"] == HAND
    assert "checked" in page.find("input", id="seat-3").attrs
    assert page.find("title").words().startswith(f"{grade.best.label} is best")
    ids = [e.attrs["id"] for e in page.find_all() if "id" in e.attrs]
    assert len(ids) == len(set(ids))


def test_the_sure_losses_past_the_leading_bids_are_folded(app, client, parse_html):
    result = result_of(parse_html(client.get(EXAMPLE).text))
    grade = engine_grade(app)
    folded = result.find("details", class_="bid-more-options")
    assert "open" not in folded.attrs
    rest = [o.attrs["data-verdict"] for o in folded.find_all("tbody", class_="option")]
    assert rest and set(rest) <= {"inaccuracy", "mistake", "blunder"}
    shown = result.find_all("table", class_="bid-euchre-options")[0].find_all("tbody")
    assert len(shown) + len(rest) == len(grade.options)


def test_the_permalink_is_canonical_and_stable(client, parse_html):
    messy = f"{PAGE}?hand={HAND.lower().replace(' ', ',')}&seat=3&bids=PASS;+4+H"
    first = parse_html(client.get(messy).text)
    link = first.find("a", class_="permalink-url").attrs["href"]
    assert parse_qs(urlsplit(link).query) == {
        "hand": [SORTED_TYPED],
        "seat": ["3"],
        "bids": ["pass, 4 hearts"],
        "ours": ["0"],
        "theirs": ["0"],
    }
    again = parse_html(client.get(link).text)
    assert again.find("a", class_="permalink-url").attrs["href"] == link
    assert (
        result_of(again).find("table", class_="bid-euchre-options").words()
        == result_of(first).find("table", class_="bid-euchre-options").words()
    )


def test_house_rules_go_into_the_permalink_when_not_the_default(app, client, parse_html):
    query = "hand=JS+JS'+JC+JC'+AS+AS'+KS+KS'+QS+AH+AH'+AD&seat=1&ours=20&theirs=31"
    page = parse_html(client.get(f"{PAGE}?{query}&lone_bids=true&deck=48&min_bid=3").text)
    link = page.find("a", class_="permalink-url").attrs["href"]
    sent = parse_qs(urlsplit(link).query)
    assert sent["lone_bids"] == ["true"]
    assert "deck" not in sent and "min_bid" not in sent  # the defaults
    assert (sent["ours"], sent["theirs"]) == (["20"], ["31"])
    result = result_of(page)
    assert "Lone bids" in result.find("dl", class_="bid-facts").words()
    options = [o.attrs["data-option"] for o in result.find_all("tbody", class_="option")]
    hand = "JS JS' JC JC' AS AS' KS KS' QS AH AH' AD"
    grade = engine_grade(app, hand=hand, seat=1, bids=(), score=(20, 31), lone_bids=True)
    assert options == [o.action for o in grade.options]


def test_a_stuck_dealer_may_not_pass(client, parse_html):
    page = parse_html(client.get(f"{PAGE}?hand={HAND}&seat=4&bids=pass,pass,pass").text)
    options = [o.attrs["data-option"] for o in page.find_all("tbody", class_="option")]
    assert options and "pass" not in options
    assert "You deal" in result_of(page).find("ol", class_="bid-auction").words()


@pytest.mark.parametrize(
    ("query", "field", "message"),
    [
        ("hand=&seat=1", "hand", "give the cards of your hand"),
        (f"hand={HAND[:-3]}&seat=1", "hand", "a Bid Euchre hand is 12 cards, not 11"),
        ("hand=JS+JS+JS+AS+KS+9S+TS+AH+AH'+KD+QD+9C&seat=1", "hand", "more than two times"),
        (f"hand={HAND[:-2]}2C&seat=1", "hand", "not in the 48-card double deck"),
        (f"hand={HAND[:-2]}JK&seat=1", "hand", "the joker"),
        (f"hand={HAND}&seat=5", "seat", "seat is 1"),
        (f"hand={HAND}&seat=3&bids=pass,+4+zorks", "bids", "'zorks' is not a trump"),
        (f"hand={HAND}&seat=3&bids=pass,+2+hearts", "bids", "'2 hearts' could not be bid"),
        (f"hand={HAND}&seat=3&bids=pass,+moon+hearts", "bids", "lone bids"),
        (
            f"hand={HAND}&seat=3&bids=pass",
            "bids",
            "at seat 3 two players bid before you, one bid each: give 2 bids",
        ),
        (
            f"hand={HAND}&seat=1&bids=pass",
            "bids",
            "at seat 1 you bid first: give no bids before yours, not 1",
        ),
        (f"hand={HAND}&seat=1&ours=x", "score", "whole number"),
        (f"hand={HAND}&seat=1&ours=1000", "score", "the score is two whole numbers"),
        (f"hand={HAND}&seat=1&deck=32", "hand", "9S (9♠) is not in the 32-card double deck"),
        ("hand=JS+JS'+JC+AS+KS+AH+AH'+KD+QD&seat=1&deck=32", "hand", "is 8 cards, not 9"),
        (f"hand={HAND}&seat=1&deck=31", "deck", "Deck is one of"),
        (f"hand={HAND}&seat=1&auction=never", "auction", "is one of"),
    ],
)
def test_bad_input_is_explained_next_to_its_field(client, parse_html, query, field, message):
    response = client.get(f"{PAGE}?{query}")
    assert response.status_code == 400
    page = parse_html(response.text)
    errors = page.find_all(class_="field-error")
    assert len(errors) == 1
    error = errors[0]
    assert error.attrs["id"] == f"{field}-error"
    assert message.lower() in error.words().lower()
    # the message sits inside the field it is about, whose control says it is invalid
    holder = next(
        element
        for element in page.find_all()
        if "field" in element.classes and error in element.children
    )
    invalid = [e for e in [holder, *holder.find_all()] if e.attrs.get("aria-invalid") == "true"]
    assert invalid or field in {"deck", "auction"}  # option fieldsets point at the error
    assert "Not analyzed yet" in result_of(page).words()


def test_every_field_at_fault_is_explained_at_once(client, parse_html):
    """A hand, seat and score at fault are each stood in for, so that the bids are checked
    too, and every message shows at once."""
    response = client.get(f"{PAGE}?hand=JS+JS&seat=9&bids=pass,+zz&ours=a")
    assert response.status_code == 400
    page = parse_html(response.text)
    ids = [e.attrs["id"] for e in page.find_all(class_="field-error")]
    assert ids == ["hand-error", "seat-error", "bids-error", "score-error"]


def test_typed_input_is_escaped(client):
    response = client.get(f"{PAGE}?hand=<script>alert(1)</script>&bids=<b>pass</b>")
    assert response.status_code == 400
    assert "<script>alert" not in response.text and "<b>pass" not in response.text
    assert "&lt;script&gt;" in response.text


def test_htmx_gets_a_fragment_with_vary_and_push_url(client, parse_html):
    response = client.get(EXAMPLE, headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert "HX-Request" in response.headers["Vary"]
    assert response.headers["HX-Push-Url"] == (
        f"{PAGE}?hand={SORTED_TYPED.replace(' ', '+')}&seat=3&bids=pass,+4+hearts&ours=0&theirs=0"
    )
    assert "<html" not in response.text
    page = parse_html(response.text)
    assert page.find(id="bid-fields").attrs["hx-swap-oob"] == "true"
    assert page.find(id="bid-status").words().startswith("Best:")
    assert page.find("article", class_="bid-euchre-grade")


def test_htmx_with_bad_input_swaps_in_the_errors(client, parse_html):
    response = client.get(f"{PAGE}?hand=JS&seat=1", headers={"HX-Request": "true"})
    assert response.status_code == 400
    assert "HX-Push-Url" not in response.headers
    page = parse_html(response.text)
    assert page.find(id="hand-error")
    assert page.find(id="bid-status").words().startswith("Not analyzed")


def test_the_page_is_linked_from_home_the_play_page_and_the_navigation(client, parse_html):
    for address in ("/", "/bid-euchre/play", "/rules/bid-euchre"):
        links = [
            a.attrs.get("href", "") for a in parse_html(client.get(address).text).find_all("a")
        ]
        assert any(link.startswith(PAGE) for link in links), address
    page = parse_html(client.get(PAGE).text)
    row = page.find("nav", class_="game-nav")
    [here] = [a for a in row.find_all("a") if a.attrs.get("aria-current") == "page"]
    assert here.words() == "Analyze a bid"
    assert client.get(page.find("a", href="/rules/bid-euchre").attrs["href"]).status_code == 200


TEXT = st.text(max_size=30)


@settings(max_examples=30, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    hand=st.one_of(TEXT, st.sampled_from([HAND, SORTED])),
    seat=st.one_of(TEXT, st.sampled_from(["1", "3"])),
    bids=st.one_of(TEXT, st.sampled_from(["", "pass, 4 hearts", "pass,pass"])),
    ours=st.one_of(TEXT, st.sampled_from(["0", "51"])),
    htmx=st.booleans(),
)
def test_the_page_never_fails(client, hand, seat, bids, ours, htmx):
    response = client.get(
        PAGE,
        query_string={"hand": hand, "seat": seat, "bids": bids, "ours": ours},
        headers={"HX-Request": "true"} if htmx else {},
    )
    assert response.status_code in {200, 400}


# The grade's macro, as the drills use it: the learner's choice marked, with its verdict.


def render_grade(app, grade: BidGrade, chosen: str | None) -> str:
    with app.test_request_context():
        macros = app.jinja_env.get_template("bideuchre/bidding/_grade.html").module
        return str(macros.bid_euchre_grade(grade, chosen=chosen, id="drill", heading=3))


def test_the_macro_marks_the_choice_with_its_verdict(app, parse_html):
    grade = engine_grade(app)
    for option in grade.options:
        kind = grade.verdict(option.action)
        page = parse_html(render_grade(app, grade, option.action))
        verdict = page.find("p", class_="bid-verdict")
        assert verdict.attrs["data-verdict"] == kind
        assert option.label in verdict.words()
        if kind == "mistake":
            assert f"gives up {-option.diff:.2f} points a hand" in verdict.words()
        [chosen] = page.find_all("tbody", class_="is-chosen")
        assert chosen.attrs["data-option"] == option.action
        # a choice among the folded mistakes unfolds them
        folded = page.find("details", class_="bid-more-options")
        assert ("open" in folded.attrs) == (chosen in folded.find_all("tbody"))
        assert page.find("h3", id="drill-title")


def test_the_macro_reads_a_choice_however_it_is_written(app, parse_html):
    grade = engine_grade(app)
    page = parse_html(render_grade(app, grade, "8 S"))
    assert page.find("tbody", class_="is-chosen").attrs["data-option"] == "8 spades"
    ungraded = parse_html(render_grade(app, grade, "12 hearts"))
    assert ungraded.find("p", class_="bid-verdict").attrs["data-verdict"] == "ungraded"
    assert not ungraded.find_all("tbody", class_="is-chosen")
    unread = parse_html(render_grade(app, grade, "nonsense"))
    assert "nonsense" in unread.find("p", class_="bid-verdict").words()
    plain = parse_html(render_grade(app, grade, None))
    assert not plain.find_all("p", class_="bid-verdict")


def test_the_why_is_shown_in_words_and_tricks(app, client, parse_html):
    """The analyzer and the drills show why, as scoring says it: the in-short sentence, the
    reasons about the hand, and each bid in tricks; a bid worth what passing is, never
    standing, is said in words, not as +0.00 (+0.00 to +0.00)."""
    from scoring.bideuchre.bidding.grading import BidOption
    from scoring.bideuchre.bidding.reasons import why

    result = result_of(parse_html(client.get(EXAMPLE).text))
    grade = engine_grade(app)
    said = why(grade)
    assert result.find("p", class_="bid-in-short").words() == said.in_short
    section = result.find("section", class_="bid-reasons")
    assert "data-why" in section.attrs
    assert section.find("h3", id="bid-why").words() == "Why"
    shown = [li.words() for li in section.find_all("li", class_="bid-reason")]
    assert shown == list(said.reasons) and len(shown) >= 3
    # Each bid in tricks, folded; not the best, whose sentence the in-short says above.
    for body in result.find_all("tbody", class_="option"):
        notes = [p.words() for p in body.find_all("p", class_="bid-option-note")]
        action = body.attrs["data-option"]
        assert notes == ([] if action == grade.best.action else [said.note(action)])

    # A drill's answer: a bid that never stands, worth what passing is on every deal.
    question = read_question(HAND, seat=3, bids=["pass", "4 hearts"])
    passing = BidOption("pass", "Pass", 0.5, -0.2, 1.2, 0.9, 4.1, 0.3, 0.0, 0.0, 0.0)
    never = BidOption("5 clubs", "Five, clubs", 0.5, -0.2, 1.2, 0.8, 6.2, 0.0, 0.0, 0.0, 0.0)
    made_up = BidGrade(question, (passing, never), True, 100, 0)
    page = parse_html(render_grade(app, made_up, "5 clubs"))
    verdict = page.find("p", class_="bid-verdict").words()
    assert verdict.startswith("Your choice, Five, clubs, is as good as the best, Pass: it comes ")
    assert "someone always bids over it, so it is worth the same as passing" in verdict
    row = page.find("tbody", class_="is-chosen")
    assert "the same points on every deal" in row.find("td", class_="option-verdict").words()
    assert not row.find_all("p", class_="bid-option-note")  # the verdict above says it
    assert "+0.00" not in page.words()
    assert page.find("section", class_="bid-reasons").find("h4", id="drill-why")


# The API.


def test_the_api_grades_a_question(app, client):
    response = client.post(API, json=QUESTION)
    assert response.status_code == 200
    answer = response.get_json()
    grade = engine_grade(app)
    assert answer["question"] == {
        "hand": SORTED.split(),
        "seat": 3,
        "bids": ["pass", "4 hearts"],
        "score": [0, 0],
        "rules": Rules().to_dict(),
    }
    assert (answer["best"], answer["deals"], answer["seed"]) == (grade.best.action, grade.deals, 0)
    assert answer["close"] is grade.close and answer["reason"] == why(grade).in_short
    assert [o["action"] for o in answer["options"]] == [o.action for o in grade.options]
    for sent, option in zip(answer["options"], grade.options, strict=True):
        assert sent["verdict"] == grade.verdict(option.action)
        for name in ("points", "low", "high", "make_chance", "tricks", "stands", "diff"):
            assert sent[name] == pytest.approx(getattr(option, name)), name
    assert set(answer["options"][0]) == {
        "action",
        "label",
        "points",
        "low",
        "high",
        "make_chance",
        "tricks",
        "stands",
        "diff",
        "diff_low",
        "diff_high",
        "verdict",
    }
    # the permalink opens the page on the same answer
    link = urlsplit(answer["permalink"])
    assert link.path == PAGE
    page = client.get(f"{link.path}?{link.query}")
    assert page.status_code == 200
    assert f'data-option="{grade.best.action}"' in page.text


def test_the_same_question_and_seed_give_the_same_answer(client):
    first = client.post(API, json={**QUESTION, "seed": 7}).get_json()
    assert first == client.post(API, json={**QUESTION, "seed": 7}).get_json()
    assert first["seed"] == 7


def test_house_rules_and_score_are_applied(client):
    question = {
        "hand": "JS JS' JC AS KS 9S TS AH AH' KD QD 9C",
        "seat": 3,
        "bids": ["pass", "4 hearts", "pass", "pass", "5 clubs", "pass"],
        "score": [20, 31],
        "rules": {"auction": "continuous", "lone_bids": True},
    }
    answer = client.post(API, json=question).get_json()
    assert answer["question"]["rules"]["auction"] == "continuous"
    assert answer["question"]["score"] == [20, 31]
    assert "auction=continuous" in answer["permalink"]
    assert all(int(o["action"].split()[0]) > 5 for o in answer["options"] if o["action"][0] != "p")


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        ({"hand": "JS JS' JC AS KS 9S TS AH AH' KD QD"}, "hand", "12 cards, not 11"),
        ({"hand": "JS JS JS AS KS 9S TS AH AH' KD QD 9C"}, "hand", "more than two times"),
        ({"hand": "JS JS' JS' AS KS 9S TS AH AH' KD QD 9C"}, "hand", "appears twice"),
        ({"hand": "JS JS' JS'' AS KS 9S TS AH AH' KD QD 9C"}, "hand", "is not a card"),
        ({"hand": "JS JS' JC AS KS 9S TS AH AH' KD QD 2C"}, "hand", "48-card double deck"),
        ({"hand": ["JS", "JS'"]}, "hand", "hand is a string of cards"),
        ({"hand": None}, "hand", "hand is a string of cards"),
        ({"seat": 5}, "seat", "the seat is 1"),
        ({"seat": "3"}, "seat", "seat is 1"),
        ({"seat": True}, "seat", "seat is 1"),
        ({"seat": 1}, "bids", "at seat 1 you bid first: give no bids before yours, not 2"),
        ({"bids": ["pass", "4 hearts", "pass"]}, "bids", "give 2 bids before yours, not 3"),
        ({"bids": ["pass", "2 hearts"]}, "bids", "'2 hearts' could not be bid there"),
        ({"bids": ["4 hearts", "4 spades"]}, "bids", "'4 spades' could not be bid there"),
        ({"bids": ["pass", "4 zorks"]}, "bids", "'zorks' is not a trump"),
        ({"bids": "pass, 4 hearts"}, "bids", "bids is a list of strings"),
        ({"bids": [1, 2]}, "bids", "bids is a list of strings"),
        ({"score": [1, 2, 3]}, "score", "two whole numbers"),
        ({"score": [1000, 0]}, "score", "two whole numbers"),
        ({"score": [1.5, 0]}, "score", "score is a list of two whole numbers"),
        ({"score": "0-0"}, "score", "score is a list of two whole numbers"),
        ({"rules": {"deck": 33}}, "rules", "deck is 33"),
        ({"rules": {"deck": "48"}}, "rules", "deck is '48'"),
        ({"rules": {"trump": "H"}}, "rules", "unknown rule option 'trump'"),
        ({"rules": []}, "rules", "rules is an object"),
        ({"rules": {"deck": 32}}, "hand", "not in the 32-card double deck"),
        ({"seed": -1}, "seed", "seed is a whole number"),
        ({"seed": 1.0}, "seed", "seed is a whole number"),
    ],
)
def test_bad_input_is_a_400_naming_its_field(client, change, field, message):
    response = client.post(API, json={**QUESTION, **change})
    assert response.status_code == 400
    answer = response.get_json()
    assert answer["field"] == field
    assert answer["error"].startswith(f"{field}: ")
    assert message in answer["error"]


@pytest.mark.parametrize("missing", ["hand", "seat"])
def test_a_missing_field_is_named(client, missing):
    question = {name: value for name, value in QUESTION.items() if name != missing}
    answer = client.post(API, json=question).get_json()
    assert answer == {"error": f"{missing}: missing field '{missing}'", "field": missing}


def test_an_unknown_field_is_refused(client):
    response = client.post(API, json={**QUESTION, "dealer": 4})
    assert response.status_code == 400
    assert response.get_json() == {
        "error": "unknown field 'dealer'; the fields are hand, seat, bids, score, rules and seed"
    }


@pytest.mark.parametrize("body", [b"", b"not json", b"[1, 2]", b"null", b'"JS"', b"{"])
def test_a_body_that_is_not_a_json_object(client, body):
    response = client.post(API, data=body, content_type="application/json")
    assert response.status_code == 400
    assert "JSON object" in response.get_json()["error"]


def test_no_csrf_token_is_needed_and_get_is_not_allowed(client):
    assert client.post(API, json=QUESTION).status_code == 200
    assert client.get(API).status_code == 405


def test_the_document_describes_it_with_a_real_example(client):
    document = client.get("/api/openapi.json").get_json()
    operation = document["paths"][API]["post"]
    example = operation["responses"]["200"]["content"]["application/json"]["example"]
    assert example["best"] == example["options"][0]["action"]
    assert example["question"]["bids"] == ["pass", "4 hearts"]
    assert example["permalink"].split("?")[0].endswith(PAGE)
    schema = operation["requestBody"]["content"]["application/json"]["schema"]
    assert schema["required"] == ["hand", "seat"]
    assert set(schema["properties"]["rules"]["properties"]) == set(Rules().to_dict())
    assert schema["properties"]["rules"]["properties"]["deck"]["enum"] == [48, 32]
    refused = operation["responses"]["400"]["content"]["application/json"]
    assert refused["example"]["field"] == "bids"
    assert "field" in refused["schema"]["properties"]
    # the example question is answered as documented
    body = operation["requestBody"]["content"]["application/json"]["example"]
    assert client.post(API, json=body).status_code == 200


def test_a_score_below_zero_is_read(client, parse_html):
    page = parse_html(client.get(f"{EXAMPLE}&ours=-12&theirs=%E2%88%925").text)
    assert not page.find_all(class_="field-error")
    assert result_of(page).find_all("tbody", class_="option")
