"""Duplicate euchre through the test client: the new-set form and its errors, moves saved once,
each deal compared with the computer's play, a whole set to its final table, and privacy."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from scoring.duplicate.deals import DuplicateSet
from scoring.euchre.actions import Pass
from scoring.euchre.duplicate import result_events
from tests.support import csrf_token
from webapp.euchre.duplicate import read_set
from webapp.euchre.duplicate_view import signed
from webapp.euchre.table import form_for
from webapp.models import SavedGame
from webapp.storage import get_session

# Each test runs on SQLite and on PostgreSQL (tests/conftest.py).
pytestmark = pytest.mark.both_databases

SEED = 4242
OLD_SAVES = Path(__file__).parents[1] / "scoring" / "duplicate"
SET_URL = re.compile(r"^/euchre/duplicate/([A-Za-z0-9_-]{22,})$")


@pytest.fixture
def fixed_seed(monkeypatch):
    monkeypatch.setattr("webapp.euchre.duplicate.secrets.randbits", lambda bits: SEED)


def start_set(client, parse_html, **choices: str) -> str:
    data = {
        "deals": "4",
        "level": "easy",
        **choices,
        "csrf_token": csrf_token(client, "/euchre/duplicate"),
    }
    response = client.post("/euchre/duplicate", data=data)
    assert response.status_code == 303, response.text
    assert SET_URL.match(response.headers["Location"])
    return response.headers["Location"]


def saved(app, url: str) -> SavedGame:
    with app.app_context():
        return get_session().get(SavedGame, SET_URL.match(url).group(1))


def played(app, url: str) -> DuplicateSet:
    return read_set(saved(app, url).state).played


def your_move(now: DuplicateSet) -> dict[str, str]:
    """What you post next: the next deal, a pass when you may, otherwise the first legal move."""
    if now.deal_over:
        return {"action": "next_deal"}
    legal = now.current.legal_actions()
    return form_for(next((a for a in legal if isinstance(a, Pass)), legal[0]))


def post(client, app, url, fields, parse_html, *, version=None, htmx=False):
    token = csrf_token(client, "/euchre/duplicate")
    version = saved(app, url).version if version is None else version
    headers = {"HX-Request": "true"} if htmx else {}
    data = {"csrf_token": token, "version": str(version), **fields}
    return client.post(url, data=data, headers=headers)


def test_the_start_page_explains_duplicate_and_offers_the_options(client, parse_html):
    page = parse_html(client.get("/euchre/duplicate").text)
    words = page.words()
    assert "the computer plays the very same cards from your seat" in words
    for text in ("4 deals", "8 deals", "12 deals", "Easy", "Standard", "Stick the dealer"):
        assert text in words
    assert "checked" in page.find("input", id="deals-8").attrs
    assert "No unfinished games" in words


@pytest.mark.parametrize("path", ["/", "/euchre/play"])
def test_duplicate_is_linked_from(client, parse_html, path):
    links = [a.attrs.get("href") for a in parse_html(client.get(path).text).find_all("a")]
    assert "/euchre/duplicate" in links


def test_every_post_needs_the_csrf_token(app, client, parse_html):
    assert client.post("/euchre/duplicate", data={"deals": "4"}).status_code == 400
    url = start_set(client, parse_html)
    response = client.post(url, data={"version": "0", **your_move(played(app, url))})
    assert response.status_code == 400
    assert saved(app, url).version == 0


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("deals", "5", "Deals is one of 4, 8, 12, not '5'"),
        ("level", "grandmaster", "Level is one of easy, standard, not 'grandmaster'"),
        ("all_pass", "never", "All pass is one of redeal, stick_the_dealer, not 'never'"),
    ],
)
def test_a_bad_choice_is_answered_400_beside_its_field(client, parse_html, field, value, message):
    token = csrf_token(client, "/euchre/duplicate")
    response = client.post("/euchre/duplicate", data={"csrf_token": token, field: value})
    assert response.status_code == 400
    page = parse_html(response.text)
    error = page.find("p", id=f"{field}-error")
    assert error.words() == message
    fieldset = next(f for f in page.find_all("fieldset") if f.find_all("p", id=f"{field}-error"))
    assert fieldset.attrs["aria-describedby"] == f"{field}-error"
    assert fieldset.find_all("input", name=field)
    if field == "all_pass":
        assert "open" in page.find("details", class_="more-rules").attrs
    assert "No unfinished games" in parse_html(client.get("/euchre/duplicate").text).words()


def test_an_option_the_form_does_not_ask_for_is_ignored(client, parse_html):
    """A set is scored deal by deal: the game's target is not one of its options."""
    token = csrf_token(client, "/euchre/duplicate")
    response = client.post("/euchre/duplicate", data={"csrf_token": token, "game_to": "99"})
    assert response.status_code == 303


