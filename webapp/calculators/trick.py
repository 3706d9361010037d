"""Read a trick question (the game, the trump, the cards in play order, who led, who sits
out, the hands when known, Bid Euchre's deck) into the ruling (each game's settle_trick), or
errors keyed by field: for the /settle/trick page and the JSON API alike."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from werkzeug.datastructures import MultiDict

from scoring.bideuchre import settle as bid_settle
from scoring.bideuchre.options import Rules as BidRules
from scoring.cards import MAX_INPUT
from scoring.errors import FieldError
from scoring.euchre import settle as euchre_settle
from scoring.tricks.seats import SEATS
from scoring.tricks.settle import HAND_FIELDS, TrickRuling
from scoring.tricks.strain import strain_text
from webapp.calculators.fields import read_rules, read_seat, read_strain, rules_query
from webapp.forms import OptionsForm, options_form

EUCHRE = "euchre"
BID_EUCHRE = "bid-euchre"
GAMES = {EUCHRE: "Euchre", BID_EUCHRE: "Bid Euchre"}
RulesForm = options_form(bid_settle.TRICK_RULES)
RULE_NAMES = tuple(option.name for option in bid_settle.TRICK_RULES)
FIELDS = ("game", "trump", "cards", "lead", "out", *HAND_FIELDS, *RULE_NAMES)
EXAMPLES = {EUCHRE: "AH JD QH 9S", BID_EUCHRE: "AS KS AS 9S"}
SEAT_NAMES = tuple(name.lower() for name in SEATS)


@dataclass(frozen=True)
class TrickRequest:
    """What was asked, as typed, and what came of it: the ruling, or errors by field."""

    game: str = EUCHRE
    trump: str = ""
    cards: str = ""
    lead: str = "south"
    out: tuple[str, ...] = ()
    hands: tuple[str, ...] = ("",) * len(HAND_FIELDS)
    rules: OptionsForm = field(default_factory=RulesForm)
    ruling: TrickRuling | None = None
    errors: dict[str, str] = field(default_factory=dict)

    @property
    def title(self) -> str:
        return GAMES[self.game]

    @property
    def example(self) -> str:
        return EXAMPLES[self.game]

    @property
    def query(self) -> dict[str, str | list[str]]:
        """The canonical query of a ruling, the permalink's."""
        ruling = self.ruling
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
        if self.game == BID_EUCHRE:
            query |= rules_query(self.rules)
        return query


def read_trick_query(args: MultiDict[str, str], game: str) -> TrickRequest:
    """Check every field of the query for `game` (euchre or bid-euchre), then settle the
    trick if all are fine."""
    errors: dict[str, str] = {}
    rules_form = read_rules(RulesForm, bid_settle.TRICK_RULES, args, errors)
    if game != BID_EUCHRE:
        errors = {}  # Euchre has no house rules that change a trick
    out_texts = tuple(args.getlist("out"))
    asked = TrickRequest(
        game=game,
        trump=args.get("trump", ""),
        cards=args.get("cards", ""),
        lead=args.get("lead", "south"),
        out=out_texts,
        hands=tuple(args.get(name, "") for name in HAND_FIELDS),
        rules=rules_form,
    )
    trump, low = read_strain(args.get("trump"), "trump", errors)
    leader = read_seat(args.get("lead", "south"), "lead", errors, missing="say which seat led")
    out: list[int] = []
    for text in out_texts:
        seat = read_seat(text, "out", errors, missing="name each seat that sits out")
        if seat in out:
            errors["out"] = f"{SEATS[seat]} is named twice"
        elif seat is not None:
            out.append(seat)
    cards = args.get("cards")
    if cards is None or not cards.strip():
        errors["cards"] = (
            f"give the cards in the order they were played, the lead first, like {asked.example}"
        )
    hands: dict[int, str] = {}
    for seat, name in enumerate(HAND_FIELDS):
        text = args.get(name, "")
        if len(text) > MAX_INPUT:
            errors[name] = f"that is {len(text)} characters; a list of cards is at most {MAX_INPUT}"
        elif text.strip():
            hands[seat] = text
    if errors or cards is None or leader is None:
        return replace(asked, errors=_in_order(errors))
    try:
        if game == BID_EUCHRE:
            ruling = bid_settle.settle_trick(
                cards,
                trump,
                low=low,
                leader=leader,
                out=out,
                hands=hands,
                rules=BidRules(**rules_form.values()),
            )
        else:
            ruling = euchre_settle.settle_trick(cards, trump, leader=leader, out=out, hands=hands)
    except FieldError as error:
        return replace(asked, errors={_field(error.field or "cards"): str(error)})
    return replace(asked, ruling=ruling)


def _field(name: str) -> str:
    """The form's name for a field the settler names: its seat's leader is 'lead' here."""
    return "lead" if name == "leader" else name


def _in_order(errors: dict[str, str]) -> dict[str, str]:
    return {name: errors[name] for name in FIELDS if name in errors}
