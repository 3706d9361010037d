"""Read the fields of the calculators' forms (typed cards, true/false answers, seats, trumps,
numbers, house rules), a message per field."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TypeVar

from werkzeug.datastructures import MultiDict

from scoring.cards import MAX_INPUT, STANDARD_DECK, Card, CardError, Deck, Suit, parse_cards
from scoring.numbers import read_whole_number
from scoring.options import Choice, Option
from scoring.tricks.seats import SeatError, seat_named
from scoring.tricks.strain import StrainError, parse_strain
from webapp.forms import OptionsForm, shortened

T = TypeVar("T")


def read_cards(
    text: str | None,
    name: str,
    errors: dict[str, str],
    *,
    missing: str,
    deck: Deck = STANDARD_DECK,
) -> list[Card] | None:
    """The cards of `deck` typed in field `name`; on a problem, note it in `errors` and return
    None."""
    if text is None or not text.strip():
        errors[name] = missing
        return None
    try:
        cards = parse_cards(text)
        deck.check(cards)
        return cards
    except CardError as error:
        errors[name] = str(error)
        return None


def read_true_false(text: str | None, name: str, errors: dict[str, str]) -> bool | None:
    """'true' or 'false' in any case (of ASCII letters, nothing around them); None when the
    field is absent or says something else."""
    if text is None:
        return None
    answer = {"true": True, "false": False}.get(text.lower()) if text.isascii() else None
    if answer is None:
        errors[name] = f"{name} is true or false, not '{shortened(text)}'"
    return answer


def read_optional_cards(
    text: str | None, name: str, errors: dict[str, str], *, deck: Deck = STANDARD_DECK
) -> list[Card] | None:
    """Cards that may be left out: None when the field is absent or blank (or at fault, noted
    in `errors`)."""
    if text is not None and len(text) > MAX_INPUT:
        errors[name] = f"that is {len(text)} characters; a list of cards is at most {MAX_INPUT}"
        return None
    if text is None or not text.strip():
        return None
    return read_cards(text, name, errors, missing="", deck=deck)


def read_choice(
    text: str | None, name: str, choices: Mapping[str, T], errors: dict[str, str], said: str
) -> T | None:
    """One of `choices` by its text, exactly; None when absent, or (noted) not one."""
    if text is None:
        return None
    if text not in choices:
        errors[name] = f"{said}, not '{shortened(text)}'"
        return None
    return choices[text]


def read_seat(
    text: str | None, name: str, errors: dict[str, str], *, missing: str = ""
) -> int | None:
    """A seat by its name (south, west, north, east; any case). Without a `missing` message,
    blank or absent is nobody (None); with one, it is noted."""
    if text is None or not text:
        if missing:
            errors[name] = missing
        return None
    try:
        return seat_named(text)
    except SeatError as error:
        errors[name] = str(error)
        return None


def read_strain(text: str | None, name: str, errors: dict[str, str]) -> tuple[Suit | None, bool]:
    """A trump suit, no-trump or low no-trump (scoring.tricks.strain); noted when absent or
    not one, and then (None, False)."""
    if text is None or not text:
        errors[name] = "choose the trump: a suit, or no-trump"
        return None, False
    try:
        return parse_strain(text)
    except StrainError as error:
        errors[name] = str(error)
        return None, False


def read_number(text: str | None, name: str, errors: dict[str, str], said: str) -> int | None:
    """A whole number of ASCII digits; noted when absent or not one."""
    value = None if text is None else read_whole_number(text)
    if value is None:
        errors[name] = f"{said}, not '{shortened(text)}'" if text else f"give {said}"
    return value


def read_rules(
    form_class: type[OptionsForm],
    options: Iterable[Option],
    args: Mapping[str, str],
    errors: dict[str, str],
) -> OptionsForm:
    """House rules read from a query as strictly as the API states them: a yes/no is true or
    false in any case (absent: no), a choice exactly one of its texts (absent: the default);
    any other value is noted in `errors` under the option's name."""
    sent: MultiDict[str, str] = MultiDict()
    for option in options:
        text = args.get(option.name)
        if text is None:
            continue
        if option.is_flag:
            if read_true_false(text, option.name, errors):
                sent[option.name] = "true"
        elif option.choice(text) is None:
            offered = " or ".join(choice.text for choice in option.choices)
            errors[option.name] = f"{option.label} is {offered}, not '{shortened(text)}'"
        else:
            sent[option.name] = text
    return form_class(formdata=sent)


def rules_query(form: OptionsForm) -> dict[str, str]:
    """The rules chosen that differ from the defaults, as a permalink's query has them."""
    query: dict[str, str] = {}
    for field in form.option_fields():
        option = field.option
        if field.value != option.default:
            query[option.name] = "true" if option.is_flag else Choice(field.value, "").text
    return query
