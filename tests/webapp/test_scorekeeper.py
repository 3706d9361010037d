"""The scorekeeper's pages: a sheet started, entries made and refused next to their field,
undo, the read-only link that follows the score and cannot change it, and nothing lost: each
entry committed before the answer, two phones at once never both applied on one version, and
the sheet still there after a restart."""

from __future__ import annotations

import re
import threading

import pytest
from sqlalchemy import text

from scoring.scorekeeper import Peg
from tests.support import TEST_CONFIG, csrf_token
from webapp import create_app
from webapp.scorekeeper import store
from webapp.storage import database_engine

# Each test on SQLite, and in CI on PostgreSQL too (tests/conftest.py).
pytestmark = pytest.mark.both_databases

HTMX = {"HX-Request": "true"}


@pytest.fixture
def token(client):
    return csrf_token(client)


def start(client, token, game="cribbage", **fields):
    """A new sheet: its edit page's address."""
    answer = client.post("/scorekeeper", data={"csrf_token": token, "game": game, **fields})
    assert answer.status_code == 303, answer.text
    return answer.headers["Location"]


def enter(client, token, sheet, version, **fields):
    return client.post(
        sheet, data={"csrf_token": token, "version": version, **fields}, headers=HTMX
    )


def view_link(page: str) -> str:
    return re.search(r'href="(/scorekeeper/follow/[^"]+)"', page).group(1)


# Starting a sheet


@pytest.mark.parametrize("game", ["cribbage", "euchre", "bid-euchre"])
def test_each_game_has_its_setup_and_starts_a_sheet(client, token, parse_html, game):
    page = parse_html(client.get(f"/scorekeeper?game={game}").text)
    tabs = page.find("nav", class_="game-tabs").find_all("a")
    assert [tab.words() for tab in tabs] == ["Cribbage", "Euchre", "Bid Euchre"]
    form = page.find("form", class_="keep-new")
    assert form.find("input", name="game").attrs["value"] == game
    sheet = start(client, token, game)
    assert re.fullmatch(r"/scorekeeper/[A-Za-z0-9_-]{22}", sheet)
    assert client.get(sheet).status_code == 200


def test_the_settle_hub_and_the_home_page_link_to_it(client, parse_html):
    for page in ("/settle", "/"):
        links = [a.attrs.get("href") for a in parse_html(client.get(page).text).find_all("a")]
        assert "/scorekeeper" in links, page


def test_a_setup_mistake_is_shown_next_to_its_field(client, token, parse_html):
    answer = client.post(
        "/scorekeeper",
        data={
            "csrf_token": token,
            "game": "cribbage",
            "name1": "Ann",
            "name2": "Ann",
            "game_to": "99",
        },
    )
    assert answer.status_code == 400
    page = parse_html(answer.text)
    assert "different name" in page.find(id="setup-name2-error").words()
    assert page.find("input", id="setup-name1").attrs["value"] == "Ann"
    assert "Game to is one of 121, 61" in answer.text
    assert (
        client.post("/scorekeeper", data={"csrf_token": token, "game": "chess"}).status_code == 400
    )


def test_the_first_addresses_lead_to_the_same_pages_for_good(client, token, parse_html):
    """Links shared before the scorekeeper moved from /keep-score: a permanent redirect that
    keeps the method and the body (308), so a form from a page loaded before is entered."""
    sheet = start(client, token)
    key = sheet.rsplit("/", 1)[1]
    follow = view_link(client.get(sheet).text)
    for old, new in (
        ("/keep-score", "/scorekeeper"),
        ("/keep-score?game=euchre", "/scorekeeper?game=euchre"),
        (f"/keep-score/{key}?view=big", f"{sheet}?view=big"),
        (follow.replace("/scorekeeper/", "/keep-score/"), follow),
    ):
        answer = client.get(old)
        assert (answer.status_code, answer.headers["Location"]) == (308, new), old
    # A form from a page loaded before the move: sent on, as a browser does with a 308.
    entry = {"csrf_token": token, "version": 0, "kind": "peg", "player": "2", "points": "3"}
    for old, new, scores in (
        (f"/keep-score/{key}", sheet, ["0", "3"]),
        (f"/keep-score/{key}/undo", f"{sheet}/undo", ["0", "0"]),
    ):
        posted = client.post(old, data=entry, headers=HTMX)
        assert (posted.status_code, posted.headers["Location"]) == (308, new), old
        answer = client.post(posted.headers["Location"], data=entry, headers=HTMX)
        page = parse_html(answer.text)
        assert [s.words() for s in page.find_all(class_="keep-side-score")] == scores
        entry["version"] = 1


def test_starting_needs_the_csrf_token(app):
    app.config["WTF_CSRF_ENABLED"] = True
    assert app.test_client().post("/scorekeeper", data={"game": "cribbage"}).status_code == 400


