"""The stylesheet's rules about tokens (static/css/tokens.css): colours and font stacks are
written there only, and media queries use only the breakpoints it documents."""

from __future__ import annotations

import re

import pytest

from webapp import REPO_ROOT
from webapp.stylesheet import PARTS

# These tests only read pages and answers: they share one app (tests/conftest.py).
pytestmark = pytest.mark.shared_app

CSS = REPO_ROOT / "webapp" / "static" / "css"
TOKENS = "tokens.css"
OTHERS = [name for name in PARTS if name != TOKENS]

COMMENT = re.compile(r"/\*.*?\*/", re.S)
# A declaration: a property, a colon and a value up to the semicolon (a selector such as
# a:hover is never followed by a semicolon before its brace, so it is not taken for one).
DECLARATION = re.compile(r"(--[\w-]+|[a-z-]+)\s*:\s*([^;{}]+);")
HEX = re.compile(r"#[0-9a-fA-F]{3,8}\b")
COLOUR_FUNCTION = re.compile(r"\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^)]*\)")
# White or black laid over what is beneath, at some opacity: a shade, not a colour of its own.
SHADE = re.compile(r"rgb\((?:0 0 0|255 255 255) / \d+%\)")
NAMED = re.compile(
    r"\b(?:white|black|red|green|blue|gray|grey|silver|gold|orange|yellow|purple|pink|brown"
    r"|navy|teal|maroon|olive)\b"
)
VARIABLE = re.compile(r"var\((--[\w-]+)")
VARIABLE_CALL = re.compile(r"var\(--[\w-]+\)")
AT_RULE = re.compile(r"@(media|container)\s*([^{]*)\{")
WIDTH_FEATURE = re.compile(r"\(\s*((?:min|max)-width)\s*:\s*([^)]+?)\s*\)|\([^)]*width[^)]*\)")


def source(name: str) -> str:
    return COMMENT.sub("", (CSS / name).read_text())


def declarations(name: str) -> list[tuple[str, str]]:
    return [(prop, value.strip()) for prop, value in DECLARATION.findall(source(name))]


def tokens() -> dict[str, str]:
    return {prop: value for prop, value in declarations(TOKENS) if prop.startswith("--")}


@pytest.mark.parametrize("name", OTHERS)
def test_colours_come_from_the_tokens(name):
    wrong = []
    for prop, value in declarations(name):
        wrong += [f"{prop}: {value}" for _ in HEX.findall(value)]
        wrong += [
            f"{prop}: {value}"
            for function in COLOUR_FUNCTION.findall(value)
            if not SHADE.fullmatch(function)
        ]
        if not prop.startswith("--") and prop != "font-family":
            wrong += [f"{prop}: {value}" for _ in NAMED.findall(VARIABLE_CALL.sub("", value))]
    assert wrong == [], f"{name}: write these colours as var(--...) defined in {TOKENS}"


@pytest.mark.parametrize("name", OTHERS)
def test_font_stacks_come_from_the_tokens(name):
    fonts = {prop for prop in tokens() if prop.startswith("--font-")}
    allowed = {"inherit"} | {f"var({font})" for font in fonts}
    # The shorthand `font` may only inherit, or name its family through a token.
    wrong = [
        value
        for prop, value in declarations(name)
        if prop == "font-family" and value not in allowed
    ]
    wrong += [
        value
        for prop, value in declarations(name)
        if prop == "font" and value != "inherit" and not set(VARIABLE.findall(value)) & fonts
    ]
    assert wrong == [], f"{name}: use one of {sorted(fonts)}"


def test_each_font_stack_is_written_once():
    stacks = [value for prop, value in tokens().items() if prop.startswith("--font-")]
    assert len(stacks) == len(set(stacks)) >= 3
    assert all(value.endswith(("serif", "sans-serif", "monospace")) for value in stacks)


def allowed_widths() -> dict[str, set[str]]:
    """The @media and @container width conditions tokens.css documents."""
    found = tokens()
    return {
        "media": {
            f"(max-width: {found['--breakpoint-phone']})",
            f"(min-width: {found['--breakpoint-medium']})",
            f"(min-width: {found['--breakpoint-wide']})",
        },
        "container": {
            f"(max-width: {found['--container-narrow']})",
            f"(min-width: {found['--container-narrow']})",
        },
    }


def test_media_queries_use_only_the_documented_breakpoints():
    allowed = allowed_widths()
    used: dict[str, set[str]] = {"media": set(), "container": set()}
    for name in PARTS:
        for kind, prelude in AT_RULE.findall(source(name)):
            for match in WIDTH_FEATURE.finditer(prelude):
                condition = " ".join(match.group(0).split())
                assert condition in allowed[kind], f"{name}: @{kind} {prelude.strip()}"
                used[kind].add(condition)
    # Each documented breakpoint is in use: the list in tokens.css is the truth.
    assert used == allowed


def test_the_breakpoints_rule_also_catches_a_stray_width():
    prelude = "(min-width: 60rem) and (prefers-reduced-motion: reduce)"
    conditions = [" ".join(m.group(0).split()) for m in WIDTH_FEATURE.finditer(prelude)]
    assert conditions == ["(min-width: 60rem)"]
    assert not set(conditions) <= allowed_widths()["media"]
    assert [m.group(0) for m in WIDTH_FEATURE.finditer("(width <= 40rem)")] == ["(width <= 40rem)"]


def test_every_custom_property_used_is_defined_and_every_token_used():
    defined: set[str] = set()
    used: set[str] = set()
    for name in PARTS:
        defined |= {prop for prop, _ in declarations(name) if prop.startswith("--")}
        used |= set(VARIABLE.findall(source(name)))
    assert used - defined == set()
    # The breakpoints are read by the test above, not by the stylesheet.
    documentation = {"--breakpoint-phone", "--breakpoint-medium", "--breakpoint-wide"}
    assert set(tokens()) - used - documentation - {"--container-narrow"} == set()
