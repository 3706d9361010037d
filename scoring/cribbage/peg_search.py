"""The expert's pegging: the rest of the play searched to its end, for two players.

With four cards each the rest of a deal's play is a small game. For one guess at the hidden
cards it is solved exactly (minimax: each side plays its best knowing both hands); the
expert's choice averages those solutions over guesses at what the opponent may hold, drawn
from the cards it cannot see and weighted by what its play has shown:

- a card is possible only if it is unseen (not in our hand, our throw, the plays, the
  starter), and no card it still holds is low enough to have been played when it said go;
- a hand is as likely as a player would keep it: throw_model weighs the four cards the
  opponent kept (those it has played and those it may still hold) by how often a standard
  player keeps a hand scoring that much before the starter.

A `Leaf` turns the points pegged into the position's worth: the net points (ours less
theirs) far from the end of the game, and near the end the chance of winning, with the game
over as soon as a side pegs out. Only ranks matter to the play, so the search runs on ranks.

The search is minimax with alpha-beta pruning, the most points now tried first; it was
measured faster than remembering positions (a memo) both far from the end and near it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from scoring.cribbage.pegging import MAX_COUNT, VALUES

_PAIR_POINTS = (0, 2, 6, 12)

# The worth of a finished play from the points each side pegged in it: (ours, theirs).
Leaf = Callable[[int, int], float]

NEVER = 10**6  # what each side "needs" when the game's end is out of reach
CHANCES = (0.0, 1.0)  # the bounds of a leaf that is a chance of winning
_INF = float("inf")
# play_points by (pile, rank): a search meets the same piles again and again (forgotten past
# _POINTS_KEPT, which a day's searches seldom reach).
_POINTS: dict[tuple[tuple[int, ...], int], int] = {}
_POINTS_KEPT = 1 << 18


def net_points(ours: int, theirs: int) -> float:
    """The leaf far from the end of the game: our points less theirs."""
    return float(ours - theirs)


def play_points(pile: tuple[int, ...], rank: int, count: int | None = None) -> int:
    """Points for laying `rank` on a pile of ranks (whose count is `count`, if known): 15 or
    31, pairs, runs; no go, no last card."""
    if count is None:
        count = sum([VALUES[r] for r in pile])
    count += VALUES[rank]
    points = 2 if count == 15 or count == MAX_COUNT else 0
    size = len(pile)
    if size and pile[-1] == rank:
        if size > 1 and pile[-2] == rank:
            return points + (12 if size > 2 and pile[-3] == rank else 6)
        return points + 2
    # A run: the most recent cards, all of distinct ranks, making a sequence. A repeated
    # rank ends the search, as no longer stretch can then be a run.
    run = 0
    seen = 1 << rank
    low = high = rank
    length = 1
    for index in range(size - 1, -1, -1):
        r = pile[index]
        bit = 1 << r
        if seen & bit:
            break
        seen |= bit
        length += 1
        if r < low:
            low = r
        elif r > high:
            high = r
        if length >= 3 and high - low == length - 1:
            run = length
    return points + run


@dataclass(frozen=True, slots=True)
class Position:
    """The play as the search sees it: seat 0 is us, seat 1 the opponent.

    `pile` holds the ranks laid since the count last started again, `hands` each seat's
    unplayed ranks, `turn` whose play it is, `gone` the seats that said go in this count,
    `last` who laid the last card (None at the start of a count). The points pegged so far
    and what each side needs to win are the Search's.
    """

    turn: int
    pile: tuple[int, ...]
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    gone: tuple[bool, bool] = (False, False)
    last: int | None = None


class Search:
    """The rest of the play for one guess at the hidden hand, both sides playing their best
    to the end (minimax with alpha-beta pruning); values from seat 0's side.

    `need` is what each side must peg to win the game now (a side that gets there wins at
    once: 1.0 for us, 0.0 for them); `bounds` are the least and most a leaf can be worth,
    (0, 1) for chances, which lets a search stop as soon as a move wins outright.
    """

    def __init__(
        self,
        leaf: Leaf = net_points,
        need: tuple[int, int] = (NEVER, NEVER),
        *,
        bounds: tuple[float, float] = (-_INF, _INF),
    ) -> None:
        self.leaf = leaf
        self.need = need
        self.bounds = bounds

    def value(self, position: Position, pegged: tuple[int, int] = (0, 0)) -> float:
        """The worth of `position`, the points pegged so far being `pegged`."""
        p = position
        if pegged[0] >= self.need[0]:
            return 1.0
        if pegged[1] >= self.need[1]:
            return 0.0
        return self._node(
            p.turn,
            p.pile,
            sum(VALUES[r] for r in p.pile),
            p.hands[0],
            p.hands[1],
            p.gone[0],
            p.gone[1],
            p.last,
            pegged[0],
            pegged[1],
            *self.bounds,
        )

    def after(self, position: Position, rank: int, pegged: tuple[int, int] = (0, 0)) -> float:
        """The worth of the seat to play laying `rank` now."""
        p = position
        hands = list(p.hands)
        held = list(hands[p.turn])
        held.remove(rank)
        hands[p.turn] = tuple(held)
        count = sum(VALUES[r] for r in p.pile)
        return self._lay(
            p.turn,
            rank,
            play_points(p.pile, rank, count),
            p.pile,
            count,
            hands[0],
            hands[1],
            p.gone[0],
            p.gone[1],
            pegged[0],
            pegged[1],
            *self.bounds,
        )

    def _node(
        self,
        turn: int,
        pile: tuple[int, ...],
        count: int,
        h0: tuple[int, ...],
        h1: tuple[int, ...],
        g0: bool,
        g1: bool,
        last: int | None,
        s0: int,
        s1: int,
        alpha: float,
        beta: float,
    ) -> float:
        held = h0 if turn == 0 else h1
        room = MAX_COUNT - count
        moves = []
        previous = 0
        for index, rank in enumerate(held):
            if rank != previous and VALUES[rank] <= room:
                previous = rank
                key = (pile, rank)
                points = _POINTS.get(key)
                if points is None:
                    if len(_POINTS) > _POINTS_KEPT:
                        _POINTS.clear()
                    points = _POINTS[key] = play_points(pile, rank, count)
                moves.append((points, rank, index))
        if moves:
            moves.sort(reverse=True)  # the most points now first: good moves prune the rest
            if turn == 0:
                best = -_INF
                for points, rank, index in moves:
                    rest = held[:index] + held[index + 1 :]
                    value = self._lay(
                        0, rank, points, pile, count, rest, h1, g0, g1, s0, s1, alpha, beta
                    )
                    if value > best:
                        best = value
                        if value > alpha:
                            alpha = value
                            if alpha >= beta:
                                break
                return best
            best = _INF
            for points, rank, index in moves:
                rest = held[:index] + held[index + 1 :]
                value = self._lay(
                    1, rank, points, pile, count, h0, rest, g0, g1, s0, s1, alpha, beta
                )
                if value < best:
                    best = value
                    if value < beta:
                        beta = value
                        if alpha >= beta:
                            break
            return best
        # No card fits: a go.
        if turn == 0:
            g0 = True
        else:
            g1 = True
        other = 1 - turn
        other_held = h1 if other == 1 else h0
        other_gone = g1 if other == 1 else g0
        if not other_gone and any(VALUES[r] <= room for r in other_held):
            return self._node(other, pile, count, h0, h1, g0, g1, last, s0, s1, alpha, beta)
        # Neither can play: the go (or the last card) to whoever laid the last card.
        if last == 0:
            s0 += 1
        elif last == 1:
            s1 += 1
        return self._restart(last, h0, h1, s0, s1, alpha, beta)

    def _lay(
        self,
        seat: int,
        rank: int,
        points: int,
        pile: tuple[int, ...],
        count: int,
        h0: tuple[int, ...],
        h1: tuple[int, ...],
        g0: bool,
        g1: bool,
        s0: int,
        s1: int,
        alpha: float,
        beta: float,
    ) -> float:
        """`seat` lays `rank` (left out of its hand already), pegging `points`."""
        if seat == 0:
            s0 += points
            if s0 >= self.need[0]:
                return 1.0
        else:
            s1 += points
            if s1 >= self.need[1]:
                return 0.0
        count += VALUES[rank]
        if count == MAX_COUNT:
            return self._restart(seat, h0, h1, s0, s1, alpha, beta)
        pile = (*pile, rank)
        other = 1 - seat
        if (h1 if other == 1 else h0) and not (g1 if other == 1 else g0):
            return self._node(other, pile, count, h0, h1, g0, g1, seat, s0, s1, alpha, beta)
        return self._node(seat, pile, count, h0, h1, g0, g1, seat, s0, s1, alpha, beta)

    def _restart(
        self,
        last: int | None,
        h0: tuple[int, ...],
        h1: tuple[int, ...],
        s0: int,
        s1: int,
        alpha: float,
        beta: float,
    ) -> float:
        """A new count: the seat after the last card leads; the play ends with both empty."""
        if s0 >= self.need[0]:
            return 1.0
        if s1 >= self.need[1]:
            return 0.0
        if not h0 and not h1:
            return self.leaf(s0, s1)
        leader = 1 if last == 0 else 0
        if not (h1 if leader == 1 else h0):
            leader = 1 - leader
        return self._node(leader, (), 0, h0, h1, False, False, None, s0, s1, alpha, beta)


def solve_choices(
    position: Position,
    guesses: Sequence[tuple[tuple[int, ...], float, Leaf]],
    need: tuple[int, int] = (NEVER, NEVER),
    *,
    bounds: tuple[float, float] = (-_INF, _INF),
) -> dict[int, float]:
    """For each rank we (seat 0, to play) may lay, its worth averaged over `guesses`: each
    (the opponent's unplayed ranks, its weight, the leaf for that guess)."""
    mine = position.hands[0]
    room = MAX_COUNT - sum(VALUES[r] for r in position.pile)
    ranks = sorted({r for r in mine if VALUES[r] <= room})
    totals = dict.fromkeys(ranks, 0.0)
    weight_sum = 0.0
    for theirs, weight, leaf in guesses:
        search = Search(leaf, need, bounds=bounds)
        guess = Position(0, position.pile, (mine, theirs), position.gone, position.last)
        for rank in ranks:
            totals[rank] += weight * search.after(guess, rank)
        weight_sum += weight
    return {rank: total / weight_sum for rank, total in totals.items()}


def net_of_play(position: Position) -> float:
    """The net points (seat 0's less seat 1's) from `position` to the end of the play, both
    hands known and both sides playing their best."""
    return Search().value(position)
