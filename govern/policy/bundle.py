"""The compiled site: catalog, identity and policies turned into Cedar entities and indexes.

Compiling validates everything (pydantic, Cedar schema); a compiled site is plain data, so it
can be cached and reopened by a cold `govern check` without paying for validation again.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any

from govern.errors import IdentityError
from govern.fingerprints import Fingerprint, began, observe, settled

if TYPE_CHECKING:
    from govern.catalog import Catalog
    from govern.catalog.load import ResourceFacts
    from govern.catalog.model import Dataset, Model
    from govern.config import LoadedConfig
    from govern.identity.attributes import PersonAttributes

SITE_UID = "Site::local"

# Approval: (destination or None, country or None, valid from, valid until, approval id)
ApprovalWindow = tuple[str | None, str | None, int, int, str]
# Source fingerprint: (path, mtime_ns, size, inode)


def uid_key(entity_type: str, ident: str) -> str:
    return f"{entity_type}::{ident}"


def _ref(entity_type: str, ident: str) -> dict[str, Any]:
    return {"__entity": {"type": entity_type, "id": ident}}


def _entity(
    entity_type: str, ident: str, attrs: dict[str, Any], parents: list[tuple[str, str]]
) -> dict[str, Any]:
    return {
        "uid": {"type": entity_type, "id": ident},
        "attrs": attrs,
        "parents": [{"type": t, "id": i} for t, i in parents],
    }


def user_entity(
    name: str, groups: tuple[str, ...], attributes: dict[str, Any] | None
) -> dict[str, Any]:
    """A person as Cedar sees them; absent attributes mean not a US person and never trained."""
    attributes = attributes or {}
    attrs: dict[str, Any] = {
        "us_person": bool(attributes.get("us_person")),
        "citizenships": list(attributes.get("citizenships", ())),
    }
    for key in ("cui_training_expires", "export_training_expires"):
        if attributes.get(key) is not None:
            attrs[key] = attributes[key]
    return _entity("User", name, attrs, [("Group", g) for g in groups])


def resource_entity(entry: Dataset | Model, kind: str, classes: frozenset[str]) -> dict[str, Any]:
    attrs: dict[str, Any] = {
        "project": _ref("Project", entry.project),
        "classification": entry.classification.value,
        "classes": sorted(classes),
        "protection": entry.protection.value,
    }
    if entry.eccn is not None:
        attrs["eccn"] = entry.eccn
    return _entity(kind, entry.id, attrs, [])


@dataclass(frozen=True)
class CompiledSite:
    config_path: str
    site_name: str
    version: str
    sources: tuple[Fingerprint, ...]
    identity_source: str
    identity_settings: dict[str, Any]  # LDAP connection settings; empty for other sources
    refresh_seconds: int
    # "Type::id" -> the entity as Cedar JSON text, parsed only when a decision needs it
    entities: dict[str, str]
    attributes: dict[str, dict[str, Any]]
    approvals: dict[str, tuple[ApprovalWindow, ...]]  # the catalog's typed approvals
    approvals_store: dict[str, Any]  # where the workflow's store is (approvals.site)
    destination_countries: dict[str, str]
    schema: str
    policies: str
    policy_info: dict[str, tuple[str, str, str]]  # @id -> (reason, effect, file)
    literals: tuple[str, ...]
    # What a backup plan reads of the catalog, so that it need not validate the catalog again
    resources: tuple[ResourceFacts, ...]

    def entities_json(self, extra: dict[str, str] | None = None) -> str:
        """The whole entity set as one Cedar JSON array; EXTRA adds or replaces entities."""
        texts = {**self.entities, **extra} if extra else self.entities
        return "[" + ",".join(texts.values()) + "]"

    def to_plain(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_plain(cls, plain: dict[str, Any]) -> CompiledSite:
        return cls(**plain)

    def observed(self) -> tuple[Fingerprint, ...]:
        """The sources as they are now (a vanished file shows as size -1)."""
        return observe(path for path, *_ in self.sources)

    def is_current(self) -> bool:
        """Whether every source file is unchanged since compiling (same mtime, size, inode)."""
        return self.observed() == self.sources


def approval_key(user: str, resource: str) -> str:
    return f"{user}\x00{resource}"


_COMPILE_ATTEMPTS = 3


def content_version(paths: list[Path]) -> str:
    """The site's version: a hash of what its source files hold (folders contribute nothing)."""
    import hashlib

    digest = hashlib.sha256()
    for path in paths:
        if path.is_file():
            digest.update(str(path.name).encode() + b"\x00" + path.read_bytes() + b"\x00")
    return digest.hexdigest()[:16]


