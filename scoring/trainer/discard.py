"""Discard quiz: the cards dealt, dealer or pone; which go to the crib? Graded by the exact
discard analysis: the average points a throw gives up against the best one.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from scoring.cards import Card, CardError, check_distinct, parse_cards, standard_deck
from scoring.cribbage.dealing import DEALT, THROWN
from scoring.cribbage.discard import DiscardAnalysis, DiscardOption, analyze_discards
from scoring.trainer.wording import shown


class ThrowError(CardError):
    """A throw that is not the right number of the cards dealt."""


@dataclass(frozen=True, slots=True)
class DiscardQuestion:
    """The cards dealt to the learner and whose crib it is."""

    cards: tuple[Card, ...]
    dealer: bool
    players: int = 2

    @property
    def throw(self) -> int:
        """How many cards go to the crib: 2 with two players, 1 with three or four."""
        return THROWN[self.players]

    @property
    def prompt(self) -> str:
        whose = "You deal: the crib is yours." if self.dealer else "The crib is the dealer's."
        cards = "two cards" if self.throw == 2 else "card"
        return f"You hold {shown(self.cards)}. {whose} Which {cards} do you throw to it?"


def discard_question(
    rng: random.Random, *, dealer: bool | None = None, players: int = 2
) -> DiscardQuestion:
    """Deal the learner's cards; `dealer` is drawn at random when not given."""
    as_dealer = rng.random() < 0.5 if dealer is None else dealer
    if players not in DEALT:
        raise ValueError(f"players is {players!r}; the discard quiz is for 2, 3 or 4 players")
    cards = tuple(sorted(rng.sample(standard_deck(), DEALT[players])))
    return DiscardQuestion(cards, as_dealer, players)


@dataclass(frozen=True, slots=True)
class DiscardGrade:
    """A throw against the best one: both options from the analysis, the average net points
    given up (0 for a best throw), and its place among all options (1 = best; ties share)."""

    chosen: DiscardOption
    best: DiscardOption
    points_given_up: Fraction
    rank: int
    analysis: DiscardAnalysis

    @property
    def options(self) -> int:
        return len(self.analysis)

    @property
    def is_best(self) -> bool:
        return self.points_given_up == 0

    @property
    def message(self) -> str:
        chosen = f"You threw {shown(self.chosen.thrown)}: net {_signed(self.chosen.net_ev)} a deal"
        if self.is_best:
            return f"{chosen}, the best throw. {self.chosen.reason}"
        return (
            f"{chosen}, number {self.rank} of {self.options}. The best is "
            f"{shown(self.best.thrown)}: net {_signed(self.best.net_ev)}, so your throw gives "
            f"up {float(self.points_given_up):.2f} points a deal on average. "
            f"Best: {self.best.reason} Yours: {self.chosen.reason}"
        )


def grade_discard(
    cards: Sequence[Card] | str,
    dealer: bool,
    thrown: Sequence[Card] | str,
    *,
    players: int = 2,
) -> DiscardGrade:
    """Grade a throw with analyze_discards: points given up = best net - chosen net."""
    analysis = analyze_discards(cards, dealer=dealer, players=players)
    throw = tuple(parse_cards(thrown) if isinstance(thrown, str) else thrown)
    _check_throw(analysis.cards, throw, THROWN[players])
    chosen = next(option for option in analysis if set(option.thrown) == set(throw))
    best = analysis.best
    rank = 1 + sum(1 for option in analysis if option.net_ev > chosen.net_ev)
    return DiscardGrade(chosen, best, best.net_ev - chosen.net_ev, rank, analysis)


def _check_throw(cards: tuple[Card, ...], throw: tuple[Card, ...], size: int) -> None:
    check_distinct(list(throw))
    if len(throw) != size:
        word = "two cards" if size == 2 else "one card"
        raise ThrowError(f"throw {word} to the crib; {len(throw)} given")
    strangers = [card for card in throw if card not in cards]
    if strangers:
        raise ThrowError(
            f"{shown(strangers)} {'is' if len(strangers) == 1 else 'are'} not among the cards "
            f"dealt, {shown(cards)}"
        )


def _signed(number: Fraction) -> str:
    return f"{float(number):+.2f}".replace("-", "−")
