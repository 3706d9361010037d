"""The field in SQL (webapp.duplicate.field): a ranked result recorded once, matchpoints from
counts as a brute force over every pair works them out, standings with shared ranks and pages,
the field on a deal, a player's history, and fifty players finishing one deal at once; on
SQLite and on PostgreSQL."""

from __future__ import annotations

import random
import re
import threading
from dataclasses import dataclass
from datetime import date

import pytest
from flask import Flask
from sqlalchemy import delete, func, select
from sqlalchemy.exc import IntegrityError

from scoring.duplicate.field import percent
from webapp.duplicate import field
from webapp.duplicate.models import (
    DuplicateEntry,
    DuplicateResult,
    DuplicateScorecard,
    DuplicateTally,
)
from webapp.models import Player
from webapp.storage import get_session

pytestmark = pytest.mark.both_databases(always=True)

DAY = date(2027, 1, 5)


@dataclass(frozen=True)
class Choice:
    key: str
    label: str


ORDERED = Choice("you-ordered-S", "You ordered up ♠")
PASSED = Choice("passed", "Everyone passed (thrown in)")


def join(app: Flask, *players: str, game: str = "euchre", day: date = DAY, name: str = "") -> None:
    """Players with a ranked entry each (entry id: the player's id and the game)."""
    with app.app_context():
        session = get_session()
        for player in players:
            if session.get(Player, player) is None:
                session.add(Player(id=player, display_name=name or None))
                session.flush()
            session.add(
                DuplicateEntry(
                    id=f"{player}-{game}-{day}", game=game, day=day, player_id=player, ranked=True
                )
            )
        session.commit()


def play(app: Flask, player: str, deal: int, result: int, choice: Choice = ORDERED, **set_) -> bool:
    game, day = set_.get("game", "euchre"), set_.get("day", DAY)
    with app.app_context():
        entry = f"{player}-{game}-{day}"
        return field.record(game, day, deal, player, entry, result, choice, "[]")


def brute_percent(mine: float, others: list[float]) -> float:
    """Matchpoints by pairs: 1 for each result beaten, a half for each tie."""
    if not others:
        return 50.0
    points = sum(1.0 if mine > other else 0.5 if mine == other else 0.0 for other in others)
    return 100 * points / len(others)


def brute_scores(results: dict[str, dict[int, int]]) -> dict[str, float]:
    """Each player's average matchpoints over the deals they played."""
    scores = {}
    for player, deals in results.items():
        percents = []
        for deal, mine in deals.items():
            others = [r[deal] for p, r in results.items() if p != player and deal in r]
            percents.append(brute_percent(mine, others))
        scores[player] = sum(percents) / len(percents)
    return scores


def competition(scores: list[float]) -> list[int]:
    return [1 + sum(other > score + 1e-9 for other in scores) for score in scores]


def all_rows(app: Flask, per_page: int = 50) -> list[field.Standing]:
    with app.app_context():
        return field.standings("euchre", DAY, per_page=per_page).rows


def test_a_result_is_recorded_once(app):
    join(app, "ann")
    assert play(app, "ann", 1, 2)
    assert not play(app, "ann", 1, -4, PASSED)  # a repeat, even with another result
    with app.app_context():
        session = get_session()
        assert session.scalars(select(DuplicateResult.result)).all() == [2]
        assert session.scalars(select(DuplicateTally.count)).all() == [1]
        assert session.scalars(select(DuplicateScorecard.deals)).all() == [1]
        assert field.deal_field("euchre", DAY, 1).total == 1
    assert play(app, "ann", 2, -1)


def test_one_ranked_entry_per_player_and_set(app):
    join(app, "ann")
    with app.app_context():
        session = get_session()
        for number in range(2):  # replays: unranked, as many as wanted
            session.add(
                DuplicateEntry(
                    id=f"re{number}", game="euchre", day=DAY, player_id="ann", ranked=False
                )
            )
        session.add(
            DuplicateEntry(id="other", game="cribbage", day=DAY, player_id="ann", ranked=True)
        )
        session.commit()
        session.add(
            DuplicateEntry(id="twice", game="euchre", day=DAY, player_id="ann", ranked=True)
        )
        with pytest.raises(IntegrityError):
            session.commit()


