"""Files whose name says they hold a secret: ansible's `vault_pass.txt`, BeeGFS's `connauthfile`,
MongoDB's `mongo-keyfile`, `db_password`, `secret.txt`, `*.pass`, a file under `secrets/` or
`credentials/`. Their name is judged by the names table, as a variable's would be, once it is split
into words: at punctuation and camelCase humps, and where a secret word is glued to others
(`connauthfile` is conn, auth; `vaultpass` ends in pass), and a name that ends in `refresh` names
the refresh token a client keeps there (`spotify_refresh.txt`). A trailing `file` says what the file
is, not that it only points at a secret. A folder whose name says secret is evidence too, but only
as much as a weak name: the value must look random. A file directly in a folder named `secrets` that
holds one short value and nothing else is as a Docker Compose or Swarm secret is mounted, one value
a file: that value is judged as if a password's name said it. A file of two value lines whose first
is a user's name is a login file (OpenVPN's `auth-user-pass FILE`, the same two lines other VPN
clients and mount helpers read): its second line is the password. A `.keypair` file holds a key's id
and its secret a line each (iRODS's S3 resource's S3_AUTH_FILE): its name is read as key, pair,
whatever its stem. A numbered file in a Keystone key repository (`fernet-keys/0`) is a key.

A dotfile directly in a home directory that holds one random token and nothing else is how a
tool keeps a user's key (`~/.opentopography.txt`, `~/.mast_token`): by itself such a file is
judged as a weak name's value would be (a version, a path, a word, a UUID or a commit's hash is
none), and only a lone token is taken from it.

A file named for a key (`wandb/key`, `secure-cookie-key`) that holds one value alone holds that
key, whatever its shape: a UUID or hex of a digest's length too. A task that writes a literal
to a secret-named file (Ansible's copy `dest:` and `content:`, cloud-init's `path:` and
`content:`) writes that file's secret. A file named for secrets (Streamlit's `secrets.toml`)
makes a name there that only may be secret name one.

Only files that may be a bare value are judged: no extension, or one that says text or secret
(`.txt`, `.pass`, `.key`...). A configuration, source or data file has a format of its own, and
the rules for that format read it."""

from __future__ import annotations

import bisect
import re

from govern.secrets.formats import Field
from govern.secrets.lookalikes import Lookalikes, consonant_run
from govern.secrets.names import SecretNames, Strength, words

