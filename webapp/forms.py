"""New-game forms built from the engines' described options (scoring/options.py) with WTForms:
one radio group per choice, one checkbox per yes/no, each with its label and help. A field left
out of the form takes its default; a value that is not offered gets a message beside it."""

from __future__ import annotations

from abc import ABCMeta
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from werkzeug.datastructures import MultiDict
from wtforms import BooleanField, Field, Form, RadioField, ValidationError

# The stubs (types-WTForms 3.2) predate SelectChoice, WTForms 3.3's way to list choices.
from wtforms.fields.choices import SelectChoice  # type: ignore[attr-defined]
from wtforms.form import BaseForm, FormMeta

from scoring.options import Choice, Option

# What a ticked checkbox sends; anything else, or nothing, is unticked.
TICKED = ("true", "on")


class OptionField(RadioField):
    """One of an Option's choices, sent as its text ('121', 'stick_the_dealer')."""

    def __init__(self, option: Option, **kwargs: Any) -> None:
        choices = [SelectChoice(choice.text, choice.label) for choice in option.choices]
        # An option with no default (None) means "none chosen" when left out.
        default = None if option.default is None else Choice(option.default, "").text
        super().__init__(option.label, choices=choices, default=default, **kwargs)
        self.option = option

    def process_formdata(self, valuelist: list[Any]) -> None:
        """The value sent, trimmed and in lower case; a blank one leaves the default."""
        if valuelist and str(valuelist[0]).strip():
            self.data = str(valuelist[0]).strip().lower()

    def pre_validate(self, form: BaseForm) -> None:
        if self.data == self.default:
            return  # left out (or blank): the default, which may be "none chosen"
        if self.option.choice(self.data or "") is None:
            offered = ", ".join(choice.text for choice in self.option.choices)
            named = self.option.name.replace("_", " ").capitalize()
            raise ValidationError(f"{named} is one of {offered}, not '{shortened(self.data)}'")

    @property
    def chosen_text(self) -> str | None:
        """The choice to show checked: the one sent, or the default when that is not offered
        (None: none chosen)."""
        choice = self.option.choice(self.data or "")
        if choice is not None:
            return choice.text
        return None if self.default is None else str(self.default)

    @property
    def value(self) -> Any:
        """The chosen value (121, AllPass.STICK_THE_DEALER); the default when not offered."""
        choice = self.option.choice(self.data or "")
        return self.option.default if choice is None else choice.value


class FlagField(BooleanField):
    """A yes/no option as a checkbox."""

    false_values = ("", "false", "off", "0")

    def __init__(self, option: Option, **kwargs: Any) -> None:
        super().__init__(option.label, default=option.default, **kwargs)
        self.option = option

    def process_formdata(self, valuelist: list[Any]) -> None:
        self.data = bool(valuelist) and str(valuelist[0]) in TICKED

    @property
    def value(self) -> bool:
        return bool(self.data)


class AbstractFormMeta(FormMeta, ABCMeta):
    """WTForms' form class with abstract methods: a form base that leaves one to its kinds
    (the entry a form says, the answer a calculator gives) cannot be made itself."""


class CheckedForm(Form, metaclass=AbstractFormMeta):
    """A form whose messages are read field by field, as the pages show them."""

    def errors_by_field(self) -> dict[str, str]:
        """The first message for each field at fault, by name."""
        return {
            str(name): str(messages[0])
            for name, messages in self.errors.items()
            if isinstance(messages, list | tuple) and messages
        }


class OptionsForm(CheckedForm):
    """A form of described options; `values(names)` gives the chosen values by name."""

    def option_fields(self, group: str | None = None) -> list[OptionField | FlagField]:
        """The option fields in order, those of one `group` (main, house) when given."""
        return [
            field
            for field in self
            if isinstance(field, OptionField | FlagField)
            and (group is None or field.option.group == group)
        ]

    def values(self) -> dict[str, Any]:
        return {field.name: field.value for field in self.option_fields()}


def options_form(options: Iterable[Option]) -> type[OptionsForm]:
    """A form class with a field for each option, in order."""
    fields: dict[str, Field] = {}
    for option in options:
        fields[option.name] = FlagField(option) if not option.choices else OptionField(option)
    return type("NewGameForm", (OptionsForm,), fields)


def level_option(
    levels: Sequence[str], help: Mapping[str, str], label: str, default: str
) -> Option:
    """The computer players' level as an option: each level with what it does."""
    choices = tuple(Choice(level, level.capitalize(), help.get(level, "")) for level in levels)
    return Option("level", label, "", default, choices)


def read_form(form_class: type[OptionsForm], sent: Mapping[str, Any] | None) -> OptionsForm:
    """The form as sent (checked), or with its defaults when nothing was sent (a GET)."""
    if sent is None:
        return form_class()
    form = form_class(formdata=sent if isinstance(sent, MultiDict) else MultiDict(sent))
    form.validate()
    return form


def shortened(text: str | None, limit: int = 20) -> str:
    """What was typed, cut short enough to quote back in a message."""
    text = text or ""
    return text if len(text) <= limit else text[:limit] + "…"
