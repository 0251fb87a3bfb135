"""Secrets a command line gives by its tool's syntax: mosquitto_passwd's batch form, OpenBao's
CLI beside Vault's and an unseal key given as the argument, OMERO's login -w, a literal piped
into an option that reads a password from standard input or echoed by a process substitution
into a password's file, a keytab echoed as base64 into `base64 -d`, a curl form field whose value
starts with `=`, an SMB URI with a workgroup before its user; and the account, not the password,
after a subcommand that sets one (`setpwd USER PASSWORD`). Values are made here."""

from __future__ import annotations

import base64
import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(3711)
PASSWORD = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(18)) + "k7"
TOKEN = "s." + "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(24))
UNSEAL = base64.b64encode(_RNG.randbytes(33)).decode()
KEYTAB = base64.b64encode(b"\x05\x02" + _RNG.randbytes(90)).decode()
# The same bytes but for the keytab's version: base64 of any other file.
NOT_KEYTAB = base64.b64encode(b"\x04\x02" + _RNG.randbytes(90)).decode()
ACCESS_ID = "".join(_RNG.choice(string.ascii_uppercase + string.digits) for _ in range(20))


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[int, str]]:
    parts = ("home", "lab", *file_name.split("/"))
    return [(m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("command", "value"),
    [
        (f"mosquitto_passwd -b /srv/broker/pwfile sensor-gw '{PASSWORD}'", PASSWORD),
        (f"sudo mosquitto_passwd -c -b users.txt telemetry {PASSWORD}", PASSWORD),
        (f"bao login {TOKEN}", TOKEN),
        (f"bao login -no-print {TOKEN}", TOKEN),
        (f"vault operator unseal {UNSEAL}", UNSEAL),
        (f"omero login -s imaging.lab.example -u curator -w '{PASSWORD}'", PASSWORD),
        (f"omero login curator@imaging.lab.example --password {PASSWORD}", PASSWORD),
        (f"echo '{PASSWORD}' | sudo openconnect -u ann --passwd-on-stdin vpn.lab", PASSWORD),
        (f'echo "{PASSWORD}" | podman login -u ann --password-stdin quay.lab.example', PASSWORD),
        (f"echo -n {PASSWORD} | voms-proxy-init --voms atlas --pwstdin", PASSWORD),
        # VOMS's clients take their options with one dash, as voms-proxy-init(1) spells them.
        (f"echo '{PASSWORD}' | voms-proxy-init -voms atlas -valid 96:00 -pwstdin", PASSWORD),
        (f"voms-proxy-init -voms atlas -pwstdin <<< '{PASSWORD}'", PASSWORD),
        (f"step ca certificate n1 n1.crt n1.key --password-file <(echo '{PASSWORD}')", PASSWORD),
        (f"tool sign --passphrase-file=<( echo -n {PASSWORD} ) a.bin", PASSWORD),
        (f"echo '{KEYTAB}' | base64 -d > /etc/httpd.keytab", KEYTAB),
        (f"echo {KEYTAB} | openssl base64 -d -A > svc.keytab", KEYTAB),
        (f"curl -s -d 'username=ann' -d 'password=={PASSWORD}' https://idp.lab/t", f"={PASSWORD}"),
        (f'curl --data-urlencode "client_secret=={PASSWORD}" https://idp.lab/t', f"={PASSWORD}"),
        (f"lpadmin -p hall -E -v smb://LAB/print-svc:{PASSWORD}@ps1.lab.example/hall", PASSWORD),
        (f"lpadmin -p hall -E -v smb://LAB;print-svc:{PASSWORD}@ps1.lab.example/hall", PASSWORD),
        # keepassxc-cli reads the database's password from a pipe or a here-string.
        (f"echo '{PASSWORD}' | keepassxc-cli show -q -s -a Password v.kdbx root@mgmt1", PASSWORD),
        (f"keepassxc-cli ls vault.kdbx <<< '{PASSWORD}'", PASSWORD),
        # Conjur's CLI sets a secret variable's value.
        (f"conjur variable set -i apps/db/password -v '{PASSWORD}'", PASSWORD),
        (f"conjur variable set --id apps/db/password --value {PASSWORD}", PASSWORD),
    ],
)
def test_a_secret_given_by_the_tools_syntax_is_found(
    rules: RuleSet, command: str, value: str
) -> None:
    assert _found(rules, ".bash_history", f"cd /srv\n{command}\n") == [(2, value)]


def test_an_smb_device_uri_with_a_workgroup_gives_its_password(rules: RuleSet) -> None:
    text = f"<Printer hall>\nDeviceURI smb://LAB/print-svc:{PASSWORD}@ps1.lab.example/hall\n"
    assert _found(rules, "etc/cups/printers.conf", text) == [(2, PASSWORD)]


@pytest.mark.parametrize(
    "command",
    [
        # Without -b mosquitto_passwd prompts: its arguments are the file and the user.
        "mosquitto_passwd -c /srv/broker/pwfile sensor-gw",
        "bao login -method=userpass username=ann",
        "vault operator unseal",
        "vault operator unseal -reset",
        "vault operator unseal $UNSEAL_KEY_1",
        "omero login -s imaging.lab.example -u curator",
        # Piped into a command that does not read a password from its input.
        f"echo '{PASSWORD}' | sudo tee /etc/motd",
        # A command's output, a file's contents or a variable, not a literal.
        "step ca token n1 --password-file <(pass show lab/step)",
        'echo "$GRID_PASS" | voms-proxy-init -voms atlas -pwstdin',
        "cat ~/.globus/pass | voms-proxy-init -voms atlas -pwstdin",
        f"echo '{PASSWORD}' | voms-proxy-info -pwstdinfo",
        "step ca token n1 --password-file <(echo $STEP_PASSWORD)",
        f"diff <(echo {PASSWORD}) expected.txt",
        f"x=$(echo {PASSWORD})",
        # Base64 of another file, and a keytab's base64 decoded from a file, not a literal.
        f"echo '{NOT_KEYTAB}' | base64 -d > blob.bin",
        "base64 -d svc.keytab.b64 > svc.keytab",
        # A comparison and a form field with a variable's value.
        "curl -s -d 'grant_type=password' -d \"password=$PW\" https://idp.lab.example/t",
        "smb://LAB/print-svc@ps1.lab.example/hall",
        # The database's password from a variable; a store's variable read, or set from one.
        'echo "$KP_PASS" | keepassxc-cli show -s vault.kdbx root@mgmt1',
        "keepassxc-cli show -s vault.kdbx root@mgmt1 | grep Password",
        "conjur variable get -i apps/db/password",
        'conjur variable set -i apps/db/password -v "$DB_PASS"',
    ],
)
def test_look_alikes_of_those_commands_are_left_alone(rules: RuleSet, command: str) -> None:
    assert _found(rules, ".bash_history", f"cd /srv\n{command}\n") == []


def test_a_password_setter_takes_the_account_first(rules: RuleSet) -> None:
    notes = "3. run `ca.sh ra setclearpwd node17 <code from the RA>` and then the batch.\n"
    assert _found(rules, "notes/enrol.md", notes) == []
    notes = f"3. then ca.sh ra setpwd node17 {PASSWORD} on the CA host.\n"
    assert _found(rules, "notes/enrol.md", notes) == [(1, PASSWORD)]
    # Given alone, the word after the setter is the password all the same.
    notes = f"mgr setpassword {PASSWORD}\n"
    assert _found(rules, "notes/enrol.md", notes) == [(1, PASSWORD)]


@pytest.mark.parametrize(
    ("rule_id", "near_miss"),
    [
        ("base64-keytab", f"echo '{NOT_KEYTAB}' | base64 -d > k.keytab"),
        ("base64-keytab", "echo BQI" + "A" * 70 + " | base64 > key"),
        ("stdin-password", "x --password-file <(echo " + "a" * 40),
        ("stdin-password", "cmd --pass-file=<(echo " + "-pw-file " * 8),
        ("stdin-password", "echo pw | openconnect " + "--passwd-on " * 8),
        ("connection-string", "smb://" + "W" * 60 + "/" + "u" * 60 + ":"),
        ("cli-secret-argument", "vault operator unseal -" + "x" * 30),
    ],
)
def test_near_misses_of_the_new_patterns_are_searched_fast(
    rules: RuleSet, rule_id: str, near_miss: str
) -> None:
    # Each pattern over a megabyte of its near-misses, as if every line held its keyword.
    pattern = next(rule.regex for rule in rules.rules if rule.id == rule_id)
    text = "\n".join([near_miss] * (1_000_000 // (len(near_miss) + 1)))

    def scan(part: str) -> None:
        assert not any(True for _ in pattern.finditer(part))

    # A backtracking pattern would take 16 times its quarter's time: seconds to minutes.
    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def test_ceph_auth_names_entities_not_logins(rules: RuleSet) -> None:
    # `ceph auth` administers the cephx keyring's entities: their dotted names are no password,
    # and an S3 key id beside a command's output for its secret is not labelled (rule 2).
    text = (
        "radosgw-admin user create --uid=cloud --display-name=Cloud"
        f' --access-key={ACCESS_ID} --secret="$(cat /root/rgw-cloud.secret)"\n'
        "ceph auth get client.rgw.s3gw1\n"
        "ceph auth get-or-create client.cloud7 mon 'allow r' osd 'allow rw pool=rgw'\n"
    )
    assert _found(rules, ".bash_history", text) == []
    # Another tool's `auth USER PASSWORD` is still read, and the key id beside a written secret.
    text = (
        f"cf auth ann {PASSWORD}\n"
        f"radosgw-admin user create --uid=cloud --access-key={ACCESS_ID} --secret={UNSEAL}\n"
    )
    assert _found(rules, ".bash_history", text) == [
        (1, PASSWORD),
        (2, ACCESS_ID),
        (2, UNSEAL),
    ]