# Extensions of a file that may hold a bare value (lower case, without the dot; "" for none).
_BARE_EXTENSIONS = frozenset(
    {
        "",
        "txt",
        "pass",
        "passwd",
        "password",
        "pw",
        "pwd",
        "secret",
        "secrets",
        "key",
        "keyfile",
        # A key's id and its secret, a line each (iRODS's S3 resource's S3_AUTH_FILE).
        "keypair",
        "token",
        "tok",
        "cred",
        "creds",
        "auth",
        "dat",
    }
)
# An extension of words whose last is one of those (kopia's `repository.config.kopia-password`,
# its repository's password kept beside its configuration) says so too.
_EXTENSION_WORDS = re.compile(r"[a-z0-9]{1,32}(?:[-_][a-z0-9]{1,32}){0,3}[-_](?P<last>[a-z]{1,16})")
# Extensions that name the file's kind by themselves: a `.keypair` file is an iRODS S3
# resource's S3_AUTH_FILE (the access key's id, then its secret) whatever its stem names.
_KIND_EXTENSIONS = frozenset({"keypair"})
# Folders that keep one key a file, each named by its index: Keystone's Fernet key repositories
# (/etc/keystone/fernet-keys/0, 1, ...; credential-keys/ for credentials; its "Fernet - Frequently
# Asked Questions"). Another file there, or a numbered file elsewhere, says nothing by its name.
_KEY_REPOSITORIES = frozenset({"fernet-keys", "credential-keys"})
# A key's index, or its copy kept aside (`0.bak`, `1.orig`, `0~`): the same key.
_KEY_INDEX = re.compile(r"[0-9]+(?:\.(?:bak|backup|old|orig|save|prev)|~)?")
# What such a file holds (keystone-manage's fernet_setup): a Fernet key, 32 random bytes in
# URL-safe base64. Anything else there (a checksum, a note) is no key.
_FERNET_KEY = re.compile(r"[A-Za-z0-9_-]{43}=")
# Folders of a version control system: their files are named for branches and refs
# (refs/heads/add-api-key holds a commit's hash), not for what they hold.
_VERSION_CONTROL = frozenset({".git", ".hg", ".svn", ".bzr"})
# Extensions that say only that the file is text: the words before them name it.
_TEXT_EXTENSIONS = ("txt", "dat")
# Extensions that say only how the file is encoded: a key written in base64 to be decoded where
# it is used (cloud-init's and Ansible's `munge.key.b64`) is named by the words before them.
_ENCODING_EXTENSIONS = frozenset({"b64", "base64"})
# The words that, last in an extension of words, say it holds a secret: not those of text.
_SECRET_EXTENSION_WORDS = _BARE_EXTENSIONS - {"", *_TEXT_EXTENSIONS}
# A secret word somewhere in a name: names without one are passed over at once.
_SECRET_FRAGMENT = re.compile(r"pass|pw|psk|secret|token|key|auth|cred|refresh")
# What a file's name says about itself: `connauthfile` holds the auth secret.
_FILE_WORDS = ("files", "file")
# Words that may end a compound word and name a secret (connauth, mongokey, dbcred).
_GLUED_WORDS = ("auth", "key", "cred", "creds")
# A glued word shorter than this is a word of its own (monkey is not mon, key: too short to say).
_MIN_GLUED = 7
# Words glued together that name a secret and what goes with it: a keypair is a key and its id.
_COMPOUNDS = {"keypair": ("key", "pair"), "keypairs": ("key", "pairs")}
# Words that, last in a file's name, name a token by its kind alone: a file named for a refresh
# (`spotify_refresh.txt`, `refresh`) is where a client keeps its OAuth refresh token, as a
# variable named so would hold a flag or an interval.
_TOKEN_KINDS = frozenset({"refresh"})


def key_repository_file(parts: tuple[str, ...]) -> bool:
    """Whether PARTS name a key's file in a Keystone key repository (`fernet-keys/0`)."""
    return (
        len(parts) >= 2
        and parts[-2] in _KEY_REPOSITORIES
        and _KEY_INDEX.fullmatch(parts[-1]) is not None
    )


def repository_key(value: str) -> bool:
    """Whether VALUE, a key repository's file's content, has a Fernet key's shape."""
    return _FERNET_KEY.fullmatch(value) is not None


def _extension(name: str) -> str:
    dot = name.rfind(".")
    return name[dot + 1 :].lower() if dot > 0 else ""


def _bare_extension(extension: str) -> bool:
    """Whether a file of EXTENSION may hold a bare value: one of _BARE_EXTENSIONS, or words whose
    last is a secret's (`kopia-password`)."""
    if extension in _BARE_EXTENSIONS:
        return True
    compound = _EXTENSION_WORDS.fullmatch(extension)
    return compound is not None and compound["last"] in _SECRET_EXTENSION_WORDS


def _name_words(name: str) -> list[str]:
    """NAME's words, with `file` dropped where it ends a word or the name, and secret words
    glued to the end of a longer word split off."""
    split: list[str] = []
    for word in words(name):
        stem = next(
            (word[: -len(s)] for s in _FILE_WORDS if word.endswith(s) and len(word) > len(s)), word
        )
        if stem in _COMPOUNDS:
            split.extend(_COMPOUNDS[stem])
            continue
        glued = next((g for g in _GLUED_WORDS if stem.endswith(g) and len(stem) >= _MIN_GLUED), "")
        split.extend((stem[: -len(glued)], glued) if glued else (stem,))
    while split and split[-1] in _FILE_WORDS:
        split.pop()
    if split and split[-1] in _TOKEN_KINDS:
        split.append("token")
    return split


