"""Settling a pegging argument (scoring.cribbage.settle): the rules' edge cases one by one, and
random games played by the engine, whose every pegging point the settler finds again from the
cards alone."""

from __future__ import annotations

import random

import pytest

from scoring.cards import parse_cards
from scoring.cribbage import GameState, Go, Phase, Play, Rules, new_game
from scoring.cribbage.events import EventCategory
from scoring.cribbage.settle import PegPlay, StepKind, format_plays, parse_plays, settle_pegging
from scoring.errors import FieldError


def pegged(record):
    """(player from 1, category, points) for every item pegged, in order."""
    return [
        (step.player + 1, str(item.category), item.points)
        for step in record.steps
        for item in step.items
    ]


def kinds(record):
    return [str(step.kind) for step in record.steps]


def test_a_run_in_any_order():
    record = settle_pegging("4S 6H 5D")
    assert pegged(record) == [(1, "fifteen", 2), (1, "run", 3)]
    assert [step.count for step in record.steps] == [4, 10, 15]
    assert record.to_play == 1
    assert record.points == (5, 0)


def test_a_run_of_four_out_of_order_then_five():
    record = settle_pegging("3H 5C 4D 2S AH")
    assert pegged(record) == [(1, "run", 3), (2, "run", 4), (1, "fifteen", 2), (1, "run", 5)]


def test_a_pair_breaks_a_run():
    record = settle_pegging("4S 5H 5D 6C")
    assert pegged(record) == [(1, "pair", 2)]  # 5 5 6 is no run; 4 5 5 6 repeats a rank


def test_pairs_royal_and_double_pair_royal_for_four_players():
    record = settle_pegging("5H 5C 5D 5S", players=4)
    assert pegged(record) == [(2, "pair", 2), (3, "fifteen", 2), (3, "pair", 6), (4, "pair", 12)]
    assert record.points == (8, 14)  # players 1 & 3, players 2 & 4


def test_thirty_one_for_two_and_the_count_starts_again():
    record = settle_pegging("TH JD AS KC 7C")
    assert pegged(record) == [(2, "thirty_one", 2)]
    assert kinds(record)[-2:] == ["reset", "play"]
    reset = record.steps[-2]
    assert reset.player == 0 and reset.count == 0  # the player after the 31 leads
    assert record.steps[-1].count == 7


def test_go_for_one_to_the_last_to_play():
    record = settle_pegging("TH JD 9C go 5H")
    assert kinds(record) == ["play", "play", "play", "say_go", "go", "reset", "play"]
    go = record.steps[4]
    assert (go.player, go.points, str(go.items[0].category)) == (0, 1, "go")
    assert record.steps[5].player == 1  # after the go the next player leads
    assert pegged(record) == [(1, "run", 3), (1, "go", 1)]


def test_the_last_to_play_plays_on_after_a_go():
    record = settle_pegging("TH JD 9C go 2S")
    assert pegged(record) == [(1, "run", 3), (1, "thirty_one", 2)]
    assert record.steps[4].player == 0


def test_a_go_said_aloud_by_the_last_to_play_is_taken_as_said():
    record = settle_pegging("TH JD 9C go go 5H")
    assert kinds(record) == ["play", "play", "play", "say_go", "say_go", "go", "reset", "play"]
    assert pegged(record) == [(1, "run", 3), (1, "go", 1)]


def test_nothing_told_after_a_go_gives_the_go_with_a_note():
    record = settle_pegging("TH JD 9C go")
    go = record.steps[-2]
    assert go.kind is StepKind.GO and go.player == 0
    assert "taken to have no card that fits on 29" in go.note


def test_the_last_card_scores_one_unless_it_makes_31():
    record = settle_pegging("AS AH 2S 2H 3S 3H 4S 4H")
    assert record.is_over and record.to_play is None
    assert pegged(record)[-1] == (2, "last_card", 1)
    assert record.steps[-1].text == "{who} peg{s} one for last"
    thirty_one = settle_pegging("TH JD AS KC 9S 9H 6S 7H")  # 9 9 6 7 make 31 to end
    assert thirty_one.is_over
    assert pegged(thirty_one)[-1] == (2, "thirty_one", 2)
    assert "last_card" not in [category for _, category, _ in pegged(thirty_one)]


def test_three_players_gos_and_who_leads_after():
    # 10 K 5 = 25: player 1 says go, player 2 plays 4 (29), player 3 says go; player 2 cannot
    # play on 29 (the 9 that follows would not fit) and pegs the go.
    plays = "TH KD 5C go 4S go 9H"
    acc = settle_pegging(plays, players=3)
    assert pegged(acc) == [(2, "go", 1)]
    assert (acc.steps[-2].kind, acc.steps[-2].player) == (StepKind.RESET, 2)  # after player 2
    assert acc.steps[-1].player == 2
    said_go = settle_pegging(plays, players=3, rules=Rules(go_leads="said_go"))
    assert said_go.steps[-2].player == 0  # the first to say go leads
    assert said_go.steps[-1].player == 0


