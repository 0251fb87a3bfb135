"""Detection rules as data (rules.toml): what a secret looks like and what only looks like one."""

from __future__ import annotations

import fnmatch
import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from govern.errors import SecretsError
from govern.secrets.calls import NO_CALLS, CallTable, call_table
from govern.secrets.commands import CommandOptions
from govern.secrets.commandwords import NO_SHELL_TOOLS, ShellTools
from govern.secrets.formats import PARSERS
from govern.secrets.globs import (
    Globs,
    PathIndex,
    compile_glob_set,
    compile_globs,
    matches,
    name_glob_regex,
)
from govern.secrets.lookalikes import Lookalikes
from govern.secrets.names import KeyIdPartner, SecretNames, Strength
from govern.secrets.secretfiles import file_name_strength
from govern.secrets.synopses import NO_SYNOPSES, Synopses, parse_synopses
from govern.secrets.toolciphertexts import ToolSetting
from govern.secrets.userids import built_from_user
from govern.secrets.wordsearch import WordSearch
from govern.validation import read_toml_model

DEFAULT_RULES = Path(__file__).with_name("rules.toml")

Severity = Literal["low", "medium", "high", "critical"]
SEVERITIES: tuple[Severity, ...] = ("low", "medium", "high", "critical")

# A secret-named file larger than this is not a few bare values.
_MAX_NAMED_FILE = 4096
# The glob of a rule for every file.
_EVERY_FILE = "*"
# What a parser rule matches when it gives no pattern: the whole value.
_WHOLE_VALUE = r"(?s)(?P<secret>.+)"


_Pattern = TypeVar("_Pattern", str, str | None)


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


def _regular_expression(value: _Pattern) -> _Pattern:
    """VALUE, when it is a regular expression Python compiles (a validator of the models)."""
    if value is not None:
        try:
            re.compile(value)
        except re.error as exc:
            raise ValueError(f"not a valid regular expression: {exc}") from None
    return value


class RuleModel(_Model):
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    kind: str
    severity: Severity
    description: str
    pattern: str | None = None
    keywords: tuple[str, ...] = ()
    files: tuple[str, ...] = ()
    # Files its `files` globs match that it leaves alone all the same (public.key).
    exclude_files: tuple[str, ...] = ()
    # A file its `files` globs match is searched only if one of these occurs in it too.
    file_keywords: tuple[str, ...] = ()
    only_files: bool = False
    generic: bool = False
    # Every value found is reported: no look-alike check applies (a scrambled format).
    any_value: bool = False
    # The value is the password of a USER:PASSWORD pair (curl -u, smbclient -U USER%PASSWORD):
    # its place says it is a password, so a UUID there is one, not an identifier.
    password_pair: bool = False
    min_entropy: float | None = None
    body_after: str | None = None
    parser: str | None = None
    keys: tuple[str, ...] = ()
    # Report the values of a parser's fields whose names (or enclosing keys) the `[names]`
    # table says hold secrets, instead of the values under `keys`.
    named: bool = False
    # A parser rule that reads the files whose name, or folder's, the `[names]` table says holds
    # a secret (govern/secrets/secretfiles.py), instead of files its globs name; each value is
    # judged as one written under that name.
    named_files: bool = False
    # Lower-case words that, near a match (within a bounded window either side), say the value is
    # public by design: a Firebase web configuration's sibling keys beside its API key.
    public_beside: tuple[str, ...] = ()
    # Hosts (lower case) whose API takes the rule's value as an identifier, not a secret: a
    # match whose line calls a URL on one of them names a client (LABELS.md rule 3).
    identifier_hosts: tuple[str, ...] = ()
    # The match is an identifier issued with a secret (an access key's id), which names the
    # account but grants nothing alone: reported only where a secret is found within a few
    # lines of it (see govern/secrets/matching.py).
    with_its_secret: bool = False
    # Where a key id's secret may follow it as the next value, under no name of its own (Spack's
    # `access_pair` list: the id, then the secret as the next item; a CSV's next field): a pattern
    # tried right where the id ends, whose (?P<secret>...) group is reported by the rule
    # `secret_after_rule` names, if that rule's look-alike checks let it through.
    secret_after: str | None = None
    secret_after_rule: str | None = None
    # Lower-case text where the pattern's match starts (a token's documented prefix): the
    # pattern is tried where one occurs, in any file, instead of over the whole file.
    prefixes: tuple[str, ...] = ()
    # A prefix counts only where a token starts: not inside a longer run of base64 (where any
    # few characters occur by chance, as a keytab's BQI… does in a wrapped certificate).
    token_start: bool = False
    # A built-in finder instead of a pattern: "named-values" reads the values written under
    # secret-named names where its keywords occur (see govern/secrets/assignments.py),
    # "command-options" the passwords given as short options and to `TOOL login`
    # (govern/secrets/commands.py), "command-arguments" the secrets tools take as arguments by
    # the `[commands]` table's synopses (govern/secrets/synopses.py), "call-arguments" the
    # secrets passed to calls by position, in the files its globs choose (govern/secrets/calls.py),
    # "generated-values" the values that look generated under any name, in the files its globs
    # choose (govern/secrets/generated.py), "commented-values" the values a comment says are
    # secrets under names that say nothing (govern/secrets/commented.py), "note-passwords" the
    # passwords notes give after their accounts' users, in the files its globs choose
    # (govern/secrets/notepasswords.py).
    finder: (
        Literal[
            "named-values",
            "command-options",
            "command-arguments",
            "call-arguments",
            "generated-values",
            "commented-values",
            "note-passwords",
        ]
        | None
    ) = None
    # Files of text (notes, logs, saved output) in which the finder also reads `LABEL: VALUE`
    # lines: a label of a few words, the secret's among them, then the value.
    label_files: tuple[str, ...] = ()
    # The keywords only say that the file may hold a match, anywhere in it (Telegram's bot
    # tokens, named by the file's mention of Telegram): the pattern is searched in the whole
    # file, not only on the lines where a keyword occurs.
    whole_file: bool = False
    # A Markdown or Org table's column whose header cell this pattern matches whole (a
    # datalogger's `| security code |`) holds the rule's secret in each row: the cells that
    # `column_value` matches whole are reported, where the pattern's label stands in no row.
    column_header: str | None = None
    column_value: str | None = None

    # The pattern is compiled when the scan first needs it: load_rules compiles a site's
    # rules file whole, and govern's tests compile its own.
    _compiles = field_validator("body_after", "secret_after", "column_header", "column_value")(
        _regular_expression
    )

    @field_validator("keywords", "file_keywords", "prefixes", "public_beside", "identifier_hosts")
    @classmethod
    def _lower_case(cls, values: tuple[str, ...]) -> tuple[str, ...]:
        if any(v != v.lower() for v in values):
            raise ValueError("keywords are matched against lower-cased text: write them lower case")
        return values

    @field_validator("keywords")
    @classmethod
    def _utf8_spellings(cls, values: tuple[str, ...]) -> tuple[str, ...]:
        """VALUES and, for each with an accented letter (clé, schlüssel), its spellings in a
        UTF-8 file, in small letters and in capitals: files are read as latin-1, so there each
        such letter is two characters (clÃ©, lower-cased clã©), and no lower-casing makes a
        capital's second character its small letter's (Ü's and ü's differ); a latin-1 file
        holds the keyword as written."""
        encoded = dict.fromkeys(
            written.encode("utf-8").decode("latin-1").lower()
            for value in values
            if not value.isascii()
            for written in (value, value.upper())
        )
        return (*values, *(v for v in encoded if v not in values))

    @field_validator("parser")
    @classmethod
    def _known_parser(cls, value: str | None) -> str | None:
        if value is not None and value not in PARSERS:
            raise ValueError(f"no parser {value!r}: use one of {', '.join(sorted(PARSERS))}")
        return value


