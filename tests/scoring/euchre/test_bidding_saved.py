"""A graded bidding question stored as JSON reads back equal, so a page never grades again."""

from __future__ import annotations

import json
import random

import pytest

from scoring.errors import FieldError
from scoring.euchre.bidding import grade_situation
from scoring.euchre.bidding.saved import grade_from_dict, grade_to_dict, situation_from_dict
from scoring.euchre.bidding.topics import Topic, deal_question


@pytest.mark.parametrize("topic", [Topic.DEALER, Topic.STICK, Topic.END_GAME])
def test_a_grade_reads_back_equal_through_json(topic):
    situation = deal_question(topic, random.Random(2))
    grade = grade_situation(situation, max_deals=100)
    text = json.dumps(grade_to_dict(grade))
    again = grade_from_dict(json.loads(text))
    assert again == grade
    assert situation_from_dict(situation.to_dict()) == situation


def test_a_situation_that_is_not_one_is_refused():
    data = deal_question(Topic.FIRST_SEAT, random.Random(0)).to_dict()
    with pytest.raises(FieldError):
        situation_from_dict({**data, "seat": 5})
