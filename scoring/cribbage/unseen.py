"""The cards one seat cannot see, dealt again: a whole game state the seat cannot tell from
the true one (Engine.resample), for players, reviews, hints and the conformance tests."""

from __future__ import annotations

import random
from dataclasses import replace

from scoring.cards import Card
from scoring.cribbage.dealing import THROWN
from scoring.cribbage.events import Event, EventCategory, Phase
from scoring.cribbage.game import GameState
from scoring.cribbage.peg_strategy import lowest_held
from scoring.cribbage.pegging import VALUES
from scoring.cribbage.show import show_order
from scoring.cribbage.view import View
from scoring.resampling import deal_unseen

__all__ = ["resample"]


def resample(view: View, rng: random.Random) -> GameState:
    """The unseen cards dealt to the other hands, the crib's face-down cards and the stock,
    every deal equally likely that fits the goes said (a seat that said go on a count held
    no card that fitted under 31); the starter, the plays and the crib once shown as seen.

    Its log is the seat's, the other seats' throws to this deal's crib filled in from the
    dealt crib; its history of actions is empty and its seed drawn from `rng` (the deals to
    come)."""
    players = view.players
    crib_known = view.crib or view.thrown
    cards = view.unseen_cards()
    hands_room = [0 if seat == view.seat else view.hand_sizes[seat] for seat in range(players)]
    crib_room = view.crib_size - len(crib_known)
    room = [*hands_room, crib_room, len(cards) - sum(hands_room) - crib_room]
    lowest = lowest_held(view)

    def fits(place: int, card: Card) -> bool:
        return place >= players or VALUES[card.rank] >= lowest[place]

    piles = deal_unseen(cards, room, fits, rng)
    hands = tuple(
        view.hand if seat == view.seat else tuple(sorted(piles[seat])) for seat in range(players)
    )
    crib = tuple(sorted([*crib_known, *piles[players]]))
    order = show_order(players, view.dealer, view.rules)
    if view.phase is Phase.SHOW and view.counting is not None:
        show_step = order.index(view.counting)
    elif view.phase is Phase.DONE:
        show_step = len(order)
    else:
        show_step = 0
    return GameState(
        players=players,
        rules=view.rules,
        seed=rng.getrandbits(32),
        deal_number=view.deal_number,
        dealer=view.dealer,
        phase=view.phase,
        current_player=view.current_player,
        hands=hands,
        crib=crib,
        stock=tuple(piles[players + 1]),
        starter=view.starter,
        plays=view.plays,
        pile_start=len(view.plays) - len(view.pile),
        gone=view.gone,
        show_step=show_step,
        claim=view.claim,
        scores=view.scores,
        back_pegs=tuple(back for _, back in view.pegs),
        winner=view.winner,
        log=_throws_filled(view, [c for c in crib if c not in view.thrown], rng),
        actions=(),
    )


def _throws_filled(view: View, others: list[Card], rng: random.Random) -> tuple[Event, ...]:
    """The seat's log with the other seats' throws to this deal's crib given cards of `others`
    (the crib's cards the seat did not throw; with three players one came off the deck)."""
    rng.shuffle(others)
    log = []
    for event in view.log:
        if (
            event.category is EventCategory.DISCARD
            and event.deal == view.deal_number
            and event.player != view.seat
            and not event.cards
        ):
            thrown = THROWN[view.players]
            event = replace(event, cards=tuple(sorted(others[:thrown])))
            del others[:thrown]
        log.append(event)
    return tuple(log)
