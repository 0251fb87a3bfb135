"""Values that look generated, under any name: `PUSHOVER_APP = "…"`, `"key": "…"`,
`-podkey …`. A secret's name is often one no table lists (a tool's own variable or option);
its value still has a generated secret's shape: twenty or more characters mixing capitals,
small letters and digits (base62, base64), standing as the whole value of an assignment, a
key, an option or a quoted literal after one. (Positional arguments are left to the calls
table: ids of sheets, assets and playlists are passed the same way.)

This finder only says where such a value stands and under which name; the scan then judges it
as a value under a name that only may be secret (the look-alike checks: placeholders, UUIDs,
digests, paths, words, identifiers). Here go the cheap tests that keep it off what has the
shape but never is a secret: names and lines that say digest, id or public, and values that are
hex, words joined, base64 of public or plain data, or lack a random string's mix of characters.
It makes one pass over a file at memory speed to find long runs of base64 characters; each run
is looked at within a bounded window."""

from __future__ import annotations

import binascii
import re
from collections.abc import Iterator

from govern.secrets.assignments import DECLARED_TYPE, Candidate
from govern.secrets.lines import line_above, line_around
from govern.secrets.lookalikes import cases_at_random
from govern.secrets.names import SecretNames, Strength, member_name, words

# Runs of base64/base62 characters, 20 to 256 long (and base64's padding): shorter ones are
# words and short ids, longer ones data (images, certificates, minified code). They are found
# in a copy of the text where each such character is `a` and any other a blank, by
# bytes.translate and bytes.find, which run at memory speed: a regular expression tried at
# every position took ten times as long, most of the finder's cost on text without any.
_TOKEN_CHARS = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/_-"
_IN_RUN = ord("a")
_MASK = bytes(_IN_RUN if c in _TOKEN_CHARS else ord(" ") for c in range(256))
_MIN_RUN = 20
_MAX_RUN = 256
_SHORTEST_RUN = bytes((_IN_RUN,)) * _MIN_RUN
_PADDING = 2
_HEX = re.compile(r"(0x)?[0-9a-fA-F]+")
# Hex that is a key by its documented shape, not a digest: a WooCommerce REST API consumer
# secret (cs_ and 40 hex; its consumer key, ck_…, is read under its name). Stripe's Checkout
# Session ids (cs_test_…, cs_live_…) share the prefix, not the shape.
_SHAPED_HEX_KEY = re.compile(r"cs_[0-9a-f]{40}")
# Small letters in runs this long on average are words (Route53HealthCheckConfig); a random
# string's run about two.
_WORD_RUN = 3.0
_LOWER_RUNS = re.compile(r"[a-z]+")
_VOWEL = re.compile(r"[aeiouy]")
# An address encoded as an opaque id: Webex's room, person and message ids are base64 of
# `ciscospark://us/ROOM/<uuid>`. It names a thing; one with a login in it (`user:pw@`) is not
# passed over.
_ENCODED_ADDRESS = re.compile(r"[a-z][a-z0-9+.-]{1,30}://[!-?A-~]{1,200}")
# DER's SEQUENCE, the first byte of a key or a certificate in base64; a SEQUENCE whose first
# member is another is a certificate or a public key (SubjectPublicKeyInfo), where a private
# key's (PKCS#1, PKCS#8, SEC 1) starts with its version, an INTEGER.
_DER_SEQUENCE = 0x30
_DER_LONG_LENGTH = 0x80
# A line this long is minified code or data, not a setting.
_MAX_LINE = 1024
# How far back a value's operator and name are looked for.
_BEFORE = 96
_QUOTES = "\"'`"
# What may follow a bare (unquoted) value: the end of a word on a command line, a query
# parameter's, a list item's.
_BARE_ENDS = frozenset("\r\n \t&;,)]}#\"'`")
# A name before an operator: an identifier, dotted or dashed, possibly quoted or indexed
# ($cfg['relay']['code'], os.environ["X"]), at the end of what precedes the operator.
_NAME_BEFORE = re.compile(r"([A-Za-z_][A-Za-z0-9_.-]*)[\"'`]?\]?[ \t]*\Z")
# A constant's declared type between its name and its `=` (Rust's `const X: &str`, TypeScript's
# `const x: string`, Kotlin's and Swift's `x: String`): the name is the one before the colon,
# not the type's.
_TYPED_NAME_BEFORE = re.compile(rf"([A-Za-z_][A-Za-z0-9_]*)[ \t]*:[ \t]*{DECLARED_TYPE}[ \t]*\Z")
# An option before a value: `-podkey VALUE`, `--token VALUE`.
_OPTION_BEFORE = re.compile(r"(?:^|[ \t])--?([A-Za-z][A-Za-z0-9_-]*)[ \t]+\Z")
# Where a value joins words or parts by separators (a dataset's path, a role's name, an ARN's
# resource), its longest part must be at least this long (a random part, not a word).
_SEPARATORS = re.compile(r"[-_/+.]")
_MIN_PART = 16
# How many blanks (a final newline, a CRLF, an indent) may stand around a file's lone value.
_LONE_BLANKS = 8
# A part spelled as words, a version or a number is (Health, route53, v2, 2024): where such
# parts are this share of a value or more, it is a name of joined parts. The parts of a random
# base64url string cut by its own `-` and `_` are spelled as none (HLOSr26, gG8F8WAC3Fdn4g).
# Camel-case words count (PyArray, LongLongDType); possessive, so a failed match is linear.
_WORDED_PART = re.compile(r"(?:[A-Z]*+[a-z]{2,}+|[A-Z]++)++[0-9]*+|v?[0-9]++")
_MIN_WORDED_PART = 3
_MAX_WORDED_SHARE = 0.25
# A client's id and secret joined by a colon, each of the characters ids and generated secrets
# are written in.
_CREDENTIAL = re.compile(r"[A-Za-z0-9_.@-]{1,128}:[A-Za-z0-9_.~+/=-]{16,256}")
# Words in a value's name that say it is no secret, beyond the names table's reference,
# unrelated and digest words: a commit's or a revision's hash, a package's integrity, an
# entity tag, a certificate's data, a key's id (JOSE's and ACME's kid).
_NOT_SECRET_WORDS = frozenset(
    {
        "commit",
        "rev",
        "revision",
        "sha",
        "integrity",
        "etag",
        "cert",
        "certificate",
        "crt",
        "kid",
        "signature",
    }
)
# Names that say nothing of what their value is: the payload of a structure whose sibling says
# what it is (a Keycloak credential's type, a Kubernetes env entry's name), which the rules that
# read those structures judge by it.
_PAYLOAD_NAMES = frozenset({"value", "data", "content", "body", "payload", "text", "result"})
# Last words of a name that say its value identifies something (a group, a bucket, a
# playlist): an identifier, however random it looks.
_ENTITY_WORDS = frozenset(
    {
        "group", "user", "account", "owner", "project", "org", "organization", "tenant", "team",
        "channel", "bucket", "region", "cluster", "dataset", "playlist", "asset", "sheet",
        "spreadsheet", "form", "folder", "document", "instance", "node", "workspace", "repo",
        "repository", "branch", "zone", "device", "image", "video", "marker", "receipt",
        # A data repository's upload (NOMAD's upload ids, 22 base64url characters).
        "upload",
        # A role's: Snowflake's storage integration names the AWS role's external id after it
        # (ACCOUNT_SFCRole=2_…, the trust policy's condition, shown by DESC INTEGRATION).
        "role",
        # A data object's persistent identifier (a PID: the ICOS Carbon Portal's 24 base64url
        # characters in its object URLs, a handle's suffix).
        "pid",
    }
)  # fmt: skip
# Last words of a data file's name that say what its mapping's values identify: a catalogue
# of things a service names by a generated id, listed under names a person gave them
# (ElevenLabs' voices.json, `{"adam": "<voice id>"}`; a playlists.yaml, a sheets.json). Not
# holders of a login (users, accounts, devices, nodes): a map of their names may give each
# its password or token.
_CATALOGUE_WORDS = frozenset(
    {"voice", "playlist", "sheet", "spreadsheet", "document", "folder", "dataset", "asset", "video"}
)
# The last word of a name for a system's identifier of a thing, after that thing's words:
# Twilio's ACCOUNT_SID, Oracle's ORACLE_SID, a Windows account's security identifier. Alone
# (`sid`) it may be a session's id, a cookie's secret.
_SYSTEM_ID = "sid"
# The public members of a JSON Web Key (RFC 7517, 7518): its modulus, exponent, curve point,
# certificate chain and thumbprints.
_PUBLIC_KEY_MEMBERS = frozenset({"n", "e", "x", "y", "x5c", "x5t", "kty", "crv"})
# Its private members (RFC 7518, 6.3.2): short names that are secrets all the same.
_PRIVATE_KEY_MEMBERS = frozenset({"d", "p", "q", "dp", "dq", "qi"})
# Words on a value's line or in a comment about it that say it is a digest, an identifier or
# public (a lock file's `sha512-…` integrity, pip's RECORD, a WireGuard PublicKey, a
# certificate's thumbprint).
_NOT_SECRET_CONTEXT = (
    "sha1",
    "sha256",
    "sha384",
    "sha512",
    "md5",
    "checksum",
    "digest",
    "hash",
    "integrity",
    "fingerprint",
    "thumbprint",
    "x5t",
    "public",
    "pubkey",
    "commit",
    "uuid",
)
# A label before a generated value, joined to it as Subresource Integrity's `sha512-` is.
_LABEL = re.compile(r"[a-z][a-z0-9]{1,7}[-_]")
# An identifier's word on the value's line (a comment's "sheet id", "the form's uid").
_ID_WORD = re.compile(r"\b(ids?|uid|guid)\b")
# An iteration count set on a salt's line: the salt is a stored password hash's parameter
# (SCRAM's and PBKDF2's salt, kept with the count and the derived keys, as a Kafka broker logs
# `salt=… iterations=4096`), no secret; an application's own salt has no count beside it.
_ITERATION_COUNT = re.compile(
    r"(?i)\b(?:iterations?|iteration[_-]?count|iter|rounds)[\"']?[ \t]*[=:][ \t]*[\"']?[0-9]"
)


