"""A lesson's Markdown to HTML, with its examples drawn and its figures filled in by the engine.

Python-Markdown with raw HTML switched off: the lessons are ours, but a page is built only from
Markdown, our templates and the engine's results, so nothing in a file can add a script or an
inline style (the Content-Security-Policy forbids both).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as etree
from collections.abc import Callable

from flask import render_template, url_for
from markdown import Markdown
from markdown.extensions import Extension
from markdown.inlinepatterns import InlineProcessor
from markdown.preprocessors import Preprocessor
from markdown.treeprocessors import Treeprocessor
from markdown.util import AtomicString
from markupsafe import Markup

from scoring.cribbage import DiscardAnalysis, HandScore
from scoring.euchre.bidding.reasons import question_facts
from webapp.lessons.course import Lesson
from webapp.lessons.examples import (
    BidExample,
    Example,
    ExampleError,
    PlayExample,
    example,
    figure,
    quiz_question,
)
from webapp.trick_examples import FollowExample, PointsExample, TrickExample

# ```hand / ```crib / ```play / ```discard / ```bid / ```trick / ```follow / ```points, and
# ```quiz (a question: "kind: spec"), one spec line, closing ```.
EXAMPLE_BLOCK = re.compile(
    r"^```(?P<kind>hand|crib|play|discard|bid|trick|follow|points|quiz)[ \t]*\n"
    r"(?P<spec>[^`\n]*)\n```[ \t]*$",
    re.MULTILINE,
)
# {{hand: 5H 5C 5S JD | 5D}}, {{crib flush: ...}}, {{play count: ...}}, {{discard keep: ...}}
FIGURE = (
    r"\{\{\s*(?P<kind>[a-z]+)(?:[ \t]+(?P<detail>[a-z]+))?"  # {{kind detail
    r"[ \t]*:[ \t]*(?P<spec>[^{}\n]+?)\s*\}\}"  # : spec}}
)
# Links may go to our own pages or out over http(s); any other scheme is dropped.
_SCHEME = re.compile(r"^\s*(?P<scheme>[a-z][a-z0-9+.-]*):", re.IGNORECASE)
_SAFE_SCHEMES = {"http", "https", "mailto"}


def render_lesson(lesson: Lesson) -> Markup:
    """The lesson's body as HTML (its title, summary and practice set are the page's)."""
    markdown = Markdown(extensions=[LessonExtension(render_example), "smarty"])
    return Markup(markdown.convert(lesson.markdown))


def render_example(kind: str, spec: str, number: int = 0) -> str:
    """One example block, drawn by its partial from the engine's result; a quiz block is the
    `number`th question."""
    try:
        if kind == "quiz":
            asked, question = quiz_question(spec)
            return _render_question(asked, example(asked, question), number)
        result = example(kind, spec)
    except ExampleError as error:
        return render_template("lessons/_example_error.html", kind=kind, spec=spec, error=error)
    if isinstance(result, TrickExample):
        return render_template("lessons/_example_trick.html", trick=result)
    if isinstance(result, FollowExample):
        return render_template("lessons/_example_follow.html", follow=result)
    if isinstance(result, PointsExample):
        return render_template("lessons/_example_points.html", points=result)
    if isinstance(result, HandScore):
        counter_url = url_for(
            "cribbage.count",
            hand=" ".join(map(str, result.hand)),
            starter=str(result.starter),
            crib="true" if result.crib else None,  # url_for leaves None out of the URL
        )
        return render_template("lessons/_example_hand.html", score=result, counter_url=counter_url)
    if isinstance(result, PlayExample):
        return render_template("lessons/_example_play.html", play=result)
    if isinstance(result, BidExample):
        return render_template(
            "lessons/_example_bid.html",
            bid=result,
            facts=question_facts(result.situation),
            analyse_url=_analyse_url(result),
        )
    assert isinstance(result, DiscardAnalysis)
    return render_template(
        "lessons/_example_discard.html",
        analysis=result,
        options=result.options[:3],
        discard_url=url_for(
            "cribbage.discard",
            cards=" ".join(map(str, result.cards)),
            dealer="true" if result.dealer else "false",
            players=str(result.players),
        ),
    )


def _render_question(kind: str, result: Example, number: int) -> str:
    if isinstance(result, BidExample):
        facts = question_facts(result.situation)
        return render_template(
            "lessons/_question.html",
            kind=kind,
            result=result,
            number=number,
            facts=facts,
            analyse_url=_analyse_url(result),
        )
    return render_template("lessons/_question.html", kind=kind, result=result, number=number)


def _analyse_url(bid: BidExample) -> str:
    situation = bid.situation
    return url_for(
        "euchre.analyse",
        hand=" ".join(map(str, situation.hand)),
        upcard=str(situation.upcard),
        seat=situation.seat,
        round=situation.round,
    )


class LessonExtension(Extension):
    """Example blocks, inline figures, no raw HTML, and only safe link schemes."""

    def __init__(self, draw_example: Callable[[str, str, int], str]) -> None:
        super().__init__()
        self.draw_example = draw_example

    def extendMarkdown(self, md: Markdown) -> None:
        md.preprocessors.deregister("html_block")
        md.inlinePatterns.deregister("html")
        md.preprocessors.register(ExampleBlocks(md, self.draw_example), "lesson_examples", 30)
        md.inlinePatterns.register(Figures(FIGURE, md), "lesson_figures", 200)
        md.treeprocessors.register(SafeLinks(md), "lesson_safe_links", 0)


class ExampleBlocks(Preprocessor):
    """Replaces each example block with its drawing, kept aside until the HTML is written."""

    def __init__(self, md: Markdown, draw_example: Callable[[str, str, int], str]) -> None:
        super().__init__(md)
        self.draw_example = draw_example

    def run(self, lines: list[str]) -> list[str]:
        questions = 0

        def drawn(block: re.Match[str]) -> str:
            nonlocal questions
            questions += block["kind"] == "quiz"
            html = self.draw_example(block["kind"], block["spec"].strip(), questions)
            return f"\n\n{self.md.htmlStash.store(html)}\n\n"

        return EXAMPLE_BLOCK.sub(drawn, "\n".join(lines)).split("\n")


class Figures(InlineProcessor):
    """{{kind detail: spec}} becomes the engine's figure, as plain (escaped) text."""

    # Markdown's InlineProcessor takes handleMatch(m, data) where its base Pattern takes
    # handleMatch(m): the library's own override, which its stubs ignore the same way.
    def handleMatch(  # type: ignore[override]
        self, m: re.Match[str], data: str
    ) -> tuple[etree.Element, int, int]:
        element = etree.Element("span")
        kind, detail = m["kind"], m["detail"]
        try:
            element.text = AtomicString(figure(kind, detail, m["spec"]))
        except ExampleError as error:
            element.set("class", "lesson-error")
            element.text = AtomicString(f"{{{{{kind}: {error}}}}}")
        else:
            element.set("class", "lesson-figure")
            element.set("data-figure", f"{kind} {detail}" if detail else kind)
        return element, m.start(0), m.end(0)


class SafeLinks(Treeprocessor):
    def run(self, root: etree.Element) -> None:
        for element in root.iter():
            for attribute in ("href", "src"):
                scheme = _SCHEME.match(element.get(attribute, ""))
                if scheme and scheme["scheme"].lower() not in _SAFE_SCHEMES:
                    del element.attrib[attribute]
