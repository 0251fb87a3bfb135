"""The [report] section of govern.toml: where the control mapping and requirement list are."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field


class ReportSection(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    # The site's copy of the repository's audit/ folder: controls.toml (the mapping from report
    # sections and findings to requirements) and nist-sp800-171r3/requirements.csv.
    dir: Path = Path("/etc/govern/audit")
    # A section lists at most this many items (its counts always cover everything).
    max_items: int = Field(default=1000, ge=1, le=1_000_000)
