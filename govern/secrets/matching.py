"""Finding credentials in one file's text: each rule's keywords or prefixes say where to look,
its pattern, parser or finder what is there, and the look-alike checks what is no secret."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from govern.secrets.aliases import alias_candidates
from govern.secrets.assignments import Candidate, after_scheme, candidates
from govern.secrets.calls import (
    address_call_candidates,
    call_candidates,
    login_table_candidates,
    mailbox_call_candidates,
)
from govern.secrets.callvars import VariableLookups
from govern.secrets.codelists import listed_codes
from govern.secrets.commands import command_candidates
from govern.secrets.commented import commented_candidates
from govern.secrets.deadbefore import said_dead_before
from govern.secrets.formats import Field, read_fields
from govern.secrets.formats.kubesecret import secret_data_text
from govern.secrets.generated import generated_candidates, may_hold_one
from govern.secrets.globs import matches, named_as_original
from govern.secrets.heredocs import echoed_lines, here_documents
from govern.secrets.identifiercalls import identifier_keyword
from govern.secrets.inline import inline_programs
from govern.secrets.keycalls import key_call_candidates
from govern.secrets.lines import Spans, in_template_expression, lines_around
from govern.secrets.makevars import Expanded, expanded_recipes, is_makefile
from govern.secrets.mdtables import header_column_values
from govern.secrets.namedlookalikes import (
    LINE_CONTEXT,
    bounded_line_start,
    named_lookalike,
    names_itself,
)
from govern.secrets.names import SecretNames, Strength, member_name, words
from govern.secrets.notepasswords import account_passwords
from govern.secrets.pairvalues import not_a_pair_password
from govern.secrets.partners import (
    account_id_beside_secret,
    any_between,
    hashed_secret_sections,
    id_as_user_name,
    id_without_its_secret,
    key_ids,
    names_own_secret,
    option_before,
    own_secret_left_empty,
    own_secret_referenced,
    secret_after,
    secret_kept_hashed,
    secret_names,
    sections_with_a_secret,
)
from govern.secrets.prose import own_logged_session
from govern.secrets.publicremarks import declared_public, said_public_above
from govern.secrets.recordtokens import RecordTables, record_token
from govern.secrets.rules import Rule, RuleSet
from govern.secrets.secretfiles import (
    file_destinations,
    holds_secrets_by_name,
    home_token_file,
    key_repository_file,
    login_file_user,
    lone_token,
    repository_key,
    said_by_form,
    written_content,
    written_file_strength,
)
from govern.secrets.sections import Sections
from govern.secrets.synopses import synopsis_candidates
from govern.secrets.tokencaches import client_key_name, token_cache_section
from govern.secrets.unrealabove import said_unreal_above
from govern.secrets.userlogins import (
    DocumentedLogins,
    names_user,
    numbered_alike,
    user_set_beside,
    worded_from_user,
)
from govern.secrets.usertables import user_table_candidates

# How far a keyword's line is looked at either side of it.
_LINE_BOUND = 4096
# How many lines more a keyword's span takes where its lines end in a backslash: a command
# continued over lines (curl URL \ options \ -u USER:PASSWORD) is one command, its option
# maybe several lines below the tool's name (the curl rule's pattern walks as many).
_CONTINUED_LINES = 8
# How far after a private-key header its base64 body must start.
_BODY_WINDOW = 200


@dataclass(frozen=True)
class Match:
    """One secret in a text. It holds the value: it never leaves the process that found it,
    except to `migrate`, which must move the value into Vault."""

    rule: Rule
    start: int
    end: int
    line: int
    column: int
    value: str
    # The name a parser read the value under (a secret found by a pattern has none).
    key: str | None = None


_Found = tuple[Rule, int, int, str | None]
# How many lines either side of an identifier issued with a secret its secret is looked for,
# and how long a line may be (a log's request line holds the key's id and its session token).
_ID_REACH = 5
_ID_LINE = 1024
# The shape of an S3-style access key's id (AWS's, MinIO's, Ceph's, Wasabi's, GCS's HMAC ids):
# capitals and digits. A key named access_key in another shape is a service's API key
# (Aviationstack's, ipstack's: 32 hex digits), a secret alone.
_ISSUED_ID = re.compile(r"[A-Z0-9]{16,128}")
# How far around a token its public context is looked for (a web configuration's sibling keys).
_BESIDE_WINDOW = 512
# How far around a client's key its secret is looked for.
_PAIR_WINDOW = 2048


# The rule whose user and password, numbered alike, are a list's items, not a login.
_NUMBERED_CELL = "matlab-credential-cell"


def _parsed_secrets(
    rule: Rule,
    text: str,
    parts: tuple[str, ...],
    parsed: dict[str, list[Field]],
    rules: RuleSet,
    public: list[tuple[int, int]],
) -> Iterator[_Found]:
    """The secrets RULE, a parser rule, reads in TEXT: the values under its keys, or under the
    names the names table says are secret. PARSED holds each parser's reading of TEXT, made
    once however many rules use it. Values whose setting is public by design go to PUBLIC."""
    assert rule.parser is not None
    if rule.parser not in parsed:
        parsed[rule.parser] = read_fields(rule.parser, text, parts)
    logins: set[tuple[tuple[str, ...], str]] | None = None
    secret_sections: frozenset[tuple[str, ...]] = frozenset()
    destinations: dict[tuple[str, ...], list[Field]] | None = None
    sections = Sections(parsed[rule.parser])
    # The file's record tables, and its documented logins' users (gathered once, if needed).
    tables, documented = (
        RecordTables(parsed[rule.parser]),
        DocumentedLogins(parsed[rule.parser], text, rules.lookalikes.example_values),
    )
    hashed = hashed_secret_sections(text, parsed[rule.parser])
    for value in parsed[rule.parser]:
        # A value public by design, or one of a block of ciphertext, is no secret for any rule;
        # nor is a key whose secret is kept beside it only as a hash.
        if (
            secret_kept_hashed(value, hashed)
            or rules.lookalikes.public_setting(value.key, value.parents[-3:])
            or rules.names.holds_digests(value.parents)
            or rules.lookalikes.tool_ciphertext(parts, value.key, text[value.start : value.end])
            or rules.lookalikes.tool_digest(
                parts, value.key, text[value.start : value.end], value.parents
            )
            or _client_identifier(text, value.key, value.start, value.end, rules.names)
            or (
                client_key_name(value.key)
                and sections.verdict(
                    "token cache",
                    value.parents,
                    lambda parents: token_cache_section(sections.words(parents)),
                )
            )
            # A dataset's record id (nuScenes' scene_token), as its structure says.
            or _dataset_record(text, value, rules, tables)
        ):
            public.append((value.start, value.end))
            continue
        if rule.named or rule.named_files:
            name = parts[-1] if rule.named_files else value.key
            if rule.named_files and (
                (home_token_file(rules.names, parts) and not lone_token(text, parsed[rule.parser]))
                or login_file_user(text, parsed[rule.parser], value)
                or (
                    key_repository_file(parts) and not repository_key(text[value.start : value.end])
                )
            ):
                # A home's dotfile of no secret name gives a lone token or nothing; a login
                # file's first line is its user's name, above the password; a key repository's
                # file holds a Fernet key, not a checksum.
                continue
            uuid = rules.lookalikes.uuid_shaped(text[value.start : value.end])
            strength = (
                rules.file_strength(parts)
                if rule.named_files
                else rules.names.strength(value.key, value.parents, uuid)
            )
            if strength is Strength.NONE and rule.named and written_content(value):
                # A task writing a secret-named file writes its secret (Ansible's copy).
                destinations = (
                    file_destinations(parsed[rule.parser]) if destinations is None else destinations
                )
                strength = written_file_strength(rules.names, text, destinations, value)
            strength = _strength_in_context(
                rule, text, parts, parsed[rule.parser], value, rules, strength, uuid, sections
            )
            start, end = value.start, value.end
            if not rule.named_files and strength is not Strength.NONE:
                start, end, strength = _unschemed(text, value.key, start, end, strength)
            row = rule.parser == "sql-dump"  # a table's row: its header names its fields
            if start >= end or named_lookalike(text, name, strength, start, end, rules, row=row):
                continue
            if logins is None:
                logins = _user_names(text, parsed[rule.parser])
                secret_sections = sections_with_a_secret(parsed[rule.parser], rules.names)
            if (
                not _user_as_password(value, text[start:end], logins)
                and not _id_user_name(
                    text, parsed[rule.parser], value, secret_sections, rules, public
                )
                and not documented(value, text[start:end])
            ):
                yield rule, start, end, name
            continue
        # A key its globs choose is still passed over where the names table says the name
        # holds something else by a secret's word (etcd's initial cluster token), or the
        # public half of a pair (the Atlas CLI's public_api_key beside its private_api_key).
        if (
            not rule.wants_key(value.key)
            or rules.names.names_a_reference(value.key)
            or rules.names.names_a_public_half(value.key)
        ):
            continue
        hit = rule.regex.search(text, value.start, value.end)
        if hit is None:
            continue
        start, end = hit.span("secret")
        if start >= end or rules.passes_over(rule, text[start:end], value.key):
            continue
        if (
            names_itself(text[start:end], value.key)
            or declared_public(text, end)
            or said_unreal_above(text, start)
            or said_public_above(text, start, value.key)
            or account_id_beside_secret(text, value.key, start, end, rules.names)
            or id_without_its_secret(text, value.key, start, end, rules.names)
        ):
            continue
        if logins is None:
            logins = _user_names(text, parsed[rule.parser])
            secret_sections = sections_with_a_secret(parsed[rule.parser], rules.names)
        # An issued id's key chosen by a glob (MINIO_ACCESS_KEY) is judged as under its name.
        if (
            not _user_as_password(value, text[start:end], logins)
            and not id_as_user_name(value, text[start:end], secret_sections, rules.names)
            and not documented(value, text[start:end])
        ):
            yield rule, start, end, value.key


def _id_user_name(
    text: str,
    fields: list[Field],
    value: Field,
    secret_sections: frozenset[tuple[str, ...]],
    rules: RuleSet,
    public: list[tuple[int, int]],
) -> bool:
    """Whether VALUE, one of FIELDS, is an issued id's setting that holds a user's name beside
    its secret (see id_as_user_name), read as written before its encoding where it is a
    Kubernetes Secret's `data` (base64 of `jupyter-reader`): no secret for any rule then (the
    encoded name goes to PUBLIC)."""
    written = text[value.start : value.end]
    decoded = secret_data_text(text, fields, value) if rules.names.issued_id(value.key) else None
    if not id_as_user_name(value, decoded or written, secret_sections, rules.names):
        return False
    if decoded is not None:
        public.append((value.start, value.end))
    return True


def _strength_in_context(
    rule: Rule,
    text: str,
    parts: tuple[str, ...],
    fields: list[Field],
    value: Field,
    rules: RuleSet,
    strength: Strength,
    uuid: bool,
    sections: Sections,
) -> Strength:
    """How surely VALUE, one of FIELDS, is secret, its name's STRENGTH given what is around
    it: a list's plural name says what each item is, and a primary key's secondary twin beside
    it that it is a service's; under a name that only may be secret, a service's key, a form's,
    a file's that holds secrets by its name, an account's key beside its account's name are."""
    if strength is Strength.NONE and value.listed:
        # A list's plural name (keys, api_tokens) says what each of its items is.
        strength = rules.names.strength(member_name(value.key), value.parents)
    if strength is Strength.NONE and rules.names.paired_key(
        value.key, sections.words(value.parents)
    ):
        # A service's primary key set beside its secondary one (SecretNames.paired_key).
        return Strength.STRONG
    if strength is Strength.WEAK and (
        _key_of_named_key(rules.names, value)
        or rules.names.service_key(value.key, value.parents, text[value.start : value.end])
        or (rule.named_files and said_by_form(parts, text, fields, value, rules.lookalikes))
        # A UUID there is still as often an id (Zulip's camo_key).
        or (rule.named and not uuid and holds_secrets_by_name(rules.names, parts))
        or _account_key(rules.names, value, sections)
        # A UUID issued as a key's id (Gurobi's WLS access id, an S3-compatible service's
        # aws_access_key_id) beside its own secret in its section is the pair's id, reported
        # with it (LABELS.md rule 2); alone it names something.
        or (uuid and _issued_beside_secret(rules.names, value, sections))
    ):
        return Strength.STRONG
    return strength


