"""/profile: name the learner's profile, and carry it to another device with a short code."""

from __future__ import annotations

from flask import redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from sqlalchemy import func, select

from webapp.storage import get_session
from webapp.trainer import bp, transfer
from webapp.trainer.models import TrainerAttempt

NOTICES = {
    "name": "Saved: your profile's name is changed.",
    "carried": "Done: this browser now has your profile, with everything it had practiced.",
}


@bp.get("/profile")
def profile() -> ResponseReturnValue:
    return _page(notice=NOTICES.get(request.args.get("saved", "")))


@bp.post("/profile/name")
def name() -> ResponseReturnValue:
    typed = request.form.get("name", "")
    try:
        transfer.set_name(typed)
    except transfer.ProfileError as error:
        return _page(errors={"name": _sentence(error)}, typed_name=typed, status=400)
    return redirect(url_for(".profile", saved="name"), 303)


@bp.post("/profile/code")
def code() -> ResponseReturnValue:
    # Shown once, on this answer: only the code's hash is kept.
    return _page(issued=transfer.issue_code())


@bp.post("/profile/carry")
def carry() -> ResponseReturnValue:
    typed = request.form.get("code", "")
    try:
        transfer.redeem(typed)
    except transfer.ProfileError as error:
        return _page(errors={"code": _sentence(error)}, typed_code=typed, status=400)
    return redirect(url_for(".profile", saved="carried"), 303)


def _sentence(error: Exception) -> str:
    text = str(error)
    return f"{text[:1].upper()}{text[1:]}."


def _page(
    *,
    notice: str | None = None,
    errors: dict[str, str] | None = None,
    issued: transfer.IssuedCode | None = None,
    typed_name: str | None = None,
    typed_code: str = "",
    status: int = 200,
) -> ResponseReturnValue:
    player = transfer.player()
    attempts = 0
    if player is not None:
        attempts = (
            get_session()
            .scalars(select(func.count()).where(TrainerAttempt.player_id == player.id))
            .one()
        )
    html = render_template(
        "trainer/profile.html",
        player=player,
        attempts=attempts,
        notice=notice,
        errors=errors or {},
        issued=issued,
        typed_name=typed_name if typed_name is not None else (player and player.display_name) or "",
        typed_code=typed_code,
        tries_left=transfer.wrong_codes_left(),
        max_wrong=transfer.MAX_WRONG_CODES,
    )
    return html, status, {"Cache-Control": "no-store"}
