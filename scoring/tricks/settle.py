"""Settle who takes a trick: the cards in the order played under a trump (or none, high or
low), the seat that takes it and why (scoring.tricks.explain), what each card does, and, when
the players' hands are given, each card that could not be played (following.py says why).

Each game says which deck and strains it has (scoring.euchre.settle, scoring.bideuchre.settle);
the trick itself is the same in both. With a double deck the first played of two identical
cards wins, and a hand holds a card by its face: either copy.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field

from scoring.cards import Card, CardError, Deck, Rank, Suit
from scoring.errors import FieldError
from scoring.tricks.explain import TrickReason, play_note, trick_reason
from scoring.tricks.following import follow_reason, legal_plays
from scoring.tricks.seats import PLAYERS, SEATS, SIDES, partner_of, play_order, side_of
from scoring.tricks.strain import strain_name

__all__ = ["TrickPlay", "TrickRuling", "judge_trick", "read_trick"]

# The fields of a trick question, as FieldError names them: a hand by its seat's name.
HAND_FIELDS = tuple(name.lower() for name in SEATS)


@dataclass(frozen=True, slots=True)
class TrickPlay:
    """One card played to the trick: who played it, what it does (play_note) if that needs
    saying, and why it could not be played, when the hand shows it."""

    seat: int
    card: Card
    note: str
    problem: str = ""

    @property
    def player(self) -> str:
        return SEATS[self.seat]


@dataclass(frozen=True, slots=True)
class TrickRuling:
    """A trick in play order under `trump` (None: no trump; `low` for low no-trump), its
    winner and why; `out` the seats sitting out (partners of lone hands), `hands` what the
    seats held before the trick, where given."""

    trump: Suit | None
    low: bool
    plays: tuple[TrickPlay, ...]
    reason: TrickReason
    out: tuple[int, ...] = ()
    hands: Mapping[int, tuple[Card, ...]] = field(default_factory=dict)

    @property
    def winner(self) -> TrickPlay:
        return self.plays[self.reason.winner]

    @property
    def side(self) -> str:
        """The side that takes the trick: 'North–South'."""
        return SIDES[side_of(self.winner.seat)]

    @property
    def leader(self) -> int:
        return self.plays[0].seat

    @property
    def sitting_out(self) -> str | None:
        """Who sits out, in words ('North', 'North and West'), or None."""
        return " and ".join(SEATS[seat] for seat in self.out) or None

    @property
    def sitting_out_said(self) -> str | None:
        """Who sits out, as a clause: 'North sits out', 'North and West sit out', or None."""
        if not self.out:
            return None
        return f"{self.sitting_out} {'sits' if len(self.out) == 1 else 'sit'} out"

    @property
    def strain(self) -> str:
        """'Hearts are trump', 'No trump' or 'Low no-trump', for a caption."""
        if self.trump is not None:
            return f"{self.trump.noun.capitalize()} are trump"
        return strain_name(None, self.low).capitalize()

    @property
    def problems(self) -> tuple[TrickPlay, ...]:
        """The cards that could not be played."""
        return tuple(play for play in self.plays if play.problem)


def judge_trick(
    cards: Sequence[Card],
    trump: Suit | None,
    *,
    low: bool = False,
    leader: int = 0,
    out: Collection[int] = (),
    hands: Mapping[int, Sequence[Card]] | None = None,
    copies: int = 1,
) -> TrickRuling:
    """Who takes the trick `leader` led with `cards` (in play order), `out` sitting out, and
    which cards could not be played from `hands` (by seat, the cards held before the trick;
    the deck has `copies` of each card)."""
    sitting = tuple(sorted(set(out)))
    _check_seats(leader, sitting)
    seats = play_order(leader, sitting)
    if len(cards) != len(seats):
        alone = f", {len(sitting)} sitting out" if sitting else ""
        raise FieldError(
            f"a trick here has {len(seats)} cards, one for each player in the hand{alone}; "
            f"{len(cards)} given",
            field="cards",
        )
    held = {seat: tuple(hand) for seat, hand in (hands or {}).items()}
    _check_hands(held, dict(zip(seats, cards, strict=True)), sitting, copies)
    plays: list[TrickPlay] = []
    led = cards[0]
    for seat, card in zip(seats, cards, strict=True):
        before = [(play.seat, play.card) for play in plays]
        problem = ""
        hand = held.get(seat)
        legal = [] if hand is None else [_face(c) for c in legal_plays(hand, led, trump)]
        if hand is not None and plays and _face(card) not in legal:
            problem = f"{card.display} does not follow suit. {follow_reason(hand, led, trump)}"
        plays.append(TrickPlay(seat, card, play_note(card, seat, before, trump, low), problem))
    return TrickRuling(trump, low, tuple(plays), trick_reason(cards, trump, low), sitting, held)


def read_trick(
    cards: str,
    trump: Suit | None,
    *,
    deck: Deck,
    low: bool = False,
    leader: int = 0,
    out: Collection[int] = (),
    hands: Mapping[int, str] | None = None,
) -> TrickRuling:
    """judge_trick on cards typed as text, of `deck` (a card typed twice is its second copy)."""
    played = _read(cards, deck, "cards")
    if not played:
        raise FieldError(
            "give the cards in the order they were played, the lead first, like AH JD QH 9S",
            field="cards",
        )
    held = {seat: _read(text, deck, HAND_FIELDS[seat]) for seat, text in (hands or {}).items()}
    return judge_trick(
        played, trump, low=low, leader=leader, out=out, hands=held, copies=deck.copies
    )


def _read(text: str, deck: Deck, name: str) -> list[Card]:
    try:
        return deck.read(text)
    except CardError as error:
        raise FieldError(str(error), field=name) from None


def _check_seats(leader: int, out: tuple[int, ...]) -> None:
    if leader in out:
        raise FieldError(
            f"{SEATS[leader]} sits out, so cannot lead; the lead is the first card played",
            field="leader",
        )
    if len(out) > 2 or any(partner_of(seat) in out for seat in out):
        raise FieldError(
            "only the partner of a lone hand sits out: one seat, or two when a defender "
            "is alone against a lone maker, never both partners",
            field="out",
        )


def _face(card: Card) -> tuple[Rank, Suit]:
    """A card as a hand holds it: either copy of a double deck's card."""
    return card.rank, card.suit


