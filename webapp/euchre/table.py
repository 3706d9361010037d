"""A Euchre game at the table: you in seat 0, your computer partner in seat 2, computer
opponents in seats 1 (on your left) and 3 (on your right).

What is saved is the engine's state, the computers' level and `since`, the length of the log
before your last move, so the page can show what happened since. `move` applies one decision
of yours, then lets the computers act until it is your decision again (between hands that is
dealing the next one, so the hand summary can be read first) or the game is over.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from scoring.cards import Card, CardError, Suit
from scoring.euchre.actions import (
    Action,
    DefendAlone,
    Discard,
    FarmersHand,
    NameTrump,
    NextHand,
    OrderUp,
    Pass,
    Play,
)
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState, new_game
from scoring.euchre.options import Rules
from webapp.saved_games import read_save, save_text
from webapp.table_routes import MoveError

YOU = 0
PARTNER = 2
# Clockwise from you: the next seat to act after you is on your left.
SEAT_NAMES = ("You", "Left", "Partner", "Right")
SIDE_NAMES = ("You & Partner", "Left & Right")
# More computer moves than a hand needs: a guard against a loop that never ends.
MAX_COMPUTER_MOVES = 200


def levels() -> tuple[str, ...]:
    """The computer players' levels (scoring.euchre.players.LEVELS)."""
    from scoring.euchre.players import LEVELS

    return tuple(LEVELS)


def default_level() -> str:
    names = levels()
    return "standard" if "standard" in names else names[0]


@dataclass(frozen=True)
class EuchreTable:
    """A saved game: the engine state, the computers' level, and where your last move began."""

    state: GameState
    level: str
    since: int = 0

    @property
    def is_over(self) -> bool:
        """The game (or set) is finished: the saved record is marked so."""
        return self.state.is_over

    def to_json(self) -> str:
        return save_text({"level": self.level, "since": self.since, "game": self.state.to_dict()})

    @classmethod
    def from_json(cls, text: str) -> EuchreTable:
        record = read_save(text)
        return cls(GameState.from_dict(record["game"]), record["level"], record["since"])

    def move(self, action: Action) -> EuchreTable:
        """Apply your `action`, then the computers' moves up to your next decision."""
        state = self.state.apply(action)
        try:
            state = computers_play(state, self.level)
        except ValueError as error:
            raise RuntimeError(f"a computer player could not move: {error}") from error
        return replace(self, state=state, since=len(self.state.log))

    def move_from_form(self, form: Mapping[str, Any]) -> EuchreTable:
        return self.move(read_move(form, self.state))


def start(level: str, rules: Rules, seed: int) -> EuchreTable:
    """A new game; the dealer is chosen from the seed, and the computers bid up to you."""
    if level not in levels():
        raise MoveError(f"the computers play at one of {', '.join(levels())}, not {level!r}")
    dealer = random.Random(f"dealer:{seed}").randrange(4)
    state = computers_play(new_game(seed, rules, dealer=dealer), level)
    return EuchreTable(state, level, since=0)


def computers_play(state: GameState, level: str) -> GameState:
    """Let the computer seats act until it is your decision, the hand is over (you deal on)
    or the game is."""
    from scoring.euchre.players import choose_action

    for _ in range(MAX_COMPUTER_MOVES):
        if state.is_over or state.phase is Phase.HAND_OVER or state.current_player == YOU:
            return state
        rng = random.Random(f"computer:{state.seed}:{len(state.actions)}")
        state = state.apply(choose_action(state, level, rng=rng))
    raise RuntimeError("the computers made too many moves in a row; this is a bug")


def read_move(form: Mapping[str, Any], state: GameState) -> Action:
    """Your move from the form: `action` (pass, order_up, name, discard, play, defend_alone,
    farmers_hand, next_hand) with `alone`, `suit` or `card`."""
    kind = form.get("action")
    alone = form.get("alone") in {"true", "on", "1"}
    action: Action
    if kind == "next_hand":
        if state.phase is not Phase.HAND_OVER:
            raise MoveError("the hand is not over yet, so there is no next hand to deal")
        return NextHand()
    if kind == "pass":
        action = Pass(YOU)
    elif kind == "order_up":
        action = OrderUp(YOU, alone=alone)
    elif kind == "defend_alone":
        action = DefendAlone(YOU)
    elif kind == "farmers_hand":
        action = FarmersHand(YOU)
    elif kind == "name":
        try:
            suit = Suit.parse(str(form.get("suit", "")))
        except CardError as error:
            raise MoveError(str(error)) from None
        action = NameTrump(YOU, suit, alone)
    elif kind in ("discard", "play"):
        try:
            card = Card.parse(str(form.get("card", "")))
        except CardError as error:
            raise MoveError(str(error)) from None
        action = Discard(YOU, card) if kind == "discard" else Play(YOU, card)
    else:
        raise MoveError("the form did not say which move to make; choose one of the buttons")
    if action not in state.legal_actions():
        raise MoveError(_not_now(action, state))
    return action


def _not_now(action: Action, state: GameState) -> str:
    if state.is_over:
        return "the game is over; start a new game to play again"
    if state.phase is Phase.HAND_OVER:
        return "the hand is over: deal the next hand"
    if state.current_player != YOU:
        return "it is not your turn"
    if isinstance(action, Play) and state.phase is Phase.PLAY:
        if action.card not in state.hands[YOU]:
            return f"you do not hold {action.card.display}"
        led = state.current_trick[0][1]
        return f"{action.card.display} does not follow suit: follow {led.display}'s suit"
    if isinstance(action, NameTrump) and state.upcard.suit == action.suit:
        return f"{action.suit.noun} was turned down; name another suit"
    if isinstance(action, Pass) and state.phase is Phase.NAME:
        return "stick the dealer: the dealer must name a suit"
    return f"that is not a move in the {WAITING[state.phase]}"


WAITING = {
    Phase.ORDER: "first round of bidding (pass or order up)",
    Phase.DISCARD: "dealer's discard",
    Phase.NAME: "second round of bidding (pass or name a suit)",
    Phase.DEFEND: "defence (pass or defend alone)",
    Phase.PLAY: "play of the tricks",
    Phase.HAND_OVER: "pause between hands",
    Phase.OVER: "finished game",
}
