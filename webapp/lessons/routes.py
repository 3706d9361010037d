"""Lesson pages: /lessons lists the course, /lessons/<slug> shows one lesson."""

from __future__ import annotations

from pathlib import Path

from flask import Blueprint, abort, current_app, render_template
from flask.typing import ResponseReturnValue

from webapp import REPO_ROOT
from webapp.lessons.course import Lesson, by_game, load_course
from webapp.lessons.rendering import render_lesson

bp = Blueprint("lessons", __name__)
# LESSONS_DIR (config or FIFTEEN_TWO_LESSONS_DIR) points elsewhere, e.g. for a test's lessons.
bp.record_once(lambda state: state.app.config.setdefault("LESSONS_DIR", str(REPO_ROOT / "lessons")))


def _course() -> tuple[Lesson, ...]:
    # The files are read on each request: a few small files, and an edit shows at once.
    return load_course(Path(current_app.config["LESSONS_DIR"]))


def _positions(lessons: tuple[Lesson, ...]) -> dict[str, int]:
    """Each lesson's place in the course, from 1, by slug."""
    return {lesson.slug: place for place, lesson in enumerate(lessons, 1)}


@bp.get("/lessons")
def index() -> ResponseReturnValue:
    lessons = _course()
    return render_template(
        "lessons/index.html",
        lessons=lessons,
        groups=by_game(lessons),
        positions=_positions(lessons),
    )


@bp.get("/lessons/<slug>")
def lesson(slug: str) -> ResponseReturnValue:
    lessons = _course()
    position = next((i for i, lesson in enumerate(lessons) if lesson.slug == slug), None)
    if position is None:
        abort(404)
    return render_template(
        "lessons/lesson.html",
        lesson=lessons[position],
        position=position,
        lessons=lessons,
        groups=by_game(lessons),
        positions=_positions(lessons),
        previous=lessons[position - 1] if position > 0 else None,
        next=lessons[position + 1] if position + 1 < len(lessons) else None,
        body=render_lesson(lessons[position]),
    )
