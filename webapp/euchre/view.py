"""What the Euchre table page shows, from your seat: computed from the engine's state and log,
never re-scored (every score and its sentence is an engine event)."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.cards import Suit
from scoring.euchre.actions import Discard, NameTrump, Play
from scoring.euchre.events import EventCategory, Phase
from scoring.euchre.game import GameState
from scoring.euchre.rules import scoring_rules
from scoring.euchre.view import View
from scoring.tricks.holding import grouped
from webapp.tables import YOU, ComputerTable
from webapp.trick_table import (
    SEAT_NAMES,
    SIDE_NAMES,
    Line,
    Seat,
    Side,
    TrickTableView,
    hand_logs,
    line,
    seat_rows,
    shown_tricks,
    sides,
)

__all__ = ["SEAT_NAMES", "SIDE_NAMES", "Line", "TableView", "table_view"]

SCORING = {EventCategory.MADE, EventCategory.MARCH, EventCategory.EUCHRE, EventCategory.RENEGE}
SUMMARY = SCORING | {EventCategory.THROW_IN, EventCategory.WIN}


@dataclass(frozen=True)
class TableView(TrickTableView[GameState, View]):
    name_suits: list[Suit]
    can_pass: bool
    can_farm: bool

    @property
    def maker(self) -> Seat | None:
        maker = self.state.maker
        return None if maker is None or self.state.trump is None else self.seats[maker]

    @property
    def dealer(self) -> Seat:
        return self.seats[self.state.dealer]

    @property
    def upcard_showing(self) -> bool:
        return self.state.phase is Phase.ORDER

    @property
    def scoring_rules(self) -> list[str]:
        """How hands score under this game's rules, as the engine says it."""
        return scoring_rules(self.state.rules)

    @property
    def winner(self) -> Side | None:
        won = self.state.winner
        return None if won is None else self.sides[won]


def table_view(game: ComputerTable[GameState]) -> TableView:
    """The page's view from your seat: built from what the engine lets your seat see."""
    seen = game.state.view(YOU)
    phase = seen.phase
    trick = seen.trick if phase is Phase.PLAY else ()
    alone = {seen.defender_alone} if seen.defender_alone is not None else set()
    if seen.alone and seen.maker is not None:
        alone.add(seen.maker)
    seats = seat_rows(
        seen.hand_sizes(),
        dealer=seen.dealer,
        turn=seen.current_player,
        maker=seen.maker if seen.trump is not None else None,
        alone=frozenset(alone),
        out=seen.out,
        trick=trick,
    )
    legal = list(seen.legal_actions) if seen.current_player == YOU else []
    types = {a.type for a in legal}
    move: str | None
    if seen.is_over:
        move = "over"
    elif phase is Phase.HAND_OVER:
        move = "next_hand"
    elif not legal:
        move = None
    elif phase is Phase.ORDER:
        move = "order"
    elif phase is Phase.NAME:
        move = "name"
    elif phase is Phase.DEFEND:
        move = "defend"
    else:
        move = str(phase)  # "discard" or "play"
    playable = frozenset(a.card for a in legal if isinstance(a, Play | Discard))
    name_suits = [a.suit for a in legal if isinstance(a, NameTrump) and not a.alone]
    hand_events = [e for e in seen.log if e.hand == seen.hand_number]
    current, last = shown_tricks(seats, trick, seen.played, sum(seen.tricks), 4 - len(seen.out))
    return TableView(
        game=game,
        view=seen,
        seats=seats,
        sides=sides(seen.scores, seen.tricks),
        move=move,
        # In round one the suit in question is the up-card's: its trumps held together.
        hand=grouped(seen.hand, seen.trump or (seen.upcard.suit if phase is Phase.ORDER else None)),
        playable=playable,
        name_suits=name_suits,
        can_pass="pass" in types,
        can_farm="farmers_hand" in types,
        trick=current,
        last_trick=last,
        recent=[line(e) for e in seen.log[game.since :]],
        summary=[line(e) for e in hand_events if e.category in SUMMARY]
        if phase in (Phase.HAND_OVER, Phase.OVER)
        else [],
        hands=hand_logs(seen.log),
    )
