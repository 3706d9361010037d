"""A game at the table: you in seat 0, the computer in every other seat.

What is saved is the engine's state plus the computer's level and where the last move began
in the log, so the page can replay what happened since. Each `move` applies one decision of
yours, then lets the computers act until it is your turn again, the deal is over (you look at
the show, then deal on) or the game is.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from scoring.cards import Card, CardError
from scoring.cribbage import (
    Action,
    GameState,
    NextDeal,
    Phase,
    Rules,
    new_game,
    parse_action,
)
from scoring.cribbage.dealing import THROWN
from scoring.cribbage.players import LEVELS, choose_action
from scoring.cribbage.show import MAX_HAND
from scoring.engine import ExplainedError
from scoring.numbers import read_whole_number
from webapp.saved_games import read_save, save_text
from webapp.table_routes import MoveError

YOU = 0
DEFAULT_LEVEL = "standard" if "standard" in LEVELS else LEVELS[0]
# Seat names by number of players, clockwise from you: the next seat is on your left.
SEAT_NAMES = {
    2: ("You", "Computer"),
    3: ("You", "West", "East"),
    4: ("You", "West", "North", "East"),
}
# More computer moves than any deal needs: a guard against a loop that never ends.
MAX_COMPUTER_MOVES = 400


@dataclass(frozen=True)
class TableGame:
    """A saved game: the engine state, the computer's level, and `since`, the length of the
    log before your last move (the page shows the events after it)."""

    state: GameState
    level: str
    since: int = 0

    @property
    def players(self) -> int:
        return self.state.players

    @property
    def seat_names(self) -> tuple[str, ...]:
        return SEAT_NAMES[self.state.players]

    @property
    def is_over(self) -> bool:
        """The game (or set) is finished: the saved record is marked so."""
        return self.state.is_over

    def to_json(self) -> str:
        return save_text({"level": self.level, "since": self.since, "game": self.state.to_dict()})

    @classmethod
    def from_json(cls, text: str) -> TableGame:
        """Read to_json()'s record; an engine state saved on its own gets the defaults."""
        record = read_save(text)
        if "game" not in record:
            return cls(GameState.from_dict(record), DEFAULT_LEVEL)
        return cls(GameState.from_dict(record["game"]), record["level"], record["since"])

    def move(self, action: Action) -> TableGame:
        """Apply your `action`, then the computers' moves up to your next decision.

        IllegalActionError if your action is not allowed; nothing the computers do raises
        a ValueError, so a failure of theirs is never mistaken for a bad move of yours.
        """
        state = self.state.apply(action)
        try:
            state = computers_play(state, self.level)
        except ValueError as error:
            raise RuntimeError(f"a computer player could not move: {error}") from error
        return replace(self, state=state, since=len(self.state.log))

    def move_from_form(self, form: Mapping[str, Any]) -> TableGame:
        return self.move(read_move(form, self.state))


def start(players: int, level: str, rules: Rules, seed: int) -> TableGame:
    """A new game: the cut for deal and the first deal; you throw first."""
    if level not in LEVELS:
        raise MoveError(f"the computer plays at one of {', '.join(LEVELS)}, not {level!r}")
    state = computers_play(new_game(seed, rules, players=players), level)
    return TableGame(state, level, since=0)


def computers_play(state: GameState, level: str) -> GameState:
    """Let every computer seat act until it is your decision, or the deal or game is over.

    In the discard the computers throw once you have. At the end of a deal the game waits
    for you to deal on (NextDeal), whoever's deal it is, so the show can be read first.
    """
    for _ in range(MAX_COMPUTER_MOVES):
        if state.is_over or state.phase is Phase.DONE:
            return state
        if state.phase is Phase.DISCARD:
            if state.legal_actions(YOU):
                return state
            seat = next(s for s in range(1, state.players) if state.legal_actions(s))
            state = state.apply(choose_action(state, level, rng=_rng(state), seat=seat))
            continue
        if state.current_player == YOU:
            return state
        state = state.apply(choose_action(state, level, rng=_rng(state)))
    raise RuntimeError("the computers made too many moves in a row; this is a bug")


def _rng(state: GameState) -> random.Random:
    # Seeded by the game and the move, so a game replays the same way from its seed.
    return random.Random(f"computer:{state.seed}:{len(state.actions)}")


def read_move(form: Mapping[str, Any], state: GameState) -> Action:
    """Your move from the page's form fields: `action` (discard, play, go, show, declare,
    muggins, pass, next_deal) with `card` (repeated for a discard) or `points`."""
    kind = _field(form, "action")
    if kind is None:
        raise MoveError("the form did not say which move to make; choose one of the buttons")
    data: dict[str, Any] = {"type": kind, "player": YOU}
    if kind == "next_deal":
        # Whoever deals next, you are the one to gather the cards and go on.
        if state.phase is not Phase.DONE:
            raise MoveError("the deal is not over yet, so there is no next deal")
        return NextDeal(state.current_player if state.current_player is not None else YOU)
    if kind == "discard":
        cards = _cards(form)
        need = THROWN[state.players]
        if len(cards) != need:
            word = "2 cards" if need == 2 else "1 card"
            raise MoveError(f"choose {word} to throw to the crib; you chose {len(cards)}")
        data["cards"] = [str(card) for card in cards]
    elif kind == "play":
        cards = _cards(form)
        if len(cards) != 1:
            raise MoveError("choose one card to play")
        data["card"] = str(cards[0])
    elif kind == "declare":
        points = read_whole_number(_field(form, "points") or "")
        if points is None or points > MAX_HAND:
            raise MoveError(
                f"declare your count as a whole number from 0 to {MAX_HAND}", field="points"
            )
        data["points"] = points
    action = parse_action(data)
    if action not in state.legal_actions(YOU):
        raise MoveError(_not_now(action, state))
    return action


def _field(form: Mapping[str, Any], name: str) -> str | None:
    value = form.get(name)
    return value if isinstance(value, str) else None


def _cards(form: Mapping[str, Any]) -> list[Card]:
    values = form.getlist("card") if hasattr(form, "getlist") else [form.get("card")]
    try:
        return [Card.parse(value) for value in values if isinstance(value, str)]
    except CardError as error:
        raise MoveError(str(error)) from None


def _not_now(action: Action, state: GameState) -> str:
    """Why a well-formed move is refused, in the page's words (the engine's name seats)."""
    if state.is_over:
        return "the game is over; start a new game to play again"
    if state.phase is Phase.DONE:
        return "the deal is over: deal the next hand"
    legal = state.legal_actions(YOU)
    if not legal:
        return "it is not your turn"
    if action.type != legal[0].type and {action.type, legal[0].type} != {"play", "go"}:
        return f"that is not the move now: {WAITING[legal[0].type]}"
    try:
        state.apply(action)
    except ExplainedError as error:
        # The engine's reason, up to where it says whose turn it is, said to you.
        reason = str(error).split(";")[0]
        for seat, you in YOUR_WORDS:
            reason = reason.replace(seat, you)
        return reason
    return "that move is not allowed now"


YOUR_WORDS = (
    ("player 0 does not", "you do not"),
    ("player 0 can", "you can"),
    ("player 0 has", "you have"),
)
WAITING = {
    "discard": "throw to the crib",
    "play": "play a card, or say go if none fits",
    "go": "say go",
    "show": "count your hand",
    "declare": "declare your count",
    "muggins": "call muggins or pass",
    "next_deal": "deal the next hand",
}
