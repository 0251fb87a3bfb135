"""What a comment just above a value says of it: that the key or token set below it is public
by design (Docusaurus's `// Public API key: it is safe to commit it` above Algolia's search
key, `# the app key is public` above a Pusher or Ably browser key). The comment on a value's
own line is matching.py's `_declared_public`; this looks a few lines up, to the first comment
of the value's block, past no other secret's setting (which the comment would be about). And
what a remark just after a value says of it (`declared_public`): that it is public or no real
one, or that it no longer works (`said_revoked`)."""

from __future__ import annotations

import re

from govern.secrets.docsexamples import said_docs_example
from govern.secrets.latin1 import APOSTROPHE, EM_DASH, LEFT_ARROW, just_after
from govern.secrets.lines import COMMENT_MARK, line_above, line_start
from govern.secrets.names import words

# How many lines above a value its comment is looked for, and how long each may be.
_REACH_LINES = 3
_LINE_BOUND = 240
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
    + r"|(?<!not )(?<!never )(?<!n't )\bsafe[ \t]+to[ \t]+(?:commit|publish|ship|expose)\b",
    re.IGNORECASE,
)
# A line between the comment and the value that sets another secret: the comment is that
# one's (its name holds a secret's word before `=` or `:`).
_OTHER_SECRET = re.compile(
    r"(?i)(?:key|token|secret|pass|auth)[A-Za-z0-9_-]*[\"']?[ \t]*(?:=|:(?!//))"
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
    first = line_start(text, start, _LINE_BOUND)
    for _ in range(_REACH_LINES):
        above = None if first is None else line_above(text, first, _LINE_BOUND)
        if above is None:
            return False  # the first line, or a line too long to be a setting's
        first, last = above
        line = text[first:last]
        if not line.strip():
            return False
        comment = COMMENT_MARK.match(line)
        if comment is not None:
            return _says_public(line[comment.end() :], name)
        if _OTHER_SECRET.search(line):
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


# A word as a setting's or a form's field answered no (`revoked=False`, `expired: no`,
# `{token: …, disabled: false}`): the value is live. Answered yes (`expired: true`), it is dead.
_A_FIELD = r"[ \t]*[=:][ \t]*(?:false|no|0|off|null|none|never)\b"

# A verdict that the value stopped working, whatever the reason: it no longer authenticates or
# logs in, in English and the common European languages ("ne fonctionne plus", "funktioniert
# nicht mehr", "ya no funciona", "non funziona più"). "Does not work" alone may be a fault of
# the moment, so it takes "anymore".
_STOPPED_WORKING = (
    r"no[ \t]+longer[ \t]+(?:works|authenticates|logs[ \t]+in)"
    r"|(?:does[ \t]+not|doesn't|can[ \t]?not|can't)[ \t]+(?:work|authenticate|log[ \t]+in)"
    r"[ \t]+any[ \t]?more"
    r"|ne[ \t]+(?:fonctionne|marche)[ \t]+plus|funktioniert[ \t]+nicht[ \t]+mehr"
    r"|ya[ \t]+no[ \t]+funciona|non[ \t]+funziona[ \t]+pi(?:\u00f9|\u00c3\u00b9)"
)


# A comment on the line just above a value that says the value below it is no live one: that
# it was never or is no longer valid, or that it was copied from a vendor's documentation
# ("# old, from the Pulsar docs, never valid here:" above a commented token). Not denied
# ("not from the docs"). What is not valid or real must be the value: the phrase ends its
# clause or names a secret ("not valid json", "not a real problem" are about something else);
# what is from the docs must be the remark's subject, first in it or after a word for a copy
# ("see the steps from the ops manual" is not), or a key's ("the shared key from Acme's
# examples"). A remark that goes on to a new or current value is about the one it replaced.
_UNREAL_ABOVE = re.compile(
    r"\b(?:never|not|no[ \t]+longer)[ \t]+(?:been[ \t]+|an?[ \t]+)?(?:valid|real)\b"
    # Not valid only at some time or for someone ("never valid before May"): live otherwise.
    r"(?![ \t]+(?:before|until|till|after|from|for|outside|without)\b)"
    r"(?=[ \t]*(?:[,.;:!()-]|$|(?:one|key|token|password|secret|credentials?|value|example"
    r"|here|anymore|any[ \t]+more|yet)\b))"
    # Or that it never went into use ("never deployed (the host was cancelled)"): no server
    # takes a key that was never put on one.
    r"|\bnever[ \t]+(?:been[ \t]+)?(?:deployed|activated)\b(?=[ \t]*(?:[,.;:!()-]|$))"
    r"|(?:^|[,(][ \t]*|\b(?:copied|taken|pasted|lifted|straight|verbatim|example|sample"
    r"|key|token)[ \t]+)"
    r"(?<!not )from[ \t]+(?:the|its|their|[\w.-]{1,40}'s)[ \t]+"
    r"(?:[\w.-]{1,40}(?:'s)?[ \t]+){0,3}?"
    r"(?:docs|documentation|manual|tutorial|quick[ \t-]?start|examples|samples|vignettes?)\b"
    # The docs' example is the value where the phrase ends its clause or names a secret ("the
    # docs' example secret:"); "the docs' example uses sysop:sysop; ours was changed" is not.
    r"|\b(?:docs?|documentation)(?:'s?)?[ \t]+(?:example|sample)\b"
    r"(?=[ \t]*(?:[,.;:!()-]|$|(?:key|token|password|secret|credentials?|value)\b))"
    # Or that its documentation publishes it: "public in its vignettes", "public in the docs";
    # or that it is a public test project's or server's ("REDCapR's public test project
    # token"), which a tool's documentation gives every reader to try it with.
    r"|(?<!not )(?<!never )\bpublic[ \t]+in[ \t]+(?:the|its|their|[\w.-]{1,40}'s)[ \t]+"
    r"(?:[\w.-]{1,40}[ \t]+)?(?:docs|documentation|manual|vignettes?|examples|readme)\b"
    r"|(?<!not )(?<!non-)\bpublic[ \t]+test[ \t]+(?:(?:project|server|instance|account)"
    r"(?:'s)?[ \t]+)?(?:api[ \t]+)?(?:key|token)s?\b"
    # Or that it was retired, revoked or expired: said in the past ("retired in 2024", "revoked
    # after the audit", "expired 2026-10-02"), not ahead ("to be retired", "will be revoked",
    # "not revoked"), and of this value, not of an older one beside it ("the old key was
    # revoked", "previous one expired").
    # The word opens the remark or a clause of it and says when, or ends the clause (a dash
    # may end it: "from the 2023 workshop, expired -- keep for the history"): "Tokens
    # are revoked after 90 days", "on 'token expired' errors" and "expired tokens are
    # rejected" say how such values fare, not that this one is dead.
    # The word as a field's name ("expired: no", "revoked=false") gives its answer, not this.
    # The clause may name the value first, as a sentence of its own ("… profile. Token revoked
    # 2024-11-30 when …"), or as its subject ("deleted in 2024, that key was revoked:" above a
    # row taken out of a dump): one secret's word, no older one's.
    # Above a value commented out, the remark may also say so after "and" ("leaked … and
    # revoked the same day:"), or that it was deleted or replaced ("replaced 2026-02-18, …:"):
    # the line was kept, out of use, as a record (said_unreal_above checks the line).
    # Spanish remarks say it in their words (revocada, caducada, reemplazada; "esa ya la
    # reemplazó": that one was already replaced), UTF-8's ó read as latin-1's two characters.
    # A dash between blanks breaks a clause as a comma does ("old key (…) - dead:").
    r"|(?:^|[,;:(]|" + EM_DASH + r"|--|[ \t]-(?=[ \t])|\.(?=[ \t])|(?P<joined>\band))[ \t]*"
    # A clause that draws the verdict from what the remark said before it ("the bot was
    # deleted, so its token is dead:") says it of the value as well.
    r"(?:so[ \t]+)?"
    # Or "one" after a word that tells it from the others ("The March one expired on …"), or
    # "it" after a clause that named it ("staging used its own token; it was deleted …").
    r"(?:(?:(?:the|this|that|its)[ \t]+)?"
    r"(?:token|key|password|secret|value|credentials?|[A-Za-z]{2,12}[ \t]+one)[ \t]+"
    r"|(?:this|that)[ \t]+one[ \t]+|it[ \t]+)?"
    r"(?:(?:was|were|been|got|is|now|has[ \t]+been|fue|ya)[ \t]+)?"
    r"(?:(?:esa|ese|esta|este)[ \t]+(?:ya[ \t]+)?(?:la[ \t]+|lo[ \t]+)?)?"
    # "dead" only as the remark's last word, its verdict on the value it introduces ("… -
    # dead:"): "dead letter key", "dead on arrival" speak of something else.
    # French ones too (révoquée, expirée; supprimée, remplacée: deleted, replaced), é read
    # either way. "Gone" as the verdict on a line kept commented out ("key gone with it").
    r"(?P<dead>retired|revoked|expired|decommissioned"
    r"|(?P<commented>deleted|replaced|gone|(?:supprim|remplac)(?:\u00e9|\u00c3\u00a9)e?s?)"
    r"|dead(?=[.!]?[ \t]*:?[ \t]*$)"
    r"|revocad[ao]s?|caducad[ao]s?|reemplazad[ao]s?|reemplaz(?:\u00f3|\u00c3\u00b3)"
    r"|(?:r(?:\u00e9|\u00c3\u00a9)voqu|expir)(?:\u00e9|\u00c3\u00a9)e?s?"
    # Or that it stopped working ("does not authenticate anymore", "no longer logs in").
    r"|" + _STOPPED_WORKING + ")"
    r"(?![\w-])(?!" + _A_FIELD + ")"
    r"(?=[ \t]*(?:$|[,;:.)]|--|"
    + EM_DASH
    + r"|(?:in|on|at|since|after|last|this|by|en|el|la|por|desde"
    r"|hace|du|de|des|le|depuis|avec|lors)\b|[0-9]|the[ \t]+(?:same|next|following)[ \t]+"
    r"(?:day|week|month)\b"
    # Or with what it went with ("deleted with the staging cluster in Nov 2024", "gone with
    # it").
    r"|with[ \t]+(?:the|its|their|our|it)\b))",
    re.IGNORECASE,
)
# When a verdict took effect: a date, or the day it was made on ("the same day").
_WHEN = re.compile(
    r"(?i)[ \t]+(?:(?:on|in|at|since|after|last)[ \t]+)?[0-9]"
    r"|[ \t]+the[ \t]+(?:same|next|following)[ \t]+(?:day|week|month)\b"
)
# A remark that goes on to a new or current value is about the one it replaced; "before the
# new …" dates this one as older.
_REPLACED = re.compile(r"(?i)(?<!before the )(?<!before )\b(?:new|current|nuev[ao]s?)\b")
# A remark that an older value beside this one is the dead one ("the old key was revoked"),
# or that this one still works ("old one, still live"), wherever it says so.
_OLDER_VALUE = (
    r"(?:old|older|previous|prior|former|earlier)[ \t]+"
    r"(?:one|key|token|password|secret|value|credentials?)s?\b"
)
_OLDER_OR_STILL_LIVE = (
    rf"\b{_OLDER_VALUE}"
    r"|\bstill[ \t]+(?:the[ \t]+)?(?:live|works|working|valid|active|in[ \t]+use)\b"
    # The same in Spanish: "la (clave) vieja", "la anterior", "sigue activa".
    r"|\b(?:la|el|las|los)[ \t]+(?:(?:clave|llave|contrase\S{1,2}a|token)s?[ \t]+)?"
    r"(?:viej[ao]s?|anterior(?:es)?)\b"
    r"|\b(?:sigue|siguen|todav\S{1,2}a)[ \t]+"
    r"(?:activ[ao]|v\S{1,2}lid[ao]|funcionando|en[ \t]+uso)\b"
)
# Words that bring a dead value back ("expired in March, reactivated in April"), said after
# its death; not renewal refused ("and not renewed", "never reinstated").
_REVIVED = (
    r"(?<!not )(?<!never )(?<!n't )(?<!not been )(?<!not yet )(?<!not be )(?<!never been )"
    r"(?<!n't been )(?<!n't be )(?<!cannot be )(?<!never be )(?<!no longer )"
    r"\b(?:reactivated|re-?enabled|reinstated|restored|revived|unrevoked|renewed|reissued"
    r"|regenerated|extended)\b"
)
_STILL_LIVE = rf"(?:{_OLDER_OR_STILL_LIVE}|{_REVIVED})"
_OLDER_OR_STILL_LIVE_ANYWHERE = re.compile(_OLDER_OR_STILL_LIVE, re.IGNORECASE)
_OTHER_DEAD = re.compile(_STILL_LIVE, re.IGNORECASE)
# A remark that gives a value of its own, letters and digits run together ("the demo key from
# the docs is demo4key2022"): what it says is of that value, not of the one below.
# Or in quotes, letters alone ("the README example token is 'AnExampleTokenFromTheSite' (not
# real)"); not lower-case words joined by dashes, the way a bot, an app or a host is named
# ("the first bot ("hpc-alerts-bot") was deleted").
_OWN_VALUE_WORD = re.compile(
    r"\b(?=[A-Za-z_]*[0-9])(?=[0-9_]*[A-Za-z])[A-Za-z0-9_]{12,}\b"
    r"|(?P<q>['\"`])(?![a-z]{1,40}(?:-[a-z]{1,40}){1,8}(?P=q))[\w.-]{12,}(?P=q)"
)
# A remark that goes on, after saying the value expired or was revoked, to a live one or to the
# value's renewal since ("Token (expired in March, then renewed):", "revoked, a live one issued"):
# the value below is the live one, as said_dead_before reads the clause before a value.
# The words themselves are _LIVE_WORDS; in a remark said of one value, a live word alone ("valid
# until March, now expired") is the dead value's own past, so it must name a value after it.
_LIVE_WORDS = r"live|active|valid|working"
_LIVE_AFTER = re.compile(
    rf"\b(?:{_LIVE_WORDS})[ \t]+(?:one|key|token|password|secret)\b|{_REVIVED}",
    re.IGNORECASE,
)
# How many settings below a comment heading their section the comment is said of; a setting's
# line (`name = value`, `name: value`) and a section's (`[name]`) as an INI file writes them.
_SECTION_REACH = 8
_SETTING = re.compile(r"[ \t]*(?P<name>[\w.-]{1,64})[ \t]*[:=]")
_SECTION_HEADER = re.compile(r"[ \t]*\[[^\]\n]{1,80}\][ \t]*\r?")
# A line of code commented out, its own value in quotes and then its own remark
# (`# client = Client("YOUR_KEY")  # docs example`): the remark is about the value beside it,
# the documentation's placeholder the line below replaces, not about the line below.
_OWN_VALUE_REMARK = re.compile(r"[\"'][^\"'\n]*[\"'][^\"'\n]*?[ \t](?:#|//)")


def said_unreal_above(text: str, start: int) -> bool:
    """Whether the line just above the value at START is a comment that says the value is no
    live one: never or no longer valid, or a documentation's example; or prose on its line, or
    ending the line above, introduces the documentation's examples it is one of
    (docsexamples.py)."""
    return _said_unreal_in_comment_above(text, start) or said_docs_example(text, start)


def _said_unreal_in_comment_above(text: str, start: int) -> bool:
    """Whether the line just above the value at START is a comment that says the value is no
    live one: never or no longer valid, or a documentation's example. Or such a comment heads
    the value's section (just below its `[section]` line, or ending in a colon that introduces
    what follows), above a run of settings the value's is one of: the remark is said of the
    section's values, all copied together (an .edgerc section of a vendor's example credentials).
    The prose line that introduces an indented code block, a blank line below it, is said of
    the block's settings the same way ("Example from the vendor's docs (not ours):")."""
    first = line_start(text, start, _LINE_BOUND)
    value_first = start if first is None else first
    for n in range(_SECTION_REACH):
        above = None if first is None else line_above(text, first, _LINE_BOUND)
        if above is None:
            return False
        first, last = above
        line = text[first:last]
        comment = COMMENT_MARK.match(line)
        lead_in = None if line.strip() else _code_block_lead_in(text, first, value_first)
        if lead_in is not None:
            first, last = lead_in
            remark = text[first:last].strip()  # prose that introduces an indented block
            if _OURS.search(remark):
                return False  # the block is ours, whatever it says of the docs' example
        elif comment is None and n == 0 and _introduces(line, text[value_first:start]):
            remark = line.strip()  # prose that introduces the value below it, said of it
            if said_dead_before(text, first + len(line.rstrip())):
                # Its clause before the colon, read as said_dead_before reads one before a
                # value on its line ("Old … key was revoked on 2024-12-03 when …:").
                return True
        elif comment is None and _SECTION_HEADER.fullmatch(line) is not None:
            # A comment block just above the value's `[section]` line heads the section (an
            # INI profile's "# old profile. Token revoked 2024-11-30 when the collaboration
            # ended"): read whole, its lines joined, and said of the section's values.
            return _section_comment_unreal(text, first, text[value_first:start])
        elif comment is None:
            if _SETTING.match(line) is None:
                return False  # a blank line or other text ends the run of settings
            continue
        else:
            remark = line[comment.end() :].strip()
            if (
                _commented_setting(remark)
                and COMMENT_MARK.match(text, value_first, start)
                and _UNREAL_ABOVE.search(remark) is None
            ):
                # A setting commented out with the value's, as a block kept out of use (an old
                # client's id above its secret): the remark heading the block is said of both.
                continue
        commented_out = COMMENT_MARK.match(text, value_first, start) is not None
        said = _UNREAL_ABOVE.search(remark)
        while said is not None and said["commented"] is not None and not commented_out:
            # A verdict read only above a line kept commented out ("deleted on the site …")
            # may be followed by one said of any value ("…; does not authenticate anymore").
            said = _UNREAL_ABOVE.search(remark, said.end())
        if (
            said is None
            or (said["joined"] is not None and not commented_out)
            # After "and", only a verdict that says when is this value's ("issued and revoked
            # by the portal" says how such keys fare).
            or (said["joined"] is not None and _WHEN.match(remark, said.end()) is None)
            or _REPLACED.search(remark) is not None
            or (
                said["dead"] is not None
                and _OLDER_OR_STILL_LIVE_ANYWHERE.search(remark) is not None
                and not (_opens_on_older(remark) and commented_out)
            )
            or (said["dead"] is not None and _LIVE_AFTER.search(remark, said.end()) is not None)
            or _OWN_VALUE_WORD.search(remark) is not None
            or _OWN_VALUE_REMARK.search(remark, 0, said.start()) is not None
        ):
            return False
        return n == 0 or remark.endswith(":") or _heads_section(text, first)
    return False


# A setting commented out (`oidc_client_id: ondemand`, `client = "x"`): a name, then its value,
# one word or quoted, and nothing after it.
_COMMENTED_SETTING = re.compile(
    r"[\w.-]{1,64}[ \t]*[:=][ \t]*(?:\S{1,200}|[\"'][^\"'\n]{0,200}[\"'])"
)


def _commented_setting(remark: str) -> bool:
    """Whether REMARK, a comment's text, is a setting commented out, of no secret's name (which
    a remark above would rather be about)."""
    return _COMMENTED_SETTING.fullmatch(remark) is not None and not _OTHER_SECRET.search(remark)


# A remark that opens by naming an older value ("old key from the trial org, deleted in the
# dashboard 2025-03:") is about the line below it when that line is commented out: the older
# value itself, kept out of use as a record. (Above a live line, it may speak of the value
# that line replaced.) It may name no other older value nor a live one after that.
_OLDER_OPENS = re.compile(rf"(?:(?:the|an?|my|our|its)[ \t]+)?{_OLDER_VALUE}", re.IGNORECASE)


def _opens_on_older(remark: str) -> bool:
    """Whether REMARK's subject, its first words, is an older value, and only that one."""
    opening = _OLDER_OPENS.match(remark)
    return (
        opening is not None and _OLDER_OR_STILL_LIVE_ANYWHERE.search(remark, opening.end()) is None
    )


# How many comment lines above a section's header are read as its one remark.
_SECTION_COMMENT_LINES = 3


def _section_comment_unreal(text: str, header_first: int, before_value: str) -> bool:
    """Whether the comment lines just above the `[section]` line at HEADER_FIRST, read as one
    remark, say the section's values are no live ones (as _unreal_remark reads a remark). At
    the file's head, above its first section, the remark may instead say so of the file's
    password alone (see _password_dead_at_head), where BEFORE_VALUE sets one."""
    lines: list[str] = []
    first = header_first
    at_head = False
    for _ in range(_SECTION_COMMENT_LINES + 1):
        above = line_above(text, first, _LINE_BOUND)
        if above is None:
            at_head = bool(lines)
            break
        comment = COMMENT_MARK.match(text, *above)
        if comment is None or not text[above[0] : above[1]].lstrip().startswith(("#", ";")):
            if text[above[0] : above[1]].strip():
                # Right under another section's values, the block is that section's remark.
                return False
            break
        if len(lines) == _SECTION_COMMENT_LINES:
            return False  # a longer block is the file's notes, not this section's remark
        first = above[0]
        lines.insert(0, text[comment.end() : above[1]].strip())
    remark = " ".join(lines)
    if not lines or _SECTION_LABEL.search(remark) is not None or _LIVE_WORD.search(remark):
        return False
    return _unreal_remark(remark) or (
        at_head
        and _password_dead_at_head(remark, before_value)
        and _one_password_below(text, header_first)
    )


# A file's head remark that the file's password was reset or changed since it was written
# ("DEAD: … this password was reset then", "legacy config; the password has been changed"):
# the value set in the file no longer logs in. The clause names the password as this one,
# the file's ("this password", "the password"), and is not one that gives the value it was
# set to ("was reset to …"): that would be a new value, this one perhaps.
_PASSWORD_RESET = re.compile(
    r"(?i)\b(?:this|the|that)[ \t]+password[ \t]+(?:was|has[ \t]+been|got)[ \t]+"
    r"(?:reset|changed|revoked|disabled|deactivated|invalidated)\b(?![ \t]+(?:to|into)\b)"
)
# And a word that says the file is kept out of use: without it, "the password was reset in
# May" may introduce the value set then.
_OUT_OF_USE = re.compile(
    r"(?i)\b(?:dead|legacy|obsolete|unused|no[ \t]+longer|kept[ \t]+only|out[ \t]+of[ \t]+use)\b"
)
# A remark that goes on to a new or current password, one, value or login speaks of that
# one too: it may be this file's.
_NEW_VALUE = re.compile(
    r"(?i)\b(?:new|current|nuev[ao]s?)[ \t]+(?:one|password|passwd|pwd|value|login|credentials?)\b"
)


def _password_dead_at_head(remark: str, before_value: str) -> bool:
    """Whether REMARK, the file's head above its first section, says the file's password no
    longer works, and BEFORE_VALUE (the value's line up to it) sets a password."""
    setting = _SETTING.match(before_value)
    return (
        setting is not None
        and _LOGIN_WORD.search(setting["name"]) is not None
        and _PASSWORD_RESET.search(remark) is not None
        and _OUT_OF_USE.search(remark) is not None
        and _NEW_VALUE.search(remark) is None
        and _OWN_VALUE_WORD.search(remark) is None
    )


# How many lines of the section below the file's head are read for its passwords.
_HEAD_SECTION_LINES = 32


def _one_password_below(text: str, header_first: int) -> bool:
    """Whether the section whose `[section]` line starts at HEADER_FIRST sets one password (one
    value, under one name or several) in its first lines: the file's head can say "this
    password" of one, never of two others beside it (a database's and an admin's)."""
    passwords: set[str] = set()
    first = header_first
    for _ in range(_HEAD_SECTION_LINES):
        end = text.find("\n", first, first + _LINE_BOUND)
        if end < 0:
            end = min(len(text), first + _LINE_BOUND)
        line = text[first:end]
        if first > header_first and _SECTION_HEADER.fullmatch(line) is not None:
            break  # the next section's
        setting = _SETTING.match(line)
        if setting is not None and _LOGIN_WORD.search(setting["name"]) is not None:
            passwords.add(line[setting.end() :].strip())
        if end >= len(text) or text[end] != "\n":
            break
        first = end + 1
    return len(passwords) == 1


# A remark that labels its parts by a section's name ("staging: revoked …; prod: live") says
# something of each, not of the section below it as a whole.
_SECTION_LABEL = re.compile(r"(?:^|[;.][ \t]+)[A-Za-z][\w.-]{0,40}:[ \t]")
# A word saying a value is still in use, anywhere in the section's remark.
_LIVE_WORD = re.compile(r"(?i)\b(?:live|active|in[ \t]+use|still[ \t]+(?:works|valid|good))\b")


def _unreal_remark(remark: str) -> bool:
    """Whether REMARK says the value it is about is no live one, and of no other value."""
    said = _UNREAL_ABOVE.search(remark)
    return not (
        said is None
        or _REPLACED.search(remark) is not None
        or (said["dead"] is not None and _OLDER_OR_STILL_LIVE_ANYWHERE.search(remark) is not None)
        or (said["dead"] is not None and _LIVE_AFTER.search(remark, said.end()) is not None)
        or _OWN_VALUE_WORD.search(remark) is not None
        or _OWN_VALUE_REMARK.search(remark, 0, said.start()) is not None
    )


# A clause before a value on its line that says it no longer works: "a session from
# yesterday's log, already expired: JSESSIONID=…". "Already" says it of this value, not of the
# kind (as "tokens expire after a day" would); the rest of the clause up to the value may not
# go on to another sentence or to a new or current value ("already expired, the new one: …").
# So does one that says so of "this one" ("older tokens are deprecated; this one was revoked:
# …"): the value the clause points at, not the kind.
_DEAD_BEFORE = re.compile(
    r"(?i)(?:(?<!not )\b(?:(?:already|long[ \t]+since)[ \t]+(?:expired|revoked|invalidated|rotated"
    r"[ \t]+out|dead)|this(?:[ \t]+(?:one|key|token|password|secret))?[ \t]+"
    r"(?:was|is|has[ \t]+been)[ \t]+(?:revoked|expired|invalidated)"
    # Or a passive clause that the value's colon ends, its subject perhaps on the line above
    # ("The sandbox token expired\n and was deleted: `…`"): said of the value it introduces.
    r"|(?P<passive>(?:was|has[ \t]+been))[ \t]+(?:deleted|revoked|expired|invalidated)"
    # It may say when, and add an aside of its own ("was revoked in Jan, don't bother: …"),
    # which may not go on to another value (see said_dead_before).
    r"(?:[ \t]+(?:in|on|at|since|last)[ \t]+[\w.-]{1,20}(?:[ \t]+[0-9]{2,4})?)?"
    # The aside may also say why or when, without a comma ("was revoked on 2024-12-03 when
    # we moved to EU:").
    r"(?P<aside>(?:,[ \t]*|[ \t]+(?=(?:when|after|because|as)[ \t]))[^,;:\n]{1,40})?"
    r"(?=[ \t]*:[ \t]*[`'\"]?\Z))\b"
    # Or a remark in parentheses, just before the value's colon, that dates when the value was
    # replaced or revoked ("old laptop key (replaced 2024-12 after the disk swap): `…`"); not
    # one that goes on to a new or current value, nor "(rotated yearly)" or "(rotated after
    # the visit)", which say nothing of this value's end.
    r"|\((?:was[ \t]+)?(?:(?P<swapped>replaced|rotated)|revoked|expired|retired)[ \t]+"
    r"(?:on[ \t]+|in[ \t]+)?"
    r"[0-9](?![^()\n]{0,80}\b(?:new|current|live|still)\b)[^()\n]{0,80}\)"
    r"(?=[ \t]*:[ \t]*[`'\"]?\Z)"
    # Or such a remark whose last clause is the verdict that the value no longer works, what
    # was done to it told first ("old secret (regenerated … after the move, revoked): …",
    # "password (changed … when Carla left, no longer works): …"), or nothing else ("old token
    # (dead): …"). What comes before it may not speak of a new, current, live or still working
    # value.
    r"|\((?:(?P<told>[^()\n]{0,100}[,;])[ \t]*)?(?:now[ \t]+)?(?:revoked|expired|retired|disabled"
    r"|deactivated|invalidated|dead|no[ \t]+longer[ \t]+(?:works|working|valid|active))"
    r"(?:[ \t]+(?:on[ \t]+|in[ \t]+)?[0-9][0-9./-]{3,9})?[ \t]*\)"
    r"(?=[ \t]*:[ \t]*[`'\"]?\Z)"
    # Or a label that names the value the dead one, opening its line or clause ("expired one
    # (30 days, lapsed 2025-02-01): …", "- revoked token: …"), an aside in brackets perhaps
    # saying when. Not "replacing the expired one: …", where the label's head is another word.
    r"|(?<![^\n(;,])[ \t]*(?:[-*+][ \t]+)?(?:(?:the|an?|this|that)[ \t]+)?"
    r"(?:expired|revoked|retired|deactivated|dead|lapsed)[ \t]+"
    r"(?:one|key|token|password|secret|credentials?)"
    r"(?P<labelled>[ \t]*\([^()\n]{1,80}\))?"
    r"(?=[ \t]*:[ \t]*[`'\"]?\Z)"
    # Or a clause of a value's word and its verdict, the value's colon after it ("account
    # closed 2025-02, key dead: …"), opening its line or clause as such a label does.
    r"|(?<![^\n(;,\u2014])[ \t]*(?:[-*+][ \t]+)?(?:(?:the|this|that|its)[ \t]+)?"
    r"(?:key|token|password|secret|credentials?)[ \t]+(?:(?:is|now)[ \t]+)?"
    r"(?:expired|revoked|retired|deactivated|dead)"
    r"(?=[ \t]*:[ \t]*[`'\"]?\Z)"
    # Or a clause that calls the value the old one ("the key in the project file is the old
    # one: …"), as a remark after it does (_SAID_REVOKED); its line may not go on to say it
    # still works (see said_dead_before).
    r"|(?P<old>\b(?:is|was)[ \t]+the[ \t]+old[ \t]+one)(?=[ \t]*:[ \t]*[`'\"]?\Z))"
    r"(?P<rest>(?:(?![.!?][ \t])[^\n]){0,80})\Z"
)
# The words one of its clauses holds: most values have none before them.
_DEAD_WORDS = (
    "lready", "since", "evoked", "xpired", "nvalidated", "eleted", "eplaced", "otated", "onger",
    "etired", "isabled", "eactivated", "dead", "apsed", "old one",
)  # fmt: skip


# A condition or a question around such a clause says nothing has happened to the value:
# "check whether this one was revoked before use: …", "this token is revoked if it leaks: …".
# Before the clause, in its sentence; or as the clause's next words.
_CONDITION = r"(?:whether|if|unless|when|whenever|once|until|in[ \t]+case)\b"
_CONDITION_BEFORE = re.compile(rf"(?i)\b{_CONDITION}(?:(?![.;!?:][ \t])[^\n])*\Z")
_CONDITION_AFTER = re.compile(rf"(?i)[ \t]+{_CONDITION}")
# How far before such a clause its condition is looked for.
_CONDITION_REACH = 120


# Words that say the value after a dead one's clause is another, still working one ("the old
# token already expired, the live one is: …"): after the clause, a live word alone is enough.
_LIVE_ONE = re.compile(rf"(?i)\b(?:{_LIVE_WORDS}|real|actual)\b")


# A passive clause whose subject is an older value, or that dates this one's issue ("issued
# after the old one was revoked: …"), says nothing of this value's end.
_OTHER_SUBJECT = re.compile(
    r"(?i)(?:\b(?:after|since|because|once)\b[^\n]*"
    r"|\b(?:old|older|previous|prior|former|earlier)[ \t]+(?:one|key|token|password|secret)"
    r"[ \t]+)\Z"
)
# Words in an aside beside the verdict that speak of another value: a new, current or live
# one, or one that still works.
_NOT_THIS_ONE = re.compile(rf"(?i)\b(?:new|current|{_LIVE_WORDS}|still|but)\b")
# A value "(rotated 2025-01-10)" or "(replaced 2024-12 by this one)" is the one rotated in,
# unless the line calls it the old one ("old laptop key (replaced 2024-12 …)").
_OLD_SUBJECT = re.compile(r"(?i)\b(?:old|older|previous|prior|former|earlier|retired)\b")


def said_dead_before(text: str, start: int) -> bool:
    """Whether the words just before the value at START on its line say it already expired
    or was revoked, or that this one was."""
    first = line_start(text, start, _LINE_BOUND)
    if first is None or not any(word in text[first:start] for word in _DEAD_WORDS):
        return False  # most values have no such clause: the regex runs only where a word is
    said = _DEAD_BEFORE.search(text, first, start)
    if said is None:
        return False
    # The clause may go on to another value: a new, live or current one, after a semicolon, or
    # this one beside the older one it said was dead ("the old key, api_token=…").
    rest = said["rest"]
    if said["passive"] and _OTHER_SUBJECT.search(text, first, said.start()):
        return False
    if said["swapped"] and _OLD_SUBJECT.search(text, first, said.start()) is None:
        return False
    if said["old"] and _STILL_LIVE_AFTER.match(text, start) is not None:
        return False  # "… is the old one: KEY (still valid until June)"
    # What was told before the verdict may not be of another value; an aside after it may
    # also not bring the value back ("was revoked in Jan, reissued since: …").
    told, aside = said["told"] or "", (said["aside"] or "") + (said["labelled"] or "")
    if (
        _NOT_THIS_ONE.search(told + aside)
        or _OLDER_OR_STILL_LIVE_ANYWHERE.search(told)
        or _OTHER_DEAD.search(aside)
    ):
        return False
    if _CONDITION_AFTER.match(rest) or _CONDITION_BEFORE.search(
        text, max(first, said.start() - _CONDITION_REACH), said.start()
    ):
        return False
    return (
        ";" not in rest
        and _REPLACED.search(rest) is None
        and _LIVE_ONE.search(rest) is None
        and _OTHER_DEAD.search(rest) is None
    )


# A link the value is part of, from its scheme on (`https://host/?authz=` before the value):
# the link stands alone on its line, and the prose above introduces it, the value with it.
_LINK_BEFORE = re.compile(r"[ \t]*<?[a-z][a-z0-9+.-]{0,15}://[^\s<>\"'`]*")


def _introduces(line: str, before_value: str) -> bool:
    """Whether LINE, a line of prose just above a value standing alone on its line (nothing
    but blanks and an opening quote BEFORE_VALUE on it, or the start of a link it is part of),
    introduces that
    value: it ends in a colon ("the token from the install on 2025-09-11 (expired, kept for
    the runbook):", "An old link (expired 2026-02-01, kept for the path format only):")."""
    # The value may open its own quotes or inline code (`…` below "… was revoked:").
    alone = (
        before_value.strip() in ("", "`", "'", '"')
        or _LINK_BEFORE.fullmatch(before_value) is not None
    )
    return alone and line.rstrip().endswith(":")


# An indented line: a Markdown code block's, under the prose that introduces it.
_INDENTED = re.compile(r"(?:    |\t)[ \t]*\S")


# A lead-in that calls the block its writer's own ("ours for fw01", "these are our live ones",
# "not the docs example"): an example it names is another, not the block.
_OURS = re.compile(
    r"(?i)(?<!not )\bours\b|\bour[ \t]+(?:own|live|real|production|working)\b"
    r"|\bnot[ \t]+(?:the|an?)[ \t]+(?:docs?'?[ \t]+|vendor'?s?[ \t]+)?(?:example|sample)\b"
)


def _code_block_lead_in(text: str, blank: int, value_first: int) -> tuple[int, int] | None:
    """The line of prose above the blank line starting at BLANK, if it introduces (ends in a
    colon) the indented code block the value's line (starting at VALUE_FIRST) is in: "Example
    from the vendor's docs (not ours):", a blank line, then `    key=…` and `    secret=…`."""
    if _INDENTED.match(text, value_first) is None:
        return None
    above = line_above(text, blank, _LINE_BOUND)
    if above is None or COMMENT_MARK.match(text, *above) is not None:
        return None
    return above if text[above[0] : above[1]].rstrip().endswith(":") else None


def _heads_section(text: str, first: int) -> bool:
    """Whether the line starting at FIRST is the first below a section's `[name]` line."""
    above = line_above(text, first, _LINE_BOUND)
    return above is not None and _SECTION_HEADER.fullmatch(text, *above) is not None


# A clause after the remark's "public" one that claims the value for its writer ("the public
# demo token would be rate limited; this is ours"): the public one is another, set aside.
_OWN_ONE = re.compile(
    r"\b(?:this|it)(?:[ \t]+one)?(?:[ \t]+is|'s)[ \t]+(?:ours|mine|our[ \t]+own|my[ \t]+own)\b",
    re.IGNORECASE,
)


def _says_public(remark: str, name: str) -> bool:
    said = _PUBLIC_REMARK.search(remark)
    if said is None or _OWN_ONE.search(remark, said.end()) is not None:
        return False
    word = said["word"] or said["subject"] or said["limited"] or said["browser"]
    return word is None or word.lower() in words(name)


# A writer's remark just after a value, opening with the word that it no longer works:
# `"…"  (revoked)`, `=…= rotated and disabled on 2025-06-09`, `… # deactivated`, `…, now
# revoked`. It must open the remark: "(old one revoked)" says so of an earlier value, beside
# the new one; "(rotated after the visit)" and "rotated quarterly" say this one is the new one.
# An arrow may point the remark at the value (`<- the old one, no longer works`; `←` read as
# latin-1 is three characters), and the remark may say so in other words: that the value no
# longer works or is valid, or is the old one (ending its clause: "the old one was revoked"
# may be said of an earlier value).
_SAID_REVOKED = re.compile(
    # Each run of blanks follows a mark, so that a long run is not split many ways. A literal's
    # closing quote may be followed by its entry's comma (`"alice": "…",  # revoked`).
    # A literal given to a call commented out may close it first (`# options(pwd = "…")  # …`).
    r"[\"'`=~*\]]?\)?,?[ \t]*(?:(?:[(,;#]|//|--|<-{1,2}|"
    + EM_DASH
    + "|"
    + LEFT_ARROW
    + r")[ \t]*)?"
    r"(?:(?:was|is|has[ \t]+been|now|since)[ \t]+)?(?:rotated[ \t]+(?:and|&)[ \t]+)?"
    # "dead" only as the remark's whole verdict or its clause (`# dead`, `(dead)`, "is dead,
    # the new one is…"): "# dead-letter queue bot" and "# dead code below" speak of another.
    r"(?:revoked|disabled|deactivated|invalidated|retired|expired|rotated[ \t]+out"
    # A value that "was regenerated" or "has been replaced" gave way to another: the new one
    # is not this ("(regenerated 2025-03)" alone may date this one, the new).
    r"|(?<=was[ \t])(?:regenerated|replaced)|(?<=been[ \t])(?:regenerated|replaced)"
    r"|dead(?=\)?[.!]?[ \t]*\r?(?:\n|\Z)|[ \t]*[,;:])"
    r"|no[ \t]+longer[ \t]+(?:works|working|valid|active|in[ \t]+use)"
    # Or that it does not work, as a whole verdict, or not from a server: a key that works only
    # in a browser is a browser key, bound to its page's referrer (LABELS.md rule 4). "does not
    # work from outside the VPN" says where it does work, and it is live there.
    r"|(?:does[ \t]+not|doesn't)[ \t]+work(?:[ \t]+(?:server[ \t-]side|any[ \t]?more))?"
    r"(?=[ \t]*(?:[,;:.)\r\n]|--|" + EM_DASH + r"|$))"
    r"|(?:the[ \t]+)?old[ \t]+one(?=[ \t]*(?:[,;:)\r\n]|--|" + EM_DASH + r"|$))"
    # The same in Spanish: revocada, caducada, desactivada, reemplazada; "(la) clave vieja",
    # "la vieja", "la anterior" (the old one), ending its clause.
    r"|(?:revocad|caducad|desactivad|reemplazad)[ao]s?"
    r"|(?:(?:la|el)[ \t]+)?(?:(?:clave|llave|contrase(?:\u00f1|\u00c3\u00b1|n)a|token)[ \t]+)?"
    r"(?:viej[ao]|anterior)(?=[ \t]*(?:[,;:)\r\n]|--|" + EM_DASH + r"|$)))\b"
    # Not a setting of that name (`revoked=False`, `{token: …, disabled: false}`), nor a remark
    # that an older value was revoked ("(revoked the old one)"): this value is the live one.
    r"(?!" + _A_FIELD + r"|[ \t]*\?"
    r"|[ \t]+(?:keys?|tokens?|passwords?|secrets?|credentials?|ones|values?)\b"
    r"|[ \t]+(?:the|an?|old|older|previous|prior|former|earlier|its|that|those|them|it)\b)",
    re.IGNORECASE,
)
# How far after a value the remark may start: the closing mark, blanks and the opener.
_REVOKED_REACH = 64
# The rest of such a remark may say the value works all the same ("old one, still the live
# account password"): an old value kept in use is a live one.
_STILL_LIVE_AFTER = re.compile(rf"[^\n]{{0,80}}?{_STILL_LIVE}", re.IGNORECASE)


# Or the line goes on after the value with what was done to it and ends with the verdict set
# off by a dash, a comma or a parenthesis: "old password VALUE was rotated after the SSO reset
# -- dead". A line that speaks of a new, current or live value on the way says it of that one.
_DEAD_AT_END = re.compile(
    # What comes between opens no remark of its own (a parenthesis, a dash, a semicolon or a
    # comma): "(node17 is down, dead)" and "- wiki link in the email, dead" judge another thing.
    r"(?P<between>(?:(?!--|[ \t]-[ \t]|" + EM_DASH + r")[^\n(;,]){0,100}?)"
    r"(?:--|" + EM_DASH + r"|[,;(])[ \t]*(?:now[ \t]+)?dead\)?[.!]?"
    r"[ \t]*\r?(?:\n|\Z)",
    re.IGNORECASE,
)


# Or the sentence after it says the value served once and its account is gone: "initial admin
# password `…` was only for the\n setup wizard on 2024-06-03; the wizard is disabled and that
# account was deleted". Said in the past ("is only for the first login" is a live one), the
# sentence (up to its full stop, over one line break) ending with the account or the value
# deleted, removed or disabled.
_ONE_TIME_AFTER = re.compile(
    r"[\"'`]?[ \t]+was[ \t]+only[ \t]+(?:used[ \t]+|valid[ \t]+)?for[ \t]+"
    r"(?P<rest>(?:[^\n.]|\.(?=[\w/-])|\r?\n(?![ \t]*\r?\n)){0,200}?)"
    r"\b(?:(?:that|the|this|its)[ \t]+(?:account|user|login|password)|it)[ \t]+"
    r"(?:was|has[ \t]+been|is[ \t]+now|is)[ \t]+(?:deleted|removed|disabled|revoked)\b",
    re.IGNORECASE,
)


# Or the remark says a one-time value was used up, opening right after it (past the link's
# closing slash and parenthesis, over at most one line break): an authentik recovery link
# works once ("… /use-token/TOKEN/) was used up on 2025-05-02", "… ya se usó el … y quedó
# consumido"). Consumed by or for something, or used for it, is a live value's use.
# On the next line the remark goes on a sentence ("was used up …", "ya se usó …"): a line that
# opens with the bare word is something else's (a queue's `consumed = …`, "consumed quota").
# Nor is the word a setting's name, on either line (`consumed: false`, `{token: …, consumed: 0}`).
_USED_UP = re.compile(
    r"[/\"'`]?\)?[.,;]?[ \t]*"
    r"(?:\r?\n[ \t]*(?=(?:which|that|it|was|is|has|got|now|already|ya|qued)[ \t\u00c3\u00f3]))?"
    r"(?:(?:[(,;:]|--|" + EM_DASH + r")[ \t]*)?"
    r"(?:(?:which|that|it)[ \t]+)?(?:(?:was|is|has[ \t]+been|got|now)[ \t]+)?(?:already[ \t]+)?"
    r"(?:used[ \t]+up|consumed|(?:qued(?:\u00f3|\u00c3\u00b3)[ \t]+)?consumid[ao]"
    r"|ya[ \t]+(?:se[ \t]+us(?:\u00f3|\u00c3\u00b3)|fue[ \t]+usad[ao]))(?![\w-])"
    r"(?![ \t]+(?:by|for|in|from|por|para|en|con|como)\b)(?![ \t]*[:=])",
    re.IGNORECASE,
)


def said_revoked(text: str, end: int) -> bool:
    """Whether the value ending at END is followed on its line by its writer's remark that it
    was revoked, disabled or rotated out: a dead value, kept as a record of what was changed.
    Or by one that it was used up (see _USED_UP)."""
    said = _SAID_REVOKED.match(text, end, min(len(text), end + _REVOKED_REACH))
    if said is None:
        said = _USED_UP.match(text, end, min(len(text), end + _REVOKED_REACH))
    if said is not None:
        return _STILL_LIVE_AFTER.match(text, said.end()) is None
    if (one_time := _ONE_TIME_AFTER.match(text, end)) is not None:
        return _STILL_LIVE_AFTER.match(text, one_time.end()) is None and (
            _REPLACED.search(one_time["rest"]) is None
        )
    if (
        text.find("dead", end, end + _DEAD_REACH) < 0
        and text.find("DEAD", end, end + _DEAD_REACH) < 0
    ):
        return False  # most values have no such remark: the regex runs only where its word is
    verdict = _DEAD_AT_END.match(text, end)
    return (
        verdict is not None
        and _REPLACED.search(verdict["between"]) is None
        and _LIVE_ONE.search(verdict["between"]) is None
        and _OLDER_OR_STILL_LIVE_ANYWHERE.search(verdict["between"]) is None
    )


# How far after a value the verdict at its line's end is looked for.
_DEAD_REACH = 120


# Prose that names the value just after it as a vendor's or a standard's published test or
# sample key: "the LoRa Alliance test AppKey `…`", "see Elsevier's sample key `…`", "the Acme
# docs example token: …". The vendor is one to three capitalized words, not counting a
# sentence's first (capitalized whatever it is: "Staging test key") unless its docs are named
# ("Opsgenie docs example key: …"); a key of one's own ("our
# test key", "my Staging test token") is no vendor's sample.
# The docs' own key or token is theirs to show, an example whatever they call it ("the Acme
# docs' token `…`").
_NAMED_SAMPLE = re.compile(
    r"(?:(?P<before>[^\s`'\"]{0,40})[ \t]+|^)"
    r"(?P<vendor>[A-Z][\w.-]{0,40}(?:[ \t]+[A-Z][\w.-]{0,40}){0,2})(?:'s)?"
    r"[ \t]+(?:(?P<docs>(?:docs?'?|documentation)[ \t]+)?(?:test|sample|example|demo)[ \t]+"
    r"(?:[\w-]{1,40}[ \t]+)?|(?P<docs_own>docs'|documentation's|manual's)[ \t]+)"
    r"(?P<what>[\w-]{1,40})[ \t]*(?P<operator>[:=])?[ \t]*[`'\"]?\Z"
)
# The words the prose must hold for _NAMED_SAMPLE to be tried at all, and how far before the
# last of them its match may start (the owner's word, three vendor's words and blanks): a long
# line's text before that is not searched.
_SAMPLE_WORD = re.compile(r"(?i)(?:test|sample|example|demo|docs'|documentation's|manual's)[ \t]")
_SAMPLE_BACK = 200
# Or prose that names the value an example from a vendor's documentation, the docs named after
# it: "Example token format from the Cloudflare docs: `…`", "a sample key in the Acme API
# reference: …". The docs are a capitalized vendor's (not "the docs", which may be one's own),
# and the value follows the colon that ends the clause.
_FROM_VENDOR_DOCS = re.compile(
    r"(?:(?P<before>[^\s`'\"]{1,40})[ \t]+|^)(?i:example|sample)[ \t]+"
    r"(?P<what>(?:[\w-]{1,40}[ \t]+){0,2})(?i:from|in)[ \t]+(?i:the[ \t]+)?"
    r"(?P<vendor>[A-Z][\w.-]{0,40}(?:[ \t]+[A-Z][\w.-]{0,40}){0,2})(?:'s)?[ \t]+"
    r"(?i:docs|documentation|manual|api[ \t]+(?:docs|reference))[ \t]*:[ \t]*[`'\"]?\Z"
)
_OWN_WORDS = frozenset({"our", "my", "your", "his", "her", "their", "its", "this", "that"})
# A capitalized word before "test" that names one's own environment, not a vendor ("the Staging
# test token", "the QA test key"); and what a vendor publishes is a key or a token, not a login's
# password ("the Jenkins demo password: …" is the password of one's own demo server). Nor is a
# setting: `the Mailgun test api_key = …` assigns the account's own test key, where prose names
# a published one by a colon or nothing ("the LoRa test AppKey `…`").
_ENVIRONMENTS = frozenset(
    {
        "staging",
        "stage",
        "test",
        "testing",
        "qa",
        "uat",
        "dev",
        "development",
        "prod",
        "production",
        "preprod",
        "local",
        "internal",
        "sandbox",
        "lab",
        "demo",
        "ci",
    }
)
_LOGIN_WORD = re.compile(r"(?i)pass|pwd|pw\Z|login|credential")


def named_as_sample(text: str, start: int) -> bool:
    """Whether the words just before the value at START on its line (up to a bound) name it a
    vendor's published test or sample key."""
    first = line_start(text, start, _LINE_BOUND)
    if first is None:
        return False
    saids = list(_SAMPLE_WORD.finditer(text, first, start))
    if not saids:
        return False
    said = saids[-1]
    # From a line's start, or from a blank well before the word (its match starts after one).
    begin = max(first, said.start() - _SAMPLE_BACK)
    named = _NAMED_SAMPLE.search(text[begin:start]) if begin == first else None
    if begin > first:
        blank = text.find(" ", begin, said.start())
        named = None if blank < 0 else _NAMED_SAMPLE.search(text[blank:start])
    if named is None:
        return _from_vendor_docs(text[max(first, start - _SAMPLE_BACK) : start])
    vendor = named["vendor"].split()
    owner = (named["before"] or "").lower()
    if not (named["docs"] or named["docs_own"]) and not any(c.isalnum() for c in owner):
        vendor = vendor[1:]  # a sentence's first word is capitalized whatever it is
    return (
        bool(vendor)
        and owner not in _OWN_WORDS
        and vendor[0].lower() not in _OWN_WORDS
        and not _ENVIRONMENTS.intersection((owner, *(word.lower() for word in vendor)))
        and _LOGIN_WORD.search(named["what"]) is None
        and named["operator"] != "="
    )


def _from_vendor_docs(before: str) -> bool:
    """Whether BEFORE, the words before a value on its line, end naming it an example from a
    vendor's documentation (_FROM_VENDOR_DOCS), not one's own (our, staging) nor a password."""
    named = _FROM_VENDOR_DOCS.search(before)
    if named is None:
        return False
    vendor = [word.lower() for word in named["vendor"].split()]
    return (
        (named["before"] or "").lower() not in _OWN_WORDS
        and vendor[0] not in _OWN_WORDS
        and _ENVIRONMENTS.isdisjoint(vendor)
        and _LOGIN_WORD.search(named["what"]) is None
    )


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
# How far after a value its writer's remark is looked for.
_REMARK_REACH = 96
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


# A remark that the value only identifies something (an app, a device, an account), as a
# client's or a user's id does, where a secret beside it signs or proves: "`…` identifies the
# app only; the secret signs", "… (just identifies the device)". Said of a value, it opens the
# remark after it, the value its sentence's subject.
_ONLY_IDENTIFIES = (
    r"(?:(?:only|just|merely)[ \t]+identif(?:ies|y)\b"
    r"|identif(?:ies|y)[ \t]+[^\n.;,:()]{1,40}?[ \t]+only\b)"
)
# Or that names the value an app's token or key and says it identifies the app ("# app token:
# identifies the app, sent in the clear"): an open-data portal's app token, which only names
# the calling app.
_APP_TOKEN_IDENTIFIES = (
    r"(?:app|application|client)[ \t]+(?:token|key)[ \t]*:[ \t]*identif(?:ies|y)[ \t]+"
    r"(?:the|this|our|an?)[ \t]+(?:app|application|client)\b"
)
_SAID_IDENTIFIER = re.compile(
    # Each run of blanks follows a mark, so that a long run is not split many ways.
    r"[\"'`\]]?[ \t]*(?:[,;][ \t]*)?(?:(?:\(|--|#|//)[ \t]*)?"
    + f"(?:{_ONLY_IDENTIFIES}|{_APP_TOKEN_IDENTIFIES})",
    re.IGNORECASE,
)
# The same, or that the value is not secret, said between a secret's word and its value
# ("user key (not secret, identifies the device): …", "app key, which only identifies the
# app: …"). "not secret" must end its phrase ("not secret manager's" is about something else).
# Or, in one remark, that it is public and identifies the app ("app key (public, identifies
# the app): …"): a key an app sends to say which app it is, as its docs publish it.
_PUBLIC_APP_ID = (
    r"(?<!not )(?<!non-)\bpublic\b[^\n():]{0,40}?\bidentif(?:ies|y)[ \t]+(?:the|this|our|an?)"
    r"[ \t]+(?:app|application|client)\b"
)
_SAID_NOT_SECRET = re.compile(
    r"\bnot[ \t]+(?:a[ \t]+)?secret(?=[ \t]*(?:[,;:.)]|$))|"
    + _ONLY_IDENTIFIES
    + "|"
    + _PUBLIC_APP_ID,
    re.IGNORECASE,
)


def declared_public(text: str, end: int) -> bool:
    """Whether the value ending at END is followed on its line by its writer's remark that it
    is public or no real one, only identifies something, or no longer works."""
    reach = min(len(text), end + _REMARK_REACH)
    remark = _DECLARED_PUBLIC.match(text, end, reach)
    if remark is not None and remark["public"] is not None and _denied(text, remark):
        return said_revoked(text, end)  # "never make it public" says it must stay secret
    if remark is None and text.find("dentif", end, reach) >= 0:
        # Most values have no such remark: the regex runs only where its word is.
        remark = _SAID_IDENTIFIER.match(text, end, reach)
    return remark is not None or said_revoked(text, end)


def _denied(text: str, remark: re.Match[str]) -> bool:
    """Whether REMARK's clause that calls the value public denies or forbids it, in a word
    before "public" since the clause began ("# do not make this public."), or puts it off to a
    time to come ("# remove before the repo goes public")."""
    lead = text[remark.start() : remark.start("public")]
    marks = list(_CLAUSE_MARK.finditer(lead))
    clause = lead[marks[-1].end() :] if marks else lead
    return _DENIAL.search(clause) is not None or _NOT_YET.search(clause) is not None


# A comment that opens by naming the value just before it a client's or an app's identifier
# (`key="…",  # client identifier, shown on the app page`): an OAuth client's id names the
# client (LABELS.md rule 3). Not "client id and secret", said of two values.
_NAMED_IDENTIFIER = re.compile(
    r"[\"'`]?[ \t]*,?[ \t]*(?:#|//)[ \t]*(?:(?:the|our|its|an?)[ \t]+)?(?:oauth[ \t]+)?"
    r"(?:client|app|application|consumer)[ \t]+(?:identifier|id)\b"
    # Not of two values ("client id and secret", "client id, secret below"), nor of an id
    # elsewhere ("app id is in the URL; this is the key").
    r"(?![ \t]+(?:and|&|\+|/)[ \t])(?![ \t]*,[ \t]*(?:the[ \t]+)?(?:secret|key|token)\b)"
    r"(?![ \t]+(?:is|are|goes|lives|comes)\b)",
    re.IGNORECASE,
)
# A note's sentence that goes on after the value to say it is shown or used as an account's or
# a client's identifier ("the account's API key `4f7c2a91` is shown on the dashboard as an
# account id"): a service that calls its account id a key (Vonage's api_key beside its
# api_secret) names the account with it (LABELS.md rule 3).
_SHOWN_AS_IDENTIFIER = re.compile(
    r"`?[ \t]+(?:is|was)[ \t]+(?:(?:shown|listed|displayed|used)\b[^.;:!?\n`]{0,60}?[ \t]as[ \t]+)?"
    r"(?:an?|the|its)[ \t]+(?:account|client|app|application|user|tenant)[ \t]+(?:identifier|id)\b",
    re.IGNORECASE,
)
# Words of a name that say its value is a secret or a credential, whatever a remark after it
# says: only a bare `key` (or an API's) may be the id a remark names.
_SECRET_HALF_WORDS = frozenset(
    {
        "secret",
        "password",
        "passwd",
        "passphrase",
        "private",
        "token",
        "bearer",
        "hmac",
        "credential",
        "credentials",
        "cred",
        "creds",
        "signing",
    }
)


def remarked_identifier(text: str, name: str, end: int) -> bool:
    """Whether the value ending at END, under NAME, is followed on its line by a comment, or
    its sentence by words, that name it an account's, a client's or an app's identifier; never
    a value named a secret or a password."""
    if not _SECRET_HALF_WORDS.isdisjoint(words(name)):
        return False
    reach = min(len(text), end + _REMARK_REACH)
    return (
        _NAMED_IDENTIFIER.match(text, end, reach) is not None
        or _SHOWN_AS_IDENTIFIER.match(text, end, reach) is not None
    )


def said_not_secret(between: str) -> bool:
    """Whether BETWEEN, the words between a secret's word and the value they give (a label's
    remark, a sentence's clause), say that the value is not secret or only identifies
    something."""
    return _SAID_NOT_SECRET.search(between) is not None
