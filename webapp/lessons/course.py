"""The course: the lesson files in lessons/, their front matter, order and practice sets.

A lesson file is NN-slug.md: front matter between two '---' lines (key: value), then
Markdown. The number orders the course; the slug is the lesson's address, /lessons/<slug>.
Each lesson is about one game (scoring.games' name; cribbage unless it says), and the course
lists them by game.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlencode

from scoring.cribbage import Category
from scoring.euchre.bidding.topics import Topic
from scoring.games import ENGINES
from scoring.trainer.drills import Level

# The trainer's page and its modes: /train?mode=...&focus=...&level=..., or for the bidding
# drills /train?mode=bidding&topic=...; and "trick", the page that says who takes a trick and
# why (/settle/trick?game=...), for the lessons on the cards before the bidding's point count.
TRAINER_PATH = "/train"
TRICK_PATH = "/settle/trick"
MODES = ("count", "find", "crib", "heels", "pegging", "discard", "bidding", "trick")
BIDDING = "bidding"
TRICK = "trick"
DEFAULT_GAME = "cribbage"

_FILE_NAME = re.compile(r"(?P<number>\d{2})-(?P<slug>[a-z0-9]+(?:-[a-z0-9]+)*)\.md")
_REQUIRED = ("title", "summary", "practice", "mode")
_OPTIONAL = ("focus", "level", "topic", "game")


class LessonError(ValueError):
    """A lesson file the course cannot use; the message names the file and what to fix."""


@dataclass(frozen=True, slots=True)
class Practice:
    """The practice set at the end of a lesson: the trainer in a mode, on a focus and level,
    or the bidding drills on a topic."""

    text: str
    mode: str
    focus: Category | None = None
    level: Level | None = None
    topic: Topic | None = None
    game: str = DEFAULT_GAME

    @property
    def url(self) -> str:
        if self.mode == TRICK:
            return f"{TRICK_PATH}?{urlencode({'game': self.game})}"
        query = {"mode": self.mode}
        if self.focus is not None:
            query["focus"] = self.focus.value
        if self.level is not None:
            query["level"] = self.level.value
        if self.topic is not None:
            query["topic"] = self.topic.value
        return f"{TRAINER_PATH}?{urlencode(query)}"


@dataclass(frozen=True, slots=True)
class Lesson:
    number: int
    slug: str
    title: str
    summary: str
    practice: Practice
    markdown: str
    game: str = DEFAULT_GAME  # scoring.games' name

    @property
    def game_title(self) -> str:
        return ENGINES[self.game].title


def by_game(lessons: tuple[Lesson, ...]) -> list[tuple[str, list[Lesson]]]:
    """The course's lessons grouped by game, in course order: [("Cribbage", [...]), ...]."""
    groups: dict[str, list[Lesson]] = {}
    for lesson in lessons:
        groups.setdefault(lesson.game_title, []).append(lesson)
    return list(groups.items())


def load_course(folder: Path) -> tuple[Lesson, ...]:
    """Every lesson in `folder`, in course order (README.md and other files are not lessons)."""
    lessons = [
        read_lesson(path) for path in sorted(folder.glob("*.md")) if _FILE_NAME.fullmatch(path.name)
    ]
    numbers = [lesson.number for lesson in lessons]
    if len(set(numbers)) != len(numbers):
        raise LessonError(f"two lessons in {folder} share a number; each needs its own")
    return tuple(lessons)


def read_lesson(path: Path) -> Lesson:
    name = _FILE_NAME.fullmatch(path.name)
    if name is None:
        raise LessonError(f"{path.name}: name a lesson file NN-slug.md, like 01-fifteens.md")
    meta, markdown = split_front_matter(path.read_text(encoding="utf-8"), path.name)
    missing = [key for key in _REQUIRED if not meta.get(key)]
    if missing:
        raise LessonError(f"{path.name}: the front matter needs {', '.join(missing)}")
    unknown = sorted(set(meta) - set(_REQUIRED) - set(_OPTIONAL))
    if unknown:
        raise LessonError(f"{path.name}: unknown front matter key(s) {', '.join(unknown)}")
    return Lesson(
        number=int(name["number"]),
        slug=name["slug"],
        title=meta["title"],
        summary=meta["summary"],
        practice=_practice(meta, path.name),
        markdown=markdown,
        game=_game(meta, path.name),
    )


def split_front_matter(text: str, source: str) -> tuple[dict[str, str], str]:
    """The `key: value` lines between the opening and closing '---', and the Markdown after."""
    lines = text.splitlines()
    if not lines or lines[0].strip() != "---":
        raise LessonError(f"{source}: start with front matter between two '---' lines")
    try:
        end = next(i for i, line in enumerate(lines[1:], 1) if line.strip() == "---")
    except StopIteration:
        raise LessonError(f"{source}: the front matter has no closing '---' line") from None
    meta = {}
    for line in lines[1:end]:
        key, colon, value = line.partition(":")
        if not colon:
            raise LessonError(f"{source}: front matter lines are 'key: value'; not {line!r}")
        meta[key.strip()] = value.strip()
    return meta, "\n".join(lines[end + 1 :]) + "\n"


def _practice(meta: dict[str, str], source: str) -> Practice:
    mode = meta["mode"]
    if mode not in MODES:
        raise LessonError(f"{source}: mode '{mode}' is not a trainer mode; use {', '.join(MODES)}")
    focus = meta.get("focus")
    if focus and focus not in set(Category):
        choices = ", ".join(Category)
        raise LessonError(f"{source}: focus '{focus}' is not a category; use {choices}")
    level = meta.get("level")
    if level and level not in set(Level):
        choices = ", ".join(Level)
        raise LessonError(f"{source}: level '{level}' is not a level; use {choices}")
    topic = meta.get("topic")
    if topic and mode != BIDDING:
        raise LessonError(f"{source}: a topic is for the bidding drills; use mode: {BIDDING}")
    if topic and topic not in set(Topic):
        choices = ", ".join(Topic)
        raise LessonError(f"{source}: topic '{topic}' is not a bidding topic; use {choices}")
    return Practice(
        text=meta["practice"],
        mode=mode,
        focus=Category(focus) if focus else None,
        level=Level(level) if level else None,
        topic=Topic(topic) if topic else None,
        game=meta.get("game") or DEFAULT_GAME,
    )


def _game(meta: dict[str, str], source: str) -> str:
    game = meta.get("game") or DEFAULT_GAME
    if game not in ENGINES:
        raise LessonError(f"{source}: game '{game}' is not a game; use {', '.join(ENGINES)}")
    return game
