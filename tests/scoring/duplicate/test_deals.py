"""Duplicate sets of every game: deals played to their end, results as points differences, the
computers answering a player who chooses as they would exactly as they answered the computer,
cribbage's deals from the throw to the crib's count, sets saved and read back, and a Euchre set
saved before every game had duplicate."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from scoring.cribbage import Discard, EventCategory, new_game
from scoring.cribbage.events import Phase as CribbagePhase
from scoring.duplicate.deals import (
    KEY_LENGTH,
    LABEL_LENGTH,
    YOU,
    Choice,
    DuplicateError,
    DuplicateSet,
    Outcome,
    deal_seed,
    new_set,
    play_by_computer,
)
from scoring.engine import seeded_random
from scoring.euchre import Rules as EuchreRules
from scoring.games import ENGINES

GAMES = ("euchre", "bideuchre", "cribbage")
ROTATION = {"euchre": 4, "bideuchre": 4, "cribbage": 2}
SAVED_BEFORE = Path(__file__).with_name("euchre_set_saved_before_every_game.json")

Player = Callable[[DuplicateSet[Any, Any]], Any]


def like_the_computer(played: DuplicateSet[Any, Any]) -> Any:
    """You choose as the computer does in your seat: its level, its random draws."""
    state = played.current
    rng = seeded_random("duplicate", played.seed, played.number, len(state.actions))
    return played.engine.choose_action(state, played.level, rng=rng)


def first_legal(played: DuplicateSet[Any, Any]) -> Any:
    """You make the first legal move, whatever the computer would do."""
    return played.current.legal_actions()[0]


def play_set(played: DuplicateSet[Any, Any], you: Player) -> list[DuplicateSet[Any, Any]]:
    """Every position of the set where you act or a deal is over, to the end."""
    seen = [played]
    for _ in range(2000):
        if played.is_over:
            return seen
        played = played.next_deal() if played.deal_over else played.apply(you(played))
        seen.append(played)
    raise AssertionError("the set did not end")


def test_every_game_has_its_duplicate_part():
    assert set(GAMES) <= set(ENGINES)
    for game in GAMES:
        deals = ENGINES[game].duplicate
        state = deals.deal(5, ENGINES[game].rules(), 3)
        assert state.seed == deal_seed(5, 3)
        assert not deals.over(state)


@pytest.mark.parametrize("game", GAMES)
def test_a_deal_played_by_the_computers_from_every_seat(game):
    deals = ENGINES[game].duplicate
    for number in range(4):
        state = play_by_computer(game, 19, ENGINES[game].rules(), "easy", number)
        assert deals.over(state)
        assert state.dealer == number % ROTATION[game]
        outcome = Outcome.of(deals, state)
        assert outcome.points == tuple(state.scores)
        assert outcome.net == state.scores[0] - state.scores[1]
        assert outcome.actions == state.actions
        assert 0 < len(outcome.choice.key) <= KEY_LENGTH
        assert 0 < len(outcome.choice.label) <= LABEL_LENGTH
        assert play_by_computer(game, 19, ENGINES[game].rules(), "easy", number) == state


@pytest.mark.parametrize("game", GAMES)
def test_choosing_as_the_computer_meets_the_computers_answers(game):
    played = play_set(new_set(game, 23, level="easy", deals=4), like_the_computer)[-1]
    assert len(played.results) == 4
    for result in played.results:
        assert result.yours == result.computers
        assert result.difference == 0
        assert played.play_of(result.number) == played.play_of(result.number, computers=True)
    assert played.verdict == "You and the computer scored the same over 4 deals."


@pytest.mark.parametrize("game", GAMES)
def test_choosing_as_the_standard_computer_meets_its_answers(game):
    played = new_set(game, 29, level="standard", deals=1)
    while not played.deal_over:
        played = played.apply(like_the_computer(played))
    result = played.result
    assert result is not None and result.yours.actions == result.computers.actions


@pytest.mark.parametrize("game", GAMES)
def test_the_computers_answer_the_same_wherever_the_play_agrees(game):
    """Against a player who plays differently, the computers' moves at each position depend
    only on the set, the deal and the moves so far: replaying them from the deal agrees."""
    played = play_set(new_set(game, 31, level="easy", deals=3), first_legal)[-1]
    engine = played.engine
    for result in played.results:
        state = played.dealt(result.number)
        for action in result.yours.actions:
            if state.current_player != YOU:
                rng = seeded_random("duplicate", played.seed, result.number, len(state.actions))
                assert action == engine.choose_action(state, "easy", rng=rng)
            state = state.apply(action)
        assert Outcome.of(engine.duplicate, state) == result.yours


@pytest.mark.parametrize("game", GAMES)
def test_results_are_points_differences(game):
    played = play_set(new_set(game, 37, level="easy", deals=4), first_legal)[-1]
    for result in played.results:
        yours = played.play_of(result.number)
        computers = played.play_of(result.number, computers=True)
        assert result.yours.net == yours.scores[0] - yours.scores[1]
        assert result.computers.net == computers.scores[0] - computers.scores[1]
        assert result.difference == result.yours.net - result.computers.net
    assert played.difference == sum(r.difference for r in played.results)
    assert played.your_points == tuple(
        sum(r.yours.points[side] for r in played.results) for side in (0, 1)
    )


def test_a_cribbage_deal_runs_from_the_throw_to_the_cribs_count():
    positions = play_set(new_set("cribbage", 41, level="easy", deals=4), first_legal)
    for played in positions:
        state = played.current
        assert state.dealer == played.number % 2
        assert state.deal_number == 0
        assert played.deal_over == (state.phase is CribbagePhase.DONE)
        if not played.deal_over:
            assert state.current_player == YOU
    for result in positions[-1].results:
        state = positions[-1].play_of(result.number)
        assert state.phase is CribbagePhase.DONE
        crib = [i for i, e in enumerate(state.log) if e.category is EventCategory.CRIB]
        assert len(crib) == 1, "the crib is counted once, last"
        assert {e.player for e in state.log[crib[0] :]} <= {state.dealer, None}
        throw = next(a for a in state.actions if isinstance(a, Discard) and a.player == YOU)
        assert result.yours.choice.key == "throw:" + "-".join(str(c) for c in throw.cards)
        assert result.yours.choice.label.startswith("You threw ")


def test_cribbage_may_name_its_first_dealer():
    assert new_game(8) == new_game(8, dealer=None)
    assert new_game(8).setup == {"players": 2}
    for dealer in (0, 1):
        state = new_game(8, dealer=dealer)
        assert state.dealer == dealer
        assert all(event.category is not EventCategory.CUT for event in state.log)
        assert state.setup == {"players": 2, "dealer": dealer}
        engine = ENGINES["cribbage"]
        for _ in range(30):
            state = state.apply(engine.choose_action(state, "easy"))
        again = engine.replay(state.seed, state.rules, state.actions, state.setup)
        assert again == state
    with pytest.raises(ValueError, match="dealer"):
        new_game(8, dealer=2)


@pytest.mark.parametrize("game", GAMES)
def test_saved_and_read_back_at_every_position(game):
    for played in play_set(new_set(game, 43, level="easy", deals=2), first_legal):
        data = played.to_dict()
        assert data["game"] == game
        again = DuplicateSet.from_dict(json.loads(json.dumps(data)))
        assert again == played
        assert again.to_json() == played.to_json()


def test_a_euchre_set_saved_before_every_game_had_duplicate():
    saved = json.loads(SAVED_BEFORE.read_text())
    assert "game" not in saved and "choice" not in saved["results"][0]["yours"]
    played = DuplicateSet.from_dict(saved)
    assert (played.game, played.seed, played.level, played.deals) == ("euchre", 4821, "easy", 4)
    assert played.rules == EuchreRules()
    assert played.number == 2 and not played.deal_over
    first, second = played.results
    assert first.yours.choice == Choice("up:0:H", "You picked up ♥")
    assert (first.yours.points, first.computers.points) == ((1, 0), (1, 0))
    assert second.yours.choice == Choice("up:0:C", "You ordered up ♣")
    assert second.computers.choice == Choice("thrown-in", "Everyone passed (thrown in)")
    assert (second.yours.points, second.computers.points, second.difference) == ((1, 0), (0, 0), 1)
    for result, old in zip(played.results, saved["results"], strict=True):
        for outcome, kept in ((result.yours, old["yours"]), (result.computers, old["computer"])):
            assert list(outcome.points) == kept["points"]
            assert [a.to_dict() for a in outcome.actions] == kept["actions"]
    # It plays on, and is saved in today's form.
    played = played.apply(played.current.legal_actions()[0])
    assert DuplicateSet.from_json(played.to_json()) == played


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("chess", 1), "no game 'chess'"),
        (("euchre", 1, None, "expert"), "easy, standard"),
        (("cribbage", 1, None, "easy", 0), "1 to 24 deals"),
        (("cribbage", 1, EuchreRules()), "not Cribbage's rules"),
    ],
)
def test_a_set_the_engine_does_not_offer(args, message):
    with pytest.raises(DuplicateError, match=message):
        new_set(*args)


def test_a_set_of_one_game_does_not_read_as_another():
    data = new_set("euchre", 3, level="easy", deals=2).to_dict()
    data["game"] = "bideuchre"
    with pytest.raises(DuplicateError, match="not a saved duplicate set"):
        DuplicateSet.from_dict(data)


def test_the_deals_of_a_set_differ_and_rotate():
    for game in GAMES:
        played = new_set(game, random.Random(game).getrandbits(63), level="easy", deals=8)
        dealt = [played.dealt(n) for n in range(8)]
        assert [d.dealer for d in dealt] == [n % ROTATION[game] for n in range(8)]
        assert len({tuple(map(tuple, d.hands)) for d in dealt}) == 8
