"""Secrets in vendors' own configuration syntax: network devices' trap hosts and reversible
encodings, and the credential lines of application realm files. Values are generated here;
the look-alikes are the same lines holding defaults, hashes, user names or placeholders."""

from __future__ import annotations

import base64
import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_ALNUM = string.ascii_letters + string.digits
# The alphabet Junos draws its $9$ encodings from.
_JUNOS = string.ascii_letters + string.digits + "./-"


def _r(alphabet: str, size: int, seed: int = 0) -> str:
    rng = random.Random(f"{alphabet}-{size}-{seed}")
    return "aZ7" + "".join(rng.choice(alphabet) for _ in range(size - 3))


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str]]:
    parts = ("srv", "ops", *path.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


COMMUNITY = _r(_ALNUM, 16, seed=1)
NINE = "$9$" + _r(_JUNOS, 28, seed=2)
NINE_2 = "$9$" + _r(_JUNOS, 24, seed=3)


def test_a_trap_host_community_is_found_for_versions_1_and_2c(rules: RuleSet) -> None:
    text = (
        "hostname oob-rtr1\n"
        f"snmp-server host 10.40.0.9 version 2c {COMMUNITY}\n"
        f"snmp-server host 10.40.0.10 traps version 1 {COMMUNITY}x udp-port 1162\n"
        f"snmp-server host nms.example.org informs {COMMUNITY}y\n"
    )
    assert _found(rules, "network/oob-rtr1.cfg", text) == [
        (2, COMMUNITY),
        (3, COMMUNITY + "x"),
        (4, COMMUNITY + "y"),
    ]


def test_trap_host_lines_without_a_community_are_not_reported(rules: RuleSet) -> None:
    text = (
        "snmp-server host 10.40.0.9 version 2c public\n"
        "snmp-server host 10.40.0.9 traps version 2c private udp-port 162\n"
        "snmp-server host 10.40.0.9 version 3 priv nms-poller\n"
        "snmp-server host 10.40.0.9 use-vrf management\n"
        "snmp-server host 10.40.0.9 source-interface mgmt0\n"
        "snmp-server host 10.40.0.9 version 2c <community>\n"
        "snmp-server host 10.40.0.9 version 2c ${SNMP_COMMUNITY}\n"
    )
    assert _found(rules, "network/oob-rtr1.cfg", text) == []


def test_junos_encoded_secrets_are_found_wherever_junos_writes_them(rules: RuleSet) -> None:
    text = (
        "system {\n    radius-server {\n        10.40.0.5 {\n"
        f'            secret "{NINE}"; ## SECRET-DATA\n'
        "        }\n    }\n}\n"
        f'authentication-key 1 type sha256 value "{NINE_2}";\n'
        f"privacy-key {NINE}\n"
    )
    assert _found(rules, "network/juniper/sw-core1.conf", text) == [
        (4, NINE),
        (8, NINE_2),
        (9, NINE),
    ]


def test_hashes_and_elisions_that_start_like_junos_encodings_are_not_reported(
    rules: RuleSet,
) -> None:
    text = (
        # Cisco type 9 (scrypt) and Junos's own password hashes are digests.
        "username admin secret 9 $9$nhEmQVczB7dqsO$X.HsgL6x1il0RxkOSSvyQYwucySCt7qFm4\n"
        'encrypted-password "$6$Gh2mK.pQ$Vt7rPNoS4wqbXKX7m0hx5rVt7rPNoS4wqbXKX7m0";\n'
        # Documentation elides the encoding or shows too little of one.
        'secret "$9$..."; ## SECRET-DATA\n'
        'secret "$9$abc";\n'
    )
    assert _found(rules, "network/juniper/README.md", text) == []


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("network/r1.cfg", "snmp-server host " * 60_000),
        ("network/r1.cfg", "snmp-server host a version 2c " * 35_000),
        ("network/r1.conf", "$9$" * 350_000),
        ("network/r1.conf", "$9$" + "a" * 1_000_000),
        ("rundeck/realm.properties", "a:" * 500_000),
        ("rundeck/realm.properties", "a" * 1_000_000),
        ("telegraf/telegraf.conf", '"a:b' * 250_000),
        ("telegraf/telegraf.conf", '"a:' + "b@lan" * 200_000),
        ("keycloak/realm.json", '"type": "secret",' + ' "a": 1,' * 120_000),
        ("keycloak/realm.json", '"type": "password", ' * 50_000),
        ("kopia/k.env", "_AK=" * 250_000),
        ("app/config.json", "cookie_hash: " * 80_000),
        ("app/config.json", "cookie_hash=" + "A" * 1_000_000),
        ("kopia/k.env", "_SK=" + "A" * 1_000_000),
        ("kopia/k.env", ("X_AK=" + "A" * 20 + "\n") * 40_000),
    ],
)
def test_vendor_syntax_takes_linear_time(rules: RuleSet, path: str, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _found(rules, path, part), text)
    assert linear, times


