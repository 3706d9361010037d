"""The double-dummy solver on Euchre's 24-card deck; scoring.tricks.solver does the search."""

from __future__ import annotations

from collections.abc import Sequence

from scoring.cards import EUCHRE_RANKS, Card, Suit, euchre_deck
from scoring.tricks import solver
from scoring.tricks.solver import Hands, SolverError

__all__ = ["EUCHRE_DECK", "SolverError", "card_values", "double_dummy"]

EUCHRE_DECK = frozenset(euchre_deck())


def double_dummy(hands: Hands, trump: Suit | None, leader: int) -> int:
    """Tricks the leader's partnership takes with best play by everyone, every hand seen.

    `hands` are the four seats clockwise (an empty list for a partner sitting out); seats 0 and
    2 are partners against 1 and 3. `leader` leads the first trick, each winner the next."""
    _check_deck(hands)
    return solver.double_dummy(hands, trump, leader, EUCHRE_DECK)


def card_values(
    hands: Hands,
    trump: Suit | None,
    seat: int,
    trick: Sequence[tuple[int, Card]] = (),
) -> dict[Card, int]:
    """For each card `seat` may play now, the tricks its partnership takes from here (the trick
    in progress included), every hand seen: see scoring.tricks.solver.card_values."""
    _check_deck([*hands, [card for _, card in trick]])
    return solver.card_values(hands, trump, seat, trick, EUCHRE_DECK)


def _check_deck(hands: Hands) -> None:
    for hand in hands:
        for card in hand:
            if not isinstance(card, Card) or card.rank not in EUCHRE_RANKS or card.copy != 0:
                raise SolverError(f"{card} is not in the 24-card Euchre deck (nine to ace)")
