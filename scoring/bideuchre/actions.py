"""The decisions a Bid Euchre player makes, as small values that read and write JSON.

As JSON: {"type": "bid", "player": 1, "tricks": 4, "trump": "H", "low": false, "lone": null};
no-trump is "trump": null. `parse_action` reads that form (a dict or its JSON text) back.
NextHand is the table's action and names no player.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, ClassVar

from scoring.bideuchre.contract import Contract, Lone
from scoring.cards import Card, CardError, Suit
from scoring.engine import ActionForm, CardAction
from scoring.errors import ActionError
from scoring.jsontext import json_object


@dataclass(frozen=True, slots=True)
class Pass(ActionForm):
    type: ClassVar[str] = "pass"
    player: int


@dataclass(frozen=True, slots=True)
class Bid(ActionForm):
    """Bid `tricks` with `trump` (None: no-trump; `low` for low no-trump), or with `lone` a bid
    to take every trick alone (its `tricks` is then the hand's size)."""

    type: ClassVar[str] = "bid"
    player: int
    tricks: int
    trump: Suit | None = None
    low: bool = False
    lone: Lone | None = None

    def __post_init__(self) -> None:
        if isinstance(self.trump, str):
            object.__setattr__(self, "trump", Suit.parse(self.trump))
        if isinstance(self.lone, str):
            object.__setattr__(self, "lone", Lone(self.lone))

    def contract(self) -> Contract:
        return Contract(self.player, self.tricks, self.trump, self.low, self.lone)


@dataclass(frozen=True, slots=True)
class Discard(CardAction):
    """With the Benny: the card the high bidder lays away face down, the widow taken up."""

    type: ClassVar[str] = "discard"


@dataclass(frozen=True, slots=True)
class Exchange(ActionForm):
    """Call 1 or Call 2: the cards a lone bidder, or their partner, passes across face down."""

    type: ClassVar[str] = "exchange"
    player: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        cards = tuple(Card.parse(c) if isinstance(c, str) else c for c in self.cards)
        object.__setattr__(self, "cards", tuple(sorted(cards)))


@dataclass(frozen=True, slots=True)
class Play(CardAction):
    type: ClassVar[str] = "play"


@dataclass(frozen=True, slots=True)
class NextHand(ActionForm):
    """Gather the cards; the next dealer (on the left) deals."""

    type: ClassVar[str] = "next_hand"


Action = Pass | Bid | Discard | Exchange | Play | NextHand
ACTION_TYPES: dict[str, type[Action]] = {
    kind.type: kind for kind in (Pass, Bid, Discard, Exchange, Play, NextHand)
}
OPTIONAL = {"trump", "low", "lone"}


def parse_action(data: str | Mapping[str, Any]) -> Action:
    """Read an action from its JSON text or dict; raise ActionError saying what is wrong."""
    data = json_object(data, ActionError, "an action", '{"type": "pass", "player": 1}')
    kind = ACTION_TYPES.get(data.get("type"))  # type: ignore[arg-type]
    if kind is None:
        raise ActionError(
            f"unknown action type {data.get('type')!r}; use one of {', '.join(ACTION_TYPES)}"
        )
    names = {field.name for field in fields(kind)}
    required = names - OPTIONAL
    given = set(data) - {"type"}
    if not required <= given <= names:
        raise ActionError(
            f"a {kind.type} action has the fields {', '.join(sorted(names)) or 'none'}; "
            f"got {', '.join(sorted(given)) or 'none'}"
        )
    values = {name: data[name] for name in given}
    if "player" in values and (type(values["player"]) is not int or not 0 <= values["player"] < 4):
        raise ActionError(f"player is {values['player']!r}; seats are 0, 1, 2 and 3")
    tricks = values.get("tricks", 1)
    if type(tricks) is not int or not 1 <= tricks <= 12:
        raise ActionError(f"tricks is {values['tricks']!r}; bid a whole number from 1 to 12")
    if "low" in values and type(values["low"]) is not bool:
        raise ActionError(f"low is {values['low']!r}; use true or false")
    if values.get("trump") is not None and not isinstance(values["trump"], str):
        raise ActionError(
            f'"trump" is a suit like "H", or null for no-trump; got {values["trump"]!r}'
        )
    if values.get("lone") is not None and values["lone"] not in {lone.value for lone in Lone}:
        raise ActionError(f"lone is {values['lone']!r}; use call2, call1, moon or null")
    if "card" in values and not isinstance(values["card"], str):
        raise ActionError(f'"card" is text like "JD"; got {values["card"]!r}')
    cards = values.get("cards", [])
    if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
        raise ActionError(f'"cards" is a list like ["JD", "9C"]; got {values["cards"]!r}')
    try:
        if "cards" in values:
            values["cards"] = tuple(values["cards"])
        return kind(**values)
    except CardError as error:
        raise ActionError(str(error)) from None
