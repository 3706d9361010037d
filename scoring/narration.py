"""Narration: the engines write each event once, and one renderer says it for its reader.

An event's text is a template. `{who}` stands where the player it is about is named, and a
verb's third-person ending is marked, as in "{who} throw{s} two cards to the crib" or
"{who} pass{es}". Said to the player themself it reads "You throw two cards to the crib";
to anyone else "West throws two cards to the crib". A text without `{who}` (a score's
explanation, a side's result) reads the same for everyone.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

WHO = "{who}"
_ENDINGS = re.compile(r"\{(s|es)\}")


def sentence(text: str, subject: str = "", *, you: bool = False) -> str:
    """The template said with `subject` as its player: "You" (you=True) or a name."""
    said = _ENDINGS.sub("" if you else r"\1", text)
    return said.replace(WHO, "You" if you else subject)


def predicate(text: str) -> str:
    """The template said of a player named just before it, as a log that labels each line
    with its player writes it: "throws two cards to the crib"."""
    return sentence(text.removeprefix(WHO + " "))


def about_player(text: str) -> bool:
    """The template names its player (so a page does not label the line again)."""
    return WHO in text


def event_sentence(
    text: str, player: int | None, names: Sequence[str], viewer: int | None = None
) -> str:
    """An event's text for `viewer` (a seat, or None for an onlooker); `names` by seat."""
    if player is None:
        return sentence(text)
    return sentence(text, names[player], you=player == viewer)