class ToolSettingModel(_Model):
    """A setting a tool's configuration writes in a shape of its own: kept encrypted, in the
    shape its tool prints, or a secret by the tool's documentation."""

    # The tool's configuration files (globs), the settings (lower case) and the shape (a
    # regular expression the whole value matches); and the elements the settings are under,
    # outermost first, where the document's own elements say whose it is (ERDDAP's
    # <erddapDatasets>), whatever the file's name.
    files: tuple[str, ...]
    names: tuple[str, ...]
    shape: str
    elements: tuple[str, ...] = ()

    _compiles = field_validator("shape")(_regular_expression)


class LookalikeModel(_Model):
    example_values: tuple[str, ...] = ()
    placeholder_fragments: tuple[str, ...] = ()
    placeholder_values: tuple[str, ...] = ()
    public_fragments: tuple[str, ...] = ()
    public_prefixes: tuple[str, ...] = ()
    public_shapes: tuple[str, ...] = ()
    licence_families: tuple[str, ...] = ()
    unrelated_name_fragments: tuple[str, ...] = ()
    browser_name_prefixes: tuple[str, ...] = ()
    dataset_record_types: tuple[str, ...] = ()
    digest_name_fragments: tuple[str, ...] = ()
    reference_name_suffixes: tuple[str, ...] = ()
    reference_prefixes: tuple[str, ...] = ()
    mode_name_suffixes: tuple[str, ...] = ()
    # Folders of installed third-party code (site-packages, node_modules...): what they hold
    # under secret names are the packages' examples and test fixtures.
    third_party_dirs: tuple[str, ...] = ()
    # Values the tools' own documentation publishes as examples or ships as defaults (Java's
    # truststore password, a web console's factory password): no one's secret.
    documented_values: tuple[str, ...] = ()
    # Test fixtures and example files (folder names as third_party_dirs, and file globs): what
    # they hold under secret names is made up for the tests or the reader, as in installed code.
    fixture_dirs: tuple[str, ...] = ()
    fixture_files: tuple[str, ...] = ()
    # Hosts whose keys go in the browser, in their URLs.
    browser_key_hosts: tuple[str, ...] = ()
    # Tests, by folder and by file name, and the words that say a value in one is made up.
    test_dirs: tuple[str, ...] = ()
    test_files: tuple[str, ...] = ()
    made_up_words: tuple[str, ...] = ()
    # Names (each a list of words, as the names table splits them) and enclosing sections or
    # keys whose values are public by design (search-only keys, DocSearch's configuration).
    public_name_words: tuple[tuple[str, ...], ...] = ()
    public_parents: tuple[str, ...] = ()
    # Words that make a phrase of words a documentation's placeholder (not-a-secure-key).
    placeholder_words: tuple[str, ...] = ()
    # Ways to log in other than by a password, which a phrase names before "only" (ssh-only).
    password_free_logins: tuple[str, ...] = ()
    # Settings a tool keeps encrypted with a key file of its own (MaxScale's maxpasswd output).
    tool_ciphertexts: tuple[ToolSettingModel, ...] = ()
    # Settings a tool keeps only as the digest it checks a secret against (ERDDAP's users).
    tool_digests: tuple[ToolSettingModel, ...] = ()


