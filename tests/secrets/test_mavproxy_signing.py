"""MAVProxy's signing module takes MAVLink 2's signing passphrase as the argument of `signing
setup`, `signing disable` and `signing remove` (ardupilot.org/mavproxy, "Packet Signing"),
typed at its prompt: whoever has it commands the vehicle. `signing` is a verb of MAVProxy's own
console, read where it begins its command; in its start-up script, mavinit.scr, every line is
one, and `signing key` there sets the ground station's key. Values are made here."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values


def _passphrase() -> str:
    # A leading `-` would make it an option to the command as to the scanner.
    return "k" + secrets.token_urlsafe(10) + "7Q"


@pytest.mark.parametrize("verb", ["setup", "disable", "remove"])
@pytest.mark.parametrize("path", ["mavproxy/signing.txt", "docs/asv-links.md"])
def test_the_signing_passphrase_is_found(rules: RuleSet, verb: str, path: str) -> None:
    passphrase = _passphrase()
    text = f"In MAVProxy:\n  module load signing\n  signing {verb} {passphrase}\n  signing key\n"
    assert found(rules, path, text) == [(3, passphrase)]


@pytest.mark.parametrize(
    "line",
    [
        # A placeholder, a variable, the bare command, and the same words in prose or after
        # another program: no passphrase.
        "  signing setup <passphrase>\n",
        "  signing setup $MAV_SIGNING_KEY\n",
        "  signing setup\n",
        "The signing setup {} was done over USB.\n",
        "  git signing setup {}\n",
        # `signing key` is left out: notes name a GPG key so far more often than MAVProxy's.
        "signing key 0x{}\n",
    ],
)
def test_look_alikes_are_not_reported(rules: RuleSet, line: str) -> None:
    text = line.format(secrets.token_hex(8).upper())
    assert values(rules, "mavproxy/signing.txt", text) == []


@pytest.mark.parametrize("path", [".mavproxy/mavinit.scr", ".mavinit.scr"])
def test_the_start_up_scripts_signing_key_is_found(rules: RuleSet, path: str) -> None:
    passphrase = _passphrase()
    text = f"set moddebug 1\nmodule load signing\nsigning key {passphrase}\n"
    assert found(rules, path, text) == [(3, passphrase)]


@pytest.mark.parametrize("line", ["signing key $MAV_SIGNING_KEY\n", "signing key\n"])
def test_a_start_up_scripts_variable_or_bare_command_is_not_reported(
    rules: RuleSet, line: str
) -> None:
    assert values(rules, ".mavproxy/mavinit.scr", "module load signing\n" + line) == []


def test_signing_key_in_notes_is_still_not_mavproxys(rules: RuleSet) -> None:
    text = f"signing key {secrets.token_hex(8).upper()}\n"
    assert values(rules, ".mavproxy/notes.txt", text) == []