PASSWORD = _r(_ALNUM + "*%_-", 16, seed=4)
OBFUSCATED = "OBF:1v2j1uum1xtv1zej1zer1xtn1uvk1v1v"


def test_jetty_realm_passwords_and_obfuscations_are_found(rules: RuleSet) -> None:
    text = (
        "# format: username: password[,rolename ...]\n"
        f"ops-bot:{PASSWORD},user,ops\n"
        f"jenkins = {PASSWORD}x\n"
        f"guest: {OBFUSCATED},user\n"
    )
    assert _found(rules, "rundeck/server/config/realm.properties", text) == [
        (2, PASSWORD),
        (3, PASSWORD + "x"),
        (4, OBFUSCATED),
    ]


def test_jetty_realm_digests_and_defaults_are_not_reported(rules: RuleSet) -> None:
    text = (
        "# admin: <password>,admin\n"
        "admin:admin,user,admin,architect,deploy,build\n"
        "rthapa:MD5:5f2b8c1d9e3a7f4b6c0d2e8a1f3b5c7d,user,admin\n"
        "kim: CRYPT:adpexzg3FUZAk,user\n"
        "svc: ${RUNDECK_SVC_PASSWORD},user\n"
    )
    assert _found(rules, "rundeck/realm.properties", text) == []
    # The same lines in another properties file are settings, not users.
    assert _found(rules, "app/application.properties", f"db.user:{PASSWORD}\n") == []


def test_telegraf_ipmi_servers_report_the_bmc_password(rules: RuleSet) -> None:
    text = (
        "[[inputs.ipmi_sensor]]\n"
        f'  servers = ["ADMIN:{PASSWORD}@lan(10.40.9.117)", "root:{PASSWORD}y@lanplus(bmc2)"]\n'
    )
    found = _found(rules, "monitoring/telegraf/telegraf.conf", text)
    assert found == [(2, PASSWORD), (2, PASSWORD + "y")]
    assert _found(rules, "monitoring/telegraf.d/ipmi.conf", text) == found


def test_telegraf_ipmi_servers_without_a_password_are_not_reported(rules: RuleSet) -> None:
    text = (
        "[[inputs.ipmi_sensor]]\n"
        '  servers = ["USERID:PASSW0RD@lan(192.168.1.1)"]\n'
        '  servers = ["ADMIN:${IPMI_PASSWORD}@lan(10.40.9.117)", "lanplus(10.40.9.118)"]\n'
    )
    assert _found(rules, "monitoring/telegraf/telegraf.conf", text) == []


def test_a_gurobi_licence_file_reports_its_access_id_and_secret(rules: RuleSet) -> None:
    access, secret = "ab7aa905-7fd3-4d24-a1bf-d84191a88c9a", "9c1f7e2d-3b4a-4c5d-8e6f-7a8b9c0d1e2f"
    text = f"# Gurobi WLS licence\nWLSACCESSID={access}\nWLSSECRET={secret}\nLICENSEID=2604117\n"
    assert _found(rules, "home/jv/gurobi.lic", text) == [(2, access), (3, secret)]
    placeholders = "WLSACCESSID=<your access id>\nWLSSECRET=${WLS_SECRET}\nLICENSEID=2604117\n"
    assert _found(rules, "home/jv/gurobi.lic", placeholders) == []


SECRET32 = _r(_ALNUM, 32, seed=5)


