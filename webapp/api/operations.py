"""The two shapes of the API's operations in the OpenAPI document: a GET whose query is a
calculator form's fields, and a POST of a JSON question; each with its 200, 400 and 414."""

from __future__ import annotations

from typing import Any

from webapp.api.costly_work import COSTLY_WORK
from webapp.api.schemas import ERROR, FIELD_ERROR
from webapp.calculators.form import CalculatorForm

# gunicorn refuses a request line over its limit before the app sees it (`make serve`).
REQUEST_LINE_LIMIT = 4094
TOO_LONG = {
    "description": f"The request line (method, address and query) is over {REQUEST_LINE_LIMIT} "
    "bytes: refused by the server before it is read, with a plain-text answer."
}

# An operation's 200: what it answers, the answer's schema, and an example (a real answer).
Answer = tuple[str, dict[str, Any], dict[str, Any]]
# Its 400: what bad input is, and an example of the error.
Bad = tuple[str, str]


def responses(answer: Answer, bad: Bad, field: str | None = None) -> dict[str, Any]:
    """A 200 with its schema and example, a 400 (naming the `field` at fault in a JSON
    question's), and the server's 414."""
    said, schema, example = answer
    bad_input, error = bad
    refusal = (
        (ERROR, {"error": error})
        if field is None
        else (FIELD_ERROR, {"error": error, "field": field})
    )
    return {
        "200": {
            "description": said,
            "content": {"application/json": {"schema": schema, "example": example}},
        },
        "400": {
            "description": bad_input,
            "content": {"application/json": {"schema": refusal[0], "example": refusal[1]}},
        },
        "414": TOO_LONG,
    }


def query_operation(
    operation_id: str,
    summary: str,
    description: str,
    form: type[CalculatorForm[Any]],
    answer: Answer,
    bad: Bad,
    *,
    costly: bool = False,
) -> dict[str, Any]:
    """A GET whose parameters are `form`'s fields (unknown ones ignored); `costly` when a new
    question is work for the workers."""
    answers = responses(answer, bad)
    return {
        "get": {
            "operationId": operation_id,
            "summary": summary,
            "description": description + " Unknown query parameters are ignored.",
            "parameters": form.parameters(),
            "responses": (answers | COSTLY_WORK) if costly else answers,
        }
    }


def question_operation(
    operation_id: str,
    summary: str,
    description: str,
    question: tuple[dict[str, Any], dict[str, Any]],
    answer: Answer,
    bad: Bad,
    field: str,
) -> dict[str, Any]:
    """A POST of a JSON `question` (its schema and an example), graded as costly work; its 400
    names the `field` at fault."""
    schema, example = question
    return {
        "post": {
            "operationId": operation_id,
            "summary": summary,
            "description": description,
            "requestBody": {
                "required": True,
                "content": {"application/json": {"schema": schema, "example": example}},
            },
            "responses": responses(answer, bad, field) | COSTLY_WORK,
        }
    }
