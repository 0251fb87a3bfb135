"""The catalog's entries as they appear in the site's TOML files (validated at the edge)."""

from __future__ import annotations

import datetime as dt
import re
from enum import StrEnum
from typing import Literal, Self

from pydantic import BaseModel, ConfigDict, Field, StrictBool, field_validator, model_validator

_ID = r"^[A-Za-z0-9][A-Za-z0-9._-]*$"
_ECCN = re.compile(r"^(EAR99|[0-9][A-E][0-9]{3}(\.[a-z0-9.]+)?)$")


class Classification(StrEnum):
    PUBLIC = "public"
    INTERNAL = "internal"
    CONFIDENTIAL = "confidential"
    CUI = "cui"
    EAR = "ear"
    ITAR = "itar"


class Protection(StrEnum):
    AUTHORITATIVE = "authoritative"
    REPRODUCIBLE = "reproducible"


class DestinationKind(StrEnum):
    PARTITION = "partition"
    CLUSTER = "cluster"
    STORAGE = "storage"
    ENDPOINT = "endpoint"
    REGION = "region"
    REPOSITORY = "repository"


class Entry(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Project(Entry):
    id: str = Field(pattern=_ID)
    groups: tuple[str, ...] = ()
    # When the project ends: its data's retention (policies/retention.toml) counts from here.
    ends: dt.date | None = None
    description: str = ""


class _Classified(Entry):
    id: str = Field(pattern=_ID)
    project: str
    classification: Classification
    eccn: str | None = None
    protection: Protection
    paths: tuple[str, ...] = ()
    # Kept until this date, then retention counts from it instead of the project's end.
    retain_until: dt.date | None = None
    description: str = ""

    @field_validator("eccn")
    @classmethod
    def _check_eccn(cls, value: str | None) -> str | None:
        if value is not None and not _ECCN.match(value):
            raise ValueError(f"not an ECCN such as '3E001' or 'EAR99' (got {value!r})")
        return value

    @model_validator(mode="after")
    def _eccn_only_for_ear(self) -> Self:
        if self.classification is Classification.EAR and self.eccn is None:
            raise ValueError("classification 'ear' needs an 'eccn' (e.g. '3E001' or 'EAR99')")
        if self.classification is not Classification.EAR and self.eccn is not None:
            raise ValueError("'eccn' is only for classification 'ear'")
        return self


class Dataset(_Classified):
    pass


class Model(_Classified):
    derived_from: tuple[str, ...] = ()

    @field_validator("derived_from")
    @classmethod
    def _check_refs(cls, values: tuple[str, ...]) -> tuple[str, ...]:
        for value in values:
            if not value.startswith(("dataset:", "model:")):
                raise ValueError(f"must name 'dataset:ID' or 'model:ID' (got {value!r})")
        return values


class Destination(Entry):
    kind: DestinationKind
    name: str = Field(pattern=_ID)
    country: str
    operator: Literal["site", "external"] = "site"
    itar_enclave: StrictBool = False
    cui_enclave: StrictBool = False
    public_facing: StrictBool = False
    # Storage only: the folders it covers. A restore into one of them is a restore to it.
    paths: tuple[str, ...] = ()
    description: str = ""

    @field_validator("paths")
    @classmethod
    def _check_paths(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for path in value:
            if not path.startswith("/") or "/../" in f"{path}/" or "\0" in path:
                raise ValueError(f"{path!r} must be an absolute path without '..'")
        return value

    @model_validator(mode="after")
    def _paths_for_storage(self) -> Self:
        if self.paths and self.kind is not DestinationKind.STORAGE:
            raise ValueError("only a storage destination covers folders (paths)")
        return self

    @field_validator("country")
    @classmethod
    def _check_country(cls, value: str) -> str:
        if len(value) != 2 or not value.isalpha() or not value.isupper():
            raise ValueError(f"must be an ISO 3166 alpha-2 code such as 'US' (got {value!r})")
        return value

    @property
    def id(self) -> str:
        return f"{self.kind.value}:{self.name}"


class Approval(Entry):
    """A recorded approval: it releases one resource to one user, optionally for a destination."""

    id: str = Field(pattern=_ID)
    user: str
    resource: str
    destination: str | None = None
    country: str | None = None
    approver: str
    granted: dt.date | dt.datetime | None = None
    expires: dt.date | dt.datetime
    note: str = ""

    @model_validator(mode="after")
    def _check(self) -> Self:
        if self.destination is not None and self.country is not None:
            raise ValueError("name a destination or a country, not both")
        if self.approver == self.user:
            raise ValueError("a user cannot approve their own access")
        return self


CatalogEntry = Project | Dataset | Model | Destination | Approval

ENTRY_TABLES: dict[str, type[CatalogEntry]] = {
    "project": Project,
    "dataset": Dataset,
    "model": Model,
    "destination": Destination,
    "approval": Approval,
}
