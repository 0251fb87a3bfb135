"""Detection rules as data (rules.toml): what a secret looks like and what only looks like one."""

from __future__ import annotations

import binascii
import fnmatch
import math
import re
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ahocorasick_rs import AhoCorasick, MatchKind
from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from govern.config import read_toml_model
from govern.errors import SecretsError
from govern.secrets.formats import PARSERS

DEFAULT_RULES = Path(__file__).with_name("rules.toml")

Severity = Literal["low", "medium", "high", "critical"]
SEVERITIES: tuple[Severity, ...] = ("low", "medium", "high", "critical")

_HEX_DIGEST = re.compile(r"[0-9a-fA-F]{32}|[0-9a-fA-F]{40}|[0-9a-fA-F]{64}|[0-9a-fA-F]{128}")
_DIGEST_PREFIX = re.compile(r"(?i)(sha1|sha256|sha384|sha512|md5)[:-]")
# A password hash in a scheme's own notation: a Jupyter `argon2:` or `sha1:` password, Werkzeug's
# pbkdf2:, crypt(3) ($2b$, $5$, $6$, $y$, $argon2id$), LDAP's {SSHA}.
_PASSWORD_HASH = re.compile(
    r"(?i)(argon2|pbkdf2[a-z0-9_]*|scrypt|bcrypt)[:$]"
    r"|\$(2[abxy]?|5|6|7|y|gy|argon2(id|i|d))\$"
    r"|\{(s?sha(256|384|512)?|s?md5|crypt|pbkdf2[a-z0-9-]*|argon2)\}"
)
# A file name, possibly after a type prefix such as Kerberos' FILE: or DIR:.
_PATH_LIKE = re.compile(r"([A-Za-z]+:)?(/|~/|\./|\.\./)")
# Interpolation in a template or format string: f"{password}", "{db[password]}" (possibly cut
# short by a quote inside the braces).
_TEMPLATE = re.compile(r"\{[A-Za-z_][^{}]*(\}|$)")
# A printf-style or str.format slot: the value is filled in at run time.
_FORMAT_SLOT = re.compile(r"%[-+ #0-9.]*[sdirfx]|\{[0-9]*\}")
# HTTP Basic credentials: base64 of USER:PASSWORD.
_BASE64 = re.compile(r"[A-Za-z0-9+/]{8,200}={0,2}")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
# A whole value that names an environment variable: where the secret comes from, not the secret.
_VARIABLE = re.compile(r"\$[A-Za-z_][A-Za-z0-9_]*")
# A snake_case name with a secret's word in it (smtp_password, db_secret): the value names a
# secret kept elsewhere (Airflow's `*_secret` options, compose's `secrets:` lists).
_SECRET_NAME_VALUE = re.compile(r"[a-z]+(_[a-z]+)+")
_SECRET_WORDS = ("pass", "secret", "token", "key", "auth", "cred")
# What a parser rule matches when it gives no pattern: the whole value.
_WHOLE_VALUE = r"(?s)(?P<secret>.+)"


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class RuleModel(_Model):
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    kind: str
    severity: Severity
    description: str
    pattern: str | None = None
    keywords: tuple[str, ...] = ()
    files: tuple[str, ...] = ()
    # A file its `files` globs match is searched only if one of these occurs in it too.
    file_keywords: tuple[str, ...] = ()
    only_files: bool = False
    generic: bool = False
    # Every value found is reported: no look-alike check applies (a scrambled format).
    any_value: bool = False
    min_entropy: float | None = None
    body_after: str | None = None
    parser: str | None = None
    keys: tuple[str, ...] = ()

    @field_validator("pattern", "body_after")
    @classmethod
    def _compiles(cls, value: str | None) -> str | None:
        if value is not None:
            try:
                re.compile(value)
            except re.error as exc:
                raise ValueError(f"not a valid regular expression: {exc}") from None
        return value

    @field_validator("keywords", "file_keywords")
    @classmethod
    def _lower_case(cls, values: tuple[str, ...]) -> tuple[str, ...]:
        if any(v != v.lower() for v in values):
            raise ValueError("keywords are matched against lower-cased text: write them lower case")
        return values

    @field_validator("parser")
    @classmethod
    def _known_parser(cls, value: str | None) -> str | None:
        if value is not None and value not in PARSERS:
            raise ValueError(f"no parser {value!r}: use one of {', '.join(sorted(PARSERS))}")
        return value


