"""A UUID in a section of secrets: the section makes a key's name say secret, but under a name
that alone only may say so (a key) a UUID is as often an identifier, and is judged by the name
alone; under a name that says secret (a password, a token, an API key), or as a setting of a
container of secrets named for nothing else, it is the secret. Values are made here."""

from __future__ import annotations

import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

UUID = str(uuid.UUID(int=0x3C1F_9E27_4B08_4D5A_9C61_7F2E_8A04_B3D9))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("etc/chat/app-secrets.conf", "[secrets]\nrelay_key = {u}\n"),
        ("deploy/settings.yaml", "credentials:\n  mirror_key: {u}\n"),
    ],
)
def test_a_uuid_under_a_keys_name_in_a_secret_section_is_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert values(rules, path, text.format(u=UUID)) == []


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("etc/chat/app-secrets.conf", "[secrets]\nrelay_api_key = {u}\n"),
        ("etc/chat/app-secrets.conf", "[secrets]\nrelay_token = {u}\n"),
        ("deploy/agent.hcl", 'acl {{\n  tokens {{\n    initial_management = "{u}"\n  }}\n}}\n'),
    ],
)
def test_a_uuid_under_a_secrets_name_or_in_a_container_is_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert values(rules, path, text.format(u=UUID)) == [UUID]


def test_a_uuid_issued_as_a_key_id_is_reported_beside_its_own_secret(rules: RuleSet) -> None:
    # An S3-compatible service that issues UUIDs as access key ids (Polygon's flat files).
    secret = "Yq6B0Fi7FlaZ7Vt0SXjMpu3uDxYYMfGm"
    text = (
        "[flatfiles]\nendpoint = https://files.example.io\n"
        f"aws_access_key_id = {UUID}\naws_secret_access_key = {secret}\n"
    )
    assert sorted(values(rules, "home/u/.config/flatfiles.ini", text)) == sorted([UUID, secret])
    # Alone, or with the secret in another section, the UUID names something.
    alone = f"[flatfiles]\naws_access_key_id = {UUID}\n[other]\naws_secret_access_key = {secret}\n"
    assert values(rules, "home/u/.config/flatfiles.ini", alone) == [secret]
