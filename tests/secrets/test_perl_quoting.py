"""Perl quotes a literal by brackets as well as by quotes (q{...}, qq(...), q[...]): under a
secret's name, or given to a setter with the variable, the inside is the value. A call to a
function named q, and a bracket left open, are not such literals. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(3111)
PASSWORD = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(18)) + "k4"


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("etc/tracker/SiteConfig.pm", f"Set( $MailPassword, q{{{PASSWORD}}} );"),
        ("etc/tracker/SiteConfig.pm", f"Set($LdapBindPassword, qq({PASSWORD}));"),
        ("lib/Backup/Conf.pm", f"our $api_token = q[{PASSWORD}];"),
        ("bin/sync.pl", f"my %db = ( password => q<{PASSWORD}> );"),
    ],
)
def test_perl_bracket_quoted_secrets_are_found(rules: RuleSet, path: str, line: str) -> None:
    assert values(rules, path, line + "\n") == [PASSWORD]


@pytest.mark.parametrize(
    "line",
    [
        # A function named q given a literal, a bracket never closed, an empty literal.
        f'password = q("{PASSWORD[:6]}")',
        f"my $password = q{{{PASSWORD}",
        "Set( $MailPassword, q{} );",
    ],
)
def test_other_q_brackets_are_no_literal(rules: RuleSet, line: str) -> None:
    assert values(rules, "bin/sync.pl", line + "\n") == []


def test_hostile_perl_quotes_take_linear_time(rules: RuleSet) -> None:
    text = "".join(f"$password{i} = q{{" + "q{" * 300 + "\n" for i in range(1000))
    text += "my $password = q(" + "q(" * 400_000 + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "bin/hostile.pl", part), text)
    assert linear, times


def test_brackets_left_open_along_one_line_take_linear_time(rules: RuleSet) -> None:
    # A megabyte of one line of q{ under secret names, none closed: each is given up on at once,
    # not read up to a value's length along the line.
    text = "$password = q{" * 70_000 + "\n"

    def scan(part: str) -> None:
        assert values(rules, "bin/hostile.pl", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times
