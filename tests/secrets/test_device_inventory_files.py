"""Device inventory files whose format says what each field is: Oxidized's CSV source
(router.db, NAME:MODEL:USERNAME:PASSWORD as its README maps it). Dogtag PKI's password.conf, once
tested here, is test_dogtag_password_files.py's."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_PASSWORD = string.ascii_letters + string.digits + "!*+=.^"


def _password(seed: int) -> str:
    draw = random.Random(seed)
    return draw.choice(string.ascii_letters) + "".join(draw.choice(_PASSWORD) for _ in range(15))


def test_oxidized_router_db_passwords(rules: RuleSet) -> None:
    first, second = _password(1), _password(2)
    text = (
        "# name:model:username:password\n"
        f"sw1.mgmt.example.net:ios:oxidized:{first}\n"
        "sw2.mgmt.example.net:ios:oxidized:\n"
        "sw3.mgmt.example.net:junos\n"
        "sw4.mgmt.example.net:eos:admin:${OXIDIZED_PASSWORD}\n"
        f"sw5.mgmt.example.net:nxos:admin:{second}:{_password(3)}\n"
    )
    assert found(rules, ".config/oxidized/router.db", text) == [(2, first), (6, second)]
    # RANCID's router.db: HOST:TYPE:STATE (or ;-separated), no password.
    text = "sw1.mgmt.example.net:cisco:up\nsw2.mgmt.example.net;juniper;up;core\n"
    assert found(rules, "rancid/core/router.db", text) == []
