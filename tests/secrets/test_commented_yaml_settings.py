"""A YAML setting commented out (`#PMG_MAPI_KEY: KEY`, `# password: PW`) is still in the file:
its value is judged as the setting's would be. A remark after a colon, a reference and a
placeholder stay unreported, and the comment does not change where the settings below it are.
Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(3516)
_ALNUM = string.ascii_letters + string.digits
LEGACY = "".join(_RNG.choices(_ALNUM, k=15)) + "Q"
CURRENT = "".join(_RNG.choices(_ALNUM, k=31)) + "7"
PASSWORD = "".join(_RNG.choices(_ALNUM, k=12)) + "%!"


def test_a_commented_key_of_a_known_name_is_found(rules: RuleSet) -> None:
    text = (
        "PMG_DEFAULT_FUNCTIONAL: PBE_64\n"
        f"PMG_MAPI_KEY: {CURRENT}\n"
        "# legacy api key, only for the old MPRester\n"
        f"#PMG_MAPI_KEY: {LEGACY}\n"
    )
    assert found(rules, ".config/.pmgrc.yaml", text) == [(2, CURRENT), (4, LEGACY)]


def test_a_commented_password_in_a_block_is_found(rules: RuleSet) -> None:
    text = f"database:\n  user: lab\n  # password: '{PASSWORD}'\n  host: db.example.org\n"
    assert found(rules, "app/config.yaml", text) == [(3, PASSWORD)]


def test_a_block_commented_out_whole_keeps_its_indentation_after_the_sign(
    rules: RuleSet,
) -> None:
    # `#` at the line's start, the block's indentation after it: the settings are still read.
    text = f"#database:\n#  user: lab\n#  password: '{PASSWORD}'\n#    token: {CURRENT}\n"
    assert found(rules, "app/config.yaml", text) == [(3, PASSWORD), (4, CURRENT)]


@pytest.mark.parametrize(
    "comment",
    [
        "#   note: the token rotates monthly",
        "#  password: changeme",
        "# note: the token rotates monthly",
        "#api_key: ${MP_API_KEY}",
        "# password: changeme",
        "# token: see the vault",
        "# key: value",
    ],
)
def test_what_is_no_commented_secret(rules: RuleSet, comment: str) -> None:
    text = f"database:\n  user: lab\n{comment}\n  host: db.example.org\n"
    assert found(rules, "app/config.yaml", text) == []
