"""What the Euchre table page shows, from your seat: computed from the engine's state and log,
never re-scored (every score and its sentence is an engine event)."""

from __future__ import annotations

from dataclasses import dataclass

from scoring.cards import Card, Suit
from scoring.euchre.actions import Discard, Play
from scoring.euchre.events import Event, EventCategory, Phase
from scoring.euchre.rules import scoring_rules
from scoring.euchre.view import View
from scoring.narration import event_sentence
from scoring.tricks.seats import SEATS, SIDES, side_of
from webapp.tables import YOU, ComputerTable

POSITIONS = ("bottom", "left", "top", "right")
SCORING = {EventCategory.MADE, EventCategory.MARCH, EventCategory.EUCHRE, EventCategory.RENEGE}
SUMMARY = SCORING | {EventCategory.THROW_IN, EventCategory.WIN}


PARTNER = 2
# Clockwise from you: the next seat to act after you is on your left.
SEAT_NAMES = ("You", "Left", "Partner", "Right")
SIDE_NAMES = ("You & Partner", "Left & Right")


@dataclass(frozen=True)
class Seat:
    index: int
    name: str
    engine_name: str
    position: str
    side: int
    hand_size: int
    is_dealer: bool
    is_turn: bool
    is_maker: bool
    alone: bool
    sits_out: bool
    trick_card: Card | None


@dataclass(frozen=True)
class Side:
    index: int
    name: str
    engine_name: str
    score: int
    tricks: int
    is_yours: bool


@dataclass(frozen=True)
class Line:
    event: Event
    is_yours: bool

    @property
    def text(self) -> str:
        """The engine's sentence said to you, seats called as on the page ('Left plays 9♦',
        'You pass'); scores are said exactly as the engine said them."""
        return event_sentence(self.event.text, self.event.player, SEAT_NAMES, viewer=YOU)


@dataclass(frozen=True)
class HandLog:
    number: int
    dealer: str
    lines: list[Line]


@dataclass(frozen=True)
class TableView:
    game: ComputerTable
    view: View
    seats: list[Seat]
    sides: list[Side]
    move: str | None
    hand: tuple[Card, ...]
    playable: frozenset[Card]
    name_suits: list[Suit]
    can_pass: bool
    can_farm: bool
    trick: list[tuple[Seat, Card]]
    last_trick: list[tuple[Seat, Card]]
    recent: list[Line]
    summary: list[Line]
    hands: list[HandLog]

    @property
    def state(self) -> View:
        """What your seat sees of the game (scoring.euchre.view): all the page is built from."""
        return self.view

    @property
    def you(self) -> Seat:
        return self.seats[YOU]

    @property
    def others(self) -> list[Seat]:
        return self.seats[1:]

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


def table_view(game: ComputerTable) -> TableView:
    """The page's view from your seat: built from what the engine lets your seat see."""
    seen = game.state.view(YOU)
    sizes = seen.hand_sizes()
    phase = seen.phase
    trick_cards = dict(seen.trick) if phase is Phase.PLAY else {}
    seats = [
        Seat(
            index=i,
            name=SEAT_NAMES[i],
            engine_name=SEATS[i],
            position=POSITIONS[i],
            side=side_of(i),
            hand_size=sizes[i],
            is_dealer=i == seen.dealer,
            is_turn=i == seen.current_player,
            is_maker=seen.trump is not None and i == seen.maker,
            alone=(seen.alone and i == seen.maker) or i == seen.defender_alone,
            sits_out=i in seen.out,
            trick_card=trick_cards.get(i),
        )
        for i in range(4)
    ]
    sides = [
        Side(s, SIDE_NAMES[s], SIDES[s], seen.scores[s], seen.tricks[s], s == 0) for s in (0, 1)
    ]
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
    name_suits = [a.suit for a in legal if a.type == "name_trump" and not a.alone]
    hand_events = [e for e in seen.log if e.hand == seen.hand_number]
    trick = [(seats[s], c) for s, c in seen.trick] if phase is Phase.PLAY else []
    last_trick: list[tuple[Seat, Card]] = []
    played_tricks = sum(seen.tricks)
    if not trick and played_tricks:
        per = 4 - len(seen.out)
        done = seen.played[(played_tricks - 1) * per : played_tricks * per]
        last_trick = [(seats[s], c) for s, c in done]
    return TableView(
        game=game,
        view=seen,
        seats=seats,
        sides=sides,
        move=move,
        hand=seen.hand,
        playable=playable,
        name_suits=name_suits,
        can_pass="pass" in types,
        can_farm="farmers_hand" in types,
        trick=trick,
        last_trick=last_trick,
        recent=[_line(e) for e in seen.log[game.since :]],
        summary=[_line(e) for e in hand_events if e.category in SUMMARY]
        if phase in (Phase.HAND_OVER, Phase.OVER)
        else [],
        hands=_hands(seen.log),
    )


def _line(event: Event) -> Line:
    return Line(event, event.player == YOU or (event.side == 0 and event.points > 0))


def _hands(log: tuple[Event, ...]) -> list[HandLog]:
    hands: dict[int, list[Line]] = {}
    dealers: dict[int, str] = {}
    for event in log:
        hands.setdefault(event.hand, []).append(_line(event))
        if event.category is EventCategory.DEAL and event.player is not None:
            dealers[event.hand] = SEAT_NAMES[event.player]
    return [HandLog(n, dealers.get(n, ""), lines) for n, lines in hands.items()]
