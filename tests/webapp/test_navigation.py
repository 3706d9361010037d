"""The navigation, the home page and the footer present the three games alike: each in the
main row, each with a row of its own pages (Duplicate among Euchre's), each a card on the home
page with the same entries, and the footer and title fitting the game on screen."""

from __future__ import annotations

import re

import pytest

from webapp import REPO_ROOT
from webapp.games import TABLE_GAMES

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

GAME_PAGES = {
    "Cribbage": ["Play", "Count a hand", "Plan a discard", "Practice counting", "Rules"],
    "Euchre": ["Play", "Duplicate", "Bidding drills", "Analyze a bid", "Lessons", "Rules"],
    "Bid Euchre": ["Play", "Analyze a bid", "Rules"],
}


def test_the_main_row_lists_the_three_games_in_turn(client, parse_html):
    nav = parse_html(client.get("/").text).find("nav")
    labels = [a.words() for a in nav.find_all("a")]
    assert labels[1:4] == ["Cribbage", "Euchre", "Bid Euchre"]
    assert {"Lessons", "Train", "Progress", "Rules"} <= set(labels)


@pytest.mark.parametrize(
    ("path", "game", "current"),
    [
        ("/cribbage/play", "Cribbage", "Play"),
        ("/count", "Cribbage", "Count a hand"),
        ("/discard", "Cribbage", "Plan a discard"),
        ("/rules/cribbage", "Cribbage", "Rules"),
        ("/euchre/play", "Euchre", "Play"),
        ("/euchre/duplicate", "Euchre", "Duplicate"),
        ("/euchre/bidding/analyse", "Euchre", "Analyze a bid"),
        ("/rules/euchre", "Euchre", "Rules"),
        ("/bid-euchre/play", "Bid Euchre", "Play"),
        ("/bid-euchre/bidding/analyse", "Bid Euchre", "Analyze a bid"),
        ("/rules/bid-euchre", "Bid Euchre", "Rules"),
    ],
)
def test_a_games_pages_have_its_own_row(client, parse_html, path, game, current):
    page = parse_html(client.get(path).text)
    row = page.find("nav", class_="game-nav")
    assert row.attrs["aria-label"] == game
    links = row.find_all("a")
    assert [a.words() for a in links] == GAME_PAGES[game]
    marked = [a.words() for a in links if a.attrs.get("aria-current") == "page"]
    assert marked == [current]
    for a in links:
        assert client.get(a.attrs["href"]).status_code in (200, 303), a.attrs["href"]
    # The footer says what this game offers here, not another game's.
    footer = page.find("footer").words()
    assert footer.startswith(f"Fifteen Two for {game}:")
    # The main row marks the game, except on a rules page (the Rules section).
    main = page.find("nav")
    (section,) = [a.words() for a in main.find_all("a") if a.attrs.get("aria-current")]
    assert section == ("Rules" if path.startswith("/rules") else game)


@pytest.mark.parametrize(
    "path", ["/", "/settle", "/settle/trick", "/lessons", "/train", "/progress", "/reviews"]
)
def test_pages_of_no_one_game_have_no_game_row(client, parse_html, path):
    page = parse_html(client.get(path).text)
    assert not page.find_all("nav", class_="game-nav")
    assert "cribbage, Euchre and Bid Euchre" in page.find("footer").words()


def test_the_home_page_has_a_card_for_each_game_with_the_same_entries(client, parse_html):
    page = parse_html(client.get("/").text)
    cards = page.find_all("article", class_="game-card")
    assert [card.find("h3").words() for card in cards] == [g.engine.title for g in TABLE_GAMES]
    for card, game in zip(cards, TABLE_GAMES, strict=True):
        links = [a.words() for a in card.find("ul").find_all("a")]
        assert links[0] == f"Play {game.engine.title}" and links[-1] == "The rules"
        assert links[1:-1] == [link.label for link in game.links]
        assert card.find_all("svg", role="img"), "each game has its cards drawn"
    assert page.find("title").words().startswith("Cribbage, Euchre and Bid Euchre")


@pytest.mark.parametrize(
    ("path", "title"),
    [
        ("/cribbage/play", "Play Cribbage · Fifteen Two"),
        ("/euchre/play", "Play Euchre · Fifteen Two"),
        ("/bid-euchre/play", "Play Bid Euchre · Fifteen Two"),
    ],
)
def test_each_new_game_page_is_titled_alike(client, parse_html, path, title):
    assert parse_html(client.get(path).text).find("title").words() == title


def test_the_bidding_trainer_describes_itself_as_euchre(client, parse_html):
    page = parse_html(client.get("/train?mode=bidding").text)
    (description,) = [
        m.attrs["content"] for m in page.find_all("meta") if m.attrs.get("name") == "description"
    ]
    assert description.startswith("Practice Euchre bidding")


def test_the_home_page_names_each_api_endpoint_with_its_method(client, parse_html):
    """Each endpoint named under "For programs" is said with the method the API document
    gives it: the bid analysis is a POST, not one of the GETs."""
    page = parse_html(client.get("/").text)
    [said] = [p for p in page.find_all("p") if "OpenAPI document" in p.words()]
    text = said.words()
    paths = client.get("/api/openapi.json").get_json()["paths"]
    named = [code.words() for code in said.find_all("code")]
    assert set(named) == set(paths) - {"/api/openapi.json"}
    for path in named:
        at = text.index(path)
        clause = text[text.rfind(";", 0, at) + 1 : at]
        [method] = paths[path]
        assert method.upper() in clause, (path, clause)


def test_the_site_spells_each_word_one_way():
    """American spelling throughout (Analyze, Practice), as the discard planner always had it;
    the bid analyzer's address keeps its old spelling so that shared links still open."""
    british = re.compile(
        r"(?<![./_\w-])(?:[Aa]nalys(?:e|ed|er|es|ing)|[Pp]ractis(?:e|ed|es|ing))\b"
    )
    found = []
    for folder, pattern in (("templates", "*.html"), ("lessons", "*.md"), ("webapp", "*.py")):
        for path in sorted((REPO_ROOT / folder).rglob(pattern)):
            for number, line in enumerate(path.read_text().splitlines(), 1):
                words = [w for w in british.findall(line) if f"{w}(" not in line]
                found += [f"{path.relative_to(REPO_ROOT)}:{number}: {w}" for w in words]
    assert found == []
