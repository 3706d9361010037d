"""Duplicate Euchre: what scoring.duplicate.deals needs of the game, and what only Euchre says.

Deal i of a set is one hand, `new_game(deal_seed(seed, i), rules, dealer=i % 4)`, played to
HAND_OVER. A play's points are North–South's (yours) and East–West's in the hand, as the
engine's scoring events gave them; the field is grouped by who made trump and how.
"""

from __future__ import annotations

from scoring.duplicate.adapter import Choice, DuplicateDeals, deal_seed
from scoring.euchre.actions import Action, FarmersHand, NameTrump, OrderUp
from scoring.euchre.events import Event, EventCategory
from scoring.euchre.game import GameState, new_game
from scoring.euchre.options import Rules
from scoring.tricks.duplicate import dealer_of, over
from scoring.tricks.seats import SEATS_FROM_SOUTH

__all__ = [
    "DEALS",
    "DEAL_COUNTS",
    "DEFAULT_DEALS",
    "choice",
    "deal",
    "dealer_of",
    "over",
    "points",
    "result_events",
]

DEAL_COUNTS = (4, 8, 12)  # the set lengths the Euchre duplicate page offers
DEFAULT_DEALS = 8
SCORING = frozenset(
    {EventCategory.MADE, EventCategory.MARCH, EventCategory.EUCHRE, EventCategory.RENEGE}
)
THROWN_IN = Choice("thrown-in", "Everyone passed (thrown in)")
FARMERS_HAND = "farmer"


def deal(seed: int, rules: Rules, number: int) -> GameState:
    """Deal `number` of the set with `seed`, at round one of bidding."""
    return new_game(deal_seed(seed, number), rules, dealer=dealer_of(number))


def points(state: GameState) -> tuple[int, int]:
    """North–South's and East–West's points in the hand, from the engine's scoring events."""
    scored = [0, 0]
    for event in state.log:
        if event.points and event.side is not None:
            scored[event.side] += event.points
    return scored[0], scored[1]


def result_events(state: GameState) -> tuple[Event, ...]:
    """The engine's events that scored the hand or threw it in."""
    return tuple(
        e for e in state.log if e.category in SCORING or e.category is EventCategory.THROW_IN
    )


def choice(state: GameState) -> Choice:
    """Who made trump and how: "You ordered up ♠", "Left called ♥ in round two, alone"."""
    for action in state.actions:
        if isinstance(action, FarmersHand):
            who = SEATS_FROM_SOUTH[action.player]
            return Choice(f"{FARMERS_HAND}:{action.player}", f"{who} threw in a farmer's hand")
        if isinstance(action, OrderUp | NameTrump):
            return _made(state, action)
    return THROWN_IN


def _made(state: GameState, action: OrderUp | NameTrump) -> Choice:
    who = SEATS_FROM_SOUTH[action.player]
    alone = (":alone", ", alone") if action.alone else ("", "")
    if isinstance(action, NameTrump):
        suit = action.suit
        how = ("call", f"{who} called {suit.symbol} in round two")
    else:
        suit = state.upcard.suit
        verb = "picked up" if action.player == state.dealer else "ordered up"
        how = ("up", f"{who} {verb} {suit.symbol}")
    return Choice(f"{how[0]}:{action.player}:{suit}{alone[0]}", how[1] + alone[1])


# scoring.duplicate.deals plays every game's sets through this.
DEALS: DuplicateDeals[GameState, Action] = DuplicateDeals(
    deal=deal, over=over, points=points, choice=choice
)
