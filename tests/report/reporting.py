"""A copy of the demo site with a signed audit log to report on: decisions made and logged by the
daemon's own decision service, approvals through the workflow, other entries as their writers
lay them out."""

from __future__ import annotations

import datetime as dt
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from govern.audit import open_log
from govern.audit.note import SigningKey, generate_signing_key
from tests.conftest import Govern, Result, Site

ORIGIN = "rc.example.edu/audit"
# Entries the decision service writes are stamped now: reports cover today.
DAY = dt.datetime.now(dt.UTC).date().isoformat()
# Reports run through the next day too: entries written "now" by a test that runs after
# midnight (UTC) still fall in the period.
UNTIL = (dt.date.fromisoformat(DAY) + dt.timedelta(days=1)).isoformat()


@dataclass
class ReportSite:
    site: Site
    key: SigningKey
    govern: Govern

    @property
    def config(self) -> Path:
        return self.site.config

    @property
    def var(self) -> Path:
        return self.site.root / "examples" / "site" / "var"

    @property
    def log_dir(self) -> Path:
        return self.var / "audit"

    def run(self, *args: str | Path, input: str | None = None) -> Result:
        return self.govern("--config", self.config, *args, input=input)

    def append(self, kind: str, subject: str, payload: dict[str, Any], time: str) -> int:
        from govern.audit.entry import Entry

        with open_log(self.log_dir) as log:
            return log.append_entry(Entry(kind, "root", subject, payload, time=time))

    def checkpoint(self) -> None:
        result = self.run("audit", "checkpoint")
        assert result.code == 0, result.stderr

    def report(
        self, out: Path, *extra: str | Path, period: tuple[str, str] = (DAY, UNTIL)
    ) -> Result:
        return self.run(
            "report", "--from", period[0], "--to", period[1], "--out", out, "--json", *extra
        )

    def decide(self, user: str, action: str, resource: str, destination: str) -> None:
        """A decision as the daemon makes and logs it (its entry is durable on return)."""
        from govern.policy.live import LiveEngine
        from govern.policy.request import Request
        from govern.slurm.server import DecisionService

        with open_log(self.log_dir) as log:
            service = DecisionService(LiveEngine(self.config), log.writer())
            try:
                answer = service.check(Request(user, action, resource, destination))
                assert answer.durable is not None
                answer.durable.result(timeout=10)
            finally:
                service.close()


def report_json(out: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((out / "report.json").read_text())
    return loaded


def section(out: Path, name: str) -> dict[str, Any]:
    found: dict[str, Any] = next(s for s in report_json(out)["sections"] if s["id"] == name)
    return found


def finding(out: Path, name: str, code: str) -> dict[str, Any]:
    found: dict[str, Any] = next(f for f in section(out, name)["findings"] if f["code"] == code)
    return found


def new_report_site(site: Site, govern: Govern) -> ReportSite:
    key = generate_signing_key(ORIGIN)
    made = ReportSite(site, key, govern)
    made.var.mkdir(parents=True)
    (made.var / "audit-signing.key").write_text(key.skey + "\n")
    (made.var / "audit-signing.key").chmod(0o600)
    (made.var / "audit-vkey").write_text(key.verifier.vkey + "\n")
    repository = Path(__file__).resolve().parents[2]
    for rules in ("audit", "backup"):  # the control mapping; the protection classes and RPOs
        (site.root / rules).symlink_to(repository / rules)
    return made
