"""What each calculator field reads, as the JSON Schema of its OpenAPI parameter.

The patterns are built from the readers' own tables (scoring.cards, seats, strains, bids), so
the two cannot drift apart, and a test checks pattern and reader against each other on
generated text.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import Any

from scoring.bideuchre.settle import BID_WORDS
from scoring.cards import (
    EMOJI_STYLE,
    JOKER_TEXTS,
    MAX_INPUT,
    RANK_TEXTS,
    SECOND_COPY,
    SEPARATOR_CHARACTERS,
    STANDARD_DECK,
    SUIT_TEXTS,
    Deck,
    Rank,
)
from scoring.numbers import MAX_DIGITS
from scoring.tricks.seats import SEATS
from scoring.tricks.strain import STRAIN_TEXTS


def _escaped(character: str) -> str:
    """A character as ECMA-262 and Python regular expressions both read it: ASCII letters and
    digits as they are, one outside the Basic Multilingual Plane as itself (an escape for it
    would need ECMA-262's u flag), anything else as an escape."""
    if (character.isascii() and character.isalnum()) or ord(character) > 0xFFFF:
        return character
    return f"\\u{ord(character):04x}"


def _one_of(texts: Iterable[str]) -> str:
    """A regular expression for any of `texts` (the longer first, so '10' wins over '1'); a
    character outside the Basic Multilingual Plane is an alternative, never in a class."""
    alone = sorted({text for text in texts if len(text) == 1 and ord(text) <= 0xFFFF})
    longer = [
        "".join(_escaped(ch) for ch in text)
        for text in sorted(set(texts) - set(alone), key=lambda text: (-len(text), text))
    ]
    singles = [f"[{''.join(_escaped(ch) for ch in alone)}]"] if alone else []
    return "(?:" + "|".join([*longer, *singles]) + ")"


# What separates cards: Python's whitespace (str.isspace), and , ; +.
_SPACES = [chr(code) for code in range(sys.maxunicode + 1) if chr(code).isspace()]
SEPARATOR = "[" + "".join(_escaped(ch) for ch in [*_SPACES, *SEPARATOR_CHARACTERS]) + "]"


def card_pattern(deck: Deck) -> str:
    """One card of `deck` as Card.parse reads it: a rank of the deck then a suit, a prime for
    a second copy when the deck has two, a joker's name when it has the Benny; any of them
    may carry the emoji style."""
    ranks = [text for text in RANK_TEXTS if Rank.parse(text) in deck.ranks]
    prime = f"{_escaped(SECOND_COPY)}?"
    faces = [f"{_one_of(ranks)}{_one_of(SUIT_TEXTS)}{prime if deck.copies > 1 else ''}"]
    if deck.jokers:
        faces.append(f"{_one_of(JOKER_TEXTS)}{prime if deck.jokers > 1 else ''}")
    return f"(?:{'|'.join(faces)}){_escaped(EMOJI_STYLE)}*"


def cards_pattern(least: int, most: int | None, deck: Deck = STANDARD_DECK) -> str:
    """The text of `least` to `most` (None: any number of) cards of `deck`, as its reader takes
    it; repeats are for the reader to refuse, which a pattern cannot see."""
    card = card_pattern(deck)
    if most is None:
        more = "*"
    else:
        more = f"{{{max(least, 1) - 1},{most - 1}}}" if max(least, 1) != most else f"{{{most - 1}}}"
    cards = f"{card}(?:{SEPARATOR}+{card}){more}"
    return f"^{SEPARATOR}*{f'(?:{cards})?' if least == 0 else cards}{SEPARATOR}*$"


def cards_schema(least: int, most: int | None, deck: Deck, said: str = "") -> dict[str, Any]:
    """A list of cards as a query or body field: its pattern, and (after `said`) the deck its
    reader takes, in words."""
    words = f"{said} Cards of {deck.name}".lstrip()
    if deck.copies > 1:
        words += ": a card given twice is its second copy, which may also be written TH'"
    if deck.jokers:
        words += "; the Benny is JK (or joker, Benny, 🃏)"
    return {
        "type": "string",
        "maxLength": MAX_INPUT,
        "pattern": cards_pattern(least, most, deck),
        "description": words + ".",
    }


def any_case(words: Iterable[str]) -> str:
    """A pattern for any of `words` in any ASCII case: [Ss][Oo][Uu]..."""

    def letters(word: str) -> str:
        return "".join(f"[{ch.upper()}{ch.lower()}]" if ch.isalpha() else ch for ch in word)

    return "(?:" + "|".join(letters(word) for word in sorted(words, key=len, reverse=True)) + ")"


TRUE_FALSE = "^(?:[Tt][Rr][Uu][Ee]|[Ff][Aa][Ll][Ss][Ee])$"
SEAT = f"^{any_case(name.lower() for name in SEATS)}$"
SEAT_OR_NOBODY = f"^(?:{any_case(name.lower() for name in SEATS)})?$"
STRAIN = f"^{any_case(STRAIN_TEXTS)}$"
SUIT_OR_NONE = (
    f"^(?:{any_case(text for text in STRAIN_TEXTS if text[0] in 'cdhs' and 'trump' not in text)})?$"
)
# read_whole_number: ASCII digits, spaces, tabs and line ends around them.
WHOLE = f"^[ \\t\\r\\n]*[0-9]{{1,{MAX_DIGITS}}}[ \\t\\r\\n]*$"
BID = f"^ *(?:[0-9]{{1,2}}|{any_case(BID_WORDS)}) *$"
