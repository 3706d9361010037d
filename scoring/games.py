"""Every game the site plays, by name: the registry the web app and the conformance tests read.

A new game registers here with its scoring.engine.Engine and gets the conformance checks, the
computer table and the navigation without further code.
"""

from __future__ import annotations

from typing import Any

from scoring import bideuchre, cribbage, euchre
from scoring.engine import Engine

# Each engine is typed with its own state, action and rules; side by side they share only Any.
ENGINES: dict[str, Engine[Any, Any, Any, Any]] = {
    engine.name: engine for engine in (cribbage.ENGINE, euchre.ENGINE, bideuchre.ENGINE)
}
