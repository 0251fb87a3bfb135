"""The names set in each section of a parsed file, read once. The readings that judge a value by
what is set beside it (an account's key beside its account's name, a primary key beside its
secondary twin, an issued id beside its own secret, a client's key in a token cache) ask for
the value's section once per value: a section of thousands of names, which any user can write,
must not be read again for each of them."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from govern.secrets.formats import Field
from govern.secrets.names import words

Parents = tuple[str, ...]


class Sections:
    """The names and their words set in each section of FIELDS, and verdicts on a section,
    each worked out the first time it is asked for."""

    def __init__(self, fields: Sequence[Field]) -> None:
        self._fields = fields
        self._names: dict[Parents, frozenset[str]] | None = None
        self._words: dict[Parents, frozenset[tuple[str, ...]]] = {}
        self._verdicts: dict[tuple[str, Parents], bool] = {}

    def names(self, parents: Parents) -> frozenset[str]:
        """The names set in the section PARENTS."""
        if self._names is None:
            grouped: dict[Parents, set[str]] = {}
            for field in self._fields:
                grouped.setdefault(field.parents, set()).add(field.key)
            self._names = {section: frozenset(keys) for section, keys in grouped.items()}
        return self._names.get(parents, frozenset())

    def words(self, parents: Parents) -> frozenset[tuple[str, ...]]:
        """The words of each name set in the section PARENTS."""
        if parents not in self._words:
            self._words[parents] = frozenset(tuple(words(name)) for name in self.names(parents))
        return self._words[parents]

    def verdict(self, reading: str, parents: Parents, judge: Callable[[Parents], bool]) -> bool:
        """JUDGE's verdict on the section PARENTS, given once for READING however many of its
        values ask."""
        key = (reading, parents)
        if key not in self._verdicts:
            self._verdicts[key] = judge(parents)
        return self._verdicts[key]
