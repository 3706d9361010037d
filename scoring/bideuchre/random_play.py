"""Bid Euchre played at random, yet to an end: uniformly random choices among the legal
actions would go on for ever, since random bids are mostly too high and set, driving both
scores down. Here the bidding passes half the time (four times in five over a bid, so an
auction that goes round does not climb for ever) and otherwise bids at the lowest level it
may, in a random suit or no-trump (now and then a lone bid); every other choice is uniform."""

from __future__ import annotations

import random

from scoring.bideuchre.actions import Action, Bid, Pass
from scoring.bideuchre.events import Phase
from scoring.bideuchre.game import GameState

LONE_CHANCE = 0.05


def random_action(state: GameState, rng: random.Random) -> Action:
    legal = state.legal_actions()
    if state.phase is not Phase.BIDDING:
        return rng.choice(legal)
    passes = [a for a in legal if isinstance(a, Pass)]
    bids = [a for a in legal if isinstance(a, Bid)]
    chance = 0.5 if state.high is None else 0.8
    if passes and (not bids or rng.random() < chance):
        return passes[0]
    lone = [bid for bid in bids if bid.lone is not None]
    if lone and rng.random() < LONE_CHANCE:
        return rng.choice(lone)
    numbered = [bid for bid in bids if bid.lone is None] or bids
    lowest = min(bid.tricks for bid in numbered)
    return rng.choice([bid for bid in numbered if bid.tricks == lowest])
