"""An ID issued with a secret, given as a command's option: found with its secret written beside
it (`s3cmd --access_key=ID --secret_key=KEY`), not when the secret comes from a variable
(`modal token set --token-id ID --token-secret "$S"`: the ID names an account and unlocks
nothing alone), nor with no secret's option beside it, nor as a placeholder or a number. Values
are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(4242)
_ALNUM = string.ascii_letters + string.digits
TOKEN_ID = "ak-" + "".join(_RNG.choices(_ALNUM, k=21)) + "5"
KEY_ID = "".join(_RNG.choices(string.ascii_lowercase + string.digits, k=23)) + "9"
# An S3 service's access key id: capitals and digits, as MinIO and AWS issue them.
SERVICE_KEY_ID = "".join(_RNG.choices(string.ascii_uppercase + string.digits, k=19)) + "Q"


@pytest.mark.parametrize(
    ("text", "line", "value"),
    [
        (f"modal token set --token-id {TOKEN_ID} --token-secret $TOK_SECRET\n", 1, TOKEN_ID),
        (
            f"echo setup\nmodal token set \\\n    --profile lab \\\n    --token-id={TOKEN_ID} \\\n"
            '    --token-secret="${TOK_SECRET}"\n',
            4,
            TOKEN_ID,
        ),
        (f"sync-tool login --s3-key-id {KEY_ID} --s3-secret-key $S3_SECRET\n", 1, KEY_ID),
        # MinIO's `mc admin user svcacct add` names the service account's id --access-key.
        (
            f'mc admin user svcacct add lab u --access-key {SERVICE_KEY_ID} --secret-key "$S"\n',
            1,
            SERVICE_KEY_ID,
        ),
    ],
)
def test_an_id_beside_its_secret_option_from_a_variable_is_not_reported(
    rules: RuleSet, text: str, line: int, value: str
) -> None:
    assert value in text.splitlines()[line - 1]
    assert found(rules, "ops/setup.sh", text) == []


@pytest.mark.parametrize(
    "command",
    [
        "b2 account authorize {id} {secret}",
        "b2 account authorize {id} \\\n  {secret}",
        "mc alias set lab https://s3.lab.example {id} {secret}",
    ],
)
def test_an_id_argument_is_found_beside_its_written_secret_not_beside_a_variable(
    rules: RuleSet, command: str
) -> None:
    written = command.format(id=SERVICE_KEY_ID, secret=SECRET_KEY) + "\n"
    assert [value for _, value in found(rules, "ops/setup.sh", written)] == [
        SERVICE_KEY_ID,
        SECRET_KEY,
    ]
    for reference in (
        '"$B2_APPLICATION_KEY"',
        "${KEY}",
        '"$(pass show b2)"',
        "<application-key>",
        "YOUR_APPLICATION_KEY",
    ):
        beside = command.format(id=SERVICE_KEY_ID, secret=reference) + "\n"
        assert found(rules, "ops/setup.sh", beside) == [], beside


@pytest.mark.parametrize(
    "text",
    [
        f"modal token set --token-id {TOKEN_ID} --profile lab\n",
        "modal token set --token-id ak-XXXXXXXXXXXXXXXXXXXXXX --token-secret $TOK_SECRET\n",
        "tool --key-id 123456789012345 --secret-key $S\n",
        # A GPG key's long id or fingerprint names a public key; the secret key is the file.
        "sign-tool --key-id 3AA5C34371567BD2 --secret-key $KEYFILE\n",
        "sign-tool --key-id 0x3AA5C34371567BD2 --secret-key $KEYFILE\n",
        "sign-tool --key-id=9C2E1F0A7B3D4E5F60718293A4B5C6D7E8F90A1B --secret-key $KEYFILE\n",
        f"tool --token-id {TOKEN_ID}\ncurl -H 'x' --token-secret $S\n",
        # An access key's id alone, as a command that reads its account names it.
        f"mc admin user svcacct info lab {SERVICE_KEY_ID}\n",
    ],
)
def test_ids_without_their_secret_option_and_placeholders_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert found(rules, "ops/setup.sh", text) == []


def test_a_megabyte_of_id_options_without_secrets_is_scanned_quickly(rules: RuleSet) -> None:
    text = f"modal token set --token-id {TOKEN_ID} --a b --c d --e f --g h --i j --k\n" * 14_000

    def scan(part: str) -> None:
        assert found(rules, "ops/setup.sh", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


# Capitals alone, as some S3 services issue them: alone, it is no secret by its look.
ACCESS_KEY = "".join(_RNG.choices(string.ascii_uppercase, k=20))
SECRET_KEY = "".join(_RNG.choices(_ALNUM, k=39)) + "3"


@pytest.mark.parametrize("joiner", ["-", "_"])
def test_an_access_key_option_beside_its_secret_option_is_found_whatever_joins_its_words(
    rules: RuleSet, joiner: str
) -> None:
    # s3cmd spells its options with underscores (--access_key, --secret_key).
    text = (
        f"s3cmd --host=objects.lab.example \\\n  --access{joiner}key={ACCESS_KEY} \\\n"
        f"  --secret{joiner}key={SECRET_KEY} \\\n  ls s3://runs\n"
    )
    assert found(rules, "ops/sync.sh", text) == [(2, ACCESS_KEY), (3, SECRET_KEY)]


def test_a_placeholder_access_key_beside_an_underscored_secret_option_is_not_reported(
    rules: RuleSet,
) -> None:
    text = f"s3cmd --access_key=YOUR_ACCESS_KEY_HERE --secret_key={SECRET_KEY} ls s3://runs\n"
    assert found(rules, "ops/sync.sh", text) == [(1, SECRET_KEY)]


# A Garage key id (GK and 24 hex digits), found by its shape rather than by a name.
GARAGE_KEY_ID = "GK" + "".join(_RNG.choices("0123456789abcdef", k=24))
GARAGE_SECRET = "".join(_RNG.choices("0123456789abcdef", k=64))


def test_an_id_its_shape_found_beside_its_secret_option_from_a_variable_is_not_reported(
    rules: RuleSet,
) -> None:
    # Another tool's password below does not make the id's own secret written.
    text = (
        f"kopia repository create s3 --bucket=homes \\\n  --access-key={GARAGE_KEY_ID} "
        '--secret-key="$AWS_SECRET_ACCESS_KEY"\n'
        "kopia server user add eko@laptop --user-password='Vq7!mZr2Lp9x'\n"
    )
    assert found(rules, "ops/kopia.sh", text) == [(3, "Vq7!mZr2Lp9x")]


def test_an_id_its_shape_found_beside_its_written_secret_option_is_found(
    rules: RuleSet,
) -> None:
    text = f"kopia repository create s3 --access-key={GARAGE_KEY_ID} --secret-key={GARAGE_SECRET}\n"
    assert found(rules, "ops/kopia.sh", text) == [(1, GARAGE_KEY_ID), (1, GARAGE_SECRET)]
