"""Names that look alike: one key for every name a reader could take for another.

With ``Ada`` taken, ``Аda`` (its A Cyrillic) or ``Αda`` (Greek) would show as a
second Ada in the seat list, and the impostor's chat would read as hers.  So a
new name is refused when its *skeleton* is taken (Unicode Technical Standard #39,
"Unicode Security Mechanisms", section 4: two strings are confusable when their
skeletons are equal).  The skeleton is ICU's (``SpoofChecker.getSkeleton``), the
reference implementation of UTS #39, kept by the Unicode Consortium and updated
with each Unicode release's ``confusables.txt``.

UTS #39's skeleton keeps case (``A`` and ``a`` have different skeletons) while
names here are also unique whatever their case (``rows.name_key``): so the name is
folded as the name key folds it (NFKC, spaces collapsed), then its skeleton and
the skeleton of that case-folded are taken in turn until they stop changing
(``Ηello``, its H Greek, has the skeleton ``Hello``, whose fold is ``hello``; case
folding first would make the Greek ``η``, which looks like ``n``).

Which characters look alike is the ICU's the server runs with: a newer ICU may
add pairs, which then hold for new names (names taken before keep their key).
"""

from __future__ import annotations

import threading
import unicodedata

import icu  # type: ignore[import-untyped]

__all__ = ["skeleton"]

#: At most this many rounds of skeleton and case folding (two are enough for every
#: character ICU knows; a name that still changes keeps the last).
_ROUNDS = 4

_local = threading.local()


def _icu_skeleton(text: str) -> str:
    # One checker a thread: ICU documents its checks as safe from several threads,
    # PyICU's wrapper object does not say so.
    checker = getattr(_local, "checker", None)
    if checker is None:
        checker = _local.checker = icu.SpoofChecker()
    result: str = checker.getSkeleton(0, text)
    return result


def skeleton(name: str) -> str:
    """The key two names share if a reader could take one for the other: UTS #39's
    skeleton, case-folded.

    >>> skeleton("Ada") == skeleton("\\u0410da") == skeleton("\\u0391DA") == "ada"
    True
    >>> skeleton("Ian") == skeleton("lan"), skeleton("Ann") == skeleton("Anne")
    (True, False)
    """
    text = _icu_skeleton(" ".join(unicodedata.normalize("NFKC", name).split()))
    for _ in range(_ROUNDS):
        folded = _icu_skeleton(text.casefold())
        if folded == text:
            break
        text = folded
    return " ".join(text.split())