def test_gos_in_a_four_player_game_and_who_leads_after():
    # 28: players 4 and 1 say go, player 2 plays 2 (30), player 3 says go; 9 does not fit on
    # 30, so player 2 pegs the go.
    plays = "TH JD 8C go go 2C go 9S"
    acc = settle_pegging(plays, players=4)
    assert pegged(acc) == [(2, "go", 1)]
    assert acc.points == (0, 1)  # players 2 & 4
    assert acc.steps[-2].player == 2  # the player after player 2
    said_go = settle_pegging(plays, players=4, rules=Rules(go_leads="said_go"))
    assert said_go.steps[-2].player == 3  # player 4 said go first
    assert said_go.steps[-1].player == 3


def test_a_card_past_31_is_not_allowed():
    record = settle_pegging("TH JD 9C 5H")
    problem = record.problem
    assert problem is not None and problem.player == 1 and problem.card is not None
    assert "would take the count from 29 to 34, past 31" in problem.problem
    assert record.to_play is None
    assert record.points == (3, 0)  # settled up to the play not allowed


def test_a_card_past_31_by_a_player_who_said_go():
    # 23: player 1 says go; player 2 plays 2 (25); player 1, named, plays 9 in the same count.
    record = settle_pegging("TH KD 3C go 2S 1:9H", players=3)
    problem = record.problem
    assert (problem.player, problem.card) == (0, parse_cards("9H")[0])
    assert problem.problem == (
        "Player 1 said go on 23, and 9♥ would take the count from 25 to 34, past 31"
    )
    fits = settle_pegging("TH KD 3C go 2S 1:6H", players=3)
    assert fits.problem.kind is StepKind.SAY_GO  # the go was wrong: 6H fitted on 23
    assert "said go on 23 but held 6♥ (played later)" in fits.problem.problem


def test_a_go_while_holding_a_card_that_fits():
    record = settle_pegging("TH JD 5C go", hands=[None, parse_cards("JD 6H KS QS")])
    assert record.problem is not None
    assert record.problem.problem.startswith("Player 2 holds 6♥, which fits on 25")
    # Without the hand nothing shows it yet; the card played later does.
    assert settle_pegging("TH JD 5C go").problem is None
    # Player 1's go (everyone else had said go) was wrong: 6H, played later, fitted on 25.
    later = settle_pegging("TH JD 5C go go 9D 6H")
    assert later.problem.player == 0
    assert "said go on 25 but held 6♥ (played later), which fits" in later.problem.problem
    assert len(later.steps) == 5  # settled up to that go
    # On 21 or less every card fits.
    assert "every card fits" in settle_pegging("TH JD go").problem.problem


def test_a_go_by_a_player_whose_hand_holds_nothing_that_fits():
    hands = [parse_cards("TH 9C 2D 3D"), parse_cards("JD KS QS KH")]
    record = settle_pegging("TH JD 9C go 2D", hands=hands)
    assert record.problem is None
    # Player 2's hand is all tens: the go stands; player 1 holds 2D and plays on, to 31.
    assert pegged(record) == [(1, "run", 3), (1, "thirty_one", 2)]
    assert record.steps[-1].kind is StepKind.RESET


def test_a_named_player_out_of_turn():
    record = settle_pegging("4S 1:6H")
    assert record.problem is not None
    assert record.problem.problem == "it is Player 2's turn, not Player 1's"


def test_a_card_from_another_players_hand():
    record = settle_pegging("4S 6H", hands=[None, parse_cards("5C 5D 5S 5H")])
    assert "does not hold 6♥" in record.problem.problem


@pytest.mark.parametrize(
    ("text", "players", "message"),
    [
        ("", 2, "give the cards in the order they were played"),
        ("4S 5X", 2, "unknown suit 'X'"),
        ("4S 4S", 2, "4S (4♠) appears twice"),
        ("3:4S", 2, "before the colon goes the player, 1 to 2"),
        ("AS AH AC AD 2S 2H 2C 2D 3S", 2, "9 cards given; with 2 players 8 are played at most"),
        ("JK", 2, "not in the 52-card deck"),
    ],
)
def test_plays_that_cannot_be_read(text, players, message):
    with pytest.raises(FieldError) as raised:
        settle_pegging(text, players=players)
    assert message in str(raised.value)
    assert raised.value.field == "plays"


