"""The scorekeeper's forms (WTForms): a new sheet's table and names, and one form for each kind
of entry, read against the sheet it is entered on into the entry's action
(scoring/scorekeeper/entries.py). What cannot be read is said beside its field; what the sheet
refuses (an over-count, a muggins no longer open) names the action's field, and `shows` says
which of the form's fields that is, when the form shows one."""

from __future__ import annotations

from abc import abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar, Generic, TypeVar

from werkzeug.datastructures import MultiDict
from wtforms.validators import ValidationError

from scoring.bideuchre.contract import Lone
from scoring.cards import STANDARD_DECK, Card, Suit
from scoring.cribbage.show import MAX_HAND
from scoring.errors import FieldError
from scoring.numbers import read_whole_number
from scoring.scorekeeper import (
    AnySheet,
    BidEuchreHand,
    BidEuchreSheet,
    Count,
    CribbageSheet,
    EuchreHand,
    EuchreSheet,
    LetGo,
    Muggins,
    Peg,
    Play,
    Said,
    Starter,
    TricksSheet,
)
from scoring.scorekeeper.cribbage import HAND_CARDS
from scoring.scorekeeper.entries import MAX_PEGGED
from scoring.scorekeeper.sheet import MAX_NAME
from scoring.tricks.seats import SIDES
from webapp.calculators.fields import (
    BidField,
    CardsField,
    QueryField,
    SeatField,
    StrainField,
    TextField,
)
from webapp.forms import CheckedForm, shortened

T = TypeVar("T")
Sh = TypeVar("Sh", bound=AnySheet)  # the sheet a form's entry is made on
A = TypeVar("A")  # the entry it reads

# How the players sit: each for themselves (2, 3 or 4), or two partnerships of two.
TABLES = {"2": (2, False), "3": (3, False), "4": (4, False), "partners": (4, True)}
# What a ticked checkbox sends.
TICKED = ("true", "on", "1", "yes")


# Fields.


class ChoiceField(QueryField[T]):
    """One of `choices` by its text, in any case; left blank, its `default` (if it has one).
    `what` it is goes into its messages: "choose who deals first"."""

    def __init__(
        self,
        what: str,
        *,
        default: str | None = None,
        choices: Mapping[str, T] | None = None,
        **kwargs: Any,
    ) -> None:
        super().__init__(what, missing=f"choose {what}", default=default, **kwargs)
        self.what = what
        self.choices: dict[str, T] = dict(choices or {})

    def is_blank(self, text: str) -> bool:
        return not text.strip() and self.default_text is None

    def read(self, text: str) -> T:
        key = text.strip().lower() or (self.default_text or "")
        if key not in self.choices:
            offered = ", ".join(self.choices)
            raise ValueError(f"{self.what} is one of {offered}, not '{shortened(key)}'")
        return self.choices[key]


class NumberField(QueryField[int]):
    """A whole number from `low` to `high`; blank is "give `what`" when `required`."""

    def __init__(
        self, what: str, low: int, high: int, *, required: bool = True, **kwargs: Any
    ) -> None:
        super().__init__(what, missing=f"give {what}" if required else "", **kwargs)
        self.what, self.low, self.high = what, low, high

    def read(self, text: str) -> int:
        number = read_whole_number(text)
        if number is None or not self.low <= number <= self.high:
            raise ValueError(
                f"{self.what} is a number from {self.low} to {self.high}, "
                f"not '{shortened(text.strip(), 10)}'"
            )
        return number


class NameField(QueryField[str]):
    """A player's or a side's name, its spaces tidied; blank is its default."""

    def is_blank(self, text: str) -> bool:
        return False

    def read(self, text: str) -> str:
        name = " ".join(text.split()) or (self.default_text or "")
        if len(name) > MAX_NAME:
            raise ValueError(f"a name is at most {MAX_NAME} characters; that one is {len(name)}")
        return name


class CardField(QueryField[Card]):
    """One card of the 52-card deck, like JH or 5♦."""

    def read(self, text: str) -> Card:
        card = Card.parse(text.strip())
        STANDARD_DECK.check([card])
        return card


