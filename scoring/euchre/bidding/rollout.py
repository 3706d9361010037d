"""Playing a hand out from a bidding decision, fast, with players who see only their own seat.

This is what the grader measures every option with: the rest of the auction, the dealer's
discard, a lone defence and every card are chosen by the table player below, each from its own
cards and what has been played in public. It never reads another seat's hand (play_out passes
each decision only its own cards), so its results carry no perfect-information bias.

The table player bids on a point count (the one the lessons teach: bidding.count), discards to
shorten a suit, and plays the habits good players share: lead trump to a call (the caller's
partner with its best trump when that is the best left or it holds two), lead winners, second
hand low, third hand high but never over a partner's card that is already the best left, trump
a partner's beatable card low, win as cheaply as possible last, never trump a partner's winner,
throw off from the shortest suit. Cards are small integers (bidding.table).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import NamedTuple

from scoring.euchre.actions import (
    Action,
    DefendAlone,
    Discard,
    NameTrump,
    NextHand,
    OrderUp,
    Pass,
    Play,
)
from scoring.euchre.bidding.count import (
    ALONE_AT,
    CALL_AT,
    ORDER_AT,
    hand_count,
    round_one_count,
    round_two_count,
)
from scoring.euchre.bidding.table import (
    ACE,
    CARDS,
    INDEX,
    RANK_AS,
    SUIT_AS,
    SUIT_CARDS,
    SUIT_INDEX,
    SUITS,
    numbers_of,
)
from scoring.euchre.events import Phase
from scoring.euchre.rules import LONE_DEFENCE_EUCHRE
from scoring.euchre.view import View

DEFEND_ALONE_AT = 6.0  # the table player's count at which it defends alone (when allowed)

PASS = None


class Call(NamedTuple):
    """A bid: `trump` a suit number, or None to pass; `alone` to play without a partner."""

    trump: int | None
    alone: bool = False


# A bidding policy: (hand, seat, dealer, upcard, round, stuck) -> the call.
Bidder = Callable[[Sequence[int], int, int, int, int, bool], Call]


class Result(NamedTuple):
    """How a hand ended: the maker (None when thrown in), alone or not, the makers' tricks,
    whether a defender went alone, and each side's points."""

    maker: int | None
    trump: int | None
    alone: bool
    tricks: int
    defender_alone: bool
    points: tuple[int, int]


THROWN_IN = Result(None, None, False, 0, False, (0, 0))


def table_bid(
    hand: Sequence[int], seat: int, dealer: int, upcard: int, round: int, stuck: bool
) -> Call:
    """The table player's bid from its own cards and the public facts."""
    up_suit = upcard // 6
    if round == 1:
        count = round_one_count(hand, seat, dealer, upcard)
        if count >= ORDER_AT:
            return Call(up_suit, count >= ALONE_AT)
        return Call(PASS)
    best, count = max(
        (
            (suit, round_two_count(hand, suit, seat, dealer, upcard))
            for suit in range(4)
            if suit != up_suit
        ),
        key=lambda pair: pair[1],
    )
    if count >= CALL_AT or stuck:
        return Call(best, count >= ALONE_AT)
    return Call(PASS)


def table_discard(six: Sequence[int], trump: int) -> int:
    """The lowest plain card of the shortest plain suit, keeping aces; a trump only if all are."""
    suit_as, rank_as = SUIT_AS[trump], RANK_AS[trump]
    plain = [c for c in six if suit_as[c] != trump]
    if not plain:
        return min(six, key=rank_as.__getitem__)
    keep = [c for c in plain if rank_as[c] != ACE] or plain
    length = [0, 0, 0, 0]
    for c in plain:
        length[suit_as[c]] += 1
    return min(keep, key=lambda c: (length[suit_as[c]], rank_as[c], c))


def play_out(
    hands: Sequence[Sequence[int]],
    upcard: int,
    dealer: int,
    *,
    round: int,
    turn: int,
    call: Call,
    stick: bool = False,
    defend_alone: bool = False,
    maker_leads: bool = False,
    discard: int | None = None,
    bidder: Bidder | None = None,
) -> Result:
    """Play the hand from `turn`'s bid in `round` (everyone before it in the round passed),
    `turn` making `call`; `discard` is the dealer's if it picks the up-card up (else the table
    player's). Returns the result; `hands` is not changed."""
    held = [list(hand) for hand in hands]
    first = True
    for this_round in (1, 2):
        if this_round < round:
            continue
        seat = turn if first else (dealer + 1) % 4
        for _ in range(4):
            if first:
                bid, first = call, False
            else:
                stuck = stick and this_round == 2 and seat == dealer
                bid = (bidder or table_bid)(held[seat], seat, dealer, upcard, this_round, stuck)
            if bid.trump is not None:
                return _play_made(
                    held,
                    upcard,
                    dealer,
                    seat,
                    bid,
                    this_round,
                    defend_alone,
                    maker_leads,
                    discard,
                )
            if seat == dealer:
                break
            seat = (seat + 1) % 4
    return THROWN_IN


