"""A systemd unit's specifiers stand for folders (%d the unit's credentials, %h the user's
home, %t the runtime folder, %S the state folder): a secret's setting whose value starts with
one (`Environment=API_KEY=%d/name`) points to a file, as an absolute path does."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


@pytest.mark.parametrize(
    "line",
    [
        "Environment=MAPS_API_KEY=%d/maps\n",
        "Environment=DB_PASSWORD_FILE=%S/app/db.pw\n",
        "Environment=UPLOAD_TOKEN=%h/.config/upload/token\n",
        "Environment=GRAFANA_API_KEY=%t/grafana.key\n",
    ],
)
def test_a_specifier_path_is_not_a_secret(rules: RuleSet, line: str) -> None:
    text = f"[Service]\nType=simple\n{line}"
    assert values(rules, "etc/systemd/system/ingest.service", text) == []


def test_a_key_given_whole_in_a_unit_is_found(rules: RuleSet) -> None:
    text = "[Service]\nEnvironment=MAPS_API_KEY=Wk3%dT8qLz5Rn2Yp7Vx\n"
    assert values(rules, "etc/systemd/system/ingest.service", text) == ["Wk3%dT8qLz5Rn2Yp7Vx"]
