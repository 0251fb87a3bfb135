"""Values written under a secret-named name, in any text: `DB_PASSWORD=...` in a job script,
`api_key = "..."` in Python, `"token": "..."` in JSON, `password: ...` in YAML, `--token=...` and
`--password ...` on command lines, `?access_token=...` in a URL, `setenv('X_KEY', '...')`,
`ENV["X_TOKEN"] = "..."`, `<password>...</password>`, `nextflow secrets set NAME VALUE`.

The search starts where the keyword search found a secret word (the anchors), so its cost is
proportional to how often such words occur, not to the file's size: each anchor is looked at
within a bounded window around it. It returns candidates (name, value); the rule that runs it
decides, by the name's strength and the value's shape, which are secrets."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from govern.secrets.chance import punctuated_draw
from govern.secrets.commentnotes import noted_in_comment
from govern.secrets.latin1 import UTF8_LATIN_LETTER
from govern.secrets.ldif import base64_password
from govern.secrets.leadins import nested_values
from govern.secrets.lines import LINE_WINDOW, line_start, name_line_start
from govern.secrets.literals import MAX_VALUE, QUOTES, bare_end, inside_string, quoted_value
from govern.secrets.lookalikes import cases_at_random, random_part
from govern.secrets.mappings import mapping_values
from govern.secrets.mdtables import column_cells, header_phrase
from govern.secrets.names import SecretNames, Strength, member_name
from govern.secrets.prose import logged_session, noted_value, text_value
from govern.secrets.texttables import column_values

# A name: identifiers, dotted paths, dashed options and keys.
_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
# Its accented letters (clé, contraseña, Schlüssel; see names.words): latin-1's own, and the
# two characters a Latin letter of UTF-8 is read as (a lead byte of U+00C0-U+024F, then a
# continuation byte: é as Ã©), whose second alone is punctuation (©, ±, ¼).
_UTF8_LEADS = frozenset(chr(code) for code in range(0xC3, 0xCA))
_UTF8_CONTINUATIONS = frozenset(chr(code) for code in range(0x80, 0xC0))
_LETTERS = frozenset(chr(code) for code in range(0xC0, 0x100)) - {"\xd7", "\xf7"}
_NAME_REST = re.compile(rf"(?:[A-Za-z0-9_.\-]|{UTF8_LATIN_LETTER}|[\xc0-\xd6\xd8-\xf6\xf8-\xff])*")
_MAX_NAME = 96
# Names are words (oauth2, s3, md5 and a few more digits): a run with more is random text.
_MAX_NAME_DIGITS = 4
# How far back a query parameter's URL may start, what no URL holds, and a URL's host (after
# any user information).
_MAX_URL = 2048
_URL_BREAKS = frozenset(" \t\r\n\"'`<>")
_URL_HOST = re.compile(r"(?:[^/?#@\s]*@)?([A-Za-z0-9.-]+)")
# How far back a command is looked for before a NAME VALUE pair or an option.
_COMMAND_WINDOW = 160
# A name C's preprocessor defines, or a Stata macro's (`global NAME "VALUE"`, `local name
# "VALUE"`, abbreviated gl and loc: Stata's manual, [P] macro), before it on its line: the
# string after the name is its value, with no operator between.
_DEFINE = re.compile(r"[ \t]*(#[ \t]*define|global|gl|local|loc)[ \t]+")
# Make assigns with ?= (if unset) and ::= as well; Ruby's ||= and the ??= of JavaScript, C# and
# PHP assign where nothing is set yet, R's <<- in the enclosing environment.
_OPERATORS = ("::=", "||=", "??=", "?=", ":=", "<<-", "<-", "=>", "=", ":")
# What may stand before a name that starts its line: an `export`, a YAML list dash, ENV/ARG in a
# Dockerfile, csh's setenv, a shell's declare, fish's `set -gx` (its scope and export flags).
_LINE_LEAD = re.compile(
    r"[ \t]*((export|set([ \t]+--?[A-Za-z]{1,10})*|setenv|env|ENV|ARG|declare|readonly|local"
    r"|typeset|-)[ \t]+)*[\"']?"
)
# Commands whose arguments come as NAME VALUE pairs: `nextflow secrets set NAME VALUE`,
# `rclone config create REMOTE s3 secret_access_key VALUE`, `dvc remote modify R password V`,
# `git config --global github.token VALUE`, `aws configure set aws_session_token VALUE`; and
# the platforms' commands that set a variable of an app or a fleet, `balena env add NAME VALUE`,
# `netlify env:set NAME VALUE`, `railway variables set NAME VALUE`; and the verb first, as
# PaperCut's server-command sets a config key (`server-command set-config NAME VALUE`).
_PAIR_COMMAND = re.compile(
    r"(?m)(^|[\s;&|`])(git[ \t]+config|set-config|(config(ure)?|secrets?|remote|credentials?|env|"
    r"variables?)[ \t:]-{0,2}(set|create|add|modify|update|put))[ \t]"
)
_PAIR_WORDS = ("config", "secret", "remote", "credential", "env", "variable")
# Tools that set a device's attribute by its dotted path and a value: Dell's RACADM, `racadm
# [-r HOST -u USER -p PW] set GROUP.INDEX.OBJECT VALUE` (iDRAC.Users.3.Password), after its
# remote options. Only a dotted name is looked for one before it.
_ATTRIBUTE_SET = re.compile(r"(^|[\s;&|`])racadm([ \t][^\n;&|`]{0,256})?[ \t]set[ \t]")
_ATTRIBUTE_SET_WORDS = ("racadm",)
# A server's directive that sets a request header to a value: nginx's `proxy_set_header NAME
# VALUE`, Apache's `RequestHeader set NAME VALUE`, HAProxy's `http-request set-header NAME
# VALUE`. The header is the name just before the value (an upstream's Authorization).
_HEADER_DIRECTIVE = re.compile(
    r"(^|[\s;{])(proxy_set_header|grpc_set_header|add_header|more_set_input_headers|"
    r"RequestHeader[ \t]+(set|append|add|setifempty)|(http|tcp)-request[ \t]+(set|add)-header)"
    r"[ \t]+[\"']?\Z"
)
_HEADER_DIRECTIVE_WORDS = ("_header", "Header", "-header", "_headers")
# Clients whose --password takes no value: it makes them ask, and the next word is something
# else (mysql --password DB).
_PROMPTING = re.compile(r"\b(mysql[a-z]*|mariadb[a-z-]*)[ \t]")
_PROMPTING_WORDS = ("mysql", "mariadb")
# Their option that does so: --password, or a prefix of it they accept (--pass). Another tool's
# option on a line that names them (`ghost config --db mysql --dbpass VALUE`) takes its value.
_PROMPTING_OPTION = re.compile(r"--pass(?:w(?:o(?:r(?:d)?)?)?)?")
# HTTP authorization schemes: the credential is the word after them.
# A URL's query writes the blank after the scheme encoded (XRootD's `?authz=Bearer%20TOKEN`): a
# string of the scheme and `%20` alone holds no credential (the token is joined on after it).
_AUTH_SCHEME = re.compile(r"(?i)(bearer|basic|token|bot|digest|apikey|sso-key)(?:[ \t]+|%20)")
# Under an Authorization header's name, a scheme of any name (api-key, SSWS, GenieKey, Splunk,
# Key, DSN...) and a blank, or a scheme, an id and `=` (Proxmox's PVEAPIToken=USER@REALM!ID=).
_ANY_AUTH_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{0,30}([ \t]+|=[^\s\"'`=]{1,128}=)")
# In a header whose name says token, a scheme is a short word of letters (Commvault's QSDK,
# Bearer): a token has digits or is longer.
_TOKEN_HEADER_SCHEME = re.compile(r"[A-Za-z]{2,16}[ \t]+")
# A credential written `ID:SECRET` after an Authorization header's scheme, the id a shell
# variable's (the Internet Archive's S3-like `authorization: LOW $IA_ACCESS:SECRET`): the id
# is a reference (LABELS.md rule 2), the secret after it is written out.
_VARIABLE_ID = re.compile(r"\$(?:\{[A-Za-z_][A-Za-z0-9_]{0,63}\}|[A-Za-z_][A-Za-z0-9_]{0,63}):")
# Schemes whose `ID:VALUE` gives a request's signature after the id, an HMAC over one request
# (AWS's signature version 2, Azure Storage's SharedKey): no secret, as a presigned URL's is not.
_SIGNATURE_SCHEMES = frozenset({"aws", "sharedkey", "sharedkeylite"})
_MAX_VARIABLE_ID = 68
# FortiOS (and FortiManager, FortiAnalyzer) writes a secret it must give back as `set NAME ENC
# BASE64`, encrypted with a key built into the firmware, the same on every unit (Fortinet's
# advisory for CVE-2019-6693): the base64 after ENC is the secret. An administrator's password
# and an API user's key are one-way hashes, written `ENC SH2…` (SHA-256), `ENC PB2…` (PBKDF2,
# FortiOS 7.2.11 on) and `ENC AK1…` (SHA-1, older releases): no secret, and not read.
_REVERSIBLE_FORM = re.compile(r"ENC[ \t]+(?!SH2|PB2|AK1)(?=[A-Za-z0-9+/]{16,}={0,2}(?:\s|$))")
# After a scheme, parameters (RFC 7235's auth-params: Digest's username=, AWS Signature V4's
# Credential=) sign or describe one request: no credential of its own. Base64 ends in = or ==.
_AUTH_PARAMETER = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*=([^=\s,\"'})\]]|[\"'][^\s\"',;)}\]])")
# A call that may wrap a literal (`base64.b64decode(`, `String::from(`, Go's `[]byte(`): its
# name, after at most a few qualifiers, and its `(`.
_WRAPPED = re.compile(
    r"(\[\])?([A-Za-z_][A-Za-z0-9_]{0,30}(\.|::)){0,3}(?P<call>[A-Za-z_][A-Za-z0-9_]{0,30})"
    r"[ \t]*\([ \t]*"
)
# A code's assignment after a digest's name: its closing quote or `]` (a lookup), the operator.
_HASH_ASSIGNMENT = re.compile(r"[\"']?\]?[ \t]*(?:=(?!=)|:=|<-)[ \t]*")
# A declared type between a constant's name and its `=` (Rust's `: &str`, `: &'static str`,
# TypeScript's `: string`, Kotlin's and Swift's `: String`, Python's `: Final[str]`): the value
# follows the `=`. Bounded, so that a colon in prose costs a short look.
DECLARED_TYPE = (
    r"&?(?:'static[ \t]+)?[A-Za-z_][A-Za-z0-9_.:]{0,40}"
    r"(?:\[[A-Za-z0-9_.]{0,40}\]|<[A-Za-z0-9_.]{0,40}>)?\??"
)
_TYPE_ANNOTATION = re.compile(rf"[ \t]*{DECLARED_TYPE}[ \t]*=(?![=>~])")
# A fallback after an environment lookup in code: `os.environ.get("X_KEY") or "..."`,
# `ENV["X_TOKEN"] || "..."`, `process.env.API_KEY ?? "..."`, Kotlin's `?:`; or the method that
# gives a missing result's default: Rust's `env::var("X").unwrap_or_else(|_| "...".into())`,
# Java's `Optional.ofNullable(System.getenv("X")).orElse("...")`, Scala's `getOrElse`.
_FALLBACK = re.compile(
    r"[)\]]{0,2}([ \t]+or[ \t]+|[ \t]*(\|\||\?\?|\?:)[ \t]*"
    r"|[ \t]*\.(?P<method>unwrap_or|unwrap_or_else|orElse|getOrElse|or_else)\("
    r"[ \t]*(\|[A-Za-z_]*\|[ \t]*)?)"
)
# A directive that gives a name and its value as two quoted strings (Amanda's `device-property
# "S3_SECRET_KEY" "..."`, csh's `setenv "NAME" "..."`, nginx's `fastcgi_param "NAME" "..."`):
# the directive's word, before the name's opening quote.
_DIRECTIVE = re.compile(r"[ \t]*[A-Za-z][A-Za-z0-9_.:-]{0,40}[ \t]+")
# What may follow such a directive's value on its line.
_DIRECTIVE_END = re.compile(r"[ \t]*;?[ \t]*(#[^\n]*)?\r?(\n|$)")
# A lookup's default given by keyword after the name looked up (R's Sys.getenv(unset = ...)),
# or the default a declared option or parameter takes, after other keyword arguments of its
# declaration: argparse's `add_argument("--password", type=str, default="...")`, click's
# options, Jenkins' `password(name: 'X', defaultValue: '...')`.
_DEFAULT_KEYWORD = re.compile(
    r"([A-Za-z_][A-Za-z0-9_]{0,31}[ \t]*[=:][ \t]*"
    r"(\"[^\"\n]{0,64}\"|'[^'\n]{0,64}'|[^,()'\"\n]{0,64})[ \t]*,[ \t]*){0,4}"
    r"(unset|default|defaultValue|default_value)[ \t]*[=:][ \t]*"
)
# A user's name and a password joined by a colon, as --auth and BASIC_AUTH take them.
_USER_PASSWORD = re.compile(r"[A-Za-z0-9_][A-Za-z0-9._@+-]{0,63}:(?P<password>[^\s:]+)")
_USER_NAME = re.compile(r"[A-Za-z0-9_][A-Za-z0-9._@+-]{0,63}")
# httpie and xh take a header as a bare NAME:VALUE argument.
_HEADER_ARGUMENTS = re.compile(r"(?m)(^|[\s;&|`])(https?|xhs?)[ \t]")
_HEADER_ARGUMENTS_WORDS = ("http", "xh")
# The option a header is given to on a command line (curl's and ab's -H, wget's and curl's
# --header), just before the header's name: its NAME:VALUE needs no blank after the colon.
_HEADER_OPTION = re.compile(r"(^|\s)(-H|--header)(=|[ \t]+)[\"']?$")
# OpenStack's swift client sets account and container metadata as NAME:VALUE with -m/--meta
# (`swift post -m "Temp-URL-Key:KEY"`, the key that signs temporary URLs): its own headers.
_META_OPTION = re.compile(r"(^|\s)(-m|--meta)(=|[ \t]+)[\"']?$")
_META_COMMAND = re.compile(r"(?m)(^|[\s;&|`/])swift[ \t]")
_META_COMMAND_WORDS = ("swift",)
# A parameter expansion's default after its name: `:-VALUE}`, `:=VALUE}` or `=VALUE}` (POSIX
# shells, Compose), a plain word up to the closing brace.
_PARAMETER_DEFAULT = re.compile(r":?[-=](?P<value>[^\s{}$\"'`]{1,512})\}")
# How far before a header's name its option is looked for.
_HEADER_OPTION_REACH = 16


@dataclass(frozen=True)
class Candidate:
    """A value (TEXT[start:end]) written under NAME, whose strength the names table gave."""

    name: str
    strength: Strength
    start: int
    end: int
    # The secret this value was issued with, by its name and span (a login's password beside
    # the token id given as its user): the value is reported only when that secret would be.
    secret: tuple[str, int, int] | None = None
    # That secret's strength where its name does not give it (a synopsis's SECRET argument).
    secret_strength: Strength | None = None


def _text_value(
    text: str, name_start: int, name_end: int, names: SecretNames, labels: bool
) -> tuple[str, Strength, tuple[int, int]] | None:
    """What text gives the name at NAME_START:NAME_END: in a file of text (LABELS), a label's
    or the prose's value; on a comment line of any other file that is not code (a shell
    history's `# …`), what a note written there says the secret was set to."""
    if labels:
        return text_value(text, name_start, name_end, names)
    floor = max(0, name_start - _COMMAND_WINDOW)
    first = text.rfind("\n", floor, name_start) + 1 or (0 if floor == 0 else name_start)
    if not text[first:name_start].lstrip(" \t").startswith("#"):
        return None  # no comment, or a line too long to read back to its start
    return noted_value(text, name_start, name_end, names)


