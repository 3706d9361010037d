"""What a drill topic is called and what it drills, for each game's bidding drills
(scoring.euchre.bidding.topics, scoring.bideuchre.bidding.topics)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["TopicInfo"]


@dataclass(frozen=True, slots=True)
class TopicInfo:
    """What a topic is called and what it drills, in the learner's words."""

    name: str
    blurb: str