class NamesModel(_Model):
    """The words of secret names (see govern/secrets/names.py)."""

    strong_stems: tuple[str, ...] = ()
    strong_suffixes: tuple[str, ...] = ()
    strong_words: tuple[str, ...] = ()
    strong_pairs: tuple[tuple[str, str], ...] = ()
    strong_endings: tuple[tuple[str, ...], ...] = ()
    weak_words: tuple[str, ...] = ()
    weak_pairs: tuple[tuple[str, str], ...] = ()
    weak_endings: tuple[tuple[str, ...], ...] = ()
    reference_words: tuple[str, ...] = ()
    unrelated_words: tuple[str, ...] = ()
    leading_unrelated_words: tuple[str, ...] = ()
    leading_pair_words: tuple[tuple[str, str], ...] = ()
    digest_words: tuple[str, ...] = ()
    sha1_words: tuple[str, ...] = ()
    secret_parents: tuple[str, ...] = ()
    reference_endings: tuple[tuple[str, ...], ...] = ()
    root_key_endings: tuple[tuple[str, ...], ...] = ()
    protecting_pairs: tuple[tuple[str, str], ...] = ()
    key_kind_words: tuple[str, ...] = ()
    password_owner_words: tuple[str, ...] = ()
    # Pairs of a secret's last words and its key ID's, each written as words and blanks (`^`
    # before the secret's: its name is those words alone), then the shapes (regular
    # expressions) the ID and the secret must have where the names alone say too little.
    key_id_partners: tuple[
        tuple[str, str] | tuple[str, str, str] | tuple[str, str, str, str], ...
    ] = ()
    # Pairs of the same form whose ID only names an account (see SecretNames.account_id_partners).
    account_id_partners: tuple[tuple[str, str, str, str], ...] = ()
    # Pairs of a secret's last words and its id's, the id no secret alone (see
    # SecretNames.lone_id_partners).
    lone_id_partners: tuple[tuple[str, str], ...] = ()
    qualified_weak_words: tuple[str, ...] = ()
    secret_containers: tuple[str, ...] = ()
    weak_containers: tuple[str, ...] = ()
    value_wrappers: tuple[str, ...] = ()
    hashing_calls: tuple[str, ...] = ()
    generic_sections: tuple[str, ...] = ()
    user_password_words: tuple[str, ...] = ()
    glued_key_exceptions: tuple[str, ...] = ()
    uuid_id_words: tuple[str, ...] = ()
    client_id_pairs: tuple[tuple[str, str], ...] = ()
    # Leads of client ids' names, and the names led so that are a consumer's or an API's key,
    # each written as words and blanks (see SecretNames.client_id_leads).
    client_id_leads: tuple[str, ...] = ()
    consumer_key_names: tuple[str, ...] = ()
    issued_id_endings: tuple[tuple[str, ...], ...] = ()
    # Pairs of a key's last words and those of its account's name, each written as words and
    # blanks (see SecretNames.account_key_partners).
    account_key_partners: tuple[tuple[str, str], ...] = ()
    query_strong: tuple[str, ...] = ()
    query_weak: tuple[str, ...] = ()
    host_query_keys: tuple[tuple[str, str], ...] = ()
    # Settings a tool's own configuration holds a secret in, whatever their names say elsewhere.
    tool_secrets: tuple[ToolSettingModel, ...] = ()
    # Source files, where a bare word after `=` is a variable: only quoted values count there.
    code_files: tuple[str, ...] = ()


class CommandsModel(_Model):
    """Which short options are passwords (see govern/secrets/commands.py)."""

    user_options: tuple[str, ...] = ()
    password_options: tuple[str, ...] = ()
    tool_options: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    other_meaning: tuple[str, ...] = ()
    # Tools whose `auth` or `login` subcommand takes no secret (govern/secrets/commands.py).
    other_logins: tuple[str, ...] = ()
    # Usage lines of tools that take a secret as an argument (govern/secrets/synopses.py).
    synopses: tuple[str, ...] = ()
    # Programs whose own commands start with a verb, and those verbs (govern/secrets/synopses.py).
    command_languages: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    # Tools whose options are read whatever their case, as their manuals say (dsmc's -TYPE=VM).
    case_insensitive: tuple[str, ...] = ()
    # Files read as shell, by name (govern/secrets/commandwords.py): a line there whose command
    # is a tool named above is read for its secrets though no keyword occurs on it.
    shell_files: tuple[str, ...] = ()


class CallsModel(_Model):
    """Which calls take a secret by position (see govern/secrets/calls.py)."""

    # A name and its secret's position, or the positions of each of its secrets.
    positions: dict[str, int | tuple[int, ...]] = Field(default_factory=dict)
    words: tuple[str, ...] = ()
    readers: tuple[str, ...] = ()
    # A name and the keyword arguments that are its secret.
    keywords: dict[str, tuple[str, ...]] = Field(default_factory=dict)
    # A name and the positions of its arguments that identify an app, no secret.
    identifiers: dict[str, int | tuple[int, ...]] = Field(default_factory=dict)
    # A name and the keyword arguments that identify an app, no secret.
    identifier_keywords: dict[str, tuple[str, ...]] = Field(default_factory=dict)

    @field_validator("words", "readers")
    @classmethod
    def _lower_case(cls, values: tuple[str, ...]) -> tuple[str, ...]:
        if any(v != v.lower() for v in values):
            raise ValueError("a call's name is matched lower-cased: write its words lower case")
        return values


class ConsumerModel(_Model):
    """A program that reads credential files of one kind, and how it reads them through govern."""

    files: tuple[str, ...] = Field(min_length=1)
    # How a file of the kind starts, whatever its name: a format known by its header (a cookie
    # jar's "# Netscape HTTP Cookie File"), lower case.
    headers: tuple[str, ...] = ()
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
    names: NamesModel = NamesModel()
    commands: CommandsModel = CommandsModel()
    calls: CallsModel = CallsModel()
    rule: tuple[RuleModel, ...] = Field(min_length=1)
    consumer: tuple[ConsumerModel, ...] = ()


