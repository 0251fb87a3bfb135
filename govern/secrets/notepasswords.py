"""Account passwords written in notes after the account's user: `admin: USER / PASSWORD`, the
reading of the rule `notes-account-password` (rules.toml names the files it reads and the words a
file must hold). A note gives a login as its label, the user, a slash and the password; each way
of writing the label and the user is one of _LABELS, all ending where the user ends, then the
separator before the password (_SEPARATOR) and the password (_PASSWORD).

The separators are the slash of `USER / PASSWORD` (the password may wrap to the next line after
it), a Proxmox realm's colon (`root@pam: VALUE`), an org-mode description list's ` :: `, and a
colon after the labels that end in one of their own (an account `set during setup:`, a database's
superuser, a login `changed … to:`, a user in code). The password is drawn: a letter and a digit
or a password's symbol, eight characters or more; not a date, a `name=` record or a relative path
to the file where the login is written (docs/setup2024.md).

A list may give the passwords of several accounts under a lead line that names them in the
plural, one an item after its account's name ("Passwords of the transfer accounts:" above "-
ACCOUNT : PASSWORD"; _PLURAL_LEAD).

Every part is bounded (a label's remark, a user, an address) or taken whole (an address's run of
characters, possessively): no repetition over a whole line is searched again from each of its
characters, nor split again at each."""

from __future__ import annotations

import re
from collections.abc import Iterator

from govern.secrets.latin1 import either_form

# The words that name a login's account, and an account's name in its label's place. French notes
# call an account a `compte`; a `compte rendu` is a report.
_COMPTE = r"compte(?![ \t-]rendu)"
_USER = r"[A-Za-z0-9_.@-]{1,64}"

