"""The key ID issued with a secret and written beside it: Internet Archive's `[s3] access` beside
its `secret`, restic's `B2_ACCOUNT_ID` beside `B2_ACCOUNT_KEY`, an OpenStack EC2 credential's
`access` beside its `secret`. Such an ID names the account the secret unlocks, and is reported
with it. It is looked for only near a secret found, under the name the secret's own name gives
(its last words exchanged as the names table's `key_id_partners` say, the words before them
kept), and taken only if it looks like an issued ID: letters and digits, not a number (an
account number is public) nor words. The id half of a pair whose id names the account
(Vonage's api_key beside its api_secret) is the other way about: beside its secret, in the
shapes its service documents, it is an identifier."""

from __future__ import annotations

import bisect
import re
import string
from collections.abc import Iterator

from govern.secrets.formats import Field
from govern.secrets.lookalikes import cases_at_random, letters_at_random, password_hash
from govern.secrets.names import SecretNames, words
from govern.secrets.rules import Rule, RuleSet
from govern.secrets.userids import USER_NAME, built_from_user

# How far from a secret its ID is looked for: the same section or block.
_WINDOW = 1024
# The name a value is written under, just before it on its line: NAME = "VALUE", "NAME": "VALUE",
# or a command's option, --NAME VALUE; looked for only in the characters just before the value,
# so that many secrets found on one long line cost no more than one each.
# A field/value table's row too, | NAME | VALUE |, as OpenStack's client prints a credential
# (`openstack ec2 credentials create`: | access | ID |, then | secret | SECRET |).
_NAME_BEFORE = re.compile(
    r"([A-Za-z_][A-Za-z0-9_.\-]{0,95})[\"']?[ \t]{0,16}[:=][ \t]{0,16}[\"']?$"
    r"|--([A-Za-z][A-Za-z0-9_.\-]{0,93})(?:[ \t]{1,16}|=)[\"']?$"
    r"|\|[ \t]{0,16}([A-Za-z_][A-Za-z0-9_.\-]{0,79})[ \t]{0,16}\|[ \t]{0,16}$"
    r"|<([A-Za-z_][A-Za-z0-9_.\-]{0,79})>[ \t]{0,16}$"
    # A note's list item that names its value in words (`- secret key VALUE`, or with a colon,
    # `- secret key: VALUE`, as a keyset's two halves are copied into a list one a line).
    r"|(?m:^)[ \t]*[-*+][ \t]+([A-Za-z][A-Za-z0-9]*(?: [A-Za-z][A-Za-z0-9]*){0,3})"
    r"(?:[ \t]+|[ \t]*:[ \t]+)$"
    # A record a command prints, a field of words and a colon a line (ONTAP's `vserver
    # object-store-server user create`: `Access Key: ID`, then `Secret Key: SECRET`).
    r"|(?m:^)[ \t]*([A-Za-z][A-Za-z0-9]*(?: [A-Za-z][A-Za-z0-9]*){1,3})[ \t]*:[ \t]+$"
    # An environment variable's default, given where it is read (os.environ.get("NAME",
    # "VALUE"), os.getenv, R's Sys.getenv): the pair's other half is read so beside it.
    r"|[\"']([A-Za-z_][A-Za-z0-9_.\-]{0,79})[\"'][ \t]{0,16},[ \t]{0,16}[\"']$"
)
_NAME_REACH = 96 + 36
# An issued ID: at least this long, of letters and digits (a hex or base32 string), after a
# short prefix its issuer gives its IDs (Modal's ak-), or a UUID (Gurobi's WLS and Cluster
# Manager access ids, Garmin's consumer keys). A random one has a digit, or (one time in some
# tens, drawn from letters and digits) letters whose cases change as at random.
_MIN_ID = 12
_ID = re.compile(
    r"([a-z]{1,4}-)?[A-Za-z0-9]+"
    r"|[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"
)

_BASE64URL = re.compile(r"[A-Za-z0-9_-]+")
_ID_RUN = re.compile(r"[A-Za-z0-9]+")


