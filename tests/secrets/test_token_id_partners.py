"""A token's id issued with its secret (Modal's, Mux's): written beside the token secret, as
settings or as a command's options, it names the account the secret unlocks and is reported
with it. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(8080)
_ALNUM = string.ascii_letters + string.digits
TOKEN_ID = "ak-" + "".join(_RNG.choice(_ALNUM) for _ in range(20)) + "7"
BARE_ID = "".join(_RNG.choice(string.ascii_lowercase + string.digits) for _ in range(24)) + "3"
SECRET = "as-" + "".join(_RNG.choice(_ALNUM) for _ in range(22)) + "Q1"
MUX_SECRET = "".join(_RNG.choice(_ALNUM + "/+") for _ in range(60)) + "x2"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "mlops", *file_name.split("/"))
    return sorted(m.value for m in find_matches(text, parts, rules))


@pytest.mark.parametrize(
    ("file_name", "text", "token_id", "secret"),
    [
        ("deploy.sh", "modal token set --token-id {i} --token-secret {s}\n", TOKEN_ID, SECRET),
        (
            "ci/run.sh",
            "modal token new --token-id={i} \\\n  --token-secret={s}\n",
            TOKEN_ID,
            SECRET,
        ),
        (".env", "MUX_TOKEN_ID={i}\nMUX_TOKEN_SECRET={s}\n", BARE_ID, MUX_SECRET),
        ("config.yaml", "modal:\n  token_id: {i}\n  token_secret: {s}\n", TOKEN_ID, SECRET),
    ],
)
def test_a_token_id_beside_its_secret_is_reported_with_it(
    rules: RuleSet, file_name: str, text: str, token_id: str, secret: str
) -> None:
    filled = text.format(i=token_id, s=secret)
    assert _values(rules, file_name, filled) == sorted([token_id, secret])


@pytest.mark.parametrize(
    "text",
    [
        # A number, a word, a placeholder, an id far from the secret, an id of another name.
        "MUX_TOKEN_ID=123456789012\nMUX_TOKEN_SECRET={s}\n",
        "MUX_TOKEN_ID=production-token\nMUX_TOKEN_SECRET={s}\n",
        "MUX_TOKEN_ID=YOUR_TOKEN_ID\nMUX_TOKEN_SECRET={s}\n",
        "MUX_TOKEN_ID={i}\n" + "# padding\n" * 200 + "MUX_TOKEN_SECRET={s}\n",
        "MUX_ENV_ID={i}\nMUX_TOKEN_SECRET={s}\n",
        "modal token set --profile-id {i} --token-secret {s}\n",
    ],
)
def test_what_only_looks_like_a_token_id_is_not_reported(rules: RuleSet, text: str) -> None:
    filled = text.format(i=BARE_ID, s=MUX_SECRET)
    assert _values(rules, "deploy.sh", filled) == [MUX_SECRET]


def test_hostile_token_options_take_linear_time(rules: RuleSet) -> None:
    text = f"--token-id {TOKEN_ID} " * 20_000 + f"--token-secret {SECRET}\n"
    text += (f"--token-secret {SECRET} --token-id {TOKEN_ID}\n") * 5_000
    linear, times = text_grows_linearly(lambda part: _values(rules, "deploy.sh", part), text)
    assert linear, times


# An id drawn from letters and digits that happened to draw no digit (one time in some tens).
LETTERS_ID = "ak-" + "".join(_RNG.choice(string.ascii_letters) for _ in range(22))
KEY_ID = "".join(_RNG.choice(string.ascii_uppercase + string.digits) for _ in range(19)) + "K"
SECRET_KEY = "".join(_RNG.choice(_ALNUM + "/+") for _ in range(38)) + "b4"


@pytest.mark.parametrize(
    ("file_name", "text", "key_id", "secret"),
    [
        ("deploy.sh", "tool creds set --token-id {i} --token-secret {s}\n", LETTERS_ID, SECRET),
        ("settings.yaml", "runner:\n  token_id: {i}\n  token_secret: {s}\n", LETTERS_ID, SECRET),
        # A key's id beside its secret key, as settings and as a command's options.
        (".env", "SPACES_KEY_ID={i}\nSPACES_SECRET_KEY={s}\n", KEY_ID, SECRET_KEY),
        (
            "bin/sync.sh",
            "objcli add --bucket-key-id {i} --bucket-secret-key {s}\n",
            KEY_ID,
            SECRET_KEY,
        ),
    ],
)
def test_an_id_without_a_digit_or_named_key_id_is_reported_with_its_secret(
    rules: RuleSet, file_name: str, text: str, key_id: str, secret: str
) -> None:
    filled = text.format(i=key_id, s=secret)
    assert _values(rules, file_name, filled) == sorted([key_id, secret])


@pytest.mark.parametrize(
    "key_id",
    [
        # Words, CamelCase, one case only: a name, not a drawn id.
        "ProductionUploadTokenId",
        "productionuploadtoken",
        "PRODUCTIONUPLOADTOKEN",
        "ak-SharedRunnerToken",
    ],
)
def test_an_id_of_words_beside_a_secret_is_not_reported(rules: RuleSet, key_id: str) -> None:
    filled = f"tool creds set --token-id {key_id} --token-secret {SECRET}\n"
    assert _values(rules, "deploy.sh", filled) == [SECRET]


# A field/value table, as OpenStack's client prints an EC2 credential or an archive's keys.
_HEX = "0123456789abcdef"
EC2_ACCESS = "".join(_RNG.choice(_HEX) for _ in range(31)) + "a"
EC2_SECRET = "".join(_RNG.choice(_HEX) for _ in range(31)) + "b"


def _table(access: str, secret: str) -> str:
    return (
        "+------------+----------------------------------+\n"
        "| Field      | Value                            |\n"
        "+------------+----------------------------------+\n"
        f"| access     | {access} |\n"
        "| project_id | 5d0c2b7e9a1f |\n"
        f"| secret     | {secret} |\n"
        "+------------+----------------------------------+\n"
    )


def test_an_id_in_a_table_row_beside_its_secret_is_reported(rules: RuleSet) -> None:
    found = _values(rules, "ops/ec2-creds.txt", _table(EC2_ACCESS, EC2_SECRET))
    assert found == sorted([EC2_ACCESS, EC2_SECRET])


@pytest.mark.parametrize(
    "text",
    [
        # No secret in the table (masked), or an access that is no id (a mode, a number).
        _table(EC2_ACCESS, "********"),
        _table("read-write", EC2_SECRET),
        _table("1234567890123", EC2_SECRET),
    ],
)
def test_a_table_row_id_is_reported_only_as_an_issued_id(rules: RuleSet, text: str) -> None:
    found = _values(rules, "ops/ec2-creds.txt", text)
    assert EC2_ACCESS not in found or EC2_SECRET in found
    assert "read-write" not in found and "1234567890123" not in found


def test_hostile_table_rows_take_linear_time(rules: RuleSet) -> None:
    text = ("| secret | " + EC2_SECRET + " |\n| access | " * 2000 + "\n") * 20
    linear, times = text_grows_linearly(lambda part: _values(rules, "ops/creds.txt", part), text)
    assert linear, times
