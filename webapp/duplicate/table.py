"""A player's entry in a set, as saved between requests: the set being played
(scoring.duplicate.deals.DuplicateSet) at the game's own computer table, and the deals a hint
made unranked. A Euchre set against the computer alone (/euchre/duplicate) is an entry that is
not ranked. A move is read by the game's table (webapp/tables.py's TableGame) and refused
in the engine's words beside its field, as at every table."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from scoring.duplicate.deals import DuplicateSet
from scoring.engine import Engine
from scoring.errors import ExplainedError, FieldError
from webapp import coach as coaching
from webapp import jobs, reviews, saved_games
from webapp.duplicate.days import GAMES
from webapp.models import SavedGame
from webapp.tables import ComputerTable, TableGame, refused

# The form actions that deal on (cribbage says deal, the trick games hand).
NEXT_DEAL = ("next_deal", "next_hand")


def saved_name(game: str) -> str:
    """The saved game's name of an entry in a set of `game`."""
    return f"duplicate-{game}"


@dataclass(frozen=True)
class EntryTable:
    """An entry: the set (`played`), whether it counts in the field (`ranked`), where your last
    move began in the current deal's log (`since`), the moves of the current deal you asked a
    hint at and the hint shown, and the deals (from 0) played with a hint: not ranked."""

    played: DuplicateSet[Any, Any]
    ranked: bool
    since: int = 0
    hints: tuple[int, ...] = ()
    hint: coaching.ShownHint | None = None
    unranked: tuple[int, ...] = ()

    @property
    def game(self) -> TableGame[Any, Any]:
        # The registry of tables imports the games' packages, and Euchre's serves its sets
        # against the computer with this class: read late.
        from webapp.games import table_game

        return table_game(self.played.game)

    @property
    def table(self) -> ComputerTable[Any]:
        """The current deal at the game's computer table (its view, its hint)."""
        return ComputerTable(
            self.game,
            self.played.current,
            self.played.level,
            self.since,
            hints=self.hints,
            hint=self.hint,
        )

    @property
    def is_over(self) -> bool:
        return self.played.is_over

    def counts(self, number: int) -> bool:
        """Deal `number` (from 0) is ranked: the entry is, and no hint was asked in it."""
        return self.ranked and number not in self.unranked

    @property
    def hint_costs_rank(self) -> bool:
        """A hint asked now would make the current deal unranked."""
        return self.counts(self.played.number) and not self.played.deal_over

    def move_from_form(self, form: Mapping[str, Any]) -> EntryTable:
        """Your move (a decision of the deal, or the next deal) and the computers' replies."""
        played = self.played
        if form.get("action") in NEXT_DEAL:  # refused while the deal is on, or the set over
            return self._moved(played.next_deal(), since=0)
        if played.is_over:
            raise FieldError("the set is over: every deal has been played")
        if played.deal_over:
            raise FieldError("this deal is over: go on to the next deal")
        game = self.game
        try:
            action = game.read_move(form, played.current)
            return self._moved(played.apply(action), since=len(played.current.log))
        except ExplainedError as error:
            raise refused(game, played.current, error) from None

    def _moved(self, played: DuplicateSet[Any, Any], since: int) -> EntryTable:
        new_deal = played.number != self.played.number
        return replace(
            self,
            played=played,
            since=since,
            hints=() if new_deal else self.hints,
            hint=None if new_deal else self.hint,
        )

    def with_hint(self) -> EntryTable:
        """A hint at your decision now (the game table's), kept; in a ranked entry the deal is
        no longer ranked."""
        if self.played.deal_over:
            raise FieldError("there is no decision of yours to give a hint for now")
        table = self.table.with_hint()
        number = self.played.number
        unranked = tuple(sorted({*self.unranked, number})) if self.ranked else self.unranked
        return replace(self, hints=table.hints, hint=table.hint, unranked=unranked)

    def to_json(self) -> str:
        record = {
            "set": self.played.to_dict(),
            "ranked": self.ranked,
            "since": self.since,
            "hints": list(self.hints),
            "hint": None if self.hint is None else self.hint.to_dict(),
            "unranked": list(self.unranked),
        }
        return saved_games.save_text(record)

    @classmethod
    def from_json(cls, text: str) -> EntryTable:
        record = saved_games.read_save(text)
        hint = record.get("hint")
        return cls(
            DuplicateSet.from_dict(record["set"]),
            bool(record.get("ranked", False)),  # a set against the computer alone: not ranked
            int(record["since"]),
            tuple(int(move) for move in record.get("hints", ())),
            None if hint is None else coaching.ShownHint.from_dict(hint),
            tuple(int(deal) for deal in record.get("unranked", ())),
        )


def deal_to_review(saved: SavedGame, number: int) -> tuple[Engine[Any, Any, Any, Any], Any, int]:
    """Deal `number` (from 0) of an entry, for its review: the deal as you played it, a game of
    one hand; jobs.Failed while it is not over."""
    played = EntryTable.from_json(saved.state).played
    if not 0 <= number < len(played.results):
        raise jobs.Failed(f"Deal {number + 1} is not over yet.")
    return played.engine, played.play_of(number), 0


reviews.hands_read_by(deal_to_review, *(saved_name(game) for game in GAMES))
