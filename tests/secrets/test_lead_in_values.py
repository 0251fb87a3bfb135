"""A clause of prose about a secret introduces the value after its colon, a code span or a value
alone on the next line, even where the word right after the secret's is no value ("Token
generated 2026-10-11, expires …: `VALUE`", "key export … protected by:"). Look-alikes: a path,
a command's name and a word after the same clause stay unreported. Values are made here."""

from __future__ import annotations

import secrets
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_ALNUM = string.ascii_letters + string.digits


def _token(length: int = 32) -> str:
    """A random token of letters and digits, a letter first, holding both."""
    while True:
        drawn = secrets.choice(string.ascii_letters) + "".join(
            secrets.choice(_ALNUM) for _ in range(length - 1)
        )
        if any(c.isdigit() for c in drawn) and any(c.islower() for c in drawn):
            return drawn


def test_a_clause_past_a_word_that_is_no_value_introduces_its_code_span(rules: RuleSet) -> None:
    token = _token()
    note = f"- Token generated 2026-10-11, expires 2027-01-09: `{token}`\n"
    assert values(rules, "notes/access.md", note) == [token]
    wrapped = f"API token generated on the portal, valid a year:\n  {token}\n"
    assert values(rules, "notes/access.md", wrapped) == [token]


def test_a_clause_past_a_word_that_is_no_value_introduces_no_lookalike(rules: RuleSet) -> None:
    for value in ("~/.config/portal/token", "/etc/portal/token", "`portal-login`", "rotate"):
        note = f"- Token generated 2026-10-11, expires 2027-01-09: {value}\n"
        assert values(rules, "notes/access.md", note) == [], value
        below = f"API token generated on the portal, valid a year:\n  {value}\n"
        assert values(rules, "notes/access.md", below) == [], value


def _app_password() -> str:
    """An app password as Bluesky shows it: four dashed groups of four letters and digits."""
    while True:
        drawn = "-".join(
            "".join(secrets.choice(string.ascii_lowercase + string.digits) for _ in range(4))
            for _ in range(4)
        )
        if drawn[0].isalpha() and any(c.isdigit() for c in drawn):
            return drawn


def test_a_lead_in_that_refers_back_to_a_secret_gives_the_value_below(rules: RuleSet) -> None:
    password = _app_password()
    note = (
        "- Use an app password, never the account password. The one for the scraper:\n"
        f'  `{password}` (name "scraper", created 2025-01-20).\n'
    )
    assert values(rules, "notes/accounts.md", note) == [password]
    key = _token()
    old = _token()
    notebook = (
        "* 2025-06-02 MP key\n"
        f"  The old MP key ({old}) was regenerated on the dashboard\n"
        "  today; it is dead. New one, also in ~/.config/.pmgrc.yaml:\n"
        f"  {key}\n"
    )
    assert values(rules, "notes/lab-notebook.org", notebook) == [key]


def test_a_lead_in_to_an_old_one_or_to_no_value_gives_nothing(rules: RuleSet) -> None:
    key = _token()
    for lead, value in (
        ("The old one, revoked in March:", key),
        ("The previous one:", key),
        ("The one we rotated out last week:", key),
        ("The one that was replaced:", key),
        ("The one, superseded:", key),
        ("The one for the scraper:", "~/.config/scraper/app-password"),
        ("The one for the scraper:", "`<app-password>`"),
        ("The one for the scraper:", "bsky-login"),
        ("The one for the scraper:", "https://bsky.app/settings/app-passwords"),
    ):
        note = f"Use an app password, never the account password. {lead}\n  {value}\n"
        assert values(rules, "notes/accounts.md", note) == [], (lead, value)
    # A blank line or a heading between the secret's word and the lead-in ends its reach.
    apart = f"Use an app password.\n\n## Scraper\nThe one for the scraper:\n  {key}\n"
    assert values(rules, "notes/accounts.md", apart) == []


def test_a_lead_in_takes_no_name_or_id_below_it(rules: RuleSet) -> None:
    # "The one for X:" is as often followed by X's user name, host or project id as by its
    # password: only a value shaped like a secret is taken there.
    year = secrets.choice(range(2015, 2030))
    key = _token()
    lead = "Use an app password, never the account password. The one for the"
    for value in (f"svc_scraper_{year}", f"scraper-ingest-{year}", f"jdoe{year}", "pg-16.4"):
        note = f"{lead} scraper:\n  {value}\n"
        assert values(rules, "notes/accounts.md", note) == [], value
        beside = f"{note}\n{lead} archive:\n  {key}\n"
        assert values(rules, "notes/accounts.md", beside) == [key], value


def test_a_sentence_that_calls_the_old_one_dead_leaves_the_new_one(rules: RuleSet) -> None:
    # "was rotated." ends the key's sentence: the dead words are the old one's, and the lead-in
    # after them gives the new one.
    key = _token()
    for said in ("was rotated", "was revoked", "expired yesterday"):
        note = f"The API key {said}. New one:\n  {key}\n"
        assert values(rules, "notes/keys.md", note) == [key], said
        named = f"The API key {said}. New one:\n  svc_scraper_{secrets.choice(range(2015, 2030))}\n"
        assert values(rules, "notes/keys.md", named) == [], said
    old = f"The API key {said}. The old one, revoked:\n  {key}\n"
    assert values(rules, "notes/keys.md", old) == []


def _drawn_password() -> str:
    """A password drawn from letters of both cases, digits and a symbol, a letter first."""
    while True:
        drawn = secrets.choice(string.ascii_letters) + "".join(
            secrets.choice(_ALNUM + "*^%") for _ in range(15)
        )
        if any(c.isdigit() for c in drawn) and any(c.isupper() for c in drawn):
            return drawn


def test_a_clause_saying_what_protects_a_key_export_gives_its_password(rules: RuleSet) -> None:
    password = _drawn_password()
    for lead in (
        "- key export (for the DR site) is a PKCS#12 protected by:\n  ",
        "- backup key, encrypted with: ",
    ):
        note = f"* Encryption\n- library-managed encryption\n{lead}{password}\n"
        assert values(rules, "backup/library-notes.org", note) == [password], lead
        # A key's label, a path or a placeholder there is no password.
        year = secrets.choice(range(2015, 2030))
        for value in (f"HWF-LTO9-{year}A", "~/.config/tape/p12pass", "`<password>`"):
            looks = f"* Encryption\n{lead}{value}\n"
            assert values(rules, "backup/library-notes.org", looks) == [], (lead, value)


def test_a_chats_answer_pasted_into_a_note_gives_the_key_below(rules: RuleSet) -> None:
    key = _token(24)
    # A middle dot between the chat's lines, as text and as UTF-8 read as latin-1 (two
    # characters, the first a letter outside ASCII), as files are read.
    for dot in ("\u00b7", "\u00c2\u00b7"):
        asked = (
            f"- Pasted from the chat:\n  > Ana: which key do I use? {dot} Ben: use this one for now"
        )
        note = f"{asked}, I'll make you your own:\n  > {key}\n"
        assert values(rules, "notes/meeting.md", note) == [key], dot
        for value in (f"ana_zotero_{secrets.choice(range(2015, 2030))}", "`<your-key>`"):
            assert values(rules, "notes/meeting.md", f"{asked}:\n  > {value}\n") == [], value
        old = f"{asked.replace('this one', 'this old one')}:\n  > {key}\n"
        assert values(rules, "notes/meeting.md", old) == []
