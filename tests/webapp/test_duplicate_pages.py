"""Duplicate against the field through the test client: the hub, a set entered with a name (and
refused with a bad one), played deal by deal at the game's own table with each result recorded
once, the field shown only after you play a deal, ranked and unranked entries, hints that make
a deal unranked, the standings of several players, the API and /progress."""

from __future__ import annotations

import re
import threading
from datetime import date, timedelta

import pytest
from sqlalchemy import func, select

from scoring.duplicate.daily import daily_set
from scoring.duplicate.field import matchpoints
from tests.support import csrf_token
from webapp import saved_games
from webapp.duplicate import days, field
from webapp.duplicate.models import DuplicateEntry, DuplicateResult
from webapp.duplicate.table import EntryTable, saved_name
from webapp.games import table_game
from webapp.models import Player, SavedGame
from webapp.players import PLAYER_ID_KEY
from webapp.storage import get_session
from webapp.tables import YOU

pytestmark = pytest.mark.both_databases

TODAY = date(2026, 12, 7)
DAY = TODAY.isoformat()
ENTRY_URL = re.compile(r"^/duplicate/entries/([A-Za-z0-9_-]{20,})$")


@pytest.fixture(autouse=True)
def fixed_day(monkeypatch):
    monkeypatch.setattr(days, "today", lambda: TODAY)


def enter(client, game: str = "euchre", day: str = DAY, name: str | None = None):
    data = {"csrf_token": csrf_token(client, f"/duplicate/{game}/{day}")}
    if name is not None:
        data["name"] = name
    return client.post(f"/duplicate/{game}/{day}", data=data)


def entered(client, game: str = "euchre", day: str = DAY, name: str | None = None) -> str:
    response = enter(client, game, day, name)
    assert response.status_code == 303, response.text
    assert ENTRY_URL.match(response.headers["Location"]), response.headers["Location"]
    return response.headers["Location"]


def entry_of(app, url: str) -> tuple[SavedGame, EntryTable]:
    with app.app_context():
        saved = get_session().get(SavedGame, ENTRY_URL.match(url).group(1))
        return saved, EntryTable.from_json(saved.state)


def move_form(table: EntryTable, pick: int = 0) -> dict[str, object]:
    """The next deal when a deal is over, else your `pick`-th legal action (0 the first, -1 the
    last, counted round): players who pick differently get different results."""
    played = table.played
    game = table_game(played.game)
    if played.deal_over:
        return {"action": "next_hand" if played.game != "cribbage" else "next_deal"}
    legal = played.current.legal_actions(YOU)
    return game.form_for(legal[pick % len(legal)])


def post_move(app, client, url: str, pick: int = 0):
    saved, table = entry_of(app, url)
    data = {
        **move_form(table, pick),
        "version": saved.version,
        "csrf_token": csrf_token(client, url),
    }
    return client.post(url, data=data)


def play_deal(app, client, url: str, pick: int = 0) -> EntryTable:
    """Your moves until the current deal is over."""
    for _ in range(60):
        _, table = entry_of(app, url)
        if table.played.deal_over:
            return table
        response = post_move(app, client, url, pick)
        assert response.status_code == 303, response.text
    raise AssertionError("the deal did not end")


def next_deal(app, client, url: str) -> None:
    response = post_move(app, client, url)
    assert response.status_code == 303, response.text


def results(app, game: str = "euchre") -> list[DuplicateResult]:
    with app.app_context():
        query = select(DuplicateResult).where(DuplicateResult.game == game)
        return list(get_session().scalars(query))


# -- the hub and the addresses ------------------------------------------------------------


def test_the_hub_lists_todays_sets_and_earlier_days(client, parse_html):
    page = parse_html(client.get("/duplicate").text)
    links = {a.attrs["href"] for a in page.find_all("a")}
    for game in ("euchre", "bideuchre", "cribbage"):
        assert f"/duplicate/{game}/{DAY}" in links
        assert f"/duplicate/{game}/{DAY}/standings" in links
        assert f"/duplicate/{game}/{(TODAY - timedelta(days=1)).isoformat()}" in links
    assert "Duplicate against the field" in page.find("h1").words()


