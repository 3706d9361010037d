"""The coach at the computer tables, through the test client: a hint at every game's table
(kept with the game, shown as the engine gave it, marked in the review), and coach mode's
question before a clear mistake, played anyway or thought again."""

from __future__ import annotations

import re

import pytest

from scoring.cribbage import new_game
from scoring.cribbage.actions import Discard
from scoring.errors import FieldError
from scoring.verdicts import BLUNDER
from tests.support import csrf_token
from tests.webapp.test_tables import play_path
from webapp.cribbage.table import CRIBBAGE
from webapp.games import TABLE_GAMES
from webapp.models import SavedGame
from webapp.storage import get_session
from webapp.tables import YOU, ComputerTable

GAMES = [pytest.param(game, id=game.engine.name) for game in TABLE_GAMES]
# A Euchre game's first hint grades a bid over sampled deals: seconds (up to 20 on a random
# deal), twice over in the test below; the quick tier asks cribbage's, CI all three.
HINTED = [
    pytest.param(game, id=game.engine.name, marks=[] if game is CRIBBAGE else [pytest.mark.slow])
    for game in TABLE_GAMES
]


def start(client, game, **chosen) -> str:
    path = play_path(client, game)
    response = client.post(path, data={"csrf_token": csrf_token(client, path), **chosen})
    assert response.status_code == 303, response.text
    return response.headers["Location"]


def table_of(app, game, url: str) -> tuple[SavedGame, ComputerTable]:
    with app.app_context():
        saved = get_session().get(SavedGame, url.rsplit("/", 1)[1])
        return saved, ComputerTable.from_json(game, saved.state)


def post(client, app, game, url, path, fields):
    saved, _ = table_of(app, game, url)
    data = {"csrf_token": csrf_token(client, url), "version": str(saved.version), **fields}
    return client.post(path, data=data)


@pytest.mark.parametrize("game", HINTED)
def test_a_hint_is_kept_with_the_game_and_shown_best_first(app, client, parse_html, game):
    url = start(client, game)
    page = parse_html(client.get(url).text)
    assert page.find("form", class_="hint-form").find("button").attrs["data-key"] == "h"
    assert not page.find_all("section", class_="hint-panel")
    response = post(client, app, game, url, f"{url}/hint", {})
    assert response.status_code == 303 and response.headers["Location"] == url
    _, table = table_of(app, game, url)
    move = len(table.state.actions)
    assert table.hints == (move,) and table.hint is not None and table.hint.move == move
    assert table.state.legal_actions(YOU)  # nothing was played for you
    expected = game.engine.hint(table.state, YOU)
    assert [o.label for o in table.hint.options] == [o.label for o in expected.options]
    panel = parse_html(client.get(url).text).find("section", class_="hint-panel")
    items = panel.find_all("li", class_="hint-option")
    assert len(items) == len(expected.options)
    assert expected.best.reason.split(":")[0] in panel.words()
    assert expected.basis[:40] in panel.words()
    # Asked again at the same decision: the same hint, nothing new.
    post(client, app, game, url, f"{url}/hint", {})
    assert table_of(app, game, url)[1].hints == (move,)


def test_a_coach_kept_in_points_reads_back_as_a_tier():
    from webapp.coach import threshold_of

    assert threshold_of("0.5") == "mistake"
    assert threshold_of(1.0) == "blunder" and threshold_of("2") == "blunder"
    assert threshold_of("inaccuracy") == "inaccuracy" and threshold_of("") is None
    with pytest.raises(ValueError):
        threshold_of("sometimes")


def test_no_hint_without_a_decision_of_yours(app):
    state = new_game(7)
    for seat in range(2):
        state = state.apply(state.legal_actions(seat)[0])
    while state.current_player == YOU:  # the pegging, to the computer's turn
        state = state.apply(state.legal_actions(YOU)[0])
    table = ComputerTable(CRIBBAGE, state, "standard")
    assert table.decision is None
    with pytest.raises(FieldError, match="no decision of yours"):
        table.with_hint()


def _worst_clear_mistake(table: ComputerTable):
    hint = CRIBBAGE.engine.hint(table.state, YOU)
    worst = hint.options[-1]
    assert hint.verdict(worst.action) == BLUNDER and worst.loss >= 1
    return hint, worst


def test_the_coach_asks_before_a_blunder_and_you_may_play_it_anyway(app, client, parse_html):
    url = start(client, CRIBBAGE, coach="blunder")
    _, table = table_of(app, CRIBBAGE, url)
    assert table.coach == "blunder"
    move = len(table.state.actions)
    _, worst = _worst_clear_mistake(table)
    assert isinstance(worst.action, Discard)
    fields = {"action": "discard", "card": [str(c) for c in worst.action.cards]}
    response = post(client, app, CRIBBAGE, url, url, fields)
    assert response.status_code == 303
    _, asked = table_of(app, CRIBBAGE, url)
    assert len(asked.state.actions) == move  # nothing played yet
    (question,) = asked.coached
    assert question.move == move and question.label == worst.label and not question.answered
    said = parse_html(client.get(url).text).find("div", class_="coach-question").words()
    assert said.startswith("Coach A blunder: ")
    assert re.search(rf"gives up about {worst.loss:.1f} points? on average", said)
    assert "Play it anyway, or think again?" in said
    # Play it anyway: the same fields again, with anyway.
    response = post(client, app, CRIBBAGE, url, url, {**fields, "anyway": "1"})
    assert response.status_code == 303
    _, played = table_of(app, CRIBBAGE, url)
    assert played.state.actions[move] == worst.action
    assert played.coached[0].kept and played.coached[0].played == worst.label


def test_thinking_again_is_recorded_and_the_review_shows_both(app, client, parse_html):
    url = start(client, CRIBBAGE, coach="mistake")
    _, table = table_of(app, CRIBBAGE, url)
    move = len(table.state.actions)
    hint, worst = _worst_clear_mistake(table)
    post(client, app, CRIBBAGE, url, f"{url}/hint", {})
    post(
        client,
        app,
        CRIBBAGE,
        url,
        url,
        {"action": "discard", "card": [str(c) for c in worst.action.cards]},
    )
    best = hint.best.action
    post(
        client, app, CRIBBAGE, url, url, {"action": "discard", "card": [str(c) for c in best.cards]}
    )
    _, played = table_of(app, CRIBBAGE, url)
    assert played.state.actions[move] == best
    (question,) = played.coached
    assert not question.kept and question.played == hint.best.label
    assert played.coaching_at(move) == (True, (question,))
    assert "you thought again and chose" in question.outcome
