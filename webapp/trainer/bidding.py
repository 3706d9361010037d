"""What a bidding round shows around its cards: the question in short (reasons.py's facts,
as the graded feedback says them), the bidding before your turn, and the options with the
key that chooses each."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.cards import Suit
from scoring.euchre.bidding.reasons import question_facts
from scoring.euchre.bidding.situation import Situation, option_label

# The other players, as the Euchre table names them, by how many seats after you they bid.
PLAYERS = ("You", "Left", "Partner", "Right")


@dataclass(frozen=True)
class BidOption:
    """A button: the option's text, what it says, its key, and the suit it names (if any)."""

    action: str
    label: str
    key: str
    suit: Suit | None


@dataclass(frozen=True)
class BidTable:
    """The turn to bid in words, for the page."""

    situation: Situation

    @property
    def passed(self) -> tuple[str, ...]:
        """Who passed before you in this round, in turn."""
        seat = self.situation.seat
        return tuple(PLAYERS[(before - seat) % 4] for before in range(1, seat))

    @property
    def before_you(self) -> str:
        """The bidding before your turn: "Left and Partner passed"."""
        passed = " and ".join(self.passed)
        if self.situation.round == 2:
            then = f"; now {passed} passed" if passed else ""
            return f"All four passed in round one{then}"
        return f"{passed} passed" if passed else "Nobody: you bid first"

    @property
    def facts(self) -> tuple[tuple[str, str], ...]:
        """The question in short, the bidding before you after the round."""
        found = list(question_facts(self.situation))
        at = next(i for i, (what, _) in enumerate(found) if what == "Round") + 1
        found.insert(at, ("Before you", self.before_you))
        return tuple(found)

    @property
    def options(self) -> tuple[BidOption, ...]:
        situation = self.situation
        found = []
        for key, action in enumerate(situation.options(), start=1):
            _, _, suit = action.partition(":")
            named = Suit.parse(suit) if suit else None
            if action.startswith("order"):
                named = situation.upcard.suit
            found.append(BidOption(action, option_label(action, situation), str(key), named))
        return tuple(found)