@dataclass(frozen=True)
class Consumer:
    """The program that reads a kind of credential file: either the variable through which it
    takes the file's path (so govern can hand it a copy made at run time), or what to do by hand."""

    files: Globs
    headers: tuple[str, ...]
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
    pattern: str
    keywords: tuple[str, ...]
    # The `files` globs, each matched against as many trailing path components as it spans.
    files: Globs
    only_files: bool
    generic: bool
    any_value: bool
    password_pair: bool
    min_entropy: float
    body_after: re.Pattern[str] | None
    # Rules that read files by their structure: the parser (a name in formats.PARSERS) and the
    # keys (lower-case globs) whose values they report; None: every key.
    parser: str | None = None
    keys: re.Pattern[str] | None = None
    # A parser rule that reports the fields the names table says are secret.
    named: bool = False
    # The pattern is tried where one of these starts, not over the whole file.
    prefixes: tuple[str, ...] = ()
    token_start: bool = False
    finder: str | None = None
    exclude_files: Globs = ()
    whole_file: bool = False
    public_beside: tuple[str, ...] = ()
    identifier_hosts: frozenset[str] = frozenset()
    with_its_secret: bool = False
    named_files: bool = False
    label_files: Globs = ()
    secret_after: re.Pattern[str] | None = None
    secret_after_rule: str | None = None
    column_header: re.Pattern[str] | None = None
    column_value: re.Pattern[str] | None = None

    @functools.cached_property
    def regex(self) -> re.Pattern[str]:
        # Compiled on first use: a scan of a few files needs a few of the hundreds of patterns,
        # and compiling them all took a fifth of its time.
        return re.compile(self.pattern)

    @property
    def needs_secret_group(self) -> bool:
        """Whether the pattern must capture the secret: a `body_after` check lets a pattern
        rule report its match whole, a parser rule never."""
        return self.body_after is None or self.parser is not None

    def wants_key(self, key: str) -> bool:
        return self.keys is None or self.keys.match(key.lower()) is not None

    def applies_to_path(self, parts: tuple[str, ...]) -> bool:
        """Whether the file at PARTS (its path's components) matches one of the `files` globs
        (and none of the `exclude_files` ones)."""
        return matches(self.files, parts) and not matches(self.exclude_files, parts)

    @property
    def by_name(self) -> bool:
        """Whether the rule judges values by the name they are written under (and the generic
        look-alike checks), not by a shape of their own."""
        return self.generic or self.named or self.named_files or self.finder is not None

    @property
    def reads_binary(self) -> bool:
        """Whether the rule reports a whole file, whatever bytes it holds (an obfuscated one)."""
        return self.parser in ("file", "random-bytes")

    @property
    def anchored(self) -> bool:
        """Whether the rule runs where its keywords or prefixes occur, not on whole files."""
        return bool(self.prefixes) or self.finder is not None


# A rule chosen for a file, and where in it its keywords or prefixes start (anchored rules).
Planned = tuple[Rule, Sequence[int]]


