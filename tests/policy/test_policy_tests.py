"""`govern policy test` and `govern catalog show`: the site administrator's own checks."""

from __future__ import annotations

import json

from tests.conftest import DEMO_CONFIG, REPO, Govern, Site, check_batch


def test_pinned_policy_cases_pass(govern: Govern) -> None:
    result = govern("--config", DEMO_CONFIG, "policy", "test")
    assert result.code == 0, result.stdout
    passed = int(result.stdout.split()[-4])
    assert passed >= 70
    assert result.stdout.strip().endswith(f"{passed} passed, 0 failed")


def test_every_row_and_action_is_pinned() -> None:
    import yaml

    spec = yaml.safe_load((REPO / "policies" / "tests" / "classification.yaml").read_text())
    seen = {(c["name"].split(":")[0], c["request"]["action"], c["expect"]) for c in spec["cases"]}
    for row in ("public", "internal", "confidential", "cui", "ear", "ear99", "itar"):
        for action in ("use", "export", "publish", "backup"):
            assert any((row, action, e) in seen for e in ("allow", "deny")), (row, action)
        assert (row, "use", "allow") in seen
        if row != "public":
            assert (row, "use", "deny") in seen


def test_a_weakened_policy_fails_its_tests(site: Site, govern: Govern) -> None:
    policy = site.policies / "classification.cedar"
    enclave = "unless { context.destination.itar_enclave"
    text = policy.read_text()
    assert text.count(enclave) == 1
    policy.write_text(text.replace(enclave, "unless { true || context.destination.itar_enclave"))
    result = govern("--config", site.config, "policy", "test")
    assert result.code == 1
    assert "FAIL" in result.stdout and "expected deny, got allow" in result.stdout


def test_wrong_deciding_policy_is_a_failure(site: Site, govern: Govern) -> None:
    cases = site.write(
        "cases.yaml",
        """
site: examples/site/govern.toml
at: 2026-06-01
cases:
  - name: right decision, wrong reason
    request:
      {user: alice, action: use, resource: "dataset:radar-returns", destination: "partition:gpu"}
    expect: deny
    decided_by: [project-members-only]
""",
    )
    result = govern("policy", "test", cases)
    assert result.code == 1
    assert "expected decided by ['project-members-only'], got ['itar-us-enclave-only']" in (
        result.stdout
    )


def test_malformed_test_file_is_an_error(site: Site, govern: Govern) -> None:
    for text, message in (
        ("cases: [", "not valid YAML"),
        ("site: examples/site/govern.toml\ncases: []\n", "cases"),
        (
            "site: examples/site/govern.toml\ncases:\n  - name: x\n    request: {user: bob}\n"
            "    expect: maybe\n",
            "expect",
        ),
        (
            "site: examples/site/govern.toml\ncases:\n  - name: x\n    request: {user: bob}\n"
            "    expect: allow\n",
            "case 1 (x): field 'action' must be a non-empty string",
        ),
    ):
        path = site.write("bad.yaml", text)
        result = govern("policy", "test", path)
        assert result.code == 2, text
        assert message in result.stderr, (text, result.stderr)

    latin1 = site.root / "latin1.yaml"
    latin1.write_bytes("site: examples/site/govern.toml\n# José\ncases: []\n".encode("latin-1"))
    result = govern("policy", "test", latin1)
    assert result.code == 2
    assert "latin1.yaml: the policy test file is not UTF-8 text" in result.stderr


def test_catalog_show_reports_lineage(govern: Govern) -> None:
    result = govern("--config", DEMO_CONFIG, "catalog", "show", "--json")
    assert result.code == 0, result.stderr
    resources = {r["resource"]: r for r in json.loads(result.stdout)["resources"]}
    assert resources["model:llm-radar-ft"]["declared_class"] == "internal"
    assert resources["model:llm-radar-ft"]["governing_classes"] == ["itar", "internal"]
    assert resources["model:llm-chip-ft-distilled"]["governing_classes"] == ["ear", "internal"]
    assert resources["model:llm-base"]["governing_classes"] == ["public"]

    table = govern("--config", DEMO_CONFIG, "catalog", "show")
    assert table.code == 0 and "llm-radar-ft" in table.stdout


def test_catalog_show_prints_projects_and_approvals(govern: Govern) -> None:
    table = govern("--config", DEMO_CONFIG, "catalog", "show")
    assert table.code == 0, table.stderr
    titles = [line.strip() for line in table.stdout.splitlines()]
    assert "Projects" in titles and "Approvals" in titles
    rows = {line.split("│")[1].strip(): line for line in table.stdout.splitlines() if "│" in line}
    assert "Federal contract engineering (CUI)" in rows["contracts"]
    assert "endpoint:partner-de" in rows["APR-2026-002"]
    assert "country CA" in rows["APR-2026-004"]
    assert "(release to the user)" in rows["APR-2026-001"]
    assert "2025-06-30" in rows["APR-2025-017"]


def test_backups_go_only_to_repositories(govern: Govern) -> None:
    """Not even the site's backup operator may 'back up' data anywhere that is not a repository."""
    import tomllib

    catalog = tomllib.loads((DEMO_CONFIG.parent / "catalog" / "destinations.toml").read_text())
    destinations = [f"{d['kind']}:{d['name']}" for d in catalog["destination"]]
    elsewhere = [d for d in destinations if not d.startswith("repository:")]
    assert len(elsewhere) > 5 and "repository:local" in destinations
    requests = [
        {"user": "svc-backup", "action": "backup", "resource": "dataset:era5", "destination": d}
        for d in [*elsewhere, "repository:local"]
    ]
    answers = check_batch(govern, DEMO_CONFIG, requests)
    assert [a["decision"] for a in answers] == ["deny"] * len(elsewhere) + ["allow"]
    for answer in answers[:-1]:
        assert [p["id"] for p in answer["policies"]] == ["backup-to-repositories-only"], answer
