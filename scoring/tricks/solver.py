"""Double-dummy solver: how many tricks a side takes when every hand is visible and all play best.

Any deck and hand size: the cards are encoded as bits of a mask (see layout.py), from the deck
given or else from the cards in play; a double deck's two identical cards are two bits that
play alike, the first played winning. The search asks yes/no questions, "can North-South take
at least `need` of the remaining tricks?", narrowing the answer MTD(f)-style. Each question is
an alpha-beta search over single card plays, cut short by:

- a transposition table: at each trick boundary the position is just (cards still live, leader),
  and it stores the bounds proved so far on North-South's tricks from there;
- equivalent cards: two cards of one hand with no other live card of their rank or between them
  in their suit play the same way, so only one of them is tried;
- quick tricks: top trumps (and, once trump is drawn, top plain cards) are certain winners,
  which bound the answer before any search.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from scoring.cards import Card, Suit, check_distinct
from scoring.engine import ExplainedError
from scoring.tricks.following import legal_plays
from scoring.tricks.layout import Layout, layout
from scoring.tricks.seats import PLAYERS, play_order, side_of

Hands = Sequence[Sequence[Card]]


class SolverError(ExplainedError):
    """A position the solver cannot be asked about."""


def double_dummy(
    hands: Hands, trump: Suit | None, leader: int, deck: frozenset[Card] | None = None
) -> int:
    """Tricks the leader's partnership takes with best play by everyone, every hand seen.

    `hands` are the four seats clockwise (an empty list for a partner sitting out); seats 0 and
    2 are partners against 1 and 3. `leader` leads the first trick, each winner the next.
    `deck` (every card the hands may hold) fixes the bit layout; by default it is the cards
    held, which keeps the masks small in an ending."""
    _check(hands, trump, leader)
    code = layout(deck if deck is not None else _cards_held(hands), trump)
    masks = _masks(code, hands)
    tricks = len(hands[leader])
    north_south = _north_south_tricks(masks, leader, code)
    return north_south if side_of(leader) == 0 else tricks - north_south


def card_values(
    hands: Hands,
    trump: Suit | None,
    seat: int,
    trick: Sequence[tuple[int, Card]] = (),
    deck: frozenset[Card] | None = None,
) -> dict[Card, int]:
    """For each card `seat` may play now, the tricks its partnership takes from here (the trick
    in progress included) with best play by everyone after it, every hand seen.

    `hands` are what the seats hold now; `trick` is the trick in progress as (seat, card) in
    play order, and `seat` plays next (it leads when `trick` is empty)."""
    _check_trick(hands, seat, trick)
    played = {who: card for who, card in trick}
    whole = [[*hand, played[s]] if s in played else list(hand) for s, hand in enumerate(hands)]
    leader = trick[0][0] if trick else seat
    _check(whole, trump, leader)
    code = layout(deck if deck is not None else _cards_held(whole), trump)
    masks = _masks(code, whole)
    search = _searcher(masks, code)
    order = search.orders[leader]
    position = len(trick)
    if order[position] != seat:
        raise SolverError(f"seat {order[position]} plays next in this trick, not seat {seat}")
    top = code.top
    live = 0
    for mask in masks:
        live |= mask
    led, best, best_seat, on_table = 0, -1, leader, 0
    for who, card in trick:
        bit = code.bit_of[card]
        if not led:
            led = code.suit_mask[bit]
        if bit > best and (led | code.trump_mask) >> bit & 1:
            best, best_seat = top[bit], who
        on_table |= 1 << bit
    left = len(whole[leader])
    values: dict[Card, int] = {}
    for card in legal_plays(hands[seat], trick[0][1] if trick else None, trump):
        bit = code.bit_of[card]
        if not led:
            new_led, new_best, new_seat = code.suit_mask[bit], top[bit], seat
        elif bit > best and (led | code.trump_mask) >> bit & 1:
            new_led, new_best, new_seat = led, top[bit], seat
        else:
            new_led, new_best, new_seat = led, best, best_seat
        now_played = on_table | 1 << bit
        last = position == len(order) - 1
        won = 1 if last and side_of(new_seat) == 0 else 0
        low, high = 0, left
        while low < high:
            need = (low + high + 1) // 2
            if last:
                yes = search.at_trick_start(live & ~now_played, new_seat, need - won)
            else:
                yes = search.play(
                    position + 1, order, live, need, new_led, new_best, new_seat, now_played
                )
            low, high = (need, high) if yes else (low, need - 1)
        values[card] = low if side_of(seat) == 0 else left - low
    return values


def _cards_held(hands: Hands) -> frozenset[Card]:
    return frozenset(card for hand in hands for card in hand)


def _masks(code: Layout, hands: Hands) -> tuple[int, ...]:
    try:
        return tuple(code.mask(hand) for hand in hands)
    except KeyError as missing:
        raise SolverError(f"{missing.args[0]} is not in the deck being played") from None


def _check_trick(hands: Hands, seat: int, trick: Sequence[tuple[int, Card]]) -> None:
    if not isinstance(seat, int) or not 0 <= seat < PLAYERS or len(hands) != PLAYERS:
        raise SolverError(f"give four hands and a seat from 0 to 3 to play; got seat {seat!r}")
    seats = [who for who, _ in trick]
    if len(set(seats)) != len(seats) or seat in seats:
        raise SolverError("each seat plays one card to a trick")
    if not hands[seat]:
        raise SolverError(f"seat {seat} holds no cards, so it cannot play")


def _check(hands: Hands, trump: Suit | None, leader: int) -> None:
    if len(hands) != PLAYERS:
        raise SolverError(
            f"give four hands, one per seat (an empty one for a lone hand's partner); "
            f"got {len(hands)}"
        )
    if trump is not None and not isinstance(trump, Suit):
        raise SolverError(f"trump must be a suit or None, not {trump!r}")
    if not isinstance(leader, int) or not 0 <= leader < PLAYERS:
        raise SolverError(f"the leader is a seat from 0 to 3, not {leader!r}")
    cards = [card for hand in hands for card in hand]
    for card in cards:
        if not isinstance(card, Card):
            raise SolverError(f"{card!r} is not a card")
    check_distinct(cards)
    sizes = {len(hand) for hand in hands if hand}
    if len(sizes) > 1:
        shown = ", ".join(str(len(hand)) for hand in hands)
        raise SolverError(f"every hand still playing must hold as many cards; these hold {shown}")
    if not hands[leader]:
        raise SolverError(f"seat {leader} holds no cards, so it cannot lead")


def _north_south_tricks(hands: tuple[int, ...], leader: int, code: Layout) -> int:
    """Tricks seats 0 and 2 take from here, found by a short series of yes/no searches."""
    search = _searcher(hands, code).at_trick_start
    live = 0
    for hand in hands:
        live |= hand
    low, high = 0, hands[leader].bit_count()
    # MTD(f): test the bound next to what was just learned; the table keeps what each test proved.
    guess = (low + high + 1) // 2
    while low < high:
        guess = min(max(guess, low + 1), high)
        if search(live, leader, guess):
            low = guess
            guess += 1
        else:
            high = guess - 1
    return low


class _Search(NamedTuple):
    at_trick_start: Callable[[int, int, int], bool]
    play: Callable[..., bool]
    orders: dict[int, tuple[int, ...]]


def _searcher(hands: tuple[int, ...], code: Layout) -> _Search:
    """A boolean search over one deal, closing over its tables for speed."""
    suit_mask = code.suit_mask
    trump_mask = code.trump_mask
    plain_masks = code.plain_masks
    top = code.top
    bottom = code.bottom
    second_copies = code.second_copies
    width = code.size  # bits in a mask of cards: the leader or a legal mask goes above them
    out = [seat for seat in range(PLAYERS) if not hands[seat]]
    # Play order for each leader: clockwise from them, skipping a partner who sits out.
    orders = {leader: play_order(leader, out) for leader in range(PLAYERS) if hands[leader]}
    last_position = PLAYERS - len(out) - 1
    bounds: dict[int, tuple[int, int]] = {}  # (live, leader) -> North-South tricks (low, high)
    distinct: dict[int, list[int]] = {}

    def distinct_moves(legal: int, live: int) -> list[int]:
        """One card (the highest) of each run of touching cards in `legal`, highest first.

        Cards touch when no other live card lies between them in their suit or is identical
        to either; live counts the cards already on the table this trick, which still split a
        run until the trick is gathered."""
        key = legal | live << width
        moves = distinct.get(key)
        if moves is None:
            moves = []
            others = live & ~legal
            above = -1
            rest = legal
            while rest:
                bit = rest.bit_length() - 1
                rest ^= 1 << bit
                touching = (
                    above >= 0
                    and suit_mask[bit] == suit_mask[above]
                    and not others & ((2 << top[above]) - (1 << bottom[bit]))
                )
                if not touching:
                    moves.append(bit)
                above = bit
            distinct[key] = moves
        return moves

    def quick_bounds(live: int, leader: int, left: int) -> tuple[int, int]:
        """Bounds on North-South's tricks from certain winners, before searching."""
        trumps = live & trump_mask
        leader_trumps = hands[leader] & trumps
        others = trumps & ~leader_trumps
        # The leader cashes the trumps above every other trump; each wins and keeps the lead
        # (a copy of the best other trump too, being played first, but it is not counted).
        if others:
            cashed = (leader_trumps >> others.bit_length()).bit_count()
        else:
            cashed = leader_trumps.bit_count()
        longest_other = max((hands[seat] & trumps).bit_count() for seat in orders[leader][1:])
        if longest_other <= cashed:
            # That draws every other trump, so all the leader's trumps win and no plain card can
            # be ruffed: the leader's plain cards above every other live card of their suit win.
            sure = leader_trumps.bit_count()
            for plain in plain_masks:
                mine = hands[leader] & live & plain
                if mine:
                    theirs = live & plain & ~mine
                    sure += (
                        (mine >> theirs.bit_length()).bit_count() if theirs else mine.bit_count()
                    )
        else:
            sure = cashed
        low, high = (sure, left) if leader % 2 == 0 else (0, left - sure)
        if others and not cashed:
            # Whoever holds the top trumps wins one trick with each of them, whenever played
            # (those above any copy of another hand's trumps: a copy played first would win).
            best = trumps.bit_length() - 1
            holder = next(seat for seat in orders[leader] if hands[seat] >> best & 1)
            held = hands[holder] & trumps
            rest = trumps & ~held
            if rest:
                held >>= top[rest.bit_length() - 1] + 1
            count = held.bit_count()
            if holder % 2 == 0:
                low = max(low, count)
            else:
                high = min(high, left - count)
        return low, high

    def at_trick_start(live: int, leader: int, need: int) -> bool:
        """Can North-South take at least `need` of the tricks left, `leader` to lead?"""
        if need <= 0:
            return True
        left = (hands[leader] & live).bit_count()
        if need > left:
            return False
        if left == 1:
            # The last trick plays itself.
            order = orders[leader]
            led = hands[leader] & live
            winning = suit_mask[led.bit_length() - 1] | trump_mask
            best, winner = -1, leader
            for seat in order:
                card = hands[seat] & live
                if card & winning and card > best:
                    # Counting the card's second copy as played too: it cannot take the trick.
                    best, winner = card | (card << 1 & second_copies), seat
            return winner % 2 == 0
        key = live | leader << width
        known = bounds.get(key)
        if known is None:
            known = quick_bounds(live, leader, left)
        low, high = known
        if low >= need:
            return True
        if high < need:
            return False
        result = play(0, orders[leader], live, need, 0, -1, leader, 0)
        bounds[key] = (need, high) if result else (low, need - 1)
        return result

    def play(
        position: int,
        order: tuple[int, ...],
        live: int,
        need: int,
        led: int,
        best: int,
        best_seat: int,
        played: int,
    ) -> bool:
        """One card of the current trick; `led` is the mask of the suit led, `best` the top bit
        of the card winning so far (played by `best_seat`), `played` the cards on the table."""
        seat = order[position]
        mine = hands[seat] & live
        winning = led | trump_mask  # the cards able to take the trick
        if position == 0:
            moves = distinct_moves(mine, live)
        else:
            moves = distinct_moves(mine & led or mine, live)
            if best_seat % 2 == seat % 2:
                # Partner is winning: try the cheap cards first.
                moves = moves[::-1]
            else:
                # Try the cheapest card that takes the lead, then the cheapest that does not.
                beaters = [bit for bit in moves if bit > best and winning >> bit & 1]
                losers = [bit for bit in moves if not (bit > best and winning >> bit & 1)]
                moves = beaters[::-1] + losers[::-1]
        north_south = seat % 2 == 0
        for bit in moves:
            if position == 0:
                new_led, new_best, new_seat = suit_mask[bit], top[bit], seat
            else:
                new_led = led
                if bit > best and winning >> bit & 1:
                    new_best, new_seat = top[bit], seat
                else:
                    new_best, new_seat = best, best_seat
            now_played = played | 1 << bit
            if position == last_position:
                won = 1 if new_seat % 2 == 0 else 0
                result = at_trick_start(live & ~now_played, new_seat, need - won)
            else:
                result = play(
                    position + 1, order, live, need, new_led, new_best, new_seat, now_played
                )
            if result == north_south:
                return result
        return not north_south

    return _Search(at_trick_start, play, orders)