@pytest.mark.parametrize(
    ("path", "said"),
    [
        ("/duplicate/poker/2026-12-07", "There is no duplicate set of 'poker'"),
        ("/duplicate/euchre/07-12-2026", "A set's day is written YYYY-MM-DD"),
        ("/duplicate/euchre/2026-02-30", "2026-02-30 is not a date"),
        ("/duplicate/euchre/2026-12-08", "is not dealt yet"),
        ("/duplicate/euchre/2020-01-01", "The first sets were played on"),
        ("/duplicate/euchre/2026-12-07/deals/9", "The set has 8 deals"),
        ("/duplicate/cribbage/2026-12-07/deals/0", "The set has 6 deals"),
    ],
)
def test_an_address_that_names_no_set_is_a_404_that_says_why(client, parse_html, path, said):
    response = client.get(path)
    assert response.status_code == 404
    assert said in parse_html(response.text).find("main").words()
    api = client.get("/api" + path)
    assert api.status_code == 404
    assert said.lower()[:20] in api.get_json()["error"].lower()


# -- names ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("<script>x</script>", "A name is letters, digits, spaces and . _ - only"),
        ("x" * 500, "A name is at most 24 characters; that one is 500."),
    ],
)
def test_a_bad_name_is_refused_beside_its_field_and_nothing_is_entered(
    app, client, parse_html, typed, said
):
    response = enter(client, name=typed)
    assert response.status_code == 400
    page = parse_html(response.text)
    assert said in page.find("p", id="name-error").words()
    assert page.find("input", name="name").attrs["aria-invalid"] == "true"
    assert "<script>" not in response.text
    with app.app_context():
        assert get_session().scalar(select(func.count()).select_from(DuplicateEntry)) == 0


def test_without_a_name_the_standings_say_player_and_four_digits(app, client, parse_html):
    url = entered(client)
    play_deal(app, client, url)
    page = parse_html(client.get(f"/duplicate/euchre/{DAY}/standings").text)
    (row,) = page.find("table", class_="duplicate-standings").find("tbody").find_all("tr")
    assert re.fullmatch(r"Player \d{4} you", row.find("th").words())


# -- playing a set -----------------------------------------------------------------------------


def test_a_deal_played_is_recorded_once_and_its_field_shown_only_after(app, client, parse_html):
    url = entered(client, name="Ada L.")
    assert client.get(f"/duplicate/euchre/{DAY}/deals/1").status_code == 403
    page = parse_html(client.get(url).text)
    assert page.find("div", id="game")  # the game's own table
    assert "this deal will not count" in page.find("button", class_="hint-button").words()
    table = play_deal(app, client, url)
    (row,) = results(app)
    assert (row.deal, row.result) == (1, table.played.results[0].yours.net)
    panel = parse_html(client.get(url).text).find("section", id="duplicate-panel")
    assert "Against the field so far: 50.0%" in panel.words()
    # The page read again (and the move's answer followed) records nothing twice.
    client.get(url)
    assert len(results(app)) == 1
    field = parse_html(client.get(f"/duplicate/euchre/{DAY}/deals/1").text)
    assert "1 player played it" in field.words()
    assert field.find("svg", class_="histogram")
    assert client.get(f"/duplicate/euchre/{DAY}/deals/2").status_code == 403
    next_deal(app, client, url)
    assert len(results(app)) == 1


def test_a_move_out_of_order_or_on_an_old_version_is_refused(app, client, parse_html):
    url = entered(client)
    saved, table = entry_of(app, url)
    token = csrf_token(client, url)
    early = client.post(
        url, data={"action": "next_hand", "version": saved.version, "csrf_token": token}
    )
    assert early.status_code == 400
    assert post_move(app, client, url).status_code == 303
    stale = client.post(
        url, data={**move_form(table), "version": saved.version, "csrf_token": token}
    )
    assert stale.status_code == 409
    assert results(app) == []


@pytest.mark.one_database
def test_a_finished_set_is_replayed_unranked_and_not_recorded_again(app, client, parse_html):
    url = entered(client, game="cribbage")
    for n in range(6):
        play_deal(app, client, url)
        if n < 5:
            next_deal(app, client, url)
    saved, table = entry_of(app, url)
    assert saved.finished and table.is_over
    assert len(results(app, "cribbage")) == 6
    again = entered(client, game="cribbage")
    assert again != url
    _, replay = entry_of(app, again)
    assert not replay.ranked
    play_deal(app, client, again, pick=-1)
    assert len(results(app, "cribbage")) == 6
    page = parse_html(client.get(again).text)
    assert "a replay, not ranked" in page.find("section", id="duplicate-panel").words()


