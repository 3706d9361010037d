"""Whether the rules allow an action now, and if not why: check(state, action), the one judge of
a cribbage move. GameState.legal_actions() lists the actions it lets through, and apply() asks
it before scoring/cribbage/table.py makes the move.

A refusal (IllegalActionError) says what is wrong as the player can put it right ("you do not
hold 5♥"), what the game waits for instead, and the action's field at fault.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

from scoring.cards import Card
from scoring.cribbage.actions import (
    Action,
    Declare,
    Discard,
    Go,
    Muggins,
    NextDeal,
    Pass,
    Play,
    Show,
)
from scoring.cribbage.dealing import KEPT, THROWN
from scoring.cribbage.events import Phase
from scoring.cribbage.pegging import fits, past_31
from scoring.cribbage.show import MAX_HAND, Claim
from scoring.errors import IllegalActionError

if TYPE_CHECKING:
    from scoring.cribbage.game import GameState

__all__ = ["check", "waiting_for"]


def check(state: GameState, action: Action) -> None:
    """Return if the rules allow `action` in `state`; else raise IllegalActionError."""
    if state.phase is Phase.OVER:
        raise _refuse(state, "the game is over; start a new game to play again")
    rule = _RULES.get(type(action))
    if rule is None:
        kinds = ", ".join(kind.__name__ for kind in _RULES)
        raise IllegalActionError(f"that is not a cribbage action; the actions are {kinds}")
    if type(action.player) is not int or not 0 <= action.player < state.players:
        raise IllegalActionError(
            f"there is no player {action.player!r}; seats are 0 to {state.players - 1}"
        )
    rule(state, action)


def _refuse(state: GameState, problem: str, field: str | None = None) -> IllegalActionError:
    return IllegalActionError(problem, waiting=partial(waiting_for, state), field=field)


def _phase(state: GameState, phase: Phase, doing: str) -> None:
    if state.phase is not phase:
        raise _refuse(state, f"no one can {doing} now: {PHASE_NOW[state.phase]}")


def _turn(state: GameState, player: int, doing: str) -> None:
    if player != state.current_player:
        raise _refuse(state, f"you cannot {doing} now")


def _discard(state: GameState, action: Discard) -> None:
    _phase(state, Phase.DISCARD, "throw to the crib")
    hand = state.hands[action.player]
    if len(hand) == KEPT:
        raise _refuse(state, "you have already thrown to the crib")
    thrown, need = action.cards, THROWN[state.players]
    if not all(isinstance(card, Card) for card in thrown):
        problem = f"{thrown!r} are not all cards; throw cards like Card.parse('5H')"
        raise _refuse(state, problem, "cards")
    if len(thrown) != need:
        word = "2 cards" if need == 2 else "1 card"
        problem = f"choose {word} to throw to the crib; you chose {len(thrown)}"
        raise _refuse(state, problem, "cards")
    if len(set(thrown)) != need:
        problem = f"{thrown[0].display} is named twice; throw two different cards"
        raise _refuse(state, problem, "cards")
    for card in thrown:
        if card not in hand:
            raise _refuse(state, f"you do not hold {card.display}", "cards")


def _play(state: GameState, action: Play) -> None:
    _phase(state, Phase.PEGGING, "play a card")
    _turn(state, action.player, "play")
    card = action.card
    if not isinstance(card, Card):
        raise _refuse(state, f"{card!r} is not a card; play one like Card.parse('5H')", "card")
    if card not in state.hands[action.player]:
        raise _refuse(state, f"you do not hold {card.display}", "card")
    count = state.count
    if not fits(card, count):
        problem = f"{past_31(card, count)}: play a lower card, or say go if none fits"
        raise _refuse(state, problem, "card")


def _go(state: GameState, action: Go) -> None:
    _phase(state, Phase.PEGGING, "say go")
    _turn(state, action.player, "say go")
    count = state.count
    playable = [c for c in state.hands[action.player] if fits(c, count)]
    if playable:
        raise _refuse(
            state,
            f"you can still play {playable[0].display} on {count}; "
            "go is only for a player with no card that fits",
        )


def _counting(state: GameState, action: Show | Declare, doing: str) -> None:
    _phase(state, Phase.SHOW, doing)
    if state.claim is not None:
        raise _refuse(state, "the undercount is still open to muggins")
    _turn(state, action.player, doing)


def _show(state: GameState, action: Show) -> None:
    if state.rules.muggins and state.phase is Phase.SHOW:
        raise _refuse(state, "with muggins each player declares their count (Declare)")
    _counting(state, action, "count a hand")


def _declare(state: GameState, action: Declare) -> None:
    if not state.rules.muggins and state.phase is Phase.SHOW:
        raise _refuse(state, "without muggins the engine counts each hand in full (Show)")
    _counting(state, action, "declare a count")
    declared = action.points
    if type(declared) is not int or not 0 <= declared <= MAX_HAND:
        raise _refuse(state, f"declare from 0 to {MAX_HAND} points, not {declared!r}", "points")


def _open_claim(state: GameState, player: int, doing: str) -> Claim:
    _phase(state, Phase.SHOW, doing)
    if state.claim is None:
        raise _refuse(state, "there is no count open to muggins")
    _turn(state, player, doing)
    return state.claim


def _muggins(state: GameState, action: Muggins) -> None:
    _open_claim(state, action.player, "call muggins")
    claimed = action.points
    if claimed is not None and (type(claimed) is not int or not 1 <= claimed <= MAX_HAND):
        problem = f"call muggins for 1 to {MAX_HAND} points, not {claimed!r}"
        raise _refuse(state, problem, "points")


def _pass(state: GameState, action: Pass) -> None:
    _open_claim(state, action.player, "pass")


def _next_deal(state: GameState, action: NextDeal) -> None:
    _phase(state, Phase.DONE, "deal")
    _turn(state, action.player, "deal")


# Each kind of action's rules, in the order a refusal lists the kinds.
_RULES: dict[type[Any], Callable[[GameState, Any], None]] = {
    Discard: _discard,
    Play: _play,
    Go: _go,
    Show: _show,
    Declare: _declare,
    Muggins: _muggins,
    Pass: _pass,
    NextDeal: _next_deal,
}


# What the game is doing in each phase, said to someone who tried a move of another phase.
PHASE_NOW = {
    Phase.DISCARD: "everyone throws to the crib first",
    Phase.PEGGING: "it is the play",
    Phase.SHOW: "the hands are being counted",
    Phase.DONE: "the deal is over: deal the next hand",
    Phase.OVER: "the game is over",
}


def waiting_for(state: GameState) -> str:
    """What the game waits for now, as a phrase: 'it is player 1's turn to play or say go'."""
    player = state.current_player
    if state.phase is Phase.OVER:
        result = state.result
        assert result is not None
        return f"the game is over: side {result.winner} {result.text}"
    if state.phase is Phase.DISCARD:
        pending = [str(s) for s, hand in enumerate(state.hands) if len(hand) > KEPT]
        who = f"player {pending[0]}" if len(pending) == 1 else f"players {', '.join(pending)}"
        return f"waiting for {who} to throw to the crib"
    if state.phase is Phase.PEGGING:
        return f"it is player {player}'s turn to play a card or say go (count {state.count})"
    if state.phase is Phase.SHOW:
        if state.claim is not None:
            return f"player {player} may call muggins or pass"
        _, crib = state.show_order[state.show_step]
        what = "the crib" if crib else "their hand"
        verb = "declare the count of" if state.rules.muggins else "count"
        return f"player {player} is to {verb} {what}"
    return f"the deal is over; player {player} deals next"
