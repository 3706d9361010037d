"""Reading saved JSON: text (or an already parsed mapping) that must be one JSON object."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any


def json_object(
    data: str | Mapping[str, Any], error: type[ValueError], what: str, example: str = ""
) -> Mapping[str, Any]:
    """`data` as a JSON object, parsing it first if it is text; otherwise raise `error`
    saying that `what` ("an action", "a saved game") is a JSON object, like `example`."""
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as problem:
            raise error(f"{what} is a JSON object; that text is not JSON ({problem})") from None
    if not isinstance(data, Mapping):
        raise error(f"{what} is a JSON object" + (f" like {example}" if example else ""))
    return data