# Entries


def test_an_entry_is_scored_explained_and_can_be_undone(client, token, parse_html):
    sheet = start(client, token, name1="Ann", name2="Bob")
    answer = enter(client, token, sheet, 0, kind="starter", starter="JD")
    assert answer.status_code == 200
    page = parse_html(answer.text)
    assert page.find(id="sheet").attrs["data-version"] == "1"
    assert [s.words() for s in page.find_all(class_="keep-side-score")] == ["2", "0"]
    assert "his heels, 2 for the dealer" in page.find(class_="keep-history").words()
    assert page.find("button", id="undo").words() == "Undo: The starter is J♦: his heels for Ann"

    undone = client.post(f"{sheet}/undo", data={"csrf_token": token, "version": 1}, headers=HTMX)
    page = parse_html(undone.text)
    assert [s.words() for s in page.find_all(class_="keep-side-score")] == ["0", "0"]
    assert page.find_all("button", id="undo") == []


def test_without_htmx_an_entry_redirects_to_the_sheet(client, token):
    sheet = start(client, token)
    answer = client.post(
        sheet, data={"csrf_token": token, "version": 0, "kind": "peg", "player": "1", "points": "2"}
    )
    assert answer.status_code == 303 and answer.headers["Location"] == sheet


def test_an_over_count_is_refused_next_to_the_claim_with_what_is_there(client, token, parse_html):
    sheet = start(client, token, name1="Ann", muggins="true")
    answer = enter(
        client,
        token,
        sheet,
        0,
        kind="count",
        whose="1",
        cards="2H 3H 4H 9C",
        starter="JH",
        claimed="12",
    )
    assert answer.status_code == 400
    page = parse_html(answer.text)
    claimed = page.find("input", id="count-form-claimed")
    assert claimed.attrs["aria-invalid"] == "true" and claimed.attrs["value"] == "12"
    assert "holds 7 points" in page.find(id="count-form-claimed-error").words()
    items = [li.words() for li in page.find(class_="keep-over").find_all("li")]
    assert items == [
        "+2 2♥ + 3♥ + J♥ = 15 for 2",
        "+2 2♥ + 4♥ + 9♣ = 15 for 2",
        "+3 2♥ 3♥ 4♥: a run of three for 3",
    ]
    assert page.find("input", id="count-form-cards").attrs["value"] == "2H 3H 4H 9C"
    assert page.find(id="sheet").attrs["data-version"] == "0"  # nothing entered


def test_an_under_count_offers_muggins_to_the_other_player(client, token, parse_html):
    sheet = start(client, token, name1="Ann", name2="Bob", muggins="true")
    answer = enter(
        client,
        token,
        sheet,
        0,
        kind="count",
        whose="2",
        cards="5H 5C 5S JD",
        starter="JH",
        claimed="20",
    )
    page = parse_html(answer.text)
    assert "it holds 22: 2 points missed" in page.find(class_="keep-muggins").words()
    call = page.find("button", id="muggins-by-1")
    assert call.words() == "Ann calls muggins (+2)"
    called = parse_html(enter(client, token, sheet, 1, kind="muggins", player="1").text)
    assert [s.words() for s in called.find_all(class_="keep-side-score")] == ["2", "20"]
    assert called.find_all(class_="keep-muggins") == []


def test_a_bad_entry_never_makes_a_server_error_and_says_what_to_do(client, token, parse_html):
    sheet = start(client, token)
    for fields in (
        {"kind": "peg", "player": "1", "points": "9" * 5000},
        {"kind": "count", "whose": "crib", "claimed": "19"},
        {"kind": "play", "plays": "4S go"},
        {"kind": "chess"},
        {"kind": "muggins", "player": "2"},
    ):
        answer = enter(client, token, sheet, 0, **fields)
        assert answer.status_code == 400, fields
        page = parse_html(answer.text)
        # Next to the field when its form is on the page, else above the sheet.
        assert page.find_all(class_="field-error") or page.find_all(class_="is-problem"), fields
    missing = client.post(sheet, data={"csrf_token": token, "kind": "peg"}, headers=HTMX)
    assert missing.status_code == 400 and "missing its version" in missing.text
    nothing = client.post(f"{sheet}/undo", data={"csrf_token": token, "version": 0}, headers=HTMX)
    assert nothing.status_code == 400 and "nothing to undo" in nothing.text


def test_a_euchre_hand_is_scored_and_a_missing_field_is_named(client, token, parse_html):
    sheet = start(client, token, "euchre", side1="Us", side2="Them")
    refused = parse_html(enter(client, token, sheet, 0, kind="hand", trump="H", tricks="3").text)
    assert "Choose who made trump" in refused.find(id="hand-form-maker-error").words()
    answer = enter(
        client, token, sheet, 0, kind="hand", maker="west", trump="H", tricks="5", alone="true"
    )
    page = parse_html(answer.text)
    assert [s.words() for s in page.find_all(class_="keep-side-score")] == ["0", "4"]
    assert "a lone march, 4 points" in page.find(class_="keep-history").words()