def test_a_cribbage_set_asks_no_review_of_its_deals_and_ends_with_its_standing(
    app, client, parse_html
):
    url = entered(client, game="cribbage")
    play_deal(app, client, url)
    # A game's review of a deal is not asked for at a set's table (its address would be gone).
    assert "/review/" not in client.get(url).text
    for _ in range(5):
        next_deal(app, client, url)
        play_deal(app, client, url)
    panel = parse_html(client.get(url).text).find("section", id="duplicate-panel")
    assert "Your set: 1st so far, with 50.0% over 6 deals." in panel.words()


def test_a_hint_makes_the_deal_unranked_and_it_is_not_recorded(app, client, parse_html):
    url = entered(client)
    saved, _ = entry_of(app, url)
    token = csrf_token(client, url)
    response = client.post(f"{url}/hint", data={"version": saved.version, "csrf_token": token})
    assert response.status_code == 303
    _, table = entry_of(app, url)
    assert table.unranked == (0,)
    play_deal(app, client, url)
    assert results(app) == []
    assert "This deal is not ranked" in parse_html(client.get(url).text).words()


def test_a_profile_carried_keeps_its_entries_and_one_ranked_entry_per_set(app, client, parse_html):
    laptop_url = entered(client, name="Ada")
    laptop_deal = play_deal(app, client, laptop_url).played.results[0].yours.net
    phone = app.test_client()
    phone_url = entered(phone)
    play_deal(app, phone, phone_url, pick=-1)
    next_deal(app, phone, phone_url)
    play_deal(app, phone, phone_url, pick=-1)
    cribbage_url = entered(phone, game="cribbage")
    cribbage_deal = play_deal(app, phone, cribbage_url).played.results[0].yours.net
    assert len(results(app)) == 3

    code = parse_html(
        client.post("/profile/code", data={"csrf_token": csrf_token(client)}).text
    ).find("p", class_="code")
    data = {"csrf_token": csrf_token(phone), "code": code.words()}
    assert phone.post("/profile/carry", data=data).status_code == 303

    with app.app_context():
        session = get_session()
        entries = session.scalars(select(DuplicateEntry)).all()
        owner = {entry.player_id for entry in entries}
        ranked = {entry.id: entry.ranked for entry in entries}
    assert len(owner) == 1  # every entry is the laptop's now
    laptop_id, phone_id, cribbage_id = (
        ENTRY_URL.match(url).group(1) for url in (laptop_url, phone_url, cribbage_url)
    )
    assert ranked == {laptop_id: True, phone_id: False, cribbage_id: True}
    kept = {(row.game, row.deal, row.entry_id, row.result) for row in results(app, "euchre")}
    kept |= {(row.game, row.deal, row.entry_id, row.result) for row in results(app, "cribbage")}
    assert kept == {
        ("euchre", 1, laptop_id, laptop_deal),
        ("cribbage", 1, cribbage_id, cribbage_deal),
    }
    # The phone's euchre play is a replay now: read and played on, it records nothing.
    panel = parse_html(phone.get(phone_url).text).find("section", id="duplicate-panel")
    assert "a replay, not ranked" in panel.words()
    next_deal(app, phone, phone_url)
    assert "this deal will not count" not in phone.get(phone_url).text
    play_deal(app, phone, phone_url)
    assert len(results(app)) == 1 and len(results(app, "cribbage")) == 1
    for page in ("/duplicate", f"/duplicate/euchre/{DAY}", f"/duplicate/euchre/{DAY}/standings"):
        assert phone.get(page).status_code in (200, 302)  # 302: to the entry not finished
        assert client.get(page).status_code in (200, 302)
    standings = parse_html(phone.get(f"/duplicate/euchre/{DAY}/standings").text)
    (row,) = standings.find("table", class_="duplicate-standings").find("tbody").find_all("tr")
    assert row.find("th").words() == "Ada you"


def test_nobody_reaches_another_players_entry(app, client):
    url = entered(client)
    stranger = app.test_client()
    assert stranger.get(url).status_code == 404
    token = csrf_token(stranger)
    assert stranger.post(url, data={"csrf_token": token, "version": "0"}).status_code == 404


def test_the_standings_rank_several_players_by_matchpoints(app, client, parse_html):
    players = {"First": 0, "Second": -1, "Third": 1}
    for name, pick in players.items():
        other = app.test_client()
        url = entered(other, name=name)
        play_deal(app, other, url, pick=pick)
    recorded = {row.player_id: row.result for row in results(app)}
    assert len(recorded) == 3
    expected = matchpoints(recorded)
    page = parse_html(client.get(f"/duplicate/euchre/{DAY}/standings").text)
    rows = page.find("table", class_="duplicate-standings").find("tbody").find_all("tr")
    shown = [float(r.find_all("td")[1].words().rstrip("%")) for r in rows]
    assert shown == sorted((round(v, 1) for v in expected.values()), reverse=True)
    assert {r.find("th").words() for r in rows} == set(players)


