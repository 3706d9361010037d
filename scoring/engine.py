"""What every game engine shares: the contract a game state follows, the errors the engines
raise on purpose, seeded randomness, and the format version written into every saved game.

A game (cribbage, euchre, ...) is a module-level `ENGINE = Engine(...)` describing it, and a
`GameState` value following `State`: `legal_actions()`, `apply(action)` returning a new state,
`view(seat)`, JSON both ways. Chance comes from the seed the state holds, so a game replays
exactly from its seed, rules, setup and actions (`replay`). scoring.games lists the engines.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, ClassVar, Protocol, Self, runtime_checkable

from scoring.cards import Card, Deck
from scoring.errors import (
    ActionError,
    DealError,
    ExplainedError,
    IllegalActionError,
    RulesError,
    StateError,
)
from scoring.options import Option, options_of

__all__ = [
    "SAVE_FORMAT",
    "ActionError",
    "ActionForm",
    "DealError",
    "Engine",
    "ExplainedError",
    "IllegalActionError",
    "RulesError",
    "SeatView",
    "State",
    "StateError",
    "check_seat",
    "read_save",
    "replay",
    "seeded_random",
]

# Written into every saved game ({"format": 2, ...}); bump it when the saved form changes.
# Format 1 was cribbage's first; Euchre saves carried none. Both are read by replaying their
# actions, so older saves take the current engine's wording.
SAVE_FORMAT = 2


def seeded_random(*parts: object) -> random.Random:
    """A random source fixed by `parts` (a game's seed, its move number, a seat ...): every
    choice an engine or a computer player makes by chance replays exactly."""
    return random.Random(":".join(str(part) for part in parts))


class ActionForm:
    """What every action has: a JSON form {"type": "play", "player": 1, "card": "5H"}.

    Fields become JSON values: cards and suits as their text, tuples of cards as lists.
    """

    __slots__ = ()
    type: ClassVar[str]

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type}
        for name in _field_names(type(self)):
            data[name] = _json_value(getattr(self, name))
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict())


@dataclass(frozen=True, slots=True)
class CardAction(ActionForm):
    """An action that names one card of the player's (a play, a discard); the card may be
    given as its text: Play(1, "JD")."""

    player: int
    card: Card

    def __post_init__(self) -> None:
        if isinstance(self.card, str):
            object.__setattr__(self, "card", Card.parse(self.card))


_FIELD_NAMES: dict[type[Any], tuple[str, ...]] = {}


def _field_names(kind: type[Any]) -> tuple[str, ...]:
    """An action class's field names, read once (a save writes every action of a game)."""
    names = _FIELD_NAMES.get(kind)
    if names is None:
        names = _FIELD_NAMES[kind] = tuple(described.name for described in fields(kind))
    return names


def _json_value(value: object) -> object:
    if isinstance(value, tuple):
        return [_json_value(item) for item in value]
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, Enum):
        return value.value
    return value


@runtime_checkable
class SeatView(Protocol):
    """What one seat may see (State.view): its own cards and everything public, never another
    seat's hidden cards. Computer players decide from this alone."""

    seat: int
    legal_actions: tuple[Any, ...]
    log: tuple[Any, ...]

    def known_cards(self) -> frozenset[Card]:
        """The cards whose place this seat knows now; every card the view shows is one."""


@runtime_checkable
class State(Protocol):
    """The contract every game state follows (cribbage.GameState, euchre.GameState, ...)."""

    seed: int
    actions: tuple[Any, ...]
    log: tuple[Any, ...]
    scores: tuple[int, ...]

    @property
    def current_player(self) -> int | None:
        """The seat to act next; None when the table acts (between deals) or the game is over."""

    @property
    def is_over(self) -> bool: ...

    @property
    def winner(self) -> int | None:
        """The winning side once the game is over."""

    @property
    def seats(self) -> int: ...

    @property
    def setup(self) -> dict[str, Any]:
        """The keyword arguments of new_game besides seed and rules: enough to replay."""

    def legal_actions(self, seat: int | None = None) -> list[Any]:
        """Every action allowed now (to `seat`, when given), in a fixed order."""

    def apply(self, action: Any) -> Self: ...

    def view(self, seat: int) -> SeatView:
        """What `seat` may see now: its own cards and everything public."""

    def cards(self) -> list[Card]:
        """Every card of the deck, wherever it lies now (hands, piles, stock)."""

    def to_json(self) -> str: ...

    @classmethod
    def from_json(cls, text: str) -> Self: ...


