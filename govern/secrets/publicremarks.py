"""What a comment just above a value says of it: that the key or token set below it is public
by design (Docusaurus's `// Public API key: it is safe to commit it` above Algolia's search
key, `# the app key is public` above a Pusher or Ably browser key). The comment on a value's
own line is matching.py's `_declared_public`; this looks a few lines up, to the first comment
of the value's block, past no other secret's setting (which the comment would be about). And
what a remark just after a value says of it (`declared_public`): that it is public or no real
one, only identifies something (identifierremarks.py), or that it no longer works
(deadafter.py's `said_revoked`); and what a label just before it says (`labelled_public`)."""

from __future__ import annotations

import re

from govern.secrets.deadafter import said_revoked
from govern.secrets.identifierremarks import only_identifies_after
from govern.secrets.latin1 import APOSTROPHE, EM_DASH, just_after
from govern.secrets.lines import COMMENT_MARK, line_above, line_start
from govern.secrets.names import words
from govern.secrets.remarkwords import LINE_BOUND, OTHER_SECRET, REMARK_REACH

# How many lines above a value its comment is looked for, and how long each may be.
_REACH_LINES = 3
# A remark that a key or token only counts its holder for rate limits and opens nothing: "the
# app token only raises the throttle, it is not a login", "(throttle only)". Such a value (an
# open-data portal's app token) names the app that calls, as a public key does.
_THROTTLE_ONLY = (
    r"(?:only[ \t]+(?:raises|lifts|increases)[ \t]+(?:the[ \t]+|its[ \t]+)?"
    r"(?:throttle|throttling|rate[ \t-]limits?|quota)"
    r"|(?:throttl(?:e|ing)|rate[ \t-]limit(?:ing|s)?)[ \t]+only(?=[ \t]*(?:[,;:.)]|$)))\b"
)
# A remark that a key or token is public: "public API key", "public search token", "the app
# key is public", "keys are publishable"; or that it may be committed or shipped ("safe to
# commit"); or that it only counts its holder for rate limits. Not when denied ("not public",
# "never safe to commit"); "public" must end its word (public-facing, publicly say nothing of
# the value); a browser key is one. A dash between blanks is no join ("browser - key").
_PUBLIC_REMARK = re.compile(
    r"(?<!not )(?<!never )\bpublic[ \t]+"
    r"(?:(?:api|app|search|site|browser|client|web)(?:[ \t]+|-))?"
    r"(?P<word>key|token)s?\b"
    r"|\b(?P<subject>key|token)s?[ \t]+(?:is|are)[ \t]+(?:public|publishable)(?![\w-])"
    # A browser key (LABELS.md rule 4): a map's or a page's key it ships to every visitor,
    # restricted to the page's origin, as its service's console calls it. The remark must
    # call this value one: the words open a clause ("MapTiler base map: browser key, …",
    # "… -- browser key", "this is the browser key"), after at most a service's capitalised
    # name ("Google Maps browser key"). In a clause's middle they speak of another key ("unlike
    # the browser key", "rotate together with the browser key") or deny ("never ship as a
    # browser key", "not a browser key"). A token taken from a browser ("browser token from
    # devtools", "the browser token store") is a session's.
    r"|(?:^|(?<=[,.;:!?()\[\]|])|" + just_after("\u2014") + r"|(?<=[ \t]-)|(?<=[ \t]--))[ \t]*"
    r"(?:(?:this|it)(?:[ \t]+is|'s)[ \t]+)?(?:(?:a|an|the|our)[ \t]+)?"
    r"(?:(?-i:[A-Z])[\w.'-]*[ \t]+){0,3}"
    r"browser(?:[ \t]+|-)(?P<browser>key|token)s?\b"
    r"(?![ \t]+(?:from|store|storage|cookies?|cache|jar)\b)"
    r"|\b(?P<limited>key|token)s?[ \t]+(?:[^\n.;]{0,40}?[ \t])?"
    + _THROTTLE_ONLY
    + r"|(?<!not )(?<!never )(?<!n't )\bsafe[ \t]+to[ \t]+(?:commit|publish|ship|expose)\b"
    # Or that its service publishes it for everyone to use ("the key demo.mailcow.email
    # publishes for everyone to try the API"; its host's dots are no sentence's end): a demo
    # instance's key, the same for all. Not denied ("the key they never publish to anyone"),
    # and a service's standing practice only: "this key was accidentally published for
    # everyone to see" is a leak, not a published value.
    r"|\b(?P<published>key|token)s?[ \t]+(?:(?:(?![.!?][ \t])[^\n;]){0,40}?[ \t])?"
    r"(?<!not )(?<!never )(?<!n't )"
    r"(?:publishes|gives[ \t]+out|hands[ \t]+out)[ \t]+(?:for|to)[ \t]+"
    # Everyone, not a group's ("published to everyone in the lab").
    r"(?:everyone|everybody|anyone)\b(?![ \t]+(?:in|at|on|of|within|here)\b)"
    # Or that the login set below is a service's public guest or anonymous one ("the inputdata
    # server wants the public guest login"): its user and password are published for everyone
    # to use, as an anonymous FTP's are.
    r"|(?<!not )(?<!not the )(?<!not a )(?<!never )(?<!non-)\bpublic[ \t]+"
    r"(?P<guest>guest|anonymous)[ \t]+(?:login|account|user|credentials?)\b",
    re.IGNORECASE,
)
# Words of a name that say its value is the private side of a pair, whatever a comment above
# says of the public side (`# public API key` above PRIVATE_API_KEY, ADMIN_KEY, SERVER_TOKEN).
_SECRET_SIDE = frozenset({"secret", "private", "admin", "master", "server", "management"})


