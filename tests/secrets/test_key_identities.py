"""A key's identity (Omeka S's key_identity, any tool's KEY_IDENTITY) is the id issued with the
key's credential: reported with that credential, as an access key's id is, and not alone (a
shell's profile, a note that says where the credential is kept). Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import grows_linearly

_RNG = random.Random(2727)
_ALNUM = string.ascii_letters + string.digits
IDENTITY = "".join(_RNG.choice(_ALNUM) for _ in range(32))
CREDENTIAL = "".join(_RNG.choice(_ALNUM) for _ in range(32))


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("harvest.py", 'params = {{"key_identity": "{i}", "key_credential": "{c}"}}\n'),
        ("sync.php", "$keyIdentity = '{i}';\n$keyCredential = '{c}';\n"),
        ("omeka-cli.yaml", "api:\n  key_identity: {i}\n  key_credential: {c}\n"),
    ],
)
def test_a_key_identity_is_reported_with_its_credential(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert values(rules, file_name, text.format(i=IDENTITY, c=CREDENTIAL)) == [IDENTITY, CREDENTIAL]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        (".profile", "export ARCHIVE_KEY_IDENTITY={i}\nexport ARCHIVE_URL=https://a.example.org\n"),
        ("import.jl", 'const key_identity = "{i}"  # the credential is read from the keyring\n'),
        ("README.md", "Our key_identity is `{i}`; ask for the credential.\n"),
        # A credential masked, a reference or a placeholder is no secret found beside it.
        ("run.sh", "KEY_IDENTITY={i}\nKEY_CREDENTIAL=${{OMEKA_CREDENTIAL}}\n"),
        ("cfg.ini", "[omeka]\nkey_identity = {i}\nkey_credential = ********\n"),
    ],
)
def test_a_key_identity_alone_is_not_reported(rules: RuleSet, file_name: str, text: str) -> None:
    assert values(rules, file_name, text.format(i=IDENTITY)) == []


def test_many_key_identities_take_linear_time(rules: RuleSet) -> None:
    def scan(n: int) -> None:
        values(
            rules,
            "ids.py",
            f'key_identity = "{IDENTITY}"\n' * n + f'key_credential = "{CREDENTIAL}"\n',
        )

    linear, times = grows_linearly(scan, 20_000)
    assert linear, times