# How far into its line a label before a code span may start: a note's label is short, and the
# line is not read back further.
_MAX_LABEL_AT = 120


def _code_span_label(text: str, name_start: int, value_start: int) -> bool:
    """Whether the value at VALUE_START is a code span (`VALUE`) after a label that ends in the
    name at NAME_START, near its line's start."""
    floor = max(0, name_start - _MAX_LABEL_AT)
    if floor > 0 and text.rfind("\n", floor, name_start) < 0:
        return False
    return text[value_start - 1 : value_start] == "`"


def _read_value(
    text: str,
    name: str,
    strength: Strength,
    name_span: tuple[int, int],
    found: tuple[int, int, bool] | None,
    names: SecretNames,
    labels: bool,
    code: bool,
) -> tuple[str, Strength, tuple[int, int, bool]] | None:
    """The name, its strength and the value (with whether a header gave it) that NAME of
    STRENGTH at NAME_SPAN gives, FOUND its assignment's value: where none, what the text
    around it gives (see _text_value). In notes (LABELS), a label of a few words that says
    secret where its last word only may names the code span after it: "private key: `VALUE`"
    is a private key's, not any key's."""
    if found is None:
        if not labels and code:
            return None
        labelled = _text_value(text, *name_span, names, labels)
        if labelled is None:
            return None
        name, strength, (start, end) = labelled
        return name, strength, (start, end, False)
    if labels and strength is Strength.WEAK and _code_span_label(text, name_span[0], found[0]):
        whole = text_value(text, *name_span, names)
        if whole is not None and whole[1] is Strength.STRONG:
            label, label_strength, (start, end) = whole
            return label, label_strength, (start, end, False)
    return name, strength, found


