"""The OpenAPI document says exactly what the API reads, and Schemathesis, driving the app
through WSGI from the document alone, finds no failure."""

from __future__ import annotations

import re

import pytest
import schemathesis
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from schemathesis.config import SchemathesisConfig
from schemathesis.generation import GenerationMode

from scoring.bideuchre.options import DECKS_WITH_BENNY
from scoring.bideuchre.settle import parse_bid
from scoring.cards import (
    EMOJI_STYLE,
    EUCHRE_DECK,
    JOKER_TEXTS,
    MAX_INPUT,
    RANK_TEXTS,
    SECOND_COPY,
    STANDARD_DECK,
    SUIT_TEXTS,
    CardError,
    Deck,
    parse_cards,
)
from scoring.numbers import read_whole_number
from scoring.tricks.seats import seat_named
from scoring.tricks.strain import parse_strain
from webapp.calculators.fields import true_or_false
from webapp.calculators.schemas import BID, SEAT, STRAIN, TRUE_FALSE, WHOLE, cards_pattern

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

BENNY_DECK = DECKS_WITH_BENNY[48]
# Every spelling a card reader accepts, of every deck (ranks, suits, the second copy's prime,
# the joker's names, the emoji style), whole cards among them, and pieces that are not cards.
SPELLINGS = sorted(
    {
        *RANK_TEXTS,
        *SUIT_TEXTS,
        *JOKER_TEXTS,
        SECOND_COPY,
        EMOJI_STYLE,
        *(str(card) for card in BENNY_DECK.cards()),
        *(str(card) for card in STANDARD_DECK.cards()),
    }
)
PIECES = [
    *SPELLINGS,
    " ",
    ",",
    ";",
    "+",
    "\u00a0",
    "\u3000",
    "\x1c",
    "\ufeff",
    "1",
    "0",
    "X",
    "ſ",
    "K",
    "٣",
    "♤️",
    "🂡",
]
TEXTS = st.lists(st.one_of(st.sampled_from(PIECES), st.characters()), max_size=24).map("".join)
# Lists of whole cards in any spelling, so that texts the readers accept are drawn often.
CARD_SPELLINGS = [
    rank + suit + mark + style
    for rank in RANK_TEXTS
    for suit in SUIT_TEXTS
    for mark in ("", SECOND_COPY)
    for style in ("", EMOJI_STYLE)
] + [
    joker + mark + style
    for joker in JOKER_TEXTS
    for mark in ("", SECOND_COPY)
    for style in ("", EMOJI_STYLE)
]
CARD_LISTS = st.lists(
    st.tuples(st.sampled_from(CARD_SPELLINGS), st.sampled_from([" ", ",", " ; ", "+", "\t"])),
    min_size=1,
    max_size=7,
).map(lambda pairs: "".join(card + gap for card, gap in pairs))
DECKS = {"52 cards": STANDARD_DECK, "euchre": EUCHRE_DECK, "double with the Benny": BENNY_DECK}


def count_read(text: str, deck: Deck) -> int | None:
    """How many cards of `deck` a reader takes in `text` (a card given twice is not what a
    pattern can see, so repeats are let through), or None when a card is not one of it."""
    try:
        cards = parse_cards(text, allow_duplicates=True)
    except CardError:
        return None
    return len(cards) if all(deck.holds(card) for card in cards) else None


@pytest.mark.parametrize("deck", DECKS.values(), ids=DECKS.keys())
@settings(max_examples=600, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.one_of(TEXTS, CARD_LISTS),
    st.sampled_from([(1, 1), (4, 4), (5, 6), (0, None)]),
)
# What once went red at random: the joker's names and the prime a double deck's second copy
# carries were read but not in the pattern.
@example("JK", (1, 1))
@example("5H' 5C 5S JD", (4, 4))
@example("benny 🃏 AS AS' 9H 9H", (5, 6))
def test_a_card_pattern_matches_exactly_what_the_reader_takes(deck, text, counts):
    least, most = counts
    matches = re.fullmatch(cards_pattern(least, most, deck), text) is not None
    count = count_read(text, deck)
    reads = count is not None and least <= count and (most is None or count <= most)
    assert matches == reads, (text, count)


