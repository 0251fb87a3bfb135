"""tac_plus-ng's configuration, named .cfg as its documentation names it (tac_plus-ng.cfg,
tacacs-core.cfg), holds the shared key of its devices (`key = "VALUE"` in a host block) and
users' clear passwords (`password = clear VALUE`); its crypt passwords are digests. Values are
made here."""

from __future__ import annotations

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_KEY = "Zt9#qWm2!xLr7Bv"
_CONF = """id = spawnd {{ listen = {{ port = 49 }} }}
id = tac_plus {{
    host = edge {{
        address = 192.0.2.0/24
        key = "{key}"
    }}
    user = backup {{
        password = clear {pw}
    }}
    user = ops {{
        password = crypt $6$Qx1$Lm4Vb8Nc2Xz6Kp0Rt5Wy9Ej3Hg7Df1Sa
    }}
}}
"""


@pytest.mark.parametrize(
    "path", ["etc/tac_plus-ng.cfg", "net/tacacs-core.cfg", "tacacs/devices.cfg"]
)
def test_keys_and_clear_passwords_are_found(rules: RuleSet, path: str) -> None:
    text = _CONF.format(key=_KEY, pw="Hn5!pQ8wZr2m")
    assert values(rules, path, text) == [_KEY, "Hn5!pQ8wZr2m"]


def test_references_and_digests_are_not(rules: RuleSet) -> None:
    text = _CONF.format(key="${TACACS_KEY}", pw="<password>")
    assert values(rules, "etc/tac_plus-ng.cfg", text) == []


def test_a_key_setting_in_another_cfg_is_not_taken_for_tacacs(rules: RuleSet) -> None:
    assert values(rules, "app/setup.cfg", "[options]\nkey = sorted_names\n") == []