@pytest.mark.parametrize(
    "text",
    [
        f'{{\n  "type" : "secret",\n  "value" : "{SECRET32}"\n}}\n',
        f'{{"credentials": [{{"type": "password", "temporary": false, "value": "{SECRET32}"}}]}}\n',
    ],
)
def test_a_keycloak_credential_value_is_found(rules: RuleSet, text: str) -> None:
    assert [value for _, value in _found(rules, "notes/ondemand-client.json", text)] == [SECRET32]


@pytest.mark.parametrize(
    "text",
    [
        '{"type": "password", "value": "${KEYCLOAK_ADMIN_PASSWORD}"}\n',
        '{"type": "password", "value": "changeme", "temporary": true}\n',
        '{"type": "secret", "value": "**********"}\n',
        # Another type's value, and a hashed credential's data.
        f'{{"type": "otp", "value": "{SECRET32}"}}\n',
        '{"type": "password", "secretData": "{\\"value\\":\\"x\\"}", "credentialData": "{}"}\n',
    ],
)
def test_what_only_looks_like_a_keycloak_credential(rules: RuleSet, text: str) -> None:
    assert _found(rules, "keycloak/realm-export.json", text) == []


S3_ID = "12DHMERX24PV9DE6O4NY"
S3_SECRET = "hd8BHdpHkG3ungfEqD78DYUieZCOugnrQYxehTEE"


def test_an_s3_key_pair_under_short_names_is_found(rules: RuleSet) -> None:
    text = f"KOPIA_PASSWORD_FILE=/etc/kopia/pw\nKOPIA_AK={S3_ID}\nKOPIA_SK={S3_SECRET}\n"
    assert _found(rules, "kopia/kopia-server.env", text) == [(2, S3_ID), (3, S3_SECRET)]
    quoted = f"export RGW_AK='{S3_ID}'\nexport RGW_SK='{S3_SECRET}'"
    assert _found(rules, "ops/rgw.sh", quoted) == [(1, S3_ID), (2, S3_SECRET)]


@pytest.mark.parametrize(
    "text",
    [
        # An ID with no secret key beside it, and names that only end the same way.
        f"BUILD_AK={S3_ID}\nBUILD_DIR=/tmp\n",
        "LOCALE_SK=sk_SK.UTF-8\nBRAND_AK=ACME\n",
        # Placeholders and references.
        "KOPIA_AK=${KOPIA_AK}\nKOPIA_SK=${KOPIA_SK}\n",
        "KOPIA_SK=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n",
        "KOPIA_SK=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n",
    ],
)
def test_what_only_looks_like_an_s3_key_pair_under_short_names(rules: RuleSet, text: str) -> None:
    assert _found(rules, "kopia/kopia-server.env", text) == []


COOKIE_KEY = "p2FbBUv0OFdgaBQ7/8RBi1xy4+I4jFZb31LA66zX6dA="
COOKIE_KEY_64 = "tTUmVC1vcQBSEjrFPIBgxUTvY8YH7SA9Ox7L440ntlc" * 2 + "MA=="


def test_keys_that_sign_or_encrypt_cookies_are_found_despite_their_names(rules: RuleSet) -> None:
    text = (
        "{\n"
        f'  "cookie_hash": "{COOKIE_KEY}",\n'
        f'  "cookie_encryption": "{COOKIE_KEY_64[:43]}=",\n'
        f'  "email_sender": "semaphore@example.org"\n'
        "}\n"
    )
    assert _found(rules, "semaphore/config.json", text) == [
        (2, COOKIE_KEY),
        (3, COOKIE_KEY_64[:43] + "="),
    ]
    env = f"SEMAPHORE_COOKIE_HASH={COOKIE_KEY}\nCOOKIE_BLOCK_KEY: {COOKIE_KEY_64}\n"
    assert _found(rules, "semaphore/semaphore.env", env) == [(1, COOKIE_KEY), (2, COOKIE_KEY_64)]


