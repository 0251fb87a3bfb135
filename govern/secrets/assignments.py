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

from govern.secrets.apppasswords import app_password
from govern.secrets.ldif import base64_password
from govern.secrets.mdtables import column_cells
from govern.secrets.names import SecretNames, Strength, words
from govern.secrets.remarks import said_not_secret
from govern.secrets.sentences import names_another_thing, sentence_end_value

# A name: identifiers, dotted paths, dashed options and keys.
_NAME_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-")
_NAME_REST = re.compile(r"[A-Za-z0-9_.\-]*")
_MAX_NAME = 96
# Names are words (oauth2, s3, md5 and a few more digits): a run with more is random text.
_MAX_NAME_DIGITS = 4
_MAX_VALUE = 1024
# How far back a name's line is looked at (its start, what precedes the name on it).
_LINE_WINDOW = 512
# How far back a command is looked for before a NAME VALUE pair or an option.
_COMMAND_WINDOW = 160
_QUOTES = "\"'`"
# A name C's preprocessor defines, or a Stata macro's (`global NAME "VALUE"`, `local name
# "VALUE"`, abbreviated gl and loc: Stata's manual, [P] macro), before it on its line: the
# string after the name is its value, with no operator between.
_DEFINE = re.compile(r"[ \t]*(#[ \t]*define|global|gl|local|loc)[ \t]+")
# Make assigns with ?= (if unset) and ::= as well; Ruby's ||= and the ??= of JavaScript, C# and
# PHP assign where nothing is set yet, R's <<- in the enclosing environment.
_OPERATORS = ("::=", "||=", "??=", "?=", ":=", "<<-", "<-", "=>", "=", ":")
# A bare value ends at a space, a quote, or a character that ends a shell word or a list item.
_BARE_END = frozenset(" \t\r\n\"'`;&|(),<>{}[]\\")
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
# `netlify env:set NAME VALUE`, `railway variables set NAME VALUE`.
_PAIR_COMMAND = re.compile(
    r"(?m)(^|[\s;&|`])(git[ \t]+config|(config(ure)?|secrets?|remote|credentials?|env|"
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
# A line of text that a label starts and one value ends: what a command printed and someone
# saved ("Unseal Key 1: VALUE", "Initial Root Token: VALUE", "Your API key is VALUE.", a CLI's
# aligned "Secret ID    = VALUE"). The label is a few words (the secret's among them), then a
# colon, "is" or an aligned `=`; a log line's time stamp or [prefix] and level, the marker a
# tool prints (`->`, `*`), or earlier sentences of a note may come first, and a remark in
# parentheses may end it. The value may stand alone on the next line instead, after at most
# one blank line, indented or after a marker ("Please use the following password to
# proceed:", Elasticsearch's "Password for the elastic user (reset with ...):"). A word of
# the label may be a number after a number sign ("Key of printer #2:", "node #14 password:").
_LABELLED = re.compile(
    r"[ \t]*(\[[^\]\n]{1,80}\][ \t]*"
    r"|[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9:.,]{5,15}(Z|[+-][0-9:]{2,5})?[ \t]+)?"
    r"((INFO|NOTICE|WARN|WARNING|DEBUG)[ \t:]+)?((-?>|[-*])[ \t]+)?"
    r"([^\n]{0,200}?[.!?][ \t]+)?"
    r"(?P<label>[A-Za-z][\w()'/-]*( #?[\w()'/-]+){0,15}?)([ \t]*\([^()\n]{1,160}\))?"
    r"(?P<end>[ \t]*:| is:?|[ \t]+=)"
    r"([ \t]+|[ \t]*\r?\n([ \t]*\r?\n)?[ \t]*(-?>[ \t]+)?)"
    r"(?P<value>[^\s\[{(<][^\s]*)[ \t]*\r?(\n|$)"
)
# A row of a table a CLI printed (openstack's `| secret | VALUE |`, a box drawn with `│`): a
# label's cell, then one value alone in the next.
_TABLE_ROW = re.compile(
    r"[ \t]*[|\u2502\u2503][ \t]*(?P<label>[A-Za-z][\w.-]*( [\w.-]+){0,5})"
    r"(?P<end>[ \t]*[|\u2502\u2503])[ \t]*(?P<value>[^\s|\u2502\u2503]+)[ \t]*[|\u2502\u2503]"
)
# In prose, the value set as code right after a secret's word ("password `VALUE`", "the token
# is `VALUE`", "passphrase: `VALUE`"): Markdown's way of marking what to type. A paragraph or a
# list item wrapped between the two ("server token\n  `VALUE` (...)") still joins them.
_CODE_SPAN_AFTER = re.compile(
    r"([ \t]+(is|was)([ \t]+now|[ \t]+still)?:?|[ \t]*:)?(?:[ \t]+|[ \t]*\r?\n[ \t]*)"
    r"`(?P<value>[^`\s]{1,256})`"
)
# In a sentence, the value said to be a secret's with more text after it ("the BMC password is
# now VALUE on every tray", "the password is VALUE (the old one...)"), or given right after the
# secret's word, with a colon or nothing between, where a label does not start the line
# ("local user `ops`, password: VALUE", "user ops, password VALUE (rotated each term)"): no
# path, variable or template, and not ending in the sentence's punctuation. The value must mix
# letters and digits (see _PROSE_VALUE), which the words of a sentence do not. A word given a
# value (`scontrol token lifespan=3600`, `... token ttl=1h`) is a command's setting after the
# secret's word, not the secret.
_SAID_IS = re.compile(
    r"([ \t]+(is|was)([ \t]+now|[ \t]+still)?:?|[ \t]*:|)[ \t]+"
    r"(?![A-Za-z_][A-Za-z0-9_.-]{0,64}=[^=\s])"
    r"(?P<value>[^\s`\"'<>/$~{(\[][^\s`\"'<>]{4,126}[^\s`\"'<>.,;:)\]])(?=[\s.,;:)]|$)"
)
# In prose, the value a clause about a secret introduces at its end, with a colon or "is", as
# code: a code span later on its line or first on the next ("the node password set then, for
# the ticket: `VALUE`", "the password was typed in by hand:\n`VALUE` (rotate it)"), or an
# indented code block after a blank line, the value alone on its line ("the cloud token for the
# API calls is\n\n    VALUE"), or the value alone at the start of the next line, where nothing
# or a remark follows it ("an API token, valid till March:\nVALUE", "the current BMC password
# is\nVALUE — same on all trays"). The clause goes on without a sentence's end or another code
# span, for a bounded stretch; or the secret's word ends its line ("credential\n  VALUE"). Files
# are read as latin-1: a dash written in UTF-8 (en, em) is three characters.
_INTRODUCED = re.compile(
    r"(?:[^.\n`:;!?<>]{0,96}?(?::|[ \t]is|[ \t]was)[ \t]*"
    r"(?:(?:\r?\n[ \t]*)?`(?P<value>[^`\s]{1,256})`"
    r"|\r?\n[ \t]*\r?\n(?:    |\t)[ \t]*(?P<block>[^`\s]{1,256})[ \t]*(?:\r?\n|$))"
    r"|(?:[^.\n`:;!?<>]{0,96}?(?::|[ \t]is|[ \t]was)|)[ \t]*\r?\n[ \t]*(?:[-*>][ \t]+)?"
    r"(?P<bare>[^\s`\"'<>/$~{(\[*#|][^\s`\"'<>]{4,126}[^\s`\"'<>.,;:)\]])"
    r"(?=[.,;]?[ \t]*(?:\r?\n|$)|[ \t]+(?:\(|--?[ \t]|\u00e2\u0080[\u0093\u0094])))"
)
_HEX_DIGITS = re.compile(r"[0-9a-fA-F]+")
# How far back, and how many, words before a secret's word in prose qualify it.
_WORDS_BEFORE = 40
_PROSE_WORD = re.compile(r"[A-Za-z][\w-]*")
# What ends a clause of prose before a secret's word: its words are not that secret's.
_CLAUSE_END = re.compile(r"[;().,:]")
_PROSE_VALUE = re.compile(r"(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9]).+")
_MAX_LABEL = 200
# A label's words after one of these say whom or what the secret is for, not what it is
# ("Generated password for alice").
_LABEL_TAIL = re.compile(r" (for|of|to|on|at|in|from|with) ")
# HTTP authorization schemes: the credential is the word after them.
_AUTH_SCHEME = re.compile(r"(?i)(bearer|basic|token|bot|digest|apikey|sso-key)[ \t]+")
# Under an Authorization header's name, a scheme of any name (api-key, SSWS, GenieKey, Splunk,
# Key, DSN...) and a blank, or a scheme, an id and `=` (Proxmox's PVEAPIToken=USER@REALM!ID=).
_ANY_AUTH_SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{0,30}([ \t]+|=[^\s\"'`=]{1,128}=)")
# After a scheme, parameters (RFC 7235's auth-params: Digest's username=, AWS Signature V4's
# Credential=) sign or describe one request: no credential of its own. Base64 ends in = or ==.
_AUTH_PARAMETER = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*=([^=\s,\"'})\]]|[\"'][^\s\"',;)}\]])")
# A call that may wrap a literal (`base64.b64decode(`, `String::from(`, Go's `[]byte(`): its
# name, after at most a few qualifiers, and its `(`.
_WRAPPED = re.compile(
    r"(\[\])?([A-Za-z_][A-Za-z0-9_]{0,30}(\.|::)){0,3}(?P<call>[A-Za-z_][A-Za-z0-9_]{0,30})"
    r"[ \t]*\([ \t]*"
)
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


def candidates(
    text: str,
    anchors: Iterable[int],
    code: bool,
    names: SecretNames,
    labels: bool = False,
) -> Iterator[Candidate]:
    """The values written under the names that contain the ANCHORS (positions of secret words)
    and that NAMES says may be secret. CODE: TEXT is source code, where a bare word after `=`
    is a variable, not a value. A credential after an authorization scheme (`Bearer`) is a
    secret whatever its name. LABELS: TEXT is text (notes, logs, saved output), where a line
    `LABEL: VALUE` gives a value under a label of a few words."""
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
        strength = names.strength(name)
        if strength is Strength.NONE and text[name_start - 1 : name_start] in ("?", "&"):
            strength = names.query_strength(name)  # a URL's ?sig=, &appid=
        if strength is Strength.NONE or _logged_session(text, name, name_start):
            continue
        if labels and (column := _column(text, name, strength, name_start, name_end)):
            yield from column  # a table's column: | user | password |
            continue
        found = _value_of(
            text, name_start, name_end, code, strength is Strength.STRONG, names.value_wrappers
        )
        if found is None and labels:
            labelled = _text_value(text, name_start, name_end, names)
            if labelled is None:
                continue
            name, strength, (label_start, label_end) = labelled
            found = label_start, label_end, False
        if found is not None:
            value_start, value_end, header = found
            # A header's name, not an option's (--allow-interactive-authorization=no).
            any_scheme = name.lower().endswith("authorization") and not name.startswith("-")
            start, end, schemed = after_scheme(text, value_start, value_end, any_scheme)
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


# A name that says only that its value is a session's (session, session_id, sessionId): what a
# log record names a session by. Its token or secret has its own name (session_token).
_SESSION_WORDS = (("session",), ("session", "id"), ("sessionid",))
# A log record's time of day (03:00:01, 14:22:09.512), before the name on its line.
_TIME_OF_DAY = re.compile(r"(?<![0-9])[0-2][0-9]:[0-5][0-9]:[0-5][0-9](?![0-9])")
# How far into its line a log record's time may be (after a date, a host, a bracketed prefix).
_LOG_PREFIX = 64


def _logged_session(text: str, name: str, name_start: int) -> bool:
    """Whether NAME at NAME_START names a session (see _SESSION_WORDS) in a log record, a line
    that a time of day starts: the record says which session an event was in, which the server
    tells from others by the id it logs; the session's own token is logged under its own name.
    A URL's ?sessionId= is the logged-in session, and is read as a URL's."""
    if tuple(words(name)) not in _SESSION_WORDS or text[name_start - 1 : name_start] in "?&":
        return False
    first = line_start(text, name_start)
    return _TIME_OF_DAY.search(text, first, min(name_start, first + _LOG_PREFIX)) is not None


def _text_value(
    text: str, name_start: int, name_end: int, names: SecretNames
) -> tuple[str, Strength, tuple[int, int]] | None:
    """The label or the prose's words that name the secret word at NAME_START:NAME_END, their
    strength and the value they give in text (notes, logs, saved output), if they give one:
    a `LABEL: VALUE` line, a code span or a value a sentence says is the secret's, or the value
    that ends the sentence."""
    labelled = _labelled_value(text, name_start, name_end)
    in_prose = labelled is None
    if in_prose:
        labelled = _code_span_after(text, name_start, name_end)
    if labelled is None and in_prose:
        labelled = _sentence_end_after(text, name_start, name_end)
        in_prose = False  # its value has a token's shape already (see sentences.py)
    if labelled is None:
        return None
    name, (start, end) = labelled
    strength = names.strength(name)
    if (
        strength is Strength.NONE
        or (
            strength is Strength.WEAK
            and not name.lower().endswith("key")
            and _hex_beside(text, name_end, start, end)
        )
        # The label's or the sentence's own words (a qualified name: "not secret") may say so.
        or said_not_secret(name + text[name_end:start])
    ):
        return None
    if (
        in_prose
        and _PROSE_VALUE.fullmatch(text, start, end) is None
        and not app_password(name, text[start:end])
    ):
        # Prose sets names, formats and commands as code as often as values: a value there
        # mixes letters and digits, or is an app password's letters.
        return None
    return name, strength, (start, end)


def _name_span(text: str, anchor: int) -> tuple[int, int] | None:
    start = anchor
    floor = max(0, anchor - _MAX_NAME)
    while start > floor and text[start - 1] in _NAME_CHARS:
        start -= 1
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


def _column(
    text: str, name: str, strength: Strength, name_start: int, name_end: int
) -> list[Candidate]:
    """The values in the Markdown table column the name at NAME_START:NAME_END heads, if it
    heads one."""
    if text.rfind("|", max(0, name_start - _LINE_WINDOW), name_start) < 0:
        return []
    return [Candidate(name, strength, *cell) for cell in column_cells(text, name_start, name_end)]


def line_start(text: str, position: int) -> int:
    """Where POSITION's line starts, looked for back to a bound (on a longer line, the bound)."""
    floor = max(0, position - _LINE_WINDOW)
    return text.rfind("\n", floor, position) + 1 or floor


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
        value_end = text.find("<", name_end + 1, name_end + 1 + _MAX_VALUE)
        return (name_end + 1, value_end, False) if value_end > name_end + 1 else None
    if before == "{" and text.startswith("$", name_start - 2):
        return _parameter_default(text, name_end)
    quote = before if before in _QUOTES else ""
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
    elif quoted and spaced and not code and text.startswith(('"', "'"), position):
        # device-property "S3_SECRET_KEY" "VALUE": nothing else counts after a quoted name.
        return _directive_value(text, name_start, position)
    elif (
        quoted
        and text.startswith(",", position)
        and (_first_argument(text, name_start - 1) or (strong and _pair_argument(text, name_start)))
    ):
        # setenv("NAME", "VALUE"); weboptions('Username', 'u', 'Password', 'VALUE')
        operator, position = ",", position + 1
    elif (
        before == "$"
        and text.startswith(",", position)
        and _SIGIL_SETTER.search(text, max(0, name_start - 1 - _MAX_SETTER), name_start - 1)
    ):
        # Set($DatabasePassword, 'VALUE'): a setter given the variable itself, by its sigil
        # (Request Tracker's RT_SiteConfig.pm, RT::Config's Set).
        operator, position = ",", position + 1
    elif (
        spaced
        and code
        and text.startswith(('"', "'"), position)
        and _DEFINE.fullmatch(text, line_start(text, name_start), name_start - len(quote))
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
        # `BINDPW VALUE` (ldap.conf), `rootpw VALUE`, `ENV API_TOKEN VALUE`: a configuration
        # line of a name and one value. Prose ("Secret Management", "credential subsystem.")
        # has no digit in its second word.
        value = _last_word(text, position)
        if value is None or not any(c.isdigit() for c in text[value[0] : value[1]]):
            return None
        return (*value, False)
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
    if operator == " " and text.startswith("-", position):
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
            text, line_start(text, name_start), name_start
        )
        if not (inside and syntax_says_value):
            return None
    elif not syntax_says_value and (quoted or not _starts_line(text, name_start)):
        # Otherwise `name = value` and `name: value` take a bare value on a configuration
        # line the name starts.
        return None
    start, end = position, _bare_end(text, position)
    if text.startswith("(", end):
        return None  # a call: getpass(), Sys.getenv("X")
    return (start, end, header) if end > start else None


def _parameter_default(text: str, name_end: int) -> tuple[int, int, bool] | None:
    """The value a shell's (or Compose's) parameter expansion whose name ends at NAME_END
    falls back to, `${NAME:-VALUE}`, `${NAME:=VALUE}` or `${NAME=VALUE}`: under a
    secret's name, the secret the script runs with when nothing else sets it. Only a plain
    word counts: a default that is itself a variable or an expansion is none."""
    default = _PARAMETER_DEFAULT.match(text, name_end)
    return (default.start("value"), default.end("value"), False) if default else None


def _header_option_before(text: str, name_start: int) -> bool:
    """Whether the name at NAME_START is a header's given to a header option (-H "NAME:VALUE",
    --header=NAME:VALUE), looked for just before it."""
    floor = max(0, name_start - _HEADER_OPTION_REACH)
    return _HEADER_OPTION.search(text, floor, name_start) is not None


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
    return quoted, after + 1 if text.startswith("]", after) else after


def _directive_value(text: str, name_start: int, position: int) -> tuple[int, int, bool] | None:
    """The value of a directive's two quoted strings, the name's at NAME_START and the value's
    at POSITION, if the directive's word alone precedes them and the value ends the line."""
    if not _DIRECTIVE.fullmatch(text, line_start(text, name_start), name_start - 1):
        return None
    literal = quoted_value(text, position)
    if literal is None or not _DIRECTIVE_END.match(text, literal[1] + 1):
        return None
    return (*literal, False)


def _labelled_value(
    text: str, name_start: int, name_end: int
) -> tuple[str, tuple[int, int]] | None:
    """The label and the value of a `LABEL: VALUE` line of text whose label holds the name at
    NAME_START:NAME_END, if the line is one: the label starts it (after a log line's prefix)
    and the value ends it, or stands alone on the next line."""
    begins = line_start(text, name_start)
    if name_start - begins > _MAX_LABEL:
        return None
    labelled = _LABELLED.match(text, begins, name_end + _MAX_LABEL + _MAX_VALUE) or (
        _TABLE_ROW.match(text, begins, name_end + _MAX_LABEL + _MAX_VALUE)
    )
    if labelled is None or not labelled.start("label") <= name_start < labelled.end("label"):
        return None
    label = _LABEL_TAIL.split(labelled["label"], maxsplit=1)[0]
    start, end = labelled.span("value")
    if "is" in labelled["end"] and text.startswith(".", end - 1):
        end -= 1  # the end of the sentence
    quoted = quoted_value(text, start)
    if quoted is not None and quoted[1] == end - 1:
        start, end = quoted
    return label, (start, end)


# How far after a secret's word a clause may run before its value (_INTRODUCED's bound, and the
# line break and indent before a code block).
_CLAUSE_REACH = 96 + 16


def _may_introduce(text: str, position: int) -> bool:
    """Whether a code span or a line break is near enough after POSITION for a clause there to
    introduce a value: two bounded searches, so that text full of secret words but no code
    costs no regex run at each of them."""
    reach = position + _CLAUSE_REACH
    return text.find("`", position, reach) >= 0 or text.find("\n", position, reach) >= 0


def _code_span_after(
    text: str, name_start: int, name_end: int
) -> tuple[str, tuple[int, int]] | None:
    """The name at NAME_START:NAME_END and the code span, or the value a sentence says is its,
    that follows it in prose, if one does (see _CODE_SPAN_AFTER, _SAID_IS and _INTRODUCED)."""
    span = _CODE_SPAN_AFTER.match(text, name_end) or _SAID_IS.match(text, name_end)
    value_group = "value"
    if span is None:
        span = _INTRODUCED.match(text, name_end) if _may_introduce(text, name_end) else None
        if span is None:
            return None
        value_group = next(group for group in ("value", "block", "bare") if span[group] is not None)
        if names_another_thing(text[name_end : span.start(value_group)]):
            return None
    return _qualified(text, name_start, name_end), span.span(value_group)


def _hex_beside(text: str, name_end: int, start: int, end: int) -> bool:
    """Whether the value at START:END is hex digits set right after the word ending at NAME_END,
    with blanks alone between: prose and logs name a thing by its id that way ("session 7f3a…
    checkpoint written"), where a word that may name a secret would be followed by a colon or
    "is" to give its value. (Not after a key: hex there of a key's size is the key; a GPG key's
    id, 8 or 16 digits, is too short to be taken anyway.)"""
    return (
        start > name_end
        and not text[name_end:start].strip(" \t")
        and _HEX_DIGITS.fullmatch(text, start, end) is not None
    )


def _sentence_end_after(
    text: str, name_start: int, name_end: int
) -> tuple[str, tuple[int, int]] | None:
    """The name at NAME_START:NAME_END and the value that ends its sentence, perhaps lines
    later in a note (see sentences.py)."""
    value = sentence_end_value(text, name_end)
    return None if value is None else (_qualified(text, name_start, name_end), value)


def _qualified(text: str, name_start: int, name_end: int) -> str:
    """The name at NAME_START:NAME_END in prose with the words before it that say whose or what
    it is (a public key, an API key), in its own clause: "client id `…` (public); secret VALUE"
    says nothing of the secret. A name first on its line may be qualified at the end of the line
    before, which its sentence wraps from ("the API\nkey for downloads is …")."""
    first = line_start(text, name_start)
    before = text[max(first, name_start - _WORDS_BEFORE) : name_start]
    if not before.strip(" \t") and first > 0:
        above = text[max(line_start(text, first - 1), first - 1 - _WORDS_BEFORE) : first - 1]
        if above.strip() and not above.rstrip().endswith((".", "!", "?", ":", ";")):
            before = above
    before = _CLAUSE_END.split(before)[-1]
    qualifiers = _PROSE_WORD.findall(before)[-2:]
    return " ".join((*qualifiers, text[name_start:name_end]))


def _ldif_base64(text: str, name_start: int, position: int) -> tuple[int, int, bool] | None:
    """The value of LDIF's `NAME:: BASE64` line (RFC 2849) at POSITION, its `::`, if it holds a
    password in the clear (a scheme-tagged hash there is none)."""
    clear = base64_password(text, position) if _starts_line(text, name_start) else None
    return None if clear is None else (*clear, False)


# Command-line options that take NAME=VALUE as their argument (Helm's --set and --set-string,
# docker's -e, --env and --build-arg, kubectl's --from-literal), just before the name.
_KEY_VALUE_OPTION = re.compile(
    r"(?<![A-Za-z0-9_-])(--set|--set-string|-e|--env|--build-arg|--from-literal)([ \t]+|=)$"
)
_MAX_OPTION = 24
# An option's argument that is a list of settings, NAME=VALUE,NAME=VALUE... (BuildKit's and
# podman's `--secret id=NAME,env=VARIABLE|src=FILE`, docker's `--mount type=secret,id=NAME`):
# its names say where the secret comes from, so the argument holds none. One NAME=VALUE alone
# may be a password that holds `=` (--password t=...).
_OPTION_SETTINGS = re.compile(r"[\"']?[a-z][a-z0-9_-]{1,15}=[^\s=,\"']+,[a-z][a-z0-9_-]{1,15}=")
# Perl's quote-like operators' brackets, opening to closing (perlop, "Quote and Quote-like
# Operators"): q{} quotes as '' does, qq{} as "" does.
_PERL_BRACKETS = {"{": "}", "(": ")", "[": "]", "<": ">"}


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


def _last_word(text: str, start: int) -> tuple[int, int] | None:
    """The word at START, if nothing but blanks (or a # comment) follows it on its line."""
    quoted = quoted_value(text, start)
    end = quoted[1] + 1 if quoted else _bare_end(text, start)
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


def _pair_argument(text: str, name_start: int) -> bool:
    """Whether the quoted name at NAME_START follows a name/value pair of a call's arguments
    (MATLAB's weboptions('Username', 'u', 'Password', PW), R's and Java's varargs pairs): the
    name is the next pair's."""
    quote_at = name_start - 1
    return _PAIR_BEFORE.search(text, max(0, quote_at - 200), quote_at) is not None


# A statement calling a setter, up to the sigil of the variable it sets: Request Tracker's
# Set($Name, VALUE) (RT::Config; RT_SiteConfig.pm), first on its line or after a `;`. (A method's
# set($name, ...) on an object takes a key held in $name, not the variable.) Looked for within a
# bound before the sigil.
_SIGIL_SETTER = re.compile(r"(?m)(?:^|;)[ \t]*Set[ \t]*\([ \t]*\Z")
_MAX_SETTER = 32
# A setter of an INI-style file's option, called with the section first: Python configparser's
# `config.set("section", "option", VALUE)` (and the tools built on it), ini4j's `ini.put(SECTION,
# OPTION, VALUE)`. The option is the name, the third argument its value.
_SECTION_FIRST = re.compile(r"\.(?:set|put)[ \t]*\([ \t]*(['\"])[^'\"\n]{1,64}\1[ \t]*,[ \t]*\Z")
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
    return _LINE_LEAD.fullmatch(text, line_start(text, name_start), name_start) is not None


def _command_before(
    text: str, name_start: int, command: re.Pattern[str], words: tuple[str, ...]
) -> bool:
    """Whether COMMAND (a pattern holding one of WORDS) occurs on the line before NAME_START."""
    start = max(line_start(text, name_start), name_start - _COMMAND_WINDOW)
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


def inside_string(text: str, line_start: int, position: int) -> bool:
    """Whether POSITION is inside a quoted string of its line (by counting quotes)."""
    before = text[line_start:position].replace('\\"', "").replace("\\'", "")
    return before.count('"') % 2 == 1 or before.count("'") % 2 == 1


def quoted_value(text: str, position: int) -> tuple[int, int] | None:
    """The inside of a literal that starts at POSITION: "...", '...', `...`, an escaped \\"...\\"
    (code inside a JSON string), with Python's string prefixes (r"...", b'...'), or Perl's
    quoting by brackets (q{...}, qq(...), q[...])."""
    if text.startswith("q", position):
        return _perl_quoted(text, position)
    at = position
    while at < position + 2 and text[at : at + 1] in ("r", "b", "u", "f"):
        at += 1
    escaped = text.startswith("\\", at) and text[at + 1 : at + 2] in ("'", '"')
    opening = text[at + 1 : at + 2] if escaped else text[at : at + 1]
    if not opening or opening not in _QUOTES:
        return None
    start = at + (2 if escaped else 1)
    end = _quoted_end(text, start, opening, escaped)
    return None if end is None else (start, end)


def _perl_quoted(text: str, position: int) -> tuple[int, int] | None:
    """The inside of Perl's q{...} or qq{...} at POSITION (or with (), [] or <>): a literal
    that needs no escape for the quotes it holds. One holding a quote is left alone: a call
    to a function named q (q("...")) is no such literal."""
    at = position + (2 if text.startswith("qq", position) else 1)
    closing = _PERL_BRACKETS.get(text[at : at + 1])
    if closing is None:
        return None
    # Its closing bracket is found at once (a line of brackets left open is not read along for
    # each); one with a newline, a quote, an escape or its opening bracket before it is left.
    end = text.find(closing, at + 1, min(len(text), at + 1 + _MAX_VALUE))
    if end < 0 or any(c in text[at + 1 : end] for c in (*_QUOTES, "\n", "\\", text[at])):
        return None
    return at + 1, end


def _quoted_end(text: str, start: int, quote: str, escaped: bool) -> int | None:
    """Where the literal opened just before START ends (the index of its closing quote)."""
    limit = min(len(text), start + _MAX_VALUE)
    closing = "\\" + quote if escaped else quote
    position = start
    while position < limit:
        char = text[position]
        if char == "\n":
            return None
        if text.startswith(closing, position):
            return position
        position += 2 if char == "\\" and not escaped else 1
    return None


def _bare_end(text: str, start: int) -> int:
    limit = min(len(text), start + _MAX_VALUE)
    end = start
    while end < limit and text[end] not in _BARE_END:
        end += 1
    return end


def after_scheme(text: str, start: int, end: int, any_scheme: bool) -> tuple[int, int, bool]:
    """The value START:END without an authorization scheme in front (`Bearer TOKEN` is TOKEN),
    and whether it had one. ANY_SCHEME: the name is an Authorization header's, where a scheme
    may have any name. A bare value ends at the space after the scheme: then the credential is
    the next word."""
    scheme = (_ANY_AUTH_SCHEME if any_scheme else _AUTH_SCHEME).match(text, start, end + 16)
    if scheme is None:
        return start, end, False
    rest = scheme.end()
    if _AUTH_PARAMETER.match(text, rest):
        return start, end, False
    if rest < end:
        return rest, min(_bare_end(text, rest), end), True
    return rest, _bare_end(text, rest), True
