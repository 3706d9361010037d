"""Kinds of hands, named the way players talk about them ("double runs", "crib flushes"), read
off the engine's items for a deal: what /progress groups miscounted hands by."""

from __future__ import annotations

from collections import Counter

from scoring.cards import Rank
from scoring.cribbage.hand import Category, HandScore

RUNS_OF = {3: "Runs of three", 4: "Runs of four", 5: "Runs of five"}
MULTIPLE_RUNS = {2: "Double runs", 3: "Triple runs", 4: "Double double runs"}


def hand_kinds(score: HandScore) -> tuple[str, ...]:
    """The kinds this deal belongs to, from its items; a deal can be of several kinds."""
    kinds: list[str] = []
    items = {category: [i for i in score.items if i.category == category] for category in Category}
    runs = items[Category.RUN]
    if len(runs) > 1:
        kinds.append(MULTIPLE_RUNS[len(runs)])
    elif runs:
        kinds.append(RUNS_OF[len(runs[0].cards)])
    ranks = Counter(card.rank for card in (*score.hand, score.starter))
    if 3 in ranks.values():
        kinds.append("Pairs royal (three of a kind)")
    if 4 in ranks.values():
        kinds.append("Double pairs royal (four of a kind)")
    if list(ranks.values()).count(2) == 2:
        kinds.append("Two pairs")
    if len(items[Category.FIFTEEN]) >= 4:
        kinds.append("Four or more fifteens")
    kinds.extend(_flush_kinds(score, bool(items[Category.FLUSH])))
    jacks = [card for card in score.hand if card.rank == Rank.JACK]
    if items[Category.NOBS]:
        kinds.append("His nobs")
    elif jacks:
        kinds.append("A jack that is not nobs")
    if score.starter.rank == Rank.JACK:
        kinds.append("A jack starter (his heels)")
    if not score.items:
        kinds.append("Hands worth nothing")
    if score.crib:
        kinds.append("Cribs")
    return tuple(kinds)


def _flush_kinds(score: HandScore, scores_flush: bool) -> list[str]:
    four_of_a_suit = len({card.suit for card in score.hand}) == 1
    if not four_of_a_suit:
        return []
    if score.crib:
        return ["Crib flushes (five cards)"] if scores_flush else ["Cribs with four of a suit"]
    five = score.starter.suit == score.hand[0].suit
    return ["Five-card flushes"] if five else ["Four-card flushes"]