def _key_of_named_key(names: SecretNames, field: Field) -> bool:
    """Whether FIELD is a bare `key` inside an element that names a secret key (OPNsense's
    IPsec <preSharedKey> holding its <keyType> and its <Key>): the element says what its key
    is, as a section's name does."""
    if field.key.lower() != "key" or not field.parents:
        return False
    parent = field.parents[-1]
    return words(parent)[-1:] == ["key"] and names.strength(parent) is Strength.STRONG


def _dataset_record(text: str, value: Field, rules: RuleSet, tables: RecordTables) -> bool:
    """Whether VALUE is a dataset record's token (recordtokens.py). TABLES, the file's fields
    read into records, is read once, the first time it is needed."""
    types = rules.lookalikes.dataset_record_types
    if not types or not value.key.lower().endswith("token"):
        return False
    return record_token(value, text, types, tables)


def _account_key(names: SecretNames, field: Field, sections: Sections) -> bool:
    """Whether FIELD's key, a name that only may be secret, is an account's key with the
    account's name set in the same section (SecretNames.account_key)."""
    if not names.account_key_partners:
        return False
    return names.account_key(field.key, sections.words(field.parents))


def _issued_beside_secret(names: SecretNames, field: Field, sections: Sections) -> bool:
    """Whether FIELD's key names an id issued with a secret, and that secret is set in the same
    section under a name of its own."""
    return names.issued_id(field.key) and sections.verdict(
        "own secret",
        field.parents,
        lambda parents: any(names_own_secret(names, name) for name in sections.names(parents)),
    )


