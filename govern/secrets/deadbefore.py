"""What the words just before a value on its line say of it: that it already expired or was
revoked, or that this one was ("this one was revoked: …", "old laptop key (replaced 2024-12
after the disk swap): …"); not of an older value beside it, nor on a condition."""

from __future__ import annotations

import re

from govern.secrets.deadwords import (
    LIVE_ONE,
    LIVE_WORDS,
    OLDER_OR_STILL_LIVE,
    OLDER_STILL_LIVE_OR_REVIVED,
    REPLACED,
    STILL_LIVE_AFTER,
    another_value,
)
from govern.secrets.lines import line_above, line_start
from govern.secrets.remarkwords import LINE_BOUND, joined_with_line_above

# A clause before a value on its line that says it no longer works: "a session from
# yesterday's log, already expired: JSESSIONID=…". "Already" says it of this value, not of the
# kind (as "tokens expire after a day" would); the rest of the clause up to the value may not
# go on to another sentence or to a new or current value ("already expired, the new one: …").
# So does one that says so of "this one" ("older tokens are deprecated; this one was revoked:
# …"): the value the clause points at, not the kind.
# The verdict in French (désactivé, révoqué, supprimé, expiré) and Swedish (raderat, avslutat,
# spärrat, inaktiverat: deleted, ended, blocked, deactivated), é, ö and ä read either way.
_FOREIGN_DEAD = (
    r"(?:d(?:é|Ã©)sactiv|r(?:é|Ã©)voqu|supprim|expir)(?:é|Ã©)e?s?"
    r"|(?:rader|avslut|sp(?:ä|Ã¤)rr|inaktiver)a[dt]"
)
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
    # Or one that opens on the verdict and says when in words ("(revoked at the end of the
    # pilot)", French "(désactivé à la fin du projet pilote en 2025)"); not one that speaks of
    # a new, current or still working value, nor brings it back (see said_dead_before), in
    # French or Swedish either (nouveau, ny, fortfarande: still).
    rf"|\((?:was[ \t]+)?(?:revoked|expired|retired|deleted|disabled|deactivated|{_FOREIGN_DEAD})"
    r"(?P<when>[ \t]+(?:on|in|at|after|when|with|à|Ã\u00a0|au|en|lors|depuis|i|vid|efter"
    r"|n(?:ä|Ã¤)r)[ \t](?![^()\n]{0,80}\b(?:nouve(?:au|lle)|ny|nya|fortfarande)\b)"
    r"[^()\n]{0,80})\)(?=[ \t]*:[ \t]*[`'\"]?\Z)"
    # Or such a remark whose last clause is the verdict that the value no longer works, what
    # was done to it told first ("old secret (regenerated … after the move, revoked): …",
    # "password (changed … when Carla left, no longer works): …"), or nothing else ("old token
    # (dead): …"). What comes before it may not speak of a new, current, live or still working
    # value.
    # The verdict may name what it is said of, the value or its account ("(subscription ended,
    # account deleted 2025)"; Swedish "kontot raderat 2025").
    r"|\((?:(?P<told>[^()\n]{0,100}[,;])[ \t]*)?(?:now[ \t]+)?"
    r"(?:(?:the[ \t]+)?(?:account|key|token|password|kontot|nyckeln|l(?:ö|Ã¶)senordet)"
    r"[ \t]+(?:(?:was|is|now)[ \t]+)?)?"
    rf"(?:revoked|expired|retired|deleted|disabled|{_FOREIGN_DEAD}"
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
    # closed 2025-02, key dead: …"), opening its line or clause as such a label does. The
    # word may be "old one" ("token regenerated; the old one is revoked: …"): the colon
    # introduces the old value the clause speaks of.
    r"|(?<![^\n(;,\u2014])[ \t]*(?:[-*+][ \t]+)?(?:(?:the|this|that|its)[ \t]+)?"
    r"(?:key|token|password|secret|credentials?|old[ \t]+one)[ \t]+(?:(?:is|now)[ \t]+)?"
    r"(?:expired|revoked|retired|deactivated|dead)"
    r"(?=[ \t]*:[ \t]*[`'\"]?\Z)"
    # Or a clause that calls the value the old one ("the key in the project file is the old
    # one: …"), as a remark after it does (deadafter.py); its line may not go on to say it
    # still works (see said_dead_before).
    r"|(?P<old>\b(?:is|was)[ \t]+the[ \t]+old[ \t]+one)(?=[ \t]*:[ \t]*[`'\"]?\Z))"
    r"(?P<rest>(?:(?![.!?][ \t])[^\n]){0,80})\Z"
)
# The words one of its clauses holds: most values have none before them.
_DEAD_WORDS = (
    "lready", "since", "evoked", "xpired", "nvalidated", "eleted", "eplaced", "otated", "onger",
    "etired", "isabled", "eactivated", "dead", "apsed", "old one", "sactiv", "voqu", "supprim",
    "xpir", "aderat", "avslutat", "rrat", "inaktiverat",
)  # fmt: skip
# A condition or a question around such a clause says nothing has happened to the value:
# "check whether this one was revoked before use: …", "this token is revoked if it leaks: …".
# Before the clause, in its sentence; or as the clause's next words.
_CONDITION = r"(?:whether|if|unless|when|whenever|once|until|in[ \t]+case)\b"
_CONDITION_BEFORE = re.compile(rf"(?i)\b{_CONDITION}(?:(?![.;!?:][ \t])[^\n])*\Z")
_CONDITION_AFTER = re.compile(rf"(?i)[ \t]+{_CONDITION}")
# How far before such a clause its condition is looked for.
_CONDITION_REACH = 120
# A passive clause whose subject is an older value, or that dates this one's issue ("issued
# after the old one was revoked: …"), says nothing of this value's end.
_OTHER_SUBJECT = re.compile(
    r"(?i)(?:\b(?:after|since|because|once)\b[^\n]*"
    r"|\b(?:old|older|previous|prior|former|earlier)[ \t]+(?:one|key|token|password|secret)"
    r"[ \t]+)\Z"
)
# Words in an aside beside the verdict that speak of another value: a new, current or live
# one, or one that still works.
_NOT_THIS_ONE = re.compile(rf"(?i)\b(?:new|current|{LIVE_WORDS}|still|but)\b")
# A value "(rotated 2025-01-10)" or "(replaced 2024-12 by this one)" is the one rotated in,
# unless the line calls it the old one ("old laptop key (replaced 2024-12 …)").
_OLD_SUBJECT = re.compile(r"(?i)\b(?:old|older|previous|prior|former|earlier|retired)\b")


