"""Runs of blanks a hostile local user writes into the files root's scan reads: a line of
blanks, a file of blank lines. A pattern that lets two of its parts share a run of blanks tries
every split of it, its square; each reading here grows at most linearly (tests/secrets/linear.py)
and still finds what it found."""

from __future__ import annotations

import pytest

from govern.secrets.formats.blocks import parse_blocks
from govern.secrets.formats.ini import parse_ini
from govern.secrets.formats.structured import _reader
from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import grows_linearly, text_grows_linearly


@pytest.mark.slow
def test_a_network_device_rule_reads_lines_of_blanks_in_linear_time(rules: RuleSet) -> None:
    # network-device-secret's indented alternative (`  timeout 5` / `  key VALUE`) took a line's
    # leading blanks twice, their square: each line of 4,000 blanks before a keyword took 0.5 s,
    # a megabyte of such lines two minutes (a millisecond now).
    parts = ("home", "eve", "switch.txt")
    linear, times = grows_linearly(
        lambda blanks: find_matches((" " * blanks + "key\n") * 24, parts, rules), 4_000
    )
    assert linear, times


def test_a_network_device_rule_still_reads_a_key_under_an_indented_server_line(
    rules: RuleSet,
) -> None:
    config = "tacacs-server host 10.0.0.5\n timeout 5\n key Tq8vLm2xR7pZ\n"
    assert values(rules, "etc/switch.cfg", config) == ["Tq8vLm2xR7pZ"]


@pytest.mark.slow
def test_a_conf_files_format_is_told_from_a_line_of_blanks_in_linear_time() -> None:
    # Whether a `.conf` file opens blocks was asked of its first 16 KB with a name that could
    # begin in the blanks before it: 12,000 blanks took half a minute, a file.
    text = " " * 12_000 + "x\n"
    linear, times = text_grows_linearly(lambda part: _reader(part, "a.conf"), text)
    assert linear, times


@pytest.mark.parametrize(
    ("line", "reader"),
    [
        ("server {", parse_blocks),
        ('resource "a" "b" {', parse_blocks),
        ("  name = {", parse_blocks),
        ("  {", parse_blocks),
        (" \t\t{", parse_blocks),
        ("  = {", parse_blocks),
        ("\t{", parse_ini),
        ("\t= {", parse_ini),
        ("x = 1", parse_ini),
    ],
)
def test_a_conf_file_opening_a_block_is_still_told_as_before(line: str, reader: object) -> None:
    assert _reader(f"a\n{line}\n}}\n", "a.conf") is reader


@pytest.mark.slow
def test_a_kubeconfig_of_blank_lines_is_read_in_linear_time(rules: RuleSet) -> None:
    # kube-credential's `^\s*` ran on from each line's start over all the blank lines below it.
    text = "apiVersion: v1\n" + " \n" * 30_000
    parts = ("home", "eve", ".kube", "config")
    linear, times = text_grows_linearly(lambda part: find_matches(part, parts, rules), text)
    assert linear, times


def test_a_kubeconfig_token_below_blank_lines_is_still_found(rules: RuleSet) -> None:
    token = "kq8VbN3xR7pZt2Lm9WcY4hJd"
    config = f"apiVersion: v1\nusers:\n- name: a\n  user:\n\n   \n    token: {token}\n"
    assert values(rules, ".kube/config", config) == [token]


@pytest.mark.slow
def test_a_commented_settings_line_of_blanks_is_read_in_linear_time(rules: RuleSet) -> None:
    # The remark over a block commented out whole is looked for from the value's own line,
    # whose body ended lazily before its trailing blanks: each blank of a long run inside the
    # line was tried as its end (4.5 s for 20,000 blanks; none now).
    parts = ("home", "eve", "auth.toml")
    token = "ghp_" + "Zq8xV3nB1mK7pL2wR9tYa4Bc6Dd8Ee0Ff2Gg"

    def scan(blanks: int) -> object:
        text = f"# old credential, revoked\n# [auth]\n# token = {token}" + " " * blanks + "z\n"
        return find_matches(text, parts, rules)

    linear, times = grows_linearly(scan, 40_000)
    assert linear, times
