"""What a writer's remark just after a value says of it: that it was revoked, disabled or
rotated out, used up, only for a setup since deleted, or is dead (`said_revoked`): a dead value,
kept as a record of what was changed."""

from __future__ import annotations

import re

from govern.secrets.deadwords import (
    A_FIELD,
    ACTIVE_DEAD,
    LIVE_AFTER,
    LIVE_ONE,
    OLDER_OR_STILL_LIVE,
    OLDER_VALUE,
    OWN_VALUE_WORD,
    REFUSED_NOW,
    REPLACED,
    STILL_LIVE_AFTER,
    STOPPED_WORKING,
    UNREAL_REMARK,
    another_value,
)
from govern.secrets.latin1 import EM_DASH, LEFT_ARROW, either_form
from govern.secrets.lines import COMMENT_MARK, line_start
from govern.secrets.remarkwords import LINE_BOUND, joined_with_line_above
from govern.secrets.sessionends import logged_out_after

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
    # A password in a URL is followed by the rest of it (`…@cluster0.example.net`) first.
    r"(?:@[^\s\"'`<>()]{1,200})?"
    r"[\"'`=~*\]]?\)?,?[ \t]*(?:(?:[(,;#]|//|--|<-{1,2}|"
    + EM_DASH
    + "|"
    + LEFT_ARROW
    + r")[ \t]*)?"
    # A pair's verdict may open with "both" (`… -- both invalid since.`), read for the pair's
    # first value by _PAIR_PARTNER.
    r"(?:(?:both|all)[ \t]+(?:(?:are|were)[ \t]+)?)?"
    r"(?:(?:was|is|has[ \t]+been|now|since|on|oli|byl[aoy]?)[ \t]+)?"
    r"(?:rotated[ \t]+(?:and|&)[ \t]+)?"
    # "dead" only as the remark's whole verdict or its clause (`# dead`, `(dead)`, "is dead,
    # the new one is…"): "# dead-letter queue bot" and "# dead code below" speak of another.
    # Or said by who did it ("# we rotated it last week").
    r"(?:" + ACTIVE_DEAD + r"|revoked|disabled|deactivated|invalidated|retired|expired"
    r"|rotated[ \t]+out"
    # A value that "was regenerated" or "has been replaced" gave way to another: the new one
    # is not this ("(regenerated 2025-03)" alone may date this one, the new).
    r"|(?<=was[ \t])(?:regenerated|replaced)|(?<=been[ \t])(?:regenerated|replaced)"
    # So in Finnish, "on vaihdettu" or "oli poistettu" (has been changed, had been removed);
    # and "ei enää käytössä" (no longer in use), ä read either way.
    r"|(?<=\bon[ \t])(?:vaihdettu|poistettu)|(?<=\boli[ \t])(?:vaihdettu|poistettu)"
    r"|ei[ \t]+en(?:ää|Ã¤Ã¤)[ \t]+(?:k(?:ä|Ã¤)yt(?:ö|Ã¶)ss(?:ä|Ã¤)|voimassa)"
    # So in Czech: "(byl) zrušen" or "zneplatněn" ((was) revoked, invalidated), "už nefunguje"
    # (no longer works).
    r"|(?:zru" + either_form("\u0161") + "e|zneplatn" + either_form("\u011b") + r")n[aoy]?"
    r"|u" + either_form("\u017e") + r"[ \t]+nefunguje"
    r"|dead(?=\)?[.!]?[ \t]*\r?(?:\n|\Z)|[ \t]*[,;:])"
    # Or "gone", or that the server now refuses it ("-- gone, the API answers 401 for it",
    # "(404s now)", "returns 401 now"), as the clause's whole verdict: "gone to the vault" and
    # "404s now and then" say something else.
    r"|(?:gone|" + REFUSED_NOW + ")"
    r"(?=[ \t]*(?:[,;:.)\r\n]|--|" + EM_DASH + r"|$))"
    # "No longer accepted" (by a server, a relay) says it refuses the value now.
    r"|no[ \t]+longer[ \t]+(?:works|working|valid|active|in[ \t]+use|accepted)"
    # Or that it "stopped working", ending its clause or saying when ("`…` stopped working when
    # the org was deleted"): "stopped working for a while" tells of a fault of the moment.
    r"|stopped[ \t]+working(?=[ \t]*(?:[,;:.)\r\n]|--|$|[0-9]|(?:when|after|in|on|since|last)\b))"
    # Or "invalid since", ending its clause or dated ("invalid since.", "invalid since 14/11"):
    # "invalid since it has a space" gives a reason, not a verdict.
    r"|invalid[ \t]+since(?=[ \t]*(?:[.,;)\r\n]|$|[0-9]|then\b))"
    # Or that it does not work, as a whole verdict, or not from a server: a key that works only
    # in a browser is a browser key, bound to its page's referrer (LABELS.md rule 4). "does not
    # work from outside the VPN" says where it does work, and it is live there.
    r"|(?:does[ \t]+not|doesn't)[ \t]+work(?:[ \t]+(?:server[ \t-]side|any[ \t]?more))?"
    r"(?=[ \t]*(?:[,;:.)\r\n]|--|" + EM_DASH + r"|$))"
    # Indonesian says it "yang lama" (the old one).
    r"|(?:(?:the[ \t]+)?old[ \t]+one|yang[ \t]+lama)(?=[ \t]*(?:[,;:)\r\n]|--|" + EM_DASH + r"|$))"
    # The same in Spanish: revocada, caducada, desactivada, reemplazada; "(la) clave vieja",
    # "la vieja", "la anterior", "secreto anterior" (the old one), ending its clause.
    r"|(?:revocad|caducad|desactivad|reemplazad)[ao]s?"
    r"|(?:(?:la|el)[ \t]+)?"
    r"(?:(?:clave|llave|contrase(?:\u00f1|\u00c3\u00b1|n)a|token|secreto)[ \t]+)?"
    r"(?:viej[ao]|anterior)(?=[ \t]*(?:[,;:)\r\n]|--|" + EM_DASH + r"|$)))\b"
    # Not a setting of that name (`revoked=False`, `{token: …, disabled: false}`), nor a remark
    # that an older value was revoked ("(revoked the old one)"): this value is the live one.
    r"(?!" + A_FIELD + r"|[ \t]*\?"
    r"|[ \t]+(?:keys?|tokens?|passwords?|secrets?|credentials?|ones|values?)\b"
    r"|[ \t]+(?:the|an?|old|older|previous|prior|former|earlier|its|that|those|them|it)\b)",
    re.IGNORECASE,
)
# How far after a value the remark may start: the closing mark, blanks and the opener.
_REVOKED_REACH = 64
# Or the line goes on after the value with what was done to it and ends with the verdict set
# off by a dash, a comma or a parenthesis: "old password VALUE was rotated after the SSO reset
# -- dead". A line that speaks of a new, current or live value on the way says it of that one.
_DEAD_AT_END = re.compile(
    # What comes between opens no remark of its own (a parenthesis, a dash, a semicolon or a
    # comma): "(node17 is down, dead)" and "- wiki link in the email, dead" judge another thing, and
    # so does another value set on the way (`DB_PASSWORD=… API_TOKEN=… -- dead`: another_value).
    r"(?P<between>(?:(?!--|[ \t]-[ \t]|" + EM_DASH + r")[^\n(;,]){0,100}?)"
    r"(?:--|" + EM_DASH + r"|[,;(])[ \t]*(?:now[ \t]+)?dead\)?[.!]?"
    r"[ \t]*\r?(?:\n|\Z)",
    re.IGNORECASE,
)
# Or the sentence after it says the value served once and its account is gone: "initial admin
# password `…` was only for the\n setup wizard on 2024-06-03; the wizard is disabled and that
# account was deleted". Said in the past ("is only for the first login" is a live one), the
# sentence (up to its full stop, over one line break) ending with the account or the value
# deleted, removed or disabled; a sentence that gives another value on the way ends on that
# one's account (another_value).
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


