"""What a scorekeeper page shows of a sheet: the sides and their pegs, the board, the deal in
progress and what to count next, the history newest first. Everything said comes from the
sheet's lines (the engines' explanations); this only arranges it."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from scoring.cards import Suit
from scoring.scorekeeper import (
    AnySheet,
    BidEuchreSheet,
    CribbageSheet,
    EuchreSheet,
    Line,
    Played,
    Said,
    TricksSheet,
)
from scoring.scorekeeper.cribbage import Deal
from scoring.tricks.seats import SEATS
from scoring.tricks.strain import strain_name
from webapp.cribbage.board import Board, board
from webapp.models import ScoreSheet

# What the quick buttons of the play peg, besides a go and 31.
QUICK_POINTS = (1, 2, 3, 4, 6, 12)


@dataclass(frozen=True)
class SideView:
    """A side on the scoreboard and the board: its name and score, its pegs (front, back),
    how far the last score moved it and what it still needs."""

    index: int
    name: str
    score: int
    back: int
    target: int
    is_winner: bool

    @property
    def moved(self) -> int:
        return self.score - self.back

    @property
    def to_go(self) -> int:
        return max(self.target - self.score, 0)


@dataclass(frozen=True)
class DealLines:
    """The lines of one deal (or hand), newest first."""

    number: int
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class Player:
    index: int
    name: str
    value: str  # what a form sends for this player


@dataclass(frozen=True)
class SheetView:
    sheet: AnySheet
    kept: ScoreSheet
    editable: bool

    @cached_property
    def played(self) -> Played[Any]:
        return self.sheet.played()

    @property
    def game(self) -> str:
        return self.sheet.game

    @property
    def title(self) -> str:
        return self.sheet.title

    @property
    def target(self) -> int:
        target: int = self.sheet.rules.game_to
        return target

    @property
    def is_cribbage(self) -> bool:
        return isinstance(self.sheet, CribbageSheet)

    @cached_property
    def sides(self) -> tuple[SideView, ...]:
        tally = self.played.tally
        return tuple(
            SideView(side, name, score, back, self.target, tally.winner == side)
            for side, (name, score, back) in enumerate(
                zip(self.sheet.side_names, tally.scores, tally.backs, strict=True)
            )
        )

    @property
    def result(self) -> str:
        result: str = self.played.tally.result
        return result

    @property
    def is_over(self) -> bool:
        return self.played.tally.winner is not None

    @property
    def last(self) -> Line | None:
        lines: tuple[Line, ...] = self.played.lines
        return lines[-1] if lines else None

    @cached_property
    def history(self) -> tuple[DealLines, ...]:
        """The lines by deal, the newest deal first and the newest line first in each."""
        deals: dict[int, list[Line]] = {}
        for line in self.played.lines:
            deals.setdefault(line.deal, []).append(line)
        return tuple(
            DealLines(number, tuple(reversed(lines)))
            for number, lines in sorted(deals.items(), reverse=True)
        )

    @property
    def rematch(self) -> dict[str, str]:
        """The setup of the next game with the same players: the loser deals first (ACC rule),
        in a game of two; the same table, names and rules."""
        sheet = self.sheet
        args = {"game": sheet.game}
        if isinstance(sheet, CribbageSheet):
            args["table"] = "partners" if sheet.partners else str(sheet.players)
            args |= {f"name{n + 1}": name for n, name in enumerate(sheet.names)}
            winner = self.played.tally.winner
            if winner is not None and sheet.players == 2:
                args["dealer"] = str(2 - winner)
        else:
            args |= {f"side{n + 1}": name for n, name in enumerate(sheet.names)}
        for name, value in sheet.rules.to_dict().items():
            if value is not False:  # a box left unticked is what a form sends for no
                args[name] = "true" if value is True else str(value)
        return args

    def dealer_of(self, deal: int) -> str:
        """Who dealt deal number `deal` (cribbage): the deal passes to the left."""
        assert isinstance(self.sheet, CribbageSheet)
        sheet = self.sheet
        return sheet.names[(sheet.first_dealer + deal - 1) % sheet.players]

    # Cribbage.

    def board(self, per_row: int) -> Board:
        """The cribbage board with each side's pegs (its score and the one before)."""
        pegs = tuple((side.score, side.back) for side in self.sides)
        return board(self.target, pegs, self.skunk_lines, per_row)

    @property
    def skunk_lines(self) -> tuple[int, ...]:
        rules = self.sheet.rules
        return tuple(line for line in (rules.skunk_line, rules.double_skunk_line) if line)

    @property
    def players(self) -> tuple[Player, ...]:
        return tuple(Player(n, name, str(n + 1)) for n, name in enumerate(self.sheet.names))

    @property
    def deal(self) -> Deal:
        deal: Deal = self.played.state
        return deal

    @property
    def dealer(self) -> Player:
        return self.players[self.deal.dealer]

    @property
    def pone(self) -> Player:
        assert isinstance(self.sheet, CribbageSheet)
        return self.players[self.sheet.pone(self.deal)]

    @property
    def next_count(self) -> tuple[Player, bool] | None:
        """Whose count comes next in the show, and whether it is the crib."""
        assert isinstance(self.sheet, CribbageSheet)
        count = self.sheet.next_count(self.deal)
        return None if count is None else (self.players[count[0]], count[1])

    @property
    def claim_callers(self) -> tuple[Player, ...]:
        """Who may call muggins on the count waiting for it."""
        claim = self.deal.claim
        if claim is None or not isinstance(self.sheet, CribbageSheet):
            return ()
        return tuple(self.players[n] for n in self.sheet.opponents(claim.player))

    @property
    def quick_points(self) -> tuple[tuple[str, str, str], ...]:
        """The play's quick buttons: (value sent, label, what it means)."""
        buttons = [(str(n), f"+{n}", f"{n} point" + ("" if n == 1 else "s")) for n in QUICK_POINTS]
        buttons += [(said.value, "Go" if said is Said.GO else "31", said.words) for said in Said]
        return tuple(buttons)

    # Euchre and Bid Euchre.

    @property
    def seats(self) -> tuple[tuple[str, str], ...]:
        """(value sent, label) for each seat: 'South (Us)'."""
        assert isinstance(self.sheet, TricksSheet)
        sheet = self.sheet
        return tuple((name.lower(), sheet.seat_name(seat)) for seat, name in enumerate(SEATS))

    @property
    def suits(self) -> tuple[tuple[str, str], ...]:
        return tuple((suit.value, suit.noun.capitalize()) for suit in Suit)

    @property
    def strains(self) -> tuple[tuple[str, str], ...]:
        """(value sent, label) for each trump a contract may name: the suits, no-trump, and
        low no-trump under its house rule."""
        assert isinstance(self.sheet, BidEuchreSheet)
        strains = [(suit.value, suit.noun.capitalize()) for suit in Suit]
        strains.append(("nt", strain_name(None).capitalize()))
        if self.sheet.rules.low_no_trump:
            strains.append(("low", strain_name(None, low=True).capitalize()))
        return tuple(strains)

    @property
    def hand_size(self) -> int:
        if isinstance(self.sheet, BidEuchreSheet):
            size: int = self.sheet.rules.hand_size
            return size
        return 5

    @property
    def defend_alone(self) -> bool:
        return isinstance(self.sheet, EuchreSheet) and self.sheet.rules.defend_alone

    @property
    def renege(self) -> bool:
        return isinstance(self.sheet, EuchreSheet) and self.sheet.offers_renege

    @property
    def lone_bids(self) -> bool:
        return isinstance(self.sheet, BidEuchreSheet) and self.sheet.rules.lone_bids

    @property
    def min_bid(self) -> int:
        assert isinstance(self.sheet, BidEuchreSheet)
        low: int = self.sheet.rules.min_bid
        return low