def candidates(
    text: str,
    anchors: Iterable[int],
    code: bool,
    names: SecretNames,
    labels: bool = False,
    settings: frozenset[str] = frozenset(),
) -> Iterator[Candidate]:
    """The values written under the names that contain the ANCHORS (positions of secret words)
    and that NAMES says may be secret. CODE: TEXT is source code, where a bare word after `=`
    is a variable, not a value. A credential after an authorization scheme (`Bearer`) is a
    secret whatever its name. LABELS: TEXT is text (notes, logs, saved output), where a line
    `LABEL: VALUE` gives a value under a label of a few words. SETTINGS: the names (lower case)
    TEXT, a tool's own configuration, holds a secret under by the tool's documentation
    (OpenSM's m_key): strong there, whatever the names table says."""
    done_until = -1
    for anchor in sorted(anchors):
        if anchor < done_until:
            continue
        span = _name_span(text, anchor)
        if span is None:
            # A run of name characters longer than any name: no anchor in it is in a name.
            run = _NAME_REST.match(text, anchor)
            done_until = run.end() if run else anchor + 1
            continue
        name_start, name_end = span
        done_until = name_end
        name = text[name_start:name_end]
        if sum(c.isdigit() for c in name) > _MAX_NAME_DIGITS:
            continue  # a random string that holds a secret word by chance, not a name
        strength = Strength.STRONG if name.lower() in settings else names.strength(name)
        if text[name_start - 1 : name_start] in ("?", "&"):
            strength = _query_strength(text, name, name_start, strength, names)
        if labels and strength is Strength.NONE and nested_values(text, name_start, name_end):
            # A list item naming a kind of secret in the plural ("- API keys:") heads the
            # accounts' ones nested under it, each one of that kind.
            strength = names.strength(member_name(name))
        if strength is Strength.NONE or logged_session(text, name, name_start):
            # A digest's name (PASSWORD_HASH) says what a hashing call makes of a literal.
            yield from _hashed_literal(text, name, name_end, names, code)
            continue
        if labels and (column := _column(text, name, strength, name_start, name_end, names)):
            yield from column  # a table's column: | user | password |, a text table's
            continue
        if taken := mapping_values(text, name_end):
            # NAME = {1: "VALUE", 2: "VALUE"}: a secret's versions by their ids; the one entry
            # of NAME = {"KEY": "VALUE"} is named NAME.KEY ({"host": ...} is no secret).
            for key, start, end in taken:
                entry = name if key.isdigit() else f"{name}.{key}"
                entry_strength = strength if key.isdigit() else names.strength(entry)
                if entry_strength is not Strength.NONE:
                    yield Candidate(entry, entry_strength, start, end)
            done_until = max(done_until, taken[-1][2])
            continue
        # A comment in code that sets an environment variable (`# EUROPEANA_API_KEY=VALUE`, a
        # script's note of the setting it runs with) is a shell's or an .env file's line, not
        # the code's: its bare value is a value.
        found = _value_of(
            text,
            name_start,
            name_end,
            code and not _commented_setting(text, name_start, name_end),
            strength is Strength.STRONG,
            names.value_wrappers,
        )
        read = _read_value(text, name, strength, (name_start, name_end), found, names, labels, code)
        if read is None:
            continue
        name, strength, (value_start, value_end, header) = read
        any_scheme, token_header = _schemes_under(name, header)
        start, end, schemed = after_scheme(text, value_start, value_end, any_scheme, token_header)
        if not text.startswith(('{"', '{\\"', "${"), start):
            # The names inside a value are part of it; an object's (a serialized one
            # in a string) are its own settings, read next, as is a parameter
            # expansion's (TOKEN="${API_TOKEN:-VALUE}": the default is API_TOKEN's).
            done_until = max(done_until, end)
        # A credential after a scheme, or in a header a key names (X-Dataverse-Key: a
        # header's name is dashed, "LP_PatPush: x" in a message is no header), is one.
        named_header = header and "-" in name
        if not schemed and names.holds_user_password(name):
            password = _password_of_pair(text, start, end)
            if password is not None:
                (start, end), strength = password, Strength.STRONG
        if start < end:
            yield Candidate(
                name, Strength.STRONG if schemed or named_header else strength, start, end
            )