def test_the_card_patterns_on_examples():
    hand = re.compile(cards_pattern(4, 4))
    for text in ["5H,5C,5S,JD", "5h 5c 5s jd", "10♥ 5♦️ 5S 5C", " 5H;5C+5S,,JD ", "TD 10d td 10D"]:
        assert hand.fullmatch(text), text
    for text in ["5H,5C,5S", "5ſ 5C 5S JD", "5H 5C 5S JD 5D", "5H5C5S5D", "", "1H 5C 5S JD"]:
        assert not hand.fullmatch(text), text
    assert len("5H " * 400) > MAX_INPUT  # and the schema's maxLength says so


@given(st.text(max_size=8) | st.sampled_from(["true", "FALSE", "True", " true", "tRuE\n"]))
def test_the_true_false_pattern_matches_exactly_what_is_read(text):
    read = true_or_false(text)
    assert (re.fullmatch(TRUE_FALSE, text) is not None) == (read is not None)


# Schemathesis. A request that fits the document can still be refused (400) for what a schema
# cannot say: a card given twice, a starter that is also in the hand, or 5 cards dealt to 2
# players. Its checks therefore count a 400 as an answer to valid data too, and a 404 (a job
# key that fits the pattern names no job of this visitor's); every other check, no server
# error and the answers' schemas among them, is Schemathesis's default. A duplicate deal of a
# day not over yet is a 403 that says when it will be.
CONFIG = {
    "checks": {"positive_data_acceptance": {"expected-statuses": ["2xx", "400", "403", "404"]}}
}


# Cases for each operation and mode: a fresh sample every run, so the runs add up. Each of the
# twelve operations gets its own 25 in each mode, 600 a run; drawing them (from the document's
# patterns) is most of the time, not answering them.
EXAMPLES = 25


@pytest.mark.parametrize(
    "mode",
    [pytest.param(mode, marks=pytest.mark.slow) for mode in GenerationMode],
    ids=str,
)
def test_the_api_against_its_openapi_document(app, mode):
    """Every operation, with data that fits the document and (negative) data that does not:
    Schemathesis's checks on every answer."""
    config = SchemathesisConfig.from_dict(CONFIG)
    schema = schemathesis.openapi.from_wsgi("/api/openapi.json", app, config=config)
    operations = [result.ok() for result in schema.get_all_operations()]
    # Schemathesis leaves out the document's own address.
    assert {operation.path for operation in operations} == {
        "/api/cribbage/score",
        "/api/cribbage/discard",
        "/api/euchre/bid",
        "/api/bid-euchre/bid",
        "/api/cribbage/pegging",
        "/api/euchre/trick",
        "/api/bid-euchre/trick",
        "/api/euchre/hand",
        "/api/bid-euchre/hand",
        "/api/duplicate/{game}/{date}",
        "/api/duplicate/{game}/{date}/deals/{n}",
        "/api/jobs/{key}",
    }
    for operation in operations:

        @given(operation.as_strategy(generation_mode=mode))
        @settings(
            max_examples=EXAMPLES,
            deadline=None,
            database=None,
            suppress_health_check=list(HealthCheck),
        )
        def answers_as_documented(case):
            case.call_and_validate()

        answers_as_documented()


# The settlers' patterns against the readers they describe, on generated text.
SETTLE_PIECES = st.sampled_from(
    [
        "south",
        "North",
        "wEsT",
        "east",
        "H",
        "h",
        "hearts",
        "no-trump",
        "NT",
        "low",
        "moon",
        "Call 1",
        "call2",
        "4",
        "12",
        "123",
        " ",
        "\t",
        "-",
        "ſ",
        "K",
        "٣",
        "0",
    ]
)
SETTLE_TEXTS = st.lists(st.one_of(SETTLE_PIECES, st.characters()), max_size=4).map("".join)


def _reads(read, text: str) -> bool:
    try:
        read(text)
    except ValueError:
        return False
    return True


@settings(max_examples=1500, suppress_health_check=[HealthCheck.too_slow])
@given(SETTLE_TEXTS)
def test_the_settlers_patterns_match_exactly_what_is_read(text):
    assert (re.fullmatch(SEAT, text) is not None) == _reads(seat_named, text), text
    assert (re.fullmatch(STRAIN, text) is not None) == _reads(parse_strain, text), text
    assert (re.fullmatch(BID, text) is not None) == _reads(parse_bid, text), text
    assert (re.fullmatch(WHOLE, text) is not None) == (read_whole_number(text) is not None), text
