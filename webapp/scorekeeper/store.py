"""Score sheets saved after every entry, reached by their keys: the edit key enters and undoes,
the view key only reads. Both are random (128 bits), so neither can be guessed, and the one
cannot be told from the other."""

from __future__ import annotations

import secrets
from collections.abc import Callable

from sqlalchemy import ColumnElement, select
from werkzeug.exceptions import Conflict, NotFound

from scoring.scorekeeper import AnySheet, sheet_from_json, sheet_json
from webapp.models import ScoreSheet, utc_now
from webapp.saved_games import read_text
from webapp.storage import get_session, update_at_version


class SheetNotFound(NotFound):
    title = "Score sheet not found"
    description = (
        "There is no score sheet at this address. Check the link you were sent: it may be "
        "mistyped or cut short."
    )


class StaleEntry(Conflict):
    """An entry made on a sheet that has changed since its page was loaded (another phone
    entered first, or a double tap): nothing was applied; `kept` is the sheet as it stands."""

    def __init__(self, kept: ScoreSheet) -> None:
        super().__init__()
        self.kept = kept


def new_key() -> str:
    return secrets.token_urlsafe(16)


def create(sheet: AnySheet) -> ScoreSheet:
    now = utc_now()
    kept = ScoreSheet(
        edit_key=new_key(),
        view_key=new_key(),
        game=sheet.game,
        sheet=sheet_json(sheet),
        version=0,
        finished=False,
        created_at=now,
        updated_at=now,
    )
    db = get_session()
    db.add(kept)
    db.commit()
    return kept


def _load(where: ColumnElement[bool]) -> ScoreSheet:
    query = select(ScoreSheet).where(where).execution_options(populate_existing=True)
    kept = get_session().scalars(query).first()
    if kept is None:
        raise SheetNotFound()
    return kept


def by_edit_key(key: str) -> ScoreSheet:
    return _load(ScoreSheet.edit_key == key)


def by_view_key(key: str) -> ScoreSheet:
    return _load(ScoreSheet.view_key == key)


def read(kept: ScoreSheet) -> AnySheet:
    """The saved sheet; the unreadable-save page if it cannot be read (kept as it is)."""
    return read_text(kept.sheet, sheet_from_json, f"score sheet of {kept.game}")


def change(
    key: str, expected: int, how: Callable[[AnySheet], AnySheet]
) -> tuple[ScoreSheet, AnySheet]:
    """The sheet changed by `how` (an entry, an undo) if it is still at version `expected`,
    committed before this returns, and the changed sheet (replayed already); StaleEntry if it
    has moved on, how's errors as they are."""
    kept = by_edit_key(key)
    db = get_session()
    db.commit()  # end the read before writing (see saved_games.apply_move)
    if kept.version != expected:
        raise StaleEntry(kept)
    sheet = how(read(kept))
    values = {
        "sheet": sheet_json(sheet),
        "finished": sheet.played().tally.winner is not None,
        "updated_at": utc_now(),
    }
    if not update_at_version(db, kept, (ScoreSheet.edit_key == key,), expected, values):
        raise StaleEntry(by_edit_key(key))
    return kept, sheet
