"""Seats and partnerships: four players clockwise, partners opposite (0 & 2 against 1 & 3)."""

from __future__ import annotations

from collections.abc import Collection

from scoring.errors import ExplainedError

SEATS = ("South", "West", "North", "East")
SIDES = ("North–South", "East–West")
# The seats as the player in seat 0 says them: partner across, opponents on either hand.
SEATS_FROM_SOUTH = ("You", "Left", "Partner", "Right")
PLAYERS = len(SEATS)
_SEAT_BY_NAME = {name.lower(): seat for seat, name in enumerate(SEATS)}


class SeatError(ExplainedError):
    """Text that does not name a seat."""


def seat_named(text: str) -> int:
    """The seat a name says, in any ASCII case: 'south' is 0, 'West' 1."""
    seat = _SEAT_BY_NAME.get(text.lower()) if text.isascii() else None
    if seat is None:
        shown = text if len(text) <= 20 else text[:20] + "…"
        raise SeatError(f"'{shown}' is not a seat: use {', '.join(SEATS)}")
    return seat


def side_of(seat: int) -> int:
    """Partners sit opposite: seats 0 & 2 are side 0, seats 1 & 3 side 1."""
    return seat % 2


def partner_of(seat: int) -> int:
    return (seat + 2) % PLAYERS


def next_seat(seat: int, out: Collection[int] = ()) -> int:
    """The seat on `seat`'s left, skipping any seat sitting out (a lone hand's partner)."""
    seat = (seat + 1) % PLAYERS
    while seat in out:
        seat = (seat + 1) % PLAYERS
    return seat


def play_order(leader: int, out: Collection[int] = ()) -> tuple[int, ...]:
    """The seats that play to a trick `leader` leads, in turn."""
    order = [leader]
    seat = next_seat(leader, out)
    while seat != leader:
        order.append(seat)
        seat = next_seat(seat, out)
    return tuple(order)
