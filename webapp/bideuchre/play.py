"""Play Bid Euchre: /bid-euchre/play starts a game (or resumes one); /bid-euchre/games/<id> is
the table, one POST per decision, saved before the answer. The routes are the computer table's
(webapp/tables.py); Bid Euchre says its part in table.py."""

from __future__ import annotations

from flask import Blueprint

from webapp.bideuchre.table import BID_EUCHRE
from webapp.tables import add_table_routes

bp = Blueprint("bideuchre", __name__, url_prefix="/bid-euchre")

add_table_routes(bp, BID_EUCHRE)
