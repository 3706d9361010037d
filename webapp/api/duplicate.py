"""GET /api/duplicate/{game}/{date} (a day's set: its rules and standings) and
/api/duplicate/{game}/{date}/deals/{n} (the field on a deal), stateless as the rest of the API:
a deal's field is answered only once the set's day is over, so the API never gives away a deal
still being played."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from flask import abort, jsonify, request
from flask.typing import ResponseReturnValue

from scoring.duplicate.daily import daily_set
from webapp.api import bp
from webapp.api.operations import TOO_LONG
from webapp.api.schemas import ERROR, NUMBER, TEXT, exact_object
from webapp.duplicate import field
from webapp.duplicate.days import FIRST_DAY, GAMES, NoSuchSet, SetDay, set_day
from webapp.duplicate.days import long_date as said_date

PAGE_LIMIT = 10_000


@bp.get("/duplicate/<game>/<day>")
def duplicate_set(game: str, day: str) -> ResponseReturnValue:
    the_set = set_day(game, day)
    return jsonify(set_json(the_set, _page()))


@bp.get("/duplicate/<game>/<day>/deals/<int:number>")
def duplicate_deal(game: str, day: str, number: int) -> ResponseReturnValue:
    the_set = set_day(game, day)
    if not 1 <= number <= the_set.deals:
        raise NoSuchSet(f"the set has {the_set.deals} deals, numbered 1 to {the_set.deals}")
    if not the_set.is_over:
        ends = the_set.ends
        message = (
            f"the field on a deal is shown once the set's day is over, at {ends:%H:%M} UTC on "
            f"{said_date(ends.date())}: until then it would give the deal away"
        )
        return jsonify(error=message), 403, {"Retry-After": str(_seconds_until(the_set))}
    return jsonify(deal_json(the_set, number))


def _page() -> int:
    text = request.args.get("page", "1")
    if not (text.isascii() and text.isdigit() and 0 < len(text) < 6) or int(text) < 1:
        abort(400, "page is a whole number from 1, as 1 or 2")
    return min(int(text), PAGE_LIMIT)


def _seconds_until(the_set: SetDay) -> int:
    return max(1, int((the_set.ends - datetime.now(UTC)).total_seconds()))


def set_json(the_set: SetDay, page: int = 1) -> dict[str, Any]:
    """A set: its game, day, rules and deals, and a page of its standings (50 a page)."""
    played = daily_set(the_set.game, the_set.day)
    standings = field.standings(the_set.game, the_set.day, page=page)
    return {
        "game": the_set.game,
        "date": the_set.day.isoformat(),
        "title": the_set.title,
        "deals": the_set.deals,
        "level": played.level,
        "rules": played.rules.to_dict(),
        "day_over": the_set.is_over,
        "players": standings.players,
        "page": standings.page,
        "pages": standings.pages,
        "standings": [
            {"rank": row.rank, "name": row.name, "score": round(row.score, 2), "deals": row.deals}
            for row in standings.rows
        ],
    }


def deal_json(the_set: SetDay, number: int) -> dict[str, Any]:
    """The field on deal `number` (from 1): how many played it, their results, the choices
    made and how each scored on average."""
    shown = field.deal_field(the_set.game, the_set.day, number)
    return {
        "game": the_set.game,
        "date": the_set.day.isoformat(),
        "deal": number,
        "players": shown.total,
        "average": round(shown.average, 4),
        "distribution": [{"result": r, "count": c} for r, c in shown.distribution],
        "choices": [
            {"choice": c.key, "label": c.label, "count": c.count, "average": round(c.average, 4)}
            for c in shown.choices
        ],
    }


_GAME = {"type": "string", "enum": list(GAMES)}
_DATE = {"type": "string", "format": "date", "description": "The set's day, YYYY-MM-DD (UTC)."}
SET = exact_object(
    {
        "game": _GAME,
        "date": _DATE,
        "title": TEXT,
        "deals": {"type": "integer", "minimum": 1},
        "level": {**TEXT, "description": "The computers' level."},
        "rules": {"type": "object", "description": "The set's rules, every house rule named."},
        "day_over": {"type": "boolean", "description": "The field's deals may be asked for."},
        "players": {"type": "integer", "minimum": 0},
        "page": {"type": "integer", "minimum": 1},
        "pages": {"type": "integer", "minimum": 1},
        "standings": {
            "type": "array",
            "maxItems": 50,
            "items": exact_object(
                {
                    "rank": {"type": "integer", "minimum": 1},
                    "name": TEXT,
                    "score": {**NUMBER, "minimum": 0, "maximum": 100},
                    "deals": {"type": "integer", "minimum": 1},
                }
            ),
        },
    }
)
DEAL = exact_object(
    {
        "game": _GAME,
        "date": _DATE,
        "deal": {"type": "integer", "minimum": 1},
        "players": {"type": "integer", "minimum": 0},
        "average": {**NUMBER, "description": "The average result (0 with no player)."},
        "distribution": {
            "type": "array",
            "items": exact_object(
                {"result": {"type": "integer"}, "count": {"type": "integer", "minimum": 1}}
            ),
        },
        "choices": {
            "type": "array",
            "items": exact_object(
                {
                    "choice": TEXT,
                    "label": TEXT,
                    "count": {"type": "integer", "minimum": 1},
                    "average": NUMBER,
                }
            ),
        },
    }
)
_PATH_PARAMETERS = [
    {"name": "game", "in": "path", "required": True, "schema": _GAME},
    {"name": "date", "in": "path", "required": True, "schema": _DATE},
]
_NOT_FOUND = {
    "description": "No such set: an unknown game, or a day before the first set or after today.",
    "content": {"application/json": {"schema": ERROR}},
}


def paths() -> dict[str, Any]:
    """The two operations, their examples real answers (the first day's Euchre set)."""
    first = SetDay("euchre", FIRST_DAY)
    return {
        "/api/duplicate/{game}/{date}": {
            "get": {
                "operationId": "duplicateSet",
                "summary": "A day's duplicate set: its rules and standings",
                "description": "The set of a game for a day (the same deals for everyone), and "
                "a page of its standings: each player's average percentage against the field "
                "over the deals they played.",
                "parameters": [
                    *_PATH_PARAMETERS,
                    {
                        "name": "page",
                        "in": "query",
                        "required": False,
                        "schema": {"type": "integer", "minimum": 1, "default": 1},
                    },
                ],
                "responses": {
                    "200": {
                        "description": "The set and a page of its standings.",
                        "content": {
                            "application/json": {"schema": SET, "example": set_json(first)}
                        },
                    },
                    "400": {
                        "description": "A page that is not a whole number from 1.",
                        "content": {"application/json": {"schema": ERROR}},
                    },
                    "404": _NOT_FOUND,
                    "414": TOO_LONG,
                },
            }
        },
        "/api/duplicate/{game}/{date}/deals/{n}": {
            "get": {
                "operationId": "duplicateDeal",
                "summary": "The field on a deal of a duplicate set",
                "description": "How many played the deal, the distribution of their results, "
                "and each choice made (the contract, or the throw) with its average result. "
                "Answered once the set's day is over (UTC), never before.",
                "parameters": [
                    *_PATH_PARAMETERS,
                    {
                        "name": "n",
                        "in": "path",
                        "required": True,
                        "schema": {"type": "integer", "minimum": 1},
                    },
                ],
                "responses": {
                    "200": {
                        "description": "The field on the deal.",
                        "content": {
                            "application/json": {"schema": DEAL, "example": deal_json(first, 1)}
                        },
                    },
                    "403": {
                        "description": "The set's day is not over yet: the answer says when it "
                        "will be, and Retry-After in how many seconds.",
                        "headers": {"Retry-After": {"schema": {"type": "integer", "minimum": 1}}},
                        "content": {"application/json": {"schema": ERROR}},
                    },
                    "404": _NOT_FOUND,
                    "414": TOO_LONG,
                },
            }
        },
    }
