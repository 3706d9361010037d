"""Keeping the score of a cribbage game played with real cards, deal by deal.

An entry (scoring/scorekeeper/entries.py) is one of:
- the starter (the cut): a jack pegs his heels, 2 for the dealer;
- points pegged in the play, by a player (1 to 12, a go or 31 said as such), or the play told
  as cards, settled by scoring/cribbage/settle.py with every point's rule;
- a hand or the crib counted: as points, or as the four cards with the starter, then counted by
  scoring/cribbage/hand.py; a number claimed is checked against it. An over-count is refused
  with the items that are there (nobody pegs points they do not have); an under-count pegs what
  was claimed, and with muggins on the points missed are offered to the others;
- muggins called by an opponent, or let go.

The crib ends the deal: the next player deals. The game ends when a side reaches the game's
length; the losers' skunks are scoring/cribbage/result.py's.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar

from scoring.cards import Card, CardError, check_distinct
from scoring.codec import SaveCodec
from scoring.cribbage.hand import HandScore, score_hand
from scoring.cribbage.pegging import heels
from scoring.cribbage.result import game_result
from scoring.cribbage.rules import Rules, ShowOrder
from scoring.cribbage.settle import settle_pegging
from scoring.cribbage.show import MAX_HAND, show_order
from scoring.errors import FieldError
from scoring.scorekeeper.entries import (
    CRIBBAGE_ENTRIES,
    MAX_PEGGED,
    MAX_PLAY,
    Count,
    CribbageEntry,
    LetGo,
    Muggins,
    Peg,
    Play,
    Said,
    Starter,
)
from scoring.scorekeeper.sheet import Item, Line, Sheet, Tally, check_card

# No hand or crib of four cards and a starter scores these.
IMPOSSIBLE_COUNTS = frozenset({19, 25, 26, 27})
PLAYER_COUNTS = (2, 3, 4)  # each for themselves; four may play as two partnerships
HAND_CARDS = 4  # the cards of a hand or crib counted in the show, the starter apart


class OverCount(FieldError):
    """A count claimed above what the cards hold: refused, with the hand's own items."""

    def __init__(self, message: str, score: HandScore) -> None:
        super().__init__(message, field="claimed")
        self.score = score


@dataclass(frozen=True, slots=True)
class Claim:
    """An under-count open to muggins: who counted, hand or crib, claimed and held."""

    player: int
    crib: bool
    claimed: int
    total: int

    @property
    def missed(self) -> int:
        return self.total - self.claimed


@dataclass(frozen=True, slots=True)
class Deal:
    """The deal in progress: its number, dealer and starter, the counts made (player, crib),
    the cards shown in them, and an under-count waiting for muggins."""

    number: int
    dealer: int
    starter: Card | None = None
    counted: tuple[tuple[int, bool], ...] = ()
    shown: frozenset[Card] = frozenset()
    claim: Claim | None = None


