"""The [approvals] section of govern.toml: where the rules and the store are, who operates."""

from __future__ import annotations

from pathlib import Path
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, model_validator


class ApprovalsSection(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    # Default: approvals.toml in the policy folder (reviewed in git with the policies).
    rules: Path | None = None
    store: Literal["sqlite", "postgresql"] = "sqlite"
    # sqlite: one file, private to the account that writes it.
    path: Path = Path("/var/lib/govern/approvals.db")
    # postgresql: libpq connection string without the password ("host=db dbname=govern user=gov").
    conninfo: str | None = None
    password_file: Path | None = None
    # Besides root, the one account whose `govern approval` commands may change the store.
    service_account: str = "svc-govern"
    # Groups whose members may request for any project and revoke any approval.
    operators: tuple[str, ...] = ()
    # How long a change waits for another one holding the store before failing.
    lock_timeout_seconds: float = Field(default=10.0, gt=0, le=3600)
    # How often a running daemon or webhook looks for changes (PostgreSQL also tells it at once).
    poll_seconds: float = Field(default=1.0, gt=0, le=60)
    # Past this long without a good read of the store and the log, no approval counts.
    max_staleness_seconds: float = Field(default=30.0, gt=0, le=86400)

    @model_validator(mode="after")
    def _postgres_needs_conninfo(self) -> Self:
        if self.store == "postgresql" and not self.conninfo:
            raise ValueError("store 'postgresql' needs 'conninfo'")
        return self
