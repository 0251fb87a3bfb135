"""A cold check decides like the whole site on generated sites, not just the demo: sites whose
entities reference each other in every way the Cedar schema allows (users in groups, groups in
one project, several or none, the site's backup-operator groups, every resource's project,
lineage between models and datasets, approvals by destination and by country) and policies that
name users, groups and projects literally."""

from __future__ import annotations

import json
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from govern.policy.bundle import SITE_UID, compile_site, uid_key
from govern.policy.engine import Engine, entity_slice
from govern.policy.request import ACTIONS, Request
from govern.timeutil import parse_instant
from tests.conftest import REPO

PROJECTS = ("p0", "p1", "p2")
GROUPS = ("g0", "g1", "g2", "g3")
USERS = ("u0", "u1", "u2", "u3")
APPROVER = "officer"
COUNTRIES = ("US", "CA", "DE", "IR")
CLASSIFICATIONS = ("public", "internal", "confidential", "cui", "ear", "itar")
DATES = ("2025-06-30", "2026-01-15", "2099-12-31")
INSTANTS = tuple(parse_instant(d) for d in ("2025-01-01", "2026-06-01", "2100-06-01"))

# Policies naming entities literally: a cold check must hand Cedar those entities too, the
# user that is also the principal among them.
LITERAL_POLICIES = """
@id("literal-user")
@reason("u0 never publishes")
forbid (principal == User::"u0", action == Action::"publish", resource);

@id("literal-group-in-project")
@reason("g1 backs up only when g1 belongs to the resource's project")
forbid (principal in Group::"g1", action == Action::"backup", resource)
unless { Group::"g1" in resource.project };

@id("literal-project")
@reason("p0's data goes only to members of p0")
forbid (principal, action, resource)
when { resource.project == Project::"p0" && !(principal in Project::"p0") };
"""


def _toml(value: object) -> str:
    return json.dumps(value)  # strings, booleans and lists of strings read the same in TOML


@dataclass(frozen=True)
class GeneratedSite:
    config: str  # govern.toml
    files: dict[str, str]  # path under the site -> text
    resources: tuple[str, ...]
    destinations: tuple[str, ...]


def _subset(items: tuple[str, ...], *, min_size: int = 0) -> st.SearchStrategy[list[str]]:
    return st.lists(st.sampled_from(items), unique=True, min_size=min_size, max_size=len(items))


@st.composite
def sites(draw: st.DrawFn) -> GeneratedSite:
    projects = PROJECTS[: draw(st.integers(1, len(PROJECTS)))]
    catalog: list[str] = []
    for project in projects:  # a group may serve several projects, or none
        catalog.append(f'[[project]]\nid = "{project}"\ngroups = {_toml(draw(_subset(GROUPS)))}\n')

    resources: list[str] = []
    for kind in ("dataset", "model"):
        for number in range(draw(st.integers(1 if kind == "dataset" else 0, 3))):
            ident = f"{kind[0]}{number}"
            classification = draw(st.sampled_from(CLASSIFICATIONS))
            lines = [
                f"[[{kind}]]",
                f'id = "{ident}"',
                f'project = "{draw(st.sampled_from(projects))}"',
                f'classification = "{classification}"',
                'protection = "authoritative"',
            ]
            if classification == "ear":
                lines.append(f'eccn = "{draw(st.sampled_from(("EAR99", "3E001")))}"')
            if kind == "model":  # lineage: what the model was made from, datasets and models
                lines.append(f"derived_from = {_toml(draw(_subset(tuple(resources))))}")
            catalog.append("\n".join(lines) + "\n")
            resources.append(f"{kind}:{ident}")

    destinations: list[str] = []
    for number in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(("partition", "endpoint", "region", "repository")))
        flags = {
            name: draw(st.booleans()) for name in ("itar_enclave", "cui_enclave", "public_facing")
        }
        catalog.append(
            f'[[destination]]\nkind = "{kind}"\nname = "d{number}"\n'
            f'country = "{draw(st.sampled_from(COUNTRIES))}"\n'
            f'operator = "{draw(st.sampled_from(("site", "external")))}"\n'
            + "".join(f"{name} = {_toml(value)}\n" for name, value in flags.items())
        )
        destinations.append(f"{kind}:d{number}")

    for number in range(draw(st.integers(0, 4))):
        scope = draw(st.sampled_from(("person", "destination", "country")))
        lines = [
            "[[approval]]",
            f'id = "A{number}"',
            f'user = "{draw(st.sampled_from(USERS))}"',
            f'resource = "{draw(st.sampled_from(resources))}"',
            f'approver = "{APPROVER}"',
            f"granted = {draw(st.sampled_from(DATES[:2]))}",
            f"expires = {draw(st.sampled_from(DATES))}",
        ]
        if scope == "destination":
            lines.append(f'destination = "{draw(st.sampled_from(destinations))}"')
        elif scope == "country":
            lines.append(f'country = "{draw(st.sampled_from(COUNTRIES))}"')
        catalog.append("\n".join(lines) + "\n")

    directory = [f'[[user]]\nname = "{name}"\n' for name in (*USERS, APPROVER)]
    members: dict[str, list[str]] = {group: [] for group in GROUPS}
    attributes: list[str] = []
    for user in USERS:
        for group in draw(_subset(GROUPS)):
            members[group].append(user)
        attributes.append(
            f"[{user}]\nus_person = {_toml(draw(st.booleans()))}\n"
            f"citizenships = {_toml(draw(_subset(COUNTRIES)))}\n"
            + "".join(
                f"{key} = {draw(st.sampled_from(DATES))}\n"
                for key in ("cui_training_expires", "export_training_expires")
                if draw(st.booleans())
            )
        )
    directory += [f'[[group]]\nname = "{g}"\nmembers = {_toml(m)}\n' for g, m in members.items()]

    config = f"""
[site]
country = "US"
embargoed_countries = {_toml(draw(_subset(("CA", "DE"))))}
backup_operators = {_toml(draw(_subset(GROUPS)))}

[catalog]
dir = "catalog"

[identity]
source = "file"
file = "users.toml"
attributes = "attributes.toml"

[policy]
dir = "policies"

[audit]
dir = "audit"
"""
    return GeneratedSite(
        config,
        {
            "catalog/site.toml": "\n".join(catalog),
            "users.toml": "\n".join(directory),
            "attributes.toml": "\n".join(attributes),
            "policies/literals.cedar": LITERAL_POLICIES,
        },
        tuple(resources),
        tuple(destinations),
    )


