"""Sparring partners for measuring the computer players, and a match between seats.

`random_action` takes any legal action; `greedy_action` keeps the four cards that score
most before the starter (ignoring the crib) and pegs the most points it can at once.
Neither peeks: both decide from the seat's View.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from scoring.cards import Card
from scoring.cribbage._rank_points import four_card_points
from scoring.cribbage.actions import Action, Declare, Discard, Play
from scoring.cribbage.events import Phase
from scoring.cribbage.game import GameState, new_game
from scoring.cribbage.peg_strategy import peg_points
from scoring.cribbage.rules import Rules
from scoring.engine import seeded_random

# A policy: (state, seat, rng) -> the seat's action.
Policy = Callable[[GameState, int, random.Random], Action]


def random_action(state: GameState, seat: int, rng: random.Random) -> Action:
    """Any legal action, uniformly; in the show it declares its true count (or shows)."""
    view = state.view(seat)
    legal = view.legal_actions
    if isinstance(legal[0], Declare):
        return honest_declare(state, seat)
    return rng.choice(legal)


def greedy_action(state: GameState, seat: int, rng: random.Random) -> Action:
    """Keep the most points before the starter; peg the most points now; ties at random."""
    view = state.view(seat)
    legal = view.legal_actions
    if view.phase is Phase.DISCARD:
        scored = [(_points_in_hand(view.hand, a.cards), a) for a in legal if isinstance(a, Discard)]
        return _best(scored, rng)
    if view.phase is Phase.PEGGING and isinstance(legal[0], Play):
        pile = tuple(card.rank for card in view.pile)
        pegged = [(peg_points(pile, a.card.rank), a) for a in legal if isinstance(a, Play)]
        return _best(pegged, rng)
    if isinstance(legal[0], Declare):
        return honest_declare(state, seat)
    return legal[0]  # go, show, muggins (listed before pass), next deal


def honest_declare(state: GameState, seat: int) -> Declare:
    """Declare the true count of the hand or crib being counted (the crib lies face up)."""
    counter, crib = state.show_order[state.show_step]
    return Declare(seat, state.hand_score(counter, crib).total)


def _points_in_hand(hand: Sequence[Card], thrown: Sequence[Card]) -> int:
    """What the four kept cards make before the starter."""
    return four_card_points(card for card in hand if card not in thrown)


def _best(scored: Sequence[tuple[int, Action]], rng: random.Random) -> Action:
    top = max(points for points, _ in scored)
    return rng.choice([action for points, action in scored if points == top])


def play_match(
    seed: int,
    policies: Sequence[Policy],
    *,
    players: int = 2,
    rules: Rules | None = None,
) -> GameState:
    """Play a whole game, seat i by policies[i], each seat with its own seeded rng."""
    state = new_game(seed, rules, players=players)
    rngs = [seeded_random("match", seed, seat) for seat in range(players)]
    while not state.is_over:
        seat = state.current_player
        assert seat is not None
        state = state.apply(policies[seat](state, seat, rngs[seat]))
    return state
