"""Key passphrases typed to OpenSSH's ssh-keygen: `-P` the key's passphrase (the old one when
`-p` changes it), `-N` the new one (ssh-keygen(1)). An empty `-N ''` leaves the key
unencrypted, and a variable is a reference. Values are made here."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

OLD = "8phP-_9nhFyJfm^5"
NEW = "Hq7-zzPw3kLm#r2"


def test_the_old_and_new_passphrases_are_found(rules: RuleSet) -> None:
    history = (
        f"ssh-keygen -p -f ~/.ssh/id_ed25519_jfr -P '{OLD}' -N ''\n"
        f'ssh-keygen -p -f ~/.ssh/id_rsa -P "" -N "{NEW}"\n'
    )
    assert found(rules, ".bash_history", history) == [(1, OLD), (2, NEW)]


def test_an_empty_or_referenced_passphrase_is_not_reported(rules: RuleSet) -> None:
    history = (
        "ssh-keygen -t ed25519 -f ~/.ssh/deploy -N '' -C 'deploy key'\n"
        'ssh-keygen -t rsa -b 4096 -f ~/.ssh/ci -N "$KEY_PASSPHRASE"\n'
    )
    assert found(rules, ".bash_history", history) == []
