"""A bidding question: your five cards, your seat, the round, the score and the house rules,
everyone before you having passed; and the choices the rules give you there.

Seats are counted from the dealer's left, as players say them: seat 1 bids first, seat 4 is
the dealer. Option texts are the drills' and the API's: "pass", "order", "order_alone",
"call:S", "call_alone:S" (the dealer's "order" is picking the up-card up).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from scoring.cards import EUCHRE_DECK, Card, CardError, Suit
from scoring.errors import FieldError
from scoring.euchre.options import AllPass, Rules
from scoring.euchre.rules import HAND_SIZE

__all__ = [
    "SEAT_NAMES",
    "Situation",
    "option_label",
    "read_situation",
]

SEAT_NAMES = {1: "first seat", 2: "second seat", 3: "third seat", 4: "the dealer"}
ROUNDS = (1, 2)


@dataclass(frozen=True, slots=True)
class Situation:
    """Everything a bidder knows at their turn: read it with read_situation()."""

    hand: tuple[Card, ...]
    upcard: Card  # round two: the card turned down
    seat: int  # 1 = dealer's left ... 4 = the dealer
    round: int  # 1: order up or pass; 2: name another suit or pass
    score: tuple[int, int] = (0, 0)  # (our side, their side) before this hand
    rules: Rules = field(default_factory=Rules)

    @property
    def is_dealer(self) -> bool:
        return self.seat == 4

    @property
    def partner_deals(self) -> bool:
        """Whether the dealer is our side (we are the dealer or their partner, seat 2)."""
        return self.seat % 2 == 0

    @property
    def stuck(self) -> bool:
        """The dealer in round two under stick the dealer: passing is not allowed."""
        return (
            self.round == 2 and self.is_dealer and self.rules.all_pass is AllPass.STICK_THE_DEALER
        )

    @property
    def passes_before(self) -> int:
        """Passes made before this turn in this round (and a whole round before round two)."""
        return self.seat - 1

    @property
    def we_deal_next(self) -> bool:
        """The deal passes to the dealer's left (seat 1): our side if we sit 1 or 3."""
        return self.seat % 2 == 1

    def suits(self) -> list[Suit]:
        """The suits that may be made trump: the up-card's, or in round two any other."""
        if self.round == 1:
            return [self.upcard.suit]
        return [suit for suit in Suit if suit != self.upcard.suit]

    def options(self) -> list[str]:
        """Every legal choice, as option texts, in a fixed order: pass first when allowed."""
        found = [] if self.stuck else ["pass"]
        if self.round == 1:
            return [*found, "order", "order_alone"]
        for suit in self.suits():
            found += [f"call:{suit}", f"call_alone:{suit}"]
        return found

    def to_dict(self) -> dict[str, object]:
        """The question as JSON-ready data (the API's and a permalink's fields)."""
        return {
            "hand": " ".join(str(card) for card in self.hand),
            "upcard": str(self.upcard),
            "seat": self.seat,
            "round": self.round,
            "score": list(self.score),
            "rules": self.rules.to_dict(),
        }


def option_label(option: str, situation: Situation) -> str:
    """What a player says for an option: "Pass", "Order it up", "Pick it up alone",
    "Call hearts", "Call spades alone"."""
    if option == "pass":
        return "Pass"
    alone = " alone" if "alone" in option.split(":")[0] else ""
    if option.startswith("order"):
        verb = "Pick it up" if situation.is_dealer else "Order it up"
        return verb + alone
    suit = Suit.parse(option.split(":")[1])
    return f"Call {suit.noun}{alone}"


def read_situation(
    hand: str | Sequence[Card | str],
    upcard: str | Card,
    *,
    seat: int,
    round: int,
    score: tuple[int, int] | Sequence[int] = (0, 0),
    rules: Rules | None = None,
) -> Situation:
    """Check a bidding question and return it; FieldError names the field at fault."""
    rules = rules or Rules()
    cards = _cards(hand, "hand")
    if len(cards) != HAND_SIZE:
        raise FieldError(f"a Euchre hand is {HAND_SIZE} cards; that is {len(cards)}", field="hand")
    up = _cards([upcard] if isinstance(upcard, Card) else upcard, "upcard")
    if len(up) != 1:
        raise FieldError("give exactly one up-card", field="upcard")
    if up[0] in cards:
        raise FieldError(
            f"{up[0].display} is the up-card, so it cannot also be in your hand", field="upcard"
        )
    if type(seat) is not int or seat not in SEAT_NAMES:
        raise FieldError(
            f"seat is 1 (the dealer's left), 2, 3 or 4 (the dealer), not {seat!r}", field="seat"
        )
    if type(round) is not int or round not in ROUNDS:
        raise FieldError(
            f"round is 1 (ordering up) or 2 (naming a suit), not {round!r}", field="round"
        )
    points = tuple(score)
    if len(points) != 2 or any(type(p) is not int for p in points):
        raise FieldError("the score is two whole numbers: ours, then theirs", field="score")
    if any(not 0 <= p < rules.game_to for p in points):
        raise FieldError(
            f"each side's score is 0 to {rules.game_to - 1} in a game to {rules.game_to}",
            field="score",
        )
    return Situation(
        hand=tuple(sorted(cards)),
        upcard=up[0],
        seat=seat,
        round=round,
        score=(points[0], points[1]),
        rules=rules,
    )


def _cards(given: str | Sequence[Card | str], field: str) -> list[Card]:
    try:
        if isinstance(given, str):
            cards = EUCHRE_DECK.read(given) if given.strip() else []
        else:
            cards = [c if isinstance(c, Card) else Card.parse(c) for c in given]
            EUCHRE_DECK.check(cards)
    except CardError as error:
        raise FieldError(str(error), field=field) from None
    return cards
