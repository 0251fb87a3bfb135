"""The keyword search: words that hold another are told from the other's occurrences, more
words than the automaton can hold with its prefilter from substrings they share, and all found
exactly where a plain automaton of every word finds them."""

from __future__ import annotations

import random
import tomllib
from pathlib import Path

import pytest
from ahocorasick_rs import AhoCorasick, MatchKind

from govern.secrets import wordsearch
from govern.secrets.rules import DEFAULT_RULES, load_rules
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


def _tool_names() -> list[str]:
    """The tools rules.toml's command tables name: realistic keywords a rule may add."""
    commands = tomllib.loads(DEFAULT_RULES.read_text())["commands"]
    tools = [*(line.split()[0] for line in commands["synopses"]), *commands["tool_options"]]
    return list(dict.fromkeys(t.lower() for t in tools if len(t) >= 3))


def _realistic(count: int) -> list[str]:
    """COUNT keywords: the shipped ones, then tool names."""
    shipped = list(load_rules().keywords)
    return [*shipped, *(t for t in _tool_names() if t not in shipped)][:count]


def test_an_automaton_of_fewer_than_a_hundred_words_keeps_its_prefilter() -> None:
    words = [f"w{n:03d}x" for n in range(PREFILTER_LIMIT)]
    assert WordSearch(words).keeps_prefilter
    assert WordSearch(words).patterns == WordSearch(words).roots
    # Words that hold another cost the automaton nothing.
    assert WordSearch([*words, *(w + "long" for w in words)]).patterns == tuple(sorted(words))


def test_more_roots_than_the_limit_are_searched_for_by_substrings_they_share() -> None:
    words = [f"w{n:03d}x" for n in range(PREFILTER_LIMIT + 1)]
    search = WordSearch(words)
    assert len(search.roots) == PREFILTER_LIMIT + 1
    assert search.keeps_prefilter
    # No substring of 4 characters is shared; one of 3 is, by ten words (w080x ... w089x, of
    # the rarest digit), which all give way to it.
    assert set(search.patterns) - set(words) == {"w08"}
    assert len(search.patterns) == PREFILTER_LIMIT + 1 - 9


@pytest.mark.parametrize("count", [150, 250, 281])
def test_realistic_keywords_keep_the_prefilter(count: int) -> None:
    search = WordSearch(_realistic(count))
    assert len(search.words) == count
    assert search.keeps_prefilter, len(search.patterns)


def test_the_shared_substrings_occur_few_times_more_than_the_words_do() -> None:
    # Each occurrence of a pattern costs `find` a comparison or more: on govern's own sources
    # (2 MB), the patterns of 250 keywords occur 24,000 times, their roots 10,600 (before the
    # last forty-odd keywords 19,100 against 10,100; chosen by pairs of letters and a few
    # trigrams 22,500 times; earlier, with a dozen fewer keywords, 20,500 against 12,700); on
    # 15 MB of documentation and Python sources 96,000 and 43,000. The newer keywords share
    # short substrings the plan takes ("pi" of /api/ and ping, "sig" of sig= and signl4.com/):
    # the bound holds the plan to that, and a better choice of shared substrings is owed.
    text = "\n".join(p.read_text() for p in sorted(Path("govern").rglob("*.py"))).lower()
    search = WordSearch(_realistic(250))

    def occurrences(words: tuple[str, ...]) -> int:
        automaton = AhoCorasick(list(words), matchkind=MatchKind.Standard)
        return len(automaton.find_matches_as_indexes(text, overlapping=True))

    assert len(search.roots) > PREFILTER_LIMIT
    assert occurrences(search.patterns) < 2.4 * occurrences(search.roots)
    assert sorted(search.find(text)) == _plain(search.words, text)


@pytest.mark.parametrize("seed", range(20))
def test_every_occurrence_of_more_roots_than_the_limit_is_found(seed: int) -> None:
    rng = random.Random(seed)
    words = tuple(_realistic(250))
    # Texts of the words cut at random: overlapping, repeated, and cut at either end.
    pieces = [w[rng.randrange(len(w)) :][: rng.randrange(1, 12)] for w in words for _ in "ab"]
    pieces += [*words, " ", "\n"]
    text = "".join(rng.choice(pieces) for _ in range(rng.randrange(0, 3000)))
    assert sorted(WordSearch(words).find(text)) == _plain(words, text)


@pytest.mark.parametrize("seed", range(40))
def test_words_that_hold_words_are_found_under_a_shared_substring(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    words = (
        *("pass", "sshpass", "passw", "password '", "passpass"),
        *("mysql", "sqlcmd", "sqlplus", "mysqladmin", "sqlsql"),
        *("ctl register", "register node", "etcdctl", "rabbitmqctl"),
    )
    monkeypatch.setattr(wordsearch, "PREFILTER_LIMIT", 4)
    search = WordSearch(words)
    assert search.keeps_prefilter
    # The longest shared substring first, then the rarest of 3 characters.
    assert set(search.patterns) == {"pass", "register", "sql", "ctl"}
    rng = random.Random(seed)
    pieces = ["pass", "w", "ssh", "ord '", "my", "sql", "cmd", "plus", "admin", "ctl", " ", "etc"]
    pieces += ["register", " node", "rabbitmq", "regis"]
    text = "".join(rng.choice(pieces) for _ in range(rng.randrange(0, 300)))
    assert sorted(search.find(text)) == _plain(words, text)


def test_a_huge_text_of_one_repeated_word_takes_linear_time() -> None:

    search = WordSearch(WORDS)

    def scan(n: int) -> None:
        found = search.find("passw" * n)
        assert len(found) == 2 * n

    linear, times = grows_linearly(scan, 200_000)
    assert linear, times
