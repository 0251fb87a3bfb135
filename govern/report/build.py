"""Making a report: verify every log, read the workflow's approvals, stream the entries once
through every section, then hold the sections against the control mapping."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING

from govern.report.access import ControlledAccess, Denies
from govern.report.approvals import approvals_section
from govern.report.configuration import Configuration
from govern.report.context import Approvals, ClassObjectives, Context
from govern.report.controls import Controls, load_controls
from govern.report.integrity import integrity_section
from govern.report.model import Report, RequirementEvidence, Section, Severity
from govern.report.period import Period, stamp
from govern.report.recovery import Backups, Drills
from govern.report.retention import Retention
from govern.report.secrets import Secrets
from govern.report.sources import VerifiedLog, open_logs
from govern.report.stream import Collector, stream
from govern.report.workloads import Workloads

if TYPE_CHECKING:
    from govern.config import LoadedConfig

# Told how many entries were read so far, out of how many.
Progress = Callable[[int, int], None]


def _objectives(config: LoadedConfig) -> dict[str, ClassObjectives]:
    from govern.backup.rules import load_rules

    if not config.backup_dir.is_dir():
        return {}
    rules = load_rules(config.backup_dir)
    return {
        name: ClassObjectives(float(rule.rpo_hours), float(rule.rto_hours or 0))
        for name, rule in rules.classes.items()
    }


def _classes(config: LoadedConfig) -> dict[str, frozenset[str]]:
    from govern.catalog.load import load_catalog

    return dict(load_catalog(config.catalog_dir).classes)


def evidence_for(
    sections: list[Section], controls: Controls
) -> tuple[list[RequirementEvidence], list[str]]:
    """Each mapped requirement with the sections that are evidence for it and the findings
    raised in the period that bear on it (in catalogue order), and the ids of active
    requirements with none."""
    found: dict[str, RequirementEvidence] = {}

    def entry(ident: str) -> RequirementEvidence:
        return found.setdefault(ident, RequirementEvidence(controls.requirements[ident]))

    for section in sections:
        for ident in controls.sections.get(section.id, ()):
            entry(ident).sections.append(section.id)
        for finding in section.findings:
            if not finding.count:
                continue  # mapped, but nothing of the kind in the period
            for ident in controls.findings.get((section.id, finding.code), ()):
                evidence = entry(ident)
                evidence.findings.append((section.id, finding.code))
                if finding.severity is Severity.ADVERSE:
                    evidence.adverse += finding.count
    ordered = [found[i] for i in controls.requirements if i in found]
    missing = [i for i in controls.requirements if i not in found]
    return ordered, missing


def make_report(
    config: LoadedConfig,
    period: Period,
    directories: list[Path],
    stack: ExitStack,
    *,
    anchored: list[tuple[str, bytes]] | None = None,
    progress: Progress | None = None,
    now: dt.datetime | None = None,
) -> tuple[Report, list[VerifiedLog]]:
    """The report for PERIOD over the logs in DIRECTORIES (kept open on STACK for the bundle)."""
    controls = load_controls(config.report_dir)
    moment = now or dt.datetime.now(dt.UTC)
    logs = open_logs(config, directories, stack, anchored)
    approvals = Approvals()
    for source in logs:
        approvals.read(source)
    context = Context(
        site=config.site.name,
        period=period,
        now=moment,
        max_items=config.report.max_items,
        classes=_classes(config),
        objectives=_objectives(config),
        approvals=approvals,
        config=config,
    )
    collectors: list[Collector] = [
        ControlledAccess(context),
        Denies(context),
        Workloads(context),
        Secrets(context),
        Backups(context),
        Drills(context),
        Configuration(context),
        Retention(context),
    ]
    total = sum(source.covered for source in logs)
    done = 0

    def read(count: int) -> None:
        nonlocal done
        done += count
        if progress is not None:
            progress(done, total)

    in_period = stream(logs, collectors, period.place, read)
    for source in logs:
        source.summary.entries_in_period = in_period.get(source.position, 0)
    summaries = [source.summary for source in logs]
    access, denies, *rest = (collector.section(context) for collector in collectors)
    ordered = [
        integrity_section(summaries, context),
        access,
        denies,
        approvals_section(context),
        *rest,
    ]
    for section in ordered:
        section.requirements = controls.sections.get(section.id, ())
        section.why = controls.why.get(section.id, "")
        for finding in section.findings:
            finding.requirements = controls.findings.get((section.id, finding.code), ())
    evidence, missing = evidence_for(ordered, controls)
    report = Report(
        site=config.site.name,
        generated=stamp(moment),
        period_from=period.start_text,
        period_to=period.end_text,
        logs=summaries,
        sections=ordered,
        evidence=evidence,
        without_evidence=[controls.requirements[i] for i in missing],
        catalogue=controls.source,
    )
    return report, logs
