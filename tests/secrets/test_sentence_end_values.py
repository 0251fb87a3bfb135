"""A value that ends a note's sentence or list item, the secret's word some words before it,
perhaps on an earlier line the sentence wraps from ("the ingest token we were / given by the
archive team is VALUE"). Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly

_DRAW = random.Random(4127)
TOKEN = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=28))
# Mixed-case letters alone, as some services issue (no digit in it).
LETTERS = "".join(
    _DRAW.choice((string.ascii_lowercase, string.ascii_uppercase)[i % 2]) for i in range(30)
)
PASSWORD = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=11)) + "%7"
# A password of letters and punctuation, no digit.
SYMBOLS = "".join(_DRAW.choices("abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ", k=11)) + "*!Q="
HEX_KEY = "".join(_DRAW.choices("0123456789abcdef", k=32)) + "-us12"


@pytest.mark.parametrize(
    ("text", "value", "line"),
    [
        # The secret's word on the line above, the value at the end of the next.
        ("The ingest token we were\n  given by the archive team is {v}\n", TOKEN, 2),
        ("- deploy token set up for\n  the lab bot, still active: {v}\n", LETTERS, 2),
        # A remark in parentheses in the clause, colons and all; the value alone below.
        ("- service token (scope:read, scope:write) made on Monday:\n    {v}\n", TOKEN, 2),
        # A remark after the value, on the value's own line.
        ("Backups use the vendor's API key\nfor the upload, which is {v} (keep).\n", HEX_KEY, 2),
        ("The relay password that the vendor\n  sent over by post: {v}\n", PASSWORD, 2),
        # The name's qualifier at the end of the line above ("the API / key").
        ("Uploads go through the portal; the API\nkey for downloads is {v} (mine).\n", TOKEN, 2),
        # One line: the clause, "is" and a remark after the value.
        ("the API token for the mirror is {v} (rotate in May)\n", TOKEN, 1),
        # The sentence goes on after the value with a clause of its own.
        ("The relay password the vendor\n  posted is {v} and it opens the spare too\n", TOKEN, 2),
        # A password's shape: both cases and a password's punctuation, no digit.
        ("the kiosk password they\n  printed on the badge is {v}\n", SYMBOLS, 2),
    ],
)
def test_a_value_ending_a_wrapped_sentence_is_found(
    rules: RuleSet, text: str, value: str, line: int
) -> None:
    assert found(rules, "notes/access.org", text.format(v=value)) == [(line, value)]


@pytest.mark.parametrize(
    "text",
    [
        # Ids, DOIs, record numbers and hashes, named as such in the clause.
        "- upload token made for the deposit, record id:\n    {h}\n",
        "The token's DOI for the software paper is\n  10.5072/zenodo.{n}\n",
        "the access token for the repo, whose commit hash is\n  {h}\n",
        # A sentence that ended, or a new list item, between the word and the value.
        "- ask for a token at the desk.\n  The room number is {t}\n",
        "- a token is needed\n- mirror checksum list: {t}\n",
        # A blank line between.
        "The token we use for the archive\n\nis {t}\n",
        # Words, not a token.
        "The token we were\n  given by the archive team is ExpiredAlreadyReplaced\n",
        "the deploy token for the\n  staging cluster is documented: see-the-wiki-page-for-it\n",
        # The secret's word had its own "is" or "was"; a later one is another subject's.
        "The API key is in the vault, and the host is node42.cluster.local\n",
        "the token was made by the CI job, and the runner was gitlab-runner-7f3a9\n",
        "The password for the VPN is in 1Password, item is VPN-Lab-Access2024\n",
        # A clause that says the value is where the secret is kept, or what it is called.
        "The token lives in the vault at\n  path: secret/data/ci/github7Token\n",
        "The old token was replaced; the new one's name:\n  lab_ingest_2024_v2x\n",
        # Words and numbers joined, a word among them and no part drawn at random: a name.
        "The password reset tool\n  needs python: python3.11-venv-x86_64\n",
        "The password manager's vault\n  lives on the NAS share: nas01-backup-2024Q3\n",
        # An identifier's punctuation, not a password's; a word after "and" that is no clause's.
        "the token for the\n  queue is named Ingest_Queue-Primary.v2\n",
        "the token for the\n  queue is {t} AND-MORE\n",
    ],
)
def test_look_alikes_ending_a_sentence_are_not_reported(rules: RuleSet, text: str) -> None:
    text = text.format(h="".join(_DRAW.choices("0123456789abcdef", k=40)), n=8_812_345, t=TOKEN)
    assert values(rules, "notes/access.org", text) == []


def test_a_word_naming_a_thing_by_its_hex_id_is_no_secret(rules: RuleSet) -> None:
    session = "".join(_DRAW.choices("0123456789abcdef", k=32))
    text = f"[worker3] session {session} resumed after preemption\n"
    assert values(rules, "logs/job-77.err", text) == []
    # Given by a colon, the same word's value is reported (in notes: a job's output printing
    # its run's session on a line of its own is passed over, see
    # test_listed_names_login_files_and_job_sessions).
    assert values(rules, "notes/job-77.txt", f"session: {session}\n") == [session]


@pytest.mark.parametrize("name", ["key", "access key", "signing key"])
def test_a_key_followed_by_hex_of_a_keys_length_is_reported(rules: RuleSet, name: str) -> None:
    # A key is named by its value, not by an id: 128 bits of hex after it are the key (a key's
    # id, a GPG key's 8 or 16 digits, or a digest's length, are left out by their size).
    key = "".join(_DRAW.choices("0123456789abcdef", k=32))
    assert values(rules, "notes/vendor.txt", f"the vendor {name} {key} for uploads\n") == [key]


def test_notes_full_of_near_misses_take_linear_time(rules: RuleSet) -> None:
    clause = "the token (a:b) for the x of y, so\n  wrapped on and on: " + "z" * 120 + " more\n"
    text = clause * (1_000_000 // len(clause))
    linear, times = text_grows_linearly(lambda part: found(rules, "notes/huge.md", part), text)
    assert linear, times


def test_a_verb_joined_by_and_keeps_the_secrets_word_its_subject(rules: RuleSet) -> None:
    rng = random.Random(21)
    value = "7" + "".join(rng.choice(string.ascii_letters) for _ in range(15))
    notes = (
        f"The replication password for the\nmirror account was typed in by hand and is {value}\n"
        f"The signing token is in the safe, and the host is {value[::-1]}\n"
    )
    assert values(rules, "ops/notes/mirror.md", notes) == [value]


def test_a_line_a_secrets_word_starts_is_its_own_label(rules: RuleSet) -> None:
    # "authPriv" (an SNMPv3 security level, a word that may be a secret's) ends a line; the
    # next line's label gives its own value, which is its word's, and its value once: an
    # SNMPv3 user's authentication password is reported as the password's.
    notes = f"SNMPv3 for the poller:\n  user librenms, authPriv, SHA/AES\n  auth pass: {TOKEN}\n"
    assert found(rules, "notes/router.txt", notes) == [(3, TOKEN)]
    matches = find_matches(notes, ("home", "u", "notes", "router.txt"), rules)
    assert [m.key for m in matches] == ["auth pass"]


def test_a_wrapped_line_that_goes_on_with_the_sentence_keeps_its_value(rules: RuleSet) -> None:
    # The next line starts with words of the sentence, the secret's word later in it: the
    # sentence read across the break still gives the value (here the old copy's).
    notes = (
        "Use: pass show grid/cert | voms-proxy-init -pwstdin\n"
        f"old copy of the passphrase: {TOKEN}\n"
    )
    assert values(rules, "notes/pass.txt", notes) == [TOKEN]


# A TOTP seed as FreeIPA prints it: 32 base32 characters.
SEED = "".join(_DRAW.choices(string.ascii_uppercase + "234567", k=32))


def test_a_clause_with_a_command_and_an_otps_parameters_gives_its_seed(rules: RuleSet) -> None:
    # The remark names the OTP's HMAC (SHA1), not the value's kind; the command set as code in
    # the clause is part of the sentence, its dashes and all.
    notes = (
        "OTP token (TOTP, SHA1, 6 digits, 30 s) for bg-admin, seed as shown by"
        f" `ipa otptoken-add`:\n  {SEED}\n"
    )
    assert found(rules, "identity/breakglass.txt", notes) == [(2, SEED)]


def test_a_digest_named_outside_an_otps_parameters_still_names_a_digest(rules: RuleSet) -> None:
    digest = "".join(_DRAW.choices("0123456789abcdef", k=40))
    notes = f"OTP token (TOTP) export, its sha1 as shown by `sha1sum`:\n  {digest}\n"
    assert found(rules, "identity/breakglass.txt", notes) == []
