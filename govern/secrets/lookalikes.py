"""What only looks like a secret: documented examples, placeholders, references to where a
secret is kept, digests and hashes, public values, ciphertext, words. The values and fragments
are data (the `[lookalike]` table of rules.toml); the shapes are here."""

from __future__ import annotations

import base64
import binascii
import itertools
import json
import math
import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from govern.secrets.apppasswords import app_password
from govern.secrets.names import Strength, words
from govern.secrets.sequences import typed_sequence
from govern.secrets.toolciphertexts import ToolSetting

_HEX_DIGEST = re.compile(r"[0-9a-fA-F]{32}|[0-9a-fA-F]{40}|[0-9a-fA-F]{64}|[0-9a-fA-F]{128}")
_DIGEST_PREFIX = re.compile(r"(?i)(sha1|sha256|sha384|sha512|md5)[:-]")
# A password hash in a scheme's own notation: a Jupyter `argon2:` or `sha1:` password, Werkzeug's
# pbkdf2:, crypt(3) ($2b$, $5$, $6$, $y$, $argon2id$, Apache's $apr1$), LDAP's {SSHA},
# GeoServer's digest1:, and PostgreSQL's stored verifiers (SCRAM-SHA-256$ITERATIONS:SALT$...,
# md5 and 32 hex digits), which
# `pg_dumpall --roles-only` writes into `ALTER ROLE ... PASSWORD '...'`, and GRUB's
# grub-mkpasswd-pbkdf2 hashes (grub.pbkdf2.sha512.ROUNDS.SALT.HASH: a kickstart's
# `bootloader --iscrypted --password=`, grub.cfg's password_pbkdf2).
_PASSWORD_HASH = re.compile(
    r"(?i)(argon2|pbkdf2[a-z0-9_]*|scrypt|bcrypt|digest1)[:$]"
    r"|\$(2[abxy]?|5|6|7|y|gy|apr1|argon2(id|i|d))\$"
    # The same with each `$` doubled, as a Compose file or a Makefile escapes it (Traefik's
    # basicauth.users label in docker-compose.yml): `$$apr1$$…` is the hash `$apr1$…`.
    r"|\$\$(2[abxy]?|5|6|7|y|gy|apr1|argon2(id|i|d))\$\$"
    # An htpasswd line: a user's name, a colon, and its hash in a form htpasswd writes (its
    # `$` doubled or not).
    r"|[^\s:]{1,64}:(\$(2[aby]|apr1)\$|\$\$(2[aby]|apr1)\$\$|\{SHA\})"
    r"|\{(s?sha(256|384|512)?|s?md5|crypt|pbkdf2[a-z0-9-]*|argon2)\}"
    r"|scram-sha-(1|256)\$[0-9]+:"
    r"|grub\.pbkdf2\."
    r"|md5[0-9a-f]{32}$"
    # A password that cannot be used: Django's make_password(None) (its UNUSABLE_PASSWORD_PREFIX
    # "!" before 40 random letters and digits; a password typed with a "!" first rarely has
    # only letters and digits after it), a locked account's "!" before its hash, and "!" alone
    # (Django before 1.6) or before a small word that names the state (!unusable, !locked).
    r"|![A-Za-z0-9]{20,64}$|!{1,2}\$(2[abxy]?|5|6|y)\$|(?-i:![a-z]{0,19})$"
    # MySQL's mysql_native_password hash ("*" and SHA1(SHA1(password)) in 40 hex digits), as
    # mysql.user, SHOW CREATE USER and ProxySQL's mysql_users store it.
    r"|\*[0-9a-f]{40}$"
    # Request Tracker's stored password (RT::User: "!bcrypt!COST!" or "!sha512!SALT!" before
    # the hash, in its Users table's Password column and its database dumps).
    r"|!(bcrypt|sha512)!"
    # A hash after the word that names its scheme, as tac_plus and tac_plus-ng write a user's
    # `password = crypt HASH` or `des HASH` (its `clear` passwords stay secrets).
    r"|(crypt|des)[ \t]+[^\s]+$"
)


def password_hash(value: str) -> bool:
    """Whether VALUE is a password hash in a scheme's own notation (crypt's $6$, bcrypt, an
    htpasswd row, a SCRAM verifier): what a server checks a secret against, not the secret."""
    return _PASSWORD_HASH.match(value) is not None


# A word in capitals between asterisks: what a tool writes where it filtered a secret out (otopi's
# answer files and logs write **FILTERED**; others ***HIDDEN***, **MASKED**).
_ASTERISKED_WORD = re.compile(r"\*{2,}[A-Z][A-Z_ -]*\*{2,}")
# A Windows DPAPI blob, in hex or base64: its version 1 and the DPAPI provider's GUID
# (df9d8cd0-1501-11d1-8c7a-00c04fc297eb) open every one. A saved .rdp file's `password 51:b:`,
# PowerShell's ConvertFrom-SecureString and Windows tools' stored credentials write them:
# ciphertext that only the Windows account and machine that wrote it can open.
_DPAPI_BLOB = re.compile(r"(?i:01000000d08c9ddf0115d1118c7a00c04fc297eb)|AQAAANCMnd8BFdERjHoAwE/Cl")
# A value this long that is mostly one character repeated is a documented test value or a
# placeholder (Turnstile's 1x0000000000000000000000000000000AA), never a generated secret. Dashes
# are a UUID's or a key's group separators, not its characters: a UUID zeroed after its first
# group (a licence key blanked out, 8c1f4e2a-0000-0000-0000-000000000000) is one too.
_MIN_REPEATED = 16
_REPEATED_SHARE = 0.75
# A run of one character this long inside a value (a test key padded with zeros after its
# prefix): a random draw of letters and digits repeats a character so often about once in
# 62^15 tries, so the value was typed, not issued. Only in a value of one line, short enough
# to be a key. Not a run of A: base64's zero bytes, which binary tokens encode (Twitter's bearer
# tokens start with twenty-odd), as does a private key's body.
_REPEATED_RUN = re.compile(r"([^A])\1{15}")
_MAX_PADDED = 200
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
# A manual page cited by its name and section (git-credential-store(1), sshd_config(5),
# snmpcmd(1)), possibly cut before its closing parenthesis: prose saying where a setting is
# documented, as after "credentials:" in a README.
_MANUAL_PAGE = re.compile(r"[a-z][a-z0-9_.+-]{1,63}\([1-9][a-z]{0,4}\)?")
# A printf-style or str.format slot: the value is filled in at run time.
_FORMAT_SLOT = re.compile(r"%[-+ #0-9.]*[sdirfx]|\{[0-9]*\}")
# A Windows environment variable's reference, the whole value (`%DB_PASSWORD%`, as cmd.exe
# and a batch file expand it): where the secret is, not the secret.
_WINDOWS_VARIABLE = re.compile(r"%[A-Za-z_][A-Za-z0-9_]{1,63}%")
# A Zabbix user macro, the whole value (`{$SNMP_AUTHPASS}`, with a context `{$PASS:"db1"}` or
# `{$PASS:regex:"^db"}`; Zabbix's "User macros"): Zabbix fills in the value the host or
# template defines under that name, so the macro is a reference, not the secret.
_ZABBIX_MACRO = re.compile(r"\{\$[A-Z0-9_.]{1,255}(?::[^{}\r\n]{1,255})?\}")
# HTTP Basic credentials: base64 of USER:PASSWORD.
_BASE64 = re.compile(r"[A-Za-z0-9+/]{6,200}={0,2}")
# How many distinct digits a UUID of a placeholder's holds at most (a random one holds about 14).
_FEW_DIGITS = 3
# An ISO 8601 / RFC 3339 date and time (2026-12-19T08:41:52Z, 2026-12-19 08:41:52.123+01:00),
# as a tool writes a token's expiry beside the token.
_TIMESTAMP = re.compile(
    r"[0-9]{4}-[01][0-9]-[0-3][0-9][T ][0-2][0-9]:[0-5][0-9](:[0-6][0-9](\.[0-9]{1,9})?)?"
    r"(Z|[+-][0-2][0-9]:?[0-5][0-9])?"
)
# 256 bits in hex, one case.
_KEY_HEX = re.compile(r"[0-9a-f]{64}|[0-9A-F]{64}|[0-9a-f]{40}")
_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
# A whole value that names an environment variable: where the secret comes from, not the secret.
_VARIABLE = re.compile(r"\$[A-Za-z_][A-Za-z0-9_]*")
# What a log or a tool prints in a secret's place (postgresql://user:***@host, a masked
# password of bullets): the secret was hidden before it was written.
_MASKED = re.compile(r"[*\u2022\u25cf]+")
# A word or words in capitals between stars where an account's password would be: the marker a
# system writes for an account that has none or is locked (Request Tracker's `*NO-PASSWORD*`,
# Solaris's shadow `*LK*` and `*NP*`), not a password. A word or two of a word's length: a long
# run of capitals between stars is a password written so.
_STARRED_MARKER = re.compile(r"\*[A-Z]{1,10}(?:-[A-Z]{1,10})?\*")
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
_SECRET_WORDS = ("pass", "secret", "token", "key", "auth", "cred")
# A long random value that starts with "$" as one drawn from an alphabet with punctuation may
# (Django's get_random_secret_key): a name's letters then a character no variable reference
# has after its name in a value (a shell's, a template's, a Makefile's: `$HOME/x`, `$USER@host`,
# `${X:-y}`, `$(cmd)` all differ), with no space.
_DOLLAR_RANDOM = re.compile(r"\$[A-Za-z_][A-Za-z0-9_]*[&^*!#=+%][^\s]*")
_MIN_DOLLAR_RANDOM = 32
# An ellipsis standing for an elided value ("mysqldump -p'…'"), as UTF-8 read byte by byte too.
_ELLIPSIS = re.compile(r"(\.\.\.|\u2026|\xe2\x80\xa6)+")
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
# An object serialized into a string (Keycloak's secretData and credentialData, a token
# response kept whole): a structure, not a secret. Its parts are judged under their own names
# where the text writes them, and the tokens of a known shape in it are found anyway.
_SERIALIZED_OBJECT = re.compile(r'\{\\?"[^\n]*\}')
# A pattern of names, a star after a name's separator (AUTHENTIK_BOOTSTRAP_*, S3Source.*): what a
# document says a group of settings is called.
# A call in code (`lasair.lasair_client(token)`, `get_secret(name, region)`): a function's
# name, dotted or with an underscore, and names as its arguments. It says how a secret is given
# or read, not what it is; an argument that is a literal (a quoted string, a number) is not one.
_CALL_EXPRESSION = re.compile(
    r"[a-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*"
    r"\((?:[A-Za-z_][A-Za-z0-9_.]*(?:, ?[A-Za-z_][A-Za-z0-9_.]*)*)?\)"
)
_NAMES_PATTERN = re.compile(r"[A-Za-z][A-Za-z0-9_.-]*[._-]\*")


