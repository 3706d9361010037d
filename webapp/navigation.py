"""What the navigation lists beyond the main row: each game's own pages (besides its table and
its rules page), and which game a page belongs to. The header's second row, the home page's
game cards and the footer are all built from these, so the three games are presented alike.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from webapp.tables import TableGame


@dataclass(frozen=True)
class Link:
    """A page of a game: its label, endpoint and fixed query (a trainer mode, a lesson)."""

    label: str
    endpoint: str
    args: tuple[tuple[str, str], ...] = ()

    @property
    def values(self) -> dict[str, Any]:
        return dict(self.args)

    def is_page(self, endpoint: str, args: Mapping[str, str]) -> bool:
        """This link is the page at `endpoint` with query `args`."""
        return endpoint == self.endpoint and all(args.get(k) == v for k, v in self.args)


# Pages that belong to a section of their own in the main row, however a game links to them.
SHARED_SECTIONS = ("trainer.", "lessons.")


def game_pages(game: TableGame[Any, Any]) -> tuple[Link, ...]:
    """A game's pages in its navigation: its table, its own pages, its rules."""
    return (Link("Play", f"{game.blueprint}.new"), *game.links, Link("Rules", game.rules_endpoint))


def game_of(
    games: Iterable[TableGame[Any, Any]], blueprint: str | None, endpoint: str
) -> TableGame[Any, Any] | None:
    """The game a page belongs to: its table's blueprint, one of its own pages, or its rules."""
    for game in games:
        if blueprint == game.blueprint or endpoint == game.rules_endpoint:
            return game
        own = [link.endpoint for link in game.links]
        if endpoint in own and not endpoint.startswith(SHARED_SECTIONS):
            return game
    return None
