"""Secrets in the forms servers' and devices' configurations write them, and the values in
those forms that are no secret: a keystore's key (its password), a Cisco ASA's RADIUS key under
its `aaa-server ... host` line and its stored hashes (`... encrypted`), an IPsec peer's
pre-shared key (ASA and IOS; masked `*****` or encrypted type 8 and 6 keys are none), an OpenVPN
tls-crypt-v2 key, GitHub's documented `x-oauth-basic`, a product's documented default `public`, and
octoDNS's `env/NAME` reference. Values are made here."""

from __future__ import annotations

import base64
import random
import string

from govern.secrets.formats.ini import parse_ini
from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(20261205)
_MIXED = string.ascii_letters + string.digits


def _random(length: int) -> str:
    return "".join(_RNG.choice(_MIXED) for _ in range(length - 2)) + "q7"


def test_a_keystores_key_is_its_password(rules: RuleSet) -> None:
    key = _random(18)
    text = f"node.environment=lab\nhttp-server.tls.keystore.key={key}\nhttp-server.tls.port=9443\n"
    assert values(rules, "srv/coordinator/etc/config.properties", text) == [key]
    truststore = f"internal.truststore.key={key}\n"
    assert values(rules, "srv/etc/worker.properties", truststore) == [key]


def test_a_keystores_path_or_alias_is_no_secret(rules: RuleSet) -> None:
    text = (
        "http-server.tls.keystore.path=/srv/tls/node.p12\n"
        "http-server.tls.keystore.key.alias=coordinator\n"
    )
    assert values(rules, "srv/coordinator/etc/config.properties", text) == []


def test_an_asa_radius_key_under_its_host_line(rules: RuleSet) -> None:
    key = _random(15).replace("q7", "*.")
    text = (
        "hostname edge-fw\n"
        "aaa-server CAMPUS-AUTH protocol tacacs+\n"
        "aaa-server CAMPUS-AUTH (mgmt) host 192.0.2.77\n"
        f" key {key}\n"
        " timeout 7\n"
    )
    assert found(rules, "net/fw/startup-config", text) == [(4, key)]


def test_an_asa_key_without_its_host_line_is_not_read(rules: RuleSet) -> None:
    text = f"aaa-server CAMPUS-AUTH protocol tacacs+\n key {_random(15)}\n"
    assert values(rules, "net/fw/startup-config", text) == []


def test_an_asa_password_stored_as_a_hash_is_none(rules: RuleSet) -> None:
    for line in (
        f"enable password {_random(16)} encrypted",
        f"passwd {_random(16)} encrypted",
        f"username opsuser password {_random(16)} pbkdf2 privilege 15",
        f"username opsuser password {_random(16)} encrypted privilege 3",
    ):
        for path in ("net/fw/startup-config", "net/fw/show-run.txt"):
            assert values(rules, path, f"hostname edge-fw\n{line}\n") == [], (line, path)


def test_a_password_a_note_says_is_encrypted_later_stays_a_secret(rules: RuleSet) -> None:
    # Only a device's line ends in the word for how it stores the value: in a sentence, the
    # word starts what is done with the clear password.
    password = _random(16)
    for text in (
        f"The password is {password} encrypted with gpg before the upload.\n",
        f"vault password: {password} hashed later by the server\n",
    ):
        assert values(rules, "notes/backup.txt", text) == [password], text


def test_an_asa_password_in_clear_stays_a_secret(rules: RuleSet) -> None:
    password = _random(16)
    text = f"hostname edge-fw\nenable password {password}\n"
    assert values(rules, "net/fw/startup-config", text) == [password]


