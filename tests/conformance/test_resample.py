"""Engine.resample deals the hidden cards fairly: in small endings, where the deals a seat
cannot rule out are few enough to count, every one of them comes up about equally often and
no other ever does.

When no deal fits by chance, resample still keeps to the view: with every shuffle and every
card-by-card deal set aside, the last way (a matching of cards to places) is checked too.

A deal is read as the hidden cards each other hand holds (where the rest lie, a kitty, a crib
or the stock, is free of any constraint, so each way of holding the hands has as many ways to
place the rest). A hand may hold any unseen card but one of a suit it has shown void in
(trick games) or one that would have fitted under 31 when it said go (cribbage).
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Callable, Iterator
from itertools import combinations
from typing import Any

import pytest

from scoring import resampling
from scoring.cards import Card
from scoring.cribbage.peg_strategy import lowest_held
from scoring.cribbage.pegging import VALUES
from scoring.games import ENGINES
from scoring.tricks.trump import suit_of
from tests.conformance.cases import Case, cases, play, spread

ENDINGS = 3  # small endings checked per game
MOST_DEALS = 40  # the most deals an ending may leave open to be counted here
DRAWS_PER_DEAL = 120  # resamples per deal the ending leaves open
Z = 4.5  # the chi-square test's bound, in standard deviations: fixed seeds, never at random

Hands = tuple[tuple[Card, ...], ...]


def _fits(view: Any) -> Callable[[int, Card], bool]:
    """Whether seat `s` may hold `card`, by what the view has shown."""
    if hasattr(view, "voids"):
        return lambda seat, card: suit_of(card, view.trump) not in view.voids[seat]
    lowest = lowest_held(view)
    return lambda seat, card: VALUES[card.rank] >= lowest[seat]


def _hidden_hands(state: Any, seat: int, unseen: frozenset[Card]) -> Hands:
    return tuple(
        tuple(sorted(card for card in hand if card in unseen)) if other != seat else ()
        for other, hand in enumerate(state.hands)
    )


def _open_deals(view: Any, sizes: list[int], unseen: frozenset[Card]) -> set[Hands]:
    """Every way the other hands may hold `sizes` of the unseen cards, by the view."""
    fits = _fits(view)
    found: set[Hands] = set()

    def fill(seat: int, left: frozenset[Card], held: list[tuple[Card, ...]]) -> None:
        if seat == len(sizes):
            found.add(tuple(held))
            return
        for hand in combinations(sorted(left), sizes[seat]):
            if all(fits(seat, card) for card in hand):
                fill(seat + 1, left - set(hand), [*held, hand])

    fill(0, unseen, [])
    return found


def _ways(cards: int, sizes: list[int]) -> int:
    """How many ways there are to deal `sizes` of `cards` cards into the hands."""
    ways = 1
    for size in sizes:
        ways *= math.comb(cards, size)
        cards -= size
    return ways


def _endings(case: Case) -> Iterator[tuple[Any, int, set[Hands], frozenset[Card]]]:
    """Late states, with a seat whose open deals number 2 to MOST_DEALS."""
    engine = case.engine
    for state in reversed(play(case).states):
        for seat in range(state.seats):
            view = state.view(seat)
            if getattr(view, "dealer_holds_upcard", False) and seat != view.dealer:
                continue  # the upcard lies in the dealer's hand or the kitty: not a hand's card
            unseen = frozenset(engine.deck_of(case.rules).cards()) - view.known_cards()
            sizes = [len(hand) for hand in _hidden_hands(state, seat, unseen)]
            if sum(sizes) == 0 or _ways(len(unseen), sizes) > 2_000:
                continue
            deals = _open_deals(view, sizes, unseen)
            if 2 <= len(deals) <= MOST_DEALS:
                yield state, seat, deals, unseen


@pytest.mark.parametrize("game", list(ENGINES))
def test_resample_is_uniform_over_the_open_deals(game: str) -> None:
    case = next(c for c in cases((1,)) if c.game == game and c.rules_name == "default")
    engine = case.engine
    checked = 0
    for state, seat, deals, unseen in _endings(case):
        view = state.view(seat)
        assert _hidden_hands(state, seat, unseen) in deals  # the truth is among them
        rng = random.Random(f"uniform:{case.id}:{len(state.actions)}:{seat}")
        draws = DRAWS_PER_DEAL * len(deals)
        counts = Counter(
            _hidden_hands(engine.resample(view, rng), seat, unseen) for _ in range(draws)
        )
        assert set(counts) <= deals, f"resampled deals the view rules out: {set(counts) - deals}"
        expected = draws / len(deals)
        chi_square = sum((counts[deal] - expected) ** 2 / expected for deal in deals)
        freedom = len(deals) - 1
        # Wilson and Hilferty's cube-root approximation of the chi-square quantile.
        bound = freedom * (1 - 2 / (9 * freedom) + Z * math.sqrt(2 / (9 * freedom))) ** 3
        assert chi_square < bound, (
            f"{game}: {len(deals)} open deals drawn {draws} times, chi-square {chi_square:.1f} "
            f"over {bound:.1f}"
        )
        checked += 1
        if checked == ENDINGS:
            break
    assert checked == ENDINGS


@pytest.mark.parametrize("game", list(ENGINES))
def test_resample_keeps_to_the_view_in_its_last_way(game: str, monkeypatch) -> None:
    """With no shuffle tried and every card-by-card deal at a dead end, the cards are matched
    to their places: the seat's view is unchanged, and every hidden card lies where the view
    allows it (never in a hand void in its suit, nor under a go it would have fitted)."""
    monkeypatch.setattr(resampling, "RESHUFFLES", 0)
    monkeypatch.setattr(resampling, "_card_by_card", lambda *args: None)
    case = next(c for c in cases((1,)) if c.game == game and c.rules_name == "default")
    engine = case.engine
    deck = sorted(engine.deck_of(case.rules).cards())
    rng = random.Random(f"last way:{case.id}")
    for state in spread(list(play(case).states), 40):
        for seat in range(state.seats):
            view = state.view(seat)
            unseen = frozenset(deck) - view.known_cards()
            other = engine.resample(view, rng)
            assert sorted(other.cards()) == deck
            assert other.view(seat) == view
            fits = _fits(view)
            for place, hand in enumerate(_hidden_hands(other, seat, unseen)):
                assert all(fits(place, card) for card in hand), (place, hand, view)
