"""`govern catalog show`: the site's catalog with the classes lineage gives each resource."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Annotated, Any

import typer

from govern.cli.output import command_group
from govern.cli.state import State

if TYPE_CHECKING:
    from rich.table import Table

    from govern.catalog.model import Approval

app = command_group("Inspect the site catalog.")


@app.command("show")
def show(
    ctx: typer.Context,
    as_json: Annotated[bool, typer.Option("--json", help="Print the catalog as JSON.")] = False,
) -> None:
    """Print projects, resources (with governing classes from lineage), destinations and
    approvals."""
    from govern.catalog import load_catalog
    from govern.catalog.load import by_strictness, governing_class
    from govern.config import load_config

    state: State = ctx.obj
    config = load_config(state.config_path())
    catalog = load_catalog(config.catalog_dir)

    resources: list[dict[str, Any]] = []
    for ref in catalog.resource_refs():
        entry = catalog.resource(ref)
        assert entry is not None
        resources.append(
            {
                "resource": ref,
                "project": entry.project,
                "classification": entry.classification.value,
                "eccn": entry.eccn,
                "declared_class": governing_class(entry),
                "governing_classes": by_strictness(catalog.classes[ref]),
                "protection": entry.protection.value,
                "derived_from": list(getattr(entry, "derived_from", ())),
                "paths": list(entry.paths),
            }
        )
    destinations = [
        {"destination": key, **d.model_dump(mode="json", exclude={"description"})}
        for key, d in catalog.destinations.items()
    ]
    projects = [p.model_dump(mode="json") for p in catalog.projects.values()]
    if as_json:
        payload = {
            "projects": projects,
            "resources": resources,
            "destinations": destinations,
            "approvals": [a.model_dump(mode="json") for a in catalog.approvals],
        }
        sys.stdout.write(json.dumps(payload) + "\n")
        return

    from govern.cli.output import console

    out = console()
    out.print(_projects_table(projects))
    out.print(_resources_table(config.site.name, resources))
    out.print(_destinations_table(destinations))
    out.print(_approvals_table(catalog.approvals))


def _projects_table(projects: list[dict[str, Any]]) -> Table:
    from rich.markup import escape
    from rich.table import Table

    table = Table(title="Projects")
    for column in ("project", "groups", "description"):
        table.add_column(column, no_wrap=column != "description")
    for p in projects:
        table.add_row(p["id"], ", ".join(p["groups"]), escape(p["description"]))
    return table


def _resources_table(site: str, resources: list[dict[str, Any]]) -> Table:
    from rich.table import Table

    table = Table(title=f"Resources of {site}")
    for column in ("resource", "project", "declared", "governed by", "protection", "lineage"):
        table.add_column(column, no_wrap=True)
    for r in resources:
        governed = ", ".join(r["governing_classes"])
        if r["governing_classes"] != [r["declared_class"]]:
            governed = f"[bold red]{governed}[/]"
        table.add_row(
            r["resource"],
            r["project"],
            f"{r['classification']} {r['eccn'] or ''}".strip(),
            governed,
            r["protection"],
            ", ".join(r["derived_from"]),
        )
    return table


def _destinations_table(destinations: list[dict[str, Any]]) -> Table:
    from rich.table import Table

    table = Table(title="Destinations")
    for column in ("destination", "country", "operator", "flags"):
        table.add_column(column, no_wrap=True)
    for d in destinations:
        flags = [f for f in ("itar_enclave", "cui_enclave", "public_facing") if d[f]]
        table.add_row(d["destination"], d["country"], d["operator"], ", ".join(flags))
    return table


def _approvals_table(approvals: tuple[Approval, ...]) -> Table:
    from rich.table import Table

    table = Table(title="Approvals")
    for column in ("approval", "user", "resource", "to", "approver", "granted", "expires"):
        table.add_column(column, no_wrap=True)
    for a in approvals:
        table.add_row(
            a.id,
            a.user,
            a.resource,
            a.destination or (f"country {a.country}" if a.country else "(release to the user)"),
            a.approver,
            str(a.granted or ""),
            str(a.expires),
        )
    return table
