"""Seats and partnerships: who partners whom, who plays next."""

from scoring.tricks.seats import SEATS, SIDES, next_seat, partner_of, play_order, side_of


def test_partners_sit_opposite():
    assert [side_of(seat) for seat in range(4)] == [0, 1, 0, 1]
    assert [partner_of(seat) for seat in range(4)] == [2, 3, 0, 1]
    assert SIDES[side_of(SEATS.index("North"))] == "North–South"


def test_play_goes_clockwise_skipping_a_seat_sitting_out():
    assert next_seat(3) == 0
    assert next_seat(0, out={1}) == 2
    assert play_order(3) == (3, 0, 1, 2)
    assert play_order(3, out=(1,)) == (3, 0, 2)
    assert play_order(0, out=(1, 3)) == (0, 2)
