"""Files that hold one bare token and nothing else: Vault's ~/.vault-token, iRODS' scrambled
password ~/.irods/.irodsA, Hugging Face's ~/.cache/huggingface/token, WireGuard's privatekey;
and files whose whole content is the secret, whatever bytes it holds (MySQL's obfuscated
.mylogin.cnf)."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Field, lines

# Longer than any of these tokens: a longer line is not one.
_MAX_TOKEN = 8192
# A byte order mark an editor on Windows writes first (decoded, or read as latin-1): the
# editor's, not the token's.
_BYTE_ORDER_MARKS = ("\ufeff", "\xef\xbb\xbf")


# A cipher's key written in hex (128, 192 or 256 bits, or a key pair's 512) as a key file's first
# line, and the line that may describe it after: stenc's key file (`stenc --genkey`) holds the
# tape drive's key in hex, then its key descriptor, free text.
_HEX_KEY_LINE = re.compile(r"(?:[0-9a-fA-F]{32}|[0-9a-fA-F]{48}|[0-9a-fA-F]{64}|[0-9a-fA-F]{128})")
_DESCRIPTOR_LINE = re.compile(r"[^\n]{1,256}")
# A line that calls the hex a digest (a checksum's file): what it names is hashed, not keyed.
_DIGEST_NOTE = re.compile(r"(?i)\b(?:md5|sha-?(?:1|224|256|384|512)|checksum|digest|hash)\b")


def parse_token(text: str) -> list[Field]:
    """The token: the file's one line, without surrounding space. A file of several lines, or a
    line with spaces in it, is not a bare token file, except a key in hex followed by one line
    that describes it."""
    start, end = _after_byte_order_mark(text), len(text)
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start == end or end - start > _MAX_TOKEN:
        return []
    if any(c.isspace() for c in text[start:end]):
        return _described_hex_key(text, start, end)
    return [Field("token", start, end)]


def _after_byte_order_mark(text: str) -> int:
    """Where TEXT's content starts: after a byte order mark, if it opens with one."""
    return next((len(mark) for mark in _BYTE_ORDER_MARKS if text.startswith(mark)), 0)


def _described_hex_key(text: str, start: int, end: int) -> list[Field]:
    """The key of TEXT[START:END], a file's content, if it is a key in hex on its first line
    and one line of description after it; nothing otherwise."""
    newline = text.find("\n", start, end)
    if newline < 0:
        return []
    key_end = newline
    while key_end > start and text[key_end - 1] in " \t\r":
        key_end -= 1
    description = text[newline + 1 : end].strip()
    if (
        _HEX_KEY_LINE.fullmatch(text, start, key_end)
        and _DESCRIPTOR_LINE.fullmatch(description)
        and _DIGEST_NOTE.search(description) is None
    ):
        return [Field("token", start, key_end)]
    return []


