"""Settle a pegging argument: the players, the cards and gos in order, the hands when known and
who leads after a go, settled by the engine (scoring.cribbage.settle) for the /settle/pegging
page and the JSON API alike."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from wtforms.validators import ValidationError

from scoring.cards import MAX_INPUT, STANDARD_DECK
from scoring.cribbage.rules import Rules
from scoring.cribbage.settle import (
    PEGGING_RULES,
    PeggingRecord,
    PegPlay,
    PegStep,
    format_plays,
    parse_plays,
    player_name,
    settle_pegging,
    side_name,
)
from scoring.errors import FieldError
from scoring.narration import sentence
from webapp.calculators.fields import CardsField, PlayersField, TextField
from webapp.calculators.form import CalculatorForm, add_house_rules

EXAMPLE = "TH JD 9C go 5H"


def _hand(seat: int) -> CardsField:
    return CardsField(
        f"Player {seat}'s four cards when the play began, to check the gos.",
        deck=STANDARD_DECK,
        least=0,
    )


class PeggingForm(CalculatorForm[PeggingRecord]):
    """A play to settle: how many play, the cards and gos in order, the hands when known, and
    the house rule on who leads after a go."""

    players = PlayersField("2, 3 or 4 players. Default 2.", example="2", default="2")
    plays = TextField(
        "Cards and gos in order, separated by commas, semicolons, spaces or +; a card or go may "
        "have its player's number and a colon first.",
        example="TH,JD,9C,go,5H",
        missing=f"give the cards in the order they were played, like {EXAMPLE}",
        schema={
            "type": "string",
            "maxLength": MAX_INPUT,
            "description": "Cards of the 52-card deck, each once, and go, each with its "
            "player's number and a colon first or not.",
        },
    )
    hand1 = _hand(1)
    hand2 = _hand(2)
    hand3 = _hand(3)
    hand4 = _hand(4)
    blamed = "plays"
    told: tuple[PegPlay, ...] = ()

    @property
    def count(self) -> int:
        """How many play (2 when the number is not read)."""
        return self.players.data or 2

    @property
    def hands(self) -> tuple[CardsField, ...]:
        return (self.hand1, self.hand2, self.hand3, self.hand4)

    def validate_plays(self, field: TextField) -> None:
        try:
            self.told = parse_plays(field.value, self.count)
        except FieldError as error:
            raise ValidationError(str(error)) from None

    def validate(self, extra_validators: Mapping[str, Sequence[Any]] | None = None) -> bool:
        super().validate(extra_validators)
        for seat, hand in enumerate(self.hands[self.count :], start=self.count):
            if hand.data or hand.errors:
                hand.errors = [
                    f"with {self.count} players there is no player {seat + 1}: leave it empty"
                ]
        return not self.messages

    def answer(self) -> PeggingRecord:
        return settle_pegging(
            self.told,
            players=self.count,
            rules=Rules(**self.values()),
            hands=[hand.data for hand in self.hands[: self.count]],
        )

    @property
    def record(self) -> PeggingRecord | None:
        return self.result

    @property
    def query(self) -> dict[str, str]:
        """The canonical query of a settled play, the permalink's."""
        record = self.result
        if record is None:
            return {}
        query = {"players": str(record.players), "plays": format_plays(record.plays)}
        for hand, cards in zip(self.hands, record.hands, strict=False):
            if cards is not None:
                query[hand.name] = " ".join(str(card) for card in cards)
        return query | self.rules_query()

    @property
    def names(self) -> tuple[str, ...]:
        """Each player's name as the page says it, by seat."""
        return tuple(player_name(seat) for seat in range(self.count))

    def side_name(self, side: int) -> str:
        return side_name(side, self.count)

    @property
    def lines(self) -> tuple[tuple[PegStep, str], ...]:
        return () if self.result is None else narrated(self.result)


def narrated(record: PeggingRecord) -> tuple[tuple[PegStep, str], ...]:
    """Each step with its sentence, the player named (scoring.narration)."""
    return tuple((step, sentence(step.text, player_name(step.player))) for step in record.steps)


add_house_rules(PeggingForm, PEGGING_RULES)
