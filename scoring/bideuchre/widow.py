"""The card the high bidder lays away after taking up the widow (with the Benny, Rules.benny).

- easy: the card a lone bidder would pass (scoring.bideuchre.exchange): a low plain card from
  a short suit, to void it for ruffing.
- standard: every card it holds, valued over sampled deals of the unseen cards (fitting the
  auction, scoring.bideuchre.sampling) by playing the contract out from the first lead
  (scoring.bideuchre.bidding.contract_tricks, the exchange of a lone bid included) and scoring
  the hand for us; the easy choice among equals.

A hint also keeps the tricks our side takes after each card laid away, deal by deal.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from scoring.bideuchre.bidding import contract_tricks
from scoring.bideuchre.card_play import PLAY_SAMPLES, Tally, hand_value
from scoring.bideuchre.exchange import bidder_gives
from scoring.bideuchre.sampling import Hands, sample_deal
from scoring.bideuchre.view import View
from scoring.cards import Card
from scoring.tricks.pimc import batches, best_option, sampled_totals
from scoring.tricks.seats import side_of

__all__ = ["easy_discard", "standard_discard"]


def easy_discard(view: View) -> Card:
    contract = view.contract
    assert contract is not None
    return bidder_gives(view.hand, contract.trump, contract.low, 1)[0]


def standard_discard(view: View, rng: random.Random, samples: int = PLAY_SAMPLES) -> Card:
    """The card whose laying away scores best over `samples` sampled deals."""
    habit = easy_discard(view)
    options = discard_options(view)
    totals = sampled_totals(
        options, lambda r: sample_deal(view, r), _evaluator(view, options), rng, samples
    )
    same = next(card for card in options if (card.rank, card.suit) == (habit.rank, habit.suit))
    return best_option(options, totals, prefer=lambda card: card == same)


def discard_options(view: View) -> list[Card]:
    """The cards to try laying away: of two identical cards, one (they lay away alike)."""
    return list({(card.rank, card.suit): card for card in reversed(view.hand)}.values())


def discard_batches(
    view: View, rng: random.Random, tally: Tally | None = None
) -> Callable[[int], dict[Card, list[float]]]:
    """Each option's score for us (points less theirs) on each of n more sampled deals, a
    batch of n at a time (scoring.tricks.pimc.batches); the tricks our side takes after each
    card kept in `tally` deal by deal, when given."""
    options = discard_options(view)
    evaluate = _evaluator(view, options, tally)
    return batches(options, lambda r: sample_deal(view, r), evaluate, rng)


def _evaluator(
    view: View, options: list[Card], tally: Tally | None = None
) -> Callable[[Hands], dict[Card, float]]:
    contract = view.contract
    assert contract is not None
    side = side_of(view.seat)
    rules = view.rules

    def evaluate(world: Hands) -> dict[Card, float]:
        values: dict[Card, float] = {}
        for card in options:
            deal = [list(hand) for hand in world]
            deal[view.seat].remove(card)
            taken = contract_tricks(deal, contract, side, rules.cards)
            if tally is not None:
                tally.setdefault(card, []).append(taken)
            values[card] = hand_value(contract, side, taken, rules)
        return values

    return evaluate
