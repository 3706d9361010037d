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
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from scoring.cribbage.pegging import MAX_COUNT, VALUES

_PAIR_POINTS = (0, 2, 6, 12)

# The worth of a finished play from the points each side pegged in it: (ours, theirs).
Leaf = Callable[[int, int], float]


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
    and what each side needs to win are the Solver's.
    """

    turn: int
    pile: tuple[int, ...]
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    gone: tuple[bool, bool] = (False, False)
    last: int | None = None


class Solver:
    """Solves positions exactly for one guess at the hidden hand; values from seat 0's side."""

    def __init__(self, leaf: Leaf, need: tuple[int, int], *, exact_points: bool) -> None:
        self.leaf = leaf
        self.need = need
        # Far from the end the worth is additive, so a position's value does not depend on
        # the points pegged before it and can be remembered without them.
        self.exact_points = exact_points
        self.memo: dict[tuple[object, ...], float] = {}

    def value(self, position: Position, pegged: tuple[int, int] = (0, 0)) -> float:
        """The worth of `position` with both sides playing their best to the end."""
        p = position
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
        )

    def after(self, position: Position, rank: int, pegged: tuple[int, int] = (0, 0)) -> float:
        """The worth of the seat to play laying `rank` now."""
        p = position
        count = sum(VALUES[r] for r in p.pile)
        hands = list(p.hands)
        held = list(hands[p.turn])
        held.remove(rank)
        hands[p.turn] = tuple(held)
        return self._lay(
            p.turn,
            rank,
            p.pile,
            count,
            hands[0],
            hands[1],
            p.gone[0],
            p.gone[1],
            pegged[0],
            pegged[1],
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
    ) -> float:
        if s0 >= self.need[0]:
            return 1.0
        if s1 >= self.need[1]:
            return 0.0
        if self.exact_points:
            key: tuple[object, ...] = (turn, pile, h0, h1, g0, g1, last)
            offset = float(s0 - s1)
        else:
            key = (turn, pile, h0, h1, g0, g1, last, s0, s1)
            offset = 0.0
        found = self.memo.get(key)
        if found is not None:
            return found + offset
        best = self._search(turn, pile, count, h0, h1, g0, g1, last, s0, s1, offset)
        self.memo[key] = best - offset
        return best

    def _search(
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
        offset: float,
    ) -> float:
        held = h0 if turn == 0 else h1
        room = MAX_COUNT - count
        best: float | None = None
        previous = 0
        for index, rank in enumerate(held):
            if rank == previous or VALUES[rank] > room:
                continue
            previous = rank
            rest = held[:index] + held[index + 1 :]
            if turn == 0:
                child = self._lay(0, rank, pile, count, rest, h1, g0, g1, s0, s1)
                if best is None or child > best:
                    best = child
            else:
                child = self._lay(1, rank, pile, count, h0, rest, g0, g1, s0, s1)
                if best is None or child < best:
                    best = child
        if best is not None:
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
            return self._node(other, pile, count, h0, h1, g0, g1, last, s0, s1)
        # Neither can play: the go (or the last card) to whoever laid the last card.
        if last is not None:
            if last == 0:
                s0 += 1
            else:
                s1 += 1
        return self._restart(last, h0, h1, s0, s1)

    def _lay(
        self,
        seat: int,
        rank: int,
        pile: tuple[int, ...],
        count: int,
        h0: tuple[int, ...],
        h1: tuple[int, ...],
        g0: bool,
        g1: bool,
        s0: int,
        s1: int,
    ) -> float:
        points = play_points(pile, rank, count)
        if seat == 0:
            s0 += points
        else:
            s1 += points
        count += VALUES[rank]
        if count == MAX_COUNT:
            return self._restart(seat, h0, h1, s0, s1)
        pile = (*pile, rank)
        other = 1 - seat
        other_gone = g1 if other == 1 else g0
        if (h1 if other == 1 else h0) and not other_gone:
            return self._node(other, pile, count, h0, h1, g0, g1, seat, s0, s1)
        return self._node(seat, pile, count, h0, h1, g0, g1, seat, s0, s1)

    def _restart(
        self, last: int | None, h0: tuple[int, ...], h1: tuple[int, ...], s0: int, s1: int
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
        return self._node(leader, (), 0, h0, h1, False, False, None, s0, s1)


def solve_choices(
    position: Position,
    guesses: Sequence[tuple[tuple[int, ...], float, Leaf]],
    need: tuple[int, int],
    *,
    exact_points: bool,
) -> dict[int, float]:
    """For each rank we (seat 0, to play) may lay, its worth averaged over `guesses`: each
    (the opponent's unplayed ranks, its weight, the leaf for that guess)."""
    mine = position.hands[0]
    room = MAX_COUNT - sum(VALUES[r] for r in position.pile)
    ranks = sorted({r for r in mine if VALUES[r] <= room})
    totals = dict.fromkeys(ranks, 0.0)
    weight_sum = 0.0
    shared: dict[tuple[object, ...], float] = {}
    for theirs, weight, leaf in guesses:
        solver = Solver(leaf, need, exact_points=exact_points)
        if exact_points:
            solver.memo = shared  # positions do not depend on the guess's leaf then
        guess = Position(0, position.pile, (mine, theirs), position.gone, position.last)
        for rank in ranks:
            totals[rank] += weight * solver.after(guess, rank)
        weight_sum += weight
    return {rank: total / weight_sum for rank, total in totals.items()}


def net_of_play(position: Position) -> float:
    """The net points (seat 0's less seat 1's) from `position` to the end of the play, both
    hands known and both sides playing their best: the same figure as Solver with the
    net_points leaf, found faster by alpha-beta pruning (no memo)."""
    p = position
    count = sum(VALUES[r] for r in p.pile)
    inf = float("inf")
    return _net(
        p.turn, p.pile, count, p.hands[0], p.hands[1], p.gone[0], p.gone[1], p.last, -inf, inf
    )


def _net(
    turn: int,
    pile: tuple[int, ...],
    count: int,
    h0: tuple[int, ...],
    h1: tuple[int, ...],
    g0: bool,
    g1: bool,
    last: int | None,
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
            moves.append((play_points(pile, rank, count), rank, held[:index] + held[index + 1 :]))
    if moves:
        moves.sort(reverse=True)  # the most points now first: good moves prune the rest
        sign = 1 if turn == 0 else -1
        best = -float("inf") if turn == 0 else float("inf")
        for points, rank, rest in moves:
            gain = sign * points
            a0, a1 = (rest, h1) if turn == 0 else (h0, rest)
            total = count + VALUES[rank]
            if total == MAX_COUNT:
                value = gain + _restart_net(turn, a0, a1, alpha - gain, beta - gain)
            else:
                other = 1 - turn
                other_held = a1 if other == 1 else a0
                other_gone = g1 if other == 1 else g0
                follow = other if other_held and not other_gone else turn
                value = gain + _net(
                    follow, (*pile, rank), total, a0, a1, g0, g1, turn, alpha - gain, beta - gain
                )
            if turn == 0:
                if value > best:
                    best = value
                    if best > alpha:
                        alpha = best
            elif value < best:
                best = value
                if best < beta:
                    beta = best
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
        return _net(other, pile, count, h0, h1, g0, g1, last, alpha, beta)
    point = 0 if last is None else (1 if last == 0 else -1)
    return point + _restart_net(last, h0, h1, alpha - point, beta - point)


def _restart_net(
    last: int | None, h0: tuple[int, ...], h1: tuple[int, ...], alpha: float, beta: float
) -> float:
    if not h0 and not h1:
        return 0.0
    leader = 1 if last == 0 else 0
    if not (h1 if leader == 1 else h0):
        leader = 1 - leader
    return _net(leader, (), 0, h0, h1, False, False, None, alpha, beta)