@dataclass(frozen=True)
class RuleSet:
    rules: tuple[Rule, ...]
    lookalikes: Lookalikes
    names: SecretNames
    commands: CommandOptions
    source: str
    # Which rules' globs match a path.
    paths: PathIndex
    keywords: tuple[str, ...]
    # Finds every keyword in one pass over a file.
    keyword_search: WordSearch
    # For each keyword, the positions in `rules` of the rules it lets run.
    rules_by_keyword: tuple[tuple[int, ...], ...]
    # For each parser rule with keywords, their positions in `keywords`: it reads only files
    # that hold one (other rules' keywords choose them, their globs too).
    required_keyword_ids: tuple[frozenset[int], ...]
    # For each rule, the positions of its `file_keywords` in `keywords` (empty: none needed):
    # a file its globs choose is searched only if one of them occurs.
    file_keyword_ids: tuple[frozenset[int], ...]
    # The rules' prefixes, found in a pass of their own; for each, the rules it anchors.
    prefixes: tuple[str, ...] = ()
    prefix_search: WordSearch | None = None
    rules_by_prefix: tuple[tuple[int, ...], ...] = ()
    # Source files (the names table's code_files).
    code_files: PathIndex | None = None
    # The programs that read credential files, in order: the first whose globs match names one.
    consumers: tuple[Consumer, ...] = ()
    # Settings a tool's own configuration holds a secret in (OpenSM's m_key in opensm.conf).
    tool_secrets: tuple[ToolSetting, ...] = ()
    # Folder names (or a/b pairs of them) of installed third-party code, and their first names.
    third_party_dirs: frozenset[tuple[str, ...]] = frozenset()
    third_party_heads: frozenset[str] = frozenset()
    # Test fixtures and example files, by name (one pattern for all the globs): treated as
    # installed third-party code.
    fixture_files: re.Pattern[str] | None = None
    # Tests (by folder, and by name as one pattern), and the words that say a value in one is
    # made up for it.
    test_dirs: frozenset[str] = frozenset()
    test_files: re.Pattern[str] | None = None
    made_up_words: tuple[str, ...] = ()
    browser_key_hosts: frozenset[str] = frozenset()
    # The rules that read files their names say hold a secret.
    named_file_rules: tuple[int, ...] = ()
    # The rules whose glob is `*`: every file, but those their `exclude_files` name.
    every_file_rules: tuple[int, ...] = ()
    # Usage lines of tools that take a secret as an argument.
    synopses: Synopses = NO_SYNOPSES
    # Files read as shell, and the tools whose commands the command readers read there.
    shell_tools: ShellTools = NO_SHELL_TOOLS
    # Which calls take a secret by position.
    calls: CallTable = NO_CALLS

    def plan(self, lowered: str, parts: tuple[str, ...]) -> list[Planned]:
        """The rules worth running on a file, in order, each with where in it its keywords or
        prefixes occur (none: the whole file, for a rule its `files` globs chose): those whose
        keywords or prefixes occur in LOWERED (its text, lower-cased) and those whose `files`
        globs match PARTS (its path)."""
        found = self.keyword_search.find(lowered)
        chosen: dict[int, list[int]] = {}
        for index, start in found:
            for n in self.rules_by_keyword[index]:
                chosen.setdefault(n, []).append(start)
        if self.prefix_search is not None:
            for index, start in self.prefix_search.find(lowered):
                for n in self.rules_by_prefix[index]:
                    chosen.setdefault(n, []).append(start)
        present = {index for index, _ in found}
        for n in self.paths.owners(parts):
            if matches(self.rules[n].exclude_files, parts):
                continue
            required = self.required_keyword_ids[n]
            if required and required.isdisjoint(present):
                continue
            needed = self.file_keyword_ids[n]
            if needed and n not in chosen and needed.isdisjoint(present):
                continue
            # A file the rule's globs choose is searched whole.
            chosen[n] = []
        for n in self.every_file_rules:
            # A parser rule for every file reads only those that hold one of its keywords (a
            # format known by its header, not by its name).
            required = self.required_keyword_ids[n]
            if required and required.isdisjoint(present):
                continue
            if not matches(self.rules[n].exclude_files, parts):
                chosen[n] = []
        for n, anchors in self.shell_tools.anchors(parts, lowered).items():
            chosen.setdefault(n, []).extend(anchors)
        if self.named_file_rules and len(lowered) <= _MAX_NAMED_FILE:
            for n in self.named_file_rules:
                if self.file_strength(parts) and not matches(self.rules[n].exclude_files, parts):
                    chosen[n] = []
        if self.third_party(parts):
            # Installed packages' own examples and fixtures fill their secret-named values:
            # there only the shapes of real tokens and keys are reported.
            chosen = {n: a for n, a in chosen.items() if not self.rules[n].by_name}
        return [(self.rules[n], chosen[n]) for n in sorted(chosen)]

    def file_strength(self, parts: tuple[str, ...]) -> Strength:
        """How surely the file at PARTS holds a secret, by its name and its folder's."""
        return file_name_strength(self.names, parts)

    def tool_secret_names(self, parts: tuple[str, ...]) -> frozenset[str]:
        """The settings (lower case) the file at PARTS, a tool's own configuration, holds a
        secret under by the tool's documentation (tool_secrets), whatever their names say."""
        if not self.tool_secrets:
            return frozenset()
        return frozenset(
            n for tool in self.tool_secrets if matches(tool.files, parts) for n in tool.names
        )

    def tool_secret(self, parts: tuple[str, ...], name: str, value: str) -> bool:
        """Whether VALUE, under the setting NAME of the file at PARTS, is a secret by the
        documentation of the tool whose configuration that file is, in the shape it writes."""
        return any(tool.written(parts, name, value) for tool in self.tool_secrets)

    def third_party(self, parts: tuple[str, ...]) -> bool:
        """Whether the file at PARTS is inside a folder of installed third-party code or of
        test fixtures, or is a test fixture or an example file by its name."""
        if self.fixture_files is not None and self.fixture_files.match(parts[-1]):
            return True
        folders = parts[:-1]
        # Most paths hold none of the folder names: one set operation says so.
        if self.third_party_heads.isdisjoint(folders):
            return False
        return any(
            folders[n : n + len(name)] == name
            for name in self.third_party_dirs
            for n in range(len(folders) - len(name) + 1)
        )

    def test_file(self, parts: tuple[str, ...]) -> bool:
        """Whether the file at PARTS is a test, by its folder or its name."""
        return not self.test_dirs.isdisjoint(parts[:-1]) or bool(
            self.test_files is not None and self.test_files.match(parts[-1])
        )

    def rules_to_run(self, lowered: str, parts: tuple[str, ...]) -> list[Rule]:
        return [rule for rule, _ in self.plan(lowered, parts)]

    def reads_binary(self, parts: tuple[str, ...]) -> bool:
        """Whether some rule reports the file at PARTS whole, binary or not (.mylogin.cnf)."""
        return any(self.rules[n].reads_binary for n in self.paths.owners(parts))

    def is_code(self, parts: tuple[str, ...]) -> bool:
        """Whether the file at PARTS is source code (a bare word after `=` is a variable)."""
        return self.code_files is not None and bool(self.code_files.owners(parts))

    def passes_over(self, rule: Rule, value: str, name: str | None) -> bool:
        """True when VALUE, which RULE found (assigned to NAME, if known), is not a secret."""
        if rule.any_value:
            return False
        if name is not None and self.names.misread(name):
            return True
        if name is not None and self.names.issued_id(name) and built_from_user(value):
            return True  # an access id that names its user (see userids)
        return self.lookalikes.public_setting(name) or self.lookalikes.explains(
            value,
            name,
            generic=rule.generic,
            min_entropy=rule.min_entropy,
            password_pair=rule.password_pair,
        )

    def reads_structure(self, parts: tuple[str, ...]) -> bool:
        """Whether the file at PARTS is, by its name, a credential file some parser rule reads
        (a rule for every file knows its format by the content, not the name)."""
        return any(
            rule.parser is not None
            and n not in self.every_file_rules
            and rule.applies_to_path(parts)
            for n, rule in enumerate(self.rules)
        )

    def consumer_for(self, parts: tuple[str, ...], text: str = "") -> Consumer | None:
        """The program that reads the file at PARTS, by its name or by the header TEXT starts
        with."""
        head = text.lstrip()[:200].lower()
        return next(
            (
                c
                for c in self.consumers
                if matches(c.files, parts) or any(head.startswith(h) for h in c.headers)
            ),
            None,
        )

    def rule(self, rule_id: str) -> Rule:
        for rule in self.rules:
            if rule.id == rule_id:
                return rule
        raise KeyError(rule_id)


