"""An S3-compatible store's access key id under AWS's names (AWS_ACCESS_KEY_ID beside
AWS_SECRET_ACCESS_KEY): MinIO's, Ceph RGW's and Copernicus Data Space's ids have AWS's shape (20
capitals and digits) but not its AKIA prefix, and may hold no digit at all. Written beside its
secret key, the id is reported with it; an id beside a reference to its key, or a user's name
under the id's name, is not. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(4040)
# Capitals alone, as one such id in some hundreds is: no digit says it was drawn.
KEY_ID = "".join(_RNG.choice("BCDFGHJKLMNPQRSTVWXZ") for _ in range(20))
KEY = "".join(_RNG.choice(string.ascii_letters + string.digits + "/+") for _ in range(40))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("jobs/pull.sbatch", "export AWS_ACCESS_KEY_ID={i}\nexport AWS_SECRET_ACCESS_KEY={k}\n"),
        ("sync/eodata.env", "AWS_SECRET_ACCESS_KEY={k}\nAWS_ACCESS_KEY_ID={i}\n"),
    ],
)
def test_an_s3_key_id_under_aws_names_beside_its_key_is_reported_with_it(
    rules: RuleSet, path: str, text: str
) -> None:
    assert sorted(values(rules, path, text.format(i=KEY_ID, k=KEY))) == sorted([KEY_ID, KEY])


@pytest.mark.parametrize(
    "text",
    [
        # Its key kept elsewhere: the id alone names an account and grants nothing.
        "export AWS_ACCESS_KEY_ID={i}\nexport AWS_SECRET_ACCESS_KEY=$(pass show eodata)\n",
        # A MinIO user's name under the id's name (MinIO's access key may be one).
        "export AWS_ACCESS_KEY_ID=NEXTCLOUDBACKUPWRITE\nexport AWS_SECRET_ACCESS_KEY={k}\n",
    ],
)
def test_an_id_without_its_key_or_a_user_name_is_not_reported(rules: RuleSet, text: str) -> None:
    found = values(rules, "jobs/pull.sbatch", text.format(i=KEY_ID, k=KEY))
    assert not {KEY_ID, "NEXTCLOUDBACKUPWRITE"} & set(found)
