"""The standard computer player's bids: the drills' grader with fewer deals.

At its turn the player asks grade_situation() about its own cards (seat, round, score and
house rules as the view shows them) and makes the best-graded bid. The deals come from the
player's seeded random source, so a game replays.
"""

from __future__ import annotations

import random

from scoring.cards import Suit
from scoring.euchre.actions import Action, FarmersHand, NameTrump, OrderUp, Pass
from scoring.euchre.bidding.grading import grade_situation
from scoring.euchre.bidding.situation import Situation
from scoring.euchre.events import Phase
from scoring.euchre.view import View

__all__ = ["PLAYER_DEALS", "graded_bid", "situation_of"]

PLAYER_DEALS = 100  # deals per decision: the drills use up to 2,000


def situation_of(view: View) -> Situation:
    """The bidding question `view`'s seat faces now."""
    seat = (view.seat - view.dealer) % 4 or 4
    side = view.seat % 2
    return Situation(
        hand=tuple(sorted(view.hand)),
        upcard=view.upcard,
        seat=seat,
        round=1 if view.phase is Phase.ORDER else 2,
        score=(view.scores[side], view.scores[1 - side]),
        rules=view.rules,
    )


def graded_bid(view: View, rng: random.Random) -> Action:
    """The best-graded bid for `view`'s seat; a farmer's hand is thrown in rather than passed."""
    seat = view.seat
    graded = grade_situation(situation_of(view), seed=rng.randrange(2**32), max_deals=PLAYER_DEALS)
    action = graded.best.action
    if action == "pass":
        if any(isinstance(a, FarmersHand) for a in view.legal_actions):
            return FarmersHand(seat)
        return Pass(seat)
    kind, _, suit = action.partition(":")
    alone = kind.endswith("alone")
    if kind.startswith("order"):
        return OrderUp(seat, alone)
    return NameTrump(seat, Suit.parse(suit), alone)