def file_name_strength(names: SecretNames, parts: tuple[str, ...]) -> Strength:
    """How surely the file at PARTS (its path's components) holds a secret, by its name and its
    folder's: NONE for a file that may not be a bare value. A dotfile in a home directory is a
    weak name's file: see home_token_file for what it must hold."""
    strength = _named_strength(names, parts)
    if strength is Strength.NONE and _home_dotfile(parts):
        return Strength.WEAK
    return strength


def _named_strength(names: SecretNames, parts: tuple[str, ...]) -> Strength:
    name = parts[-1]
    if key_repository_file(parts):
        return Strength.STRONG
    extension = _extension(name)
    if extension in _ENCODING_EXTENSIONS:
        name = name[: -len(extension) - 1]
        extension = _extension(name)
    if not _bare_extension(extension):
        return Strength.NONE
    if extension in _TEXT_EXTENSIONS:
        name = name[: -len(extension) - 1]
    folder = parts[-2] if len(parts) >= 2 else ""
    # Most files' names and folders hold no secret word: one search each says so.
    named = _SECRET_FRAGMENT.search(name.lower()) is not None
    if not (named or _SECRET_FRAGMENT.search(folder.lower())):
        return Strength.NONE
    if not _VERSION_CONTROL.isdisjoint(parts[:-1]):
        return Strength.NONE
    parts_of_name = _name_words(name) if named else []
    strength = names.strength("_".join(parts_of_name)) if parts_of_name else Strength.NONE
    if extension in _KIND_EXTENSIONS:
        # The extension says what the file is, whatever its stem says the pair is for: the
        # stem's last word does not make one name with it (`tape-cache.keypair` is a key pair,
        # not a cache's key).
        strength = max(strength, names.strength("_".join(_name_words(extension))))
    # The folder's last word must say what it holds (app-secrets/, .credentials/), not only
    # mention secrets (test_secrets_found/).
    last = words(folder)[-1:]
    if strength is Strength.NONE and last and names.strength(last[0]) is Strength.STRONG:
        return Strength.WEAK
    return strength


# The folders Docker Compose and Swarm secrets are kept in, one value a file (`./secrets/NAME`,
# `/run/secrets/NAME`).
_MOUNT_FOLDERS = frozenset({"secrets", ".secrets"})
# A mounted secret is a password or key, not a document.
_MAX_MOUNTED = 256


def said_by_form(
    parts: tuple[str, ...], text: str, values: list[Field], value: Field, lookalikes: Lookalikes
) -> bool:
    """Whether the form of the file at PARTS, holding TEXT whose bare values are VALUES, says
    VALUE is a secret whatever its shape: a mounted secret's one value, a login file's
    password."""
    return (
        mounted_secret(parts, text, values, lookalikes)
        or login_file_password(text, values, value)
        or login_line_password(text, values, value)
        or lone_named_key(parts, text, values)
    )


# The last word of a file's name that says the file is a key (W&B's `wandb/key`, RStudio
# Server's `secure-cookie-key`).
_KEY_FILE_WORDS = frozenset({"key"})


def lone_named_key(parts: tuple[str, ...], text: str, values: list[Field]) -> bool:
    """Whether the file at PARTS, holding TEXT whose bare values are VALUES, is a key by its own
    name and holds that key alone: then it is the key whatever its shape, a UUID (RStudio
    Server's cookie key) or hex of a digest's length (W&B's API key) too. A folder's name, or a
    file of more than one value, says less."""
    name = parts[-1]
    if _extension(name) in _TEXT_EXTENSIONS:
        name = name[: -len(_extension(name)) - 1]
    name_words = _name_words(name)
    return bool(name_words) and name_words[-1] in _KEY_FILE_WORDS and lone_token(text, values)


