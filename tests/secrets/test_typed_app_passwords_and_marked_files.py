"""An app password's groups typed as the alphabet (`abcd efgh ijkl mnop`) are no password; a
label with an address in it ("Gmail app password for me@gmail.com:") still introduces the
groups on the next line; a Windows variable's reference (`%DB_PASSWORD%`) is where a secret
is; a Fernet key file an editor opened with a byte order mark is still a key. Values are made
here."""

from __future__ import annotations

import base64
import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _groups(seed: int) -> str:
    """Four groups of four small letters drawn at random, few vowels, as Google's are."""
    rng = random.Random(seed)
    consonants = [c for c in string.ascii_lowercase if c not in "aeiouy"]
    letters = rng.sample(consonants, 16)
    return " ".join("".join(letters[n : n + 4]) for n in range(0, 16, 4))


@pytest.mark.parametrize(
    ("path", "text"),
    [
        ("home/u/.bashrc", 'GMAIL_APP_PASSWORD="abcd efgh ijkl mnop"\n'),
        ("home/u/notes.txt", "Google app password:\nabcd efgh ijkl mnop\n"),
    ],
)
def test_an_app_password_typed_as_the_alphabet_is_not_reported(
    rules: RuleSet, path: str, text: str
) -> None:
    assert found(rules, path, text) == []


def test_an_app_password_under_a_label_with_an_address_is_reported(rules: RuleSet) -> None:
    spaced = _groups(1)
    joined = _groups(2).replace(" ", "")
    notes = (
        f"Gmail app password for me@gmail.com:\n{spaced}\n\n"
        f"Microsoft app password for me@outlook.com:\n{joined}\n"
    )
    assert found(rules, "home/u/notes.txt", notes) == [(2, spaced), (5, joined)]


@pytest.mark.parametrize("path", ["home/u/x.py", "home/u/.bashrc", "home/u/notes.txt"])
def test_a_windows_variables_reference_is_no_password(rules: RuleSet, path: str) -> None:
    text = "# PASSWORD=%DB_PASSWORD%\nPASSWORD=%DB_PASSWORD%\nPASSWORD=%ProxyPassword%\n"
    assert found(rules, path, text) == []


def test_a_drawn_password_between_percent_signs_is_no_variable(rules: RuleSet) -> None:
    # Letters whose cases change at random, as no variable's name's do.
    text = "wget -q --http-password=%njEVqk088Wr2% --http-user=u https://mirror.example.edu/\n"
    assert found(rules, "scripts/fetch.sh", text) == [(1, "%njEVqk088Wr2%")]


@pytest.mark.parametrize("mark", ["\ufeff", "\xef\xbb\xbf"])
def test_a_fernet_key_file_opening_with_a_byte_order_mark_is_reported(
    rules: RuleSet, mark: str
) -> None:
    key = base64.urlsafe_b64encode(random.Random(3).randbytes(32)).decode()
    assert found(rules, "etc/keystone/fernet-keys/0", mark + key + "\n", home="") == [(1, key)]