def test_a_stale_entry_is_refused_and_shows_the_score_now(client, token, parse_html):
    sheet = start(client, token)
    assert enter(client, token, sheet, 0, kind="peg", player="1", points="2").status_code == 200
    again = enter(client, token, sheet, 0, kind="peg", player="2", points="3")
    assert again.status_code == 409
    page = parse_html(again.text)
    assert "yours was not added" in page.find(class_="is-notice").words()
    assert [s.words() for s in page.find_all(class_="keep-side-score")] == ["2", "0"]


def test_the_game_ends_with_its_result_and_takes_no_more_entries(client, token, parse_html):
    sheet = start(client, token, name1="Ann", name2="Bob", game_to="61")
    version = 0
    for whose in ("1", "crib", "1"):
        assert (
            enter(
                client, token, sheet, version, kind="count", whose=whose, claimed="24"
            ).status_code
            == 200
        )
        version += 1
    page = parse_html(client.get(sheet).text)
    assert page.find(class_="keep-result").words() == "Ann won 61 to 0: a skunk (a loser below 31)."
    assert page.find_all("form", id="count-form") == []
    late = enter(client, token, sheet, version, kind="peg", player="1", points="2")
    assert late.status_code == 400 and "The game is over (Ann won 61 to 0" in late.text


# Following


def test_the_follow_link_is_read_only_and_polls_for_changes(client, token, parse_html):
    sheet = start(client, token)
    follow = view_link(client.get(sheet).text)
    response = client.get(follow)
    page = parse_html(response.text)
    assert page.find_all("form") == [] and "csrf" not in response.text
    assert response.headers["Cache-Control"] == "no-store"
    assert response.headers["Referrer-Policy"] == "no-referrer"
    polled = page.find(id="sheet")
    assert polled.attrs["hx-trigger"] == "every 3s"
    assert polled.attrs["hx-get"].endswith("since=0")
    # Nothing new: 204, the page stays; an entry made: the new sheet.
    assert client.get(f"{follow}?since=0", headers=HTMX).status_code == 204
    enter(client, token, sheet, 0, kind="peg", player="2", points="6")
    changed = client.get(f"{follow}?since=0", headers=HTMX)
    assert changed.status_code == 200
    fragment = parse_html(changed.text)
    assert [s.words() for s in fragment.find_all(class_="keep-side-score")] == ["0", "6"]
    assert fragment.find(id="sheet").attrs["hx-get"].endswith("since=1")


def test_the_view_key_cannot_change_anything_nor_reach_the_edit_page(client, token):
    sheet = start(client, token)
    view_key = view_link(client.get(sheet).text).rsplit("/", 1)[1]
    edit_key = sheet.rsplit("/", 1)[1]
    assert view_key != edit_key
    data = {"csrf_token": token, "version": 0, "kind": "peg", "player": "1", "points": "2"}
    assert client.post(f"/scorekeeper/{view_key}", data=data).status_code == 404
    assert client.post(f"/scorekeeper/{view_key}/undo", data=data).status_code == 404
    assert client.post(f"/scorekeeper/follow/{view_key}", data=data).status_code == 405
    assert client.get(f"/scorekeeper/{view_key}").status_code == 404
    assert client.get(f"/scorekeeper/follow/{edit_key}").status_code == 404
    assert client.get("/scorekeeper/nosuchsheetatall00000").status_code == 404


def test_the_big_board_shows_the_score_alone(client, token, parse_html):
    sheet = start(client, token)
    page = parse_html(client.get(f"{sheet}?view=big").text)
    assert "is-big" in page.find(id="sheet").classes
    assert page.find_all("form") == []
    assert "view=big" in page.find(id="sheet").attrs["hx-get"]
    # The big board follows the score too: nothing new is a 204, an entry the new sheet.
    assert client.get(f"{sheet}?view=big&since=0", headers=HTMX).status_code == 204
    enter(client, token, sheet, 0, kind="peg", player="1", points="3")
    polled = parse_html(client.get(f"{sheet}?view=big&since=0", headers=HTMX).text)
    assert [s.words() for s in polled.find_all(class_="keep-side-score")] == ["3", "0"]
    assert polled.find_all("form") == []


# Nothing lost


def test_an_entry_is_committed_before_the_answer(client, token, database_url):
    sheet = start(client, token)
    enter(client, token, sheet, 0, kind="peg", player="1", points="4")
    outside = database_engine(database_url)
    with outside.connect() as connection:
        row = connection.execute(
            text("SELECT version, sheet FROM kept_scores WHERE edit_key = :key"),
            {"key": sheet.rsplit("/", 1)[1]},
        ).one()
    outside.dispose()
    assert row[0] == 1 and '"points": 4' in row[1]


