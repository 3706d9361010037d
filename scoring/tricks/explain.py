"""Why: a card's role under a trump (the bowers, the Benny), what each card played to a trick
does (follows, trumps in, overtrumps, throws off), and why the trick's winner takes it, in
sentences a learner can follow. Euchre and Bid Euchre narrate with these; the rules pages, the
lessons and the trick calculator show them. The hints say more of a card the seat may play
(`card_note`, `laid_away_note`, from what the seat sees: `Seen`) and of the tricks its side
takes after it (`tricks_note`).

Low no-trump is given as played (the engines turn ranks over to rank it; scoring.tricks.trump).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from scoring.cards import Card, Suit
from scoring.tricks.seats import SEATS, next_seat, partner_of, side_of
from scoring.tricks.trick import trick_winner
from scoring.tricks.trump import (
    SAME_COLOUR,
    is_benny,
    is_left_bower,
    is_right_bower,
    power,
    suit_of,
    turned_over,
)

__all__ = [
    "Seen",
    "TrickReason",
    "card_note",
    "card_role",
    "laid_away_note",
    "passing_note",
    "play_note",
    "trick_note",
    "trick_reason",
    "tricks_note",
]


def card_role(card: Card, trump: Suit | None) -> str:
    """What a card is that its printed face does not say, or "": 'the left bower, a heart
    now (not a diamond) and the second-highest trump'."""
    if is_benny(card):
        if trump is None:
            return "the Benny, a trump of its own with no trump, which takes any trick"
        return "the Benny, the highest trump"
    if trump is None:
        return ""
    if is_right_bower(card, trump):
        return "the right bower, the highest trump"
    if is_left_bower(card, trump):
        return (
            f"the left bower, a {trump.noun[:-1]} now (not a {SAME_COLOUR[trump].noun[:-1]}) "
            "and the second-highest trump"
        )
    return ""


def _ranked(card: Card, low: bool) -> Card:
    return turned_over(card) if low else card


def play_note(
    card: Card,
    seat: int,
    trick: Sequence[tuple[int, Card]],
    trump: Suit | None,
    low: bool = False,
) -> str:
    """What `seat` playing `card` to `trick` (the cards before it, (seat, card)) does, said
    after the play ("West plays J♥: ..."), or "" when it is plain (following suit or throwing
    off): the card's role, "trumps in, being out of clubs", "overtrumps East's 9♦"."""
    role = card_role(card, trump)
    if not trick:
        return role
    led_card = trick[0][1]
    led = suit_of(led_card, trump)
    suit = suit_of(card, trump)
    cards = [_ranked(c, low) for _, c in trick]
    best = trick_winner(cards, trump)
    winning_seat, winning_card = trick[best]
    ahead = power(cards[best], trump, led)
    mine = power(_ranked(card, low), trump, led)
    partner_winning = winning_seat == partner_of(seat)
    parts: list[str] = [role] if role else []
    trumping = suit == trump and led != trump
    if suit == led:
        if mine > ahead and partner_winning:
            parts.append(f"it overtakes partner {SEATS[winning_seat]}'s {winning_card.display}")
    elif trumping:
        out = "out of the Benny's suit" if led is None else f"out of {led.noun}"
        beaten = suit_of(winning_card, trump) == trump
        if not beaten:
            parts.append(f"{'played' if is_benny(card) else 'trumps in'}, being {out}")
        elif mine > ahead:
            whose = "partner " if partner_winning else ""
            parts.append(f"overtrumps {whose}{SEATS[winning_seat]}'s {winning_card.display}")
        else:
            parts.append(f"trumps, but under {SEATS[winning_seat]}'s {winning_card.display}")
    return "; ".join(parts)


def trick_note(cards: Sequence[Card], trump: Suit | None, low: bool = False) -> str:
    """Why the trick's winner takes it when that is not plain (a trump, a bower, the Benny, the
    first of two twins, low no-trump), else ""."""
    reason = trick_reason(cards, trump, low)
    card = cards[reason.winner]
    plain = (
        not low
        and not card_role(card, trump)
        and suit_of(card, trump) == suit_of(cards[0], trump)
        and "twin" not in reason.text
    )
    return "" if plain else reason.text


@dataclass(frozen=True, slots=True)
class TrickReason:
    """The winner of a trick (its index in play order) and why, in one sentence."""

    winner: int
    text: str


