"""A Spack mirror's S3 key pair in mirrors.yaml: its `access_pair` as a list (the access key id,
then the secret key, in block or flow style) or as a mapping (`id:` beside `secret:`). The id is
reported with its secret; variables' names and an OAuth client's `id` are not. Values are made
here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(34)
KEY_ID = "".join(_RNG.choice(string.ascii_uppercase + string.digits) for _ in range(20))
SECRET = "".join(_RNG.choice(string.ascii_letters + string.digits + "/+") for _ in range(40))

_HEAD = "mirrors:\n  lab-buildcache:\n    url: s3://spack-buildcache\n    access_pair:\n"


@pytest.mark.parametrize(
    "pair",
    [
        f"      - {KEY_ID}\n      - {SECRET}\n",
        f'      - "{KEY_ID}"\n      - "{SECRET}"\n',
        f"      id: {KEY_ID}\n      secret: {SECRET}\n",
    ],
)
def test_an_access_pair_is_found_id_and_secret(rules: RuleSet, pair: str) -> None:
    text = _HEAD + pair + "    endpoint_url: https://s3.lab.internal\n"
    assert found(rules, ".spack/mirrors.yaml", text) == [(5, KEY_ID), (6, SECRET)]


def test_an_access_pair_in_flow_style_is_found(rules: RuleSet) -> None:
    text = f"mirrors:\n  lab:\n    url: s3://cache\n    access_pair: [{KEY_ID}, '{SECRET}']\n"
    assert [v for _, v in found(rules, ".spack/mirrors.yaml", text)] == [KEY_ID, SECRET]


@pytest.mark.parametrize(
    "pair",
    [
        # Variables that hold the pair, named in the file.
        "      id_variable: SPACK_MIRROR_ID\n      secret_variable: SPACK_MIRROR_SECRET\n",
        # The id beside a variable for its secret.
        f"      id: {KEY_ID}\n      secret_variable: SPACK_MIRROR_SECRET\n",
    ],
)
def test_variables_and_an_id_alone_are_passed_over(rules: RuleSet, pair: str) -> None:
    assert found(rules, ".spack/mirrors.yaml", _HEAD + pair) == []


def test_an_oauth_client_id_beside_its_secret_is_not_an_access_key(rules: RuleSet) -> None:
    # An OAuth 2 client's `id` names an application (LABELS.md rule 3); its secret is found.
    text = f"oauth:\n  client:\n    id: lab-portal-frontend\n    secret: {SECRET}\n"
    assert found(rules, "portal/config.yaml", text) == [(4, SECRET)]
