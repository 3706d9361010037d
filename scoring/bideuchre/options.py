"""The rule variants a Bid Euchre game is played under; the defaults are the seed text's game
(Katz, The Book of Card Games: two 24-card decks, one bid each, minimum three, dealer stuck).

Katz puts the Benny, a joker, above the right bower, but says neither how many a double deck
has nor where the odd card goes. Our rule (Rules.benny, off by default as the rest of her text
deals the deck out evenly): one joker joins the deck; each player is dealt 12 (or 8) as usual
and the odd card lies face down as the widow, which the high bidder takes up, laying away any
one card face down before the play (Hasenpfeffer, the 25-card game with the joker, also lays
its odd card face down as a widow; Wikipedia's "Benny" article gives the no-trump rule below).
The Benny is the highest trump; in no-trump it is a trump suit of its own, of one card
(scoring.tricks.trump), so it takes any trick it is played to, high or low.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from scoring.cards import EUCHRE_RANKS, Deck, Rank
from scoring.errors import RulesError
from scoring.options import HOUSE, choice_of, option, rules_from_dict, rules_to_dict

DECK_SIZES = (48, 32)
MINIMUM_BIDS = (3, 1, 6)
TARGETS = (52, 50, 32)

DECKS = {
    48: Deck("the 48-card double deck (two of each card from nine to ace)", EUCHRE_RANKS, 2),
    32: Deck(
        "the 32-card double deck (two of each card from jack to ace)",
        (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE),
        2,
    ),
}
# The same with the Benny (Rules.benny): one joker more, the widow's odd card.
DECKS_WITH_BENNY = {
    size: Deck(deck.name.replace(")", ") and the Benny, a joker"), deck.ranks, 2, jokers=1)
    for size, deck in DECKS.items()
}


class Auction(StrEnum):
    """How long the bidding lasts."""

    ONCE = "once"  # each player bids or passes once, from the dealer's left
    CONTINUOUS = "continuous"  # round and round until three pass in a row after a bid


class AllPass(StrEnum):
    """What happens when nobody bids."""

    STICK_THE_DEALER = "stick_the_dealer"  # the dealer must bid the minimum and name a suit
    REDEAL = "redeal"  # the hand is thrown in and the next player deals


class MadeScores(StrEnum):
    """What bidders who make their bid score."""

    TRICKS = "tricks"  # one point a trick taken
    TRICKS_PLUS_2 = "tricks_plus_2"  # one a trick, and 2 more for making it


@dataclass(frozen=True, slots=True)
class Rules:
    """Options for a game. Strings are accepted for the enums: Rules(auction="continuous").

    - deck: 48 cards (nine to ace twice, 12 each; default) or 32 (jack to ace twice, 8 each).
    - min_bid: the lowest bid, 3 (default), 1 or 6.
    - auction: ONCE (default) or CONTINUOUS.
    - all_pass: STICK_THE_DEALER (default) or REDEAL.
    - low_no_trump: a no-trump bid may be low (the lowest card of the suit led wins).
    - lone_bids: Moon, Call 1 and Call 2, bids to take every trick alone.
    - made_scores: TRICKS (default) or TRICKS_PLUS_2.
    - benny: a joker as the highest trump, and the odd card as the widow for the high bidder.
    - game_to: 52 (default), 50 or 32.
    """

    game_to: int = option(
        52,
        "Game to",
        choices={n: (f"{n} points", "The usual game." if n == 52 else "") for n in TARGETS},
    )
    deck: int = option(
        48,
        "Deck",
        choices={
            48: ("48 cards", "Two of each card from nine to ace: 12 cards each."),
            32: ("32 cards", "Two of each card from jack to ace: 8 cards each."),
        },
        group=HOUSE,
    )
    min_bid: int = option(
        3,
        "Lowest bid",
        choices={
            3: ("Three", "The usual minimum."),
            1: ("One", "Any number of tricks may be bid."),
            6: ("Six", "A bid must be for at least six tricks."),
        },
        group=HOUSE,
    )
    auction: Auction = option(
        Auction.ONCE,
        "Bidding",
        choices={
            Auction.ONCE: ("One bid each", "Each player bids or passes once."),
            Auction.CONTINUOUS: (
                "Until three pass",
                "The bidding goes round until three players pass in a row after a bid; "
                "a player who passed may bid again.",
            ),
        },
        group=HOUSE,
    )
    all_pass: AllPass = option(
        AllPass.STICK_THE_DEALER,
        "When nobody bids",
        choices={
            AllPass.STICK_THE_DEALER: (
                "Stick the dealer",
                "If the first three pass, the dealer must bid the minimum and name a suit.",
            ),
            AllPass.REDEAL: (
                "Redeal",
                "If all four pass, the hand is thrown in and the next player deals.",
            ),
        },
        group=HOUSE,
    )
    low_no_trump: bool = option(
        False,
        "Low no-trump",
        "A no-trump bid may be low: the lowest card of the suit led takes the trick.",
        group=HOUSE,
    )
    lone_bids: bool = option(
        False,
        "Lone bids",
        "Moon, Call 1 and Call 2: bids to take every trick alone, after swapping 0, 1 or 2 "
        "cards with partner.",
        group=HOUSE,
    )
    benny: bool = option(
        False,
        "The Benny",
        "A joker joins the deck as the highest trump, above the right bower (in no-trump, a "
        "trump of its own). The odd card is the widow: the high bidder takes it up and lays "
        "one card away.",
        group=HOUSE,
    )
    made_scores: MadeScores = option(
        MadeScores.TRICKS,
        "A made bid scores",
        choices={
            MadeScores.TRICKS: ("Its tricks", "One point for each trick taken."),
            MadeScores.TRICKS_PLUS_2: (
                "Its tricks and 2",
                "One point for each trick taken, and 2 more for making the bid.",
            ),
        },
        group=HOUSE,
    )

    def __post_init__(self) -> None:
        for name, allowed in (
            ("game_to", TARGETS),
            ("deck", DECK_SIZES),
            ("min_bid", MINIMUM_BIDS),
        ):
            value = getattr(self, name)
            if type(value) is not int or value not in allowed:
                said = ", ".join(str(n) for n in allowed[:-1]) + f" or {allowed[-1]}"
                raise RulesError(f"{name} is {value!r}; use {said}")
        for name in ("low_no_trump", "lone_bids", "benny"):
            if type(getattr(self, name)) is not bool:
                raise RulesError(f"{name} is {getattr(self, name)!r}; use true or false")
        for name, kind in (
            ("auction", Auction),
            ("all_pass", AllPass),
            ("made_scores", MadeScores),
        ):
            object.__setattr__(self, name, choice_of(kind, name, getattr(self, name)))

    @property
    def hand_size(self) -> int:
        """Cards each player is dealt, and so the tricks in a hand: 12, or 8 with 32 cards."""
        return self.deck // 4

    @property
    def widow_size(self) -> int:
        """Cards dealt to the widow: the Benny's odd card, or none."""
        return 1 if self.benny else 0

    @property
    def cards(self) -> Deck:
        return (DECKS_WITH_BENNY if self.benny else DECKS)[self.deck]

    def to_dict(self) -> dict[str, Any]:
        return rules_to_dict(self)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        """Read rules from a mapping like to_dict()'s; missing options take the defaults."""
        return rules_from_dict(cls, data)