class SuitField(QueryField[Suit]):
    """A suit: C, D, H or S (or its symbol)."""

    def read(self, text: str) -> Suit:
        return Suit.parse(text.strip())


class TickedField(QueryField[bool]):
    """A checkbox: ticked when it sends true (or on, 1, yes); anything else, or nothing, not."""

    def __init__(self, what: str, **kwargs: Any) -> None:
        super().__init__(what, default="", **kwargs)

    def is_blank(self, text: str) -> bool:
        return False

    def read(self, text: str) -> bool:
        return text.strip().lower() in TICKED


class PeggedField(QueryField[tuple[int, Said | None]]):
    """The points pegged in the play: 1 to 12, or go (1) or 31 (2) said as such."""

    def read(self, text: str) -> tuple[int, Said | None]:
        key = text.strip().lower()
        said = next((said for said in Said if said.value == key), None)
        if said is not None:
            return said.points, said
        number = read_whole_number(key)
        if number is None or not 1 <= number <= MAX_PEGGED:
            raise ValueError(
                f"the points pegged is a number from 1 to {MAX_PEGGED}, not '{shortened(key, 10)}'"
            )
        return number, None


# A new sheet's setup.


class SetupForm(CheckedForm):
    """Who plays a new sheet (the rules are the new-game options form's)."""

    @abstractmethod
    def sheet(self, rules: Any) -> AnySheet:
        """The new sheet, once the form is checked and found right."""


class CribbageSetup(SetupForm):
    """How the players sit, their names (clockwise) and who deals first."""

    table = ChoiceField("how many play", default="2", choices=TABLES)
    name1 = NameField("Player 1", default="Player 1")
    name2 = NameField("Player 2", default="Player 2")
    name3 = NameField("Player 3", default="Player 3")
    name4 = NameField("Player 4", default="Player 4")
    dealer = ChoiceField("who deals first", default="1", choices={str(n + 1): n for n in range(4)})

    @property
    def players(self) -> int:
        return self.table.value[0] if self.table.data is not None else 2

    def validate(self, extra_validators: Mapping[str, Any] | None = None) -> bool:
        super().validate(extra_validators)
        names = self.name_fields()
        for unused in (self.name1, self.name2, self.name3, self.name4)[len(names) :]:
            unused.errors = []  # the names of seats no one sits in are not read
        at_fault = any(field.errors for field in names)
        if not at_fault and len({field.value for field in names}) != len(names):
            self.name2.errors = ["give each player a different name"]
        dealer = self.dealer.data
        if self.table.data is not None and dealer is not None and dealer >= self.players:
            dealers = ", ".join(str(n + 1) for n in range(self.players))
            said = shortened(self.dealer.text.strip())
            self.dealer.errors = [f"who deals first is one of {dealers}, not '{said}'"]
        return not self.errors

    def name_fields(self) -> tuple[NameField, ...]:
        """The names of the players at the table, in the order they sit."""
        return (self.name1, self.name2, self.name3, self.name4)[: self.players]

    def sheet(self, rules: Any) -> CribbageSheet:
        names = tuple(field.value for field in self.name_fields())
        partners = self.table.value[1]
        return CribbageSheet(rules, names, (), partners=partners, first_dealer=self.dealer.value)


class SidesSetup(SetupForm):
    """The two sides' names, Euchre's and Bid Euchre's; `sheet_type` is the sheet started."""

    side1 = NameField("North and South", default=SIDES[0])
    side2 = NameField("East and West", default=SIDES[1])
    sheet_type: ClassVar[type[TricksSheet[Any, Any]]]

    def validate(self, extra_validators: Mapping[str, Any] | None = None) -> bool:
        if super().validate(extra_validators) and self.side1.value == self.side2.value:
            self.side2.errors = ["give the two sides different names"]
        return not self.errors

    def sheet(self, rules: Any) -> AnySheet:
        return self.sheet_type(rules, (self.side1.value, self.side2.value))


class EuchreSetup(SidesSetup):
    sheet_type = EuchreSheet