def mounted_secret(
    parts: tuple[str, ...], text: str, values: list[Field], lookalikes: Lookalikes
) -> bool:
    """Whether the file at PARTS, holding TEXT whose bare values are VALUES, is one secret as
    Docker mounts them: directly in a `secrets` folder, its whole content one short value. A
    file whose name says it holds a digest (`*_hash.txt`) or something beside a secret
    (`db_user`, `db_host`) is no mounted secret."""
    if len(parts) < 2 or parts[-2].lower() not in _MOUNT_FOLDERS or len(values) != 1:
        return False
    value = values[0]
    name = parts[-1].lower()
    if _extension(name) in _TEXT_EXTENSIONS:
        name = name[: -len(_extension(name)) - 1]
    name = name.replace("-", "_")
    return (
        value.end - value.start <= _MAX_MOUNTED
        and text.strip() == text[value.start : value.end]
        and not any(word in name for word in lookalikes.digest_name_fragments)
        and not name.endswith(lookalikes.reference_name_suffixes)
    )


# A login file's first line: a user's name (an e-mail address, DOMAIN\\user, svc-name.01).
_LOGIN_USER = re.compile(r"[A-Za-z][A-Za-z0-9._@\\-]{0,63}")


def login_file_password(text: str, values: list[Field], value: Field) -> bool:
    """Whether VALUE is the password of a login file holding TEXT, whose bare values are VALUES:
    the second of two, after a line that is a user's name."""
    if len(values) != 2 or value is not values[1]:
        return False
    user = values[0]
    return _LOGIN_USER.fullmatch(text, user.start, user.end) is not None


def login_line_password(text: str, values: list[Field], value: Field) -> bool:
    """Whether VALUE is the secret of a login file of one line, `USER:SECRET` (the file Jenkins
    CLI's `-auth @FILE` reads): the file's one value, after a user's name and a colon on its
    line."""
    if len(values) != 1 or value is not values[0] or not text.startswith(":", value.start - 1):
        return False
    line = text.rfind("\n", 0, value.start) + 1
    while text.startswith((" ", "\t"), line):
        line += 1
    return _LOGIN_USER.fullmatch(text, line, value.start - 1) is not None


# A login name as systems make them (useradd's default NAME_REGEX, an e-mail address): small
# letters, digits and `._-@`, few digits. A key's id (AKIA…, hex) has capitals or many digits.
_LOGIN_NAME = re.compile(r"[a-z][a-z0-9._@-]{1,31}")
_MAX_LOGIN_DIGITS = 4


def _login_shaped(text: str, field: Field) -> bool:
    """Whether FIELD is shaped as a login name, and not as a token drawn from small letters
    (a run of consonants no name has)."""
    value = text[field.start : field.end]
    digits = sum(c.isdigit() for c in value)
    return (
        _LOGIN_NAME.fullmatch(value) is not None
        and digits <= _MAX_LOGIN_DIGITS
        and not consonant_run(value)
    )


def login_file_user(text: str, values: list[Field], value: Field) -> bool:
    """Whether VALUE is the user's name of a login file holding TEXT, whose bare values are
    VALUES: the first of two, shaped as a login name, above a second that is not (a password
    mixes cases, digits or other punctuation). Clients that read such a `USER\nPASSWORD` file
    (astroquery's, OpenVPN's auth-user-pass) keep the secret on its second line only."""
    return (
        len(values) == 2
        and value is values[0]
        and _login_shaped(text, value)
        and not _login_shaped(text, values[1])
    )


# The folders users' home directories are made in (Linux's /home, macOS's /Users); root's own.
_HOMES = frozenset({"home", "Users"})
_ROOT_HOME = "root"
# A token a tool keeps for its user is a key, not a document.
_MIN_TOKEN = 16
_MAX_TOKEN = 256


def _home_dotfile(parts: tuple[str, ...]) -> bool:
    """Whether PARTS is a dotfile directly in a home directory, of a name a bare value may have."""
    name = parts[-1]
    in_home = (len(parts) >= 3 and parts[-3] in _HOMES) or (
        len(parts) >= 2 and parts[-2] == _ROOT_HOME
    )
    dotfile = name.startswith(".") and len(name) > 1
    return in_home and dotfile and _bare_extension(_extension(name))