def trick_reason(cards: Sequence[Card], trump: Suit | None, low: bool = False) -> TrickReason:
    """Who takes a trick of `cards` (in play order) and why: the highest trump, else the
    highest (lowest, in low no-trump) card of the suit led; of two identical cards the first."""
    ranked = [_ranked(c, low) for c in cards]
    winner = trick_winner(ranked, trump)
    card = cards[winner]
    led = suit_of(cards[0], trump)
    suit = suit_of(card, trump)
    twin = any(
        i < winner and c.rank == card.rank and c.suit == card.suit for i, c in enumerate(cards)
    )
    later_twin = any(
        i > winner and c.rank == card.rank and c.suit == card.suit for i, c in enumerate(cards)
    )
    role = card_role(card, trump)
    if is_benny(card):
        why = f"{card.display} takes it: it is {role.removeprefix('the Benny, ')}"
    elif role:
        why = f"{card.display} takes it: it is {role}"
    elif suit == trump and led is not None:
        trumps = [c for c in cards if suit_of(c, trump) == trump]
        if len(trumps) == 1 and led != trump:
            why = f"{card.display} takes it, the only trump on a {led.noun[:-1]} lead"
        else:
            why = f"{card.display} takes it, the highest trump played"
    else:
        word = "lowest" if low else "highest"
        noun = led.noun[:-1] if led is not None else "card"
        why = f"{card.display} takes it: {noun}s were led and it is the {word} {noun}" + (
            ", and no trump was played" if trump is not None else ""
        )
        if low:
            why += " (in low no-trump the lowest card of the suit led wins)"
    assert not twin  # the first of two identical cards wins, so the winner is never second
    if later_twin:
        why += "; its twin came later, and of two identical cards the first played wins"
    return TrickReason(winner, why)


@dataclass(frozen=True, slots=True)
class Seen:
    """What a seat sees as it plays: its hand, the trick so far ((seat, card) in play order),
    trump (None: no-trump, `low` for low no-trump), the cards played this hand, the cards
    another seat may still play, the side that made trump, the seat sitting out (a lone
    hand's partner) and the suits each seat has shown void in."""

    seat: int
    hand: tuple[Card, ...]
    trick: tuple[tuple[int, Card], ...]
    trump: Suit | None
    outstanding: frozenset[Card]
    makers: int
    played: frozenset[Card] = frozenset()
    out: frozenset[int] = frozenset()
    voids: tuple[frozenset[Suit | None], ...] = ()
    low: bool = False


def card_note(seen: Seen, card: Card) -> str:
    """What `seen.seat` playing `card` now does at the table, in a clause or two, from what it
    sees: "leads the ace of clubs, the highest club left: a likely trick before anyone is
    void", "follows low: partner's K♠ is winning", "overtrumps West's 10♦"."""
    trump = seen.trump
    if not seen.trick:
        note = _lead(seen, card)
    else:
        led = suit_of(seen.trick[0][1], trump)
        suit = suit_of(card, trump)
        if suit == led:
            note = _follow(seen, card, led)
        elif suit == trump:
            note = _trumping(seen, card, led)
        else:
            note = _throw(seen, card, led)
    if trump is not None and is_left_bower(card, trump) and "left bower" not in note:
        note += f"; {card.display} is the left bower, a {trump.noun[:-1]} now"
    return note


def laid_away_note(seen: Seen, card: Card) -> str:
    """What laying `card` away (the Euchre dealer's discard, Bid Euchre's widow card) gives up
    or makes: "it leaves you void in hearts, ready to trump them"."""
    trump = seen.trump
    suit = suit_of(card, trump)
    rest = _rest(seen, card)
    if is_benny(card):
        return "it gives up the Benny"
    assert suit is not None
    same = [c for c in rest if suit_of(c, trump) == suit]
    if suit == trump:
        return "it gives up a trump" if same else "it gives up your only trump"
    if not same:
        ruff = trump is not None and any(suit_of(c, trump) == trump for c in rest)
        return f"it leaves you void in {suit.noun}" + (", ready to trump them" if ruff else "")
    if _top(seen, card, suit).startswith("the"):
        return f"it gives up {_top(seen, card, suit)}"
    mine = _strength(seen, card, suit)
    keep = max(same, key=lambda c: _strength(seen, c, suit))
    if all(_strength(seen, c, suit) >= mine for c in same):
        return f"the {_weak(seen)}est of your {suit.noun}, keeping {keep.display}"
    return f"it shortens your {suit.noun} to {_number(len(same))}, keeping {keep.display}"


