"""Play Euchre: /euchre/play starts a game (or resumes one); /euchre/games/<id> is the table,
one POST per decision of yours, saved before the answer. The routes are the computer table's
(webapp/tables.py); Euchre says its part in table.py."""

from __future__ import annotations

from flask import Blueprint

from webapp.euchre.table import EUCHRE
from webapp.tables import add_table_routes

bp = Blueprint("euchre", __name__, url_prefix="/euchre")

add_table_routes(bp, EUCHRE)
