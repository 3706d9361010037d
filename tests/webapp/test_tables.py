"""The computer table, checked once for every registered game: the navigation, the new-game
form built from the engine's described options, starting a game and moving at its table. A
game added to webapp/games.py is covered here without a line of its own."""

import random
import re

import pytest
from flask import url_for
from werkzeug.datastructures import MultiDict

from scoring.games import ENGINES
from tests.support import csrf_token
from webapp.games import TABLE_GAMES
from webapp.tables import new_game_options

GAMES = [pytest.param(game, id=game.engine.name) for game in TABLE_GAMES]


def test_every_engine_has_a_table():
    assert {game.engine.name for game in TABLE_GAMES} == set(ENGINES)


def play_path(client, game) -> str:
    """The game's new-game page, where its blueprint serves it ("/bid-euchre/play")."""
    with client.application.test_request_context():
        return url_for(f"{game.blueprint}.new")


@pytest.mark.parametrize("game", GAMES)
def test_the_new_game_form_offers_every_option_with_its_words(client, parse_html, game):
    page = parse_html(client.get(play_path(client, game)).text)
    link = page.find("nav").find("a", href=play_path(client, game))
    assert link.words() == game.engine.title and link.attrs["aria-current"] == "page"
    form = page.find("form", class_="new-game")
    words = form.words()
    for option in new_game_options(game):
        assert option.label in words
        inputs = form.find_all("input", name=option.name)
        if option.is_flag:
            assert [i.attrs["type"] for i in inputs] == ["checkbox"]
            assert option.help in words
        else:
            assert [i.attrs["value"] for i in inputs] == [c.text for c in option.choices]
            checked = [i.attrs["value"] for i in inputs if "checked" in i.attrs]
            assert checked == [c.text for c in option.choices if c.value == option.default]
            assert all(c.label in words and c.help in words for c in option.choices)


@pytest.mark.parametrize("game", GAMES)
def test_a_choice_not_offered_is_explained_beside_its_field(client, parse_html, game):
    path = play_path(client, game)
    for option in new_game_options(game):
        if option.is_flag:
            continue
        data = {"csrf_token": csrf_token(client, path), option.name: "nonsense"}
        response = client.post(path, data=data)
        assert response.status_code == 400
        error = parse_html(response.text).find("p", id=f"{option.name}-error")
        offered = ", ".join(choice.text for choice in option.choices)
        assert error.words().endswith(f"is one of {offered}, not 'nonsense'")


@pytest.mark.parametrize("game", GAMES)
def test_a_game_starts_with_the_defaults_and_takes_a_move(client, parse_html, game):
    path = play_path(client, game)
    response = client.post(path, data={"csrf_token": csrf_token(client, path)})
    assert response.status_code == 303
    table_path = response.headers["Location"]
    prefix = path.removesuffix("/play")
    assert re.fullmatch(rf"{prefix}/games/[\w-]+", table_path)
    page = parse_html(client.get(table_path).text)
    assert page.find("p", id="game-status") is not None
    # A move the form does not name is refused with the engine's words, nothing saved.
    form = page.find("form", class_="move-form")
    data = {"csrf_token": form.find("input", name="csrf_token").attrs["value"]}
    data["version"] = form.find("input", name="version").attrs["value"]
    refused = client.post(table_path, data={**data, "action": "dance"})
    assert refused.status_code == 400
    listed = parse_html(client.get(path).text).find("ul", class_="resume-list")
    assert listed.find("a", href=table_path) is not None


def rules_path(client, game) -> str:
    with client.application.test_request_context():
        return url_for(game.rules_endpoint)


@pytest.mark.parametrize("game", GAMES)
def test_the_form_and_the_table_link_to_the_games_rules(client, parse_html, game):
    rules = rules_path(client, game)
    page = parse_html(client.get(rules).text)
    assert page.find("h1").words().startswith("The rules of")
    current = page.find("nav", aria_label="Main").find("a", aria_current="page")
    assert current.attrs["href"] == "/rules"
    path = play_path(client, game)
    form = parse_html(client.get(path).text).find("form", class_="new-game")
    link = form.find("a", href=rules)
    assert link.words() == f"Rules of {game.engine.title}"
    started = client.post(path, data={"csrf_token": csrf_token(client, path)})
    table = parse_html(client.get(started.headers["Location"]).text).find(
        "header", class_="game-header"
    )
    assert table.find("a", href=rules).words() == f"Rules of {game.engine.title}"


def test_the_navigation_leads_to_every_games_rules(client, parse_html):
    nav = parse_html(client.get("/").text).find("nav", aria_label="Main")
    assert nav.find("a", href="/rules").words() == "Rules"
    page = parse_html(client.get("/rules").text)
    listed = [a.attrs["href"] for a in page.find("ul", class_="rules-index-list").find_all("a")]
    for game in TABLE_GAMES:
        assert rules_path(client, game) in listed
        assert play_path(client, game) in listed


@pytest.mark.parametrize("game", GAMES)
def test_the_games_own_address_sends_you_to_its_home(client, game):
    """/cribbage, /euchre and /bid-euchre (with or without the slash) were 404s."""
    home = play_path(client, game)
    prefix = home.removesuffix("/play")
    for path in (prefix, f"{prefix}/"):
        answer = client.get(path)
        assert answer.status_code == 302 and answer.headers["Location"] == home, path
    assert client.get(home).status_code == 200


HOUSE = {  # rule options that add kinds of move (a count to declare, a lone defence, an exchange)
    "cribbage": {"muggins": True},
    "euchre": {"defend_alone": True, "all_pass": "stick_the_dealer"},
    "bideuchre": {"lone_bids": True, "benny": True},
}


@pytest.mark.parametrize("game", GAMES)
def test_every_move_of_yours_reads_back_from_the_fields_its_button_posts(game):
    """form_for (what plays through the pages: the tests, the benchmarks) is read_move's
    inverse for every legal move of seat 0, in seeded games played with the house rules."""
    engine = game.engine
    rules = engine.rules_with(HOUSE[engine.name])
    kinds = set()
    for seed in range(3):
        state = engine.new_game(seed, rules, **engine.setups[0])
        rng = random.Random(seed)
        for _ in range(600):
            if state.is_over:
                break
            for action in state.legal_actions(0):
                if action.to_dict().get("points", 0) is None:
                    continue  # a muggins call from the table always names its points
                form = MultiDict(game.form_for(action))
                assert game.read_move(form, state) == action
                kinds.add(action.to_dict()["type"])
            seat = state.current_player
            if seat is None:
                seat = next(s for s in range(state.seats) if state.legal_actions(s))
            state = state.apply(rng.choice(state.legal_actions(seat)))
    assert {"play", "pass"} <= kinds or {"play", "go"} <= kinds