_NO_SECRET_GROUP = "rule {rule}: the pattern needs a (?P<secret>...) group or a body_after check"


def _compile(model: RuleModel) -> Rule:
    if model.pattern is None and model.parser is None and model.finder is None:
        raise SecretsError(
            f"rule {model.id}: give it a pattern, a parser to read files with, or a finder"
        )
    if model.keys and model.parser is None:
        raise SecretsError(f"rule {model.id}: keys are read by a parser: give it one")
    if model.named and (model.parser is None or model.keys):
        raise SecretsError(f"rule {model.id}: named reads a parser's fields instead of keys")
    if model.parser is not None and not model.files and not model.named_files:
        raise SecretsError(
            f"rule {model.id}: a parser rule reads the files its globs name: give it files"
        )
    if model.named_files and (model.parser is None or model.files or model.keys):
        raise SecretsError(
            f"rule {model.id}: named_files reads a parser's values in the files their names "
            "choose: give it a parser, and no files or keys"
        )
    if model.prefixes and (model.keywords or model.pattern is None or model.parser):
        raise SecretsError(
            f"rule {model.id}: prefixes anchor a pattern, in place of keywords: give it a "
            "pattern and no keywords"
        )
    if model.finder is not None and (model.pattern or model.parser):
        raise SecretsError(f"rule {model.id}: a finder takes no pattern or parser")
    by_files = model.finder in ("call-arguments", "generated-values", "note-passwords")
    if by_files != bool(model.files and not model.keywords) and (model.finder is not None):
        raise SecretsError(
            f"rule {model.id}: a finder runs where its keywords occur (give it keywords), "
            "call-arguments, generated-values and note-passwords on the files its globs choose "
            "(give it files)"
        )
    if (model.secret_after is None) != (model.secret_after_rule is None) or (
        model.secret_after is not None
        and (not model.prefixes or "secret" not in re.compile(model.secret_after).groupindex)
    ):
        raise SecretsError(
            f"rule {model.id}: secret_after is tried after a prefix's match: give it a prefix, "
            "a (?P<secret>...) group and the secret_after_rule that reports it"
        )
    if (model.column_header is None) != (model.column_value is None) or (
        model.column_header is not None
        and (
            not model.keywords or model.parser or model.finder or model.prefixes or model.whole_file
        )
    ):
        raise SecretsError(
            f"rule {model.id}: a table's column is read where the rule's keywords occur in its "
            "header: give column_header, column_value and keywords, on a pattern rule"
        )
    pattern = model.pattern or _WHOLE_VALUE
    # A value read from a field its format says is secret needs no shape of its own.
    default_entropy = 2.5 if model.generic else 0.0 if model.parser else 3.0
    rule = Rule(
        id=model.id,
        kind=model.kind,
        severity=model.severity,
        description=model.description,
        pattern=pattern,
        keywords=model.keywords,
        files=compile_globs(model.files),
        only_files=model.only_files,
        generic=model.generic,
        any_value=model.any_value,
        password_pair=model.password_pair,
        min_entropy=default_entropy if model.min_entropy is None else model.min_entropy,
        body_after=re.compile(model.body_after) if model.body_after else None,
        parser=model.parser,
        keys=(
            re.compile("|".join(fnmatch.translate(k.lower()) for k in model.keys))
            if model.keys
            else None
        ),
        named=model.named,
        prefixes=model.prefixes,
        token_start=model.token_start,
        finder=model.finder,
        exclude_files=compile_glob_set(model.exclude_files),
        whole_file=model.whole_file,
        public_beside=model.public_beside,
        identifier_hosts=frozenset(model.identifier_hosts),
        with_its_secret=model.with_its_secret,
        named_files=model.named_files,
        label_files=compile_globs(model.label_files),
        secret_after=re.compile(model.secret_after) if model.secret_after else None,
        secret_after_rule=model.secret_after_rule,
        column_header=re.compile(model.column_header) if model.column_header else None,
        column_value=re.compile(model.column_value) if model.column_value else None,
    )
    # A cheap check of the text, not the compiled pattern: govern's own patterns compile when
    # first used (a site's, in load_rules, are compiled and checked for the group).
    if rule.needs_secret_group and "(?P<secret>" not in pattern:
        raise SecretsError(_NO_SECRET_GROUP.format(rule=rule.id))
    return rule