def _dotted_words(value: str) -> bool:
    """Whether VALUE is identifiers joined by dots, each made of words (a field's path,
    DistributionList.NextMarker, self._token): a random run of letters of both cases and a dot
    (XTQJKkVoU.PrQo, a password of letters and punctuation) is no path of fields."""
    return _WORDS_DOTTED.fullmatch(value) is not None and all(
        _WORD_LIKE.fullmatch(part.replace("_", "")) is not None
        for part in value.split(".")
        if part.strip("_")
    )


def _calls_by_name(value: str) -> bool:
    """Whether VALUE, a call's shape, names its function as code does, dotted or with an
    underscore (a password such as `open(sesame)` has neither), and its arguments are names, not
    a key written bare."""
    function, _, arguments = value.partition("(")
    named = all(not random_part(a.strip()) for a in arguments.rstrip(")").split(","))
    return ("." in function or "_" in function) and named


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


# Hex digits, grouped by dashes or not: a UUID, a key in hex.
_HEX_WORD = re.compile(r"[0-9A-Fa-f]+(?:-[0-9A-Fa-f]+)*")
_HEX_ENTROPY_FLOOR = 3.0
_HEX_MAX_ENTROPY = 4.0


def shannon_entropy(text: str) -> float:
    """Bits per character: random tokens score 4-6, words and repeated characters far less."""
    counts = Counter(text)
    total = len(text)
    return -sum(n / total * math.log2(n / total) for n in counts.values())


def _entropy_floor(value: str, min_entropy: float) -> float:
    """The entropy VALUE must reach under a rule asking MIN_ENTROPY: hex (a UUID's, a key's)
    holds four bits a character at most, and a random draw of 32 falls under 3.5 one time in
    twenty; under 3.0 it is a run or a pattern (deadbeef…, 00000000-…). A rule asking four bits
    or more asks for no hex at all (a base64 token's rule, where hex is a digest)."""
    if min_entropy < _HEX_MAX_ENTROPY and _HEX_WORD.fullmatch(value) is not None:
        return min(min_entropy, _HEX_ENTROPY_FLOOR)
    return min_entropy


def character_classes(text: str) -> int:
    """How many kinds of character TEXT holds: lower case, upper case, digits, others."""
    return sum(
        (
            any(c.islower() for c in text),
            any(c.isupper() for c in text),
            any(c.isdigit() for c in text),
            any(not c.isalnum() for c in text),
        )
    )


# Where a digest is named on the line, a hex string of a digest's length is that digest.
_DIGEST_CONTEXT = ("sha1", "sha256", "sha512", "md5", "checksum", "digest", "hash", "sum ")
# Splits a URL's rest into its host, path segments and query values.
_URL_PARTS = re.compile(r"[/?&=#]")
# A service's short key (see Lookalikes.short_random_key): letters and digits, both, and how
# often a random draw changes between them at least.
_SHORT_KEY = re.compile(r"(?=[^0-9]*[0-9])(?=[^A-Za-z]*[A-Za-z])[A-Za-z0-9]{10,64}")
_HEX_ONLY = re.compile(r"[0-9a-fA-F]+")
# A short password: printable, no blank, some punctuation among letters and digits (a scheduler's
# shared key, LSF_EAUTH_KEY=…). Its letters and digits alone are judged as a short key's are.
_SHORT_PASSWORD = re.compile(r"(?=[A-Za-z0-9]*[^A-Za-z0-9])[!-~]{10,64}")
_PUNCTUATION = re.compile(r"[^A-Za-z0-9]+")
# A change between small letters, capitals and digits from one character to the next.
_CLASS_CHANGE = re.compile(r"(?<=[a-z])[A-Z0-9]|(?<=[A-Z])[a-z0-9]|(?<=[0-9])[A-Za-z]")
_MIN_CHANGES = 4
# Words in camel case, each of two letters or more (ThingSpeakKey, helloWorld), in a run of
# letters long enough to be more than chance (a random draw's runs between digits are short).
_LETTER_RUN = re.compile(r"[A-Za-z]{6,}")
_CAMEL_WORDS = re.compile(r"(?:[A-Z][a-z]+|[a-z]{2,})(?:[A-Z][a-z]+)+|[A-Z][a-z]{2,}")
_VOWELS = frozenset("aeiou")
_MAX_VOWEL_SHARE = 0.25
# Named values: shorter than this is a test word; a number shorter than _MIN_DIGITS, a count.
_MIN_NAMED = 8
_MIN_DIGITS = 12
# The last words of names of secrets that are digits by their format: a smart card's PUK (eight
# digits on a YubiKey's PIV applet), which unblocks the PIN.
_DIGIT_SECRET_WORDS = frozenset({"puk"})


