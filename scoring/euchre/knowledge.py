"""What one seat may know in a Euchre hand, and deals of the unseen cards consistent with it.

`View.of(state, seat)` reads only what that seat sees: its own hand, the upcard and whether the
dealer picked it up, the bids, the cards played, voids shown by failing to follow suit, and (for
the dealer) its own discard. `sample_world` deals the cards the seat cannot see to the other
hands and the kitty at random, respecting those facts; it never reads another seat's cards.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from scoring.cards import Card, Suit, euchre_deck
from scoring.euchre.events import Phase
from scoring.euchre.game import GameState
from scoring.euchre.rules import suit_of

__all__ = ["View", "sample_world"]

HAND_SIZE = 5


@dataclass(frozen=True, slots=True)
class View:
    """One seat's knowledge of the hand in progress."""

    seat: int
    phase: Phase
    dealer: int
    upcard: Card
    hand: tuple[Card, ...]
    trump: Suit | None
    maker: int | None
    alone: bool
    out: frozenset[int]
    played: tuple[tuple[int, Card], ...]
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[int, int]
    passes: int
    dealer_holds_upcard: bool  # the dealer picked the upcard up (assumed kept until played)
    known_kitty: tuple[Card, ...]  # kitty cards this seat knows: a turned-down upcard, own discard
    voids: tuple[frozenset[Suit], ...]

    @classmethod
    def of(cls, state: GameState, seat: int) -> View:
        picked = (
            state.trump is not None
            and state.trump == state.upcard.suit
            and state.dealer not in state.out
            and _ordered_up(state)
        )
        known: list[Card] = []
        if not picked:
            known.append(state.upcard)
        elif seat == state.dealer and state.phase is not Phase.DISCARD:
            known.append(state.kitty[-1])  # the dealer's own discard
        voids: list[set[Suit]] = [set(), set(), set(), set()]
        per_trick = 4 - len(state.out)
        for start in range(0, len(state.played), per_trick):
            trick = state.played[start : start + per_trick]
            led = suit_of(trick[0][1], state.trump)
            for who, card in trick[1:]:
                if suit_of(card, state.trump) != led:
                    voids[who].add(led)
        return cls(
            seat=seat,
            phase=state.phase,
            dealer=state.dealer,
            upcard=state.upcard,
            hand=tuple(state.hands[seat]),
            trump=state.trump,
            maker=state.maker,
            alone=state.alone,
            out=state.out,
            played=state.played,
            trick=state.current_trick,
            tricks=state.tricks,
            passes=state.passes,
            dealer_holds_upcard=picked,
            known_kitty=tuple(known),
            voids=tuple(frozenset(v) for v in voids),
        )

    def hand_sizes(self) -> list[int]:
        """Cards each seat holds now (the dealer holds six while discarding)."""
        sizes = []
        for s in range(4):
            if s in self.out:
                sizes.append(0)
                continue
            n = HAND_SIZE - sum(1 for who, _ in self.played if who == s)
            if s == self.dealer and self.phase is Phase.DISCARD:
                n += 1
            sizes.append(n)
        return sizes


def _ordered_up(state: GameState) -> bool:
    """Trump was made in round one (ordered up), from the public bidding record."""
    for action in reversed(state.actions):
        kind = type(action).__name__
        if kind == "OrderUp":
            return True
        if kind in ("NameTrump", "NextHand"):
            return False
    return False


def sample_world(view: View, rng: random.Random, tries: int = 50) -> list[list[Card]]:
    """Four hands (the seat's own as it is) dealing the unseen cards consistently with `view`.

    Only public facts and the seat's own cards are used, so with the same rng the sample does
    not depend on where the hidden cards really are."""
    seen = set(view.hand) | {c for _, c in view.played} | set(view.known_kitty)
    sizes = view.hand_sizes()
    fixed: list[list[Card]] = [[], [], [], []]
    fixed[view.seat] = list(view.hand)
    if view.dealer_holds_upcard and view.seat != view.dealer and view.upcard not in seen:
        fixed[view.dealer].append(view.upcard)
        seen.add(view.upcard)
    unseen = [c for c in euchre_deck() if c not in seen]
    need = [0 if s == view.seat else sizes[s] - len(fixed[s]) for s in range(4)]
    kitty_room = len(unseen) - sum(need)
    for attempt in range(tries + 1):
        strict = attempt < tries
        order = unseen[:]
        rng.shuffle(order)
        room = [*need, kitty_room]
        hands = [list(h) for h in fixed] + [[]]

        # Place the most constrained cards first.
        order.sort(
            key=lambda c: len([s for s in range(4) if suit_of(c, view.trump) in view.voids[s]]),
            reverse=True,
        )
        ok = True
        for card in order:
            suit = suit_of(card, view.trump)
            choices = [
                s
                for s in range(5)
                if s != view.seat
                and room[s] > 0
                and (s == 4 or not strict or suit not in view.voids[s])
            ]
            if not choices:
                ok = False
                break
            weights = [room[s] for s in choices]
            s = rng.choices(choices, weights)[0]
            hands[s].append(card)
            room[s] -= 1
        if ok:
            return hands[:4]
    raise AssertionError("unreachable: the unconstrained deal always succeeds")
