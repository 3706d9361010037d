"""A strong rule-based Bid Euchre player, the yardstick the computer levels are measured
against: `strong_action(state, seat)`. It plays as the better table players and commercial
bots do, by rules a person could follow, and reads only the seat's view.

Bidding counts each strain's tricks with the double deck's duplicates in mind (of two equal
cards the first played wins, so a card is a winner when nothing unseen outranks it, and both
copies of a rank let the count go on below it): trumps from the top, length past four, ruffs
from short side suits once trumps are long, side aces and a king behind both aces. Partner's
bid is information: in partner's strain partner is counted for the tricks the bid promised,
elsewhere for an average share. No-trump only with every suit stopped. It bids the lowest
number it may in its best strain when the count clears it by a cushion, and takes the contract
from partner only with two tricks more than partner bid.

Play: the bidding side leads trump (a boss trump, else a low one to draw) while the other side
may hold any; the defenders lead their bosses, then the suit partner bid, then low from a short
suit to set up a ruff; second hand low, third hand as high as it needs (the cheapest boss that
wins, else low), fourth hand the cheapest winner; never over a partner who is winning with a
boss; ruff as cheaply as wins when a trick is the opponents'; and throw the lowest card of the
shortest side suit, keeping aces. The widow and a lone bid's exchange are laid away as the
plain baseline does (scoring.bideuchre.baselines).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import cache

from scoring.bideuchre.actions import Action, Bid, Pass
from scoring.bideuchre.baselines import table_action
from scoring.bideuchre.game import GameState
from scoring.bideuchre.options import Rules
from scoring.bideuchre.strength import by_power, strains, strength_in
from scoring.bideuchre.turn import Turn, card_rule
from scoring.bideuchre.view import View
from scoring.cards import Card, Deck, Rank, Suit
from scoring.tricks.seats import partner_of, side_of
from scoring.tricks.trump import suit_of

__all__ = [
    "own_counts",
    "rule_bid",
    "stopped",
    "strain_counts",
    "strain_tricks",
    "strong_action",
    "with_partner",
]

Strain = tuple[Suit | None, bool]  # trump (None: no-trump), low

PARTNER = 2.5  # tricks of 12 an average partner takes in your strain
CUSHION = 0.5  # tricks the count must clear a bid by
OVER_PARTNER = 2  # tricks above partner's bid before taking the contract from partner
LONG = 4  # trumps beyond this many each take a trick by length
SIDE_ACE = (0.85, 0.6)  # the first and second ace of a side suit
RUFF = 0.5  # a void (or 0.25 a singleton) in a side suit, with LONG trumps or more


def strong_action(state: GameState, seat: int, rng: random.Random | None = None) -> Action:
    """The yardstick's action for `seat` (NextHand between hands); deterministic, so `rng`
    is unused (it shares the players' signature)."""
    return table_action(state, seat, _bid, _card)


# -- bidding -------------------------------------------------------------------------


def strain_tricks(hand: Sequence[Card], strain: Strain, deck: Sequence[Card]) -> float:
    """The tricks `hand` takes on its own in `strain` (without partner), by the counts above;
    `deck` is every card of the game's deck."""
    return _counted(hand, strain, _suits_of(strain, tuple(deck)))


def _counted(hand: Sequence[Card], strain: Strain, table: SuitTable) -> float:
    trump = strain[0]
    suits: dict[Suit | None, list[Card]] = {}
    for card in hand:
        suits.setdefault(suit_of(card, trump), []).append(card)
    count = 0.0
    trumps = len(suits.get(trump, ())) if trump is not None else 0
    for suit, (levels, by) in table.items():
        mine = suits.get(suit, [])
        sure = _sure(mine, levels, by)
        if trump is not None and suit == trump:
            count += sure + max(0, len(mine) - LONG) + 0.35 * max(0, min(len(mine), LONG) - sure)
        elif trump is None:
            count += sure
        else:
            aces = sum(1 for c in mine if c.rank is Rank.ACE)
            count += sum(SIDE_ACE[:aces]) if len(mine) <= 5 else 0.5 * aces
            if aces == 2 and any(c.rank is Rank.KING for c in mine) and len(mine) <= 4:
                count += 0.4
            if trumps >= LONG:
                count += RUFF if not mine else RUFF / 2 if len(mine) == 1 else 0.0
    return count


Levels = tuple[tuple[int, int], ...]  # a suit's powers, highest first, and copies of each
SuitTable = dict[Suit | None, tuple[Levels, Callable[[Card], int]]]


@cache
def _suits_of(strain: Strain, deck: tuple[Card, ...]) -> SuitTable:
    """For each suit under `strain` (the left bower in trump's), its levels and power."""
    trump, low = strain
    table: SuitTable = {}
    for suit in dict.fromkeys(suit_of(c, trump) for c in deck):
        by = by_power(trump, low, suit)
        powers = [by(c) for c in deck if suit_of(c, trump) == suit]
        levels = tuple((level, powers.count(level)) for level in sorted(set(powers), reverse=True))
        table[suit] = (levels, by)
    return table


def _sure(mine: list[Card], levels: Levels, by: Callable[[Card], int]) -> float:
    """Sure winners of one suit: from the top rank down, each copy held; the count goes on
    below a rank only when both its copies are held."""
    if not mine:
        return 0.0
    held = [by(c) for c in mine]
    sure = 0.0
    for level, in_deck in levels:
        copies = held.count(level)
        if copies == 0:
            break
        sure += copies if copies == in_deck else 0.9 * copies
        if copies < in_deck:
            break
    return sure


def stopped(hand: Sequence[Card]) -> bool:
    """Every suit has an ace, or a king with a card beside it: no-trump will not be run."""
    for suit in Suit:
        mine = [c for c in hand if c.suit is suit]
        if not any(c.rank is Rank.ACE for c in mine) and not (
            any(c.rank is Rank.KING for c in mine) and len(mine) >= 2
        ):
            return False
    return True


def _bid(view: View) -> Action:
    seat = view.seat
    partner_bid = next(
        (b for b in view.bids if isinstance(b, Bid) and b.player == partner_of(seat)), None
    )
    counts = strain_counts(view.hand, partner_bid, view.rules)
    stuck = Pass(seat) not in view.legal_actions
    bid = rule_bid(counts, seat, view.high, view.rules, stuck=stuck)
    return Pass(seat) if bid is None else bid


def strain_counts(
    hand: Sequence[Card], partner_bid: Bid | None, rules: Rules
) -> dict[Strain, float]:
    """The tricks `hand` and partner should take in each strain it would bid: its own count
    and partner's share, or in partner's strain what partner's bid promised. No-trump only
    with every suit stopped; low no-trump never (left to the players that sample it)."""
    return with_partner(own_counts(hand, rules), partner_bid, rules)


def own_counts(hand: Sequence[Card], rules: Rules) -> dict[Strain, float]:
    """strain_counts() without partner: the hand's own tricks in each strain it would bid."""
    counts: dict[Strain, float] = {}
    for strain in strains(rules.low_no_trump):
        if strain[1]:
            continue
        if strain[0] is None and not stopped(hand):
            continue
        counts[strain] = _counted(hand, strain, _deck_suits(strain, rules.cards))
    return counts


@cache
def _deck_suits(strain: Strain, deck: Deck) -> SuitTable:
    return _suits_of(strain, tuple(deck.cards()))


def with_partner(
    own: dict[Strain, float], partner_bid: Bid | None, rules: Rules
) -> dict[Strain, float]:
    """The hand's own counts (own_counts) with partner's share added, or in the strain
    partner bid, what the bid promised."""
    partner_share = PARTNER * rules.hand_size / 12
    counts = {strain: tricks + partner_share for strain, tricks in own.items()}
    if partner_bid is not None and (partner_bid.trump, partner_bid.low) in counts:
        # Partner counted an average share from you: the rest of the bid is partner's.
        strain = (partner_bid.trump, partner_bid.low)
        counts[strain] = own[strain] + max(partner_share, partner_bid.tricks - partner_share)
    return counts


def rule_bid(
    counts: dict[Strain, float], seat: int, high: Bid | None, rules: Rules, *, stuck: bool
) -> Bid | None:
    """The yardstick's bid from its counts (strain_counts) over `high`, None to pass: the
    lowest number it may in its best strain when the count clears it by CUSHION (by
    OVER_PARTNER over a partner's bid); a stuck dealer bids the lowest in its best suit."""
    if stuck:
        suit = max(Suit, key=lambda s: counts.get((s, False), 0.0))
        return Bid(seat, rules.min_bid, suit)
    if not counts or (high is not None and high.lone is not None):
        return None
    lowest = rules.min_bid if high is None else max(rules.min_bid, high.tricks + 1)
    if lowest > rules.hand_size:
        return None
    best = max(counts, key=lambda s: (counts[s], s[0] is not None))
    need = lowest + CUSHION
    if high is not None and side_of(high.player) == side_of(seat):
        need = max(need, high.tricks + OVER_PARTNER)
    return Bid(seat, lowest, best[0], best[1]) if counts[best] >= need else None


# -- play ----------------------------------------------------------------------------


@card_rule
def _card(turn: Turn) -> Card:
    view, trick, legal = turn.view, turn.trick, turn.legal
    trump, low = turn.trump, turn.low
    unseen = view.unseen_cards()
    if not trick:
        return _lead(view, legal, unseen)
    led, by, to_beat, winners = turn.led, turn.power, turn.to_beat, turn.winners
    last, partner_winning = turn.last, turn.partner_winning
    boss_now = not any(by(u) > to_beat for u in unseen)
    if partner_winning and (boss_now or last or not winners):
        return _throw(legal, trump, low, led)
    if not winners:
        return _throw(legal, trump, low, led)
    if last or partner_winning:
        return winners[0]  # fourth hand (or partner's card is not safe): as cheaply as wins
    if suit_of(winners[0], trump) != led:
        return winners[0]  # a ruff: as cheaply as wins
    bosses = [c for c in winners if not any(by(u) > by(c) for u in unseen)]
    if len(trick) == 1 and not bosses:
        return _throw(legal, trump, low, led)  # second hand low
    return bosses[0] if bosses else winners[0]


def _lead(view: View, legal: list[Card], unseen: list[Card]) -> Card:
    contract = view.contract
    assert contract is not None
    trump, low = contract.trump, contract.low
    ours = contract.side == view.seat % 2
    trumps = [c for c in legal if trump is not None and suit_of(c, trump) == trump]
    out_trumps = [c for c in unseen if trump is not None and suit_of(c, trump) == trump]
    if ours and trumps and out_trumps:
        by = by_power(trump, low, trump)
        top = max(trumps, key=by)
        if not any(by(u) > by(top) for u in out_trumps):
            return top  # the bidding side leads trump with a boss (a low one helps them)
    bosses = []
    for card in legal:
        suit = suit_of(card, trump)
        by = by_power(trump, low, suit)
        beaten = any(suit_of(u, trump) == suit and by(u) > by(card) for u in unseen)
        if suit != trump and not beaten:
            bosses.append(card)
    if bosses:
        return max(bosses, key=lambda c: strength_in(c, trump, low))
    if trumps and not out_trumps:
        return min(trumps, key=by_power(trump, low, trump))
    plain = [c for c in legal if suit_of(c, trump) != trump] or legal
    partner_suit = _partner_strain(view)
    if not ours and partner_suit is not None:
        theirs = [c for c in plain if suit_of(c, trump) == partner_suit]
        if theirs:
            return max(theirs, key=lambda c: strength_in(c, trump, low))
    length: dict[Suit | None, int] = {}
    for card in plain:
        length[suit_of(card, trump)] = length.get(suit_of(card, trump), 0) + 1
    return min(plain, key=lambda c: (length[suit_of(c, trump)], strength_in(c, trump, low)))


def _partner_strain(view: View) -> Suit | None:
    """The suit partner bid in the auction, if partner named one."""
    partner = (view.seat + 2) % 4
    for bid in view.bids:
        if isinstance(bid, Bid) and bid.player == partner and bid.trump is not None:
            return bid.trump
    return None


def _throw(legal: list[Card], trump: Suit | None, low: bool, led: Suit | None) -> Card:
    """The lowest of the suit led; else the lowest card of the shortest side suit that is not
    an ace; else the lowest trump."""
    following = [c for c in legal if suit_of(c, trump) == led]
    if following:
        return min(following, key=by_power(trump, low, led))
    plain = [c for c in legal if suit_of(c, trump) != trump]
    if plain:
        spare = [c for c in plain if c.rank is not Rank.ACE] or plain
        length = {s: sum(1 for c in plain if c.suit == s) for s in Suit}
        return min(spare, key=lambda c: (length.get(c.suit, 0), strength_in(c, trump, low)))
    return min(legal, key=lambda c: strength_in(c, trump, low))
