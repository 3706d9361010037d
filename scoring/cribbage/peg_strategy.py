"""Pegging choices: a look-ahead over the cards the other players can still hold.

`best_play` searches a few plays ahead (expectimax). On our turn we take the card worth the
most; on another seat's turn we do not know their cards, only how many they hold and which
cards are unseen. Their hand is taken to be any `k` of the unseen cards, all equally
likely, less what their goes ruled out (saying go on 24 means holding nothing below 8).
They play the card that is best for their side, so the chance that they play rank r is the
chance they hold r and none of the ranks they would rather play: a hypergeometric sum.
Points are counted for our side (a partner's points add, an opponent's subtract); the go
and the last card score as in the game; the search stops where the count ends or at the
depth limit. Only ranks matter to pegging, so the search works on ranks, not cards.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from math import comb

from scoring.cards import Card
from scoring.cribbage.events import EventCategory
from scoring.cribbage.pegging import MAX_COUNT, VALUES
from scoring.cribbage.view import View

# A position in the search, as _Search.value keys its memo:
# (turn, pile, mine, pools, sizes, gone, last, depth).
_Position = tuple[
    int,
    tuple[int, ...],
    tuple[int, ...],
    tuple[tuple[int, ...], ...],
    tuple[int, ...],
    frozenset[int],
    int | None,
    int,
]

_PAIR_POINTS = (0, 2, 6, 12)
_RANKS = range(1, 14)


# Plays looked ahead in the pegging. Five plays ahead won 51.1% (± 2.2%) of 2,000 games
# against three, at up to 100 times the cost, so no stronger level looks further.
LOOK_AHEAD = 3


@lru_cache(maxsize=1 << 16)
def peg_points(pile: tuple[int, ...], rank: int) -> int:
    """Points for laying `rank` on a pile of ranks: 15 or 31, pairs, runs (no go, no last)."""
    count = sum([VALUES[r] for r in pile]) + VALUES[rank]
    points = 2 if count in (15, MAX_COUNT) else 0
    same = 0
    for r in reversed(pile):
        if r != rank:
            break
        same += 1
    if same:
        return points + _PAIR_POINTS[same]
    # A run: the longest stretch of most recent cards with distinct, consecutive ranks.
    cards = (*pile, rank)
    for length in range(len(cards), 2, -1):
        ranks = set(cards[-length:])
        if len(ranks) == length and max(ranks) - min(ranks) == length - 1:
            return points + length
    return points


def unseen_ranks(view: View) -> list[int]:
    """How many unseen cards of each rank (index 1 to 13): not in our hand, our throw, the
    plays or the starter (View.unseen_cards)."""
    counts = [0] * 14
    for card in view.unseen_cards():
        counts[card.rank] += 1
    return counts


def lowest_held(view: View) -> list[int]:
    """For each seat, the lowest card value it can still hold, from its goes this deal.

    Saying go on a count (or being given the go while holding cards) means every card then
    held is worth more than 31 minus the count; later hands are part of that hand.
    """
    lowest = [1] * view.players
    count = 0
    last = None
    for event in view.log:
        if event.deal != view.deal_number:
            continue
        category = event.category
        if category is EventCategory.PLAY:
            count += VALUES[event.cards[0].rank]
            last = event.player
        elif category is EventCategory.RESET:
            count = 0
        elif category is EventCategory.SAY_GO or (
            category is EventCategory.GO and event.player == last
        ):
            seat = event.player
            assert seat is not None
            lowest[seat] = max(lowest[seat], MAX_COUNT - count + 1)
    return lowest


def _plays(mine: tuple[int, ...], room: int) -> list[tuple[int, tuple[int, ...]]]:
    """Each rank in `mine` that fits in `room`, lowest first, with the ranks left after it."""
    plays = []
    for rank in sorted(set(mine)):
        if VALUES[rank] <= room:
            held = list(mine)
            held.remove(rank)
            plays.append((rank, tuple(held)))
    return plays


class _Search:
    """One decision's expectimax; values are our side's points less the others'."""

    def __init__(self, view: View) -> None:
        self.me = view.seat
        self.players = view.players
        side = view.side
        self.sign = tuple(
            1 if (seat % 2 if view.players == 4 else seat) == side else -1
            for seat in range(view.players)
        )
        self.memo: dict[_Position, float] = {}

    def value(
        self,
        turn: int,
        pile: tuple[int, ...],
        count: int,
        mine: tuple[int, ...],
        pools: tuple[tuple[int, ...], ...],
        sizes: tuple[int, ...],
        gone: frozenset[int],
        last: int | None,
        depth: int,
    ) -> float:
        """The expected net points from here to the end of the count (or the depth limit)."""
        if depth == 0:
            return 0.0
        key: _Position = (turn, pile, mine, pools, sizes, gone, last, depth)
        found = self.memo.get(key)
        if found is not None:
            return found
        room = MAX_COUNT - count
        if turn == self.me:
            best = None
            for rank, held in _plays(mine, room):
                child = self.after_play(turn, rank, pile, count, held, pools, sizes, gone, depth)
                if best is None or child > best:
                    best = child
            if best is None:
                best = self.after_go(turn, pile, count, mine, pools, sizes, gone, last, depth)
        else:
            best = self.chance(turn, pile, count, mine, pools, sizes, gone, last, depth)
        self.memo[key] = best
        return best

    def chance(
        self,
        turn: int,
        pile: tuple[int, ...],
        count: int,
        mine: tuple[int, ...],
        pools: tuple[tuple[int, ...], ...],
        sizes: tuple[int, ...],
        gone: frozenset[int],
        last: int | None,
        depth: int,
    ) -> float:
        """Another seat's turn: average over the hands it may hold, each played to its best."""
        pool = pools[turn]
        held = sizes[turn]
        room = MAX_COUNT - count
        children = []
        for rank in _RANKS:
            if pool[rank] and VALUES[rank] <= room:
                played = tuple(
                    tuple(c - 1 if r == rank and c else c for r, c in enumerate(p)) for p in pools
                )
                left = (*sizes[:turn], held - 1, *sizes[turn + 1 :])
                child = self.after_play(turn, rank, pile, count, mine, played, left, gone, depth)
                children.append((child, rank))
        # The seat plays its best card: for an opponent the lowest value to us, for a partner
        # the highest. P(best is the j-th choice) = P(none of choices < j) - P(none <= j).
        children.sort(reverse=self.sign[turn] > 0)
        total = sum(pool)
        ways = comb(total, held)
        if not ways:
            return 0.0  # a branch our approximations make impossible: pools overlap
        expected = 0.0
        excluded = 0
        none_before = ways
        for child, rank in children:
            excluded += pool[rank]
            none_after = comb(total - excluded, held)
            expected += child * (none_before - none_after)
            none_before = none_after
        if none_before:
            # It holds nothing that fits: it says go, and we know it holds no playable rank.
            blocked = tuple(c if VALUES[r] > room else 0 for r, c in enumerate(pool))
            narrowed = (*pools[:turn], blocked, *pools[turn + 1 :])
            go = self.after_go(turn, pile, count, mine, narrowed, sizes, gone, last, depth)
            expected += go * none_before
        return expected / ways

    def after_play(
        self,
        seat: int,
        rank: int,
        pile: tuple[int, ...],
        count: int,
        mine: tuple[int, ...],
        pools: tuple[tuple[int, ...], ...],
        sizes: tuple[int, ...],
        gone: frozenset[int],
        depth: int,
    ) -> float:
        points = peg_points(pile, rank)
        count += VALUES[rank]
        net = self.sign[seat] * points
        if count == MAX_COUNT:
            return net  # 31 ends the count; no go
        if seat == self.me:
            sizes = (*sizes[: self.me], len(mine), *sizes[self.me + 1 :])
        pile = (*pile, rank)
        follow = self.next_seat(seat, sizes, gone)
        if follow is None:
            return net + self.sign[seat]  # a go (or one for last) to whoever played last
        return net + self.value(follow, pile, count, mine, pools, sizes, gone, seat, depth - 1)

    def after_go(
        self,
        seat: int,
        pile: tuple[int, ...],
        count: int,
        mine: tuple[int, ...],
        pools: tuple[tuple[int, ...], ...],
        sizes: tuple[int, ...],
        gone: frozenset[int],
        last: int | None,
        depth: int,
    ) -> float:
        gone = gone | {seat}
        follow = self.next_seat(seat, sizes, gone)
        if follow is None:
            return 0.0 if last is None else float(self.sign[last])
        return self.value(follow, pile, count, mine, pools, sizes, gone, last, depth - 1)

    def next_seat(self, after: int, sizes: tuple[int, ...], gone: frozenset[int]) -> int | None:
        """The next seat clockwise that holds cards and has not said go in this count."""
        for step in range(1, self.players + 1):
            seat = (after + step) % self.players
            if sizes[seat] and seat not in gone:
                return seat
        return None