class LookalikeModel(_Model):
    example_values: tuple[str, ...] = ()
    placeholder_fragments: tuple[str, ...] = ()
    placeholder_values: tuple[str, ...] = ()
    public_fragments: tuple[str, ...] = ()
    unrelated_name_fragments: tuple[str, ...] = ()
    digest_name_fragments: tuple[str, ...] = ()
    reference_name_suffixes: tuple[str, ...] = ()


class ConsumerModel(_Model):
    """A program that reads credential files of one kind, and how it reads them through govern."""

    files: tuple[str, ...] = Field(min_length=1)
    tool: str
    # The variable through which the program takes another path for the file...
    variable: str | None = Field(default=None, pattern=r"^[A-Z_][A-Z0-9_]*$")
    # ...and a command that starts it, for the step `migrate` names next.
    command: str | None = None
    # Otherwise: what its user does instead, in one sentence.
    manual: str | None = None

    @model_validator(mode="after")
    def _one_way(self) -> ConsumerModel:
        if (self.variable is None) == (self.manual is None):
            raise ValueError("give exactly one of variable and manual")
        if (self.command is None) != (self.variable is None):
            raise ValueError("a consumer with a variable names a command to show, and only then")
        return self


class RulesFile(_Model):
    lookalike: LookalikeModel = LookalikeModel()
    rule: tuple[RuleModel, ...] = Field(min_length=1)
    consumer: tuple[ConsumerModel, ...] = ()


def _is_path(value: str) -> bool:
    """Whether VALUE names a file: it starts like a path, and no component of it is a long
    string of mixed letters and digits (a base64 key may start with a slash)."""
    return _PATH_LIKE.match(value) is not None and not any(
        len(part) >= 20 and _character_classes(part) >= 3 for part in value.split("/")
    )


def shannon_entropy(text: str) -> float:
    """Bits per character: random tokens score 4-6, words and repeated characters far less."""
    counts = Counter(text)
    total = len(text)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


def _character_classes(text: str) -> int:
    return sum(
        (
            any(c.islower() for c in text),
            any(c.isupper() for c in text),
            any(c.isdigit() for c in text),
            any(not c.isalnum() for c in text),
        )
    )


@dataclass(frozen=True)
class Lookalikes:
    """Values that have a secret's shape but are examples, placeholders, references or digests."""

    example_values: frozenset[str]
    placeholder_fragments: tuple[str, ...]
    placeholder_values: frozenset[str]
    public_fragments: tuple[str, ...]
    unrelated_name_fragments: tuple[str, ...]
    digest_name_fragments: tuple[str, ...]
    reference_name_suffixes: tuple[str, ...]

    def explains(self, value: str, name: str | None, *, generic: bool, min_entropy: float) -> bool:
        """True when VALUE (assigned to NAME, if known) is not a secret."""
        lowered = value.lower()
        if _VARIABLE.fullmatch(value):
            return True
        if value in self.example_values or lowered in self.placeholder_values:
            return True
        if any(fragment in lowered for fragment in self.placeholder_fragments):
            return True
        if any(fragment in value for fragment in self.public_fragments):
            return True
        if _PASSWORD_HASH.match(value):
            return True
        if self._placeholder_in_base64(value):
            return True
        if not generic:
            return shannon_entropy(value) < min_entropy
        # YAML and command-line names spell with dashes what code spells with underscores.
        low_name = (name or "").lower().replace("-", "_")
        if any(low_name.endswith(suffix) for suffix in self.reference_name_suffixes):
            return True
        if any(fragment in low_name for fragment in self.unrelated_name_fragments):
            return True
        digest_named = any(f in low_name for f in self.digest_name_fragments)
        if _DIGEST_PREFIX.match(value) or _UUID.fullmatch(value) or _TEMPLATE.search(value):
            return True
        if digest_named and _HEX_DIGEST.fullmatch(value):
            return True
        if _SECRET_NAME_VALUE.fullmatch(value) and any(w in value for w in _SECRET_WORDS):
            return True
        if (
            _is_path(value)
            or _FORMAT_SLOT.fullmatch(value)
            or value.startswith("$")
            or ("://" in value and "@" not in value)
        ):
            return True
        # Random strings mix character classes or are varied; words and counters are neither.
        return shannon_entropy(value) < min_entropy and _character_classes(value) < 2

    def _placeholder_in_base64(self, value: str) -> bool:
        """Whether VALUE is base64 of USER:PASSWORD text whose password is a placeholder, as in
        documented `Authorization: Basic` headers."""
        if len(value) % 4 or not _BASE64.fullmatch(value):
            return False
        try:
            decoded = binascii.a2b_base64(value).decode("ascii")
        except (binascii.Error, UnicodeDecodeError):
            return False
        _, colon, password = decoded.partition(":")
        if not colon or not decoded.isprintable():
            return False
        lowered = password.lower()
        return (
            not password
            or lowered in self.placeholder_values
            or any(fragment in lowered for fragment in self.placeholder_fragments)
        )


