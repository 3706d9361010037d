"""Following costly work (webapp.jobs) from the pages: what a request answers while its work is
still running, the page that follows a job to its end, and the API's word on a job.

While the work runs (`jobs.Pending`), a request answers at once, 202 and Retry-After:
- htmx asked: no swap, and an `HX-Trigger: fifteen-two:working` event; the page's own script
  (static/js/site.js) shows that it is working and asks again in a moment, the same way;
- a page asked, without JavaScript: a page that says so and comes back by itself (a GET
  reloads; a form is sent again with a button, nothing lost);
- the API: `{"status": "working", "poll": ...}`, the job's address to follow.
A job that failed (`jobs.Failed`) answers 503 with its message, in the page or as `{"error"}`.
"""

from __future__ import annotations

import json
import re

from flask import Blueprint, Flask, jsonify, redirect, render_template, request, url_for
from flask.typing import ResponseReturnValue
from werkzeug.datastructures import MultiDict
from werkzeug.exceptions import NotFound

from webapp import jobs
from webapp.errors import _is_api
from webapp.htmx import wants_fragment
from webapp.limits import client_address
from webapp.models import Job
from webapp.players import current_player_id

JOB_KEY = re.compile(r"[0-9a-f]{64}")  # what jobs.Work.digest makes

bp = Blueprint("jobs", __name__)

WORKING_EVENT = "fifteen-two:working"
RETRY_AFTER = 1  # seconds before a page asks again


def init_app(app: Flask) -> None:
    app.register_blueprint(bp)
    app.register_error_handler(jobs.Pending, working)
    app.register_error_handler(jobs.Failed, failed)


def working(pending: jobs.Pending) -> ResponseReturnValue:
    """The answer while the work runs: the page (or the API's client) asks again soon."""
    headers = {"Retry-After": str(RETRY_AFTER), "Cache-Control": "no-store"}
    if _is_api():
        poll = url_for("jobs.job_status", key=pending.key)
        body = {"status": "working", "job": pending.key, "poll": poll}
        return jsonify(body), 202, headers
    if wants_fragment():
        trigger = {WORKING_EVENT: {"retry": RETRY_AFTER}}
        return "", 202, {**headers, "HX-Trigger": json.dumps(trigger)}
    sent: list[tuple[str, str]] = []
    if request.method == "POST":
        form: MultiDict[str, str] = request.form
        sent = list(form.items(multi=True))
    page = render_template(
        "working.html", method=request.method, url=request.full_path.rstrip("?"), sent=sent
    )
    return page, 202, headers


def failed(error: jobs.Failed) -> ResponseReturnValue:
    """The work ended without an answer: say so, and that trying again may do."""
    if _is_api():
        return jsonify(error=error.message), 503, {"Retry-After": "5"}
    page = render_template(
        "errors/error.html", code=503, title="This could not be worked out", message=error.message
    )
    return page, 503, {"Retry-After": "5"}


def _mine(key: str) -> Job:
    """The job keyed `key`, if this visitor asked for it (404 otherwise: a key that is not a
    job's, a digest's 64 hexadecimal digits, is not looked for)."""
    job = jobs.status(key) if JOB_KEY.fullmatch(key) else None
    player = current_player_id()
    if job is None or not (
        (player is not None and job.player == player) or job.client == client_address()
    ):
        raise NotFound("There is no such piece of work here.")
    return job


@bp.get("/jobs/<string:key>")
def follow(key: str) -> ResponseReturnValue:
    """A job followed to its end: where its answer is (a new game opens), or that it is
    still working (the page reloads itself), or why it failed."""
    job = _mine(key)
    if job.state == jobs.DONE:
        found = json.loads(job.result or "null")
        if isinstance(found, dict) and "endpoint" in found:
            return redirect(url_for(found["endpoint"], game_id=found["game_id"]), 303)
        return render_template("working.html", done=True), 200
    if job.state == jobs.FAILED:
        raise jobs.Failed(job.error or jobs.BROKE)
    raise jobs.Pending(key)


@bp.get("/api/jobs/<string:key>")
def job_status(key: str) -> ResponseReturnValue:
    """A job's state for the API's clients: working, done (ask the question again: its answer
    is kept) or failed with its message."""
    job = _mine(key)
    body: dict[str, object] = {"job": key, "status": job.state}
    if job.state == jobs.FAILED:
        body["error"] = job.error or jobs.BROKE
    elif job.state in jobs.IN_FLIGHT:
        body["status"] = "working"
    status = 202 if job.state in jobs.IN_FLIGHT else 200
    return jsonify(body), status, {"Cache-Control": "no-store"}
