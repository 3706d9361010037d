"""The standard level's card play: perfect-information Monte Carlo. Each legal card is valued
by the hand's score (our points less theirs) over a fixed number of deals of the unseen cards
that fit the auction and the voids shown (scoring.bideuchre.sampling): exactly, with the
double-dummy solver, in the last SOLVER_TRICKS tricks, where it takes about a millisecond;
before that by playing the hand out with the fast playout's habits (scoring.bideuchre.playout).
A hint also keeps the tricks our side takes after each card, deal by deal (a `Tally`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from scoring.bideuchre.contract import Contract, score_hand
from scoring.bideuchre.options import Rules
from scoring.bideuchre.playout import play_out, table_for
from scoring.bideuchre.sampling import Hands, sample_deal
from scoring.bideuchre.view import View
from scoring.cards import Card
from scoring.tricks.pimc import batches, best_option, sampled_totals
from scoring.tricks.seats import next_seat, side_of
from scoring.tricks.solver import card_values
from scoring.tricks.trump import turned_over

__all__ = [
    "EXPERT_PLAY_SAMPLES",
    "PLAY_SAMPLES",
    "SOLVER_TRICKS",
    "Tally",
    "hand_value",
    "standard_card",
]

PLAY_SAMPLES = 16  # deals per card decision: a fixed number, so a seed replays a game
EXPERT_PLAY_SAMPLES = 40  # the expert level's
SOLVER_TRICKS = 4  # tricks left (cards in hand) at which the double-dummy solver takes over

# The tricks our side takes in the hand after each option, deal by deal, in the order the
# option's values are (an evaluator given one appends to it as it values each deal).
Tally = dict[Card, list[int]]


def hand_value(contract: Contract, side: int, taken: int, rules: Rules) -> int:
    """Our points less theirs when `side` (ours) ends the hand with `taken` tricks."""
    tricks = (taken, rules.hand_size - taken) if side == 0 else (rules.hand_size - taken, taken)
    points = score_hand(contract, tricks, rules).points
    return points[side] - points[1 - side]


def standard_card(view: View, rng: random.Random, habit: Card, samples: int = PLAY_SAMPLES) -> Card:
    """The card with the best total score over `samples` sampled deals; `habit` among equals."""
    options = card_options(view)
    if len(options) == 1:
        return options[0]
    totals = sampled_totals(
        options, lambda r: sample_deal(view, r), _evaluator(view, options), rng, samples
    )
    chosen = _first_copy(habit, view.playable())
    return best_option(options, totals, prefer=lambda card: card == chosen)


def card_options(view: View) -> list[Card]:
    """The cards worth telling apart now: each legal card, one of two identical ones."""
    legal = view.playable()
    return list(dict.fromkeys(_first_copy(card, legal) for card in legal))


def card_scores(view: View, rng: random.Random, samples: int) -> dict[Card, list[float]]:
    """Each option's score for us (points less theirs) in each of `samples` sampled deals,
    as the standard level values them (playouts early, double-dummy in the last tricks)."""
    return card_batches(view, rng)(samples)


def card_batches(
    view: View, rng: random.Random, tally: Tally | None = None
) -> Callable[[int], dict[Card, list[float]]]:
    """card_scores() a batch of deals at a time (scoring.tricks.pimc.batches), the tricks our
    side takes after each card kept in `tally` deal by deal, when given."""
    options = card_options(view)
    evaluate = _evaluator(view, options, tally)
    return batches(options, lambda r: sample_deal(view, r), evaluate, rng)


def _evaluator(
    view: View, options: list[Card], tally: Tally | None = None
) -> Callable[[Hands], Mapping[Card, float]]:
    contract = view.contract
    assert contract is not None
    side = side_of(view.seat)
    values: dict[int, int] = {}

    def score(card: Card, taken: int) -> int:
        if tally is not None:
            tally.setdefault(card, []).append(taken)
        if taken not in values:
            values[taken] = hand_value(contract, side, taken, view.rules)
        return values[taken]

    if len(view.hand) <= SOLVER_TRICKS:
        return _solved(view, options, score)
    return _played_out(view, options, score)


def _first_copy(card: Card, legal: list[Card]) -> Card:
    """Of two identical cards in hand, the one with the lower copy: they play alike."""
    twins = [c for c in legal if c.rank == card.rank and c.suit == card.suit]
    return min(twins, key=lambda c: c.copy)


def _in_play(view: View, world: Hands) -> Hands:
    """The sampled hands, with a lone bidder's partner (sitting out) holding none."""
    return [[] if seat in view.out else hand for seat, hand in enumerate(world)]


def _solved(
    view: View, options: list[Card], score: Callable[[Card, int], int]
) -> Callable[[Hands], Mapping[Card, float]]:
    contract = view.contract
    assert contract is not None
    trump, low = contract.trump, contract.low
    side = side_of(view.seat)
    before = view.tricks[side]

    def evaluate(world: Hands) -> dict[Card, float]:
        hands = _in_play(view, world)
        trick = list(view.trick)
        if low:  # low no-trump is no-trump on the cards turned over
            hands = [[turned_over(c) for c in hand] for hand in hands]
            trick = [(who, turned_over(c)) for who, c in trick]
        tricks = card_values(hands, trump, view.seat, trick)
        found = {turned_over(c) if low else c: n for c, n in tricks.items()}
        return {card: score(card, before + found[card]) for card in options}

    return evaluate


def _played_out(
    view: View, options: list[Card], score: Callable[[Card, int], int]
) -> Callable[[Hands], Mapping[Card, float]]:
    contract = view.contract
    assert contract is not None
    table = table_for(view.rules.cards, contract.trump, contract.low)
    side = side_of(view.seat)
    before = view.tricks[side]
    out = next(iter(view.out), None)
    trick = [(who, table.bit(card)) for who, card in view.trick]

    def evaluate(world: Hands) -> dict[Card, float]:
        hands = [table.mask(hand) for hand in world]
        values: dict[Card, float] = {}
        for card in options:
            bit = table.bit(card)
            after = list(hands)
            after[view.seat] &= ~(1 << bit)
            following = next_seat(view.seat, view.out)
            won = play_out(table, after, [*trick, (view.seat, bit)], following, contract.side, out)
            values[card] = score(card, before + won[side])
        return values

    return evaluate