def test_matchpoints_on_hand_worked_fields(app):
    results = {"a": 2, "b": 2, "c": -1, "d": 4, "e": 0, "f": 2}
    join(app, *results)
    for player, result in results.items():
        play(app, player, 1, result)
    with app.app_context():
        got = {
            deal: (result, share) for deal, result, share in field.results_of("euchre", DAY, "a")
        }
        assert got == {1: (2, pytest.approx(60.0))}  # beats c and e, ties b and f: 3 of 5
        for player, result in results.items():
            others = [r for p, r in results.items() if p != player]
            standing = field.deal_standing("euchre", DAY, 1, result)
            assert standing.percent == pytest.approx(brute_percent(result, others))
            lower = sum(other < result for other in others)
            equal = sum(other == result for other in others)
            assert standing == field.DealScore(percent(lower, equal, 6), lower, equal, 6)
        assert field.deal_standing("euchre", DAY, 1, 4).percent == 100.0
        assert field.deal_standing("euchre", DAY, 1, -1).percent == 0.0
        # A value no one got is counted in as one more result.
        assert field.deal_standing("euchre", DAY, 1, 1) == field.DealScore(100 * 2 / 6, 2, 0, 7)


def test_one_result_alone_scores_fifty_and_everyone_equal_ties(app):
    join(app, "solo")
    play(app, "solo", 3, -2)
    assert all_rows(app)[0].score == 50.0
    join(app, "x", "y", "z")
    for player in ("solo", "x", "y", "z"):
        play(app, player, 1, 1)
    rows = all_rows(app)
    assert [(row.rank, row.score) for row in rows] == [(1, 50.0)] * 4


def test_standings_rank_by_average_with_shared_ranks(app):
    # b and c tie on every deal; d played one deal only; e none (not in the standings).
    results = {
        "a": {1: 4, 2: 1},
        "b": {1: 1, 2: 1},
        "c": {1: 1, 2: 1},
        "d": {1: 2},
        "f": {1: -2, 2: 2},
    }
    join(app, *results, "e")
    for player, deals in results.items():
        for deal, result in deals.items():
            play(app, player, deal, result)
    scores = brute_scores(results)
    rows = all_rows(app)
    assert [row.player_id for row in rows] == sorted(results, key=lambda p: (-scores[p], p))
    assert [row.score for row in rows] == pytest.approx([scores[row.player_id] for row in rows])
    assert [row.rank for row in rows] == competition([row.score for row in rows])
    # d 75 (one deal), a (100 + 33.3) / 2, f (0 + 100) / 2, b and c (37.5 + 33.3) / 2.
    assert [(row.player_id, row.rank) for row in rows] == [
        ("d", 1),
        ("a", 2),
        ("f", 3),
        ("b", 4),
        ("c", 4),
    ]
    assert {row.player_id: row.deals for row in rows}["d"] == 1
    with app.app_context():
        assert field.standing_of("euchre", DAY, "c") == rows[4]
        assert field.standing_of("euchre", DAY, "e") is None
        assert field.standing_of("bideuchre", DAY, "a") is None


@pytest.mark.parametrize("seed", range(3))
def test_standings_match_a_brute_force_on_random_fields(app, seed):
    rng = random.Random(seed)
    results = {
        f"p{n:02d}": {
            deal: rng.choice([-4, -2, -1, 1, 2, 4, 24, -29])
            for deal in range(1, 9)
            if rng.random() < 0.7
        }
        for n in range(25)
    }
    results = {player: deals for player, deals in results.items() if deals}
    join(app, *results)
    for player, deals in results.items():
        for deal, result in deals.items():
            play(app, player, deal, result)
    scores = brute_scores(results)
    rows = all_rows(app)
    assert {row.player_id: row.score for row in rows} == pytest.approx(scores)
    assert [row.rank for row in rows] == competition([row.score for row in rows])
    assert [row.score for row in rows] == sorted((row.score for row in rows), reverse=True)
    with app.app_context():
        for player, deals in results.items():
            mine = field.results_of("euchre", DAY, player)
            assert [(deal, result) for deal, result, _ in mine] == sorted(deals.items())
            assert sum(share for *_, share in mine) / len(mine) == pytest.approx(scores[player])