def test_a_new_set_is_saved_and_opens_at_the_first_deal(app, client, parse_html, fixed_seed):
    url = start_set(client, parse_html, deals="8", renege="penalty")
    record = saved(app, url)
    assert record.game == "euchre-duplicate" and record.version == 0 and not record.finished
    now = played(app, url)
    assert (now.seed, now.deals, now.level, now.rules.renege) == (SEED, 8, "easy", "penalty")
    page = parse_html(client.get(url).text)
    assert "Deal 1 of 8" in page.find("p", class_="game-meta").words()
    table = page.find("div", id="game")
    assert table.attrs["data-version"] == "0"
    assert table.attrs["data-move"] in {"order", "name", "next_deal"}


def test_a_move_is_saved_and_the_computers_answer(app, client, parse_html, fixed_seed):
    url = start_set(client, parse_html)
    before = played(app, url)
    response = post(client, app, url, your_move(before), parse_html)
    assert response.status_code == 303
    assert response.headers["Location"] == url
    after = played(app, url)
    assert saved(app, url).version == 1
    assert len(after.current.actions) > len(before.current.actions)
    assert after.deal_over or after.current.current_player == 0


def test_htmx_gets_the_table_fragment(app, client, parse_html, fixed_seed):
    url = start_set(client, parse_html)
    response = post(client, app, url, your_move(played(app, url)), parse_html, htmx=True)
    assert response.status_code == 200
    assert "<html" not in response.text
    assert 'id="game"' in response.text
    assert 'hx-swap-oob="innerHTML"' in response.text
    assert response.headers["Cache-Control"] == "no-store"


def test_a_move_made_twice_is_applied_once(app, client, parse_html, fixed_seed):
    url = start_set(client, parse_html)
    fields = your_move(played(app, url))
    assert post(client, app, url, fields, parse_html, version=0).status_code == 303
    after_first = saved(app, url).state
    again = post(client, app, url, fields, parse_html, version=0)
    assert again.status_code == 409
    assert "already made" in again.text
    assert parse_html(again.text).find("div", id="game").attrs["data-version"] == "1"
    assert saved(app, url).version == 1
    assert saved(app, url).state == after_first


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"action": "play", "card": "ZZ"}, "unknown rank"),
        ({"action": "fly"}, "did not say which move"),
        ({"action": "name", "suit": "X"}, "not a suit"),
        ({"action": "next_deal"}, "This deal is not over yet"),
        ({}, "did not say which move"),
    ],
)
def test_a_move_you_cannot_make_is_answered_400(
    app, client, parse_html, fixed_seed, fields, message
):
    url = start_set(client, parse_html)
    response = post(client, app, url, fields, parse_html)
    assert response.status_code == 400
    problem = parse_html(response.text).find("p", class_="game-message")
    assert "is-problem" in problem.classes
    assert message in problem.words()
    assert saved(app, url).version == 0


def test_a_form_without_its_version_is_answered_400(app, client, parse_html, fixed_seed):
    url = start_set(client, parse_html)
    token = csrf_token(client, url)
    response = client.post(url, data={"csrf_token": token, "action": "pass"})
    assert response.status_code == 400
    assert "missing its version" in response.text


def test_another_players_set_is_not_found(app, client, parse_html):
    url = start_set(client, parse_html)
    stranger = app.test_client()
    assert stranger.get(url).status_code == 404
    token = csrf_token(stranger, "/euchre/duplicate")
    response = stranger.post(url, data={"csrf_token": token, "version": "0", "action": "pass"})
    assert response.status_code == 404
    assert "No unfinished games" in parse_html(stranger.get("/euchre/duplicate").text).words()
    assert saved(app, url).version == 0


