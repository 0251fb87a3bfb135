"""A PKCS#11 token's PIN under a name that says whose PIN it is: PKCS11_PIN, HSM_PIN,
SOFTHSM_PIN, and PYKCS11PIN (pyXMLSecurity's variable, the PyKCS11 library's name fused with
PIN). A PIN's file, a PIN under a name that says nothing of a token, and a variable stay
unreported. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _pin() -> str:
    return "q" + secrets.token_urlsafe(9) + "4z"


@pytest.mark.parametrize("name", ["PYKCS11PIN", "PKCS11_PIN", "HSM_PIN", "SOFTHSM2_PIN"])
def test_a_token_pin_is_found(rules: RuleSet, name: str) -> None:
    pin = _pin()
    text = f"PYFF_STORE_CLASS=pyff.store:RedisWhooshStore\n{name}={pin}\n"
    assert found(rules, "pyff.env", text) == [(2, pin)]


@pytest.mark.parametrize(
    "line",
    [
        "PYKCS11PIN_FILE=/etc/pyff/{p}.pin",
        "SIM_PIN={p}",
        "PYKCS11PIN=$HSM_USER_PIN",
        "PYKCS11LIB=/usr/lib/softhsm/libsofthsm2.so",
    ],
)
def test_pin_look_alikes_are_not_reported(rules: RuleSet, line: str) -> None:
    assert found(rules, "pyff.env", line.format(p=_pin()) + "\n") == []
