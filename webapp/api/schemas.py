"""The JSON Schemas the OpenAPI document's parts share: an object with exactly its properties,
text and numbers, a game's house rules from its Rules, seats and sides, and the errors."""

from __future__ import annotations

from enum import Enum
from typing import Any

from scoring.options import options_of
from scoring.tricks.seats import SEATS, SIDES

TEXT = {"type": "string"}
NUMBER = {"type": "number"}
SHARE = {"type": "number", "minimum": 0, "maximum": 1}
SEAT_NAME = {"type": "string", "enum": list(SEATS)}
SIDE_NAME = {"type": "string", "enum": list(SIDES)}


def exact_object(properties: dict[str, Any]) -> dict[str, Any]:
    """An object with exactly these properties, all present."""
    return {
        "type": "object",
        "required": list(properties),
        "additionalProperties": False,
        "properties": properties,
    }


_SAID = {"type": "string", "description": "What is wrong, in words a person can act on."}
ERROR = {
    "type": "object",
    "required": ["error"],
    "properties": {"error": _SAID},
    "additionalProperties": False,
}
# A JSON question's refusal: when one field is at fault, the message names it first, and so
# does `field`.
FIELD_ERROR = {
    **ERROR,
    "properties": {
        "error": _SAID,
        "field": {"type": "string", "description": "The field at fault, when one is."},
    },
}


def rule_schema(rules: type[Any]) -> dict[str, Any]:
    """A game's house rules as its Rules.from_dict reads them, from the rules' own
    descriptions: a yes/no is a boolean, a choice one of its values; any left out takes its
    default."""
    properties: dict[str, Any] = {}
    for option in options_of(rules):
        if option.is_flag:
            schema: dict[str, Any] = {"type": "boolean"}
        else:
            values = [
                c.value.value if isinstance(c.value, Enum) else c.value for c in option.choices
            ]
            kind = "integer" if all(type(v) is int for v in values) else "string"
            schema = {"type": kind, "enum": values}
        default = option.default.value if isinstance(option.default, Enum) else option.default
        properties[option.name] = {**schema, "description": option.label, "default": default}
    return {
        "type": "object",
        "description": "House rules; any left out take the usual ones.",
        "additionalProperties": False,
        "properties": properties,
    }


# What the two bid graders' questions and answers share.
RULES_APPLIED = {"type": "object", "description": "Every house rule, as applied."}
CLOSE = {
    "type": "boolean",
    "description": "Whether the best two cannot be told apart over these deals.",
}
LOW = {**NUMBER, "description": "The 95% interval's low end."}


def seed(most: int) -> dict[str, Any]:
    """The seed an answer gives back."""
    return {"type": "integer", "minimum": 0, "maximum": most}


def asked_seed(most: int) -> dict[str, Any]:
    """The seed a question may give: it chooses the sampled deals."""
    return {
        **seed(most),
        "default": 0,
        "description": "Chooses the sampled deals; the same question and seed give the "
        "same answer.",
    }
