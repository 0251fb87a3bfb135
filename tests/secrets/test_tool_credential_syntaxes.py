"""Secrets in the syntaxes tools document for them: Apprise notification URLs (Telegram,
Mattermost, Gotify), ipmitool's Kg key, libcurl's credential options, Synapse's signing key
file, a kickstart's rootpw, and the Azure AI Speech SDKs' fromSubscription(key, region).
Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(2105)
_SMALL = string.ascii_lowercase + string.digits
_URLSAFE = string.ascii_letters + string.digits + "_-"
TELEGRAM = "7781093344:AA" + "".join(_RNG.choice(_URLSAFE) for _ in range(33))
MATTERMOST = "".join(_RNG.choice(_SMALL) for _ in range(26))
GOTIFY = "A" + "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(14))
KG = "".join(_RNG.choice("0123456789abcdef") for _ in range(40))
SPEECH = "".join(_RNG.choice("0123456789abcdef") for _ in range(32))
SEED = "".join(_RNG.choice(string.ascii_letters + string.digits + "+/") for _ in range(43))
PASSWORD = "Rk4%vW9q=Lm2" + "".join(_RNG.choice(string.ascii_letters) for _ in range(4))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "lena", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


# -- Apprise URLs ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("file_name", "text", "secret"),
    [
        ("notify.sh", 'apprise -b "backup done" "tgram://{t}/-4410023/"\n', TELEGRAM),
        (
            "changedetection.json",
            '{{"notification_urls": ["mmosts://chat.lab.example.org:8443/ops/{m}"]}}\n',
            MATTERMOST,
        ),
        ("hc.env", "APPRISE_URLS=gotifys://push.lab.example.org/{g}\n", GOTIFY),
        ("alerts.yml", "targets:\n  - mmost://bot@mm.example.net/{m}?channel=hpc\n", MATTERMOST),
    ],
)
def test_a_token_in_an_apprise_url_is_found(
    rules: RuleSet, file_name: str, text: str, secret: str
) -> None:
    filled = text.format(t=TELEGRAM, m=MATTERMOST, g=GOTIFY)
    assert _values(rules, file_name, filled) == [secret]


@pytest.mark.parametrize(
    "text",
    [
        # The wiki's own placeholders, a variable, a path of words, a short id.
        "urls:\n  - mmost://{hostname}/{token}\n  - gotify://hostname/{token}\n",
        "urls:\n  - mmosts://chat.example.org/$MM_TOKEN\n",
        "urls:\n  - mmost://chat.example.org/hooks/incoming\n  - gotify://push/Amessage\n",
        "urls:\n  - tgram://bottoken/chatid\n",
    ],
)
def test_what_only_looks_like_an_apprise_token(rules: RuleSet, text: str) -> None:
    assert _values(rules, "apprise.yml", text) == []


# -- ipmitool's Kg key ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "ipmitool -I lanplus -H 10.1.2.3 -U ops -P '$BMC_PW' -y {k} fru print\n",
        "for h in $(cat bmcs); do ipmitool -H $h -I lanplus -y {k} -E mc info; done\n",
        "ipmitool -I lanplus -k 'Kg-{k}' -H bmc01 -E power status\n",
    ],
)
def test_an_ipmi_kg_key_given_to_ipmitool_is_found(rules: RuleSet, text: str) -> None:
    found = _values(rules, "bmc.sh", text.format(k=KG))
    assert any(KG in value for value in found), found


@pytest.mark.parametrize(
    "text",
    [
        # -K reads the key from IPMI_KGKEY; a variable; ipmitool's other commands.
        "ipmitool -I lanplus -H bmc01 -U ops -K -E chassis status\n",
        'ipmitool -I lanplus -H bmc01 -U ops -y "$IPMI_KG" -E sel list\n',
        "ipmitool -I lanplus -H bmc01 -E sdr type Temperature\n",
        "ssh-keygen -y -f ~/.ssh/id_ed25519\n",
    ],
)
def test_what_is_no_kg_key(rules: RuleSet, text: str) -> None:
    assert _values(rules, "bmc.sh", text) == []


# -- libcurl ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("upload.php", "curl_setopt($ch, CURLOPT_USERPWD, 'depositor:{p}');\n"),
        ("fetch.py", 'c.setopt(pycurl.USERPWD, "archive:{p}")\n'),
        ("proxy.cpp", 'curl_easy_setopt(h, CURLOPT_PROXYUSERPWD, "svc:{p}");\n'),
        ("mail.c", 'curl_easy_setopt(curl, CURLOPT_PASSWORD, "{p}");\n'),
    ],
)
def test_a_password_given_to_libcurl_is_found(rules: RuleSet, file_name: str, text: str) -> None:
    assert _values(rules, file_name, text.format(p=PASSWORD)) == [PASSWORD]


@pytest.mark.parametrize(
    "text",
    [
        "curl_easy_setopt(h, CURLOPT_USERPWD, userpwd);\n",
        'curl_easy_setopt(h, CURLOPT_USERPWD, "user:password");\n',
        'curl_easy_setopt(h, CURLOPT_USERPWD, "${USER}:${PASS}");\n',
        'curl_easy_setopt(h, CURLOPT_USERNAME, "archive");\n',
    ],
)
def test_what_libcurl_is_given_that_is_no_password(rules: RuleSet, text: str) -> None:
    assert _values(rules, "client.c", text) == []


# -- Synapse's signing key and a kickstart's root password ----------------------------------------


def test_a_synapse_signing_key_file_is_found(rules: RuleSet) -> None:
    text = f"ed25519 a_Wd3k {SEED}\n"
    assert _values(rules, "synapse/matrix.lab.example.org.signing.key", text) == [SEED]


def test_the_signing_key_rule_reads_only_signing_key_files(rules: RuleSet) -> None:
    # The same line in a notes file or a server's YAML is no key file's: the rule is kept to
    # its files (another rule may judge the value there by its name).
    text = f"ed25519 a_Wd3k {SEED}\n"
    for file_name in ("notes/matrix.txt", "synapse/homeserver.yaml", "signing.key.pub"):
        ids = [m.rule.id for m in find_matches(text, ("home", "lena", file_name), rules)]
        assert "synapse-signing-key" not in ids, (file_name, ids)


@pytest.mark.parametrize(
    "text",
    [
        "install\nrootpw {p}\n",
        "rootpw --lock --plaintext {p}\n",
        "%pre\n%end\nrootpw  '{p}'\n",
    ],
)
def test_a_kickstart_root_password_is_found(rules: RuleSet, text: str) -> None:
    assert _values(rules, "ks/gpu-node.cfg", text.format(p=PASSWORD)) == [PASSWORD]


@pytest.mark.parametrize(
    "text", ["rootpw --plaintext {p}\n", "rootpw --lock {p}\n", "rootpw {p}\n"]
)
def test_a_kickstart_root_password_starting_with_a_dash_is_the_password(
    rules: RuleSet, text: str
) -> None:
    # The word after the options is the password, whatever it starts with: not an option.
    dashed = "-" + PASSWORD
    assert _values(rules, "ks/gpu-node.cfg", text.format(p=dashed)) == [dashed]


@pytest.mark.parametrize(
    "text",
    [
        "rootpw --iscrypted $6$Qm1x0kZr$W1n5hB7uT9eR2yC4pL6sD8fG0jK3aZ5xN7vM9qE1wR3tY5uI7oP9.\n",
        "rootpw --lock\n",
        "rootpw --lock --iscrypted $6$Qm1x0kZr$W1n5hB7uT9eR2yC4pL6sD8fG0jK3aZ5xN7vM9qE1wR3tY5.\n",
        "rootpw --plaintext --lock\n",
        "rootpw --plaintext changeme\n",
        "rootpw --plaintext ${ROOT_PW}\n",
    ],
)
def test_what_a_kickstart_rootpw_holds_that_is_no_password(rules: RuleSet, text: str) -> None:
    assert _values(rules, "ks/gpu-node.cfg", text) == []


# -- the Azure AI Speech SDKs ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        (
            "Recognise.java",
            'SpeechConfig config = SpeechConfig.fromSubscription("{k}", "westeurope");\n',
        ),
        ("Program.cs", 'var config = SpeechConfig.FromSubscription("{k}", "eastus");\n'),
    ],
)
def test_a_speech_key_given_to_from_subscription_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text.format(k=SPEECH)) == [SPEECH]


def test_from_subscription_with_a_variable_is_no_secret(rules: RuleSet) -> None:
    text = 'const c = sdk.SpeechConfig.fromSubscription(process.env.SPEECH_KEY, "westeurope");\n'
    assert _values(rules, "app.js", text) == []


# -- hostile input ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("file_name", "line"),
    [
        ("apprise.yml", "mmost://" + "h/" * 3000 + "x"),
        ("bmc.sh", "ipmitool " + "-y " * 3000),
        ("client.c", "CURLOPT_USERPWD, '" + "a" * 6000),
        ("ks/a.ks", "rootpw " + "--lock " * 3000),
        ("tgram.sh", "tgram:// " + "1" * 6000),
    ],
)
def test_huge_lines_take_linear_time(rules: RuleSet, file_name: str, line: str) -> None:
    text = (line + "\n") * 100
    linear, times = text_grows_linearly(lambda part: _values(rules, file_name, part), text)
    assert linear, times


# -- Garage's key ids ------------------------------------------------------------------------

GARAGE_ID = "GK" + "".join(_RNG.choice("0123456789abcdef") for _ in range(24))
GARAGE_SECRET = "".join(_RNG.choice("0123456789abcdef") for _ in range(64))


def test_a_garage_key_id_is_found_with_its_secret(rules: RuleSet) -> None:
    text = (
        f"[garage]\ntype = s3\nprovider = Other\naccess_key_id = {GARAGE_ID}\n"
        f"secret_access_key = {GARAGE_SECRET}\nendpoint = http://garage.lab:3900\n"
    )
    assert _values(rules, ".config/rclone/rclone.conf", text) == [GARAGE_ID, GARAGE_SECRET]


@pytest.mark.parametrize(
    "text",
    [
        # Alone (its secret elsewhere), the quick start's example, other shapes.
        f"garage bucket allow --read --write photos --key {GARAGE_ID}\n",
        "Key ID: GK3515373e4c851ebaad366558\n",
        f"id: {GARAGE_ID[:-1]}\nid: {GARAGE_ID.upper()}\n",
    ],
)
def test_a_garage_key_id_alone_is_not_reported(rules: RuleSet, text: str) -> None:
    assert _values(rules, "notes/garage.md", text) == []


def test_many_garage_prefixes_take_linear_time(rules: RuleSet) -> None:
    text = ("GK" * 50_000 + "\n") * 20
    linear, times = text_grows_linearly(lambda part: _values(rules, "notes.txt", part), text)
    assert linear, times


# -- OneCLI's --bmc USERID:PASSWORD@HOST -----------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "onecli update flash --bmc admin:{p}@bmc-r12.lab --dir /fw\n",
        'OneCli.exe config show IMM --bmc="ops:{p}@[fd00::31]"\n',
    ],
)
def test_a_bmc_password_in_onecli_bmc_is_found(rules: RuleSet, text: str) -> None:
    assert _values(rules, "fw/update.sh", text.format(p=PASSWORD)) == [PASSWORD]


@pytest.mark.parametrize(
    "text",
    [
        # The factory password, a variable, no password at all.
        "onecli inventory getinfor --bmc USERID:PASSW0RD@10.1.1.2\n",
        'onecli inventory getinfor --bmc "USERID:$XCC_PW@10.1.1.2"\n',
        "onecli inventory getinfor --bmc 10.1.1.2\n",
    ],
)
def test_what_onecli_bmc_holds_that_is_no_password(rules: RuleSet, text: str) -> None:
    assert _values(rules, "fw/update.sh", text) == []


def test_hostile_bmc_options_take_linear_time(rules: RuleSet) -> None:
    text = ("--bmc a:" + "b" * 100 + " " + "--bmc a:b@" * 2000 + "\n") * 50
    linear, times = text_grows_linearly(lambda part: _values(rules, "fw/update.sh", part), text)
    assert linear, times


# -- an EIDA token's own file ---------------------------------------------------------------

_ARMOUR_BODY = "\n".join(
    "".join(_RNG.choice(string.ascii_letters + string.digits + "+/") for _ in range(64))
    for _ in range(6)
)
EIDA = f"-----BEGIN PGP MESSAGE-----\n\n{_ARMOUR_BODY}\n=Xq3B\n-----END PGP MESSAGE-----\n"


@pytest.mark.parametrize(
    "file_name",
    [
        ".eidatoken",
        "seismo/eidatoken",
        "keys/geofon.eidatoken",
        ".eida/token.asc",
        "eida_token.asc",
    ],
)
def test_an_eida_token_file_is_found(rules: RuleSet, file_name: str) -> None:
    found = [m for m in find_matches(EIDA, ("home", "lena", *file_name.split("/")), rules)]
    assert [(m.rule.id, m.line) for m in found] == [("eida-token", 1)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # An encrypted message elsewhere is ciphertext; an elided example is no token.
        ("notes/reply.asc", EIDA),
        (".gnupg/token.asc", EIDA),
        (".eidatoken", "-----BEGIN PGP MESSAGE-----\n\n...\n-----END PGP MESSAGE-----\n"),
    ],
)
def test_what_is_no_eida_token(rules: RuleSet, file_name: str, text: str) -> None:
    assert _values(rules, file_name, text) == []


def test_a_huge_eida_token_file_takes_linear_time(rules: RuleSet) -> None:
    text = "-----BEGIN PGP MESSAGE-----\n" * 40_000
    linear, times = text_grows_linearly(lambda part: _values(rules, ".eidatoken", part), text)
    assert linear, times