# A line that ends in a colon and says what follows is a password or a login ("… still wants a
# password on the console:") labels the pair on the next line (or the one after a blank), alone on
# it or a list's item; a user there may be an e-mail address with a sub-address
# (NAME+TAG@example.org). Not a line that names a login's rules or steps ("Password policy:",
# "Login flow:"), above a list of them.
_LABEL_LINE = (
    rf"\b(password|passphrase|login|account|{_COMPTE}|credentials?)\b"
    r"(?![^\n]{0,80}?\b(polic(y|ies)|flows?|requirements?|rules?|formats?|lengths?|complexity"
    r"|strength|steps?)\b)"
    r"[^\n]{0,80}:[ \t]*\r?\n([ \t]*\r?\n)?[ \t]*([-*][ \t]+)?`?[A-Za-z0-9_.+@-]{1,64}`?"
)
# An account's label, then its user after a colon, a dash, `is`, or a table's bar (`| login |
# USER / PASSWORD |`: the cell's bar stands for the colon). The label's remark may run some way
# before its colon ("Login del muro de pago (cuenta institucional de la biblioteca): USER /
# VALUE", "SuperWEB login (shared with the RA for the survey tables): USER / VALUE"), and wrap
# once, into a line that goes on with it (no blank line, list item, heading or quote): "Haver web
# login for\nthe data-lookup site: USER / VALUE". Org-mode marks the user as verbatim or code
# (=Administrator=, ~root~) as Markdown does with backticks.
_ACCOUNT_LABEL = (
    rf"\b(admin|administrator|superuser|account|{_COMPTE}|login|credentials?)\b"
    r"[^\n:/`|]{0,80}?(\r?\n(?![ \t]*(\r?\n|[-*+#>|]))[^\n:/`|]{0,40}?)?"
    rf"[ \t]*(::?|[ \t]-|[ \t]is|\|)[ \t]*[`=~]?{_USER}[`=~]?"
)
# A password's label, its user in code after the colon ("DB password: `pgadm` / VALUE").
_PASSWORD_LABEL = rf"\bpassword\b[^\n:/`|]{{0,40}}?[ \t]*:[ \t]*`{_USER}`"
# A user in code right after the label's word needs no colon ("portal login `USER` / `VALUE`"):
# the code marks the user as a label's colon would; and an account's name in code may be
# followed by its password after a colon ("lab account `grp`: VALUE").
_CODE_USER = rf"\b(account|login|credentials?)[ \t]+`{_USER}`(?=:[ \t]|[ \t]+/)"
# A list item that names an account in code and says it was set then gives that account's
# password after its colon ("- superuser `postgres`, set during setup: VALUE", "admin `root`, set
# at install: VALUE").
_SET_ACCOUNT = (
    rf"\b(account|login|superuser|admin|administrator)[ \t]+`{_USER}`,[ \t]+set[ \t]+"
    r"(during|at|on|in|by|when)[ \t][^\n:/`|]{1,40}?(?P<set>)(?=:[ \t])"
)
# An administrator's account by its name (admin, root, and the built-in superusers of
# Elasticsearch, `elastic`, and PostgreSQL, `postgres`): first on its line or a list's item (a
# block of its own, "    root / VALUE"), after a label's colon or a table's bar ("Old library:
# `admin` / VALUE", "Elasticsearch (dashboards): elastic / VALUE"), or after the address of a
# console or a web interface, a URL or an IP address, with blanks or a comma between ("web
# console: URL  admin / VALUE", "web UI on 10.0.0.7, admin / VALUE", "LAN 10.0.0.1, WebUI admin /
# VALUE"). A scheme is read only from a word's start, so that a long run of letters is not
# searched again from each.
_ADMIN_ACCOUNT = (
    r"(^[ \t]*([-*][ \t]+)?|[|:][ \t]*"
    r"|(admin|login|console)\b[^\n:]{0,40}:[ \t]*[a-z][a-z0-9+.-]{0,15}://[^\s/][^\s]*+[ \t]+"
    r"|((?<![a-z0-9+.-])[a-z][a-z0-9+.-]{0,15}://[^\s/][^\s]{0,509}+"
    r"|(?<![0-9.])[0-9]{1,3}(\.[0-9]{1,3}){3}(:[0-9]{1,5})?)[,;]?[ \t]+"
    r"((web[ \t-]?)?(ui|gui|interface)[ \t]+)?)"
    r"`?(admin|administrator|root|elastic|postgres)`?"
)
# A table's cell that gives a user in code (`` | `USER` / `VALUE` | ``) is a login whatever its
# column is called.
_CELL_USER = rf"[|][ \t]*`{_USER}`"
# A dated note may say `user NAME / VALUE` ("Orthanc on node-02: user flare / VALUE", "logged in
# as user NAME / …"): the word user, first in its clause, labels the pair ("the user guide / …"
# is no login), and so does the word login before an e-mail address, the account's kind may come
# before it ("licence seat, login NAME@example.org / VALUE", "admin login NAME@example.org / …":
# a portal's account; "login node / gpu-node-017" names hosts).
_USER_WORD = (
    r"(^[ \t]*([-*][ \t]+)?|[:;,][ \t]*|\bas[ \t]+)"
    rf"(user(name)?[ \t]*:?[ \t]+`?{_USER}`?"
    r"|((admin|administrator|superuser)[ \t]+)?login[ \t]+[A-Za-z0-9_.+-]{1,64}"
    r"@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+)"
)
# A Proxmox VE or Backup Server user is written with its realm, USER@pam, USER@pve or USER@pbs
# (the pveum and proxmox-backup-manager user ids), which names an account as a label would: the
# password may follow its colon ("pbs1 root@pam: VALUE").
_REALM_USER = r"(?<![A-Za-z0-9_.@-])[A-Za-z0-9_.-]{1,64}@(pam|pve|pbs)(?=:)"
# A list item may give a service's login after its name alone, `USER / PASSWORD` ("- ALMA Science
# Portal: jdoe / VALUE"): the name starts with a capital, the user is in small letters, and the
# password has a password's shape (_SERVICE_PASSWORD), which two words or paths set apart by a
# slash ("Branches: main / release-2024.3") have not.
_SERVICE_ITEM = (
    r"^[ \t]*[-*+][ \t]+"
    r"(?-i:[A-Z][A-Za-z0-9.-]{0,30}([ \t]+[A-Za-z0-9.-]{1,30}){0,4}:[ \t]+[a-z][a-z0-9_.-]{1,63})"
    r"(?P<svc>)"
)
# A drawn password after a colon: both cases, a digit and a password's symbol, which a path or a
# word with a year ("Upgrade2024") has not.
_DRAWN = r"(?-i:(?=[^\s`]*[a-z])(?=[^\s`]*[A-Z])(?=[^\s`]*[0-9])[^\s`]{0,63}[!#$%&*+=?@^~])"
# A list item may name a database's superuser (root, postgres) with the database, before or after
# it ("- MariaDB root: VALUE", Spanish "- root de MariaDB: VALUE"), the password after its colon,
# drawn.
_DATABASE_ITEM = (
    r"^[ \t]*[-*+][ \t]+(?-i:([A-Z][A-Za-z0-9.-]{1,30}[ \t]+(root|postgres)"
    r"|(root|postgres)[ \t]+(de|del|of|on|for)[ \t]+[A-Z][A-Za-z0-9.-]{1,30}))"
    + rf"(?=:[ \t]+{_DRAWN})(?P<db>)"
)
# An item that says a login or an account was changed, on the line after the one naming it,
# gives the new password, drawn ("- first login is admin/admin and it forces a change" above "-
# changed 2026-06-14 to: VALUE"): a web console's default login, changed at first use.
_CHANGED_ITEM = (
    r"\b(login|account)\b[^\n]{0,120}\r?\n[ \t]*[-*+][ \t]+(?-i:changed)"
    r"([ \t]+(on[ \t]+)?[0-9]{4}-[0-9]{2}-[0-9]{2})?[ \t]+to"
    rf"(?=:?[ \t]+{_DRAWN})(?P<chg>)"
)
# An account's name in code, then after a comma its password's word and the password, which may
# open the next line when the note wraps after the word ("Compte créé : `stagiaire`, mdp
# initial\n  VALUE (à changer …)"; mdp is French's mot de passe): the account just made, its
# first password given.
_CODE_ACCOUNT_PASSWORD = (
    rf"\b(account|login|{_COMPTE})\b[^\n`]{{0,40}}`{_USER}`,[ \t]+"
    r"(password|mot[ \t]+de[ \t]+passe|mdp)"
    r"([ \t]+(initial|initiale|temporary|temporaire|provisoire))?(?P<pw>)"
)
_LABELS = (
    _LABEL_LINE,
    _CODE_ACCOUNT_PASSWORD,
    _ACCOUNT_LABEL,
    _PASSWORD_LABEL,
    _CODE_USER,
    _SET_ACCOUNT,
    _ADMIN_ACCOUNT,
    _CELL_USER,
    _USER_WORD,
    _REALM_USER,
    _SERVICE_ITEM,
    _DATABASE_ITEM,
    _CHANGED_ITEM,
)
# Between the user and the password: a slash (the password may wrap to the next line after it), a
# realm's colon, an org-mode description list's ` :: ` ("- portal account :: USER :: VALUE"), or a
# colon after the labels that end in one (the set, database and changed items, a user in code);
# not a date or a `name=` record after it ("created-2025-03-02", "uid=1001(grp)"). After an
# account's password's word, a blank or a line break (the note wrapped there).
_SEPARATOR = (
    r"([ \t]+/([ \t]+|[ \t]*\r?\n[ \t]*)|(?<=@pam|@pve|@pbs):[ \t]+|[ \t]+::[ \t]+"
    r"|(?(set):|(?(db):|(?(chg):?|(?<=`):)))[ \t]+"
    r"(?![^\s`]{0,40}[0-9]{4}-[0-9]{2}-[0-9]{2})(?![A-Za-z_]{1,20}=)"
    r"|(?(pw):?([ \t]+|[ \t]*\r?\n[ \t]*)|(?!)))"
)
# The password, drawn: a letter, and a digit or a password's symbol; not a date, nor a relative
# path to a file in small letters (docs/setup2024.md), where the login is written. A service's
# item's password has a password's shape: both cases, and a password's symbol or a digit in
# twelve characters or more.
_PASSWORD = (
    r"`?(?![0-9]{4}-[0-9]{2})(?!(?-i:[a-z0-9_.-]*/[a-z0-9_./-]*\.[a-z]{1,4})`?[.,;)]?(\s|$))"
    r"(?=[^\s`]*[A-Za-z])(?=[^\s`]*[0-9!#$%&*+=?@^~])"
    r"(?(svc)(?-i:(?=[^\s`]*[a-z])(?=[^\s`]*[A-Z])(?=[^\s`]*[!#$%&*+=?@^~]|(?=[^\s`]*[0-9])"
    r"[^\s`]{12})))"
    r"(?P<secret>[^\s`]{8,64}?)`?[.,;)]?(?=\s|$)"
)
_ACCOUNT_PASSWORD = re.compile("(?im)(" + "|".join(_LABELS) + ")" + _SEPARATOR + _PASSWORD)