Globs = tuple[tuple[int, re.Pattern[str]], ...]


def _compile_globs(globs: tuple[str, ...]) -> Globs:
    """Each glob as (how many trailing path components it spans, its regex)."""
    return tuple((glob.count("/") + 1, re.compile(fnmatch.translate(glob))) for glob in globs)


def _matches(globs: Globs, parts: tuple[str, ...]) -> bool:
    return any(
        len(parts) >= depth and regex.match("/".join(parts[-depth:])) for depth, regex in globs
    )


@dataclass(frozen=True)
class Consumer:
    """The program that reads a kind of credential file: either the variable through which it
    takes the file's path (so govern can hand it a copy made at run time), or what to do by hand."""

    files: Globs
    tool: str
    variable: str | None
    command: str | None
    manual: str | None


@dataclass(frozen=True)
class Rule:
    id: str
    kind: str
    severity: Severity
    description: str
    regex: re.Pattern[str]
    keywords: tuple[str, ...]
    # The `files` globs, each as (how many trailing path components it spans, its regex).
    files: Globs
    only_files: bool
    generic: bool
    any_value: bool
    min_entropy: float
    body_after: re.Pattern[str] | None
    # Rules that read files by their structure: the parser (a name in formats.PARSERS) and the
    # keys (lower-case globs) whose values they report; None: every key.
    parser: str | None = None
    keys: re.Pattern[str] | None = None

    def wants_key(self, key: str) -> bool:
        return self.keys is None or self.keys.match(key.lower()) is not None

    def applies_to_path(self, parts: tuple[str, ...]) -> bool:
        """Whether the file at PARTS (its path's components) matches one of the `files` globs."""
        return _matches(self.files, parts)


@dataclass(frozen=True)
class RuleSet:
    rules: tuple[Rule, ...]
    lookalikes: Lookalikes
    source: str
    # Matches the name of every file some `files` glob may apply to: one test rules out the rest.
    file_names: re.Pattern[str]
    keywords: tuple[str, ...]
    # Finds every keyword in one pass over a file, however many there are.
    keyword_search: AhoCorasick
    # For each keyword, the positions in `rules` of the rules it lets run.
    rules_by_keyword: tuple[tuple[int, ...], ...]
    # Finds the `file_keywords` of all rules, searched only in files that a rule needing them
    # was chosen for by its globs: most files never pay for these words, common as they are.
    file_keyword_search: AhoCorasick | None
    # For each rule, the positions of its `file_keywords` in that search (empty: none needed).
    file_keyword_ids: tuple[frozenset[int], ...]
    # The programs that read credential files, in order: the first whose globs match names one.
    consumers: tuple[Consumer, ...] = ()

    def rules_to_run(self, lowered: str, parts: tuple[str, ...]) -> list[Rule]:
        """The rules worth running on a file, in order: those whose keywords occur in LOWERED
        (its text, lower-cased) and those whose `files` globs match PARTS (its path)."""
        found = self.keyword_search.find_matches_as_indexes(lowered, overlapping=True)
        chosen = {n for index, _, _ in found for n in self.rules_by_keyword[index]}
        if self.file_names.match(parts[-1]):
            by_path = [n for n, rule in enumerate(self.rules) if rule.applies_to_path(parts)]
            present: set[int] | None = None
            for n in by_path:
                needed = self.file_keyword_ids[n]
                if needed and n not in chosen:
                    if present is None:
                        present = self._file_keywords_in(lowered)
                    if needed.isdisjoint(present):
                        continue
                chosen.add(n)
        return [self.rules[n] for n in sorted(chosen)]

    def _file_keywords_in(self, lowered: str) -> set[int]:
        if self.file_keyword_search is None:
            return set()
        found = self.file_keyword_search.find_matches_as_indexes(lowered, overlapping=True)
        return {index for index, _, _ in found}

    def passes_over(self, rule: Rule, value: str, name: str | None) -> bool:
        """True when VALUE, which RULE found (assigned to NAME, if known), is not a secret."""
        return not rule.any_value and self.lookalikes.explains(
            value, name, generic=rule.generic, min_entropy=rule.min_entropy
        )

    def reads_structure(self, parts: tuple[str, ...]) -> bool:
        """Whether the file at PARTS is a credential file some parser rule reads."""
        return any(rule.parser is not None and rule.applies_to_path(parts) for rule in self.rules)

    def consumer_for(self, parts: tuple[str, ...]) -> Consumer | None:
        return next((c for c in self.consumers if _matches(c.files, parts)), None)

    def rule(self, rule_id: str) -> Rule:
        for rule in self.rules:
            if rule.id == rule_id:
                return rule
        raise KeyError(rule_id)


