"""The registry of games played at a computer table, in the order the navigation lists them.

Each entry is the game's `TableGame` (webapp/tables.py): its engine (scoring.games: name,
title, levels, rule options with their labels and help), and what the table needs from it.
The navigation, the new-game forms and the resume lists are all built from these entries.
"""

from __future__ import annotations

from typing import Any

from webapp.bideuchre.table import BID_EUCHRE
from webapp.cribbage.table import CRIBBAGE
from webapp.euchre.table import EUCHRE
from webapp.tables import TableGame

TABLE_GAMES: tuple[TableGame[Any, Any], ...] = (CRIBBAGE, EUCHRE, BID_EUCHRE)


def table_game(name: str) -> TableGame[Any, Any]:
    """The table of the engine named `name` (a saved game's or a job's)."""
    return next(game for game in TABLE_GAMES if game.engine.name == name)
