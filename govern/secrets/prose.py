"""Values that text gives a secret's word: notes, logs and saved output, where no operator
assigns one. A `LABEL: VALUE` line a command printed and someone kept, a table's row, the code
span or the word a sentence says is the secret's, or the value that ends a wrapped sentence
(sentences.py). Each is read from the secret word's position within a bound."""

from __future__ import annotations

import re

from govern.secrets.apppasswords import SPACED_APP_PASSWORD, app_password
from govern.secrets.identifierremarks import said_not_secret
from govern.secrets.latin1 import BAR, DASH, UTF8_LATIN_LETTER
from govern.secrets.leadins import listed_values, nested_values, referred_value
from govern.secrets.lines import name_line_start
from govern.secrets.literals import MAX_VALUE, quoted_value
from govern.secrets.lookalikes import cases_at_random, consonant_run, random_part
from govern.secrets.names import SecretNames, Strength, member_name, words
from govern.secrets.notekeys import noted_key
from govern.secrets.publicremarks import PUBLIC_KEY_KINDS
from govern.secrets.sentences import names_another_thing, sentence_end_value, token_shaped

# A line of text that a label starts and one value ends: what a command printed and someone
# saved ("Unseal Key 1: VALUE", "Initial Root Token: VALUE", "Your API key is VALUE.", a CLI's
# aligned "Secret ID    = VALUE"). The label is a few words (the secret's among them), then a
# colon, "is" or an aligned `=`; a log line's time stamp or [prefix] and level, the marker a
# tool prints (`->`, `*`), or earlier sentences of a note may come first, and a remark in
# parentheses may end it. The value may stand alone on the next line instead, after at most
# one blank line, indented or after a marker ("Please use the following password to
# proceed:", Elasticsearch's "Password for the elastic user (reset with ...):"). A word of
# the label may be a number after a number sign ("Key of printer #2:", "node #14 password:").
# Another label's pair may come first on the line, its value one word set off by two blanks, a
# tab, a comma or a semicolon ("Account: carol   password: VALUE", "user: carol, password:
# VALUE"): a form's fields copied onto one line.
_LABELLED = re.compile(
    r"[ \t]*(\[[^\]\n]{1,80}\][ \t]*"
    r"|[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9:.,]{5,15}(Z|[+-][0-9:]{2,5})?[ \t]+)?"
    r"((INFO|NOTICE|WARN|WARNING|DEBUG)[ \t:]+)?((-?>|[-*])[ \t]+)?"
    r"([^\n]{0,200}?[.!?][ \t]+)?"
    r"([A-Za-z][\w-]*( [\w-]+){0,3}:[ \t]+[^\s:]{1,64}([ \t]*\t[ \t]*|[ \t]{2,}|[,;][ \t]+))?"
    # A label's words may be accented (mot de passe envoyé : …), in UTF-8 as read, and join a
    # range with an en dash ("Activation key for the 2026-2027 renewal:", its dash an en dash).
    rf"(?P<label>[A-Za-z](?:[\w()'/-]|{UTF8_LATIN_LETTER}|{DASH})*"
    rf"( #?(?:[\w()'/-]|{UTF8_LATIN_LETTER}|{DASH})+){{0,15}}?)([ \t]*\([^()\n]{{1,160}}\))?"
    r"(?P<end>[ \t]*:| is:?|[ \t]+=)"
    r"([ \t]+|[ \t]*\r?\n([ \t]*\r?\n)?[ \t]*(-?>[ \t]+)?)"
    r"(?P<value>[^\s\[{(<][^\s]*)[ \t]*\r?(\n|$)"
)
# A row of a table a CLI printed (openstack's `| secret | VALUE |`, a box drawn with `│`) or a
# note's two-column table of what and value: a label's cell, then one value alone in the next.
# A remark in parentheses may end the label ("my API token (Settings -> API)"), as on a line.
# A first cell may say whose the pair is, the label and the value the row's last two cells
# ("| Nakala (Huma-Num) | X-API-KEY | VALUE |": a note's table of services, the header a key is
# sent in, and the key).
_LABEL_AND_VALUE_CELLS = (
    rf"{BAR}[ \t]*(?P<label>[A-Za-z][\w.-]*( [\w.-]+){{0,5}})"
    r"([ \t]*\([^()|\n]{1,80}\))?"
    rf"(?P<end>[ \t]*{BAR})[ \t]*(?P<value>(?:(?!{BAR})\S)+)[ \t]*{BAR}"
)
_TABLE_ROW = re.compile(rf"[ \t]*{_LABEL_AND_VALUE_CELLS}")
# Read only where the two-cell row's label does not hold the name: a row of label, value and
# remark ("| wifi password | VALUE | office |") is the two cells'.
_OWNED_TABLE_ROW = re.compile(
    rf"[ \t]*{BAR}(?:(?!{BAR})[^\n]){{1,80}}?(?={BAR}[ \t]*[A-Za-z][^\n|]{{0,80}}{BAR}[ \t]*"
    rf"(?:(?!{BAR})\S)+[ \t]*{BAR}[ \t]*\r?(?:\n|$)){_LABEL_AND_VALUE_CELLS}"
)
# In prose, the value set as code right after a secret's word ("password `VALUE`", "the token
# is `VALUE`", "passphrase: `VALUE`"): Markdown's way of marking what to type. A paragraph or a
# list item wrapped between the two ("server token\n  `VALUE` (...)") still joins them.
_CODE_SPAN_AFTER = re.compile(
    r"([ \t]+(is|was)([ \t]+now|[ \t]+still)?:?|[ \t]*:)?(?:[ \t]+|[ \t]*\r?\n[ \t]*)"
    r"`(?P<value>[^`\s]{1,256})`"
)
# In a sentence, the value said to be a secret's with more text after it ("the BMC password is
# now VALUE on every tray", "the password is VALUE (the old one...)"), or given right after the
# secret's word, with a colon or nothing between, where a label does not start the line
# ("local user `ops`, password: VALUE", "user ops, password VALUE (rotated each term)"): no
# path, variable or template, and not ending in the sentence's punctuation. The value must mix
# letters and digits (see _PROSE_VALUE), which the words of a sentence do not. A word given a
# value (`scontrol token lifespan=3600`, `... token ttl=1h`) is a command's setting after the
# secret's word, not the secret; a drawn password holds `=` too, among punctuation no setting's
# value has (`wifi pw h5_e4=b5*sg-`), or digits inside what would be the setting's name, which a
# setting's word has at most at its end (`pw RmUR8_=AK3R2G=gL`, but `ttl2=1h`). A word after the
# value saying how it is stored (a Cisco ASA's `enable password VALUE encrypted`, `username X
# password VALUE pbkdf2`) makes it a hash, where it ends the line as on a device (in a sentence
# it says what is done with the clear value).
_SAID_IS = re.compile(
    r"([ \t]+(is|was)([ \t]+now|[ \t]+still)?:?|[ \t]*:|)[ \t]+"
    r"(?![A-Za-z_][A-Za-z_.-]{0,64}[0-9]{0,3}=[^=\s][^\s!*^#&+%|]{0,256}(?:\s|$))"
    r"(?P<value>[^\s`\"'<>/$~{(\[][^\s`\"'<>]{4,126}[^\s`\"'<>.,;:)\]])(?=[\s.,;:)]|$)"
    r"(?![ \t]+(encrypted|hashed|pbkdf2|nt-encrypted)"
    r"([ \t]+privilege[ \t]+[0-9]{1,2})?[ \t]*(\r?\n|\Z))"
)
# In a note, the value a secret was changed to: "the db password changed to VALUE", "root
# password was reset to VALUE", "management key changed from the default X to VALUE" (the old
# value may end a line the sentence wraps from). The new value is the live one; what it was
# changed from is not given as a value.
_CHANGED_TO = re.compile(
    r"[ \t]+(?:(?:is|was|has[ \t]+been|got)[ \t]+)?(?:now[ \t]+)?(?:changed|set|reset|rotated)"
    r"(?:[ \t]+from[ \t]+(?:the[ \t]+)?(?:(?:default|old|factory)[ \t]*\r?\n?[ \t]*)?"
    r"[^\s`]{1,128}(?:[ \t]*\r?\n)?)?"
    r"[ \t]+to:?[ \t]+(?P<value>[^\s`\"'<>/$~{(\[][^\s`\"'<>]{4,126}[^\s`\"'<>.,;:)\]])"
    r"(?=[\s.,;:)]|$)"
)
# In a note, a clause about a secret, then after a semicolon or a comma the value it now has,
# said of "the new one" (the secret the clause named): "the account password was reset on
# Monday; the new one is VALUE", "the token expired, the new one is: VALUE", or as a label of
# its own, the value perhaps set as code ("the root password was reset during the upgrade to
# 24.10, new one: `VALUE`"), or of "it" that someone changed ("the pw sent over Signal; they
# reset it to VALUE", the value perhaps on the line the sentence wraps to). A dot inside a word
# (a version) ends no clause.
_NEW_ONE = re.compile(
    # The clause goes on from the secret's word with what was done to it, not with another
    # noun the new one would be ("the password manager was replaced; the new one is …").
    r"[ \t]+(?:(?:was|were|has|had|got|is|has[ \t]+been|had[ \t]+been)[ \t]+)?"
    r"(?:[a-z]{2,20}ed|reset|set|sent|given|leaked|lost|stolen|shown|known|run[ \t]+out)\b"
    r"(?:[^.;,\n]|\.(?=\w)){0,80}?[;,][ \t]+(?:and[ \t]+)?"
    r"(?:(?:the[ \t]+)?new[ \t]+one(?:[ \t]+(?:is|was)(?:[ \t]+now)?:?|:)[ \t]+"
    r"|(?:they|we|I|he|she)[ \t]+(?:reset|set|changed)[ \t]+it[ \t]+to:?"
    r"(?:[ \t]+|[ \t]*\r?\n[ \t]*))(?P<code>`)?"
    r"(?P<value>[^\s`\"'<>/$~{(\[][^\s`\"'<>]{4,126}[^\s`\"'<>.,;:)\]])"
    r"(?(code)`|(?=[\s.,;:)]|$))"
)
# In a note, the file a secret is kept in, then what the file holds, quoted in a remark after
# it or on the next line: "password in /etc/app/.dbpass (the file holds: VALUE)", "token in
# ~/.svc/token, which contains VALUE". The file's content is the secret.
_FILE_HOLDS = re.compile(
    r"[ \t]+(?:is[ \t]+)?(?:kept[ \t]+)?(?:in|at)[ \t]+[~/.$][^\s,;()]{0,200}?[,.;]?"
    r"(?:[ \t]+|[ \t]*\r?\n[ \t]*)\(?(?:the[ \t]+file[ \t]+|it[ \t]+|which[ \t]+)?"
    r"(?:holds|contains|reads|says)[ \t]*:?[ \t]+"
    r"(?P<value>[^\s`\"'<>/$~{(\[][^\s`\"'<>]{4,126}[^\s`\"'<>.,;:)\]])"
    r"(?=[\s.,;:)]|$)"
)
# A remark in parentheses in a clause that introduces a secret's value (_INTRODUCED): no tag
# or placeholder in angle brackets, but a UI's menu path may be in it ("(Settings > Internet)",
# "(Apps > Create Application)"), its `>` between blanks.
_REMARK = r"\((?:[^()\n`<>]|[ \t]>(?=[ \t])){1,160}\)"
# In prose, the value a clause about a secret introduces at its end, with a colon or "is", as
# code: a code span later on its line or first on the next ("the node password set then, for
# the ticket: `VALUE`", "the password was typed in by hand:\n`VALUE` (rotate it)"), or an
# indented code block after a blank line, the value alone on its line ("the cloud token for the
# API calls is\n\n    VALUE"), or the value alone at the start of the next line, where nothing
# or a remark follows it ("an API token, valid till March:\nVALUE", "the current BMC password
# is\nVALUE — same on all trays"). The clause goes on without a sentence's end or another code
# span, for a bounded stretch; or the secret's word ends its line ("credential\n  VALUE"). A
# remark in parentheses may end the clause before its colon, whatever it holds ("bearer, kept
# for the record (the app was suspended, so it no longer works?):"): its question or its
# sentence is the remark's, the clause goes on to the colon. Files are read as latin-1: a dash
# written in UTF-8 (en, em) is three characters.
_INTRODUCED = re.compile(
    r"(?:(?:[^.\n`:;!?<>]{0,96}?"
    # Or a sentence wrapped once before its colon ("the download password they\ne-mailed us:
    # `VALUE`"): the next line goes on with it (no blank line, list item, heading or quote),
    # and the secret's word has no verb of its own before the wrap ("the session is tied to
    # the\ndeposition password: VALUE" gives the password's value, not the session's).
    r"|(?:(?![ \t](?:is|was)[ \t\r\n])[^.\n`:;!?<>]){0,96}?"
    r"\r?\n(?![ \t]*(?:\r?\n|$|[-*+>][ \t]|[0-9]{1,3}[.)][ \t]|#))[^.\n`:;!?<>]{0,96}?)"
    rf"(?:(?:[ \t]*{_REMARK})?:|[ \t]is|[ \t]was)[ \t]*"
    r"(?:(?:\r?\n[ \t]*)?`(?P<value>[^`\s]{1,256})`"
    r"|\r?\n[ \t]*\r?\n(?:    |\t)[ \t]*(?P<block>[^`\s]{1,256})[ \t]*(?:\r?\n|$))"
    # A label's dot inside a word (an address, "app password for me@gmail.com:", a scope's
    # `admin.*`) ends no sentence; a name set as code ("token for `import-bot`:") and a remark
    # in parentheses, colons and all ("key for the demo (scoped usage:write only):"), are the
    # clause's. An opening parenthesis starts only such a remark: as a character as well, each
    # would be read two ways.
    rf"|(?:(?:[^.\n`:;!?<>(]|\.(?=[^\s.])|`[^`\s]{{1,64}}`|{_REMARK}){{0,96}}?"
    r"(?::|[ \t]is|[ \t]was)|)[ \t]*\r?\n[ \t]*"
    r"(?:[-*>][ \t]+)?"
    r"(?P<bare>"
    # Or an app password as its provider shows it, four groups of four letters (Google's):
    # taken only under an app password's name (_judged).
    + SPACED_APP_PASSWORD
    + r"|[^\s`\"'<>/$~{(\[*#|][^\s`\"'<>]{4,126}[^\s`\"'<>.,;:)\]])"
    rf"(?=[.,;]?[ \t]*(?:\r?\n|$)|[ \t]+(?:\(|--?[ \t]|{DASH})))"
)
# A subcommand that sets a password (`setclearpwd`, `set-password`, `changepasswd`): given its
# arguments straight after it, it takes the account first (`ra setclearpwd USER PASSWORD`).
_PASSWORD_SETTER = re.compile(
    r"(?i)(set|change|reset|update)[-_]?[a-z]{0,8}?(pass(word|wd)?|pwd|pw)"
)
# Another argument after a value on its line: the value was not the command's last.
_ANOTHER_ARGUMENT = re.compile(r"[ \t]+[^\s.,;:!?)]")
# That argument, where it is a word that may be a password (no placeholder, variable or path).
_NEXT_ARGUMENT = re.compile(r"[ \t]+(?P<value>[^\s`\"'<>/$~{(\[][^\s`\"'<>]{4,127})")
_HEX_DIGITS = re.compile(r"[0-9a-fA-F]+")
# How far back, and how many, words before a secret's word in prose qualify it.
_WORDS_BEFORE = 40
_PROSE_WORD = re.compile(r"[A-Za-z][\w-]*")
# What ends a clause of prose before a secret's word: its words are not that secret's.
_CLAUSE_END = re.compile(r"[;().,:]")
# "public" before a word of a label that is neither its last nor a kind of key ("public cloud
# key", "public bucket key"): it says what the key is for, something public, not that the key
# is the public half of a pair ("public key", "public signing key": publicremarks.py's
# labelled_public).
# The names table reads "public" anywhere in a name as such a half; a label is read without it.
_PUBLIC_PURPOSE = re.compile(
    rf"(?i)(?<![\w-])public[ \t]+(?!(?:{PUBLIC_KEY_KINDS})[ \t])(?=[\w-]+[ \t]+[\w-])"
)
_PROSE_VALUE = re.compile(r"(?=[^A-Za-z]*[A-Za-z])(?=[^0-9]*[0-9]).+")
_MAX_LABEL = 200
# How many letters a value without a digit needs before its cases can be judged drawn.
_MIN_DRAWN_LETTERS = 10
# A label's words after one of these say whom or what the secret is for, not what it is
# ("Generated password for alice"); so do Spanish notes' de, del and para ("key de Valentina"),
# but for French's "mot de passe", the password's own name, and Czech and Slovak notes' pro
# and pre ("API token pro Grafana plugin").
_LABEL_TAIL = re.compile(r" (for|of|to|on|at|in|from|with|de(?! passe)|del|para|pro|pre) ")