def _issued(value: str) -> bool:
    """Whether VALUE, letters and digits, is drawn at random as an issued ID is: not a number
    (an account's is public), and a digit in it, its letters' cases changing as a random
    string's do (not words, not CamelCase), or capitals at random."""
    if value.isdigit():
        return False
    body = value.split("-", 1)[-1]
    # An S3-style access key (MinIO's, Ceph's: capitals and digits) is capitals alone one time
    # in some hundreds: then a run of consonants says it is drawn at random, not a name.
    return (
        any(c.isdigit() for c in body)
        or cases_at_random(body)
        or (body.isupper() and letters_at_random(body))
    )


# A person's or a service account's name, of one case or capitalised, its words run together,
# a number after it (deployer, jdoe2024, JDoe2024, JohnDoe1): not a draw from letters of both
# cases and digits.
_NAME_LIKE = re.compile(r"[A-Z]{0,3}[a-z]*(?:[A-Z][a-z]+)*[0-9._-]*")


def _drawn(value: str, id_shape: re.Pattern[str]) -> bool:
    """Whether VALUE, an id too short to look random, of its issuer's shape ID_SHAPE, may be
    taken by its shape: where the shape fixes its letters' case (Atlas's eight small letters)
    the shape says enough, but where it admits both cases (a Nexus name code, 8 letters and
    digits) a user name fits it too, and only letters that mix cases as a random draw's do
    tell the code apart (about 19 codes in 20)."""
    if not any(c.isalpha() for c in value) or not id_shape.fullmatch(value.swapcase()):
        return True
    if cases_at_random(value):
        return True
    return not (value.islower() or value.isupper()) and _NAME_LIKE.fullmatch(value) is None


def _random_id(value: str) -> bool:
    """Whether VALUE looks like an issued id of no documented shape: long enough, of an id's
    characters, drawn at random."""
    return len(value) >= _MIN_ID and _ID.fullmatch(value) is not None and _issued(value)


def _random_shaped_id(value: str, id_shape: re.Pattern[str] | None) -> bool:
    """Whether VALUE, of the shape its issuer documents and of base64url's alphabet (Aspera's
    access key ids: dashes and underscores among the letters and digits, which no id of
    _ID's has), is drawn at random: its letters change case as a random string's do, as no
    name's or word's do. Of a shape with punctuation of its own (Copr's login: base64 of four
    bytes, "##", 20 small letters), a run of its letters and digits is drawn so, or is small
    letters with a run of consonants no word has."""
    if id_shape is None or len(value) < _MIN_ID:
        return False
    if _BASE64URL.fullmatch(value) is not None:
        return cases_at_random(value)
    return any(cases_at_random(run) or letters_at_random(run) for run in _ID_RUN.findall(value))


def _id_names(
    names: SecretNames, name: str, secret: str
) -> list[tuple[list[str], re.Pattern[str] | None]]:
    """The words of the names an ID issued with SECRET, under NAME, is written under, each
    with the shape the ID must have there (None: any issued ID)."""
    parts = words(name)
    found = []
    for partner in names.key_id_partners:
        secret_words = partner.secret_words
        if len(parts) < len(secret_words) or tuple(parts[-len(secret_words) :]) != secret_words:
            continue
        if partner.whole and len(parts) > len(secret_words):
            continue
        if partner.secret_shape is None or partner.secret_shape.fullmatch(secret):
            id_words = [*parts[: len(parts) - len(secret_words)], *partner.id_words]
            found.append((id_words, partner.id_shape))
    return found


# What may stand before a setting's name at its line's start: a shell's `export`, a Dockerfile's
# `ENV`, a systemd unit's `Environment=` (whose assignment may be quoted whole).
_SETTING_LEAD = r"(?:(?:export|ENV)[ \t]+|Environment=)?"


def _assignment(id_words: list[str]) -> re.Pattern[str]:
    # A `#` after a blank starts a comment; inside a value it is the value's (Copr's login,
    # `login = Y57wcg==##fkfaxbkjhuoiebfafadl`).
    name = "[_.-]?".join(re.escape(word) for word in id_words)
    return re.compile(
        rf"(?im)^[ \t]*{_SETTING_LEAD}[\"']?{name}[\"']?[ \t]*[:=][ \t]*[\"']?"
        r"(?P<value>[^\s\"',;#]+(?:#+[^\s\"',;#]+)*)"
    )


