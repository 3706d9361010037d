"""Playing cribbage in the browser, through the test client: new games, moves, the computers'
replies, games saved after every move and resumed, moves made twice, and other players' games."""

from __future__ import annotations

import dataclasses
import json
import re
from dataclasses import dataclass

import pytest
from flask import Flask, session
from flask.testing import FlaskClient

from scoring.cribbage import Declare, GameState, Pass, Phase, Play, new_game
from scoring.cribbage.players import LEVELS, POLICIES, choose_action
from scoring.cribbage.winning import deal_chance
from scoring.narration import predicate
from tests.support import csrf_token
from webapp import create_app, saved_games
from webapp.cribbage.table import CRIBBAGE, form_for
from webapp.models import SavedGame
from webapp.players import PLAYER_ID_KEY
from webapp.storage import get_session
from webapp.tables import ComputerTable

# Each test runs on SQLite and on PostgreSQL (tests/conftest.py).
pytestmark = pytest.mark.both_databases

SEED = 2024
GAME_URL = re.compile(r"^/cribbage/games/([A-Za-z0-9_-]{22,})$")


@pytest.fixture
def fixed_seed(monkeypatch):
    """Deal every new game from SEED, so a test plays the same cards every run."""
    monkeypatch.setattr("webapp.tables.secrets.randbits", lambda bits: SEED)


def start_game(client: FlaskClient, parse_html, **choices: str) -> str:
    """Deal a new game with these form choices; the address of its table."""
    data = {"players": "2", "game_to": "61", **choices}
    data["csrf_token"] = csrf_token(client, "/cribbage/play")
    response = client.post("/cribbage/play", data=data)
    assert response.status_code == 303, response.text
    location = response.headers["Location"]
    assert GAME_URL.match(location)
    return location


@dataclass
class Table:
    """One player's view of a game in the test client: read the page, make moves."""

    client: FlaskClient
    url: str
    parse_html: object

    def page(self):
        response = self.client.get(self.url)
        assert response.status_code == 200
        return self.parse_html(response.text)

    def hidden(self, page=None) -> dict[str, str]:
        page = page or self.page()
        form = page.find("form", class_="move-form")
        fields = {i.attrs["name"]: i.attrs["value"] for i in form.find_all("input", type="hidden")}
        return {"csrf_token": fields["csrf_token"], "version": fields["version"]}

    def saved(self, app: Flask) -> SavedGame:
        game_id = GAME_URL.match(self.url).group(1)
        with app.app_context():
            return get_session().get(SavedGame, game_id)

    def game(self, app: Flask) -> ComputerTable:
        return ComputerTable.from_json(CRIBBAGE, self.saved(app).state)

    def post(self, fields: dict[str, object], *, htmx: bool = False, hidden=None):
        data = {**(hidden or self.hidden()), **fields}
        headers = {"HX-Request": "true"} if htmx else {}
        return self.client.post(self.url, data=data, headers=headers)


def your_move(state: GameState):
    """What you do: the computer's own choice for your seat (or dealing, after the show)."""
    if state.phase is Phase.DONE:
        return state.legal_actions()[0]
    return choose_action(state, "standard", seat=0)


# The new-game page


def test_the_new_game_page_offers_every_choice(client, parse_html):
    response = client.get("/cribbage/play")
    assert response.status_code == 200
    page = parse_html(response.text)
    assert page.find("h1").words() == "Play Cribbage"
    form = page.find("form", class_="new-game")
    assert form.attrs["method"] == "post"
    assert [i.attrs["value"] for i in form.find_all("input", name="players")] == ["2", "3", "4"]
    assert "checked" in form.find("input", id="players-2").attrs
    assert [i.attrs["value"] for i in form.find_all("input", name="level")] == list(LEVELS)
    assert [i.attrs["value"] for i in form.find_all("input", name="game_to")] == ["121", "61"]
    assert form.find("input", name="muggins").attrs["type"] == "checkbox"
    assert [i.attrs["value"] for i in form.find_all("input", name="four_player_show")] == [
        "acc",
        "opponents_first",
    ]
    assert [i.attrs["value"] for i in form.find_all("input", name="go_leads")] == ["acc", "said_go"]
    assert "No unfinished games" in page.find(class_="resume").words()
    # The page is in the main navigation, and linked from the home page.
    assert page.find("a", href="/cribbage/play").attrs.get("aria-current") == "page"
    home = parse_html(client.get("/").text)
    assert home.find("main").find_all("a", href="/cribbage/play")


