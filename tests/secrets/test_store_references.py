"""The External Secrets Operator's references: an ExternalSecret's `data[].remoteRef.key` and
`dataFrom[].extract.key` name a secret in the store (a Vault path, a Secrets Manager name),
never its value, however its words and digits run. A literal written into the same document's
template, and a `key` of another mapping, are still found. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(55)
PASSWORD = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(18))
KEY = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(32))


def _segment() -> str:
    """A store path's segment of small letters and digits joined by dashes (robot-k8s-pull)."""
    return "-".join(
        "".join(_RNG.choice(string.ascii_lowercase + string.digits) for _ in range(n))
        for n in (5, 3, 4)
    )


STORE_PATH = f"kv/{_segment()}/{_segment()}"
STORE_NAME = f"prod/{_segment()}"

EXTERNAL_SECRET = f"""apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: registry-pull
spec:
  secretStoreRef:
    kind: ClusterSecretStore
    name: vault
  target:
    template:
      data:
        config.json: '{{"user": "svc", "password": "{PASSWORD}"}}'
  data:
    - secretKey: password
      remoteRef:
        key: {STORE_PATH}
        property: secret
  dataFrom:
  - find:
      name:
        regexp: "^registry-"
  - extract:
      key: {STORE_NAME}
"""


def test_a_store_reference_is_not_a_secret_beside_a_literal(rules: RuleSet) -> None:
    assert found(rules, "k8s/registry-externalsecret.yaml", EXTERNAL_SECRET) == [(12, PASSWORD)]


@pytest.mark.parametrize(
    "text",
    [
        # `extract` outside a dataFrom list, and a `key` set beside a reference, not in it.
        f"cache:\n  extract:\n    key: {KEY}\n",
        f"spec:\n  remoteRef:\n    property: token\n  key: {KEY}\n",
        f"- remoteRef:\n    key: kv/app\n- key: {KEY}\n",
    ],
)
def test_a_key_of_another_mapping_is_still_found(rules: RuleSet, text: str) -> None:
    document = "apiVersion: v1\nkind: ConfigMap\n" + text
    # Beside an ExternalSecret's reference, which is not.
    text = EXTERNAL_SECRET.replace(PASSWORD, "{{ .password }}") + "---\n" + document
    assert [value for _, value in found(rules, "k8s/app.yaml", text)] == [KEY]