def _option(id_words: list[str]) -> re.Pattern[str]:
    """A command's option --NAME VALUE (or --NAME=VALUE) naming the ID, its words joined by
    hyphens or, as s3cmd's are, underscores (--access_key): its literal start lets the search
    skip ahead to each place it occurs."""
    name = "[-_]".join(re.escape(word) for word in id_words)
    return re.compile(rf"(?i)--{name}(?:[ \t]+|=)[\"']?(?P<value>[^\s\"',;#]+)")


def _element(id_words: list[str]) -> re.Pattern[str]:
    """An XML element naming the ID, its text the ID: <NAME>VALUE</NAME>."""
    name = "[_.-]?".join(re.escape(word) for word in id_words)
    return re.compile(rf"(?i)<{name}>[ \t]*(?P<value>[^\s<>\"']+)[ \t]*</")


def _table_row(id_words: list[str]) -> re.Pattern[str]:
    """A field/value table's row naming the ID: | NAME | VALUE |."""
    name = "[_.-]?".join(re.escape(word) for word in id_words)
    return re.compile(rf"(?im)^[ \t]*\|[ \t]*{name}[ \t]*\|[ \t]*(?P<value>[^\s|\"',;#]+)")


def _list_item(id_words: list[str]) -> re.Pattern[str]:
    """A note's list item naming the ID in words: - NAME VALUE (or - NAME: VALUE)."""
    name = "[ _.-]?".join(re.escape(word) for word in id_words)
    return re.compile(
        rf"(?im)^[ \t]*[-*+][ \t]+{name}[ \t]*:?[ \t]+(?P<value>[^\s\"',;#]+)[ \t]*\r?$"
    )


def _record_field(id_words: list[str]) -> re.Pattern[str]:
    """A printed record's field naming the ID in words, alone on its line: NAME: VALUE."""
    name = "[ _.-]?".join(re.escape(word) for word in id_words)
    return re.compile(rf"(?im)^[ \t]*{name}[ \t]*:[ \t]+(?P<value>[^\s\"',;#]+)[ \t]*\r?$")


def _lookup_default(id_words: list[str]) -> re.Pattern[str]:
    """An environment variable's lookup naming the ID, its default the ID: ("NAME", "VALUE")."""
    name = "[_.-]?".join(re.escape(word) for word in id_words)
    return re.compile(rf"(?i)[\"']{name}[\"'][ \t]*,[ \t]*[\"'](?P<value>[^\s\"',;#]+)")


def key_ids(text: str, start: int, end: int, names: SecretNames) -> Iterator[tuple[int, int, bool]]:
    """Where, near the secret at TEXT[START:END], the key IDs issued with it are written, each
    with whether its issuer's shape alone says it is one (an id too short to look random)."""
    line_start = text.rfind("\n", max(0, start - _NAME_REACH), start) + 1
    named = _NAME_BEFORE.search(text, max(line_start, start - _NAME_REACH), start)
    if named is None:
        return
    window = (max(0, start - _WINDOW), min(len(text), end + _WINDOW))
    # A secret given as an option has its ID given as one (modal token set --token-id ID
    # --token-secret SECRET), a setting's as a setting.
    # A table's row has its ID in a row of the table.
    # An XML element's text has its ID in an element (Maven's <server>: <username> beside
    # <password>), a list item's in an item of the list.
    if named[1] is not None:
        pattern = _assignment
    elif named[2]:
        pattern = _option
    elif named[3]:
        pattern = _table_row
    elif named[6]:
        pattern = _record_field
    elif named[7]:
        pattern = _lookup_default
    else:
        pattern = _element if named[4] else _list_item
    name = named[1] or named[2] or named[3] or named[4] or named[5] or named[6] or named[7]
    for id_words, id_shape in _id_names(names, name, text[start:end]):
        # Of the IDs of that name in the window, the one nearest the secret is its own: another
        # pair's (an example's written above it, a second profile's) has its own secret.
        nearest: tuple[int, tuple[int, int, bool]] | None = None
        for hit in pattern(id_words).finditer(text, *window):
            value = hit["value"]
            if id_shape is not None and not id_shape.fullmatch(value):
                continue
            # An id shorter than a random draw is told apart from a word by the shape its
            # issuer documents alone (Atlas's eight small letters); a longer one must look
            # drawn at random, shaped or not.
            shaped = id_shape is not None and len(value) < _MIN_ID and _drawn(value, id_shape)
            if shaped or _random_id(value) or _random_shaped_id(value, id_shape):
                # Measured from the id itself: a list item's or a row's match runs to its
                # line's end, which would make the pair above seem farther than the next.
                id_start, id_end = hit.span("value")
                distance = start - id_end if id_end <= start else id_start - end
                if nearest is None or distance < nearest[0]:
                    nearest = distance, (*hit.span("value"), shaped)
        if nearest is not None:
            yield nearest[1]