class BidEuchreSetup(SidesSetup):
    sheet_type = BidEuchreSheet


SETUP_FORMS: dict[str, type[SetupForm]] = {
    CribbageSheet.game: CribbageSetup,
    EuchreSheet.game: EuchreSetup,
    BidEuchreSheet.game: BidEuchreSetup,
}


# Entries.


class InvalidEntry(FieldError):
    """An entry's form that cannot be read: `errors` has a message for each field at fault."""

    def __init__(self, errors: Mapping[str, str]) -> None:
        field, message = next(iter(errors.items()))
        super().__init__(message, field=field)
        self.errors = dict(errors)


class EntryForm(CheckedForm, Generic[Sh, A]):
    """One kind of entry's form, read against the sheet `Sh` it is made on: `entry()` is its
    action `A`. `shows` maps each of the action's fields to the field of the form that shows
    its messages (those it does not list are said above the sheet)."""

    kind: ClassVar[str]
    shows: ClassVar[Mapping[str, str]] = {}

    def __init__(self, sheet: Sh, formdata: MultiDict[str, str]) -> None:
        super().__init__()
        self.sheet = sheet
        self.prepare()
        self.process(formdata)

    def prepare(self) -> None:
        """Set the fields that depend on the sheet (its players, its hand's size)."""

    def entry(self) -> A:
        """The entry the form says; InvalidEntry if it says none."""
        if not self.validate():
            raise InvalidEntry(self.errors_by_field())
        return self.action()

    @abstractmethod
    def action(self) -> A:
        """The action of the checked form."""

    @classmethod
    def shown_at(cls, field: str | None) -> str | None:
        """The field of this form that shows a message about the action's `field`, if any."""
        return None if field is None else cls.shows.get(field)


def _players(sheet: CribbageSheet) -> dict[str, int]:
    """Each player as the forms send them: 1 for the first."""
    return {str(n + 1): n for n in range(sheet.players)}


class StarterForm(EntryForm[CribbageSheet, Starter]):
    kind = "starter"
    shows: ClassVar[Mapping[str, str]] = {"card": "starter"}
    starter = CardField("The starter", missing="give the card, like JH or 5♦")

    def action(self) -> Starter:
        return Starter(self.starter.value)


class PegForm(EntryForm[CribbageSheet, Peg]):
    kind = "peg"
    shows: ClassVar[Mapping[str, str]] = {"player": "player", "points": "points", "said": "points"}
    player: ChoiceField[int] = ChoiceField("the player")
    points = PeggedField("The points pegged", missing="give the points pegged")

    def prepare(self) -> None:
        self.player.choices = _players(self.sheet)

    def action(self) -> Peg:
        points, said = self.points.value
        return Peg(self.player.value, points, said)


class PlayForm(EntryForm[CribbageSheet, Play]):
    kind = "play"
    shows: ClassVar[Mapping[str, str]] = {"plays": "plays"}
    plays = TextField(
        "The cards in the order played", missing="give the cards in the order they were played"
    )

    def action(self) -> Play:
        return Play(self.plays.value.strip())


class CountForm(EntryForm[CribbageSheet, Count]):
    kind = "count"
    shows: ClassVar[Mapping[str, str]] = {
        "player": "whose",
        "crib": "whose",
        "cards": "cards",
        "starter": "starter",
        "claimed": "claimed",
    }
    whose: ChoiceField[tuple[int, bool]] = ChoiceField("whose count it is (a player or crib)")
    cards = CardsField("The four cards", deck=STANDARD_DECK, least=HAND_CARDS, most=HAND_CARDS)
    starter = CardField("The starter")
    claimed = NumberField("the points claimed", 0, MAX_HAND, required=False)

    def prepare(self) -> None:
        # The crib is the dealer's.
        dealer = self.sheet.played().state.dealer
        choices = {text: (player, False) for text, player in _players(self.sheet).items()}
        self.whose.choices = choices | {"crib": (dealer, True)}

    def validate_cards(self, field: CardsField) -> None:
        if field.data is not None and len(field.data) != HAND_CARDS:
            raise ValidationError(f"a hand is 4 cards; {len(field.data)} given")

    def validate_claimed(self, field: NumberField) -> None:
        if field.data is None and not self.cards.text.strip():
            raise ValidationError("give the points claimed")

    def action(self) -> Count:
        player, crib = self.whose.value
        cards = tuple(self.cards.data or ())
        starter = self.starter.data if cards else None  # a starter goes with the cards
        return Count(player, crib, self.claimed.data, cards, starter)