def _compiled(generated: GeneratedSite, root: Path) -> Path:
    shutil.copytree(REPO / "policies", root / "policies", ignore=shutil.ignore_patterns("tests"))
    for relative, text in generated.files.items():
        (root / relative).parent.mkdir(parents=True, exist_ok=True)
        (root / relative).write_text(text)
    (root / "govern.toml").write_text(generated.config)
    return root / "govern.toml"


def _references(node: Any) -> set[str]:
    """Every entity an entity's JSON names: its parents and entity-valued attributes."""
    found = set()
    if isinstance(node, dict):
        if set(node) == {"type", "id"} or set(node) == {"__entity"}:
            inner = node.get("__entity", node)
            found.add(uid_key(inner["type"], inner["id"]))
        else:
            for key, value in node.items():
                if key != "uid":
                    found |= _references(value)
    elif isinstance(node, list):
        for value in node:
            found |= _references(value)
    return found


@settings(
    max_examples=50,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(sites(), st.data())
def test_a_cold_check_decides_like_the_whole_site_on_generated_sites(
    generated: GeneratedSite, data: st.DataObject
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        site = compile_site(_compiled(generated, Path(folder)))
    whole, cold = Engine(site, resident=True), Engine(site, resident=False)
    requests = st.builds(
        Request,
        user=st.sampled_from(USERS),
        action=st.sampled_from(ACTIONS),
        resource=st.sampled_from(generated.resources),
        destination=st.sampled_from(generated.destinations),
        at=st.sampled_from(INSTANTS),
    )
    for request in data.draw(st.lists(requests, min_size=1, max_size=8)):
        resident, sliced = whole.decide(request), cold.decide(request)
        assert sliced == resident
        assert not resident.errors

        # What the cold check hands Cedar holds the request's own entities and everything
        # they reach, so no policy, today's or a site's own, reads an entity that is not there.
        kind, _, ident = request.resource.partition(":")
        seeds = {
            uid_key(kind.capitalize(), ident),
            uid_key("Destination", request.destination),
            SITE_UID,
            *site.literals,
        }
        user = json.loads(site.entities[uid_key("User", request.user)])
        reached = entity_slice(site.entities, user, seeds)
        assert seeds & site.entities.keys() <= reached.keys()
        assert uid_key("User", request.user) in reached
        for text in reached.values():
            assert _references(json.loads(text)) & site.entities.keys() <= reached.keys()
        assert {k: site.entities[k] for k in reached} == reached | {
            uid_key("User", request.user): site.entities[uid_key("User", request.user)]
        }
