"""A review of one seat's play in a cribbage game: each throw and each play with a choice of
ranks, graded against the position's one evaluation (scoring.cribbage.hint.evaluate, the
hint's), from the seat's view alone. Not graded: a go, a single playable rank, and the show
(counting is checked elsewhere).
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring.cards import Card
from scoring.cribbage.actions import Action, Discard, Play
from scoring.cribbage.game import GameState, new_game
from scoring.cribbage.hint import evaluate
from scoring.cribbage.play_values import playable_ranks
from scoring.cribbage.view import View
from scoring.engine import check_seat
from scoring.review import Described, Evaluate, Review, graded_turns

GAME = "cribbage"

__all__ = ["describe", "review", "review_game"]


def review(
    state: GameState, seat: int, *, hand: int | None = None, evaluate: Evaluate = evaluate
) -> Review:
    """review_game in the engine's words: a deal is the `hand` a review asks for."""
    return review_game(state, seat, deal=hand, evaluate=evaluate)


def review_game(
    state: GameState, seat: int, *, deal: int | None = None, evaluate: Evaluate = evaluate
) -> Review:
    """`seat`'s decisions in the game so far (or in deal number `deal`, from 0), graded;
    `evaluate(view)` gives a position's evaluation (by default made here).

    Raises ValueError when the game cannot be replayed from its seed (a prearranged deal).
    """
    check_seat(seat, state.players)
    return graded_turns(
        GAME,
        state,
        seat,
        new_game,
        number=lambda before: before.deal_number,
        describe=describe,
        evaluate=evaluate,
        hand=deal,
    )


def describe(view: View, action: Action) -> Described:
    """A decision's kind and the table in a sentence; None for one the review leaves out."""
    if isinstance(action, Discard):
        return "discard", f"Deal {view.deal_number + 1}, {_who_deals(view)}: {_shown(view.hand)}"
    if isinstance(action, Play) and len(playable_ranks(view)) > 1:
        return "play", f"{_the_count(view)}: {'your play' if view.pile else 'you lead'}"
    return None


def _the_count(view: View) -> str:
    """The deal and the count: "Deal 2, count 21 after 5♠ 6♦ K♣", "Deal 2, a new count"."""
    where = f"Deal {view.deal_number + 1}"
    if view.pile:
        return f"{where}, count {view.count} after {_shown(view.pile)}"
    return f"{where}, a new count" if view.plays else where


def _who_deals(view: View) -> str:
    """Who deals, as the seat would say it."""
    dealer = (view.dealer - view.seat) % view.players
    if dealer == 0:
        return "you deal"
    if view.players == 2:
        return "your opponent deals"
    if view.players == 4 and dealer == 2:
        return "your partner deals"
    # Seats run clockwise and the deal passes to the left.
    return "the player on your left deals" if dealer == 1 else "the player on your right deals"


def _shown(cards: Sequence[Card]) -> str:
    return " ".join(card.display for card in cards)
