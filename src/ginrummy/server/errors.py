"""The store's errors: each one a :class:`ginrummy.errors.GinRummyError`.

Callers (the hub, the lobby, the HTTP handlers) catch these and never a
SQLAlchemy exception: the store turns the database's refusals (a unique name
taken, a row version moved on, a file locked) into errors that say what
happened in the game's terms.
"""

from __future__ import annotations

from ginrummy.errors import GinRummyError, excerpt, reason

__all__ = [
    "NameTaken",
    "StoreError",
    "StoreUnavailable",
    "TableExists",
    "UnknownIdentity",
    "UnknownTable",
    "VersionConflict",
]


class StoreError(GinRummyError, ValueError):
    """Bad input to the store (an id, a JSON value, a version), or a store that
    cannot be used; the message says which."""


class StoreUnavailable(StoreError):
    """The database cannot be reached or is locked by another process for longer
    than the busy timeout; nothing was written."""


class NameTaken(StoreError):
    """Another identity has this name, or one that differs only in case (or in
    another way Unicode folds away: ``Ann``, ``ann`` and ``ＡＮＮ`` clash), or one
    that looks like it (``lookalike``: ``Ada`` and ``Аda``, its A Cyrillic)."""

    def __init__(self, name: str, lookalike: bool = False) -> None:
        super().__init__(f"the name {excerpt(name)} looks like a name taken" if lookalike
                         else f"the name {excerpt(name)} is taken",
                         reason=reason("name_lookalike") if lookalike else reason("name_taken"))
        self.name = name


class UnknownTable(StoreError):
    """No table has this id (or this join code)."""

    def __init__(self, key: str) -> None:
        super().__init__(f"no table {excerpt(key)}")
        self.key = key


class TableExists(StoreError):
    """A table with this id or join code exists already."""


class UnknownIdentity(StoreError):
    """No identity has this id."""


class VersionConflict(StoreError):
    """Another writer appended to the table first: the table is at ``actual``, not
    at the ``expected`` version the entries were meant to follow.  Nothing of the
    refused append was written; the caller reloads the entries after its version
    and decides again."""

    def __init__(self, table_id: str, expected: int, actual: int) -> None:
        super().__init__(
            f"table {excerpt(table_id)} is at version {actual}, not {expected}")
        self.table_id = table_id
        self.expected = expected
        self.actual = actual
