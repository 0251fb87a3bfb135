"""An API key issued as a key id and a key secret (an HTTP Basic login's user and password, as
open data portals issue them) is a pair: the key id written beside its key secret names the
account the secret unlocks and is reported with it. A key id with no key secret beside it, a
number, and words are not. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(9173)
_ALNUM = string.ascii_letters + string.digits
KEY_ID = "".join(_RNG.choices(_ALNUM, k=24)) + "3"
KEY_SECRET = "".join(_RNG.choices(_ALNUM, k=49)) + "7"


def test_a_key_id_beside_its_key_secret_is_reported(rules: RuleSet) -> None:
    env = (
        "PORTAL_DOMAIN=data.city.example.net\n"
        f"PORTAL_API_KEY_ID={KEY_ID}\n"
        f"PORTAL_API_KEY_SECRET={KEY_SECRET}\n"
    )
    assert found(rules, "publish/.env", env) == [(2, KEY_ID), (3, KEY_SECRET)]


@pytest.mark.parametrize(
    "text",
    [
        # No key secret beside it: an id alone unlocks nothing.
        f"PORTAL_API_KEY_ID={KEY_ID}\nPORTAL_DOMAIN=data.city.example.net\n",
        # A number and a name are no issued id.
        f"PORTAL_API_KEY_ID=4471902235\nPORTAL_API_KEY_SECRET={KEY_SECRET}\n",
        f"PORTAL_API_KEY_ID=weekly-publisher\nPORTAL_API_KEY_SECRET={KEY_SECRET}\n",
        # Another key's id beside this key's secret.
        f"MAPS_KEY_ID={KEY_ID}\nPORTAL_API_KEY_SECRET={KEY_SECRET}\n",
    ],
)
def test_an_id_not_paired_with_its_key_secret_is_left_alone(rules: RuleSet, text: str) -> None:
    assert [value for _, value in found(rules, "publish/.env", text)] == [KEY_SECRET] * (
        "KEY_SECRET" in text
    )


# -- an ACME External Account Binding: key id beside its HMAC key ------------------------------

EAB_KID = "".join(_RNG.choices(_ALNUM, k=21)) + "5"
EAB_HMAC = "".join(_RNG.choices(_ALNUM + "_-", k=85)) + "w"


def test_an_eab_key_id_beside_its_hmac_key_is_reported(rules: RuleSet) -> None:
    env = f"LEGO_EMAIL=pki@example.org\nLEGO_EAB_KID={EAB_KID}\nLEGO_EAB_HMAC={EAB_HMAC}\n"
    assert found(rules, "acme/lego.env", env) == [(2, EAB_KID), (3, EAB_HMAC)]


@pytest.mark.parametrize(
    "text",
    [
        # Alone, or beside a variable for its HMAC key: the id unlocks nothing here.
        f"LEGO_EMAIL=pki@example.org\nLEGO_EAB_KID={EAB_KID}\n",
        f"LEGO_EAB_KID={EAB_KID}\nLEGO_EAB_HMAC=${{EAB_HMAC}}\n",
    ],
)
def test_an_eab_key_id_without_its_hmac_key_is_left_alone(rules: RuleSet, text: str) -> None:
    assert found(rules, "acme/lego.env", text) == []


@pytest.mark.parametrize(
    ("file_name", "text", "expected"),
    [
        # certbot's options, on one line and across a `\` continuation; acme.sh's the same.
        (
            "acme/register.sh",
            f"certbot register -m pki@example.org --eab-kid {EAB_KID} --eab-hmac-key {EAB_HMAC}\n",
            [(1, EAB_KID), (1, EAB_HMAC)],
        ),
        (
            "acme/register.sh",
            "certbot register -m pki@example.org \\\n"
            "  --server https://acme.sectigo.com/v2/OV \\\n"
            f"  --eab-kid {EAB_KID} \\\n"
            f"  --eab-hmac-key {EAB_HMAC}\n",
            [(3, EAB_KID), (4, EAB_HMAC)],
        ),
        (
            "acme/zerossl.sh",
            "acme.sh --register-account --server zerossl "
            f"--eab-kid {EAB_KID} --eab-hmac-key {EAB_HMAC}\n",
            [(1, EAB_KID), (1, EAB_HMAC)],
        ),
        # certbot's ini: eab-kid = beside eab-hmac-key =.
        (
            "certbot/cli.ini",
            "server = https://acme.sectigo.com/v2/OV\n"
            f"eab-kid = {EAB_KID}\n"
            f"eab-hmac-key = {EAB_HMAC}\n"
            "email = pki@example.org\n",
            [(2, EAB_KID), (3, EAB_HMAC)],
        ),
    ],
)
def test_a_certbot_or_acme_sh_eab_key_id_beside_its_hmac_key_is_reported(
    rules: RuleSet, file_name: str, text: str, expected: list[tuple[int, str]]
) -> None:
    assert found(rules, file_name, text) == expected


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Beside a variable or a reference for its HMAC key, or alone: the id unlocks nothing.
        ("acme/register.sh", f'certbot register --eab-kid {EAB_KID} --eab-hmac-key "$EAB_HMAC"\n'),
        (
            "acme/register.sh",
            f'certbot register \\\n  --eab-kid {EAB_KID} \\\n  --eab-hmac-key "${{EAB_HMAC}}"\n',
        ),
        ("certbot/cli.ini", f"eab-kid = {EAB_KID}\neab-hmac-key = ${{EAB_HMAC}}\n"),
        ("certbot/cli.ini", f"server = https://acme.sectigo.com/v2/OV\neab-kid = {EAB_KID}\n"),
    ],
)
def test_a_certbot_eab_key_id_without_its_hmac_key_is_left_alone(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert found(rules, file_name, text) == []


# -- an Aspera Node API access key as a preset's user name and password ------------------------

ACCESS_KEY_ID = "".join(_RNG.choices(_ALNUM + "_-", k=40)) + "aB3-"
ACCESS_KEY_SECRET = "".join(_RNG.choices(_ALNUM, k=31)) + "9"


def _presets(username: str, password: str) -> str:
    return (
        "node_user:\n"
        "  url: https://hsts.example.org:9092\n"
        "  username: nodeapi\n"
        "  password: '${NODE_PASSWORD}'\n"
        "node_ak:\n"
        "  url: https://hsts.example.org:9092\n"
        f"  username: {username}\n"
        f"  password: '{password}'\n"
    )


def test_an_access_key_id_as_a_user_name_beside_its_secret_is_reported(rules: RuleSet) -> None:
    text = _presets(ACCESS_KEY_ID, ACCESS_KEY_SECRET)
    assert found(rules, ".aspera/ascli/config.yaml", text) == [
        (7, ACCESS_KEY_ID),
        (8, ACCESS_KEY_SECRET),
    ]


@pytest.mark.parametrize(
    ("username", "password"),
    [
        # A transfer user's or a service's name, however long, beside a password.
        ("xfer_genomics", ACCESS_KEY_SECRET),
        ("svc-transfer-genomics-pipeline-archive-2024x", ACCESS_KEY_SECRET),
        # The id beside a reference for its secret.
        (ACCESS_KEY_ID, "${ASPERA_AK_SECRET}"),
    ],
)
def test_a_user_name_that_is_no_access_key_id_is_left_alone(
    rules: RuleSet, username: str, password: str
) -> None:
    values = [
        value
        for _, value in found(rules, ".aspera/ascli/config.yaml", _presets(username, password))
    ]
    assert values == [ACCESS_KEY_SECRET] * (password == ACCESS_KEY_SECRET)


# -- a Nexus user token's name code beside its pass code, in Maven's settings.xml --------------

NAME_CODE = "".join(_RNG.choices(string.ascii_letters, k=7)) + "4"
PASS_CODE = "".join(_RNG.choices(_ALNUM + "_-", k=43)) + "Z"


def _servers(username: str, password: str) -> str:
    return (
        "<settings>\n  <servers>\n    <server>\n"
        "      <id>releases</id>\n"
        "      <username>tpajari</username>\n"
        "      <password>${env.NEXUS_PASSWORD}</password>\n"
        "    </server>\n    <server>\n"
        "      <id>snapshots</id>\n"
        f"      <username>{username}</username>\n"
        f"      <password>{password}</password>\n"
        "    </server>\n  </servers>\n</settings>\n"
    )


def test_a_user_token_name_code_beside_its_pass_code_is_reported(rules: RuleSet) -> None:
    text = _servers(NAME_CODE, PASS_CODE)
    assert found(rules, ".m2/settings.xml", text) == [(10, NAME_CODE), (11, PASS_CODE)]


@pytest.mark.parametrize(
    ("username", "password"),
    [
        # A person's user name beside a password, and beside a pass code's length of another
        # shape; the name code beside a reference.
        ("kniemi", PASS_CODE),
        (NAME_CODE, "Rk4%vW9q=Lm2xQ"),
        (NAME_CODE, "${env.NEXUS_TOKEN_PASS}"),
    ],
)
def test_a_user_name_beside_no_pass_code_is_left_alone(
    rules: RuleSet, username: str, password: str
) -> None:
    text = _servers(username, password)
    assert NAME_CODE not in [value for _, value in found(rules, ".m2/settings.xml", text)]


@pytest.mark.parametrize(
    ("path", "template"),
    [
        (".m2/settings.xml", "<server>\n  <username>{u}</username>\n  <password>{p}</password>\n"),
        ("deploy.yaml", "nexus:\n  username: {u}\n  password: {p}\n"),
        (".env", "NEXUS_USERNAME={u}\nNEXUS_PASSWORD={p}\n"),
        ("notes.md", "- username {u}\n- password {p}\n"),
    ],
)
@pytest.mark.parametrize("username", ["deployer", "jdoe2024", "uploader", "JDoe2024"])
def test_a_user_name_of_a_name_codes_length_is_no_name_code(
    rules: RuleSet, path: str, template: str, username: str
) -> None:
    # Eight letters and digits fit many a user name: beside a pass code's length, a name code
    # must still look drawn at random (letters mixing cases).
    pass_code = "".join(_RNG.choices(_ALNUM + "_-", k=43)) + "Z"
    values = [value for _, value in found(rules, path, template.format(u=username, p=pass_code))]
    assert username not in values
    assert pass_code in values


def _copr(seed: int) -> tuple[str, str]:
    # Copr's login (base64 of four bytes, "##", 20 small letters) and token (30 small letters).
    rng = random.Random(f"copr-{seed}")
    head = "".join(rng.choices(_ALNUM, k=5)) + "Q=="
    login = head + "##" + "".join(rng.choices(string.ascii_lowercase, k=20))
    return login, "".join(rng.choices(string.ascii_lowercase, k=30))


def test_a_copr_login_beside_its_token_is_reported(rules: RuleSet) -> None:
    login, token = _copr(1)
    config = (
        "[copr-cli]\nusername = jdoe\n"
        f"login = {login}\ntoken = {token}\ncopr_url = https://copr.fedorainfracloud.org\n"
    )
    assert found(rules, ".config/copr", config) == [(3, login), (4, token)]


def test_a_copr_login_beside_a_token_of_another_shape_is_left_alone(rules: RuleSet) -> None:
    login, _ = _copr(2)
    config = f"[copr-cli]\nusername = jdoe\nlogin = {login}\ntoken = {KEY_SECRET}\n"
    assert found(rules, ".config/copr", config) == [(4, KEY_SECRET)]
