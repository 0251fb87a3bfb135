"""Secrets in the configuration files of network devices and the services beside them: a Cisco
NTP authentication key, a Junos SNMP community, a DNSSEC key file's private fields, a Kafka JAAS
file's user passwords, a scheduler's short shared key under an environment key's name and a
database login without a scheme with its driver's options. Values are made here; the
look-alikes are what the same files hold that is no secret."""

from __future__ import annotations

import base64
import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import grows_linearly

_RNG = random.Random(4917)


def _drawn(alphabet: str, size: int) -> str:
    return "".join(_RNG.choice(alphabet) for _ in range(size))


def _password(size: int = 16) -> str:
    """Letters, digits and some punctuation, each class at least once."""
    while True:
        value = _drawn(string.ascii_letters + string.digits + "%.*!", size)
        if (
            any(c.isdigit() for c in value)
            and any(c.isupper() for c in value)
            and any(c.islower() for c in value)
            and any(c in "%.*!" for c in value)
        ):
            return value


def _b64(size: int) -> str:
    return base64.b64encode(_RNG.randbytes(size)).decode()


TYPE7 = "0" + _drawn("0123456789ABCDEF", 21)
PLAIN_KEY = _drawn(string.ascii_letters + string.digits, 14)
COMMUNITY = _password(14)
PRIVATE = _b64(32)
JAAS_PASSWORD = _password()
SHARED_KEY = _password()
DB_PASSWORD = _drawn(string.ascii_letters + string.digits, 18)


@pytest.mark.parametrize(
    ("line", "value"),
    [
        (f"ntp authentication-key 3 md5 {TYPE7} 7", TYPE7),
        (f"ntp authentication-key 42 md5 {PLAIN_KEY}", PLAIN_KEY),
        (f"  ntp authentication-key 2 sha1 {PLAIN_KEY} 0", PLAIN_KEY),
    ],
)
def test_a_cisco_ntp_authentication_key_is_found(rules: RuleSet, line: str, value: str) -> None:
    text = f"hostname dist-a\n!\n{line}\nntp authenticate\nntp trusted-key 3\n"
    assert found(rules, "net/dist-a.ios.cfg", text) == [(3, value)]


def test_ntp_lines_without_a_key_are_not_reported(rules: RuleSet) -> None:
    text = "ntp authenticate\nntp trusted-key 3\nntp server 192.0.2.7 key 3 prefer\n"
    assert values(rules, "net/dist-a.ios.cfg", text) == []


@pytest.mark.parametrize(
    "text",
    [
        f"snmp {{\n    community {COMMUNITY} {{\n        authorization read-write;\n    }}\n}}\n",
        f'snmp {{\n    community "{COMMUNITY}" {{\n        clients {{\n'
        "            198.51.100.0/26;\n        }\n    }\n}\n",
        f"set snmp community {COMMUNITY} authorization read-only\n",
        f"set snmp community {COMMUNITY} clients 198.51.100.0/26\n",
    ],
)
def test_a_junos_snmp_community_is_found(rules: RuleSet, text: str) -> None:
    assert values(rules, "net/border.junos.conf", text) == [COMMUNITY]


@pytest.mark.parametrize(
    "text",
    [
        # The shipped defaults, a community named as a role, and a routing policy's community.
        "snmp {\n    community public {\n        authorization read-only;\n    }\n}\n",
        "set snmp community private authorization read-write\n",
        "set snmp community mon-ro authorization read-only\n",
        "policy-options {\n    community PEER-EXPORT {\n        members 64990:210;\n    }\n}\n",
        "set policy-options community PEER-EXPORT members 64990:210\n",
    ],
)
def test_junos_communities_that_are_no_secret_are_not_reported(rules: RuleSet, text: str) -> None:
    assert values(rules, "net/border.junos.conf", text) == []