# A name that says only that its value is a session's (session, session_id, sessionId): what a
# log record names a session by. Its token or secret has its own name (session_token).
_SESSION_WORDS = (("session",), ("session", "id"), ("sessionid",))
# A log record's time of day (03:00:01, 14:22:09.512), before the name on its line.
_TIME_OF_DAY = re.compile(r"(?<![0-9])[0-2][0-9]:[0-5][0-9]:[0-5][0-9](?![0-9])")
# How far into its line a log record's time may be (after a date, a host, a bracketed prefix).
_LOG_PREFIX = 64


def logged_session(text: str, name: str, name_start: int) -> bool:
    """Whether NAME at NAME_START names a session (see _SESSION_WORDS) in a log record, a line
    that a time of day starts: the record says which session an event was in, which the server
    tells from others by the id it logs; the session's own token is logged under its own name.
    A URL's ?sessionId= is the logged-in session, and is read as a URL's."""
    if tuple(words(name)) not in _SESSION_WORDS or text[name_start - 1 : name_start] in "?&":
        return False
    first = name_line_start(text, name_start)
    return _TIME_OF_DAY.search(text, first, min(name_start, first + _LOG_PREFIX)) is not None


# The names a log file's record gives its own connection's or request's session by (a
# console's `session key`, a request line's `?session_id=`), and a record's time, to the minute.
_OWN_SESSION_WORDS = (*_SESSION_WORDS, ("session", "key"))
_LOG_MINUTE = re.compile(r"(?<![0-9])[0-2][0-9]:[0-5][0-9](?![0-9])")
_LOG_FILE = re.compile(r"(?i)\.log(\.[0-9]+)?$")
# A batch job's output (Slurm's slurm-%j.out, PBS's and LSF's .o/.e files named .out and .err):
# what a program printed while it ran, its lines mostly without a logger's time. Its run's
# session is printed as a line of its own, a name and a hex id: a cookie or a header that
# carries a session (`Cookie: sessionid=…`) is one a client can send again.
_JOB_OUTPUT = re.compile(r"(?i)\.(out|err)$")
_JOB_SESSION_LINE = re.compile(
    r"[ \t]*[A-Za-z][A-Za-z _-]{0,31}[:=][ \t]*[0-9A-Fa-f]{16,128}[ \t]*\r?(?:\n|$)"
)


