"""govern.plaintoml reads what it reads exactly as tomllib does, and hands it everything else."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from govern.plaintoml import _Doubt, _read, load

REPO = Path(__file__).resolve().parents[1]

# Pieces of lines, valid and not, that a document is assembled from: the reader must either
# doubt the result or agree with tomllib on it, including on refusing it.
_KEYS = ["a", "b", "user_socket", "A-1_", "1234", "-", '"a"', "a.b", "é", "", " a", "a b"]
_VALUES = [
    '"x"', '""', '"""x"""', "'y'", "''", "'''y'''", '"a#b"', "'a\"b'", '"a\\"b"', '"\\u00e9"',
    '"tab\there"', '"é☃"', '"x', "'x", "0", "-0", "+7", "12", "007", "1_000", "0x1f", "1.5",
    "1e3", "1E-3", "6.02e+23", "-0.0", "0.5", "1.", ".5", "1e", "01.5", "1_0.0", "1e400",
    "1.5e2.5", "1e+-2", "1e05", "+inf", "inf", "nan", "99999999999999999999999", "true",
    "false", "True", "1979-05-27",
    "[]", "[ ]", '["a", 1, true]', "['a',]", "[1,,2]", "[,]", "[[1]]", "[1", '["a" "b"]',
    "[1 # c]", "{}", "{ a = 1 }", "", "=", "# c", "1 2",
]  # fmt: skip
_HEADERS = ["[a]", "[b]", "[a.b]", "[a.b.c]", "[serve]", "[[a]]", "[ a ]", "[a..b]", "[]", "[a",
            "[a]]", '["a"]', "[a] # c", "[a] x", "[é]"]  # fmt: skip
_JUNK = ["", "# comment", "   ", "\t# tab", "\r", "\x00", "\x7f", "\ufeff", "x", "[a]\r"]
_TAILS = ["", " ", " # c", "#c", ",", " x", "]"]
# Only valid lines, with few names: documents that define tables and keys twice, or a table
# where a key is, and so on; most are read, and the reader must tell these cases apart as TOML
# does (or doubt).
_FEW_KEYS, _FEW_HEADERS = ["a", "b", "c"], ["[a]", "[b]", "[a.b]", "[a.c]", "[b.a]", "[a.b.c]"]
_VALID_VALUES = ['"x"', "'y'", "0", "-3", "2.5", "true", "[]", '["a", 1]']


def _lines(
    keys: list[str], values: list[str], headers: list[str], junk: list[str], tails: list[str]
) -> st.SearchStrategy[str]:
    pair = st.builds(
        lambda key, spaces, value, tail: f"{key}{spaces}={spaces}{value}{tail}",
        st.sampled_from(keys),
        st.sampled_from(["", " ", "\t"]),
        st.sampled_from(values),
        st.sampled_from(tails),
    )
    indent = st.sampled_from(["", "  ", "\t"])
    line = st.one_of(pair, st.sampled_from(headers), st.sampled_from(junk))
    return st.builds(lambda space, text: space + text, indent, line)


_ANY_LINE = _lines(_KEYS, _VALUES, _HEADERS, _JUNK, _TAILS)
_VALID_LINE = _lines(_FEW_KEYS, _VALID_VALUES, _FEW_HEADERS, ["", "# c"], ["", " # c"])


def _tomllib(text: str) -> object:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError:
        return "refused"


def _plain(text: str) -> object:
    try:
        return _read(text)
    except _Doubt:
        return "doubt"


def _agrees_or_doubts(lines: list[str], end: str) -> None:
    text = "\n".join(lines) + end
    plain = _plain(text)
    assert plain == "doubt" or plain == _tomllib(text)


@settings(max_examples=2000, deadline=None)
@given(st.lists(_ANY_LINE, max_size=8), st.sampled_from(["", "\n"]))
def test_what_it_reads_tomllib_reads_alike(lines: list[str], end: str) -> None:
    _agrees_or_doubts(lines, end)


@settings(max_examples=2000, deadline=None)
@given(st.lists(_VALID_LINE, max_size=8), st.sampled_from(["", "\n"]))
def test_tables_and_keys_given_twice_are_told_apart(lines: list[str], end: str) -> None:
    _agrees_or_doubts(lines, end)


@pytest.mark.parametrize(
    "path",
    [REPO / "examples" / "site" / "govern.toml", *sorted(REPO.glob("tests/**/govern.toml"))],
    ids=lambda path: str(path.relative_to(REPO)),
)
def test_a_site_configuration_is_read_without_tomllib(path: Path) -> None:
    text = path.read_text()
    assert _read(text) == tomllib.loads(text)


def test_beyond_it_tomllib_reads_or_refuses() -> None:
    assert load(b'a = 1.5\n[b]\nc = """x"""\n') == {"a": 1.5, "b": {"c": "x"}}
    with pytest.raises(ValueError):
        load(b"[a]\n[a]\n")
    with pytest.raises(ValueError):
        load(b"a = \xff\n")