# The keys of a task or a cloud-init entry that writes a file: where it goes, and what it holds
# (Ansible's copy `dest:` and `content:`, cloud-init's write_files `path:` and `content:`).
_DESTINATION_KEYS = frozenset({"dest", "destination", "path"})
_CONTENT_KEYS = frozenset({"content"})


def written_content(field: Field) -> bool:
    """Whether FIELD is what a task or an entry writes into a file (its `content:`)."""
    return field.key.lower() in _CONTENT_KEYS


def file_destinations(fields: list[Field]) -> dict[tuple[str, ...], list[Field]]:
    """FIELDS that say where a file is written (`dest:`, `path:`), by the keys above them, each
    list in the text's order."""
    destinations: dict[tuple[str, ...], list[Field]] = {}
    for field in fields:
        if field.key.lower() in _DESTINATION_KEYS:
            destinations.setdefault(field.parents, []).append(field)
    return destinations


def written_file_strength(
    names: SecretNames,
    text: str,
    destinations: dict[tuple[str, ...], list[Field]],
    content: Field,
) -> Strength:
    """How surely CONTENT, read from TEXT, is a secret by the file it is written to (of
    DESTINATIONS, file_destinations' reading of TEXT): a task that writes a literal to a file
    whose name, or folder's, says it holds a secret (`dest: /etc/beegfs/connauthfile`) writes
    that secret. NONE for any other field."""
    beside = destinations.get(content.parents, [])
    if not written_content(content) or not beside:
        return Strength.NONE
    # Tasks of a list share their parents: the task's own destination is the one before or
    # after its content with no other list item between them, else the nearer.
    after = bisect.bisect_left(beside, content.start, key=lambda field: field.start)
    around = beside[max(0, after - 1) : after + 1]
    own = [field for field in around if not _item_between(text, field, content)]
    nearest = min(own or around, key=lambda field: abs(field.start - content.start))
    path = text[nearest.start : nearest.end].strip("'\"")
    parts = tuple(part for part in re.split(r"[/\\]", path) if part)
    if not parts or _named_strength(names, parts) is Strength.NONE:
        return Strength.NONE
    # The literal is the file's whole content, one value, as a mounted secret's is: whatever
    # its shape, it is the secret (placeholders and templated values are still none).
    return Strength.STRONG


# A YAML list item's start at a line's beginning: `- path: ...`, `  - dest: ...`.
_LIST_ITEM = re.compile(r"\n[ \t]*- ")


def _item_between(text: str, one: Field, other: Field) -> bool:
    """Whether a list item starts in TEXT between fields ONE and OTHER: they are then two
    items' (one entry's `content:` and the next entry's `path:`)."""
    first, second = sorted((one, other), key=lambda field: field.start)
    return _LIST_ITEM.search(text, first.end, second.start) is not None


def holds_secrets_by_name(names: SecretNames, parts: tuple[str, ...]) -> bool:
    """Whether the file at PARTS is, by its own name, where an application keeps its secrets by
    name (Streamlit's `.streamlit/secrets.toml`, a `credentials.json`): its name without the
    extension is a strong secret name, so a name there that only may be secret names one."""
    name = parts[-1]
    dot = name.rfind(".")
    stem = name[:dot] if dot > 0 else name
    return bool(stem) and names.strength(stem) is Strength.STRONG


def home_token_file(names: SecretNames, parts: tuple[str, ...]) -> bool:
    """Whether the file at PARTS is judged only as a dotfile in a home directory (its name says
    no secret): then only a lone token (lone_token) is taken from it."""
    return _home_dotfile(parts) and _named_strength(names, parts) is Strength.NONE


def lone_token(text: str, values: list[Field]) -> bool:
    """Whether TEXT, whose bare values are VALUES, is one token and nothing else. The token is
    then judged as a weak name's value is: a word, a version, a UUID or a hash is none."""
    if len(values) != 1:
        return False
    value = text[values[0].start : values[0].end]
    return _MIN_TOKEN <= len(value) <= _MAX_TOKEN and text.strip() == value
