"""The game at the table without HTTP: the computers' turn loop and the drawn board's layout."""

from __future__ import annotations

import math
from itertools import pairwise

import pytest

from scoring.cribbage import Discard, NextDeal, Phase, Rules, new_game
from scoring.cribbage.players import choose_action
from scoring.errors import FieldError
from webapp.cribbage.board import board
from webapp.cribbage.table import CRIBBAGE, read_move
from webapp.tables import YOU, ComputerTable, computers_play
from webapp.tables import start as start_table


def start(players, level, rules, seed):
    return start_table(CRIBBAGE, {"players": players, "level": level, **vars_of(rules)}, seed)


def vars_of(rules):
    return {name: getattr(rules, name) for name in rules.to_dict()}


def your_move(state):
    if state.phase is Phase.DONE:
        return NextDeal(state.current_player)
    return choose_action(state, "easy", seat=YOU)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_computers_throw_after_you_then_play_to_your_turn(players):
    game = start(players, "easy", Rules(), seed=3)
    state = game.state
    assert state.phase is Phase.DISCARD
    assert all(len(hand) > 4 for hand in state.hands)  # nobody has thrown: you go first
    game = game.move(your_move(state))
    state = game.state
    # Everyone has thrown: the crib is full and the starter cut.
    assert len(state.crib) == 4 and state.starter is not None
    assert state.phase in (Phase.PEGGING, Phase.SHOW, Phase.OVER)
    assert state.is_over or state.current_player == YOU
    # The log after `since` starts with your throw.
    first = state.log[game.since]
    assert (first.category, first.player) == ("discard", YOU)


def test_the_end_of_a_deal_waits_for_you_whoever_deals_next():
    game = start(2, "easy", Rules(), seed=8)
    deals_seen = set()
    while not game.state.is_over and len(deals_seen) < 3:
        state = game.state
        if state.phase is Phase.DONE:
            deals_seen.add(state.deal_number)
            assert computers_play(CRIBBAGE, state, "easy") == state
        game = game.move(your_move(state))
    assert len(deals_seen) == 3


def test_the_same_moves_give_the_same_game():
    def play(seed: int) -> ComputerTable:
        game = start(3, "standard", Rules(game_to=61, muggins=True), seed)
        while not game.state.is_over:
            game = game.move(your_move(game.state))
        return game

    first, again = play(5), play(5)
    assert first.state == again.state
    assert ComputerTable.from_json(CRIBBAGE, first.to_json()) == first


def test_a_move_from_the_form_must_be_yours_to_make():
    state = new_game(1, Rules(), players=2)
    hand = state.hands[YOU]
    fields = {"action": "discard", "card": [str(hand[0]), str(hand[1])]}

    class Form(dict):
        def getlist(self, name):
            value = self.get(name, [])
            return value if isinstance(value, list) else [value]

    assert read_move(Form(fields), state) == Discard(YOU, (hand[0], hand[1]))
    table = ComputerTable(CRIBBAGE, state, "easy")
    theirs = Form(action="discard", card=[str(hand[0]), str(state.hands[1][0])])
    with pytest.raises(FieldError, match="you do not hold"):
        table.move_from_form(theirs)
    with pytest.raises(FieldError, match="no one can say go now"):
        table.move_from_form(Form(action="go"))


# The board


@pytest.mark.parametrize("game_to", [121, 61])
@pytest.mark.parametrize("per_row", [30, 15])
@pytest.mark.parametrize("sides", [2, 3])
def test_each_sides_track_is_continuous(game_to, per_row, sides):
    """Hole after hole, a side's track steps to the next hole in its row, or turns into the
    next row straight across (never jumping along the board)."""
    pegs = tuple((point, 0) for point in range(sides))
    drawn = board(game_to, pegs, (), per_row)
    holes = game_to - 1
    assert len(drawn.holes) == sides * holes
    for side in range(sides):
        track = drawn.holes[side * holes : (side + 1) * holes]
        for (x1, y1), (x2, y2) in pairwise(track):
            assert (y1 == y2 and 10 <= abs(x2 - x1) <= 16) or (x1 == x2 and y2 > y1)
        assert math.dist(track[-1], drawn.game_hole) < 30
    # Every hole is a different place.
    assert len(set(drawn.holes)) == len(drawn.holes)


def test_pegs_stand_in_the_holes_of_their_scores():
    drawn = board(121, ((0, 0), (17, 12)), (91, 61))
    start_pegs = [peg for peg in drawn.pegs if peg.side == 0]
    assert {(peg.x, peg.y) for peg in start_pegs} <= set(drawn.start_holes)
    back, front = (peg for peg in drawn.pegs if peg.side == 1)
    holes = drawn.holes[120:]
    assert (back.x, back.y, back.front) == (*holes[11], False)
    assert (front.x, front.y, front.front) == (*holes[16], True)
    won = board(121, ((121, 118), (80, 70)), (91, 61))
    assert (won.pegs[1].x, won.pegs[1].y) == won.game_hole
    assert [mark for *_, mark in won.lines] == ["S", "SS"]