def own_logged_session(parts: tuple[str, ...], text: str, name: str, value_start: int) -> bool:
    """Whether the value at VALUE_START under NAME is the session a record of a log file (at
    PARTS), a line that a time starts, reports its own connection or request in: a server's
    id for it, expired with it, which no one reuses. A batch job's output reports its run's
    session on a line of its own, timed or not ("  session: HEX" under the job's header).
    Shell history, configurations and notes keep session tokens one can reuse, and are not
    logs."""
    if not parts or tuple(words(name)) not in _OWN_SESSION_WORDS:
        return False
    if _JOB_OUTPUT.search(parts[-1]) is not None:
        # A session key there may be one's own to reuse.
        return (
            tuple(words(name)) in _SESSION_WORDS
            and _JOB_SESSION_LINE.match(text, name_line_start(text, value_start)) is not None
        )
    if _LOG_FILE.search(parts[-1]) is None:
        return False
    first = name_line_start(text, value_start)
    return _LOG_MINUTE.search(text, first, min(value_start, first + _LOG_PREFIX)) is not None


def text_value(
    text: str, name_start: int, name_end: int, names: SecretNames
) -> tuple[str, Strength, tuple[int, int]] | None:
    """The label or the prose's words that name the secret word at NAME_START:NAME_END, their
    strength and the value they give in text (notes, logs, saved output), if they give one:
    a `LABEL: VALUE` line, a code span or a value a sentence says is the secret's, or the value
    that ends the sentence."""
    labelled = _labelled_value(text, name_start, name_end)
    if labelled is not None:
        judged = _judged(text, name_end, labelled[0], labelled[1], names, in_prose=False)
        if judged is not None and judged[1] is Strength.WEAK:
            start, end = judged[2]
            if noted_key(judged[0], text[name_end:start], text[start:end]):
                return judged[0], Strength.STRONG, judged[2]  # a key's UUID (notekeys.py)
        return judged
    nested = _nested(text, name_start, name_end, names)
    if nested is not None:
        return nested
    said = _code_span_after(text, name_start, name_end)
    if said is not None:
        judged = _judged(text, name_end, said[0], said[1], names, in_prose=True)
        # Whether the value is on a later line is looked for only up to the value, not to the
        # name's line's end: on a long line of names each would read the rest of the line.
        if judged is not None or text.find("\n", name_end, said[1][0]) >= 0:
            return judged
        # A word straight after the secret's on its line was no value ("key export ... is
        # protected by:"): the clause may still introduce one on the next line.
        said = _introduced_after(text, name_start, name_end)
        if said is not None:
            return _judged(text, name_end, *said, names, in_prose=True)
        # Nor a clause's: the word ended a sentence ("The API key was rotated."), after which
        # a lead-in may give the new one ("New one:").
        return _referred(text, name_start, name_end, names)
    said = _sentence_end_after(text, name_start, name_end, names)
    if said is None:
        return _referred(text, name_start, name_end, names)
    # Its value has a token's shape already (see sentences.py).
    return _judged(text, name_end, said[0], said[1], names, in_prose=False)