def passing_note(seen: Seen, cards: Sequence[Card], *, lone: bool) -> str:
    """What passing `cards` in a lone bid's exchange does: the lone bidder's "gives up a
    trump, leaves you void in clubs"; its partner's "passes two trumps"."""
    trump = seen.trump
    rest = list(seen.hand)
    for card in cards:
        rest.remove(card)
    trumps = sum(1 for c in cards if suit_of(c, trump) == trump)
    tops = [c for c in cards if suit_of(c, trump) != trump and not _beaters(seen, c)]
    tops = list({(c.rank, c.suit): c for c in tops}.values())
    count = "a trump" if trumps == 1 else f"{_number(trumps)} trumps"
    said = [count] if trumps else []
    said += [f"the {_top_word(seen)} {_suit_noun(c, trump)} left" for c in tops]
    if not lone:
        return f"passes {' and '.join(said)}" if said else "passes no trump and no top card"
    suits = {suit_of(c, trump) for c in cards} - {trump}
    void = [s for s in Suit if s in suits and not any(suit_of(c, trump) == s for c in rest)]
    clauses = [f"gives up {' and '.join(said)}"] if said else ["keeps every trump and top card"]
    if void:
        clauses.append(f"leaves you void in {' and '.join(s.noun for s in void)}")
    return ", ".join(clauses)


def tricks_note(tricks: Sequence[int], hand_size: int, need: int, goal: str) -> str:
    """What the tricks a side takes, deal by deal, come to: "your side takes 3.4 of the 5
    tricks on average after it, a euchre on 30% of the deals" (`goal`: `need` tricks or more);
    "" for no deals."""
    if not tricks:
        return ""
    average = math.fsum(tricks) / len(tricks)
    reached = sum(1 for n in tricks if n >= need) / len(tricks)
    return (
        f"your side takes {average:.1f} of the {hand_size} tricks on average after it, "
        f"{goal} on {reached:.0%} of the deals"
    )


def _lead(seen: Seen, card: Card) -> str:
    trump = seen.trump
    suit = suit_of(card, trump)
    if suit is None:  # the Benny, with no trump
        return "leads the Benny, which no one can follow: a sure trick"
    top = _top(seen, card, suit)
    if suit == trump:
        drawn = "the defenders'" if side_of(seen.seat) == seen.makers else "the makers'"
        if top:
            return f"leads {_name(card, trump)}, {top}, drawing {drawn} trumps"
        return f"leads trump, drawing {drawn} trumps"
    noun = suit.noun
    if top:
        said = f"leads {_name(card, trump)}, {top}"
        shown = _shown_out(seen, _later(seen), suit)
        if trump is None:
            benny = any(is_benny(c) for c in seen.outstanding)
            return said + (": a likely trick" if benny else ": a sure trick")
        if shown:
            return said + f", though {shown} has shown out of {noun}"
        fresh = not any(suit_of(c, trump) == suit for c in seen.played)
        return said + (": a likely trick before anyone is void" if fresh else ": a likely trick")
    mine = [c for c in seen.hand if suit_of(c, trump) == suit]
    if len(mine) == 1 and trump is not None and any(suit_of(c, trump) == trump for c in seen.hand):
        return f"leads the lone {card.display}, to be void in {noun} and trump them later"
    strength = _strength(seen, card, suit)
    toward = "" if partner_of(seen.seat) in seen.out else " toward partner"
    if all(_strength(seen, c, suit) >= strength for c in mine):
        keep = _other(mine, card, lambda c: -_strength(seen, c, suit))
        if keep is None:
            return f"leads the lone {card.display}{toward}"
        return f"leads {_weak(seen)}{toward}, keeping {keep.display}"
    highest = _beaters(seen, card, suit)[0]
    return f"leads {card.display}, with {highest.display} still out"


