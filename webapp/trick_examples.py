"""Euchre examples from one spec line each: a trick, following suit, a hand's score, worked
out by scoring.tricks and scoring.euchre. The lessons (webapp/lessons/) and the rules pages
draw them; lessons/README.md gives the specs. Nothing here knows about Flask or HTML.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from scoring.cards import Card, Suit, parse_cards
from scoring.errors import ExplainedError
from scoring.euchre.options import Rules
from scoring.euchre.rules import HAND_SIZE
from scoring.euchre.settle import HandWorth, settle_hand
from scoring.numbers import read_whole_number
from scoring.tricks.following import follow_reason, legal_plays
from scoring.tricks.seats import SEATS, play_order
from scoring.tricks.settle import TrickPlay, TrickRuling, judge_trick
from scoring.tricks.strain import StrainError, parse_strain

# The strains a spec may name: a suit by its noun or letter, or no trump (Bid Euchre's low too).
NO_TRUMP = "no-trump"
LOW_NO_TRUMP = "low no-trump"
_SEATS = {name.lower(): seat for seat, name in enumerate(SEATS)}
# A trick drawn is a trick settled (scoring.tricks.settle), a hand's score a hand settled.
TrickExample = TrickRuling
PointsExample = HandWorth
__all__ = ["FollowExample", "PointsExample", "SpecError", "TrickExample", "TrickPlay"]


class SpecError(ValueError):
    """A spec these examples cannot read; the message shows a spec that works."""


@dataclass(frozen=True, slots=True)
class FollowExample:
    """A hand, the trump and the card led: the cards it may play (legal_plays), and why."""

    hand: tuple[Card, ...]
    trump: Suit | None
    led: Card | None
    legal: tuple[Card, ...]
    reason: str


@cache
def trick_example(spec: str) -> TrickExample:
    """'hearts | AH JD QH 9S | lead West out East': the strain, the cards in play order, and,
    when needed, who leads (South if not said) and the lone hand's partner who sits out."""
    parts = [part.strip() for part in spec.split("|")]
    if len(parts) not in (2, 3):
        raise SpecError(
            f"'{spec}': write the trump, a bar, then the cards in play order, and if need be a "
            "bar, who leads and who sits out: hearts | AH JD QH 9S | lead West out East"
        )
    trump, low = _strain(parts[0], spec)
    cards = parse_cards(parts[1])
    settings = _settings(parts[2] if len(parts) == 3 else "", {"lead", "out"}, spec)
    leader = _seat(settings.get("lead", "South"), spec)
    out = _seat(settings["out"], spec) if "out" in settings else None
    if out == leader:
        raise SpecError(f"'{spec}': {SEATS[leader]} cannot both lead and sit out")
    seats = play_order(leader, () if out is None else (out,))
    if len(cards) != len(seats):
        raise SpecError(
            f"'{spec}': a trick has {len(seats)} cards here, one for each player in the hand; "
            f"{len(cards)} given"
        )
    return judge_trick(cards, trump, low=low, leader=leader, out=() if out is None else (out,))


@cache
def follow_example(spec: str) -> FollowExample:
    """'9D JD AC KS QH | hearts | AD': the hand, the trump, the card led ('lead' when the hand
    leads)."""
    parts = [part.strip() for part in spec.split("|")]
    if len(parts) != 3:
        raise SpecError(
            f"'{spec}': write the hand, a bar, the trump, a bar, then the card led: "
            "9D JD AC KS QH | hearts | AD"
        )
    hand = tuple(parse_cards(parts[0]))
    trump, _ = _strain(parts[1], spec)
    led = None if parts[2] == "lead" else Card.parse(parts[2])
    if led is not None and led in hand:
        raise SpecError(f"'{spec}': the card led, {led.display}, is in the hand too")
    legal = tuple(legal_plays(hand, led, trump))
    return FollowExample(hand, trump, led, legal, follow_reason(hand, led, trump))


@cache
def points_example(spec: str) -> PointsExample:
    """'hearts | North alone | 5 tricks | East defends alone': trump, the maker (alone or
    not), the tricks the makers took, and a defender alone if there was one."""
    parts = [part.strip() for part in spec.split("|")]
    usage = (
        f"'{spec}': write the trump, the maker (and 'alone'), the makers' tricks, and if need "
        "be a defender alone: hearts | North alone | 2 tricks | East defends alone"
    )
    if len(parts) not in (3, 4):
        raise SpecError(usage)
    trump, _ = _strain(parts[0], spec)
    if trump is None:
        raise SpecError(f"'{spec}': a Euchre hand is played in a trump suit; name one")
    maker_words = parts[1].split()
    if not maker_words or maker_words[1:] not in ([], ["alone"]):
        raise SpecError(usage)
    maker = _seat(maker_words[0], spec)
    trick_words = parts[2].split()
    tricks = read_whole_number(trick_words[0]) if len(trick_words) == 2 else None
    if tricks is None:
        raise SpecError(usage)
    if trick_words[1] != ("trick" if tricks == 1 else "tricks") or tricks > HAND_SIZE:
        raise SpecError(f"'{spec}': the makers take 0 to {HAND_SIZE} tricks: '3 tricks'")
    defender = None
    if len(parts) == 4:
        words = parts[3].split()
        if words[1:] != ["defends", "alone"]:
            raise SpecError(usage)
        defender = _seat(words[0], spec)
    alone = len(maker_words) == 2
    try:
        return settle_hand(
            maker,
            trump,
            tricks,
            alone=alone,
            defender_alone=defender,
            rules=Rules(defend_alone=True),
        )
    except ExplainedError as error:
        raise SpecError(f"'{spec}': {error}") from None


def _strain(text: str, spec: str) -> tuple[Suit | None, bool]:
    """The trump (None for no trump) and whether it is low no-trump."""
    try:
        return parse_strain("-".join(text.split()))
    except StrainError:
        raise SpecError(
            f"'{spec}': '{text}' is not a trump; write clubs, diamonds, hearts, spades, "
            f"{NO_TRUMP} or {LOW_NO_TRUMP}"
        ) from None


def _seat(name: str, spec: str) -> int:
    seat = _SEATS.get(name.lower())
    if seat is None:
        raise SpecError(f"'{spec}': '{name}' is not a seat; use {', '.join(SEATS)}")
    return seat


def _settings(text: str, keys: set[str], spec: str) -> dict[str, str]:
    """'lead West out East' as {'lead': 'West', 'out': 'East'}."""
    words = text.split()
    settings = dict(zip(words[::2], words[1::2], strict=False))
    if len(words) % 2 or set(settings) - keys or len(settings) * 2 != len(words):
        said = " or ".join(f"'{key} SEAT'" for key in sorted(keys))
        raise SpecError(f"'{spec}': after the cards write {said}, as in: lead West out East")
    return settings
