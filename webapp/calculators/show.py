"""Count a hand: the four cards, the starter, and whether it is the crib, scored by the engine
(scoring.cribbage.hand) for the /count page and the JSON API alike."""

from __future__ import annotations

from wtforms.validators import ValidationError

from scoring.cards import STANDARD_DECK
from scoring.cribbage.hand import HandScore, score_hand
from webapp.calculators.fields import CardsField, TrueFalseField
from webapp.calculators.form import CalculatorForm

HAND_SIZE = 4


class CountForm(CalculatorForm[HandScore]):
    """A hand or crib to count, with its starter."""

    hand = CardsField(
        "The four cards of the hand, separated by commas, semicolons, spaces or +.",
        example="5H,5C,5S,JD",
        missing="give the four cards of the hand, like 5H 5C 5S JD",
        deck=STANDARD_DECK,
        least=HAND_SIZE,
        most=HAND_SIZE,
    )
    starter = CardsField(
        "The starter card.",
        example="5D",
        missing="give the starter, the card cut from the deck, like 5D",
        deck=STANDARD_DECK,
        most=1,
    )
    crib = TrueFalseField(
        "true to score the crib (a flush needs all five cards), false for a hand; any case. "
        "Default false.",
        example="false",
        default="false",
    )
    blamed = "hand"

    @property
    def asked(self) -> bool:
        """Asked once there are cards to count: the crib's box alone asks nothing."""
        return bool(self.hand.raw_data or self.starter.raw_data)

    def validate_hand(self, field: CardsField) -> None:
        given = len(field.value)
        if given < HAND_SIZE:
            raise ValidationError(f"a hand is 4 cards; only {given} given")
        if given > HAND_SIZE:
            raise ValidationError(
                f"a hand is 4 cards; {given} given (the starter has its own field)"
            )

    def validate_starter(self, field: CardsField) -> None:
        if len(field.value) != 1:
            raise ValidationError(f"the starter is 1 card; {len(field.value)} given")
        starter = field.value[0]
        if not self.hand.errors and self.hand.data and starter in self.hand.data:
            raise ValidationError(
                f"{starter} ({starter.display}) is in the hand too; each card can be used once"
            )

    def answer(self) -> HandScore:
        return score_hand(self.hand.value, self.starter.value[0], crib=self.crib.value)

    @property
    def score(self) -> HandScore | None:
        return self.result

    @property
    def query(self) -> dict[str, str]:
        """The canonical query string of a counted hand: the permalink's parameters."""
        if self.result is None:
            return {}
        query = {
            "hand": " ".join(str(card) for card in self.result.hand),
            "starter": str(self.result.starter),
        }
        if self.result.crib:
            query["crib"] = "true"
        return query
