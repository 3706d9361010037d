"""One JSON codec for every game's actions and saved states, read from their dataclass fields.

A field's type gives its JSON: a Card or Suit as its text ("JD", "H"), another enum as its value,
a tuple as a list, None as null, a value with to_dict/from_dict (Rules, an event) as its own, an
action as {"type": "play", "player": 1, "card": "JD"}. Reading says which field is wrong:
ActionError names it in `field`, StateError in its message. Saves keep SAVE_FORMAT's bytes.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import MISSING, dataclass, fields
from enum import Enum
from types import NoneType, UnionType
from typing import (
    Annotated,
    Any,
    Generic,
    TypeVar,
    Union,
    get_args,
    get_origin,
    get_type_hints,
)

from scoring.cards import Card, Suit
from scoring.engine import SAVE_FORMAT, ActionForm, ExplainedError, read_save, replay
from scoring.errors import ActionError, StateError
from scoring.jsontext import json_object

__all__ = ["ActionCodec", "Form", "Older", "SaveCodec", "Unreadable", "Whole"]

A = TypeVar("A", bound=ActionForm)
S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Whole:
    """A whole-number field's range, as Annotated[int, Whole(1, 12)]; `says`, when given, is
    the whole message for anything else there ("declare your count ... from {low} to {high}")."""

    low: int = 0
    high: int | None = None
    says: str = ""


class Unreadable(ValueError):
    """JSON data that is not of its field's form: `wants` says what it should be ("use true or
    false"); `whole` when it is the whole message, not one said after the field and value."""

    def __init__(self, wants: str, *, whole: bool = False) -> None:
        super().__init__(wants)
        self.wants = wants
        self.whole = whole


@dataclass(frozen=True, slots=True)
class Form:
    """One type's JSON form: `write` a value as JSON data; `read` it back, raising Unreadable
    (or the value's own ExplainedError, such as a CardError) when the data is not one."""

    write: Callable[[Any], Any]
    read: Callable[[Any], Any]


def _same(value: Any) -> Any:
    return value


def problem(name: str, data: object, error: Exception) -> str:
    """What is wrong with `data` given for the field `name`, in a sentence for a person."""
    if isinstance(error, Unreadable):
        return error.wants if error.whole else f"{name} is {_shown(data)}; {error.wants}"
    if isinstance(error, ExplainedError):
        return str(error)
    return f"{name} is {_shown(data)}, which cannot be read ({type(error).__name__})"