def generated_candidates(
    text: str,
    code: bool,
    lookalike_names: tuple[str, ...],
    names: SecretNames,
    file_name: str = "",
) -> Iterator[Candidate]:
    """The values in TEXT that look generated and stand as a value under a name: quoted whole,
    or bare after `=`, `: ` or an option (not in CODE, where a bare word is a variable). Each
    comes under its name as one that only may be secret. LOOKALIKE_NAMES: fragments of names
    (lower case) whose values are public (site keys). In a file FILE_NAME says is a catalogue
    (see _CATALOGUE_WORDS), a mapping's values under names that say nothing secret are the
    ids it lists."""
    catalogue = _names_a_catalogue(file_name)
    for start, end in _runs(text):
        if not _looks_generated(text[start:end]):
            continue
        name = _placed(text, start, end, code)
        if name is None and _alone(text, start, end):
            # A file that holds the value alone (~/.config/SERVICE/app_id): no name says what
            # it is, but an id and its secret encoded together are a login whatever the file.
            if _basic_credentials(text[start:end]):
                yield Candidate("", Strength.STRONG, start, end)
            continue
        if not name:
            continue
        if catalogue and _map_member(text, start) and names.strength(name) == Strength.NONE:
            continue
        # An id and its secret joined and encoded are a login, whatever the name calls them.
        login = _basic_credentials(text[start:end])
        if not login and says_not_secret(name, lookalike_names, names):
            continue
        if _line_says_not_secret(text, start, end) or hash_parameter(text, start, end, name):
            continue
        if _in_salted_digest(text, start, end):
            continue
        if not login and _under_verification_keys(text, start, end):
            continue
        yield Candidate(name, Strength.STRONG if login else Strength.WEAK, start, end)


