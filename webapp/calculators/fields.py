"""The calculators' fields (WTForms, read from a query string): cards, seats, trumps, true or
false, whole numbers, house rules.

Each field reads its text with the engines' own reader, so that `.data` is the typed value and
text it cannot read is that field's message, as the page shows it beside the field and the
API's 400 says it; and each says what the OpenAPI document says of it (QueryParameter).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Generic, TypeVar

from werkzeug.datastructures import MultiDict
from wtforms import Field
from wtforms.form import BaseForm
from wtforms.utils import unset_value
from wtforms.validators import StopValidation

from scoring.bideuchre.contract import Lone
from scoring.bideuchre.settle import parse_bid
from scoring.cards import MAX_INPUT, Card, Deck, Suit, parse_cards
from scoring.cribbage.dealing import PLAYER_COUNTS
from scoring.cribbage.rules import SKUNK_LINES
from scoring.errors import ExplainedError
from scoring.numbers import MAX_DIGITS, read_score, read_signed_number, read_whole_number
from scoring.options import Choice, Option
from scoring.tricks.seats import SEATS, seat_named
from scoring.tricks.strain import parse_strain
from webapp.calculators.schemas import (
    BID,
    SEAT,
    SEAT_OR_NOBODY,
    STRAIN,
    TRUE_FALSE,
    WHOLE,
    cards_schema,
)
from webapp.forms import FlagField, OptionField, shortened

T = TypeVar("T")
# The score's two inputs: our side's points, then theirs.
SCORE_INPUTS = ("ours", "theirs")


class QueryParameter:
    """What the OpenAPI document says of a field: its name, description, example, whether the
    API requires it, and its schema."""

    name: str
    description: str
    example: str = ""

    @property
    def required(self) -> bool:
        return False

    def schema(self) -> dict[str, Any]:
        return {"type": "string"}

    def parameter(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "in": "query",
            "required": self.required,
            "description": self.description,
            "schema": self.schema(),
            "example": self.example,
        }


class QueryField(QueryParameter, Field, Generic[T]):
    """A field of a calculator's query: `text` as typed (or its `default`, when left out), read
    into `data`. Left blank, or left out with no default, it says `missing` (which may name the
    form's attributes: '{form.example}'); one with `missing` and no default the API requires."""

    data: T | None

    def __init__(
        self,
        description: str,
        *,
        example: str = "",
        missing: str = "",
        default: str | None = None,
        schema: dict[str, Any] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(description=description, **kwargs)
        self.example = example
        self.missing = missing
        self.default_text = default
        self._schema = schema
        self.text = default or ""

    # What the OpenAPI document gives as the text's pattern, unless a whole schema is given.
    pattern = ""

    @property
    def required(self) -> bool:
        return bool(self.missing) and self.default_text is None

    def schema(self) -> dict[str, Any]:
        if self._schema is not None:
            schema = dict(self._schema)
        else:
            schema = (
                {"type": "string", "pattern": self.pattern} if self.pattern else {"type": "string"}
            )
        return schema if self.default_text is None else schema | {"default": self.default_text}

    @property
    def value(self) -> T:
        """What was read, once the form is checked and this field found given."""
        if self.data is None:
            raise LookupError(f"{self.name} is not given: check the form first")
        return self.data

    def is_blank(self, text: str) -> bool:
        """Whether `text` says nothing: nothing but spaces."""
        return not text.strip()

    def read(self, text: str) -> T:
        """The value `text` says; ValueError (with the message to show) when it says none."""
        raise NotImplementedError

    def process_formdata(self, valuelist: list[Any]) -> None:
        text = str(valuelist[0]) if valuelist else self.default_text
        self.text = text or ""
        self.data = None
        if text is not None and not self.is_blank(text):
            try:
                self.data = self.read(text)
            except ExplainedError as error:  # the engines' readers say what is wrong
                raise ValueError(str(error)) from None

    def pre_validate(self, form: BaseForm) -> None:
        if self.process_errors:
            raise StopValidation()  # what could not be read is the one message
        if self.data is None and self.missing:
            raise StopValidation(self.missing.format(form=form))


class TextField(QueryField[str]):
    """Text the engine reads itself (a play's cards and gos, given the players)."""

    def read(self, text: str) -> str:
        return text


class DeckField(QueryField[T]):
    """Cards of `deck` typed in a field, `least` to `most` of them (None: any number)."""

    def __init__(
        self,
        description: str,
        *,
        deck: Deck,
        least: int = 1,
        most: int | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(description, schema=cards_schema(least, most, deck), **kwargs)
        self.deck = deck

    def is_blank(self, text: str) -> bool:
        return len(text) <= MAX_INPUT and not text.strip()


class CardsTextField(DeckField[str]):
    """Cards as typed, for an engine that reads them with the deck of the house rules (a
    trick's cards, a bidding hand): the text, at most MAX_INPUT characters."""

    def read(self, text: str) -> str:
        if len(text) > MAX_INPUT:
            raise ValueError(
                f"that is {len(text)} characters; a list of cards is at most {MAX_INPUT}"
            )
        return text


class CardsField(DeckField[list[Card]]):
    """Cards of the deck, each once (scoring.cards.parse_cards, then the deck's check)."""

    def read(self, text: str) -> list[Card]:
        cards = parse_cards(text)
        self.deck.check(cards)
        return cards


class SeatField(QueryField[int]):
    """A seat by its name, in any case (scoring.tricks.seats); blank is nobody, unless the
    field says what is `missing`."""

    def __init__(self, description: str, **kwargs: Any) -> None:
        super().__init__(description, **kwargs)
        self.pattern = SEAT if self.missing else SEAT_OR_NOBODY

    def is_blank(self, text: str) -> bool:
        return not text

    def read(self, text: str) -> int:
        return seat_named(text)


class SeatsField(QueryField[list[int]]):
    """Seats by name, the parameter repeated for each (out=north&out=east), each at most once;
    `unnamed` is said of one left blank."""

    texts: tuple[str, ...] = ()

    def __init__(self, description: str, *, unnamed: str, **kwargs: Any) -> None:
        super().__init__(description, **kwargs)
        self.unnamed = unnamed

    def process_formdata(self, valuelist: list[Any]) -> None:
        self.texts = tuple(str(text) for text in valuelist)
        self.data = []
        for text in self.texts:
            if not text:
                raise ValueError(self.unnamed)
            try:
                seat = seat_named(text)
            except ExplainedError as error:
                raise ValueError(str(error)) from None
            if seat in self.data:
                raise ValueError(f"{SEATS[seat]} is named twice")
            self.data.append(seat)

    def parameter(self) -> dict[str, Any]:
        named = {key: said for key, said in super().parameter().items() if key != "example"}
        return named | {"style": "form", "explode": True}

    def schema(self) -> dict[str, Any]:
        return {
            "type": "array",
            "items": {"type": "string", "pattern": SEAT},
            "maxItems": 2,
            "uniqueItems": True,
        }


Strain = tuple[Suit | None, bool]


class StrainField(QueryField[Strain]):
    """A trump: a suit, no-trump or low no-trump, in any case (scoring.tricks.strain), read as
    (the suit or None, whether low)."""

    pattern = STRAIN

    def is_blank(self, text: str) -> bool:
        return not text

    def read(self, text: str) -> Strain:
        return parse_strain(text)


def true_or_false(text: str) -> bool | None:
    """'true' or 'false' in any case (of ASCII letters, nothing around them); None if neither."""
    return {"true": True, "false": False}.get(text.lower()) if text.isascii() else None


def read_true_false(name: str, text: str) -> bool:
    """Field `name`'s true or false; ValueError, saying so, when it is neither."""
    answer = true_or_false(text)
    if answer is None:
        raise ValueError(f"{name} is true or false, not '{shortened(text)}'")
    return answer


class TrueFalseField(QueryField[bool]):
    """true or false, in any case; never blank: '' is neither."""

    pattern = TRUE_FALSE

    def is_blank(self, text: str) -> bool:
        return False

    def read(self, text: str) -> bool:
        return read_true_false(self.name, text)


class WholeNumberField(QueryField[int]):
    """A whole number of ASCII digits (scoring.numbers), one of `allowed` when given; `said`
    says what it is, for the message when it is not one."""

    pattern = WHOLE

    def __init__(
        self, description: str, *, said: str, allowed: Iterable[int] = (), **kwargs: Any
    ) -> None:
        super().__init__(description, **kwargs)
        self.said = said
        self.allowed = frozenset(allowed)

    def is_blank(self, text: str) -> bool:
        return not text and bool(self.missing)

    def read(self, text: str) -> int:
        number = read_whole_number(text)
        if number is None or (self.allowed and number not in self.allowed):
            raise ValueError(f"{self.said}, not '{shortened(text)}'")
        return number


class PlayersField(QueryField[int]):
    """How many play cribbage: 2, 3 or 4, exactly."""

    def __init__(self, description: str, **kwargs: Any) -> None:
        counts = [str(players) for players in PLAYER_COUNTS]
        super().__init__(description, schema={"type": "string", "enum": counts}, **kwargs)

    def is_blank(self, text: str) -> bool:
        return False

    def read(self, text: str) -> int:
        if text not in {str(players) for players in PLAYER_COUNTS}:
            raise ValueError(f"players is 2, 3 or 4, not '{shortened(text)}'")
        return int(text)


class ScoreField(QueryField[tuple[int, int]]):
    """The score before a hand from two inputs, ours and theirs (0 when left out), each a whole
    number of points, below zero too where the game allows it (`signed`: Bid Euchre); its
    message names the first that is not one."""

    texts: tuple[str, str] = ("0", "0")

    def __init__(self, description: str, *, signed: bool = False, **kwargs: Any) -> None:
        super().__init__(description, **kwargs)
        self.signed = signed

    def process(self, formdata: Any, data: Any = unset_value, extra_filters: Any = None) -> None:
        # Both inputs read as one value: this field's name carries ours, then theirs.
        if formdata is not None:
            texts = [formdata.get(name) for name in SCORE_INPUTS]
            given = any(text is not None for text in texts)
            sent = [(self.name, "0" if text is None else text) for text in texts]
            formdata = MultiDict(sent if given else [])
        super().process(formdata, data, extra_filters)

    def process_formdata(self, valuelist: list[Any]) -> None:
        ours, theirs = (str(text) for text in valuelist) if valuelist else ("0", "0")
        self.texts = (ours, theirs)
        points: list[int] = []
        read = read_signed_number if self.signed else read_whole_number
        for text in self.texts:
            number = read(text)
            if number is None:
                raise ValueError(f"a score is a whole number of points, not '{shortened(text)}'")
            points.append(number)
        self.data = (points[0], points[1])


# A score in one field, yours then theirs ("112-98"): two whole numbers (ASCII digits, with
# spaces, tabs or line ends around either) joined by a hyphen, an en dash, a colon or a slash.
_SCORE_SPACE = "[ \\t\\r\\n]*"
_SCORE_NUMBER = f"{_SCORE_SPACE}([0-9]{{1,{MAX_DIGITS}}}){_SCORE_SPACE}"
SCORE_TEXT = f"{_SCORE_NUMBER}[-\\u2013:/]{_SCORE_NUMBER}"
# The OpenAPI pattern: a score, or nothing but those spaces (no score).
SCORE_PATTERN = f"^(?:{SCORE_TEXT.replace('(', '(?:')}|{_SCORE_SPACE})$"


class TwoScoresField(QueryField[tuple[int, int]]):
    """A score in one field, yours then theirs, like 112-98 (scoring.numbers.read_score);
    blank is no score. Whether each is below the game's target is the form's to say."""

    pattern = SCORE_PATTERN

    def is_blank(self, text: str) -> bool:
        return not text.strip(" \t\r\n")

    def read(self, text: str) -> tuple[int, int]:
        scores = read_score(text)
        if scores is None:
            raise ValueError(
                f"a score is yours then theirs, like {self.example or '112-98'}; "
                f"not '{shortened(text)}'"
            )
        return scores


class TargetField(QueryField[int]):
    """What a cribbage game is played to: 121 or 61, exactly (scoring.cribbage.rules)."""

    def __init__(self, description: str, **kwargs: Any) -> None:
        targets = [str(target) for target in SKUNK_LINES]
        super().__init__(description, schema={"type": "string", "enum": targets}, **kwargs)

    def is_blank(self, text: str) -> bool:
        return False

    def read(self, text: str) -> int:
        if text not in {str(target) for target in SKUNK_LINES}:
            targets = " or ".join(str(target) for target in SKUNK_LINES)
            raise ValueError(f"a game is played to {targets}, not '{shortened(text)}'")
        return int(text)


class BidField(QueryField[int | Lone]):
    """A Bid Euchre bid: the tricks bid, or a lone bid (scoring.bideuchre.settle.parse_bid)."""

    pattern = BID

    def is_blank(self, text: str) -> bool:
        return not text

    def read(self, text: str) -> int | Lone:
        return parse_bid(text)


class HouseRuleChoice(QueryParameter, OptionField):
    """A house rule's choice, exactly one of its texts (absent: the default)."""

    def __init__(self, option: Option, **kwargs: Any) -> None:
        super().__init__(option, **kwargs)
        texts = [choice.text for choice in option.choices]
        chosen = "; ".join(f"{choice.text}: {choice.label}" for choice in option.choices)
        self.description = f"{option.label} ({chosen}). Default {Choice(option.default, '').text}."
        self.example = texts[-1]

    def process_formdata(self, valuelist: list[Any]) -> None:
        if valuelist:
            self.data = str(valuelist[0])

    def pre_validate(self, form: BaseForm) -> None:
        if self.raw_data and self.option.choice(self.data or "") is None:
            offered = " or ".join(choice.text for choice in self.option.choices)
            raise StopValidation(f"{self.option.label} is {offered}, not '{shortened(self.data)}'")

    def schema(self) -> dict[str, Any]:
        return {"type": "string", "enum": [choice.text for choice in self.option.choices]}


class HouseRuleFlag(QueryParameter, FlagField):
    """A yes/no house rule: true or false, in any case (absent: no)."""

    def __init__(self, option: Option, **kwargs: Any) -> None:
        super().__init__(option, **kwargs)
        self.description = f"{option.label}: {option.help} true or false, any case; default false."
        self.example = "true"

    def process_formdata(self, valuelist: list[Any]) -> None:
        if valuelist:
            self.data = read_true_false(self.name, str(valuelist[0]))

    def schema(self) -> dict[str, Any]:
        return {"type": "string", "pattern": TRUE_FALSE}
