"""Oxidized's configuration (~/.config/oxidized/config): `vars: enable:` is the enable password
it gives each device, found beside the login's password. `enable: true` (no password sent) and
an `enable` in any other YAML file are not. Values are made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

PASSWORD = "Tq8#vLm2!pXr5z"
ENABLE = "Kd4%wN9s.Ya7"


def _config(enable: str) -> str:
    return (
        f'---\nusername: oxidized\npassword: "{PASSWORD}"\nmodel: junos\n'
        f"vars:\n  enable: {enable}\ninput:\n  default: ssh\n"
    )


@pytest.mark.parametrize("path", [".config/oxidized/config", "etc/oxidized/config"])
def test_the_enable_password_is_found(rules: RuleSet, path: str) -> None:
    assert found(rules, path, _config(f'"{ENABLE}"')) == [(3, PASSWORD), (6, ENABLE)]


@pytest.mark.parametrize(
    ("path", "enable"),
    [
        (".config/oxidized/config", "true"),
        (".config/oxidized/config", '"${OXIDIZED_ENABLE}"'),
        # Another tool's `enable`, a switch of a feature.
        ("deploy/monitoring/config", "Kd4wN9sYa7"),
    ],
)
def test_a_switch_or_another_file_is_passed_over(rules: RuleSet, path: str, enable: str) -> None:
    assert found(rules, path, _config(enable)) == [(3, PASSWORD)]