def _user_names(text: str, fields: list[Field]) -> set[tuple[tuple[str, ...], str]]:
    """The user names FIELDS set, each with the sections it is set in."""
    return {
        (field.parents, text[field.start : field.end]) for field in fields if names_user(field.key)
    }


def _user_as_password(field: Field, value: str, logins: set[tuple[tuple[str, ...], str]]) -> bool:
    """Whether VALUE, FIELD's secret, is the user name set beside it: a login whose password is
    its user's name (rtkbase/rtkbase, guest/guest) is a tool's default, which its documentation
    prints and anyone tries first, not a secret kept."""
    return not names_user(field.key) and (field.parents, value) in logins


def _unschemed(
    text: str, key: str, start: int, end: int, strength: Strength
) -> tuple[int, int, Strength]:
    """A field's value START:END under KEY without the authorization scheme in front of it, and
    its strength: a credential after a scheme (Maven's <value>token …</value> under an
    Authorization header's name) is one. A value that is a scheme alone stays as it is."""
    any_scheme = key.lower().endswith("authorization")
    after, after_end, schemed = after_scheme(text, start, end, any_scheme)
    if not schemed or after >= end:
        return start, end, strength
    return after, min(after_end, end), Strength.STRONG


def _key_ids(text: str, found: list[_Found], rules: RuleSet) -> Iterator[_Found]:
    """The key IDs written beside the secrets FOUND, each reported by its secret's rule. An ID
    near many secrets (a command repeated line after line) is judged once."""
    seen: set[tuple[int, int]] = set()
    for rule, start, end, key in found:
        for id_start, id_end, shaped in key_ids(text, start, end, rules.names):
            if (id_start, id_end) in seen:
                continue
            seen.add((id_start, id_end))
            # An id of its issuer's short shape reads as a word (Atlas's eight small letters):
            # only a placeholder is passed over there.
            if (
                rules.lookalikes.explains(text[id_start:id_end], None, generic=False, min_entropy=0)
                if shaped
                else named_lookalike(text, "id", Strength.STRONG, id_start, id_end, rules)
            ):
                continue
            yield rule, id_start, id_end, key