def test_a_wlans_pre_shared_key_in_clear_is_a_secret(rules: RuleSet) -> None:
    # A Catalyst 9800 WLAN's WPA PSK, type 0 (in clear); type 8 is encrypted with the
    # controller's own key.
    psk = _random(16)
    text = (
        "wlan lab-guest 3 lab-guest\n"
        " security wpa akm psk\n"
        f" security wpa psk set-key ascii 0 {psk}\n"
        "wlan lab-iot 4 lab-iot\n"
        f" security wpa psk set-key ascii 8 {_random(40)}\n"
    )
    assert found(rules, "net/wlc/wlc-9800.cfg", text) == [(3, psk)]


def test_an_ipsec_peers_pre_shared_key(rules: RuleSet) -> None:
    keys = [_random(18) for _ in range(5)]
    text = (
        "tunnel-group 203.0.113.77 type ipsec-l2l\n"
        "tunnel-group 203.0.113.77 ipsec-attributes\n"
        f" ikev2 remote-authentication pre-shared-key {keys[0]}\n"
        f" ikev2 local-authentication pre-shared-key 0 {keys[1]}\n"
        f" ikev1 pre-shared-key {keys[2]}\n"
        f" pre-shared-key {keys[3]}\n"
        "crypto ikev2 keyring PEERS\n"
        " peer DR\n"
        "  address 198.51.100.4\n"
        f"  pre-shared-key local {keys[4]}\n"
    )
    assert found(rules, "net/fw/asa-dr.cfg", text) == [
        (3, keys[0]),
        (4, keys[1]),
        (5, keys[2]),
        (6, keys[3]),
        (10, keys[4]),
    ]
    # Masked as `show running-config` prints it, encrypted (ASA's type 8, IOS's 6), none, or
    # Junos's qualifier word.
    encrypted = base64.b64encode(_RNG.randbytes(24)).decode()
    text = (
        "tunnel-group 203.0.113.77 ipsec-attributes\n"
        " ikev2 remote-authentication pre-shared-key *****\n"
        f" ikev2 local-authentication pre-shared-key 8 {encrypted}\n"
        f" ikev1 pre-shared-key 8 {encrypted}\n"
        " ikev2 remote-authentication certificate\n"
        f"  pre-shared-key remote 6 {encrypted}\n"
        '    pre-shared-key ascii-text "$9$"; ## SECRET-DATA\n'
    )
    assert values(rules, "net/fw/asa-dr.cfg", text) == []


def _tls_crypt_v2(kind: str) -> str:
    body = base64.b64encode(bytes(_RNG.randrange(256) for _ in range(300))).decode()
    lines = [body[n : n + 64] for n in range(0, len(body), 64)]
    return "\n".join(
        [
            f"-----BEGIN OpenVPN tls-crypt-v2 {kind} key-----",
            *lines,
            f"-----END OpenVPN tls-crypt-v2 {kind} key-----",
        ]
    )


def test_a_tls_crypt_v2_key_inline_or_in_its_file(rules: RuleSet) -> None:
    key = _tls_crypt_v2("client")
    client = f"client\nremote vpn.lab.test 1194\n<tls-crypt-v2>\n{key}\n</tls-crypt-v2>\n"
    assert [line for line, _ in found(rules, "vpn/bench-laptop.ovpn", client)] == [4]
    server = _tls_crypt_v2("server") + "\n"
    assert [line for line, _ in found(rules, "etc/openvpn/tc2-server.key", server)] == [1]


def test_a_tls_crypt_v2_header_without_its_body_is_documentation(rules: RuleSet) -> None:
    text = "<tls-crypt-v2>\n-----BEGIN OpenVPN tls-crypt-v2 client key-----\n...\n</tls-crypt-v2>\n"
    assert values(rules, "docs/vpn.md", text) == []


def test_github_x_oauth_basic_is_no_password(rules: RuleSet) -> None:
    text = f"machine api.github.com\n  login {_random(30)}\n  password x-oauth-basic\n"
    assert [v for v in values(rules, ".netrc", text) if v == "x-oauth-basic"] == []
    password = _random(14)
    other = f"machine git.lab.test\n  login ops\n  password {password}\n"
    assert values(rules, ".netrc", other) == [password]


