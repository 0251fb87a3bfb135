"""What a drill restores (rotation, sampling, sandboxes) and how it judges objectives."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from govern.backup.drills.objectives import Measured, objectives, project_rto
from govern.backup.drills.plan import plan_drill
from govern.backup.drills.state import DrillState
from govern.backup.plan import Item
from govern.backup.rules import Rules, load_rules
from govern.errors import BackupError

REPO = Path(__file__).resolve().parents[2]

RULES = """
[class.datasets]
catalog = ["public", "internal"]
repository = "local"
rpo_hours = 26
rto_hours = 2
keep = { daily = 7 }

[class.configuration]
paths = ["/etc/slurm/slurm.conf"]
repository = "local"
keep = { daily = 7 }
"""

DRILL = """
[drill]
rotation_quarters = {quarters}
sandbox = "/restore/drill"

[drill.class.datasets]
resources = "rotate"
sandbox = "/restore/data"

[drill.class.configuration]
resources = "all"
sample_files = 3
checks = ["slurm"]
"""


def _rules(tmp_path: Path, quarters: int = 4) -> Rules:
    (tmp_path / "protection.toml").write_text(RULES)
    (tmp_path / "drills.toml").write_text(DRILL.replace("{quarters}", str(quarters)))
    return load_rules(tmp_path)


def _items(count: int) -> list[Item]:
    made = [Item("datasets", f"dataset:d{n}", "local", ()) for n in range(count)]
    return [*made, Item("configuration", "files:configuration", "local", ())]


def test_the_site_rules_give_a_drill_for_every_class() -> None:
    rules = load_rules(REPO / "backup")
    assert set(rules.drill.class_) <= set(rules.classes)
    assert rules.drill.for_class("configuration").checks == ("slurm", "audit-log")
    assert rules.drill.sandbox_of("controlled") == "/restore/enclave"
    assert all(rule.rto_hours for rule in rules.classes.values())


def test_a_class_that_drills_everything_takes_every_resource_with_its_settings(
    tmp_path: Path,
) -> None:
    rules = _rules(tmp_path)
    plan = plan_drill(_items(2), rules, DrillState(), only="configuration")
    assert [i.resource for i in plan.items] == ["files:configuration"]
    item = plan.items[0]
    assert (item.sample_files, item.checks, item.sandbox) == (3, ("slurm",), "/restore/drill")
    assert item.to_json()["files"] == 3


def test_rotation_takes_the_never_drilled_then_the_oldest(tmp_path: Path) -> None:
    rules = _rules(tmp_path, quarters=4)
    state = DrillState(drilled={"dataset:d0": 300.0, "dataset:d1": 100.0, "dataset:d2": 200.0})
    plan = plan_drill(_items(5), rules, state, only="datasets")
    # 5 resources in 4 quarters: 2 per drill; d3 and d4 were never drilled.
    assert [i.resource for i in plan.items] == ["dataset:d3", "dataset:d4"]
    assert all(i.reason == "rotation: never drilled" for i in plan.items)
    assert all(i.sandbox == "/restore/data" for i in plan.items)
    waiting = [r for _, r, _ in plan.waiting]
    assert waiting == ["dataset:d1", "dataset:d2", "dataset:d0"]

    state.drilled |= {"dataset:d3": 400.0, "dataset:d4": 400.0}
    plan = plan_drill(_items(5), rules, state, only="datasets")
    assert [i.resource for i in plan.items] == ["dataset:d1", "dataset:d2"]
    assert plan.items[0].reason.startswith("rotation: drilled longest ago (1970-01-01")


@given(count=st.integers(1, 40), quarters=st.integers(1, 8))
def test_rotation_drills_every_resource_within_the_configured_quarters(
    tmp_path_factory: pytest.TempPathFactory, count: int, quarters: int
) -> None:
    rules = _rules(tmp_path_factory.mktemp("rules"), quarters)
    state = DrillState()
    seen: set[str] = set()
    for quarter in range(quarters):
        plan = plan_drill(_items(count), rules, state, only="datasets")
        assert len(plan.items) == max(1, math.ceil(count / quarters))
        for item in plan.items:
            state.drilled[item.resource] = float(quarter)
            seen.add(item.resource)
    assert len(seen) == count


def test_drill_rules_are_checked(tmp_path: Path) -> None:
    (tmp_path / "protection.toml").write_text(RULES)
    (tmp_path / "drills.toml").write_text('[drill.class.nothing]\nresources = "all"\n')
    with pytest.raises(BackupError, match=r"\[drill.class.nothing\]: no protection class"):
        load_rules(tmp_path)
    (tmp_path / "drills.toml").write_text("[drill]\nrotation_quarters = 0\n")
    with pytest.raises(BackupError, match="rotation_quarters"):
        load_rules(tmp_path)
    (tmp_path / "drills.toml").write_text('[drill.class.datasets]\nchecks = ["slurm", "slurm"]\n')
    with pytest.raises(BackupError, match="listed twice"):
        load_rules(tmp_path)
    (tmp_path / "drills.toml").write_text('[drill.class.datasets]\nchecks = ["rm -rf"]\n')
    with pytest.raises(BackupError, match="checks"):
        load_rules(tmp_path)
    (tmp_path / "drills.toml").write_text("[drill]\n")
    (tmp_path / "more.toml").write_text("[drill]\n")
    with pytest.raises(BackupError, match=r"\[drill\] is already given"):
        load_rules(tmp_path)


def test_rto_is_projected_from_the_larger_of_bytes_and_resources() -> None:
    measured = Measured(resources=1, bytes=1000, seconds=2.0)
    # 10x the bytes in 2 resources: bytes dominate.
    assert project_rto(measured, class_bytes=10_000, class_resources=2) == pytest.approx(20.0)
    # Many tiny resources: the fixed cost per resource dominates.
    assert project_rto(measured, class_bytes=1000, class_resources=5) == pytest.approx(10.0)
    assert project_rto(Measured(0, 0, 0.0), 10, 1) is None


def test_objectives_fail_with_their_figures() -> None:
    good = objectives(
        newest_ages_hours=[1.0, 5.0], rpo_limit_hours=26, rto_limit_hours=1,
        measured=Measured(1, 100, 1.0), class_bytes=200,
    )  # fmt: skip
    assert good.problems() == []
    assert good.rpo_hours == 5.0
    late = objectives(
        newest_ages_hours=[30.0, 5.0], rpo_limit_hours=26, rto_limit_hours=1,
        measured=Measured(1, 100, 3000.0), class_bytes=200,
    )  # fmt: skip
    problems = late.problems()
    assert "30.0 h old, past the objective of 26 h" in problems[0]
    assert "RTO" in problems[1] and "past the objective of 1 h" in problems[1]
    missing = objectives(
        newest_ages_hours=[None, 5.0], rpo_limit_hours=26, rto_limit_hours=None,
        measured=Measured(0, 0, 0.0), class_bytes=0,
    )  # fmt: skip
    assert missing.problems() == [
        "RPO: a resource of the class has no snapshot the audit log vouches for"
    ]
