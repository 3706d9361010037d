"""Pegging quiz: a pile in play and the card laid on it; how many points, and why.

The pile is one count (from 0, never past 31) of two to eight distinct cards, as two
players holding four each can lay. The answer is score_play's: fifteen, 31, pairs and runs.
The go and one for last depend on what the players still hold, so they are not asked.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from scoring.cards import Card, standard_deck
from scoring.cribbage.hand import value
from scoring.cribbage.pegging import (
    MAX_COUNT,
    PlayItem,
    PlayScore,
    count_of,
    play_items,
    score_play,
)
from scoring.trainer.wording import shown

MAX_PILE = 8  # two players, four cards each
SCORING_SHARE = 0.7  # of questions where the card played scores, when it can


@dataclass(frozen=True, slots=True)
class PeggingQuestion:
    """The cards on the pile before, the card played, and what it pegs (score_play)."""

    before: tuple[Card, ...]
    card: Card
    answer: PlayScore

    @property
    def pile(self) -> tuple[Card, ...]:
        return self.answer.pile

    @property
    def count_before(self) -> int:
        return count_of(self.before)

    @property
    def count(self) -> int:
        return self.answer.count

    @property
    def points(self) -> int:
        return self.answer.total

    @property
    def items(self) -> tuple[PlayItem, ...]:
        return self.answer.items

    @property
    def prompt(self) -> str:
        return (
            f"The pile is {shown(self.before)}, the count {self.count_before}. "
            f"{self.card.display} is played: how many points does it peg? "
            "(The answer says what each one is for.)"
        )

    @property
    def explanation(self) -> str:
        """Every point with its cards, or why the card pegs nothing."""
        if self.answer.items:
            said = "; ".join(item.text for item in self.answer.items)
            total = self.answer.total
            return f"{said}. {total} point{'s' if total != 1 else ''} in all."
        last = self.before[-1]
        return (
            f"{self.card.display} makes the count {self.count}: not 15 or 31, no pair with "
            f"{last.display}, and no run among the last cards: no points."
        )

    def check(self, points: int) -> bool:
        return points == self.answer.total


_DECK = tuple(standard_deck())


def pegging_question(
    rng: random.Random, *, scoring_share: float = SCORING_SHARE
) -> PeggingQuestion:
    """A random pile in progress and a card played on it; the card scores in about
    `scoring_share` of questions (when any card could)."""
    # Stop at a random size or count, so that counts early and late in the play both come up.
    size, cap = rng.randint(1, MAX_PILE - 1), rng.randint(5, MAX_COUNT)
    before: list[Card] = []
    while len(before) < size and count_of(before) < cap:
        # Leave room for the card to be played: some card must still fit under 31.
        fits = [c for c in _DECK if c not in before and count_of(before) + value(c) < MAX_COUNT]
        if not fits:
            break
        before.append(_next_card(rng, before, fits))
    room = MAX_COUNT - count_of(before)
    playable = [c for c in _DECK if c not in before and value(c) <= room]
    # Cards by what they would score, so that 31s (often possible late in a count) do not
    # crowd out the pairs, runs and fifteens.
    by_kind: dict[tuple[str, ...], list[Card]] = {}
    for card in playable:
        items = play_items((*before, card), count_of(before) + value(card))
        if items:
            by_kind.setdefault(tuple(item.category.value for item in items), []).append(card)
    if by_kind and rng.random() < scoring_share:
        card = rng.choice(by_kind[rng.choice(sorted(by_kind))])
    else:
        card = rng.choice(playable)
    return PeggingQuestion(tuple(before), card, score_play([*before, card]))


def _next_card(rng: random.Random, before: list[Card], fits: list[Card]) -> Card:
    """Piles in play often hold pairs and runs: half the time the next card is within two
    ranks of the last one."""
    if before and rng.random() < 0.5:
        last = before[-1].rank
        near = [c for c in fits if abs(c.rank - last) <= 2]
        if near:
            return rng.choice(near)
    return rng.choice(fits)