def _play_made(
    held: list[list[int]],
    upcard: int,
    dealer: int,
    maker: int,
    bid: Call,
    round: int,
    defend_alone: bool,
    maker_leads: bool,
    discard: int | None,
) -> Result:
    trump = bid.trump
    assert trump is not None
    out = (maker + 2) % 4 if bid.alone else -1
    if round == 1 and dealer != out:
        six = [*held[dealer], upcard]
        drop = discard if discard is not None and dealer == maker else table_discard(six, trump)
        six.remove(drop)
        held[dealer] = six
    lone_defender = -1
    if defend_alone:
        for defender in ((maker + 1) % 4, (maker + 3) % 4):
            if hand_count(held[defender], trump) >= DEFEND_ALONE_AT:
                lone_defender = defender
                break
    outs = {out, (lone_defender + 2) % 4 if lone_defender >= 0 else -1}
    tricks = _play_tricks(held, trump, maker, bid.alone, outs, dealer, maker_leads)
    makers = maker % 2
    if tricks >= 3:
        points = 4 if tricks == 5 and bid.alone else 2 if tricks == 5 else 1
        scored = (points, 0) if makers == 0 else (0, points)
    else:
        points = LONE_DEFENCE_EUCHRE if lone_defender >= 0 else 2
        scored = (0, points) if makers == 0 else (points, 0)
    return Result(maker, trump, bid.alone, tricks, lone_defender >= 0, scored)


def _play_tricks(
    held: list[list[int]],
    trump: int,
    maker: int,
    alone: bool,
    outs: set[int],
    dealer: int,
    maker_leads: bool,
) -> int:
    """Five tricks by the table player; the makers' tricks."""
    suit_as, rank_as = SUIT_AS[trump], RANK_AS[trump]
    order = [s for s in range(4) if s not in outs]
    players = len(order)
    leader = _next((maker if maker_leads else dealer), outs)
    gone = [False] * 24
    makers = maker % 2
    taken = 0
    for _ in range(5):
        trick: list[int] = []
        seats: list[int] = []
        seat = leader
        for _ in range(players):
            card = table_card(held[seat], trick, seats, seat, trump, maker, players, gone)
            held[seat].remove(card)
            gone[card] = True
            trick.append(card)
            seats.append(seat)
            seat = _next(seat, outs)
        led = suit_as[trick[0]]
        best = 0
        best_power = -1
        for i, card in enumerate(trick):
            suit = suit_as[card]
            value = 20 + rank_as[card] if suit == trump else rank_as[card] if suit == led else -1
            if value > best_power:
                best, best_power = i, value
        leader = seats[best]
        if leader % 2 == makers:
            taken += 1
    return taken


def _next(seat: int, outs: set[int]) -> int:
    seat = (seat + 1) % 4
    while seat in outs:
        seat = (seat + 1) % 4
    return seat


def table_card(
    hand: Sequence[int],
    trick: Sequence[int],
    seats: Sequence[int],
    seat: int,
    trump: int,
    maker: int,
    players: int,
    gone: Sequence[bool],
) -> int:
    """The table player's card from its own hand, the trick so far and the cards played.
    Ties are broken by card number, so the order the hand is given in does not matter."""
    suit_as, rank_as = SUIT_AS[trump], RANK_AS[trump]
    if trick:
        led = suit_as[trick[0]]
        legal = [c for c in hand if suit_as[c] == led] or list(hand)
    else:
        legal = list(hand)
    if len(legal) == 1:
        return legal[0]
    if not trick:
        return _lead(hand, seat, trump, maker, gone)

    def strength(card: int) -> int:
        suit = suit_as[card]
        return 20 + rank_as[card] if suit == trump else rank_as[card] if suit == led else -1

    best = max(range(len(trick)), key=lambda i: strength(trick[i]))
    to_beat = strength(trick[best])
    partner_winning = seats[best] % 2 == seat % 2
    winners = sorted((c for c in legal if strength(c) > to_beat), key=strength)
    last = len(trick) == players - 1
    if partner_winning:
        high = to_beat >= 20 or to_beat >= ACE or _is_boss(trick[best], hand, trump, gone)
        if last or high or not winners:
            return _throw_off(legal, trump, led)
        if suit_as[winners[0]] == trump != led:
            return winners[0]  # a low trump is enough to guard partner's card
        return winners[-1]  # third hand high over a partner's low lead
    if not winners:
        return _throw_off(legal, trump, led)
    if len(trick) == 1 and not last and suit_as[winners[0]] == led and led != trump:
        # Second hand low, unless holding the best card left in the suit.
        top = winners[-1]
        return top if _is_boss(top, hand, trump, gone) else _throw_off(legal, trump, led)
    if last or suit_as[winners[0]] == trump != led:
        return winners[0]  # win as cheaply as possible; trump in low
    return winners[-1]


