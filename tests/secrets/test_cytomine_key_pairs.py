"""A Cytomine API key pair is two UUIDs: the public key names the user whose private key signs
each request. Beside its private key the public key is reported with it (LABELS.md rule 2);
alone, beside a reference for its private key, or an asymmetric public key beside a PEM private
key's path, it is not. Values are made here."""

from __future__ import annotations

import random
import uuid

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

_DRAW = random.Random(7304)
PUBLIC = str(uuid.UUID(int=_DRAW.getrandbits(128), version=4))
PRIVATE = str(uuid.UUID(int=_DRAW.getrandbits(128), version=4))


def test_the_public_key_beside_its_private_key_is_reported(rules: RuleSet) -> None:
    ini = (
        "[lab]\nhost = https://cytomine.example.org\n"
        f"public_key = {PUBLIC}\nprivate_key = {PRIVATE}\n"
    )
    assert found(rules, ".config/cytomine/cytomine.ini", ini) == [(3, PUBLIC), (4, PRIVATE)]


def test_the_public_key_beside_no_private_key_is_not_reported(rules: RuleSet) -> None:
    ini = (
        f"[lab]\npublic_key = {PUBLIC}\nprivate_key = ${{CYTOMINE_PRIVATE_KEY}}\n\n"
        f"[demo]\npublic_key = {PUBLIC}\n"
    )
    assert found(rules, ".config/cytomine/cytomine.ini", ini) == []
    # An asymmetric key's public half (no UUID) beside its private key's path is no pair.
    ssh = "[deploy]\npublic_key = ssh-ed25519 AAAAC3NzaC1lZDI1NTE5\nprivate_key = ~/.ssh/id\n"
    assert found(rules, "deploy/keys.ini", ssh) == []
