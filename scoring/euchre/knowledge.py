"""Deals of the cards one seat cannot see, consistent with everything it has seen.

`sample_world(state.view(seat), rng)` deals the unseen cards to the other hands and the kitty at
random, respecting the voids shown, the upcard the dealer picked up and the cards played; it
never reads another seat's cards.
"""

from __future__ import annotations

import random

from scoring.cards import Card, euchre_deck
from scoring.euchre.rules import suit_of
from scoring.euchre.view import View

__all__ = ["sample_world"]


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
