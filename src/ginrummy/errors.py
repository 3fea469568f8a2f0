"""The one base class of the errors a user can cause.

Every layer refuses bad input in its own words (``CardError`` names the bad
token, ``RecordError`` says where a record stops replaying...), but an
interface needs only one question answered: is this the user's mistake, to be
shown as one line, or a fault of the program?  Each user-facing error derives
from :class:`GinRummyError`, so ``ginrummy`` (``cli/main.py``) catches that one
class instead of keeping a list that a new error could be missing from.

This is the lowest layer: it imports nothing from ``ginrummy``, so any module
may define its error on top of it.  Most errors also stay ``ValueError``
subclasses (bad values), and callers that catch ``ValueError`` keep working.
"""

from __future__ import annotations

__all__ = ["GinRummyError"]


class GinRummyError(Exception):
    """An error the user caused: bad input, an illegal action, an unreadable file.

    Its message is one line meant for the user (``ginrummy`` prints it after
    ``ginrummy: error:`` and exits with status 2), so it says what is wrong in
    the user's terms and, where one applies, cites the rule (R5.1...).
    """