def _referred(
    text: str, name_start: int, name_end: int, names: SecretNames
) -> tuple[str, Strength, tuple[int, int]] | None:
    """The name at NAME_START:NAME_END and the value a lead-in after its sentence refers back to
    it with (leadins.py), if the value has a secret's shape: "The one for the scraper:" is as
    often followed by the scraper's user name, host or project id (svc_scraper_2024) as by its
    password, and only a drawn token, a password or an app password is taken there."""
    referred = referred_value(text, name_end)
    if referred is None:
        return _listed(text, name_start, name_end, names)
    name = _qualified(text, name_start, name_end)
    value = text[referred[0] : referred[1]]
    if not (token_shaped(value) or app_password(name, value)):
        return None
    return _judged(text, name_end, name, referred, names, in_prose=True)


def _listed(
    text: str, name_start: int, name_end: int, names: SecretNames
) -> tuple[str, Strength, tuple[int, int]] | None:
    """The first value of an app password's shape that an item of the section headed by the
    name at NAME_START:NAME_END gives under its lead-in (leadins.py's listed_values): a heading
    names its items' kind in the plural ("App passwords"), each item one. Other kinds' items
    (a service account's host, its user) are taken for nothing."""
    name = _qualified(text, name_start, name_end)
    one = " ".join((*name.split()[:-1], member_name(name.split()[-1])))
    for value in listed_values(text, name_start, name_end):
        if app_password(one, text[value[0] : value[1]]):
            return _judged(text, name_end, one, value, names, in_prose=False)
    return None