def _follow(seen: Seen, card: Card, led: Suit | None) -> str:
    trump = seen.trump
    assert led is not None  # the Benny led with no trump: no card follows it
    noun = "trump" if led == trump else led.noun[:-1]
    seat, winning, ahead = _winning(seen)
    mine = [c for c in seen.hand if suit_of(c, trump) == led]
    strength = _strength(seen, card, led)
    partner_winning = seat == partner_of(seen.seat)
    whose = _whose(seen, seat, winning, led != trump)
    if strength > ahead:
        if partner_winning:
            return f"overtakes {whose}"
        later = _later(seen)
        if not later:
            return _last_wins(seen, card, mine, whose)
        top = _top(seen, card, led)
        shown = "" if trump in (None, led) else _shown_out(seen, later, led)
        benny = trump is None and any(is_benny(c) for c in seen.outstanding)
        if top and not shown and (led == trump or (trump is None and not benny)):
            return f"takes the trick: {top}"
        higher = [c for c in mine if _strength(seen, c, led) > strength]
        if top:
            said = f"wins the trick for now, {top}"
        elif higher:
            keep = max(higher, key=lambda c: _strength(seen, c, led))
            said = f"wins the trick for now, keeping {keep.display}"
        else:
            said = f"wins the trick for now (the {_top_word(seen)} {noun} played)"
        return said + (f", though {shown} has shown out of {led.noun}" if shown else "")
    weakest = all(_strength(seen, c, led) >= strength for c in mine)
    if partner_winning:
        if len(mine) == 1:
            return f"follows with your only {noun}: {whose} is winning"
        if weakest:
            return f"follows {_weak(seen)}: {whose} is winning"
        return f"follows under {whose}, which is winning"
    better = [c for c in mine if _strength(seen, c, led) > ahead]
    if better:
        ace = max(better, key=lambda c: _strength(seen, c, led))
        return f"ducks {whose}, keeping {ace.display}"
    if len(mine) == 1:
        return f"cannot beat {whose}: follows with your only {noun}"
    if weakest:
        high = _other(mine, card, lambda c: -_strength(seen, c, led))
        keeping = f", keeping {high.display}" if high is not None else ""
        return f"cannot beat {whose}: follows {_weak(seen)}{keeping}"
    low = _other(mine, card, lambda c: _strength(seen, c, led))
    assert low is not None
    return f"cannot beat {whose}: plays {card.display}, keeping {low.display}"


def _last_wins(seen: Seen, card: Card, mine: Sequence[Card], whose: str) -> str:
    """Winning the trick last to play: cheaply, or with more than it needs."""
    led = suit_of(seen.trick[0][1], seen.trump)
    ahead = _winning(seen)[2]
    winners = [c for c in mine if _strength(seen, c, led) > ahead]
    cheapest = min(winners, key=lambda c: _strength(seen, c, led))
    strength = _strength(seen, card, led)
    if _strength(seen, cheapest, led) < strength:
        return f"wins the trick over {whose}, though {cheapest.display} would too"
    keep = _other(winners, card, lambda c: -_strength(seen, c, led))
    if keep is None:
        return f"wins the trick over {whose}"
    return f"wins the trick cheaply, keeping {keep.display}"


def _trumping(seen: Seen, card: Card, led: Suit | None) -> str:
    trump = seen.trump
    out = "out of the Benny's suit" if led is None else f"out of {led.noun}"
    if trump is None:  # the Benny, with no trump
        return f"plays the Benny, being {out}: it takes the trick"
    seat, winning, ahead = _winning(seen)
    whose = _whose(seen, seat, winning)
    if suit_of(winning, trump) != trump:
        if seat == partner_of(seen.seat):
            return f"trumps {whose}, being {out}"
        return f"trumps in, being {out}"
    if _strength(seen, card, led) > ahead:
        return f"overtrumps {whose}"
    return f"trumps, but under {whose}"


def _throw(seen: Seen, card: Card, led: Suit | None) -> str:
    trump = seen.trump
    shown = card.display
    if led is None:
        return f"cannot follow the Benny: throws off {shown}"
    suit = suit_of(card, trump)
    assert suit is not None
    rest = _rest(seen, card)
    trumps = [c for c in rest if trump is not None and suit_of(c, trump) == trump]
    lone = bool(rest) and not any(suit_of(c, trump) == suit for c in rest)
    seat, winning, ahead = _winning(seen)
    whose = _whose(seen, seat, winning, True)
    partner_winning = seat == partner_of(seen.seat)
    trumped = trump is not None and suit_of(winning, trump) == trump
    weaker = all(_strength(seen, c, led) < ahead for c in trumps)
    if trumps and trumped and not partner_winning and weaker:
        return f"cannot overtrump {_whose(seen, seat, winning)}: throws off {shown}"
    if lone and trumps:
        return f"throws off the lone {shown}, leaving you void in {suit.noun} to trump later"
    if partner_winning:
        return f"throws off {shown}: {whose} is winning"
    if not lone and _top(seen, card, suit).startswith("the"):
        return f"throws off {shown}, giving up {_top(seen, card, suit)}"
    if trumps:
        return f"throws off {shown}, saving {_saved(trumps, seen)}"
    if lone:
        return f"throws off the lone {shown}, leaving you void in {suit.noun}"
    none = f"no {led.noun[:-1]}" + (" and no trump" if trump is not None else "")
    return f"throws off {shown}, having {none} to play"


def _strength(seen: Seen, card: Card, suit: Suit | None) -> int:
    """How strongly `card` bids for a trick in `suit` (low no-trump's ranks turned over)."""
    return power(_ranked(card, seen.low), seen.trump, suit)