def test_a_vyos_snmp_community_is_found(rules: RuleSet) -> None:
    text = f"set service snmp community '{COMMUNITY}' authorization 'ro'\n"
    assert values(rules, "net/edge.commands", text) == [COMMUNITY]


def test_vyos_shipped_communities_are_not_reported(rules: RuleSet) -> None:
    text = "set service snmp community public authorization ro\n"
    assert values(rules, "net/edge.commands", text) == []


@pytest.mark.parametrize(
    ("leaf", "value"),
    [
        ("interfaces wireguard wg0 private-key", PRIVATE),
        ("interfaces wireguard wg0 peer noc preshared-key", PRIVATE),
        ("vpn ipsec authentication psk PEER-B secret", SHARED_KEY),
        ("system radius server 10.0.40.12 key", SHARED_KEY),
        ("pki certificate edge private key", PRIVATE),
    ],
)
def test_a_vyos_set_commands_secret_is_found(rules: RuleSet, leaf: str, value: str) -> None:
    text = f"configure\nset system host-name 'edge-a'\nset {leaf} '{value}'\ncommit\n"
    assert found(rules, "net/edge.commands", text) == [(3, value)]


@pytest.mark.parametrize(
    "line",
    [
        # An SSH login's public key, a WireGuard peer's public key, an IPsec peer's id, a hash,
        # and the same command left as a remark.
        f"set system login user ops authentication public-keys ops@bastion key '{PRIVATE}'",
        f"set interfaces wireguard wg0 peer noc public-key '{PRIVATE}'",
        "set vpn ipsec authentication psk PEER-B id '198.51.100.20'",
        "set system login user ops authentication encrypted-password '$6$Tq8zLm2P$Hd7Ks2Lq9Vb4Mz1'",
        f"# set interfaces wireguard wg0 private-key '{PRIVATE}'",
    ],
)
def test_vyos_set_commands_without_a_secret_are_not_reported(rules: RuleSet, line: str) -> None:
    assert values(rules, "net/edge.commands", f"configure\n{line}\ncommit\n") == []


_KEY_FILE = "Kzone.example.net.+{alg:03d}+{tag}.private"


def test_a_dnssec_key_files_private_key_is_found(rules: RuleSet) -> None:
    text = (
        "Private-key-format: v1.3\nAlgorithm: 15 (ED25519)\n"
        f"PrivateKey: {PRIVATE}\nCreated: 20240301000000\nActivate: 20240301000000\n"
    )
    path = "dns/keys/" + _KEY_FILE.format(alg=15, tag=51220)
    assert found(rules, path, text) == [(3, PRIVATE)]


def test_an_rsa_dnssec_key_files_private_parts_are_found_not_its_public_ones(
    rules: RuleSet,
) -> None:
    private_fields = ["PrivateExponent", "Prime1", "Prime2", "Exponent1", "Exponent2"]
    drawn = {name: _b64(64) for name in private_fields}
    text = (
        "Private-key-format: v1.3\nAlgorithm: 8 (RSASHA256)\n"
        f"Modulus: {_b64(128)}\nPublicExponent: AQAB\n"
        + "".join(f"{name}: {value}\n" for name, value in drawn.items())
    )
    path = "dns/" + _KEY_FILE.format(alg=8, tag=7301)
    assert values(rules, path, text) == list(drawn.values())


def test_the_key_file_rule_reads_only_key_files(rules: RuleSet) -> None:
    text = f"Private-key-format: v1.3\nPrivateKey: {PRIVATE}\n"
    # The public half's file: the key file's rule does not read it (a private key's value there
    # is still reported, by the name it is written under, as it would be in any file).
    public_file = ("home", "u", "dns", _KEY_FILE.format(alg=15, tag=51220)[:-8] + ".key")
    rule_ids = {match.rule.id for match in find_matches(text, public_file, rules)}
    assert "dnssec-private-key" not in rule_ids
    key_file = ("home", "u", "dns", _KEY_FILE.format(alg=15, tag=51220))
    assert {match.rule.id for match in find_matches(text, key_file, rules)} == {
        "dnssec-private-key"
    }


