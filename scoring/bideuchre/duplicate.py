"""Duplicate Bid Euchre: what scoring.duplicate.deals needs of the game.

Deal i of a set is one hand, `new_game(deal_seed(seed, i), rules, dealer=i % 4)`, played to
HAND_OVER. Each hand is a game of its own from 0 to 0, so its points are North–South's (yours)
and East–West's scores at its end; the field is grouped by the contract and who bid it.
"""

from __future__ import annotations

from scoring.bideuchre.actions import Action
from scoring.bideuchre.contract import Contract
from scoring.bideuchre.game import GameState, new_game
from scoring.bideuchre.options import Rules
from scoring.duplicate.adapter import Choice, DuplicateDeals, deal_seed
from scoring.tricks.duplicate import dealer_of, over
from scoring.tricks.seats import SEATS_FROM_SOUTH
from scoring.tricks.strain import strain_name

__all__ = ["DEALS", "choice", "deal", "dealer_of", "over", "points"]

THROWN_IN = Choice("thrown-in", "Nobody bid (thrown in)")


def deal(seed: int, rules: Rules, number: int) -> GameState:
    """Deal `number` of the set with `seed`, at the start of the auction."""
    return new_game(deal_seed(seed, number), rules, dealer=dealer_of(number))


def points(state: GameState) -> tuple[int, int]:
    """North–South's and East–West's points in the hand: the game began it at 0 to 0."""
    return state.scores[0], state.scores[1]


def choice(state: GameState) -> Choice:
    """The contract and who bid it: "You bid 4 ♠", "Right bid Moon no-trump, alone"."""
    contract = state.contract
    if contract is None:
        return THROWN_IN
    return Choice(_key(contract), _label(contract))


def _key(contract: Contract) -> str:
    strain = str(contract.trump) if contract.trump else ("L" if contract.low else "N")
    lone = f":{contract.lone.value}" if contract.lone else ""
    return f"bid:{contract.bidder}:{contract.tricks}:{strain}{lone}"


def _label(contract: Contract) -> str:
    who = SEATS_FROM_SOUTH[contract.bidder]
    strain = contract.trump.symbol if contract.trump else strain_name(None, contract.low)
    if contract.lone is not None:
        return f"{who} bid {contract.lone.label} {strain}, alone"
    return f"{who} bid {contract.tricks} {strain}"


# scoring.duplicate.deals plays every game's sets through this.
DEALS: DuplicateDeals[GameState, Action] = DuplicateDeals(
    deal=deal, over=over, points=points, choice=choice
)
