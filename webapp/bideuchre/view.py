"""What the Bid Euchre table page shows, from your seat: the shared trick table
(webapp/trick_table.py) with the auction, the contract against the tricks taken, and your
bidding panel. Computed from the engine's view and log, never re-scored."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.bideuchre.actions import Bid, Discard, Exchange, Pass, Play
from scoring.bideuchre.contract import NUMBER_WORDS, Contract, Lone, strain_name
from scoring.bideuchre.events import EventCategory, Phase
from scoring.bideuchre.game import GameState
from scoring.bideuchre.options import MadeScores
from scoring.bideuchre.view import View
from scoring.cards import Card, Suit
from scoring.tricks.holding import grouped
from webapp.tables import YOU, ComputerTable
from webapp.trick_table import (
    SEAT_NAMES,
    Seat,
    Side,
    TrickTableView,
    hand_logs,
    line,
    seat_rows,
    shown_tricks,
    sides,
)

SUMMARY = {
    EventCategory.CONTRACT,
    EventCategory.MADE,
    EventCategory.SET,
    EventCategory.DEFENDED,
    EventCategory.THROW_IN,
    EventCategory.WIN,
}
SUITS = (Suit.SPADES, Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS)


@dataclass(frozen=True)
class Strain:
    """A column of the bidding panel: a suit, no-trump or low no-trump, as the form says it."""

    trump: Suit | None
    low: bool

    @property
    def code(self) -> str:
        return self.trump.value if self.trump else ("LOW" if self.low else "NT")

    @property
    def name(self) -> str:
        return strain_name(self.trump, self.low)

    @property
    def short(self) -> str:
        return self.trump.symbol if self.trump else ("Low" if self.low else "NT")


@dataclass(frozen=True)
class BidLevel:
    """A number of tricks (or a lone bid) you may bid now: the bidding panel's first choice,
    the strain its second."""

    value: str  # the form's `tricks`: "4", "moon"
    label: str  # "4", "Moon"
    words: str  # "four tricks", "Moon: every trick, alone"


@dataclass(frozen=True)
class AuctionLine:
    seat: Seat
    said: str  # "Pass", "four, hearts"


@dataclass(frozen=True)
class TableView(TrickTableView[GameState, View]):
    laying_away: frozenset[Card]  # the cards you may lay away now, the widow taken up
    strains: list[Strain]
    bid_levels: list[BidLevel]  # lowest first
    open_strains: frozenset[str]  # the codes of the strains you may name with them
    can_pass: bool
    stuck: bool
    exchange: int  # cards you pass now, in a lone bid's exchange
    auction: list[AuctionLine]

    @property
    def contract(self) -> Contract | None:
        return self.view.contract

    @property
    def bidder(self) -> Seat | None:
        contract = self.view.contract
        return None if contract is None else self.seats[contract.bidder]

    @property
    def standing(self) -> str | None:
        """Where the bid stands, for the badge: "2 more tricks to make it." while it can still
        be made, "Made." once it is; when the hand is over, "Made: 7 tricks of the 6 bid." or
        "Set: 4 tricks of the 6 bid."."""
        contract = self.view.contract
        if contract is None:
            return None
        taken = self.view.tricks[contract.side]
        if self.view.phase in (Phase.HAND_OVER, Phase.OVER):
            word = "Made" if taken >= contract.tricks else "Set"
            trick = "trick" if taken == 1 else "tricks"
            return f"{word}: {taken} {trick} of the {contract.tricks} bid."
        needed = max(0, contract.tricks - taken)
        if needed:
            return f"{needed} more trick{'s' if needed != 1 else ''} to make it."
        return "Made." if self.view.phase == Phase.PLAY else None

    @property
    def high(self) -> str | None:
        """The bid to beat and whose it is: "Right's five, hearts"."""
        high = self.view.high
        if high is None:
            return None
        whose = "your" if high.player == YOU else f"{SEAT_NAMES[high.player]}'s"
        return f"{whose} {high.contract().words}"

    @property
    def scoring_rules(self) -> list[str]:
        rules = self.view.rules
        bonus = " and 2 more" if rules.made_scores is MadeScores.TRICKS_PLUS_2 else ""
        lines = [
            f"Bidders who take at least their bid score a point a trick{bonus}; "
            "if they fall short they lose the number bid.",
            "The defenders score a point for every trick they take.",
            f"A side wins on reaching {rules.game_to} in a hand in which it made its bid or "
            "set the bidders.",
        ]
        return lines

    @property
    def winner(self) -> Side | None:
        won = self.view.winner
        return None if won is None else self.sides[won]


def table_view(game: ComputerTable[GameState]) -> TableView:
    """The page's view from your seat: built from what the engine lets your seat see."""
    seen: View = game.state.view(YOU)
    phase = seen.phase
    contract = seen.contract
    trick = seen.trick if phase is Phase.PLAY else ()
    bidder = None if contract is None else contract.bidder
    seats = seat_rows(
        seen.hand_sizes(),
        dealer=seen.dealer,
        turn=seen.current_player,
        maker=bidder,
        alone=frozenset({contract.bidder})
        if contract is not None and contract.alone
        else frozenset(),
        out=seen.out,
        trick=trick,
    )
    legal = list(seen.legal_actions) if seen.current_player == YOU else []
    move: str | None
    if seen.is_over:
        move = "over"
    elif phase is Phase.HAND_OVER:
        move = "next_hand"
    elif not legal:
        move = None
    else:
        move = str(phase)  # "bidding", "widow", "exchange" or "play"
    strains = [Strain(suit, False) for suit in SUITS] + [Strain(None, False)]
    if seen.rules.low_no_trump:
        strains.append(Strain(None, True))
    bids = {a for a in legal if isinstance(a, Bid)}
    hand_events = [e for e in seen.log if e.hand == seen.hand_number]
    current, last = shown_tricks(seats, trick, seen.played, sum(seen.tricks), 4 - len(seen.out))
    trump = None if contract is None else contract.trump
    return TableView(
        game=game,
        view=seen,
        seats=seats,
        sides=sides(seen.scores, seen.tricks),
        move=move,
        hand=grouped(seen.hand, trump, contract is not None and contract.low),
        playable=frozenset(a.card for a in legal if isinstance(a, Play)),
        laying_away=frozenset(a.card for a in legal if isinstance(a, Discard)),
        strains=strains,
        bid_levels=_bid_levels(seen, bids),
        open_strains=frozenset(Strain(b.trump, b.low).code for b in bids),
        can_pass=Pass(YOU) in legal,
        stuck=move == "bidding" and Pass(YOU) not in legal,
        exchange=next((len(a.cards) for a in legal if isinstance(a, Exchange)), 0),
        auction=[
            AuctionLine(seats[b.player], "Pass" if isinstance(b, Pass) else b.contract().words)
            for b in seen.bids
        ],
        trick=current,
        last_trick=last,
        recent=[line(e) for e in seen.log[game.since :]],
        summary=[line(e) for e in hand_events if e.category in SUMMARY]
        if phase in (Phase.HAND_OVER, Phase.OVER)
        else [],
        hands=hand_logs(seen.log),
    )


def _bid_levels(seen: View, legal: set[Bid]) -> list[BidLevel]:
    """The numbers you may bid now, lowest first, then the lone bids. The engine allows every
    strain with each of them, but for the dealer stuck with a bid in a suit (open_strains)."""
    rules = seen.rules
    levels = [
        BidLevel(str(tricks), str(tricks), f"{NUMBER_WORDS[tricks]} tricks")
        for tricks in range(rules.min_bid, rules.hand_size + 1)
        if any(b.tricks == tricks and b.lone is None for b in legal)
    ]
    levels += [
        BidLevel(lone.value, lone.label, f"{lone.label}: {_lone_words(lone)}")
        for lone in Lone
        if any(b.lone is lone for b in legal)
    ]
    return levels


def _lone_words(lone: Lone) -> str:
    if not lone.swap:
        return "every trick alone, with no cards passed"
    cards = "1 card" if lone.swap == 1 else f"{lone.swap} cards"
    return f"every trick alone, {cards} passed each way with Partner first"
