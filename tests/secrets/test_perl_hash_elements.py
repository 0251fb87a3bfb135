"""A Perl hash element set to a literal (`$Self->{DatabasePw} = '...'` in Znuny's and OTRS's
Config.pm, `$conf{'password'} = "..."`): the key inside the braces is the value's name, as a
list's `["password"]` is. Braces that open a block, a format's field or a shell's `${NAME}` name
nothing. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(7914)
PASSWORD = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(15)) + "+k4="


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("opt/otrs/Kernel/Config.pm", f"    $Self->{{DatabasePw}} = '{PASSWORD}';"),
        ("opt/otrs/Kernel/Config.pm", f"    $Self->{{'DatabasePw'}} = '{PASSWORD}';"),
        ("bin/sync.pl", f'$conf{{db_password}} = "{PASSWORD}";'),
        ("bin/sync.pl", f"$conf{{'api_token'}} = '{PASSWORD}';"),
    ],
)
def test_a_secret_hash_element_is_found(rules: RuleSet, path: str, line: str) -> None:
    assert values(rules, path, line + "\n") == [PASSWORD]


@pytest.mark.parametrize(
    ("path", "line"),
    [
        # The element of another name; a format's field and a block, no hash's.
        ("opt/otrs/Kernel/Config.pm", f"    $Self->{{DatabaseUser}} = '{PASSWORD}';"),
        ("bin/report.py", f'print(f"{{password}} = {PASSWORD}")'),
        ("bin/sync.pl", f"sub password {{password}} = '{PASSWORD}';"),
    ],
)
def test_braces_that_subscript_no_hash_name_nothing(rules: RuleSet, path: str, line: str) -> None:
    assert values(rules, path, line + "\n") == []


def test_hostile_hash_subscripts_take_linear_time(rules: RuleSet) -> None:
    # Long runs of names before each brace: the look back for the hash is bounded.
    text = ("$" + "a" * 5000 + "{password} = 'x';\n") * 200 + "->{password}" * 80_000 + "\n"
    linear, times = text_grows_linearly(lambda part: values(rules, "bin/hostile.pl", part), text)
    assert linear, times