# -- the API and /progress ----------------------------------------------------------------------


def test_the_api_gives_a_sets_standings_and_keeps_its_deals_until_the_day_is_over(
    app, client, monkeypatch
):
    url = entered(client, name="Ada")
    play_deal(app, client, url)
    answer = client.get(f"/api/duplicate/euchre/{DAY}").get_json()
    assert answer["deals"] == 8 and answer["players"] == 1
    assert answer["standings"] == [{"rank": 1, "name": "Ada", "score": 50.0, "deals": 1}]
    refused = client.get(f"/api/duplicate/euchre/{DAY}/deals/1")
    assert refused.status_code == 403
    assert "00:00 UTC" in refused.get_json()["error"]
    assert int(refused.headers["Retry-After"]) > 0
    monkeypatch.setattr(days, "today", lambda: TODAY + timedelta(days=1))
    field = client.get(f"/api/duplicate/euchre/{DAY}/deals/1").get_json()
    assert field["players"] == 1 and sum(d["count"] for d in field["distribution"]) == 1


def test_progress_charts_the_duplicate_average_by_game(app, client, parse_html):
    url = entered(client)
    play_deal(app, client, url)
    page = parse_html(client.get("/progress").text)
    section = page.find("section", class_="duplicate-progress")
    assert "Euchre: 50.0% over 1 set." in section.words()
    assert section.find("svg", class_="field-chart")


@pytest.mark.one_database
@pytest.mark.parametrize("game", ["euchre", "bideuchre", "cribbage"])
def test_your_review_of_a_deal_is_beside_its_field(app, client, parse_html, game):
    url = entered(client, game=game)
    assert client.get(f"{url}/review/1").status_code == 404  # not played yet
    play_deal(app, client, url)
    field = parse_html(client.get(f"/duplicate/{game}/{DAY}/deals/1").text)
    link = field.find("a", href=f"{url}/review/1")
    assert link and "reviewed" in link.words()
    page = parse_html(client.get(f"{url}/review/1").text)
    assert "the computer's review" in page.find("h2").words()
    assert "The whole game's review" not in page.words()
    # Made once, it is shown with the field.
    field = parse_html(client.get(f"/duplicate/{game}/{DAY}/deals/1").text)
    assert field.find("section", class_="hand-review")
    stranger = app.test_client()
    assert stranger.get(f"{url}/review/1").status_code == 404


def test_fifty_clients_finishing_the_same_deal_at_once_are_each_recorded_once(app):
    """Fifty players, each at the last decision of the first deal (the same position: each
    played as the others did), send their last move at the same moment, each twice (a double
    click): every result is recorded once and the standings count each player once."""
    played = daily_set("euchre", TODAY)
    while True:
        legal = played.current.legal_actions(YOU)
        after = played.apply(legal[0])
        if after.deal_over:
            break
        played = after
    last = table_game("euchre").form_for(legal[0])
    entries = []
    clients = []
    with app.test_request_context():
        for n in range(50):
            player_id = f"racer-{n:02d}"
            db = get_session()
            db.add(Player(id=player_id))
            db.commit()
            saved = saved_games.create(
                saved_name("euchre"), EntryTable(played, ranked=True).to_json(), player=player_id
            )
            field.add_entry(saved.id, "euchre", TODAY, player_id, ranked=True)
            entries.append((player_id, f"/duplicate/entries/{saved.id}"))
    for player_id, url in entries:
        client = app.test_client()
        with client.session_transaction() as cookie:
            cookie[PLAYER_ID_KEY] = player_id
        clients.append((client, url, csrf_token(client)))
    start = threading.Barrier(len(clients) * 2, timeout=60)
    answers: list[int] = []

    def finish(client, url, token):
        start.wait()
        answer = client.post(url, data={**last, "version": "0", "csrf_token": token})
        answers.append(answer.status_code)

    threads = [threading.Thread(target=finish, args=sent) for sent in clients for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert sorted(set(answers)) == [303, 409] and answers.count(303) == 50, answers
    rows = results(app)
    assert len(rows) == 50 and len({row.player_id for row in rows}) == 50
    with app.app_context():
        table = field.standings("euchre", TODAY)
    assert table.players == 50
    # Everyone made the same moves: everyone ties, each at 50%.
    assert {row.rank for row in table.rows} == {1} and {row.score for row in table.rows} == {50.0}
