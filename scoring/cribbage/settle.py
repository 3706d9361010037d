"""Settle a pegging argument: the cards played in order, with the gos, scored as the game
scores them, every point with its rule and cards, the count after each card, where the count
starts again, and the first thing that was not allowed.

The points are pegging.py's and the turns the game's own (next_in_count, next_leader, with
Rules.go_leads). Every player holds four cards when the play starts, whatever the number of
players, so who played each card follows from the turn order; a play may name its player too
("2:7C"), and is then checked against it. Without the hands, what a player held is known only
from the cards they play: a go is shown wrong when a card they play later (so held then) would
have fitted, or when the count was 21 or less (every card fits); with a hand given, at once.
Where everyone else has said go, whether the last to play could play on is read from what
follows: a card that fits is theirs, anything else (or nothing) ends the count with their go.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum

from scoring.cards import MAX_INPUT, STANDARD_DECK, Card, CardError, check_distinct
from scoring.cribbage.dealing import KEPT, PLAYER_COUNTS
from scoring.cribbage.pegging import (
    MAX_COUNT,
    VALUES,
    PlayItem,
    count_of,
    fits,
    go_point,
    last_card_point,
    next_in_count,
    next_leader,
    past_31,
    play_items,
)
from scoring.cribbage.rules import Rules
from scoring.errors import FieldError
from scoring.options import options_of

GO = "go"
# The house rule that changes the play: who leads after a go, with three or four players.
PEGGING_RULES = tuple(option for option in options_of(Rules) if option.name == "go_leads")
# The highest count on which a card may not fit: no card counts more than 10.
EVERY_CARD_FITS = MAX_COUNT - 10
GO_RULE = "go is only for a player with no card that fits"
_SEPARATORS = re.compile(r"[\s,;+]+")
_ORDINALS = {1: "st", 2: "nd", 3: "rd"}


def player_name(seat: int) -> str:
    """Players are numbered from 1, the first to play (the dealer's left); the last deals."""
    return f"Player {seat + 1}"


def side_name(side: int, players: int) -> str:
    """A player, or with four players a partnership: 'Players 1 & 3'."""
    if players == 4:
        return f"Players {side + 1} & {side + 3}"
    return player_name(side)


@dataclass(frozen=True, slots=True)
class PegPlay:
    """One entry of the play as it is told: a card, or a go (`card` None), by `player` (a
    seat from 0) when it is named, else by whoever's turn it is."""

    card: Card | None
    player: int | None = None

    def __str__(self) -> str:
        said = GO if self.card is None else str(self.card)
        return said if self.player is None else f"{self.player + 1}:{said}"


def parse_plays(text: str, players: int = 4) -> tuple[PegPlay, ...]:
    """Read the play as typed: cards and gos in order, separated by spaces or commas, each
    perhaps with its player's number first ('4S 6H go 2:5D'). FieldError says what is
    wrong; format_plays() writes the same text back."""
    if len(text) > MAX_INPUT:
        raise _bad(f"that is {len(text)} characters; the play is at most {MAX_INPUT}")
    plays: list[PegPlay] = []
    for token in _SEPARATORS.split(text.strip()):
        if not token:
            continue
        player: int | None = None
        said = token
        if ":" in token:
            number, said = token.split(":", 1)
            player = _player_number(number, token, players)
        if said.lower() == GO:
            plays.append(PegPlay(None, player))
            continue
        try:
            card = Card.parse(said)
        except CardError as error:
            raise _bad(f"{error}; or write go where a player said go") from None
        plays.append(PegPlay(card, player))
    if not plays:
        raise _bad("give the cards in the order they were played, like 4S 6H 5D go 7C")
    cards = [play.card for play in plays if play.card is not None]
    try:
        check_distinct(cards)
        STANDARD_DECK.check(cards)
    except CardError as error:
        raise _bad(str(error)) from None
    most = KEPT * players
    if len(cards) > most:
        raise _bad(
            f"{len(cards)} cards given; with {players} players {most} are played at most "
            f"({KEPT} each)"
        )
    return tuple(plays)


def format_plays(plays: Sequence[PegPlay]) -> str:
    """The play as parse_plays() reads it: '4S 6H go 2:5D'."""
    return " ".join(str(play) for play in plays)


def _player_number(number: str, token: str, players: int) -> int:
    if number.isascii() and number.isdigit() and 1 <= int(number) <= players:
        return int(number) - 1
    shown = token if len(token) <= 12 else token[:12] + "…"
    raise _bad(
        f"'{shown}': before the colon goes the player, 1 to {players} (1 plays first, "
        f"{players} deals)"
    )


def _bad(message: str) -> FieldError:
    return FieldError(message, field="plays")


class StepKind(StrEnum):
    """What a step of the play is; the names are the game's event categories."""

    PLAY = "play"  # a card laid on the pile, with what it pegs
    SAY_GO = "say_go"  # a player who cannot play says go
    GO = "go"  # the go, or one for last, pegged by the last to play
    RESET = "reset"  # the count starts again at 0, led by `player`


@dataclass(frozen=True, slots=True)
class PegStep:
    """One step of the play, about `player`: `text` a template said of them (as the game's
    log says it, scoring.narration), `count` the count after it, `items` the points it pegs.
    A `problem` is why the step was not allowed; the play is settled up to it. `note` says
    what was taken for granted, when the play does not say it."""

    kind: StepKind
    player: int
    text: str
    count: int
    card: Card | None = None
    items: tuple[PlayItem, ...] = ()
    problem: str = ""
    note: str = ""

    @property
    def points(self) -> int:
        return sum(item.points for item in self.items)


@dataclass(frozen=True, slots=True)
class PeggingRecord:
    """A play settled: the steps in order and what each pegged; `to_play` whose turn it is
    after the last one (None when every card is played or a step was not allowed)."""

    players: int
    rules: Rules
    plays: tuple[PegPlay, ...]
    hands: tuple[tuple[Card, ...] | None, ...]
    steps: tuple[PegStep, ...]
    to_play: int | None

    @property
    def problem(self) -> PegStep | None:
        """The step that was not allowed, where the settling stopped; None if all were."""
        last = self.steps[-1] if self.steps else None
        return last if last is not None and last.problem else None

    @property
    def is_over(self) -> bool:
        """Every card has been played (the last card pegged, or 31)."""
        played = sum(1 for step in self.steps if step.kind is StepKind.PLAY and not step.problem)
        return self.problem is None and played == KEPT * self.players

    @property
    def sides(self) -> int:
        return 2 if self.players == 4 else self.players

    def side_of(self, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat

    @property
    def points(self) -> tuple[int, ...]:
        """What each side (each player; with four, each partnership) pegged."""
        totals = [0] * self.sides
        for step in self.steps:
            totals[self.side_of(step.player)] += step.points
        return tuple(totals)

    @property
    def count(self) -> int:
        """The count after the last step."""
        return self.steps[-1].count if self.steps else 0


def settle_pegging(
    plays: Sequence[PegPlay] | str,
    *,
    players: int = 2,
    rules: Rules | None = None,
    hands: Sequence[Sequence[Card] | None] | None = None,
) -> PeggingRecord:
    """Score a play of `players` from its first card: `plays` in order (or their text), and,
    if known, the four cards some players held (`hands`, by seat, None where not known)."""
    if players not in PLAYER_COUNTS:
        raise FieldError(f"pegging is for 2, 3 or 4 players, not {players!r}", field="players")
    told = parse_plays(plays, players) if isinstance(plays, str) else tuple(plays)
    known = _check_hands(hands, players, told)
    held = tuple(None if hand is None else tuple(hand) for hand in known)
    settler = _Settler(players, rules or Rules(), told, known)  # it plays from `known`
    settler.run()
    return PeggingRecord(
        players=players,
        rules=settler.rules,
        plays=told,
        hands=held,
        steps=tuple(settler.steps),
        to_play=None if settler.steps and settler.steps[-1].problem else settler.current,
    )


def _check_hands(
    hands: Sequence[Sequence[Card] | None] | None, players: int, plays: Sequence[PegPlay]
) -> list[list[Card] | None]:
    known: list[list[Card] | None] = [None] * players
    if hands is None:
        return known
    if len(hands) > players:
        raise FieldError(
            f"{len(hands)} hands given for {players} players", field=f"hand{players + 1}"
        )
    seen: dict[Card, int] = {}
    for seat, hand in enumerate(hands):
        if hand is None:
            continue
        where = f"hand{seat + 1}"
        if len(hand) != KEPT:
            raise FieldError(
                f"{player_name(seat)} held {KEPT} cards when the play began; {len(hand)} given",
                field=where,
            )
        try:
            check_distinct(list(hand))
            STANDARD_DECK.check(hand)
        except CardError as error:
            raise FieldError(str(error), field=where) from None
        for card in hand:
            if card in seen:
                raise FieldError(
                    f"{card.display} is in {player_name(seen[card])}'s hand too; each card "
                    "is in one hand",
                    field=where,
                )
            seen[card] = seat
        known[seat] = list(hand)
    for play in plays:
        if play.player is not None and play.player >= players:
            raise _bad(f"there is no player {play.player + 1} with {players} players")
    return known


@dataclass
class _Settler:
    """The play told step by step, as the game's table (scoring.cribbage.table) plays it."""

    players: int
    rules: Rules
    plays: tuple[PegPlay, ...]
    hands: list[list[Card] | None]
    steps: list[PegStep] = field(default_factory=list)
    current: int | None = 0  # whose turn it is
    pile: list[Card] = field(default_factory=list)  # the cards of this count
    gone: list[int] = field(default_factory=list)  # who said go in this count, in order
    left: list[int] = field(default_factory=list)  # how many cards each still holds
    last: int = 0  # who played the last card
    at: int = 0  # the entry of `plays` being told

    def run(self) -> None:
        self.left = [KEPT] * self.players
        while self.at < len(self.plays):
            play = self.plays[self.at]
            if self.current is None:
                raise _bad(
                    f"every card has been played by the {_ordinal(self.at)} entry, "
                    f"'{play}'; nothing follows the last card"
                )
            seat = self.current
            if play.player is not None and play.player != seat:
                self._refuse(play, play.player, self._out_of_turn(play, seat))
                break
            if self._say_go(seat) if play.card is None else self._play(seat, play.card):
                break
            self.at += 1
        self._check_gos()

    @property
    def count(self) -> int:
        return count_of(self.pile)

    def _out_of_turn(self, play: PegPlay, seat: int) -> str:
        """Why the player named for `play` may not make it when it is `seat`'s turn."""
        assert play.player is not None
        named = player_name(play.player)
        if play.player in self.gone and play.card is not None:
            # (A card that fits shows the go itself was wrong: _check_gos says so there.)
            said = next(s.count for s in reversed(self.steps) if s.player == play.player)
            return f"{named} said go on {said}, and {past_31(play.card, self.count)}"
        return f"it is {player_name(seat)}'s turn, not {named}'s"

    def _refuse(self, play: PegPlay, seat: int, problem: str) -> None:
        """The entry `play` was not allowed to `seat`: the last step, with why."""
        if play.card is None:
            step = PegStep(StepKind.SAY_GO, seat, "{who} say{s} go", self.count, problem=problem)
        else:
            text = f"{{who}} play{{s}} {play.card.display}"
            step = PegStep(StepKind.PLAY, seat, text, self.count, play.card, problem=problem)
        self.steps.append(step)

    def _play(self, seat: int, card: Card) -> bool:
        """Lay `card` for `seat`; True when it was not allowed."""
        play = self.plays[self.at]
        hand = self.hands[seat]
        holder = next((s for s, h in enumerate(self.hands) if h is not None and card in h), None)
        if hand is not None and card not in hand:
            held = " ".join(c.display for c in hand) or "no card left"
            self._refuse(play, seat, f"{player_name(seat)} does not hold {card.display} ({held})")
            return True
        if hand is None and holder is not None:
            self._refuse(play, seat, f"{card.display} is in {player_name(holder)}'s hand")
            return True
        count = self.count
        if not fits(card, count):
            problem = f"{past_31(card, count)}: {player_name(seat)} says go if no card fits"
            self._refuse(play, seat, problem)
            return True
        if hand is not None:
            hand.remove(card)
        self.left[seat] -= 1
        self.pile.append(card)
        self.last = seat
        count += VALUES[card.rank]
        items = play_items(tuple(self.pile), count)
        text = f"{{who}} play{{s}} {card.display} for {count}"
        self.steps.append(PegStep(StepKind.PLAY, seat, text, count, card, items))
        if count == MAX_COUNT:
            self._end_count(None)  # 31 has pegged its 2: no go, and no point for last
        else:
            self._advance(seat)
        return False

    def _say_go(self, seat: int) -> bool:
        """`seat` says go; True when it was not allowed."""
        count = self.count
        playable = [card for card in self.hands[seat] or () if fits(card, count)]
        problem = ""
        if playable:
            problem = f"{player_name(seat)} holds {playable[0].display}, which fits on {count}"
        elif count <= EVERY_CARD_FITS:
            problem = (
                f"on {count} every card fits (none counts more than 10), and "
                f"{player_name(seat)} still holds a card"
            )
        if problem:
            self._refuse(self.plays[self.at], seat, f"{problem}: {GO_RULE}")
            return True
        self.gone.append(seat)
        self.steps.append(_go_said(seat, count))
        self._advance(seat)
        return False

    def _advance(self, after: int) -> None:
        """The game's Table.advance: the next player still in the count, or the count ends."""
        holding = [left > 0 for left in self.left]
        seat = next_in_count(after, holding, self.gone)
        if seat is None:
            pile = tuple(self.pile)
            self._end_count(go_point(pile) if any(holding) else last_card_point(pile))
            return
        if seat == self.last:
            plays_on, note = self._plays_on(seat)
            if not plays_on:
                self._end_count(go_point(tuple(self.pile)), note)
                return
        self.current = seat

    def _plays_on(self, seat: int) -> tuple[bool, str]:
        """Whether the last to play, everyone else out of this count, can play again, and
        what was taken for granted: from their hand when it is known, else from what is told
        next (their go, then, is taken as said)."""
        count = self.count
        hand = self.hands[seat]
        if count <= EVERY_CARD_FITS or (
            hand is not None and any(fits(card, count) for card in hand)
        ):
            return True, ""
        following = self.plays[self.at + 1] if self.at + 1 < len(self.plays) else None
        theirs = following is not None and following.player in (None, seat)
        if following is not None and theirs and following.card is None:
            self.at += 1  # their go, said aloud
            self.steps.append(_go_said(seat, count))
            return False, ""
        if hand is not None:
            return False, ""
        if following is None:
            note = (
                f"nothing is told after this, so {player_name(seat)} is taken to have no card "
                f"that fits on {count}"
            )
            return False, note
        return theirs and following.card is not None and fits(following.card, count), ""

    def _end_count(self, point: PlayItem | None, note: str = "") -> None:
        """The game's Table.end_count: peg the go (or last card), then a new count or the end."""
        if point is not None:
            last_card = point.category == "last_card"
            text = "{who} peg{s} one for last" if last_card else "{who} peg{s} the go"
            step = PegStep(StepKind.GO, self.last, text, self.count, None, (point,), note=note)
            self.steps.append(step)
        holding = [left > 0 for left in self.left]
        if not any(holding):
            self.current = None
            return
        leader = next_leader(self.last, holding, self.gone, self.rules.go_leads)
        self.pile = []
        self.gone = []
        self.current = leader
        self.steps.append(
            PegStep(StepKind.RESET, leader, "{who} lead{s} the next count, from 0", 0)
        )

    def _check_gos(self) -> None:
        """A go said while holding a card that fitted, found from the cards played after it
        (they were in the hand): the play is settled up to that go."""
        for index, step in enumerate(self.steps):
            if step.kind is not StepKind.SAY_GO or step.problem:
                continue
            later = [
                s.card
                for s in self.steps[index + 1 :]
                if s.kind is StepKind.PLAY and s.player == step.player and s.card is not None
            ]
            fitting = [card for card in later if fits(card, step.count)]
            if fitting:
                problem = (
                    f"{player_name(step.player)} said go on {step.count} but held "
                    f"{fitting[0].display} (played later), which fits: {GO_RULE}"
                )
                del self.steps[index:]
                said = PegStep(StepKind.SAY_GO, step.player, "{who} say{s} go", step.count)
                self.steps.append(replace(said, problem=problem))
                return


def _go_said(seat: int, count: int) -> PegStep:
    return PegStep(StepKind.SAY_GO, seat, f"{{who}} cannot play on {count}: say{{s}} go", count)


def _ordinal(index: int) -> str:
    number = index + 1
    suffix = "th" if 10 <= number % 100 <= 20 else _ORDINALS.get(number % 10, "th")
    return f"{number}{suffix}"