def test_a_kafka_jaas_users_passwords_are_found(rules: RuleSet) -> None:
    text = (
        "KafkaServer {\n"
        "    org.apache.kafka.common.security.plain.PlainLoginModule required\n"
        '    username="ib"\n'
        f'    user_ib="{JAAS_PASSWORD}"\n'
        f'    user_etl.loader="{SHARED_KEY}"\n'
        '    user_audit="${file:/run/kafka/creds.properties:audit}";\n'
        "};\n"
    )
    assert found(rules, "etc/kafka/jaas.conf", text) == [(4, JAAS_PASSWORD), (5, SHARED_KEY)]


def test_a_listeners_one_line_jaas_config_is_read(rules: RuleSet) -> None:
    text = (
        "listener.name.sasl_ssl.plain.sasl.jaas.config="
        "org.apache.kafka.common.security.plain.PlainLoginModule required "
        f'user_ops="{JAAS_PASSWORD}";\n'
    )
    assert JAAS_PASSWORD in values(rules, "etc/kafka/server.properties", text)


def test_user_settings_outside_a_jaas_file_are_not_reported(rules: RuleSet) -> None:
    text = f'profile(user_agent="{JAAS_PASSWORD}", user_tag="{SHARED_KEY}")\n'
    assert values(rules, "src/client.py", text) == []


@pytest.mark.parametrize("path", ["etc/lsf.sudoers", "etc/scheduler.conf", "job/.env"])
def test_a_short_password_under_an_environment_key_is_found(rules: RuleSet, path: str) -> None:
    text = f'CLUSTER_STARTUP_USERS="admin"\nSCHED_KEY={SHARED_KEY}\n'
    assert found(rules, path, text) == [(2, SHARED_KEY)]


@pytest.mark.parametrize(
    "value",
    # A format string, a path, a version, dotted words, a host and port.
    ["session:%s:%d", "%h/.config/sched/key", "v10.1.0-fix.3", "cluster.main.key", "sched01:6881"],
)
def test_no_password_under_an_environment_key_is_not_reported(rules: RuleSet, value: str) -> None:
    assert values(rules, "etc/scheduler.conf", f"SCHED_KEY={value}\n") == []


def test_a_database_login_with_driver_options_is_found(rules: RuleSet) -> None:
    text = (
        "database:\n  driver: postgres\n"
        f'  connectionString: "chat:{DB_PASSWORD}@db3.internal.test:5432/chat?sslmode=verify-full'
        '&connect_timeout=10"\n'
    )
    assert values(rules, "deploy/chat-values.yaml", text) == [DB_PASSWORD]


def test_a_login_without_a_password_is_not_reported(rules: RuleSet) -> None:
    text = 'database:\n  connectionString: "db3.internal.test:5432/chat?sslmode=require"\n'
    assert values(rules, "deploy/chat-values.yaml", text) == []


@pytest.mark.parametrize(
    ("path", "head", "near_miss"),
    [
        # A JAAS file is read whole: options left unquoted or unended, on long lines.
        ("etc/kafka/jaas.conf", "PlainLoginModule required\n", " user_a=b" * 40 + ' user_d="\n'),
        ("dns/Kbig.example.+013+1.private", "Private-key-format: v1.3\n", "PrivateKey: AQAB=\n"),
        ("net/big.junos.conf", "snmp {\n", "    community TRANSIT {\n        members 1:2;\n"),
        ("net/big.commands", "configure\n", "set a b c d e f g h i j k l m n key\n"),
    ],
)
def test_a_megabyte_of_near_misses_is_scanned_quickly(
    rules: RuleSet, path: str, head: str, near_miss: str
) -> None:
    def scan(size: int) -> None:
        assert values(rules, path, head + near_miss * (size // len(near_miss))) == []

    linear, times = grows_linearly(scan, 1_000_000)
    assert linear, times
