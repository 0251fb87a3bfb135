"""Every section a report has and every finding a section can raise: the vocabulary that
audit/controls.toml maps to requirements."""

from __future__ import annotations

from govern.report.model import Finding, Severity

ADVERSE, NOTE = Severity.ADVERSE, Severity.NOTE

SECTIONS: dict[str, str] = {
    "integrity": "The audit log's integrity",
    "controlled-access": "Access to controlled data (CUI, ITAR, EAR)",
    "denies": "Denies by policy",
    "approvals": "Approvals",
    "workloads": "Jobs and admissions",
    "secrets": "Secrets found and migrated",
    "backups": "Backups against their RPO",
    "drills": "Restore drills against their RTO",
    "configuration": "Configuration snapshots",
    "retention": "Retention",
}

FINDINGS: dict[str, dict[str, tuple[Severity, str]]] = {
    "integrity": {
        "log-verification-failed": (ADVERSE, "a log does not verify: nothing is reported from it"),
        "entries-after-checkpoint": (NOTE, "entries newer than the latest checkpoint (left out)"),
        "no-anchor": (NOTE, "no anchored checkpoint: a rollback by the key holder is not excluded"),
        "too-few-witnesses": (ADVERSE, "the latest checkpoint has fewer witnesses than required"),
    },
    "controlled-access": {
        "approval-not-vouched": (
            ADVERSE,
            "an allow relied on an approval the audit log does not vouch for",
        ),
        "approval-not-active": (ADVERSE, "an allow relied on an approval not granted at the time"),
        "controlled-export": (NOTE, "controlled data allowed to be exported"),
        "unknown-resource": (NOTE, "a resource the current catalog does not know"),
    },
    "denies": {
        "denied-on-error": (NOTE, "denied because the request could not be decided (fail closed)"),
        "refused-requests": (NOTE, "requests the daemon refused as malformed or too large"),
    },
    "approvals": {
        "workflow-step-ignored": (
            ADVERSE,
            "an approval entry that is no step of the workflow (ignored)",
        ),
        "expired-without-entry": (NOTE, "an approval past its expiry with no expired entry yet"),
    },
    "workloads": {
        "privileged-workload": (NOTE, "a privileged workload allowed to run"),
        "untrusted-image": (NOTE, "an image refused as untrusted"),
        "admitted-in-warn-mode": (ADVERSE, "admitted despite problems (webhook in warn mode)"),
    },
    "secrets": {
        "secret-found": (ADVERSE, "a scan found secrets left in files"),
        "secret-migrated": (NOTE, "secrets moved out of a file into Vault"),
    },
    "backups": {
        "rpo-exceeded": (ADVERSE, "a class went longer without a backup than its RPO"),
        "backup-failed": (ADVERSE, "a backup run failed"),
        "class-not-backed-up": (ADVERSE, "a protection class with no backup at all"),
    },
    "drills": {
        "drill-failed": (ADVERSE, "a class failed its restore drill"),
        "rto-exceeded": (ADVERSE, "a drill's restore time past the class's RTO"),
        "no-drill-in-period": (NOTE, "a protection class not drilled in the period"),
    },
    "configuration": {
        "versions-changed": (NOTE, "the recorded versions changed"),
        "snapshot-failed": (ADVERSE, "a configuration snapshot failed"),
    },
    "retention": {
        "retention-breach": (ADVERSE, "kept too long or not long enough (checked now)"),
        "snapshots-held": (NOTE, "snapshots held back from forget by their minimum"),
    },
}


def new_findings(section: str) -> dict[str, Finding]:
    """An empty finding for every code of SECTION, by code."""
    return {
        code: Finding(code, severity, title)
        for code, (severity, title) in FINDINGS[section].items()
    }
