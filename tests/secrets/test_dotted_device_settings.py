"""Devices' settings by dotted path: Dell RACADM's `set GROUP.INDEX.OBJECT VALUE` (after its
remote options), and a dotted name's leading parts read as the sections it is in (OpenWrt UCI's
wireless.IFACE.key: under `wireless`, a `key` is the network's passphrase). Values are made
here."""

from __future__ import annotations

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

PASSWORD = "Tq7^mZ2vKe9xWb4L"
PSK = "h7RkW2qZpX4mTc9N"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("projects", "ops", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    "text",
    [
        "racadm set iDRAC.Users.4.Password {p}\n",
        "racadm -r bmc-07 -u admin -p $ROOT_PW set iDRAC.SNMP.Alert.1.Password {p}\n",
        "ssh admin@bmc-07 racadm set iDRAC.LDAP.BindPassword '{p}'\n",
    ],
)
def test_a_password_racadm_sets_is_found(rules: RuleSet, text: str) -> None:
    assert _values(rules, "bmc/users.sh", text.format(p=PASSWORD)) == [PASSWORD]


@pytest.mark.parametrize(
    "text",
    [
        "racadm set iDRAC.Users.4.UserName svc_monitor\n",
        "racadm set iDRAC.Users.4.Password $MONITOR_PW\n",
        "racadm get iDRAC.Users.4.Password\n",
        "racadm set iDRAC.Users.4.Password changeme\n",
        # `set` of another tool, with no pair after it.
        "set -euo pipefail\n",
    ],
)
def test_what_racadm_is_given_that_is_no_password(rules: RuleSet, text: str) -> None:
    assert _values(rules, "bmc/users.sh", text) == []


@pytest.mark.parametrize(
    "text",
    [
        'uci set wireless.wifinet2.key="{k}"\n',
        "uci set wireless.guest.key={k}\nuci commit wireless\n",
    ],
)
def test_a_wireless_key_set_by_uci_is_found(rules: RuleSet, text: str) -> None:
    assert _values(rules, "setup/ap.sh", text.format(k=PSK)) == [PSK]


@pytest.mark.parametrize(
    "text",
    [
        "uci set wireless.guest.key='${WIFI_PSK}'\n",
        "uci set wireless.guest.encryption='psk2'\n",
        "uci set wireless.guest.ssid='Field-AP'\n",
        # A key under another section is only as secret as a bare key anywhere.
        "uci set dropbear.main.key='rsa'\n",
    ],
)
def test_what_uci_sets_that_is_no_key(rules: RuleSet, text: str) -> None:
    assert _values(rules, "setup/ap.sh", text) == []


def test_huge_racadm_lines_take_linear_time(rules: RuleSet) -> None:
    text = ("racadm " + "-r h " * 2000 + "set iDRAC.Users.1.Password x\n") * 50
    text += ("uci set " + "wireless." * 3000 + "key=v\n") * 50
    linear, times = text_grows_linearly(lambda part: _values(rules, "big.sh", part), text)
    assert linear, times
