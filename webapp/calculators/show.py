"""Read a request to count a hand (hand, starter, crib) into engine calls and per-field errors."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from scoring.cards import Card, CardError
from scoring.cribbage.hand import HandScore, score_hand
from webapp.calculators.fields import read_cards, read_true_false

FIELDS = ("hand", "starter", "crib")


@dataclass(frozen=True)
class ShowRequest:
    """What was asked, as typed, and what came of it: a score, or errors keyed by field."""

    hand: str = ""
    starter: str = ""
    crib: bool = False
    score: HandScore | None = None
    errors: dict[str, str] = field(default_factory=dict)

    @property
    def query(self) -> dict[str, str]:
        """The canonical query string of a counted hand: the permalink's parameters."""
        if self.score is None:
            return {}
        query = {
            "hand": " ".join(str(card) for card in self.score.hand),
            "starter": str(self.score.starter),
        }
        if self.score.crib:
            query["crib"] = "true"
        return query


def count_show(hand: str | None, starter: str | None, crib: str | None) -> ShowRequest:
    """Parse each field, report every field's problem, and score the hand when all are fine."""
    errors: dict[str, str] = {}
    hand_cards = _read_hand(hand, errors)
    starter_card = _read_starter(starter, hand_cards, errors)
    # Absent means a hand, not the crib.
    is_crib = read_true_false(crib, "crib", errors) is True

    asked = ShowRequest(hand=hand or "", starter=starter or "", crib=is_crib)
    if errors or hand_cards is None or starter_card is None:
        return replace(asked, errors=errors)
    try:
        score = score_hand(hand_cards, starter_card, crib=is_crib)
    except CardError as error:  # the fields were checked above; this is a safety net
        return replace(asked, errors={"hand": str(error)})
    return replace(asked, score=score)


def _read_hand(text: str | None, errors: dict[str, str]) -> list[Card] | None:
    cards = read_cards(
        text, "hand", errors, missing="give the four cards of the hand, like 5H 5C 5S JD"
    )
    if cards is None:
        return None
    if len(cards) < 4:
        errors["hand"] = f"a hand is 4 cards; only {len(cards)} given"
        return None
    if len(cards) > 4:
        errors["hand"] = f"a hand is 4 cards; {len(cards)} given (the starter has its own field)"
        return None
    return cards


def _read_starter(text: str | None, hand: list[Card] | None, errors: dict[str, str]) -> Card | None:
    missing = "give the starter, the card cut from the deck, like 5D"
    cards = read_cards(text, "starter", errors, missing=missing)
    if cards is None:
        return None
    if len(cards) != 1:
        errors["starter"] = f"the starter is 1 card; {len(cards)} given"
        return None
    starter = cards[0]
    if hand is not None and starter in hand:
        errors["starter"] = (
            f"{starter} ({starter.display}) is in the hand too; each card can be used once"
        )
        return None
    return starter
