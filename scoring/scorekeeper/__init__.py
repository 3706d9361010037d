"""Keep the score of a game played with real cards: a sheet per game (cribbage, Euchre or Bid
Euchre) whose every entry is an action (entries.py) scored and explained by the game's rules
engine, saved as {"game": ..., "format": 2, ...} through the sheet's SaveCodec."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from scoring.engine import SAVE_FORMAT
from scoring.errors import ExplainedError, StateError
from scoring.jsontext import json_object
from scoring.scorekeeper.cribbage import CribbageSheet, OverCount
from scoring.scorekeeper.entries import (
    BidEuchreHand,
    Count,
    EuchreHand,
    LetGo,
    Muggins,
    Peg,
    Play,
    Said,
    Starter,
)
from scoring.scorekeeper.sheet import Item, Line, Played, Sheet, Tally
from scoring.scorekeeper.tricks import BidEuchreSheet, EuchreSheet, TricksSheet

AnySheet = Sheet[Any, Any, Any]  # a sheet of any game: side by side they share only Any
# Each game's sheet, by the name the site's addresses use.
SHEETS: dict[str, type[AnySheet]] = {
    sheet.game: sheet for sheet in (CribbageSheet, EuchreSheet, BidEuchreSheet)
}
WHAT = "a score sheet"


def read_sheet(data: Mapping[str, Any]) -> AnySheet:
    """The sheet sheet_data() wrote, or one saved in the first form (before the SaveCodec: no
    "format"); StateError if `data` is neither."""
    game = data.get("game")
    sheet_type = SHEETS.get(game) if isinstance(game, str) else None
    if sheet_type is None:
        games = ", ".join(SHEETS)
        raise StateError(f"that is not {WHAT}: its game is {game!r}, not one of {games}")
    if "format" not in data:
        try:
            data = {"format": SAVE_FORMAT, **sheet_type.first_format(data)}
        except KeyError as missing:
            raise StateError(f"that is not {WHAT}: it has no {missing.args[0]!r}") from None
        except ExplainedError as error:
            raise StateError(f"that is not {WHAT}: {error}") from None
        except (TypeError, ValueError, AttributeError):
            raise StateError(f"that is not {WHAT}: its entries are not a sheet's") from None
    sheet: AnySheet = sheet_type.saves.read(data)
    return sheet


def sheet_data(sheet: AnySheet) -> dict[str, Any]:
    """The sheet as JSON data: its game, then its save."""
    return {"game": sheet.game, **sheet.saves.write(sheet)}


def sheet_from_json(text: str) -> AnySheet:
    return read_sheet(json_object(text, StateError, WHAT))


def sheet_json(sheet: AnySheet) -> str:
    return json.dumps(sheet_data(sheet), ensure_ascii=False)


__all__ = [
    "SHEETS",
    "AnySheet",
    "BidEuchreHand",
    "BidEuchreSheet",
    "Count",
    "CribbageSheet",
    "EuchreHand",
    "EuchreSheet",
    "Item",
    "LetGo",
    "Line",
    "Muggins",
    "OverCount",
    "Peg",
    "Play",
    "Played",
    "Said",
    "Sheet",
    "Starter",
    "Tally",
    "TricksSheet",
    "read_sheet",
    "sheet_data",
    "sheet_from_json",
    "sheet_json",
]
