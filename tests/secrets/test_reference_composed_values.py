"""A bare value cut where a `${NAME}` reference begins is composed from that reference (a
setting that copies another's secret), not a secret written there. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _made() -> str:
    return "Vq" + secrets.token_urlsafe(24).replace("-", "x").replace("_", "y") + "7k"


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("srv/portal/portal.ini", "signing.verify.secret = text:${signing.sign.secret}"),
        ("srv/portal/portal.ini", "mailer.smtp_password = ${env.SMTP_PASSWORD}"),
        ("opt/relay/relay.conf", "relay.auth_token=bearer:${relay.upstream_token}"),
    ],
)
def test_a_value_composed_from_a_reference_is_passed_over(
    rules: RuleSet, path: str, line: str
) -> None:
    assert values(rules, path, line + "\n") == []


def test_the_secret_the_reference_copies_is_still_found(rules: RuleSet) -> None:
    secret = _made()
    text = (
        "[app:portal]\n"
        f"signing.sign.secret = text:{secret}\n"
        "signing.verify.secret = text:${signing.sign.secret}\n"
    )
    found = values(rules, "srv/portal/portal.ini", text)
    assert len(found) == 1 and secret in found[0]
