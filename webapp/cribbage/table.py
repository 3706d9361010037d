"""Cribbage at the computer table (webapp/tables.py): you in seat 0, the computer in every
other seat. Each of your moves is followed by the computers' until it is your turn again, the
deal is over (you read the show, then deal on) or the game is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scoring import cribbage
from scoring.cribbage import Action, GameState, Phase, parse_action
from scoring.cribbage.dealing import KEPT
from scoring.errors import FieldError
from scoring.numbers import read_whole_number
from webapp.cribbage.table_view import SEAT_NAMES, TableView, side_names, table_view
from webapp.navigation import Link
from webapp.tables import YOU, ComputerTable, Templates


class CribbageTable:
    """What cribbage says for itself at the computer table."""

    engine = cribbage.ENGINE
    blueprint = "play"
    level_label = "The computer plays"
    description = "A game of cribbage against the computer, every point explained."
    rules_endpoint = "rules.cribbage"
    rules_summary = (
        "The American Cribbage Congress's rules for two, three and four players: the deal, "
        "pegging, the show and the crib, muggins and the other options."
    )
    tagline = (
        "count a hand and plan a discard, practice counting, and play two, three or four "
        "handed on a real board."
    )
    links: tuple[Link, ...] = (
        Link("Count a hand", "cribbage.count"),
        Link("Plan a discard", "cribbage.discard"),
        Link("Practice counting", "trainer.train"),
    )
    picture = ("5H 5C 5S JD 5D", "The best hand in cribbage: three fives and the jack, a five cut")
    templates = Templates(
        title="cribbage/_game_title.html",
        table="cribbage/_table.html",
        status="cribbage/_game_status.html",
        intro="cribbage/_intro.html",
    )

    def fields(self, state: GameState) -> Mapping[str, str]:
        if state.phase is Phase.DISCARD:
            return {"cards": "card"} if len(state.hands[YOU]) > KEPT else {}
        if state.current_player != YOU:
            return {}
        if state.phase is Phase.PEGGING:
            return {"card": "card"}
        return {"points": "points"} if state.phase is Phase.SHOW and state.rules.muggins else {}

    def setup(self, chosen: Mapping[str, Any], seed: int) -> dict[str, Any]:
        return {"players": chosen.get("players", 2)}

    def read_move(self, form: Mapping[str, Any], state: GameState) -> Action:
        return read_move(form, state)

    def form_for(self, action: Action) -> dict[str, Any]:
        return form_for(action)

    def waits(self, state: GameState) -> bool:
        """Your throw (the computers throw once you have), your turn, the end of a deal
        (whoever deals next, you deal on, so the show can be read first), or the end."""
        if state.is_over or state.phase is Phase.DONE:
            return True
        if state.phase is Phase.DISCARD:
            return bool(state.legal_actions(YOU))
        return state.current_player == YOU

    def computer_seat(self, state: GameState) -> int:
        if state.phase is Phase.DISCARD:
            return next(s for s in range(1, state.players) if state.legal_actions(s))
        assert state.current_player is not None
        return state.current_player

    def side_names(self, state: GameState) -> Sequence[str]:
        return side_names(SEAT_NAMES[state.players])

    def view(self, table: ComputerTable[GameState]) -> TableView:
        return table_view(table)


CRIBBAGE = CribbageTable()


def read_move(form: Mapping[str, Any], state: GameState) -> Action:
    """Your move from the page's form fields, read as the engine reads an action: `action`
    (discard, play, go, show, declare, muggins, pass, next_deal) with `card` (repeated for a
    discard) or `points` (declared, or claimed by a muggins call). Whether the rules allow it
    now (how many cards to throw, what a count may be) is the engine's to say."""
    kind = _field(form, "action")
    if kind is None:
        raise FieldError("the form did not say which move to make; choose one of the buttons")
    data: dict[str, Any] = {"type": kind, "player": YOU}
    if kind == "next_deal":
        # Whoever deals next, you are the one to gather the cards and go on.
        if state.phase is not Phase.DONE or state.current_player is None:
            raise FieldError("the deal is not over yet, so there is no next deal")
        data["player"] = state.current_player
    elif kind == "discard":
        data["cards"] = _cards(form)
    elif kind == "play":
        cards = _cards(form)
        if len(cards) != 1:
            raise FieldError("choose one card to play")
        data["card"] = cards[0]
    elif kind in ("declare", "muggins"):
        # Typed points, as a number where they are one; the engine says what else is wrong,
        # and a call from the table always names its points (ACC rule 10.4).
        text = _field(form, "points") or ""
        points = read_whole_number(text)
        data["points"] = text if points is None else points
    return parse_action(data)  # ActionError (a FieldError) names the action's field at fault


def form_for(action: Action) -> dict[str, Any]:
    """The fields the page posts for your `action` (read_move's inverse)."""
    data = action.to_dict()
    form: dict[str, Any] = {"action": data["type"]}
    if "cards" in data:
        form["card"] = list(data["cards"])
    if "card" in data:
        form["card"] = data["card"]
    if data.get("points") is not None:
        form["points"] = str(data["points"])
    return form


def _field(form: Mapping[str, Any], name: str) -> str | None:
    value = form.get(name)
    return value if isinstance(value, str) else None


def _cards(form: Mapping[str, Any]) -> list[str]:
    values = form.getlist("card") if hasattr(form, "getlist") else [form.get("card")]
    return [value for value in values if isinstance(value, str)]