def said_dead_before(text: str, start: int) -> bool:
    """Whether the words just before the value at START on its line say it already expired
    or was revoked, or that this one was; the clause may have begun on the line above, its
    sentence going on over the line break ("the old one is\n  revoked: …")."""
    if _said_dead_on_line(text, start):
        return True
    joined = joined_with_line_above(text, start)
    if joined is None:
        return False
    # The line above may not give a value of its own: its verdict is that one's ("the password
    # … was revoked on …, and the\n  token: …").
    first = line_start(text, start, LINE_BOUND)
    above = None if first is None else line_above(text, first, LINE_BOUND)
    if above is not None and another_value(text[above[0] : above[1]]):
        return False
    return _said_dead_on_line(*joined)


def _said_dead_on_line(text: str, start: int) -> bool:
    """Whether the words just before the value at START on its line say it is dead."""
    first = line_start(text, start, LINE_BOUND)
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
    if said["old"] and STILL_LIVE_AFTER.match(text, start) is not None:
        return False  # "… is the old one: KEY (still valid until June)"
    # What was told before the verdict may not be of another value; an aside after it may
    # also not bring the value back ("was revoked in Jan, reissued since: …").
    told = said["told"] or ""
    aside = (said["aside"] or "") + (said["labelled"] or "") + (said["when"] or "")
    if (
        _NOT_THIS_ONE.search(told + aside)
        or OLDER_OR_STILL_LIVE.search(told)
        or OLDER_STILL_LIVE_OR_REVIVED.search(aside)
    ):
        return False
    if _CONDITION_AFTER.match(rest) or _CONDITION_BEFORE.search(
        text, max(first, said.start() - _CONDITION_REACH), said.start()
    ):
        return False
    return (
        ";" not in rest
        and REPLACED.search(rest) is None
        and LIVE_ONE.search(rest) is None
        and OLDER_STILL_LIVE_OR_REVIVED.search(rest) is None
    )
