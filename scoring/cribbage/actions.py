"""The decisions a cribbage player makes, as small values that read and write JSON.

Every action names the seat that takes it. As JSON: {"type": "play", "player": 1, "card": "5H"};
`parse_action` reads that form (a dict or its JSON text) back.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from scoring.cards import Card, CardError
from scoring.engine import ActionForm
from scoring.errors import ActionError
from scoring.jsontext import json_object


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
    points: int

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
    points: int | None = None

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


def parse_action(data: str | Mapping[str, Any]) -> Action:
    """Read an action from its JSON text or dict; raise ActionError saying what is wrong."""
    data = json_object(data, ActionError, "an action", '{"type": "go", "player": 1}')
    kind = ACTION_TYPES.get(data.get("type"))  # type: ignore[arg-type]
    if kind is None:
        raise ActionError(
            f"unknown action type {data.get('type')!r}; use one of {', '.join(ACTION_TYPES)}"
        )
    expected = {"type", "player"} | {
        Discard: {"cards"},
        Play: {"card"},
        Declare: {"points"},
    }.get(kind, set())
    if kind is Muggins and "points" in data:
        expected.add("points")  # optional: a call naming its points
    if set(data) != expected:
        raise ActionError(
            f"a {kind.type} action has the fields {', '.join(sorted(expected))}; "
            f"got {', '.join(sorted(data))}"
        )
    player = _whole_number(data["player"], "player")
    try:
        if kind is Discard:
            cards = data["cards"]
            if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
                raise ActionError('"cards" is a list of cards like ["5H", "JD"]')
            return Discard(player, tuple(Card.parse(card) for card in cards))
        if kind is Play:
            if not isinstance(data["card"], str):
                raise ActionError('"card" is a card like "5H"')
            return Play(player, Card.parse(data["card"]))
    except CardError as error:
        raise ActionError(str(error)) from None
    if kind is Declare:
        return Declare(player, _whole_number(data["points"], "points"))
    if kind is Muggins and data.get("points") is not None:
        return Muggins(player, _whole_number(data["points"], "points"))
    return kind(player)  # type: ignore[call-arg]


def parse_actions(items: Iterable[str | Mapping[str, Any]]) -> list[Action]:
    return [parse_action(item) for item in items]


def _whole_number(given: object, name: str) -> int:
    if type(given) is not int or given < 0:
        raise ActionError(f'"{name}" is {given!r}; use a whole number, 0 or more')
    return given


def _shown(cards: Iterable[Card]) -> str:
    return " ".join(card.display for card in cards)
