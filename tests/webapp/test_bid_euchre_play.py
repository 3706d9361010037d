"""Playing Bid Euchre in the browser, through the test client: the new-game form and its house
rules, whole games with the computers, the bidding panel and the exchange, saving after every
move, double submits, bad moves, another player's game, and the rules page."""

from __future__ import annotations

import re

import pytest

from scoring.bideuchre.actions import Action, Bid, Pass
from scoring.bideuchre.events import Phase
from tests.support import csrf_token
from webapp.bideuchre.table import BID_EUCHRE, form_for
from webapp.models import SavedGame
from webapp.storage import get_session
from webapp.tables import YOU, ComputerTable

pytestmark = pytest.mark.both_databases

SEED = 52
GAME_URL = re.compile(r"^/bid-euchre/games/([A-Za-z0-9_-]{22,})$")
NEW = "/bid-euchre/play"


@pytest.fixture
def fixed_seed(monkeypatch):
    monkeypatch.setattr("webapp.tables.secrets.randbits", lambda bits: SEED)


def start_game(client, parse_html, **choices: str) -> str:
    data = {"game_to": "32", "level": "easy", **choices, "csrf_token": csrf_token(client, NEW)}
    response = client.post(NEW, data=data)
    assert response.status_code == 303, response.text
    assert GAME_URL.match(response.headers["Location"])
    return response.headers["Location"]


def saved(app, url: str) -> SavedGame:
    with app.app_context():
        return get_session().get(SavedGame, GAME_URL.match(url).group(1))


def game(app, url: str) -> ComputerTable:
    return ComputerTable.from_json(BID_EUCHRE, saved(app, url).state)


def your_move(state) -> Action:
    """A reasonable move: the lowest bid (or pass when someone has bid), else the first."""
    legal = state.legal_actions()
    if state.phase is Phase.BIDDING:
        if state.high is not None and Pass(YOU) in legal:
            return Pass(YOU)
        return next(a for a in legal if isinstance(a, Bid))
    return legal[0]


def post(client, app, url, fields, parse_html, *, version=None, htmx=False, token=None):
    token = token or csrf_token(client, url)
    version = saved(app, url).version if version is None else version
    headers = {"HX-Request": "true"} if htmx else {}
    data = {"csrf_token": token, "version": str(version), **fields}
    return client.post(url, data=data, headers=headers)


def test_the_new_game_page_offers_every_house_rule(client, parse_html):
    page = parse_html(client.get(NEW).text)
    words = page.words()
    for text in (
        "32 cards",
        "Lowest bid",
        "Until three pass",
        "Redeal",
        "Low no-trump",
        "Lone bids",
        "The Benny",
        "Its tricks and 2",
        "Game to",
    ):
        assert text in words, text
    assert page.find("a", href="/rules/bid-euchre")


@pytest.mark.one_database
@pytest.mark.parametrize(
    "rules",
    [
        {},
        pytest.param(
            {
                "deck": "32",
                "min_bid": "1",
                "auction": "continuous",
                "all_pass": "redeal",
                "low_no_trump": "true",
                "lone_bids": "true",
                "benny": "true",
                "made_scores": "tricks_plus_2",
            },
            marks=pytest.mark.slow,
        ),
    ],
    ids=["defaults", "house-rules"],
)
def test_play_a_whole_game(app, client, parse_html, fixed_seed, rules):
    url = start_game(client, parse_html, **rules)
    for _ in range(600):
        record = saved(app, url)
        state = game(app, url).state
        if state.is_over:
            assert record.finished
            page = parse_html(client.get(url).text)
            assert "won the game" in page.find("div", id="game").words()
            return
        assert state.phase is Phase.HAND_OVER or state.current_player == YOU
        text = client.get(url).text
        # The whole page is parsed for the bidding panel; otherwise reading two attributes will do
        # (parsing every page of a long game in Python was most of this test's time).
        token = re.search(r'name="csrf_token" value="([^"]+)"', text).group(1)
        assert re.search(r'<div id="game"[^>]* data-version="(\d+)"', text).group(1) == str(
            record.version
        )
        if state.phase is Phase.BIDDING:
            table = parse_html(text).find("div", id="game")
            # The panel: the numbers you may bid, and the strains enabled to bid them in.
            levels = [r.attrs["value"] for r in table.find_all("input", name="tricks")]
            strains = [
                b.attrs["value"]
                for b in table.find_all("button", class_="bid-button")
                if "disabled" not in b.attrs
            ]
            enabled = {f"{level}:{strain}" for level in levels for strain in strains}
            legal = {form_for(a)["bid"] for a in state.legal_actions() if isinstance(a, Bid)}
            assert enabled == legal  # exactly the legal bids can be made
        fields = form_for(your_move(state))
        response = post(client, app, url, fields, parse_html, version=record.version, token=token)
        assert response.status_code == 303, response.text
        assert saved(app, url).version > record.version  # yours, then the computers' replies
    raise AssertionError("the game did not end")