class MugginsForm(EntryForm[CribbageSheet, Muggins]):
    kind = "muggins"  # a button each: its messages are said above the sheet
    player: ChoiceField[int] = ChoiceField("who calls muggins")

    def prepare(self) -> None:
        self.player.choices = _players(self.sheet)

    def action(self) -> Muggins:
        return Muggins(self.player.value)


class LetGoForm(EntryForm[CribbageSheet, LetGo]):
    kind = "let_go"

    def action(self) -> LetGo:
        return LetGo()


class EuchreHandForm(EntryForm[EuchreSheet, EuchreHand]):
    kind = "hand"
    shows: ClassVar[Mapping[str, str]] = {
        name: name
        for name in ("maker", "trump", "tricks", "alone", "defender", "renege_by", "renege_suit")
    }
    maker = SeatField("Made trump", missing="choose who made trump")
    trump = SuitField("Trump", missing="choose the trump suit")
    alone = TickedField("The maker went alone")
    tricks = NumberField("the tricks the makers took", 0, 5)
    defender = SeatField("Defended alone")
    renege_by = SeatField("Reneged")
    renege_suit = SuitField("The suit led, not followed")

    def action(self) -> EuchreHand:
        return EuchreHand(
            self.maker.value,
            self.trump.value,
            self.tricks.value,
            alone=self.alone.value,
            defender=self.defender.data,
            renege_by=self.renege_by.data,
            renege_suit=self.renege_suit.data,
        )


class BidEuchreHandForm(EntryForm[BidEuchreSheet, BidEuchreHand]):
    kind = "hand"
    shows: ClassVar[Mapping[str, str]] = {
        "bidder": "bidder",
        "bid": "bid",
        "lone": "bid",
        "trump": "trump",
        "low": "trump",
        "tricks": "tricks",
    }
    bidder = SeatField("Won the bidding", missing="choose who won the bidding")
    bid = BidField("The bid", missing="give the bid: a number of tricks, or a lone bid")
    trump = StrainField("Trump", missing="choose the trump")
    tricks = NumberField("the tricks the bidders took", 0, 12)

    def prepare(self) -> None:
        self.tricks.high = self.sheet.rules.hand_size

    def action(self) -> BidEuchreHand:
        bid = self.bid.value
        suit, low = self.trump.value
        lone = bid if isinstance(bid, Lone) else None
        tricks_bid = None if isinstance(bid, Lone) else bid
        return BidEuchreHand(self.bidder.value, self.tricks.value, tricks_bid, lone, suit, low)


# Each game's entries' forms, by the kind a form posts.
ENTRY_FORMS: dict[str, dict[str, type[EntryForm[Any, Any]]]] = {
    CribbageSheet.game: {
        form.kind: form
        for form in (StarterForm, PegForm, PlayForm, CountForm, MugginsForm, LetGoForm)
    },
    EuchreSheet.game: {EuchreHandForm.kind: EuchreHandForm},
    BidEuchreSheet.game: {BidEuchreHandForm.kind: BidEuchreHandForm},
}


def entry_form(sheet: AnySheet, kind: str, formdata: MultiDict[str, str]) -> EntryForm[Any, Any]:
    """The form of a `kind` of entry on `sheet`, read from `formdata`; FieldError (naming
    "kind") if the game has no such entry."""
    form = ENTRY_FORMS[sheet.game].get(kind)
    if form is None:
        raise FieldError(
            f"'{shortened(kind)}' is not an entry of a game of {sheet.title}", field="kind"
        )
    return form(sheet, formdata)
