"""A Kerberos keytab in base64 is a key file whatever surrounds it: its bytes start with the
format's version 0x05 0x02, which base64 writes BQ and one of I-L. Alone in a README, quoted in
code: found. The same letters inside a longer run of base64 (a wrapped certificate, another
blob), a short value, and other base64 are not. Values are made here."""

from __future__ import annotations

import base64
import secrets
import textwrap

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _keytab() -> str:
    # The version, then the first entry's length and the entry.
    entry = secrets.token_bytes(114)
    return base64.b64encode(b"\x05\x02" + len(entry).to_bytes(4, "big") + entry).decode()


@pytest.mark.parametrize(
    ("template", "path"),
    [
        (
            "# Keytabs\n\nCopy it to /etc/grafana/grafana.keytab:\n\n{k}\n\nPrincipals: HTTP\n",
            "README.md",
        ),
        ('KEYTAB_B64 = "{k}"\n', "deploy/enrol.py"),
        ("grafana:\n  keytab_b64: {k}\n", "group_vars/all.yml"),
    ],
)
def test_a_base64_keytab_is_found_whatever_surrounds_it(
    rules: RuleSet, template: str, path: str
) -> None:
    keytab = _keytab()
    assert keytab in {value for _, value in found(rules, path, template.format(k=keytab))}


def test_keytab_letters_inside_a_longer_run_of_base64_are_not_a_keytab(rules: RuleSet) -> None:
    # A blob of other bytes that holds a keytab's BQI… past its start (three bytes before it keep
    # its base64 aligned), wrapped and unwrapped.
    keytab = _keytab()
    blob = base64.b64encode(b"\x00\x01\x02" + base64.b64decode(keytab)).decode()
    assert blob[4:] == keytab
    text = "data: " + blob + "\n\n" + textwrap.fill(blob, 64) + "\n"
    assert [v for _, v in found(rules, "notes/blob.md", text) if v.startswith("BQ")] == []


@pytest.mark.parametrize(
    "text",
    [
        # Too short to hold a keytab's entry; another file's base64; a placeholder.
        base64.b64encode(b"\x05\x02" + b"\x00" * 20).decode() + "\n",
        base64.b64encode(b"\x89PNG\r\n\x1a\n" + b"\x00" * 90).decode() + "\n",
        "keytab: <base64 of the keytab>\n",
    ],
)
def test_look_alikes_of_a_base64_keytab_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "README.md", text) == []


def test_a_keytab_after_an_equals_sign_is_found(rules: RuleSet) -> None:
    # `=` pads a run of base64's end: a token after it starts there.
    keytab = _keytab()
    assert found(rules, "notes/setup.sh", f"x={keytab}\n") == [(1, keytab)]


def test_a_wrapped_line_of_other_base64_that_starts_bqi_is_not_a_keytab(rules: RuleSet) -> None:
    # MIME's and base64's 76 a line: a line of other bytes may start with BQI by chance; its
    # next bytes are no sane entry length.
    body = base64.b64encode(secrets.token_bytes(57 * 4)).decode()
    lines = textwrap.wrap(body, 76)
    lines[2] = "BQI" + secrets.choice("BCDEFGHIJKLMNOPQRSTUVWXYZ") + lines[2][4:]
    text = "Content-Transfer-Encoding: base64\n\n" + "\n".join(lines) + "\n"
    assert found(rules, "mail/inbox.eml", text) == []
