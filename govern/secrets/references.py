"""Where a secret is kept or how it is filled in, written in its place: a path or a key file's
name, a variable or a template's slot, a format string, a digest's notation, a secret's name
(smtp_password, a Kubernetes Secret's name), a manual page, a call that reads it. The value
points to the secret; the secret itself is elsewhere."""

from __future__ import annotations

import re

from govern.secrets.chance import cases_at_random, random_part
from govern.secrets.names import words

_DIGEST_PREFIX = re.compile(r"(?i)(sha1|sha256|sha384|sha512|md5)[:-]")
# A file name, possibly after a type prefix such as Kerberos' FILE: or DIR:, or after the id
# it is loaded as (systemd's LoadCredential=ID:PATH; SetCredential=ID:VALUE holds no path), or
# after the "@" that reads a value from a file (Bacula's `Password = "@/etc/bacula/x"`, curl's
# `-d @/path`).
# A systemd unit's specifiers stand for a folder (%d its credentials', %h the user's home, %t
# the runtime folder, %S the state folder): `Environment=KEY=%d/name` points to a file.
# A key's length: a path's component, or its letters joined, this long and random is a key's.
_MIN_RANDOM_COMPONENT = 20
_PATH_LIKE = re.compile(r"@?([A-Za-z][A-Za-z0-9_.-]{0,63}:)?(/|~/|\./|\.\./|%[A-Za-z]/)")
# Interpolation in a template or format string: f"{password}", "{db[password]}" (possibly cut
# short by a quote inside the braces).
_TEMPLATE = re.compile(r"\{[A-Za-z_][^{}]*(\}|$)")
# The brackets an expression between braces closes: it opened each first, as no value drawn at
# random with punctuation does more than by chance (Sentinel Hub's client secrets: `{hV)Q_…}`).
_CLOSING = {")": "(", "]": "["}
# A printf-style or str.format slot: the value is filled in at run time.
_FORMAT_SLOT = re.compile(r"%[-+ #0-9.]*[sdirfx]|\{[0-9]*\}")
# A Windows environment variable's reference, the whole value (`%DB_PASSWORD%`, as cmd.exe
# and a batch file expand it): where the secret is, not the secret; a name's letters do not
# change case at random, as a drawn password's between two `%` do (`%njEVqk088Wr2%`).
_WINDOWS_VARIABLE = re.compile(r"%[A-Za-z_][A-Za-z0-9_]{1,63}%")
# A Zabbix user macro, the whole value (`{$SNMP_AUTHPASS}`, with a context `{$PASS:"db1"}` or
# `{$PASS:regex:"^db"}`; Zabbix's "User macros"): Zabbix fills in the value the host or
# template defines under that name, so the macro is a reference, not the secret.
_ZABBIX_MACRO = re.compile(r"\{\$[A-Z0-9_.]{1,255}(?::[^{}\r\n]{1,255})?\}")
# A snake_case name with a secret's word in it (smtp_password, db_secret): the value names a
# secret kept elsewhere (Airflow's `*_secret` options, compose's `secrets:` lists).
_SECRET_NAME_VALUE = re.compile(r"(^|[^A-Za-z0-9])[a-z][a-z0-9]*(_[a-z0-9]+)+$")
# The same name in kebab case, as command-line options and YAML keys spell it, standing where
# its value goes (`curl -u client-id:client-password`, `--db-secret db-secret`): its last word
# says what it stands for. Only the last word counts, so a passphrase of random words that
# holds "key" inside one (monkey-river-stone) stays a secret.
_KEBAB_SECRET_NAME = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)+")
_KEBAB_SECRET_ENDINGS = frozenset(
    ("password", "passwd", "pass", "pwd", "secret", "token", "key", "apikey", "credential")
)
# A Kubernetes Secret's name under a chart's setting that names one (internalUsersSecret:
# search-internal-users, tlsSecret: web-tls): lower-case words joined by dashes, one of them a
# word of the setting's name, since a Secret is named for what it holds. A passphrase of random
# words (monkey-river-stone) shares none with the name it is kept under; one that happens to
# share one (admin-lantern-quartz-falcon under adminSecret) still has more words of its own than
# a Secret's name adds to the setting's (a release's, a component's: search-internal-users).
_OBJECT_NAME = re.compile(r"[a-z]+(?:-[a-z]+)+")
_OBJECT_KIND = "secret"
_MAX_OWN_WORDS = 2
# A variable or a build-time substitution inside a value: "$last_token", \"$x\", @PASSWORD@.
_INTERPOLATION = re.compile(r"(^|[\"'\\])\$\{?[A-Za-z_(]")
_AT_SLOT = re.compile(r"@[A-Za-z_][A-Za-z0-9_]*@")
# Characters a random value drawn with punctuation holds (Django's get_random_secret_key draws
# `!^*()` among its 50) and no text around an autoconf or CMake `@NAME@` slot does: with one,
# two `@` of the random draw only happen to enclose a name (…_x@kq7@9z&…).
_RANDOM_PUNCTUATION = frozenset("!^*()")
SECRET_WORDS = ("pass", "secret", "token", "key", "auth", "cred")
# A long random value that starts with "$" as one drawn from an alphabet with punctuation may
# (Django's get_random_secret_key): a name's letters then a character no variable reference
# has after its name in a value (a shell's, a template's, a Makefile's: `$HOME/x`, `$USER@host`,
# `${X:-y}`, `$(cmd)` all differ), with no space.
_DOLLAR_RANDOM = re.compile(r"\$[A-Za-z_][A-Za-z0-9_]*[&^*!#=+%][^\s]*")
_MIN_DOLLAR_RANDOM = 32
# A key's, certificate's or credentials file's name, relative or not (a service account's
# keys/sa.json under GOOGLE_APPLICATION_CREDENTIALS): the file holds the secret, its name is
# no secret.
_KEY_FILE_NAME = re.compile(
    r"[^\s=:]*\.(pem|key|p12|pfx|crt|cer|der|jks|keystore|ppk|asc|gpg|json|ya?ml|toml|txt)$",
    re.I,
)
# A few words that point to such a file (see client_secret.json, kept in ~/.ssh/deploy.key):
# where the secret is, written in its place.
_POINTS_TO_FILE = re.compile(r"(?:[A-Za-z]{2,12}[ \t]+){1,6}" + _KEY_FILE_NAME.pattern, re.I)
# A call in code (`lasair.lasair_client(token)`, `get_secret(name, region)`): a function's
# name, dotted or with an underscore, and names as its arguments. It says how a secret is given
# or read, not what it is; an argument that is a literal (a quoted string, a number) is not one.
_CALL_EXPRESSION = re.compile(
    r"[a-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*"
    r"\((?:[A-Za-z_][A-Za-z0-9_.]*(?:, ?[A-Za-z_][A-Za-z0-9_.]*)*)?\)"
)
# A manual page cited by its name and section (git-credential-store(1), crypttab(5),
# pam_unix(8)), as a note's reading list or a sentence cites one: a document, not a value. Its
# name is small letters; a sentence's punctuation may close it (a bare value ends at its ")").
MANUAL_PAGE = re.compile(r"[a-z][a-z0-9_.+-]{0,63}\([1-9n][a-z]{0,4}(\)[.,;:]?)?")
# Groups of digits joined by dashes, colons or spaces (licence keys, MathLM passwords).


