"""Values that have a secret's place but not its nature: a vendor's published demo token or
documented example secret, a default that asks to be changed, a GRUB PBKDF2 hash (stored to be
checked, not replayed), a UUID zeroed after its first group. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(2121)
TOKEN = "".join(_RNG.choice(string.ascii_letters + string.digits + "_-") for _ in range(43))
SALT = "".join(_RNG.choice("0123456789ABCDEF") for _ in range(64))
DIGEST = "".join(_RNG.choice("0123456789ABCDEF") for _ in range(128))
UUID = "3b6f1d2e-7a94-4c1b-9e05-d8a27f4c61b3"
# Tibber's demo token, as its developer guide publishes it.
TIBBER_DEMO = "5K4MVS-OjfWhK_4yrjOlFe1F6kJXPVf7eQYggo8ebAE"


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "dana", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("prices.py", 'import tibber\nhome = tibber.Tibber("{v}")\n'),
        (".env", "TIBBER_ACCESS_TOKEN={v}\n"),
        ("fetch.sh", 'curl -H "Authorization: Bearer {v}" https://api.tibber.com/v1-beta/gql\n'),
    ],
)
def test_a_vendors_demo_token_is_passed_over(rules: RuleSet, file_name: str, text: str) -> None:
    assert _values(rules, file_name, text.format(v=TIBBER_DEMO)) == []


def test_a_token_of_the_same_shape_is_still_found(rules: RuleSet) -> None:
    assert _values(rules, ".env", f"TIBBER_ACCESS_TOKEN={TOKEN}\n") == [TOKEN]


# Pomerium's reference pages' example cookie and shared secrets, Bitwarden's example client
# secret, as their documentation prints them.
POMERIUM_COOKIE = "tdkuWzUelRukP/6VYzopfh6kis7y5u5Ldl3MrIq9ZR0="
POMERIUM_SHARED = "wC4RFsEdM1gHFzvRt3XW+iWw6Ddt/1kKkdh66OKxiqs="
BITWARDEN_EXAMPLE = "efrbgT9C6BogEfXi5pZc48XyJjfpR"


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        (
            "pomerium/config.yaml",
            f"cookie_secret: {POMERIUM_COOKIE}\nshared_secret: {POMERIUM_SHARED}\n",
        ),
        ("notes/pomerium.md", f"The docs' `cookie_secret: {POMERIUM_COOKIE}` is an example.\n"),
        (".config/bw.env", f"BW_CLIENTSECRET={BITWARDEN_EXAMPLE}\n"),
        # A default that asks to be changed (Mainzelliste's shipped configuration).
        ("mainzelliste.conf", "servers.0.apiKey = changeThisApiKey\n"),
        (".env", "ADMIN_PASSWORD=Change-This-Password-2024\n"),
    ],
)
def test_documented_examples_and_change_me_defaults_are_passed_over(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


def test_a_secret_of_the_examples_shape_is_still_found(rules: RuleSet) -> None:
    drawn = "".join(_RNG.choice(string.ascii_letters + string.digits) for _ in range(43)) + "="
    assert _values(rules, "pomerium/config.yaml", f"cookie_secret: {drawn}\n") == [drawn]
    assert _values(rules, "mainzelliste.conf", f"servers.0.apiKey = {TOKEN}\n") == [TOKEN]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # grub-mkpasswd-pbkdf2's output, in grub.cfg and in an autoinstall's bootloader line.
        ("boot/grub.cfg", "set superusers=root\npassword_pbkdf2 root {h}\n"),
        ("ks/compute.ks", "bootloader --location=mbr --iscrypted --password={h}\n"),
        ("autoinstall.yml", "grub:\n  password: {h}\n"),
    ],
)
def test_a_grub_pbkdf2_hash_is_passed_over(rules: RuleSet, file_name: str, text: str) -> None:
    hashed = f"grub.pbkdf2.sha512.10000.{SALT}.{DIGEST}"
    assert _values(rules, file_name, text.format(h=hashed)) == []


def test_a_password_beside_grub_settings_is_still_found(rules: RuleSet) -> None:
    password = "Vq7#rT2pLx9m"
    text = f"bootloader --location=mbr --password={password}\n"
    assert _values(rules, "ks/compute.ks", text) == [password]


@pytest.mark.parametrize(
    "blanked",
    [
        "8c1f4e2a-0000-0000-0000-000000000000",
        "0a0b0c0d-0000-0000-0000-000000000000",
        "00000000-0000-0000-0000-00000000a1b2",
    ],
)
def test_a_uuid_blanked_after_its_first_group_is_a_placeholder(
    rules: RuleSet, blanked: str
) -> None:
    text = f"LICENSE_KEY={blanked}\ngrbgetkey {blanked}\n"
    assert _values(rules, ".bash_history", text) == []


def test_a_random_uuid_key_is_still_found(rules: RuleSet) -> None:
    assert _values(rules, ".bash_history", f"grbgetkey {UUID}\n") == [UUID]


def test_huge_dashed_values_take_linear_time(rules: RuleSet) -> None:
    text = "".join(f"K{n}_API_TOKEN={'0-' * 20000}a\n" for n in range(100))
    linear, times = text_grows_linearly(lambda part: _values(rules, ".env", part), text)
    assert linear, times


def test_a_run_of_dashes_is_still_a_placeholder(rules: RuleSet) -> None:
    assert _values(rules, ".env", "API_TOKEN=" + "-" * 24 + "\n") == []