def _names(model: NamesModel) -> SecretNames:
    return SecretNames(
        strong_stems=model.strong_stems,
        strong_suffixes=model.strong_suffixes,
        strong_words=frozenset(model.strong_words),
        strong_pairs=frozenset(model.strong_pairs),
        strong_endings=tuple(model.strong_endings),
        weak_words=frozenset(model.weak_words),
        weak_pairs=frozenset(model.weak_pairs),
        weak_endings=tuple(model.weak_endings),
        reference_words=frozenset(model.reference_words),
        unrelated_words=frozenset(model.unrelated_words),
        leading_unrelated_words=frozenset(model.leading_unrelated_words),
        leading_pair_words=tuple(model.leading_pair_words),
        digest_words=frozenset(model.digest_words),
        sha1_words=frozenset(model.sha1_words),
        secret_parents=frozenset(model.secret_parents),
        reference_endings=tuple(model.reference_endings),
        root_key_endings=tuple(model.root_key_endings),
        protecting_pairs=frozenset(model.protecting_pairs),
        key_kind_words=frozenset(model.key_kind_words),
        password_owner_words=frozenset(model.password_owner_words),
        qualified_weak_words=frozenset(model.qualified_weak_words),
        key_id_partners=tuple(
            KeyIdPartner(
                tuple(partner[0].removeprefix("^").split()),
                tuple(partner[1].split()),
                re.compile(partner[2]) if len(partner) > 2 else None,
                re.compile(partner[3]) if len(partner) > 3 else None,
                whole=partner[0].startswith("^"),
            )
            for partner in model.key_id_partners
        ),
        account_id_partners=tuple(
            KeyIdPartner(
                tuple(secret.split()),
                tuple(id_name.split()),
                re.compile(id_shape),
                re.compile(shape),
            )
            for secret, id_name, id_shape, shape in model.account_id_partners
        ),
        lone_id_partners=tuple(
            KeyIdPartner(tuple(secret.split()), tuple(id_name.split()))
            for secret, id_name in model.lone_id_partners
        ),
        secret_containers=frozenset(model.secret_containers),
        weak_containers=frozenset(model.weak_containers),
        value_wrappers=frozenset(model.value_wrappers) | frozenset(model.hashing_calls),
        hashing_calls=frozenset(model.hashing_calls),
        generic_sections=frozenset(model.generic_sections),
        user_password_words=frozenset(model.user_password_words),
        glued_key_exceptions=frozenset(model.glued_key_exceptions),
        uuid_id_words=frozenset(model.uuid_id_words),
        query_strong=frozenset(n.lower() for n in model.query_strong),
        query_weak=frozenset(n.lower() for n in model.query_weak),
        host_query_keys=frozenset((h.lower(), n.lower()) for h, n in model.host_query_keys),
        client_id_pairs=frozenset(model.client_id_pairs),
        client_id_leads=tuple(tuple(lead.split()) for lead in model.client_id_leads),
        consumer_key_names=frozenset(model.consumer_key_names),
        issued_id_endings=tuple(model.issued_id_endings),
        account_key_partners=tuple(
            (tuple(key.split()), tuple(account.split()))
            for key, account in model.account_key_partners
        ),
    )


def _commands(model: CommandsModel, rules: Sequence[RuleModel]) -> CommandOptions:
    # The short options the command-options finder's keywords find (` -p`: -p and -P).
    anchored = {
        keyword[2]
        for rule in rules
        if rule.finder == "command-options"
        for keyword in rule.keywords
        if len(keyword) == 3 and keyword.startswith(" -")
    }
    return CommandOptions(
        user_options=frozenset(model.user_options),
        password_options=frozenset(model.password_options),
        tool_options={tool: frozenset(options) for tool, options in model.tool_options.items()},
        other_meaning=frozenset(model.other_meaning),
        other_logins=frozenset(model.other_logins),
        anchored_letters=frozenset(anchored),
    )


def _lookalikes(model: LookalikeModel) -> Lookalikes:
    return Lookalikes(
        example_values=frozenset((*model.example_values, *model.documented_values)),
        placeholder_fragments=tuple(f.lower() for f in model.placeholder_fragments),
        placeholder_values=frozenset(v.lower() for v in model.placeholder_values),
        public_fragments=model.public_fragments,
        public_prefixes=model.public_prefixes,
        public_shapes=model.public_shapes,
        licence_families=tuple(f.lower() for f in model.licence_families),
        unrelated_name_fragments=tuple(f.lower() for f in model.unrelated_name_fragments),
        browser_name_prefixes=tuple(p.lower() for p in model.browser_name_prefixes),
        dataset_record_types=frozenset(t.lower() for t in model.dataset_record_types),
        digest_name_fragments=tuple(f.lower() for f in model.digest_name_fragments),
        reference_name_suffixes=tuple(s.lower() for s in model.reference_name_suffixes),
        reference_prefixes=tuple(p.lower() for p in model.reference_prefixes),
        mode_name_suffixes=tuple(s.lower() for s in model.mode_name_suffixes),
        public_name_words=tuple(tuple(run) for run in model.public_name_words),
        public_parents=frozenset(p.lower() for p in model.public_parents),
        placeholder_words=frozenset(w.lower() for w in model.placeholder_words),
        password_free_logins=frozenset(w.lower() for w in model.password_free_logins),
        tool_ciphertexts=_tool_settings(model.tool_ciphertexts),
        tool_digests=_tool_settings(model.tool_digests),
    )


def _tool_settings(models: Sequence[ToolSettingModel]) -> tuple[ToolSetting, ...]:
    return tuple(
        ToolSetting(
            compile_globs(m.files),
            frozenset(n.lower() for n in m.names),
            re.compile(m.shape),
            tuple(e.lower() for e in m.elements),
        )
        for m in models
    )


def _check_pattern(rule: Rule, path: Path) -> None:
    """RULE's pattern compiles, with the group it reports (the text `(?P<secret>` may stand
    escaped, `\\(?P<secret>`, and be no group)."""
    try:
        groups = rule.regex.groupindex
    except re.error as exc:
        raise SecretsError(
            f"{path}: rule {rule.id}: the pattern is not a valid regular expression: {exc}"
        ) from None
    if rule.needs_secret_group and "secret" not in groups:
        raise SecretsError(f"{path}: " + _NO_SECRET_GROUP.format(rule=rule.id))


def _search(words: Sequence[str]) -> WordSearch | None:
    return WordSearch(words) if words else None


def _with_host_query_keywords(parsed: RulesFile) -> RulesFile:
    """PARSED with the query parameters of `host_query_keys` (`UserID=` of BEA's API) among
    the keywords of the rules that read values under names: such a parameter holds no secret's
    word, and where it is written the URL's host says whether it is its service's key."""
    added = tuple(f"{parameter.lower()}=" for _, parameter in parsed.names.host_query_keys)
    return parsed.model_copy(
        update={
            "rule": tuple(
                model.model_copy(
                    update={
                        "keywords": (
                            *model.keywords,
                            *(k for k in added if k not in model.keywords),
                        )
                    }
                )
                if model.finder == "named-values"
                else model
                for model in parsed.rule
            )
        }
    )


