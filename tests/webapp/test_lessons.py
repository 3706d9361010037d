"""The course at /lessons: every lesson renders, and every example and figure is the engine's.

The lessons' Markdown is read here with this test's own patterns and scored here with the
engines directly, so a renderer that drew the wrong thing (or nothing) fails.
"""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from scoring.cards import PIP_RANKS, Card, Rank, Suit, euchre_deck, parse_cards
from scoring.cribbage import Category, Rules, analyze_discards, score_hand, score_play, value
from scoring.cribbage.dealing import DEALT
from scoring.cribbage.pegging import MAX_COUNT, go_point, heels, last_card_point
from scoring.cribbage.show import MAX_HAND
from scoring.euchre import bidding
from scoring.euchre.bidding import count as euchre_count
from scoring.euchre.bidding.reasons import quarters, rule_action
from scoring.euchre.bidding.situation import option_label
from scoring.euchre.bidding.table import INDEX, SUIT_INDEX, numbers_of
from scoring.euchre.bidding.topics import Topic
from scoring.euchre.options import GAME_LENGTHS
from scoring.euchre.options import Rules as EuchreRules
from scoring.euchre.rules import (
    HAND_SIZE,
    LONE_DEFENCE_EUCHRE,
    LONE_RENEGE_PENALTY,
    RENEGE_PENALTY,
    hand_points,
)
from scoring.euchre.rules import score_hand as score_euchre_hand
from scoring.trainer.drills import Level
from scoring.tricks.explain import play_note, trick_reason
from scoring.tricks.following import follow_reason, legal_plays
from scoring.tricks.seats import SEATS, SIDES, play_order
from scoring.tricks.trick import trick_winner
from scoring.tricks.trump import is_trump, turned_over
from webapp import REPO_ROOT, create_app
from webapp.lessons.course import LessonError, load_course

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

LESSONS = REPO_ROOT / "lessons"
LESSON_FILES = sorted(LESSONS.glob("[0-9][0-9]-*.md"))

BLOCK = re.compile(
    r"^```(hand|crib|play|discard|bid|trick|follow|points)\n([^\n`]*)\n```$", re.MULTILINE
)
QUIZ = re.compile(r"^```quiz\n([a-z]+):([^\n`]*)\n```$", re.MULTILINE)
FIGURE = re.compile(r"\{\{\s*([a-z]+)(?:\s+([a-z]+))?\s*:\s*([^{}]+?)\s*\}\}")
CARD_CODE = re.compile(r"(?<![\w])(?:10|[2-9TAJQK])(?:[CDHS]|[♣♦♥♠])(?![\w])")

# The required topics, by slug, and the trainer mode and focus (for the bidding drills, the
# topic) each lesson's practice opens.
TOPICS = {
    "fifteens": ("count", "fifteen"),
    "pairs": ("count", "pair"),
    "runs": ("find", "run"),
    "flushes": ("count", "flush"),
    "nobs-and-heels": ("heels", "nobs"),
    "the-crib": ("crib", "flush"),
    "counting-fast": ("count", None),
    "pegging": ("pegging", None),
    "discarding": ("discard", None),
    # The cards and the bowers, before any bidding: who takes a trick, and why.
    "cards-and-bowers": ("trick", None),
    "following-suit": ("trick", None),
    "ordering-up": ("bidding", "dealer"),
    "round-two": ("bidding", "next"),
    "euchre-bidding": ("bidding", None),
    "going-alone": ("bidding", "loner"),
    "playing-to-partner": ("bidding", "third_seat"),
}
MODES = {"count", "find", "crib", "heels", "pegging", "discard", "bidding"}
GAMES = {"cribbage": "Cribbage", "euchre": "Euchre"}


def slug(path: Path) -> str:
    return path.stem.split("-", 1)[1]


def source(path: Path) -> tuple[dict[str, str], str]:
    """The front matter and the Markdown body of a lesson file."""
    _, front, body = path.read_text(encoding="utf-8").split("---\n", 2)
    meta = dict(line.split(":", 1) for line in front.strip().splitlines())
    return {key.strip(): value.strip() for key, value in meta.items()}, body


def game(path: Path) -> str:
    return source(path)[0].get("game", "cribbage")


