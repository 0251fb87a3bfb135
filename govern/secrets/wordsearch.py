"""Every occurrence of many words in a text, found in one pass of a small automaton.

The automaton holds only the words that hold no other (the roots): an occurrence of
`passphrase` is an occurrence of `pass` followed by `phrase`, so it is told by comparing the
text where `pass` was found. When the roots are more than the automaton can hold and keep its
prefilter (`PREFILTER_LIMIT`), roots that share a substring are searched for by that substring
instead (`snmp-server` and `rstudio-server` by `-server`), and confirmed where it is found as
the words that hold a root are. Rules can then name as many words as they need.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Iterable, Sequence

from ahocorasick_rs import AhoCorasick, MatchKind

# ahocorasick_rs keeps its fast literal prefilter only for fewer than 100 words: measured on
# 15 MB of documentation and Python sources, 99 words took 0.043 s, 100 took 0.055 s, 120 took
# 0.096 s, and a second automaton of 21 words beside the 99 doubled the time again.
# `find` with shared substrings (bench/bench_wordsearch.py, CPU s, medians of 3 rounds in three
# runs at load 2.8-3.8 on two cores; before -> after, a bare automaton of 99 roots 0.15-0.16 s):
# the shipped 186 keywords (100 roots, 99 patterns) 0.22 -> 0.22-0.23; with 30 tool names (119
# roots) 0.28 -> 0.24-0.25; with 64 (143 roots) 0.30-0.32 -> 0.28-0.30, its patterns occurring
# 104,000 times against the roots' 60,000.
PREFILTER_LIMIT = 99

# How often each character occurs in lower-cased text, per 10,000 characters (15 MB of
# /usr/share/doc and /usr/lib/python3.11 sources); any other character: 0.5.
_PER_10000 = {
    " ": 2136, "e": 661, "t": 460, "s": 384, "i": 364, "r": 361, "a": 359, "o": 340, "n": 329,
    "c": 243, "l": 236, "d": 220, ".": 187, "0": 186, "p": 174, "u": 159, "f": 153, "m": 147,
    "h": 143, ",": 123, "b": 119, "g": 115, "2": 113, "1": 108, "-": 102, "'": 101, "_": 96,
    ":": 93, "3": 90, "6": 88, "4": 83, "7": 79, "y": 77, "5": 74, "9": 74, ")": 73, "(": 73,
    "v": 70, "w": 53, "8": 50, '"': 49, "/": 45, "x": 44, "k": 42, "#": 40, "=": 36, "j": 36,
    "[": 33, "]": 33, "*": 17, ">": 16, "z": 13, "{": 12, "}": 12, "<": 12, "q": 9, "`": 9,
    "@": 7, ";": 5, "+": 5, "%": 4, "\\": 3, "$": 2, "~": 1, "!": 1, "&": 1, "?": 1, "|": 1,
}  # fmt: skip
_TEXT = 15_000_000
# How often each pair of letters occurs in that text (`in` 127,700 times, `pm` 240): row the
# first letter, column the second, each a digit of base 36 D for 2 ** (D / 2) occurrences.
# Letters are told by pairs far better than one by one (`pm`, `mc` and `sq` are rare, `in`,
# `er` and `re` common, all of common letters); other characters are taken one by one.
_PAIRS = (
    "lsttmprhsfpvuwhsdwvxrpllpk",  # a
    "rlnlsmigsodthhrh6poisgceto",  # b
    "tkpmvlhvqesskhwlgrsuqrecpc",  # c
    "snmqxlikthhpjirkcpqmogjhn8",  # d
    "uruwstpkngkwtxmtqyxvltqtqg",  # e
    "rkmmqqgbua9nhhth8snqpacfl4",  # f
    "orkhuimpqebqkqrlaqqmohhadg",  # g
    "uddgwheetbejmish7pjqm9fdl9",  # h
    "srvsstsgkenusyvqgrvvnqaraq",  # i
    "legfo59cieeasame9bkam4ha83",  # j
    "ngjitfkgocfmfklgbhnglcn8ea",  # k
    "tkjswumevbhtjitncjsrroheqd",  # l
    "upilvdgfr3gnpistbfpiofddk8",  # m
    "uitvuqvirgonlounfhuvroheog",  # n
    "nqstltrioiqsuxstexstuqrlhh",  # o
    "vfmnuhiqq9msgfurcuqsrhgfq3",  # p
    "f9ab8692e40gc8b8dcebrh9390",  # q
    "ujrqyoufv9onrsvmhsturpkcrb",  # r
    "rjtoyjlsucnolnsrhmuwsjmfpe",  # s
    "vkrpxofxwvjonjvq7usrtgnjsl",  # t
    "npnnsopcr9gsrtls2uuukd8jdf",  # u
    "sbhevdkat46fjdok2fkifd9hba",  # v
    "rbdiqccqs0ghbmqe0nngg9lab7",  # w
    "njoiqmafn06ejdep6dgqe9aij8",  # x
    "jhhflfgeldaknlor3npphcjage",  # y
    "mdgfpfaim0dghdi83hd7f8f8eh",  # z
)
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"

# The letter trigrams that occur 10,000 times or more in that text: words and endings the pairs
# do not tell (`ing` is 3 times commoner than its pairs say, `self` 40 times).
_COMMON_TRIGRAMS = frozenset(
    (
        "the", "ion", "tio", "elf", "ing", "sel", "ent", "ice", "and", "ted", "ort", "for", "por",
        "ter", "ate", "ass", "tjm", "dev", "con", "est", "ati", "res", "str", "vic", "evi", "ect",
        "sta", "def", "ame", "com", "use", "ser", "rep", "rea", "ble", "cer", "ver", "tes", "pro",
        "tur", "rte", "all", "par", "nam", "erg", "ons", "not", "pat", "abl", "ers", "err", "cve",
        "men", "epo", "dat", "rgb", "ret", "ile", "ode", "int", "lic", "rom", "thi", "val", "her",
        "fil", "ith", "urn", "etu", "cti", "ess", "cod",
    )
)  # fmt: skip


def _one(ch: str) -> float:
    return _PER_10000.get(ch, 0.5) / 10_000


def _two(pair: str) -> float:
    first, second = _LETTERS.find(pair[0]), _LETTERS.find(pair[1])
    if first < 0 or second < 0:
        return _one(pair[0]) * _one(pair[1])
    return 2 ** (_DIGITS.index(_PAIRS[first][second]) / 2) / _TEXT


def _frequency(text: str) -> float:
    """An estimate of how often TEXT occurs in ordinary text, per character of it: by pairs of
    letters (each character given the one before it), as many times more as the pairs
    underestimate a common trigram it holds."""
    estimate = _by_pairs(text)
    common = [text[n : n + 3] for n in range(len(text) - 2) if text[n : n + 3] in _COMMON_TRIGRAMS]
    return max([estimate, *(estimate * 10_000 / _TEXT / _by_pairs(t) for t in common)])


def _by_pairs(text: str) -> float:
    if len(text) < 2:
        return _one(text) if text else 1.0
    estimate = _two(text[:2])
    for n in range(1, len(text) - 1):
        estimate *= _two(text[n : n + 2]) / _one(text[n])
    return estimate


def _shared_patterns(roots: Sequence[str], limit: int) -> list[str]:
    """At most LIMIT patterns (if it can be done) that each root holds one of: the roots, with
    groups of them replaced by a substring they share, taken greedily by the occurrences they
    add in ordinary text (estimated by `_frequency`) per pattern they remove.

    Each occurrence costs `find` about 1.3 microseconds, and the prefilter saves about 0.06 s
    on 15 MB of text against 143 roots (bench/bench_wordsearch.py): the substrings chosen must
    add fewer than 45,000 occurrences there. For 250 keywords' 143 roots (60,000 occurrences)
    these estimates choose substrings adding 44,000 (`add`, `man`, `pi`, `cli`, `sq`, `pm`...);
    chosen by their true counts they would add 27,000, and longest first 90,000 (`ing`, `dat`).
    """
    patterns = set(roots)
    excess = len(patterns) - limit
    if excess <= 0:
        return sorted(patterns)
    holders: dict[str, set[str]] = {}
    for root in roots:
        for start in range(len(root)):
            for end in range(start + 1, len(root) + 1):
                holders.setdefault(root[start:end], set()).add(root)
    heap = [(_cost(shared, held, excess), shared) for shared, held in holders.items()]
    heapq.heapify(heap)
    # Lazily: a merge removes patterns, which only makes the others' costs higher, so a
    # substring whose cost is still its own when it comes first is the best.
    while heap and excess > 0:
        cost, shared = heapq.heappop(heap)
        held = {p for p in patterns if shared in p}
        if len(held) < 2:
            continue
        fresh = _cost(shared, held, excess)
        if fresh > cost:
            heapq.heappush(heap, (fresh, shared))
            continue
        patterns -= held
        patterns.add(shared)
        excess = len(patterns) - limit
    return sorted(patterns)


def _cost(shared: str, held: set[str], excess: int) -> float:
    """The occurrences SHARED adds in place of the HELD patterns, per pattern it removes of the
    EXCESS still to remove (a gain is not divided: the cost must only grow as HELD shrinks)."""
    if len(held) < 2:
        return math.inf
    added = _frequency(shared) - sum(_frequency(p) for p in held)
    return added / min(len(held) - 1, excess) if added > 0 else added


class WordSearch:
    """Finds WORDS (lower case, distinct) in lower-cased text: `find` gives, for every
    occurrence, overlapping ones too, the word's position in WORDS and where it starts."""

    def __init__(self, words: Sequence[str]) -> None:
        self.words = tuple(words)
        if len(set(self.words)) != len(self.words):
            raise ValueError("the words to search for must be distinct")
        self.roots = tuple(
            w for w in self.words if not any(other in w for other in self.words if other != w)
        )
        self.patterns = tuple(_shared_patterns(self.roots, PREFILTER_LIMIT))
        pattern_at = {pattern: n for n, pattern in enumerate(self.patterns)}
        word_at = {word: n for n, word in enumerate(self.words)}
        # Each pattern's word, if it is one (found wherever the pattern is), else -1.
        self._pattern_word = tuple(word_at.get(p, -1) for p in self.patterns)
        # For each pattern: the other words that hold it, each as (its position in WORDS, the
        # pattern's offset in it, the word). A word holding two patterns is told from one only,
        # the longest (the rarest), so that each occurrence is found once.
        held: list[list[tuple[int, int, str]]] = [[] for _ in self.patterns]
        for index, word in enumerate(self.words):
            if word in pattern_at:
                continue
            pattern = max(_held_by(word, self.patterns), key=len)
            held[pattern_at[pattern]].append((index, word.index(pattern), word))
        self._held = tuple(tuple(h) for h in held)
        self._automaton = AhoCorasick(list(self.patterns), matchkind=MatchKind.Standard)

    @property
    def keeps_prefilter(self) -> bool:
        """Whether the automaton is small enough to keep its fast prefilter."""
        return len(self.patterns) <= PREFILTER_LIMIT

    def find(self, lowered: str) -> list[tuple[int, int]]:
        """(position in `words`, start) of every occurrence of a word in LOWERED."""
        found: list[tuple[int, int]] = []
        pattern_word = self._pattern_word
        for pattern, start, _ in self._automaton.find_matches_as_indexes(lowered, overlapping=True):
            word = pattern_word[pattern]
            if word >= 0:
                found.append((word, start))
            for index, offset, held in self._held[pattern]:
                if offset <= start and lowered.startswith(held, start - offset):
                    found.append((index, start - offset))
        return found


def _held_by(word: str, patterns: Iterable[str]) -> list[str]:
    return [p for p in patterns if p in word]
