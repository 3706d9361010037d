"""Settle who takes a trick: the trump, the cards in play order, who led, who sits out, the
hands when known and Bid Euchre's deck, ruled by each game's settle_trick, for the
/settle/trick page and the JSON API alike."""

from __future__ import annotations

from typing import ClassVar

from scoring.bideuchre import settle as bid_settle
from scoring.bideuchre.options import DECKS_WITH_BENNY
from scoring.bideuchre.options import Rules as BidRules
from scoring.cards import EUCHRE_DECK, Deck
from scoring.euchre import settle as euchre_settle
from scoring.options import Option
from scoring.tricks.seats import PLAYERS, SEATS
from scoring.tricks.settle import HAND_FIELDS, TrickRuling
from scoring.tricks.strain import strain_text
from webapp.calculators.fields import CardsTextField, SeatField, SeatsField, StrainField
from webapp.calculators.form import CalculatorForm, add_house_rules

EUCHRE = "euchre"
BID_EUCHRE = "bid-euchre"
GAMES = {EUCHRE: "Euchre", BID_EUCHRE: "Bid Euchre"}
EXAMPLES = {EUCHRE: "AH JD QH 9S", BID_EUCHRE: "AS KS AS 9S"}
SEAT_NAMES = tuple(name.lower() for name in SEATS)


class TrickForm(CalculatorForm[TrickRuling]):
    """A trick to settle. Each game has its own form (TRICK_FORMS), with its deck, its trumps
    and, for Bid Euchre, the house rules that change the cards."""

    game: ClassVar[str] = EUCHRE
    trump: StrainField
    cards: CardsTextField
    lead: SeatField
    out: SeatsField
    blamed = "cards"

    @property
    def title(self) -> str:
        return GAMES[self.game]

    @property
    def example(self) -> str:
        return EXAMPLES[self.game]

    @property
    def hands(self) -> tuple[CardsTextField, ...]:
        """Each seat's hand, as typed, by seat (south first)."""
        return tuple(getattr(self, name) for name in HAND_FIELDS)

    def fail(self, name: str, message: str) -> None:
        # The settler's leader is this form's lead.
        super().fail("lead" if name == "leader" else name, message)

    def answer(self) -> TrickRuling:
        trump, low = self.trump.value
        leader, out = self.lead.value, self.out.data or []
        hands = {seat: hand.data for seat, hand in enumerate(self.hands) if hand.data is not None}
        if self.game == BID_EUCHRE:
            rules = BidRules(**self.values())
            return bid_settle.settle_trick(
                self.cards.value, trump, low=low, leader=leader, out=out, hands=hands, rules=rules
            )
        return euchre_settle.settle_trick(
            self.cards.value, trump, leader=leader, out=out, hands=hands
        )

    @property
    def ruling(self) -> TrickRuling | None:
        return self.result

    @property
    def query(self) -> dict[str, str | list[str]]:
        """The canonical query of a ruling, the permalink's."""
        ruling = self.result
        if ruling is None:
            return {}
        query: dict[str, str | list[str]] = {
            "game": self.game,
            "trump": strain_text(ruling.trump, ruling.low),
            "cards": " ".join(str(play.card) for play in ruling.plays),
            "lead": SEAT_NAMES[ruling.leader],
        }
        if ruling.out:
            query["out"] = [SEAT_NAMES[seat] for seat in ruling.out]
        for seat, hand in sorted(ruling.hands.items()):
            query[HAND_FIELDS[seat]] = " ".join(str(card) for card in hand)
        return query | self.rules_query()


def _trick_form(name: str, deck: Deck, strains: str, rules: tuple[Option, ...]) -> type[TrickForm]:
    """The trick form of game `name`: its `deck`, its trumps in words, its house rules."""

    class GameTrickForm(TrickForm):
        game = name
        trump = StrainField(
            f"The trump: {strains}; any case.",
            example="H",
            missing="choose the trump: a suit, or no-trump",
        )
        cards = CardsTextField(
            "The cards in the order played, the lead first, separated by commas, semicolons, "
            "spaces or +.",
            example="AH,JD,QH,9S",
            missing="give the cards in the order they were played, the lead first, "
            "like {form.example}",
            deck=deck,
            most=PLAYERS,
        )
        lead = SeatField(
            "The seat that led: south (default), west, north or east.",
            example="south",
            default="south",
            missing="say which seat led",
        )
        out = SeatsField(
            "A seat sitting out (a lone hand's partner); repeat for two.",
            unnamed="name each seat that sits out",
        )

    for seat in HAND_FIELDS:
        hand = CardsTextField(
            f"{seat.capitalize()}'s cards before the trick, to check the card it played "
            "followed suit.",
            deck=deck,
            least=0,
        )
        setattr(GameTrickForm, seat, hand)
    add_house_rules(GameTrickForm, rules)
    return GameTrickForm


EuchreTrickForm = _trick_form(
    EUCHRE,
    EUCHRE_DECK,
    "C, D, H or S (or clubs, diamonds, hearts, spades); Euchre always has a trump",
    (),
)
BidTrickForm = _trick_form(
    BID_EUCHRE,
    DECKS_WITH_BENNY[max(DECKS_WITH_BENNY)],
    "C, D, H or S (or clubs, diamonds, hearts, spades), no-trump (nt) or low-no-trump (low)",
    bid_settle.TRICK_RULES,
)
TRICK_FORMS = {EUCHRE: EuchreTrickForm, BID_EUCHRE: BidTrickForm}
