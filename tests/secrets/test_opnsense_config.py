"""OPNsense's config.xml: an IPsec pre-shared key is a <Key> inside a <preSharedKey> element
(the element says what its key is), and a user's API key is kept as <key> beside its <secret>,
which the firewall stores only as a crypt(3) hash: the key's secret is not with it, so the key
is no secret alone (LABELS.md rule 2); a <key> beside a <secret> in the clear is."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_PASSWORD = string.ascii_letters + string.digits + "!%*+="


def _password(seed: int) -> str:
    draw = random.Random(seed)
    return draw.choice(string.ascii_letters) + "".join(draw.choice(_PASSWORD) for _ in range(15))


def _drawn(seed: int, size: int) -> str:
    draw = random.Random(seed)
    return "".join(draw.choice(string.ascii_letters + string.digits) for _ in range(size))


def _config(api_secret: str, psk: str) -> str:
    return (
        "<opnsense>\n"
        "  <system>\n"
        "    <user>\n"
        "      <name>ops</name>\n"
        "      <apikeys>\n"
        "        <item>\n"
        f"          <key>{_drawn(1, 64)}</key>\n"
        f"          <secret>{api_secret}</secret>\n"
        "        </item>\n"
        "      </apikeys>\n"
        "    </user>\n"
        "  </system>\n"
        "  <OPNsense><IPsec><preSharedKeys>\n"
        '    <preSharedKey uuid="9f1c2e7a-4b3d-4e8f-a6c5-1d2b3e4f5a6b">\n'
        "      <ident>gw.example.org</ident>\n"
        "      <keyType>PSK</keyType>\n"
        f"      <Key>{psk}</Key>\n"
        "    </preSharedKey>\n"
        "  </preSharedKeys></IPsec></OPNsense>\n"
        "</opnsense>\n"
    )


def test_a_psk_and_no_key_whose_secret_is_hashed(rules: RuleSet) -> None:
    psk = _password(2)
    hashed = "$6$$" + _drawn(3, 86)
    assert found(rules, "opnsense/config.xml", _config(hashed, psk)) == [(17, psk)]
    # A password's shape under a `key` is a key only where its element names a secret key.
    text = (
        "<settings>\n"
        "  <sortKey>\n"
        f"    <key>{_password(6)}</key>\n"
        "  </sortKey>\n"
        "  <cacheKey>\n"
        f"    <key>{_password(7)}</key>\n"
        "  </cacheKey>\n"
        "</settings>\n"
    )
    assert found(rules, "opnsense/config.xml", text) == []


def test_a_key_beside_its_secret_in_the_clear_is_reported(rules: RuleSet) -> None:
    psk, api_secret = _password(4), _drawn(5, 80)
    assert found(rules, "opnsense/config.xml", _config(api_secret, psk)) == [
        (7, _drawn(1, 64)),
        (8, api_secret),
        (17, psk),
    ]
