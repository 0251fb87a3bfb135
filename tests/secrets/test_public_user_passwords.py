"""A password has no public half: a word of a key's kind before it (public) says whose it is,
as OMERO.web's `omero.web.public.password` is its public user's, and so does a site's (a site
admin's password). A public key, a publishable key, a public token and a site key stay public.
Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_RNG = random.Random(1610)
PASSWORD = "".join(_RNG.choices(string.ascii_letters + string.digits + "^.-", k=16))
KEY = "".join(_RNG.choices(string.ascii_letters + string.digits, k=24))


def test_a_public_users_password_is_found(rules: RuleSet) -> None:
    text = (
        '<icegrid>\n  <properties id="omero-web">\n'
        '    <property name="omero.web.public.user" value="public-web"/>\n'
        f'    <property name="omero.web.public.password" value="{PASSWORD}"/>\n'
        f'    <property name="omero.web.public.key" value="{KEY}"/>\n'
        f'    <property name="omero.web.public_key" value="{KEY}"/>\n'
        "  </properties>\n</icegrid>\n"
    )
    assert found(rules, "omero/omero.config.xml", text, home="projects/lab") == [(4, PASSWORD)]


def _properties(names: list[str], value: str) -> str:
    lines = "".join(f'  <property name="{name}" value="{value}"/>\n' for name in names)
    return f"<properties>\n{lines}</properties>\n"


def test_other_password_words_after_public_are_found(rules: RuleSet) -> None:
    text = _properties(["web.public.passwd", "web.public.passphrase", "PublicUserPwd"], PASSWORD)
    assert [line for line, _ in found(rules, "app/config.xml", text)] == [2, 3, 4]


def test_public_and_publishable_keys_stay_public(rules: RuleSet) -> None:
    names = ["web.public.key", "web.public_key", "web.publishable.key", "web.pubkey"]
    assert found(rules, "app/config.xml", _properties(names, KEY)) == []


def test_a_public_interfaces_secret_is_found(rules: RuleSet) -> None:
    """A secret has no public half either: ArchivesSpace's public_cookie_secret and
    public_user_secret are its public interface's, beside a publishable key that stays public."""
    text = (
        f'AppConfig[:public_cookie_secret] = "{KEY}"\n'
        f'AppConfig[:public_user_secret] = "{KEY}"\n'
        f'AppConfig[:publishable_key] = "{KEY}"\n'
    )
    assert [line for line, _ in found(rules, "aspace/config.rb", text)] == [1, 2]


def test_a_sites_password_is_found_and_its_site_key_stays_public(rules: RuleSet) -> None:
    # "site" makes a key reCAPTCHA's public site key; before a password it says whose the
    # password is (a site admin's, written in a note with a remark before its value).
    note = f"- root site admin password (Management Console, rotated 2026-02-01): {PASSWORD}\n"
    assert found(rules, "ops/notes.md", note) == [(1, PASSWORD)]
    assert found(rules, "app/config.xml", _properties(["SITE_PASSWORD", "siteKey"], PASSWORD)) == [
        (2, PASSWORD)
    ]