def test_two_phones_entering_at_once_apply_one_and_refuse_the_other(app, client, token):
    """Both phones send an entry made on the same version, 30 times over: each time exactly one
    is applied and the other refused (it is told so), never both, never one lost unseen."""
    key = start(client, token).rsplit("/", 1)[1]
    rounds = 30
    for version in range(rounds):
        barrier = threading.Barrier(2, timeout=10)
        outcomes: list[str] = []

        def phone(player, version=version, barrier=barrier, outcomes=outcomes):
            with app.test_request_context():
                barrier.wait()
                try:
                    store.change(
                        key,
                        version,
                        lambda s: s.enter(Peg(player, 1)),
                    )
                    outcomes.append("applied")
                except store.StaleEntry:
                    outcomes.append("refused")
                except Exception as error:  # reported by the assertion below
                    outcomes.append(repr(error))

        threads = [threading.Thread(target=phone, args=(player,)) for player in (0, 1)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
        assert sorted(outcomes) == ["applied", "refused"], f"round {version}"
    with app.test_request_context():
        kept = store.by_edit_key(key)
        tally = store.read(kept).played().tally
    assert kept.version == rounds and sum(tally.scores) == rounds


def test_a_sheet_stored_before_the_save_format_is_kept_on(client, token, parse_html, database_url):
    """A sheet the site stored in the first form (entries as dicts with a kind) shows its
    score, takes the next entry, and is stored in the current form from then on."""
    sheet = start(client, token, name1="Ann", name2="Bob")
    key = sheet.rsplit("/", 1)[1]
    first_form = (
        '{"game": "cribbage", "rules": {"game_to": 121, "muggins": true}, "names": ["Ann", '
        '"Bob"], "partners": false, "first_dealer": 0, "entries": [{"kind": "starter", '
        '"card": "JD"}, {"kind": "peg", "player": 1, "points": 2, "for": "31"}]}'
    )
    outside = database_engine(database_url)
    with outside.begin() as connection:
        connection.execute(
            text("UPDATE kept_scores SET sheet = :sheet, version = 2 WHERE edit_key = :key"),
            {"sheet": first_form, "key": key},
        )
    page = parse_html(client.get(sheet).text)
    assert [s.words() for s in page.find_all(class_="keep-side-score")] == ["2", "2"]
    assert "Bob pegs 2 points for 31 for two" in page.find(class_="keep-history").words()
    answer = enter(client, token, sheet, 2, kind="peg", player="1", points="go")
    page = parse_html(answer.text)
    assert [s.words() for s in page.find_all(class_="keep-side-score")] == ["3", "2"]
    with outside.connect() as connection:
        stored = connection.execute(
            text("SELECT sheet FROM kept_scores WHERE edit_key = :key"), {"key": key}
        ).scalar_one()
    outside.dispose()
    assert '"format": 2' in stored and '"kind"' not in stored


def test_a_sheet_survives_a_server_restart(database_url):
    config = {**TEST_CONFIG, "SECRET_KEY": "kept across restarts", "DATABASE_URL": database_url}
    before = create_app(config)
    phone = before.test_client()
    token = csrf_token(phone)
    sheet = start(phone, token, name1="Ann", name2="Bob")
    enter(phone, token, sheet, 0, kind="peg", player="2", points="12")
    before.extensions["storage"].engine.dispose()

    after = create_app(config)
    other_phone = after.test_client()  # no cookie needed: the link is the key
    page = other_phone.get(sheet).text
    assert "Bob pegs 12 points in the play" in page
    token = csrf_token(other_phone)
    assert (
        enter(other_phone, token, sheet, 1, kind="peg", player="1", points="2").status_code == 200
    )
    after.extensions["storage"].engine.dispose()


def test_a_finished_game_offers_a_rematch_the_loser_dealing(client, token, parse_html):
    sheet = start(client, token, name1="Ann", name2="Bob", game_to="61", muggins="true")
    for version, whose in enumerate(("1", "crib", "1")):
        enter(client, token, sheet, version, kind="count", whose=whose, claimed="24")
    page = parse_html(client.get(sheet).text)
    again = page.find("p", class_="keep-again").find("a").attrs["href"]
    setup = parse_html(client.get(again).text)
    assert setup.find("input", id="setup-name1").attrs["value"] == "Ann"
    assert setup.find("input", id="setup-name2").attrs["value"] == "Bob"
    assert "checked" in setup.find("input", id="setup-dealer-2").attrs  # Bob lost: Bob deals
    assert "checked" in setup.find("input", id="game-to-61").attrs
    assert "checked" in setup.find("input", id="muggins").attrs
    assert setup.find_all(class_="field-error") == []