def said_public_above(text: str, start: int, name: str) -> bool:
    """Whether the nearest comment above the value at START, within _REACH_LINES lines of it
    and its block (no blank line, no other secret's setting between), says that the key or
    token NAME holds is public by design: the word it says so of (key, token) must be one of
    NAME's."""
    if _SECRET_SIDE.intersection(words(name)):
        return False
    first = line_start(text, start, LINE_BOUND)
    for _ in range(_REACH_LINES):
        above = None if first is None else line_above(text, first, LINE_BOUND)
        if above is None:
            return False  # the first line, or a line too long to be a setting's
        first, last = above
        line = text[first:last]
        if not line.strip():
            return False
        comment = COMMENT_MARK.match(line)
        if comment is not None:
            return _says_public(line[comment.end() :], name)
        if OTHER_SECRET.search(line):
            return False
    return False


# A label that names its value a public key: "- WireGuard server public key: `…`", "the
# gateway's public key is …". The name read before a value is its label's last word ("key"),
# so the words before it are looked at: "public" just before it (or before one word that says
# what the key of a pair does or is, "public signing key", "public SSH key", or names a
# publishable key's use, "public API key"), not denied ("not public", "non-public"). The half
# of a key pair that is published is no secret. Any other word there makes "public" say what
# the key is for, not what it is: a "public cloud key", a "public bucket key" is a secret key
# for something public.
PUBLIC_KEY_KINDS = (
    "signing|verification|verifying|verify|encryption|identity|host|ssh|gpg|pgp|openpgp|rsa"
    "|dsa|ecdsa|ed25519|x25519|curve25519|wireguard|age|minisign|signify|cosign|api|app|search"
    "|site|browser|client|web"
)
_PUBLIC_LABEL = re.compile(
    rf"(?<!not )(?<!non-)(?<![\w-])public[ \t]+(?:(?:{PUBLIC_KEY_KINDS})[ \t]+)?"
    r"(?P<name>[\w-]{1,40})"
    r"(?:'s)?[ \t]*(?:\([^()\n]{0,40}\)[ \t]*)?(?:[:=]|is\b|are\b)?[ \t]*[`'\"]?\Z",
    re.IGNORECASE,
)
# How far before a value its label is looked at.
_LABEL_REACH = 120
# A label that names its value a public share's token: "Public share token `…`", "the public
# link token: …". A share link carries its token in its URL to everyone it is sent to, so a
# token the writer calls a public share's is that link's, not a login's.
_PUBLIC_SHARE_LABEL = re.compile(
    r"(?<!not )(?<!not a )(?<!not the )(?<!non-)(?<![\w-])public[ \t]+"
    r"(?:share|sharing|shared[ \t]+link|link|download)"
    r"[ \t]+(?:link[ \t]+)?token[ \t]*(?:[:=]|is\b)?[ \t]*[`'\"]?\Z",
    re.IGNORECASE,
)


