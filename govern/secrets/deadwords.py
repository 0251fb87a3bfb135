"""The words a remark says a value is dead or no real one in (revoked, expired, retired, no
longer valid, a documentation's example), and the words that say the remark is of another value
(an older one, a new or live one, one brought back, one it gives itself). Read by the remarks
above a value (unrealabove.py, sectionremarks.py), before it on its line (deadbefore.py) and
after it (deadafter.py)."""

from __future__ import annotations

import re

from govern.secrets.latin1 import EM_DASH
from govern.secrets.remarkwords import OTHER_SECRET

# A word as a setting's or a form's field answered no (`revoked=False`, `expired: no`,
# `{token: …, disabled: false}`): the value is live. Answered yes (`expired: true`), it is dead.
A_FIELD = r"[ \t]*[=:][ \t]*(?:false|no|0|off|null|none|never)\b"
# A verdict that the server now refuses the value ("returns 401 now", "(404s now)"): "404s now
# and then" is a fault of the moment.
REFUSED_NOW = (
    r"(?:(?:answers|returns|gives|gets)[ \t]+(?:an?[ \t]+)?)?40[134]s?[ \t]+now"
    r"(?![ \t]+(?:and|or)\b)"
)
# Or one that the value stopped working, whatever the reason: it no longer authenticates or
# logs in, in English and the common European languages ("ne fonctionne plus", "funktioniert
# nicht mehr", "ya no funciona", "non funziona più"). "Does not work" alone may be a fault of
# the moment, so it takes "anymore". Or the server refuses it.
STOPPED_WORKING = (
    REFUSED_NOW + r"|no[ \t]+longer[ \t]+(?:works|authenticates|logs[ \t]+in)"
    r"|(?:does[ \t]+not|doesn't|can[ \t]?not|can't)[ \t]+(?:work|authenticate|log[ \t]+in)"
    r"[ \t]+any[ \t]?more"
    r"|ne[ \t]+(?:fonctionne|marche)[ \t]+plus|funktioniert[ \t]+nicht[ \t]+mehr"
    r"|ya[ \t]+no[ \t]+(?:funciona|vale|autentica|responde)"
    r"|n(?:\u00e3|\u00c3\u00a3)o[ \t]+funciona[ \t]+mais"
    r"|non[ \t]+funziona[ \t]+pi(?:\u00f9|\u00c3\u00b9)"
)
# A verdict said in the active voice, its doer first ("I revoked it", "we rotated it last week",
# "I killed that token"): done to the value itself, "it" or "this"/"that" one. Not denied nor
# put off ("we never revoked it", "we'll rotate it", "we rotate it yearly"): nothing but
# "already" or "just" between the doer and the verb in the past.
ACTIVE_DEAD = (
    r"(?:I|we|they|someone)[ \t]+(?:(?:already|just)[ \t]+)?"
    r"(?:revoked|rotated|killed|deleted|disabled|deactivated|invalidated|retired|regenerated"
    r"|replaced)[ \t]+(?:it|(?:this|that)(?:[ \t]+(?:one|token|key|password|secret))?)"
)
# A comment on the line just above a value that says the value below it is no live one: that
# it was never or is no longer valid, or that it was copied from a vendor's documentation
# ("# old, from the Pulsar docs, never valid here:" above a commented token). Not denied
# ("not from the docs"). What is not valid or real must be the value: the phrase ends its
# clause or names a secret ("not valid json", "not a real problem" are about something else);
# what is from the docs must be the remark's subject, first in it or after a word for a copy
# ("see the steps from the ops manual" is not), or a key's ("the shared key from Acme's
# examples"). A remark that goes on to a new or current value is about the one it replaced.
UNREAL_REMARK = re.compile(
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
    r"|(?:\b(?:docs?|documentation)(?:'s?)?[ \t]+(?:example|sample)\b"
    # In French and Spanish the example comes first ("exemple de la doc", "ejemplo de la
    # documentación"); not denied ("pas l'exemple de la doc").
    r"|(?<!pas l')(?<!pas un )(?<!no el )(?<!no un )"
    r"\b(?:exemple|ejemplo)[ \t]+de[ \t]+la[ \t]+doc(?:umentation|umentaci\S{1,2}n)?\b)"
    r"(?=[ \t]*(?:[,.;:!()-]|$|(?:key|token|password|secret|credentials?|value)\b))"
    # Or that its documentation publishes it: "public in its vignettes", "public in the docs";
    # or that it is a public test project's or server's ("REDCapR's public test project
    # token"), which a tool's documentation gives every reader to try it with.
    r"|(?<!not )(?<!never )\bpublic[ \t]+in[ \t]+(?:the|its|their|[\w.-]{1,40}'s)[ \t]+"
    r"(?:[\w.-]{1,40}[ \t]+)?(?:docs|documentation|manual|vignettes?|examples|readme)\b"
    r"|(?<!not )(?<!non-)\bpublic[ \t]+test[ \t]+(?:(?:project|server|instance|account)"
    r"(?:'s)?[ \t]+)?(?:api[ \t]+)?(?:key|token)s?\b"
    # Or that it was retired, revoked, deactivated or expired: said in the past ("retired in
    # 2024", "revoked after the audit", "deactivated in IAM on 2025-01-06", "expired
    # 2026-10-02"), not ahead ("to be retired", "will be revoked", "not revoked"), and of this
    # value, not of an older one beside it ("the old key was revoked", "previous one expired").
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
    # The verdict may be reported, its sayer first ("NVE said it no longer works").
    r"(?:[\w.-]{1,30}[ \t]+(?:said|says|confirmed|told[ \t]+us)[ \t]+(?:that[ \t]+)?)?"
    # Or "one" after a word that tells it from the others ("The March one expired on …"), or
    # before one ("the one from April expired on …"), or "it" after a clause that named it
    # ("staging used its own token; it was deleted …").
    r"(?:"
    # Spanish names it as well ("este token quedó muerto", "el token ya no vale", "lo
    # borramos": we deleted it).
    r"(?:(?:the|this|that|its|el|la|este|esta|ese|esa)[ \t]+)?"
    r"(?:token|key|password|secret|value|credentials?|[A-Za-z]{2,12}[ \t]+one"
    r"|one[ \t]+from[ \t]+[\w-]{2,12})[ \t]+"
    # Or the value it points at, below it ("old key below was revoked by …"): said of the
    # line below, whatever older word it is called by.
    r"|(?:(?:the|this|that|old|older|previous|former)[ \t]+)?"
    r"(?:token|key|password|secret|value|credentials?)[ \t]+below[ \t]+"
    # Or the secret named with its kind first after "its" ("its static client secret went with
    # it"): "the staging token was revoked" names another value than the one below it, and "the
    # old DataViz key was retired" may be said above the key replacing it.
    r"|its[ \t]+"
    r"(?:(?!(?:old|older|previous|prior|former|earlier)\b)[A-Za-z]{2,12}[ \t]+){1,2}"
    r"(?:token|key|password|secret|credentials?)[ \t]+"
    r"|(?:this|that)[ \t]+one[ \t]+|it[ \t]+|lo[ \t]+|la[ \t]+)?"
    r"(?:(?:was|were|been|got|is|now|has[ \t]+been|fue|ya|qued(?:\u00f3|\u00c3\u00b3))[ \t]+)?"
    r"(?:(?:esa|ese|esta|este)[ \t]+(?:ya[ \t]+)?(?:la[ \t]+|lo[ \t]+)?)?"
    # "dead" only as the remark's last word, its verdict on the value it introduces ("… -
    # dead:"): "dead letter key", "dead on arrival" speak of something else.
    # French ones too (révoquée, expirée; supprimée, remplacée: deleted, replaced), é read
    # either way. "Gone" as the verdict on a line kept commented out ("key gone with it", "the
    # secret went with it").
    r"(?P<dead>retired|revoked|expired|decommissioned|deactivated"
    r"|(?P<commented>deleted|replaced|gone|went(?=[ \t]+with\b)|used[ \t]+nowhere(?:[ \t]+now)?"
    r"|(?:supprim|remplac)(?:\u00e9|\u00c3\u00a9)e?s?)"
    # Or dead with what it went with ("(dead with the service)"), as "gone with it" is.
    r"|dead(?=[.!]?[ \t]*:?[ \t]*$|[ \t]+with[ \t]+(?:the|its|their|our|it)\b)"
    r"|revocad[ao]s?|caducad[ao]s?|reemplazad[ao]s?|reemplaz(?:\u00f3|\u00c3\u00b3)"
    r"|(?:r(?:\u00e9|\u00c3\u00a9)voqu|expir)(?:\u00e9|\u00c3\u00a9)e?s?"
    # Spanish's past forms (vencida, venció, revocó, revoqué, borrado, borramos, "quedó
    # muerto"), Portuguese's (revogado, expirado, apagado), German's (widerrufen, abgelaufen,
    # gelöscht) and Italian's (revocato, scaduto, cancellato), ó and ö read either way.
    r"|(?:vencid|borrad|muert|revogad|expirad|apagad)[ao]s?|(?:revocat|scadut|cancellat)[aoie]"
    r"|(?:venci|caduc|revoc|borr)(?:\u00f3|\u00c3\u00b3)|revoqu(?:\u00e9|\u00c3\u00a9)|borramos"
    r"|widerrufen|abgelaufen|gel(?:\u00f6|\u00c3\u00b6|oe)scht"
    # Dutch's "ingetrokken" (revoked, withdrawn).
    r"|ingetrokken"
    # Or that it stopped working ("does not authenticate anymore", "no longer logs in"), or
    # who did what to it ("I revoked it").
    r"|" + STOPPED_WORKING + "|" + ACTIVE_DEAD + ")"
    r"(?![\w-])(?!" + A_FIELD + ")"
    # A dash between blanks ends the clause as a comma does ("it no longer works - use your own").
    r"(?=[ \t]*(?:$|[,;:.)]|--|-(?=[ \t])|"
    + EM_DASH
    + r"|(?:in|on|at|since|after|last|this|by|en|el|la|por|desde"
    r"|hace|du|de|del|des|le|depuis|avec|lors|y|con|em|im|am|seit|a|nel|dal|da)\b"
    r"|[0-9]|the[ \t]+(?:same|next|following)[ \t]+"
    r"(?:day|week|month)\b"
    # Or with what it went with ("deleted with the staging cluster in Nov 2024", "gone with
    # it").
    r"|with[ \t]+(?:the|its|their|our|it)\b))",
    re.IGNORECASE,
)
# A remark that goes on to a new or current value is about the one it replaced; "before the
# new …" dates this one as older. In the other languages too: nuevo, nouvelle, neue, nuovo,
# novo. Not so "when I made the new one" ("lo revoqué al crear el nuevo"): after a verb of
# making (_MADE) the remark says when this value went, still of it; unless the new one ends its
# clause with a colon: "created the new one:" introduces it below.
_MADE = ("created", "generated", "issued", "made", "minted", "crear", "generar", "hacer")
_MADE_THE_NEW = "".join(
    f"(?<!{verb} {article} )" for verb in _MADE for article in ("the", "a", "el", "la", "un", "una")
)
# The word's first letters are matched first, so that the words before it are looked at only
# where it may be.
REPLACED = re.compile(
    r"(?i)\b(?=new|current|nuev|nouve|neue|nuov|nov)(?<!before the )(?<!before )"
    r"(?:" + _MADE_THE_NEW + r"|(?=\w{1,12}(?:[ \t]+\w{1,12})?[ \t]*:))"
    r"(?:new|current|nuev[ao]s?|nouve(?:au|lle)s?|neue[nrs]?|nuov[aoie]|nov[ao]s?)\b"
)
# A remark that an older value beside this one is the dead one ("the old key was revoked"),
# or that this one still works ("old one, still live"), wherever it says so.
OLDER_VALUE = (
    r"(?:old|older|previous|prior|former|earlier)[ \t]+"
    r"(?:one|key|token|password|secret|value|credentials?)s?\b"
)
_OLDER_OR_STILL_LIVE_WORDS = (
    rf"\b{OLDER_VALUE}"
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
_STILL_LIVE = rf"(?:{_OLDER_OR_STILL_LIVE_WORDS}|{_REVIVED})"
OLDER_OR_STILL_LIVE = re.compile(_OLDER_OR_STILL_LIVE_WORDS, re.IGNORECASE)
OLDER_STILL_LIVE_OR_REVIVED = re.compile(_STILL_LIVE, re.IGNORECASE)
# A remark that gives a value of its own, letters and digits run together ("the demo key from
# the docs is demo4key2022"): what it says is of that value, not of the one below.
# Or in quotes, letters alone ("the README example token is 'AnExampleTokenFromTheSite' (not
# real)"); not lower-case words joined by dashes, the way a bot, an app or a host is named
# ("the first bot ("hpc-alerts-bot") was deleted").
OWN_VALUE_WORD = re.compile(
    r"\b(?=[A-Za-z_]*[0-9])(?=[0-9_]*[A-Za-z])[A-Za-z0-9_]{12,}\b"
    r"|(?P<q>['\"`])(?![a-z]{1,40}(?:-[a-z]{1,40}){1,8}(?P=q))[\w.-]{12,}(?P=q)"
)
# A remark that goes on, after saying the value expired or was revoked, to a live one or to the
# value's renewal since ("Token (expired in March, then renewed):", "revoked, a live one issued"):
# the value below is the live one, as deadbefore.py reads the clause before a value.
# The words themselves are LIVE_WORDS; in a remark said of one value, a live word alone ("valid
# until March, now expired") is the dead value's own past, so it must name a value after it.
LIVE_WORDS = r"live|active|valid|working"
LIVE_AFTER = re.compile(
    rf"\b(?:{LIVE_WORDS})[ \t]+(?:one|key|token|password|secret)\b|{_REVIVED}",
    re.IGNORECASE,
)
# A line of code commented out, its own value in quotes and then its own remark
# (`# client = Client("YOUR_KEY")  # docs example`): the remark is about the value beside it,
# the documentation's placeholder the line below replaces, not about the line below.
OWN_VALUE_REMARK = re.compile(r"[\"'][^\"'\n]*[\"'][^\"'\n]*?[ \t](?:#|//)")
# Words that say the value after a dead one's clause is another, still working one ("the old
# token already expired, the live one is: …"): after the clause, a live word alone is enough.
LIVE_ONE = re.compile(rf"(?i)\b(?:{LIVE_WORDS}|real|actual)\b")
# The rest of such a remark may say the value works all the same ("old one, still the live
# account password"): an old value kept in use is a live one.
STILL_LIVE_AFTER = re.compile(rf"[^\n]{{0,80}}?{_STILL_LIVE}", re.IGNORECASE)


def another_value(between: str) -> bool:
    """Whether BETWEEN, what a remark says between a value and its verdict, sets or gives
    another value (`api token: …`, a quoted one, a word of letters and digits run together): the
    verdict is then that value's, whoever wrote the line beside it."""
    return OTHER_SECRET.search(between) is not None or OWN_VALUE_WORD.search(between) is not None