def _nested(
    text: str, name_start: int, name_end: int, names: SecretNames
) -> tuple[str, Strength, tuple[int, int]] | None:
    """The first drawn token that an item nested under the list item whose lead-in names its
    kind at NAME_START:NAME_END gives after its account's name and a dash (leadins.py's
    nested_values: "- API keys:" above "  - svc_grafana — VALUE"). The items' own words (a
    file they are in, an expiry) are no value: only a token's shape is taken."""
    spans = nested_values(text, name_start, name_end)
    if not spans:
        return None
    name = _qualified(text, name_start, name_end)
    one = " ".join((*name.split()[:-1], member_name(name.split()[-1])))
    for value in spans:
        if token_shaped(text[value[0] : value[1]]):
            return _judged(text, name_end, one, value, names, in_prose=False)
    return None


def noted_value(
    text: str, name_start: int, name_end: int, names: SecretNames
) -> tuple[str, Strength, tuple[int, int]] | None:
    """What text_value gives for a secret word in a comment of a file that is not text (a
    shell history's `# the admin password set to VALUE`): only the value a note says the
    secret was changed or set to. A comment's other sentences name settings and examples as
    often as values (`# client_secret: …` commented out, `# the docs' example key: …`)."""
    changed = _CHANGED_TO.match(text, name_end)
    if changed is None:
        return _clause_label(text, name_start, name_end, names)
    name = _qualified(text, name_start, name_end)
    return _judged(text, name_end, name, changed.span("value"), names, in_prose=True)


