"""The identity export: the users and groups govern decides with, whatever the site's identity
source (a file, NSS or LDAP), as one JSON document a restore drill can compare and replay."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from govern.errors import IdentityError
from govern.policy.bundle import compile_site, uid_key
from govern.policy.people import People


def identity_snapshot(config_path: Path) -> bytes:
    """Every User and Group entity of the site as govern sees it now (IdentityError when the
    directory cannot be read: a backup of half the people would pass for the whole)."""
    site = compile_site(config_path)
    entities = {
        key: json.loads(text)
        for key, text in site.entities.items()
        if key.startswith(("User::", "Group::"))
    }
    if site.identity_source != "file":
        listed = People(site).everyone()
        entities |= {uid_key("User", name): e for name, e in listed.entities.items()}
        problems = listed.problems
    else:
        problems = {}
    document = {
        "identity_source": site.identity_source,
        "site_version": site.version,
        "entities": entities,
        "problems": problems,
    }
    return json.dumps(document, indent=1, sort_keys=True).encode() + b"\n"


_SOURCES = frozenset({"file", "nss", "ldap"})


@dataclass(frozen=True)
class IdentityDocument:
    """An identity export read back: what `identity_snapshot` wrote, checked entity by entity."""

    identity_source: str
    site_version: str
    entities: dict[str, dict[str, Any]]
    problems: dict[str, Any]

    def count(self, entity_type: str) -> int:
        return sum(1 for e in self.entities.values() if e["uid"]["type"] == entity_type)


def load_identity_snapshot(data: bytes) -> IdentityDocument:
    """Read an identity export back (IdentityError when govern could not decide with it: not the
    document `identity_snapshot` writes, or entities Cedar does not accept)."""
    try:
        document = json.loads(data)
    except (ValueError, RecursionError) as exc:
        raise IdentityError(f"identity export is not JSON: {exc}") from None
    if not isinstance(document, dict):
        raise IdentityError("identity export is not a JSON object")
    source = document.get("identity_source")
    version = document.get("site_version")
    entities = document.get("entities")
    problems = document.get("problems")
    if source not in _SOURCES:
        raise IdentityError(f"identity export: unknown identity_source {source!r}")
    if not isinstance(version, str):
        raise IdentityError("identity export: site_version is missing or not a string")
    if not isinstance(entities, dict) or not isinstance(problems, dict):
        raise IdentityError("identity export: entities and problems must be JSON objects")
    for key, entity in entities.items():
        _check_entity(key, entity)
    import cedarpy  # slow to import: only those who read an export back pay for it

    try:
        cedarpy.Entities.from_json_str(json.dumps(list(entities.values())))
    except ValueError as exc:
        raise IdentityError(f"identity export: Cedar rejects the entities: {exc}") from None
    return IdentityDocument(source, version, entities, problems)


def _check_entity(key: str, entity: object) -> None:
    # The key must name the entity it holds: a restore that swapped them would give one
    # person another's groups.
    if not isinstance(entity, dict):
        raise IdentityError(f"identity export: entity {key!r} is not a JSON object")
    uid = entity.get("uid")
    if not (
        isinstance(uid, dict)
        and isinstance(uid.get("type"), str)
        and isinstance(uid.get("id"), str)
        and uid["type"] in ("User", "Group")
        and key == uid_key(uid["type"], uid["id"])
    ):
        raise IdentityError(f"identity export: entity {key!r} has no matching User or Group uid")
    if not isinstance(entity.get("attrs"), dict) or not isinstance(entity.get("parents"), list):
        raise IdentityError(f"identity export: entity {key!r} lacks attrs or parents")