def _query_strength(
    text: str, name: str, name_start: int, strength: Strength, names: SecretNames
) -> Strength:
    """How surely the value of the URL query parameter NAME at NAME_START is secret, NAMES
    having judged the name STRENGTH: by the names that hold one only in a URL (?sig=, &appid=),
    or only in the URLs of a service's own host (xeno-canto's &key=)."""
    if names.host_query_key(name, _url_host(text, name_start)):
        return Strength.STRONG
    return names.query_strength(name) if strength is Strength.NONE else strength


def _url_host(text: str, query_at: int) -> str:
    """The host (lower case) of the URL whose query holds the parameter at QUERY_AT, or "" if
    the parameter stands in no URL written whole up to it (no blank or quote between). The
    URL's own host is its first: one in its query (`?u=https://...`) is another's."""
    floor = max(0, query_at - _MAX_URL)
    # rfind gives -1 where no break is found: the start is held at the floor, not the text's
    # start, or each parameter searches back to the file's start (quadratic) and a URL far
    # earlier lends its host.
    start = max(floor, *(text.rfind(c, floor, query_at) + 1 for c in _URL_BREAKS))
    scheme = text.find("://", start, query_at)
    if scheme < 0:
        return ""
    host = _URL_HOST.match(text, scheme + 3)
    return host.group(1).lower() if host else ""


def _hashed_literal(
    text: str, name: str, name_end: int, names: SecretNames, code: bool
) -> Iterator[Candidate]:
    """The literal a hashing call is given in CODE (PASSWORD_HASH = pylast.md5("...")), under
    the digest's name NAME that ends at NAME_END, if the name names a secret without its digest
    words: the digest is made from the secret, so the literal is the secret. A literal alone
    under the name is its digest, not looked at here."""
    assigned = _HASH_ASSIGNMENT.match(text, name_end) if code else None
    if assigned is None:
        return
    wrapped = _WRAPPED.match(text, assigned.end())
    if wrapped is None or wrapped["call"] not in names.hashing_calls:
        return
    literal = quoted_value(text, wrapped.end())
    strength = names.hashed_strength(name)
    if literal is not None and strength is not Strength.NONE:
        yield Candidate(name, strength, *literal)


def _password_of_pair(text: str, start: int, end: int) -> tuple[int, int] | None:
    """The password in the USER:PASSWORD value at START:END, if it is one: after the colon, or
    the quoted word right after a bare `USER:` (the shell joins `admin:'p%ss'` into one word, as
    Splunk's `-auth` and curl's `-u` are given it)."""
    paired = _USER_PASSWORD.fullmatch(text, start, end)
    if paired is not None:
        return paired.start("password"), end
    joined = text[end - 1 : end] == ":" and text[end : end + 1] in ("'", '"')
    if joined and _USER_NAME.fullmatch(text, start, end - 1):
        return quoted_value(text, end)
    return None


def _name_span(text: str, anchor: int) -> tuple[int, int] | None:
    floor = max(0, anchor - _MAX_NAME)
    start = _name_start(text, anchor, floor)
    if start == floor and floor > 0 and text[floor - 1] in _NAME_CHARS:
        return None  # a run of name characters longer than any name: not a name
    rest = _NAME_REST.match(text, anchor, anchor + _MAX_NAME + 1)
    end = rest.end() if rest else anchor
    if end - start > _MAX_NAME:
        return None
    # A name does not end in a dot or dash (the end of a sentence, an option's trailing -).
    while end > anchor and text[end - 1] in ".-":
        end -= 1
    return (start, end) if end > anchor else None


def _name_start(text: str, anchor: int, floor: int) -> int:
    """Where the name holding ANCHOR starts, looked back no further than FLOOR: over name
    characters and accented letters, a UTF-8 letter's two characters together."""
    start = anchor
    while start > floor:
        before = text[start - 1]
        if before in _NAME_CHARS or before in _LETTERS:
            start -= 1
        elif (
            before in _UTF8_CONTINUATIONS and start - 2 >= floor and text[start - 2] in _UTF8_LEADS
        ):
            start -= 2
        else:
            break
    return start


def _column(
    text: str, name: str, strength: Strength, name_start: int, name_end: int, names: SecretNames
) -> list[Candidate]:
    """The values in the Markdown table column the name at NAME_START:NAME_END heads, if it
    heads one, alone or as one word of a phrase the names table judges (`licence key`); or in
    the plain-text table's column it names ("# (id, name, password)" above aligned rows)."""
    if text.rfind("|", max(0, name_start - LINE_WINDOW), name_start) < 0:
        return [
            Candidate(name, strength, *cell) for cell in column_values(text, name_start, name_end)
        ]
    cells = [Candidate(name, strength, *cell) for cell in column_cells(text, name_start, name_end)]
    if cells or (phrase := header_phrase(text, name_start, name_end)) is None:
        return cells
    heading = text[phrase[0] : phrase[1]]
    judged = names.strength(heading)
    if judged is Strength.NONE:
        return []
    return [Candidate(heading, judged, *cell) for cell in column_cells(text, *phrase)]


def _literal_at(
    text: str, position: int, operator: str, wrappers: frozenset[str]
) -> tuple[int, int] | None:
    """The quoted value at POSITION, after OPERATOR: a literal, the first of a list of them, or
    the literal a wrapping call (one of WRAPPERS) is given."""
    literal = quoted_value(text, position)
    if literal is None and operator not in (",", "or", " ") and text.startswith("[", position):
        # A list of one literal or more (LibreNMS's $config['snmp']['community'] = ['…'], a
        # token list): its first is a value under the name.
        literal = quoted_value(text, _skip_blanks(text, position + 1))
    if (
        literal is None
        and operator not in (",", "or")
        and (wrapped := _WRAPPED.match(text, position))
    ):
        literal = quoted_value(text, wrapped.end()) if wrapped["call"] in wrappers else None
    return literal


# A comment's mark and an optional `export` before an environment variable's name, alone
# from the line's start; and after the name, `=` and one bare word to the line's end.
_COMMENT_BEFORE_SETTING = re.compile(r"[ \t]*(?:#|//)[ \t]*(?:export[ \t]+)?")
_SETTING_AFTER = re.compile(r"=[A-Za-z0-9_+/.~^%@!*-]+[ \t]*\r?(?:\n|$)")
_ENVIRONMENT_NAME = re.compile(r"[A-Z][A-Z0-9_]*")
_MAX_SETTING_LEAD = 32


