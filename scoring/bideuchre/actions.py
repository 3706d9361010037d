"""The decisions a Bid Euchre player makes, as small values that read and write JSON.

As JSON: {"type": "bid", "player": 1, "tricks": 4, "trump": "H", "low": false, "lone": null};
no-trump is "trump": null. `parse_action` reads that form (a dict or its JSON text) back.
NextHand is the table's action and names no player.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from scoring.bideuchre.contract import Contract, Lone
from scoring.cards import Card, Suit
from scoring.codec import ActionCodec, Whole
from scoring.engine import ActionForm, CardAction


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
    tricks: Annotated[int, Whole(1, 12)]
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
CODEC = ActionCodec[Action](ACTION_TYPES.values(), seats=4, example='{"type": "pass", "player": 1}')


def parse_action(data: str | Mapping[str, Any]) -> Action:
    """Read an action from its JSON text or dict; raise ActionError saying what is wrong."""
    return CODEC.read(data)
