"""Computer players: choose_action(state, level) picks a seat's action from what it may see.

Levels, weakest first:
- easy: throws the discard with the best expected net score (hand +/- crib); pegs the card
  that scores most now, avoiding counts of 5 and 21 (a ten-card makes 15 or 31 on them).
- standard: weighs the discard for pegging and the end of the game (discard_strategy);
  pegs by a three-play look-ahead over the cards the opponents can still hold
  (peg_strategy): its card, the next seat's likely reply, its own answer.
- expert (two players; with more it plays as standard): searches the play to its end over
  weighted guesses at the hidden hand; near the end throws by whole deals played out and
  pegs for the chance of winning (expert.py).
Every level calls muggins whenever it is offered, and counts its own hand honestly; with
Rules.computer_misses it now and then declares one item short, as people do (miscount.py),
but never over.

Decisions use only the seat's View: its own cards and the public table (the crib too, once it
lies face up for its count).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from scoring.cards import Card
from scoring.cribbage.actions import (
    Action,
    Declare,
    Discard,
    Go,
    Muggins,
    NextDeal,
    Pass,
    Play,
    Show,
)
from scoring.cribbage.discard_strategy import best_discard
from scoring.cribbage.events import Phase
from scoring.cribbage.expert import expert_discard, expert_play
from scoring.cribbage.game import GameState
from scoring.cribbage.hand import HandScore, score_hand
from scoring.cribbage.miscount import miscount
from scoring.cribbage.peg_strategy import LOOK_AHEAD, best_play, peg_points
from scoring.cribbage.pegging import VALUES
from scoring.cribbage.view import View
from scoring.engine import Chooser, Policy, chooser

LEVEL_HELP = {
    "easy": "Throws for the best hand and crib on average; pegs whatever scores most now.",
    "standard": "Also weighs the pegging and the score when it throws, and pegs a few cards ahead.",
    "expert": (
        "Searches the play to its end over the hands you may hold; near the end of the game "
        "throws and pegs for the win, not the points. In a game of three or four, as standard."
    ),
}


def easy(view: View, rng: random.Random) -> Action:
    """Throws for the best average hand and crib; pegs what scores most now."""
    return decide(view, "easy", rng)


def standard(view: View, rng: random.Random) -> Action:
    """Weighs the throw for pegging and the score; pegs a few cards ahead."""
    return decide(view, "standard", rng)


def expert(view: View, rng: random.Random) -> Action:
    """Searches the play to its end over guesses at the hidden hands (two players)."""
    return decide(view, "expert", rng)


POLICIES: dict[str, Policy[View, Action]] = {"easy": easy, "standard": standard, "expert": expert}
LEVELS: tuple[str, ...] = tuple(POLICIES)
# choose_action(state, level="standard", *, rng=None, seat=None): the action `level` takes
# for `seat` (default: the seat to act), from that seat's view alone.
choose_action: Chooser[GameState, Action] = chooser(
    POLICIES, GameState.view, game="cribbage", default="standard"
)


def decide(view: View, level: str, rng: random.Random) -> Action:
    """The seat's action from its view alone (the crib is in it once it lies face up)."""
    seat = view.seat
    crib = view.crib if view.counting == (seat, True) else None
    searching = level == "expert" and view.players == 2
    if view.phase is Phase.DISCARD:
        if searching:
            return Discard(seat, expert_discard(view, rng))
        return Discard(seat, best_discard(view, weigh=level != "easy"))
    if view.phase is Phase.PEGGING:
        if searching:
            card = expert_play(view, rng)
        elif level == "easy":
            card = greedy_play(view, rng)
        else:
            card = best_play(view, LOOK_AHEAD, rng.choice)
        return Go(seat) if card is None else Play(seat, card)
    if view.phase is Phase.SHOW:
        if view.claim is not None:
            # The hand is shown: the computer counts it, and calls only for what was missed.
            missed = view.claim.missed
            return Muggins(seat, missed) if missed else Pass(seat)
        if not view.rules.muggins:
            return Show(seat)
        score = own_score(view, crib)
        if view.rules.computer_misses:
            return Declare(seat, miscount(score.items, rng).declared)
        return Declare(seat, score.total)
    if view.phase is Phase.DONE:
        return NextDeal(seat)
    return view.legal_actions[0]


def greedy_play(view: View, rng: random.Random) -> Card | None:
    """The card that pegs most now; among those, one not leaving the count on 5 or 21."""
    playable = [action.card for action in view.legal_actions if isinstance(action, Play)]
    if not playable:
        return None
    pile = tuple(card.rank for card in view.pile)

    def worth(card: Card) -> tuple[int, int]:
        count = view.count + VALUES[card.rank]
        return peg_points(pile, card.rank), count not in (5, 21)

    top = max(worth(card) for card in playable)
    return rng.choice([card for card in playable if worth(card) == top])


def own_score(view: View, crib: Sequence[Card] | None) -> HandScore:
    """The true score of the hand (or crib) the seat is counting now, item by item."""
    if view.starter is None or view.counting is None:
        raise ValueError("there is nothing to count now")
    _, is_crib = view.counting
    if is_crib:
        if crib is None:
            raise ValueError("the crib's cards are needed to count the crib")
        return score_hand(crib, view.starter, crib=True)
    kept = [play.card for play in view.plays if play.player == view.seat]
    return score_hand(kept, view.starter)