# Lessons about Euchre state Euchre's rule facts, not cribbage's, and end with a quiz.
EUCHRE_LESSONS = {slug(path) for path in LESSON_FILES if game(path) == "euchre"}
EUCHRE_FILES = [path for path in LESSON_FILES if slug(path) in EUCHRE_LESSONS]


def marked(element, attribute: str) -> list:
    """The descendants that carry `attribute` (a bare data-* marker)."""
    return [found for found in element.find_all() if attribute in found.attrs]


def hand(spec: str, *, crib: bool = False):
    cards, starter = spec.split("|")
    return score_hand(cards.strip(), starter.strip(), crib=crib)


def discard(spec: str):
    cards, seat = spec.rsplit(" ", 1)
    assert seat in ("dealer", "pone"), spec
    return analyze_discards(cards, dealer=seat == "dealer", players=2)


def bid(spec: str):
    """A bid block's question, and the count of every suit in question by bidding.count."""
    hand_text, upcard, rest = (part.strip() for part in spec.split("|"))
    words = rest.split()
    settings = dict(zip(words[::2], words[1::2], strict=True))
    situation = bidding.read_situation(
        hand_text, upcard, seat=int(settings["seat"]), round=int(settings.get("round", 1))
    )
    dealer = (0 - situation.seat) % 4
    numbers = numbers_of(situation.hand)
    up = INDEX[situation.upcard]
    if situation.round == 1:
        counts = {situation.upcard.suit: euchre_count.round_one_count(numbers, 0, dealer, up)}
    else:
        counts = {
            suit: euchre_count.round_two_count(numbers, SUIT_INDEX[suit], 0, dealer, up)
            for suit in situation.suits()
        }
    return situation, counts


STRAINS = {suit.name.lower(): suit for suit in Suit} | {"no-trump": None, "low no-trump": None}


def trick(spec: str):
    """A trick block's seats in play order, cards, trump and low."""
    parts = [part.strip() for part in spec.split("|")]
    words = parts[2].split() if len(parts) == 3 else []
    settings = dict(zip(words[::2], words[1::2], strict=True))
    out = {SEATS.index(settings["out"])} if "out" in settings else set()
    seats = play_order(SEATS.index(settings.get("lead", "South")), out)
    cards = parse_cards(parts[1])
    assert len(seats) == len(cards), spec
    return seats, cards, STRAINS[parts[0]], parts[0] == "low no-trump"


def trick_notes(spec: str) -> list[tuple[str, str]]:
    """(seat, play_note) for each card of a trick whose note is not empty."""
    seats, cards, trump, low = trick(spec)
    plays = list(zip(seats, cards, strict=True))
    notes = [(SEATS[s], play_note(c, s, plays[:i], trump, low)) for i, (s, c) in enumerate(plays)]
    return [(seat, f"{seat}: {note}.") for seat, note in notes if note]


def follow(spec: str):
    """A follow block's hand, trump and card led, the legal plays and the reason."""
    hand_text, trump_text, led_text = (part.strip() for part in spec.split("|"))
    cards, trump = parse_cards(hand_text), STRAINS[trump_text]
    led = None if led_text == "lead" else Card.parse(led_text)
    return cards, trump, led, legal_plays(cards, led, trump), follow_reason(cards, led, trump)


def points(spec: str):
    """A points block's side that scores, its points (by hand_points) and the sentence."""
    parts = [part.strip() for part in spec.split("|")]
    maker_words = parts[1].split()
    maker, alone = SEATS.index(maker_words[0]), maker_words[1:] == ["alone"]
    tricks = int(parts[2].split()[0])
    defender = SEATS.index(parts[3].split()[0]) if len(parts) == 4 else None
    makers, defenders = hand_points(tricks, alone)
    if makers:
        side, scored = maker % 2, makers
    else:
        side, scored = 1 - maker % 2, LONE_DEFENCE_EUCHRE if defender is not None else defenders
    result = score_euchre_hand(maker, STRAINS[parts[0]], tricks, alone, defender)
    assert (result.side, result.points) == (side, scored), spec
    return SIDES[side], scored, result.said + "."


