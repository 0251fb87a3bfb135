"""MikroTik RouterOS exports (.rsc): a setting is read under its menu's path, so a BGP session's
tcp-md5-key and an NTP key's `key` (under /system ntp key) are the shared keys they are,
continued lines and bracketed conditions included. An SSH public key under /user ssh-keys'
`key`, an NTP key's id and type, and a condition's values are not. Values are made here."""

from __future__ import annotations

import random
import string
import time
from collections.abc import Callable

from govern.secrets.formats.routeros import parse_routeros
from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(2261)
MD5_KEY = "k" + "".join(_RNG.choices(string.ascii_letters + string.digits + ".-*", k=15))
NTP_KEY = "".join(_RNG.choices("0123456789abcdef", k=31)) + "e"
SSH_BODY = "AAAAC3NzaC1lZDI1NTE5AAAAI" + "".join(_RNG.choices(string.ascii_letters, k=43))

EXPORT = (
    "# by RouterOS 7.16\n"
    "/routing bgp connection\n"
    "add as=64512 local.role=ebgp name=upstream remote.address=192.0.2.9 \\\n"
    f'    tcp-md5-key="{MD5_KEY}"\n'
    "/snmp community\n"
    "set [ find default=yes ] disabled=yes\n"
    "/system ntp key\n"
    f'add id=7 key="{NTP_KEY}" key-type=sha1\n'
    "/user ssh-keys\n"
    f'add key="ssh-ed25519 {SSH_BODY} ops@mon01" user=ops\n'
)


def test_routeros_shared_keys_are_reported(rules: RuleSet) -> None:
    # Only they: not the SSH public key, the NTP key's id and type, the BGP session's names.
    assert found(rules, "network/core-rtr01.rsc", EXPORT) == [(4, MD5_KEY), (8, NTP_KEY)]


def test_settings_are_read_under_their_menus_path() -> None:
    fields = {f.key: EXPORT[f.start : f.end] for f in parse_routeros(EXPORT)}
    assert fields["routing bgp connection/tcp-md5-key"] == MD5_KEY
    assert fields["system ntp key/key-type"] == "sha1"
    assert fields["user ssh-keys/key"].startswith("ssh-ed25519 ")
    # A condition selects what `set` changes: `default=yes` is no setting.
    assert "snmp community/default" not in fields
    assert fields["snmp community/disabled"] == "yes"


# A line of a thousand words after `/` is no menu RouterOS has: read as one, each setting below
# it would carry (and cost) the whole path.
_LONG_PATH = "/" + " ".join(["ip"] * 1000) + "\n"


def test_a_path_longer_than_any_menu_is_not_one() -> None:
    fields = parse_routeros(_LONG_PATH + "set name=x\n")
    assert fields == []
    # Under a real menu above it, its settings stay that menu's.
    fields = parse_routeros("/system ntp key\n" + _LONG_PATH + "add key=x\n")
    assert [f.key for f in fields] == ["system ntp key/key"]
    assert all(len(f.parents) <= 8 for f in fields)


def test_settings_under_a_long_path_cost_what_a_plain_export_costs(rules: RuleSet) -> None:
    # As many settings under a path of 2,000 words as a plain export of the same size holds:
    # read under that path, they cost its length each (tens of seconds and gigabytes).
    settings = 100_000
    hostile = "/" + "a " * 2_000 + "\n" + "set x=y\n" * settings
    plain = "/ip address\n" + "add address=10.0.0.1/24 interface=ether1\n" * (len(hostile) // 42)
    hostile_seconds = _cpu(lambda: found(rules, "network/r1.rsc", hostile))
    plain_seconds = _cpu(lambda: found(rules, "network/r1.rsc", plain))
    assert hostile_seconds < 20 * plain_seconds + 0.5, (hostile_seconds, plain_seconds)


def _cpu(scan: Callable[[], object]) -> float:
    started = time.process_time()
    scan()
    return time.process_time() - started
