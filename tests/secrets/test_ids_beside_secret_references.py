"""An AWS access key id (AKIA…) written where its secret is used though the secret is kept
elsewhere (a reference to it beside the id) is reported; one alone, or beside prose that says
"secret", is not. An id known by its name alone (an access key id of no issuer's shape) is not
reported where its own secret beside it is left empty, whatever other secret is near. Values are
made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.partners import own_secret_left_empty, secret_names
from govern.secrets.rules import RuleSet
from tests.secrets.found import values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(4417)
AKIA = "AKIA" + "".join(_RNG.choice(string.ascii_uppercase + "234567") for _ in range(16))
PLAIN_ID = "ST" + "".join(_RNG.choice(string.ascii_uppercase + string.digits) for _ in range(18))
SALT = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(32))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "deploy/issuer.yaml",
            "solver:\n  s3:\n    keyId: {i}\n    secretKeySecretRef:\n      name: s3-creds\n",
        ),
        ("jobs/fetch.jl", 'c = Credentials("{i}",\n    ENV["ARCHIVE_SECRET"])\n'),
        (
            "jobs/sync.sh",
            "export AWS_ACCESS_KEY_ID={i}\nexport AWS_SECRET_ACCESS_KEY=$(pass aws)\n",
        ),
    ],
)
def test_an_akia_id_beside_a_reference_to_its_secret_is_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert values(rules, path, text.format(i=AKIA)) == [AKIA]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("notes/mail.md", "- relay user is the key id `{i}`; its secret is in the vault\n"),
        ("notes/mail.md", "- relay user is the key id `{i}`\n- secret: ask the admins\n"),
        ("deploy/issuer.yaml", "solver:\n  s3:\n    keyId: {i}\n    region: eu-north-1\n"),
    ],
)
def test_an_akia_id_alone_is_not_reported(rules: RuleSet, path: str, text: str) -> None:
    assert values(rules, path, text.format(i=AKIA)) == []


def test_an_id_known_by_name_beside_its_empty_secret_is_not_reported(rules: RuleSet) -> None:
    text = (
        '{{"Files": {{\n    "LinkSalt": "{s}",\n    "StoreAccessKeyId": "{i}",\n'
        '    "StoreSecretAccessKey": "",\n    "StoreBucket": "files"\n}}}}\n'
    )
    assert values(rules, "chat/config.json", text.format(s=SALT, i=PLAIN_ID)) == [SALT]
    # Its secret set, the id is reported with it.
    filled = text.replace('Key": ""', f'Key": "{SALT[::-1]}"').format(s=SALT, i=PLAIN_ID)
    assert PLAIN_ID in values(rules, "chat/config.json", filled)


def test_an_id_whose_own_secret_is_set_is_reported_beside_another_left_empty(
    rules: RuleSet,
) -> None:
    # Two profiles: the first's secret left empty says nothing of the second's id, whose own
    # secret, nearer to it, is set.
    secret = SALT[::-1]
    text = (
        f"[default]\nstore_access_key_id = {PLAIN_ID[::-1]}\nstore_secret_access_key =\n\n"
        f"[prod]\nstore_access_key_id = {PLAIN_ID}\nstore_secret_access_key = {secret}\n"
    )
    assert values(rules, "etc/store.ini", text) == [PLAIN_ID, secret]


@pytest.mark.parametrize(
    "near_misses",
    [
        '"OtherSecretKey": "",\nthe secret, a secret\n' * 25_000,
        "secret" * 170_000,
        "x" * 60 + "Secret" + "y" * 60 + " secret\n",
    ],
)
def test_the_names_of_secrets_and_empty_secrets_are_found_quickly(near_misses: str) -> None:
    text = near_misses * max(1, 1_000_000 // len(near_misses))

    def scan(part: str) -> None:
        secret_names(part)
        assert not own_secret_left_empty(part, "StoreAccessKeyId", 0, len(part))

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def test_an_id_whose_command_refers_to_its_secret_is_not_paired_with_another(
    rules: RuleSet,
) -> None:
    # The id's own secret is the output of a command (rule 2: not written with it): the
    # password another command gives below is no partner of it, and is still reported.
    password = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(18)) + "q7"
    history = (
        f'radosgw-admin user create --uid=cloud --access-key={PLAIN_ID} --secret="$(cat s.key)"\n'
        f"seaf-cli sync -l lib -s https://files.example.org -u svc@example.org -p '{password}'\n"
    )
    assert values(rules, ".bash_history", history) == [password]
    history = history.replace('"$(cat s.key)"', SALT)
    assert values(rules, ".bash_history", history) == [PLAIN_ID, SALT, password]
    history = history.replace(f"--secret={SALT}", '--secret-key "$RGW_SECRET"')
    assert values(rules, ".bash_history", history) == [password]
