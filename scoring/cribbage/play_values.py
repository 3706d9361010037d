"""What each card the seat may play is worth: the evaluation of a pegging decision that the
hint, the review, the drills and the expert share.

With two players the rest of the play is searched to its end (peg_search) for guesses at the
opponent's hand: cards it may hold (unseen, none lower than its goes allow), each hand as
likely as a player would keep it (throw_model: drawn by that weight, so the guesses count
alike). Far from the end of the game a play is worth the net points it pegs from here to the
end of the play; near it (either side within NEAR_END of the target) the chance of winning
the game, the play solved for the game and the shows counted after it (with a guess at the
rest of the crib too). The guesses are drawn from the position's own random source and added
until every play's verdict is settled (scoring.settling), each value with its 95% interval.
Where the opponent holds two cards or fewer far from the end, every hand it may hold is
weighed instead: nothing is sampled.

With three or four players, the standard player's look-ahead (peg_strategy.rank_values): an
expectimax LOOK_AHEAD plays deep over the cards the others may hold; not sampled.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations

from scoring.cards import Card
from scoring.cribbage.peg_search import CHANCES, Leaf, Position, Search, net_points
from scoring.cribbage.peg_strategy import LOOK_AHEAD, lowest_held, rank_values
from scoring.cribbage.pegging import MAX_COUNT, VALUES
from scoring.cribbage.throw_model import WEIGHTS, kept_weight
from scoring.cribbage.throws import finish, near_end, show_points
from scoring.cribbage.view import View
from scoring.position import position_random, view_digest
from scoring.settling import sample_options
from scoring.verdicts import POINTS, WIN

__all__ = ["CAP", "FIRST", "PlayValues", "play_values", "playable_ranks"]

FIRST = 40  # the first guesses at the opponent's hand
CAP = 640  # the most: a verdict still unsettled then is too close to call
TRIES = 200  # draws for one guess before taking the last one drawn, whatever its weight


@dataclass(frozen=True, slots=True)
class PlayValues:
    """Each playable rank's values: one per guess (`sampled`), or a single value each when
    nothing was sampled; in `measure`; and how they were found."""

    values: dict[int, list[float]]
    measure: str
    basis: str
    sampled: bool

    def mean(self, rank: int) -> float:
        found = self.values[rank]
        return sum(found) / len(found)


def playable_ranks(view: View) -> list[int]:
    """The ranks the seat may play now, lowest first."""
    room = MAX_COUNT - view.count
    return sorted({card.rank for card in view.hand if VALUES[card.rank] <= room})


def play_values(view: View) -> PlayValues:
    """Every playable rank's worth, as the module docstring describes; the same numbers
    wherever the position is asked about."""
    if view.players != 2:
        others = "your opponents'" if view.players < 4 else "the opponents'"
        basis = (
            f"Expected points pegged, {'your side' if view.players == 4 else 'yours'} less "
            f"{others}, by an expectimax {LOOK_AHEAD} plays deep over the cards the others "
            "may still hold (any of the unseen cards, less what their goes rule out), as the "
            "standard computer pegs; not sampled"
        )
        found = rank_values(view, LOOK_AHEAD)
        return PlayValues({r: [v] for r, v in found.items()}, POINTS, basis, False)
    for_game = near_end(view.scores, view.rules.game_to)
    table = _Table.of(view)
    if not for_game and table.held <= 2:
        return _weighed(view, table)
    rng = position_random("cribbage-play", view_digest(view))
    draw = _drawer(table, rng)
    ranks = playable_ranks(view)

    def batch(n: int) -> dict[int, list[float]]:
        found: dict[int, list[float]] = {rank: [] for rank in ranks}
        for _ in range(n):
            hand = draw()
            leaf = _game_leaf(view, table, hand, rng) if for_game else net_points
            search = _search(view, leaf, for_game)
            guess = Position(0, table.pile, (table.mine, _ranks(hand)), table.gone, table.last)
            for rank in ranks:
                found[rank].append(search.after(guess, rank))
        return found

    measure = WIN if for_game else POINTS
    values = sample_options(batch, first=FIRST, cap=CAP, measure=measure)
    return PlayValues(values, measure, _sampled_basis(for_game), True)


@dataclass(frozen=True, slots=True)
class _Table:
    """The play from our seat, as the search sees it, and what is known of the opponent."""

    mine: tuple[int, ...]
    pile: tuple[int, ...]
    gone: tuple[bool, bool]
    last: int | None
    held: int  # the cards the opponent holds
    pool: tuple[Card, ...]  # the cards it may hold
    played: tuple[int, ...]  # the ranks it has played this deal
    they_deal: bool

    @classmethod
    def of(cls, view: View) -> _Table:
        opponent = 1 - view.seat
        held = view.hand_sizes[opponent]
        lowest = lowest_held(view)[opponent]
        unseen = view.unseen_cards()
        pool = [card for card in unseen if VALUES[card.rank] >= lowest]
        if len(pool) < held:  # our reading of its goes was wrong: anything unseen
            pool = list(unseen)
        last = None
        if view.pile:
            last = 0 if view.plays[-1].player == view.seat else 1
        return cls(
            mine=_ranks(view.hand),
            pile=tuple(card.rank for card in view.pile),
            gone=(view.seat in view.gone, opponent in view.gone),
            last=last,
            held=held,
            pool=tuple(pool),
            played=tuple(p.card.rank for p in view.plays if p.player == opponent),
            they_deal=view.dealer == opponent,
        )


def _drawer(table: _Table, rng: random.Random) -> Callable[[], tuple[Card, ...]]:
    """A guess at the opponent's unplayed cards, drawn as likely as a player keeps the hand
    they make with what it has played (rejection by throw_model's weight)."""
    top = max(WEIGHTS[table.they_deal])
    pool = list(table.pool)

    def draw() -> tuple[Card, ...]:
        hand: list[Card] = []
        for _ in range(TRIES):
            hand = rng.sample(pool, table.held)
            weight = kept_weight([*table.played, *(c.rank for c in hand)], dealer=table.they_deal)
            if rng.random() * top < weight:
                break
        return tuple(hand)

    return draw


def _weighed(view: View, table: _Table) -> PlayValues:
    """Far from the end with two cards or fewer in the opponent's hand: every hand it may
    hold, weighed as likely as a player keeps it."""
    weights: dict[tuple[int, ...], float] = {}
    for hand in combinations(table.pool, table.held):
        ranks = _ranks(hand)
        weight = kept_weight([*table.played, *ranks], dealer=table.they_deal)
        weights[ranks] = weights.get(ranks, 0.0) + weight
    ranks_played = playable_ranks(view)
    totals = dict.fromkeys(ranks_played, 0.0)
    search = Search(net_points)
    total_weight = sum(weights.values()) or 1.0
    for theirs, weight in weights.items():
        guess = Position(0, table.pile, (table.mine, theirs), table.gone, table.last)
        for rank in ranks_played:
            totals[rank] += weight * search.after(guess, rank)
    basis = (
        "Expected points pegged, yours less your opponent's, from here to the end of the "
        f"play: the rest of the play solved for every hand your opponent may hold "
        f"({len(weights)} of them, less what its goes rule out, likelier the more its cards "
        "score together), as the expert computer pegs; nothing sampled"
    )
    return PlayValues({r: [t / total_weight] for r, t in totals.items()}, POINTS, basis, False)


def _search(view: View, leaf: Leaf, for_game: bool) -> Search:
    if not for_game:
        return Search(leaf)
    target = view.rules.game_to
    ours, theirs = view.scores[view.side], view.scores[1 - view.side]
    return Search(leaf, (target - ours, target - theirs), bounds=CHANCES)


def _game_leaf(view: View, table: _Table, hand: Sequence[Card], rng: random.Random) -> Leaf:
    """The chance of winning once the play is over, for one guess at the opponent's cards:
    the shows counted in order (the rest of the crib guessed too)."""
    assert view.starter is not None
    starter = view.starter
    opponent = 1 - view.seat
    rest = [card for card in view.unseen_cards() if card not in hand]
    thrown = rng.sample(rest, 2)
    kept = [p.card for p in view.plays if p.player == view.seat] + list(view.hand)
    their_played = [p.card for p in view.plays if p.player == opponent]
    we_deal = view.dealer == view.seat
    crib = show_points((*view.thrown, *thrown), starter, crib=True)
    our_show = show_points(kept, starter) + (crib if we_deal else 0)
    their_show = show_points((*their_played, *hand), starter) + (0 if we_deal else crib)
    target = view.rules.game_to
    ours, theirs = view.scores[view.side], view.scores[1 - view.side]

    def leaf(a: int, b: int) -> float:
        return finish(ours + a, theirs + b, our_show, their_show, we_deal=we_deal, target=target)

    return leaf


def _sampled_basis(for_game: bool) -> str:
    guesses = (
        "{deals} guesses at your opponent's cards (any of the unseen cards, less what its "
        "goes rule out, likelier the more they score together)"
    )
    if for_game:
        return (
            f"Your chance of winning the game: the rest of the play solved for the game over "
            f"{guesses}, a side that pegs out winning at once, then the shows counted in order"
        )
    return (
        "Expected points pegged, yours less your opponent's, from here to the end of the "
        f"play: the rest of the play solved for each of {guesses}, as the expert computer pegs"
    )


def _ranks(cards: Sequence[Card]) -> tuple[int, ...]:
    return tuple(sorted(card.rank for card in cards))
