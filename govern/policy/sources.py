"""Reading the policy folder: the Cedar schema and policies, checked as a whole."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import cedarpy

from govern.errors import PolicyError

SCHEMA_FILE = "schema.cedarschema"


@dataclass(frozen=True)
class PolicyInfo:
    id: str
    reason: str
    effect: str  # "permit" or "forbid"
    file: str


@dataclass(frozen=True)
class PolicySource:
    schema: str
    policies: str
    info: dict[str, PolicyInfo]  # by @id
    literals: tuple[str, ...]  # "Type::id" of every entity a policy names literally
    files: tuple[Path, ...]


def _walk_entity_literals(node: Any, found: set[str]) -> None:
    if isinstance(node, dict):
        entity = node.get("__entity")
        if isinstance(entity, dict) and "type" in entity and "id" in entity:
            found.add(f"{entity['type']}::{entity['id']}")
        for value in node.values():
            _walk_entity_literals(value, found)
    elif isinstance(node, list):
        for value in node:
            _walk_entity_literals(value, found)


def _policies_in(path: Path, text: str) -> dict[str, Any]:
    try:
        parsed: dict[str, Any] = json.loads(cedarpy.policies_to_json_str(text))
    except ValueError as exc:
        message = " ".join(str(exc).split())
        raise PolicyError(f"{path}: does not parse: {message}") from None
    if parsed.get("templates"):
        raise PolicyError(f"{path}: templates are not supported in the policy folder")
    policies: dict[str, Any] = parsed.get("staticPolicies", {})
    return policies


def read_policy_text(path: Path, what: str) -> str:
    """PATH's text; unreadable or not UTF-8 is a PolicyError naming the file."""
    try:
        return path.read_bytes().decode("utf-8")
    except OSError as exc:
        raise PolicyError(f"{path}: cannot read {what}: {exc.strerror}") from None
    except UnicodeDecodeError as exc:
        raise PolicyError(
            f"{path}: {what} is not UTF-8 text (bad byte at offset {exc.start})"
        ) from None


def load_policy_source(directory: Path) -> PolicySource:
    """Schema and policies from DIRECTORY; a PolicyError names the file and policy at fault."""
    schema_path = directory / SCHEMA_FILE
    schema = read_policy_text(schema_path, "the Cedar schema")
    try:
        parsed_schema = cedarpy.Schema.from_str(schema)
    except ValueError as exc:
        message = " ".join(str(exc).split())
        raise PolicyError(f"{schema_path}: schema does not parse: {message}") from None

    files = tuple(sorted(directory.glob("*.cedar")))
    if not files:
        raise PolicyError(f"{directory}: no *.cedar policy files")
    info: dict[str, PolicyInfo] = {}
    literals: set[str] = set()
    texts: list[str] = []
    for path in files:
        text = read_policy_text(path, "the policy file")
        for number, policy in enumerate(_policies_in(path, text).values(), start=1):
            annotations = policy.get("annotations", {})
            policy_id = annotations.get("id")
            if not policy_id:
                raise PolicyError(f'{path}: policy #{number} has no @id("...") annotation')
            if policy_id in info:
                raise PolicyError(
                    f"{path}: @id {policy_id!r} is already used in {info[policy_id].file}"
                )
            reason = annotations.get("reason")
            if not reason:
                raise PolicyError(f'{path}: policy {policy_id!r} has no @reason("...")')
            info[policy_id] = PolicyInfo(policy_id, reason, policy["effect"], str(path))
            _walk_entity_literals(policy, literals)
        texts.append(text)

    policies = "\n".join(texts)
    result = cedarpy.validate_policies(policies, parsed_schema)
    if not result.validation_passed:
        annotated = result.id_annotations_by_policy_id
        # Cedar reports errors in no fixed order; sort them so the same mistake reads the same.
        problems = sorted((annotated.get(e.policy_id, e.policy_id), e.error) for e in result.errors)
        name, error = problems[0]
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise PolicyError(f"{directory}: policy {name!r} fails schema validation: {error}{more}")
    return PolicySource(schema, policies, info, tuple(sorted(literals)), (schema_path, *files))
