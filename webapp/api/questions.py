"""How the API takes a question: a query read by its calculator form, or a JSON body read once
its depth is checked; either answered as JSON, or refused with a 400 that says why."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from flask import request
from flask.typing import ResponseReturnValue
from werkzeug.datastructures import MultiDict

from scoring.errors import ExplainedError, FieldError
from webapp.calculators.form import CalculatorForm

R = TypeVar("R")
Written = Callable[[R], dict[str, Any]]


def ask(form: CalculatorForm[R], written: Written[R]) -> ResponseReturnValue:
    """The engine's answer, `written` as JSON; or 400 saying why: the first parameter required
    and not given, or else every field at fault, in the form's order."""
    missing = form.missing_parameter()
    if missing:
        return {"error": missing}, 400
    result = form.settle()
    if result is None:
        problems = [f"{name}: {message}" for name, message in form.messages.items()]
        return {"error": ". ".join(problems)}, 400
    return written(result)


def ask_json(read: Callable[[Any], R], written: Written[R]) -> ResponseReturnValue:
    """The answer to the request's JSON body as `read` takes it, `written` as JSON; or 400
    saying why."""
    try:
        result = read(json_body())
    except ExplainedError as error:
        return refused(error)
    return written(result)


def answer_to(form: type[CalculatorForm[R]], query: Mapping[str, str]) -> R:
    """The answer to an example question of the OpenAPI document: a real question, so a refusal
    is a bug."""
    asked = form(MultiDict(query))
    result = asked.settle()
    if result is None:
        raise LookupError(f"the example {dict(query)} is refused: {asked.messages}")
    return result


# A question here is an object of lists and objects a few levels deep: anything nested deeper
# is refused before it is parsed (a parser's recursion is not for strangers to drive).
MAX_JSON_DEPTH = 8


def json_body() -> Any:
    """The request's JSON body (None when it is not JSON), refused with a reason when it nests
    deeper than MAX_JSON_DEPTH, before any parser walks it."""
    raw = request.get_data(cache=True)
    if nesting(raw) > MAX_JSON_DEPTH:
        raise ExplainedError(
            f"the JSON body nests deeper than {MAX_JSON_DEPTH} levels of lists and objects; "
            "a question here is a flat object"
        )
    try:
        return json.loads(raw) if raw else None
    except ValueError:
        return None


def nesting(raw: bytes) -> int:
    """How deep the arrays and objects of a JSON text nest (brackets inside strings aside), up
    to one past MAX_JSON_DEPTH: one pass, no recursion."""
    depth = deepest = 0
    in_string = escaped = False
    for byte in raw:
        if in_string:
            if escaped:
                escaped = False
            elif byte == 0x5C:  # backslash
                escaped = True
            elif byte == 0x22:  # quote
                in_string = False
        elif byte == 0x22:
            in_string = True
        elif byte in (0x5B, 0x7B):  # [ {
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_JSON_DEPTH:
                    return deepest
        elif byte in (0x5D, 0x7D):  # ] }
            depth -= 1
    return deepest


def refused(error: ExplainedError) -> ResponseReturnValue:
    """400 saying why; a field at fault is named before the message and as `field`."""
    if isinstance(error, FieldError) and error.field:
        return {"error": f"{error.field}: {error}", "field": error.field}, 400
    return {"error": str(error)}, 400
