"""The field's results in SQL: recording a ranked deal once, each result's matchpoints, the
standings of a set, the field on a deal and a player's history.

Matchpoints come from counts: each deal's tally of results by value gives every value's
percentage (scoring.duplicate.field.percent), and a player's set score averages those over
the deals on their scorecard, one row per player, in the database."""

from __future__ import annotations

import hashlib
import math
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any, Protocol

from sqlalchemy import (
    ColumnElement,
    Float,
    and_,
    bindparam,
    case,
    cast,
    delete,
    func,
    select,
    update,
)
from sqlalchemy.dialects.postgresql import ARRAY
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session
from sqlalchemy.sql.elements import Grouping

from scoring.duplicate.field import percent
from webapp.duplicate.models import (
    SCORECARD_DEALS,
    DuplicateEntry,
    DuplicateResult,
    DuplicateScorecard,
    DuplicateTally,
)
from webapp.models import Player, SavedGame, utc_now
from webapp.storage import get_engine, get_session, insert_for

# Scores equal to this many decimals share a rank (an average of the same percentages taken
# in another order may differ in its last bits).
RANK_DECIMALS = 9


class Choice(Protocol):
    """What the field on a deal is grouped by: a stable key and the words said for it."""

    @property
    def key(self) -> str: ...

    @property
    def label(self) -> str: ...


@dataclass(frozen=True)
class DealScore:
    """One result's matchpoints on a deal, and the counts they come from."""

    percent: float
    lower: int
    equal: int
    total: int


@dataclass(frozen=True)
class Standing:
    """A player's line in a set's standings."""

    rank: int
    player_id: str
    name: str
    score: float
    deals: int


@dataclass(frozen=True)
class StandingsPage:
    """One page of a set's standings, best first; `players` in the whole set."""

    rows: list[Standing]
    players: int
    page: int
    pages: int


@dataclass(frozen=True)
class ChoiceRow:
    """How often a choice was made on a deal, and its average result."""

    key: str
    label: str
    count: int
    average: float


@dataclass(frozen=True)
class DealField:
    """The field on one deal: how many played it, their average result, how many got each
    result (lowest first) and each choice (most made first)."""

    total: int
    average: float
    distribution: list[tuple[int, int]]
    choices: list[ChoiceRow]


def record(
    game: str,
    day: date,
    deal: int,
    player_id: str,
    entry_id: str,
    result: int,
    choice: Choice,
    actions: str,
) -> bool:
    """Record a player's ranked result on a deal (`actions` as JSON text), with its tally and
    scorecard, and commit; False, with nothing written, if that result is there already."""
    if not 1 <= deal <= SCORECARD_DEALS:
        raise ValueError(f"deal {deal}: a set for the field has deals 1 to {SCORECARD_DEALS}")
    session = get_session()
    insert = insert_for(get_engine())
    # Core statements on the session's connection (the ORM's INSERT tells no row count).
    connection = session.connection()
    # The result's row first: its primary key makes a repeat (or a racing twin) do nothing.
    added = connection.execute(
        insert(DuplicateResult)
        .values(
            game=game,
            day=day,
            deal=deal,
            player_id=player_id,
            entry_id=entry_id,
            result=result,
            choice=choice.key,
            choice_label=choice.label,
            actions=actions,
            created_at=utc_now(),
        )
        .on_conflict_do_nothing(),
        execution_options={"preserve_rowcount": True},
    )
    if added.rowcount != 1:
        session.rollback()
        return False
    tally = insert(DuplicateTally).values(
        game=game,
        day=day,
        deal=deal,
        result=result,
        choice=choice.key,
        choice_label=choice.label,
        count=1,
    )
    connection.execute(
        tally.on_conflict_do_update(
            index_elements=["game", "day", "deal", "result", "choice"],
            set_={"count": DuplicateTally.count + 1},
        )
    )
    column = f"result_{deal}"
    scorecard = insert(DuplicateScorecard).values(
        {"game": game, "day": day, "player_id": player_id, "deals": 1, column: result}
    )
    connection.execute(
        scorecard.on_conflict_do_update(
            index_elements=["game", "day", "player_id"],
            set_={"deals": DuplicateScorecard.deals + 1, column: result},
        )
    )
    session.commit()
    return True


