"""Duplicate Euchre: seeded deals that rotate the deal, the computer's replay of each from your
seat, the points compared as the engine scored them, who made trump, and sets saved as JSON
(those saved before every game had duplicate too)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

from scoring.duplicate.deals import DuplicateError, DuplicateSet, Outcome, deal_seed
from scoring.duplicate.deals import new_set as new_duplicate_set
from scoring.duplicate.deals import play_by_computer as computers_play
from scoring.engine import SAVE_FORMAT
from scoring.euchre import GameState, Rules
from scoring.euchre.actions import Action, NextHand, Pass
from scoring.euchre.duplicate import DEALS, deal, result_events
from scoring.euchre.events import EventCategory, Phase
from scoring.euchre.players import choose_action

YOU = 0
RULES = Rules()
HOUSE_RULES = Rules(all_pass="stick_the_dealer", defend_alone=True, renege="penalty")

Player = Callable[[DuplicateSet], Action]


def new_set(seed, rules, level="standard", deals=8):
    return new_duplicate_set("euchre", seed, rules, level, deals)


def play_by_computer(seed, rules, level, number):
    return computers_play("euchre", seed, rules, level, number)


def outcome_of(state: GameState) -> Outcome:
    return Outcome.of(DEALS, state)


def passer(played: DuplicateSet) -> Action:
    """You pass whenever you may, otherwise make the first legal move."""
    legal = played.current.legal_actions()
    return next((a for a in legal if isinstance(a, Pass)), legal[0])


def like_the_computer(played: DuplicateSet) -> Action:
    """You choose exactly as the computer does in your seat (the same level and random draws)."""
    state = played.current
    rng = random.Random(f"duplicate:{played.seed}:{played.number}:{len(state.actions)}")
    return choose_action(state, played.level, rng=rng)


def play_set(played: DuplicateSet, you: Player) -> list[DuplicateSet]:
    """Every position of the set where you act or a deal is over, to the end."""
    seen = [played]
    for _ in range(500):
        if played.is_over:
            return seen
        played = played.next_deal() if played.deal_over else played.apply(you(played))
        seen.append(played)
    raise AssertionError("the set did not end")


def replay(state: GameState, actions: tuple[Action, ...]) -> GameState:
    for action in actions:
        state = state.apply(action)
    return state


def test_deals_are_fixed_by_the_seed_and_rotate_the_deal():
    deals = [deal(11, RULES, i) for i in range(8)]
    assert [d.dealer for d in deals] == [0, 1, 2, 3, 0, 1, 2, 3]
    assert deals == [deal(11, RULES, i) for i in range(8)]
    assert len({d.hands for d in deals}) == 8
    assert deal(12, RULES, 0).hands != deals[0].hands
    assert all(d.phase is Phase.ORDER and d.scores == (0, 0) for d in deals)
    assert deal_seed(11, 3) == deals[3].seed


def test_a_new_set_waits_for_your_first_decision():
    played = new_set(5, RULES, "easy", deals=4)
    assert played.number == 0
    assert played.current.current_player == YOU or played.deal_over
    for action in played.current.actions:
        assert action.player != YOU


def test_the_computers_replay_is_the_same_every_time():
    for number in range(4):
        first = play_by_computer(21, HOUSE_RULES, "easy", number)
        assert first == play_by_computer(21, HOUSE_RULES, "easy", number)
        assert first.phase is Phase.HAND_OVER
        assert first.hand_number == 0


def test_a_thrown_in_deal_is_nothing_to_nothing():
    state = deal(3, RULES, 2)
    while state.phase is not Phase.HAND_OVER:
        state = state.apply(Pass(state.current_player))
    outcome = outcome_of(state)
    assert outcome.points == (0, 0)
    assert outcome.choice.key == "thrown-in"
    assert outcome.choice.label == "Everyone passed (thrown in)"
    assert [e.category for e in result_events(state)] == [EventCategory.THROW_IN]


def test_an_unfinished_deal_has_no_outcome():
    with pytest.raises(DuplicateError, match="not over"):
        outcome_of(deal(3, RULES, 0))


@pytest.mark.parametrize("rules", [RULES, HOUSE_RULES], ids=["defaults", "house-rules"])
def test_a_set_played_by_the_computer_from_your_seat_comes_out_level(rules):
    positions = play_set(new_set(8, rules, "easy", deals=8), like_the_computer)
    played = positions[-1]
    assert played.is_over
    assert len(played.results) == 8
    for result in played.results:
        assert result.yours == result.computers
        assert result.difference == 0
    assert played.your_points == played.computer_points
    assert played.verdict == "You and the computer scored the same over 8 deals."


def test_every_deal_is_compared_with_the_computers_play_as_the_engine_scored_them():
    positions = play_set(new_set(2024, HOUSE_RULES, "easy", deals=12), passer)
    played = positions[-1]
    assert [r.number for r in played.results] == list(range(12))
    for result in played.results:
        yours = replay(played.dealt(result.number), result.yours.actions)
        computers = play_by_computer(played.seed, played.rules, "easy", result.number)
        assert result.computers == outcome_of(computers)
        assert played.play_of(result.number, computers=True) == computers
        assert played.play_of(result.number) == yours
        for outcome, state in ((result.yours, yours), (result.computers, computers)):
            assert outcome.points == state.scores
            scored = [e for e in state.log if e.points]
            assert outcome.points == tuple(
                sum(e.points for e in scored if e.side == side) for side in (0, 1)
            )
            assert [e for e in result_events(state) if e.points] == scored
            if state.trump is None:
                assert outcome.choice.key == "thrown-in"
            else:
                assert outcome.choice.key.split(":")[1:3] == [str(state.maker), str(state.trump)]
                assert state.trump.symbol in outcome.choice.label
        assert result.difference == yours.scores[0] - yours.scores[1] - (
            computers.scores[0] - computers.scores[1]
        )
    assert played.difference == sum(r.difference for r in played.results)
    assert played.your_points == tuple(
        sum(r.yours.points[s] for r in played.results) for s in (0, 1)
    )
    # A player who always passes does not keep level with the computer over 12 deals.
    assert played.difference != 0
    more = "You scored" if played.difference > 0 else "The computer scored"
    assert played.verdict.startswith(more)
    assert played.verdict.endswith("over 12 deals.")


def test_the_deal_in_play_and_the_results_go_together():
    positions = play_set(new_set(31, RULES, "easy", deals=4), passer)
    for played in positions:
        assert len(played.results) == played.number + (1 if played.deal_over else 0)
        assert played.current.seed == deal_seed(31, played.number)
        assert played.deal_over or played.current.current_player == YOU
        assert (played.result is not None) == played.deal_over


def test_a_deal_with_the_standard_computers():
    # The standard level samples within a time budget, so its replay is not repeated to compare
    # (a busy machine may sample less); the set keeps the play it computed, which replays.
    played = new_set(9, RULES, "standard", deals=4)
    while not played.deal_over:
        played = played.apply(passer(played))
    result = played.result
    assert result is not None and result.number == 0
    assert result.computers == outcome_of(played.play_of(0, computers=True))
    assert result.yours == outcome_of(played.current)
    assert played.next_deal().number == 1


def test_steps_the_set_does_not_allow():
    played = new_set(5, RULES, "easy", deals=4)
    with pytest.raises(DuplicateError, match="not over yet"):
        played.next_deal()
    while not played.deal_over:
        played = played.apply(passer(played))
    with pytest.raises(DuplicateError, match="go on to the next deal"):
        played.apply(Pass(YOU))
    with pytest.raises(DuplicateError, match="go on to the next deal"):
        played.apply(NextHand())
    finished = play_set(played, passer)[-1]
    with pytest.raises(DuplicateError, match="the set is over"):
        finished.next_deal()
    with pytest.raises(DuplicateError, match="the set is over"):
        finished.apply(Pass(YOU))


@pytest.mark.parametrize(
    ("level", "deals", "message"),
    [("easy", 0, "1 to 24 deals"), ("easy", "8", "1 to 24 deals"), ("expert", 8, "easy")],
)
def test_a_set_the_engine_does_not_offer(level, deals, message):
    with pytest.raises(DuplicateError, match=message):
        new_set(1, RULES, level, deals)


def test_json_round_trip_in_the_middle_and_at_the_end():
    positions = play_set(new_set(77, HOUSE_RULES, "easy", deals=4), passer)
    for played in positions:
        text = played.to_json()
        again = DuplicateSet.from_json(text)
        assert again == played
        assert again.to_json() == text
        assert json.loads(text)["format"] == SAVE_FORMAT


def test_a_set_saved_before_formats_were_written_still_reads():
    played = play_set(new_set(78, HOUSE_RULES, "easy", deals=4), passer)[5]
    data = json.loads(played.to_json())
    del data["format"], data["current"]["format"], data["current"]["first_dealer"]
    assert DuplicateSet.from_json(json.dumps(data)) == played
    data["format"] = 99
    with pytest.raises(ValueError, match="format 99 is unknown"):
        DuplicateSet.from_json(json.dumps(data))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("not json", "not JSON"),
        ("[1, 2]", "JSON object"),
        ('{"seed": 1}', "not a saved duplicate set"),
    ],
)
def test_text_that_is_not_a_set(text, message):
    with pytest.raises(DuplicateError, match=message):
        DuplicateSet.from_json(text)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(deals=25), "1 to 24 deals"),
        (lambda d: d.update(level="grandmaster"), "easy"),
        (lambda d: d.update(game="chess"), "no game 'chess'"),
        (lambda d: d["results"].reverse(), "out of order"),
        (lambda d: d.update(seed=d["seed"] + 1), "not the set's"),
        (lambda d: d["results"][0]["yours"]["choice"].pop("key"), "not a saved duplicate set"),
        (lambda d: d["results"][-1]["yours"]["actions"].pop(), "not the deal's play"),
        (lambda d: d["current"].pop("hands"), "not a saved duplicate set"),
    ],
)
def test_a_damaged_set_is_refused_with_a_reason(change, message):
    positions = play_set(new_set(77, RULES, "easy", deals=4), passer)
    data = json.loads(positions[-1].to_json())
    change(data)
    with pytest.raises(DuplicateError, match=message):
        DuplicateSet.from_json(json.dumps(data))
