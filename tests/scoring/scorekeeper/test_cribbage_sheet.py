"""The cribbage score sheet: each entry (an action) scored by the engine (the show by
score_hand, the play by settle_pegging), checked claims and muggins, the deal passing on, the
game's end, undo, and each mistake an entry can hold refused naming its field."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.cribbage.hand import score_hand
from scoring.cribbage.rules import Rules
from scoring.cribbage.settle import settle_pegging
from scoring.errors import FieldError
from scoring.scorekeeper import (
    Count,
    CribbageSheet,
    LetGo,
    Muggins,
    OverCount,
    Peg,
    Play,
    Said,
    Starter,
    sheet_from_json,
    sheet_json,
)
from scoring.scorekeeper.sheet import GameOver


def sheet(table="2", muggins=False, game_to=121, dealer=1, **names) -> CribbageSheet:
    """A new sheet: `table` 2, 3, 4 or partners; `dealer` and the names counted from 1."""
    players = 4 if table == "partners" else int(table)
    named = tuple(names.get(f"name{n + 1}", f"Player {n + 1}") for n in range(players))
    rules = Rules(game_to=game_to, muggins=muggins)
    return CribbageSheet(rules, named, partners=table == "partners", first_dealer=dealer - 1)


def count(player: int, claimed=None, cards="", starter=None, crib=False) -> Count:
    return Count(player, crib, claimed, tuple(cards.split()), starter)


def last(s: CribbageSheet):
    return s.played().lines[-1]


def scores(s: CribbageSheet) -> tuple[int, ...]:
    return s.played().tally.scores


# The setup


def test_a_new_sheet_names_its_players_and_sides():
    s = sheet(name1="Ann", name2="Bob")
    assert s.names == ("Ann", "Bob") and s.side_names == ("Ann", "Bob")
    partners = sheet("partners", name1="A", name2="B", name3="C", name4="D")
    assert partners.side_names == ("A & C", "B & D")
    assert [partners.side_of(p) for p in range(4)] == [0, 1, 0, 1]
    assert len(sheet("4").side_names) == 4


@pytest.mark.parametrize(
    ("names", "setup", "field"),
    [
        (("Ann",), {}, "names"),
        (("A", "B", "C", "D", "E"), {}, "names"),
        (("Ann", "Ann"), {}, "names"),
        (("x" * 25, "Bob"), {}, "names"),
        (("Ann", "  Bob"), {}, "names"),
        (("A", "B", "C"), {"partners": True}, "partners"),
        (("A", "B", "C"), {"first_dealer": 3}, "first_dealer"),
    ],
)
def test_a_setup_that_cannot_be_says_which_field(names, setup, field):
    with pytest.raises(FieldError) as refused:
        CribbageSheet(Rules(), names, **setup)
    assert refused.value.field == field


# The starter and the play


def test_a_jack_turned_pegs_his_heels_for_the_dealer():
    s = sheet(dealer=2, name1="Ann", name2="Bob").enter(Starter("JH"))
    assert scores(s) == (0, 2)
    assert last(s).title == "The starter is J♥: his heels for Bob"
    assert last(s).items[0].points == 2 and "his heels" in last(s).items[0].text
    assert scores(sheet().enter(Starter("QH"))) == (0, 0)


def test_a_second_starter_in_a_deal_is_refused():
    s = sheet().enter(Starter("5H"))
    with pytest.raises(FieldError, match="starter of this deal is 5♥") as refused:
        s.enter(Starter("6H"))
    assert refused.value.field == "card"


@pytest.mark.parametrize(
    ("said", "points"), [(None, 1), (None, 12), (Said.GO, 1), (Said.THIRTY_ONE, 2)]
)
def test_the_play_s_quick_points(said, points):
    s = sheet(name2="Bob").enter(Peg(1, points, said))
    assert scores(s) == (0, points)
    if said is not None:
        assert last(s).title.endswith("for a go" if said is Said.GO else "for 31 for two")


@pytest.mark.parametrize(
    ("entry", "field"),
    [
        (Peg(2, 2), "player"),
        (Peg(0, 0), "points"),
        (Peg(0, 13), "points"),
        (Peg(0, 2, Said.GO), "points"),
        (Muggins(5), "player"),
        (Count(2, claimed=4), "player"),
        (Starter("JK"), "card"),
        (Play(" "), "plays"),
        (Play("AS " * 400), "plays"),
    ],
)
def test_an_entry_that_cannot_be_says_which_field(entry, field):
    with pytest.raises(FieldError) as refused:
        sheet().enter(entry)
    assert refused.value.field == field


def test_the_play_typed_as_cards_pegs_what_the_settler_finds_from_the_dealer_s_left():
    plays = "4S 6H 5D 7C 8C go 9C"
    s = sheet(dealer=1, name1="Ann", name2="Bob").enter(Play(plays))
    record = settle_pegging(plays, players=2)
    # The settler's first player is the one on the dealer's left: Bob, when Ann deals.
    assert scores(s) == (record.points[1], record.points[0])
    line = last(s)
    assert line.points == scores(s)
    assert sum(item.points for item in line.items) == sum(record.points)
    assert line.items[0].text.startswith("Bob: ")


def test_a_play_the_settler_refuses_is_refused_with_its_reason():
    with pytest.raises(FieldError, match="Player 1 is Bob") as refused:
        sheet(name1="Ann", name2="Bob").enter(Play("4S go"))
    assert refused.value.field == "plays"


# The show


def test_a_count_with_its_cards_pegs_the_engine_s_count_with_every_item():
    s = sheet(name1="Ann", name2="Bob").enter(Starter("5D"))
    s = s.enter(count(1, cards="5H 5C 5S JD"))
    held = score_hand("5H 5C 5S JD", "5D")
    assert scores(s) == (0, 29) == (0, held.total)
    line = last(s)
    assert [item.text for item in line.items] == [item.text for item in held.items]
    assert [str(card) for card in line.shown] == ["5H", "5C", "5S", "JD", "5D"]


def test_a_claim_that_is_right_is_checked():
    s = sheet(name2="Bob").enter(count(1, 29, "5H 5C 5S JD", "5D"))
    assert last(s).title == "Bob's hand: 29 points (checked)"


def test_an_over_count_is_refused_with_the_items_that_are_there():
    s = sheet(muggins=True, name1="Ann").enter(Starter("JH"))
    with pytest.raises(OverCount) as refused:
        s.enter(count(0, 12, "2H 3H 4H 9C"))
    assert refused.value.field == "claimed"
    assert refused.value.score.total == 7
    assert "Ann claimed 12, but the hand holds 7 points" in str(refused.value)
    assert scores(s) == (2, 0)  # nothing pegged


def test_an_under_count_with_muggins_offers_the_points_missed_to_an_opponent():
    s = sheet(muggins=True, name1="Ann", name2="Bob")
    s = s.enter(count(1, 20, "5H 5C 5S JD", "JH"))
    assert scores(s) == (0, 20)
    claim = s.played().state.claim
    assert (claim.player, claim.missed) == (1, 2)
    assert "2 points missed" in last(s).note
    with pytest.raises(FieldError, match="opponent"):
        s.enter(Muggins(1))  # not on your own count
    called = s.enter(Muggins(0))
    assert scores(called) == (2, 20)
    assert last(called).title == "Muggins! Ann takes 2 points"
    with pytest.raises(FieldError, match="no count to call muggins on"):
        called.enter(Muggins(0))
    let_go = s.enter(LetGo())
    assert scores(let_go) == (0, 20) and let_go.played().state.claim is None
    # Any other entry lets the points go too.
    moved_on = s.enter(Peg(0, 2))
    with pytest.raises(FieldError, match="no count to call muggins on"):
        moved_on.enter(Muggins(0))


def test_without_muggins_an_under_count_pegs_what_the_cards_hold():
    s = sheet(name2="Bob").enter(count(1, 20, "5H 5C 5S JD", "JH"))
    assert scores(s) == (0, 22)
    assert "muggins is off" in last(s).note
    assert s.played().state.claim is None


def test_a_partner_cannot_call_muggins_on_their_partner():
    s = sheet("partners", muggins=True)
    s = s.enter(count(1, 20, "5H 5C 5S JD", "JH"))
    with pytest.raises(FieldError):
        s.enter(Muggins(3))
    assert scores(s.enter(Muggins(2))) == (2, 20)


@pytest.mark.parametrize("claimed", [19, 25, 26, 27])
def test_no_hand_scores_nineteen_or_25_to_27(claimed):
    with pytest.raises(FieldError, match=f"no hand scores {claimed}") as refused:
        sheet().enter(count(0, claimed))
    assert refused.value.field == "claimed"


@pytest.mark.parametrize(
    ("entry", "field"),
    [
        (count(0), "claimed"),
        (count(0, 30), "claimed"),
        (count(0, 4, starter="5D"), "starter"),
        (count(0, cards="5H 5C 5S"), "cards"),
        (count(0, cards="5H 5C 5S JK", starter="5D"), "cards"),
        (count(0, cards="5H 5C 5S 5D", starter="JK"), "starter"),
        (count(0, 4, crib=True), "crib"),  # the crib is the dealer's: player 0 deals here
    ],
)
def test_a_count_that_cannot_be_says_which_field(entry, field):
    with pytest.raises(FieldError) as refused:
        sheet(dealer=2).enter(entry)
    assert refused.value.field == field


def test_the_cards_need_a_starter_and_must_agree_with_the_deal_s():
    with pytest.raises(FieldError, match="give the starter") as refused:
        sheet().enter(count(0, cards="5H 5C 5S JD"))
    assert refused.value.field == "starter"
    s = sheet().enter(Starter("2C"))
    with pytest.raises(FieldError, match="starter of this deal is 2♣"):
        s.enter(count(0, cards="5H 5C 5S JD", starter="3C"))
    with pytest.raises(FieldError, match="appears twice"):
        s.enter(count(0, cards="5H 5C 2C JD"))


def test_a_card_cannot_be_in_two_hands_of_a_deal():
    s = sheet().enter(count(1, cards="5H 5C 5S JD", starter="2C"))
    with pytest.raises(FieldError, match="J♦ is in a hand already counted") as refused:
        s.enter(count(0, cards="JD 6C 7C 8C"))
    assert refused.value.field == "cards"


def test_the_show_goes_in_order_and_the_crib_ends_the_deal():
    s = sheet("3", dealer=3, name1="A", name2="B", name3="C")
    deal = s.played().state
    assert (deal.number, deal.dealer) == (1, 2)
    assert s.next_count(deal) == (0, False)
    s = s.enter(count(0, 4)).enter(count(1, 6))
    assert s.next_count(s.played().state) == (2, False)
    with pytest.raises(FieldError, match="already counted") as refused:
        s.enter(count(1, 6))
    assert refused.value.field == "player"
    s = s.enter(count(2, 8))
    assert s.next_count(s.played().state) == (2, True)
    s = s.enter(count(2, 2, crib=True))
    assert last(s).title == "C's crib: 2 points"
    deal = s.played().state
    assert (deal.number, deal.dealer, deal.counted, deal.starter) == (2, 0, (), None)
    assert scores(s) == (4, 6, 10)
    assert [line.deal for line in s.played().lines] == [1, 1, 1, 1]


# The end of the game, undo, saving


def test_the_game_ends_at_the_game_hole_with_its_skunk():
    s = sheet(game_to=61, name1="Ann", name2="Bob")
    s = s.enter(count(0, 29)).enter(count(0, 29, crib=True))
    assert s.played().tally.winner is None
    s = s.enter(Peg(0, 4))
    tally = s.played().tally
    assert tally.winner == 0 and tally.scores == (61, 0)  # the game hole: no further
    assert tally.result == "Ann won 61 to 0: a skunk (a loser below 31)"
    with pytest.raises(GameOver, match="the game is over"):
        s.enter(Peg(1, 1))
    assert s.undo().played().tally.winner is None


def test_undo_goes_back_an_entry_at_a_time_to_the_start():
    s = sheet(muggins=True)
    steps = [s]
    for entry in [
        Starter("JC"),
        Peg(1, 2),
        count(1, 20, "5H 5C 5S JD"),
        Muggins(0),
        count(0, 4),
        count(0, 6, crib=True),
    ]:
        steps.append(steps[-1].enter(entry))
    s = steps[-1]
    for before in reversed(steps[:-1]):
        s = s.undo()
        assert s.played().tally == before.played().tally
        assert s.played().state == before.played().state
    with pytest.raises(FieldError, match="nothing to undo"):
        s.undo()


def test_a_sheet_reads_back_from_its_json_exactly():
    s = sheet("partners", muggins=True, dealer=2, name1="A", name2="B", name3="C", name4="D")
    s = s.enter(Starter("JS")).enter(Play("5H TD 5C 5S")).enter(count(2, 8, "2C 3C 4C 6C"))
    s = s.enter(Peg(3, 1, Said.GO))
    again = sheet_from_json(sheet_json(s))
    assert again == s
    assert again.played().lines == s.played().lines
    assert again.played().tally == s.played().tally


@given(
    st.lists(
        st.tuples(
            st.integers(0, 1),
            st.sampled_from(
                [(1, None), (2, None), (6, None), (12, None), (1, Said.GO), (2, Said.THIRTY_ONE)]
            ),
        ),
        max_size=40,
    )
)
def test_the_score_is_the_sum_of_the_lines_and_replays_the_same(pegs):
    s = sheet()
    for player, (points, said) in pegs:
        if s.played().tally.winner is not None:
            break
        s = s.enter(Peg(player, points, said))
    played = s.played()
    totals = tuple(sum(line.points[side] for line in played.lines) for side in (0, 1))
    assert played.tally.scores == totals
    replayed = CribbageSheet(s.rules, s.names, s.entries).played()
    assert replayed.tally == played.tally and replayed.lines == played.lines