@pytest.mark.one_database
def test_play_a_whole_set_of_four_deals(app, client, parse_html, fixed_seed):
    url = start_set(client, parse_html)
    compared = []
    for _ in range(200):
        now = played(app, url)
        record = saved(app, url)
        page = parse_html(client.get(url).text)
        table = page.find("div", id="game")
        assert table.attrs["data-version"] == str(record.version)
        if now.is_over:
            break
        if now.deal_over:
            assert table.attrs["data-move"] == "next_deal"
            panel = page.find("section", class_="duplicate-compare")
            assert f"Deal {now.number + 1}: you and the computer" in panel.words()
            assert now.result.verdict in panel.words()
            for computers in (False, True):
                for event in result_events(now.play_of(now.number, computers)):
                    assert event.text[1:] in panel.words()
            assert len(panel.find("ul", class_="dealt-hands").find_all("svg", role="img")) == 21
            compared.append(now.number)
        response = post(client, app, url, your_move(now), parse_html)
        assert response.status_code == 303, response.text
        assert saved(app, url).version == record.version + 1
    else:
        raise AssertionError("the set did not end")

    assert compared == [0, 1, 2]
    assert saved(app, url).finished
    page = parse_html(client.get(url).text)
    assert page.find("div", id="game").attrs["data-move"] == "set_over"
    final = page.find("section", class_="duplicate-final")
    assert now.verdict in final.words()
    rows = final.find("table", class_="final-table").find("tbody").find_all("tr")
    assert [row.find("th").words() for row in rows] == ["1", "2", "3", "4"]
    assert [row.find_all("td")[0].words() for row in rows] == ["You", "Left", "Partner", "Right"]
    for row, result in zip(rows, now.results, strict=True):
        cells = row.find_all("td")
        assert cells[1].words().startswith("{}–{}".format(*result.yours.points))
        assert cells[2].words().startswith("{}–{}".format(*result.computers.points))
        assert cells[3].words() == signed(result.difference)
    total = final.find("tfoot").words()
    assert "{}–{}".format(*now.your_points) in total
    assert "{}–{}".format(*now.computer_points) in total
    # The last deal's comparison is still shown, with no move left but a new set.
    assert page.find("section", class_="duplicate-compare")
    assert not page.find_all("button", data_key="n")

    response = post(client, app, url, {"action": "next_deal"}, parse_html)
    assert response.status_code == 400
    assert "The set is over" in response.text
    assert "No unfinished games" in parse_html(client.get("/euchre/duplicate").text).words()


def test_unfinished_sets_are_listed_to_resume(app, client, parse_html, fixed_seed):
    url = start_set(client, parse_html)
    link = (
        parse_html(client.get("/euchre/duplicate").text).find("ul", class_="resume-list").find("a")
    )
    assert link.attrs["href"] == url
    assert link.words() == "Deal 1 of 4, the computers play easy"


def test_no_inline_script_or_style(app, client, parse_html, fixed_seed):
    url = start_set(client, parse_html)
    for path in ("/euchre/duplicate", url):
        page = parse_html(client.get(path).text)
        assert all(s.attrs.get("src") for s in page.find_all("script"))
        assert not page.find_all("style")
        for element in page.find_all():
            assert "style" not in element.attrs


@pytest.mark.one_database
def test_a_set_saved_before_every_game_had_duplicate_opens_and_plays_on(app, client, parse_html):
    url = start_set(client, parse_html)
    old = (OLD_SAVES / "euchre_set_saved_before_every_game.json").read_text()
    with app.app_context():
        record = get_session().get(SavedGame, SET_URL.match(url).group(1))
        record.state = json.dumps({"format": 2, "since": 0, "set": json.loads(old)})
        get_session().commit()
    page = parse_html(client.get(url).text)
    assert "Deal 3 of 4" in page.find("p", class_="game-meta").words()
    assert "so far you are +1 against the computer" in page.find("p", class_="game-meta").words()
    now = played(app, url)
    assert (now.game, now.seed, now.number) == ("euchre", 4821, 2)
    response = post(client, app, url, your_move(now), parse_html)
    assert response.status_code == 303, response.text
    assert "game" in json.loads(saved(app, url).state)["set"]
