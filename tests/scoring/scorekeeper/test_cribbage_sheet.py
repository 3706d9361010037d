"""The cribbage score sheet: each entry scored by the engine (the show by score_hand, the play
by settle_pegging), checked claims and muggins, the deal passing on, the game's end, undo."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.cribbage.hand import score_hand
from scoring.cribbage.rules import Rules
from scoring.cribbage.settle import settle_pegging
from scoring.errors import FieldError
from scoring.scorekeeper import CribbageSheet, OverCount, sheet_from_json, sheet_json
from scoring.scorekeeper.cribbage import new_sheet
from scoring.scorekeeper.sheet import GameOver


def sheet(table="2", muggins=False, game_to=121, dealer="1", **names) -> CribbageSheet:
    fields = {"table": table, "dealer": dealer, **names}
    return new_sheet(fields, Rules(game_to=game_to, muggins=muggins))


def enter(s: CribbageSheet, kind: str, **fields: object) -> CribbageSheet:
    return s.enter(s.read_entry(kind, {name: str(value) for name, value in fields.items()}))


def last(s: CribbageSheet):
    return s.played().lines[-1]


def scores(s: CribbageSheet) -> tuple[int, ...]:
    return s.played().tally.scores


# The setup


def test_a_new_sheet_names_its_players_and_sides():
    s = sheet(name1="Ann", name2=" Bob  ")
    assert s.names == ("Ann", "Bob") and s.side_names == ("Ann", "Bob")
    assert sheet().names == ("Player 1", "Player 2")
    partners = sheet("partners", name1="A", name2="B", name3="C", name4="D")
    assert partners.side_names == ("A & C", "B & D")
    assert [partners.side_of(p) for p in range(4)] == [0, 1, 0, 1]
    assert len(sheet("4").side_names) == 4


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"table": "5"}, "table"),
        ({"table": "2", "name1": "x" * 25}, "name1"),
        ({"table": "2", "name1": "Ann", "name2": "Ann"}, "name2"),
        ({"table": "3", "dealer": "4"}, "dealer"),
    ],
)
def test_a_setup_that_cannot_be_says_which_field(fields, field):
    with pytest.raises(FieldError) as refused:
        new_sheet(fields, Rules())
    assert refused.value.field == field


# The starter and the play


def test_a_jack_turned_pegs_his_heels_for_the_dealer():
    s = enter(sheet(dealer="2", name1="Ann", name2="Bob"), "starter", starter="JH")
    assert scores(s) == (0, 2)
    assert last(s).title == "The starter is J♥: his heels for Bob"
    assert last(s).items[0].points == 2 and "his heels" in last(s).items[0].text
    assert scores(enter(sheet(), "starter", starter="QH")) == (0, 0)


def test_a_second_starter_in_a_deal_is_refused():
    s = enter(sheet(), "starter", starter="5H")
    with pytest.raises(FieldError, match="starter of this deal is 5♥") as refused:
        enter(s, "starter", starter="6H")
    assert refused.value.field == "starter"


@pytest.mark.parametrize(("said", "points"), [("1", 1), ("12", 12), ("go", 1), ("31", 2)])
def test_the_play_s_quick_points(said, points):
    s = enter(sheet(name2="Bob"), "peg", player=2, points=said)
    assert scores(s) == (0, points)
    if said in ("go", "31"):
        assert last(s).title.endswith("for a go" if said == "go" else "for 31 for two")


@pytest.mark.parametrize(
    ("player", "points", "field"),
    [("3", "2", "player"), ("1", "0", "points"), ("1", "13", "points"), ("1", "²", "points")],
)
def test_points_that_cannot_be_pegged_are_refused(player, points, field):
    s = sheet()
    with pytest.raises(FieldError) as refused:
        s.read_entry("peg", {"player": player, "points": points})
    assert refused.value.field == field


def test_the_play_typed_as_cards_pegs_what_the_settler_finds_from_the_dealer_s_left():
    plays = "4S 6H 5D 7C 8C go 9C"
    s = enter(sheet(dealer="1", name1="Ann", name2="Bob"), "play", plays=plays)
    record = settle_pegging(plays, players=2)
    # The settler's first player is the one on the dealer's left: Bob, when Ann deals.
    assert scores(s) == (record.points[1], record.points[0])
    line = last(s)
    assert line.points == scores(s)
    assert sum(item.points for item in line.items) == sum(record.points)
    assert line.items[0].text.startswith("Bob: ")


def test_a_play_the_settler_refuses_is_refused_with_its_reason():
    with pytest.raises(FieldError, match="Player 1 is Bob") as refused:
        enter(sheet(name1="Ann", name2="Bob"), "play", plays="4S go")
    assert refused.value.field == "plays"


# The show


def test_a_count_with_its_cards_pegs_the_engine_s_count_with_every_item():
    s = enter(sheet(name1="Ann", name2="Bob"), "starter", starter="5D")
    s = enter(s, "count", whose="2", cards="5H 5C 5S JD")
    held = score_hand("5H 5C 5S JD", "5D")
    assert scores(s) == (0, 29) == (0, held.total)
    line = last(s)
    assert [item.text for item in line.items] == [item.text for item in held.items]
    assert [str(card) for card in line.shown] == ["5H", "5C", "5S", "JD", "5D"]


def test_a_claim_that_is_right_is_checked():
    s = enter(sheet(name2="Bob"), "count", whose="2", cards="5H 5C 5S JD", starter="5D", claimed=29)
    assert last(s).title == "Bob's hand: 29 points (checked)"


def test_an_over_count_is_refused_with_the_items_that_are_there():
    s = enter(sheet(muggins=True, name1="Ann"), "starter", starter="JH")
    with pytest.raises(OverCount) as refused:
        enter(s, "count", whose="1", cards="2H 3H 4H 9C", claimed=12)
    assert refused.value.field == "claimed"
    assert refused.value.score.total == 7
    assert "Ann claimed 12, but the hand holds 7 points" in str(refused.value)
    assert scores(s) == (2, 0)  # nothing pegged


def test_an_under_count_with_muggins_offers_the_points_missed_to_an_opponent():
    s = sheet(muggins=True, name1="Ann", name2="Bob")
    s = enter(s, "count", whose="2", cards="5H 5C 5S JD", starter="JH", claimed=20)
    assert scores(s) == (0, 20)
    claim = s.played().state.claim
    assert (claim.player, claim.missed) == (1, 2)
    assert "2 points missed" in last(s).note
    with pytest.raises(FieldError, match="opponent"):
        enter(s, "muggins", player=2)  # not on your own count
    called = enter(s, "muggins", player=1)
    assert scores(called) == (2, 20)
    assert last(called).title == "Muggins! Ann takes 2 points"
    with pytest.raises(FieldError, match="no count to call muggins on"):
        enter(called, "muggins", player=1)
    let_go = enter(s, "let_go")
    assert scores(let_go) == (0, 20) and let_go.played().state.claim is None
    # Any other entry lets the points go too.
    moved_on = enter(s, "peg", player=1, points=2)
    with pytest.raises(FieldError, match="no count to call muggins on"):
        enter(moved_on, "muggins", player=1)


def test_without_muggins_an_under_count_pegs_what_the_cards_hold():
    s = enter(sheet(name2="Bob"), "count", whose="2", cards="5H 5C 5S JD", starter="JH", claimed=20)
    assert scores(s) == (0, 22)
    assert "muggins is off" in last(s).note
    assert s.played().state.claim is None


def test_a_partner_cannot_call_muggins_on_their_partner():
    s = sheet("partners", muggins=True)
    s = enter(s, "count", whose="2", cards="5H 5C 5S JD", starter="JH", claimed=20)
    with pytest.raises(FieldError):
        enter(s, "muggins", player=4)
    assert scores(enter(s, "muggins", player=3)) == (2, 20)


@pytest.mark.parametrize("claimed", [19, 25, 26, 27])
def test_no_hand_scores_nineteen_or_25_to_27(claimed):
    with pytest.raises(FieldError, match=f"no hand scores {claimed}") as refused:
        enter(sheet(), "count", whose="1", claimed=claimed)
    assert refused.value.field == "claimed"


@pytest.mark.parametrize(
    ("fields", "field"),
    [
        ({"whose": "1"}, "claimed"),
        ({"whose": "1", "claimed": "30"}, "claimed"),
        ({"whose": "9", "claimed": "3"}, "whose"),
        ({"whose": "1", "cards": "5H 5C 5S"}, "cards"),
        ({"whose": "1", "cards": "5H 5C 5S XX"}, "cards"),
        ({"whose": "1", "cards": "5H 5C 5S 5D", "starter": "ZZ"}, "starter"),
    ],
)
def test_a_count_that_cannot_be_read_says_which_field(fields, field):
    with pytest.raises(FieldError) as refused:
        sheet().read_entry("count", fields)
    assert refused.value.field == field


def test_the_cards_need_a_starter_and_must_agree_with_the_deal_s():
    with pytest.raises(FieldError, match="give the starter") as refused:
        enter(sheet(), "count", whose="1", cards="5H 5C 5S JD")
    assert refused.value.field == "starter"
    s = enter(sheet(), "starter", starter="2C")
    with pytest.raises(FieldError, match="starter of this deal is 2♣"):
        enter(s, "count", whose="1", cards="5H 5C 5S JD", starter="3C")
    with pytest.raises(FieldError, match="appears twice"):
        enter(s, "count", whose="1", cards="5H 5C 2C JD")


def test_a_card_cannot_be_in_two_hands_of_a_deal():
    s = enter(sheet(), "count", whose="2", cards="5H 5C 5S JD", starter="2C")
    with pytest.raises(FieldError, match="J♦ is in a hand already counted") as refused:
        enter(s, "count", whose="1", cards="JD 6C 7C 8C")
    assert refused.value.field == "cards"


def test_the_show_goes_in_order_and_the_crib_ends_the_deal():
    s = sheet("3", dealer="3", name1="A", name2="B", name3="C")
    deal = s.played().state
    assert (deal.number, deal.dealer) == (1, 2)
    assert s.next_count(deal) == (0, False)
    s = enter(s, "count", whose="1", claimed=4)
    s = enter(s, "count", whose="2", claimed=6)
    assert s.next_count(s.played().state) == (2, False)
    with pytest.raises(FieldError, match="already counted"):
        enter(s, "count", whose="2", claimed=6)
    s = enter(s, "count", whose="3", claimed=8)
    assert s.next_count(s.played().state) == (2, True)
    s = enter(s, "count", whose="crib", claimed=2)
    assert last(s).title == "C's crib: 2 points"
    deal = s.played().state
    assert (deal.number, deal.dealer, deal.counted, deal.starter) == (2, 0, (), None)
    assert scores(s) == (4, 6, 10)
    assert [line.deal for line in s.played().lines] == [1, 1, 1, 1]


# The end of the game, undo, saving


def test_the_game_ends_at_the_game_hole_with_its_skunk():
    s = sheet(game_to=61, name1="Ann", name2="Bob")
    s = enter(s, "count", whose="1", claimed=29)
    s = enter(s, "count", whose="crib", claimed=29)
    assert s.played().tally.winner is None
    s = enter(s, "peg", player=1, points=4)
    tally = s.played().tally
    assert tally.winner == 0 and tally.scores == (61, 0)  # the game hole: no further
    assert tally.result == "Ann won 61 to 0: a skunk (a loser below 31)"
    with pytest.raises(GameOver, match="the game is over"):
        enter(s, "peg", player=2, points=1)
    assert s.undo().played().tally.winner is None


def test_undo_goes_back_an_entry_at_a_time_to_the_start():
    s = sheet(muggins=True)
    steps = [s]
    for kind, fields in [
        ("starter", {"starter": "JC"}),
        ("peg", {"player": 2, "points": 2}),
        ("count", {"whose": "2", "cards": "5H 5C 5S JD", "claimed": 20}),
        ("muggins", {"player": 1}),
        ("count", {"whose": "1", "claimed": 4}),
        ("count", {"whose": "crib", "claimed": 6}),
    ]:
        steps.append(enter(steps[-1], kind, **fields))
    s = steps[-1]
    for before in reversed(steps[:-1]):
        s = s.undo()
        assert s.played().tally == before.played().tally
        assert s.played().state == before.played().state
    with pytest.raises(FieldError, match="nothing to undo"):
        s.undo()


def test_a_sheet_reads_back_from_its_json_exactly():
    s = sheet("partners", muggins=True, dealer="2", name1="A", name2="B", name3="C", name4="D")
    s = enter(s, "starter", starter="JS")
    s = enter(s, "play", plays="5H TD 5C 5S")
    s = enter(s, "count", whose="3", cards="2C 3C 4C 6C", claimed=8)
    again = sheet_from_json(sheet_json(s))
    assert again == s
    assert again.played().lines == s.played().lines
    assert again.played().tally == s.played().tally


@given(
    st.lists(
        st.tuples(st.integers(1, 2), st.sampled_from(["1", "2", "3", "6", "12", "go", "31"])),
        max_size=40,
    )
)
def test_the_score_is_the_sum_of_the_lines_and_replays_the_same(pegs):
    s = sheet()
    for player, points in pegs:
        if s.played().tally.winner is not None:
            break
        s = enter(s, "peg", player=player, points=points)
    played = s.played()
    totals = tuple(sum(line.points[side] for line in played.lines) for side in (0, 1))
    assert played.tally.scores == totals
    replayed = CribbageSheet(s.rules, s.names, s.entries).played()
    assert replayed.tally == played.tally and replayed.lines == played.lines
