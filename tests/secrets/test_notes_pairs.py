"""An account's user name and password written as a pair in notes (`admin: USER / PASSWORD`),
with no secret's word to name the value. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.labelled import generate
from tests.secrets.linear import text_grows_linearly

PASSWORD = "".join(random.Random(5).choice(string.ascii_letters + "!%*+") for _ in range(11)) + "7"


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[str, int, str]]:
    parts = ("projects", "ops", *file_name.split("/"))
    return [(m.rule.id, m.line, m.value) for m in find_matches(text, parts, rules)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("handover.md", "# Switch room\n\nConsole login: `netops` / `{pw}` (serial only).\n"),
        ("README.txt", "UPS web UI\nadministrator - upsadmin / {pw}\n"),
        ("NOTES", "* Grafana admin account is grafana.svc / {pw}; rotate after the audit.\n"),
        ("wiki/lab.rst", "Shared credentials: labuser@lab.example / {pw}\n"),
        # The administrator's own name as the label: a table's cell, a line of its own.
        ("bmc.md", "| host | BMC |\n|---|---|\n| gpu-07 | `root` / `{pw}` |\n"),
        ("ups.txt", "UPS network card, new firmware:\nadmin / {pw}\n"),
        # The word user labels the pair in a dated note.
        (
            "NOTES.txt",
            "2025-03-04  viewer moved to SSO, no password there.\n"
            "2025-03-06  PACS on node-3: user radiology / {pw}\n",
        ),
        ("log.md", "- login to the archive box as user: `arch` / `{pw}`\n"),
        # The word login, first in its clause, before an e-mail address: a portal's account.
        ("access.org", "* Portal\n  - licence seat (v10), login ana@lab.example.org / {pw}\n"),
        # Org-mode's verbatim or code markup round the administrator's name.
        ("pc.org", "* Access\n- local admin: =Administrator= / {pw}\n"),
        ("pc.org", "* Access\n- local admin: ~root~ / {pw}\n"),
        # The account's kind before the word login.
        ("keys.org", "* CMS\n  - admin login ana@lab.example.org / {pw}\n"),
        # A user with a sub-address on the line after its label.
        (
            "notes.txt",
            "Reviewer account (reviewers only!):\n  rev+0412@lab.example.org / {pw}\n",
        ),
        # A remark in brackets between the label and its colon, to half a line.
        (
            "SOURCES.md",
            "Stats portal login (shared with the RA for the survey tables): kim / {pw}\n",
        ),
        # A Proxmox user with its realm, the password after its colon.
        ("backup/notes.md", "- pbs1 root@pam: {pw}  (console only)\n"),
        ("runbook.md", "- cluster admin ops@pve: {pw}\n"),
        # The pair wrapped after its slash.
        (
            "licensing.md",
            "- Vendor portal login for downloads: ana@lab.example.org /\n  {pw}  (customer 1184)\n",
        ),
    ],
)
def test_a_password_after_its_accounts_user_in_notes_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text.format(pw=PASSWORD)) == [
        ("notes-account-password", text.count("\n", 0, text.index("{pw}")) + 1, PASSWORD)
    ]


@pytest.mark.parametrize(
    "text",
    [
        # Vendors' documented defaults: words, or a few characters.
        "The factory default admin: `admin` / `admin`, then change it.\n",
        "Default login: `minioadmin` / `minioadmin` (documentation only).\n",
        "Argilla's default login: `argilla` / `12345678`.\n",
        # Placeholders, variables and dates.
        "admin: alice / <password>\n",
        "admin: alice / ${ADMIN_PASSWORD}\n",
        "admin: alice / YOUR_PASSWORD_1\n",
        "account: 2024 / 2025-06-30T12:00\n",
        # Paths and ratios.
        "Admin: see docs/dir / subdir/readme.txt\n",
        "login: north / south-east-west\n",
        "Account usage: gpu-hours / cpu-hours ratio\n",
        # An administrator's name before a slash that starts no password.
        "| gpu-07 | admin / admin (factory default) |\n| quota | root / 2025-06-30 |\n",
        "Ownership: root / wheel on every node.\n",
        # A user's word before other pairs: guides, groups and ids, not a login's password.
        "Login steps are in the user guide / docs-v2.1-index for now.\n",
        "Account set up as user alice / group staff7 on the cluster.\n",
        "login shell: user www-data / uid 33\n",
        # A long remark before the colon, then a ratio: no account's pair.
        "Account usage (shared with the RA for the survey tables): gpu-hours / cpu-hours\n",
        # The word login before hosts, not an account's address: a cluster's nodes.
        "- login node / gpu-node-017\n",
        "- login login01 / Wq7#pLm2xZ (round robin)\n",
        "Then, login ana@lab.example.org / <password> on the portal.\n",
        # A relative path to a file after the slash: where the login is written.
        "http://wiki:3000 admin / docs/setup2024.md\n",
        "admin: root / notes/bmc-2025.org.\n",
        # A realm's user before no password, and an e-mail address's before one.
        "- root@pam: see the vault entry\n",
        "- admin ops@pve: ${PVE_PASSWORD}\n",
        "- root@pam: 2025-06-30 rotated\n",
        "- mail root@example.org: Wq7#pLm2xZ\n",
        # The same forms before no password: hosts, a date, a placeholder, a path wrapped.
        "- admin login node / gpu-node-0017\n",
        "- local admin: =Administrator= / 2025-06-30\n",
        "- admin login ana@lab.example.org / <password>\n",
        "- login node /\n  gpu-node-0017\n",
        "Portal login: ana@lab.example.org /\n  see the vault entry\n",
    ],
)
def test_what_only_looks_like_a_user_and_password(rules: RuleSet, text: str) -> None:
    assert _found(rules, "notes.md", text) == []


def test_a_password_with_a_slash_and_a_dot_is_no_files_path(rules: RuleSet) -> None:
    password = PASSWORD[:5] + "/" + PASSWORD[5:9] + "." + PASSWORD[9:]
    text = f"http://wiki:3000 admin / {password}\n"
    assert _found(rules, "wiki.md", text) == [("notes-account-password", 1, password)]


def test_the_pair_is_read_only_in_notes(rules: RuleSet) -> None:
    # In code and configuration `a / b` is a division or a path, and their own rules read them.
    text = f"login: svc / {PASSWORD}\n"
    assert _found(rules, "notes.md", text)
    assert _found(rules, "ratio.py", text) == []
    assert _found(rules, "values.yaml", text) == []


def test_a_file_without_an_accounts_word_is_not_searched(rules: RuleSet) -> None:
    assert _found(rules, "notes.md", f"user: svc / {PASSWORD}\n") == []


@pytest.mark.parametrize(
    "text",
    [
        "admin" + " x" * 200_000 + "\n",
        ("account:" + "a" * 60 + " / " + "b" * 70 + "\n") * 20_000,
        "login: " + "`" * 300_000,
        "login\n" + ("- user " + "u" * 60 + " / " + "b" * 70 + "\n") * 7_000,
        "login\n" + ": user" * 150_000,
        # Lead lines naming passwords, each above a list of items that give none.
        ("Passwords of the accounts:\n" + "- a : b\n" * 40) * 5_000,
        "Passwords" + " x" * 200_000 + "\n",
        # A console's address run on without a blank: its characters were split again at each
        # (9.4 s for 20,000; hours at a megabyte).
        "admin login: a://" + "b" * 40_000 + "\n",
    ],
)
def test_hostile_notes_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _found(rules, "notes.md", part), text)
    assert linear, times


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A line ending in a colon that says a password or a login follows labels the pair on
        # the next line, alone on it or a list's item.
        (
            "tape.org",
            "* Library\n- the robot's front panel still asks for a password:\n  svc / {pw}\n",
        ),
        ("switch.md", "Serial console login for the spare switch:\n\n- `ops` / `{pw}`\n"),
    ],
)
def test_a_pair_labelled_by_the_line_before_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    password = generate("password", 7) + "9"  # a digit, as the rule wants
    line = text.count("\n", 0, text.index("{pw}")) + 1
    got = _found(rules, file_name, text.format(pw=password))
    assert got == [("notes-account-password", line, password)]


@pytest.mark.parametrize(
    "text",
    [
        # A path, a fraction, a line before that names no login or ends in no colon.
        "Where the password file lives:\n  etc / ssl/private\n",
        "Disk modules, used over total:\n  sdl01 / {pw}\n",
        "The password rotates monthly\n  svc / {pw}\n",
        # A line that names a login's rules or steps, not one: what follows is not a pair.
        "Login flow:\n- Browser / OAuth2.0-PKCE\n",
        "Password policy:\n  Minimum / 12chars+symbols\n",
        "Password requirements for the portal:\n- Length / 14chars+digit\n",
    ],
)
def test_pairs_the_line_before_does_not_label_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _found(rules, "notes.org", text.format(pw=generate("password", 7) + "9")) == []


@pytest.mark.parametrize(
    "text",
    [
        "# password set to Sha512Crypt\n",
        "# the admin password set to pbkdf2_sha256 now\n",
    ],
)
def test_a_password_schemes_name_is_no_password(rules: RuleSet, text: str) -> None:
    # What a password is kept as, said in a note where its value would be.
    assert _found(rules, ".bash_history", text) == []


def _drawn_password() -> str:
    """A password drawn here: letters and a symbol, ending in a digit."""
    return "".join(random.choice(string.ascii_letters + "!%*+") for _ in range(11)) + "7"


def test_a_databases_builtin_superuser_labels_its_pair(rules: RuleSet) -> None:
    # Elasticsearch's `elastic` and PostgreSQL's `postgres` are their administrators' accounts,
    # as admin and root are: after a service's label, the pair is a login.
    password = _drawn_password()
    for user, label in (("elastic", "Elasticsearch (read-only dashboards)"), ("postgres", "DB")):
        note = f"* Access\n- Argilla: password sent on Signal\n- {label}: {user} / {password}\n"
        assert [v for _, _, v in _found(rules, "notes/meeting.org", note)] == [password], user


def test_a_builtin_superusers_pair_with_no_password_is_not_reported(rules: RuleSet) -> None:
    for pair in ("elastic / kibana_system", "postgres / pg_hba.conf", "elastic / changeme"):
        note = f"* Access\n- Argilla: password sent on Signal\n- Elasticsearch: {pair}\n"
        assert _found(rules, "notes/meeting.org", note) == [], pair


def test_a_login_label_wrapped_once_labels_its_pair(rules: RuleSet) -> None:
    password = _drawn_password()
    note = (
        "The DLX install runs on the econ VM. Haver web login for\n"
        f"the data-lookup site: smchoi / {password}\n(changed in July).\n"
    )
    assert [v for _, _, v in _found(rules, "notes/data-sources.md", note)] == [password]


def test_a_login_label_broken_by_a_paragraph_or_an_item_labels_nothing(rules: RuleSet) -> None:
    password = _drawn_password()
    for between in ("\n\n", "\n- "):
        note = f"Haver web login for{between}the data-lookup site: smchoi / {password}\n"
        assert _found(rules, "notes/data-sources.md", note) == [], repr(between)
    path = "Haver web login for\nthe data-lookup site: smchoi / docs/haver2024.md\n"
    assert _found(rules, "notes/data-sources.md", path) == []


def test_a_product_named_superusers_slash_joins_no_version_or_name(rules: RuleSet) -> None:
    # `elastic` and `postgres` name products too: after them a version, a name of words and
    # numbers or a role's name is no password, a drawn one still is.
    password = _drawn_password()
    minor = random.randint(10, 99)
    for user, value in (
        ("postgres", f"timescaledb-2.{minor}"),
        ("postgres", f"16.{minor % 10}.2"),
        ("postgres", f"postgis-3.{minor}"),
        ("elastic", f"8.{minor}.4"),
        ("elastic", f"kibana_system{minor}"),
        ("elastic", f"logstash_writer_{minor}"),
    ):
        note = f"* Access\n- Argilla: password sent on Signal\n- Database: {user} / {value}\n"
        assert _found(rules, "notes/meeting.org", note) == [], value
        live = f"{note}- Search: {user} / {password}\n"
        assert [v for _, _, v in _found(rules, "notes/meeting.org", live)] == [password], value


def test_a_wrapped_login_labels_no_ticket_key(rules: RuleSet) -> None:
    # A ticket's key where the password would be says where it was asked for.
    password = _drawn_password()
    number = random.randint(1000, 9999)
    for ticket in (f"INC00{number}5", f"JIRA-{number}", f"RITM00{number}2", f"CHG-{number}"):
        for pair in (f"smchoi / {ticket}", f"smchoi /\n{ticket}"):
            note = f"Haver web login for\nthe data-lookup site: {pair}\n"
            assert _found(rules, "notes/data-sources.md", note) == [], ticket
        live = f"Haver web login for\nthe data-lookup site: smchoi / {password}\n({ticket}).\n"
        assert [v for _, _, v in _found(rules, "notes/data-sources.md", live)] == [password]


def test_a_list_item_gives_the_password_an_account_was_set_to(rules: RuleSet) -> None:
    password = _drawn_password()
    for item in (
        f"- superuser `postgres`, set during setup: {password}",
        f"- admin `root`, set at install: {password}",
    ):
        note = f"# VBR configuration database\n\n{item}\n- config backup covers it\n"
        assert [v for _, _, v in _found(rules, "backup/vbr-db.md", note)] == [password], item
    for value in ("`<password>`", "${PGPASSWORD}", "2025-03-01", "see vault"):
        note = (
            f"# VBR configuration database\n\n- superuser `postgres`, set during setup: {value}\n"
        )
        assert _found(rules, "backup/vbr-db.md", note) == [], value


@pytest.mark.parametrize("interface", ["WebUI", "web UI", "Web-UI", "GUI"])
def test_the_interfaces_name_may_stand_before_the_administrators_pair(
    rules: RuleSet, interface: str
) -> None:
    # A device's address, then the web interface its administrator logs in to.
    password = _drawn_password()
    note = f"RUT956 on the bridge\n  LAN 192.168.1.1, {interface} admin / {password}\n"
    assert [v for _, _, v in _found(rules, "notes/bridge-router.txt", note)] == [password]


@pytest.mark.parametrize(
    "pair",
    ["admin / factory-default", "admin / docs/router2024.md", "admin / changeme", "admin / LAN"],
)
def test_an_interfaces_pair_with_no_password_is_not_reported(rules: RuleSet, pair: str) -> None:
    note = f"RUT956 on the bridge\n  LAN 192.168.1.1, WebUI {pair}\n"
    assert _found(rules, "notes/bridge-router.txt", note) == []


def test_an_accounts_password_after_its_word_may_open_the_next_line(rules: RuleSet) -> None:
    # An account just made, in code, then its first password's word (mdp, French's mot de
    # passe); the note wraps after the word.
    password = _drawn_password()
    for said in ("mdp initial\n  {pw} (à changer)", "mot de passe : {pw}", "password {pw}"):
        note = "- Compte créé : `stagiaire_cdk9`, " + said.format(pw=password) + "\n"
        assert [v for _, _, v in _found(rules, "notes/journal.md", note)] == [password], said
    # The word alone, its value a path or a word, or no account's word before the code.
    for note in (
        "- Compte créé : `stagiaire_cdk9`, mdp initial\n  docs/comptes2026.md\n",
        "- Compte créé : `stagiaire_cdk9`, mdp initial\n  envoyé par courriel\n",
        f"- Dépôt : `stagiaire_cdk9`, mdp initial\n  {password}\n",
    ):
        assert _found(rules, "notes/journal.md", note) == [], note


def test_a_list_under_a_lead_that_names_passwords_gives_one_an_item(rules: RuleSet) -> None:
    # "- ACCOUNT : PASSWORD" items under a line that names the accounts' passwords; an item
    # with a remark on its account is another reading's, the items after it still read.
    first, second = _drawn_password(), _drawn_password()
    for lead in ("Mots de passe des comptes (le partenaire n'a pas de clé) :", "Passwords:"):
        note = f"{lead}\n- ban-num : {first}\n- svc (a remark) : x\n- obs-raw : {second}\n"
        got = [v for _, _, v in _found(rules, "transfer/partners.md", note)]
        assert got == [first, second], lead
    # A list of the passwords' rules, or items under a lead that names no password.
    for note in (
        f"Password rules:\n- example : {first}\n",
        f"Règles des mots de passe des comptes :\n- exemple : {first}\n",
        f"Accounts of the partners:\n- ban-num : {first}\n",
        # A lead that says the list holds no password, and hosts listed under passwords' word.
        "No passwords below, just the node names:\n- gpu01: Node7-backup\n",
        "Passwords were rotated on these hosts:\n- web01: db01.internal\n- web02: node7-backup\n",
    ):
        assert _found(rules, "transfer/partners.md", note) == [], note
