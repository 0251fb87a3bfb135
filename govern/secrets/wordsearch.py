"""Every occurrence of many words in a text, found in one pass of a small automaton.

The automaton holds only the words that hold no other: an occurrence of `passphrase` is an
occurrence of `pass` followed by `phrase`, so it is told by comparing the text where `pass` was
found. Rules can then name as many specific words as they need while the automaton stays below
the size at which its prefilter is lost (see `PREFILTER_LIMIT`).
"""

from __future__ import annotations

from collections.abc import Sequence

from ahocorasick_rs import AhoCorasick, MatchKind

# ahocorasick_rs keeps its fast literal prefilter only for fewer than 100 words: measured on
# 15 MB of documentation and Python sources, 99 words took 0.043 s, 100 took 0.055 s, 120 took
# 0.096 s, and a second automaton of 21 words beside the 99 doubled the time again.
PREFILTER_LIMIT = 99


class WordSearch:
    """Finds WORDS (lower case, distinct) in lower-cased text: `find` gives, for every
    occurrence, overlapping ones too, the word's position in WORDS and where it starts."""

    def __init__(self, words: Sequence[str]) -> None:
        self.words = tuple(words)
        if len(set(self.words)) != len(self.words):
            raise ValueError("the words to search for must be distinct")
        roots = [w for w in self.words if not any(other in w for other in self.words if other != w)]
        self.roots = tuple(roots)
        root_at = {root: n for n, root in enumerate(roots)}
        # For each root: the words that hold it, each as (its position in WORDS, the root's
        # offset in it, the word).
        held: list[list[tuple[int, int, str]]] = [[] for _ in roots]
        for index, word in enumerate(self.words):
            if word in root_at:
                continue
            root = next(r for r in roots if r in word)
            held[root_at[root]].append((index, word.index(root), word))
        self._held = tuple(tuple(h) for h in held)
        self._root_index = tuple(self.words.index(root) for root in roots)
        self._automaton = AhoCorasick(list(roots), matchkind=MatchKind.Standard)

    @property
    def keeps_prefilter(self) -> bool:
        """Whether the automaton is small enough to keep its fast prefilter."""
        return len(self.roots) <= PREFILTER_LIMIT

    def find(self, lowered: str) -> list[tuple[int, int]]:
        """(position in `words`, start) of every occurrence of a word in LOWERED."""
        found: list[tuple[int, int]] = []
        for root, start, _ in self._automaton.find_matches_as_indexes(lowered, overlapping=True):
            found.append((self._root_index[root], start))
            for index, offset, word in self._held[root]:
                if offset <= start and lowered.startswith(word, start - offset):
                    found.append((index, start - offset))
        return found