def _alone(text: str, start: int, end: int) -> bool:
    """Whether the value at START:END is all TEXT holds, but for a few blanks around it."""
    return (
        len(text) - (end - start) <= _LONE_BLANKS
        and not text[:start].strip()
        and not text[end:].strip()
    )


def _names_a_catalogue(file_name: str) -> bool:
    """Whether FILE_NAME's stem (before its first dot) ends in a word of _CATALOGUE_WORDS, one or
    many (voices.json, tts-voice.yaml)."""
    parts = words(file_name.split(".", 1)[0])
    return bool(parts) and member_name(parts[-1]) in _CATALOGUE_WORDS


def _map_member(text: str, start: int) -> bool:
    """Whether the value at START is a mapping's member (JSON's and YAML's `key: value`), not a
    setting's assignment or an option's."""
    line_start = text.rfind("\n", max(0, start - _BEFORE), start) + 1
    return text[line_start:start].rstrip(" \t\"'").endswith(":")


def may_hold_one(text: str) -> bool:
    """Whether TEXT holds a run of base64 characters long enough: most files hold none, and
    then the finder costs this one pass alone."""
    return _mask(text).find(_SHORTEST_RUN) >= 0


def _mask(text: str) -> bytes:
    """TEXT with each base64 character `a` and any other a blank. Latin-1 keeps offsets (the
    scan decodes files that way); other characters are no run's."""
    return text.encode("latin-1", "replace").translate(_MASK)