@pytest.mark.parametrize(
    "text",
    [
        # A digest in hex, one with its algorithm's prefix, a reference, a placeholder.
        '"cookie_hash": "' + "9f" * 32 + '"\n',
        '"cookie_hash": "sha256-p2FbBUv0OFdgaBQ7/8RBi1xy4+I4jFZb31LA66zX6dA="\n',
        '"cookie_hash": "${SEMAPHORE_COOKIE_HASH}"\n',
        "cookie_hash: <output of head -c32 /dev/urandom | base64>\n",
        # A digest in base64 under another name ending in hash is none of these keys.
        f'"file_hash": "{COOKIE_KEY}"\n',
        f'"content_hash": "{COOKIE_KEY}"\n',
    ],
)
def test_what_only_looks_like_a_cookie_signing_key(rules: RuleSet, text: str) -> None:
    assert _found(rules, "app/config.json", text) == []


BGP = _r(_ALNUM, 14, seed=7)
OSPF = _r(_ALNUM, 12, seed=8)


def test_routing_protocol_keys_are_found_in_ios_and_frr_syntax(rules: RuleSet) -> None:
    text = (
        "router bgp 65010\n neighbor 192.0.2.1 remote-as 1103\n"
        f" neighbor 192.0.2.1 password {BGP}\n neighbor UPSTREAM password 7 0822455D0A16\n"
        f"interface eth1\n ip ospf authentication message-digest\n"
        f" ip ospf message-digest-key 1 md5 {OSPF}\n ip ospf authentication-key {OSPF[:8]}\n"
        " neighbor 10.0.0.1 password-policy strict\n"
    )
    assert _found(rules, "frr/frr.conf", text) == [
        (3, BGP),
        (4, "0822455D0A16"),
        (7, OSPF),
        (8, OSPF[:8]),
    ]


# -- credential files of their own format: google-authenticator, Postfix SASL, base64 copies ----

_BASE32 = string.ascii_uppercase + "234567"
SEED = "".join(random.Random(11).choice(_BASE32) for _ in range(32))
RELAY_PW = _r(_ALNUM + "+.=", 18, seed=12)


@pytest.mark.parametrize(
    "path",
    [
        # The state file in a home folder, and one kept per user where `secret=` points.
        "home/ibarra/.google_authenticator",
        "var/lib/mfa/backup-op.google_authenticator",
    ],
)
def test_a_google_authenticator_state_file_gives_its_seed(rules: RuleSet, path: str) -> None:
    text = f'{SEED}\n" RATE_LIMIT 3 30\n" WINDOW_SIZE 3\n" HOTP_COUNTER 1\n'
    assert _found(rules, path, text) == [(1, SEED)]


@pytest.mark.parametrize(
    "text",
    [
        # Options alone, an empty file, a lower-case line (no base32 seed), a seed elsewhere.
        '" RATE_LIMIT 3 30\n" TOTP_AUTH\n',
        "",
        "not-a-seed\n",
    ],
)
def test_a_google_authenticator_file_without_a_seed_is_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert _found(rules, "home/ibarra/.google_authenticator", text) == []


def test_a_base32_line_in_another_file_is_not_a_seed(rules: RuleSet) -> None:
    assert _found(rules, "docs/mfa-howto.txt", f"{SEED}\n") == []


@pytest.mark.parametrize(
    ("path", "line"),
    [
        ("etc/postfix/sasl_passwd", f"[smtp.mailgun.org]:587 postmaster@mg.example.org:{RELAY_PW}"),
        # A sender-dependent table (smtp_sender_dependent_authentication), a named copy.
        ("etc/postfix/sender_sasl_passwd", f"@lab.example.org alerts@lab.example.org:{RELAY_PW}"),
        ("etc/postfix/sasl_passwd.relay2", f"relay.example.net:submission svc:{RELAY_PW}"),
    ],
)
def test_postfix_sasl_password_tables_give_their_passwords(
    rules: RuleSet, path: str, line: str
) -> None:
    text = f"# postmap hash:/etc/postfix/sasl_passwd\n{line}\n"
    assert _found(rules, path, text) == [(2, RELAY_PW)]


@pytest.mark.parametrize(
    "line",
    [
        "# [smtp.example.org]:587 user:password",
        "[smtp.example.org]:587 user:<password>",
        "[smtp.example.org]:587 user:${RELAY_PASSWORD}",
        "[smtp.example.org]:587",
    ],
)
def test_postfix_sasl_tables_without_a_password_are_not_reported(rules: RuleSet, line: str) -> None:
    assert _found(rules, "etc/postfix/sasl_passwd", line + "\n") == []


