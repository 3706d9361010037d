"""Euchre at the computer table (webapp/tables.py): you in seat 0, your computer partner in
seat 2, computer opponents in seats 1 (on your left) and 3 (on your right). Each of your moves
is followed by the computers' until it is your decision again (between hands that is dealing
the next one, so the hand summary can be read first) or the game is over.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring import euchre
from scoring.engine import seeded_random
from scoring.errors import FieldError
from scoring.euchre.actions import Action, NextHand, parse_action
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState
from webapp.euchre.view import TableView, table_view
from webapp.navigation import Link
from webapp.tables import YOU, ComputerTable, Templates
from webapp.trick_table import TrickTableGame


class EuchreTable(TrickTableGame[GameState]):
    """What Euchre says for itself at the computer table."""

    engine = euchre.ENGINE
    blueprint = "euchre"
    level_label = "The computers play"
    description = "A game of euchre with a computer partner, every point explained."
    rules_endpoint = "rules.euchre"
    rules_summary = (
        "Four-handed Euchre: the bowers, ordering up and naming trump, going alone, following "
        "suit, scoring, and each house rule, from stick the dealer to the renege penalty."
    )
    tagline = (
        "drill your bidding against a strong computer player, analyze a bid, play a game or a "
        "duplicate set, and learn the bowers from the lessons."
    )
    links: tuple[Link, ...] = (
        Link("Duplicate", "euchre.duplicate"),
        Link("Bidding drills", "trainer.train", (("mode", "bidding"),)),
        Link("Analyze a bid", "euchre.analyse"),
        Link("Lessons", "lessons.lesson", (("slug", "cards-and-bowers"),)),
    )
    picture = ("JH JD AH KH", "Hearts trump: the right bower, the left bower, the ace and king")
    templates = Templates(
        title="euchre/_title.html",
        table="euchre/_table.html",
        status="euchre/_status.html",
        intro="euchre/_intro.html",
    )

    def fields(self, state: GameState) -> Mapping[str, str]:
        if state.current_player != YOU:
            return {}
        if state.phase in (Phase.PLAY, Phase.DISCARD):
            return {"card": "card"}
        return {"suit": "suit"} if state.phase is Phase.NAME else {}

    def setup(self, chosen: Mapping[str, Any], seed: int) -> dict[str, Any]:
        """The first dealer is chosen from the seed, as a cut for deal would."""
        return {"dealer": seeded_random("dealer", seed).randrange(4)}

    def read_move(self, form: Mapping[str, Any], state: GameState) -> Action:
        return read_move(form, state)

    def form_for(self, action: Action) -> dict[str, Any]:
        return form_for(action)

    def view(self, table: ComputerTable[GameState]) -> TableView:
        return table_view(table)


EUCHRE = EuchreTable()


def read_move(form: Mapping[str, Any], state: GameState) -> Action:
    """Your move from the form, read as the engine reads an action: `action` (pass, order_up,
    name, discard, play, defend_alone, farmers_hand, next_hand) with `alone`, `suit` or `card`.
    Whether the rules allow it now is the engine's to say."""
    kind = form.get("action")
    if kind == "next_hand":
        if state.phase is not Phase.HAND_OVER:
            raise FieldError("the hand is not over yet, so there is no next hand to deal")
        return NextHand()
    move = MOVES.get(kind) if isinstance(kind, str) else None
    if move is None:
        raise FieldError("the form did not say which move to make; choose one of the buttons")
    data: dict[str, Any] = {"type": move, "player": YOU}
    if move in ("order_up", "name_trump"):
        data["alone"] = form.get("alone") in {"true", "on", "1"}
    if move == "name_trump":
        data["suit"] = str(form.get("suit", ""))
    if move in ("discard", "play"):
        data["card"] = str(form.get("card", ""))
    return parse_action(data)  # ActionError (a FieldError) names the action's field at fault


def form_for(action: Action) -> dict[str, Any]:
    """The fields the page's button for your `action` posts (read_move's inverse)."""
    data = action.to_dict()
    form: dict[str, Any] = {"action": FORM_MOVES.get(data["type"], data["type"])}
    if data.get("alone"):
        form["alone"] = "true"
    for name in ("card", "suit"):
        if name in data:
            form[name] = data[name]
    return form


# The form's moves, and the actions they are.
MOVES = {
    "pass": "pass",
    "order_up": "order_up",
    "name": "name_trump",
    "discard": "discard",
    "play": "play",
    "defend_alone": "defend_alone",
    "farmers_hand": "farmers_hand",
}
FORM_MOVES = {action: move for move, action in MOVES.items()}