def _digits_are_secret(name: str) -> bool:
    """Whether NAME's last word names a secret that is digits by its format."""
    last = re.split(r"[^a-z]+", name.lower().rstrip("_- "))[-1]
    return last in _DIGIT_SECRET_WORDS


# A product key of digits in groups (MATLAB's File Installation Key, twelve groups of five):
# four groups or more, longer than any date's or version's, and a secret under a secret's name.
_DIGIT_GROUPS = re.compile(r"[0-9]{4,6}(?:-[0-9]{4,6}){3,15}")
_WORD_ENTROPY = 2.5
# A release's version (2024.10.4, v1.2.3, 8.0.1-rc2): an image's tag or a tool's pin, which a
# setting's name may hold a secret's word by chance (a product named for authentication).
_RELEASE_VERSION = re.compile(r"v?[0-9]{1,4}(?:\.[0-9]{1,4}){1,3}(?:[-+][0-9A-Za-z.]{1,24})?")
# A value that may be random, under a name that only may be secret: long and varied enough,
# with digits among letters, and not words joined by separators (a dataset's name, a secret's
# path in a store: prod/db-creds).
_MIN_RANDOM = 20
_RANDOM_ENTROPY = 3.0
# Without a digit, a random value's letters: each case at least this share, and the case
# changing at least this often between neighbours (half the time in a random string).
_MIN_UPPER_SHARE = 0.3
_MIN_CASE_CHANGES = 0.35
# Each word after a separator is capitalised or not, one way only: an optional first letter
# that may also be small would let a run of words split two ways each, in time exponential in
# their number when the value then fails to match (ab_ab_..._).
_WORDS_JOINED = re.compile(r"[A-Za-z][a-z]+([_\-. /](?:[A-Z][a-z]+|[a-z]+)[0-9]*)+")
# A hidden file's name, a dot and words (httr's token cache `.httr-oauth`, `.vault-token`): where
# a token is kept, given to the call that reads or writes it there.
# Only words joined by dots or dashes, as files are named, and only under a token's name: under
# a password's, ".summer2024" or ".dragon-slayer99" is a password that starts with a dot.
_HIDDEN_FILE = re.compile(r"\.[a-z]+(?:[_\-.][a-z]+)+")
# The words of a name a token cache's file may stand under (tuber's `token = ".httr-oauth"`).
_TOKEN_CACHE_WORDS = frozenset({"token", "tokens", "cache", "oauth", "credentials"})
# An HTTP header's name, X- and words joined by dashes (X-User-Id, X-CSRF-Token, x-api-key): a
# header's value written as another header's name is a list of header names (`X-Auth-Token`,
# `X-User-Id` in prose; a CORS allow-list), not a token. A token is not words and dashes.
_HEADER_NAME = re.compile(r"[Xx](-(?:[A-Z][a-z]+|[A-Z]{2,5}|[a-z]{2,}))+")
# An SPDX licence identifier: a family's name (Lookalikes.licence_families), its version, and
# the list's suffixes (GPL-3.0-or-later, BSD-3-Clause, LGPL-2.1-only, Apache-2.0+, and an
# exception after WITH joined by dashes): a licence's name, never a key.
_LICENCE_ID = (
    r"(?:{families})-v?[0-9]+(?:\.[0-9]+)*(?:-(?:only|or-later|clause|[0-9]-clause|new|"
    r"simplified|patent|international|generic|unported|with-[a-z0-9.-]{{1,40}}))*\+?"
)
# A word or an identifier made of words, letters only: autolink, NextToken, camelCase, ENV_NAME
# without its underscores. A generated secret has digits or mixes cases at random.
_WORD_LIKE = re.compile(r"[a-z]+|[A-Z]+|([A-Z]+|[A-Z]?[a-z]+)([A-Z][a-z]+)+|[A-Z][a-z]+")
# An algorithm's name (AWS4-HMAC-SHA256, hmac-sha256, RS256): what signs, not the signature.
_ALGORITHM = re.compile(r"(?i)(^|[-_])(hmac|sha(1|256|384|512)|md5)([-_]|$)")
# A mode's name: lower-case words joined by `_` (a CLI's api_key, security_token,
# instance_principal). A generated secret has digits or capitals; a passphrase joins its words
# with blanks or dashes more often, and under an auth name it is rare enough to give up. A mode
# is two or three words (session_token_file); four or more are a passphrase's.
_MODE_NAME = re.compile(r"[a-z]+(?:_[a-z]+){1,2}")
# A constant's name in capitals (AWS_SECRET_ACCESS_KEY, PKIX_ECDSA_P256_SHA_256): the value
# names a variable or an enumeration's member.
_CONSTANT_NAME = re.compile(r"[A-Z][A-Z0-9]*(_[A-Z0-9]+)+")
# Placeholders in capitals joined by colons, as documentation writes a pair's form (`Basic
# USER:PASSWORD`, BookStack's `Token ID:SECRET`, `CLIENT_ID:CLIENT_SECRET`): words, no digit.
_PLACEHOLDER_PAIR = re.compile(r"[A-Z][A-Z_]{1,31}(:[A-Z][A-Z_]{1,31})+")
# A list literal of constant names, each quoted or bare: ['NCBI_API_KEY', "DB_PASSWORD"].
_CONSTANT_NAMES = re.compile(
    r"\[[ \t]*(?:[\"']?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+[\"']?[ \t]*,[ \t]*){0,64}"
    r"[\"']?[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+[\"']?[ \t]*,?[ \t]*\]"
)
# A token's layout as documentation writes it, its parts named in capitals and joined by the
# layout's own punctuation (Proxmox's USER@REALM!TOKENID=UUID, USER:TOKEN@HOST): three or more
# parts and two kinds of separator, where a key of capitals in groups has one (ABCD-EFGH-IJKL).
_LAYOUT = re.compile(r"[A-Z]{2,}([@!=:/][A-Z]{2,}){2,}")
_LAYOUT_SEPARATORS = frozenset("@!=:/")
# Under a name that only may be secret: a word of dictionary length (a random token's chance
# run of lower-case letters is told from one by its consonants), or a file's name.
_DICTIONARY_WORD = re.compile(r"[a-z]{8,}|[A-Z][a-z]{7,}")
# Five consonants in a row: words of any language a name is written in almost never have them
# (strengths is rare), while a random run of lower-case letters mostly does (each letter is a
# consonant four times in five): such a run is chance, not a word.
_CONSONANT_RUN = re.compile(r"[bcdfghjklmnpqrstvwxz]{5}", re.IGNORECASE)
# How long a value of small letters only must be to be taken for a random draw by its
# consonants, under a name that says secret: shorter, a run of five is a word's now and then.
_MIN_CHANCE_LETTERS = 12
# CamelCase's parts of two letters or more, and a vowel (y with them) one of them has if a word.
_CAMEL_PART = re.compile(r"[A-Z]?[a-z]{2,}|[A-Z][a-z]|[A-Z]{2,}(?![a-z])")
_VOWEL = re.compile(r"[aeiouy]", re.IGNORECASE)
# Six consonants in one part: not Https's or strengths' five.
_PART_CONSONANT_RUN = re.compile(r"[bcdfghjklmnpqrstvwxz]{6}", re.IGNORECASE)
# How much of a value its pronounceable runs must be for it to hold words (see _holds_word).
_WORD_SHARE = 0.3
_FILE_NAME = re.compile(
    r"\.(war|jar|zip|tar|gz|tgz|bz2|xz|txt|csv|tsv|json|yaml|yml|py|sh|log|pdf|png|jpe?g|html?"
    r"|xml|ini|cfg|conf|md|nc|h5|hdf5|parquet|npy|npz|pt|pth|ckpt|bin|fits?)$",
    re.IGNORECASE,
)
# A cloud provider's region or zone: us-east-1, eu-west-2a, ap-southeast-2, europe-west4-b,
# us-central1.
_REGION = re.compile(r"[a-z]{2,12}(-[a-z]{2,12}){1,2}-?[0-9]{1,2}(-?[a-z])?")
# Lower-case words and versions joined by slashes: a relative path or a route, not a password.
_WORDS_PATH = re.compile(r"([a-z]+[0-9]*|v[0-9]+)(/([a-z]+[0-9]*|v[0-9]+))+")
# A relative path to a file in small letters, its last part a dotfile or a name and an
# extension ("secrets: `dcm4chee/.env`", `keycloak/realm.json`): where a secret is kept, not
# it. A drawn password holding a slash does not end in a file's name.
_RELATIVE_FILE = re.compile(
    r"[a-z][a-z0-9_-]{0,63}(/[a-z][a-z0-9_-]{0,63}){0,8}"
    r"/(\.[a-z][a-z0-9_-]{0,31}|[a-z0-9_-]{1,64}\.[a-z]{1,5})"
)
# Identifiers of letters joined by dots: a field's path (DistributionList.NextMarker).
_WORDS_DOTTED = re.compile(r"[A-Za-z_]+(\.[A-Za-z_]+)+")
# A class by its module's path (django.contrib.auth.hashers.Argon2PasswordHasher, Java's
# org.apache.shiro.authc.credential.Sha256CredentialsMatcher): a setting that names code.
_CLASS_PATH = re.compile(r"[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+\.[A-Z][A-Za-z0-9]*")
# A manual page cited by its name and section (git-credential-store(1), crypttab(5),
# pam_unix(8)), as a note's reading list or a sentence cites one: a document, not a value. Its
# name is small letters; a sentence's punctuation may close it (a bare value ends at its ")").
_MANUAL_PAGE = re.compile(r"[a-z][a-z0-9_.+-]{0,63}\([1-9n][a-z]{0,4}(\)[.,;:]?)?")
# Groups of digits joined by dashes, colons or spaces (licence keys, MathLM passwords).
_GROUPED_DIGITS = re.compile(r"[0-9]+([-: ]+[0-9]+)+")
_NOT_DIGIT = re.compile(r"[^0-9]")