def _runs(text: str) -> Iterator[tuple[int, int]]:
    """Where TEXT's runs of base64 characters (with up to two `=` of padding) are, each a
    whole value: no such character or `=` follows it (`NAME=VALUE` makes NAME no run)."""
    mask = _mask(text)
    start = mask.find(_SHORTEST_RUN)
    while start >= 0:
        end = mask.find(b" ", start)
        end = len(mask) if end < 0 else end
        padded = end
        while padded < len(text) and padded - end < _PADDING and text[padded] == "=":
            padded += 1
        continued = padded < len(text) and (mask[padded] == _IN_RUN or text[padded] == "=")
        if end - start <= _MAX_RUN and not continued:
            yield start, padded
        start = mask.find(_SHORTEST_RUN, end)


def _looks_generated(value: str) -> bool:
    """Whether VALUE mixes characters as a generated secret does: capitals, small letters and
    digits all (hex alone is a digest's or a commit's, unless a key's documented shape says
    otherwise; one case alone an identifier's), with one
    part long enough where separators join parts (words and versions joined are a name), small
    letters not in words' runs, and not base64 of something public or plain."""
    if _SHAPED_HEX_KEY.fullmatch(value):
        return True
    parts = _SEPARATORS.split(value.rstrip("="))
    longest = max(parts, key=len)
    if _HEX.fullmatch(longest):
        return False  # hex, or hex after a name's prefix (NAME_FUSE_<digest>)
    if len(longest) < _MIN_PART and _worded_parts(parts, len(value)):
        return False
    if not _mixed(value) or _words_inside(value):
        return False
    return not _encoded_data(value)


def _worded_parts(parts: list[str], length: int) -> bool:
    """Whether PARTS (of a value LENGTH long, split at its separators) are words, versions or
    numbers joined, as a name's are, rather than a random string's runs between the `-` and
    `_` its alphabet holds: a Foreman token, 16 random bytes in base64url, has one of them more
    often than not, and its longest run is then often shorter than a random part must be."""
    worded = sum(
        len(part)
        for part in parts
        if len(part) >= _MIN_WORDED_PART and _WORDED_PART.fullmatch(part)
    )
    return worded >= _MAX_WORDED_SHARE * length


def _words_inside(value: str) -> bool:
    """Whether VALUE's small letters come in runs as long as words' (an identifier of words and
    numbers: Route53HealthCheckConfig, ApiV2Handler)."""
    runs = _LOWER_RUNS.findall(value)
    # A run without a vowel is no word's (a random draw's pbn, wfrs): it counts as one letter.
    spoken = sum(len(run) if _VOWEL.search(run) else 1 for run in runs)
    return bool(runs) and spoken / len(runs) >= _WORD_RUN


def _encoded_data(value: str) -> bool:
    """Whether VALUE is base64 of something public or plain: a certificate or a public key in
    DER (MII…, MFkw…, MCow…), or text with blanks (a sentence, a PEM file, a configuration:
    what it holds is read where it is written out)."""
    head = value[: len(value) - len(value) % 4] if "=" not in value else value
    try:
        decoded = binascii.a2b_base64(head.replace("-", "+").replace("_", "/"))
    except (binascii.Error, ValueError):
        return False
    if len(decoded) >= 4 and decoded[0] == _DER_SEQUENCE:
        length_bytes = decoded[1] - _DER_LONG_LENGTH if decoded[1] > _DER_LONG_LENGTH else 0
        first_member = 2 + length_bytes
        return first_member < len(decoded) and decoded[first_member] == _DER_SEQUENCE
    try:
        text = decoded.decode("ascii")
    except UnicodeDecodeError:
        return False
    if _ENCODED_ADDRESS.fullmatch(text):
        return True
    return " " in text and all(c.isprintable() or c in "\r\n\t" for c in text)