def count_figures() -> dict[str, float]:
    """What each {{count: name}} figure must say, read off the count's behaviour: a hand's
    lines, and how the up-card and next change a count."""
    hearts, spades = SUIT_INDEX[Suit.HEARTS], SUIT_INDEX[Suit.SPADES]
    held = numbers_of([Card.parse(c) for c in ("JH", "JD", "AH", "9H", "AC")])
    lines = euchre_count.count_lines(held, hearts)
    by_text = {line.text.split(":")[0]: line.points for line in lines}
    voids = next(line for line in lines if "voids" in line.text)
    plain = numbers_of([Card.parse(c) for c in ("9S", "TS", "QS", "KC", "QD")])
    nine, jack = INDEX[Card.parse("9H")], INDEX[Card.parse("JH")]
    alone = euchre_count.hand_count(plain, hearts)
    turned = INDEX[Card.parse("9C")]  # clubs turned down: spades are next
    return {
        "trump": by_text["a trump"],
        "right": by_text["the right bower"],
        "left": by_text["the left bower"],
        "ace-of-trump": by_text["the ace of trump"],
        "off-ace": by_text["an off-suit ace"],
        "void": voids.points / 2,
        "upcard": euchre_count.round_one_count(plain, 0, 2, nine) - alone,
        "upcard-jack": euchre_count.round_one_count(plain, 0, 2, jack) - alone,
        "next": euchre_count.round_two_count(plain, spades, 1, 0, turned)
        - euchre_count.hand_count(plain, spades),
        "order": euchre_count.ORDER_AT,
        "call": euchre_count.CALL_AT,
        "alone": euchre_count.ALONE_AT,
    }


def count_figure(name: str) -> str:
    return quarters(count_figures()[name])


def bidding_suit(letter: str):
    return next(suit for suit in SUIT_INDEX if str(suit) == letter)


def expected_points(ev) -> str:
    return f"{float(ev):.2f}".replace("-", "−")


def shown(cards) -> str:
    return " ".join(card.display for card in cards)


def expected_figure(kind: str, detail: str | None, spec: str) -> str:
    """What a figure must show, worked out here from the engines."""
    if kind in ("hand", "crib"):
        score = hand(spec, crib=kind == "crib")
        if detail is None:
            return str(score.total)
        if detail == "spoken":
            return score.spoken
        return str(score.points_by_category()[Category(detail)])
    if kind == "play":
        play = score_play(spec)
        return str({None: play.total, "pegs": play.total, "count": play.count}[detail])
    if kind == "count":
        return count_figure(spec)
    if kind == "trick":
        seats, cards, trump, low = trick(spec)
        ranked = [turned_over(card) for card in cards] if low else cards
        winner = trick_winner(ranked, trump)
        return SEATS[seats[winner]] if detail == "seat" else cards[winner].display
    if kind == "follow":
        legal = follow(spec)[3]
        return str(len(legal)) if detail == "count" else shown(legal)
    if kind == "points":
        side, scored, _ = points(spec)
        return side if detail == "side" else str(scored)
    if kind == "bid":
        situation, counts = bid(spec)
        if detail == "says":
            return option_label(rule_action(situation), situation).lower()
        return quarters(max(counts.values()))
    assert kind == "discard", kind
    best = discard(spec).best
    return {
        None: expected_points(best.net_ev),
        "net": expected_points(best.net_ev),
        "hand": expected_points(best.hand_ev),
        "crib": expected_points(best.crib_ev),
        "keep": shown(best.kept),
        "throw": shown(best.thrown),
    }[detail]


def prose(body: str) -> str:
    """The lesson's own words: no blocks, figures, inline code or list numbers."""
    text = BLOCK.sub("", body)
    text = QUIZ.sub("", text)
    text = FIGURE.sub("", text)
    text = re.sub(r"`[^`]*`", "", text)
    return re.sub(r"^\s*\d+\.\s", "", text, flags=re.MULTILINE)


