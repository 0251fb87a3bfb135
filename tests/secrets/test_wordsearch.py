"""The keyword search: words that hold another are told from the other's occurrences, and
found exactly where a plain automaton of every word finds them."""

from __future__ import annotations

import random

import pytest
from ahocorasick_rs import AhoCorasick, MatchKind

from govern.secrets.wordsearch import PREFILTER_LIMIT, WordSearch
from tests.secrets.linear import grows_linearly

WORDS = (
    "pass",
    "passw",
    "sshpass",
    "password '",
    "passpass",
    "key",
    "private key",
    "accountkey=",
    "ey",
    "token",
    "bot_token",
    "_",
)


def _plain(words: tuple[str, ...], text: str) -> list[tuple[int, int]]:
    automaton = AhoCorasick(list(words), matchkind=MatchKind.Standard)
    return sorted((i, s) for i, s, _ in automaton.find_matches_as_indexes(text, overlapping=True))


def test_a_word_holding_another_is_not_in_the_automaton() -> None:
    search = WordSearch(WORDS)
    assert set(search.roots) == {"pass", "ey", "token", "_"}
    text = "export sshpass_passw0rd; private key; bot_token=1; password 'x'"
    assert sorted(search.find(text)) == _plain(WORDS, text)


@pytest.mark.parametrize("seed", range(40))
def test_every_occurrence_is_found_as_by_a_plain_automaton(seed: int) -> None:
    rng = random.Random(seed)
    # Texts of the words' pieces, so that words overlap, repeat and are cut at either end.
    pieces = ["pass", "w", "ssh", "ord '", "private ", "k", "ey", "accountkey=", "_", "a", "tok"]
    text = "".join(rng.choice(pieces) for _ in range(rng.randrange(0, 200)))
    assert sorted(WordSearch(WORDS).find(text)) == _plain(WORDS, text)


def test_a_word_cut_by_the_start_of_the_text_is_not_found() -> None:
    # `sshpass` holds `pass` three characters in: `pass` at the start is no `sshpass`.
    assert WordSearch(("pass", "sshpass")).find("pass sshpass") == [(0, 0), (0, 8), (1, 5)]


def test_words_must_be_distinct() -> None:
    with pytest.raises(ValueError, match="distinct"):
        WordSearch(("key", "token", "key"))


def test_only_an_automaton_of_fewer_than_a_hundred_words_keeps_its_prefilter() -> None:
    words = [f"w{n:03d}x" for n in range(PREFILTER_LIMIT)]
    assert WordSearch(words).keeps_prefilter
    assert not WordSearch([*words, "w999x"]).keeps_prefilter
    # Words that hold another cost the automaton nothing.
    assert WordSearch([*words, *(w + "long" for w in words)]).keeps_prefilter


def test_a_huge_text_of_one_repeated_word_takes_linear_time() -> None:

    search = WordSearch(WORDS)

    def scan(n: int) -> None:
        found = search.find("passw" * n)
        assert len(found) == 2 * n

    linear, times = grows_linearly(scan, 200_000)
    assert linear, times