# A file of more value lines than this is a list or a document, not a secret file.
_MAX_LINES = 4
_MAX_LINE = 1024
# A line that sets a name (user=alice, password: x, alice:$apr1$...): a file of settings or of
# user:hash records, which the rules for those formats read; a URL is a value.
_SETTING = re.compile(r"[A-Za-z_][A-Za-z0-9_.-]{0,63}[ \t]*[=:](?!//)[ \t]*[^=\s]")
# A login file's one line, USER:SECRET, as Jenkins CLI reads the file `-auth @FILE` names (the
# user's name, a colon and the API token or password, no blank between, as curl's -u takes the
# pair): its secret is after the colon. A setting (`name: value`) has a blank after its colon, a
# URL `//`, a path's drive one letter, a passwd or group line more fields.
# The user's name may be one letter; the secret may hold one colon of its own (a password's
# symbol), not a field of digits either side (a time, a host's port and a database).
_LOGIN_LINE = re.compile(
    r"[A-Za-z][A-Za-z0-9._@-]{0,63}:(?![^\s:]*:[0-9]+$|[0-9]+:)"
    r"(?P<secret>[^\s:/][^\s:]*(?::[^\s:/][^\s:]*)?)"
)
# A password's MD5 in hex, as a table of users' logins may keep it.
_PASSWORD_MD5 = re.compile(r"[0-9a-f]{32}")
# What follows a word and a colon that is no secret: a version or an image's tag (3.11-slim,
# v2.3.1-rc4), an address (git@host), a path in a store (secret/data/beegfs#connauth).
_LOGIN_REFERENCE = re.compile(
    r"v?[0-9]+(?:\.[0-9]+)+(?:[-+][A-Za-z0-9.]+)*"
    r"|[A-Za-z0-9._-]+@[A-Za-z0-9.-]+"
    r"|[A-Za-z0-9._-]+(?:/[A-Za-z0-9._-]+)+(?:#[A-Za-z0-9._-]+)?"
)
# A setting's name is written in one case, or capitalised (password=, DB_PASS=, Password=), and
# is a word, longer than one character; a line whose `=` has no blank around it and follows a
# small letter then a capital, or a single character, is a generated password that holds an `=`
# (generators' symbols include it), not a setting, when no other line of its file sets a name
# (alone, or under its user's name as OpenVPN's auth-user-pass file has it).
_VALUE_WITH_EQUALS = re.compile(r"(?:(?=[^=]*[a-z][A-Z])[A-Za-z0-9_.-]{1,63}|[A-Za-z0-9])=[^=\s]")


def _login_secrets(logins: list[re.Match[str]]) -> list[Field]:
    """The secrets of LOGINS, a file's USER:SECRET lines: one user's (Jenkins CLI's `-auth @FILE`)
    or a few users' (kdb+'s `q -u FILE`, rsync's secrets file). Where a few users are listed, a
    colon ends the password (RLM's user:password:privileges), and 32 hex digits are a password's
    MD5, which kdb+ takes in its place, not the password."""
    table = len(logins) > 1
    secrets: list[Field] = []
    for login in logins:
        secret = login["secret"].partition(":")[0] if table else login["secret"]
        if _LOGIN_REFERENCE.fullmatch(secret) or (table and _PASSWORD_MD5.fullmatch(secret)):
            continue
        start = login.start("secret")
        secrets.append(Field("line", start, start + len(secret)))
    return secrets


def parse_lines(text: str) -> list[Field]:
    """Each line of a file that holds a few bare values (a password file, a key file, a client's
    id and secret): its lines without surrounding space, blank and `#` lines left out. A line
    with a space in it (prose, a public key's comment, a certificate's armour), or more lines
    than a few, and the file is not one: nothing."""
    fields: list[Field] = []
    for offset, line in lines(text):
        start, end = offset or _after_byte_order_mark(text), offset + len(line)
        while start < end and text[start] in " \t":
            start += 1
        while end > start and text[end - 1] in " \t\r":
            end -= 1
        if start == end or text.startswith("#", start):
            continue
        if len(fields) == _MAX_LINES or end - start > _MAX_LINE:
            return []
        if any(c.isspace() for c in text[start:end]):
            return []
        fields.append(Field("line", start, end))
    logins = [_LOGIN_LINE.fullmatch(text, field.start, field.end) for field in fields]
    if fields and all(logins):
        return _login_secrets([login for login in logins if login is not None])
    settings = [f for f in fields if _SETTING.match(text, f.start, f.end)]
    if settings and (
        len(settings) > 1 or not _VALUE_WITH_EQUALS.match(text, settings[0].start, settings[0].end)
    ):
        return []
    return fields


# Bytes no text holds: control characters other than blanks and line breaks (NUL among them).
_NOT_TEXT = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def parse_random_bytes(text: str) -> list[Field]:
    """The whole file as one value when its bytes are not text: a secret drawn as raw bytes
    (BeeGFS's conn.auth as its docs make it, `dd if=/dev/random bs=128 count=1`). A file of
    text is left to the rules that judge its text (a placeholder, a path)."""
    return [Field("file", 0, len(text))] if _NOT_TEXT.search(text) else []


def parse_file(text: str) -> list[Field]:
    """The whole file as one value: a file that is a secret however its bytes look."""
    return [Field("file", 0, len(text))] if text else []
