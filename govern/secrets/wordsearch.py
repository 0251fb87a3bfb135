"""Every occurrence of many words in a text, found in one pass of a small automaton.

The automaton holds only the words that hold no other (the roots): an occurrence of
`passphrase` is an occurrence of `pass` followed by `phrase`, so it is told by comparing the
text where `pass` was found, and `password` where `passw` was. When the roots are more than the
automaton can hold and keep its prefilter (`PREFILTER_LIMIT`), roots that share a substring are
searched for by that substring instead (`snmp-server` and `rstudio-server` by `-server`), and
confirmed where it is found as the words that hold a root are. Rules can then name as many
words as they need.
"""

from __future__ import annotations

import functools
import heapq
from collections.abc import Iterable, Sequence

from ahocorasick_rs import AhoCorasick, MatchKind

# ahocorasick_rs keeps its fast literal prefilter only for fewer than 100 words: measured on
# 15 MB of documentation and Python sources, 99 words took 0.043 s, 100 took 0.055 s, 120 took
# 0.096 s, and a second automaton of 21 words beside the 99 doubled the time again.
# `find` with shared substrings chosen by trigrams and words told from the words they hold
# (bench/bench_wordsearch.py, CPU s, medians of 3 rounds in three runs each at load 7.9-8.8 on
# two cores; before -> after, a bare automaton of 99 roots 0.099-0.103 s): the shipped 225
# keywords (133 roots, 99 patterns) 0.180-0.187 -> 0.167-0.175, 1.80-1.82 -> 1.62-1.69 times
# the bare automaton; with 30 tool names (151 roots) 0.224-0.230 -> 0.205-0.210; with 64 (170
# roots) 0.273-0.279 -> 0.257-0.264, its patterns occurring 166,000 times (179,000 before)
# against the roots' 60,000.
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

# The letter trigrams that occur 4,000 times or more in that text, row D for 2 ** (D / 2)
# occurrences: the words and endings that pairs do not tell (`ing` is 3 times commoner than its
# pairs say, `self` 30 times, `sig` 5 times). Fewer (the 175 of 6,000 times or more) chose
# the former substrings for the shipped keywords, more (the 448 of 3,000) no better overall.
_TRIGRAM_ROWS = {
    32: "the",
    31: "ion",
    30: "tio ing elf",
    29: "ent sel and for",
    28: (
        "str con ter ate tjm ice com ame sta res ect ers def ble ati ver all ass est ons nam "
        "int not use tur ile cer"
    ),
    27: (
        "men abl evi pro ith dev vic lin ret ist ort sio erg fil par ess etu tes one rea rgb "
        "urn ted end por wit dat pti cti tri ode thi nst rom pat err ser non ine fix pre val "
        "tha"
    ),
    26: (
        "ack nte fro opt req hat ins equ her cha typ han der ite omp his cod lic rsi ead mat "
        "imp rin che rro rec nal ult ror enc tor are uti ext get per lib tho set ype key ire "
        "age tin dis ase out ert whe nde ple add ses cal bus ath orm sed pas ens dir tat cat "
        "cla"
    ),
    25: (
        "sin ore ste las les ont new ere man era ope mpl ose eme nce tem exp deb loc hen ind "
        "nge red mpo ken ali til ara act met ues ian que gen uil ove ise att arg ang bui ils "
        "tab ata ain ces bin ive ure alu ign lue ssi nse tra bug ars ail war pen rat rel len "
        "ica but tch app din mod lis nts bas ild los rit bac lse ran lea omm sts inu edi har "
        "mon low igh nti tal wor ram aut nta rem dbu ini ixe ime emo ele ash ren"
    ),
    24: (
        "tex rse org rge ten als ges rma rep mes ach atc ifi lat sig onf ded our ona now inc "
        "can cur eve aul bia und pec ord pac tim art iti ebi eri unc eas sys rai ake ori sse "
        "ght pla pri tru ner ete put ide has spe nin cke clo ace sup cop cor url ize ntr ber "
        "sec rac pos ari efa ory pli fau qui"
    ),
}
_TRIGRAMS = {t: 2 ** (d / 2) for d, row in _TRIGRAM_ROWS.items() for t in row.split()}
# `_PAIRS` read once: the plan of the shipped keywords estimates pairs some 90,000 times.
_PAIR_FREQUENCY = {
    first + second: 2 ** (_DIGITS.index(digit) / 2) / _TEXT
    for first, row in zip(_LETTERS, _PAIRS, strict=True)
    for second, digit in zip(_LETTERS, row, strict=True)
}