def rule_facts() -> dict[int, list[int]]:
    """Each number a lesson may state bare, with the engine's figures that must equal it."""
    fifteen = score_hand("KH QC 8D 7S", "5H").items[0]
    pair = next(item for item in score_hand("7C 7D 8H 3S", "KS").items if item.category == "pair")
    pile = score_play("KH 5C").pile
    return {
        1: [
            value(Card.parse("AH")),
            score_hand("JH 5C 9D 2S", "7H").points_by_category()[Category.NOBS],
            go_point(pile).points,
            last_card_point(pile).points,
        ],
        2: [
            fifteen.points,
            pair.points,
            score_play("KH 5C").total,  # 15 in the play
            score_play("TH 5C 6D KS").total,  # 31
            score_play("7H 7C").total,  # a pair in the play
            heels(Card.parse("JS")).points,
        ],
        3: [score_hand("2C 3D 4H 9S", "KD").points_by_category()[Category.RUN]],
        4: [
            score_hand("3C 4D 5H 6S", "KD").points_by_category()[Category.RUN],
            score_hand("2H 6H 8H QH", "3C").points_by_category()[Category.FLUSH],
        ],
        5: [
            score_hand("2H 6H 8H QH", "3H").points_by_category()[Category.FLUSH],
            score_hand("AC 2D 3H 4S", "5C").points_by_category()[Category.RUN],
            score_hand("AH 3H 7H 9H", "KH", crib=True).points_by_category()[Category.FLUSH],
            value(Card.parse("5H")),
        ],
        6: [
            score_play("6H 6C 6D").total,  # a pair royal in the play
            score_hand("9C 9D 9H 4S", "2D").points_by_category()[Category.PAIR],
            DEALT[2],
        ],
        10: [value(Card(rank, Card.parse("KH").suit)) for rank in PIP_RANKS if rank >= Rank.TEN],
        12: [
            score_play("4H 4C 4D 4S").total,  # a double pair royal in the play
            score_hand("4C 4D 4H 4S", "7H").points_by_category()[Category.PAIR],
        ],
        15: [sum(value(card) for card in fifteen.cards), score_play("KH 5C").count],
        31: [MAX_COUNT, score_play("TH 5C 6D KS").count],
        121: [Rules().game_to],
    }


