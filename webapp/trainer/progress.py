"""/progress: the learner's accuracy and time as charts, streaks and the hands they miscount;
/progress.csv: every attempt, to download."""

from __future__ import annotations

import csv
import io

from flask import Response, render_template
from flask.typing import ResponseReturnValue
from sqlalchemy import select

from webapp.duplicate.progress import series as duplicate_series
from webapp.models import utc_now
from webapp.players import current_player_id
from webapp.storage import get_session
from webapp.trainer import bp, transfer
from webapp.trainer.models import TrainerAttempt
from webapp.trainer.questions import FOCUS_NAMES, MODE_NAMES
from webapp.trainer.stats import RECENT, csv_rows
from webapp.trainer.stats import progress as progress_of


def _attempts() -> list[TrainerAttempt]:
    player_id = current_player_id()
    if player_id is None:
        return []
    query = select(TrainerAttempt).where(TrainerAttempt.player_id == player_id)
    return list(get_session().scalars(query))


@bp.get("/progress")
def progress() -> ResponseReturnValue:
    now = utc_now()
    html = render_template(
        "trainer/progress.html",
        progress=progress_of(_attempts(), now.date()),
        player=transfer.player(),
        duplicate=duplicate_series(current_player_id()),
        focus_names=FOCUS_NAMES,
        modes=MODE_NAMES,
        recent=RECENT,
    )
    return html, 200, {"Cache-Control": "no-store"}


@bp.get("/progress.csv")
def progress_csv() -> ResponseReturnValue:
    out = io.StringIO()
    csv.writer(out, lineterminator="\r\n").writerows(csv_rows(_attempts()))
    name = f"fifteen-two-progress-{utc_now():%Y-%m-%d}.csv"
    return Response(
        out.getvalue(),
        mimetype="text/csv",
        headers={
            "Content-Disposition": f'attachment; filename="{name}"',
            "Cache-Control": "no-store",
        },
    )