def add_entry(
    entry_id: str, game: str, day: date, player_id: str, *, ranked: bool
) -> DuplicateEntry:
    """The player's entry in a set, its play saved already as the SavedGame `entry_id`. Of two
    ranked entries made at once (two tabs), the first stands: the second's play is deleted and
    the first returned."""
    session = get_session()
    entry = DuplicateEntry(
        id=entry_id, game=game, day=day, player_id=player_id, ranked=ranked, created_at=utc_now()
    )
    session.add(entry)
    try:
        session.commit()
        return entry
    except IntegrityError:
        session.rollback()
    first = session.scalars(
        select(DuplicateEntry).where(
            DuplicateEntry.game == game,
            DuplicateEntry.day == day,
            DuplicateEntry.player_id == player_id,
            DuplicateEntry.ranked,
        )
    ).one()
    session.execute(delete(SavedGame).where(SavedGame.id == entry_id))
    session.commit()
    return first


def carry(session: Session, from_id: str, to_id: str) -> None:
    """Give `to_id` the entries, results and scorecards of `from_id` (a profile carried to
    another device), uncommitted. In a set where both have a ranked entry, `to_id`'s stays
    ranked; the other becomes a replay, its results taken out of the field and its tallies."""
    both = _sets_of(session, from_id) & _sets_of(session, to_id)
    for game, day in sorted(both):
        session.execute(
            update(DuplicateEntry)
            .where(
                DuplicateEntry.game == game,
                DuplicateEntry.day == day,
                DuplicateEntry.player_id == from_id,
            )
            .values(ranked=False),
            execution_options={"synchronize_session": False},
        )
        _withdraw(session, game, day, from_id)
    for table in (DuplicateEntry, DuplicateResult, DuplicateScorecard):
        session.execute(
            update(table).where(table.player_id == from_id).values(player_id=to_id),
            execution_options={"synchronize_session": False},
        )


def _sets_of(session: Session, player_id: str) -> set[tuple[str, date]]:
    """The sets (game, day) a player has a ranked entry or a ranked result in."""
    entry, card = DuplicateEntry, DuplicateScorecard
    entered = select(entry.game, entry.day).where(entry.player_id == player_id, entry.ranked)
    scored = select(card.game, card.day).where(card.player_id == player_id)
    return {(game, day) for game, day in session.execute(entered.union(scored))}


def _withdraw(session: Session, game: str, day: date, player_id: str) -> None:
    """Take a player's results in a set out of the field: the rows, one off each one's tally
    (a tally at none goes) and the scorecard."""
    mine = and_(
        DuplicateResult.game == game,
        DuplicateResult.day == day,
        DuplicateResult.player_id == player_id,
    )
    tally = DuplicateTally
    query = select(DuplicateResult.deal, DuplicateResult.result, DuplicateResult.choice)
    for deal, result, choice in session.execute(query.where(mine)).all():
        counted = and_(
            tally.game == game,
            tally.day == day,
            tally.deal == deal,
            tally.result == result,
            tally.choice == choice,
        )
        session.execute(
            update(tally).where(counted).values(count=tally.count - 1),
            execution_options={"synchronize_session": False},
        )
        session.execute(
            delete(tally).where(counted, tally.count <= 0),
            execution_options={"synchronize_session": False},
        )
    session.execute(
        delete(DuplicateResult).where(mine), execution_options={"synchronize_session": False}
    )
    card = DuplicateScorecard
    session.execute(
        delete(card).where(card.game == game, card.day == day, card.player_id == player_id),
        execution_options={"synchronize_session": False},
    )


def deal_standing(game: str, day: date, deal: int, result: int) -> DealScore:
    """The matchpoints of `result` as one of the deal's results (counted in if no result of
    that value is recorded)."""
    counts = _counts(get_session(), game, day).get(deal, {})
    return _score(counts, result)


