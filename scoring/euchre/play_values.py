"""What each card the seat may play is worth in Euchre: sampled deals of the cards it cannot
see, each solved double-dummy (as the standard player plays), in the hand's points for its
side less the other's; every card valued on the same deals, and deals added until every
card's verdict is settled (scoring.settling). The tricks its side takes after each card are
kept deal by deal alongside, for the hint to say."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.cards import Card
from scoring.engine import seeded_random
from scoring.euchre.game import GameState
from scoring.euchre.knowledge import sample_world
from scoring.euchre.rules import HAND_SIZE, LONE_DEFENCE_EUCHRE, hand_points
from scoring.euchre.solver import card_values
from scoring.euchre.view import View
from scoring.settling import sample_options
from scoring.tricks.following import legal_plays
from scoring.tricks.pimc import batches
from scoring.tricks.seats import side_of

__all__ = [
    "PLAY_BASIS",
    "PLAY_CAP",
    "PLAY_DEALS",
    "PlayDeals",
    "play_deals",
    "play_samples",
    "side_points",
]

PLAY_DEALS = 48  # the first sampled deals a card is valued over (the player takes 20)
PLAY_CAP = 384  # the most: a choice still unsettled then is too close to call

PLAY_BASIS = (
    "{deals} sampled deals of the cards you could not see, each solved double-dummy "
    "(as if every hand were seen), as the standard player plays; the hand's points for "
    "your side less theirs"
)


@dataclass(frozen=True, slots=True)
class PlayDeals:
    """Each card's value in each sampled deal (the hand's points for the seat's side less the
    other's) and, deal by deal alongside, the tricks its side takes in the hand after it."""

    points: dict[Card, list[float]]
    tricks: dict[Card, list[int]]


def play_samples(view: View, seed: int) -> dict[Card, list[float]]:
    """Each card `view`'s seat may play, valued in each of the same sampled deals solved
    double-dummy (the hand's points for its side less the other's), sampled until every
    verdict is settled; {} with one choice."""
    return play_deals(view, seed).points


def play_deals(view: View, seed: int) -> PlayDeals:
    """play_samples() with the tricks the seat's side takes after each card in each deal."""
    trump = view.trump
    assert trump is not None and view.maker is not None
    trick = view.trick
    legal = legal_plays(view.hand, trick[0][1] if trick else None, trump)
    if len(legal) == 1:
        return PlayDeals({}, {})
    side = side_of(view.seat)
    rng = seeded_random("euchre-play", seed)
    taken_by: dict[Card, list[int]] = {card: [] for card in legal}

    def evaluate(world: list[list[Card]]) -> dict[Card, float]:
        found = {}
        for card, taken in card_values(world, trump, view.seat, trick).items():
            ours = view.tricks[side] + taken
            taken_by[card].append(ours)
            found[card] = side_points(view, side, ours)
        return found

    batch = batches(legal, lambda r: sample_world(view, r), evaluate, rng)
    points = sample_options(batch, first=PLAY_DEALS, cap=PLAY_CAP)
    return PlayDeals(points, {card: taken_by[card] for card in points})


def side_points(table: View | GameState, side: int, ours: int) -> float:
    """The hand's points for `side` less the other side's when `side` takes `ours` of its
    tricks, with the maker, a lone hand and a lone defence as `table` (a view or a state)
    has them."""
    assert table.maker is not None
    makers = side_of(table.maker)
    maker_tricks = ours if side == makers else HAND_SIZE - ours
    maker_points, defender_points = hand_points(maker_tricks, table.alone)
    if defender_points and table.defender_alone is not None:
        defender_points = LONE_DEFENCE_EUCHRE
    mine = maker_points if side == makers else defender_points
    theirs = defender_points if side == makers else maker_points
    return float(mine - theirs)
