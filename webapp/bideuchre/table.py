"""Bid Euchre at the computer table (webapp/tables.py): you in seat 0, your computer partner in
seat 2, computer opponents on your left (seat 1) and right (seat 3)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scoring import bideuchre
from scoring.bideuchre.actions import Action, NextHand, parse_action
from scoring.bideuchre.contract import Lone
from scoring.bideuchre.events import Phase
from scoring.bideuchre.game import GameState
from scoring.errors import ActionError, FieldError
from scoring.numbers import read_whole_number
from webapp.bideuchre.view import TableView, table_view
from webapp.navigation import Link
from webapp.tables import YOU, ComputerTable, Templates
from webapp.trick_table import TrickTableGame


class BidEuchreTable(TrickTableGame[GameState]):
    """What Bid Euchre says for itself at the computer table."""

    engine = bideuchre.ENGINE
    blueprint = "bideuchre"
    level_label = "The computers play"
    description = "A game of Bid Euchre with a computer partner, every point explained."
    rules_endpoint = "rules.bid_euchre"
    rules_summary = (
        "Double-deck Bid Euchre: one bid each, trump or no-trump, the score for making or being"
        " set, and the options: low no-trump, lone bids and the Benny."
    )
    tagline = (
        "play the double-deck game of bids for tricks, with low no-trump, lone bids and the "
        "Benny as house rules, and analyze a bid by playing every one out."
    )
    links: tuple[Link, ...] = (Link("Analyze a bid", "bideuchre.analyse"),)
    picture = ("AS AS' JS JS'", "Two of every card: both aces and both jacks of spades")
    templates = Templates(
        title="bideuchre/_title.html",
        table="bideuchre/_table.html",
        status="bideuchre/_status.html",
        intro="bideuchre/_intro.html",
    )

    def fields(self, state: GameState) -> Mapping[str, str]:
        if state.current_player != YOU:
            return {}
        if state.phase is Phase.BIDDING:
            return {"tricks": "tricks", "lone": "tricks", "trump": "strain", "low": "strain"}
        return {"card": "card", "cards": "card"}  # the widow's discard, exchange and play

    def setup(self, chosen: Mapping[str, Any], seed: int) -> dict[str, Any]:
        """The engine draws the first dealer from the seed, as a cut for deal would."""
        return {}

    def read_move(self, form: Mapping[str, Any], state: GameState) -> Action:
        return read_move(form, state)

    def form_for(self, action: Action) -> dict[str, Any]:
        return form_for(action)

    def view(self, table: ComputerTable[GameState]) -> TableView:
        return table_view(table)


BID_EUCHRE = BidEuchreTable()


def read_move(form: Mapping[str, Any], state: GameState) -> Action:
    """Your move from the form, read as the engine reads an action: `action` (pass, bid,
    discard, exchange, play, next_hand) with `bid` ("4:H", "5:NT", "3:LOW", "moon:S") or the
    panel's `tricks` ("4", "moon") and `strain` ("H", "NT", "LOW"), `card` or the exchange's
    `card` boxes. Whether the rules allow it now is the engine's to say."""
    kind = form.get("action")
    if kind == "next_hand":
        if state.phase is not Phase.HAND_OVER:
            raise FieldError("the hand is not over yet, so there is no next hand to deal")
        return NextHand()
    data: dict[str, Any] = {"type": kind, "player": YOU}
    if kind == "bid":
        data |= _bid(form, state)
    elif kind in ("play", "discard", "exchange"):
        texts = form.getlist("card") if hasattr(form, "getlist") else [form.get("card", "")]
        cards = [str(text) for text in texts]
        if kind == "exchange":
            data["cards"] = cards
        elif len(cards) != 1:
            raise FieldError(f"choose one card to {'play' if kind == 'play' else 'lay away'}")
        else:
            data["card"] = cards[0]
    elif kind != "pass":
        raise FieldError("the form did not say which move to make; choose one of the buttons")
    try:
        return parse_action(data)
    except ActionError:
        if kind == "bid":
            raise FieldError(CHOOSE_A_BID, field="tricks") from None
        raise


def form_for(action: Action) -> dict[str, Any]:
    """The fields the page's button (or the exchange's boxes) for your `action` post
    (read_move's inverse): a bid as its `bid` ("4:H", "moon:NT")."""
    data = action.to_dict()
    form: dict[str, Any] = {"action": data["type"]}
    if data["type"] == "bid":
        strain = data["trump"] or ("LOW" if data["low"] else "NT")
        form["bid"] = f"{data['lone'] or data['tricks']}:{strain}"
    elif "cards" in data:
        form["card"] = list(data["cards"])
    elif "card" in data:
        form["card"] = data["card"]
    return form


CHOOSE_A_BID = "choose a bid from the panel: a number and a suit or no-trump"
LONE_BIDS = frozenset(lone.value for lone in Lone)


def _bid(form: Mapping[str, Any], state: GameState) -> dict[str, Any]:
    """A bid's fields from the form's `bid`, or the panel's `tricks` and then `strain`: a lone
    bid ("moon") is for every trick of the hand."""
    if "bid" in form:
        text = str(form.get("bid", ""))
    else:
        number, strain = str(form.get("tricks", "")), str(form.get("strain", ""))
        if not number:
            raise FieldError("choose how many tricks to bid first, then the trump", field="tricks")
        if not strain:
            raise FieldError("choose the trump of your bid: a suit or no-trump", field="trump")
        text = f"{number}:{strain}"
    level, _, strain = text.partition(":")
    data: dict[str, Any] = {
        "trump": None if strain in ("NT", "LOW") else strain,
        "low": strain == "LOW",
    }
    if level in LONE_BIDS:
        return data | {"tricks": state.rules.hand_size, "lone": level}
    tricks = read_whole_number(level)
    return data | {"tricks": level if tricks is None else tricks}
