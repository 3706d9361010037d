"""The expert: a two-player cribbage player that throws and plays by the same evaluations the
hint, the review and the drills give a learner, so that its choices are what they teach.

The throw: scoring.cribbage.throws, the exact hand and crib with the fitted pegging term far
from the end, and near it (either side within NEAR_END of the target) the throws played out
for the game: the best throw by the chance of winning.

The play: scoring.cribbage.play_values, the rest of the play searched to its end over guesses
at the opponent's hand; near the end the search's leaves are chances of winning, so it plays
for the points it needs and blocks an opponent close to home. Between plays worth the same,
the lowest rank.

With three or four players the expert plays as the standard player.
"""

from __future__ import annotations

import random

from scoring.cards import Card
from scoring.cribbage.discard_strategy import best_discard
from scoring.cribbage.play_values import play_values, playable_ranks
from scoring.cribbage.throws import NEAR_END, show_points, table_of, throw_hint
from scoring.cribbage.view import View

__all__ = ["NEAR_END", "expert_discard", "expert_play", "near_end", "show_points"]


def near_end(view: View) -> bool:
    """Either side within NEAR_END points of the target."""
    return max(view.scores) >= view.rules.game_to - NEAR_END


def expert_discard(view: View, rng: random.Random) -> tuple[Card, ...]:
    """The two cards to throw (two players): the evaluation's best throw."""
    if view.players != 2:
        return best_discard(view)
    return throw_hint(table_of(view)).best.action


def expert_play(view: View, rng: random.Random) -> Card | None:
    """The card to lay (two players), or None to say go."""
    playable = playable_ranks(view)
    if not playable:
        return None
    if len(playable) == 1:
        return _card_of(view, playable[0])
    found = play_values(view)
    means = {rank: found.mean(rank) for rank in found.values}
    top = max(means.values())
    # Between ranks worth the same, the lowest (a fixed tie-break).
    rank = min(r for r, v in means.items() if v >= top - 1e-9)
    return _card_of(view, rank)


def _card_of(view: View, rank: int) -> Card:
    return min(card for card in view.hand if card.rank == rank)
