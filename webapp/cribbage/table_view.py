"""What the game page shows of a saved game, from your seat: seats around the table, the sides'
pegs, what happened since your last move, this deal's show and the log. Everything comes from
the engine's View and its events; nothing is scored here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby

from scoring.cards import Card
from scoring.cribbage import Event, EventCategory, Phase, Play, Rules, View
from scoring.cribbage.dealing import THROWN
from scoring.cribbage.game import GameState
from scoring.cribbage.winning import DealChance, deal_chance
from scoring.narration import about_player, event_sentence
from webapp.cribbage.board import Board, board
from webapp.tables import YOU, ComputerTable

# Where each seat sits around the table, seen from yours at the bottom.
POSITIONS = {
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
}
COUNTS = {EventCategory.SHOW, EventCategory.CRIB}


# Seat names by number of players, clockwise from you: the next seat is on your left.
SEAT_NAMES = {
    2: ("You", "Computer"),
    3: ("You", "West", "East"),
    4: ("You", "West", "North", "East"),
}


def side_names(names: Sequence[str]) -> tuple[str, ...]:
    if len(names) == 4:
        return ("You and North", "West and East")
    return tuple(names)


@dataclass(frozen=True)
class Seat:
    index: int
    name: str
    position: str
    side: int
    hand_size: int
    is_dealer: bool
    said_go: bool
    is_turn: bool
    played: tuple[Card, ...]


@dataclass(frozen=True)
class Side:
    index: int
    name: str
    score: int
    front: int
    back: int
    is_yours: bool

    @property
    def moved(self) -> int:
        """The last move of the front peg: the points of this side's last score."""
        return self.front - self.back


@dataclass(frozen=True)
class Line:
    """An event of the log as said to you (scoring.narration); `who` names the player it is
    about ("" for the table)."""

    who: str
    event: Event
    text: str

    @property
    def label(self) -> str:
        """The player's name to show before a text that does not name them (a score)."""
        return "" if about_player(self.event.text) else self.who

    @property
    def is_yours(self) -> bool:
        return self.event.player == YOU


@dataclass(frozen=True)
class Count:
    """One count of the show: whose hand (or crib), its cards and what was pegged for it."""

    who: str
    seat: int
    crib: bool
    cards: tuple[Card, ...]
    starter: Card | None
    said: Line
    lines: tuple[Line, ...]

    @property
    def pegged(self) -> int:
        return sum(line.event.points for line in self.lines if line.event.player == self.seat)


@dataclass(frozen=True)
class Deal:
    number: int
    dealer: str | None
    lines: tuple[Line, ...]


