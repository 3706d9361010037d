"""Rule options described for people: each field of a game's Rules carries its label, a line
of help, and for a choice each value's label and help. The new-game forms, the rules pages and
the API are built from these descriptions, so a game lists its options once, where they live.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum, StrEnum
from typing import Any, TypeVar

from scoring.errors import RulesError

R = TypeVar("R")

# Where an option is offered: with the main choices, or folded away as a house rule.
MAIN = "main"
HOUSE = "house"


@dataclass(frozen=True)
class Choice:
    """One value an option may take: the value itself, and what it means."""

    value: Any
    label: str
    help: str = ""

    @property
    def text(self) -> str:
        """The value as a form sends it: '121', 'stick_the_dealer'."""
        return str(self.value.value if isinstance(self.value, Enum) else self.value)


@dataclass(frozen=True)
class Option:
    """A rule (or set-up) option: a yes/no (`choices` empty) or one of `choices`."""

    name: str
    label: str
    help: str
    default: Any
    choices: tuple[Choice, ...] = ()
    group: str = MAIN

    @property
    def is_flag(self) -> bool:
        return not self.choices

    def choice(self, text: str) -> Choice | None:
        """The choice a form's text names, or None."""
        return next((choice for choice in self.choices if choice.text == text), None)


def option(
    default: Any,
    label: str,
    help: str = "",
    choices: Mapping[Any, tuple[str, str]] | None = None,
    group: str = MAIN,
) -> Any:
    """A Rules field with its description: `choices` maps each value to (label, help)."""
    described = {
        "label": label,
        "help": help,
        "choices": tuple(Choice(value, *said) for value, said in (choices or {}).items()),
        "group": group,
    }
    return dataclasses.field(default=default, metadata={"option": described})


def options_of(rules: type[Any]) -> tuple[Option, ...]:
    """The described options of a Rules class, in field order."""
    return tuple(
        Option(name=field.name, default=field.default, **field.metadata["option"])
        for field in dataclasses.fields(rules)
        if "option" in field.metadata
    )


def choice_of(kind: type[StrEnum], name: str, value: Any) -> Any:
    """`value` as a member of `kind` (its text is accepted), or RulesError listing the choices."""
    try:
        return kind(value)
    except ValueError:
        choices = ", ".join(member.value for member in kind)
        raise RulesError(f"{name} is {value!r}; use one of {choices}") from None


def rules_to_dict(rules: Any) -> dict[str, Any]:
    """A Rules value as JSON-ready data: every field, enums as their text."""
    return {field.name: _plain(getattr(rules, field.name)) for field in dataclasses.fields(rules)}


def rules_from_dict(kind: type[R], data: Mapping[str, Any]) -> R:
    """Rules of `kind` from rules_to_dict()'s form; missing options take the defaults, an
    unknown one is a RulesError naming the options there are."""
    names = [field.name for field in dataclasses.fields(kind)]  # type: ignore[arg-type]
    unknown = set(data) - set(names)
    if unknown:
        raise RulesError(
            f"unknown rule option {sorted(unknown)[0]!r}; the options are {', '.join(names)}"
        )
    return kind(**data)


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, Enum) else value
