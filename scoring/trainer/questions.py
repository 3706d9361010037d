"""Rule questions with one right choice: his heels (a jack starter) and the flush in hand and
crib. The answers and explanations come from the engine: score_hand's items and notes.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum

from scoring.cards import Card, Rank, Suit, standard_deck
from scoring.cribbage.hand import Category, HandScore, score_hand
from scoring.trainer.wording import shown


class QuestionKind(StrEnum):
    HEELS = "heels"
    FLUSH = "flush"


@dataclass(frozen=True, slots=True)
class Question:
    """A question about a deal, its choices, which one is right, and why."""

    kind: QuestionKind
    prompt: str
    choices: tuple[str, ...]
    answer: int  # index of the right choice
    explanation: str
    hand: tuple[Card, ...]
    starter: Card
    crib: bool

    def check(self, choice: int) -> bool:
        """True for the right choice; an index out of range is a ValueError."""
        if not 0 <= choice < len(self.choices):
            raise ValueError(f"choice {choice} is not one of 0 to {len(self.choices) - 1}")
        return choice == self.answer

    def score(self) -> HandScore:
        return score_hand(self.hand, self.starter, crib=self.crib)


_DECK = tuple(standard_deck())


def heels_question(rng: random.Random) -> Question:
    """The starter is a jack: who scores what? Half the time the hand holds another jack."""
    starter = Card(Rank.JACK, rng.choice(tuple(Suit)))
    rest = [card for card in _DECK if card != starter]
    other_jacks = [card for card in rest if card.rank == Rank.JACK]
    if rng.random() < 0.5:
        jack = rng.choice(other_jacks)
        hand = [jack, *rng.sample([c for c in rest if c != jack], 3)]
    else:
        hand = rng.sample([c for c in rest if c.rank != Rank.JACK], 4)
    hand.sort()
    score = score_hand(hand, starter)
    jacks = [card for card in hand if card.rank == Rank.JACK]
    nobs_choice = (
        f"{jacks[0].display} in the hand scores 1 for his nobs in the show."
        if jacks
        else "The dealer scores 1 for his nobs in the show."
    )
    right = "The dealer pegs 2 for his heels as soon as it is turned."
    choices = [
        right,
        "The pone (the dealer's opponent) pegs 2 for his heels.",
        nobs_choice,
        "Nobody: a jack turned as the starter scores nothing by itself.",
    ]
    rng.shuffle(choices)
    explanation = next(note for note in score.notes if "heels" in note)
    if jacks:
        explanation += (
            f" {shown(jacks)} in the hand {'is' if len(jacks) == 1 else 'are'} not of the "
            f"starter's suit, so no nobs either."
        )
    explanation += (
        f" In the show {starter.display} counts in fifteens, pairs and runs like any card: "
        f"{shown(hand)} with it scores {score.total} ({score.spoken})."
    )
    prompt = (
        f"The pone cuts and the dealer turns up the starter: {starter.display}. A hand holds "
        f"{shown(hand)}. Who scores what for the {starter.display}?"
    )
    return Question(
        QuestionKind.HEELS,
        prompt,
        tuple(choices),
        choices.index(right),
        explanation,
        tuple(hand),
        starter,
        False,
    )


FLUSH_CHOICES = ("0", "4", "5")


def flush_question(rng: random.Random, *, crib: bool | None = None) -> Question:
    """Four cards of a suit, in hand or in the crib, with a starter that matches or not: what
    does the flush score? (The crib scores only a five-card flush.)"""
    as_crib = rng.random() < 0.5 if crib is None else crib
    suit = rng.choice(tuple(Suit))
    hand = sorted(rng.sample([card for card in _DECK if card.suit == suit], 4))
    if rng.random() < 0.5:
        starter = rng.choice([c for c in _DECK if c.suit == suit and c not in hand])
    else:
        starter = rng.choice([c for c in _DECK if c.suit != suit])
    score = score_hand(hand, starter, crib=as_crib)
    flush = [item for item in score.items if item.category == Category.FLUSH]
    points = flush[0].points if flush else 0
    if flush:
        explanation = _sentence(flush[0].text)
    else:
        explanation = next(note for note in score.notes if "flush" in note)
    if not as_crib and points == 4:
        explanation += " (In the crib the same four cards would score no flush.)"
    what = "the crib" if as_crib else "a hand"
    prompt = (
        f"In {what}, {shown(hand)} with the starter {starter.display}: "
        "how many points does the flush score?"
    )
    return Question(
        QuestionKind.FLUSH,
        prompt,
        FLUSH_CHOICES,
        FLUSH_CHOICES.index(str(points)),
        explanation,
        tuple(hand),
        starter,
        as_crib,
    )


def _sentence(text: str) -> str:
    """An engine item's text as a sentence: capital first letter, full stop."""
    return text[0].upper() + text[1:] + "."
