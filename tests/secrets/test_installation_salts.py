"""Secrets an application's installer writes once into its configuration, known by their
documented names and files: WordPress's keys and salts (`define( 'AUTH_KEY', '…' )`, 64
characters drawn with punctuation), Matomo's `salt`; and PAN-OS API keys (`LUFRPT…`). The
look-alikes are the same lines with the documented placeholders, references, hashes and
truncated examples."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

# The alphabet WordPress's secret-key service draws from (no quote, no backslash).
_WP = string.ascii_letters + string.digits + "!@#$%^&*()-_ []{}<>~`+=,.;:/?|"
_B64 = string.ascii_letters + string.digits + "+/"


def _r(alphabet: str, size: int, seed: int) -> str:
    rng = random.Random(f"{alphabet}-{size}-{seed}")
    return "".join(rng.choice(alphabet) for _ in range(size))


def _found(rules: RuleSet, path: str, text: str) -> list[tuple[int, str, str]]:
    parts = ("srv", "www", *path.split("/"))
    return [(m.line, m.rule.id, m.value) for m in find_matches(text, parts, rules)]


# Salts with the characters that read as templates and placeholders elsewhere (`${`, `<>`, `%s`).
SALT = "${x<%s>" + _r(_WP, 57, seed=1)
SALT_2 = _r(_WP, 64, seed=2)


def test_wordpress_keys_and_salts_are_found_whatever_their_punctuation(rules: RuleSet) -> None:
    text = (
        "<?php\n"
        f"define('SECURE_AUTH_SALT', '{SALT}');\n"
        f"define(\"LOGGED_IN_KEY\",\t'{SALT_2}' );\n"
        "define( 'WP_CACHE', true );\n"
    )
    assert _found(rules, "blog/wp-config.php", text) == [
        (2, "wordpress-salt", SALT),
        (3, "wordpress-salt", SALT_2),
    ]


@pytest.mark.parametrize(
    "line",
    [
        "define( 'AUTH_KEY', 'put your unique phrase here' );",
        "define( 'NONCE_KEY', getenv('WORDPRESS_NONCE_KEY') );",
        "define( 'AUTH_SALT', '' );",
        # Another constant of the same shape: WordPress's keys and salts are eight names.
        f"define( 'CACHE_KEY_SALT', '{SALT_2}' );",
        # Too short for the service's keys: written by hand, judged by the other rules.
        "define( 'AUTH_KEY', 'abc' );",
    ],
)
def test_wordpress_placeholders_and_other_constants_are_not_salts(
    rules: RuleSet, line: str
) -> None:
    assert not [f for f in _found(rules, "wp-config.php", line + "\n") if f[1] == "wordpress-salt"]


def test_matomo_salt_is_found_in_its_configuration_only(rules: RuleSet) -> None:
    salt = _r(string.hexdigits.lower()[:16], 32, seed=3)
    text = f'[General]\nsalt = "{salt}"\nforce_ssl = 1\n'
    assert _found(rules, "analytics/config/config.ini.php", text) == [(2, "matomo-salt", salt)]
    # The same line elsewhere is a hash's salt, public with its hash.
    assert not _found(rules, "analytics/users.ini", text)
    assert not _found(rules, "analytics/config/config.ini.php", '[General]\nsalt = ""\n')


def test_redcap_salt_is_found_in_its_database_php_whatever_its_shape(rules: RuleSet) -> None:
    # Letters alone, as the installer's "alpha-numeric with 8 characters or more" allows.
    salt = _r(string.ascii_letters, 12, seed=7)
    text = (
        "<?php\n"
        "$hostname   = 'db.example.org';\n"
        "$db_ssl_verify_server_cert = true;\n"
        "// SALT VARIABLE: a random value, 8 characters or more.\n"
        f"$salt = '{salt}';\n"
    )
    assert _found(rules, "redcap/database.php", text) == [(5, "redcap-salt", salt)]
    # The shipped file's empty salt, a placeholder, one read from the environment.
    for line in ("$salt = '';", "$salt = 'your_salt_here';", "$salt = getenv('REDCAP_SALT');"):
        assert not _found(rules, "redcap/database.php", f"<?php\n{line}\n")
    # The same line in another application's file is a hash's salt.
    assert not [f for f in _found(rules, "app/hash.php", text) if f[1] == "redcap-salt"]


def test_panos_api_keys_are_found_by_their_prefix(rules: RuleSet) -> None:
    key = "LUFRPT" + _r(_B64, 70, seed=5) + "=="
    text = f"<response status='success'><result><key>{key}</key></result></response>\n"
    assert _found(rules, "fw/keygen.xml", text) == [(1, "panos-api-key", key)]
    # The documentation's truncated example, and the word in prose.
    assert not _found(rules, "fw/notes.md", "The response is `<key>LUFRPT1...</key>`.\n")
    assert not _found(rules, "fw/notes.md", "Keys start with LUFRPT and end with ==.\n")


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("wp-config.php", "define('AUTH_KEY', '" * 20_000),
        ("wp-config.php", "define( 'NONCE_SALT', '" + "a" * 500_000),
        ("config/config.ini.php", "salt = " * 100_000),
        ("notes.md", "LUFRPT" * 100_000),
    ],
)
def test_hostile_installation_files_take_linear_time(rules: RuleSet, path: str, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _found(rules, path, part), text)
    assert linear, times


def test_an_installation_salt_in_hex_is_found_at_a_digest_s_length(rules: RuleSet) -> None:
    # A salt drawn as hex (20 or 32 random bytes) has a SHA-1's or a SHA-256's length.
    for size in (40, 64):
        salt = _r(string.hexdigits.lower()[:16], size, seed=size)
        text = f"app.url=https://conf.example.net\nshareLinkSalt={salt}\n"
        assert [(line, value) for line, _, value in _found(rules, "conf/app.properties", text)] == [
            (2, salt)
        ]


@pytest.mark.parametrize(
    "line",
    [
        # A stored hash's salt and a digest under a name that only may be secret.
        "salt={hex}",
        "user.salt={hex}",
        "key_fingerprint={hex}",
        "cacheKey={hex}",
        # A public salt, by the word right before it.
        "publicSalt={hex}",
    ],
)
def test_digests_and_stored_hashes_salts_stay_unreported(rules: RuleSet, line: str) -> None:
    text = line.format(hex=_r(string.hexdigits.lower()[:16], 40, seed=7)) + "\n"
    assert not _found(rules, "conf/app.properties", text)
