"""OpenSM's subnet manager keys in opensm.conf (m_key, sm_key, sa_key: 64 bits as "0x" and hex):
whoever has the M_Key reconfigures the fabric's ports. The defaults the file ships with, its
GUIDs and its other 0x settings are no secret. Values are made here."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.draws import Draws
from tests.secrets.found import found

_DRAWS = Draws(__name__)
M_KEY = "0x" + _DRAWS.token_hex(8)
SM_KEY = "0x" + _DRAWS.token_hex(8)
GUID = "0x" + _DRAWS.token_hex(8)


def test_the_m_key_and_the_sm_key_are_found(rules: RuleSet) -> None:
    text = (
        "# M_Key value sent to all ports qualifying all Set(PortInfo)\n"
        f"m_key {M_KEY}\n"
        "m_key_lease_period 60\n"
        "m_key_protection_level 2\n"
        f"sm_key {SM_KEY}\n"
        "sa_key 0x0000000000000001\n"
        "subnet_prefix 0xfe80000000000000\n"
        f"guid {GUID}\n"
    )
    assert found(rules, "opensm/opensm.conf", text, home="projects/ops") == [
        (2, M_KEY),
        (5, SM_KEY),
    ]


def test_defaults_and_other_files_are_not_reported(rules: RuleSet) -> None:
    defaults = "m_key 0x0000000000000000\nsm_key 0x0000000000000001\nsa_key 0x1\nm_key 0x0\n"
    assert found(rules, "opensm/opensm.conf", defaults) == []
    # The same words in a file that is not OpenSM's: a C++ member's name, a note's setting.
    assert found(rules, "notes/fabric.conf", f"m_key {M_KEY}\n") == []
    code = f'void Settings::load() {{\n  m_key = "MainWindow/geometry";\n  m_key = {M_KEY};\n}}\n'
    assert found(rules, "src/settings.cpp", code) == []