def rank_values(view: View, depth: int) -> dict[int, float]:
    """For each rank we can play now, the expected net points of playing it."""
    search = _Search(view)
    unseen = unseen_ranks(view)
    lowest = lowest_held(view)
    pools = tuple(
        tuple(c if VALUES[r] >= lowest[seat] else 0 for r, c in enumerate(unseen))
        for seat in range(view.players)
    )
    pile = tuple(card.rank for card in view.pile)
    mine = tuple(card.rank for card in view.hand)
    sizes = view.hand_sizes
    gone = frozenset(view.gone)
    values = {}
    for rank, held in _plays(mine, MAX_COUNT - view.count):
        values[rank] = search.after_play(
            view.seat, rank, pile, view.count, held, pools, sizes, gone, depth
        )
    return values


def best_play(view: View, depth: int, choose: Callable[[list[int]], int] = min) -> Card | None:
    """The card to play by a `depth`-ply look-ahead, or None when no card fits (say go).

    A card that wins the game outright is played at once. Ranks within a hair of the best
    value are all fine; `choose` picks one of them (the tie-break).
    """
    values = rank_values(view, depth)
    if not values:
        return None
    pile = tuple(card.rank for card in view.pile)
    need = view.rules.game_to - view.scores[view.side]
    winning = [rank for rank in values if peg_points(pile, rank) >= need]
    if winning:
        rank = winning[0]
    else:
        top = max(values.values())
        rank = choose(sorted(r for r, v in values.items() if v >= top - 1e-9))
    return min(card for card in view.hand if card.rank == rank)
