"""oauth2-proxy's session cookie set by hand (a client's `cookies=`, a curl -b, a header): the
session in URL-safe base64, its issue time and its HMAC, joined by "|", under the proxy's
cookie name. A cookie of that name without the signed shape (a placeholder, a reference) is not
one. Values are made here."""

from __future__ import annotations

import base64
import random

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(4747)


def _b64url(size: int) -> str:
    return base64.urlsafe_b64encode(_RNG.randbytes(size)).decode()


COOKIE = f"{_b64url(186)}|1795900417|{_b64url(32)}"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("kfp_submit.py", 'COOKIE = "oauth2_proxy_kubeflow={c}"\n'),
        (".bash_history", "curl -b '_oauth2_proxy={c}' https://grafana.example.edu/api/search\n"),
    ],
)
def test_a_signed_oauth2_proxy_cookie_is_found(rules: RuleSet, path: str, text: str) -> None:
    assert found(rules, path, text.format(c=COOKIE)) == [(1, COOKIE)]


@pytest.mark.parametrize(
    "text",
    [
        'COOKIE = "_oauth2_proxy=<paste the cookie here>"\n',
        "COOKIE = f\"_oauth2_proxy={os.environ['OAUTH2_PROXY_COOKIE']}\"\n",
        "cookie_name = '_oauth2_proxy'\n",
    ],
)
def test_its_name_without_a_signed_value_is_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "kfp_submit.py", text) == []