def _check_hands(
    hands: Mapping[int, tuple[Card, ...]],
    played: Mapping[int, Card],
    out: tuple[int, ...],
    copies: int,
) -> None:
    """Each hand given holds the card its seat played, and no card is held (or played from a
    hand not given) more times than the deck has it: `copies`, one Benny."""
    seen: Counter[tuple[Rank, Suit]] = Counter(
        _face(card) for seat, card in played.items() if seat not in hands
    )
    for seat in sorted(hands):
        if seat not in range(PLAYERS):
            raise FieldError(f"there is no seat {seat!r}; seats are 0 to 3", field="cards")
        name = HAND_FIELDS[seat]
        if seat in out:
            raise FieldError(f"{SEATS[seat]} sits out and plays no card", field=name)
        hand = hands[seat]
        if _face(played[seat]) not in map(_face, hand):
            raise FieldError(
                f"{SEATS[seat]} played {played[seat].display}, so the hand holds it; "
                "give the cards held before the trick",
                field=name,
            )
        seen.update(map(_face, hand))
        for (rank, suit), held in seen.items():
            most = 1 if rank is Rank.JOKER else copies
            if held > most:
                shown = Card(rank, suit).display
                times = "once" if most == 1 else "twice"
                raise FieldError(
                    f"{shown} is in more than one hand, or played from one and held in another; "
                    f"the deck has it {times}",
                    field=name,
                )