def euchre_rule_facts() -> dict[int, list[int]]:
    """The numbers a Euchre lesson may state bare, each the engine's: the deck, a hand, the
    kitty, a suit, the trump suit, the tricks to make, what a hand and a renege score, the
    game's length."""
    deck = len(euchre_deck())
    hearts = Card.parse("AH").suit
    made, _ = hand_points(3, alone=False)
    march, _ = hand_points(5, alone=False)
    lone_march, _ = hand_points(5, alone=True)
    _, euchred = hand_points(2, alone=False)
    to_make = min(tricks for tricks in range(HAND_SIZE + 1) if hand_points(tricks, False)[0])
    return {
        1: [made, hand_points(4, alone=True)[0]],
        2: [march, euchred, RENEGE_PENALTY],
        3: [to_make],
        4: [lone_march, LONE_DEFENCE_EUCHRE, LONE_RENEGE_PENALTY, deck - 4 * HAND_SIZE],
        5: [HAND_SIZE, GAME_LENGTHS[0]],
        6: [deck // 4, HAND_SIZE + 1],  # cards to a suit; the dealer's, the up-card taken
        7: [sum(is_trump(card, hearts) for card in euchre_deck()), GAME_LENGTHS[1]],
        10: [EuchreRules().game_to],
        24: [deck],
    }


def test_the_rule_facts_lessons_state_are_the_engines():
    assert hand("5H 5C 5S JD | 5D").total == MAX_HAND
    for facts in (rule_facts(), euchre_rule_facts()):
        for number, figures in facts.items():
            assert figures, number
            assert all(figure == number for figure in figures), (number, figures)


@pytest.fixture
def lesson_page(client, parse_html):
    def get(path: Path):
        response = client.get(f"/lessons/{slug(path)}")
        assert response.status_code == 200, path.name
        return response.get_data(as_text=True), parse_html(response.get_data(as_text=True))

    return get


def test_the_course_has_its_topics_in_order(client, parse_html):
    assert [slug(path) for path in LESSON_FILES] == list(TOPICS)
    response = client.get("/lessons")
    assert response.status_code == 200
    page = parse_html(response.get_data(as_text=True))
    groups = page.find_all("section", class_="lesson-group")
    assert [group.find("h2").words() for group in groups] == list(GAMES.values())
    links = [
        link for group in groups for link in group.find("ol", class_="lesson-list").find_all("a")
    ]
    assert [link.attrs["href"] for link in links] == [f"/lessons/{name}" for name in TOPICS]
    for link, path in zip(links, LESSON_FILES, strict=True):
        meta, _ = source(path)
        assert link.find(class_="lesson-list-title").words() == meta["title"]
        assert link.find(class_="lesson-list-summary").words() == meta["summary"]
    for group, (name, title) in zip(groups, GAMES.items(), strict=True):
        hrefs = [a.attrs["href"] for a in group.find_all("a")]
        assert hrefs == [f"/lessons/{slug(p)}" for p in LESSON_FILES if game(p) == name], title


@pytest.mark.parametrize("path", LESSON_FILES, ids=slug)
def test_a_lesson_renders_with_its_title_and_no_errors(path, lesson_page):
    html, page = lesson_page(path)
    meta, body = source(path)
    assert page.find("h1").words() == meta["title"]
    assert "lesson-error" not in html
    assert not re.search(r"^#\s", body, re.MULTILINE), "sections start at ##; the title is the h1"
    words = len(prose(body).split())
    assert 300 <= words <= 700, f"{path.name} has {words} words of prose"
    assert 2 <= len(BLOCK.findall(body)) <= 4, f"{path.name}: 2 to 4 examples"


@pytest.mark.parametrize("path", LESSON_FILES, ids=slug)
def test_every_example_shows_the_engines_cards_total_and_items(path, lesson_page):
    _, page = lesson_page(path)
    _, body = source(path)
    blocks = BLOCK.findall(body)
    drawn = page.find_all("figure", class_="lesson-example")
    assert len(drawn) == len(blocks)
    for (kind, spec), example in zip(blocks, drawn, strict=True):
        assert example.attrs["data-example"] == kind
        big = example.find_all(class_="lesson-example-points")
        total = big[0].words() if big else None
        items = [
            item.find(class_="item-text").words() for item in example.find_all("li", class_="item")
        ]
        felt = example.find_all(class_="lesson-cards")
        cards = [svg.attrs["data-card"] for svg in (felt[0].find_all("svg") if felt else [])]
        if kind == "trick":
            seats, played, trump, low = trick(spec)
            ranked = [turned_over(card) for card in played] if low else played
            winner = trick_winner(ranked, trump)
            assert cards == [str(card) for card in played]
            assert total == SEATS[seats[winner]] == example.attrs["data-winner"]
            drawn_seats = [
                li.attrs["data-seat"] for li in example.find_all("li", class_="lesson-trick-play")
            ]
            assert drawn_seats == [SEATS[seat] for seat in seats]
            winners = example.find_all("li", class_="is-winner")
            assert [li.attrs["data-seat"] for li in winners] == [SEATS[seats[winner]]]
            reason = trick_reason(played, trump, low)
            assert reason.winner == winner
            assert marked(example, "data-reason")[0].words() == f"{reason.text}."
            notes = [
                (note.attrs["data-note"], note.words()) for note in marked(example, "data-note")
            ]
            assert notes == trick_notes(spec)
        elif kind == "follow":
            held, _, led, legal, reason = follow(spec)
            assert cards == [str(card) for card in (*held, *([led] if led else []))]
            lit = [
                svg.attrs["data-card"]
                for span in example.find_all(class_="is-legal")
                for svg in span.find_all("svg")
            ]
            assert lit == [str(card) for card in legal]
            listed = [
                svg.attrs["data-card"] for svg in marked(example, "data-legal")[0].find_all("svg")
            ]
            assert listed == [str(card) for card in legal]
            assert marked(example, "data-reason")[0].words() == reason
        elif kind == "points":
            side, scored, text = points(spec)
            assert total == str(scored)
            assert example.find(class_="lesson-example-total").words() == f"{side} score {scored}"
            assert marked(example, "data-reason")[0].words() == text
        elif kind in ("hand", "crib"):
            score = hand(spec, crib=kind == "crib")
            assert total == str(score.total)
            assert items == [item.text for item in score.items]
            assert cards == [str(card) for card in (*score.hand, score.starter)]
            spoken = score.spoken[0].upper() + score.spoken[1:]
            assert example.find(class_="spoken").words() == f"“{spoken}.”"
            notes = [note.words() for note in marked(example, "data-note")]
            assert notes == list(score.notes)
        elif kind == "play":
            play = score_play(spec)
            assert total == str(play.total)
            assert items == [item.text for item in play.items]
            assert cards == [str(card) for card in play.pile]
            counts = [count.words() for count in example.find_all(class_="lesson-pile-count")]
            assert counts == [
                str(score_play(play.pile[: i + 1]).count) for i in range(len(play.pile))
            ]
        elif kind == "bid":
            situation, counts = bid(spec)
            assert cards == [str(card) for card in (*situation.hand, situation.upcard)]
            assert total == quarters(max(counts.values()))
            tables = example.find_all("table", class_="bid-count-table")
            suits = [table.attrs["data-count"] for table in tables]
            assert sorted(suits) == sorted(str(suit) for suit in counts)
            for table in tables:
                shown_total = marked(table, "data-count-total")[0].words()
                assert shown_total == quarters(counts[bidding_suit(table.attrs["data-count"])])
            says = option_label(rule_action(situation), situation).lower()
            assert example.find(class_="lesson-example-total").words().endswith(says)
        else:
            analysis = discard(spec)
            assert total == expected_points(analysis.best.net_ev)
            assert cards == [str(card) for card in analysis.cards]
            assert marked(example, "data-reason")[0].words() == analysis.best.reason
            rows = example.find("tbody").find_all("tr")
            assert len(rows) == 3
            for row, option in zip(rows, analysis.options, strict=False):
                kept, thrown = row.find_all("span", class_="mini-cards")
                assert [svg.attrs["data-card"] for svg in kept.find_all("svg")] == [
                    str(card) for card in option.kept
                ]
                assert [svg.attrs["data-card"] for svg in thrown.find_all("svg")] == [
                    str(card) for card in option.thrown
                ]
                sign = "+" if analysis.dealer else "−"
                assert marked(row, "data-hand")[0].words() == expected_points(option.hand_ev)
                assert marked(row, "data-crib")[0].words() == sign + expected_points(option.crib_ev)
                assert marked(row, "data-net")[0].words() == expected_points(option.net_ev)


@pytest.mark.parametrize("path", EUCHRE_FILES, ids=slug)
def test_a_euchre_lesson_ends_with_a_quiz_the_engine_answers(path, lesson_page):
    html, page = lesson_page(path)
    _, body = source(path)
    questions = QUIZ.findall(body)
    assert 2 <= len(questions) <= 3, f"{path.name}: a quiz of 2 or 3 questions"
    assert re.search(r"^## Quiz\n", body, re.MULTILINE), "the questions sit under ## Quiz"
    asked = page.find_all("section", class_="lesson-question")
    assert len(asked) == len(questions)
    for number, ((kind, spec), question) in enumerate(zip(questions, asked, strict=True), 1):
        spec = spec.strip()
        assert question.attrs["data-question"] == kind
        assert question.find("h3").words() == f"Question {number}"
        answer = question.find("details", class_="lesson-answer")
        assert answer.find("summary").words() == "Show the answer"
        given = marked(answer, "data-answer")[0]
        reason = marked(answer, "data-reason")[0].words()
        # Nothing outside the <details> gives the answer away.
        assert not question.find_all(class_="is-winner") and not question.find_all(
            class_="is-legal"
        )
        if kind == "trick":
            seats, played, trump, low = trick(spec)
            ranked = [turned_over(card) for card in played] if low else played
            winner = trick_winner(ranked, trump)
            shown_cards = [svg.attrs["data-card"] for svg in question.find("ol").find_all("svg")]
            assert shown_cards == [str(card) for card in played]
            assert given.words() == SEATS[seats[winner]]
            assert reason == f"{trick_reason(played, trump, low).text}."
        elif kind == "follow":
            _, _, _, legal, why = follow(spec)
            assert [svg.attrs["data-card"] for svg in given.find_all("svg")] == list(
                map(str, legal)
            )
            assert reason == why
        elif kind == "points":
            side, scored, text = points(spec)
            assert given.words() == f"{side}, {scored}"
            assert reason == text
        else:
            assert kind == "bid", kind
            situation, counts = bid(spec)
            assert given.words() == option_label(rule_action(situation), situation).lower()
            assert quarters(max(counts.values())) in answer.words()
    assert "lesson-error" not in html


@pytest.mark.parametrize("path", LESSON_FILES, ids=slug)
def test_every_figure_in_the_prose_is_the_engines(path, lesson_page):
    _, page = lesson_page(path)
    _, body = source(path)
    figures = FIGURE.findall(body)
    assert figures, f"{path.name} states no figure"
    shown_figures = [span.words() for span in page.find_all("span", class_="lesson-figure")]
    expected = [expected_figure(kind, detail or None, spec) for kind, detail, spec in figures]
    assert shown_figures == expected


@pytest.mark.parametrize("path", LESSON_FILES, ids=slug)
def test_no_score_is_typed_bare(path):
    _, body = source(path)
    text = prose(body)
    assert CARD_CODE.findall(text) == [], "write cards in a block or a figure"
    allowed = euchre_rule_facts() if slug(path) in EUCHRE_LESSONS else rule_facts()
    bare = [int(number) for number in re.findall(r"(?<![\w.])\d+(?![\w.]\d)", text)]
    unchecked = sorted({number for number in bare if number not in allowed})
    assert unchecked == [], f"{path.name}: bare numbers {unchecked}; use a figure"


@pytest.mark.parametrize("path", LESSON_FILES, ids=slug)
def test_a_lesson_ends_with_a_practice_set_on_its_topic(path, lesson_page):
    _, page = lesson_page(path)
    practice = page.find("section", class_="lesson-practice")
    link = urlsplit(marked(practice, "data-practice")[0].attrs["href"])
    query = {name: values[0] for name, values in parse_qs(link.query).items()}
    if TOPICS[slug(path)][0] == "trick":
        assert (link.path, query) == ("/settle/trick", {"game": "euchre"})
        return
    assert link.path == "/train"
    assert query["mode"] in MODES
    assert set(query) <= {"mode", "focus", "level", "topic"}
    if "focus" in query:
        assert query["focus"] in {category.value for category in Category}
    if "level" in query:
        assert query["level"] in {level.value for level in Level}
    if "topic" in query:
        assert query["mode"] == "bidding"
        assert query["topic"] in {topic.value for topic in Topic}
    assert (query["mode"], query.get("focus") or query.get("topic")) == TOPICS[slug(path)]


def test_lessons_link_to_their_neighbours(client, parse_html):
    slugs = list(TOPICS)
    for position, name in enumerate(slugs):
        page = parse_html(client.get(f"/lessons/{name}").get_data(as_text=True))
        pager = page.find("nav", class_="lesson-pager")
        previous = [a.attrs["href"] for a in pager.find_all("a", rel="prev")]
        following = [a.attrs["href"] for a in pager.find_all("a", rel="next")]
        assert previous == ([f"/lessons/{slugs[position - 1]}"] if position else [])
        assert following == (
            [f"/lessons/{slugs[position + 1]}"] if position + 1 < len(slugs) else []
        )


def test_an_unknown_lesson_is_a_404_page(client):
    response = client.get("/lessons/cheating")
    assert response.status_code == 404
    assert "Page not found" in response.get_data(as_text=True)


@pytest.mark.parametrize("address", ["/lessons", *(f"/lessons/{name}" for name in TOPICS)])
def test_lesson_pages_keep_to_the_content_security_policy(client, address):
    html = client.get(address).get_data(as_text=True)
    assert "style=" not in html
    assert "<style" not in html
    assert re.findall(r"<script(?![^>]*\ssrc=)", html) == []
    assert re.search(r"<[^>]*\son[a-z]+\s*=", html) is None  # no event handler attributes


def test_the_nav_and_home_page_lead_to_the_lessons(client, parse_html):
    page = parse_html(client.get("/lessons/pairs").get_data(as_text=True))
    current = page.find("nav", aria_label="Main").find("a", aria_current="page")
    assert current.attrs["href"] == "/lessons"
    home = client.get("/").get_data(as_text=True)
    assert 'href="/lessons"' in home


def _lesson(body: str) -> str:
    front = "title: A test\nsummary: S\npractice: P\nmode: count\nfocus: pair\n"
    return f"---\n{front}---\n\n{body}\n"


@pytest.fixture
def sandbox(tmp_path: Path, database_url: str):
    """An app whose course is one lesson written by the test."""
    (tmp_path / "lessons").mkdir()
    app = create_app(
        {
            "TESTING": True,
            "SECRET_KEY": "test",
            "DATABASE_URL": database_url,
            "LESSONS_DIR": str(tmp_path / "lessons"),
        }
    )
    yield tmp_path / "lessons", app.test_client()
    app.extensions["storage"].engine.dispose()


def test_a_lesson_cannot_inject_html_or_scripts(sandbox, parse_html):
    folder, client = sandbox
    body = "\n\n".join(
        [
            '<script>alert("x")</script>',
            '<div style="color: red">raw</div>',
            "An inline <b onclick=\"alert('x')\">tag</b>.",
            "[a link](javascript:alert(1)) and [ours](/count)",
            "{{hand: <img src=x onerror=alert(1)> | 5D}}",
            "```hand\n<svg onload=alert(1)> | 5D\n```",
        ]
    )
    (folder / "01-test.md").write_text(_lesson(body), encoding="utf-8")
    response = client.get("/lessons/test")
    assert response.status_code == 200
    lesson = parse_html(response.get_data(as_text=True)).find("div", class_="lesson-body")
    elements = lesson.find_all()
    assert {element.tag for element in elements} <= {"p", "a", "span", "div", "strong", "code"}
    assert [e for e in elements if e.tag == "div"] == marked(lesson, "data-example-error")
    for element in elements:
        assert not any(name == "style" or name.startswith("on") for name in element.attrs)
    assert '<script>alert("x")</script>' in lesson.words().replace("”", '"').replace("“", '"')
    assert [a.attrs.get("href") for a in lesson.find_all("a")] == [None, "/count"]
    errors = lesson.find_all(class_="lesson-error")
    assert len(errors) == 2  # the figure and the block, shown in place as errors
    assert "unknown rank" in errors[0].words()


def test_a_lesson_file_with_a_wrong_practice_mode_is_refused(tmp_path):
    (tmp_path / "01-test.md").write_text(
        _lesson("Text.").replace("mode: count", "mode: guess"), encoding="utf-8"
    )
    with pytest.raises(LessonError, match="mode 'guess' is not a trainer mode"):
        load_course(tmp_path)


def test_euchre_blocks_the_engine_cannot_read_show_what_to_fix(sandbox, parse_html):
    folder, client = sandbox
    body = "\n\n".join(
        [
            "```trick\nhearts | AH JD\n```",
            "```trick\nroses | AH JD QH 9S\n```",
            "```follow\n9D JD AC | hearts\n```",
            "```points\nhearts | North | 6 tricks\n```",
            "```points\nhearts | North | 2 tricks | South defends alone\n```",
            "```quiz\nguess: hearts | AH JD QH 9S\n```",
            "{{trick seat: hearts | AH JD QH 9S | lead Nowhere}}",
        ]
    )
    (folder / "01-test.md").write_text(_lesson(body), encoding="utf-8")
    lesson = parse_html(client.get("/lessons/test").text).find("div", class_="lesson-body")
    errors = [error.words() for error in lesson.find_all(class_="lesson-error")]
    assert len(errors) == 7
    for error, said in zip(
        errors,
        [
            "a trick has 4 cards here, one for each player in the hand; 2 given",
            "'roses' is not a trump; write clubs, diamonds, hearts, spades",
            "write the hand, a bar, the trump, a bar, then the card led",
            "the makers take 0 to 5 tricks",
            "South is on the makers' side (North–South)",
            "a question is a kind (trick, follow, points, bid), a colon, then its spec",
            "'Nowhere' is not a seat; use South, West, North, East",
        ],
        strict=True,
    ):
        assert said in error


def test_a_trick_block_seats_a_lone_hand_and_names_the_leader(sandbox, parse_html):
    folder, client = sandbox
    spec = "hearts | KC AC 9H | lead West out North"
    (folder / "01-test.md").write_text(_lesson(f"```trick\n{spec}\n```"), encoding="utf-8")
    example = parse_html(client.get("/lessons/test").text).find("figure", class_="lesson-example")
    seats = [li.attrs["data-seat"] for li in example.find_all("li", class_="lesson-trick-play")]
    assert seats == ["West", "East", "South"]
    assert "North sits out" in example.find(class_="lesson-trick-strain").words()
    assert example.attrs["data-winner"] == "South"
    assert [seat for seat, _ in trick_notes(spec)] == ["East", "South"]


@pytest.mark.parametrize(
    "front, said",
    [
        ("mode: count\ntopic: loner\n", "a topic is for the bidding drills"),
        ("mode: bidding\ntopic: bluffing\n", "topic 'bluffing' is not a bidding topic"),
        ("mode: bidding\ngame: poker\n", "game 'poker' is not a game"),
    ],
)
def test_a_lesson_file_with_a_wrong_topic_or_game_is_refused(tmp_path, front, said):
    text = f"---\ntitle: T\nsummary: S\npractice: P\n{front}---\n\nText.\n"
    (tmp_path / "01-test.md").write_text(text, encoding="utf-8")
    with pytest.raises(LessonError, match=said):
        load_course(tmp_path)