# A placeholder word and a number (password1234, admin123): the word is the placeholder.
_PLACEHOLDER_NUMBERED = re.compile(r"([a-z]{4,})[0-9]+")
# A phrase: three or more words or numbers joined by separators (not-a-secure-key).
_PHRASE_SEPARATORS = re.compile(r"[-_. ]")
_MIN_PHRASE = 3
# The word after a way to log in that says it is the only one (ssh-only).
_ONLY = "only"
# A regular expression: a class with a range, an escape class, a group's syntax.
_REGEX_LIKE = re.compile(
    r"\\[wdsWDSbB.()|\[\]{}*+?^$]|\[[^\]]*[a-z0-9]-[a-z0-9][^\]]*\]|\(\?[:=!<P]"
)


# A JSON Web Token longer than this is not decoded to read its role (an anonymous key's is a
# few hundred characters).
_MAX_ROLE_JWT = 2048


def _jwt_part(value: str, index: int) -> object:
    """The JSON of part INDEX (0 the header, 1 the claims) of VALUE if it is a JSON Web Token
    short enough to decode, else None."""
    parts = value.split(".")
    if len(parts) != 3 or not value.startswith("eyJ") or len(value) > _MAX_ROLE_JWT:
        return None
    part = parts[index] + "=" * (-len(parts[index]) % 4)
    try:
        return json.loads(base64.urlsafe_b64decode(part))
    except (ValueError, binascii.Error):
        return None


# The members a JOSE header may hold (RFC 7515 4.1, RFC 7516 4.1, RFC 7518 4.6-4.8, and ACME's
# `url` and `nonce`, RFC 8555 6.2): none of them a secret. A symmetric key's `k` or a private
# key's `d` is a JWK member, not a header's.
_JOSE_HEADER_MEMBERS = frozenset(
    {
        "alg", "enc", "zip", "jku", "jwk", "kid", "x5u", "x5c", "x5t", "x5t#S256", "typ", "cty",
        "crit", "b64", "epk", "apu", "apv", "iv", "tag", "p2s", "p2c", "url", "nonce",
    }
)  # fmt: skip
_JOSE_PUBLIC_JWK = frozenset({"kty", "crv", "x", "y", "n", "e", "kid", "use", "alg"})


def _jose_header_alone(value: str) -> bool:
    """Whether VALUE is a JWS's or a JWE's protected header alone, base64url JSON of header
    members (`"protected": "eyJhbGciOi…"` beside its payload and signature, as a JWS in JSON
    serialization writes it: certbot's regr.json keeps the External Account Binding so): it
    says how the message is signed, not with what. A token has its parts joined by dots."""
    if not value.startswith("eyJ") or "." in value or len(value) > _MAX_ROLE_JWT:
        return False
    try:
        header = json.loads(base64.urlsafe_b64decode(value + "=" * (-len(value) % 4)))
    except (ValueError, binascii.Error):
        return False
    if not isinstance(header, dict) or "alg" not in header:
        return False
    jwk = header.get("jwk", {})
    return (
        _JOSE_HEADER_MEMBERS.issuperset(header)
        and isinstance(jwk, dict)
        and _JOSE_PUBLIC_JWK.issuperset(jwk)
    )


def _anonymous_jwt(value: str) -> bool:
    """Whether VALUE is a JSON Web Token for PostgREST's anonymous role (Supabase's anon key,
    claims `"role": "anon"`): made to ship in browsers, row-level security deciding what it may
    read. The service_role key beside it in the same project is a secret."""
    claims = _jwt_part(value, 1)
    return isinstance(claims, dict) and claims.get("role") == "anon"


# The start of an OpenPGP message in base64 (RFC 9580): its first packet, a session key encrypted
# to a public key (tag 1) or with a passphrase (tag 3), in the new or the old packet format.
_OPENPGP_BASE64 = re.compile(r"[A-Za-z0-9+/]{24,}={0,2}")
_PUBLIC_KEY_SESSION, _PASSPHRASE_SESSION = 1, 3
_OPENPGP_SESSION_TAGS = frozenset({_PUBLIC_KEY_SESSION, _PASSPHRASE_SESSION})
_PUBLIC_KEY_VERSION, _PASSPHRASE_VERSION = 3, 4
# RFC 9580's public-key algorithms (RSA, Elgamal, ECDH, X25519, X448) and symmetric ciphers
# (IDEA to Camellia-256), and its string-to-key types (simple, salted, iterated, Argon2).
_PUBLIC_KEY_ALGORITHMS = frozenset({1, 2, 3, 16, 18, 25, 26})
_SYMMETRIC_CIPHERS = frozenset(range(1, 14))
_STRING_TO_KEY_TYPES = frozenset({0, 1, 3, 4})
# The first base64 letter of those packets' first octet (0xC1, 0xC3; 0x84-0x87, 0x8C-0x8F).
_OPENPGP_FIRST = frozenset("whj")
# The new packet format's first length octet: below 192 the length itself, from 192 to 223
# the first of two, 255 before four more; the old format's length type: one, two or four octets.
_NEW_ONE_OCTET, _NEW_TWO_OCTETS, _NEW_FIVE_OCTETS = 192, 224, 255
_OLD_LENGTH_OCTETS = (1, 2, 4)


