"""Chance, from the game's seed alone: the cut for first deal, the shuffle and the deal.

Each deal's shuffle comes from random.Random seeded by the text "cribbage:{seed}:{deal}",
so the same seed and actions replay exactly, on any machine and Python version >= 3.11.
"""

from __future__ import annotations

from scoring.cards import Card, standard_deck
from scoring.engine import seeded_random
from scoring.errors import DealError
from scoring.options import Choice, Option

PLAYER_COUNTS = (2, 3, 4)
DEALT = {2: 6, 3: 5, 4: 5}  # cards dealt to each player
THROWN = {2: 2, 3: 1, 4: 1}  # cards each player throws to the crib
KEPT = 4  # cards each player keeps for the play and the show

_DECK = tuple(standard_deck())


# The number of players, as offered when a game is set up (new_game's `players`).
PLAYERS = Option(
    name="players",
    label="Players",
    help="",
    default=2,
    choices=(
        Choice(2, "You against the computer", "Each is dealt 6 and throws 2 to the crib."),
        Choice(
            3, "Three players", "You and two computers, each for themselves; 5 cards each, throw 1."
        ),
        Choice(
            4,
            "Four players, two sides",
            "You and the computer across the table (North) against the two on either side.",
        ),
    ),
)


def check_players(players: object) -> int:
    if type(players) is not int or players not in PLAYER_COUNTS:
        raise DealError(
            f"cribbage is for 2, 3 or 4 players (4 as two partnerships), not {players!r}"
        )
    return players


def shuffled_deck(seed: int, deal_number: int) -> list[Card]:
    """The 52 cards in the order they are dealt for deal number `deal_number` (from 0)."""
    deck = list(_DECK)
    seeded_random("cribbage", seed, deal_number).shuffle(deck)
    return deck


def deal(
    deck: list[Card], players: int, dealer: int
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...], tuple[Card, ...]]:
    """Deal one at a time from the dealer's left: (sorted hands, crib, stock).

    With three players the next card goes straight to the crib. The stock is what is left;
    its top card becomes the starter when it is cut.
    """
    hands: list[list[Card]] = [[] for _ in range(players)]
    position = 0
    for _ in range(DEALT[players]):
        for seat in range(1, players + 1):
            hands[(dealer + seat) % players].append(deck[position])
            position += 1
    crib: tuple[Card, ...] = ()
    if players == 3:
        crib = (deck[position],)
        position += 1
    return tuple(tuple(sorted(hand)) for hand in hands), crib, tuple(deck[position:])


def cut_for_deal(seed: int, players: int) -> tuple[int, list[tuple[int, Card, str]]]:
    """Each player cuts; the lowest card deals (ace low), and players tied for lowest cut
    again. Returns the dealer and, in order, each cut as (player, card, explanation)."""
    rng = seeded_random("cribbage", seed, "cut")
    cutters = list(range(players))
    cuts: list[tuple[int, Card, str]] = []
    while True:
        deck = list(_DECK)
        rng.shuffle(deck)
        cards = dict(zip(cutters, deck, strict=False))
        low = min(card.rank for card in cards.values())
        lowest = [player for player in cutters if cards[player].rank == low]
        for player in cutters:
            card = cards[player]
            if player not in lowest:
                text = f"{{who}} cut{{s}} {card.display}"
            elif len(lowest) == 1:
                text = (
                    f"{{who}} cut{{s}} {card.display}, the lowest card (aces are low), "
                    "and deal{s} first"
                )
            else:
                text = (
                    f"{{who}} cut{{s}} {card.display}, tied for the lowest card, and cut{{s}} again"
                )
            cuts.append((player, card, text))
        if len(lowest) == 1:
            return lowest[0], cuts
        cutters = lowest
