"""Key ids of a documented shape, issued with a secret of a documented shape and written beside
it, are reported with it (LABELS.md rule 2): a Rancher API key's access key (`token-` and five
characters, too short to look random) beside its 54-character secret key, in the CLI's
cli2.json and a Terraform variables file. The same id beside a reference for its secret, or
beside a secret of another shape, is not. Values are made here."""

from __future__ import annotations

import json
import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(40417)
_LOWER = string.ascii_lowercase + string.digits
ACCESS_KEY = "token-" + "".join(_RNG.choices(_LOWER, k=4)) + "7"
SECRET_KEY = "".join(_RNG.choices(_LOWER, k=53)) + "q"


def _cli2(access: str, secret: str) -> str:
    server = {"accessKey": access, "secretKey": secret, "url": "https://rancher.example.org"}
    return json.dumps({"Servers": {"rancherDefault": server}}, indent=2) + "\n"


def test_a_rancher_access_key_beside_its_secret_key_is_reported(rules: RuleSet) -> None:
    assert found(rules, ".rancher/cli2.json", _cli2(ACCESS_KEY, SECRET_KEY)) == [
        (4, ACCESS_KEY),
        (5, SECRET_KEY),
    ]
    tfvars = f'rancher_access_key = "{ACCESS_KEY}"\nrancher_secret_key = "{SECRET_KEY}"\n'
    assert found(rules, "infra/terraform.tfvars", tfvars) == [(1, ACCESS_KEY), (2, SECRET_KEY)]


@pytest.mark.parametrize(
    "secret",
    # A reference for the secret key; a secret of another shape (no Rancher key's).
    ["${RANCHER_SECRET_KEY}", "".join(_RNG.choices(string.ascii_letters, k=40)) + "Z9"],
)
def test_a_rancher_access_key_without_its_secret_key_is_left_alone(
    rules: RuleSet, secret: str
) -> None:
    reported = [value for _, value in found(rules, ".rancher/cli2.json", _cli2(ACCESS_KEY, secret))]
    assert ACCESS_KEY not in reported
