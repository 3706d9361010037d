"""A position's own random source: a digest of what the seat knows there, so that whoever
asks about the position (the hint at the table, the coach, the review later, a drill made from
it) samples the same deals and gets the same numbers, and what the seat cannot see changes
nothing.

The digest is of a canonical form of the view (Card as its text, enums as their values, sets
sorted), its log cut to the deal in progress (earlier deals tell nothing about the hidden
cards now, and would make one situation in two games two positions).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from collections.abc import Mapping
from enum import Enum
from typing import Any

from scoring.cards import Card
from scoring.engine import seeded_random

__all__ = ["canonical", "digest", "position_random", "view_digest"]


def canonical(value: object) -> Any:
    """`value` as plain JSON data that is the same in every process (no hash order)."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Enum):
        return canonical(value.value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: canonical(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return sorted([str(key), canonical(item)] for key, item in value.items())
    if isinstance(value, frozenset | set):
        return sorted((canonical(item) for item in value), key=_sort_key)
    if isinstance(value, tuple | list):
        return [canonical(item) for item in value]
    to_dict = getattr(value, "to_dict", None)
    if callable(to_dict):
        return canonical(to_dict())
    raise TypeError(f"no canonical form for {type(value).__name__}")


def _sort_key(item: Any) -> str:
    return json.dumps(item, sort_keys=True)


def digest(*parts: object) -> str:
    """A hex digest of `parts` in canonical form."""
    text = json.dumps([canonical(part) for part in parts], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def view_digest(view: Any) -> str:
    """The digest of everything `view` shows, its log cut to the deal in progress."""
    number = getattr(view, "hand_number", None)
    if number is None:
        number = view.deal_number
    fields = {}
    for field in dataclasses.fields(view):
        if field.name != "log":
            fields[field.name] = getattr(view, field.name)
    events = [_event(event) for event in view.log if _deal_of(event) == number]
    return digest(type(view).__module__, fields, events)


def _deal_of(event: Any) -> int:
    found = getattr(event, "hand", None)
    return int(found if found is not None else event.deal)


def _event(event: Any) -> dict[str, Any]:
    """An event without its wording (the sentence may change; what happened does not)."""
    data = dict(event.to_dict())
    data.pop("text", None)
    data.pop("note", None)
    return data


def position_random(what: str, key: str) -> random.Random:
    """The random source of evaluation `what` ("cribbage-play", ...) at the position whose
    digest is `key`."""
    return seeded_random(what, key)