def _finder_values(
    rule: Rule, text: str, anchors: Sequence[int], parts: tuple[str, ...], rules: RuleSet
) -> Iterator[_Found]:
    """The values RULE's finder reads where its keywords occur (ANCHORS) that are secret."""
    if rule.finder == "generated-values" and not may_hold_one(text):
        return  # it runs on every file: most have no value of the shape it looks for
    test = rules.test_file(parts)
    code = rules.is_code(parts)
    settings = rules.tool_secret_names(parts)
    for found in _finder_candidates(rule, text, anchors, parts, code, rules, settings):
        if (
            rules.lookalikes.public_setting(found.name)
            or _client_identifier(text, found.name, found.start, found.end, rules.names)
            or _in_public_call(text, found.start, rules.lookalikes.public_parents)
            or identifier_keyword(text, found.name, found.start, rules.calls)
            or in_template_expression(text, found.start, found.end)
            or own_logged_session(parts, text, found.name, found.start)
        ):
            continue
        if test and _said_made_up(text, found.start, found.name, rules.made_up_words):
            continue
        if not rules.browser_key_hosts.isdisjoint(_url_places(text, found.start)):
            continue  # a key made for the browser, in its service's URL
        strength = found.strength
        if found.name.lower() in settings:
            # The tool's own file says what the setting holds, in the shape the tool writes it
            # (OpenSM's m_key: a key of 64 bits, where a key's name alone wants more random
            # characters); a value of another shape (its default) is judged by the name.
            written = rules.tool_secret(parts, found.name, text[found.start : found.end])
            strength = Strength.STRONG if written else rules.names.strength(found.name)
        if found.secret is not None and _issued_with_lookalike(text, found, rules, code):
            continue  # an id issued with a secret is one only beside a secret
        if not named_lookalike(
            text, found.name, strength, found.start, found.end, rules, code
        ) and not user_set_beside(text, found.name, found.start, found.end):
            yield rule, found.start, found.end, found.name


def _issued_with_lookalike(text: str, issued: Candidate, rules: RuleSet, code: bool) -> bool:
    """Whether the secret ISSUED was issued with (its name and span) is a look-alike as its own
    reading judges it under its name (a login's `password="changeme"`)."""
    assert issued.secret is not None
    name, start, end = issued.secret
    strength = issued.secret_strength or rules.names.strength(name)
    return named_lookalike(text, name, strength, start, end, rules, code)


def _in_public_call(text: str, start: int, public_parents: frozenset[str]) -> bool:
    """Whether the value at START is an argument of a call named for a section public by
    design (DocSearch's `docsearch({appId, indexName, apiKey})` in a page's script, as its
    configuration's section is): the call opened within a bounded window before the value,
    and not closed before it."""
    window_start = max(0, start - _BESIDE_WINDOW)
    before = text[window_start:start].lower()
    for parent in public_parents:
        opened = before.rfind(parent + "(")
        if opened >= 0 and ")" not in before[opened:]:
            return True
    return False


def _client_identifier(text: str, name: str, start: int, end: int, names: SecretNames) -> bool:
    """Whether the value at START:END under NAME is an OAuth client's public identifier by
    another name (SecretNames.client_identifier), its secret looked for within a bounded
    window around it: a client's settings are written together."""
    if name[-3:].lower() != "key" and name[-5:].lower() != "token":
        return False  # most names: no window to lower
    around = text[max(0, start - _PAIR_WINDOW) : end + _PAIR_WINDOW].lower()
    # Only the name says so: a key its writer's remark calls the app's identity, set beside
    # its secret (`CONSUMER_KEY = "…"  # identifies the app`), is a key issued with that
    # secret, reported with it as an access key's id is (tests/secrets/LABELS.md, rule 2).
    return names.client_identifier(name, around)


def _said_made_up(text: str, start: int, name: str, words: tuple[str, ...]) -> bool:
    """Whether NAME, or the line of the value at START or the line above it (up to a bound),
    holds one of WORDS (lower case)."""
    above = bounded_line_start(text, bounded_line_start(text, start) - 1)
    line_end = text.find("\n", start, start + LINE_CONTEXT)
    near = (name + " " + text[above : line_end if line_end >= 0 else start]).lower()
    return any(word in near for word in words)


