"""Random legal play, start to finish: the engine's invariants hold in every state."""

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scoring.cards import standard_deck
from scoring.cribbage import (
    Declare,
    Discard,
    GameState,
    Go,
    IllegalActionError,
    Muggins,
    NextDeal,
    Outcome,
    Pass,
    Phase,
    Play,
    Rules,
    Show,
    new_game,
    replay,
)
from scoring.cribbage.events import EventCategory

DECK = sorted(standard_deck())


def all_cards(state):
    cards = [card for hand in state.hands for card in hand]
    cards += [play.card for play in state.plays]
    cards += state.crib
    cards += state.stock
    if state.starter is not None:
        cards.append(state.starter)
    return cards


def candidates(state, player):
    """Actions a player might try now, legal or not."""
    tries = [Go(player), Show(player), Declare(player, 0), Muggins(player), Pass(player)]
    tries += [NextDeal(player)]
    tries += [Play(player, card) for hand in state.hands for card in hand]
    hand = state.hands[player]
    tries += [Discard(player, (card,)) for card in hand]
    tries += [Discard(player, (a, b)) for a in hand for b in hand if a < b]
    return tries


def check_step(before, action, after):
    assert sorted(all_cards(after)) == DECK
    assert after.actions == (*before.actions, action)
    assert after.log[: len(before.log)] == before.log
    for side in range(after.sides):
        gained = after.scores[side] - before.scores[side]
        assert gained >= 0
        if gained:
            assert after.back_pegs[side] == before.scores[side]
        else:
            assert after.back_pegs[side] == before.back_pegs[side]
    if after.phase is Phase.PEGGING:
        assert after.count <= 31
        assert after.hands[after.current_player]
        assert after.legal_actions()
    if after.phase is Phase.SHOW:
        assert not any(after.hands)


def check_legal_actions_match_apply(state):
    """Every action the engine accepts is listed by legal_actions, and the reverse."""
    for player in range(state.players):
        legal = state.legal_actions(player)
        for action in candidates(state, player):
            try:
                state.apply(action)
            except IllegalActionError:
                assert action not in legal, action
            else:
                assert action in legal, action


def check_views(state):
    """Each seat sees its own cards and its legal actions, and no one else's throw."""
    for player in range(state.players):
        view = state.view(player)
        assert view.hand == state.hands[player]
        assert list(view.legal_actions) == state.legal_actions(player)
        for event in view.log:
            if event.category is EventCategory.DISCARD and event.player != player:
                assert event.cards == ()
        json.dumps(view.to_dict())


def check_finished(state):
    assert state.is_over and state.phase is Phase.OVER and state.current_player is None
    assert state.legal_actions() == []
    rules = state.rules
    winner = state.winner
    assert state.scores[winner] >= rules.game_to
    assert all(s < rules.game_to for side, s in enumerate(state.scores) if side != winner)
    for side in range(state.sides):
        pegged = sum(
            e.points for e in state.log if e.player is not None and state.side_of(e.player) == side
        )
        assert pegged == state.scores[side]
    assert state.log[-1].category is EventCategory.WIN
    assert [e.category for e in state.log].count(EventCategory.WIN) == 1
    result = state.result
    for side, outcome in enumerate(result.outcomes):
        score = state.scores[side]
        if side == winner:
            assert outcome is Outcome.WIN
        elif score < (rules.double_skunk_line or 0):
            assert outcome is Outcome.DOUBLE_SKUNK
        elif score < rules.skunk_line:
            assert outcome is Outcome.SKUNK
        else:
            assert outcome is Outcome.LOSS


def play_randomly(state, rng, *, checks=True):
    """Random legal actions to the end; in the discard, a random seat still to throw acts."""
    while not state.is_over:
        if state.phase is Phase.DISCARD:
            seats = [p for p in range(state.players) if len(state.hands[p]) > 4]
            action = rng.choice(state.legal_actions(rng.choice(seats)))
        else:
            action = rng.choice(state.legal_actions())
        after = state.apply(action)
        if checks:
            check_step(state, action, after)
            if rng.random() < 0.03:
                check_legal_actions_match_apply(after)
            if rng.random() < 0.02:
                assert GameState.from_json(after.to_json()) == after
                check_views(after)
        state = after
    return state


rules_options = st.builds(
    Rules,
    game_to=st.sampled_from([121, 61]),
    muggins=st.booleans(),
    four_player_show=st.sampled_from(["acc", "opponents_first"]),
    go_leads=st.sampled_from(["acc", "said_go"]),
)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from([2, 3, 4]), st.integers(0, 2**40), rules_options)
def test_random_games_keep_every_invariant(players, seed, rules):
    rng = random.Random(seed)
    start = new_game(seed, rules, players=players)
    snapshot = start.to_json()
    state = play_randomly(start, rng)
    assert start.to_json() == snapshot  # apply() never changes the state it is called on
    check_finished(state)
    assert replay(seed, rules, state.actions, players=players) == state
    assert GameState.from_json(state.to_json()) == state


@pytest.mark.slow
def test_hundreds_of_random_games_end_correctly():
    for seed in range(600):
        players = 2 + seed % 3
        rules = Rules(muggins=seed % 2 == 0, go_leads="said_go" if seed % 5 == 0 else "acc")
        state = play_randomly(
            new_game(seed, rules, players=players), random.Random(seed), checks=False
        )
        assert sorted(all_cards(state)) == DECK
        check_finished(state)


def test_same_seed_same_game():
    a = play_randomly(new_game(42, players=3), random.Random(1), checks=False)
    b = play_randomly(new_game(42, players=3), random.Random(1), checks=False)
    assert a == b and a.to_json() == b.to_json()
    c = new_game(43, players=3)
    assert c.hands != new_game(42, players=3).hands