def _shown(data: object) -> str:
    """`data` as a message quotes it: text in quotes, the rest as JSON, cut short if long."""
    try:
        text = repr(data) if isinstance(data, str) else json.dumps(data, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(data)
    return text if len(text) <= 24 else text[:23] + "…"


# Forms of plain values.


def _typed(kind: type, wants: str) -> Form:
    def read(data: Any) -> Any:
        if type(data) is not kind:
            raise Unreadable(wants)
        return data

    return Form(_same, read)


def _whole(bounds: Whole, wants: str = "") -> Form:
    low, high = bounds.low, bounds.high
    whole = bool(bounds.says)
    if whole:
        wants = bounds.says.format(low=low, high=high)
    elif not wants:
        wants = (
            f"use a whole number, {low} or more"
            if high is None
            else (f"use a whole number from {low} to {high}")
        )

    def read(data: Any) -> int:
        if type(data) is not int or data < low or (high is not None and data > high):
            raise Unreadable(wants, whole=whole)
        return data

    return Form(_same, read)


def _card(data: Any) -> Card:
    if not isinstance(data, str):
        raise Unreadable('use a card like "JD"')
    return Card.parse(data)


def _suit(data: Any) -> Suit:
    if not isinstance(data, str):
        raise Unreadable('use a suit like "H"')
    return Suit.parse(data)


def _enum(kind: type[Enum]) -> Form:
    values = [str(member.value) for member in kind]
    wants = f"use one of {', '.join(values)}"

    def read(data: Any) -> Enum:
        try:
            return kind(data)
        except (ValueError, TypeError):
            raise Unreadable(wants) from None

    return Form(lambda value: value.value, read)


def _optional(form: Form) -> Form:
    write, read = form.write, form.read

    def read_optional(data: Any) -> Any:
        if data is None:
            return None
        try:
            return read(data)
        except Unreadable as error:
            if error.whole:
                raise
            raise Unreadable(f"{error.wants}, or null") from None

    if write is _same:
        return Form(_same, read_optional)
    return Form(lambda value: None if value is None else write(value), read_optional)


def _list(form: Form) -> Form:
    write, read = form.write, form.read

    def read_list(data: Any) -> tuple[Any, ...]:
        if not isinstance(data, list):
            raise Unreadable("use a list")
        return tuple(map(read, data))

    if write is _same:
        return Form(list, read_list)
    return Form(lambda value: [write(item) for item in value], read_list)


def _cards() -> Form:
    def read(data: Any) -> tuple[Card, ...]:
        if not isinstance(data, list) or not all(isinstance(item, str) for item in data):
            raise Unreadable('use a list of cards like ["5H", "JD"]')
        return tuple(map(Card.parse, data))

    return Form(lambda cards: [str(card) for card in cards], read)


def _fixed(forms: tuple[Form, ...]) -> Form:
    size = len(forms)

    def read(data: Any) -> tuple[Any, ...]:
        if not isinstance(data, list) or len(data) != size:
            raise Unreadable(f"use a list of {size}")
        return tuple(form.read(item) for form, item in zip(forms, data, strict=True))

    if all(form.write is _same for form in forms):
        return Form(list, read)
    writes = tuple(form.write for form in forms)
    return Form(lambda value: [w(item) for w, item in zip(writes, value, strict=True)], read)


def _own(kind: Any) -> Form:
    """A value that writes and reads its own JSON object: to_dict() and from_dict()."""

    def read(data: Any) -> Any:
        if type(data) is not dict and not isinstance(data, Mapping):
            raise Unreadable("use a JSON object")
        return kind.from_dict(data)

    return Form(lambda value: value.to_dict(), read)


def form_of(hint: Any, actions: ActionCodec[Any] | None = None) -> Form:
    """The JSON form of a field typed `hint`; action types are read by `actions`."""
    bounds = None
    if get_origin(hint) is Annotated:
        hint, *extras = get_args(hint)
        bounds = next((extra for extra in extras if isinstance(extra, Whole)), None)
    origin, args = get_origin(hint), get_args(hint)
    if origin in (Union, UnionType):
        rest = tuple(arg for arg in args if arg is not NoneType)
        if len(rest) < len(args):
            inner = Union[rest] if len(rest) > 1 else rest[0]  # noqa: UP007 (built from types)
            return _optional(form_of(Annotated[inner, bounds] if bounds else inner, actions))
        if actions is not None and all(_is_action(arg) for arg in args):
            return actions.form({arg.type for arg in args})
        raise TypeError(f"no JSON form for {hint!r}")
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            return _cards() if args[0] is Card else _list(form_of(args[0], actions))
        return _fixed(tuple(form_of(arg, actions) for arg in args))
    if hint is bool:
        return _typed(bool, "use true or false")
    if hint is int:
        return _typed(int, "use a whole number") if bounds is None else _whole(bounds)
    if hint is str:
        return _typed(str, "use text")
    if hint is Card:
        return Form(str, _card)
    if hint is Suit:
        return Form(str, _suit)
    if isinstance(hint, type) and issubclass(hint, Enum):
        return _enum(hint)
    if _is_action(hint):
        if actions is None:
            raise TypeError(f"{hint!r} is an action: give the game's ActionCodec")
        return actions.form({hint.type})
    if hasattr(hint, "from_dict") and hasattr(hint, "to_dict"):
        return _own(hint)
    raise TypeError(f"no JSON form for {hint!r}")


def field_hints(kind: type) -> dict[str, Any]:
    """The type of each field of the dataclass `kind`, with a generic base's type variables
    given as `kind` gives them (TrickPlay[Rules, Phase, Event, Action])."""
    given: dict[Any, Any] = {}
    for klass in kind.__mro__:
        for base in getattr(klass, "__orig_bases__", ()):
            params = getattr(get_origin(base), "__parameters__", ())
            given.update(zip(params, get_args(base), strict=False))

    def bound(hint: Any) -> Any:
        if isinstance(hint, TypeVar):
            return given[hint]
        params = getattr(hint, "__parameters__", ())
        return hint[tuple(given[param] for param in params)] if params else hint

    hints = get_type_hints(kind, include_extras=True)
    return {field.name: bound(hints[field.name]) for field in fields(kind)}


def _is_action(hint: Any) -> bool:
    return isinstance(hint, type) and issubclass(hint, ActionForm)


# Actions.


@dataclass(frozen=True, slots=True)
class _Kind:
    """One action class, ready to read and write: its fields' forms, which may be left out."""

    make: Callable[..., Any]
    type: str
    fields: tuple[tuple[str, Form], ...]
    names: frozenset[str]
    required: frozenset[str]

    def listed(self) -> str:
        return ", ".join(sorted(self.names)) or "none"


class ActionCodec(Generic[A]):
    """One game's actions as JSON, both ways: {"type": "play", "player": 1, "card": "JD"}. Each
    field is read by its type (a field with a default may be left out); `player` is a seat."""

    def __init__(self, kinds: Iterable[type[A]], *, seats: int, example: str) -> None:
        named = ", ".join(str(seat) for seat in range(seats - 1)) + f" and {seats - 1}"
        seat = _whole(Whole(0, seats - 1), f"seats are the whole numbers {named}")
        self._kinds = {kind.type: self._compile(kind, seat) for kind in kinds}
        self._example = example

    def _compile(self, kind: type[A], seat: Form) -> _Kind:
        hints = field_hints(kind)
        described = fields(kind)  # type: ignore[arg-type]  # every action class is a dataclass
        forms = tuple(
            (field.name, seat if field.name == "player" else form_of(hints[field.name], self))
            for field in described
        )
        required = frozenset(
            field.name
            for field in described
            if field.default is MISSING and field.default_factory is MISSING
        )
        return _Kind(kind, kind.type, forms, frozenset(name for name, _ in forms), required)

    def read(self, data: str | Mapping[str, Any], kinds: Collection[str] = ()) -> A:
        """The action `data` (a dict or its JSON text) describes, of the types `kinds` if
        given; ActionError saying what is wrong, naming the field at fault."""
        if type(data) is not dict:  # a dict from JSON skips the general check: saves read many
            data = json_object(data, ActionError, "an action", self._example)
        named = data.get("type")
        kind = self._kinds.get(named) if isinstance(named, str) else None
        if kind is None:
            raise ActionError(
                f"unknown action type {_shown(named)}; use one of {', '.join(self._kinds)}",
                field="type",
            )
        if kinds and kind.type not in kinds:
            raise ActionError(
                f"a {kind.type} action is not one here; use {' or '.join(sorted(kinds))}",
                field="type",
            )
        given = data.keys() - {"type"}
        if not kind.required <= given <= kind.names:
            raise ActionError(
                f"a {kind.type} action has the fields {kind.listed()}; "
                f"got {', '.join(sorted(given)) or 'none'}"
            )
        values = {}
        for name, form in kind.fields:
            if name in data:
                value = data[name]
                try:
                    values[name] = form.read(value)
                except (Unreadable, ExplainedError) as error:
                    raise ActionError(problem(name, value, error), field=name) from None
        action: A = kind.make(**values)
        return action

    def write(self, action: A) -> dict[str, Any]:
        """The action as JSON data, its "type" first, then its fields in order (the action's
        own to_dict: one writer for every action)."""
        return action.to_dict()

    def form(self, kinds: Collection[str]) -> Form:
        """The form of a field holding an action of the types `kinds` (all, if they are all)."""
        only = () if set(kinds) == set(self._kinds) else frozenset(kinds)
        return Form(self.write, lambda data: self.read(data, only))


# Saved states.


@dataclass(frozen=True)
class Older:
    """How a save from before SAVE_FORMAT 2 is rebuilt: new_game with the setup its data gives,
    then its actions; `agree` the keys the rebuilt state's save must match it in."""

    new_game: Callable[..., Any]
    setup: Callable[[Mapping[str, Any]], Mapping[str, Any]]
    agree: tuple[str, ...]


class SaveCodec(Generic[S]):
    """A game's saved state: {"format": SAVE_FORMAT}, then every field of its dataclass as JSON
    (in the order `keys` lists them, else in field order), read back equal.

    `forms` gives a field a JSON form of its own; `optional` names the fields older saves may
    lack (read as their default); `check` refuses a state its fields cannot make (ValueError);
    `older` rebuilds a save from before format 2; `ascii_only` escapes non-ASCII text in
    to_json()'s text, as the game always has."""

    def __init__(
        self,
        state: type[S],
        what: str,
        actions: ActionCodec[Any],
        *,
        keys: tuple[str, ...] | None = None,
        forms: Mapping[str, Form] | None = None,
        optional: Collection[str] = (),
        check: Callable[[S], object] | None = None,
        older: Older | None = None,
        ascii_only: bool = True,
    ) -> None:
        hints = field_hints(state)
        described = {field.name: field for field in fields(state)}  # type: ignore[arg-type]
        keys = tuple(described) if keys is None else keys
        if sorted(keys) != sorted(described):
            raise TypeError(f"a save lists every field of {state.__name__} once: {keys}")
        own = forms or {}
        self._fields = tuple(
            (
                key,
                own[key] if key in own else form_of(hints[key], actions),
                described[key].default if key in optional else MISSING,
            )
            for key in keys
        )
        self._forms = {key: form for key, form, _ in self._fields}
        self.state, self.what, self.check, self.older = state, what, check, older
        self.ascii_only = ascii_only

    def write(self, state: S) -> dict[str, Any]:
        """Every field of `state` as JSON-ready data."""
        data: dict[str, Any] = {"format": SAVE_FORMAT}
        for key, form, _ in self._fields:
            data[key] = form.write(getattr(state, key))
        return data

    def text(self, state: S) -> str:
        return json.dumps(self.write(state), ensure_ascii=self.ascii_only)

    def read(self, data: Mapping[str, Any]) -> S:
        """The state write() wrote, or an older save's rebuilt; StateError if `data` is not one."""
        if not isinstance(data, Mapping):
            raise StateError(f"that is not {self.what}: a saved game is a JSON object")
        state: S = read_save(data, self._read, self._replayed, self.what)
        return state

    def read_text(self, text: str) -> S:
        return self.read(json_object(text, StateError, self.what))

    def _read(self, data: Mapping[str, Any]) -> S:
        values: dict[str, Any] = {}
        for key, form, default in self._fields:
            if key not in data:
                if default is MISSING:
                    raise StateError(f"that is not {self.what}: it has no {key!r}")
                values[key] = default
                continue
            value = data[key]
            try:
                values[key] = form.read(value)
            except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
                said = problem(key, value, error)
                if not isinstance(error, Unreadable) or error.whole:
                    said = f"{key}: {said}"
                raise StateError(f"that is not {self.what}: {said}") from None
        try:
            state = self.state(**values)
            if self.check is not None:
                self.check(state)
        except ValueError as error:
            raise StateError(f"that is not {self.what}: {error}") from None
        return state

    def _replayed(self, data: Mapping[str, Any]) -> S:
        older = self.older
        if older is None:
            raise StateError(f"that is not {self.what}: it has no save format")
        try:
            seed, rules, actions = (
                self._forms[key].read(data[key]) for key in ("seed", "rules", "actions")
            )
            state: S = replay(older.new_game, seed, rules, actions, older.setup(data))
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
            detail = str(error) if isinstance(error, ExplainedError) else repr(error)
            raise StateError(f"that is not {self.what} ({detail})") from None
        written = self.write(state)
        if any(written[key] != data.get(key) for key in older.agree):
            raise StateError(f"that is not {self.what}: its actions do not replay to it")
        return state