def _commented_setting(text: str, name_start: int, name_end: int) -> bool:
    """Whether the name at NAME_START:NAME_END, an environment variable's (capitals), is set
    in a comment that holds nothing else: `# NAME=VALUE`, `// export NAME=VALUE`."""
    # Its line's start looked for no further back than the lead allowed: on a long line of
    # names, each name's look costs that much, not the line's length before it.
    first = line_start(text, name_start, _MAX_SETTING_LEAD + 1)
    return (
        first is not None
        and _ENVIRONMENT_NAME.fullmatch(text, name_start, name_end) is not None
        and _COMMENT_BEFORE_SETTING.fullmatch(text, first, name_start) is not None
        and _SETTING_AFTER.match(text, name_end) is not None
    )


def _value_of(
    text: str,
    name_start: int,
    name_end: int,
    code: bool,
    strong: bool,
    wrappers: frozenset[str] = frozenset(),
) -> tuple[int, int, bool] | None:
    """Where the value written under the name at NAME_START:NAME_END is, if one is, and
    whether the name is an HTTP header's. STRONG: the name says secret by itself, so `NAME
    VALUE` alone on a configuration line counts. WRAPPERS: calls whose literal argument is the
    value (`bytes.fromhex("...")`)."""
    before = text[name_start - 1] if name_start else "\n"
    if before in "/\\@":
        return None  # part of a path or an address: /api/token, C:\token, user@token
    if before == "<" and text.startswith(">", name_end):
        # <password>VALUE</password>
        value_end = text.find("<", name_end + 1, name_end + 1 + MAX_VALUE)
        return (name_end + 1, value_end, False) if value_end > name_end + 1 else None
    if before == "{" and text.startswith("$", name_start - 2):
        return _parameter_default(text, name_end)
    quote = before if before in QUOTES else ""
    quoted, after = _past_name(text, name_start, name_end, quote)
    position = _skip_blanks(text, after)
    spaced = position > after
    option = text.startswith("-", name_start)
    operator = _operator(text, position, name_start)
    if operator is None and not code and text.startswith("::", position):
        return _ldif_base64(text, name_start, position)
    if operator is not None:
        position += len(operator)
        if operator == ":" and code and (typed := _TYPE_ANNOTATION.match(text, position)):
            # const API_KEY: &str = "...": spaced as the `=` after the type is
            operator, position, spaced = "=", typed.end(), True
    elif code and (fallback := _FALLBACK.match(text, after)):
        # The literal a lookup falls back to: a variable there is no value. A default method's
        # argument may be wrapped (String::from("...")).
        operator, position = ("default" if fallback["method"] else "or"), fallback.end()
    elif option and not code and (item := _next_block_item(text, name_start, after)) is not None:
        # - --requirepass / - VALUE: a command written as a YAML block list of its words.
        return (*item, False)
    elif quoted and spaced and not code and text.startswith(('"', "'"), position):
        # device-property "S3_SECRET_KEY" "VALUE": nothing else counts after a quoted name.
        return _directive_value(text, name_start, position)
    elif (
        quoted
        and (code or quote != "`")
        and text.startswith(",", position)
        and (
            _first_argument(text, name_start - 1)
            or (strong and _pair_argument(text, name_start))
            or (option and _argv_option(text, name_start, position))
        )
    ):
        # setenv("NAME", "VALUE"); weboptions('Username', 'u', 'Password', 'VALUE'); and
        # ["redis-server", "--requirepass", "VALUE"], a command written as a list of its words
        # (Compose's `command:`, a Dockerfile's exec form, an argv in code): the next item.
        # Outside code a backtick opens Markdown's code span, not a string: "(`CF_Token`,
        # `X_ID`)" in prose lists names, it calls nothing.
        operator, position = ",", position + 1
    elif text.startswith(",", position) and (
        (
            before == "$"
            and _SIGIL_SETTER.search(text, max(0, name_start - 1 - _MAX_SETTER), name_start - 1)
        )
        or (code and not quoted and _copy_before(text, name_start) is not None)
    ):
        # Set($DatabasePassword, 'VALUE'): a setter given the variable itself, by its sigil
        # (Request Tracker's RT_SiteConfig.pm, RT::Config's Set). strcpy(cfg.api_token,
        # "VALUE"), snprintf(key, sizeof key, "VALUE"): C's copy into the named buffer.
        operator, position = ",", _copy_source(text, name_start, position + 1)
    elif (
        spaced
        and code
        and text.startswith(('"', "'"), position)
        and _DEFINE.fullmatch(text, name_line_start(text, name_start), name_start - len(quote))
    ):
        # #define API_TOKEN "VALUE": C's preprocessor (Arduino's secrets.h); a Stata macro
        operator = " "
    elif spaced and (
        option
        or _command_before(text, name_start, _PAIR_COMMAND, _PAIR_WORDS)
        or _command_before(text, name_start, _HEADER_DIRECTIVE, _HEADER_DIRECTIVE_WORDS)
        or (
            "." in text[name_start:name_end]
            and _command_before(text, name_start, _ATTRIBUTE_SET, _ATTRIBUTE_SET_WORDS)
        )
    ):
        if option and (
            (
                _PROMPTING_OPTION.fullmatch(text, name_start, name_end)
                and _command_before(text, name_start, _PROMPTING, _PROMPTING_WORDS)
            )
            or _OPTION_SETTINGS.match(text, position)
        ):
            # mysql --password DB asks for the password and opens DB; --secret
            # id=NAME,env=VARIABLE gives settings that say where the secret is.
            return None
        operator = " "  # --password VALUE; config set NAME VALUE; proxy_set_header NAME VALUE
    elif spaced and strong and not code and _starts_line(text, name_start):
        value = _line_value(text, position)
        return (*value, False) if value is not None else None
    else:
        return None
    if operator == "=" and not spaced and text[position : position + 1] in (" ", "\t"):
        return None  # NAME= and a blank: an empty value, then the next word
    position = _skip_blanks(text, position)
    if operator == "," and (default := _DEFAULT_KEYWORD.match(text, position)):
        position = default.end()  # Sys.getenv("NAME", unset = "VALUE")
    literal = _literal_at(text, position, operator, wrappers)
    if literal is not None:
        return (*literal, False)
    if operator in (",", "or", "default") or position >= len(text) or text[position] in "\r\n":
        return None
    if operator == " " and text.startswith("-", position) and not _dashed_value(text, position):
        return None  # --password --user=x: this option takes no value here
    # NAME=VALUE (a shell's, an option's, a URL's), an option's value, a header's.
    bare = operator == "=" and not spaced
    # 'X-Auth-Token: VALUE' (a header is written with a space after its colon: "a:b" in a
    # string is an IAM action, a scope, a time).
    header = (
        (bool(quote) and not quoted and operator == ":" and text[position - 1 : position] in " \t")
        or (
            operator == ":"
            and text[name_start - 1 : name_start] in (" ", "\t", "'", '"')
            and _command_before(text, name_start, _HEADER_ARGUMENTS, _HEADER_ARGUMENTS_WORDS)
        )
        or (operator == ":" and _header_option_before(text, name_start))
    )
    syntax_says_value = bare or option or operator == " " or header
    if code:
        # In code a bare word is a variable: only inside a string (a command line, a URL, a
        # header) is it a value.
        inside = (bool(quote) and not quoted) or inside_string(
            text, name_line_start(text, name_start), name_start
        )
        if not (inside and syntax_says_value):
            return _comment_note_value(text, name_start, position, operator, strong)
    elif not syntax_says_value and (
        quoted or not (_starts_line(text, name_start) or _starts_block_setting(text, name_start))
    ):
        # Otherwise `name = value` and `name: value` take a bare value on a configuration
        # line the name starts, or in a brace block the line opens.
        return _comment_note_value(text, name_start, position, operator, strong)
    start, end = position, bare_end(text, position)
    if text.startswith("(", end) or text.startswith("${", end - 1):
        # A call: getpass(), Sys.getenv("X"); or a value cut where a `${NAME}` reference
        # begins (text:${other.secret}): composed from the reference, no secret written here.
        return None
    return (start, end, header) if end > start else None


