"""A value its own file says no longer works is no live secret (LABELS.md, "Read with it"), in
the other ways notes say so: an aside before the value's colon whose last clause is the verdict
("old secret (regenerated … after the move, revoked): …"), a passive clause that says when and
adds an aside ("was revoked in Jan, don't bother: …"), a line above that introduces it
("(rotated …, no longer valid):", also above a link that carries it), a comment above a setting
commented out ("replaced …:", "… and revoked the same day:", "…, deleted in the web UI"), a
remark after a commented call's literal, the same in Spanish, a key "never deployed", and a
vendor's shipped default. The attacks: a remark about a new or older value, one saying the value
still works, a revival, and the same remark above a live setting leave the value reported.
Values are made here."""

from __future__ import annotations

import secrets
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_ALNUM = string.ascii_letters + string.digits


def _token(length: int = 32) -> str:
    """A random token of letters and digits, a letter first, holding both cases and a digit."""
    while True:
        drawn = secrets.choice(string.ascii_letters) + "".join(
            secrets.choice(_ALNUM) for _ in range(length - 1)
        )
        if (
            any(c.isdigit() for c in drawn)
            and any(c.islower() for c in drawn)
            and any(c.isupper() for c in drawn)
        ):
            return drawn


def test_an_aside_whose_last_clause_is_the_verdict(rules: RuleSet) -> None:
    token = _token()
    for aside in (
        "(regenerated 2026-02-11 after the portal move, revoked)",
        "(changed 2026-01-15 when Carla left, no longer works)",
    ):
        note = f"  - old secret {aside}: {token}\n"
        assert values(rules, "notes/shift.org", note) == [], aside
    for aside in (
        "(regenerated 2026-02-11, the old one revoked)",
        "(changed 2026-01-15, still works)",
        "(regenerated 2026-02-11 as the new one, revoked)",
        "(rotated yearly)",
    ):
        note = f"  - client secret {aside}: {token}\n"
        assert values(rules, "notes/shift.org", note) == [token], aside


def test_a_passive_clause_with_its_date_and_an_aside(rules: RuleSet) -> None:
    token = _token(48)
    dead = f"  - old personal token from 2024 was revoked in Jan, don't bother: {token}\n"
    assert values(rules, "notes/todo.org", dead) == []
    for clause in ("was revoked in Jan, reissued since", "was revoked in Jan, the new one"):
        live = f"  - personal token {clause}: {token}\n"
        assert values(rules, "notes/todo.org", live) == [token], clause


def test_a_line_above_that_introduces_the_value_or_its_link(rules: RuleSet) -> None:
    password = _token(16)
    above = (
        "* the bootstrap admin password from the install (rotated 2026-03-02, no longer valid):\n"
        f"  {password}\n"
    )
    assert values(rules, "keycloak/README.md", above) == []
    live = f"* the bootstrap admin password from the install (rotated 2026-03-02):\n  {password}\n"
    assert values(rules, "keycloak/README.md", live) == [password]
    macaroon = _token(80)
    link = f"https://webdav.example.org:2880/?authz={macaroon}\n"
    old = "An old link (expired 2026-02-01, kept for the path format only):\n" + link
    assert values(rules, "notes/README.md", old) == []
    new = "The new link (the old one expired 2026-02-01):\n" + link
    assert values(rules, "notes/README.md", new) == [macaroon]
    # A remark that quotes a value of its own is about that one, not the value below.
    token = _token()
    example = "".join(secrets.choice(string.ascii_letters) for _ in range(32))
    own = f"# the README's example token is '{example}' (not real)\nreader = Reader(\"{token}\")\n"
    assert values(rules, "python/fetch.py", own) == [token]


def test_a_comment_above_a_setting_commented_out(rules: RuleSet) -> None:
    key = _token()
    for remark in (
        "# leaked in a notebook on 2026-01-20 and revoked the same day:",
        "# replaced 2026-02-18, the old integration was deleted with the service:",
        "# old workstation creds, deleted in the web UI on 2025-01-20",
    ):
        commented = f"{remark}\n# SERVICE_API_KEY={key}\n"
        assert values(rules, "project/.env", commented) == [], remark
        live = f"{remark}\nSERVICE_API_KEY={key}\n"
        assert values(rules, "project/.env", live) == [key], remark
    for remark in (
        "# replaced 2026-02-18 by the new one:",
        "# leaked on 2026-01-20 and revoked the same day, reactivated since:",
        "# keys are issued and revoked by the portal:",
    ):
        commented = f"{remark}\n# SERVICE_API_KEY={key}\n"
        assert values(rules, "project/.env", commented) == [key], remark


def test_a_remark_after_a_commented_calls_literal(rules: RuleSet) -> None:
    password = _token(20)
    dead = f'# options(gbif_pwd = "{password}")  # old one, GBIF made me reset it in Jan\n'
    assert values(rules, "home/.Rprofile", dead) == []
    live = f'options(gbif_pwd = "{password}")  # old one, still works\n'
    assert values(rules, "home/.Rprofile", live) == [password]


def test_spanish_remarks(rules: RuleSet) -> None:
    key = _token()
    after = f"# export CHEMSPIDER_KEY={key}   <- clave vieja, revocada en el portal (2025-02)\n"
    assert values(rules, "home/.bashrc", after) == []
    alive = f"export CHEMSPIDER_KEY={key}   # la vieja, sigue activa\n"
    assert values(rules, "home/.bashrc", alive) == [key]
    live, old = (
        "-".join(
            "".join(secrets.choice(string.ascii_uppercase + "23456789") for _ in range(5))
            for _ in range(5)
        )
        for _ in range(2)
    )
    above = (
        "* Schrödinger (SLM)\n"
        "- servidor: lic.example.mx, puerto 53000\n"
        '- correo de licencias 2025-08-14, "license key" para =lictool install -k=:\n'
        f"  {live}\n"
        "- la renovación de 2024 usó otra clave; esa ya la reemplazó la de arriba:\n"
        f"  {old}\n"
        "- hostid del servidor (para el License Generator): 0050569a3f21\n"
    ).encode()
    text = above.decode("latin-1")  # as the scanner reads a file's bytes
    assert values(rules, "notes/licencias.org", text) == [live]
    newer = text.replace("otra clave; esa ya la", "otra clave; la nueva")
    assert values(rules, "notes/licencias.org", newer) == [live, old]


def test_a_key_never_deployed(rules: RuleSet) -> None:
    secret = _token(43) + "="
    block = (
        "key:\n  - id: ctl-backup\n    algorithm: hmac-sha256\n"
        "    # generated with `keymgr -t ctl-backup`, {remark}\n"
        f"    secret: {secret}\n"
    )
    dead = block.format(remark="never deployed (the backup host was cancelled)")
    assert values(rules, "knot/knot.conf", dead) == []
    for remark in ("not deployed yet", "deployed on ns2"):
        assert values(rules, "knot/knot.conf", block.format(remark=remark)) == [secret], remark


def test_a_shipped_default(rules: RuleSet) -> None:
    key = _token(24)
    line = f"// $config['des_key'] = '{key}';   // {{remark}}\n"
    dead = line.format(remark="the shipped default, replaced at install")
    assert values(rules, "roundcube/config.inc.php", dead) == []
    for remark in ("not the shipped default", "shipped default was changed to this"):
        live = line.format(remark=remark).removeprefix("// ")
        assert values(rules, "roundcube/config.inc.php", live) == [key], remark
