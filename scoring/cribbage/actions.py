"""The decisions a cribbage player makes, as small values that read and write JSON.

Every action names the seat that takes it. As JSON: {"type": "play", "player": 1, "card": "5H"};
`parse_action` reads that form (a dict or its JSON text) back.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar

from scoring.cards import Card
from scoring.codec import ActionCodec, Whole
from scoring.cribbage.show import MAX_HAND
from scoring.engine import ActionForm


@dataclass(frozen=True, slots=True)
class Discard(ActionForm):
    """Throw cards to the crib: 2 of 6 with two players, 1 of 5 with three or four.

    The cards are kept sorted, so the order they are given in does not matter; text is read
    as cards: Discard(0, ("5H", "JD")).
    """

    type: ClassVar[str] = "discard"
    player: int
    cards: tuple[Card, ...]

    def __post_init__(self) -> None:
        cards = (Card.parse(c) if isinstance(c, str) else c for c in self.cards)
        object.__setattr__(self, "cards", tuple(sorted(cards)))

    def __str__(self) -> str:
        return f"player {self.player} throws {_shown(self.cards)} to the crib"


@dataclass(frozen=True, slots=True)
class Play(ActionForm):
    """Lay a card on the pile; legal when it keeps the count at 31 or less. Play(1, "5H")
    reads the text as a card."""

    type: ClassVar[str] = "play"
    player: int
    card: Card

    def __post_init__(self) -> None:
        if isinstance(self.card, str):
            object.__setattr__(self, "card", Card.parse(self.card))

    def __str__(self) -> str:
        return f"player {self.player} plays {self.card.display}"


@dataclass(frozen=True, slots=True)
class Go(ActionForm):
    """Say go: legal only when none of the player's cards fits under 31."""

    type: ClassVar[str] = "go"
    player: int

    def __str__(self) -> str:
        return f"player {self.player} says go"


@dataclass(frozen=True, slots=True)
class Show(ActionForm):
    """Count a hand (or the dealer's crib) in the show: the engine scores it in full."""

    type: ClassVar[str] = "show"
    player: int

    def __str__(self) -> str:
        return f"player {self.player} counts"


@dataclass(frozen=True, slots=True)
class Declare(ActionForm):
    """With muggins: count a hand (or the crib) aloud, claiming `points` (0 to 29)."""

    type: ClassVar[str] = "declare"
    player: int
    points: Annotated[
        int, Whole(0, MAX_HAND, "declare your count as a whole number from {low} to {high}")
    ]

    def __str__(self) -> str:
        return f"player {self.player} declares {self.points}"


@dataclass(frozen=True, slots=True)
class Muggins(ActionForm):
    """Call muggins for `points` an opponent missed in their count (ACC rule 10.4: "Muggins
    for X points"). The caller pegs the lesser of the claim and the points missed; a call on
    a count that missed nothing gives the counter the points claimed, as a penalty. Without
    `points` the call takes whatever was missed."""

    type: ClassVar[str] = "muggins"
    player: int
    points: Annotated[
        int | None,
        Whole(1, MAX_HAND, "say how many points were missed, a whole number from {low} to {high}"),
    ] = None

    def __str__(self) -> str:
        claimed = "" if self.points is None else f" for {self.points}"
        return f"player {self.player} calls muggins{claimed}"


@dataclass(frozen=True, slots=True)
class Pass(ActionForm):
    """Accept an opponent's count as declared, claiming nothing."""

    type: ClassVar[str] = "pass"
    player: int

    def __str__(self) -> str:
        return f"player {self.player} passes"


@dataclass(frozen=True, slots=True)
class NextDeal(ActionForm):
    """Gather the cards and deal the next hand (taken by the new dealer, on the left)."""

    type: ClassVar[str] = "next_deal"
    player: int

    def __str__(self) -> str:
        return f"player {self.player} deals"


Action = Discard | Play | Go | Show | Declare | Muggins | Pass | NextDeal
ACTION_TYPES: dict[str, type[Action]] = {
    kind.type: kind for kind in (Discard, Play, Go, Show, Declare, Muggins, Pass, NextDeal)
}


CODEC = ActionCodec[Action](ACTION_TYPES.values(), seats=4, example='{"type": "go", "player": 1}')


def parse_action(data: str | Mapping[str, Any]) -> Action:
    """Read an action from its JSON text or dict; raise ActionError saying what is wrong."""
    return CODEC.read(data)


def _shown(cards: Iterable[Card]) -> str:
    return " ".join(card.display for card in cards)