def test_public_as_a_documented_default_is_no_secret(rules: RuleSet) -> None:
    text = 'dashboard {\n  default_username = "admin"\n  default_password = "public"\n}\n'
    assert values(rules, "etc/broker/broker.conf", text) == []
    password = _random(12)
    other = f'dashboard {{\n  default_password = "{password}"\n}}\n'
    assert values(rules, "etc/broker/broker.conf", other) == [password]


def test_an_env_slash_reference_names_a_variable(rules: RuleSet) -> None:
    text = "providers:\n  dns:\n    class: octodns_x.Provider\n    api_key: env/DNS_SECRET_KEY\n"
    assert values(rules, "dns/zones.yaml", text) == []
    key = _random(32)
    assert values(rules, "dns/zones.yaml", f"providers:\n  dns:\n    api_key: {key}\n") == [key]


def test_many_asa_near_misses_are_quick(rules: RuleSet) -> None:
    # The device rule's pattern over host lines with no key line under them, long ones, and
    # hashed passwords: each tried at every line, none matched.
    (device,) = [rule for rule in rules.rules if rule.id == "network-device-secret"]
    host = "aaa-server G (inside) host 10.0.0.1 " + "x" * 150 + "\n keyring-word\n"
    text = host * 3000 + "enable password q7Fz encrypted\n" * 20000
    assert len(text) > 1_000_000

    def scan(part: str) -> None:
        assert list(device.regex.finditer(part)) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def test_a_copy_or_part_of_a_file_is_read_as_that_file(rules: RuleSet) -> None:
    key = base64.b64encode(bytes(_RNG.randrange(256) for _ in range(48))).decode()
    text = f"authenticationEnabled=true\nbrokerClientSecret=data:;base64,{key}\nsuperUsers=ops\n"
    for name in ("standalone.conf.snippet", "standalone.conf.fragment", "standalone.conf.bak"):
        assert found(rules, f"srv/mq/{name}", text) == [(2, f"data:;base64,{key}")], name


def test_a_copys_suffix_alone_names_no_format(rules: RuleSet) -> None:
    text = f"brokerClientSecret=data:;base64,{_random(40)}\n"
    assert values(rules, "srv/mq/standalone.snippet", text) == []
    assert (
        values(rules, "srv/mq/standalone.conf.snippet", "tokenSecretKey=file:///srv/k.b64\n") == []
    )


def test_a_block_of_settings_on_one_line(rules: RuleSet) -> None:
    # A password as people choose them, with punctuation (a long random run of letters and
    # digits is found by its look alone).
    password = f"{_random(5)}-{_random(5)}.{_random(4)}"
    for line in (
        f"  auth {{ user: relay, password: {password} }}",
        f'  auth = {{ user = relay, password = "{password}" }}',
        f"  auth: {{ user: relay; password: '{password}' }},",
    ):
        text = f"leafnodes {{\n  port: 7422\n{line}\n}}\n"
        assert found(rules, "srv/bus/leaf.conf", text) == [(3, password)], line


def test_a_one_line_block_without_a_secret(rules: RuleSet) -> None:
    text = (
        "leafnodes {\n  tls { cert_file: /srv/tls/leaf.pem, timeout: 3 }\n"
        "  auth { user: relay }\n}\n"
    )
    assert values(rules, "srv/bus/leaf.conf", text) == []


def test_many_one_line_block_near_misses_are_quick() -> None:
    # The INI reader over blocks left open and blocks of settings without values.
    unclosed = "  auth { user: relay, password: " + "x " * 200 + "\n"
    empty = "  auth { user: relay, password: " + "x," * 200 + "}\n"
    text = unclosed * 1300 + empty * 1300
    assert len(text) > 1_000_000
    linear, times = text_grows_linearly(parse_ini, text)
    assert linear, times
