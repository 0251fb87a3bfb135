"""Broken site files: one clear line naming file, entry and field; exit 2; never an allow."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from tests.conftest import Govern, Site, check_args

PUBLIC_REQUEST = check_args("bob", "use", "dataset:era5", "partition:gpu")


def _replace(site: Site, relative: str, old: str, new: str) -> None:
    path = site.root / relative
    text = path.read_text()
    assert old in text, f"fixture drifted: {old!r} not in {relative}"
    path.write_text(text.replace(old, new, 1))


def _append_latin1(site: Site, relative: str, comment: str) -> None:
    """A comment saved in Latin-1, as an editor set to the wrong encoding would."""
    with (site.root / relative).open("ab") as handle:
        handle.write(f"\n{comment} reviewed by José\n".encode("latin-1"))


DATASETS = "examples/site/catalog/datasets.toml"
MODELS = "examples/site/catalog/models.toml"
APPROVALS = "examples/site/catalog/approvals.toml"
DESTINATIONS = "examples/site/catalog/destinations.toml"
USERS = "examples/site/identity/users.toml"
ATTRIBUTES = "examples/site/identity/attributes.toml"
POLICY = "policies/classification.cedar"

Breakage = Callable[[Site], None]

CASES: dict[str, tuple[Breakage, list[str]]] = {
    "unknown classification": (
        lambda s: _replace(s, DATASETS, 'classification = "public"', 'classification = "secret"'),
        ["datasets.toml", "dataset 'era5'", "classification", "'secret'"],
    ),
    "missing required field": (
        lambda s: _replace(
            s,
            DATASETS,
            'protection = "reproducible"\npaths = ["/datasets/era5"]',
            'paths = ["/datasets/era5"]',
        ),
        ["datasets.toml", "dataset 'era5'", "protection", "required field is missing"],
    ),
    "unknown field": (
        lambda s: _replace(s, DATASETS, 'id = "era5"', 'id = "era5"\nowner = "bob"'),
        ["datasets.toml", "dataset 'era5'", "owner", "unknown field"],
    ),
    "duplicate id": (
        lambda s: s.append(
            DATASETS,
            '\n[[dataset]]\nid = "era5"\nproject = "climate"\n'
            'classification = "public"\nprotection = "reproducible"\n',
        ),
        ["datasets.toml", "dataset 'era5'", "duplicate id", "first defined in"],
    ),
    "dangling project": (
        lambda s: _replace(s, DATASETS, 'project = "climate"', 'project = "weather"'),
        ["datasets.toml", "dataset 'era5'", "project", "unknown project 'weather'"],
    ),
    "dangling lineage": (
        lambda s: _replace(s, MODELS, '"dataset:web-corpus"', '"dataset:web-crawl"'),
        ["models.toml", "model 'llm-base'", "derived_from", "'dataset:web-crawl'"],
    ),
    "lineage cycle": (
        lambda s: _replace(
            s,
            MODELS,
            'derived_from = ["dataset:web-corpus"]',
            'derived_from = ["model:llm-chip-ft-distilled"]',
        ),
        ["models.toml", "lineage cycle", "model:llm-base"],
    ),
    "ear without eccn": (
        lambda s: _replace(s, DATASETS, 'eccn = "3E001"\n', ""),
        ["dataset 'chip-layouts'", "needs an 'eccn'"],
    ),
    "malformed eccn": (
        lambda s: _replace(s, DATASETS, 'eccn = "3E001"', 'eccn = "3-E-001"'),
        ["dataset 'chip-layouts'", "eccn", "not an ECCN"],
    ),
    "eccn on a non-ear resource": (
        lambda s: _replace(
            s, DATASETS, 'classification = "public"', 'classification = "public"\neccn = "EAR99"'
        ),
        ["dataset 'era5'", "'eccn' is only for classification 'ear'"],
    ),
    "bad country code": (
        lambda s: _replace(s, DESTINATIONS, 'country = "DE"', 'country = "Germany"'),
        ["destinations.toml", "destination 'endpoint:partner-de'", "country", "ISO 3166"],
    ),
    "self-approval": (
        lambda s: _replace(
            s,
            APPROVALS,
            'approver = "ivan"\ngranted = 2026-01-15\nexpires = 2099-12-31\nnote = "Deemed',
            'approver = "chen"\ngranted = 2026-01-15\nexpires = 2099-12-31\nnote = "Deemed',
        ),
        ["approvals.toml", "approval 'APR-2026-001'", "cannot approve their own access"],
    ),
    "approval for an unknown resource": (
        lambda s: _replace(
            s, APPROVALS, 'resource = "model:llm-chip-ft"', 'resource = "model:llm-chip-ft2"'
        ),
        ["approval 'APR-2026-003'", "resource", "unknown resource 'model:llm-chip-ft2'"],
    ),
    "approval for an unknown user": (
        lambda s: _replace(s, APPROVALS, 'user = "dmitri"', 'user = "dimitri"'),
        ["approval 'APR-2025-017'", "unknown user 'dimitri'"],
    ),
    "toml syntax error": (
        lambda s: s.append(DATASETS, "\n[[dataset]\n"),
        ["datasets.toml", "not valid TOML"],
    ),
    "unknown table": (
        lambda s: s.append(DATASETS, "\n[[datset]]\nid = 'x'\n"),
        ["datasets.toml", "unknown table [datset]"],
    ),
    "group member who is not a user": (
        lambda s: _replace(s, USERS, 'members = ["alice", "bob"]', 'members = ["alice", "bobby"]'),
        ["users.toml", "group 'climate'", "unknown user 'bobby'"],
    ),
    "attributes for an unknown user": (
        lambda s: s.append(ATTRIBUTES, "\n[zed]\nus_person = true\n"),
        ["attributes.toml", "unknown user 'zed'"],
    ),
    "bad citizenship": (
        lambda s: _replace(
            s, ATTRIBUTES, 'citizenships = ["US", "GB"]', 'citizenships = ["US", "uk"]'
        ),
        ["attributes.toml", "user 'bob'", "citizenships"],
    ),
    "non-boolean us_person": (
        lambda s: _replace(s, ATTRIBUTES, "[bob]\nus_person = true", '[bob]\nus_person = "yes"'),
        ["attributes.toml", "user 'bob'", "us_person"],
    ),
    "policy syntax error": (
        lambda s: s.append(POLICY, "\nforbid (principal, action, resource) when { resource. };\n"),
        ["classification.cedar", "does not parse"],
    ),
    "policy file that is not UTF-8": (
        lambda s: _append_latin1(s, POLICY, "//"),
        ["classification.cedar", "not UTF-8 text"],
    ),
    "schema that is not UTF-8": (
        lambda s: _append_latin1(s, "policies/schema.cedarschema", "//"),
        ["schema.cedarschema", "not UTF-8 text"],
    ),
    "catalog file that is not UTF-8": (
        lambda s: _append_latin1(s, DATASETS, "#"),
        ["datasets.toml", "not UTF-8 text"],
    ),
    "policy that fails schema validation": (
        lambda s: s.append(
            POLICY,
            '\n@id("typo")\n@reason("r")\nforbid (principal, action, '
            'resource) when { resource.clasification == "cui" };\n',
        ),
        ["policy 'typo'", "fails schema validation"],
    ),
    "policy without a reason": (
        lambda s: s.append(POLICY, '\n@id("quiet")\nforbid (principal, action, resource);\n'),
        ["classification.cedar", "policy 'quiet' has no @reason"],
    ),
    "policy without an id": (
        lambda s: s.append(POLICY, '\n@reason("r")\nforbid (principal, action, resource);\n'),
        ["classification.cedar", "has no @id"],
    ),
    "duplicate policy id": (
        lambda s: s.write(
            "policies/extra.cedar",
            '@id("baseline")\n@reason("r")\nforbid (principal, action, resource);\n',
        ),
        ["extra.cedar", "@id 'baseline' is already used"],
    ),
    "missing schema": (
        lambda s: (s.policies / "schema.cedarschema").unlink(),
        ["schema.cedarschema", "cannot read the Cedar schema"],
    ),
    "schema syntax error": (
        lambda s: s.append("policies/schema.cedarschema", "\nentity Broken = {\n"),
        ["schema.cedarschema", "schema does not parse"],
    ),
    "config with an unknown section field": (
        lambda s: _replace(
            s, "examples/site/govern.toml", 'country = "US"', 'country = "US"\ncolour = "blue"'
        ),
        ["govern.toml", "site.colour", "unknown field"],
    ),
    "config with a bad site country": (
        lambda s: _replace(s, "examples/site/govern.toml", 'country = "US"', 'country = "USA"'),
        ["govern.toml", "site.country", "ISO 3166"],
    ),
    "catalog folder missing": (
        lambda s: _replace(s, "examples/site/govern.toml", 'dir = "catalog"', 'dir = "katalog"'),
        ["katalog", "catalog folder not found"],
    ),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_broken_site_is_one_clear_error_and_never_an_allow(
    name: str, site: Site, govern: Govern
) -> None:
    breakage, expected = CASES[name]
    assert govern("--config", site.config, *PUBLIC_REQUEST).code == 0  # the intact site allows
    breakage(site)
    result = govern("--config", site.config, *PUBLIC_REQUEST)
    assert result.code == 2
    assert "ALLOW" not in result.stdout
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    for fragment in expected:
        assert fragment in lines[0], f"{fragment!r} not in {lines[0]!r}"

    validate = govern("--config", site.config, "policy", "validate")
    assert validate.code == 2
    assert validate.stderr.strip() == lines[0]


def test_unreadable_catalog_file_is_an_error(site: Site, govern: Govern) -> None:
    target = site.catalog / "datasets.toml"
    target.unlink()
    target.mkdir()  # a folder where a file should be cannot be read, even by root
    result = govern("--config", site.config, *PUBLIC_REQUEST)
    assert result.code == 2
    assert "datasets.toml: cannot read" in result.stderr
