"""A game state as JSON-ready data and back, losslessly: for storing games between requests."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

from scoring.cards import Card, standard_deck
from scoring.cribbage.actions import Play, parse_action
from scoring.cribbage.dealing import check_players
from scoring.cribbage.events import Event, Phase
from scoring.cribbage.rules import Rules
from scoring.cribbage.show import Claim
from scoring.engine import SAVE_FORMAT, read_save
from scoring.errors import StateError

if TYPE_CHECKING:
    from scoring.cribbage.game import GameState

    # game.replay: new_game(seed, rules, players=players), then the actions.
    Replay = Callable[..., GameState]


def state_to_dict(state: GameState) -> dict[str, Any]:
    """Every field of the state; cards as text ("TH"), actions and events in their JSON forms."""

    def cards(items: Iterable[Card]) -> list[str]:
        return [str(card) for card in items]

    return {
        "format": SAVE_FORMAT,
        "players": state.players,
        "rules": state.rules.to_dict(),
        "seed": state.seed,
        "deal_number": state.deal_number,
        "dealer": state.dealer,
        "phase": state.phase.value,
        "current_player": state.current_player,
        "hands": [cards(hand) for hand in state.hands],
        "crib": cards(state.crib),
        "stock": cards(state.stock),
        "starter": None if state.starter is None else str(state.starter),
        "plays": [play.to_dict() for play in state.plays],
        "pile_start": state.pile_start,
        "gone": list(state.gone),
        "show_step": state.show_step,
        "claim": None if state.claim is None else state.claim.to_dict(),
        "scores": list(state.scores),
        "back_pegs": list(state.back_pegs),
        "winner": state.winner,
        "log": [event.to_dict() for event in state.log],
        "actions": [action.to_dict() for action in state.actions],
    }


def state_from_dict(kind: type[GameState], data: Mapping[str, Any], replay: Replay) -> GameState:
    """The state state_to_dict() wrote; StateError if `data` is not one (or not a whole deck).
    A save from before SAVE_FORMAT 2 is rebuilt from its seed and actions with `replay`."""
    state: GameState = read_save(
        data,
        lambda data: _read(kind, data),
        lambda data: _replayed(data, replay),
        "a saved cribbage game",
    )
    return state


def _replayed(data: Mapping[str, Any], replay: Replay) -> GameState:
    try:
        actions = [parse_action(action) for action in data["actions"]]
        state = replay(
            data["seed"], Rules.from_dict(data["rules"]), actions, players=data["players"]
        )
    except (KeyError, TypeError, ValueError) as error:
        raise StateError(f"not a saved cribbage game: {type(error).__name__} {error}") from None
    if list(state.scores) != data["scores"] or state.deal_number != data["deal_number"]:
        raise StateError("not a saved cribbage game: its actions do not replay to it")
    return state


def _read(kind: type[GameState], data: Mapping[str, Any]) -> GameState:
    try:

        def cards(items: list[str]) -> tuple[Card, ...]:
            return tuple(Card.parse(card) for card in items)

        plays = tuple(parse_action(play) for play in data["plays"])
        if not all(isinstance(play, Play) for play in plays):
            raise StateError("not a saved cribbage game: 'plays' holds only play actions")
        state = kind(
            players=check_players(data["players"]),
            rules=Rules.from_dict(data["rules"]),
            seed=data["seed"],
            deal_number=data["deal_number"],
            dealer=data["dealer"],
            phase=Phase(data["phase"]),
            current_player=data["current_player"],
            hands=tuple(cards(hand) for hand in data["hands"]),
            crib=cards(data["crib"]),
            stock=cards(data["stock"]),
            starter=None if data["starter"] is None else Card.parse(data["starter"]),
            plays=plays,  # type: ignore[arg-type]
            pile_start=data["pile_start"],
            gone=tuple(data["gone"]),
            show_step=data["show_step"],
            claim=None if data["claim"] is None else Claim.from_dict(data["claim"]),
            scores=tuple(data["scores"]),
            back_pegs=tuple(data["back_pegs"]),
            winner=data["winner"],
            log=tuple(Event.from_dict(event) for event in data["log"]),
            actions=tuple(parse_action(action) for action in data["actions"]),
        )
    except StateError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise StateError(f"not a saved cribbage game: {type(error).__name__} {error}") from None
    if sorted(state.cards()) != sorted(standard_deck()):
        raise StateError("not a saved cribbage game: the cards are not one whole deck")
    return state
