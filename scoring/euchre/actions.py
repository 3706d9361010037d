"""The decisions a Euchre player makes, as small values that read and write JSON.

As JSON: {"type": "play", "player": 1, "card": "JD"}; `parse_action` reads that form (a dict
or its JSON text) back. NextHand is the table's action and names no player.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from scoring.cards import Suit
from scoring.codec import ActionCodec
from scoring.engine import ActionForm, CardAction


@dataclass(frozen=True, slots=True)
class Pass(ActionForm):
    """Decline: to order up (round one), to name a suit (round two), or to defend alone."""

    type: ClassVar[str] = "pass"
    player: int


@dataclass(frozen=True, slots=True)
class OrderUp(ActionForm):
    """Round one: make the upcard's suit trump; the dealer picks the upcard up."""

    type: ClassVar[str] = "order_up"
    player: int
    alone: bool = False


@dataclass(frozen=True, slots=True)
class NameTrump(ActionForm):
    """Round two: name any suit but the turned-down one as trump. NameTrump(1, "S")."""

    type: ClassVar[str] = "name_trump"
    player: int
    suit: Suit
    alone: bool = False

    def __post_init__(self) -> None:
        if isinstance(self.suit, str):
            object.__setattr__(self, "suit", Suit.parse(self.suit))


@dataclass(frozen=True, slots=True)
class Discard(CardAction):
    """The dealer, having picked up the upcard, lays one of six cards face down."""

    type: ClassVar[str] = "discard"


@dataclass(frozen=True, slots=True)
class DefendAlone(ActionForm):
    """With Rules.defend_alone: a defender plays alone against the makers."""

    type: ClassVar[str] = "defend_alone"
    player: int


@dataclass(frozen=True, slots=True)
class FarmersHand(ActionForm):
    """With Rules.farmers_hand: throw in a hand of only nines and tens."""

    type: ClassVar[str] = "farmers_hand"
    player: int


@dataclass(frozen=True, slots=True)
class Play(CardAction):
    """Play a card to the trick. Play(1, "JD") reads the text as a card."""

    type: ClassVar[str] = "play"


@dataclass(frozen=True, slots=True)
class NextHand(ActionForm):
    """Gather the cards; the next dealer (on the left) deals."""

    type: ClassVar[str] = "next_hand"


Action = Pass | OrderUp | NameTrump | Discard | DefendAlone | FarmersHand | Play | NextHand
ACTION_TYPES: dict[str, type[Action]] = {
    kind.type: kind
    for kind in (Pass, OrderUp, NameTrump, Discard, DefendAlone, FarmersHand, Play, NextHand)
}


CODEC = ActionCodec[Action](ACTION_TYPES.values(), seats=4, example='{"type": "pass", "player": 1}')


def parse_action(data: str | Mapping[str, Any]) -> Action:
    """Read an action from its JSON text or dict; raise ActionError saying what is wrong."""
    return CODEC.read(data)