def _fingerprints(paths: list[Path], began_ns: int) -> tuple[tuple[Fingerprint, ...], str]:
    """The sources' fingerprints (see govern.fingerprints.settled) and the site's version."""
    version = content_version(paths)
    return settled(map(str, paths), began_ns), version


def _attributes_plain(attrs: PersonAttributes) -> dict[str, Any]:
    return {
        "us_person": attrs.us_person,
        "citizenships": list(attrs.citizenships),
        "cui_training_expires": attrs.cui_training_expires,
        "export_training_expires": attrs.export_training_expires,
    }


def _group_parents(catalog: Catalog) -> dict[str, list[str]]:
    parents: dict[str, list[str]] = {}
    for project in catalog.projects.values():
        for group in project.groups:
            parents.setdefault(group, []).append(project.id)
    return parents


def compile_site(config_path: Path) -> CompiledSite:
    """Load and validate everything CONFIG_PATH names; raise a GovernError on the first problem.

    A site whose files changed while it compiled is compiled again, so that what it holds, its
    version and its fingerprints all describe the same files; after a few tries its fingerprints
    show the change and the next look compiles again."""
    for _ in range(_COMPILE_ATTEMPTS - 1):
        site = _compile(config_path)
        if site.is_current():
            return site
    return _compile(config_path)