def standings(game: str, day: date, page: int = 1, per_page: int = 50) -> StandingsPage:
    """A page of the set's standings: rank (ties share one), name, score and deals played."""
    session = get_session()
    card = DuplicateScorecard
    players = session.scalar(
        select(func.count()).select_from(card).where(card.game == game, card.day == day)
    )
    players = players or 0
    pages = max(1, math.ceil(players / per_page))
    page = min(max(page, 1), pages)
    first = (page - 1) * per_page
    scored = _scored(session, game, day)
    best = (
        select(scored)
        .order_by(scored.c.key.desc(), scored.c.player_id)
        .limit(per_page)
        .offset(first)
        .subquery()
    )
    query = (
        select(best, Player.display_name)
        .join(Player, Player.id == best.c.player_id)
        .order_by(best.c.key.desc(), best.c.player_id)
    )
    rows: list[Standing] = []
    above = None
    for position, row in enumerate(session.execute(query), start=first + 1):
        if above is not None and row.key == above:
            rank = rows[-1].rank
        elif above is not None or page == 1:
            rank = position
        else:  # the page's first line, after everyone above it
            rank = 1 + _above(session, scored, row.key)
        rows.append(_standing(row, rank))
        above = row.key
    return StandingsPage(rows=rows, players=players, page=page, pages=pages)


def standing_of(game: str, day: date, player_id: str) -> Standing | None:
    """The player's line in the set's standings; None if they have no ranked deal in it."""
    session = get_session()
    scored = _scored(session, game, day)
    query = (
        select(scored, Player.display_name)
        .join(Player, Player.id == scored.c.player_id)
        .where(scored.c.player_id == player_id)
    )
    row = session.execute(query).first()
    return None if row is None else _standing(row, 1 + _above(session, scored, row.key))


def deal_field(game: str, day: date, deal: int) -> DealField:
    """What the field did on a deal, from its tally."""
    tally = DuplicateTally
    query = (
        select(tally.result, tally.choice, tally.choice_label, tally.count)
        .where(tally.game == game, tally.day == day, tally.deal == deal)
        .order_by(tally.result, tally.choice)
    )
    by_result: dict[int, int] = defaultdict(int)
    by_choice: dict[str, list[Any]] = {}
    for result, choice, label, count in get_session().execute(query):
        by_result[result] += count
        made = by_choice.setdefault(choice, [label, 0, 0])
        made[1] += count
        made[2] += result * count
    total = sum(by_result.values())
    points = sum(result * count for result, count in by_result.items())
    choices = [
        ChoiceRow(key=key, label=label, count=count, average=points_made / count)
        for key, (label, count, points_made) in by_choice.items()
    ]
    choices.sort(key=lambda row: (-row.count, row.key))
    return DealField(
        total=total,
        average=points / total if total else 0.0,
        distribution=sorted(by_result.items()),
        choices=choices,
    )


def recorded_deals(game: str, day: date, player_id: str) -> set[int]:
    """The deals of a set the player has a ranked result on."""
    query = select(DuplicateResult.deal).where(
        DuplicateResult.game == game,
        DuplicateResult.day == day,
        DuplicateResult.player_id == player_id,
    )
    return set(get_session().scalars(query))


def results_of(game: str, day: date, player_id: str) -> list[tuple[int, int, float]]:
    """The player's ranked results in a set: (deal, result, matchpoints), by deal."""
    session = get_session()
    query = (
        select(DuplicateResult.deal, DuplicateResult.result)
        .where(
            DuplicateResult.game == game,
            DuplicateResult.day == day,
            DuplicateResult.player_id == player_id,
        )
        .order_by(DuplicateResult.deal)
    )
    played = session.execute(query).all()
    if not played:
        return []
    counts = _counts(session, game, day)
    return [(deal, result, _score(counts.get(deal, {}), result).percent) for deal, result in played]


def history(player_id: str) -> dict[str, list[tuple[date, float, int]]]:
    """The player's score in every set they played ranked, by game, oldest day first:
    (day, score, deals)."""
    session = get_session()
    mine = (
        select(
            DuplicateResult.game, DuplicateResult.day, DuplicateResult.deal, DuplicateResult.result
        )
        .where(DuplicateResult.player_id == player_id)
        .subquery()
    )
    tally = DuplicateTally
    query = (
        select(mine, tally.result, func.sum(tally.count))
        .join(
            tally,
            and_(tally.game == mine.c.game, tally.day == mine.c.day, tally.deal == mine.c.deal),
        )
        .group_by(mine.c.game, mine.c.day, mine.c.deal, mine.c.result, tally.result)
    )
    fields: dict[tuple[str, date, int, int], dict[int, int]] = defaultdict(dict)
    for game, day, deal, result, other, count in session.execute(query):
        fields[(game, day, deal, result)][other] = int(count)
    sets: dict[tuple[str, date], list[float]] = defaultdict(list)
    for (game, day, _deal, result), counts in fields.items():
        sets[(game, day)].append(_score(counts, result).percent)
    found: dict[str, list[tuple[date, float, int]]] = defaultdict(list)
    for (game, day), percents in sorted(sets.items()):
        found[game].append((day, sum(percents) / len(percents), len(percents)))
    return dict(found)


