"""The manifest URL Rancher gives to import a cluster, https://RANCHER/v3/import/TOKEN_CLUSTER.yaml,
holds the cluster registration token (54 small letters and digits) before the cluster's id: it
registers a cluster into Rancher. Other paths under /v3/, and a token of another shape there,
are not reported. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(8821)
_LOWER = string.ascii_lowercase + string.digits
TOKEN = "".join(_RNG.choices(_LOWER, k=53)) + "x"
CLUSTER = "".join(_RNG.choices(_LOWER, k=7)) + "2"


@pytest.mark.parametrize("cluster", [f"c-m-{CLUSTER}", f"c-{CLUSTER[:5]}"])
def test_the_registration_token_in_an_import_url_is_reported(rules: RuleSet, cluster: str) -> None:
    text = (
        "Import Existing > Generic:\n\n"
        f"    kubectl apply -f https://rancher.example.org/v3/import/{TOKEN}_{cluster}.yaml\n"
    )
    assert found(rules, "notes/rancher-import.md", text) == [(3, TOKEN)]


@pytest.mark.parametrize(
    "url",
    [
        # The cluster's own API path, and a token too short for a registration token's.
        f"https://rancher.example.org/v3/clusters/{'c-m-' + CLUSTER}",
        f"https://rancher.example.org/v3/import/{TOKEN[:20]}_c-m-{CLUSTER}.yaml",
    ],
)
def test_other_rancher_urls_are_left_alone(rules: RuleSet, url: str) -> None:
    assert found(rules, "notes/rancher-import.md", f"kubectl apply -f {url}\n") == []