def test_standings_pages(app):
    players = [f"p{n}" for n in range(7)]
    join(app, *players)
    for n, player in enumerate(players):
        play(app, player, 1, n // 2)  # ties in pairs: ranks 1, 2, 2, 4, 4, 6, 6 from the top
    with app.app_context():
        pages = [field.standings("euchre", DAY, page, per_page=2) for page in (1, 2, 3, 4)]
        assert [(page.players, page.page, page.pages) for page in pages] == [
            (7, number, 4) for number in (1, 2, 3, 4)
        ]
        rows = [row for page in pages for row in page.rows]
        assert [row.player_id for row in rows] == ["p6", "p4", "p5", "p2", "p3", "p0", "p1"]
        # Ties across a page's edge keep their shared rank.
        assert [row.rank for row in rows] == [1, 2, 2, 4, 4, 6, 6]
        assert field.standings("euchre", DAY, 9, per_page=2).page == 4  # kept in range
        assert field.standings("euchre", DAY, 0, per_page=2).page == 1
        empty = field.standings("euchre", date(2027, 1, 6))
        assert (empty.rows, empty.players, empty.page, empty.pages) == ([], 0, 1, 1)


def test_standings_show_the_display_name_or_a_player_number(app):
    join(app, "named", name="Ann B.")
    join(app, "anonymous")
    play(app, "named", 1, 1)
    play(app, "anonymous", 1, 0)
    rows = all_rows(app)
    assert rows[0].name == "Ann B."
    assert re.fullmatch(r"Player \d{4}", rows[1].name)
    assert rows[1].name == field.player_name("anonymous", None) != field.player_name("x", None)


def test_the_field_on_a_deal(app):
    plays = {"a": (2, ORDERED), "b": (1, ORDERED), "c": (-2, ORDERED), "d": (0, PASSED)}
    plays |= {"e": (0, PASSED), "f": (2, Choice("left-called-H", "Left called ♥ in round two"))}
    join(app, *plays)
    for player, (result, choice) in plays.items():
        play(app, player, 4, result, choice)
    play(app, "a", 5, 4)  # another deal: not in deal 4's field
    with app.app_context():
        seen = field.deal_field("euchre", DAY, 4)
        assert seen.total == 6 and seen.average == pytest.approx(0.5)
        assert seen.distribution == [(-2, 1), (0, 2), (1, 1), (2, 2)]
        assert seen.choices == [
            field.ChoiceRow("you-ordered-S", "You ordered up ♠", 3, pytest.approx(1 / 3)),
            field.ChoiceRow("passed", "Everyone passed (thrown in)", 2, 0.0),
            field.ChoiceRow("left-called-H", "Left called ♥ in round two", 1, 2.0),
        ]
        assert field.deal_field("euchre", DAY, 6) == field.DealField(0, 0.0, [], [])


def test_history_by_game_and_day(app):
    later = date(2027, 1, 7)
    join(app, "me", "you")
    join(app, "me", "you", day=later)
    join(app, "me", game="cribbage")
    play(app, "me", 1, 3)
    play(app, "you", 1, 1)
    play(app, "me", 2, -1)  # alone on deal 2: 50
    play(app, "me", 1, 0, day=later)
    play(app, "you", 1, 0, day=later)
    play(app, "me", 6, 5, game="cribbage")
    with app.app_context():
        assert field.history("me") == {
            "cribbage": [(DAY, 50.0, 1)],
            "euchre": [(DAY, 75.0, 2), (later, 50.0, 1)],
        }
        assert field.history("nobody") == {}


def test_fifty_players_finishing_one_deal_at_once(app):
    players = [f"racer{n:02d}" for n in range(50)]
    join(app, *players)
    start = threading.Barrier(len(players), timeout=30)
    answers: dict[str, list[bool]] = {player: [] for player in players}
    failures: list[BaseException] = []

    def finish(player: str, result: int) -> None:
        try:
            start.wait()
            for _ in range(2):  # and each sends it twice, as a double click would
                answers[player].append(play(app, player, 1, result))
        except BaseException as error:  # reported below
            failures.append(error)

    threads = [
        threading.Thread(target=finish, args=(player, n % 5 - 2))
        for n, player in enumerate(players)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    assert not failures, failures
    assert all(answer == [True, False] for answer in answers.values()), answers
    with app.app_context():
        session = get_session()
        assert session.scalar(select(func.count()).select_from(DuplicateResult)) == 50
        assert session.scalar(select(func.sum(DuplicateTally.count))) == 50
        assert session.scalar(select(func.sum(DuplicateScorecard.deals))) == 50
        assert field.deal_field("euchre", DAY, 1).distribution == [(r, 10) for r in range(-2, 3)]
        page = field.standings("euchre", DAY)
    results = {player: {1: n % 5 - 2} for n, player in enumerate(players)}
    scores = brute_scores(results)
    assert page.players == 50
    assert {row.player_id: row.score for row in page.rows} == pytest.approx(scores)
    assert [row.rank for row in page.rows] == [1] * 10 + [11] * 10 + [21] * 10 + [31] * 10 + [
        41
    ] * 10


# -- a profile carried to another device ------------------------------------------------------


def carry(app: Flask, from_id: str, to_id: str) -> None:
    with app.app_context():
        session = get_session()
        field.carry(session, from_id, to_id)
        session.commit()


def assert_consistent(app: Flask) -> None:
    """Every tally counts exactly the result rows of its value and choice, every scorecard
    holds exactly its player's results, and every result is of its player's ranked entry."""
    with app.app_context():
        session = get_session()
        rows = session.scalars(select(DuplicateResult)).all()
        counted: dict[tuple, int] = {}
        cards: dict[tuple, dict[int, int]] = {}
        for row in rows:
            key = (row.game, row.day, row.deal, row.result, row.choice)
            counted[key] = counted.get(key, 0) + 1
            cards.setdefault((row.game, row.day, row.player_id), {})[row.deal] = row.result
            entry = session.get(DuplicateEntry, row.entry_id)
            assert (entry.player_id, entry.game, entry.day, entry.ranked) == (
                row.player_id,
                row.game,
                row.day,
                True,
            )
        tallies = {
            (t.game, t.day, t.deal, t.result, t.choice): t.count
            for t in session.scalars(select(DuplicateTally))
        }
        assert tallies == counted
        held = {}
        for card in session.scalars(select(DuplicateScorecard)):
            deals = {n: getattr(card, f"result_{n}") for n in range(1, 9)}
            held[(card.game, card.day, card.player_id)] = {
                n: r for n, r in deals.items() if r is not None
            }
            assert card.deals == len(held[(card.game, card.day, card.player_id)])
        assert held == cards


def owners(app: Flask, table) -> set[str]:
    with app.app_context():
        return set(get_session().scalars(select(table.player_id)))


def test_carrying_a_profile_brings_its_entries_results_and_standings(app):
    join(app, "phone", "laptop", "other")
    join(app, "phone", game="cribbage")
    play(app, "phone", 1, 2)
    play(app, "phone", 2, -1, PASSED)
    play(app, "other", 1, 0)
    play(app, "phone", 3, 5, game="cribbage")
    with app.app_context():  # the laptop: a replay of the cribbage set only, no result
        get_session().add(
            DuplicateEntry(id="replay", game="cribbage", day=DAY, player_id="laptop", ranked=False)
        )
        get_session().execute(
            delete(DuplicateEntry).where(DuplicateEntry.id == f"laptop-euchre-{DAY}")
        )
        get_session().commit()
        before = field.standing_of("euchre", DAY, "phone")
        phone_history = field.history("phone")
    carry(app, "phone", "laptop")
    for table in (DuplicateEntry, DuplicateResult, DuplicateScorecard):
        assert "phone" not in owners(app, table)
    assert_consistent(app)
    with app.app_context():
        entries = get_session().scalars(
            select(DuplicateEntry).where(DuplicateEntry.player_id == "laptop")
        )
        assert {(e.id, e.ranked) for e in entries} == {
            (f"phone-euchre-{DAY}", True),
            (f"phone-cribbage-{DAY}", True),
            ("replay", False),
        }
        after = field.standing_of("euchre", DAY, "laptop")
        assert (after.rank, after.score, after.deals) == (before.rank, before.score, before.deals)
        assert field.history("laptop") == phone_history
        assert field.results_of("euchre", DAY, "laptop") == [(1, 2, 100.0), (2, -1, 50.0)]
    with app.app_context():  # the carried entry plays on, ranked, on the laptop; a deal
        # played on the phone stays recorded once
        carried = f"phone-euchre-{DAY}"
        assert field.record("euchre", DAY, 4, "laptop", carried, 1, ORDERED, "[]")
        assert not field.record("euchre", DAY, 1, "laptop", carried, 3, ORDERED, "[]")
    assert_consistent(app)


def test_where_both_have_a_ranked_entry_the_carried_to_one_stays_ranked(app):
    join(app, "phone", "laptop", "a", "b")
    join(app, "phone", day=date(2027, 1, 6))  # a set only the phone played: it comes along
    fields = {
        "phone": {1: (2, ORDERED), 2: (0, PASSED), 3: (4, ORDERED)},
        "laptop": {1: (1, ORDERED), 2: (0, PASSED)},
        "a": {1: (2, ORDERED), 3: (-1, PASSED)},
        "b": {2: (0, PASSED)},
    }
    for player, deals in fields.items():
        for deal, (result, choice) in deals.items():
            play(app, player, deal, result, choice)
    play(app, "phone", 1, 3, day=date(2027, 1, 6))
    carry(app, "phone", "laptop")
    assert_consistent(app)
    with app.app_context():
        session = get_session()
        entries = session.scalars(select(DuplicateEntry).where(DuplicateEntry.day == DAY))
        assert {(e.id, e.player_id, e.ranked) for e in entries} == {
            (f"phone-euchre-{DAY}", "laptop", False),  # a replay now
            (f"laptop-euchre-{DAY}", "laptop", True),
            (f"a-euchre-{DAY}", "a", True),
            (f"b-euchre-{DAY}", "b", True),
        }
        # The phone's results left the field: deal 3 is a's alone, the 4 taken off its tally.
        assert field.deal_field("euchre", DAY, 3).distribution == [(-1, 1)]
        assert field.deal_field("euchre", DAY, 2).choices == [
            field.ChoiceRow("passed", "Everyone passed (thrown in)", 2, 0.0)
        ]
        assert field.deal_field("euchre", DAY, 1).choices == [
            field.ChoiceRow(ORDERED.key, ORDERED.label, 2, 1.5)
        ]
        assert field.results_of("euchre", DAY, "laptop") == [(1, 1, 0.0), (2, 0, 50.0)]
        assert field.standing_of("euchre", date(2027, 1, 6), "laptop").score == 50.0
    remaining = {p: {d: r for d, (r, _) in deals.items()} for p, deals in fields.items()}
    del remaining["phone"]
    rows = all_rows(app)
    assert {row.player_id: row.score for row in rows} == pytest.approx(brute_scores(remaining))
    assert not play(app, "laptop", 1, 3)  # still one result per deal for the laptop
    assert play(app, "laptop", 3, 4)  # and the laptop's own entry plays on
    assert_consistent(app)
