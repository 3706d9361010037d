"""A review of one seat's play in a Bid Euchre game, from that seat's view alone: each decision
with a choice graded against the position's one evaluation (scoring.bideuchre.hint.evaluate,
the hint's): bids by the bidding drills' grader, the card laid away from the Benny's widow,
the cards passed in a lone bid's exchange and each card played, over sampled deals fitting
the auction and the voids shown (double-dummy in the last tricks, every hand seen, which the
review says).
"""

from __future__ import annotations

from scoring.bideuchre.actions import Action, Bid, Discard, Exchange, Pass, Play
from scoring.bideuchre.game import GameState, new_game
from scoring.bideuchre.hint import evaluate
from scoring.bideuchre.view import View
from scoring.engine import check_seat
from scoring.review import Described, Evaluate, Review, graded_turns
from scoring.tricks.seats import SEATS

GAME = "bideuchre"

__all__ = ["describe", "review_game"]


def review_game(
    state: GameState, seat: int, *, hand: int | None = None, evaluate: Evaluate = evaluate
) -> Review:
    """`seat`'s decisions in the game so far (or in hand number `hand`, from 0), graded;
    `evaluate(view)` gives a position's evaluation (by default made here).

    Raises ValueError when the game does not replay from its seed (a prearranged deal)."""
    check_seat(seat, 4)
    return graded_turns(
        GAME,
        state,
        seat,
        new_game,
        number=lambda before: before.hand_number,
        describe=describe,
        evaluate=evaluate,
        hand=hand,
    )


def describe(view: View, action: Action) -> Described:
    """A decision's kind and the table in a sentence; None for one with a single choice."""
    number = view.hand_number + 1
    if isinstance(action, Pass | Bid):
        if len(view.legal_actions) < 2:
            return None
        high = view.high
        said = "no bid yet" if high is None else f"the bid to beat is {high.contract().words}"
        return "bid", f"Hand {number}, the bidding: {said}"
    if isinstance(action, Discard):
        return "widow", f"Hand {number}: the widow taken up, lay one card away"
    if isinstance(action, Exchange):
        return "exchange", f"Hand {number}: a lone bid's exchange, pass your cards"
    if isinstance(action, Play):
        contract = view.contract
        assert contract is not None
        plays = ", ".join(f"{SEATS[who]} {c.display}" for who, c in view.trick) or "you lead"
        trick = sum(view.tricks) + 1
        return "play", f"Hand {number}, trick {trick}, {contract.words}: {plays}"
    return None
