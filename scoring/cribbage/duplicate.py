"""Duplicate cribbage: what scoring.duplicate.deals needs of the two-handed game.

Deal i of a set is one deal, `new_game(deal_seed(seed, i), rules, dealer=i % 2)`, from the
throw to the crib's count (phase DONE): you (seat 0) deal the even deals, the computer the
odd ones. Each deal is a game of its own from 0 to 0, so its points are the scores at its end;
the field is grouped by the two cards you threw.
"""

from __future__ import annotations

from scoring.cribbage.actions import Action, Discard
from scoring.cribbage.events import Phase
from scoring.cribbage.game import GameState, new_game
from scoring.cribbage.rules import Rules
from scoring.duplicate.adapter import YOU, Choice, DuplicateDeals, deal_seed

__all__ = ["DEALS", "choice", "deal", "dealer_of", "over", "points"]

PLAYERS = 2


def dealer_of(number: int) -> int:
    """You deal deal 0, the computer deal 1, and so on in turn."""
    return number % PLAYERS


def deal(seed: int, rules: Rules, number: int) -> GameState:
    """Deal `number` of the set with `seed`, the cards dealt and nothing thrown yet."""
    return new_game(deal_seed(seed, number), rules, players=PLAYERS, dealer=dealer_of(number))


def over(state: GameState) -> bool:
    """The crib has been counted (or, with a short game, a side has reached its target)."""
    return state.phase in (Phase.DONE, Phase.OVER)


def points(state: GameState) -> tuple[int, int]:
    """Your points and the computer's in the deal: the game began it at 0 to 0."""
    return state.scores[0], state.scores[1]


def choice(state: GameState) -> Choice:
    """Your throw to the crib: "You threw 5♥ 5♣", keyed by the two cards in order."""
    for action in state.actions:
        if isinstance(action, Discard) and action.player == YOU:
            key = "throw:" + "-".join(str(card) for card in action.cards)
            shown = " ".join(card.display for card in action.cards)
            crib = "your" if state.dealer == YOU else "the computer's"
            return Choice(key, f"You threw {shown} to {crib} crib")
    raise ValueError("you have not thrown to the crib in this deal")


# scoring.duplicate.deals plays every game's sets through this.
DEALS: DuplicateDeals[GameState, Action] = DuplicateDeals(
    deal=deal, over=over, points=points, choice=choice
)