# A clause that ends saying what the thing the secret's word names is protected by ("key
# export (for the DR site) is a PKCS#12 protected by:", "the backup key, encrypted with:"): the
# value after it protects that thing, as its password does (openssl's and Windows' "Export
# Password" of a PKCS#12 file).
_PROTECTED_BY = re.compile(
    r"(?i)\b(?:protected|encrypted|secured)[ \t]+(?:by|with)[ \t]*:[ \t]*\r?\n?[ \t]*`?\Z"
)


def _drawn(value: str) -> bool:
    """Whether VALUE has a secret's shape and was drawn at random, its letters' cases changing
    as a draw's do: a label of words and numbers (a key's, HWF-LTO9-2025A) was not."""
    return token_shaped(value) and (random_part(value) or cases_at_random(value))


# A comment's sentence about a key, then after a semicolon a label of its own with the value
# ending the line: "# ssh key ~/.ssh/id_x is passphrase-protected; passphrase: VALUE". The
# clause before it makes the comment a note, not a setting commented out (which starts the
# comment), and the label opens its clause: at most two words before the secret's.
_CLAUSE_LABEL_BEFORE = re.compile(r";[ \t]+(?:[A-Za-z][\w-]{0,31}[ \t]+){0,2}[\w-]{0,32}\Z")
_CLAUSE_LABEL_VALUE = re.compile(
    r"[\w-]{0,32}[ \t]*:[ \t]+"
    r"(?P<value>[^\s`\"'<>/$~{(\[][^\s`\"'<>]{4,126}[^\s`\"'<>.,;:)\]])[ \t]*\.?\r?(?:\n|\Z)"
)


def _clause_label(
    text: str, name_start: int, name_end: int, names: SecretNames
) -> tuple[str, Strength, tuple[int, int]] | None:
    """The value a label opening a comment's later clause (after `;`) gives the secret word at
    NAME_START:NAME_END, the value ending the line; judged as prose's (letters and digits)."""
    first = name_line_start(text, name_start)
    if _CLAUSE_LABEL_BEFORE.search(text, first, name_start) is None:
        return None
    labelled = _CLAUSE_LABEL_VALUE.match(text, name_end)
    if labelled is None:
        return None
    name = _qualified(text, name_start, name_end)
    return _judged(text, name_end, name, labelled.span("value"), names, in_prose=True)


def _judged(
    text: str,
    name_end: int,
    name: str,
    value: tuple[int, int],
    names: SecretNames,
    *,
    in_prose: bool,
) -> tuple[str, Strength, tuple[int, int]] | None:
    """NAME, its strength and the VALUE the text gives it, unless the name or the words between
    it (ending at NAME_END) and the value say it is none; IN_PROSE: a sentence gave the value,
    which must then mix letters and digits."""
    start, end = value
    if _PROTECTED_BY.search(text, name_end, start) is not None and _drawn(text[start:end]):
        name = f"{name} password"
    strength = names.strength(_PUBLIC_PURPOSE.sub("", name))
    if (
        strength is Strength.NONE
        or (
            strength is Strength.WEAK
            and not name.lower().endswith("key")
            and _hex_beside(text, name_end, start, end)
        )
        # The label's or the sentence's own words (a qualified name: "not secret") may say so.
        or said_not_secret(name + text[name_end:start])
        or _store_entry(
            text[max(name_line_start(text, start), start - _STORE_REACH) : start], text[start:end]
        )
    ):
        return None
    if " " in text[start:end] and not app_password(name, text[start:end]):
        return None  # words, not a value: only an app password is shown in groups
    if (
        in_prose
        and _PROSE_VALUE.fullmatch(text, start, end) is None
        and not app_password(name, text[start:end])
        and not _drawn_letters(text[start:end])
    ):
        # Prose sets names, formats and commands as code as often as values: a value there
        # mixes letters and digits, or is an app password's letters, or letters drawn at random
        # (a drawn password holds no digit one time in eight).
        return None
    return name, strength, (start, end)