def _compile(config_path: Path) -> CompiledSite:
    from govern.approvals.site import store_location
    from govern.catalog import load_catalog
    from govern.config import load_config
    from govern.identity.attributes import load_attributes
    from govern.identity.directory import load_directory_file
    from govern.policy.sources import load_policy_source
    from govern.timeutil import expiry_seconds, start_seconds

    began_ns = began()
    config = load_config(config_path)
    catalog = load_catalog(config.catalog_dir)
    attributes = load_attributes(config.attributes_file)
    policy = load_policy_source(config.policy_dir)

    directory: dict[str, tuple[str, ...]] = {}
    if config.identity.source == "file":
        assert config.identity_file is not None  # checked by LoadedConfig
        directory = load_directory_file(config.identity_file)
        unknown = sorted(set(attributes) - set(directory))
        if unknown:
            raise IdentityError(
                f"{config.attributes_file}: attributes for unknown user {unknown[0]!r}"
            )

    group_parents = _group_parents(catalog)
    groups = set(group_parents) | set(config.site.backup_operators)
    for member_of in directory.values():
        groups.update(member_of)

    entities: dict[str, dict[str, Any]] = {}

    def add(entity: dict[str, Any]) -> None:
        entities[uid_key(entity["uid"]["type"], entity["uid"]["id"])] = entity

    add(
        _entity(
            "Site",
            "local",
            {
                "country": config.site.country,
                "embargoed": list(config.embargoed),
                "backup_operators": [_ref("Group", g) for g in config.site.backup_operators],
            },
            [],
        )
    )
    for project_id in catalog.projects:
        add(_entity("Project", project_id, {}, []))
    for group in sorted(groups):
        add(_entity("Group", group, {}, [("Project", p) for p in group_parents.get(group, [])]))
    for name, member_of in directory.items():
        person = attributes.get(name)
        add(user_entity(name, member_of, _attributes_plain(person) if person else None))
    for ident, dataset in catalog.datasets.items():
        add(resource_entity(dataset, "Dataset", catalog.classes[f"dataset:{ident}"]))
    for ident, model in catalog.models.items():
        add(resource_entity(model, "Model", catalog.classes[f"model:{ident}"]))
    for dest_id, dest in catalog.destinations.items():
        add(
            _entity(
                "Destination",
                dest_id,
                {
                    "kind": dest.kind.value,
                    "country": dest.country,
                    "site_operated": dest.operator == "site",
                    "itar_enclave": dest.itar_enclave,
                    "cui_enclave": dest.cui_enclave,
                    "public_facing": dest.public_facing,
                },
                [],
            )
        )
    texts = {key: json.dumps(entity, separators=(",", ":")) for key, entity in entities.items()}
    _check_entities(texts, policy.schema, config_path)

    approvals: dict[str, list[ApprovalWindow]] = {}
    for approval in catalog.approvals:
        if directory and approval.user not in directory:
            raise IdentityError(
                f"{config.catalog_dir}: approval {approval.id!r}: user: unknown user "
                f"{approval.user!r}"
            )
        start = start_seconds(approval.granted) if approval.granted else 0
        window = (
            approval.destination,
            approval.country,
            start,
            expiry_seconds(approval.expires),
            approval.id,
        )
        approvals.setdefault(approval_key(approval.user, approval.resource), []).append(window)

    source_paths = [config_path, config.catalog_dir, *catalog.files, config.policy_dir]
    source_paths += list(policy.files)
    source_paths += [p for p in (config.identity_file, config.attributes_file) if p is not None]
    sources, version = _fingerprints(source_paths, began_ns)

    return CompiledSite(
        config_path=str(config_path),
        site_name=config.site.name,
        version=version,
        sources=sources,
        identity_source=config.identity.source,
        identity_settings=_ldap_settings(config),
        refresh_seconds=config.identity.refresh_seconds,
        entities=texts,
        attributes=(
            {n: _attributes_plain(a) for n, a in attributes.items()}
            if config.identity.source != "file"
            else {}
        ),
        approvals={k: tuple(v) for k, v in approvals.items()},
        approvals_store=store_location(config),
        destination_countries={k: d.country for k, d in catalog.destinations.items()},
        schema=policy.schema,
        policies=policy.policies,
        policy_info={k: (i.reason, i.effect, i.file) for k, i in policy.info.items()},
        literals=policy.literals,
        resources=catalog.resource_facts(),
    )


def _ldap_settings(config: LoadedConfig) -> dict[str, Any]:
    ldap = config.identity.ldap
    if config.identity.source != "ldap" or ldap is None:
        return {}
    return {
        "url": ldap.url,
        "user_base": ldap.user_base,
        "group_base": ldap.group_base,
        "user_filter": ldap.user_filter,
        "group_filter": ldap.group_filter,
        "user_name_attribute": ldap.user_name_attribute,
        "timeout_seconds": ldap.timeout_seconds,
        "max_staleness_seconds": ldap.max_staleness_seconds,
        "attribute_names": ldap.attributes.model_dump(),
        "bind_dn": ldap.bind_dn,
        "bind_password_file": str(config.ldap_password_file) if config.ldap_password_file else None,
        "ca_file": str(config.ldap_ca_file) if config.ldap_ca_file else None,
    }


def _check_entities(entities: dict[str, str], schema: str, config_path: Path) -> None:
    import cedarpy

    from govern.errors import PolicyError

    try:
        cedarpy.Entities.from_json_str("[" + ",".join(entities.values()) + "]", schema)
    except ValueError as exc:
        raise PolicyError(
            f"{config_path}: the site's entities do not fit the Cedar schema: "
            f"{' '.join(str(exc).split())}"
        ) from None
