"""A password a program hands to a command's standard input through its run call
(`subprocess.run(["kinit", ...], input=b"PASSWORD\\n")`): the tools that read one from standard
input (kinit, chpasswd; passwd with --stdin, htpasswd with -i), not a variable given as input,
nor another tool's input. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import grows_linearly

_RNG = random.Random(5123)
PASSWORD = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(15)) + "%4"


@pytest.mark.parametrize(
    "call",
    [
        f'subprocess.run(["kinit", "-r", "7d", principal], input=b"{PASSWORD}\\n")',
        f"proc = subprocess.run(['/usr/local/bin/kinit', user], input='{PASSWORD}', text=True)",
        f'subprocess.check_output(["htpasswd", "-iB", "users.db", "ann"], input=b"{PASSWORD}")',
        f'subprocess.run(["sudo", "passwd", "--stdin", "ann"], input=b"{PASSWORD}\\n")',
    ],
)
def test_a_literal_given_as_a_password_readers_input_is_found(rules: RuleSet, call: str) -> None:
    assert found(rules, "renew.py", f"import subprocess\n{call}\n") == [(2, PASSWORD)]


def test_the_input_may_follow_on_the_calls_next_lines(rules: RuleSet) -> None:
    text = f'subprocess.run(\n    ["kinit", principal],\n    input=b"{PASSWORD}\\n",\n)\n'
    assert found(rules, "renew.py", text) == [(3, PASSWORD)]


@pytest.mark.parametrize(
    "call",
    [
        'subprocess.run(["kinit", principal], input=password_bytes)',
        'subprocess.run(["kinit", principal], input=secret.encode())',
        f'subprocess.run(["passwd", "ann"], input=b"{PASSWORD}")',
        f'subprocess.run(["htpasswd", "-B", "users.db", "ann"], input=b"{PASSWORD}")',
        f'subprocess.run(["klist", "-s"], input=b"{PASSWORD}")',
    ],
)
def test_no_literal_or_no_password_reader_is_left_alone(rules: RuleSet, call: str) -> None:
    assert found(rules, "renew.py", f"import subprocess\n{call}\n") == []


def test_input_call_near_misses_scan_quickly(rules: RuleSet) -> None:
    line = '["kinit", "' + "x" * 280 + '"] ' + "y" * 250 + " passwd\n"
    linear, times = grows_linearly(
        lambda n: found(rules, "renew.py", line * n), 1_000_000 // len(line)
    )
    assert linear, times
