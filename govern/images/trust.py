"""The image trust policy (policies/images.toml): which signers each registry/repository needs,
which images may run privileged, and where privileged containers may run at all."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    field_validator,
    model_validator,
)

from govern.errors import ImageError
from govern.images.reference import glob_regex
from govern.validation import read_toml_model

if TYPE_CHECKING:
    from govern.images.cosign import PublicKey
    from govern.images.keyless import KeylessIdentity, TrustRoot


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class KeylessModel(_Strict):
    issuer: str = Field(min_length=1)
    subject: str | None = None
    subject_pattern: str | None = None

    @model_validator(mode="after")
    def _one_subject(self) -> KeylessModel:
        if (self.subject is None) == (self.subject_pattern is None):
            raise ValueError("give exactly one of 'subject' and 'subject_pattern'")
        if self.subject_pattern is not None:
            try:
                re.compile(self.subject_pattern)
            except re.error as exc:
                raise ValueError(f"subject_pattern is not a regular expression: {exc}") from None
        return self


class RuleModel(_Strict):
    name: str = Field(min_length=1, pattern=r"^[A-Za-z0-9][A-Za-z0-9._-]*$")
    # Globs over "registry/repository": '*' stays within one path component, '**' crosses them.
    match: tuple[str, ...] = Field(min_length=1)
    keys: tuple[Path, ...] = ()
    keyless: tuple[KeylessModel, ...] = ()
    # A private Sigstore deployment's trusted_root.json; none means Sigstore's public good
    # instance through the trusted root shipped with sigstore-python (no network needed).
    trusted_root: Path | None = None
    # Key signatures must also carry a Rekor inclusion promise (SET) from the trusted root's logs.
    require_rekor: StrictBool = False
    # A signature must name this image's repository (a simple-signing docker-reference, an in-toto
    # subject's name), so one made for a copy elsewhere does not vouch for it; a message signature
    # over the manifest names none. Sites mirroring signed images turn this off per rule.
    match_repository: StrictBool = True
    privileged: StrictBool = False

    @field_validator("match")
    @classmethod
    def _check_globs(cls, values: tuple[str, ...]) -> tuple[str, ...]:
        for value in values:
            if not value or value != value.strip() or "/" not in value:
                raise ValueError(f"{value!r} must look like 'registry/repository' (globs allowed)")
        return values

    @model_validator(mode="after")
    def _has_signers(self) -> RuleModel:
        if not self.keys and not self.keyless:
            raise ValueError("a rule needs at least one of 'keys' or '[[rule.keyless]]'")
        return self


class PrivilegedModel(_Strict):
    namespaces: tuple[str, ...] = ()
    partitions: tuple[str, ...] = ()


class TrustPolicyModel(_Strict):
    privileged: PrivilegedModel = PrivilegedModel()
    rule: tuple[RuleModel, ...] = ()

    @model_validator(mode="after")
    def _unique_names(self) -> TrustPolicyModel:
        seen: set[str] = set()
        for rule in self.rule:
            if rule.name in seen:
                raise ValueError(f"two rules are named {rule.name!r}")
            seen.add(rule.name)
        return self


@dataclass(frozen=True)
class TrustRule:
    name: str
    patterns: tuple[str, ...]
    key_files: tuple[Path, ...]
    keyless: tuple[KeylessIdentity, ...]
    trusted_root_file: Path | None
    require_rekor: bool
    match_repository: bool
    privileged: bool

    @cached_property
    def _regexes(self) -> tuple[re.Pattern[str], ...]:
        # Registries are compared in their canonical lowercase spelling, and repositories are
        # lowercase by their grammar: a pattern matches in any case it is written in.
        return tuple(glob_regex(p.lower()) for p in self.patterns)

    def matches(self, name: str) -> bool:
        return any(regex.fullmatch(name) for regex in self._regexes)

    @cached_property
    def keys(self) -> tuple[PublicKey, ...]:
        from govern.images.cosign import load_public_key

        return tuple(load_public_key(path) for path in self.key_files)

    @cached_property
    def trust_root(self) -> TrustRoot:
        from govern.images.keyless import TrustRoot

        if self.trusted_root_file is None:
            return TrustRoot.production()
        return TrustRoot.from_file(self.trusted_root_file)


@dataclass(frozen=True)
class TrustPolicy:
    path: Path
    rules: tuple[TrustRule, ...]
    privileged_namespaces: tuple[str, ...]
    privileged_partitions: tuple[str, ...]

    def rule_for(self, name: str) -> TrustRule | None:
        """The first rule whose globs match 'registry/repository'; rules are tried in file order."""
        for rule in self.rules:
            if rule.matches(name):
                return rule
        return None

    def load_material(self) -> None:
        """Read every key and trusted-root file now, so a broken one stops a server at start
        (or is refused by a reload), not found mid-request."""
        for rule in self.rules:
            _ = rule.keys
            if rule.trusted_root_file is not None:
                _ = rule.trust_root


def _identities(models: Sequence[KeylessModel]) -> tuple[KeylessIdentity, ...]:
    if not models:
        return ()
    from govern.images.keyless import KeylessIdentity

    return tuple(KeylessIdentity(m.issuer, m.subject, m.subject_pattern) for m in models)


def load_trust_policy(path: Path) -> TrustPolicy:
    model = read_toml_model(path, TrustPolicyModel, ImageError)
    folder = path.parent
    rules = tuple(
        TrustRule(
            name=rule.name,
            patterns=rule.match,
            key_files=tuple(folder / key for key in rule.keys),
            keyless=_identities(rule.keyless),
            trusted_root_file=folder / rule.trusted_root if rule.trusted_root else None,
            require_rekor=rule.require_rekor,
            match_repository=rule.match_repository,
            privileged=rule.privileged,
        )
        for rule in model.rule
    )
    for rule in rules:
        for key in rule.key_files:
            if not key.is_file():
                raise ImageError(f"{path}: rule {rule.name!r}: key file {key} not found")
        if rule.trusted_root_file is not None and not rule.trusted_root_file.is_file():
            raise ImageError(
                f"{path}: rule {rule.name!r}: trusted root {rule.trusted_root_file} not found"
            )
    return TrustPolicy(
        path=path,
        rules=rules,
        privileged_namespaces=model.privileged.namespaces,
        privileged_partitions=model.privileged.partitions,
    )