def secret_after(
    rule: Rule, end: int, text: str, rules: RuleSet
) -> Iterator[tuple[Rule, int, int, None]]:
    """The secret written right after the key id RULE found ending at END, as the next value
    under no name (Rule.secret_after: a list's next item, a CSV's next field), reported by the
    rule it names unless its look-alike checks pass over it."""
    if rule.secret_after is None or rule.secret_after_rule is None:
        return
    hit = rule.secret_after.match(text, end)
    if hit is None:
        return
    secret_rule = rules.rule(rule.secret_after_rule)
    if not rules.passes_over(secret_rule, hit["secret"], None):
        yield secret_rule, *hit.span("secret"), None


def sections_with_a_secret(fields: list[Field], names: SecretNames) -> frozenset[tuple[str, ...]]:
    """The sections (parents) of FIELDS, a file's, in which a secret is set under a name of its
    own (access_secret), not an issued id's: asked once a file, whatever its number of ids."""
    return frozenset(
        field.parents
        for field in fields
        if field.end > field.start and names_own_secret(names, field.key)
    )


def names_own_secret(names: SecretNames, name: str) -> bool:
    """Whether NAME is a secret's of its own (access_secret), not an issued id's."""
    return "secret" in words(name) and not names.issued_id(name)


def id_as_user_name(
    field: Field, value: str, secret_sections: frozenset[tuple[str, ...]], names: SecretNames
) -> bool:
    """Whether VALUE, under FIELD's name of an id issued with a secret (access_key), is a user's
    name: a secret is set beside it in the same section (SECRET_SECTIONS holds FIELD's parents:
    access_secret), so the pair is a login and the id no secret alone, and VALUE is not drawn at
    random as an issued id is (Harbor's registry endpoints keep a registry user's name as their
    credential's access_key)."""
    # An id built from a user's name holds the zone's digits (1_alice_accid), which _issued
    # would take for a random id's: it is asked first.
    return (
        names.issued_id(field.key)
        and (
            built_from_user(value)
            or (
                not _issued(value)
                and (_ID.fullmatch(value) is not None or USER_NAME.fullmatch(value) is not None)
            )
        )
        and field.parents in secret_sections
    )


# A secret's word, and the characters of the name around it (a setting's, a variable's, a
# reference's: secretAccessKeySecretRef, ENV["NOISE_SECRET"]), up to a bound each side.
_SECRET_WORD = re.compile("secret", re.IGNORECASE)
_NAME_CHARACTERS = frozenset(string.ascii_letters + string.digits + "_.-")
_SECRET_NAME_REACH = 64
# A setting, and a value that leaves it empty: NAME = , "NAME": "", NAME: ''.
_SETTING = re.compile(
    r"(?m)^[ \t]*[\"']?([A-Za-z_][A-Za-z0-9_.\-]{0,95})[\"']?[ \t]*[:=]([^\r\n]*)"
)
_EMPTY_VALUE = re.compile(r"(?:\"\"|'')?[ \t]*,?")


