"""The counting trainer (/train), the learner's progress (/progress, /progress.csv) and
profile (/profile). Routes translate HTTP to the engine in scoring.trainer and back."""

from flask import Blueprint

bp = Blueprint("trainer", __name__)

# The route modules add themselves to `bp`; the models must be known before tables are made.
from webapp.trainer import models, profile, progress, routes  # noqa: E402

__all__ = ["bp", "models", "profile", "progress", "routes"]
