import re

import pytest

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app


def test_cribbage_rules_page_names_the_acc_defaults_and_the_variants(client):
    response = client.get("/rules/cribbage")
    assert response.status_code == 200
    page = response.get_data(as_text=True)
    assert "American Cribbage Congress" in page
    assert "the player who said go" in page
    assert "the dealer's opponents first" in page
    assert "Who leads after a go: the next player (ACC, default)" in page
    assert "The computer misses points (off by default; with muggins)" in page


def test_cribbage_rules_examples_come_from_the_engine(client):
    page = client.get("/rules/cribbage").get_data(as_text=True)
    assert "7♥ 9♣ 6♦ 8♠: a run of four for 4" in page
    assert "a pair royal for 6" in page
    assert "12 points for 3♥ 4♣ 5♦ 5♠" in page
    assert "a crib scores a flush only when the starter is a hearts too" not in page
    assert "only when the starter is a heart too" in page


def test_the_crib_flush_example_shows_its_cards(client, parse_html):
    """The example's sentence is about cards drawn right there: the crib, then the starter."""
    page = parse_html(client.get("/rules/cribbage").text)
    (item,) = [li for li in page.find_all("li") if "four crib cards are all hearts" in li.words()]
    crib_group, starter_group = item.find_all("span", class_="mini-cards")
    assert crib_group.attrs["aria-label"] == "The crib"
    assert starter_group.attrs["aria-label"] == "The starter"
    crib = crib_group.find_all("svg", role="img")
    assert [card.attrs["aria-label"] for card in crib] == [
        "ace of hearts",
        "three of hearts",
        "seven of hearts",
        "nine of hearts",
    ]
    (starter,) = starter_group.find_all("svg", role="img")
    assert starter.attrs["aria-label"] == "king of clubs"
    assert "counts 0." in item.words() and "the same cards count 4, a flush for 4" in item.words()


def euchre_page(client, parse_html):
    response = client.get("/rules/euchre")
    assert response.status_code == 200
    return parse_html(response.text)


def test_the_euchre_rules_page_lists_every_option_of_the_engine(client, parse_html):
    from scoring import euchre

    page = euchre_page(client, parse_html)
    listed = page.find("dl", class_="rules-options")
    terms = {dt.attrs["data-option"]: dt.words() for dt in listed.find_all("dt")}
    assert list(terms) == [option.name for option in euchre.ENGINE.options]
    for option in euchre.ENGINE.options:
        assert terms[option.name].startswith(option.label)
        for choice in option.choices:
            assert choice.label in terms[option.name]
            assert choice.help in listed.words()
        if option.is_flag:
            assert option.help in listed.words()
    # Each link to an option lands on it.
    hrefs = [a.attrs.get("href") or "" for a in page.find_all("a")]
    targets = {href.removeprefix("#option-") for href in hrefs if href.startswith("#option-")}
    assert targets and targets <= set(terms)


def test_the_euchre_rules_examples_are_the_engines(client, parse_html):
    from scoring.cards import Card, Suit, parse_cards
    from scoring.euchre import Rules
    from scoring.euchre.rules import hand_points, score_hand, scoring_rules
    from scoring.tricks.explain import trick_reason
    from scoring.tricks.following import follow_reason, legal_plays
    from scoring.tricks.trick import trick_winner

    page = euchre_page(client, parse_html)
    words = page.words()
    # Hearts trump, South leading: the jack of diamonds beats the ace, for West.
    tricks = page.find("ul", class_="rules-tricks").find_all("li", data_winner="West")
    left = next(li for li in tricks if "left bower is a trump" in li.words())
    cards = parse_cards("AH JD QH 9S")
    assert [svg.attrs["data-card"] for svg in left.find_all("svg")] == ["AH", "JD", "QH", "9S"]
    assert trick_winner(cards, Suit.HEARTS) == 1
    reason = trick_reason(cards, Suit.HEARTS).text
    shown = [span.words() for span in left.find_all("span") if "data-reason" in span.attrs]
    assert shown == [f"{reason[0].upper()}{reason[1:]}."]
    marked = left.find("span", class_="is-winner").find("svg").attrs["data-card"]
    assert marked == "JD"
    for li in page.find("ul", class_="rules-tricks").find_all("li"):
        if "data-winner" not in li.attrs:
            continue
        winners = [span.attrs["data-seat"] for span in li.find_all("span", class_="is-winner")]
        assert winners == [li.attrs["data-winner"]]
    # Following suit: the reason and the cards marked are legal_plays'.
    hand = parse_cards("9D JD AC KS QH")
    follow = page.find("ul", class_="rules-follows").find_all("li")[0]
    legal = [
        svg.attrs["data-card"]
        for span in follow.find_all("span", class_="is-legal")
        for svg in span.find_all("svg")
    ]
    assert legal == [str(c) for c in legal_plays(hand, Card.parse("AD"), Suit.HEARTS)] == ["9D"]
    assert follow_reason(hand, Card.parse("AD"), Suit.HEARTS) in follow.words()
    # Scoring: the engine's sentences, and points equal to hand_points.
    for line in scoring_rules(Rules()):
        assert line in words
    scores = page.find_all("ul", class_="rules-scores")[0].find_all("li")
    expected = [
        (score_hand(0, Suit.HEARTS, 3), hand_points(3, False)[0]),
        (score_hand(0, Suit.HEARTS, 5), hand_points(5, False)[0]),
        (score_hand(0, Suit.HEARTS, 5, alone=True), hand_points(5, True)[0]),
        (score_hand(0, Suit.HEARTS, 4, alone=True), hand_points(4, True)[0]),
        (score_hand(0, Suit.HEARTS, 2), hand_points(2, False)[1]),
    ]
    for li, (result, points) in zip(scores, expected, strict=False):
        assert li.words() == f"{result.said}." and int(li.attrs["data-points"]) == points
    assert "euchred (makers need 3 tricks) by East defending alone, 4 points to East–West" in (
        scores[-1].words()
    )


def test_the_rules_pages_are_linked_from_each_other_and_the_cribbage_page_from_its_game(
    client, parse_html
):
    index = parse_html(client.get("/rules").text)
    hrefs = [a.attrs["href"] for a in index.find_all("a")]
    assert {"/rules/cribbage", "/rules/euchre", "/rules/bid-euchre"} <= set(hrefs)
    for path in ("/rules/cribbage", "/rules/euchre", "/rules/bid-euchre"):
        page = parse_html(client.get(path).text)
        assert page.find("article").find("a", href="/rules")


@pytest.mark.parametrize(
    "path", ["/rules", "/rules/cribbage", "/rules/euchre", "/rules/bid-euchre"]
)
def test_the_rules_pages_keep_to_the_content_security_policy(client, path):
    html = client.get(path).text
    assert "style=" not in html and "<style" not in html
    assert re.findall(r"<script(?![^>]*\ssrc=)", html) == []