def test_a_new_game_is_saved_and_shown_at_its_own_address(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html, players="3", muggins="true", go_leads="said_go")
    table = Table(client, url, parse_html)
    game = table.game(app)
    assert (game.state.players, game.state.seed, game.level) == (3, SEED, "standard")
    rules = game.state.rules
    assert (rules.game_to, rules.muggins, rules.go_leads.value) == (61, True, "said_go")
    response = client.get(url)
    assert response.headers["Cache-Control"] == "no-store"
    page = parse_html(response.text)
    # Your five cards, to throw one of, and the two computers' backs.
    boxes = page.find("form", class_="discard-form").find_all("input", type="checkbox")
    assert [box.attrs["aria-label"] for box in boxes] == [c.name for c in game.state.hands[0]]
    assert "Throw 1 card to" in page.find("legend", class_="prompt").words()
    seats = page.find_all(class_="seat")
    assert [seat.find(class_="seat-name").words().split()[0] for seat in seats] == [
        "West",
        "East",
        "You",
    ]
    board = page.find("svg", class_="board-wide")
    assert board.attrs["role"] == "img"
    assert board.attrs["aria-label"].startswith("Cribbage board, game to 61: You 0; West 0; East 0")
    assert len(board.find("g", class_="holes").find_all("circle")) == 3 * 60 + 3 * 2 + 1


def test_two_players_see_their_chance_of_winning_beside_the_board(
    app, client, parse_html, fixed_seed
):
    url = start_game(client, parse_html, players="2", game_to="121", level="expert")
    table = Table(client, url, parse_html)
    game = table.game(app)
    assert game.level == "expert"
    chance = deal_chance(game.state.view(0))
    assert chance is not None and chance.scores == (0, 0)
    shown = table.page().find("p", class_="win-chance")
    assert shown.attrs["data-chance"] == str(round(chance.chance * 100))
    assert shown.find(class_="win-chance-value").words() == f"{round(chance.chance * 100)}%"
    words = shown.words()
    assert "Your chance of winning at the start of this deal" in words
    assert "0–0" in words


def test_three_players_are_not_shown_a_chance_of_winning(client, parse_html, fixed_seed):
    table = Table(client, start_game(client, parse_html, players="3"), parse_html)
    assert table.page().find_all("p", class_="win-chance") == []


@pytest.mark.parametrize(
    ("field", "value", "message"),
    [
        ("players", "5", "players is one of 2, 3, 4, not '5'"),
        ("level", "grandmaster", "level is one of"),
        ("game_to", "100", "game to is one of 121, 61, not '100'"),
        ("go_leads", "dealer", "go leads is one of acc, said_go"),
    ],
)
def test_a_bad_choice_is_answered_400_next_to_its_field(client, parse_html, field, value, message):
    data = {field: value, "csrf_token": csrf_token(client, "/cribbage/play")}
    response = client.post("/cribbage/play", data=data)
    assert response.status_code == 400
    page = parse_html(response.text)
    assert message.lower() in page.find(class_="field-error").words().lower()
    with client.application.app_context():
        assert get_session().query(SavedGame).count() == 0


def test_every_post_needs_the_csrf_token(app, client, parse_html):
    response = client.post("/cribbage/play", data={"players": "2"})
    assert response.status_code == 400
    assert "did not come from this site" in parse_html(response.text).find("h1").words()
    url = start_game(client, parse_html)
    table = Table(client, url, parse_html)
    move = form_for(your_move(table.game(app).state))
    response = client.post(url, data={"version": "0", **move})
    assert response.status_code == 400
    assert table.saved(app).version == 0


# Playing


