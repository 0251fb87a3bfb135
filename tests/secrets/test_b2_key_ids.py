"""Backblaze B2's application key id written beside its key (B2_APPLICATION_KEY_ID beside
B2_APPLICATION_KEY, an rclone b2 remote's `account` beside its `key`) names the key the secret
is, and is reported with it; an id alone, or an account's name beside another store's key, is
not. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(2525)
_HEX = "0123456789abcdef"
KEY_ID = "004" + "".join(_RNG.choice(_HEX) for _ in range(14)) + "0000000" + "1"
KEY = "K004" + "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(27))
AZURE_KEY = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(86)) + "=="


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("sync/b2.env", "B2_APPLICATION_KEY_ID={i}\nB2_APPLICATION_KEY={k}\n"),
        ("sync/b2.sh", "export B2_APPLICATION_KEY={k}\nexport B2_APPLICATION_KEY_ID='{i}'\n"),
        (
            ".config/rclone/rclone.conf",
            "[cold]\ntype = b2\naccount = {i}\nkey = {k}\nversions = true\n",
        ),
        # restic's names in a systemd unit, an assignment quoted whole or not, and a Dockerfile.
        (
            "etc/systemd/system/offsite.service",
            '[Service]\nEnvironment=B2_ACCOUNT_ID={i}\nEnvironment="B2_ACCOUNT_KEY={k}"\n',
        ),
        (
            "etc/systemd/system/offsite.service",
            "[Service]\nEnvironment=\"B2_ACCOUNT_KEY={k}\"\nEnvironment='B2_ACCOUNT_ID={i}'\n",
        ),
        ("sync/Dockerfile", "FROM restic/restic\nENV B2_ACCOUNT_ID={i}\nENV B2_ACCOUNT_KEY={k}\n"),
    ],
)
def test_a_b2_key_id_beside_its_key_is_reported_with_it(
    rules: RuleSet, path: str, text: str
) -> None:
    assert sorted(values(rules, path, text.format(i=KEY_ID, k=KEY))) == sorted([KEY_ID, KEY])


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # The id alone, its key kept elsewhere.
        ("sync/b2.env", "B2_APPLICATION_KEY_ID={i}\nB2_APPLICATION_KEY=$(pass show b2)\n"),
        (".config/rclone/rclone.conf", "[cold]\ntype = b2\naccount = {i}\nkey =\n"),
        ("etc/systemd/system/offsite.service", "[Service]\nEnvironment=B2_ACCOUNT_ID={i}\n"),
        # A B2 account's own id (its master key's: 12 hex digits) is public.
        (".config/rclone/rclone.conf", "[cold]\ntype = b2\naccount = 3f09ab12cd77\nkey = {k}\n"),
        # Another store's account name beside its key.
        (
            ".config/rclone/rclone.conf",
            "[blob]\ntype = azureblob\naccount = labdata2024store\nkey = {a}\n",
        ),
    ],
)
def test_an_id_without_its_key_or_an_account_name_is_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    found = values(rules, path, text.format(i=KEY_ID, k=KEY, a=AZURE_KEY))
    assert not {KEY_ID, "3f09ab12cd77", "labdata2024store"} & set(found)


@pytest.mark.parametrize(
    "text",
    [
        "store.access_key_id = {i}\nstore.secret_access_key = {k}\n",
        "[b2]\nsecret_access_key = {k}\naccess_key_id = {i}\n",
    ],
)
def test_a_b2_key_id_under_s3_names_beside_a_b2_key_is_reported_with_it(
    text: str, rules: RuleSet
) -> None:
    found = values(rules, "srv/tiles/s3.properties", text.format(i=KEY_ID, k=KEY))
    assert sorted(found) == sorted([KEY_ID, KEY])


def test_an_id_under_s3_names_beside_another_stores_key_is_not_reported(rules: RuleSet) -> None:
    other_key = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(40))
    text = f"store.access_key_id = {KEY_ID}\nstore.secret_access_key = {other_key}\n"
    assert KEY_ID not in values(rules, "srv/tiles/s3.properties", text)
