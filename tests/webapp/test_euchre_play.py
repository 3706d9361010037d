"""Playing euchre in the browser, through the test client: a new game, whole games played
with the computers, saving after every move, double submits, errors and restarts."""

from __future__ import annotations

import re

import pytest

from scoring.euchre.actions import Action, Play
from scoring.euchre.events import Phase
from tests.support import csrf_token
from webapp import create_app
from webapp.euchre.table import EUCHRE, form_for
from webapp.models import SavedGame
from webapp.storage import get_session
from webapp.tables import YOU, ComputerTable

# Each test runs on SQLite and on PostgreSQL (tests/conftest.py).
pytestmark = pytest.mark.both_databases

SEED = 77
GAME_URL = re.compile(r"^/euchre/games/([A-Za-z0-9_-]{22,})$")


@pytest.fixture
def fixed_seed(monkeypatch):
    monkeypatch.setattr("webapp.tables.secrets.randbits", lambda bits: SEED)


def start_game(client, parse_html, **choices: str) -> str:
    # The easy computers decide in microseconds; the standard level has tests of its own.
    data = {
        "game_to": "5",
        "level": "easy",
        **choices,
        "csrf_token": csrf_token(client, "/euchre/play"),
    }
    response = client.post("/euchre/play", data=data)
    assert response.status_code == 303, response.text
    assert GAME_URL.match(response.headers["Location"])
    return response.headers["Location"]


def saved(app, url: str) -> SavedGame:
    with app.app_context():
        return get_session().get(SavedGame, GAME_URL.match(url).group(1))


def game(app, url: str) -> ComputerTable:
    return ComputerTable.from_json(EUCHRE, saved(app, url).state)


def your_move(state) -> Action:
    """A reasonable move: pass when you may, otherwise the first legal one."""
    legal = state.legal_actions()
    return next((a for a in legal if a.type == "pass"), legal[0])


def post(client, app, url, fields, *, version=None, htmx=False):
    token = csrf_token(client, url)
    version = saved(app, url).version if version is None else version
    headers = {"HX-Request": "true"} if htmx else {}
    data = {"csrf_token": token, "version": str(version), **fields}
    return client.post(url, data=data, headers=headers)


def test_the_new_game_page_explains_the_house_rules(client, parse_html):
    page = parse_html(client.get("/euchre/play").text)
    words = page.words()
    for text in ("Stick the dealer", "Defend alone", "Farmer's hand", "maker's left", "Penalty"):
        assert text in words
    assert "No unfinished games" in words


def test_every_post_needs_the_csrf_token(app, client, parse_html):
    assert client.post("/euchre/play", data={"game_to": "5"}).status_code == 400
    url = start_game(client, parse_html)
    response = client.post(url, data={"version": "0", **form_for(your_move(game(app, url).state))})
    assert response.status_code == 400
    assert saved(app, url).version == 0


def test_a_bad_option_is_answered_400(client, parse_html):
    token = csrf_token(client, "/euchre/play")
    form = {"csrf_token": token, "game_to": "99", "renege": "sometimes"}
    response = client.post("/euchre/play", data=form)
    assert response.status_code == 400
    page = parse_html(response.text)
    # Each message is next to its field, and the folded house rules are opened to show theirs.
    assert page.find("p", id="game_to-error").words() == "Game to is one of 5, 7, 10, 11, not '99'"
    assert page.find("p", id="renege-error").words().startswith("Renege is one of")
    assert "open" in page.find("details").attrs
    assert "checked" in page.find("input", id="game-to-10").attrs  # the default stays chosen


@pytest.mark.one_database
@pytest.mark.parametrize(
    "rules",
    [
        {},
        pytest.param(
            {
                "level": "standard",
                "all_pass": "stick_the_dealer",
                "defend_alone": "true",
                "renege": "penalty",
            },
            marks=pytest.mark.slow,
        ),
    ],
    ids=["defaults", "house-rules"],
)
def test_play_a_whole_game(app, client, parse_html, fixed_seed, rules):
    url = start_game(client, parse_html, **rules)
    for _ in range(400):
        record = saved(app, url)
        state = ComputerTable.from_json(EUCHRE, record.state).state
        if state.is_over:
            assert record.finished
            page = parse_html(client.get(url).text)
            assert "won the game" in page.find("div", id="game").words()
            return
        assert state.phase is Phase.HAND_OVER or state.current_player == YOU
        page = parse_html(client.get(url).text)
        assert page.find("div", id="game").attrs["data-version"] == str(record.version)
        response = post(client, app, url, form_for(your_move(state)))
        assert response.status_code == 303, response.text
        assert saved(app, url).version > record.version  # yours, then the computers' replies
    raise AssertionError("the game did not end")