def play_to_the_end(app, table: Table, *, htmx: bool = False, limit: int = 400) -> int:
    """Make your moves until the game is over, checking each is saved; the moves made."""
    for moves in range(limit):
        saved = table.saved(app)
        game = ComputerTable.from_json(CRIBBAGE, saved.state)
        if game.state.is_over:
            assert saved.finished
            return moves
        assert not saved.finished
        before = len(game.state.log)
        response = table.post(form_for(your_move(game.state)), htmx=htmx)
        if htmx:
            assert response.status_code == 200, response.text
        else:
            assert response.status_code == 303, response.text
            assert response.headers["Location"] == table.url
        after = table.game(app)
        assert table.saved(app).version > saved.version  # yours, then the computers' replies
        # It is your move again (or the deal or game is over): the computers have played.
        state = after.state
        assert state.is_over or state.phase is Phase.DONE or state.legal_actions(0)
        assert after.since == before
    raise AssertionError(f"no end after {limit} moves")


@pytest.mark.one_database
@pytest.mark.parametrize(
    ("players", "muggins"),
    [
        ("2", "false"),
        pytest.param("3", "true", marks=pytest.mark.slow),
        pytest.param("4", "true", marks=pytest.mark.slow),
    ],
    ids=str,
)
def test_play_a_whole_game(app, client, parse_html, fixed_seed, players, muggins):
    url = start_game(client, parse_html, players=players, muggins=muggins)
    table = Table(client, url, parse_html)
    moves = play_to_the_end(app, table)
    assert moves > 10
    state = table.game(app).state
    assert state.is_over and max(state.scores) >= 61
    page = table.page()
    over = page.find(class_="game-over")
    winner = ["You", "West", "East"][state.winner] if players == "3" else None
    if players == "2":
        winner = ["You", "Computer"][state.winner]
    if players == "4":
        winner = ["You and North", "West and East"][state.winner]
    assert over.find(class_="result-text").words() == f"{winner} {state.result.text}."
    assert not page.find_all("form", class_="move-form")
    scores = [
        int(s.words()) for s in page.find("ul", class_="scoreboard").find_all(class_="score-points")
    ]
    assert scores == list(state.scores)
    # A finished game is not offered to resume.
    assert "No unfinished games" in parse_html(client.get("/cribbage/play").text).words()


