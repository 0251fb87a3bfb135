"""One Cedar authorization through cedarpy's extension, without its Python wrapper.

The wrapper (`cedarpy.is_authorized`) serialises the context with `json.dumps` and wraps the
answer in objects; a decision here arrives with its context already JSON text, and its answer is
read once. The extension's call takes the same pre-parsed handles; cedarpy is pinned to the minor
version this is written against (pyproject.toml), and tests/policy check this path against the
public one on every case of the policy tests.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

import cedarpy
from cedarpy import _internal as extension

# What the extension says when a request does not fit the schema (wrong types for an action).
REQUEST_REFUSED = "failed to build request"


@dataclass(frozen=True)
class Answer:
    allowed: bool
    reasons: tuple[str, ...]  # the ids Cedar gives the policies that decided
    annotated: dict[str, str]  # those ids -> their @id annotations
    errors: tuple[str, ...]


def authorize(
    request: dict[str, Any],
    policies: cedarpy.PolicySet,
    entities: cedarpy.Entities,
    schema: cedarpy.Schema | None,
) -> Answer:
    """Cedar's answer to REQUEST, whose "context" is JSON text. With SCHEMA the request is
    checked against it first; a request that does not fit is an error, never an allow."""
    (text,) = extension.is_authorized_batch([request], policies, entities._inner, schema, False)
    answer = json.loads(text)
    diagnostics = answer.get("diagnostics", {})
    return Answer(
        answer.get("decision") == "Allow",
        tuple(diagnostics.get("reason", ())),
        diagnostics.get("id_annotations_by_reason", {}),
        tuple(diagnostics.get("errors", ())),
    )