# Or the value is the first of a pair whose second follows it, named by its word and over at
# most one line break, and the pair's verdict after the second opens with "both" ("access key
# X, secret\nY -- both invalid since."): the verdict is of the two.
_PAIR_PARTNER = re.compile(
    r"[\"'`]?,?[ \t]+(?:and[ \t]+)?(?:(?:its|the)[ \t]+)?"
    r"(?:secret|key|password|token)(?:[ \t]+key)?[ \t]*[:=]?[ \t]*(?:\r?\n[ \t]*)?"
    r"[\"'`]?[^\s\"'`]{8,200}(?=[\"'`]?[ \t]*(?:--|" + EM_DASH + r"|[,;(])[ \t]*both\b)",
    re.IGNORECASE,
)


def said_revoked(text: str, end: int) -> bool:
    """Whether the value ending at END is followed on its line by its writer's remark that it
    was revoked, disabled or rotated out: a dead value, kept as a record of what was changed.
    Or by one that it was used up (see _USED_UP). Or, in a log, by its session's logout on a
    later line (sessionends.py)."""
    said = _SAID_REVOKED.match(text, end, min(len(text), end + _REVOKED_REACH))
    if said is None and (partner := _PAIR_PARTNER.match(text, end, end + 300)) is not None:
        said = _SAID_REVOKED.match(text, partner.end(), partner.end() + _REVOKED_REACH)
    if said is None:
        said = _USED_UP.match(text, end, min(len(text), end + _REVOKED_REACH))
    if said is not None:
        return STILL_LIVE_AFTER.match(text, said.end()) is None
    if (one_time := _ONE_TIME_AFTER.match(text, end)) is not None:
        return (
            STILL_LIVE_AFTER.match(text, one_time.end()) is None
            and REPLACED.search(one_time["rest"]) is None
            and not another_value(one_time["rest"])
        )
    if (
        _verdict_on_it(text, end)
        or _dead_clause_on_commented_line(text, end)
        or logged_out_after(text, end)
    ):
        return True
    if (
        text.find("dead", end, end + _DEAD_REACH) < 0
        and text.find("DEAD", end, end + _DEAD_REACH) < 0
    ):
        return False  # most values have no such remark: the regex runs only where its word is
    verdict = _DEAD_AT_END.match(text, end)
    return verdict is not None and _said_of_this_value(verdict["between"])