def test_the_page_shows_what_happened_since_your_move(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    table = Table(client, url, parse_html)
    state = table.game(app).state
    throw = your_move(state)
    table.post(form_for(throw))
    game = table.game(app)
    view = game.state.view(0)
    page = table.page()
    recent = page.find("section", class_="recent").find_all("li")
    # Your throw first, then the computer's (without its cards), the starter, the play.
    expected = [(e.player, e.text) for e in view.log[game.since :]]
    assert len(recent) == len(expected)
    assert recent[0].words().startswith("You throw two cards to the crib")
    assert recent[1].words().startswith("Computer throws two cards to the crib")
    assert any("turns the starter" in line.words() for line in recent)
    thrown_by_computer = [e for e in game.state.log if e.category == "discard" and e.player == 1]
    for card in thrown_by_computer[0].cards:
        assert card.display not in recent[1].words()
    # The crib is face down, the starter face up; the pile and count as the engine says.
    felt = page.find("section", class_="felt")
    assert felt.find(class_="starter").find("svg").attrs["aria-label"] == game.state.starter.name
    assert felt.find(class_="count").words() == str(view.count)
    pile = [svg.attrs["aria-label"] for svg in felt.find(class_="pile-cards").find_all("svg")]
    assert pile == [card.name for card in view.pile]
    # Only the cards that fit under 31 can be played.
    buttons = page.find("form", class_="play-form").find_all("button")
    playable = {a.card.name for a in view.legal_actions if isinstance(a, Play)}
    for button in buttons:
        name = button.find("svg").attrs["aria-label"]  # the card drawn names the button
        assert ("disabled" not in button.attrs) == (name in playable)
        assert button.words().startswith("Play ") != ("disabled" in button.attrs)


def test_a_score_in_the_log_sits_under_its_play_and_is_said_whole(app, client, parse_html):
    """ "A♠ A♣: a pair for 2" is not run on after a name ("You A♠ A♣: ..."): the score line
    is indented under the play that made it, which names the player; a screen reader hears
    "You: A♠ A♣: a pair for 2"."""
    url = start_game(client, parse_html)
    table = Table(client, url, parse_html)
    for _ in range(60):
        state = table.game(app).state
        items = [e for e in state.view(0).log if e.points and e.phase == "pegging"]
        if items:
            break
        table.post(form_for(your_move(state)))
    else:
        pytest.fail("nothing was pegged")
    log = table.page().find("section", class_="log")
    lines = log.find_all("li", class_="scores")
    assert lines
    for line in lines:
        hidden = line.find_all("span", class_="visually-hidden")
        text = line.find("span", class_="event-text").words()
        assert not text.startswith(("You ", "Computer ")) or "is-item" not in line.classes
        if "is-item" in line.classes:
            assert hidden and hidden[0].words() in ("You:", "Computer:")
            assert line.words().startswith(hidden[0].words() + " " + text)


def test_htmx_gets_the_table_fragment(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    table = Table(client, url, parse_html)
    response = table.post(form_for(your_move(table.game(app).state)), htmx=True)
    assert response.status_code == 200
    assert "HX-Request" in response.headers["Vary"]
    assert "<html" not in response.text
    page = parse_html(response.text)
    assert page.find("title").words().startswith("Cribbage: You")
    game = page.find("div", id="game")
    assert game.attrs["hx-target"] == "this" and game.attrs["hx-swap"] == "outerHTML"
    assert page.find("form", class_="move-form").attrs["hx-post"] == url
    version = page.find("input", name="version").attrs["value"]
    assert version == str(table.saved(app).version) != "0"
    # Screen readers hear what happened: the status outside the table, updated out of band.
    status = page.find("p", id="game-status")
    assert status.attrs["hx-swap-oob"] == "innerHTML"
    assert status.words().startswith("You throw two cards to the crib. Computer throws")
    # The whole page for a browser without htmx, also varying on HX-Request.
    response = client.get(url)
    assert "<html" in response.text and "HX-Request" in response.headers["Vary"]


def test_a_move_made_twice_is_applied_once(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    table = Table(client, url, parse_html)
    hidden = table.hidden()
    move = form_for(your_move(table.game(app).state))
    assert table.post(move, hidden=hidden).status_code == 303
    saved = table.saved(app)
    for htmx in (False, True):
        response = table.post(move, hidden=hidden, htmx=htmx)
        assert response.status_code == 409
        page = parse_html(response.text)
        notice = page.find("p", class_="game-message")
        assert "That move was already made" in notice.words()
        # The position shown is the current one, ready for the next move.
        assert page.find("input", name="version").attrs["value"] == str(saved.version)
        assert ("<html" in response.text) is not htmx
    assert table.saved(app).version == saved.version > 0
    assert table.saved(app).state == saved.state


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        (
            {"action": "play", "card": "5H"},
            "No one can play a card now: everyone throws to the crib first.",
        ),
        (
            {"action": "discard", "card": ["AS"]},
            "Choose 2 cards to throw to the crib; you chose 1.",
        ),
        ({"action": "discard", "card": ["XX", "AS"]}, "unknown rank"),
        ({"action": "discard"}, "Choose 2 cards to throw to the crib; you chose 0."),
        ({"action": "dance"}, "Unknown action type 'dance'"),
        ({}, "The form did not say which move to make"),
        ({"action": "next_deal"}, "The deal is not over yet"),
    ],
)
def test_a_move_you_cannot_make_is_answered_400(
    app, client, parse_html, fixed_seed, fields, message
):
    url = start_game(client, parse_html)
    table = Table(client, url, parse_html)
    before = table.saved(app)
    response = table.post(fields)
    assert response.status_code == 400
    page = parse_html(response.text)
    # Beside the cards when it is about them, else above the table.
    about_cards = fields.get("action") == "discard"
    said = page.find(id="card-error") if about_cards else page.find("p", class_="is-problem")
    assert message in said.words()
    assert table.saved(app).version == before.version
    assert table.saved(app).state == before.state


def test_the_engines_refusal_is_said_beside_the_field_it_concerns(
    app, client, parse_html, fixed_seed
):
    """The engine's own reason, in the form whose field it is about, marked on its control:
    a throw of the wrong size beside the cards; a count past 29, beside the points."""
    url = start_game(client, parse_html, muggins="true")
    table = Table(client, url, parse_html)
    response = table.post({"action": "discard", "card": [str(table.game(app).state.hands[0][0])]})
    page = parse_html(response.text)
    error = page.find("form", class_="discard-form").find(id="card-error")
    assert "Choose 2 cards to throw to the crib; you chose 1." in error.words()
    assert page.find_all("p", class_="is-problem") == []
    state = table.game(app).state
    while state.phase is not Phase.SHOW or state.current_player != 0 or state.claim:
        table.post(form_for(your_move(state)))
        state = table.game(app).state
    response = table.post({"action": "declare", "points": "30"})
    page = parse_html(response.text)
    assert "from 0 to 29" in page.find(id="points-error").words()
    assert page.find("input", id="points").attrs["aria-invalid"] == "true"


def test_a_card_you_do_not_hold(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    table = Table(client, url, parse_html)
    state = table.game(app).state
    mine = state.hands[0]
    other = next(card for card in state.hands[1])
    response = table.post({"action": "discard", "card": [str(mine[0]), str(other)]})
    assert response.status_code == 400
    assert (
        f"You do not hold {other.display}"
        in parse_html(response.text).find(id="card-error").words()
    )
    # No version at all: a form from somewhere else.
    response = client.post(url, data={"csrf_token": table.hidden()["csrf_token"], "action": "go"})
    assert response.status_code == 400
    assert table.saved(app).version == 0


def test_another_players_game_is_not_found(app, client, parse_html):
    url = start_game(client, parse_html)
    stranger = app.test_client()
    response = stranger.get(url)
    assert response.status_code == 404
    assert "There is no game of yours at this address" in response.text
    token = csrf_token(stranger, "/cribbage/play")
    response = stranger.post(url, data={"csrf_token": token, "version": "0", "action": "go"})
    assert response.status_code == 404
    assert "No unfinished games" in parse_html(stranger.get("/cribbage/play").text).words()
    assert client.get(url.replace(url[-4:], "AAAA")).status_code == 404


def test_unfinished_games_are_listed_to_resume(app, client, parse_html, fixed_seed):
    first = start_game(client, parse_html)
    second = start_game(client, parse_html, players="4", game_to="121")
    page = parse_html(client.get("/cribbage/play").text)
    links = page.find("ul", class_="resume-list").find_all("a")
    assert [link.attrs["href"] for link in links] == [second, first]
    assert links[0].words() == "You and North 0, West and East 0 (game to 121)"
    assert links[1].words() == "You 0, Computer 0 (game to 61)"


def test_a_game_resumes_after_a_server_restart(app, client, parse_html, fixed_seed, tmp_path):
    url = start_game(client, parse_html)
    table = Table(client, url, parse_html)
    for _ in range(3):
        table.post(form_for(your_move(table.game(app).state)))
    before = table.page()
    app.extensions["storage"].engine.dispose()

    restarted = create_app(
        {"TESTING": True, "SECRET_KEY": "test", "DATABASE_URL": app.config["DATABASE_URL"]}
    )
    again = restarted.test_client()
    again.set_cookie("session", client.get_cookie("session").value)
    table = Table(again, url, parse_html)
    after = table.page()
    assert after.find("div", id="game").words() == before.find("div", id="game").words()
    version = table.saved(restarted).version
    assert table.post(form_for(your_move(table.game(restarted).state))).status_code == 303
    assert table.saved(restarted).version > version
    restarted.extensions["storage"].engine.dispose()


def assert_nothing_inline(page) -> None:
    """What the Content-Security-Policy forbids: inline scripts, styles and handlers."""
    scripts = page.find_all("script")
    assert all(script.attrs.get("src") and not script.text.strip() for script in scripts)
    assert not page.find_all("style")
    for element in [page, *page.find_all()]:
        assert "style" not in element.attrs, element.tag
        assert not any(name.startswith(("on", "hx-on")) for name in element.attrs), element.tag


# Every page and fragment of a whole four-handed game: a volume run, with the slow tier (CI
# runs it). In the quick tier the Euchre table's page is read for inline script and style, and
# the browser tests at the cribbage table fail on any CSP violation (console_problems).
@pytest.mark.slow
@pytest.mark.one_database
def test_no_page_of_a_game_has_inline_script_or_style(app, client, parse_html, fixed_seed):
    assert_nothing_inline(parse_html(client.get("/cribbage/play").text))
    url = start_game(client, parse_html, players="4", muggins="true")
    table = Table(client, url, parse_html)
    phases = set()
    while not (state := table.game(app).state).is_over:
        phases.add(state.phase)
        assert_nothing_inline(table.page())
        response = table.post(form_for(your_move(state)), htmx=True)
        assert_nothing_inline(parse_html(response.text))
    assert_nothing_inline(table.page())
    assert phases == {Phase.DISCARD, Phase.PEGGING, Phase.SHOW, Phase.DONE}


# Muggins


def test_muggins_your_undercount_is_open_to_the_computer(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html, muggins="true")
    table = Table(client, url, parse_html)
    for _ in range(200):
        state = table.game(app).state
        move = your_move(state)
        if isinstance(move, Declare) and move.points > 0:
            break
        table.post(form_for(move))
    else:
        pytest.fail("no hand of yours worth a point to declare")
    page = table.page()
    declare = page.find("form", class_="declare-form")
    assert declare.find("input", name="points").attrs["max"] == "29"
    assert table.post({"action": "declare", "points": "0"}).status_code == 303
    game = table.game(app)
    texts = [(e.category.value, predicate(e.text)) for e in game.state.log[game.since :]]
    assert texts[0][0] == "show" and "declares 0 points" in texts[0][1]
    # The computer took the points you missed, or let them go: either way it is said.
    claim = next(t for t in texts if t[0] in ("muggins", "missed"))
    page = table.page()
    show = page.find("section", class_="show-panel").words()
    assert claim[1].split(":")[0] in show


def test_muggins_you_may_claim_the_computers_undercount(
    app, client, parse_html, fixed_seed, monkeypatch
):
    """A computer that declares 0 for every count: you get Muggins and Pass buttons."""

    def declares_nothing(view, rng):
        action = POLICIES["standard"](view, rng)
        return Declare(action.player, 0) if isinstance(action, Declare) else action

    engine = dataclasses.replace(
        CRIBBAGE.engine, levels={level: declares_nothing for level in LEVELS}
    )
    monkeypatch.setattr(CRIBBAGE, "engine", engine)
    url = start_game(client, parse_html, muggins="true")
    table = Table(client, url, parse_html)
    for _ in range(300):
        state = table.game(app).state
        if state.claim is not None and state.current_player == 0:
            break
        table.post(form_for(your_move(state)))
    else:
        pytest.fail("the computer never undercounted")
    page = table.page()
    prompt = page.find(class_="your-move").find(class_="prompt").words()
    assert re.match(r"Computer declares 0( for the crib)?\. Muggins, or accept\?$", prompt)
    buttons = [b.words() for b in page.find(class_="your-move").find_all("button")]
    assert buttons == ["Muggins", "Accept"]
    missed = state.claim.missed
    you_before = state.scores[0]
    # A call says how many points were missed (ACC rule 10.4): without them, it is refused.
    refused = table.post({"action": "muggins"})
    assert refused.status_code == 400
    assert "how many points were missed" in refused.text
    assert table.post({"action": "muggins", "points": str(missed)}).status_code == 303
    state = table.game(app).state
    assert state.scores[0] >= you_before + missed
    assert "You call muggins and take" in table.page().find("section", class_="show-panel").words()


def counting_in_full(state: GameState):
    """Your move with muggins on, counting your own hands in full: the easy computer's
    choice for your seat otherwise, and dealing on after the show."""
    if state.phase is Phase.DONE:
        return state.legal_actions()[0]
    if state.phase is Phase.SHOW:
        counter, crib = state.counting
        return Declare(0, state.hand_score(counter, crib).total)
    return choose_action(state, "easy", seat=0)


def test_muggins_when_the_computer_misses_points(app, client, parse_html, monkeypatch):
    """The house rule chosen on the new-game form: the computer's own count falls short now
    and then, you get the Muggins button, and it pegs the points missed with the full count."""
    # A deal whose first hand the computer counts short (any seed would do, in more moves).
    monkeypatch.setattr("webapp.tables.secrets.randbits", lambda bits: 2026)
    form = parse_html(client.get("/cribbage/play").text).find("form", class_="new-game")
    box = form.find("details", class_="more-rules").find("input", name="computer_misses")
    assert box.attrs["type"] == "checkbox" and "checked" not in box.attrs
    url = start_game(client, parse_html, level="easy", muggins="true", computer_misses="true")
    table = Table(client, url, parse_html)
    meta = table.page().find("p", class_="game-meta").words()
    assert "muggins (the computer misses points)" in meta
    prompts = []
    for _ in range(300):
        state = table.game(app).state
        if state.claim is not None and state.current_player == 0:
            # Asked after every count of the computer's, right or short, in the same words.
            prompts.append(table.page().find(class_="your-move").find(class_="prompt").words())
            if state.claim.missed:
                break
            table.post({"action": "pass"})
            continue
        assert not state.is_over, "the game ended without the computer missing a point"
        table.post(form_for(counting_in_full(state)))
    else:
        pytest.fail("the computer never missed a point")
    claim = state.claim
    assert claim.counter == 1
    score = state.hand_score(claim.counter, claim.crib)
    assert claim.declared < claim.total == score.total
    # One item left out: a fifteen, a run or his nobs.
    missable = {item.points for item in score.items if item.category in ("fifteen", "run", "nobs")}
    assert claim.missed in missable
    page = table.page()
    assert len(prompts) >= 2, "no right count was asked about before the short one"
    for prompt in prompts:
        assert re.fullmatch(r"Computer declares \d+( for the crib)?\. Muggins, or accept\?", prompt)
    crib = " for the crib" if claim.crib else ""
    assert prompts[-1] == f"Computer declares {claim.declared}{crib}. Muggins, or accept?"
    buttons = [b.words() for b in page.find(class_="your-move").find_all("button")]
    assert buttons == ["Muggins", "Accept"]
    assert table.post({"action": "muggins", "points": str(claim.missed)}).status_code == 303
    after = table.game(app).state
    (called,) = [e for e in after.log[len(state.log) :] if e.category == "muggins"]
    assert (called.player, called.points) == (0, claim.missed)
    show = table.page().find("section", class_="show-panel").words()
    points = "1 point" if claim.missed == 1 else f"{claim.missed} points"
    assert f"You call muggins and take the {points} missed" in show
    assert f"holds {claim.total}, not the {claim.declared} declared" in show
    for item in score.items:  # the full count, the missed item among the rest
        assert item.text in show


def test_a_wrong_muggins_call_is_answered_by_the_rules(app, client, parse_html, monkeypatch):
    """Muggins called on a count that was right: the computer pegs the points claimed, and
    the show says why (ACC rule 10.4)."""
    monkeypatch.setattr("webapp.tables.secrets.randbits", lambda bits: 2026)
    url = start_game(client, parse_html, level="easy", muggins="true", computer_misses="true")
    table = Table(client, url, parse_html)
    for _ in range(300):
        state = table.game(app).state
        if state.claim is not None and state.current_player == 0 and not state.claim.missed:
            break
        assert not state.is_over
        accept = state.claim is not None and state.current_player == 0
        table.post(form_for(Pass(0) if accept else counting_in_full(state)))
    else:
        pytest.fail("the computer never counted right")
    assert table.post({"action": "muggins", "points": "2"}).status_code == 303
    after = table.game(app).state
    (penalty,) = [e for e in after.log[len(state.log) :] if e.category == "false_muggins"]
    assert (penalty.player, penalty.points) == (1, 2)  # the counter pegs the 2 claimed
    show = table.page().find("section", class_="show-panel").words()
    assert "Computer pegs the 2 points of a wrong muggins call" in show
    assert "nothing was missed" in show and "(ACC rule 10.4)" in show


def test_the_state_saved_is_the_engines_json(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    record = json.loads(Table(client, url, parse_html).saved(app).state)
    assert set(record) == {"format", "level", "since", "game", "coach", "hints", "hint", "coached"}
    coaching = (record["coach"], record["hints"], record["hint"], record["coached"])
    assert coaching == (None, [], None, [])
    assert record["format"] == saved_games.SAVE_FORMAT
    assert GameState.from_dict(record["game"]).seed == SEED


def test_a_plain_engine_state_saved_as_cribbage_can_be_played(app, client, parse_html):
    """A game saved elsewhere as the engine's JSON alone is listed and played here; a row that
    is not a game at all is left out of the list."""
    start_game(client, parse_html)  # gives this visitor a player id
    with client.session_transaction() as cookie:
        player_id = cookie[PLAYER_ID_KEY]
    with app.test_request_context():
        session[PLAYER_ID_KEY] = player_id
        plain = saved_games.create("cribbage", new_game(SEED, players=2).to_json()).id
        saved_games.create("cribbage", json.dumps({"not": "a game"}))
    links = parse_html(client.get("/cribbage/play").text).find("ul", class_="resume-list")
    assert len(links.find_all("a")) == 2
    table = Table(client, f"/cribbage/games/{plain}", parse_html)
    assert table.post(form_for(your_move(table.game(app).state))).status_code == 303
    assert table.game(app).level == "standard"


def test_you_count_your_crib_from_its_cards_face_up(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html, muggins="true")
    table = Table(client, url, parse_html)
    for _ in range(200):
        state = table.game(app).state
        if state.counting == (0, True):
            break
        table.post(form_for(your_move(state)))
    else:
        pytest.fail("you never counted a crib")
    page = table.page()
    assert page.find(class_="your-move").find(class_="prompt").words() == "Count your crib"
    shown = page.find("div", role="group", aria_label="Your crib and the starter")
    names = [svg.attrs["aria-label"] for svg in shown.find_all("svg", role="img")]
    assert names == [card.name for card in (*state.crib, state.starter)]
    label = next(label for label in page.find_all("label") if label.attrs.get("for") == "points")
    assert label.words() == "Points in your crib"
    assert page.find("input", id="points").attrs["type"] == "number"


def reach_your_declare(app, table: Table) -> None:
    for _ in range(200):
        state = table.game(app).state
        move = your_move(state)
        if isinstance(move, Declare):
            return
        table.post(form_for(move))
    pytest.fail("never your turn to declare")


NOT_A_COUNT = ["²", "٣", "１", "1" * 5000, "-1", "30", "3.0", "1e1", "0x1", "", "  ", "1 2"]


def test_a_declared_count_must_be_ascii_digits_from_0_to_29(app, client, parse_html, fixed_seed):
    """Each wrong count sent in turn at the same declare: each is refused and changes nothing,
    so the next meets the same position (one game reaches it, not one a count)."""
    url = start_game(client, parse_html, muggins="true")
    table = Table(client, url, parse_html)
    reach_your_declare(app, table)
    before = table.saved(app)
    for points in NOT_A_COUNT:
        response = table.post({"action": "declare", "points": points})
        assert response.status_code == 400, points
        page = parse_html(response.text)
        message = page.find("p", id="points-error").words()
        assert message == "Declare your count as a whole number from 0 to 29.", points
        field = page.find("input", name="points")
        assert field.attrs["aria-invalid"] == "true", points
        assert field.attrs["value"] == points  # what was typed stays, to be corrected
        assert "invalid literal" not in response.text, points
        assert "int_max_str_digits" not in response.text, points
        assert table.saved(app).version == before.version, points


def test_a_version_that_is_not_ascii_digits_is_refused(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    table = Table(client, url, parse_html)
    hidden = table.hidden()
    move = form_for(your_move(table.game(app).state))
    for version in ("٠", "０", "⁰", "0" * 5000, "+0", "0_0"):
        response = table.post(move, hidden={**hidden, "version": version})
        assert response.status_code == 400, version
        assert "missing its version" in parse_html(response.text).find(class_="is-problem").words()
    assert table.saved(app).version == 0
    assert table.post(move, hidden=hidden).status_code == 303