def labelled_public(text: str, start: int, name: str) -> bool:
    """Whether the words just before the value at START, on its line, label it a public key:
    "public" before NAME, a key's name (its last word "key"); or a public share's token."""
    last = words(name)[-1:]
    if last not in (["key"], ["token"]):
        return False
    first = max(text.rfind("\n", max(0, start - _LABEL_REACH), start) + 1, start - _LABEL_REACH)
    before = text[first:start]
    if "ublic" not in before and "UBLIC" not in before:
        return False  # most labels: the regex runs only where its word is
    if last == ["token"]:
        return _PUBLIC_SHARE_LABEL.search(before) is not None
    label = _PUBLIC_LABEL.search(before)
    return label is not None and label["name"].lower() == name.lower()


# A clause after the remark's "public" one that claims the value for its writer ("the public
# demo token would be rate limited; this is ours"): the public one is another, set aside.
_OWN_ONE = re.compile(
    r"\b(?:this|it)(?:[ \t]+one)?(?:[ \t]+is|'s)[ \t]+(?:ours|mine|our[ \t]+own|my[ \t]+own)\b",
    re.IGNORECASE,
)


# A remark that names a login of its writer's ("our own login (the public guest one is
# read-only)"): the public guest login it also names is another.
_OWN_LOGIN = re.compile(
    r"\b(?:our|my)[ \t]+(?:own[ \t]+)?(?:login|account|user|credentials?)\b", re.IGNORECASE
)


def _says_public(remark: str, name: str) -> bool:
    said = _PUBLIC_REMARK.search(remark)
    if said is None or _OWN_ONE.search(remark, said.end()) is not None:
        return False
    if said["guest"] is not None and _OWN_LOGIN.search(remark) is not None:
        return False
    word = (
        said["word"] or said["subject"] or said["limited"] or said["browser"] or said["published"]
    )
    return word is None or word.lower() in words(name)


