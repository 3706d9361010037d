"""A calculator's form (webapp.calculators.fields for its fields): read from a query string,
settled by the engine, and saying what is wrong field by field. The one form serves the page,
the API's 400 and the OpenAPI parameters."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Iterable, Mapping
from typing import Any, Generic, TypeVar

from werkzeug.datastructures import MultiDict
from wtforms import Field
from wtforms.fields.core import UnboundField
from wtforms.form import BaseForm

from scoring.errors import ExplainedError
from scoring.options import Choice, Option
from webapp.calculators.fields import HouseRuleChoice, HouseRuleFlag, QueryField, QueryParameter
from webapp.forms import FlagField, OptionField, OptionsForm

R = TypeVar("R")


class CalculatorForm(OptionsForm, Generic[R]):
    """A calculator's question read from a query string (a GET: no CSRF token) and, once
    settled, its answer (`result`) or a message for each field at fault."""

    class Meta:
        csrf = False

        def bind_field(
            self, form: BaseForm, unbound_field: UnboundField[Field], options: dict[str, Any]
        ) -> Field:
            """Each field bound to the form's meta rather than to the form: with no reference
            back, a request's form is freed at once, not left for the garbage collector."""
            return unbound_field.bind(None, _meta=self, **options)  # type: ignore[arg-type]

    # Where the engine's complaint goes when it names no field.
    blamed = ""

    def __init__(self, formdata: MultiDict[str, str] | None = None) -> None:
        super().__init__(MultiDict() if formdata is None else formdata)
        self.result: R | None = None
        self._elsewhere: dict[str, str] = {}

    @property
    def asked(self) -> bool:
        """Whether the query asks anything (a page opened blank does not)."""
        return any(field.raw_data for field in self)

    @abstractmethod
    def answer(self) -> R | None:
        """The engine's answer to the checked form (None: not asked enough to answer yet)."""

    @property
    def query(self) -> Mapping[str, str | list[str]]:
        """The canonical query of the answer, its permalink's (empty before there is one)."""
        return {}

    def settle(self) -> R | None:
        """Check every field, then ask the engine; its complaint, if any, goes beside the field
        it names."""
        if self.validate():
            try:
                self.result = self.answer()
            except ExplainedError as error:
                self.fail(getattr(error, "field", None) or self.blamed, str(error))
        return self.result

    def fail(self, name: str, message: str) -> None:
        """Put `message` beside field `name`, unless that field already has one."""
        if name in self:
            if not self[name].errors:
                self[name].errors = [message]
        else:
            self._elsewhere.setdefault(name, message)

    @property
    def messages(self) -> dict[str, str]:
        """The first message for each field at fault, in the form's order."""
        return self.errors_by_field() | self._elsewhere

    def missing_parameter(self) -> str | None:
        """The API's refusal of a query without a parameter it requires, the first in order."""
        for field in self:
            if isinstance(field, QueryField) and field.required and not field.raw_data:
                what = field.description[:1].lower() + field.description[1:].rstrip(".")
                return (
                    f"missing query parameter '{field.name}': {what}; "
                    f"like {field.name}={field.example}"
                )
        return None

    def rules_query(self) -> dict[str, str]:
        """The house rules chosen that differ from the defaults, as a permalink has them."""
        query: dict[str, str] = {}
        for field in self.option_fields():
            option = field.option
            if field.value != option.default:
                query[option.name] = "true" if option.is_flag else Choice(field.value, "").text
        return query

    @classmethod
    def parameters(cls) -> list[dict[str, Any]]:
        """The OpenAPI parameters, one a field, in the form's order."""
        return [field.parameter() for field in cls() if isinstance(field, QueryParameter)]


def add_house_rules(
    form: type[OptionsForm], options: Iterable[Option], *, exact: bool = True
) -> None:
    """A field for each option, after the form's own: as the API states them (`exact`), or as
    the new-game forms read them."""
    for option in options:
        if exact:
            field: Field = HouseRuleFlag(option) if option.is_flag else HouseRuleChoice(option)
        else:
            field = FlagField(option) if option.is_flag else OptionField(option)
        setattr(form, option.name, field)
