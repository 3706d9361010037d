"""Keep the score of a game played with real cards: a sheet per game (cribbage, Euchre, Bid
Euchre) whose every entry is scored and explained by the game's rules engine."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from scoring.bideuchre.options import Rules as BidRules
from scoring.cribbage.rules import Rules as CribbageRules
from scoring.euchre.options import Rules as EuchreRules
from scoring.scorekeeper.cribbage import CribbageSheet, OverCount
from scoring.scorekeeper.sheet import Item, Line, Played, Sheet, Tally
from scoring.scorekeeper.tricks import BidEuchreSheet, EuchreSheet, TricksSheet

# Each game's sheet and its rules, by the name the site's addresses use.
SHEETS: dict[str, tuple[type[Sheet[Any]], Any]] = {
    CribbageSheet.game: (CribbageSheet, CribbageRules),
    EuchreSheet.game: (EuchreSheet, EuchreRules),
    BidEuchreSheet.game: (BidEuchreSheet, BidRules),
}


def sheet_from_dict(data: Mapping[str, Any]) -> Sheet[Any]:
    """The sheet Sheet.to_dict() wrote."""
    sheet_type, rules_type = SHEETS[data["game"]]
    setup = {key: data[key] for key in ("partners", "first_dealer") if key in data}
    return sheet_type(
        rules_type.from_dict(data["rules"]), tuple(data["names"]), tuple(data["entries"]), **setup
    )


def sheet_from_json(text: str) -> Sheet[Any]:
    return sheet_from_dict(json.loads(text))


def sheet_json(sheet: Sheet[Any]) -> str:
    return json.dumps(sheet.to_dict(), ensure_ascii=False)


__all__ = [
    "SHEETS",
    "BidEuchreSheet",
    "CribbageSheet",
    "EuchreSheet",
    "Item",
    "Line",
    "OverCount",
    "Played",
    "Sheet",
    "Tally",
    "TricksSheet",
    "sheet_from_dict",
    "sheet_from_json",
    "sheet_json",
]
