"""An HTML reader for page tests: every element with its attributes and its text."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from html.parser import HTMLParser

import pytest

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}


@dataclass
class Element:
    tag: str
    attrs: dict[str, str | None]
    text: str = ""
    children: list[Element] = field(default_factory=list)

    @property
    def id(self) -> str | None:
        return self.attrs.get("id")

    @property
    def classes(self) -> set[str]:
        return set((self.attrs.get("class") or "").split())

    def words(self) -> str:
        return " ".join(self.text.split())

    def find_all(self, tag: str | None = None, /, **attrs: str) -> list[Element]:
        """Descendants with this tag and these attribute values (class_ matches one class)."""
        found = []
        for child in self.children:
            if _matches(child, tag, attrs):
                found.append(child)
            found.extend(child.find_all(tag, **attrs))
        return found

    def find(self, tag: str | None = None, /, **attrs: str) -> Element:
        found = self.find_all(tag, **attrs)
        assert found, f"no <{tag or '*'}> with {attrs}"
        return found[0]


def _matches(element: Element, tag: str | None, attrs: dict[str, str]) -> bool:
    if tag is not None and element.tag != tag:
        return False
    for name, wanted in attrs.items():
        if name == "class_":
            if wanted not in element.classes:
                return False
        elif element.attrs.get(name.replace("_", "-")) != wanted:
            return False
    return True


class _TreeBuilder(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root = Element("#document", {})
        self.stack = [self.root]

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        element = Element(tag, dict(attrs))
        self.stack[-1].children.append(element)
        if tag not in VOID:
            self.stack.append(element)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.stack[-1].children.append(Element(tag, dict(attrs)))

    def handle_endtag(self, tag: str) -> None:
        for depth in range(len(self.stack) - 1, 0, -1):
            if self.stack[depth].tag == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data: str) -> None:
        for element in self.stack:
            element.text += data


def parse(html: str) -> Element:
    builder = _TreeBuilder()
    builder.feed(html)
    builder.close()
    return builder.root


@pytest.fixture
def parse_html() -> Callable[[str], Element]:
    return parse
