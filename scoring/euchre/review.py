"""A review of one seat's play in a Euchre game, from that seat's view alone: each decision
with a choice graded against the position's one evaluation (scoring.euchre.hint.evaluate, the
hint's): bids and the dealer's discard by the bidding drills' grader, cards and a lone defence
by sampled deals solved double-dummy (every hand seen, which the review says).

Not graded: a farmer's hand (a choice the grader does not weigh; the notes say so).
"""

from __future__ import annotations

from scoring.engine import check_seat
from scoring.euchre.actions import Action, Discard, NameTrump, OrderUp, Pass, Play
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState, new_game
from scoring.euchre.hint import evaluate
from scoring.euchre.view import View
from scoring.review import Described, Evaluate, Review, graded_turns
from scoring.tricks.following import legal_plays
from scoring.tricks.seats import SEATS

GAME = "euchre"

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
    """A decision's kind and the table in a sentence; None for one the review leaves out."""
    number = view.hand_number + 1
    if isinstance(action, Pass | OrderUp | NameTrump) and view.phase in (Phase.ORDER, Phase.NAME):
        seat = (view.seat - view.dealer) % 4 or 4
        turn = ("you bid first", "you bid second", "you bid third", "you deal")[seat - 1]
        first = view.phase is Phase.ORDER
        kind = "up-card" if first else "turned down"
        said = f"Hand {number}, round {'one' if first else 'two'}, {turn}: {kind}"
        return "bid", f"{said} {view.upcard.display}"
    if isinstance(action, Discard):
        return "discard", f"Hand {number}: you picked up {view.upcard.display}; lay one card away"
    if isinstance(action, Play):
        trump, trick = view.trump, view.trick
        if trump is None or len(legal_plays(view.hand, trick[0][1] if trick else None, trump)) < 2:
            return None
        led = (
            "you lead"
            if not trick
            else f"{SEATS[trick[0][0]]} led {trick[0][1].display}"
            + (
                f", {SEATS[trick[-1][0]]} last played {trick[-1][1].display}"
                if len(trick) > 1
                else ""
            )
        )
        return "play", f"Hand {number}, trick {sum(view.tricks) + 1}, {trump.noun} trump: {led}"
    if view.phase is Phase.DEFEND:
        return "defence", f"Hand {number}: a lone hand against you; defend alone or with partner"
    if view.phase in (Phase.ORDER, Phase.NAME):
        return "A farmer's hand thrown in is not graded."
    return None
