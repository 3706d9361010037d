"""SQLAlchemy 2.0 models. No tables yet: features that store data add their models here."""

from __future__ import annotations

from sqlalchemy.orm import DeclarativeBase


class Base(DeclarativeBase):
    """The declarative base whose metadata `storage.init_db()` creates."""