def _said_of_this_value(between: str) -> bool:
    """Whether a verdict is the value's own, by what stands BETWEEN the value and it: not another
    value, nor a replacement, a live one, or an older or still live one spoken of on the way."""
    return (
        not another_value(between)
        and REPLACED.search(between) is None
        and LIVE_ONE.search(between) is None
        and OLDER_OR_STILL_LIVE.search(between) is None
    )


# How far after a value the verdict at its line's end is looked for.
_DEAD_REACH = 120
# The rest of a comment's line after a value, past its closing quote or parenthesis: a remark
# of its own (`# KEY=…   # …`), or the sentence the value was told in (`# session 20 (token
# …) was closed with that DELETE, the token no longer works`). An arrow may point the remark
# at the value, as a comment's mark opens it (`# KEY=…  <- deleted in the settings in Feb`).
_TRAILING_COMMENT = re.compile(
    r"[\"'`]?\)?(?:[ \t]+(?:#|//|<-{1,2}|" + LEFT_ARROW + r"))?[ \t]*(?P<remark>[^\n]{1,160})"
)


# Or, on a setting kept commented out, a clause of the remark says "the old one" stopped working
# or was revoked ("# TOKEN=…   <- regenerado en octubre, el anterior ya no autentica"): the live
# setting is the one left in use, and the old one is the value kept beside it. On a line in use
# the same words speak of an earlier value.
_OLD_ONE_STOPPED = re.compile(
    r"(?:^|[,;:(]|--|<-|" + EM_DASH + "|" + LEFT_ARROW + r")[ \t]*"
    r"(?:the[ \t]+old[ \t]+one|(?:el|la)[ \t]+(?:anterior|viej[ao]))[ \t]+"
    r"(?:" + STOPPED_WORKING + r"|(?:was|has[ \t]+been|fue)[ \t]+"
    r"(?:revoked|disabled|deactivated|revocad[ao]|desactivad[ao]))\b",
    re.IGNORECASE,
)
# An older value's name as a remark's label, its clause ended at once ("old token, deleted …").
_OLD_NAME_OPENS = re.compile(
    r"(?:the[ \t]+)?" + OLDER_VALUE + r"[ \t]*(?:[,;:(]|--|" + EM_DASH + ")", re.IGNORECASE
)
# A setting's name and its value after the comment's mark (`# CACHET_TOKEN=…`, `// key: "…"`).
_COMMENTED_SETTING = re.compile(r"[\w.-]{1,60}[ \t]*[=:][ \t]*[\"']?[^\s\"']+")