def _url_places(text: str, start: int) -> tuple[str, str]:
    """The host (lower case) of the URL the value at START is part of, and its host and path
    before the query (a service's browser script on a host that serves secret calls too:
    www.google.com/recaptcha/api.js), looked for back to a bound; ("", "") if none."""
    before = text[max(0, start - LINE_CONTEXT) : start]
    scheme = before.rfind("://")
    if scheme < 0 or any(c in before[scheme:] for c in " \t\r\n\"'`"):
        return "", ""
    address = before[scheme + 3 :].split("?", 1)[0].split("#", 1)[0].lower()
    return address.split("/", 1)[0], address


def _finder_candidates(
    rule: Rule,
    text: str,
    anchors: Sequence[int],
    parts: tuple[str, ...],
    code: bool,
    rules: RuleSet,
    settings: frozenset[str] = frozenset(),
) -> Iterator[Candidate]:
    if rule.finder == "command-options":
        return command_candidates(text, anchors, code, rules.commands)
    if rule.finder == "command-arguments":
        return synopsis_candidates(text, anchors, code, rules.synopses)
    if rule.finder == "generated-values":
        return generated_candidates(
            text, code, rules.lookalikes.unrelated_name_fragments, rules.names, parts[-1]
        )
    if rule.finder == "commented-values":
        return commented_candidates(
            text, anchors, code, rules.lookalikes.unrelated_name_fragments, rules.names
        )
    if rule.finder == "call-arguments":
        return itertools.chain(
            call_candidates(text, rules.calls, rules.names),
            address_call_candidates(text),
            mailbox_call_candidates(text),
            key_call_candidates(text, rules.calls, rules.names),
            login_table_candidates(text),
            user_table_candidates(text),
        )
    labels = matches(rule.label_files, parts)
    return itertools.chain(
        candidates(text, anchors, code, rules.names, labels, settings),
        alias_candidates(text, anchors, code, rules.names),
        listed_codes(text, anchors) if labels else (),
    )


# A base64 token's characters: a prefix after one is inside a longer token.
# `=` is not among them: it only pads a run's end, so a token after it starts one (`x=BQI…`).
_BASE64_CHARACTERS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")


def _inside_token(text: str, position: int) -> bool:
    """Whether POSITION in TEXT is inside a run of base64, not where a token starts."""
    return position > 0 and text[position - 1] in _BASE64_CHARACTERS


def _pattern_hit(
    rule: Rule,
    hit: re.Match[str],
    text: str,
    rules: RuleSet,
    public: list[tuple[int, int]],
    lookups: VariableLookups,
) -> _Found | None:
    """What RULE's HIT finds, unless a look-alike; a token its context says is public by design
    goes to PUBLIC. A secret given through a variable is looked up within LOOKUPS."""
    has_secret = "secret" in rule.regex.groupindex
    start, end = hit.span("secret") if has_secret else hit.span()
    if start < 0 and "variable" in rule.regex.groupindex:
        # The secret was given through a variable (`ConvertTo-SecureString $pw -AsPlainText`):
        # the literal the variable was last assigned above is the secret.
        assigned = lookups.literal(text, *hit.span("variable"), hit.start())
        if assigned is None:
            return None
        start, end = assigned
    elif start < 0 and "shell_variable" in rule.regex.groupindex:
        # A shell variable in a password's place (`curl -u USER:"$PW"`): the value the file
        # assigns it (`export PW=VALUE`) is the secret.
        assigned = lookups.shell_value(text, *hit.span("shell_variable"), hit.start())
        if assigned is None:
            return None
        start, end = assigned
    if rule.body_after is not None and not rule.body_after.search(
        text, hit.end(), hit.end() + _BODY_WINDOW
    ):
        return None
    if (
        "user" in rule.regex.groupindex
        and (
            worded_from_user(hit["user"] or "", text[start:end])
            # Numbered alike only in a MATLAB cell, a list's: htpasswd's op1001/op7342 is a login.
            or (rule.id == _NUMBERED_CELL and numbered_alike(hit["user"] or "", text[start:end]))
        )
    ):
        # The user given with it (htpasswd -b USER PASSWORD), a password word added; or the
        # same with other digits, two items of a series ({'USGS-09380000', 'USGS-09163500'}).
        return None
    name = hit.group("name") if "name" in rule.regex.groupindex else None
    return _read_value(rule, start, end, name, text, rules, public, shaped=has_secret)


def _read_value(
    rule: Rule,
    start: int,
    end: int,
    name: str | None,
    text: str,
    rules: RuleSet,
    public: list[tuple[int, int]],
    *,
    shaped: bool = True,
) -> _Found | None:
    """RULE's value at START:END (under NAME, if its reading gave one), unless a look-alike:
    SHAPED, a value its rule's shape checks judge (not a whole match a body confirms)."""
    if shaped and rules.passes_over(rule, text[start:end], name):
        return None
    if name is not None and _client_identifier(text, name, start, end, rules.names):
        return None  # a client's id beside its secret, named for it (SOCIAL_AUTH_X_KEY in .env)
    if rule.password_pair and _documented_pair(text, start, end, rules.lookalikes.example_values):
        return None
    return _kept_value(rule, start, end, name, text, public)