@dataclass(frozen=True)
class Engine:
    """One game, as the rest of the code (registry, web tables, tests) sees it."""

    name: str  # "cribbage": the key in scoring.games.ENGINES and in URLs
    title: str
    state: type[Any]  # the GameState class (State): from_json reads a save
    rules: type[Any]  # the Rules class: its defaults are the standard game
    new_game: Callable[..., Any]  # new_game(seed, rules, **setup) -> State
    parse_action: Callable[[str | Mapping[str, Any]], Any]
    choose_action: Callable[..., Any]  # choose_action(state, level, *, rng=None, seat=None)
    levels: tuple[str, ...]
    deck: Deck
    setups: tuple[Mapping[str, Any], ...]  # the setups the game is played with (player counts)
    level_help: Mapping[str, str] = field(default_factory=dict)  # what each level does
    setup_options: tuple[Option, ...] = ()  # set-up choices offered with a new game
    # A random legal action (any seat's) for games played at random (the conformance suite):
    # by default a uniform choice; a game whose uniformly random play never ends (Bid
    # Euchre's random bids go set for ever) says how to bid at random and still finish.
    random_action: Callable[[Any, random.Random], Any] | None = None
    # The deck under given rules, where an option changes it (Bid Euchre's 32 cards).
    deck_for: Callable[[Any], Deck] | None = None
    # review(state, seat, hand=None) -> scoring.review.Review: the seat's decisions graded
    # (in hand, or deal, number `hand` only, when given).
    review: Callable[..., Any] | None = None

    def deck_of(self, rules: Any) -> Deck:
        """The cards a game under `rules` is played with."""
        return self.deck_for(rules) if self.deck_for is not None else self.deck

    @property
    def options(self) -> tuple[Option, ...]:
        """The rule options people choose from, described (scoring.options)."""
        return options_of(self.rules)

    def rules_with(self, chosen: Mapping[str, Any]) -> Any:
        """Rules with the options named in `chosen` (by option name), the rest defaults."""
        return self.rules(**{o.name: chosen[o.name] for o in self.options if o.name in chosen})

    def replay(
        self, seed: int, rules: Any, actions: Iterable[Any], setup: Mapping[str, Any]
    ) -> Any:
        """Rebuild a game from new_game(seed, rules, **setup) and its actions, in order."""
        return replay(self.new_game, seed, rules, actions, setup)


def replay(
    new_game: Callable[..., Any],
    seed: int,
    rules: Any,
    actions: Iterable[Any],
    setup: Mapping[str, Any],
) -> Any:
    """new_game(seed, rules, **setup), then every action in order."""
    state = new_game(seed, rules, **setup)
    for action in actions:
        state = state.apply(action)
    return state


def read_save(
    data: Mapping[str, Any],
    read: Callable[[Mapping[str, Any]], Any],
    replayed: Callable[[Mapping[str, Any]], Any],
    what: str,
) -> Any:
    """A saved state: `read` for the current SAVE_FORMAT, `replayed` for an older one (which
    rebuilds it from its seed and actions). StateError for a format this code does not know."""
    version = data.get("format", 0)
    if version == SAVE_FORMAT:
        return read(data)
    if version in (0, 1):
        return replayed(data)
    raise StateError(f"not {what}: saved game format {version!r} is not one this site reads")


def check_seat(seat: object, seats: int, what: str = "seat") -> int:
    """A seat number 0..seats-1, or DealError saying which seats there are."""
    if type(seat) is not int or not 0 <= seat < seats:
        named = ", ".join(str(s) for s in range(seats - 1)) + f" and {seats - 1}"
        raise DealError(f"{what} is {seat!r}; seats are {named}")
    return seat