# A remark that the value is made anew each time its process starts or a request is made:
# "regenerated per start", "new on every launch", "per-request".
_PER_START = (
    r"|(?:regenerated|renewed|reissued|recreated|new|changes)[ \t]+(?:per|on[ \t]+(?:every|each)"
    r"|at[ \t]+(?:every|each)|every|each)[ \t]+(?:start|restart|launch|run|boot|request|login)"
    r"s?\b|\bper[ \t-](?:start|restart|launch|run|boot|request)\b"
)
# What its writer says of a value just after it on its line, in a comment or a note's sentence:
# that it is public (`key = "..."  # search-only key, public`, "`...` is public by design",
# "// publishable, safe in the browser", "(…; public in the app)": shipped inside the app, which
# anyone who has it can read) or no real one ("`1~abc123` is not a real one", "made
# up", "# docs example", "(documentation values)": a vendor's documentation's example,
# copied). "public" must end its phrase or be "by design": a comment about a public
# repository or address says nothing of the value. An aside in brackets may follow it before
# its phrase ends ("is public (it ships in the page)."), not a word after the aside ("a
# public (GitHub) repo" is about the repository). A sentence ("`…` is from the Maps docs
# sample") may go on to the next line of its paragraph (not a list item's, a table's or a
# heading's).
_DECLARED_PUBLIC = re.compile(
    # A remark that opens by naming the value its software's shipped default ("// the shipped
    # default, replaced at install"): the same in every install, published with the software
    # (LABELS.md rule 4). The phrase ends its clause ("shipped default was changed" is not).
    r"[\"'`\]]?\)?;?[ \t]*(?:#|//|--|\()[ \t]*(?:(?:the|its|a)[ \t]+)?"
    r"(?:shipped|stock|factory|vendor|upstream|packaged)[ \t]+default"
    r"(?=[ \t]*(?:[,.;:)]|--|\r?$))|"
    # A remark that opens by naming the value an app's public key ("# public app key"): an
    # app's or a browser's key, a kind sent in the open (a bare "public key" after a private
    # key's value may name its other half).
    r"[\"'`\]]?[ \t]*(?:#|//|--|\()[ \t]*(?:(?:a|an|the|our|its)[ \t]+)?public[ \t]+"
    r"(?:api|app|application|search|site|browser|client|web)[ \t-]+(?:key|token)s?\b|"
    # A table's next cell may hold the remark (| `…` | public, throttle only |).
    r"[\"'`\]]?[ \t]*(?:[,;][ \t]*)?(?:(?:#|//|--|;|\(|\|)[^\n]{0,60}?"
    r"|(?:is|are)[ \t](?:(?![.!?;]\s)[^\n]|\r?\n[ \t]*(?![-*+>|#\s])){0,60}?)"
    r"(?<!never )(?<!not )\b(?:(?P<public>public)"
    r"(?:[ \t]+by[ \t]+design|(?:[ \t]+\([^\n()]{1,60}\))?[ \t]*(?:[,.;:)]|\r?$)"
    r"|[ \t]+in[ \t]+(?:the|every|each|its)[ \t]+(?:apps?|applications?|clients?|binary|binaries"
    r"|bundles?|browsers?|front-?ends?|web[ \t]?pages?)\b)|publishable"
    r"|not[ \t]+(?:a[ \t]+)?(?:secret|real)\b|made[ \t-]up\b|"
    + _THROTTLE_ONLY
    + r"|(?:docs?|documentation|manual)(?:'s?)?(?:[ \t]+own)?[ \t]+(?:examples?|samples?|values?)\b"
    # "(that one is their example)": the docs' or vendor's, named before it, not one's own; the
    # phrase ends there ("their example app" is about something else).
    r"|\btheir[ \t]+(?:own[ \t]+)?(?:examples?|samples?)(?=[ \t]*(?:[,.;:)]|\r?$))"
    r"|(?:example|sample)[ \t]+(?:from|in)[ \t]+the[ \t]+(?:docs|documentation|manual)\b"
    # Or that a new one is made each time (a local server's session cookie, "regenerated per
    # start"): what a log or a note keeps of it is dead once the process that made it ends.
     + _PER_START + r")",
    re.IGNORECASE | re.MULTILINE,
)
# A remark's clause that denies or forbids what it goes on to say ("do not make this public",
# "must never be public (rotate if leaked)", "shouldn't go public"): the words before "public"
# back to the last mark that ends a clause, and a word of denial among them.
# A dash between blanks breaks a clause as a comma does ("no secret here - public").
_CLAUSE_MARK = re.compile(r"[,.;:!?()\[\]|]|[ \t]-{1,2}[ \t]|" + EM_DASH)
# A contraction's apostrophe may be left out (dont), or be a curly one, read as latin-1's three
# characters of its UTF-8.
_DENIAL = re.compile(
    r"(?i)\b(?:not|never|no|nor|cannot|avoid|\w+n" + APOSTROPHE + r"t"
    r"|(?:do|does|did|is|are|was|were|wo|ca|should|must|would)nt)\b"
)
# A clause that says something is to become public, not that it is: "before the repo goes
# public", "until we go public", "once it becomes public". What is to be published later is
# kept now.
_NOT_YET = re.compile(
    r"(?i)\b(?:before|until|till|once|when|if|in[ \t]+case)\b"
    r"|\b(?:goes|go|going|become|becomes|becoming)[ \t]+$"
)


def declared_public(text: str, end: int) -> bool:
    """Whether the value ending at END is followed on its line by its writer's remark that it
    is public or no real one, only identifies something, or no longer works."""
    reach = min(len(text), end + REMARK_REACH)
    remark = _DECLARED_PUBLIC.match(text, end, reach)
    if remark is not None and remark["public"] is not None and _denied(text, remark):
        return said_revoked(text, end)  # "never make it public" says it must stay secret
    return remark is not None or only_identifies_after(text, end) or said_revoked(text, end)


def _denied(text: str, remark: re.Match[str]) -> bool:
    """Whether REMARK's clause that calls the value public denies or forbids it, in a word
    before "public" since the clause began ("# do not make this public."), or puts it off to a
    time to come ("# remove before the repo goes public")."""
    lead = text[remark.start() : remark.start("public")]
    marks = list(_CLAUSE_MARK.finditer(lead))
    clause = lead[marks[-1].end() :] if marks else lead
    return _DENIAL.search(clause) is not None or _NOT_YET.search(clause) is not None