def _beaters(seen: Seen, card: Card, suit: Suit | None = None) -> list[Card]:
    """The cards of `suit` (by default the card's own) another seat may still play that beat
    `card`, strongest first."""
    if suit is None:
        suit = suit_of(card, seen.trump)
    mine = _strength(seen, card, suit)
    found = [
        c
        for c in seen.outstanding
        if suit_of(c, seen.trump) == suit and _strength(seen, c, suit) > mine
    ]
    return sorted(found, key=lambda c: (-_strength(seen, c, suit), c.copy))


def _top(seen: Seen, card: Card, suit: Suit) -> str:
    """'the highest club left' when no card not yet played beats `card` in `suit`, 'higher
    than any club out' when only the seat's own do, else ""."""
    if _beaters(seen, card, suit):
        return ""
    noun = "trump" if suit == seen.trump else suit.noun[:-1]
    mine = _strength(seen, card, suit)
    if any(suit_of(c, seen.trump) == suit and _strength(seen, c, suit) > mine for c in seen.hand):
        return f"{'lower' if seen.low else 'higher'} than any {noun} out"
    return f"the {_top_word(seen)} {noun} left"


def _winning(seen: Seen) -> tuple[int, Card, int]:
    """The seat winning the trick so far, its card, and that card's power in the suit led."""
    trick = seen.trick
    cards = [_ranked(c, seen.low) for _, c in trick]
    best = trick_winner(cards, seen.trump)
    seat, card = trick[best]
    return seat, card, power(cards[best], seen.trump, suit_of(trick[0][1], seen.trump))


def _later(seen: Seen) -> list[int]:
    """The seats still to play to the trick after the seat."""
    leader = seen.trick[0][0] if seen.trick else seen.seat
    seats = []
    seat = next_seat(seen.seat, seen.out)
    while seat != leader:
        seats.append(seat)
        seat = next_seat(seat, seen.out)
    return seats


def _shown_out(seen: Seen, seats: Sequence[int], suit: Suit) -> str:
    """The first of `seats` on the other side that has shown void in `suit`, or ""."""
    for seat in seats:
        theirs = side_of(seat) != side_of(seen.seat)
        if theirs and seat < len(seen.voids) and suit in seen.voids[seat]:
            return SEATS[seat]
    return ""


def _rest(seen: Seen, card: Card) -> list[Card]:
    """The hand without `card` (one copy of it)."""
    rest = list(seen.hand)
    if card in rest:
        rest.remove(card)
    return rest


def _other(cards: Sequence[Card], card: Card, key: Callable[[Card], int]) -> Card | None:
    """The first by `key` of `cards` that is not `card` nor its twin, or None."""
    others = [c for c in cards if (c.rank, c.suit) != (card.rank, card.suit)]
    return min(others, key=key) if others else None


def _whose(seen: Seen, seat: int, card: Card, say_trump: bool = False) -> str:
    """'partner's K♠', 'West's right bower'; 'East's 9♦ (a trump)' with `say_trump`."""
    owner = "partner" if seat == partner_of(seen.seat) else SEATS[seat]
    trump = seen.trump
    if card_role(card, trump):
        return f"{owner}'s {_name(card, trump).removeprefix('the ')}"
    trumped = say_trump and trump is not None and suit_of(card, trump) == trump
    return f"{owner}'s {card.display}" + (" (a trump)" if trumped else "")


def _name(card: Card, trump: Suit | None) -> str:
    """'the right bower', 'the Benny', 'the ace of clubs'."""
    if is_benny(card):
        return "the Benny"
    if trump is not None and is_right_bower(card, trump):
        return "the right bower"
    if trump is not None and is_left_bower(card, trump):
        return "the left bower"
    return f"the {card.name}"


def _saved(trumps: Sequence[Card], seen: Seen) -> str:
    """The trumps kept by throwing off instead of trumping: 'the right bower', 'your trumps'."""
    best = max(trumps, key=lambda c: _strength(seen, c, seen.trump))
    if card_role(best, seen.trump):
        return _name(best, seen.trump)
    return "your trumps" if len(trumps) > 1 else "your trump"


def _suit_noun(card: Card, trump: Suit | None) -> str:
    suit = suit_of(card, trump)
    return "card" if suit is None else suit.noun[:-1]


_NUMBERS = (
    *("no", "one", "two", "three", "four", "five", "six"),
    *("seven", "eight", "nine", "ten", "eleven", "twelve"),
)


def _number(n: int) -> str:
    return _NUMBERS[n] if n < len(_NUMBERS) else str(n)


def _top_word(seen: Seen) -> str:
    return "lowest" if seen.low else "highest"


def _weak(seen: Seen) -> str:
    """The rank a weak card has: low, or in low no-trump high."""
    return "high" if seen.low else "low"
