"""Every game the site plays, by name: the registry the web app and the conformance tests read.

A new game registers here with its scoring.engine.Engine and gets the conformance checks, the
computer table and the navigation without further code.
"""

from __future__ import annotations

from scoring import bideuchre, cribbage, euchre
from scoring.engine import Engine

ENGINES: dict[str, Engine] = {
    engine.name: engine for engine in (cribbage.ENGINE, euchre.ENGINE, bideuchre.ENGINE)
}
