"""Cards for Cribbage, Euchre and Bid Euchre: ranks, suits, parsing, formatting and decks."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import Enum, IntEnum
from functools import total_ordering

from scoring.errors import ExplainedError


class CardError(ExplainedError):
    """Text that does not name a card, or names one twice."""


@total_ordering
class Suit(Enum):
    CLUBS = "C"
    DIAMONDS = "D"
    HEARTS = "H"
    SPADES = "S"

    @property
    def symbol(self) -> str:
        return _SYMBOL_BY_LETTER[self._value_]

    @property
    def noun(self) -> str:
        """The suit's plural name as said aloud: 'hearts'."""
        return _NOUN_BY_LETTER[self._value_]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @classmethod
    def parse(cls, text: str) -> Suit:
        suit = _SUIT_BY_TEXT.get(text.strip())
        if suit is None:
            raise CardError(f"'{text}' is not a suit; use C, D, H, S or ♣ ♦ ♥ ♠")
        return suit

    def __str__(self) -> str:
        return self._value_

    def __lt__(self, other: Suit) -> bool:
        # Cards sort by rank, then suit in bridge order: clubs, diamonds, hearts, spades,
        # which is their letters' order.
        return self._value_ < other._value_


# Looked up by the suit's letter: a str hashes in C, an Enum member in Python (the text forms
# are on every page and in every score's explanation, so this is a hot path).
_SYMBOL_BY_LETTER = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
_NOUN_BY_LETTER = {suit.value: suit.name.lower() for suit in Suit}
_SUIT_SYMBOLS = {suit: _SYMBOL_BY_LETTER[suit.value] for suit in Suit}
# Every way a suit may be written, listed (not case-folded: 'ſ'.upper() is 'S'), so that what
# is accepted can be stated exactly, as the API's OpenAPI document does.
_SUIT_BY_TEXT = {s.value: s for s in Suit} | {s.value.lower(): s for s in Suit}
_SUIT_BY_TEXT |= {s.symbol: s for s in Suit}
# The outlined symbols people sometimes paste (♧ ♢ ♡ ♤) mean the same suits.
_SUIT_BY_TEXT |= {"♧": Suit.CLUBS, "♢": Suit.DIAMONDS, "♡": Suit.HEARTS, "♤": Suit.SPADES}
SUIT_TEXTS = tuple(_SUIT_BY_TEXT)


class Rank(IntEnum):
    ACE = 1
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    # A joker: Bid Euchre's Benny. It has no suit; a Card needs one, so it carries JOKER_SUIT,
    # which nothing reads: scoring.tricks.trump says what it counts as.
    JOKER = 14

    @property
    def char(self) -> str:
        """One-character code: A 2 ... 9 T J Q K."""
        return _RANK_CHARS[self]

    @property
    def label(self) -> str:
        """What is printed on the card's corner: A 2 ... 10 J Q K."""
        return _RANK_LABELS[self]

    @property
    def spoken(self) -> str:
        return _RANK_SPOKEN[self]

    @classmethod
    def parse(cls, text: str) -> Rank:
        rank = _RANK_BY_TEXT.get(text.strip())
        if rank is None:
            raise CardError(f"'{text}' is not a rank; use A, 2 to 10 (or T), J, Q or K")
        return rank


# The thirteen ranks of a suit, ace to king: what a deck is made of (the joker is added apart).
PIP_RANKS = tuple(rank for rank in Rank if rank is not Rank.JOKER)
# Indexed by the rank's number (a Rank is an int): ' ' stands for the rank 0 there is not.
_RANK_CHARS = " A23456789TJQK?"
_RANK_LABELS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "Benny")
_RANK_SPOKEN = ("", *(rank.name.lower() for rank in PIP_RANKS), "Benny")
# Every way a rank may be written, both cases listed as for suits.
_RANK_BY_TEXT = {r.char: r for r in PIP_RANKS} | {r.char.lower(): r for r in PIP_RANKS}
_RANK_BY_TEXT |= {"10": Rank.TEN}
RANK_TEXTS = tuple(_RANK_BY_TEXT)
# The emoji variation selector that pasted suit symbols often carry ('♥️' is '♥' + U+FE0F).
EMOJI_STYLE = "\ufe0f"
# Marks the second copy of a card in a double deck ("TH'"), so text and JSON forms round-trip.
SECOND_COPY = "'"
# The joker is written JK (its text form), and read from any of these too.
JOKER_TEXT = "JK"
JOKER_TEXTS = (JOKER_TEXT, "jk", "Jk", "joker", "Joker", "JOKER", "benny", "Benny", "BENNY", "🃏")
JOKER_SUIT = Suit.SPADES