# Words between a secret's name and a value that say the secret is kept in a password store,
# the value being where: "Secret in pass: ops/acme", "password in gopass at team/db", "token
# stored in KeePassXC under infra/ci". The value then is the store's entry, a path of
# names (pass(1) keeps each secret in a file named so), not the secret.
_IN_STORE = re.compile(
    r"(?i)\b(?:in|from)[ \t]+(?:the[ \t]+|our[ \t]+|my[ \t]+)?(?:pass(?:\(1\))?|gopass|passage"
    r"|keepass(?:xc)?|bitwarden|1password|password[ \t]+(?:store|manager)|keychain|keyring)"
    r"(?:[ \t]+(?:at|under|as|entry|path))?[ \t]*[:=]?[ \t]*[`'\"]?\Z"
)
# An entry's path: names in small letters (the first may be capitalized), not a random draw.
_ENTRY_NAME = r"[A-Z]?[a-z0-9_.@-]{1,64}"
_ENTRY_PATH = re.compile(rf"{_ENTRY_NAME}(?:/{_ENTRY_NAME}){{1,8}}[.,;:]?")
# How far before the value those words are looked for.
_STORE_REACH = 80


def _drawn_letters(value: str) -> bool:
    """Whether VALUE is letters (and a symbol or two) whose cases change at random, with a run of
    consonants no word has, as a drawn password's and no CamelCase name's (WiFiPassWord)."""
    letters = "".join(c for c in value if c.isalpha())
    # The run is the letters', a symbol drawn among them (PWxTODVr=VGEhfnZ) cutting none.
    return len(letters) >= _MIN_DRAWN_LETTERS and cases_at_random(value) and consonant_run(letters)


def _store_entry(before: str, value: str) -> bool:
    """Whether VALUE, after BEFORE (the words before it on its line), is the path of the
    password store's entry those words say the secret is kept in."""
    return _ENTRY_PATH.fullmatch(value) is not None and _IN_STORE.search(before) is not None


def _in_label(labelled: re.Match[str], position: int) -> bool:
    return labelled.start("label") <= position < labelled.end("label")


def _labelled_value(
    text: str, name_start: int, name_end: int
) -> tuple[str, tuple[int, int]] | None:
    """The label and the value of a `LABEL: VALUE` line of text whose label holds the name at
    NAME_START:NAME_END, if the line is one: the label starts it (after a log line's prefix)
    and the value ends it, or stands alone on the next line."""
    begins = name_line_start(text, name_start)
    if name_start - begins > _MAX_LABEL:
        return None
    reach = name_end + _MAX_LABEL + MAX_VALUE
    labelled = _LABELLED.match(text, begins, reach) or _TABLE_ROW.match(text, begins, reach)
    if labelled is not None and labelled.re is _TABLE_ROW and not _in_label(labelled, name_start):
        labelled = _OWNED_TABLE_ROW.match(text, begins, reach) or labelled
    if labelled is None or not _in_label(labelled, name_start):
        return None
    label = _LABEL_TAIL.split(labelled["label"], maxsplit=1)[0]
    start, end = labelled.span("value")
    if "is" in labelled["end"] and text.startswith(".", end - 1):
        end -= 1  # the end of the sentence
    quoted = quoted_value(text, start)
    if quoted is not None and quoted[1] == end - 1:
        start, end = quoted
    return label, (start, end)


# How far after a secret's word a clause may run before its value (_INTRODUCED's bound, and the
# line break and indent before a code block).
_CLAUSE_REACH = 96 + 16


def _may_introduce(text: str, position: int) -> bool:
    """Whether a code span or a line break is near enough after POSITION for a clause there to
    introduce a value: two bounded searches, so that text full of secret words but no code
    costs no regex run at each of them."""
    reach = position + _CLAUSE_REACH
    return text.find("`", position, reach) >= 0 or text.find("\n", position, reach) >= 0