def test_the_table_shows_bidding_trick_and_summary(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    seen = set()
    for _ in range(60):
        state = game(app, url).state
        page = parse_html(client.get(url).text)
        table = page.find("div", id="game")
        seen.add(table.attrs["data-move"])
        if state.phase is Phase.ORDER:
            assert page.find("figure", class_="upcard")
            assert "Order up" in table.words() or "Pick up" in table.words()
        if state.phase is Phase.HAND_OVER:
            summary = page.find("section", class_="hand-summary").words()
            assert "point" in summary or "thrown in" in summary
            break
        post(client, app, url, form_for(your_move(state)))
    assert "next_hand" in seen


def test_htmx_gets_the_table_fragment(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    response = post(client, app, url, form_for(your_move(game(app, url).state)), htmx=True)
    assert response.status_code == 200
    assert "<html" not in response.text
    assert 'id="game"' in response.text
    assert 'hx-swap-oob="innerHTML"' in response.text


def test_a_move_made_twice_is_applied_once(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    fields = form_for(your_move(game(app, url).state))
    assert post(client, app, url, fields, version=0).status_code == 303
    made = saved(app, url).version
    again = post(client, app, url, fields, version=0)
    assert again.status_code == 409
    assert "already made" in again.text
    assert saved(app, url).version == made > 0


def test_a_move_you_cannot_make_is_answered_400(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    for fields in (
        {"action": "play", "card": "AS"},
        {"action": "name", "suit": "X"},
        {"action": "fly"},
        {"action": "discard", "card": "ZZ"},
    ):
        response = post(client, app, url, fields)
        assert response.status_code == 400, fields
        # Said once: beside the field it is about when the page shows it, else above.
        page = parse_html(response.text)
        said = page.find_all(class_="is-problem") + page.find_all(class_="field-error")
        assert len(said) == 1, fields
    assert saved(app, url).version == 0


def test_a_card_that_does_not_follow_suit(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    for _ in range(40):
        state = game(app, url).state
        if state.phase is Phase.PLAY and state.current_trick:
            legal = state.legal_actions()
            wrong = [c for c in state.hands[YOU] if Play(YOU, c) not in legal]
            if wrong:
                response = post(client, app, url, {"action": "play", "card": str(wrong[0])})
                assert response.status_code == 400
                # The engine's reason, beside your hand in the play's form.
                form = parse_html(response.text).find("form", class_="play-form")
                assert "does not follow suit" in form.find(id="card-error").words()
                return
        post(client, app, url, form_for(your_move(state)))
    pytest.skip("no trick in reach where a card of yours does not follow suit")


def test_another_players_game_is_not_found(app, client, parse_html):
    url = start_game(client, parse_html)
    stranger = app.test_client()
    assert stranger.get(url).status_code == 404
    token = csrf_token(stranger, "/euchre/play")
    response = stranger.post(url, data={"csrf_token": token, "version": "0", "action": "pass"})
    assert response.status_code == 404
    assert "No unfinished games" in parse_html(stranger.get("/euchre/play").text).words()


def test_unfinished_games_are_listed(client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    links = parse_html(client.get("/euchre/play").text).find("ul", class_="resume-list")
    link = links.find("a")
    assert link.attrs["href"] == url
    assert link.words() == "You & Partner 0, Left & Right 0 (game to 5)"


def test_a_game_resumes_after_a_server_restart(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    for _ in range(3):
        post(client, app, url, form_for(your_move(game(app, url).state)))
    before = parse_html(client.get(url).text).find("div", id="game").words()
    app.extensions["storage"].engine.dispose()
    restarted = create_app(
        {"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": app.config["DATABASE_URL"]}
    )
    again = restarted.test_client()
    again.set_cookie("session", client.get_cookie("session").value)
    assert parse_html(again.get(url).text).find("div", id="game").words() == before
    version = saved(restarted, url).version
    response = post(again, restarted, url, form_for(your_move(game(restarted, url).state)))
    assert response.status_code == 303
    assert saved(restarted, url).version > version
    restarted.extensions["storage"].engine.dispose()


def test_no_inline_script_or_style(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    for path in ("/euchre/play", url):
        page = parse_html(client.get(path).text)
        assert all(s.attrs.get("src") for s in page.find_all("script"))
        assert not page.find_all("style")
        for element in page.find_all():
            assert "style" not in element.attrs


def test_the_log_names_seats_as_the_page_does(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    for _ in range(3):
        post(client, app, url, form_for(your_move(game(app, url).state)))
    log = parse_html(client.get(url).text).find("section", class_="log").words()
    assert re.search(r"You (pass|play|order|pick|name|discard|defend)\b", log)
    assert not re.search(r"South (passes|plays|orders|picks|names|discards)", log)
    assert re.search(r"(Left|Partner|Right|You) deal", log)


@pytest.mark.parametrize(
    "seat, text, said",
    [
        (0, "{who} deal{s}; A♥ is turned up", "You deal; A♥ is turned up"),
        (0, "{who} pass{es}", "You pass"),
        (0, "{who} turn{s} down A♥", "You turn down A♥"),
        (1, "{who} play{s} 9♦", "Left plays 9♦"),
        (2, "{who} pick{s} up Q♥ and go{es} alone", "Partner picks up Q♥ and goes alone"),
    ],
)
def test_the_log_names_your_seat_you(seat, text, said):
    from scoring.euchre.events import Event, EventCategory
    from webapp.euchre.view import Line

    event = Event(0, seat, EventCategory.PASS, (), 0, None, text)
    assert Line(event, seat == YOU).text == said
    made = "North–South made hearts and took 4 tricks: 1 point"
    scored = Event(0, 0, EventCategory.MADE, (), 1, 0, made)
    assert Line(scored, True).text == made  # a score is said as the engine said it


def test_the_log_says_what_the_engine_explains(app, client, parse_html, fixed_seed):
    """Each note the engine gives an event (the left bower, a trump in, why a trick was won)
    is on the page beside its line, as the engine wrote it."""
    url = start_game(client, parse_html)
    for _ in range(200):
        state = game(app, url).state
        noted = [e for e in state.log if e.note]
        if noted:
            log = parse_html(client.get(url).text).find("section", class_="log")
            shown = [note.words() for note in log.find_all("span", class_="event-note")]
            assert len(shown) == len(noted)
            for event, words in zip(noted, shown, strict=True):
                assert words == event.note
            return
        post(client, app, url, form_for(your_move(state)))
    raise AssertionError("no explained event in 200 moves")