def _note_passwords(
    rule: Rule, text: str, rules: RuleSet, public: list[tuple[int, int]]
) -> Iterator[_Found]:
    """The passwords TEXT, a note, gives after their accounts' users, judged as RULE's pattern
    hits are: the spans are the values themselves."""
    for start, end in account_passwords(text):
        if kept := _read_value(rule, start, end, None, text, rules, public):
            yield kept


def _kept_value(
    rule: Rule, start: int, end: int, name: str | None, text: str, public: list[tuple[int, int]]
) -> _Found | None:
    """RULE's value at START:END (under NAME, if its pattern read one), unless its context says
    it is none: a user's name, a declared or made-up value, or public beside what it is for."""
    if (
        (
            rule.password_pair
            and (_user_as_pair_password(text, start, end) or not_a_pair_password(text, start, end))
        )
        or (name is not None and user_set_beside(text, name, start, end))
        or declared_public(text, end)
        or said_unreal_above(text, start)
        # A remark above that the value is public ("the public guest login"), said of its name.
        or (name is not None and said_public_above(text, start, name))
        # "… this one was revoked: glrt-…": a token's own shape says nothing of its life.
        or said_dead_before(text, start)
    ):
        return None
    if rule.public_beside and _said_beside(text, start, end, rule.public_beside):
        public.append((start, end))
        return None
    if rule.identifier_hosts and _command_host(text, start, end) in rule.identifier_hosts:
        return None  # an API that takes the value as its client's id (frost.met.no)
    return rule, start, end, None


# A shell word: runs of quoted and bare characters; and a URL that is one, its host past any
# user information (`https://frost.met.no@evil.example.com/` goes to evil.example.com). A URL
# inside a word (a header's value, "Referer: https://…"; a query's, "?u=https://…") is not
# where the command sends it.
_SHELL_WORD = re.compile(r"(?:\"[^\"\n]*\"|'[^'\n]*'|[^\s\"'])+")
_URL_HOST = re.compile(r"[a-z][a-z0-9+.-]*://(?:[^/@\s\"'`]*@)?(?P<host>[^/:?#\s\"'`]+)")
# Where a shell command ends and another, or a comment, begins.
_COMMAND_END = re.compile(r"&&|\|\||[;|&]|(?:^|(?<=[ \t]))#")


def _command_host(text: str, start: int, end: int) -> str | None:
    """The host (lower case) of the URL the command giving the value at START:END sends it to:
    its first URL argument, in the same command of the line (not one chained after `&&`, `;`,
    `|`, nor a comment's)."""
    line_start = bounded_line_start(text, start)
    line_end = text.find("\n", end, end + LINE_CONTEXT * 4)
    line_end = line_end if line_end >= 0 else min(len(text), end + LINE_CONTEXT * 4)
    command_start = line_start
    for mark in _COMMAND_END.finditer(text, line_start, start):
        command_start = mark.end()
    after = _COMMAND_END.search(text, end, line_end)
    command_end = after.start() if after is not None else line_end
    for word in _SHELL_WORD.finditer(text, command_start, command_end):
        url = _URL_HOST.match(word[0].replace('"', "").replace("'", ""))
        if url is not None:
            return url["host"].lower()
    return None


def _user_as_pair_password(text: str, start: int, end: int) -> bool:
    """Whether the password at START:END of a USER:PASSWORD pair (a URL's, curl -u's) is the
    user name before its colon (datastore_default:datastore_default, guest:guest): a tool's
    default, which its documentation prints and anyone tries first, as _user_as_password says
    of a configuration's settings; or that name and a password word, a demo login."""
    password = text[start:end]
    colon = start - 1
    if colon > 0 and text[colon] in "\"'":
        colon -= 1  # a password quoted on its own (user:'password')
    if not text.startswith(":", colon):
        return False
    user_start = colon - len(password)
    if (
        user_start >= 0
        and text[user_start:colon] == password
        and (user_start == 0 or not text[user_start - 1].isalnum())
    ):
        return True
    # Or the user's name and a password word (preview:previewpass).
    user = _PAIR_USER.search(text, max(0, colon - 64), colon)
    return user is not None and worded_from_user(user.group(), password)


# A pair's user, just before its colon: no blank, quote, colon or the marks that end a URL's
# scheme or an option's name before it (curl -u 'admin:…', https://admin:…@host).
_PAIR_USER = re.compile(r"[^\s:\"'=/@]{1,64}\Z")


def _documented_pair(text: str, start: int, end: int, documented: frozenset[str]) -> bool:
    """Whether the password at START:END of a USER:PASSWORD pair, with its user, is a login a
    tool's documentation publishes (documented_values' `user:password`): a demo server's
    login, which its password alone would not say (the same word is another account's
    password elsewhere)."""
    colon = start - 1
    if colon > 0 and text[colon] in "\"'":
        colon -= 1  # a password quoted on its own (user:'password')
    if not text.startswith(":", colon):
        return False
    user = _PAIR_USER.search(text, max(0, colon - 64), colon)
    return user is not None and f"{user.group()}:{text[start:end]}" in documented