def _basic_credentials(value: str) -> bool:
    """Whether VALUE is base64 of CLIENT_ID:CLIENT_SECRET, as HTTP Basic authentication sends
    them: a login, though a service may call it an "application id" (Météo-France's portal
    hands out base64 of its client's id and secret as one, sent as `Authorization: Basic`).
    The secret must be long and mixed as a generated one is: base64 of `user:password` typed
    by someone, or of a word pair, is left to the other checks."""
    if len(value) % 4:
        return False
    try:
        decoded = binascii.a2b_base64(value).decode("ascii")
    except (binascii.Error, ValueError, UnicodeDecodeError):
        return False
    client, colon, secret = decoded.partition(":")
    return (
        bool(colon and client)
        and len(secret) >= _MIN_PART
        and _CREDENTIAL.fullmatch(decoded) is not None
        and _mixed(secret)
    )


def _mixed(value: str) -> bool:
    """Whether VALUE holds capitals, small letters and digits all, or capitals and small
    letters mixed as a random draw's are: a draw of base62 or base64 without a digit (one in
    fifty of 22 characters, one in a thousand of 40) is no less a secret, and the case of an
    identifier's words changes too seldom (see lookalikes.cases_at_random)."""
    return (
        any(c.isupper() for c in value)
        and any(c.islower() for c in value)
        and (any(c.isdigit() for c in value) or cases_at_random(value))
    )


def _placed(text: str, start: int, end: int, code: bool) -> str | None:
    """The name the value at START:END is written under, if it stands as a value: the whole of
    a quoted literal after an operator (or in a list after one), or a bare word after `=`, a
    colon and a blank, or an option (not in CODE). "" where no name precedes the operator."""
    line_start = text.rfind("\n", max(0, start - _BEFORE), start) + 1 or max(0, start - _BEFORE)
    before = text[line_start:start]
    quote = before[-1:] if before[-1:] in _QUOTES else ""
    if quote:
        if text[end : end + 1] != quote:
            return None  # part of a longer string: a sentence, a path, a URL
        before = before[:-1]
    elif code or (end < len(text) and text[end] not in _BARE_ENDS):
        return None  # in code a bare word is a variable; elsewhere, part of a longer word
    elif before[-1:] == ":":
        return None  # a:b, bare: a scheme's, an ARN's, a type's and its value (h1:, data:)
    stripped = before.rstrip(" \t")
    if quote and stripped.endswith("["):
        stripped = stripped[:-1].rstrip(" \t")  # the first item of a list under a name
    if stripped.endswith(("=>", "<-")):
        stripped = stripped[:-2] + "="  # Perl's and PHP's =>, R's <-: as = is
    if stripped[-1:] in ("=", ":"):
        rest = stripped[:-1]
        if rest.endswith(":"):
            return None  # a scope (a::b)
        if code and stripped[-1] == "=" and (typed := _TYPED_NAME_BEFORE.search(rest)):
            return typed.group(1)
        named = _NAME_BEFORE.search(rest)
        return named.group(1) if named else ""
    option = _OPTION_BEFORE.search(before)
    return option.group(1) if option else None


def says_not_secret(name: str, lookalike_names: tuple[str, ...], names: SecretNames) -> bool:
    """Whether NAME says its value is something about a secret or no secret at all: a
    reference (its id, file, URL), an identifier of something, something else (public,
    tokenizer, a site key), a digest, a public key's member."""
    lowered = name.lower()
    if len(name) < 2 and lowered not in _PRIVATE_KEY_MEMBERS:
        return True  # a letter: a formula's, a loop's, a record's member; it says nothing
    if (
        lowered in _PUBLIC_KEY_MEMBERS
        or lowered in _PAYLOAD_NAMES
        or any(f in lowered for f in lookalike_names)
    ):
        return True
    parts = words(name)
    if not parts:
        return True
    if (
        parts[-1] in names.reference_words
        # Their plurals name a list of such identifiers (`buckets: [...]`, "uploads: `ID`").
        or member_name(parts[-1]) in _ENTITY_WORDS
        or names.names_a_reference(name)
    ):
        return True
    if parts[-1] == _SYSTEM_ID and len(parts) > 1:
        return True
    return parts[0] in names.leading_unrelated_words or any(
        w in names.unrelated_words or w in names.digest_words or w in _NOT_SECRET_WORDS
        for w in parts
    )