def openpgp_message(value: str) -> bool:
    """Whether VALUE is an OpenPGP message in base64 (gpg --encrypt's output without its
    armour, as Renovate's encrypted settings and other tools keep it): ciphertext that only the
    private key or passphrase it was made for opens. It opens with a session key packet, whose
    version, key id and algorithm follow its header; a random string does so about once in a
    million."""
    if value[:1] not in _OPENPGP_FIRST or _OPENPGP_BASE64.fullmatch(value) is None:
        return False
    try:
        head = base64.b64decode(value[:24])
    except (binascii.Error, ValueError):
        return False
    tag_octet = head[0]
    if tag_octet & 0xC0 == 0xC0:  # new format: the tag in the low six bits
        tag, length = tag_octet & 0x3F, head[1]
        if length < _NEW_ONE_OCTET:
            body = 2
        elif length < _NEW_TWO_OCTETS:
            body = 3
        elif length == _NEW_FIVE_OCTETS:
            body = 6
        else:
            return False  # a partial length: no session key packet has one
    elif tag_octet & 0xC0 == 0x80:  # old format: the tag in bits 2 to 5, then the length type
        tag, length_type = (tag_octet >> 2) & 0x0F, tag_octet & 0x03
        if length_type >= len(_OLD_LENGTH_OCTETS):
            return False
        body = 1 + _OLD_LENGTH_OCTETS[length_type]
    else:
        return False
    if tag == _PUBLIC_KEY_SESSION:
        # Version 3: the recipient's key id (eight octets), then its public-key algorithm.
        return head[body] == _PUBLIC_KEY_VERSION and head[body + 9] in _PUBLIC_KEY_ALGORITHMS
    # Version 4: a symmetric cipher's number, then the string-to-key specifier's type.
    return (
        head[body] == _PASSPHRASE_VERSION
        and head[body + 1] in _SYMMETRIC_CIPHERS
        and head[body + 2] in _STRING_TO_KEY_TYPES
    )


def _nkey_signed_jwt(value: str) -> bool:
    """Whether VALUE is a NATS JWT (header `"alg": "ed25519-nkey"`): an operator's, account's
    or user's public claims, signed by its issuer. A client proves it is the user by signing
    the server's nonce with the nkey seed beside it (.creds files hold both), so the JWT alone
    lets no one connect; the seed is the secret and is found by its own rule."""
    header = _jwt_part(value, 0)
    return isinstance(header, dict) and header.get("alg") == "ed25519-nkey"


# A JSON Web Token's signature is a MAC or a signature in base64url: random, so with digits or
# both cases. One that is words in one case (`.PUBLIC-READ-ONLY`, `.fake_signature`) was written
# by hand, and no server accepts it. So was one whose base64url decodes to words joined by
# hyphens, underscores or blanks (`.c2lnbmF0dXJlLXJlZGFjdGVk`, "signature-redacted"): a MAC's
# bytes decode to no such text.
_WORDED_SIGNATURE = re.compile(r"[A-Z]+(?:[-_][A-Z]+)*|[a-z]+(?:[-_][a-z]+)*")
_DECODED_WORDS = re.compile(rb"[A-Za-z]+(?:[-_ ][A-Za-z]+)*")
# A signature longer than this is no hand-written words (an RSA signature's 342 characters).
_LONGEST_WORDED = 160


def _worded_jwt_signature(value: str) -> bool:
    """Whether VALUE is a JSON Web Token whose signature is words, or words in base64url, not
    a MAC's base64."""
    if not value.startswith("eyJ") or value.count(".") != 2:
        return False
    signature = value.rpartition(".")[2]
    if _WORDED_SIGNATURE.fullmatch(signature) is not None:
        return True
    if len(signature) > _LONGEST_WORDED:
        return False
    try:
        decoded = base64.urlsafe_b64decode(signature + "=" * (-len(signature) % 4))
    except (ValueError, binascii.Error):
        return False
    return _DECODED_WORDS.fullmatch(decoded) is not None


# Base64 of "urn:" (its first five letters whatever follows): an identifier encoded to fit a
# URL, as Autodesk's Model Derivative API takes an object's URN, names a thing, not a secret.
_URN_BASE64_START = "dXJuO"
_URN_BASE64 = re.compile(r"[A-Za-z0-9+/_-]+={0,2}")


def _base64_of_urn(value: str) -> bool:
    """Whether VALUE is base64 (or base64url) of a URN in printable text: an id."""
    if not value.startswith(_URN_BASE64_START) or _URN_BASE64.fullmatch(value) is None:
        return False
    padded = value.rstrip("=") + "=" * (-len(value.rstrip("=")) % 4)
    try:
        decoded = base64.urlsafe_b64decode(padded.replace("+", "-").replace("/", "_"))
    except (binascii.Error, ValueError):
        return False
    text = decoded.decode("ascii", errors="replace")
    return text.startswith("urn:") and text.isprintable()


# Angle brackets as a placeholder writes them (<token>, </s>, `<your key`), as text around a
# value uses them (a comparison or a redirect beside a blank, `<-`, `=>`, `<=`, `<<`), or a
# bracket opening words the value's end cuts off (atsk_<sandbox key from …>): a value with one
# of these is a placeholder or code. A bracket between two other characters, with no bracket to
# pair it, is one more punctuation mark of a random password (%fYw<^J[EL*d1).
_ANGLED = re.compile(
    r"<[^<>]{0,64}>|(?:^|\s)[<>]|[<>](?:\s|$)|<[-=<!/]|[-=>]>|>=|<[A-Za-z][A-Za-z_-]*$"
)


def angled_placeholder(value: str) -> bool:
    """Whether VALUE's angle brackets make it a placeholder or code (see _ANGLED)."""
    return ("<" in value or ">" in value) and _ANGLED.search(value) is not None


# A key after the host name it belongs to and a colon (`site.example.org:KEY`, Flywheel's
# documented API key shape), a port between them at most.
_HOST_KEY = re.compile(
    r"[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9][a-z0-9-]{0,62}){1,8}(?::[0-9]{1,5})?:(?P<key>[A-Za-z0-9]{20,128})"
)


def _any_of(fragments: Iterable[str]) -> re.Pattern[str]:
    return re.compile("|".join(re.escape(f) for f in fragments) or "(?!)")


def _placeholder_pattern(fragments: Iterable[str]) -> re.Pattern[str]:
    """A search for FRAGMENTS in a value, in any case; a word joined to the next (`your_`,
    `your-`) starts a word there, after a non-letter or as a capital after a letter
    (PasteYour-ApiKey-Here): a random draw holds "7your-" or "kyour_" now and then, a
    placeholder's phrase has the word alone (your-api-key, sk-your-key, EnterYour_Key)."""
    word_start = r"(?:(?<![A-Za-z0-9])|(?<=[A-Za-z])(?-i:(?=[A-Z])))"
    return re.compile(
        "|".join(
            (word_start if f[-1:] in "_-" and f[:1].isalpha() else "") + re.escape(f)
            for f in fragments
        )
        or "(?!)",
        re.IGNORECASE,
    )


def random_part(text: str) -> bool:
    """Whether TEXT looks drawn at random: long, spread over many characters, letters with
    digits or with cases mixed at random, and not words joined."""
    return (
        len(text) >= _MIN_RANDOM
        and shannon_entropy(text) >= _RANDOM_ENTROPY
        and any(c.isalpha() for c in text)
        and (any(c.isdigit() for c in text) or cases_at_random(text))
        and _WORDS_JOINED.fullmatch(text) is None
    )