# A line that ends in a colon and names passwords in the plural ("Passwords of the transfer
# accounts:", "Mots de passe des comptes (…) :") leads in a list of them, one an item, each after
# its account's name and a colon: "- ACCOUNT : PASSWORD". An item with a remark between the
# name and its colon ("- cro-qc (closed in June, account deleted) : …") says something of the
# account that is not read here: whether it still works is the remarks' to say. Not a line that
# names the passwords' rules, above a list of them ("Password rules:", "- length : …"). The line
# is bounded either side of its word, and so is the list (_MAX_ITEMS).
_PLURAL_LEAD = re.compile(
    r"(?im)^[^\n]{0,120}?\b(passwords|mots[ \t]+de[ \t]+passe"
    rf"|contrase(?:ñ|{either_form('ñ')})as|(?:pass|kenn)w(?:ö|{either_form('ö')})rter)\b"
    r"[^\n:]{0,120}:[ \t]*\r?\n"
)
# A lead line's words that say its list gives the passwords' rules, not the passwords, or
# that it gives none ("No passwords below, just the node names:", "sans mots de passe").
_RULES_LEAD = re.compile(
    r"(?i)\b(polic(y|ies)|requirements?|rules?|formats?|lengths?|complexity|strength"
    rf"|r{either_form('è')}gles?|politique|exigences?)\b"
    r"|\b(?:no|without|sans|keine|ohne|sin)[ \t]+(?:passwords|mots|contrase|pass|kenn)"
)
# A listed password: letters with a digit or a sign, and not a host's name alone (small
# letters, digits, dots and dashes: "- web01: db01.internal" under "Passwords were rotated on
# these hosts:" names where, not what).
_LISTED_PASSWORD = re.compile(
    rf"[ \t]*[-*+][ \t]+`?{_USER}`?[ \t]*:[ \t]+"
    r"`?(?=[^\s`]*[A-Za-z])(?=[^\s`]*[0-9!#$%&*+=?@^~])(?![a-z0-9.-]{8,64}`?[ \t]*\r?(?:\n|\Z))"
    r"(?P<secret>[^\s`]{8,64})`?[ \t]*\r?(\n|\Z)"
)
# Another item of the list, read up to a bound (a line that runs on past it ends the list).
_OTHER_ITEM = re.compile(r"[ \t]*[-*+][ \t][^\n]{0,400}(\n|\Z)")
_MAX_ITEMS = 32


def account_passwords(text: str) -> Iterator[tuple[int, int]]:
    """The spans of the passwords TEXT, a note, gives after their accounts' users, and those a
    list under a lead-in that names them gives after their accounts' names."""
    for hit in _ACCOUNT_PASSWORD.finditer(text):
        yield hit.span("secret")
    for lead in _PLURAL_LEAD.finditer(text):
        if _RULES_LEAD.search(lead.group()) is not None:
            continue
        position = lead.end()
        for _ in range(_MAX_ITEMS):
            item = _LISTED_PASSWORD.match(text, position)
            if item is not None:
                yield item.span("secret")
            else:
                item = _OTHER_ITEM.match(text, position)  # a remark's item: the next one's turn
                if item is None:
                    break  # the list ended
            position = item.end()