def _rules_by_word(
    words: Sequence[str], rule_words: Sequence[Sequence[str]]
) -> tuple[tuple[int, ...], ...]:
    """For each of WORDS, the positions of the rules whose RULE_WORDS name it, in order. Built
    in one pass over the rules: asking each rule about each word (250 keywords, 270 rules) took
    6 ms of every scan's start."""
    by_word: dict[str, list[int]] = {word: [] for word in words}
    for n, its_words in enumerate(rule_words):
        for word in dict.fromkeys(its_words):
            by_word[word].append(n)
    return tuple(tuple(by_word[word]) for word in words)


def load_rules(path: Path = DEFAULT_RULES) -> RuleSet:
    """The rule set in PATH (default: the rules shipped with govern)."""
    parsed = _with_host_query_keywords(read_toml_model(path, RulesFile, SecretsError))
    ids = [r.id for r in parsed.rule]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise SecretsError(f"{path}: rule ids must be unique: {', '.join(duplicates)}")
    for model in parsed.rule:
        if model.secret_after_rule is not None and model.secret_after_rule not in ids:
            raise SecretsError(
                f"{path}: rule {model.id}: secret_after_rule names no rule: "
                f"{model.secret_after_rule}"
            )
        if not (model.keywords or model.files or model.prefixes or model.named_files):
            raise SecretsError(
                f"{path}: rule {model.id}: give it keywords, prefixes or files to run on"
            )
    # Rules for every file (`files = ["*"]`) are chosen apart: the index would list them under
    # every name.
    every_file = tuple(n for n, model in enumerate(parsed.rule) if model.files == (_EVERY_FILE,))
    keywords = tuple(
        sorted({k for model in parsed.rule for k in (*model.keywords, *model.file_keywords)})
    )
    prefixes = tuple(sorted({p for model in parsed.rule for p in model.prefixes}))
    keyword_at = {keyword: n for n, keyword in enumerate(keywords)}
    third_party_dirs = (*parsed.lookalike.third_party_dirs, *parsed.lookalike.fixture_dirs)
    # The tools whose commands each command reader reads (govern/secrets/commandwords.py).
    option_tools = frozenset(tool.lower() for tool in parsed.commands.tool_options)
    synopsis_tools = frozenset(line.split()[0].lower() for line in parsed.commands.synopses)
    rules = tuple(_compile(m) for m in parsed.rule)
    if path != DEFAULT_RULES:
        # govern's own patterns are compiled by its tests; a site's are compiled now, so that a
        # bad one is reported before any file is read, not when its keyword first occurs.
        for rule in rules:
            _check_pattern(rule, path)
    return RuleSet(
        rules=rules,
        lookalikes=_lookalikes(parsed.lookalike),
        names=_names(parsed.names),
        commands=_commands(parsed.commands, parsed.rule),
        source=str(path),
        paths=PathIndex(
            (n, glob)
            for n, model in enumerate(parsed.rule)
            if n not in every_file
            for glob in model.files
        ),
        every_file_rules=every_file,
        keywords=keywords,
        keyword_search=WordSearch(keywords),
        rules_by_keyword=_rules_by_word(
            keywords,
            [
                model.keywords if not model.only_files and model.parser is None else ()
                for model in parsed.rule
            ],
        ),
        required_keyword_ids=tuple(
            frozenset(keyword_at[k] for k in model.keywords)
            if model.parser is not None
            else frozenset()
            for model in parsed.rule
        ),
        file_keyword_ids=tuple(
            frozenset(keyword_at[k] for k in model.file_keywords) for model in parsed.rule
        ),
        prefixes=prefixes,
        prefix_search=_search(prefixes),
        rules_by_prefix=_rules_by_word(prefixes, [model.prefixes for model in parsed.rule]),
        code_files=PathIndex((0, glob) for glob in parsed.names.code_files),
        third_party_dirs=frozenset(tuple(name.split("/")) for name in third_party_dirs),
        third_party_heads=frozenset(name.split("/")[0] for name in third_party_dirs),
        fixture_files=re.compile(
            "|".join(name_glob_regex(glob) for glob in parsed.lookalike.fixture_files) or "(?!)"
        ),
        test_dirs=frozenset(parsed.lookalike.test_dirs),
        test_files=re.compile(
            "|".join(fnmatch.translate(glob) for glob in parsed.lookalike.test_files) or "(?!)"
        ),
        made_up_words=parsed.lookalike.made_up_words,
        browser_key_hosts=frozenset(parsed.lookalike.browser_key_hosts),
        named_file_rules=tuple(n for n, model in enumerate(parsed.rule) if model.named_files),
        synopses=parse_synopses(
            parsed.commands.synopses,
            parsed.commands.command_languages,
            parsed.commands.case_insensitive,
        ),
        shell_tools=ShellTools(
            re.compile(
                "|".join(fnmatch.translate(glob) for glob in parsed.commands.shell_files) or "(?!)"
            ),
            frozenset((*option_tools, *synopsis_tools)),
            tuple(
                (n, option_tools if model.finder == "command-options" else synopsis_tools)
                for n, model in enumerate(parsed.rule)
                if model.finder in ("command-options", "command-arguments")
            ),
        ),
        calls=call_table(
            parsed.calls.positions,
            parsed.calls.words,
            parsed.calls.readers,
            parsed.calls.keywords,
            parsed.calls.identifiers,
            parsed.calls.identifier_keywords,
        ),
        tool_secrets=_tool_settings(parsed.names.tool_secrets),
        consumers=tuple(
            Consumer(compile_globs(c.files), c.headers, c.tool, c.variable, c.command, c.manual)
            for c in parsed.consumer
        ),
    )