def cases_at_random(text: str) -> bool:
    """Whether TEXT's letters mix cases as a random string's do (a base64 key without a digit,
    one in some hundreds): about as many capitals as small letters, changing case often. Words
    and identifiers made of them (CamelCase) have a capital a word and change case twice."""
    letters = [c for c in text if c.isalpha()]
    upper = sum(c.isupper() for c in letters)
    changes = sum(a.isupper() != b.isupper() for a, b in itertools.pairwise(letters))
    return _MIN_UPPER_SHARE * len(letters) <= upper <= (1 - _MIN_UPPER_SHARE) * len(
        letters
    ) and changes >= _MIN_CASE_CHANGES * (len(letters) - 1)


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
    reference_prefixes: tuple[str, ...] = ()
    # Names (as runs of their words) and enclosing sections or keys that say a value is public
    # by design: an Algolia search-only key, DocSearch's configuration.
    public_name_words: tuple[tuple[str, ...], ...] = ()
    # How a value public by design starts (a public key's DER header): matched at its start only.
    public_prefixes: tuple[str, ...] = ()
    public_parents: frozenset[str] = frozenset()
    # Words that make a phrase a documentation's placeholder: not-a-secure-key,
    # something_at_least_32_characters. A passphrase of random words holds none of them.
    placeholder_words: frozenset[str] = frozenset()
    # Ways to log in other than by a password (ssh, kerberos): a phrase of words that names one
    # and then "only" (ssh-only-now) says the login takes no password.
    password_free_logins: frozenset[str] = frozenset()
    # Regular expressions a whole value public by design matches (an OAuth client's identifier
    # of a documented shape).
    public_shapes: tuple[str, ...] = ()
    # The families of SPDX licence identifiers (lower case): apache, gpl, bsd...
    licence_families: tuple[str, ...] = ()
    # How the names of variables a front-end build ships to the browser start (lower case).
    browser_name_prefixes: tuple[str, ...] = ()
    # The record types of datasets that key their records by a token (see recordtokens.py).
    dataset_record_types: frozenset[str] = frozenset()
    # How the names end (lower case) whose value may instead pick a way to authenticate: a
    # mode's name, lower-case words joined by `_` (see _MODE_NAME).
    mode_name_suffixes: tuple[str, ...] = ()
    tool_ciphertexts: tuple[ToolSetting, ...] = ()
    # The fragments, each list as one search (a value is looked at for all of them at once).
    _placeholders: re.Pattern[str] = field(init=False, repr=False, compare=False)
    _public: re.Pattern[str] = field(init=False, repr=False, compare=False)
    _public_prefix: re.Pattern[str] = field(init=False, repr=False, compare=False)
    _public_shape: re.Pattern[str] = field(init=False, repr=False, compare=False)
    _licence_id: re.Pattern[str] = field(init=False, repr=False, compare=False)
    # Words of a public name or section, as one search: most names hold none of them.
    _public_hint: re.Pattern[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_placeholders", _placeholder_pattern(self.placeholder_fragments))
        object.__setattr__(self, "_public", _any_of(self.public_fragments))
        object.__setattr__(self, "_public_prefix", _any_of(self.public_prefixes))
        shapes = "|".join(f"(?:{shape})" for shape in self.public_shapes) or "(?!)"
        object.__setattr__(self, "_public_shape", re.compile(shapes))
        families = "|".join(re.escape(f) for f in sorted(self.licence_families, key=len)[::-1])
        licence = _LICENCE_ID.format(families=families or "(?!)")
        object.__setattr__(self, "_licence_id", re.compile(licence, re.IGNORECASE))
        hints = {run[0] for run in self.public_name_words} | self.public_parents
        object.__setattr__(self, "_public_hint", _any_of(sorted(hints)))

    def tool_ciphertext(self, parts: tuple[str, ...], name: str, value: str) -> bool:
        """Whether VALUE, under the setting NAME of the file at PARTS, is encrypted by the tool
        whose configuration that file is, in the shape the tool prints."""
        return any(tool.written(parts, name, value) for tool in self.tool_ciphertexts)

    @staticmethod
    def uuid_shaped(value: str) -> bool:
        return _UUID.fullmatch(value) is not None

    @staticmethod
    def key_sized_hex(value: str) -> bool:
        """Whether VALUE is 256 bits in hex, a key's size (a service's API key, a cipher's
        key) as much as a SHA-256's, or 40 small hex digits, as services issue keys (the Census
        Bureau's, DANDI's, Tiingo's). A signing key's 40-digit fingerprint under a key's name
        (GPG_KEY in container images) is written in capitals, as gpg prints it, or under a
        name that says it is a SHA-1 (Names.names_a_sha1)."""
        return _KEY_HEX.fullmatch(value) is not None

    @staticmethod
    def digest_sized_hex(value: str) -> bool:
        """Whether VALUE is hex of a digest's length (MD5's, SHA-1's, SHA-256's, SHA-512's)."""
        return _HEX_DIGEST.fullmatch(value) is not None

    @staticmethod
    def short_random_key(value: str) -> bool:
        """Whether VALUE is a service's short key: letters and digits drawn at random (eBird's
        12, AcoustID's 10, ThingSpeak's 16), shorter than a value under a name that only may be
        secret must otherwise be. Hex alone is more often an id or a fingerprint, and words
        with a number (release2024, user123abc, ThingSpeakKey1) change between small letters,
        capitals and digits too seldom or spell words."""
        if _SHORT_KEY.fullmatch(value) is None or _HEX_ONLY.fullmatch(value) is not None:
            return False
        if any(_CAMEL_WORDS.fullmatch(run) for run in _LETTER_RUN.findall(value)):
            return False  # words in camel case with a number (ThingSpeakKey1)
        changes = len(_CLASS_CHANGE.findall(value))
        letters = [c for c in value.lower() if c.isalpha()]
        # Letters drawn at random are vowels about one time in five; words' are twice as often.
        unspoken = sum(c in _VOWELS for c in letters) < _MAX_VOWEL_SHARE * len(letters)
        return changes >= _MIN_CHANGES or (changes >= _MIN_CHANGES - 1 and unspoken)

    @classmethod
    def short_random_password(cls, value: str) -> bool:
        """Whether VALUE is a short password drawn at random with punctuation among it
        (3pgrj%xbv%CLB.us): its letters and digits, the punctuation taken out, change between
        small letters, capitals and digits as a short random key's do. A format string, a path,
        a version or dotted words keep too few letters and digits, or too few changes."""
        if _SHORT_PASSWORD.fullmatch(value) is None:
            return False
        return cls.short_random_key(_PUNCTUATION.sub("", value))

    def public_setting(self, name: str | None, parents: Iterable[str] = ()) -> bool:
        """Whether a value written under NAME (in the sections or keys PARENTS) is public by
        design, whatever its shape."""
        parents = tuple(parents)
        if self._public_hint.search("\0".join((name or "", *parents)).lower()) is None:
            return False
        if any(w in self.public_parents for parent in parents for w in words(parent)):
            return True
        if not name or not self.public_name_words:
            return False
        parts = words(name)
        return any(
            tuple(parts[n : n + len(run)]) == run
            for run in self.public_name_words
            for n in range(len(parts) - len(run) + 1)
        )

    def explains(
        self,
        value: str,
        name: str | None,
        *,
        generic: bool,
        min_entropy: float,
        password_pair: bool = False,
    ) -> bool:
        """True when VALUE (assigned to NAME, if known) is not a secret. PASSWORD_PAIR: VALUE
        is the password of a USER:PASSWORD pair, where a UUID is a password, not an id."""
        lowered = value.lower()
        if self._placeholder(value, lowered):
            return True
        if not generic:
            return shannon_entropy(value) < _entropy_floor(value, min_entropy)
        # YAML and command-line names spell with dashes what code spells with underscores.
        low_name = (name or "").lower().replace("-", "_")
        # A camelCase name ends as its snake_case spelling does (adminPasswordSecretName:
        # admin_password_secret_name, the name of a Secret that holds it).
        snake_name = "_".join(words(name or ""))
        if low_name.endswith(self.reference_name_suffixes) or snake_name.endswith(
            self.reference_name_suffixes
        ):
            return True
        if any(fragment in low_name for fragment in self.unrelated_name_fragments):
            return True
        if low_name.startswith(self.browser_name_prefixes):
            return True  # in the browser's bundle: public by design, not kept
        if low_name.endswith(self.mode_name_suffixes) and _MODE_NAME.fullmatch(value):
            return True  # which way to authenticate (instance_principal), not a credential
        digest_named = any(f in low_name for f in self.digest_name_fragments)
        if (_UUID.fullmatch(value) and not password_pair) or (
            digest_named and _HEX_DIGEST.fullmatch(value)
        ):
            return True
        if self._reference(value, lowered) or ("://" in value and "@" not in value):
            return True
        if _names_secret_object(value, name or ""):
            return True
        if _RELEASE_VERSION.fullmatch(value):
            return True
        # Random strings mix character classes or are varied; words and counters are neither.
        return shannon_entropy(value) < min_entropy and character_classes(value) < 2

    def explains_named(
        self, value: str, strength: Strength, url_named: bool, line: str, name: str = ""
    ) -> bool:
        """True when VALUE, written under NAME of STRENGTH on LINE (lower case), is not a
        secret. URL_NAMED: the name says the URL itself is secret (a webhook's)."""
        if strength is Strength.NONE or (strength is Strength.STRONG and len(value) < _MIN_NAMED):
            return True
        lowered = value.lower()
        if self._placeholder(value, lowered):
            return True
        if (any(c.isspace() for c in value) and not app_password(name, value)) or self._reference(
            value, lowered
        ):
            return True  # words, not a value, but for an app password shown in its groups
        if _names_secret_object(value, name):
            return True
        if _SERIALIZED_OBJECT.fullmatch(value) or _NAMES_PATTERN.fullmatch(value):
            return True
        if url_named and "://" not in value:
            return True  # a webhook's name over something that is not its address
        if "://" in value and "@" not in value:
            # An address is where a secret is kept, unless the address is the secret: a
            # webhook's holds a random part.
            return not url_named or not any(
                random_part(part) for part in _URL_PARTS.split(value.split("://", 1)[1])
            )
        if _UUID.fullmatch(value):
            # A UUID under a token's or password's name is the token (Codecov's, Snyk's);
            # under a name that only may be secret it is more likely an identifier.
            return strength is Strength.WEAK
        if _HEX_DIGEST.fullmatch(value) and any(word in line for word in _DIGEST_CONTEXT):
            return True
        if value.isdigit() and _digits_are_secret(name):
            return len(set(value)) < _FEW_DIGITS  # 00000000, 12121212: a placeholder
        if value.isdigit() and len(value) < _MIN_DIGITS:
            return True  # a port, a count, an id
        if (
            not any(c.isalpha() for c in value)
            and not value.isdigit()
            and not (strength is Strength.STRONG and _DIGIT_GROUPS.fullmatch(value))
        ):
            return True  # a version, a date, a range: digits and punctuation
        if (
            _REGION.fullmatch(value)
            or _WORDS_PATH.fullmatch(value)
            or _RELATIVE_FILE.fullmatch(value)
        ):
            # A cloud region or zone; a relative path of words (v2/oauth, api/keys) or to a
            # file (dcm4chee/.env).
            return True
        if (
            # Under an app password's name, 16 small letters with a draw's few vowels are one
            # (Google's, Microsoft's), whether or not chance gave them a run of consonants, and
            # so are four dashed groups drawn at random (Bluesky's), though dashed as words are.
            (
                _WORD_LIKE.fullmatch(value)
                and not _chance_letters(value, strength)
                and not app_password(name, value)
            )
            or (_WORDS_JOINED.fullmatch(value) and not app_password(name, value))
            or (
                _HIDDEN_FILE.fullmatch(value)
                and not _TOKEN_CACHE_WORDS.isdisjoint(w.lower() for w in words(name))
            )
            or _HEADER_NAME.fullmatch(value)
            or _CONSTANT_NAME.fullmatch(value)
            or _PLACEHOLDER_PAIR.fullmatch(value)
            or _dotted_words(value)
            or _CLASS_PATH.fullmatch(value)
            or _MANUAL_PAGE.fullmatch(value)
            or _REGEX_LIKE.search(value)
            or _ALGORITHM.search(value)
            or "::" in value
        ):
            # A word, an identifier, a constant's, a type's or an algorithm's name, a manual page.
            return True
        if strength is Strength.WEAK:
            return (
                not random_part(value)
                or (_HEX_DIGEST.fullmatch(value) is not None and len(value) > 32)
                or _holds_word(value)
                or _FILE_NAME.search(value) is not None
            )
        return len(value) < _MIN_NAMED or (
            shannon_entropy(value) < _WORD_ENTROPY and character_classes(value) < 2
        )

    def _placeholder(self, value: str, lowered: str) -> bool:
        """Examples, placeholders, variables, public values, password hashes, times."""
        if (host_key := _HOST_KEY.fullmatch(value)) and random_part(host_key["key"]):
            # A key written after the host it is for (Flywheel's API key, `site:key`): the
            # host, an example's or not, says nothing of the key; the key is judged alone.
            key = host_key["key"]
            return self._placeholder(key, key.lower())
        return (
            _VARIABLE.fullmatch(value) is not None
            or _MASKED.fullmatch(value) is not None
            or _STARRED_MARKER.fullmatch(value) is not None
            # A date and time (a token's expiry, a key's creation): when, not what.
            or _TIMESTAMP.fullmatch(value) is not None
            # An example elided after its documented prefix (tskey-auth-…, glrt-...).
            or _ELLIPSIS.search(value) is not None
            # A secret's name in an environment variable's or a Secret's key's spelling
            # (AUTH_LDAP_BIND_PASSWORD): where the value is kept, not the value.
            or (
                _CONSTANT_NAME.fullmatch(value) is not None
                and any(w.upper() in value for w in _SECRET_WORDS)
            )
            # A list of such names (Nextflow's `secret = ['NCBI_API_KEY']` directive, an
            # inline list of the secrets a job is given): which secrets, not their values.
            or _CONSTANT_NAMES.fullmatch(value) is not None
            or (
                _LAYOUT.fullmatch(value) is not None
                and len(_LAYOUT_SEPARATORS.intersection(value)) >= 2
            )
            or value in self.example_values
            # The nil UUID and its kin (ffffffff-ffff-...): a UUID of a digit or three.
            or (_UUID.fullmatch(value) is not None and len(set(lowered) - {"-"}) <= _FEW_DIGITS)
            or lowered in self.placeholder_values
            or self._placeholders.search(value) is not None
            or self._placeholder_digit_groups(value)
            or angled_placeholder(value)
            or self._public.search(value) is not None
            or self._public_prefix.match(value) is not None
            or self._public_shape.fullmatch(value) is not None
            or self._licence_id.fullmatch(value) is not None
            or _PASSWORD_HASH.match(value) is not None
            or _DPAPI_BLOB.search(value) is not None
            or _ASTERISKED_WORD.fullmatch(value) is not None
            or openpgp_message(value)
            or _anonymous_jwt(value)
            or _jose_header_alone(value)
            or _nkey_signed_jwt(value)
            or _worded_jwt_signature(value)
            or _base64_of_urn(value)
            or _mostly_one_character(value)
            or typed_sequence(value)
            or self._placeholder_in_base64(value)
            or self._placeholder_phrase(value)
        )

    def _placeholder_digit_groups(self, value: str) -> bool:
        """Whether VALUE, groups of digits (a licence key's or a licence password's shape,
        1234-567-890::1), holds a placeholder's run of digits once its separators are gone:
        documentation groups its made-up 1234567890 as the real keys are grouped."""
        if _GROUPED_DIGITS.fullmatch(value) is None:
            return False
        return self._placeholders.search(_NOT_DIGIT.sub("", value)) is not None

    def _placeholder_phrase(self, value: str) -> bool:
        """Whether VALUE is a placeholder word and a number (password1234), or a phrase of
        words and numbers one of which says it is a placeholder (not-a-secure-key)."""
        lowered = value.lower()
        numbered = _PLACEHOLDER_NUMBERED.fullmatch(lowered)
        if numbered is not None:
            return numbered[1] in self.placeholder_values
        parts = _PHRASE_SEPARATORS.split(value)
        if self._says_password_free(parts):
            return True
        return (
            len(parts) >= _MIN_PHRASE
            and all(part.isdigit() or _written_as_word(part) for part in parts)
            # A lone letter ("a") is as likely the tail of a random password (…88_a) as an
            # article: the phrase needs a longer placeholder word.
            and any(len(part) > 1 and part.lower() in self.placeholder_words for part in parts)
        )

    def _says_password_free(self, parts: list[str]) -> bool:
        """Whether PARTS, a value's words, are small letters alone and name a way to log in
        other than by a password followed by "only" (ssh-only-now, kerberos_only): a note in
        a password's place that there is none."""
        return all(part.isalpha() and part.islower() for part in parts) and any(
            word in self.password_free_logins and after == _ONLY
            for word, after in itertools.pairwise(parts)
        )

    def _reference(self, value: str, lowered: str) -> bool:
        """Where a secret is, or how it is filled in: a path, a variable, a template slot, a
        digest's notation, a secret's name, a secret store's reference."""
        dollar_random = (
            value.startswith("$")
            and len(value) >= _MIN_DOLLAR_RANDOM
            and _DOLLAR_RANDOM.fullmatch(value) is not None
        )
        return (
            _DIGEST_PREFIX.match(value) is not None
            or _TEMPLATE.search(value) is not None
            or (
                _SECRET_NAME_VALUE.search(value) is not None
                and any(w in value for w in _SECRET_WORDS)
            )
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
            or _WINDOWS_VARIABLE.fullmatch(value) is not None
            or _ZABBIX_MACRO.fullmatch(value) is not None
            or _MANUAL_PAGE.fullmatch(value) is not None
            or (_CALL_EXPRESSION.fullmatch(value) is not None and _calls_by_name(value))
            or (value.startswith("$") and not dollar_random)
            or lowered.startswith(self.reference_prefixes)
        )

    def _placeholder_in_base64(self, value: str) -> bool:
        """Whether VALUE is base64 of USER:PASSWORD text whose password is a placeholder, as in
        documented `Authorization: Basic` headers, or base64 of a placeholder alone, as in a
        Kubernetes Secret's or a chart's example data (ZXhhbXBsZQ== is "example"), or base64
        of a password hash (a Secret's data holding the bcrypt hash Argo CD's admin.password
        is stored as): a hash, encoded or not. A documented default or a word, encoded, is
        judged as it would be written plain."""
        if len(value) % 4 or not _BASE64.fullmatch(value):
            return False
        try:
            decoded = binascii.a2b_base64(value).decode("ascii")
        except (binascii.Error, UnicodeDecodeError):
            return False
        if not decoded.isprintable():
            return False
        if _PASSWORD_HASH.match(decoded) is not None:
            return True
        # Without a colon the whole text is the value encoded.
        password = decoded.partition(":")[2] if ":" in decoded else decoded
        lowered = password.lower()
        return (
            not password
            or lowered in self.placeholder_values
            or any(fragment in lowered for fragment in self.placeholder_fragments)
            or angled_placeholder(password)
            # A documented default encoded as a Secret's data is still that default
            # (bWluaW8xMjM= is minio123), and a lone word encoded is still a word.
            or password in self.example_values
            or (":" not in decoded and _WORD_LIKE.fullmatch(password) is not None)
        )


def _chance_letters(value: str, strength: Strength) -> bool:
    """Whether VALUE, letters alone under a name that says secret, is a random draw, not a word
    or an identifier: long, with a run of consonants no word has (Dropbox's app secret is
    fifteen small letters and digits, sometimes letters only; an S3-style access key, MinIO's
    or Ceph's, twenty capitals and digits, one time in some hundreds capitals only). Letters of
    both cases drawn without a digit fall in CamelCase's shape now and then (iDmhZabywtHbEj…):
    cases changing at random, or such a run with six consonants in one of its parts or more than
    one part without a vowel (an identifier's Http is one; XML is an acronym), make it a
    draw."""
    if strength is not Strength.STRONG:
        return False
    if letters_at_random(value):
        return True
    if len(value) < _MIN_CHANCE_LETTERS:
        return False
    if cases_at_random(value):
        return True
    if not consonant_run(value):
        return False
    parts = _CAMEL_PART.findall(value)
    vowelless = sum(not _VOWEL.search(part) and not part.isupper() for part in parts)
    return vowelless > 1 or any(_PART_CONSONANT_RUN.search(part) for part in parts)


def _names_secret_object(value: str, name: str) -> bool:
    """Whether VALUE, under NAME that ends in secret, is the name of the Kubernetes Secret that
    holds it: dashed lower-case words, one of them a word NAME has before secret."""
    parts = words(name)
    if parts[-1:] != [_OBJECT_KIND] or _OBJECT_NAME.fullmatch(value) is None:
        return False
    named = set(parts[:-1])
    own = [w for w in value.split("-") if w not in named]
    return len(own) < len(value.split("-")) and len(own) <= _MAX_OWN_WORDS


def consonant_run(value: str) -> bool:
    """Whether VALUE has five consonants in a row, as no word or name has and a random draw of
    letters often does."""
    return _CONSONANT_RUN.search(value) is not None


def letters_at_random(value: str) -> bool:
    """Whether VALUE, letters of one case only, is long and has a run of consonants no word
    has: a random draw, not a word or an identifier."""
    return (
        len(value) >= _MIN_CHANCE_LETTERS
        and (value.islower() or value.isupper())
        and consonant_run(value)
    )


def _holds_word(value: str) -> bool:
    """Whether VALUE holds runs of letters long and pronounceable enough to be words (an
    identifier's, a phrase's), not the chance run a random string has now and then: a random
    string of 40 letters and digits has one about one time in fifty, but as a small part of it,
    where words are most of a name or a phrase."""
    worded = sum(
        len(run[0]) for run in _DICTIONARY_WORD.finditer(value) if not consonant_run(run[0])
    )
    return worded > 0 and worded >= _WORD_SHARE * len(value)


def _mostly_one_character(value: str) -> bool:
    return (
        _one_character(value)
        or ("-" in value and _one_character(value.replace("-", "")))
        or _padded(value)
    )


def _padded(value: str) -> bool:
    """Whether VALUE, a key-sized value of one line, holds a long run of one character: made up
    to fill a documented length (a test key's prefix, a run of zeros, a word), not drawn."""
    return (
        len(value) <= _MAX_PADDED
        and not any(c.isspace() for c in value)
        and _REPEATED_RUN.search(value) is not None
    )


def _one_character(value: str) -> bool:
    if len(value) < _MIN_REPEATED:
        return False
    ((_, most),) = Counter(value).most_common(1)
    return most >= _REPEATED_SHARE * len(value)


def _written_as_word(part: str) -> bool:
    """Whether PART is letters cased as a word is (lower, upper or capitalised), unlike the mixed
    case of a random string's run of letters."""
    return part.isalpha() and (part.islower() or part.isupper() or part.istitle())