KEYTAB_B64 = "BQIAAABFAAIAEUxBQi5FWEFNUExFLk9SRwAESFRUUAAOd2Vi" + _r(_ALNUM + "+/", 60, seed=13)


@pytest.mark.parametrize(
    "path",
    ["deploy/kdc/ood-http.keytab.b64", "ci/release.p12.base64", "ci/signing.jks.b64"],
)
def test_a_secret_file_kept_as_base64_is_found(rules: RuleSet, path: str) -> None:
    text = KEYTAB_B64[:76] + "\n" + KEYTAB_B64[76:] + "==\n"
    assert _found(rules, path, text) == [(1, KEYTAB_B64[:76])]


# DER: a SEQUENCE whose first member is a SEQUENCE, as a certificate starts.
_CERTIFICATE_B64 = base64.b64encode(
    bytes((0x30, 0x82, 0x01, 0x0A, 0x30, 0x82)) + bytes(range(60))
).decode()


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # A certificate's base64 (public), a checksum file, a base64 copy of an empty file. (A
        # keytab's base64 is one whatever the file is named: base64-keytab-token reads its bytes.)
        ("deploy/ca.crt.b64", _CERTIFICATE_B64 + "\n"),
        ("deploy/web.pem.b64", _CERTIFICATE_B64 + "\n"),
        (
            "deploy/http.keytab.sha256",
            "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08\n",
        ),
        ("deploy/http.keytab.b64", "\n"),
    ],
)
def test_base64_of_public_files_and_other_files_is_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert _found(rules, path, text) == []


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("home/u/.google_authenticator", "A" * 1_000_000 + "!"),
        ("etc/postfix/sasl_passwd", "[h]:25 " * 150_000),
        ("etc/postfix/sasl_passwd", "x u:p \n" * 150_000),
        ("deploy/http.keytab.b64", "QUJD" * 250_000 + "!"),
    ],
)
def test_hostile_credential_files_take_linear_time(rules: RuleSet, path: str, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _found(rules, path, part), text)
    assert linear, times


LICENSE_ID = "3e9b2c71-5a4d-4f08-9c6e-1b7d2a8f4e05"


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # The installer's option, a container's environment, an Ansible variable, the tools'
        # constructor given the licence among its keyword arguments.
        ("deploy/install-em.sh", f"./install.sh --license {LICENSE_ID} --hostname em01\n"),
        ("em/compose.yaml", f"    environment:\n      CRYOSPARC_LICENSE_ID: '{LICENSE_ID}'\n"),
        ("group_vars/em.yml", f'cryosparc_license_id: "{LICENSE_ID}"\n'),
        ("scripts/pull.py", f'cs = CryoSPARC(host="em01", license="{LICENSE_ID.upper()}")\n'),
    ],
)
def test_a_cryosparc_licence_id_is_found(rules: RuleSet, path: str, text: str) -> None:
    assert [value.lower() for _, value in _found(rules, path, text)] == [LICENSE_ID]


@pytest.mark.parametrize(
    ("path", "text"),
    [
        # A variable, a command's output, a placeholder, a licence's name or SPDX id, a
        # licence file's path.
        ("deploy/install-em.sh", "./install.sh --license $CRYOSPARC_LICENSE_ID\n"),
        ("config.sh", 'export CRYOSPARC_LICENSE_ID="$(cat ~/.cs-license)"\n'),
        ("config.sh", 'export CRYOSPARC_LICENSE_ID="<license id>"\n'),
        ("setup.py", 'setup(name="emtools", license="MIT", license_files=["LICENSE"])\n'),
        ("Cargo.toml", 'license = "Apache-2.0"\n'),
        ("run.sh", "matlab -batch run --license /opt/licences/network.lic\n"),
    ],
)
def test_licence_settings_without_a_licence_id_are_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert _found(rules, path, text) == []


def test_hostile_licence_options_take_linear_time(rules: RuleSet) -> None:
    for text in (
        "--license " * 100_000 + "license=" * 100_000,
        "CRYOSPARC_LICENSE_ID" + " " * 500_000,
    ):
        linear, times = text_grows_linearly(lambda part: _found(rules, "a.sh", part), text)
        assert linear, times
