"""Passwords kept in code as a mapping of user names to passwords: under a name that says so,
or under any name whose pairs a loop hands out as passwords. Look-alikes: mappings of users to
roles, e-mail addresses or ids, placeholders and references under a password's name. Values
are generated here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from govern.secrets.usertables import user_table_candidates
from tests.secrets.found import found
from tests.secrets.linear import grows_linearly

_RNG = random.Random(5917)


def _password() -> str:
    drawn = [_RNG.choice(string.ascii_letters + string.digits + "-_=*") for _ in range(13)]
    return "".join(drawn) + _RNG.choice(string.digits) + "Qz"


FIRST, SECOND, THIRD = _password(), _password(), _password()


def test_a_mapping_a_loop_hands_out_as_passwords_gives_them(rules: RuleSet) -> None:
    text = (
        "annotators = {\n"
        f'    "rhona": "{FIRST}",\n'
        '    "tevita": os.environ.get("TEVITA_PW", ""),\n'
        "}\n"
        "roles = {\n"
        f'    "rhona": "{SECOND}",\n'
        "}\n"
        "for name, pw in annotators.items():\n"
        "    rg.User(username=name, password=pw, role=roles[name]).create()\n"
        "for name, role in roles.items():\n"
        "    print(name, role)\n"
    )
    assert found(rules, "annotate/setup.py", text) == [(2, FIRST)]


def test_a_mapping_named_for_passwords_gives_them_not_its_placeholders(rules: RuleSet) -> None:
    text = (
        f'USER_PASSWORDS: dict[str, str] = {{"alice": "{FIRST}", "bob@example.org": "{SECOND}"}}\n'
        'passwords = {"carol": "${CAROL_PW}", "dan": "<password>", "erin": "changeme"}\n'
        f'emails = {{"alice": "alice@example.org", "bob": "{THIRD}"}}\n'
        f'uids = {{"alice": "{THIRD[::-1]}"}}\n'
        f'BROKER_PASSWORD = {{"user": "svc_ingest", "host": "{THIRD[1:]}"}}\n'
        "for user, uid in uids.items():\n"
        "    print(user, uid)\n"
    )
    assert found(rules, "accounts/seed.py", text) == [(1, FIRST), (1, SECOND)]


def test_many_open_braces_and_loops_take_linear_time() -> None:
    def read(n: int) -> None:
        text = "passwords = {'a': 'b', " * n + "\nfor a, pw in x.items(): pass\n" * n
        list(user_table_candidates(text))

    linear, times = grows_linearly(read, 20_000)
    assert linear, times


@pytest.mark.parametrize("piece", ['"a:{', "{", "x = {"])
def test_a_megabyte_of_braces_is_read_in_linear_time(piece: str) -> None:
    # Only a brace after `=` has its name looked back for, within its line and a bound.
    linear, times = grows_linearly(
        lambda n: list(user_table_candidates(piece * n)), 1_000_000 // len(piece)
    )
    assert linear, times
