"""Rules that choose keys by globs (yaml-secret's `*token`) pass over a name the names table's
reference endings say holds something else by a secret's word, as the names table's own rules
do: etcd's initial cluster token only keeps clusters of one configuration apart. A token of
another name stays found. Values are generated here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values


def _random(size: int, seed: str) -> str:
    rng = random.Random(f"glob-references-{seed}")
    return "Qv4" + "".join(
        rng.choice(string.ascii_letters + string.digits) for _ in range(size - 3)
    )


def test_an_initial_cluster_token_under_a_token_glob_is_passed_over(rules: RuleSet) -> None:
    token = _random(24, "cluster")
    text = f"kv_store:\n  members: 3\n  etcd_initial_cluster_token: {token}\n"
    assert values(rules, "ansible/inventory/kv.yaml", text) == []
    text = f"[store]\ninitial_cluster_token = {token}\n"
    assert values(rules, "conf/store.ini", text) == []


def test_other_tokens_beside_it_are_still_found(rules: RuleSet) -> None:
    token = _random(24, "join")
    text = (
        f"kv_store:\n  etcd_initial_cluster_token: {_random(24, 'other')}\n"
        f"  cluster_join_token: {token}\n"
    )
    assert values(rules, "ansible/inventory/kv.yaml", text) == [token]
    # A token only part of whose name is the ending's is no initial cluster token.
    token = _random(28, "initial")
    assert values(rules, "vars/boot.yml", f"initial_token: {token}\n") == [token]