def _compile(model: RuleModel) -> Rule:
    if model.pattern is None and model.parser is None:
        raise SecretsError(f"rule {model.id}: give it a pattern, or a parser to read files with")
    if model.keys and model.parser is None:
        raise SecretsError(f"rule {model.id}: keys are read by a parser: give it one")
    if model.parser is not None and not model.files:
        raise SecretsError(
            f"rule {model.id}: a parser rule reads the files its globs name: give it files"
        )
    regex = re.compile(model.pattern or _WHOLE_VALUE)
    if "secret" not in regex.groupindex and (model.body_after is None or model.parser):
        raise SecretsError(
            f"rule {model.id}: the pattern needs a (?P<secret>...) group or a body_after check"
        )
    # A value read from a field its format says is secret needs no shape of its own.
    default_entropy = 2.5 if model.generic else 0.0 if model.parser else 3.0
    return Rule(
        id=model.id,
        kind=model.kind,
        severity=model.severity,
        description=model.description,
        regex=regex,
        keywords=model.keywords,
        files=_compile_globs(model.files),
        only_files=model.only_files,
        generic=model.generic,
        any_value=model.any_value,
        min_entropy=default_entropy if model.min_entropy is None else model.min_entropy,
        body_after=re.compile(model.body_after) if model.body_after else None,
        parser=model.parser,
        keys=(
            re.compile("|".join(fnmatch.translate(k.lower()) for k in model.keys))
            if model.keys
            else None
        ),
    )


def load_rules(path: Path = DEFAULT_RULES) -> RuleSet:
    """The rule set in PATH (default: the rules shipped with govern)."""
    parsed = read_toml_model(path, RulesFile, SecretsError)
    ids = [r.id for r in parsed.rule]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise SecretsError(f"{path}: rule ids must be unique: {', '.join(duplicates)}")
    for model in parsed.rule:
        if not model.keywords and not model.files:
            raise SecretsError(f"{path}: rule {model.id}: give it keywords or files to run on")
    lookalike = parsed.lookalike
    last_parts = {glob.rsplit("/", 1)[-1] for model in parsed.rule for glob in model.files}
    file_names = "|".join(fnmatch.translate(part) for part in sorted(last_parts)) or "(?!)"
    keywords = tuple(sorted({k for model in parsed.rule for k in model.keywords}))
    file_keywords = sorted({k for model in parsed.rule for k in model.file_keywords})
    return RuleSet(
        rules=tuple(_compile(m) for m in parsed.rule),
        lookalikes=Lookalikes(
            example_values=frozenset(lookalike.example_values),
            placeholder_fragments=tuple(f.lower() for f in lookalike.placeholder_fragments),
            placeholder_values=frozenset(v.lower() for v in lookalike.placeholder_values),
            public_fragments=lookalike.public_fragments,
            unrelated_name_fragments=tuple(f.lower() for f in lookalike.unrelated_name_fragments),
            digest_name_fragments=tuple(f.lower() for f in lookalike.digest_name_fragments),
            reference_name_suffixes=tuple(s.lower() for s in lookalike.reference_name_suffixes),
        ),
        source=str(path),
        file_names=re.compile(file_names),
        keywords=keywords,
        keyword_search=AhoCorasick(keywords, matchkind=MatchKind.Standard),
        rules_by_keyword=tuple(
            tuple(
                n
                for n, model in enumerate(parsed.rule)
                if keyword in model.keywords and not model.only_files and model.parser is None
            )
            for keyword in keywords
        ),
        file_keyword_search=(
            AhoCorasick(file_keywords, matchkind=MatchKind.Standard) if file_keywords else None
        ),
        file_keyword_ids=tuple(
            frozenset(file_keywords.index(k) for k in model.file_keywords) for model in parsed.rule
        ),
        consumers=tuple(
            Consumer(_compile_globs(c.files), c.tool, c.variable, c.command, c.manual)
            for c in parsed.consumer
        ),
    )
