"""The dealer's discard explained: having picked the up-card up, which of the six cards to lay
away (grading.grade_discard's grade), in words tied to the cards: the void it makes, the
trumps and aces it keeps, and the card the rule of thumb lays away. An Explanation like
reasons.explain()'s, so that the same partial (templates/bidding/_grade.html) draws it.

The sentences every grade shares (the summary, the verdicts and costs, how the best turned
out, the method, the facts of the question) are reasons.py's own, imported from it; only what
is about laying a card away is said here. (reasons.explain() itself speaks of bids: its rule
of thumb is a bid, not one of these options.)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from scoring.cards import Card, Suit
from scoring.euchre.bidding.grading import BidGrade
from scoring.euchre.bidding.reasons import (
    Explanation,
    Reason,
    _cost,
    _facts,
    _method,
    _outcomes,
    _summary,
    _verdict,
)
from scoring.euchre.bidding.rollout import table_discard
from scoring.euchre.bidding.table import (
    ACE,
    CARDS,
    RANK_AS,
    SUIT_AS,
    SUIT_INDEX,
    SUITS,
    numbers_of,
)

__all__ = ["discard_action", "explain_discard", "plain_suit", "six_cards"]


def six_cards(grade: BidGrade) -> list[Card]:
    """The dealer's six: the hand and the up-card picked up."""
    return sorted([*grade.situation.hand, grade.situation.upcard])


def discard_action(card: Card) -> str:
    """The option text of laying `card` away: "discard:9D"."""
    return f"discard:{card}"


def plain_suit(card: Card, trump: Suit) -> Suit | None:
    """The suit a card follows with `trump` as trump; None for a trump (the left bower too)."""
    suit = SUITS[SUIT_AS[SUIT_INDEX[trump]][numbers_of([card])[0]]]
    return None if suit is trump else suit


def explain_discard(grade: BidGrade, *, alone: bool = False) -> Explanation:
    """Say why the dealer's discard graded as it did (`alone`: the dealer went alone)."""
    situation = grade.situation
    trump = situation.upcard.suit
    six = six_cards(grade)
    ruled = CARDS[table_discard(numbers_of(six), SUIT_INDEX[trump])]
    best = _card_of(grade.best.action)
    reasons = _keeping(six, best, trump)
    rule = grade.option(discard_action(ruled))
    said = (
        f"The rule of thumb lays away the lowest card of your shortest plain suit, keeping "
        f"trumps and aces: here the {ruled.display}."
    )
    agrees = grade.acceptable(rule.action)
    if rule is grade.best:
        rule_text = f"{said} Playing the hand out agrees."
    elif agrees:
        rule_text = (
            f"{said} Playing the hand out finds {grade.best.label.lower()} a little better, "
            "but too close to tell apart from it."
        )
    else:
        rule_text = (
            f"{said} This hand departs from the rule: playing it out, "
            f"{grade.best.label.lower()} does better, and {rule.label.lower()} "
            f"{_cost(grade, rule)}."
        )
    facts = tuple(
        (what, f"One: you picked {situation.upcard.display} up{' alone' if alone else ''}")
        if what == "Round"
        else (what, value)
        for what, value in _facts(situation)
    )
    verdicts = (_verdict(grade, option) for option in grade.options)
    return Explanation(
        summary=_cards_said(_summary(grade)),
        facts=facts,
        reasons=tuple(reasons),
        counts=(),
        rule_action=rule.action,
        rule_agrees=agrees,
        rule=_cards_said(rule_text),
        outcomes=_outcomes(grade, grade.best),
        verdicts=tuple(replace(v, text=_cards_said(v.text)) for v in verdicts),
        method=_method(grade),
    )


# A card's display lowered with the sentence it is in ("discard q♠"): said again as printed.
LOWERED_CARD = re.compile(r"\b(10|[2-9jqka])([♣♦♥♠])")


def _cards_said(text: str) -> str:
    return LOWERED_CARD.sub(lambda match: match.group(1).upper() + match.group(2), text)


def _card_of(action: str) -> Card:
    return Card.parse(action.partition(":")[2])


def _keeping(six: Sequence[Card], laid: Card, trump: Suit) -> list[Reason]:
    """What laying `laid` away does to the five kept: a void, the trumps and aces kept."""
    kept = [card for card in six if card != laid]
    reasons = []
    suit = plain_suit(laid, trump)
    if suit is None:
        reasons.append(
            Reason(
                "trumps",
                f"The {laid.display} is a trump: laying it away leaves you one trump fewer. "
                "Only with six trumps is there nothing else to lay away.",
                (laid,),
            )
        )
    elif not any(plain_suit(card, trump) is suit for card in kept):
        reasons.append(
            Reason(
                "voids",
                f"Laying the {laid.display} away leaves you void in {suit.noun}: when "
                f"{suit.noun} are led you can trump in at once.",
                (laid,),
            )
        )
    else:
        left = [card for card in kept if plain_suit(card, trump) is suit]
        reasons.append(
            Reason(
                "voids",
                f"The {laid.display} makes no void: you keep {_listed(left)} in {suit.noun}.",
                (laid, *left),
            )
        )
    trumps = [card for card in kept if plain_suit(card, trump) is None]
    if trumps:
        reasons.append(
            Reason(
                "trumps",
                f"You keep {len(trumps)} trump{'s' if len(trumps) != 1 else ''} in {trump.noun}.",
                tuple(trumps),
            )
        )
    aces = [
        card
        for card in kept
        if plain_suit(card, trump) is not None
        and RANK_AS[SUIT_INDEX[trump]][numbers_of([card])[0]] == ACE
    ]
    if aces:
        reasons.append(
            Reason(
                "aces",
                f"You keep the {_listed(aces)}: an off-suit ace takes a trick on its own, "
                "the first time its suit is led.",
                tuple(aces),
            )
        )
    return reasons


def _listed(cards: Sequence[Card]) -> str:
    names = [card.display for card in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
