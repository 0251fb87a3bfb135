"""A command that prints a key pair as a record, one field a line (ONTAP's `vserver
object-store-server user create`: `Access Key: ID` above `Secret Key: SECRET`), prints an id
issued with its secret: the id is reported with the secret (LABELS.md rule 2). Beside a masked
or absent secret, or as a word, it is not. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(7310)
ACCESS_KEY = "".join(_RNG.choices(string.ascii_uppercase, k=17)) + "QXZ"
SECRET_KEY = "".join(_RNG.choices(string.ascii_letters + string.digits, k=39)) + "d"


def _record(access: str, secret: str) -> str:
    return (
        "cl1::> vserver object-store-server user create -vserver svm1 -user mlflow\n"
        "\n"
        "Vserver: svm1\n"
        "   User: mlflow\n"
        f"   Access Key: {access}\n"
        f"   Secret Key: {secret}\n"
        "   Warning: The secret key won't be displayed again.\n"
    )


def test_an_access_key_printed_above_its_secret_key_is_reported(rules: RuleSet) -> None:
    assert found(rules, "storage/s3-users.txt", _record(ACCESS_KEY, SECRET_KEY)) == [
        (5, ACCESS_KEY),
        (6, SECRET_KEY),
    ]


@pytest.mark.parametrize(
    ("access", "secret"),
    [
        # The secret masked, as `user show` prints it: no pair.
        (ACCESS_KEY, "****************"),
        # A user's name where the id stands is no issued id.
        ("mlflow", SECRET_KEY),
    ],
)
def test_an_access_key_without_its_secret_or_of_a_name_is_left_alone(
    rules: RuleSet, access: str, secret: str
) -> None:
    reported = [value for _, value in found(rules, "storage/s3-users.txt", _record(access, secret))]
    assert access not in reported