def _line_says_not_secret(text: str, start: int, end: int) -> bool:
    """Whether the value's line is too long for a setting (minified code, data), or holds a
    word that says the value is a digest, an identifier or public."""
    line = line_around(text, start, end, _MAX_LINE)
    return line is None or says_digest_id_or_public(text[line[0] : line[1]])


# A quoted digest in base64 (SHA-256's 44 characters or SHA-512's 88) and its salt in base64
# after one blank: a stored password hash, as Solr's BasicAuthPlugin keeps each user's in
# security.json's `credentials` ("user": "HASH SALT"). A secret is no two padded base64 words.
_SALTED_DIGEST = re.compile(
    r"[\"']((?:[A-Za-z0-9+/]{43}=|[A-Za-z0-9+/]{86}==) [A-Za-z0-9+/]{16,88}={0,2})[\"']"
)


def _in_salted_digest(text: str, start: int, end: int) -> bool:
    """Whether the value at START:END is the digest or the salt of a quoted salted digest on its
    line (see _SALTED_DIGEST)."""
    line = line_around(text, start, end, _MAX_LINE)
    if line is None:
        return False
    return any(
        found.start(1) <= start and end <= found.end(1)
        for found in _SALTED_DIGEST.finditer(text, line[0], line[1])
    )


# A mapping's name that says its members are keys that check signatures, others' public keys
# (Synapse's `trusted_key_servers: … verify_keys:`, a JWKS's `public_keys:`): the key ids under
# it map to public keys, however random they look. The key that signs is named for signing.
_VERIFICATION_MAPPING = re.compile(
    r"[ \t]*[\"']?(?:[\w-]*[_-])?(?:verify|verification|verifying|public|trusted)[_-]?keys[\"']?"
    r"[ \t]*:[ \t]*\r?",
    re.IGNORECASE,
)
# How many lines above a member its mapping's name is looked for.
_MAPPING_REACH = 4


def _under_verification_keys(text: str, start: int, end: int) -> bool:
    """Whether the value at START:END is a member of an indented mapping (YAML's) whose name,
    the nearest line above indented less, says it holds keys that verify signatures."""
    line = line_around(text, start, end, _MAX_LINE)
    if line is None:
        return False
    lead = text[line[0] : start]
    indent = len(lead) - len(lead.lstrip(" \t"))
    if indent == 0:
        return False
    first = line[0]
    for _ in range(_MAPPING_REACH):
        above = line_above(text, first, _MAX_LINE)
        if above is None:
            return False
        first, last = above
        row = text[first:last]
        depth = len(row) - len(row.lstrip(" \t"))
        if row.strip() and depth < indent:
            return _VERIFICATION_MAPPING.fullmatch(row) is not None
    return False


# The last words of the names of a SCRAM verifier's derived keys (RFC 5802: StoredKey, the hash
# of the client key, and ServerKey), which MongoDB keeps with the salt and the iteration count
# (`{"iterationCount": …, "salt": …, "storedKey": …, "serverKey": …}`): one-way, no password.
_VERIFIER_KEYS = (("stored", "key"), ("server", "key"))


def hash_parameter(text: str, start: int, end: int, name: str) -> bool:
    """Whether the value at START:END, under NAME, is a salt or a SCRAM verifier's key with an
    iteration count set on its line: a stored password hash's part."""
    parts = tuple(words(name))
    if "salt" not in parts and parts[-2:] not in _VERIFIER_KEYS:
        return False
    line = line_around(text, start, end, _MAX_LINE)
    return line is not None and _ITERATION_COUNT.search(text, line[0], line[1]) is not None


def says_digest_id_or_public(remark: str) -> bool:
    """Whether REMARK (a value's line, a comment about it) says that the value is a digest, an
    identifier or public. Values on it that look generated are no words: one in a few hundred
    random base64 strings holds "hash", "md5" or "-id-" by chance."""
    lowered = _without_generated(remark).lower()
    return any(w in lowered for w in _NOT_SECRET_CONTEXT) or _ID_WORD.search(lowered) is not None


def _without_generated(text: str) -> str:
    """TEXT with each run that looks generated blanked, but for a label that starts it (an
    integrity's `sha512-`), its offsets kept."""
    blanked = list(text)
    for start, end in _runs(text):
        if _looks_generated(text[start:end]):
            label = _LABEL.match(text, start, end)
            value_start = label.end() if label else start
            blanked[value_start:end] = " " * (end - value_start)
    return "".join(blanked)