def _comment_note_value(
    text: str, name_start: int, position: int, operator: str, strong: bool
) -> tuple[int, int, bool] | None:
    """The value at POSITION of a secret's note written as a whole-line comment (`# ca
    passphrase: VALUE`, govern/secrets/commentnotes.py), where the name at NAME_START says
    secret by itself (STRONG) and a colon (OPERATOR) gives it one drawn word."""
    if operator != ":" or not strong or not noted_in_comment(text, name_start):
        return None
    noted = _line_value(text, position)
    return (*noted, False) if noted is not None else None


# A generated token's characters (base64url's): an option's word has others (-XX:+Flag,
# -Dname=value, -o/path).
_TOKEN_CHARACTERS = re.compile(r"[A-Za-z0-9_-]+")


def _dashed_value(text: str, position: int) -> bool:
    """Whether the word at POSITION, after a secret's option and starting with one dash, is
    the option's value rather than the next option: a generated token may start with `-`
    (base64url's alphabet has it), and no tool has an option long and random like it."""
    if text.startswith("--", position):
        return False
    word = text[position + 1 : bare_end(text, position)]
    return _TOKEN_CHARACTERS.fullmatch(word) is not None and random_part(word)


def _parameter_default(text: str, name_end: int) -> tuple[int, int, bool] | None:
    """The value a shell's (or Compose's) parameter expansion whose name ends at NAME_END
    falls back to, `${NAME:-VALUE}`, `${NAME:=VALUE}` or `${NAME=VALUE}`: under a
    secret's name, the secret the script runs with when nothing else sets it. Only a plain
    word counts: a default that is itself a variable or an expansion is none."""
    default = _PARAMETER_DEFAULT.match(text, name_end)
    return (default.start("value"), default.end("value"), False) if default else None


def _header_option_before(text: str, name_start: int) -> bool:
    """Whether the name at NAME_START is a header's given to a header option (-H "NAME:VALUE",
    --header=NAME:VALUE, the swift client's -m "NAME:VALUE"), looked for just before it."""
    floor = max(0, name_start - _HEADER_OPTION_REACH)
    return _HEADER_OPTION.search(text, floor, name_start) is not None or (
        _META_OPTION.search(text, floor, name_start) is not None
        and _command_before(text, name_start, _META_COMMAND, _META_COMMAND_WORDS)
    )


def _past_name(text: str, name_start: int, name_end: int, quote: str) -> tuple[bool, int]:
    """Whether the name at NAME_START:NAME_END is quoted (QUOTE before it, and closing after
    it), and where what follows it starts (past its closing quote, or a lookup's `]`). A
    quoted name ("token": ..., os.environ['X_KEY'] = ...) may be escaped inside a JSON string
    (a notebook's code); a quote that does not close after the name opened a string the name
    is at the start of: a header or an assignment ("token=...", 'X-Auth: ...')."""
    escaped = name_start >= 2 and text[name_start - 2] == "\\"
    closing = ("\\" + quote if escaped else quote) if quote else ""
    quoted = bool(quote) and text.startswith(closing, name_end)
    after = name_end + len(closing) if quoted else name_end
    closed = text.startswith("]", after) or (
        text.startswith("}", after) and _hash_element(text, name_start - len(quote) - 1)
    )
    return quoted, after + 1 if closed else after


def _hash_element(text: str, opening: int) -> bool:
    """Whether the `{` at OPENING subscripts a Perl hash, as `[` does a list: `$Self->{DatabasePw}`
    (Znuny's and OTRS's Config.pm), `$conf{'password'}`. A `{` elsewhere opens a block, a
    format's field (`{password}`) or a shell's `${NAME}`, none of which the name's value follows."""
    return (
        opening > 0
        and text[opening] == "{"
        and _HASH_SUBSCRIPT.search(text, max(0, opening - _MAX_HASH_LEAD), opening) is not None
    )


def _directive_value(text: str, name_start: int, position: int) -> tuple[int, int, bool] | None:
    """The value of a directive's two quoted strings, the name's at NAME_START and the value's
    at POSITION, if the directive's word alone precedes them and the value ends the line."""
    if not _DIRECTIVE.fullmatch(text, name_line_start(text, name_start), name_start - 1):
        return None
    literal = quoted_value(text, position)
    if literal is None or not _DIRECTIVE_END.match(text, literal[1] + 1):
        return None
    return (*literal, False)


def _ldif_base64(text: str, name_start: int, position: int) -> tuple[int, int, bool] | None:
    """The value of LDIF's `NAME:: BASE64` line (RFC 2849) at POSITION, its `::`, if it holds a
    password in the clear (a scheme-tagged hash there is none)."""
    clear = base64_password(text, position) if _starts_line(text, name_start) else None
    return None if clear is None else (*clear, False)


# Command-line options that take NAME=VALUE as their argument (Helm's --set and --set-string,
# docker's -e, --env and --build-arg, kubectl's --from-literal; curl's form fields, -d, --data...
# and -F, --form), just before the name, which the shell may quote.
_KEY_VALUE_OPTION = re.compile(
    r"(?<![A-Za-z0-9_-])(--set|--set-string|-e|--env|--build-arg|--from-literal"
    r"|-d|--data|--data-raw|--data-binary|--data-urlencode|-F|--form|--form-string)"
    r"([ \t]+|=)[\"']?$"
)
_MAX_OPTION = 24
# An option's argument that is a list of settings, NAME=VALUE,NAME=VALUE... (BuildKit's and
# podman's `--secret id=NAME,env=VARIABLE|src=FILE`, docker's `--mount type=secret,id=NAME`):
# its names say where the secret comes from, so the argument holds none. One NAME=VALUE alone
# may be a password that holds `=` (--password t=...).
_OPTION_SETTINGS = re.compile(r"[\"']?[a-z][a-z0-9_-]{1,15}=[^\s=,\"']+,[a-z][a-z0-9_-]{1,15}=")