def _one(ch: str) -> float:
    return _PER_10000.get(ch, 0.5) / 10_000


def _two(pair: str) -> float:
    frequency = _PAIR_FREQUENCY.get(pair)
    return _one(pair[0]) * _one(pair[1]) if frequency is None else frequency


# Cached: the plan of the shipped keywords asks for some 5,000 estimates of 900 substrings.
@functools.cache
def _frequency(text: str) -> float:
    """An estimate of how often TEXT occurs in ordinary text, per character of it: each
    character given the two before it where they are a common trigram, else the one before."""
    if len(text) < 3:
        return _by_pairs(text)
    estimate = _three(text[:3])
    for n in range(1, len(text) - 2):
        estimate *= _three(text[n : n + 3]) / _two(text[n : n + 2])
    return estimate


def _three(trigram: str) -> float:
    count = _TRIGRAMS.get(trigram)
    return count / _TEXT if count else _by_pairs(trigram)


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

    Each occurrence costs `find` about 0.4 microseconds and each word compared at it 0.1 (the
    words told from a root are compared at its occurrences whatever the patterns). On the
    15 MB of bench/bench_wordsearch.py, 250 keywords' 148 roots occur 43,000 times; these
    estimates choose substrings adding 53,000 (`ey`, `pi`, `db`, `cur`, `log`...), pairs and
    74 trigrams chose ones adding 70,000 (`add` and `sig`, 12 and 5 times commoner than pairs
    say), and true counts would choose ones adding 49,000 (swapping substrings after, 47,000):
    the estimates, not the greedy choice, are what is weak. Counting the words compared at
    each occurrence too chose better for one keyword set of three, worse for two.
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
    # Only a substring of two roots or more can ever replace patterns: each pattern is a root
    # or a substring of two roots or more, so one that a single root holds is in one pattern
    # at most. Leaving the others out of the heap spares most of the estimates (most
    # substrings are one root's) and changes nothing: they would only be popped and passed.
    heap = [
        (_cost(shared, held, excess), shared) for shared, held in holders.items() if len(held) > 1
    ]
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
    EXCESS still to remove (a gain is not divided: the cost must only grow as HELD shrinks);
    HELD is two patterns or more."""
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
        # Every other word is told where the longest word or pattern it holds (the rarest) was
        # found, so that each occurrence is found once and few words are compared at each:
        # `password` where `passw` was found, not where `pass` was. Each is kept under that
        # word or pattern as (its position in WORDS, the other's offset in it, the word).
        told: dict[str, list[tuple[int, int, str]]] = {}
        for index, word in enumerate(self.words):
            if word in pattern_at:
                continue
            inner = max(_held_by(word, [*self.patterns, *self.words]), key=len)
            told.setdefault(inner, []).append((index, word.index(inner), word))
        self._held = tuple(tuple(told.get(p, ())) for p in self.patterns)
        self._within = tuple(() if w in pattern_at else tuple(told.get(w, ())) for w in self.words)
        self._automaton = AhoCorasick(list(self.patterns), matchkind=MatchKind.Standard)

    @property
    def keeps_prefilter(self) -> bool:
        """Whether the automaton is small enough to keep its fast prefilter."""
        return len(self.patterns) <= PREFILTER_LIMIT

    def find(self, lowered: str) -> list[tuple[int, int]]:
        """(position in `words`, start) of every occurrence of a word in LOWERED."""
        found: list[tuple[int, int]] = []
        pattern_word, held, within = self._pattern_word, self._held, self._within
        for pattern, start, _ in self._automaton.find_matches_as_indexes(lowered, overlapping=True):
            word = pattern_word[pattern]
            if word >= 0:
                found.append((word, start))
            # `_tell`, inlined: a call at each occurrence would cost more than its comparisons.
            for index, offset, told in held[pattern]:
                if offset <= start and lowered.startswith(told, start - offset):
                    found.append((index, start - offset))
                    if within[index]:
                        self._tell(lowered, within[index], start - offset, found)
        return found

    def _tell(
        self,
        lowered: str,
        told: tuple[tuple[int, int, str], ...],
        at: int,
        found: list[tuple[int, int]],
    ) -> None:
        """Adds to FOUND the TOLD words that occur in LOWERED where the word they hold was found
        AT, and the words told where they were."""
        for index, offset, word in told:
            if offset <= at and lowered.startswith(word, at - offset):
                found.append((index, at - offset))
                if self._within[index]:
                    self._tell(lowered, self._within[index], at - offset, found)


def _held_by(word: str, others: Iterable[str]) -> list[str]:
    return [p for p in others if p in word and p != word]
