"""The trainer's kinds of question, one class each (kind.py says what a kind says): the only
list of them. A new kind is a Kind subclass, its template, and a line here."""

from __future__ import annotations

import random
from datetime import datetime

from webapp.trainer.kinds.bid_euchre import BidEuchreBidding
from webapp.trainer.kinds.bidding import Bidding, DealersDiscard, Drill
from webapp.trainer.kinds.counting import Count, Find
from webapp.trainer.kinds.discard import Discard
from webapp.trainer.kinds.kind import History, Kind, Record
from webapp.trainer.kinds.mistake import Mistake
from webapp.trainer.kinds.pegging import Pegging
from webapp.trainer.kinds.rules import Flush, Heels
from webapp.trainer.questions import Mode, TrainRequest

__all__ = [
    "BY_CATEGORY",
    "COUNTED",
    "DRILLS",
    "KINDS",
    "TIMED",
    "BidEuchreBidding",
    "Bidding",
    "Count",
    "DealersDiscard",
    "Discard",
    "Drill",
    "Find",
    "Flush",
    "Heels",
    "History",
    "Kind",
    "Mistake",
    "Pegging",
    "Record",
    "before_deal",
    "deal",
    "kind_for",
    "load",
]

# By the name a round stores, in the order /progress lists them.
KINDS: dict[str, type[Kind[object]]] = {
    kind.name: kind
    for kind in (
        Count,
        Find,
        Flush,
        Heels,
        Pegging,
        Discard,
        Bidding,
        DealersDiscard,
        BidEuchreBidding,
        Mistake,
    )
}
# The bidding drills, by the mode that asks them.
DRILLS: dict[Mode, type[Drill]] = {Mode.BIDDING: Bidding, Mode.BID_EUCHRE: BidEuchreBidding}
COUNTED = tuple(name for name, kind in KINDS.items() if kind.counts_deal)
BY_CATEGORY = tuple(name for name, kind in KINDS.items() if kind.by_category)
TIMED = tuple(name for name, kind in KINDS.items() if kind.timed)


def load(name: str, text: str) -> Kind[object]:
    """A round's question as stored: its kind's name and its JSON."""
    return KINDS[name].from_json(text)


def kind_for(asked: TrainRequest, rng: random.Random) -> type[Kind[object]]:
    """The kind of the next round of `asked`: the mode's own, unless a kind mixed into the
    mode (the flush rule among cribs) draws the round by its share."""
    for kind in KINDS.values():
        share = kind.share(asked)
        if share and rng.random() < share:
            return kind
    return next(kind for kind in KINDS.values() if asked.mode in kind.modes)


def deal(asked: TrainRequest, history: History, rng: random.Random, now: datetime) -> Kind[object]:
    """The next question for `asked`, of the kind its mode asks."""
    return kind_for(asked, rng).deal(asked, history, rng, now)


def before_deal(asked: TrainRequest, history: History) -> None:
    """The costly work a deal for `asked` reads, done before the deal (Kind.before_deal)."""
    for kind in KINDS.values():
        if asked.mode in kind.modes:
            kind.before_deal(history)
