"""A key whose name only may be secret, set beside the name of the account it logs in as
(ShotGrid's script_key beside script_name, as shotgun_api3's Shotgun(base_url, script_name,
api_key) takes them): the pair is a login, the key its password, whatever its shape. Values are
made here. Look-alikes: the key alone, beside another name or in another section, words and
placeholders under it."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import grows_linearly


def _key() -> str:
    # Short and with a symbol: under a name that only may be secret alone, too short to count.
    alphabet = string.ascii_letters + string.digits + "=-"
    return "".join(secrets.choice(alphabet) for _ in range(15)) + "q"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        (
            "shotgrid/sg_config.yml",
            "site: https://studio.shotgrid.autodesk.com\n"
            'script_name: publish_bot\nscript_key: "{}"\n',
        ),
        ("shotgrid/sg.ini", "[shotgrid]\nscript_name = publish_bot\nscript_key = {}\n"),
        ("shotgrid/sg.json", '{{"scriptName": "publish_bot", "scriptKey": "{}"}}\n'),
    ],
)
def test_a_key_beside_its_accounts_name_is_found(rules: RuleSet, path: str, text: str) -> None:
    key = _key()
    assert [value for _, value in found(rules, path, text.format(key))] == [key]


def test_a_scripts_key_given_to_shotgun_by_position_is_found(rules: RuleSet) -> None:
    key = _key()
    text = f'sg = Shotgun("https://studio.shotgrid.autodesk.com", "publish_bot", "{key}")\n'
    assert found(rules, "tools/publish.py", text) == [(1, key)]


@pytest.mark.parametrize(
    "text",
    [
        # The key alone, beside another name, or its account's name in another section.
        'script_key: "{key}"\n',
        'script_path: /opt/pipeline/publish.py\nscript_key: "{key}"\n',
        'auth:\n  script_name: publish_bot\nrender:\n  script_key: "{key}"\n',
        # Words and placeholders beside the account's name.
        "script_name: publish_bot\nscript_key: publish_bot_key\n",
        "script_name: publish_bot\nscript_key: ${{SG_SCRIPT_KEY}}\n",
        "script_name: publish_bot\nscript_key: <your script key>\n",
    ],
)
def test_lookalikes_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "shotgrid/sg_config.yml", text.format(key=_key())) == []


def test_many_sections_take_linear_time(rules: RuleSet) -> None:
    def scan(sections: int) -> None:
        text = "".join(f"s{n}:\n  script_name: a\n  script_key: b\n" for n in range(sections))
        found(rules, "shotgrid/sg_config.yml", text)

    linear, times = grows_linearly(scan, 20_000)
    assert linear, times


def test_an_identitys_key_beside_its_identifier_is_found(rules: RuleSet) -> None:
    # alchemiscale's client settings: an identity's identifier and key, side by side.
    key = _key()
    text = (
        "api_url: https://api.alchemiscale.example.org\n"
        f'user:\n  identifier: rsubramanian\n  key: "{key}"\n'
        'compute:\n  identifier: gpu-pool\n  key: "${ALCHEMISCALE_COMPUTE_KEY}"\n'
        # A scoped key names a network: a content digest and its scope, no secret.
        'network:\n  key: "AlchemicalNetwork-6d0a5c2e8b4f4a1c9e3b7d5f1a2c4e6b-org-camp-proj"\n'
    )
    assert found(rules, "fep/alchemiscale.yaml", text) == [(4, key)]
    # A key with no identifier beside it is a lookup's, however random.
    assert found(rules, "fep/settings.yaml", f'cache:\n  key: "{key}"\n') == []
