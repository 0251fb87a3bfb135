"""Notes and remarks: the value a note says a secret was changed to is the secret; a remark
between a key's word and its value that calls it public and the app's identity, or one after it
that calls it the documentation's values, makes it no secret; a JSON Web Token signed with words
and base64 of a URN are written by hand or name a thing, and are no secrets."""

from __future__ import annotations

import base64
import secrets
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly


def _random(length: int) -> str:
    alphabet = string.ascii_letters + string.digits
    while True:
        value = "".join(secrets.choice(alphabet) for _ in range(length))
        if any(c.isdigit() for c in value) and any(c.isalpha() for c in value):
            return value


def test_a_value_a_note_says_a_secret_was_changed_to_is_reported(rules: RuleSet) -> None:
    first, second, third = _random(18), _random(20), secrets.token_hex(24)
    note = (
        "* week 12\n"
        f"  - staging wiki admin password changed to {first}\n"
        f"  - the broker's token was reset to {second} after the audit\n"
        "  - HSM signing key changed from the factory\n"
        f"    00112233445566778899aabbccddeeff to {third}\n"
    )
    assert found(rules, "home/u/notes/ops.org", note) == [(2, first), (3, second), (5, third)]


def test_changes_to_words_and_settings_are_left_alone(rules: RuleSet) -> None:
    note = (
        "- password policy changed to sixteen characters\n"
        "- token lifetime set to 3600\n"
        "- the api key was rotated to the new vault path\n"
        "- the password was changed to `<see 1Password>`\n"
    )
    assert values(rules, "home/u/notes/policy.md", note) == []


def test_a_key_remarked_public_and_the_apps_identity_is_not_reported(rules: RuleSet) -> None:
    app_key, other = _random(18), _random(22)
    note = (
        f"- Tessera app key (public, identifies the app): {app_key}\n"
        f"- Tessera api key (identifies the app, not public): {other}\n"
    )
    assert found(rules, "home/u/notes/tessera.org", note) == [(2, other)]


def test_values_remarked_as_documentation_values_are_not_reported(rules: RuleSet) -> None:
    example, ours = _random(40), _random(40)
    readme = (
        f"The vendor's sample integration: secret `{example}` (documentation values).\n"
        f"Our integration: secret `{ours}` (values from the vault).\n"
    )
    assert found(rules, "svc/README.md", readme) == [(2, ours)]


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def test_a_jwt_signed_with_words_is_not_reported(rules: RuleSet) -> None:
    header = _b64url(b'{"alg":"HS256","typ":"JWT"}')
    claims = _b64url(b'{"sub":"viewer-' + secrets.token_hex(4).encode() + b'"}')
    signed = f"{header}.{claims}.{_b64url(secrets.token_bytes(32))}"
    code = (
        f"# token = '{header}.{claims}.NOT-A-REAL-SIGNATURE'\n"
        f"# token = '{header}.{claims}.placeholder_signature'\n"
        f"token = '{signed}'\n"
    )
    assert found(rules, "viewer/map.py", code) == [(3, signed)]


def test_base64_of_a_urn_is_not_reported(rules: RuleSet) -> None:
    urn = base64.b64encode(f"urn:vendor.objects:bucket-{secrets.token_hex(6)}/model.ifc".encode())
    unpadded = _b64url(f"urn:vendor.objects:b-{secrets.token_hex(5)}/m.dwg".encode())
    look_alike = "dXJuO" + _random(51)
    note = (
        f"- object urn: `{urn.decode()}`\n"
        f"- object urn: `{unpadded}`\n"
        f"- upload token: `{look_alike}`\n"
    )
    assert found(rules, "notes/models.md", note) == [(3, look_alike)]


def test_hostile_change_notes_take_linear_time(rules: RuleSet) -> None:
    line = "- password changed from the default " + "x" * 120 + " to\n"
    text = line * (1_000_000 // len(line))

    def scan(part: str) -> None:
        assert values(rules, "home/u/notes/big.org", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def test_pushovers_documented_user_key_is_not_reported(rules: RuleSet) -> None:
    own = "u" + _random(29)
    manifest = (
        "stringData:\n"
        "  PUSHOVER_USER_KEY: uQiRzpo4DXghDmr9QzzfQu27cmVRsG\n"
        f"  PUSHOVER_USER_KEY_ONCALL: {own}\n"
    )
    assert found(rules, "deploy/alerts-secret.yaml", manifest) == [(3, own)]