def secret_names(text: str) -> list[int]:
    """Where TEXT names a secret, in order: a name of words one of which is secret (cert-manager's
    secretAccessKeySecretRef beside accessKeyID, a call's ENV["..._SECRET"] beside an ID), not
    the word alone in prose. Read once a file, each character at most a few times."""
    found: list[int] = []
    name_end = 0
    for hit in _SECRET_WORD.finditer(text):
        if hit.start() < name_end:
            continue  # inside the name just read
        start, name_end = hit.start(), hit.end()
        floor, ceiling = max(0, start - _SECRET_NAME_REACH), name_end + _SECRET_NAME_REACH
        while start > floor and text[start - 1] in _NAME_CHARACTERS:
            start -= 1
        while name_end < min(len(text), ceiling) and text[name_end] in _NAME_CHARACTERS:
            name_end += 1
        parts = words(text[start:name_end])
        if "secret" in parts and len(parts) > 1:
            found.append(hit.start())
    return found


def any_between(positions: list[int], start: int, end: int) -> bool:
    """Whether one of POSITIONS (sorted) is in START..END."""
    at = bisect.bisect_left(positions, start)
    return at < len(positions) and positions[at] < end


def own_secret_left_empty(
    text: str, id_name: str, start: int, end: int, at: int | None = None
) -> bool:
    """Whether TEXT[START:END], the lines around an ID under ID_NAME (at AT, START if None), set
    the ID's own secret empty (AmazonS3AccessKeyId beside "AmazonS3SecretAccessKey": ""): a
    secret of its name, all of whose other words are the ID's, the one nearest the ID (another
    profile's left empty says nothing of this one's). The ID is then a setting's left-over,
    unusable, whatever other secrets are near it."""
    id_words = set(words(id_name))
    at = start if at is None else at
    nearest: tuple[int, bool] | None = None
    for hit in _SETTING.finditer(text, start, end):
        parts = words(hit[1])
        if "secret" in parts and set(parts) - {"secret"} <= id_words:
            distance = abs(hit.start() - at)
            if nearest is None or distance < nearest[0]:
                nearest = distance, _EMPTY_VALUE.fullmatch(hit[2].strip()) is not None
    return nearest is not None and nearest[1]


# A command's option and a value that refers to what it gives, a variable's expansion or a
# command's output (`--secret="$(cat FILE)"`, `--secret-key "$KEY"`), on a line read up to a
# bound either side of the ID.
_REFERENCED_OPTION = re.compile(r"--?([A-Za-z][A-Za-z0-9_-]{0,63})(?:=|[ \t]+)[\"']?(?:\$|`)")
_LINE_REACH = 2048


# The option a command gives a value under, written right before it (`--access-key=ID`,
# `--access-key ID`), read back a bounded stretch from the value.
_OPTION_BEFORE = re.compile(r"(?:^|[ \t])--?([A-Za-z][A-Za-z0-9_-]{0,63})(?:=|[ \t]+)[\"']?\Z")
_OPTION_REACH = 96


def option_before(text: str, at: int) -> str | None:
    """The name of the command-line option whose value starts at AT, if one is given right
    before it: what an id its shape found (Garage's GK…) is written under."""
    hit = _OPTION_BEFORE.search(text[max(0, at - _OPTION_REACH) : at])
    return None if hit is None else hit[1]


def own_secret_referenced(text: str, id_name: str, at: int) -> bool:
    """Whether the command line of the ID under ID_NAME at AT gives the ID's own secret as a
    reference (`--access-key=ID --secret="$(cat FILE)"`): an option of its secret's name, all
    of whose other words are the ID's. The secret is then not written with the ID (LABELS.md
    rule 2), whatever other secrets are near it (another tool's password below)."""
    line_start = text.rfind("\n", max(0, at - _LINE_REACH), at) + 1
    line_end = text.find("\n", at, at + _LINE_REACH)
    line_end = min(len(text), at + _LINE_REACH) if line_end < 0 else line_end
    id_words = set(words(id_name))
    for hit in _REFERENCED_OPTION.finditer(text, line_start, line_end):
        parts = words(hit[1])
        if "secret" in parts and set(parts) - {"secret"} <= id_words:
            return True
    return False