def test_bad_hands_and_players():
    with pytest.raises(FieldError) as raised:
        settle_pegging("4S", hands=[parse_cards("4S 5S")])
    assert raised.value.field == "hand1"
    with pytest.raises(FieldError) as raised:
        settle_pegging("4S", hands=[parse_cards("4S 5S 6S 7S"), parse_cards("4S 5H 6H 7H")])
    assert raised.value.field == "hand2" and "in Player 1's hand too" in str(raised.value)
    with pytest.raises(FieldError) as raised:
        settle_pegging("4S", players=5)
    assert raised.value.field == "players"
    with pytest.raises(FieldError) as raised:
        settle_pegging("AS AH 2S 2H 3S 3H 4S 4H go")
    assert "nothing follows the last card" in str(raised.value)


def test_plays_round_trip_through_their_text():
    plays = parse_plays("4s, 6♥ GO 2:5d 10C", 2)
    assert plays[1] == PegPlay(parse_cards("6H")[0])
    assert plays[2] == PegPlay(None)
    assert plays[3].player == 1
    assert format_plays(plays) == "4S 6H go 2:5D TC"
    assert parse_plays(format_plays(plays), 2) == plays


# The settler against the game: random games, every deal's play told to the settler as the
# cards and gos alone (then with the hands, then with every player named) must peg exactly
# what the game pegged, with the same words.


def engine_deals(seed: int, players: int, rules: Rules, deals: int):
    """Each deal's play of a random game: (pone, the plays and gos in order, the kept hands,
    the game's pegging events)."""
    rng = random.Random(seed)
    state: GameState = new_game(seed, rules, players=players)
    for _ in range(deals):
        while state.phase is not Phase.PEGGING:
            state = state.apply(rng.choice(state.legal_actions()))
            if state.is_over:
                return
        start = state
        told: list[Play | Go] = []
        while state.phase is Phase.PEGGING:
            action = rng.choice(state.legal_actions())
            told.append(action)
            state = state.apply(action)
        if state.is_over:
            return
        events = [
            event
            for event in state.log[len(start.log) :]
            if event.phase is Phase.PEGGING and event.category is not EventCategory.WIN
        ]
        yield start, told, events
        while state.phase is not Phase.DONE:
            state = state.apply(rng.choice(state.legal_actions()))
            if state.is_over:
                return
        state = state.apply(state.legal_actions()[0])


def as_events(record, seat_of):
    """The settler's steps as the game's log writes them: (category, seat, cards, points,
    text)."""
    said = []
    for step in record.steps:
        seat = seat_of(step.player)
        if step.kind is StepKind.GO:
            (item,) = step.items
            said.append((str(item.category), seat, item.cards, item.points, item.text))
            continue
        cards = () if step.card is None else (step.card,)
        said.append((str(step.kind), seat, cards, 0, step.text))
        said += [
            (str(item.category), seat, item.cards, item.points, item.text) for item in step.items
        ]
    return said


def check_deal(start, told, events, rules):
    players = start.players
    pone = start.pone

    def ours(seat):
        return (seat - pone) % players

    def theirs(seat):
        return (seat + pone) % players

    expected = [
        (str(e.category), e.player, e.cards, e.points, e.text)
        for e in events
        if e.category is not EventCategory.STARTER and e.category is not EventCategory.HEELS
    ]
    plain = [PegPlay(action.card if isinstance(action, Play) else None) for action in told]
    record = settle_pegging(plain, players=players, rules=rules)
    assert record.problem is None
    assert record.is_over
    assert as_events(record, theirs) == expected
    hands = [start.hands[theirs(seat)] for seat in range(players)]
    assert as_events(settle_pegging(plain, players=players, rules=rules, hands=hands), theirs) == (
        expected
    )
    named = [
        PegPlay(action.card if isinstance(action, Play) else None, ours(action.player))
        for action in told
    ]
    assert as_events(settle_pegging(named, players=players, rules=rules), theirs) == expected
    assert parse_plays(format_plays(named), players) == tuple(named)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_pegs_as_the_game_does(players):
    for go_leads in ("acc", "said_go"):
        rules = Rules(go_leads=go_leads)
        for start, told, events in engine_deals(players * 10, players, rules, deals=3):
            check_deal(start, told, events, rules)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
def test_many_random_games_pegs_as_the_game_does(players):
    checked = 0
    for seed in range(50):
        rules = Rules(go_leads=("acc", "said_go")[seed % 2])
        for start, told, events in engine_deals(1000 + seed, players, rules, deals=12):
            check_deal(start, told, events, rules)
            checked += 1
    assert checked >= 300


def test_the_record_keeps_the_hands_as_given():
    hands = [None, parse_cards("JD 6H KS QS")]
    record = settle_pegging("TH JD 5C 6H", hands=hands)
    assert record.hands == (None, tuple(parse_cards("JD 6H KS QS")))
    assert hands[1] == parse_cards("JD 6H KS QS")  # and the caller's list is untouched