def _calls_by_name(value: str) -> bool:
    """Whether VALUE, a call's shape, names its function as code does, dotted or with an
    underscore (a password such as `open(sesame)` has neither), and its arguments are names, not
    a key written bare."""
    function, _, arguments = value.partition("(")
    named = all(not random_part(a.strip()) for a in arguments.rstrip(")").split(","))
    return ("." in function or "_" in function) and named


def _balanced(slot: str) -> bool:
    """Whether SLOT, a template's slot, closes no bracket it did not open, as an expression
    (f"{db['password']}", "{cfg.get(name)}") never does; one cut short may leave some open."""
    opened: list[str] = []
    for char in slot:
        if char in "([":
            opened.append(char)
        elif char in _CLOSING and (not opened or opened.pop() != _CLOSING[char]):
            return False
    return True


def _is_path(value: str) -> bool:
    """Whether VALUE names a file: it starts like a path, and no component of it is a long
    string of mixed-case letters and digits, nor do its letters change case at random (a
    base64 key may start with a slash, and holds one in 64 of its characters; a file's name,
    private_key.pkcs7.pem, is in one case, a folder's in words)."""
    joined = value.replace("/", "")
    return (
        _PATH_LIKE.match(value) is not None
        and not (len(joined) >= _MIN_RANDOM_COMPONENT and cases_at_random(joined))
        and not any(
            len(part) >= _MIN_RANDOM_COMPONENT
            and any(c.isupper() for c in part)
            and any(c.islower() for c in part)
            and any(c.isdigit() for c in part)
            for part in value.split("/")
        )
    )


def names_secret_object(value: str, name: str) -> bool:
    """Whether VALUE, under NAME that ends in secret, is the name of the Kubernetes Secret that
    holds it: dashed lower-case words, one of them a word NAME has before secret."""
    parts = words(name)
    if parts[-1:] != [_OBJECT_KIND] or _OBJECT_NAME.fullmatch(value) is None:
        return False
    named = set(parts[:-1])
    own = [w for w in value.split("-") if w not in named]
    return len(own) < len(value.split("-")) and len(own) <= _MAX_OWN_WORDS


def reference(value: str, lowered: str, prefixes: tuple[str, ...]) -> bool:
    """Where a secret is, or how it is filled in: a path, a variable, a template slot, a
    digest's notation, a secret's name, a secret store's reference."""
    dollar_random = (
        value.startswith("$")
        and len(value) >= _MIN_DOLLAR_RANDOM
        and _DOLLAR_RANDOM.fullmatch(value) is not None
    )
    return (
        _DIGEST_PREFIX.match(value) is not None
        or any(_balanced(slot.group()) for slot in _TEMPLATE.finditer(value))
        or (_SECRET_NAME_VALUE.search(value) is not None and any(w in value for w in SECRET_WORDS))
        or (
            _KEBAB_SECRET_NAME.fullmatch(value) is not None
            and value.rsplit("-", 1)[1] in _KEBAB_SECRET_ENDINGS
        )
        or _INTERPOLATION.search(value[1:] if dollar_random else value) is not None
        or (_AT_SLOT.search(value) is not None and _RANDOM_PUNCTUATION.isdisjoint(value))
        or _is_path(value)
        or _KEY_FILE_NAME.fullmatch(value) is not None
        or _POINTS_TO_FILE.fullmatch(value) is not None
        or _FORMAT_SLOT.fullmatch(value) is not None
        or (_WINDOWS_VARIABLE.fullmatch(value) is not None and not cases_at_random(value))
        or _ZABBIX_MACRO.fullmatch(value) is not None
        or MANUAL_PAGE.fullmatch(value) is not None
        or (_CALL_EXPRESSION.fullmatch(value) is not None and _calls_by_name(value))
        or (value.startswith("$") and not dollar_random)
        or lowered.startswith(prefixes)
    )
