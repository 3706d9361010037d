"""Plan a discard: the cards dealt, who deals and how many play, every way to throw to the crib
ranked by the engine (scoring.cribbage.discard) for the /discard page and the JSON API alike."""

from __future__ import annotations

from werkzeug.datastructures import MultiDict

from scoring.cards import STANDARD_DECK
from scoring.cribbage.dealing import DEALT
from scoring.cribbage.discard import DiscardAnalysis, analyze_discards
from webapp.calculators.fields import CardsField, PlayersField, TrueFalseField
from webapp.calculators.form import CalculatorForm

EXAMPLE = "7C 9H 5H 5C 5D JS"


class DiscardForm(CalculatorForm[DiscardAnalysis]):
    """The cards dealt, who deals, and how many play. On the page (`waits_for_cards`), no
    cards yet is not a mistake: the dealer or the players were changed before any was picked."""

    cards = CardsField(
        "The cards dealt to you: 6 with 2 players, 5 with 3 or 4; separated by commas, "
        "semicolons, spaces or +.",
        example="7C,9H,5H,5C,5D,JS",
        missing="give the {form.dealt} cards you were dealt, like {form.example}",
        deck=STANDARD_DECK,
        least=min(DEALT.values()),
        most=max(DEALT.values()),
    )
    dealer = TrueFalseField(
        "true when the crib is yours (with 4 players: your side's), false when not; any case.",
        example="true",
        missing="say who deals: true if you do (the crib is yours), false if not",
    )
    players = PlayersField("2, 3 or 4 players. Default 2.", example="2", default="2")
    blamed = "cards"

    def __init__(
        self, formdata: MultiDict[str, str] | None = None, *, waits_for_cards: bool = False
    ) -> None:
        super().__init__(formdata)
        if waits_for_cards and not self.cards.text.strip():
            self.cards.missing = self.dealer.missing = ""

    @property
    def dealt(self) -> int:
        """How many cards each player is dealt (2 players when the number is not read)."""
        return DEALT[self.players.data or 2]

    @property
    def example(self) -> str:
        """Cards to show as an example of what to type: as many as are dealt."""
        return " ".join(EXAMPLE.split()[: self.dealt])

    def answer(self) -> DiscardAnalysis | None:
        if self.cards.data is None:
            return None  # waiting for the cards
        return analyze_discards(
            self.cards.data, dealer=self.dealer.value, players=self.players.value
        )

    @property
    def analysis(self) -> DiscardAnalysis | None:
        return self.result

    @property
    def query(self) -> dict[str, str]:
        """The canonical query string of an analysis: the permalink's parameters."""
        if self.result is None:
            return {}
        return {
            "cards": " ".join(str(card) for card in self.result.cards),
            "dealer": "true" if self.result.dealer else "false",
            "players": str(self.result.players),
        }
