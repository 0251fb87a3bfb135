"""The OMAPI key given to omshell, ISC dhcpd's OMAPI shell, by `key NAME SECRET` among the
commands of a here-document or of a `\\n`-escaped here-string. Values are generated here."""

from __future__ import annotations

import base64
import random

from govern.secrets.rules import RuleSet
from tests.secrets.found import found
from tests.secrets.linear import text_grows_linearly


def _key(seed: int) -> str:
    return base64.b64encode(random.Random(f"omapi-{seed}").randbytes(32)).decode()


def test_a_here_strings_key_is_found(rules: RuleSet) -> None:
    key = _key(1)
    history = (
        "ssh edge01\n"
        f"omshell <<< $'server 10.40.0.67\\nport 7911\\nkey omapi_key {key}\\nconnect\\nopen'\n"
    )
    assert found(rules, ".bash_history", history) == [(2, key)]


def test_a_here_documents_key_is_found(rules: RuleSet) -> None:
    key = _key(2)
    script = (
        "omshell <<EOF\nserver dhcp1.example.org\nport 7911\n"
        f"key omapi_key {key}\nconnect\nnew host\nEOF\n"
    )
    assert found(rules, "bin/add_host.sh", script) == [(4, key)]


def test_a_key_read_from_elsewhere_is_not_reported(rules: RuleSet) -> None:
    # The secret given by a variable's reference: the key lives elsewhere.
    script = "omshell <<EOF\nserver localhost\nkey omapi_key ${OMAPI_SECRET}\nconnect\nEOF\n"
    assert found(rules, "bin/add_host.sh", script) == []


def test_many_here_strings_take_linear_time(rules: RuleSet) -> None:
    text = "omshell <<< $'server a\\nport 7911\\n" + "set a = b\\n" * 40 + "'\n"
    linear, times = text_grows_linearly(lambda t: found(rules, "bin/add_host.sh", t), text * 5_000)
    assert linear, times