def _code_span_after(
    text: str, name_start: int, name_end: int
) -> tuple[str, tuple[int, int]] | None:
    """The name at NAME_START:NAME_END and the code span, or the value a sentence says is its,
    that follows it in prose, if one does (see _CODE_SPAN_AFTER, _SAID_IS and _INTRODUCED)."""
    span = (
        _CODE_SPAN_AFTER.match(text, name_end)
        # Before _SAID_IS, which would take the verb ("changed") for the value.
        or _CHANGED_TO.match(text, name_end)
        or _FILE_HOLDS.match(text, name_end)
        or _NEW_ONE.match(text, name_end)
        or _SAID_IS.match(text, name_end)
    )
    if span is not None and _names_the_account(text, name_start, name_end, span.span("value")):
        # The password is the argument after the account's, if it is given, not a placeholder.
        span = _NEXT_ARGUMENT.match(text, span.end("value"))
        if span is None:
            return None
    if span is None:
        return _introduced_after(text, name_start, name_end)
    return _qualified(text, name_start, name_end), span.span("value")


def _introduced_after(
    text: str, name_start: int, name_end: int
) -> tuple[str, tuple[int, int]] | None:
    """The name at NAME_START:NAME_END and the value its clause introduces (see _INTRODUCED),
    unless the clause says the value is another thing's (an id, a digest)."""
    span = _INTRODUCED.match(text, name_end) if _may_introduce(text, name_end) else None
    if span is None:
        return None
    value_group = next(group for group in ("value", "block", "bare") if span[group] is not None)
    if names_another_thing(text[name_end : span.start(value_group)]):
        return None
    return _qualified(text, name_start, name_end), span.span(value_group)


def _names_the_account(text: str, name_start: int, name_end: int, value: tuple[int, int]) -> bool:
    """Whether the word at NAME_START:NAME_END is a subcommand that sets a password, given the
    value at VALUE straight after it (blanks between) and another argument after that: such a
    command takes the account first, then the password (or a placeholder for it)."""
    start, end = value
    return (
        _PASSWORD_SETTER.fullmatch(text, name_start, name_end) is not None
        and not text[name_end:start].strip(" \t")
        and _ANOTHER_ARGUMENT.match(text, end) is not None
    )


def _hex_beside(text: str, name_end: int, start: int, end: int) -> bool:
    """Whether the value at START:END is hex digits set right after the word ending at NAME_END,
    with blanks alone between: prose and logs name a thing by its id that way ("session 7f3a…
    checkpoint written"), where a word that may name a secret would be followed by a colon or
    "is" to give its value. (Not after a key: hex there of a key's size is the key; a GPG key's
    id, 8 or 16 digits, is too short to be taken anyway.)"""
    return (
        start > name_end
        and not text[name_end:start].strip(" \t")
        and _HEX_DIGITS.fullmatch(text, start, end) is not None
    )


def _sentence_end_after(
    text: str, name_start: int, name_end: int, names: SecretNames
) -> tuple[str, tuple[int, int]] | None:
    """The name at NAME_START:NAME_END and the value that ends its sentence, perhaps lines
    later in a note (see sentences.py), unless the clause wraps onto a line that a secret's
    word starts: that line is the word's own label ("user librenms, authPriv, SHA/AES" above
    "auth pass: VALUE"), the value its, read from it."""
    value = sentence_end_value(text, name_end)
    if value is None:
        return None
    clause = text[name_end : value[0]].rstrip()
    if "\n" in clause:
        first_word = _PROSE_WORD.match(clause[clause.rfind("\n") + 1 :].lstrip(" \t"))
        if first_word is not None and names.strength(first_word.group()) is not Strength.NONE:
            return None
    return _qualified(text, name_start, name_end), value


# Words before a secret's name that say the value is that secret's id: "the id of the Telegraf
# key", "key ID of our token" (an id issued with its secret, no secret alone: LABELS.md rule 2).
_ID_OF = re.compile(r"(?i)\b(?:id|ids|identifier)[ \t]+of[ \t]+(?:[\w'-]+[ \t]+){0,3}\Z")


def _qualified(text: str, name_start: int, name_end: int) -> str:
    """The name at NAME_START:NAME_END in prose with the words before it that say whose or what
    it is (a public key, an API key), in its own clause: "client id `…` (public); secret VALUE"
    says nothing of the secret. A name first on its line may be qualified at the end of the line
    before, which its sentence wraps from ("the API\nkey for downloads is …")."""
    first = name_line_start(text, name_start)
    before = text[max(first, name_start - _WORDS_BEFORE) : name_start]
    if not before.strip(" \t") and first > 0:
        above = text[max(name_line_start(text, first - 1), first - 1 - _WORDS_BEFORE) : first - 1]
        if above.strip() and not above.rstrip().endswith((".", "!", "?", ":", ";")):
            before = above
    before = _CLAUSE_END.split(before)[-1]
    qualifiers = _PROSE_WORD.findall(before)[-2:]
    if _ID_OF.search(before):
        # "key id of the Telegraf key: …": the value is the key's id, whose name it is.
        return " ".join((*qualifiers, text[name_start:name_end], "id"))
    return " ".join((*qualifiers, text[name_start:name_end]))