def player_name(player_id: str, display_name: str | None) -> str:
    """The name the standings show: the player's own, or "Player NNNN" from their id."""
    if display_name:
        return display_name
    number = int.from_bytes(hashlib.sha256(player_id.encode()).digest()[:4]) % 10_000
    return f"Player {number:04d}"


def _score(counts: Mapping[int, int], result: int) -> DealScore:
    """`result`'s matchpoints among a deal's results counted by value."""
    lower = sum(count for value, count in counts.items() if value < result)
    same = counts.get(result, 0)
    equal, total = max(same - 1, 0), sum(counts.values()) + (0 if same else 1)
    return DealScore(percent(lower, equal, total), lower, equal, total)


def _counts(session: Session, game: str, day: date) -> dict[int, dict[int, int]]:
    """Each deal's results counted by value, from the tallies."""
    tally = DuplicateTally
    query = (
        select(tally.deal, tally.result, func.sum(tally.count))
        .where(tally.game == game, tally.day == day)
        .group_by(tally.deal, tally.result)
    )
    counts: dict[int, dict[int, int]] = defaultdict(dict)
    for deal, result, count in session.execute(query):
        counts[deal][result] = int(count)
    return counts


def _scored(session: Session, game: str, day: date) -> Any:
    """The set's scorecards with each player's score and its ranking key (the score to
    RANK_DECIMALS, as a whole number): every deal's percentages are worked out here from its
    tally and looked up in SQL, one narrow row per player."""
    counts = _counts(session, game, day)
    card = DuplicateScorecard
    columns = [getattr(card, f"result_{deal}") for deal in range(1, SCORECARD_DEALS + 1)]
    percents = {deal: {r: _score(c, r).percent for r in c} for deal, c in counts.items()}
    points = _lookups(session, columns, percents)
    score = sum(points[1:], points[0]) / cast(card.deals, Float)
    return (
        select(
            card.player_id,
            card.deals,
            score.label("score"),
            func.round(score * 10**RANK_DECIMALS).label("key"),
        )
        .where(card.game == game, card.day == day)
        .subquery()
    )


def _above(session: Session, scored: Any, key: float) -> int:
    """How many players of the set score more than `key`."""
    return session.scalar(select(func.count()).where(scored.c.key > key)) or 0


def _lookups(
    session: Session, columns: Sequence[Any], percents: Mapping[int, Mapping[int, float]]
) -> list[ColumnElement[float]]:
    """For each deal's column, the percentage of the result in it (0 where none): an array
    subscript on PostgreSQL, a CASE elsewhere."""
    if session.get_bind().dialect.name != "postgresql":
        return [
            case(percents.get(deal, {}), value=column, else_=0.0)
            if percents.get(deal)
            else cast(0.0, Float)
            for deal, column in enumerate(columns, start=1)
        ]
    values = [result for results in percents.values() for result in results] or [0]
    low, width = min(values), max(values) - min(values) + 1
    table = [0.0] * (len(columns) * width)
    for deal, results in percents.items():
        for result, value in results.items():
            table[(deal - 1) * width + result - low] = value
    cells = Grouping(cast(bindparam("cells", table, type_=ARRAY(Float)), ARRAY(Float)))
    return [
        func.coalesce(cells[(deal - 1) * width - low + 1 + column], 0.0)
        for deal, column in enumerate(columns, start=1)
    ]


def _standing(row: Any, rank: int) -> Standing:
    return Standing(
        rank=rank,
        player_id=row.player_id,
        name=player_name(row.player_id, row.display_name),
        score=float(row.score),
        deals=row.deals,
    )