@dataclass(frozen=True)
class TableView:
    game: ComputerTable[GameState]
    view: View
    seats: tuple[Seat, ...]
    sides: tuple[Side, ...]
    recent: tuple[Line, ...]
    deals: tuple[Deal, ...]
    counts: tuple[Count, ...]

    @property
    def you(self) -> Seat:
        return self.seats[YOU]

    @property
    def others(self) -> tuple[Seat, ...]:
        return self.seats[1:]

    @property
    def rules(self) -> Rules:
        return self.view.rules

    @property
    def phase(self) -> Phase:
        return self.view.phase

    @property
    def move(self) -> str | None:
        """The kind of decision that is yours now: discard, play, go, show, declare,
        muggins (call or pass), next_deal; None when the game is over."""
        if self.view.phase is Phase.OVER:
            return None
        if self.view.phase is Phase.DONE:
            return "next_deal"
        legal = self.view.legal_actions
        return legal[0].type if legal else None

    @property
    def playable(self) -> frozenset[Card]:
        return frozenset(a.card for a in self.view.legal_actions if isinstance(a, Play))

    @property
    def to_throw(self) -> int:
        return THROWN[self.view.players]

    @property
    def kept(self) -> tuple[Card, ...]:
        """Your four cards for the show, once the play has begun."""
        return tuple(sorted(self.view.hand + self.you.played))

    @property
    def crib_owner(self) -> str:
        dealer = self.seats[self.view.dealer]
        if dealer.index == YOU:
            return "your crib"
        if self.view.players == 4 and dealer.side == self.you.side:
            return "your side's crib (North deals)"
        return f"{dealer.name}'s crib"

    @property
    def next_dealer(self) -> Seat:
        return self.seats[(self.view.dealer + 1) % self.view.players]

    @property
    def counting(self) -> Seat | None:
        counting = self.view.counting
        return None if counting is None else self.seats[counting[0]]

    @property
    def counting_crib(self) -> bool:
        counting = self.view.counting
        return counting is not None and counting[1]

    @property
    def claim_count(self) -> Count | None:
        """The count open to muggins: the last one of the show."""
        return self.counts[-1] if self.view.claim is not None and self.counts else None

    @property
    def crib_cards(self) -> tuple[Card, ...]:
        """The crib, only while it lies face up for you to count it."""
        if self.view.counting == (YOU, True):
            crib: tuple[Card, ...] = self.game.state.crib
            return crib
        return ()

    @property
    def chance(self) -> DealChance | None:
        """Your chance of winning at the start of this deal (or the next), two players."""
        return deal_chance(self.view)

    def board(self, per_row: int) -> Board:
        rules = self.view.rules
        lines = tuple(line for line in (rules.skunk_line, rules.double_skunk_line) if line)
        return board(rules.game_to, self.view.pegs, lines, per_row)

    @property
    def latest(self) -> tuple[Line, ...]:
        """The last few events since your move, for the table itself on a small screen."""
        return self.recent[-3:]

    @property
    def winner(self) -> Side | None:
        return None if self.view.winner is None else self.sides[self.view.winner]


def table_view(game: ComputerTable[GameState]) -> TableView:
    view = game.state.view(YOU)
    names = SEAT_NAMES[game.state.players]
    players = view.players

    def line(event: Event) -> Line:
        text = event_sentence(event.text, event.player, names, viewer=YOU)
        return Line("" if event.player is None else names[event.player], event, text)

    seats = tuple(
        Seat(
            index=seat,
            name=names[seat],
            position=POSITIONS[players][seat],
            side=seat % 2 if players == 4 else seat,
            hand_size=view.hand_sizes[seat],
            is_dealer=seat == view.dealer,
            said_go=seat in view.gone,
            is_turn=seat == view.current_player and view.phase is Phase.PEGGING,
            played=tuple(play.card for play in view.plays if play.player == seat),
        )
        for seat in range(players)
    )
    your_side = seats[YOU].side
    sides = tuple(
        Side(side, name, view.scores[side], front, back, side == your_side)
        for side, (name, (front, back)) in enumerate(zip(side_names(names), view.pegs, strict=True))
    )
    lines = [line(event) for event in view.log]
    deals = tuple(
        Deal(number, _dealer_of(group, names), tuple(group))
        for number, group in ((n, list(g)) for n, g in groupby(lines, lambda x: x.event.deal))
    )
    return TableView(
        game=game,
        view=view,
        seats=seats,
        sides=sides,
        recent=tuple(lines[game.since :]),
        deals=deals,
        counts=_counts(lines, view),
    )


def _dealer_of(lines: list[Line], names: tuple[str, ...]) -> str | None:
    for item in lines:
        if item.event.category is EventCategory.DEAL and item.event.player is not None:
            return names[item.event.player]
    return None


def _counts(lines: list[Line], view: View) -> tuple[Count, ...]:
    """This deal's show, count by count: each starts with its SHOW or CRIB event."""
    counts: list[tuple[Line, list[Line]]] = []
    for item in lines:
        event = item.event
        if event.deal != view.deal_number or event.phase is not Phase.SHOW:
            continue
        if event.category in COUNTS:
            counts.append((item, []))
        elif counts:
            counts[-1][1].append(item)
    return tuple(
        Count(
            who=said.who,
            seat=said.event.player if said.event.player is not None else YOU,
            crib=said.event.category is EventCategory.CRIB,
            cards=said.event.cards[:-1],
            starter=said.event.cards[-1] if said.event.cards else None,
            said=said,
            lines=tuple(rest),
        )
        for said, rest in counts
    )
