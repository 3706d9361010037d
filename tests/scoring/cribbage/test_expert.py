"""The expert: its search of the play against the game engine played out by brute force, its
quick hand count against score_hand, the win table's shape, and positions whose right play
is known."""

import random

import pytest

from scoring.cards import parse_cards, standard_deck
from scoring.cribbage import Discard, GameState, Phase
from scoring.cribbage.expert import show_points
from scoring.cribbage.hand import score_hand
from scoring.cribbage.peg_search import CHANCES, Position, Search, net_of_play, play_points
from scoring.cribbage.peg_strategy import peg_points
from scoring.cribbage.pegging import VALUES
from scoring.cribbage.players import choose_action
from scoring.cribbage.winning import Outcomes, solve, win_chance, win_chance_before_deal

from .test_players import computer_plays, pegging_position

# -- the search of the play ---------------------------------------------------------------


def dealt_to_the_play(seed):
    """A random two-player deal with both throws made: the play about to start."""
    rng = random.Random(seed)
    deck = list(standard_deck())
    rng.shuffle(deck)
    state = GameState.from_deal([deck[:6], deck[6:12]], deck[12], dealer=seed % 2)
    for seat in (0, 1):
        state = state.apply(Discard(seat, tuple(state.hands[seat][:2])))
    return state


def pegged(state):
    """Each seat's points in the play so far, from the log."""
    points = [0, 0]
    for event in state.log:
        if event.phase is Phase.PEGGING and event.player is not None:
            points[event.player] += event.points
    return points


def brute_force(state, me):
    """Seat `me`'s best net pegging to the end of the play, both hands known, by trying every
    legal play in the game engine itself."""
    if state.phase is not Phase.PEGGING:
        ours, theirs = pegged(state)[me], pegged(state)[1 - me]
        return ours - theirs
    seat = state.current_player
    values = [brute_force(state.apply(action), me) for action in state.legal_actions(seat)]
    return max(values) if seat == me else min(values)


def as_position(state, me):
    """The search's Position for `state`, seat `me` as seat 0."""
    pile = tuple(card.rank for card in state.pile)
    hands = tuple(tuple(sorted(c.rank for c in state.hands[s])) for s in (me, 1 - me))
    last = None
    if state.pile:
        last = 0 if state.plays[-1].player == me else 1
    turn = 0 if state.current_player == me else 1
    gone = (me in state.gone, (1 - me) in state.gone)
    return Position(turn, pile, hands, gone, last)


@pytest.mark.parametrize("seed", range(12))
def test_the_search_agrees_with_the_engine_played_every_way(seed):
    state = dealt_to_the_play(seed)
    for _ in range(seed % 4):  # some positions later in the play, too
        state = state.apply(state.legal_actions(state.current_player)[-1])
    me = state.current_player
    before = pegged(state)
    assert net_of_play(as_position(state, me)) == brute_force(state, me) - (
        before[me] - before[1 - me]
    )


def brute_force_for_the_game(state, me, start, need, leaf):
    """Seat `me`'s chance of winning from the engine played every legal way: a side whose
    points pegged since `start` reach its `need` wins at once, else `leaf` of those points."""
    points = pegged(state)
    ours, theirs = points[me] - start[me], points[1 - me] - start[1 - me]
    if ours >= need[0]:
        return 1.0
    if theirs >= need[1]:
        return 0.0
    if state.phase is not Phase.PEGGING:
        return leaf(ours, theirs)
    seat = state.current_player
    values = [
        brute_force_for_the_game(state.apply(action), me, start, need, leaf)
        for action in state.legal_actions(seat)
    ]
    return max(values) if seat == me else min(values)


@pytest.mark.parametrize("seed", range(8))
def test_the_search_for_the_game_agrees_with_the_engine_played_every_way(seed):
    state = dealt_to_the_play(100 + seed)
    for _ in range(seed % 3):
        state = state.apply(state.legal_actions(state.current_player)[0])
    me = state.current_player
    need = (2 + seed % 5, 3 + (seed * 3) % 5)

    def leaf(ours, theirs):  # any worth in [0, 1] that is not simply the net points
        return ((ours * 7 + theirs * 3 + seed) % 11) / 10

    search = Search(leaf, need, bounds=CHANCES)
    expected = brute_force_for_the_game(state, me, pegged(state), need, leaf)
    assert search.value(as_position(state, me)) == expected


def test_play_points_agree_with_the_plain_count():
    rng = random.Random(0)
    checked = 0
    while checked < 20000:
        pile = tuple(rng.randrange(1, 14) for _ in range(rng.randrange(8)))
        rank = rng.randrange(1, 14)
        cards = (*pile, rank)
        if max(cards.count(r) for r in cards) > 4 or sum(VALUES[r] for r in cards) > 31:
            continue
        checked += 1
        assert play_points(pile, rank) == peg_points(pile, rank), (pile, rank)


def test_show_points_agree_with_score_hand():
    rng = random.Random(1)
    deck = list(standard_deck())
    for _ in range(3000):
        five = rng.sample(deck, 5)
        for crib in (False, True):
            assert (
                show_points(five[:4], five[4], crib=crib)
                == score_hand(five[:4], five[4], crib=crib).total
            )


