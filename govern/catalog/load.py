"""Reading the catalog folder and checking that its entries fit together."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from pydantic import ValidationError

from govern.catalog.model import (
    ENTRY_TABLES,
    Approval,
    CatalogEntry,
    Classification,
    Dataset,
    Destination,
    Model,
    Project,
)
from govern.errors import CatalogError
from govern.validation import describe_validation_error, read_toml

# One resource as a backup plan sees it: (ref, protection, paths, description, strictest class).
ResourceFacts = tuple[str, str, tuple[str, ...], str, str]


@dataclass(frozen=True)
class Catalog:
    projects: dict[str, Project]
    datasets: dict[str, Dataset]
    models: dict[str, Model]
    destinations: dict[str, Destination]
    approvals: tuple[Approval, ...]
    files: tuple[Path, ...]
    # resource ref ("dataset:ID" / "model:ID") -> the classes that govern it
    classes: dict[str, frozenset[str]] = field(default_factory=dict)

    def resource(self, ref: str) -> Dataset | Model | None:
        kind, _, ident = ref.partition(":")
        if kind == "dataset":
            return self.datasets.get(ident)
        if kind == "model":
            return self.models.get(ident)
        return None

    def resource_refs(self) -> list[str]:
        return [f"dataset:{i}" for i in self.datasets] + [f"model:{i}" for i in self.models]

    def resource_facts(self) -> tuple[ResourceFacts, ...]:
        """What a backup plan reads of each resource, as plain data a compiled site carries."""
        facts = []
        for ref in self.resource_refs():
            entry = self.resource(ref)
            assert entry is not None
            strictest = by_strictness(self.classes[ref])[0]
            facts.append((ref, entry.protection.value, entry.paths, entry.description, strictest))
        return tuple(facts)


# From least to most restrictive, for showing the strictest class first.
STRICTNESS = ("public", "internal", "confidential", "ear99", "ear", "cui", "itar")


def by_strictness(classes: frozenset[str]) -> list[str]:
    return sorted(classes, key=STRICTNESS.index, reverse=True)


def governing_class(entry: Dataset | Model) -> str:
    """The class a policy sees: EAR splits into 'ear99' and 'ear' (any other ECCN)."""
    if entry.classification is Classification.EAR:
        return "ear99" if entry.eccn == "EAR99" else "ear"
    return entry.classification.value


def _label(table: str, raw: object, index: int) -> str:
    if isinstance(raw, dict):
        ident = raw.get("id") or (
            f"{raw.get('kind')}:{raw.get('name')}" if table == "destination" else None
        )
        if ident:
            return f"{table} {ident!r}"
    return f"{table} #{index + 1}"


def _read_entries(path: Path) -> list[tuple[str, str, CatalogEntry]]:
    raw = read_toml(path, CatalogError)
    entries: list[tuple[str, str, CatalogEntry]] = []
    for table, items in raw.items():
        model = ENTRY_TABLES.get(table)
        if model is None:
            known = ", ".join(f"[[{t}]]" for t in ENTRY_TABLES)
            raise CatalogError(f"{path}: unknown table [{table}] (expected {known})")
        if not isinstance(items, list):
            raise CatalogError(f"{path}: {table} must be an array of tables: write [[{table}]]")
        for index, item in enumerate(items):
            label = _label(table, item, index)
            try:
                entries.append((table, label, model.model_validate(item)))
            except ValidationError as exc:
                raise CatalogError(describe_validation_error(f"{path}: {label}", exc)) from None
    return entries


def _lineage_classes(
    datasets: dict[str, Dataset], models: dict[str, Model], where: dict[str, str]
) -> dict[str, frozenset[str]]:
    classes: dict[str, frozenset[str]] = {
        f"dataset:{i}": frozenset({governing_class(d)}) for i, d in datasets.items()
    }
    visiting: list[str] = []

    def resolve(ref: str) -> frozenset[str]:
        if ref in classes:
            return classes[ref]
        if ref in visiting:
            cycle = " -> ".join([*visiting[visiting.index(ref) :], ref])
            raise CatalogError(f"{where[ref]}: derived_from: lineage cycle {cycle}")
        visiting.append(ref)
        model = models[ref.removeprefix("model:")]
        result = {governing_class(model)}
        for parent in model.derived_from:
            result |= resolve(parent)
        visiting.pop()
        if len(result) > 1:
            result.discard("public")  # public adds no constraint to anything stricter
        classes[ref] = frozenset(result)
        return classes[ref]

    for ident in models:
        resolve(f"model:{ident}")
    return classes


def load_catalog(directory: Path) -> Catalog:
    """Load every *.toml in DIRECTORY; any problem raises CatalogError naming file, entry, field."""
    if not directory.is_dir():
        raise CatalogError(f"{directory}: catalog folder not found")
    files = tuple(sorted(directory.glob("*.toml")))
    if not files:
        raise CatalogError(f"{directory}: no *.toml catalog files")

    tables: dict[str, dict[str, CatalogEntry]] = {t: {} for t in ENTRY_TABLES}
    where: dict[str, str] = {}
    for path in files:
        for table, label, entry in _read_entries(path):
            key = entry.id
            ref = f"{table}:{key}"
            if key in tables[table]:
                raise CatalogError(f"{path}: {label}: duplicate id (first defined in {where[ref]})")
            tables[table][key] = entry
            where[ref] = f"{path}: {label}"

    projects = {k: v for k, v in tables["project"].items() if isinstance(v, Project)}
    datasets = {k: v for k, v in tables["dataset"].items() if isinstance(v, Dataset)}
    models = {k: v for k, v in tables["model"].items() if isinstance(v, Model)}
    destinations = {k: v for k, v in tables["destination"].items() if isinstance(v, Destination)}
    approvals = tuple(v for v in tables["approval"].values() if isinstance(v, Approval))

    for ref_kind, entries in (("dataset", datasets), ("model", models)):
        for ident, entry in entries.items():
            if entry.project not in projects:
                raise CatalogError(
                    f"{where[f'{ref_kind}:{ident}']}: project: unknown project {entry.project!r}"
                )
    resources = {f"dataset:{i}" for i in datasets} | {f"model:{i}" for i in models}
    for ident, model in models.items():
        for parent in model.derived_from:
            if parent not in resources:
                raise CatalogError(
                    f"{where[f'model:{ident}']}: derived_from: unknown resource {parent!r}"
                )
    for approval in approvals:
        label = where[f"approval:{approval.id}"]
        if approval.resource not in resources:
            raise CatalogError(f"{label}: resource: unknown resource {approval.resource!r}")
        if approval.destination is not None and approval.destination not in destinations:
            raise CatalogError(
                f"{label}: destination: unknown destination {approval.destination!r}"
            )

    return Catalog(
        projects=projects,
        datasets=datasets,
        models=models,
        destinations=destinations,
        approvals=approvals,
        files=files,
        classes=_lineage_classes(datasets, models, where),
    )
