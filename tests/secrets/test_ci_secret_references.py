"""Drone's and Woodpecker's `from_secret: NAME` under a step's setting names a secret the CI
server keeps and gives the step (docs.drone.io, "Secrets"): the name is no secret. A value
written beside it under a secret's own name is still read. Values are made here."""

from __future__ import annotations

import secrets

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def test_a_from_secret_reference_is_not_reported(rules: RuleSet) -> None:
    text = (
        "steps:\n"
        "  - name: notify\n"
        "    image: plugins/slack\n"
        "    settings:\n"
        "      webhook:\n"
        "        from_secret: slack_webhook\n"
        "      password:\n"
        "        from_secret: registry_password\n"
    )
    assert found(rules, "forge/.drone.yml", text) == []


def test_a_literal_beside_a_reference_is_still_read(rules: RuleSet) -> None:
    password = "Kq7" + secrets.token_urlsafe(12).replace("-", "x") + "Zt"
    text = (
        "steps:\n"
        "  - name: publish\n"
        "    settings:\n"
        "      webhook:\n"
        "        from_secret: slack_webhook\n"
        f"      password: {password}\n"
    )
    assert found(rules, "forge/.drone.yml", text) == [(6, password)]
