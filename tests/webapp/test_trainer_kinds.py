"""Every kind of trainer question in the registry (webapp/trainer/kinds): each mode deals a
kind of its own, a question dealt reads back from its stored JSON exactly, and each kind has
a name and a template of its own."""

from __future__ import annotations

import functools
import random
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace

import pytest

from scoring.trainer import Attempt, BidAttempt, BidQuestion
from scoring.trainer.mistakes import Drilled
from tests.webapp.test_mistakes import careless_game
from webapp.cribbage.table import CRIBBAGE
from webapp.trainer import kinds
from webapp.trainer.mistakes import Spot
from webapp.trainer.questions import Mode, TrainRequest

TEMPLATES = Path(__file__).parents[2] / "templates"
NOW = datetime(2024, 5, 1, 12, tzinfo=UTC)


@functools.cache
def _careless_spots() -> list[Spot]:
    """The mistakes of a careless finished cribbage game, as the mistakes mode finds them."""
    state = careless_game(5)
    saved = SimpleNamespace(id="careless", updated_at=NOW - timedelta(hours=1))
    review = CRIBBAGE.engine.review(state, 0)
    return [Spot(saved, CRIBBAGE, state, d) for d in review.mistakes]


class NoHistory:
    """A learner who has answered nothing yet (and has one careless finished game)."""

    def mistakes(self) -> tuple[list[Spot], list[Drilled]]:
        return _careless_spots(), []

    def counted(self, *, cribs_only: bool) -> list[Attempt]:
        return []

    def bids(self, kind: object) -> list[BidAttempt]:
        return []

    def asked_in_quiz(self) -> list[BidQuestion]:
        return []


@pytest.mark.parametrize("mode", list(Mode))
def test_each_mode_has_one_kind_of_its_own(mode):
    own = [kind for kind in kinds.KINDS.values() if mode in kind.modes]
    assert len(own) == 1, own


@pytest.mark.parametrize("mode", list(Mode))
def test_a_dealt_question_reads_back_exactly(mode):
    for seed in range(12):
        dealt = kinds.deal(TrainRequest(mode), NoHistory(), random.Random(seed), NOW)
        assert kinds.KINDS[dealt.name] is type(dealt)
        again = kinds.load(dealt.name, dealt.to_json())
        assert again == dealt
        assert again.to_json() == dealt.to_json()


def test_the_crib_mode_mixes_in_the_flush_rule():
    dealt = {
        kinds.kind_for(TrainRequest(Mode.CRIB), random.Random(seed)).name for seed in range(30)
    }
    assert dealt == {"count", "flush"}


def test_each_kind_has_its_own_name_and_template():
    assert len({kind.name for kind in kinds.KINDS.values()}) == len(kinds.KINDS)
    for kind in kinds.KINDS.values():
        template = TEMPLATES / kind.template
        assert template.is_file(), kind.template
        assert '{% extends "trainer/_round.html" %}' in template.read_text()


def test_every_kind_and_mode_fits_its_column():
    """A kind's name and a mode are stored in columns of a fixed length (PostgreSQL refuses
    longer values; SQLite would not say)."""
    from webapp.trainer.models import TrainerAttempt, TrainerQuiz, TrainerRound

    for column in (TrainerRound.kind, TrainerAttempt.kind):
        assert all(len(name) <= column.type.length for name in kinds.KINDS), column
    for column in (TrainerRound.mode, TrainerAttempt.mode, TrainerQuiz.mode):
        assert all(len(mode.value) <= column.type.length for mode in Mode), column
