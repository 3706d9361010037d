"""The scorekeeper's forms: a new sheet's table and names, and each kind of entry read into its
action against the sheet it is for; what cannot be read said at its field, and each field an
engine's refusal can name shown beside a field of the form."""

from __future__ import annotations

from dataclasses import fields

import pytest
from werkzeug.datastructures import MultiDict

from scoring.bideuchre.contract import Lone
from scoring.bideuchre.options import Rules as BidRules
from scoring.cards import Card, Suit
from scoring.cribbage.rules import Rules
from scoring.errors import FieldError
from scoring.euchre.options import Rules as EuchreRules
from scoring.scorekeeper import (
    BidEuchreHand,
    BidEuchreSheet,
    Count,
    CribbageSheet,
    EuchreHand,
    EuchreSheet,
    Peg,
    Play,
    Said,
    Starter,
)
from scoring.tricks.seats import SIDES
from webapp.scorekeeper.forms import (
    ENTRY_FORMS,
    SETUP_FORMS,
    CribbageSetup,
    EuchreSetup,
    InvalidEntry,
    entry_form,
)

CRIBBAGE = CribbageSheet(Rules(), ("Ann", "Bob"), first_dealer=1)


def entry(sheet, kind, **sent):
    return entry_form(sheet, kind, MultiDict(sent)).entry()


def refused(sheet, kind, **sent) -> InvalidEntry:
    with pytest.raises(InvalidEntry) as refusal:
        entry(sheet, kind, **sent)
    return refusal.value


# A new sheet


def test_a_cribbage_setup_reads_the_table_the_names_and_the_dealer():
    form = CribbageSetup(MultiDict({"table": "partners", "name1": " Ann  Lee ", "dealer": "3"}))
    assert form.validate()
    sheet = form.sheet(Rules())
    assert sheet.names == ("Ann Lee", "Player 2", "Player 3", "Player 4")
    assert (sheet.partners, sheet.first_dealer) == (True, 2)
    blank = CribbageSetup(MultiDict({"table": "", "name3": "x" * 30}))  # seat 3 is empty
    assert blank.validate() and blank.sheet(Rules()).names == ("Player 1", "Player 2")


@pytest.mark.parametrize(
    ("sent", "field", "said"),
    [
        ({"table": "5"}, "table", "how many play is one of 2, 3, 4, partners, not '5'"),
        ({"name1": "x" * 25}, "name1", "a name is at most 24 characters; that one is 25"),
        ({"name1": "Ann", "name2": "Ann"}, "name2", "give each player a different name"),
        ({"table": "3", "dealer": "4"}, "dealer", "who deals first is one of 1, 2, 3, not '4'"),
    ],
)
def test_a_setup_that_cannot_be_says_so_at_its_field(sent, field, said):
    form = CribbageSetup(MultiDict(sent))
    assert not form.validate()
    assert form.errors_by_field() == {field: said}


def test_the_two_sides_are_named_and_differently():
    form = EuchreSetup(MultiDict({"side1": "Us"}))
    assert form.validate() and form.sheet(EuchreRules()).names == ("Us", SIDES[1])
    same = EuchreSetup(MultiDict({"side1": "We", "side2": " We"}))
    assert not same.validate()
    assert same.errors_by_field() == {"side2": "give the two sides different names"}
    assert set(SETUP_FORMS) == set(ENTRY_FORMS) == {"cribbage", "euchre", "bid-euchre"}


# Cribbage's entries


def test_each_cribbage_entry_is_read_into_its_action():
    assert entry(CRIBBAGE, "starter", starter=" jh ") == Starter(Card.parse("JH"))
    assert entry(CRIBBAGE, "peg", player="2", points="31") == Peg(1, 2, Said.THIRTY_ONE)
    assert entry(CRIBBAGE, "peg", player="1", points=" 6 ") == Peg(0, 6)
    counted = entry(CRIBBAGE, "count", whose="1", cards="5H 5C 5S JD", starter="5D")
    assert counted == Count(0, False, None, ("5H", "5C", "5S", "JD"), "5D")
    # The crib is the dealer's; a starter without the cards is not one.
    assert entry(CRIBBAGE, "count", whose="CRIB", claimed="4", starter="5D") == Count(1, True, 4)


