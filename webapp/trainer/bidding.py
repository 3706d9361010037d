"""What a bidding round shows around its cards: your seat and who deals, the bidding before
your turn, the score, the house rules, and the options with the key that chooses each."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.cards import Suit
from scoring.euchre.bidding.situation import Situation, option_label
from scoring.euchre.options import Rules
from scoring.options import options_of

# The other players, as the Euchre table names them, by how many seats after you they bid.
PLAYERS = ("You", "Left", "Partner", "Right")
SEAT_NAMES = {1: "First seat", 2: "Second seat", 3: "Third seat", 4: "The dealer"}
WHO_DEALS = {
    1: "Right deals: you bid first",
    2: "Your partner deals",
    3: "Left deals: you bid third",
    4: "You deal: you bid last",
}
# What follows four passes is said always (it bears on every bid), the other rules only when
# not the default; the game's length is said with the score.
ALWAYS_SAID = ("all_pass",)
WITH_THE_SCORE = ("game_to",)


@dataclass(frozen=True)
class BidOption:
    """A button: the option's text, what it says, its key, and the suit it names (if any)."""

    action: str
    label: str
    key: str
    suit: Suit | None


@dataclass(frozen=True)
class HouseRule:
    name: str
    value: str


@dataclass(frozen=True)
class BidTable:
    """The turn to bid in words, for the page."""

    situation: Situation

    @property
    def seat_name(self) -> str:
        return SEAT_NAMES[self.situation.seat]

    @property
    def who_deals(self) -> str:
        return WHO_DEALS[self.situation.seat]

    @property
    def dealer(self) -> str:
        """Who deals, as the table names them ("You" for the dealer)."""
        return PLAYERS[(4 - self.situation.seat) % 4]

    @property
    def passed(self) -> tuple[str, ...]:
        """Who passed before you in this round, in turn."""
        seat = self.situation.seat
        return tuple(PLAYERS[(before - seat) % 4] for before in range(1, seat))

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

    @property
    def house_rules(self) -> tuple[HouseRule, ...]:
        """What follows four passes, and any other rule not at its default (the game's length
        aside: it goes with the score)."""
        rules = self.situation.rules
        said = []
        for option in options_of(Rules):
            value = getattr(rules, option.name)
            if option.name in WITH_THE_SCORE:
                continue
            if option.name not in ALWAYS_SAID and value == option.default:
                continue
            if option.is_flag:
                said.append(HouseRule(option.label, "Yes" if value else "No"))
                continue
            choice = next(c for c in option.choices if c.value == value)
            said.append(HouseRule(option.label, choice.label))
        return tuple(said)