def _is_commented_setting(text: str, first: int, end: int) -> bool:
    """Whether the line starting at FIRST is, up to the value ending at END, a setting kept
    commented out."""
    mark = COMMENT_MARK.match(text, first, end)
    return mark is not None and _COMMENTED_SETTING.fullmatch(text, mark.end(), end) is not None


def _dead_clause_on_commented_line(text: str, end: int) -> bool:
    """Whether the value ending at END is on a comment's line, a line kept commented out or
    one of prose, and the rest of the line says, in a clause of its own, that it is dead as a
    remark above it would ("# trial de 14 días, venció en julio", "# 14-day trial, expired in
    July", "…) was closed, the token no longer works"): the line is a record of the value, out
    of use. Not where it speaks of a new, older, or still live value."""
    first = line_start(text, end, LINE_BOUND)
    if first is None or COMMENT_MARK.match(text, first, end) is None:
        return False
    trailing = _TRAILING_COMMENT.match(text, end)
    if trailing is None:
        return False
    remark = trailing["remark"]
    old_one = _OLD_ONE_STOPPED.search(remark)
    if old_one is not None and _is_commented_setting(text, first, end):
        return REPLACED.search(remark) is None and LIVE_AFTER.search(remark, old_one.end()) is None
    said = UNREAL_REMARK.search(remark)
    # A remark on a setting kept commented out that opens by calling its value the old one
    # ("# KEY = "…"   # old token, deleted …") names that value: only a later older or still
    # live one it speaks of is another.
    named = _OLD_NAME_OPENS.match(remark)
    if named is not None and _is_commented_setting(text, first, end):
        remark = remark[named.end() :]
    return (
        said is not None
        and said["dead"] is not None
        and REPLACED.search(remark) is None
        and OLDER_OR_STILL_LIVE.search(remark) is None
        and LIVE_AFTER.search(remark, said.end()) is None
        and OWN_VALUE_WORD.search(remark) is None
    )


# Or the remark after the value, opened by a dash, a comma or a semicolon past the value's
# closing marks, says what was done to it and goes on to its verdict on the value, which it
# names as its subject ("that password", "this key", "it"): "… 'Qm4…'.` — changed the same
# day, that password no longer logs in." The sentence may run over one line break to the
# verdict (remarkwords.joined_with_line_above). A remark that speaks of a new, current or live
# value on the way says it of that one, and so does one that reaches another value on the way
# (`db password: …, and` / `api token: …, it was revoked`): "it" is then the value nearest it
# (another_value).
_VERDICT_ON_IT = re.compile(
    # The blanks around the words between are taken whole (possessive): on a run of blanks
    # before no verdict, giving them back a few at a time would cost the run's square.
    r"[\"'`\]).]{0,4}[ \t]*+(?:--|" + EM_DASH + r"|[,;])[ \t]*+"
    r"(?P<between>[^\n.;!?]{0,80}?)[,;]?[ \t]++"
    r"(?:(?:(?:that|this|the)[ \t]+(?:password|passphrase|key|token|secret|one)|it)[ \t]+"
    r"(?:" + STOPPED_WORKING + r"|(?:was|has[ \t]+been|is[ \t]+now)[ \t]+"
    r"(?:revoked|disabled|deactivated|invalidated))\b"
    # Or whatever took it says it refuses it now ("the vehicles reject it now"): "rejects it
    # now and then" is a fault of the moment.
    r"|(?:the|every|all|our)[ \t]+[\w-]{1,30}[ \t]+(?:reject|refuse)s?[ \t]+it[ \t]+now\b"
    r"(?![ \t]+(?:and|or)\b))",
    re.IGNORECASE,
)


def _verdict_on_it(text: str, end: int) -> bool:
    """Whether the remark after the value ending at END reaches its verdict on the value
    (_VERDICT_ON_IT) on its line or, its sentence left open there, on the next."""
    line, at = text, end
    first = line_start(text, end, LINE_BOUND)
    last = text.find("\n", end, end + LINE_BOUND)
    if first is not None and last >= 0:
        joined = joined_with_line_above(text, last + 1)
        if joined is not None:
            line, at = joined[0], end - first
    said = _VERDICT_ON_IT.match(line, at)
    return said is not None and _said_of_this_value(said["between"])