def _operator(text: str, position: int, name_start: int) -> str | None:
    """The operator at POSITION that gives the name at NAME_START its value, if one does."""
    for operator in _OPERATORS:
        if text.startswith(operator, position):
            following = text[position + len(operator) : position + len(operator) + 1]
            if operator == "=" and following == "=" and _option_argument(text, name_start):
                # --set NAME==VALUE: an option's NAME=VALUE argument compares nothing; its
                # value is all after the first `=`, one that begins with `=` too.
                return operator
            if operator == "=" and following in ("=", "~"):
                return None  # a comparison
            if operator == ":" and following in (":", "/", "="):
                return None  # a scope (a::b), a URL's scheme
            return operator
    return None


def _option_argument(text: str, name_start: int) -> bool:
    """Whether the name at NAME_START begins an option's NAME=VALUE argument (--set NAME=)."""
    return bool(_KEY_VALUE_OPTION.search(text, max(0, name_start - _MAX_OPTION), name_start))


def _line_value(text: str, position: int) -> tuple[int, int] | None:
    """The value at POSITION of a configuration line of a name and one value: `BINDPW VALUE`
    (ldap.conf), `rootpw VALUE`, `ENV API_TOKEN VALUE`. Prose ("Secret Management", "credential
    subsystem.") has no digit in its second word, nor letters whose cases change at random as a
    password drawn without digits has them (nslcd.conf's `bindpw UJPu%g.Srz-huN-v`), nor a
    symbol among letters of both cases (Mosquitto's `remote_password taqU!-EV-RWGcza`). FortiOS's
    `set psksecret ENC VALUE` says its value is reversibly encrypted, and so the secret."""
    form = _REVERSIBLE_FORM.match(text, position)
    value = _last_word(text, form.end() if form else position)
    if value is None:
        return None
    word = text[value[0] : value[1]]
    drawn = any(c.isdigit() for c in word) or cases_at_random(word) or punctuated_draw(word)
    return value if drawn else None


def _last_word(text: str, start: int) -> tuple[int, int] | None:
    """The word at START, if nothing but blanks (or a # comment) follows it on its line."""
    quoted = quoted_value(text, start)
    end = quoted[1] + 1 if quoted else bare_end(text, start)
    rest = _skip_blanks(text, end, 64)
    if rest < len(text) and text[rest] not in "\r\n#":
        return None
    if quoted:
        return quoted
    return (start, end) if end > start else None


def _first_argument(text: str, quote_at: int) -> bool:
    """Whether the quote at QUOTE_AT opens a call's first argument, setenv("NAME", ...), or its
    second after the mapping looked in, Julia's get(ENV, "NAME", DEFAULT): not an item of a
    list of words ("token", "key", ...)."""
    window = max(0, quote_at - 48)
    return (
        _MAPPING_FIRST.search(text, window, quote_at) is not None
        or _SECTION_FIRST.search(text, max(0, quote_at - 96), quote_at) is not None
    )


def _copy_before(text: str, name_start: int) -> str | None:
    """The C string copy whose destination starts at NAME_START (strcpy(NAME, ...)), if one
    does: the call's `(` looked for back within a bound, the copy's name just before it."""
    opening = text.rfind("(", max(0, name_start - _MAX_DESTINATION_LEAD), name_start)
    if opening < 1 or _DESTINATION_LEAD.fullmatch(text, opening + 1, name_start) is None:
        return None
    end = opening
    while end > 0 and text[end - 1] in " \t":
        end -= 1
    start = end
    while start > max(0, end - _MAX_COPY_NAME - 1) and text[start - 1] in _NAME_CHARS:
        start -= 1
    name = text[start:end]
    return name if name in _COPIES or name in _SIZED_COPIES else None


def _copy_source(text: str, name_start: int, position: int) -> int:
    """Where the source of the C string copy into the buffer named at NAME_START is, its
    destination read up to POSITION: after the buffer's size, where the copy takes one first;
    POSITION for any other call."""
    sized = _copy_before(text, name_start) in _SIZED_COPIES
    size = _COPY_SIZE.match(text, position) if sized else None
    return size.end() if size is not None else position


def _argv_option(text: str, name_start: int, comma: int) -> bool:
    """Whether the quoted option at NAME_START is an item of a list of quoted words opened on
    its line (a command's argv), and the item after its COMMA is a quoted value, not another
    option (argparse's add_argument("-p", "--password", "--pass") is no list)."""
    quote_at = name_start - 1
    line = name_line_start(text, quote_at)
    if _ARGV_BEFORE.search(text, max(line, quote_at - _MAX_ARGV_LEAD), quote_at) is None:
        return False
    value = _skip_blanks(text, comma + 1)
    return quoted_value(text, value) is not None and not text.startswith("-", value + 1)


# A command written as a YAML block list of its words (Compose's `command:` and `entrypoint:`,
# Kubernetes' `args:`): an option alone on its item's line (its quote, then the end of the line,
# a comment's at most), and the next item's line at the same indentation.
_BLOCK_ITEM_LEAD = re.compile(r"(?P<indent>[ \t]*)-[ \t]+[\"']?")
_BLOCK_ITEM_TAIL = re.compile(r"[\"']?[ \t]*(#[^\n]*)?\r?\n")
_BLOCK_ITEM_DASH = re.compile(r"-[ \t]+")


def _next_block_item(text: str, name_start: int, after: int) -> tuple[int, int] | None:
    """The value of the option at NAME_START (ending at AFTER) if it is an item of a YAML block
    list alone on its line: the next item, at the same indentation, that is no option and no
    mapping's key (`- name: x` starts an entry, not a word)."""
    line = name_line_start(text, name_start)
    lead = _BLOCK_ITEM_LEAD.fullmatch(text, line, name_start)
    tail = _BLOCK_ITEM_TAIL.match(text, after, after + LINE_WINDOW)
    if lead is None or tail is None:
        return None
    indent = lead["indent"]
    if not text.startswith(indent, tail.end()):
        return None
    dash = _BLOCK_ITEM_DASH.match(text, tail.end() + len(indent))
    if dash is None:
        return None
    position = dash.end()
    quoted = quoted_value(text, position)
    if quoted is not None:
        return quoted
    end = bare_end(text, position)
    if end <= position or text[end - 1] == ":" or text.startswith(": ", end):
        return None
    if text.startswith("-", position) and not _dashed_value(text, position):
        return None
    return position, end


def _pair_argument(text: str, name_start: int) -> bool:
    """Whether the quoted name at NAME_START follows a name/value pair of a call's arguments
    (MATLAB's weboptions('Username', 'u', 'Password', PW), R's and Java's varargs pairs): the
    name is the next pair's."""
    quote_at = name_start - 1
    return _PAIR_BEFORE.search(text, max(0, quote_at - 200), quote_at) is not None