def _said_beside(text: str, start: int, end: int, words: tuple[str, ...]) -> bool:
    """Whether one of WORDS (lower case) occurs within a bounded window around START:END."""
    window = text[max(0, start - _BESIDE_WINDOW) : end + _BESIDE_WINDOW].lower()
    return any(word in window for word in words)


def _lines_at(text: str, anchors: Sequence[int]) -> list[tuple[int, int]]:
    """The lines where ANCHORS (a keyword's places) are, each with the line before and the
    line after it (a value may follow its name on the next line, a record start on the line
    before) and the lines that continue it after a backslash, merged where they meet: where a
    pattern that holds its keyword can match. Each line is looked at up to a bound either
    side."""
    spans: list[tuple[int, int]] = []
    # Where the line of the last anchor looked at ends: another anchor before it is on the same
    # line, whose span already holds the line after. One on the line after needs that line's
    # next one too (a key two lines below a heading, below a line that names it again).
    line_end = -1
    for anchor in sorted(anchors):
        if anchor < line_end:
            continue
        start = anchor
        for _ in range(2):
            floor = max(0, start - _LINE_BOUND)
            newline = text.rfind("\n", floor, start)
            start = newline if newline >= 0 else floor
        start = start + 1 if text.startswith("\n", start) else start
        end = anchor
        for n in range(2):
            newline = text.find("\n", end + 1, end + 1 + _LINE_BOUND)
            end = newline if newline >= 0 else min(len(text), end + 1 + _LINE_BOUND)
            if n == 0:
                line_end = end
        for _ in range(_CONTINUED_LINES):
            if end >= len(text) or not text[max(0, end - 2) : end].rstrip("\r").endswith("\\"):
                break
            newline = text.find("\n", end + 1, end + 1 + _LINE_BOUND)
            end = newline if newline >= 0 else min(len(text), end + 1 + _LINE_BOUND)
        if spans and start <= spans[-1][1]:
            spans[-1] = (spans[-1][0], max(end, spans[-1][1]))
        else:
            spans.append((start, end))
    return spans


def find_matches(
    text: str,
    parts: tuple[str, ...],
    rules: RuleSet,
    *,
    structure_first: bool = False,
    written: bool = True,
) -> list[Match]:
    """The secrets in TEXT, a file whose path has the components PARTS. STRUCTURE_FIRST: where
    a parser rule and a pattern rule find overlapping secrets, keep the parser rule's (the
    whole value its format says is secret) whatever the rules' order. WRITTEN: also read the
    files TEXT writes from here-documents as files of their names, and the programs it gives
    an interpreter as sources of their language (not inside one of them)."""
    parts = named_as_original(parts)
    found: list[_Found] = []
    parsed: dict[str, list[Field]] = {}
    # Values one reading knows to be public by design (by the setting they are under, or the
    # context of a token's shape): public for every rule that finds them.
    public: list[tuple[int, int]] = []
    lookups = VariableLookups()
    for rule, anchors in rules.plan(text.lower(), parts):
        if rule.parser is not None:
            found.extend(_parsed_secrets(rule, text, parts, parsed, rules, public))
        elif rule.finder == "note-passwords":
            found.extend(_note_passwords(rule, text, rules, public))
        elif rule.finder is not None:
            found.extend(_finder_values(rule, text, anchors, parts, rules))
        elif rule.prefixes:
            for anchor in sorted(set(anchors)):
                if rule.token_start and _inside_token(text, anchor):
                    continue
                hit = rule.regex.match(text, anchor)
                if hit is not None and (
                    kept := _pattern_hit(rule, hit, text, rules, public, lookups)
                ):
                    found.append(kept)
                    found.extend(secret_after(rule, hit.end(), text, rules))
        else:
            spans = [(0, len(text))] if rule.whole_file or not anchors else _lines_at(text, anchors)
            for start, end in spans:
                for hit in rule.regex.finditer(text, start, end):
                    if kept := _pattern_hit(rule, hit, text, rules, public, lookups):
                        found.append(kept)
            if rule.column_header is not None and rule.column_value is not None:
                for cell in header_column_values(
                    text, anchors, rule.column_header, rule.column_value
                ):
                    value = text[cell[0] : cell[1]]
                    if not rules.passes_over(rule, value, None) and (
                        kept := _kept_value(rule, *cell, None, text, public)
                    ):
                        found.append(kept)
    if written:
        found.extend(_written_files_secrets(text, rules, structure_first))
    if written and is_makefile(parts) and (expanded := expanded_recipes(text)) is not None:
        found.extend(_expanded_recipe_secrets(expanded, parts, rules, structure_first))
    if not found:
        return []
    found.extend(_key_ids(text, found, rules))
    # Where two rules found the same secret, the earlier (more specific) rule names it.
    order = {rule.id: n for n, rule in enumerate(rules.rules)}

    def rank(candidate: _Found) -> tuple[bool, int]:
        return structure_first and candidate[0].parser is None, order[candidate[0].id]

    # Kept secrets never overlap, nor do public values once merged: each stays sorted, and one
    # look on each side of a candidate says whether it overlaps one (a file of many secrets
    # takes time in proportion to their number, not to its square).
    taken = Spans()
    hidden = Spans.merged(public)
    kept_found: list[_Found] = []
    for candidate in sorted(found, key=rank):
        if not taken.overlaps(candidate[1], candidate[2]) and not hidden.overlaps(
            candidate[1], candidate[2]
        ):
            taken.add(candidate[1], candidate[2])
            kept_found.append(candidate)
    matches = []
    line, line_start, counted = 1, 0, 0
    kept_found = _with_their_secrets(text, sorted(kept_found, key=lambda f: f[1]), rules.names)
    for rule, start, end, key in kept_found:
        # Lines are counted on from the previous match: once over the text in all.
        if newlines := text.count("\n", counted, start):
            line += newlines
            line_start = text.rfind("\n", counted, start) + 1
        counted = start
        column = start - line_start + 1
        matches.append(Match(rule, start, end, line, column, text[start:end], key))
    return matches