@pytest.mark.parametrize(
    ("kind", "sent", "field"),
    [
        ("starter", {}, "starter"),
        ("starter", {"starter": "JK"}, "starter"),
        ("peg", {"player": "3", "points": "2"}, "player"),
        ("peg", {"player": "1", "points": "0"}, "points"),
        ("peg", {"player": "1", "points": "13"}, "points"),
        ("peg", {"player": "1", "points": "²"}, "points"),
        ("play", {"plays": "  "}, "plays"),
        ("count", {"whose": "1"}, "claimed"),
        ("count", {"whose": "1", "claimed": "30"}, "claimed"),
        ("count", {"whose": "9", "claimed": "3"}, "whose"),
        ("count", {"whose": "1", "cards": "5H 5C 5S"}, "cards"),
        ("count", {"whose": "1", "cards": "5H 5C 5S XX"}, "cards"),
        ("count", {"whose": "1", "cards": "5H 5C 5S 5D", "starter": "ZZ"}, "starter"),
        ("muggins", {"player": "7"}, "player"),
    ],
)
def test_a_cribbage_entry_that_cannot_be_read_says_which_field(kind, sent, field):
    assert refused(CRIBBAGE, kind, **sent).field == field


def test_every_message_of_a_form_is_given_at_once():
    refusal = refused(CRIBBAGE, "count", whose="9", cards="5H")
    assert refusal.errors == {
        "whose": "whose count it is (a player or crib) is one of 1, 2, crib, not '9'",
        "cards": "a hand is 4 cards; 1 given",
    }


def test_an_entry_of_no_kind_the_game_has_is_refused_naming_the_kind():
    with pytest.raises(FieldError, match="'hand' is not an entry of a game of Cribbage") as no:
        entry(CRIBBAGE, "hand")
    assert no.value.field == "kind"


# Euchre's and Bid Euchre's hands


def test_a_euchre_hand_is_read_into_its_action():
    sheet = EuchreSheet(EuchreRules(), SIDES)
    sent = {"maker": "West", "trump": "s", "tricks": "5", "alone": "true", "defender": ""}
    assert entry(sheet, "hand", **sent) == EuchreHand(1, Suit.SPADES, 5, alone=True)


@pytest.mark.parametrize(
    ("sent", "field", "said"),
    [
        ({"trump": "H", "tricks": "3"}, "maker", "choose who made trump"),
        ({"maker": "middle", "trump": "H", "tricks": "3"}, "maker", None),
        ({"maker": "south", "trump": "X", "tricks": "3"}, "trump", None),
        ({"maker": "south", "tricks": "3"}, "trump", "choose the trump suit"),
        ({"maker": "south", "trump": "H", "tricks": "6"}, "tricks", None),
        ({"maker": "south", "trump": "H"}, "tricks", "give the tricks the makers took"),
    ],
)
def test_a_euchre_hand_that_cannot_be_read_says_which_field(sent, field, said):
    refusal = refused(EuchreSheet(EuchreRules(), SIDES), "hand", **sent)
    assert refusal.field == field
    assert said is None or str(refusal) == said


def test_a_bid_euchre_hand_is_read_into_its_action():
    sheet = BidEuchreSheet(BidRules(low_no_trump=True), SIDES)
    sent = {"bidder": "north", "bid": "Moon", "trump": "nt", "tricks": "12"}
    assert entry(sheet, "hand", **sent) == BidEuchreHand(2, 12, lone=Lone.MOON)
    sent = {"bidder": "east", "bid": " 7", "trump": "low", "tricks": "6"}
    assert entry(sheet, "hand", **sent) == BidEuchreHand(3, 6, 7, low=True)
    short = BidEuchreSheet(BidRules(deck=32), SIDES)  # eight cards a hand
    assert refused(short, "hand", bidder="east", bid="4", trump="H", tricks="9").field == "tricks"
    assert refused(sheet, "hand", bidder="east", trump="H", tricks="9").field == "bid"


@pytest.mark.parametrize(("game", "kinds"), ENTRY_FORMS.items())
def test_every_field_a_refusal_names_is_shown_at_a_field_of_the_form(game, kinds):
    """`shows` names the entry's own fields, each at a field of its form."""
    for form in kinds.values():
        action = {
            "starter": Starter,
            "peg": Peg,
            "play": Play,
            "count": Count,
            "hand": EuchreHand if game == "euchre" else BidEuchreHand,
        }.get(form.kind)
        if action is not None:
            assert set(form.shows) == {field.name for field in fields(action)}, form.kind
        assert all(hasattr(form, name) for name in form.shows.values()), form.kind