@dataclass(frozen=True, order=True, slots=True)
class Card:
    """A playing card. `copy` tells apart the two identical cards of a double deck (0 or 1)."""

    rank: Rank
    suit: Suit
    copy: int = 0

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read one card as people type it: '5H', '5h', '10H', 'TH', 'J♦', 'a♠'; the second
        copy of a card in a double deck is written with a prime: "TH'"."""
        token = text.strip().rstrip(EMOJI_STYLE)
        card = _CARD_BY_TEXT.get(token)
        if card is not None:
            return card
        shown = token if len(token) <= 12 else token[:12] + "…"
        if token in _RANK_BY_TEXT:
            raise CardError(f"'{shown}' has no suit; add C, D, H, S or ♣ ♦ ♥ ♠, like {token}H")
        if token.endswith(SECOND_COPY):
            raise CardError(
                f"'{shown}' is not a card; a second copy is one card and a prime, like TH'"
            )
        if len(token) < 2:
            raise CardError(
                f"'{shown}' is not a card; write a rank (A, 2 to 10, J, Q, K) "
                "then a suit (C, D, H, S or ♣ ♦ ♥ ♠), like 5H or 10♦"
            )
        if len(token) > 3 and any(part in _SUIT_BY_TEXT for part in token[1:-1]):
            raise CardError(f"'{shown}' is more than one card; put a space or comma between cards")
        rank_text, suit_text = token[:-1], token[-1]
        if rank_text not in _RANK_BY_TEXT:
            raise CardError(
                f"'{shown}': unknown rank '{rank_text}'; use A, 2 to 10 (or T), J, Q or K"
            )
        if suit_text not in _SUIT_BY_TEXT:
            raise CardError(f"'{shown}': unknown suit '{suit_text}'; use C, D, H, S or ♣ ♦ ♥ ♠")
        return cls(_RANK_BY_TEXT[rank_text], _SUIT_BY_TEXT[suit_text])

    def __str__(self) -> str:
        # The joker is Rank.JOKER, 14, compared as an int: this is a hot path.
        text = JOKER_TEXT if self.rank == 14 else _RANK_CHARS[self.rank] + self.suit._value_
        return text + SECOND_COPY if self.copy else text

    def __hash__(self) -> int:
        # The dataclass's own hash hashes the Enum members, in Python: this one is C all along.
        return hash((int(self.rank), self.suit._value_, self.copy))

    @property
    def is_joker(self) -> bool:
        return self.rank == 14

    @property
    def name(self) -> str:
        """Spoken name: 'five of hearts' (the joker: 'Benny, the joker')."""
        if self.rank == 14:
            return "Benny, the joker"
        return f"{_RANK_SPOKEN[self.rank]} of {_NOUN_BY_LETTER[self.suit._value_]}"

    @property
    def display(self) -> str:
        """Printed form: '10♥' (the joker: 'the Benny', as it is said in a sentence)."""
        if self.rank == 14:
            return "the Benny"
        return _RANK_LABELS[self.rank] + _SYMBOL_BY_LETTER[self.suit._value_]

    @property
    def index(self) -> int:
        """0..51 within one 52-card deck, ignoring `copy`: suit-major, ace low."""
        return _SUIT_ORDER[self.suit] * 13 + self.rank - 1


_SUIT_ORDER = {suit: i for i, suit in enumerate(Suit)}
JOKER = Card(Rank.JOKER, JOKER_SUIT)
# Every spelling of every card, the second copies of a double deck included, for reading one
# with a dictionary lookup.
_CARD_BY_TEXT = {
    rank_text + suit_text + mark: Card(rank, suit, copy)
    for rank_text, rank in _RANK_BY_TEXT.items()
    for suit_text, suit in _SUIT_BY_TEXT.items()
    for copy, mark in enumerate(("", SECOND_COPY))
}
_CARD_BY_TEXT |= {
    text + mark: Card(Rank.JOKER, JOKER_SUIT, copy)
    for text in JOKER_TEXTS
    for copy, mark in enumerate(("", SECOND_COPY))
}
# Cards are separated by whitespace (as Python's str.isspace() has it), commas, semicolons or
# plus signs (a + in a query string is a space already).
SEPARATOR_CHARACTERS = ",;+"
_SEPARATORS = re.compile(r"[\s,;+]+")
MAX_INPUT = 1000


def parse_cards(text: str, *, allow_duplicates: bool = False) -> list[Card]:
    """Read cards separated by spaces, commas or plus signs; reject repeats unless allowed.
    Any card of any deck is read (a second copy, the joker): Deck.check says which belong."""
    if len(text) > MAX_INPUT:
        raise CardError(f"that is {len(text)} characters; a list of cards is at most {MAX_INPUT}")
    cards = [Card.parse(token) for token in _SEPARATORS.split(text.strip()) if token]
    if not allow_duplicates:
        check_distinct(cards)
    return cards


def check_distinct(cards: list[Card]) -> None:
    """Raise CardError naming the first card that appears twice."""
    seen: set[Card] = set()
    for card in cards:
        if card in seen:
            raise CardError(f"{card} ({card.display}) appears twice; each card can be used once")
        seen.add(card)


def format_cards(cards: list[Card], sep: str = " ") -> str:
    return sep.join(str(card) for card in cards)


@dataclass(frozen=True, slots=True)
class Deck:
    """Which cards a game is played with: every rank of `ranks` in each suit, `copies` times,
    and `jokers` jokers (Bid Euchre's Benny)."""

    name: str
    ranks: tuple[Rank, ...]
    copies: int = 1
    jokers: int = 0

    def cards(self) -> list[Card]:
        """The whole deck, suit-major, first copies first, the jokers last."""
        return [
            *(
                Card(rank, suit, copy)
                for copy in range(self.copies)
                for suit in Suit
                for rank in self.ranks
            ),
            *(Card(Rank.JOKER, JOKER_SUIT, copy) for copy in range(self.jokers)),
        ]

    def holds(self, card: Card) -> bool:
        """Whether `card`, its copy included, is one of this deck's cards."""
        if card.is_joker:
            return card.suit is JOKER_SUIT and card.copy < self.jokers
        return card.rank in self.ranks and card.copy < self.copies

    def check(self, cards: Iterable[Card]) -> None:
        """Raise CardError unless every card is in this deck and no card is used twice."""
        seen: set[Card] = set()
        for card in cards:
            if card.is_joker:
                if card.suit is not JOKER_SUIT or card.copy >= self.jokers:
                    raise CardError(f"the joker (Bid Euchre's Benny) is not in {self.name}")
                if card in seen:
                    raise CardError("the joker (Benny) appears twice; there is one")
                seen.add(card)
                continue
            if card.rank not in self.ranks:
                raise CardError(f"{card} ({card.display}) is not in {self.name}")
            if card in seen:
                raise CardError(f"{card} ({card.display}) appears twice; each card is used once")
            if card.copy >= self.copies:
                times = "twice" if self.copies == 1 else f"more than {_COPIES[self.copies]} times"
                raise CardError(
                    f"{card.display} appears {times}; {self.name} has "
                    f"{_COPIES[self.copies]} of each card"
                )
            seen.add(card)

    def read(self, text: str) -> list[Card]:
        """Read cards typed as text; a card typed again is its next copy (TH TH -> TH, TH')."""
        given: list[Card] = []
        for card in parse_cards(text, allow_duplicates=True):
            if card.copy == 0:  # typed plainly: the first copy not given yet
                while card in given:
                    card = replace(card, copy=card.copy + 1)
            given.append(card)
        self.check(given)
        return given


_COPIES = {1: "one", 2: "two"}

EUCHRE_RANKS = (Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
STANDARD_DECK = Deck("the 52-card deck", PIP_RANKS)
EUCHRE_DECK = Deck("the 24-card Euchre deck (nine to ace)", EUCHRE_RANKS)
DOUBLE_DECK = Deck("the 48-card double deck (two of each Euchre card)", EUCHRE_RANKS, copies=2)


def standard_deck() -> list[Card]:
    """The 52-card deck used for Cribbage, in suit-major order."""
    return STANDARD_DECK.cards()


def euchre_deck() -> list[Card]:
    """Euchre's 24 cards: nine to ace in each suit."""
    return EUCHRE_DECK.cards()


def double_deck() -> list[Card]:
    """Bid Euchre's 48 cards: two copies of the Euchre deck, told apart by `copy`."""
    return DOUBLE_DECK.cards()