# The query parameter a pre-signed S3 URL names its signing key by (AWS's "Authenticating
# Requests: Using Query Parameters", SigV4): the URL carries an HMAC over one request, never the
# secret, so the id is no key issued beside its secret whatever else is near (LABELS.md).
_PRESIGNED_CREDENTIAL = re.compile(r"[?&]X-Amz-Credential=$", re.IGNORECASE)


def _with_their_secrets(text: str, found: list[_Found], names: SecretNames) -> list[_Found]:
    """FOUND (sorted by where each starts) without the identifiers issued with a secret (by
    their rule, Rule.with_its_secret, or by their name, SecretNames.issued_id) that have no
    other secret found within _ID_REACH lines of them (or, for those of their issuer's shape,
    a name of their secret kept elsewhere), or whose own secret is left empty beside them."""
    issued = [
        rule.with_its_secret
        or (
            key is not None
            and names.issued_id(key)
            and (_ISSUED_ID.fullmatch(text, start, end) is not None or _names_identity(key))
        )
        for rule, start, end, key in found
    ]
    if not any(issued):
        return found
    secrets = [start for (_, start, _, _), is_id in zip(found, issued, strict=True) if not is_id]
    kept, named = [], None  # where the text names a secret, looked for once if need be
    for candidate, is_id in zip(found, issued, strict=True):
        rule, start, end, key = candidate
        if is_id and _PRESIGNED_CREDENTIAL.search(text, max(0, start - 32), start):
            continue  # a pre-signed URL's credential scope: its key's secret is never in it
        if is_id:
            reach_start, reach_end = lines_around(text, start, end, _ID_REACH, _ID_LINE)
            near = any_between(secrets, reach_start, reach_end)
            if rule.with_its_secret and not near:  # its issuer's shape (AKIA…): named secret
                named = secret_names(text) if named is None else named
                near = any_between(named, reach_start, reach_end)
            # An id its shape found has the option it is given to for a name (--access-key=GK…).
            name = key if key is not None else option_before(text, start)
            if near and name is not None:
                near = not (
                    own_secret_left_empty(text, name, reach_start, reach_end, start)
                    or own_secret_referenced(text, name, start)
                )
            if not near:
                continue
        kept.append(candidate)
    return kept


# Last words of names that say their value is an issued id whatever its shape: a key's
# identity (Omeka S's key_identity), an OAuth 1 consumer key (mixed case, as X's and
# EUMETSAT's are drawn).
_ID_NAME_ENDINGS = (("identity",), ("consumer", "key"))


def _names_identity(name: str) -> bool:
    """Whether NAME's last words say its value is an issued id, whatever its shape, where an
    access key is one only in an S3-style id's."""
    parts = tuple(words(name))
    return any(parts[-len(ending) :] == ending for ending in _ID_NAME_ENDINGS)


def _written_files_secrets(text: str, rules: RuleSet, structure_first: bool) -> Iterator[_Found]:
    """The secrets in the files TEXT writes from here-documents or with echo and printf
    (govern/secrets/heredocs.py), each body read as a file of the name it is written to, and
    in the programs it gives an interpreter on its command line (govern/secrets/inline.py),
    each read as a source file of its language; placed in TEXT."""
    documents = itertools.chain(here_documents(text), echoed_lines(text), inline_programs(text))
    for document in documents:
        body = text[document.start : document.end]
        for match in find_matches(
            body, document.target, rules, structure_first=structure_first, written=False
        ):
            yield match.rule, document.start + match.start, document.start + match.end, match.key


def _expanded_recipe_secrets(
    expanded: Expanded, parts: tuple[str, ...], rules: RuleSet, structure_first: bool
) -> Iterator[_Found]:
    """The secrets in a Makefile's recipe lines read with their command's variable expanded
    (govern/secrets/makevars.py), placed in the Makefile."""
    for match in find_matches(
        expanded.text, parts, rules, structure_first=structure_first, written=False
    ):
        if (origin := expanded.place(match.start)) is not None:
            yield match.rule, origin, origin + match.end - match.start, match.key