# The names an API key's two halves are written under, as OPNsense's config.xml keeps a user's
# API keys (<apikeys><item><key>KEY</key><secret>$6$…</secret>): the key in the clear, its
# secret only as a crypt(3) hash the firewall checks the secret against.
_KEY_HALF = "key"
_SECRET_HALF = "secret"


def hashed_secret_sections(text: str, fields: list[Field]) -> frozenset[tuple[str, ...]]:
    """The sections of FIELDS whose `secret` is kept only as a password hash (none of them in
    the clear): a `key` there is issued with a secret that is not with it, so it is no secret
    alone (LABELS.md rule 2)."""
    hashed: dict[tuple[str, ...], bool] = {}
    for field in fields:
        if field.key.lower() == _SECRET_HALF:
            kept = password_hash(text[field.start : field.end])
            hashed[field.parents] = hashed.get(field.parents, True) and kept
    return frozenset(parents for parents, kept in hashed.items() if kept)


def secret_kept_hashed(field: Field, sections: frozenset[tuple[str, ...]]) -> bool:
    """Whether FIELD is a `key` in one of SECTIONS (hashed_secret_sections)."""
    return field.key.lower() == _KEY_HALF and field.parents in sections


def _setting(name_words: list[str]) -> re.Pattern[str]:
    """A setting or an argument of the name NAME_WORDS, as a .env, a script, a call's keyword
    or a form's field writes it (NAME=VALUE, name: VALUE, name="VALUE", -d name=VALUE), not the
    end of a longer name."""
    name = "[_.-]?".join(re.escape(word) for word in name_words)
    return re.compile(
        rf"(?i)(?<![A-Za-z0-9_.-])[\"']?{name}[\"']?[ \t]*[:=][ \t]*[\"']?"
        r"(?P<value>[^\s\"',;#&)]{1,128})"
    )


def account_id_beside_secret(
    text: str, name: str, start: int, end: int, names: SecretNames
) -> bool:
    """Whether TEXT[START:END], under NAME, is the id half of a pair whose id names the account
    (the names table's account_id_partners: Vonage's api_key), of its documented shape, with
    the pair's secret of its own shape written near it under the name NAME's gives it (its
    last words exchanged, the words before them kept). Alone, or beside a secret of another
    shape (another service's api_secret), it stays a key."""
    parts = words(name)
    value = text[start:end]
    window = (max(0, start - _WINDOW), min(len(text), end + _WINDOW))
    for partner in names.account_id_partners:
        id_words = partner.id_words
        if tuple(parts[-len(id_words) :]) != id_words or partner.id_shape is None:
            continue
        if not partner.id_shape.fullmatch(value) or partner.secret_shape is None:
            continue
        secret_name = [*parts[: len(parts) - len(id_words)], *partner.secret_words]
        if any(
            partner.secret_shape.fullmatch(hit["value"])
            for hit in _setting(secret_name).finditer(text, *window)
        ):
            return True
    return False


# A secret's value that is no secret written: a reference to one (a variable's, a template's,
# a placeholder's) or nothing.
_NOT_WRITTEN = re.compile(r"[$<{%`]")


def id_without_its_secret(text: str, name: str, start: int, end: int, names: SecretNames) -> bool:
    """Whether TEXT[START:END], under NAME, is a token that is the id half of a pair (the names
    table's lone_id_partners: SHINYAPPS_TOKEN) whose own secret, under the name NAME's gives it,
    is not written near it: an id whose secret is kept elsewhere (LABELS.md rule 2)."""
    parts = words(name)
    window = (max(0, start - _WINDOW), min(len(text), end + _WINDOW))
    for partner in names.lone_id_partners:
        id_words = partner.id_words
        if tuple(parts[-len(id_words) :]) != id_words:
            continue
        secret_name = [*parts[: len(parts) - len(id_words)], *partner.secret_words]
        return not any(
            _NOT_WRITTEN.match(hit["value"]) is None
            for hit in _setting(secret_name).finditer(text, *window)
        )
    return False
