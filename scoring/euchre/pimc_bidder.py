"""The standard level's bidding before graded rollouts replaced it, kept to measure the new
bidding against (benchmarks/bench_euchre_bidding.py) and for benchmarks/calibrate_euchre_bids.py.

It compares the expected points of calling, by double-dummy play of sampled deals (euchres
counted, less a measured bias), with passing (the rest of the auction bid by the easy bidder
on sampled deals). Perfect-information play judges every option as if the players could see
all the cards, which is why it was replaced.
"""

from __future__ import annotations

import random
from dataclasses import replace

from scoring.cards import Suit
from scoring.euchre.actions import Action, FarmersHand, NameTrump, OrderUp, Pass
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState
from scoring.euchre.knowledge import sample_world, strength
from scoring.euchre.options import AllPass, OpeningLead
from scoring.euchre.players import SAMPLES, World, _easy_discard, easy_bid
from scoring.euchre.rules import hand_points
from scoring.euchre.solver import double_dummy
from scoring.euchre.view import View
from scoring.tricks.pimc import best_option, sampled_totals
from scoring.tricks.seats import next_seat

__all__ = ["CALL_BIAS", "pimc_bid"]

# What a call really scores minus what double-dummy play of the sampled deals says it scores,
# by round (ordering up, naming a suit) and alone or not: benchmarks/calibrate_euchre_bids.py
# measures it over hands played out (6,000 deals: 1,292 and 3,642 calls with a partner, 109 and
# 502 alone).
CALL_BIAS = {
    (Phase.ORDER, False): -0.23,
    (Phase.ORDER, True): 0.24,
    (Phase.NAME, False): -0.09,
    (Phase.NAME, True): 0.12,
}
ALONE_FILTER = 8.0  # the easy strength below which going alone is not considered


def pimc_bid(view: View, state: GameState, rng: random.Random) -> Action:
    """The old standard bid for `view`'s seat."""
    return _pimc_bid(view, state, rng)


def _pimc_bid(view: View, state: GameState, rng: random.Random) -> Action:
    seat = view.seat
    stick = state.rules.all_pass is AllPass.STICK_THE_DEALER
    legal = state.legal_actions()
    if view.phase is Phase.ORDER:
        candidates = [view.upcard.suit]
    else:
        candidates = [s for s in Suit if s != view.upcard.suit]
    can_pass = any(isinstance(a, Pass) for a in legal)
    # The options: each suit called with a partner or alone (alone only with a hand worth
    # considering it), and passing. None stands for passing.
    alone_ok = [s for s in candidates if strength(view.hand, s) >= ALONE_FILTER]
    options: list[tuple[Suit | None, bool]] = [(s, False) for s in candidates]
    options += [(s, True) for s in alone_ok]
    if can_pass:
        options.append((None, False))

    def points(world: World) -> dict[tuple[Suit | None, bool], float]:
        values: dict[tuple[Suit | None, bool], float] = {}
        for suit in candidates:
            values[suit, False] = _call_points(view, state, world, seat, suit, False)
            if suit in alone_ok:
                values[suit, True] = _call_points(view, state, world, seat, suit, True)
        if can_pass:
            values[None, False] = _pass_points(view, state, world, seat, stick)
        return values

    totals = sampled_totals(options, (lambda rng: sample_world(view, rng)), points, rng, SAMPLES)
    best = best_option(candidates, {s: totals[s, False] for s in candidates})
    call_value = totals[best, False]
    alone_value = totals.get((best, True), float("-inf"))
    alone = alone_value > call_value
    value = max(call_value, alone_value)
    if can_pass and totals[None, False] >= value:
        if any(isinstance(a, FarmersHand) for a in legal):
            return FarmersHand(seat)
        return Pass(seat)
    if view.phase is Phase.ORDER:
        return OrderUp(seat, alone)
    return NameTrump(seat, best, alone)


def _call_points(
    view: View, state: GameState, world: World, maker: int, suit: Suit, alone: bool
) -> float:
    """Points for `maker`'s side (negative when euchred) if `maker` makes `suit` in `world`."""
    hands = [list(h) for h in world]
    dealer = view.dealer
    out = (maker + 2) % 4 if alone else None
    if out is not None:
        hands[out] = []
    if view.phase is Phase.ORDER and out != dealer:
        hands[dealer].append(view.upcard)
        hands[dealer].remove(_easy_discard(hands[dealer], suit))
    first = maker if state.rules.opening_lead is OpeningLead.MAKER_LEFT else dealer
    leader = next_seat(first, () if out is None else (out,))
    dd = double_dummy(hands, suit, leader)
    taken = dd if leader % 2 == maker % 2 else 5 - dd
    made, set_ = hand_points(taken, alone)
    return made - set_ + CALL_BIAS[view.phase, alone]


def _pass_points(view: View, state: GameState, world: World, seat: int, stick: bool) -> float:
    """Points for our side if we pass here and the others bid like the easy bidder."""
    phase = view.phase
    turn = seat
    passes = view.passes + 1
    me = seat % 2
    while True:
        if passes >= 4:
            if phase is Phase.NAME:
                return 0.0
            phase, passes, turn = Phase.NAME, 0, view.dealer
        turn = (turn + 1) % 4
        hand = view.hand if turn == seat else world[turn]
        suit, alone = easy_bid(view, hand, turn, phase, stick)
        if suit is not None:
            points = _call_points(_with_phase(view, phase), state, world, turn, suit, alone)
            return points if turn % 2 == me else -points
        passes += 1


def _with_phase(view: View, phase: Phase) -> View:
    return replace(view, phase=phase)
