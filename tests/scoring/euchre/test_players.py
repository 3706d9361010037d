"""The Euchre computer players: legal, blind to hidden cards, sensible, and stronger than random."""

from __future__ import annotations

import random

import pytest

from scoring.cards import Card, Suit
from scoring.euchre import GameState, Rules, new_game
from scoring.euchre.actions import Discard, NameTrump, OrderUp, Pass, Play
from scoring.euchre.events import Phase
from scoring.euchre.knowledge import (
    CALL_AT,
    CALL_SLACK,
    PASS_SLACK,
    fits_bids,
    sample_world,
    strength,
    unseen_by,
)
from scoring.euchre.players import LEVELS, choose_action
from scoring.tricks.sampling import deal
from scoring.tricks.trump import suit_of

RULES = [
    Rules(),
    Rules(all_pass="stick_the_dealer", defend_alone=True),
    Rules(renege="penalty", farmers_hand=True, opening_lead="maker_left"),
    Rules(game_to=5, defend_alone=True, farmers_hand=True, all_pass="stick_the_dealer"),
]


@pytest.mark.parametrize(
    "level",
    [
        level if level == LEVELS[0] else pytest.param(level, marks=pytest.mark.slow)
        for level in LEVELS
    ],
)
@pytest.mark.parametrize("rules", RULES)
def test_whole_games_never_renege(level, rules):
    """Under every rule set the computers follow suit (the conformance suite checks that every
    level's actions are legal; a renege is legal where the penalty rule is on)."""
    state = new_game(seed=7, rules=rules)
    rng = random.Random(1)
    steps = 0
    while not state.is_over and steps < 3000:
        action = choose_action(state, level, rng=rng)
        assert action in state.legal_actions()
        state = state.apply(action)
        steps += 1
        if level == "standard" and state.hand_number >= 3:
            break
    assert state.is_over or level == "standard"
    assert not state.reneges


def test_standard_samples_do_not_depend_on_hidden_cards(redeal_hidden):
    for seed in range(10):
        state = new_game(seed)
        rng = random.Random(seed)
        while state.phase is not Phase.PLAY or len(state.played) < 6:
            state = state.apply(choose_action(state, "easy", rng=rng))
            if state.is_over or state.phase is Phase.HAND_OVER:
                state = state.apply(choose_action(state, "easy"))
        seat = state.current_player
        other = redeal_hidden(state, seat, random.Random(5))
        a = [sample_world(state.view(seat), random.Random(3)) for _ in range(3)]
        b = [sample_world(other.view(seat), random.Random(3)) for _ in range(3)]
        assert a == b
        for world in a:
            assert sorted(world[seat]) == sorted(state.hands[seat])
            view = state.view(seat)
            for s in range(4):
                for card in world[s]:
                    if s != seat:
                        assert suit_of(card, state.trump) not in view.voids[s]


def _play_to(state: GameState, cards: list[str]) -> GameState:
    for text in cards:
        state = state.apply(Play(state.current_player, Card.parse(text)))
    return state


def test_easy_plays_lowest_winner_and_spares_partner():
    # Hearts trump. East (3) leads QC; South (0) holds AC and KC: the king wins most cheaply.
    hands = ["AC KC JH 9S TS", "9C QD KD AD TD", "AS KS QS JS 9D", "QC JC AH KH 9H"]
    state = GameState.from_deal(hands, "TC QH TH JD", dealer=2)
    state = state.apply(OrderUp(3))  # East orders hearts; North picks up QH
    state = state.apply(_discard(state, "9D"))
    assert state.phase is Phase.PLAY and state.current_player == 3
    state = _play_to(state, ["QC"])
    assert choose_action(state, "easy") == Play(0, Card.parse("KC"))
    # West (1) after South's KC: partner East is not winning, West follows with 9C (only club).
    state = _play_to(state, ["KC", "9C"])
    # North (2) has no club; partner South is winning with KC: North must not trump.
    action = choose_action(state, "easy")
    assert not (action.card.suit == Suit.HEARTS or action.card == Card.parse("JD"))


def _discard(state, text):
    from scoring.euchre.actions import Discard

    return Discard(state.current_player, Card.parse(text))


@pytest.mark.parametrize("level", LEVELS)
def test_maker_with_both_bowers_leads_the_right(level):
    hands = ["JH JD AH 9S TS", "9C QD KD AD TD", "AS KS QS JS 9D", "QC JC AC KH 9H"]
    state = GameState.from_deal(hands, "QH TC TH KC", dealer=3)
    state = state.apply(OrderUp(0))
    state = state.apply(_discard(state, "9H"))
    assert state.current_player == 0 and state.trump is Suit.HEARTS
    action = choose_action(state, level, rng=random.Random(0))
    assert action == Play(0, Card.parse("JH"))


@pytest.mark.slow
def test_standard_beats_random_in_12_games():
    wins = 0
    for seed in range(12):
        state = new_game(seed, Rules(game_to=5))
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.current_player
            if seat is None or seat % 2 == 0:
                action = choose_action(state, "standard", rng=rng)
            else:
                action = rng.choice(state.legal_actions())
            state = state.apply(action)
        wins += state.winner == 0
    assert wins >= 10


def test_sampled_deals_fit_the_bids():
    # West (1) passes, North (2) orders up spades; East (3) dealt, picks up 9S.
    hands = ["9C TC 9H TH QD", "AC KC AH 9D TD", "JS JC AS KS QH", "QC JH KH AD KD"]
    state = GameState.from_deal(hands, "9S TS QS JD", dealer=3)
    state = state.apply(Pass(0)).apply(Pass(1)).apply(OrderUp(2))
    state = state.apply(Discard(3, Card.parse("QC")))
    view = state.view(0)
    assert [(b.seat, b.round, b.suit) for b in view.bids] == [
        (0, 1, None),
        (1, 1, None),
        (2, 1, Suit.SPADES),
    ]
    rng = random.Random(4)
    worlds = [sample_world(view, rng) for _ in range(200)]
    assert all(fits_bids(view, world) for world in worlds[:150])
    # North's sampled hands are worth an order; West's are not worth one it passed up.
    assert all(strength(world[2], Suit.SPADES) >= CALL_AT - CALL_SLACK for world in worlds)
    assert all(strength(world[1], Suit.SPADES) < CALL_AT + PASS_SLACK for world in worlds)
    # Without the auction the same deals would often break it.
    loose = [deal(unseen_by(view), rng) for _ in range(200)]
    assert sum(not fits_bids(view, world) for world in loose) > 20


def test_round_two_bids_are_read_from_the_record():
    state = new_game(seed=0, dealer=0)
    for seat in (1, 2, 3, 0, 1):
        state = state.apply(Pass(seat))
    suit = next(s for s in Suit if s != state.upcard.suit)
    state = state.apply(NameTrump(2, suit))
    bids = state.view(3).bids
    assert [(b.seat, b.round) for b in bids] == [(1, 1), (2, 1), (3, 1), (0, 1), (1, 2), (2, 2)]
    assert bids[-1].suit is suit and not bids[-1].alone