def test_solving_for_the_game_stops_when_a_side_pegs_out():
    # Both hands known: we need 2, they need 1. We lead; an ace or deuce cannot score at once,
    # but they peg out with their first card whatever we lead (the last card at worst).
    search = Search(lambda a, b: 0.5, (2, 1), bounds=CHANCES)
    assert search.value(Position(0, (), ((1, 2, 3, 4), (7, 8, 9, 10)))) == 0.0
    # We need 2 and can make 15 on their 10 at once: a win.
    search = Search(lambda a, b: 0.5, (2, 30), bounds=CHANCES)
    assert search.after(Position(0, (10,), ((5, 9, 12, 13), (7, 8, 9))), 5) == 1.0


# -- the win table -------------------------------------------------------------------------


def test_the_first_dealer_wins_a_little_over_half_the_games():
    # Published: 55.5% of Cribbage Pro's online games (2012); 56% by DeLynn Colvert's averages.
    assert 0.54 < win_chance(0, 0, we_deal=True) < 0.58
    assert win_chance(0, 0, we_deal=True) + win_chance(0, 0, we_deal=False) == pytest.approx(1)


def test_chances_rise_with_our_score_and_fall_with_theirs():
    for theirs in (0, 60, 110):
        row = [win_chance(ours, theirs, we_deal=False) for ours in range(0, 121, 5)]
        assert row == sorted(row)
    column = [win_chance(60, theirs, we_deal=True) for theirs in range(0, 121, 5)]
    assert column == sorted(column, reverse=True)
    assert win_chance(121, 120, we_deal=False) == 1.0
    assert win_chance(3, 121, we_deal=True) == 0.0


def test_one_point_from_home_the_first_point_pegged_wins():
    # The pone pegs before the show and counts first: with the dealer far off, it is home.
    assert win_chance_before_deal(100, 120) < 0.01
    # Both one point away: whoever pegs first; the table calls a play where both score even,
    # and the pone pegs nothing in about a fifth of deals, so the dealer is a little ahead.
    assert 0.5 < win_chance_before_deal(120, 120) < 0.65


def test_solving_a_deal_that_always_scores_the_same():
    # Every deal: the dealer pegs 1, the pone nothing, hands 0. To 3 points, the first dealer
    # (at 0-0) deals deals 1 and 3 and gets there on deal 5: the table says it always wins.
    fixed = Outcomes({(1, 0): 1}, {0: 1}, {0: 1})
    table = solve(fixed, 3)
    assert table[0][0] == 1.0
    # Dealer at 1, pone at 2: the dealer pegs to 2, then the pone deals and pegs to 3.
    assert table[1][2] == 0.0


# -- positions whose right play is known ---------------------------------------------------


def test_takes_the_go_rather_than_leave_a_31_open():
    # Count 19. The king makes 29: only a deuce reaches 31, and the expert holds one of the
    # four, to lay for 31 itself after their go. The deuce would make 21, for any of the many
    # ten-cards to reach 31, and the nine 28, for a three.
    state = pegging_position("KS 2C 9D AH", "QC 6D 8S 4S", "QC AH 8S", computer_deals=True)
    assert state.count == 19
    assert computer_plays(state, "expert") == "KS"


def test_pairs_when_the_count_leaves_no_room_for_a_pair_royal():
    # Count 20 after their nine: pairing makes 29 for 2, and a third nine would pass 31.
    state = pegging_position("AH 9S 2C KH", "QC 9H 6D 7S", "QC AH 9H", computer_deals=True)
    assert state.count == 20
    assert computer_plays(state, "expert") == "9S"


def test_pairs_a_ten_card_when_one_king_is_left_unseen():
    # Their king led: pairing makes 20 for 2; the starter is the king of clubs, so only one
    # king is left to make a pair royal.
    state = pegging_position("KS 8C 2D AH", "KD 6C 7C 9C", "KD", computer_deals=True)
    assert computer_plays(state, "expert") == "KS"


def test_the_throw_is_one_of_the_analyzers_best_few():
    from scoring.cribbage.discard import analyze_discards

    hand = parse_cards("5H 5C TD JS 2D 9C")
    state = GameState.from_deal([hand, parse_cards("AS 3C 4H 6D 7S 8C")], "KC", dealer=0)
    action = choose_action(state, "expert", seat=0)
    top = [set(o.thrown) for o in analyze_discards(hand, dealer=True).options[:4]]
    assert set(action.cards) in top


def test_far_from_the_end_it_throws_as_standard_and_near_it_for_the_game():
    dealt = parse_cards("2S 3S 7C 8S TH QC")
    other = parse_cards("AD 4D 6D 9H JC KD")
    far = GameState.from_deal([dealt, other], "5C", dealer=1, scores=[12, 0])
    assert choose_action(far, "expert").cards == choose_action(far, "standard").cards
    # Needing 9 as the pone, the opponent 21: the expert plays out whole deals, the crib it
    # gives the dealer included, and its choice is the same every time it is asked.
    near = GameState.from_deal([dealt, other], "5C", dealer=1, scores=[112, 100])
    throws = {choose_action(near, "expert").cards for _ in range(3)}
    assert len(throws) == 1
