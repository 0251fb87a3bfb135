"""Key files by their documented forms: a cipher's key in hex followed by a line that describes
it (stenc's key file for a tape drive), a key pair's id and secret a line each in a `.keypair`
file (iRODS's S3 resource, whatever its stem names), Keystone's Fernet keys a file each in
its key repositories, and BorgBackup's key file in borg's keys folder (`BORG_KEY`, the
repository's id, then the encrypted key). Values are made here; the look-alikes are a key with
more than one line after it, prose, a public key, other numbered files and an exported copy of a
borg key elsewhere."""

from __future__ import annotations

import base64
import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_RNG = random.Random(4417)


def _hex(n: int) -> str:
    return "".join(_RNG.choice("0123456789abcdef") for _ in range(n))


def _drawn(alphabet: str, n: int) -> str:
    return "".join(_RNG.choice(alphabet) for _ in range(n))


def _borg_key() -> str:
    body = base64.b64encode(_RNG.randbytes(300)).decode()
    lines = [body[n : n + 80] for n in range(0, len(body), 80)]
    return "\n".join([f"BORG_KEY {_hex(64)}", *lines]) + "\n"


def test_a_hex_key_with_the_line_that_describes_it(rules: RuleSet) -> None:
    key = _hex(64)
    text = f"{key}\nvault 3 changer, slot A, made 2023-10-02 by the night operator\n"
    assert found(rules, "srv/tapes/changer3.key", text) == [(1, key)]
    short = _hex(32)
    assert values(rules, "srv/tapes/drive1.key", f"{short}\r\nAES-128 for drive 1\r\n") == [short]


def test_what_a_described_key_file_is_not(rules: RuleSet) -> None:
    key = _hex(64)
    # Two lines of prose after it: a document, not a key and its descriptor.
    assert values(rules, "srv/tapes/changer3.key", f"{key}\nfirst note\nsecond note\n") == []
    # Prose first, a key of no hex shape, or hex of no key's length.
    assert values(rules, "srv/tapes/notes.key", f"keys for drive 3\n{key}\n") == []
    letters = _drawn(string.ascii_letters, 40)
    assert values(rules, "srv/tapes/c.key", f"{letters}\nthe old one\n") == []
    assert values(rules, "srv/tapes/c.key", f"{_hex(40)}\nthe commit it came from\n") == []


def test_a_key_pair_file_gives_the_id_and_the_secret(rules: RuleSet) -> None:
    key_id = _drawn(string.ascii_uppercase + string.digits, 20)
    secret = _drawn(string.ascii_letters + string.digits + "/+", 40)
    text = f"{key_id}\n{secret}\n"
    assert found(rules, "grid/resources/archive_s3.keypair", text) == [(1, key_id), (2, secret)]


def test_a_key_pair_file_is_one_whatever_its_stem_names(rules: RuleSet) -> None:
    # `cache` before `key` would name a cache's lookup key; the extension names the file.
    key_id = _drawn(string.ascii_uppercase + string.digits, 20)
    secret = base64.b64encode(_RNG.randbytes(30)).decode()
    text = f"{key_id}\n{secret}\n"
    assert found(rules, "irods/s3/tape-cache.keypair", text) == [(1, key_id), (2, secret)]
    # The same two lines in a file not named as a key pair, and words in one, are left alone.
    assert values(rules, "irods/s3/tape-cache.txt", text) == []
    assert values(rules, "irods/s3/tape-cache", text) == []
    assert values(rules, "irods/s3/tape-cache.keypair", "archive\nstonechat-irods\n") == []


def test_a_key_pair_file_of_no_key_pair_is_left_alone(rules: RuleSet) -> None:
    assert values(rules, "grid/resources/archive_s3.keypair", "# none yet\n") == []
    assert values(rules, "grid/resources/archive.keypair", "see the vault entry for it\n") == []
    # A key pair's public half is no secret.
    public = f"ssh-ed25519 {base64.b64encode(_RNG.randbytes(51)).decode()} ops@lab\n"
    assert values(rules, "grid/resources/deploy.keypair", public) == []


def _fernet_key() -> str:
    return base64.urlsafe_b64encode(_RNG.randbytes(32)).decode()


def test_keystones_fernet_and_credential_keys_a_file_each(rules: RuleSet) -> None:
    for path in ("fernet-keys/0", "fernet-keys/17", "credential-keys/1"):
        key = _fernet_key()
        assert found(rules, f"etc/keystone/{path}", f"{key}\n", home="srv") == [(1, key)], path
    key = _fernet_key()
    # Another numbered file, or another file in the repository, is none.
    assert values(rules, "runs/0", f"{key}\n") == []
    assert values(rules, "etc/keystone/fernet-keys/README", f"{key}\n", home="srv") == []
    # A repository file holding no key: a note, a path, a blank filler.
    for text in ("# staged by keystone-manage\n", "/etc/keystone/fernet-keys\n", "A" * 43 + "="):
        assert values(rules, "etc/keystone/fernet-keys/1", text, home="srv") == [], text


def test_a_borg_key_file_in_borgs_keys_folder(rules: RuleSet) -> None:
    text = _borg_key()
    hits = found(rules, ".config/borg/keys/nas_lab_test__photos", text, home="home/ines")
    assert [line for line, _ in hits] == [1]
    assert hits[0][1] == text.rstrip("\n")


def test_what_is_no_borg_key_file(rules: RuleSet) -> None:
    # A borg key in the keys folder must start the file to be its key file, and its repository
    # id is 64 hex digits; below a comment it is still a key, in `borg key export`'s form.
    key = _borg_key()
    assert values(rules, ".config/borg/keys/nas", f"# moved\n{key}") == [key.rstrip("\n")]
    assert values(rules, ".config/borg/keys/nas", f"BORG_KEY {_hex(40)}\nAAAA\n") == []
    assert values(rules, ".config/borg/keys/nas", "BORG_KEY missing, see the runbook\n") == []


def test_a_large_near_miss_in_borgs_keys_folder_is_quick(rules: RuleSet) -> None:
    line = f"BORG_KEY {_hex(63)}\n"
    text = line * (1_000_000 // len(line) + 1)

    def scan(part: str) -> None:
        assert values(rules, ".config/borg/keys/nas", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def test_hex_described_as_a_digest_is_no_key(rules: RuleSet) -> None:
    # The line after says what the hex is: a checksum of something, not a key to anything.
    digest = _hex(64)
    for note in ("sha256 of release.tar.gz", "MD5 checksum of the image", "digest of the payload"):
        assert values(rules, "dist/release.key", f"{digest}\n{note}\n") == [], note
    assert values(rules, "srv/tapes/changer3.key", f"{digest}\nLTO-9 pool B, 2024\n") == [digest]