@dataclass(frozen=True)
class CribbageSheet(Sheet[Deal, CribbageEntry, Rules]):
    """A cribbage game: `names` one a player, in the order they sit (clockwise); with four
    players `partners` puts the first and third against the second and fourth."""

    game: ClassVar[str] = "cribbage"
    title: ClassVar[str] = "Cribbage"

    partners: bool = False
    first_dealer: int = 0

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.players not in PLAYER_COUNTS:
            raise FieldError(
                f"cribbage is played by 2, 3 or 4 players, not {self.players}", field="names"
            )
        if self.partners and self.players != 4:
            raise FieldError("partnerships are two of two: four players", field="partners")
        if not 0 <= self.first_dealer < self.players:
            raise FieldError(
                f"the first dealer is one of the players, 0 to {self.players - 1}",
                field="first_dealer",
            )

    @property
    def players(self) -> int:
        return len(self.names)

    @property
    def side_names(self) -> tuple[str, ...]:
        if self.partners:
            return (f"{self.names[0]} & {self.names[2]}", f"{self.names[1]} & {self.names[3]}")
        return self.names

    def side_of(self, player: int) -> int:
        return player % 2 if self.partners else player

    @property
    def limit(self) -> int:
        """Pegging out ends the game in the game hole: points past it are not scored."""
        return self.rules.game_to

    def start(self) -> Deal:
        return Deal(1, self.first_dealer)

    # What the page offers next.

    def next_count(self, deal: Deal) -> tuple[int, bool] | None:
        """The next hand (player, is_crib) to count in the show's order; None when all are."""
        rules = self.rules if self.partners else replace(self.rules, four_player_show=ShowOrder.ACC)
        for count in show_order(self.players, deal.dealer, rules):
            if count not in deal.counted:
                return count
        return None

    def opponents(self, player: int) -> tuple[int, ...]:
        """Who may call muggins on `player`'s count: everyone on another side."""
        side = self.side_of(player)
        return tuple(other for other in range(self.players) if self.side_of(other) != side)

    def pone(self, deal: Deal) -> int:
        """The player on the dealer's left, who plays first."""
        return (deal.dealer + 1) % self.players

    # Scoring an entry.

    def score(
        self, state: Deal, tally: Tally, entry: CribbageEntry, number: int
    ) -> tuple[Deal, Line]:
        if isinstance(entry, Muggins):
            return self._muggins(state, entry, number)
        if state.claim is not None:
            state = replace(state, claim=None)  # anything else lets the missed points go
        if isinstance(entry, Starter):
            return self._starter(state, entry.card, number)
        if isinstance(entry, Peg):
            return self._peg(state, entry, number)
        if isinstance(entry, Play):
            return self._play(state, entry.plays, number)
        if isinstance(entry, Count):
            return self._count(state, entry, number)
        if isinstance(entry, LetGo):
            return state, self._line(number, state, "No one called muggins", {})
        raise FieldError(f"{entry!r} is not an entry of a cribbage game", field="type")

    def winner(
        self, state: Deal, tally: Tally, line: Line, entry: CribbageEntry
    ) -> tuple[int, str] | None:
        game_to = self.rules.game_to
        won = [side for side in line.scorers if tally.scores[side] >= game_to]
        if not won:
            return None
        side = won[0]
        return side, f"{self.side_names[side]} {game_result(tally.scores, side, self.rules).text}"

    def _line(
        self, number: int, deal: Deal, title: str, points: Mapping[int, int], **more: Any
    ) -> Line:
        by_side = [0] * len(self.side_names)
        for player, more_points in points.items():
            by_side[self.side_of(player)] += more_points
        return Line(number, deal.number, title, tuple(by_side), **more)

    def _starter(self, deal: Deal, card: Card, number: int) -> tuple[Deal, Line]:
        check_card(card, "card")
        if deal.starter is not None:
            raise FieldError(
                f"the starter of this deal is {deal.starter.display}; undo to change it",
                field="card",
            )
        if card in deal.shown:
            raise FieldError(f"{card.display} is in a hand counted this deal", field="card")
        dealer = self.names[deal.dealer]
        after = replace(deal, starter=card)
        if card.rank != 11:
            return after, self._line(
                number, deal, f"The starter is {card.display}", {}, shown=(card,)
            )
        item = heels(card)
        return after, self._line(
            number,
            deal,
            f"The starter is {card.display}: his heels for {dealer}",
            {deal.dealer: item.points},
            items=(Item(item.points, item.text, item.cards),),
            shown=(card,),
        )

    def _peg(self, deal: Deal, entry: Peg, number: int) -> tuple[Deal, Line]:
        player, points, said = entry.player, entry.points, entry.said
        self.check_player(player)
        if not 1 <= points <= MAX_PEGGED:
            raise FieldError(
                f"one card pegs 1 to {MAX_PEGGED} points in the play, not {points}",
                field="points",
            )
        if said is not None and points != said.points:
            raise FieldError(
                f"{said.words} pegs {_points(said.points)}, not {points}", field="points"
            )
        name = self.names[player]
        why = f" for {said.words}" if said is not None else " in the play"
        title = f"{name} pegs {_points(points)}{why}"
        return deal, self._line(number, deal, title, {player: points}, items=(Item(points, title),))

    def _play(self, deal: Deal, plays: str, number: int) -> tuple[Deal, Line]:
        if not plays.strip():
            raise FieldError("give the cards in the order they were played", field="plays")
        if len(plays) > MAX_PLAY:
            raise FieldError(
                f"a play told as cards is at most {MAX_PLAY} characters; that one is {len(plays)}",
                field="plays",
            )
        record = settle_pegging(plays, players=self.players, rules=self.rules)
        problem = record.problem
        if problem is not None:
            first = self.names[self.pone(deal)]
            raise FieldError(
                f"{problem.problem} (Player 1 is {first}, on the dealer's left)", field="plays"
            )
        points: dict[int, int] = {}
        items = []
        for step in record.steps:
            player = (deal.dealer + 1 + step.player) % self.players
            name = self.names[player]
            for item in step.items:
                points[player] = points.get(player, 0) + item.points
                items.append(Item(item.points, f"{name}: {item.text}", item.cards))
        said = " ".join(play.card.display if play.card else "go" for play in record.plays)
        title = f"The play: {said}"
        note = ""
        if not record.is_over:
            note = "The play is not over: enter the rest as points or as another play."
        return deal, self._line(number, deal, title, points, items=tuple(items), note=note)

    def _count(self, deal: Deal, entry: Count, number: int) -> tuple[Deal, Line]:
        player, crib, claimed = entry.player, entry.crib, entry.claimed
        self.check_player(player)
        name = self.names[player]
        what = "crib" if crib else "hand"
        if crib and player != deal.dealer:
            dealer = self.names[deal.dealer]
            raise FieldError(f"the crib is the dealer's: {dealer} deals this time", field="crib")
        if (player, crib) in deal.counted:
            raise FieldError(
                f"{name}'s {what} is already counted in this deal; undo it to count it again",
                field="player",
            )
        if claimed is not None and not 0 <= claimed <= MAX_HAND:
            raise FieldError(
                f"a {what} scores 0 to {MAX_HAND} points, not {claimed}", field="claimed"
            )
        counted = replace(deal, counted=(*deal.counted, (player, crib)))
        if crib:
            counted = Deal(deal.number + 1, (deal.dealer + 1) % self.players)
        title = f"{name}'s {what}"
        if not entry.cards:
            if entry.starter is not None:
                raise FieldError(
                    "a starter is given with the cards it is counted with", field="starter"
                )
            if claimed is None:
                raise FieldError("give the points claimed, or the cards", field="claimed")
            if claimed in IMPOSSIBLE_COUNTS:
                raise FieldError(f"no {what} scores {claimed}: check the count", field="claimed")
            line = self._line(
                number,
                deal,
                f"{title}: {_points(claimed)}",
                {player: claimed},
                items=(Item(claimed, f"{name} counts {_points(claimed)}"),),
            )
            return counted, line
        score, starter = self._scored(deal, entry)
        total = score.total
        items = tuple(Item(item.points, item.text, item.cards) for item in score.items)
        shown = (*score.hand, score.starter)
        if claimed is not None and claimed > total:
            raise OverCount(
                f"{name} claimed {claimed}, but the {what} holds {_points(total)}: "
                f"{score.spoken or 'nothing'}. Nobody pegs points they do not have.",
                score,
            )
        if not crib:  # the deal goes on: what this count showed is known from now
            seen = counted.shown | set(score.hand)
            counted = replace(counted, starter=starter or counted.starter, shown=seen)
        pegged, said, note = total, _points(total), ""
        if claimed is not None and claimed == total:
            said += " (checked)"
        elif claimed is not None and self.rules.muggins:
            pegged, said = claimed, f"{_points(claimed)} claimed, {total} there"
            note = (
                f"{name} claimed {claimed}; the {what} holds {total}. "
                f"{_points(total - claimed)} missed: the others may call muggins."
            )
            counted = replace(counted, claim=Claim(player, crib, claimed, total))
        elif claimed is not None:
            note = (
                f"{name} claimed {claimed}; the {what} holds {total}, and pegs it all (muggins "
                "is off, so nothing missed is lost)."
            )
        line = self._line(
            number, deal, f"{title}: {said}", {player: pegged}, items=items, shown=shown, note=note
        )
        return counted, line

    def _scored(self, deal: Deal, entry: Count) -> tuple[HandScore, Card | None]:
        """The count's cards scored with the deal's starter (or the one given with them, which
        becomes the deal's); the new starter, if this count named it."""
        cards, given = list(entry.cards), entry.starter
        if len(cards) != HAND_CARDS:
            raise FieldError(f"a hand is 4 cards; {len(cards)} given", field="cards")
        for card in cards:
            check_card(card, "cards")
        if given is not None:
            check_card(given, "starter")
            if deal.starter is not None and given != deal.starter:
                raise FieldError(
                    f"the starter of this deal is {deal.starter.display}, not {given.display}",
                    field="starter",
                )
        starter = given or deal.starter
        if starter is None:
            raise FieldError("give the starter (the cut card) to count the cards", field="starter")
        try:
            check_distinct([*cards, starter])
        except CardError as error:
            raise FieldError(str(error), field="cards") from None
        if not entry.crib:
            again = [card for card in cards if card in deal.shown]
            if again:
                raise FieldError(
                    f"{again[0].display} is in a hand already counted this deal", field="cards"
                )
        new = given if deal.starter is None else None
        return score_hand(cards, starter, crib=entry.crib), new

    def _muggins(self, deal: Deal, entry: Muggins, number: int) -> tuple[Deal, Line]:
        claim = deal.claim
        caller = entry.player
        self.check_player(caller)
        if claim is None:
            raise FieldError(
                "there is no count to call muggins on: only an under-count is", field="player"
            )
        if caller not in self.opponents(claim.player):
            raise FieldError(
                f"muggins is called by an opponent of {self.names[claim.player]}", field="player"
            )
        counter, caller_name = self.names[claim.player], self.names[caller]
        what = "crib" if claim.crib else "hand"
        text = (
            f"{caller_name} calls muggins: {counter}'s {what} held {claim.total}, not "
            f"{claim.claimed}; the {_points(claim.missed)} missed are {caller_name}'s"
        )
        line = self._line(
            number,
            deal,
            f"Muggins! {caller_name} takes {_points(claim.missed)}",
            {caller: claim.missed},
            items=(Item(claim.missed, text),),
        )
        return replace(deal, claim=None), line

    @classmethod
    def first_format(cls, data: Mapping[str, Any]) -> dict[str, Any]:
        """The first form: {"kind": "count", ..., "cards": "5H 5C 5S JD"}, a peg's "for"."""
        return {
            **{key: data[key] for key in ("rules", "names", "partners", "first_dealer")},
            "entries": [_first_entry(entry) for entry in data["entries"]],
        }


def _first_entry(entry: Mapping[str, Any]) -> dict[str, Any]:
    """An entry as the first form saved it, as CRIBBAGE_ENTRIES reads one."""
    written = {"type": entry["kind"], **{k: v for k, v in entry.items() if k != "kind"}}
    if "for" in written:
        written["said"] = written.pop("for")
    if isinstance(written.get("cards"), str):
        written["cards"] = written["cards"].split()
    return written


def _points(points: int) -> str:
    return f"{points} point" + ("" if points == 1 else "s")


CribbageSheet.saves = SaveCodec(
    CribbageSheet,
    "a cribbage score sheet",
    CRIBBAGE_ENTRIES,
    keys=("rules", "names", "partners", "first_dealer", "entries"),
    check=CribbageSheet.played,  # every entry can be made: the sheet replays
    ascii_only=False,
)


__all__ = ["Claim", "CribbageSheet", "Deal", "OverCount", "Said"]
