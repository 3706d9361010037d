"""Cards, card backs, the suit symbols and the card picker, drawn once per app and reused;
`mini_cards`, a row of small cards; and `score_items`, the engine's items of a score.

The SVG macros in templates/macros/ are pure functions of their arguments (a card, a size),
yet drawing them anew was most of a page's time: /count drew 38 cards and a 52-card picker on
every request. Pages call these globals instead of importing the macros; each distinct call
is drawn by its macro once (in debug mode, every time, so that template edits show at once).
The list of items is written here rather than in a macro: it is the longest loop of the
pages that show a score, and a Jinja macro spent 12 µs an item on it, Python 3.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable
from typing import Any

from flask import Flask
from markupsafe import Markup, escape

from scoring.cards import Card, standard_deck
from scoring.cribbage.hand import ScoreItem

# Far more than the distinct drawings a site has (52 cards, or 96 of a double deck, in a few
# sizes and classes): a bound that is never reached, against a leak.
MOST_DRAWINGS = 4096


def init_app(app: Flask) -> None:
    """Make each drawing a Jinja global of this app, kept unless the app is debugging."""
    drawn: dict[Hashable, Markup] = {}

    def kept(key: Hashable, template: str, macro: str, *args: Any, **options: Any) -> Markup:
        """The drawing for `key`: the macro's output, called with these arguments the first
        time (with key, the arguments must say all that the drawing depends on)."""
        picture = drawn.get(key)
        if picture is None:
            module = app.jinja_env.get_template(template).module
            picture = Markup(getattr(module, macro)(*args, **options))
            if not app.debug:
                if len(drawn) >= MOST_DRAWINGS:
                    drawn.clear()
                drawn[key] = picture
        return picture

    def card(c: Card, size: str = "full", extra: str = "", decorative: bool = False) -> Markup:
        # Keyed by the card's parts: hashing them is a C call, hashing a Card a Python one.
        key = (int(c.rank), c.suit._value_, c.copy, size, extra, decorative)
        return drawn.get(key) or kept(
            key, CARDS, "card", c, size=size, extra=extra, decorative=decorative
        )

    def card_back(size: str = "full", extra: str = "") -> Markup:
        return kept(("back", size, extra), CARDS, "card_back", size=size, extra=extra)

    def suit_symbols() -> Markup:
        return kept("suit symbols", CARDS, "suit_symbols")

    def card_picker(help_text: str) -> Markup:
        """The 52 cards as buttons, with the help text above them."""
        picker = drawn.get(("picker", help_text))
        return picker or kept(
            ("picker", help_text), "macros/forms.html", "card_picker", standard_deck(), help_text
        )

    def mini_cards(cards: Iterable[Card]) -> Markup:
        """Cards drawn small, side by side (an item's cards, the cards kept or thrown)."""
        return Markup("".join([card(each, "mini") for each in cards]))  # drawn: no escaping

    def score_items(
        items: Iterable[ScoreItem],
        class_: str = "items",
        label: str | None = None,
        data_cards: bool = True,
        suited: bool = False,
    ) -> Markup:
        """The engine's items, one line each: its cards, its sentence, its points. With
        `data_cards` each line carries its cards (lit up on the felt when pointed at);
        otherwise it is just marked data-item. `suited` draws the sentence's cards in their
        suits' colours."""
        coloured = app.jinja_env.filters["suited"]
        labelled = f' aria-label="{escape(label)}"' if label else ""
        lines = [f'<ol class="{escape(class_)}"{labelled}>']
        for item in items:
            # A card's code (5H) and a category (fifteen) are letters and digits: no escaping.
            marker = (
                f'data-cards="{" ".join([str(c) for c in item.cards])}"'
                if data_cards
                else "data-item"
            )
            text = coloured(item.text) if suited else escape(item.text)
            lines.append(
                f'\n  <li class="item item-{item.category.value}" {marker}>'
                f'\n    <span class="item-cards" aria-hidden="true">{mini_cards(item.cards)}</span>'
                f'\n    <span class="item-text">{text}</span>'
                f'\n    <span class="item-points" aria-hidden="true">+{item.points}</span>'
                "\n  </li>"
            )
        lines.append("\n</ol>")
        return Markup("".join(lines))

    app.jinja_env.globals.update(
        card=card,
        card_back=card_back,
        suit_symbols=suit_symbols,
        card_picker=card_picker,
        mini_cards=mini_cards,
        score_items=score_items,
    )


CARDS = "macros/cards.html"