# What precedes a Perl hash element's `{`: an arrow (`$Self->{`) or the hash's own `$name`
# (`$conf{`), looked for within a bound before it.
_HASH_SUBSCRIPT = re.compile(r"(?:->|\$\w+)\Z")
_MAX_HASH_LEAD = 64
# A statement calling a setter, up to the sigil of the variable it sets: Request Tracker's
# Set($Name, VALUE) (RT::Config; RT_SiteConfig.pm), first on its line or after a `;`. (A method's
# set($name, ...) on an object takes a key held in $name, not the variable.) Looked for within a
# bound before the sigil.
_SIGIL_SETTER = re.compile(r"(?m)(?:^|;)[ \t]*Set[ \t]*\([ \t]*\Z")
_MAX_SETTER = 32
# C's copy of a string into a buffer (a struct's member, `fa.secret_key`, `cfg->token`): the
# destination is the name, the source literal its value. strcpy, strncpy, strlcpy, stpcpy and
# memcpy take the source second; snprintf and the bounds-checked _s forms take the buffer's
# size first (`snprintf(key, sizeof key, "VALUE")`), an expression with no literal.
_COPIES = frozenset(
    {"strcpy", "strncpy", "strlcpy", "stpcpy", "stpncpy", "wcscpy", "wcsncpy", "memcpy"}
)
_SIZED_COPIES = frozenset({"snprintf", "strcpy_s", "strncpy_s", "wcscpy_s", "wcsncpy_s"})
# What stands between the copy's `(` and the destination's name: the struct it is a member of.
_DESTINATION_LEAD = re.compile(r"[ \t]*&?(?:[A-Za-z_][A-Za-z0-9_]*(?:->|\.|\[[0-9]{1,4}\]\.))*")
_MAX_DESTINATION_LEAD = 64
_MAX_COPY_NAME = 9
_COPY_SIZE = re.compile(r"[ \t]*(?:sizeof)?[ \t]*\(?[A-Za-z0-9_.>\[\] \t-]{1,64}\)?[ \t]*,")
# A setter of an INI-style file's option, called with the section first: Python configparser's
# `config.set("section", "option", VALUE)` (and the tools built on it), ini4j's `ini.put(SECTION,
# OPTION, VALUE)`. The option is the name, the third argument its value.
_SECTION_FIRST = re.compile(r"\.(?:set|put)[ \t]*\([ \t]*(['\"])[^'\"\n]{1,64}\1[ \t]*,[ \t]*\Z")
# A list's `[` and the quoted words before an item of it: a command's words as a list.
_ARGV_BEFORE = re.compile(r"\[[ \t]*(?:(['\"])[^'\"\n]{0,128}\1[ \t]*,[ \t]*)*\Z")
_MAX_ARGV_LEAD = 256
# A call's `(` or a `,`, a quoted name, a literal: the name/value pair before another name.
_PAIR_BEFORE = re.compile(
    r"[(,][ \t]*(['\"])[A-Za-z][A-Za-z0-9_-]{0,40}\1[ \t]*,[ \t]*(['\"])[^'\"\n]{0,128}\2"
    r"[ \t]*,[ \t]*(\.\.\.[ \t]*\r?\n[ \t]*)?\Z"
)
# What stands before a call's first argument, or before its second after a mapping's name.
# A parameter's declaration may give its name by keyword (Jenkins' `string(name: 'X', ...)`).
_MAPPING_FIRST = re.compile(
    r"\([ \t]*([A-Za-z_][A-Za-z0-9_.]{0,30}[ \t]*,[ \t]*|name[ \t]*[:=][ \t]*)?\Z"
)


def _starts_line(text: str, name_start: int) -> bool:
    return _LINE_LEAD.fullmatch(text, name_line_start(text, name_start), name_start) is not None


# A brace block written on one line (strongSwan's swanctl.conf and strongswan.conf:
# `servers { rad1 { address = ADDR  secret = VALUE } }`): the sections it opens, and the block's
# settings before the name, stand where a configuration line's start does. Bounded in how many
# sections and settings precede the name.
_BLOCK_LEAD = re.compile(
    r"[ \t]*(?:[A-Za-z0-9_.-]{1,64}[ \t]*\{[ \t]*){1,8}"
    r"(?:[A-Za-z0-9_.-]{1,64}[ \t]*=[ \t]*[^\s{}=\"'`]{1,128}[ \t]+){0,8}"
)


def _starts_block_setting(text: str, name_start: int) -> bool:
    """Whether the name at NAME_START is a setting of a brace block its line opens."""
    return _BLOCK_LEAD.fullmatch(text, name_line_start(text, name_start), name_start) is not None


def _command_before(
    text: str, name_start: int, command: re.Pattern[str], words: tuple[str, ...]
) -> bool:
    """Whether COMMAND (a pattern holding one of WORDS) occurs on the line before NAME_START."""
    start = max(name_line_start(text, name_start), name_start - _COMMAND_WINDOW)
    # Most lines hold none of the words: looking for them is cheaper than trying the pattern.
    for word in words:
        if text.find(word, start, name_start) >= 0:
            return command.search(text, start, name_start) is not None
    return False


def _skip_blanks(text: str, position: int, limit: int = 16) -> int:
    end = min(len(text), position + limit)
    while position < end and text[position] in " \t":
        position += 1
    return position


def _schemes_under(name: str, header: bool) -> tuple[bool, bool]:
    """Whether a value under NAME (HEADER: a header's) may start with an authorization scheme of
    any name, as an Authorization header's may; and whether it is a header's whose name says
    token (Commvault's `Authtoken: QSDK TOKEN`), where a word of letters may be one. An
    option's name is no header's (--allow-interactive-authorization=no)."""
    lowered = name.lower()
    if name.startswith("-"):
        return False, False
    return lowered.endswith("authorization"), header and lowered.endswith("token")


def after_scheme(
    text: str, start: int, end: int, any_scheme: bool, token_header: bool = False
) -> tuple[int, int, bool]:
    """The value START:END without an authorization scheme in front (`Bearer TOKEN` is TOKEN),
    and whether it had one. ANY_SCHEME: the name is an Authorization header's, where a scheme
    may have any name. TOKEN_HEADER: the name is a header's that says token, where a scheme is
    a word of letters (QSDK), and a credential must follow it: a token of letters and digits
    before a blank is the token. A bare value ends at the space after the scheme: then the
    credential is the next word."""
    if any_scheme:
        shape = _ANY_AUTH_SCHEME
    else:
        shape = _TOKEN_HEADER_SCHEME if token_header else _AUTH_SCHEME
    scheme = shape.match(text, start, end + 16)
    if scheme is None:
        return start, end, False
    rest = scheme.end()
    if token_header and bare_end(text, rest) <= rest:
        return start, end, False  # `X-Auth-Token: TOKEN "`: no credential after a scheme
    if _AUTH_PARAMETER.match(text, rest):
        return start, end, False
    if any_scheme and text[scheme.start() : scheme.start(1)].lower() not in _SIGNATURE_SCHEMES:
        variable_id = _VARIABLE_ID.match(text, rest, max(end, rest + _MAX_VARIABLE_ID))
        rest = variable_id.end() if variable_id else rest
    if rest < end:
        return rest, min(bare_end(text, rest), end), True
    return rest, bare_end(text, rest), True
