"""Two credential files read by their name and their lines: Pgpool-II's pool_passwd
(`USER:TEXTPASSWORD` beside md5, SCRAM and AES entries) and radcli's servers file
(`HOST[:PORT] SECRET`). Values are generated here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _password(seed: int) -> str:
    draw = random.Random(f"pool-radius-{seed}")
    alphabet = string.ascii_letters + string.digits + "#%+"
    return "Q7x" + "".join(draw.choice(alphabet) for _ in range(13))


def test_only_pool_passwds_clear_text_entry_is_a_password(rules: RuleSet) -> None:
    clear = _password(1)
    text = (
        "postgres:md53175bce1d3201d16594cebf9d7eb3f9d\n"
        "reporting:SCRAM-SHA-256$4096:dGhpc2lzYXNhbHQ=$c3RvcmVka2V5c3Q=:c2VydmVya2V5cw==\n"
        "etl:AESz8r4L1uBq3aW0fH5kN2yT7xg==\n"
        f"app:TEXT{clear}\n"
    )
    assert found(rules, "etc/pgpool-II/pool_passwd", text, home="") == [(4, clear)]
    # The AES entry is ciphertext whose key (.pgpoolkey) is kept apart; a hash is a hash.
    hashed = text.removesuffix(f"app:TEXT{clear}\n")
    assert found(rules, "etc/pgpool-II/pool_passwd", hashed, home="") == []


def test_a_radcli_servers_files_second_field_is_the_shared_secret(rules: RuleSet) -> None:
    first, second = _password(2), _password(3)
    text = (
        "# Make sure that this file is mode 600 (readable only to owner)!\n"
        "#\n"
        "# Server Name or Client/Server pair\t\tKey\n"
        "## ----------------\t\t\t\t---------------\n"
        f"radius1.example.org\t\t\t\t{first}\n"
        f"radius2.example.org:1812   {second}\n"
    )
    assert found(rules, "etc/radcli/servers", text, home="") == [(5, first), (6, second)]
    # Another program's file named servers (a host per line, no secret) is no such file.
    hosts = f"radius1.example.org\t\t{first}\n"
    assert found(rules, "etc/ntp/servers", hosts, home="") == []
