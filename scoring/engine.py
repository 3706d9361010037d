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
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, Self, TypeVar, runtime_checkable

from scoring.cards import Card, Deck
from scoring.errors import (
    ActionError,
    DealError,
    ExplainedError,
    IllegalActionError,
    RulesError,
    StateError,
)
from scoring.hint import Hint
from scoring.options import Option, options_of
from scoring.review import Review

if TYPE_CHECKING:
    from scoring.duplicate.adapter import DuplicateDeals

__all__ = [
    "SAVE_FORMAT",
    "ActionError",
    "ActionForm",
    "Chooser",
    "DealError",
    "Engine",
    "ExplainedError",
    "IllegalActionError",
    "Policy",
    "RulesError",
    "SeatView",
    "State",
    "StateError",
    "check_seat",
    "choose_action",
    "chooser",
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

    @property
    def seat(self) -> int: ...

    @property
    def legal_actions(self) -> tuple[Any, ...]: ...

    @property
    def log(self) -> tuple[Any, ...]: ...

    def known_cards(self) -> frozenset[Card]:
        """The cards whose place this seat knows now; every card the view shows is one."""


@runtime_checkable
class State(Protocol):
    """The contract every game state follows (cribbage.GameState, euchre.GameState, ...)."""

    @property
    def seed(self) -> int: ...

    @property
    def actions(self) -> tuple[Any, ...]: ...

    @property
    def log(self) -> tuple[Any, ...]: ...

    @property
    def scores(self) -> tuple[int, ...]: ...

    @property
    def rules(self) -> Any: ...

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
        """Every action allowed now (to `seat`, when given), in a fixed order: those check()
        lets through."""

    def check(self, action: Any) -> None:
        """Return if the rules allow `action` now; else raise IllegalActionError saying why
        (and the action's field at fault). The one judge of legality."""

    def can(self, action: Any) -> bool:
        """Whether the rules allow `action` now: check() does not raise."""

    def apply(self, action: Any) -> Self:
        """The state after `action`, which check() must allow (else IllegalActionError)."""

    def view(self, seat: int) -> SeatView:
        """What `seat` may see now: its own cards and everything public."""

    def cards(self) -> list[Card]:
        """Every card of the deck, wherever it lies now (hands, piles, stock)."""

    def to_json(self) -> str: ...

    def to_dict(self) -> dict[str, Any]: ...

    @classmethod
    def from_json(cls, text: str) -> Self: ...

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Self: ...


S = TypeVar("S", bound=State)  # a game's state (its GameState)
S_contra = TypeVar("S_contra", bound=State, contravariant=True)
V = TypeVar("V", bound=SeatView)  # what one seat sees of it (its View)
V_contra = TypeVar("V_contra", bound=SeatView, contravariant=True)
V_co = TypeVar("V_co", bound=SeatView, covariant=True)
A = TypeVar("A")  # its action (the union of its action classes)
A_co = TypeVar("A_co", covariant=True)
R = TypeVar("R")  # its Rules


class Policy(Protocol[V_contra, A_co]):
    """A computer player: its action from one seat's view and a random source, nothing else,
    so it cannot peek."""

    def __call__(self, view: V_contra, rng: random.Random, /) -> A_co: ...


class Reviewer(Protocol[S_contra, V_co, A]):
    """A game's review: `seat`'s decisions in the game so far (in hand, or deal, number `hand`
    only, when given), each graded against its position's evaluation (`evaluate`, by default
    the game's own)."""

    def __call__(
        self,
        state: S_contra,
        seat: int,
        *,
        hand: int | None = ...,
        evaluate: Callable[[V_co], Hint[A]] = ...,
    ) -> Review: ...


@dataclass(frozen=True)
class Engine(Generic[S, V, A, R]):
    """One game, as the rest of the code (registry, web tables, tests) sees it: its state
    `S`, what one seat sees of it `V`, its actions `A` and its rules `R`."""

    name: str  # "cribbage": the key in scoring.games.ENGINES and in URLs
    title: str
    state: type[S]  # the GameState class (State): from_json reads a save
    rules: type[R]  # the Rules class: its defaults are the standard game
    new_game: Callable[..., S]  # new_game(seed, rules, **setup) -> State
    parse_action: Callable[[str | Mapping[str, Any]], A]
    levels: Mapping[str, Policy[V, A]]  # each level's computer player, weakest first
    deck: Deck
    setups: tuple[Mapping[str, Any], ...]  # the setups the game is played with (player counts)
    # view(state, seat): what `seat` sees (the state's own view method).
    view: Callable[[S, int], V]
    # resampler(view, rng): a whole state the view's seat cannot tell from the true one (see
    # resample).
    resampler: Callable[[V, random.Random], S]
    # evaluate(view): every option the view's seat has, best first, valued from the view
    # alone, its randomness drawn from the position itself: one evaluation per position for
    # the hint, the coach, the review and the drills (ValueError with no decision).
    evaluate: Callable[[V], Hint[A]]
    review: Reviewer[S, V, A]
    # What duplicate needs of the game: a set's deals, when one is over, its points and the
    # choice the field is grouped by (scoring.duplicate.adapter).
    duplicate: DuplicateDeals[S, A]
    level_help: Mapping[str, str] = field(default_factory=dict)  # what each level does
    setup_options: tuple[Option, ...] = ()  # set-up choices offered with a new game
    # A random legal action (any seat's) for games played at random (the conformance suite):
    # by default a uniform choice; a game whose uniformly random play never ends (Bid
    # Euchre's random bids go set for ever) says how to bid at random and still finish.
    random_action: Callable[[S, random.Random], A] | None = None
    # The deck under given rules, where an option changes it (Bid Euchre's 32 cards).
    deck_for: Callable[[R], Deck] | None = None

    def hint(self, state: S, seat: int, *, rng: random.Random | None = None) -> Hint[A]:
        """The evaluation of `seat`'s decision now, from its view alone (ValueError when it has
        none). `rng` is not used: the position draws from its own random source, so the same
        position gets the same numbers whoever asks."""
        return self.evaluate(self.view(state, seat))

    @property
    def level_names(self) -> tuple[str, ...]:
        """The computer's levels, weakest first."""
        return tuple(self.levels)

    def choose_action(
        self,
        state: S,
        level: str,
        *,
        rng: random.Random | None = None,
        seat: int | None = None,
    ) -> A:
        """The action the computer playing `level` takes for `seat` (by default the seat to
        act); see choose_action."""
        return choose_action(
            state, self.levels, level, view=self.view, game=self.name, rng=rng, seat=seat
        )

    def resample(self, view: V, rng: random.Random) -> S:
        """A whole state consistent with everything `view`'s seat has seen (the bidding, the
        voids shown, the cards played and thrown), the cards it cannot see dealt at random
        among the places they may lie: `resample(view, rng).view(view.seat) == view`.

        The one way players, reviews, hints and tests deal the hidden cards. The state's
        history starts at the deal in progress and its seed is drawn from `rng` (the seat
        cannot know it), so it plays on but does not replay from its seed."""
        return self.resampler(view, rng)

    def deck_of(self, rules: R) -> Deck:
        """The cards a game under `rules` is played with."""
        return self.deck_for(rules) if self.deck_for is not None else self.deck

    @property
    def options(self) -> tuple[Option, ...]:
        """The rule options people choose from, described (scoring.options)."""
        return options_of(self.rules)

    def rules_with(self, chosen: Mapping[str, Any]) -> R:
        """Rules with the options named in `chosen` (by option name), the rest defaults."""
        return self.rules(**{o.name: chosen[o.name] for o in self.options if o.name in chosen})

    def replay(self, seed: int, rules: R, actions: Iterable[A], setup: Mapping[str, Any]) -> S:
        """Rebuild a game from new_game(seed, rules, **setup) and its actions, in order."""
        return replay(self.new_game, seed, rules, actions, setup)


class Chooser(Protocol[S_contra, A_co]):
    """A game's own choose_action: choose_action(state, level, rng=..., seat=...)."""

    def __call__(
        self,
        state: S_contra,
        level: str = ...,
        *,
        rng: random.Random | None = None,
        seat: int | None = None,
    ) -> A_co: ...


def chooser(
    levels: Mapping[str, Policy[V, A]],
    view: Callable[[S, int], V],
    *,
    game: str,
    default: str,
) -> Chooser[S, A]:
    """`game`'s choose_action over its policies `levels` (each given the seat's `view`), at
    level `default` unless told."""

    def choose(
        state: S,
        level: str = default,
        *,
        rng: random.Random | None = None,
        seat: int | None = None,
    ) -> A:
        return choose_action(state, levels, level, view=view, game=game, rng=rng, seat=seat)

    return choose


def choose_action(
    state: S,
    levels: Mapping[str, Policy[V, A]],
    level: str,
    *,
    view: Callable[[S, int], V],
    game: str,
    rng: random.Random | None = None,
    seat: int | None = None,
) -> A:
    """The action the policy `levels[level]` takes for `seat` (default: the seat to act),
    from that seat's `view` alone. Between deals, when no seat is to act, the table's own
    action (deal on). Chance comes from `rng`, by default one seeded by `game`'s name, the
    state's seed and its move: a game replays.

    ValueError for an unknown level, a game over, or a seat with nothing to do."""
    if level not in levels:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(levels)}")
    if state.is_over:
        raise ValueError("the game is over; there is no action to choose")
    seat = state.current_player if seat is None else seat
    if seat is None:
        table_actions: list[A] = state.legal_actions()
        return table_actions[0]
    seen = view(state, seat)
    if not seen.legal_actions:
        raise ValueError(
            f"seat {seat} has nothing to do now; it is seat {state.current_player}'s turn"
        )
    if rng is None:
        rng = seeded_random(f"{game}-player", state.seed, len(state.actions), seat)
    return levels[level](seen, rng)


def replay(
    new_game: Callable[..., S],
    seed: int,
    rules: Any,
    actions: Iterable[Any],
    setup: Mapping[str, Any],
) -> S:
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