def _lead(hand: Sequence[int], seat: int, trump: int, maker: int, gone: Sequence[bool]) -> int:
    suit_as, rank_as = SUIT_AS[trump], RANK_AS[trump]
    trumps = sorted((c for c in hand if suit_as[c] == trump), key=rank_as.__getitem__)
    plain = [c for c in hand if suit_as[c] != trump]
    if maker % 2 == seat % 2 and trumps and _trumps_out(hand, trump, gone):
        top = trumps[-1]
        boss = _is_boss(top, hand, trump, gone)
        if boss or len(trumps) >= 3 or (seat != maker and len(trumps) >= 2):
            return top
    bosses = [c for c in plain if _is_boss(c, hand, trump, gone)]
    if bosses:
        return max(bosses, key=lambda c: (rank_as[c], -c))
    if plain:
        length = [0, 0, 0, 0]
        for c in plain:
            length[suit_as[c]] += 1
        return min(plain, key=lambda c: (length[suit_as[c]], rank_as[c], c))
    return trumps[-1] if _is_boss(trumps[-1], hand, trump, gone) else trumps[0]


def _trumps_out(hand: Sequence[int], trump: int, gone: Sequence[bool]) -> bool:
    """Whether any trump is still held by someone else."""
    return any(not gone[c] and c not in hand for c in SUIT_CARDS[trump][trump])


def _is_boss(card: int, hand: Sequence[int], trump: int, gone: Sequence[bool]) -> bool:
    """Whether no card left in others' hands (or the kitty) beats `card` in its suit."""
    for higher in SUIT_CARDS[trump][SUIT_AS[trump][card]]:
        if higher == card:
            return True
        if not gone[higher] and higher not in hand:
            return False
    raise AssertionError("unreachable: a card is in its own suit")


def _throw_off(legal: Sequence[int], trump: int, led: int) -> int:
    """The least useful card: lowest of the suit led, else the lowest plain card of the
    shortest suit (aces last), else the lowest trump."""
    suit_as, rank_as = SUIT_AS[trump], RANK_AS[trump]
    following = [c for c in legal if suit_as[c] == led]
    if following:
        return min(following, key=rank_as.__getitem__)
    plain = [c for c in legal if suit_as[c] != trump]
    if plain:
        length = [0, 0, 0, 0]
        for c in plain:
            length[suit_as[c]] += 1
        return min(plain, key=lambda c: (rank_as[c] == ACE, length[suit_as[c]], rank_as[c], c))
    return min(legal, key=rank_as.__getitem__)


def table_action(view: View) -> Action:
    """The table player's action in a real game, from one seat's view: so it can sit at a
    table (to measure it, or to stand in for slower players in a benchmark)."""
    seat = view.seat
    if view.phase is Phase.HAND_OVER:
        return NextHand()
    hand = numbers_of(view.hand)
    upcard = INDEX[view.upcard]
    if view.phase in (Phase.ORDER, Phase.NAME):
        round_ = 1 if view.phase is Phase.ORDER else 2
        stuck = Pass(seat) not in view.legal_actions
        bid = table_bid(hand, seat, view.dealer, upcard, round_, stuck)
        if bid.trump is None:
            return Pass(seat)
        if round_ == 1:
            return OrderUp(seat, bid.alone)
        return NameTrump(seat, SUITS[bid.trump], bid.alone)
    assert view.trump is not None
    trump = SUIT_INDEX[view.trump]
    if view.phase is Phase.DISCARD:
        return Discard(seat, CARDS[table_discard(hand, trump)])
    if view.phase is Phase.DEFEND:
        defends = hand_count(hand, trump) >= DEFEND_ALONE_AT
        return DefendAlone(seat) if defends else Pass(seat)
    assert view.maker is not None
    gone = [False] * 24
    for _, card in view.played:
        gone[INDEX[card]] = True
    trick = [INDEX[card] for _, card in view.trick]
    seats = [s for s, _ in view.trick]
    players = 4 - len(view.out)
    chosen = table_card(hand, trick, seats, seat, trump, view.maker, players, gone)
    return Play(seat, CARDS[chosen])
