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

__all__ = ["PLAYER_DEALS", "bid_action", "graded_bid", "situation_of"]

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
    graded = grade_situation(situation_of(view), seed=rng.randrange(2**32), max_deals=PLAYER_DEALS)
    action = graded.best.action
    if action == "pass" and any(isinstance(a, FarmersHand) for a in view.legal_actions):
        return FarmersHand(view.seat)
    return bid_action(view, action)


def bid_action(view: View, option: str) -> Action:
    """The action for one of the grader's options ("pass", "order", "call_alone:S" ...)."""
    if option == "pass":
        return Pass(view.seat)
    kind, _, suit = option.partition(":")
    alone = kind.endswith("alone")
    if kind.startswith("order"):
        return OrderUp(view.seat, alone)
    return NameTrump(view.seat, Suit.parse(suit), alone)