def test_a_hand_ends_with_the_engines_account(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    for _ in range(200):
        state = game(app, url).state
        if state.phase is Phase.HAND_OVER:
            summary = parse_html(client.get(url).text).find("section", class_="hand-summary")
            said = summary.words()
            assert "The bid is" in said and "a point a trick" in said
            texts = [e.text for e in state.log if e.hand == state.hand_number and e.points]
            assert texts and all(text in said for text in texts)
            # The badge says how the bid ended, not the tricks it still needed.
            badge = parse_html(client.get(url).text).find("p", class_="trump-badge").words()
            contract = state.contract
            assert contract is not None  # the fixed seed's first hand is bid and played
            taken = state.tricks[contract.side]
            word = "Made" if taken >= contract.tricks else "Set"
            assert f"{word}: {taken} trick" in badge and "to make it" not in badge, badge
            return
        post(client, app, url, form_for(your_move(state)), parse_html)
    raise AssertionError("no hand ended")


def test_a_lone_bid_and_its_exchange(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html, lone_bids="true", game_to="32")
    for _ in range(300):
        state = game(app, url).state
        if state.phase is Phase.BIDDING:
            calls = [a for a in state.legal_actions() if isinstance(a, Bid) and a.lone]
            call = next((a for a in calls if a.lone.swap == 2), None)
            if call is not None:
                response = post(client, app, url, form_for(call), parse_html)
                assert response.status_code == 303, response.text
                break
        post(client, app, url, form_for(your_move(state)), parse_html)
    else:
        pytest.skip("you never had a lone bid to make")
    page = parse_html(client.get(url).text)
    fieldset = page.find("fieldset", class_="your-move")
    assert fieldset.attrs["data-throw"] == "2"
    assert "Pass 2 cards to Partner" in fieldset.words()
    hand = game(app, url).state.hands[YOU]
    one = post(client, app, url, {"action": "exchange", "card": [str(hand[0])]}, parse_html)
    assert one.status_code == 400 and "pass exactly 2 cards" in one.text.lower()
    two = post(
        client, app, url, {"action": "exchange", "card": [str(c) for c in hand[:2]]}, parse_html
    )
    assert two.status_code == 303
    state = game(app, url).state
    assert state.phase in (Phase.PLAY, Phase.HAND_OVER, Phase.OVER)
    assert not {hand[0], hand[1]} <= set(state.hands[YOU]) or hand[0] == hand[1]


def test_with_the_benny_you_take_up_the_widow_and_lay_a_card_away(
    app, client, parse_html, monkeypatch
):
    for seed in range(30):
        monkeypatch.setattr("webapp.tables.secrets.randbits", lambda bits, s=seed: s)
        url = start_game(client, parse_html, benny="true")
        state = game(app, url).state
        if state.phase is Phase.BIDDING and state.current_player == YOU and state.high is None:
            break
    else:
        pytest.skip("no seed where you bid first")
    assert "the widow, 1 card face down" in parse_html(client.get(url).text).words()
    bid = next(a for a in state.legal_actions() if isinstance(a, Bid) and a.tricks == 12)
    assert post(client, app, url, form_for(bid), parse_html).status_code == 303
    state = game(app, url).state
    assert state.phase is Phase.WIDOW and state.current_player == YOU
    assert len(state.hands[YOU]) == 13
    page = parse_html(client.get(url).text)
    move = page.find("div", class_="your-move")
    taken = state.taken[0]
    assert "You took up the widow" in move.words() and "Lay one card away" in move.words()
    buttons = move.find_all("button", class_="hand-card")
    assert len(buttons) == 13
    new = [b for b in buttons if "is-new" in b.attrs["class"]]
    assert [b.attrs["value"] for b in new] == [str(taken)]
    bad = post(client, app, url, {"action": "discard", "card": "ZZ"}, parse_html)
    assert bad.status_code == 400
    card = state.hands[YOU][0]
    response = post(client, app, url, {"action": "discard", "card": str(card)}, parse_html)
    assert response.status_code == 303
    after = game(app, url).state
    assert after.laid_away == (card,) and card not in after.hands[YOU]
    assert after.phase in (Phase.PLAY, Phase.HAND_OVER)


def test_negative_scores_are_shown_plainly(app, parse_html):
    from scoring.bideuchre.game import GameState
    from webapp.bideuchre.view import table_view

    state = GameState.from_deal(
        [
            ["9C", "9C'", "TC", "TC'", "JC", "JC'", "QC", "QC'", "KC", "KC'", "AC", "AC'"],
            ["9D", "9D'", "TD", "TD'", "JD", "JD'", "QD", "QD'", "KD", "KD'", "AD", "AD'"],
            ["9H", "9H'", "TH", "TH'", "JH", "JH'", "QH", "QH'", "KH", "KH'", "AH", "AH'"],
            ["9S", "9S'", "TS", "TS'", "JS", "JS'", "QS", "QS'", "KS", "KS'", "AS", "AS'"],
        ],
        scores=(-7, 12),
    )
    table = ComputerTable(BID_EUCHRE, state, "easy")
    view = table_view(table)
    assert view.sides[0].score == -7
    with app.test_request_context():
        from flask import render_template

        html = render_template("bideuchre/_title.html", table=view)
    assert "−7" in html


def test_a_move_made_twice_is_applied_once(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    state = game(app, url).state
    fields = form_for(your_move(state))
    assert post(client, app, url, fields, parse_html, version=0).status_code == 303
    made = saved(app, url).version
    again = post(client, app, url, fields, parse_html, version=0)
    assert again.status_code == 409
    assert saved(app, url).version == made > 0


@pytest.mark.parametrize(
    "fields, said",
    [
        ({"action": "bid", "bid": "13:H"}, "choose a bid from the panel"),
        ({"action": "bid", "bid": "4:X"}, "choose a bid from the panel"),
        # Digits to str.isdigit() that int() cannot read, and more digits than it will.
        ({"action": "bid", "bid": "²:S"}, "choose a bid from the panel"),
        ({"action": "bid", "bid": "٣:S"}, "choose a bid from the panel"),
        ({"action": "bid", "bid": "9" * 5000 + ":S"}, "choose a bid from the panel"),
        # The table's panel: a number, then a strain's button.
        ({"action": "bid", "strain": "H"}, "how many tricks to bid first"),
        ({"action": "bid", "tricks": "4"}, "choose the trump of your bid"),
        ({"action": "bid", "tricks": "4", "strain": "X"}, "choose a bid from the panel"),
        ({"action": "bid", "tricks": "many", "strain": "S"}, "choose a bid from the panel"),
        ({"action": "play", "card": "ZZ"}, "unknown rank"),
        ({"action": "fly"}, "did not say which move"),
        ({"action": "next_hand"}, "not over yet"),
    ],
)
def test_a_move_you_cannot_make_is_answered_400(app, client, parse_html, fixed_seed, fields, said):
    url = start_game(client, parse_html)
    response = post(client, app, url, fields, parse_html)
    assert response.status_code == 400
    assert said in response.text.lower()
    assert saved(app, url).version == 0


def test_a_bid_too_low_is_refused_with_the_bid_to_beat(app, client, parse_html, monkeypatch):
    for seed in range(40):
        monkeypatch.setattr("webapp.tables.secrets.randbits", lambda bits, s=seed: s)
        url = start_game(client, parse_html)
        state = game(app, url).state
        if state.phase is Phase.BIDDING and state.high is not None and state.high.tricks < 12:
            low = f"{state.high.tricks}:H"
            response = post(client, app, url, {"action": "bid", "bid": low}, parse_html)
            assert response.status_code == 400
            assert "the bid to beat is" in response.text
            return
    pytest.skip("no seed with a bid before yours")


def test_another_players_game_is_not_found(app, client, parse_html):
    url = start_game(client, parse_html)
    stranger = app.test_client()
    assert stranger.get(url).status_code == 404
    token = csrf_token(stranger, NEW)
    response = stranger.post(url, data={"csrf_token": token, "version": "0", "action": "pass"})
    assert response.status_code == 404


def test_htmx_gets_the_table_fragment(app, client, parse_html, fixed_seed):
    url = start_game(client, parse_html)
    fields = form_for(your_move(game(app, url).state))
    response = post(client, app, url, fields, parse_html, htmx=True)
    assert response.status_code == 200
    assert "<html" not in response.text and 'id="game"' in response.text


def test_your_hand_is_grouped_by_suit_with_the_trumps_together(app, client, parse_html):
    from scoring.cards import Suit, parse_cards
    from scoring.tricks.holding import grouped

    hand = parse_cards("9H JD AS QH 9C JH AD TS KC")
    shown = [str(c) for c in grouped(hand, Suit.HEARTS)]
    # Spades, clubs, diamonds, then hearts with both bowers on top: JH, JD, QH, 9H.
    assert shown == ["AS", "TS", "KC", "9C", "AD", "JH", "JD", "QH", "9H"]
    assert [str(c) for c in grouped(parse_cards("9D KD AD"), None, low=True)] == ["9D", "KD", "AD"]


def test_the_rules_page_is_linked_and_shows_engine_examples(client, parse_html):
    page = parse_html(client.get("/rules/bid-euchre").text)
    words = page.words()
    assert "left bower" in words and "stuck" in words and "set" in words
    assert "North–South bid four, hearts and took 7 tricks" in words
    assert "The jack of diamonds is the left bower" in words
    for option in ("Low no-trump", "Lone bids", "Call 2", "Moon", "The Benny", "widow"):
        assert option in words
    # The tricks are explained by the engine (scoring.tricks.explain), the winner marked.
    benny = (
        "The Benny beats the right bower. Hearts are trump; South leads, then West, North, East."
    )
    assert f"{benny} West takes the trick. The Benny takes it: it is the highest trump." in words
    assert "Low no-trump; South leads" in words
    assert (
        "it is the lowest diamond (in low no-trump the lowest card of the suit led wins)" in words
    )
    winners = [li.attrs["data-winner"] for li in page.find_all("li") if "data-winner" in li.attrs]
    assert winners == ["West", "South", "North", "West", "West", "North", "West"]
    nav = parse_html(client.get("/").text).find("nav")
    assert nav.find("a", href="/bid-euchre/play")
