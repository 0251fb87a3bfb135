"""What a comment or a line of prose just above a value says of it: that it is no live one,
never or no longer valid, revoked or expired, or a documentation's example; or a comment heading
the section or the indented block the value is in says so of its values (sectionremarks.py for
a section's head remark). The words are deadwords.py's."""

from __future__ import annotations

import re

from govern.secrets.commentedblocks import commented_block_remark
from govern.secrets.deadbefore import said_dead_before
from govern.secrets.deadwords import (
    LIVE_AFTER,
    OLDER_OR_STILL_LIVE,
    OLDER_VALUE,
    OWN_VALUE_REMARK,
    OWN_VALUE_WORD,
    REPLACED,
    UNREAL_REMARK,
)
from govern.secrets.docsexamples import said_docs_example
from govern.secrets.lines import COMMENT_MARK, line_above, line_start
from govern.secrets.notebookremarks import code_comment_above, markdown_cell_above
from govern.secrets.remarkwords import (
    LINE_BOUND,
    OTHER_SECRET,
    comment_joined_with_line_above,
    joined_with_line_above,
)
from govern.secrets.sectionremarks import SECTION_HEADER, SETTING, section_comment_unreal

# When a verdict took effect: a date, or the day it was made on ("the same day").
_WHEN = re.compile(
    r"(?i)[ \t]+(?:(?:on|in|at|since|after|last)[ \t]+)?[0-9]"
    r"|[ \t]+the[ \t]+(?:same|next|following)[ \t]+(?:day|week|month)\b"
)
# How many settings below a comment heading their section the comment is said of; a setting's
# line (`name = value`, `name: value`) and a section's (`[name]`) as an INI file writes them.
_SECTION_REACH = 8


def said_unreal_above(text: str, start: int) -> bool:
    """Whether the line just above the value at START is a comment that says the value is no
    live one: never or no longer valid, or a documentation's example; or prose on its line, or
    ending the line above, introduces the documentation's examples it is one of
    (docsexamples.py); or a remark heading the block commented out whole the value is in says
    so (commentedblocks.py); or, in a notebook, the markdown cell before the value's code cell or
    a comment on the cell's line above says so (notebookremarks.py)."""
    if _said_unreal_in_comment_above(text, start) or said_docs_example(text, start):
        return True
    # A remark heading a block commented out whole (above its `# [[auth]]` or `# dex:`) is said
    # of every line of the block, the value some lines below it.
    block_remark = commented_block_remark(text, start)
    if block_remark is not None and _calls_it_unreal(block_remark, commented_out=True):
        return True
    # A notebook's markdown cell just before the value's code cell is the remark above it; so
    # is a comment on the cell's source line above the value's, inside its JSON string.
    remark = markdown_cell_above(text, start)
    if remark is not None and _calls_it_unreal(remark, commented_out=False):
        return True
    comment = code_comment_above(text, start)
    return comment is not None and _calls_it_unreal(comment, commented_out=False)


def _said_unreal_in_comment_above(text: str, start: int) -> bool:
    """Whether the line just above the value at START is a comment that says the value is no
    live one: never or no longer valid, or a documentation's example. Or such a comment heads
    the value's section (just below its `[section]` line, or ending in a colon that introduces
    what follows), above a run of settings the value's is one of: the remark is said of the
    section's values, all copied together (an .edgerc section of a vendor's example credentials).
    The prose line that introduces an indented code block, a blank line below it, is said of
    the block's settings the same way ("Example from the vendor's docs (not ours):")."""
    first = line_start(text, start, LINE_BOUND)
    value_first = start if first is None else first
    for n in range(_SECTION_REACH):
        above = None if first is None else line_above(text, first, LINE_BOUND)
        if above is None:
            return False
        first, last = above
        line = text[first:last]
        comment = COMMENT_MARK.match(line)
        lead_in = None if line.strip() else _code_block_lead_in(text, first, value_first)
        if lead_in is not None:
            first, last = lead_in
            # Prose that introduces an indented block; its sentence may have begun on the line
            # above ("… was revoked that evening (it no\n longer authenticates), kept:").
            lead = text[first:last]
            joined = joined_with_line_above(text, first + len(lead) - len(lead.lstrip()))
            remark = (lead if joined is None else joined[0]).strip()
            if _OURS.search(remark):
                return False  # the block is ours, whatever it says of the docs' example
        elif comment is None and n == 0 and _introduces(line, text[value_first:start]):
            # Prose that introduces the value below it, said of it: its sentence may have begun
            # on the line above ("the one from April expired … and was\n  replaced, keep it:").
            joined = joined_with_line_above(text, first + len(line) - len(line.lstrip()))
            remark = (line if joined is None else joined[0]).strip()
            if said_dead_before(text, first + len(line.rstrip())):
                # Its clause before the colon, read as said_dead_before reads one before a
                # value on its line ("Old … key was revoked on 2024-12-03 when …:").
                return True
        elif comment is None and SECTION_HEADER.fullmatch(line) is not None:
            # A comment block just above the value's `[section]` line heads the section (an
            # INI profile's "# old profile. Token revoked 2024-11-30 when the collaboration
            # ended"): read whole, its lines joined, and said of the section's values.
            return section_comment_unreal(text, first, text[value_first:start])
        elif comment is None:
            if SETTING.match(line) is None:
                return False  # a blank line or other text ends the run of settings
            continue
        else:
            remark = line[comment.end() :].strip()
            if (
                _commented_setting(remark)
                and COMMENT_MARK.match(text, value_first, start)
                and UNREAL_REMARK.search(remark) is None
            ):
                # A setting commented out with the value's, as a block kept out of use (an old
                # client's id above its secret): the remark heading the block is said of both.
                continue
            # Its sentence may have begun on the comment's line above ("# this token was
            # revoked in March when the\n# project ended").
            remark = comment_joined_with_line_above(text, first) or remark
        commented_out = COMMENT_MARK.match(text, value_first, start) is not None
        if not _calls_it_unreal(remark, commented_out):
            return False
        return n == 0 or remark.endswith(":") or _heads_section(text, first)
    return False


def _calls_it_unreal(remark: str, commented_out: bool) -> bool:
    """Whether REMARK, just above a value (COMMENTED_OUT: on a line kept commented out), says
    that value is no live one (UNREAL_REMARK), not an older, a new or a live one beside it."""
    said = UNREAL_REMARK.search(remark)
    while said is not None and said["commented"] is not None and not commented_out:
        # A verdict read only above a line kept commented out ("deleted on the site …")
        # may be followed by one said of any value ("…; does not authenticate anymore").
        said = UNREAL_REMARK.search(remark, said.end())
    return not (
        said is None
        or (said["joined"] is not None and not commented_out)
        # After "and", only a verdict that says when is this value's ("issued and revoked
        # by the portal" says how such keys fare).
        or (said["joined"] is not None and _WHEN.match(remark, said.end()) is None)
        or REPLACED.search(remark) is not None
        or (
            said["dead"] is not None
            and OLDER_OR_STILL_LIVE.search(remark) is not None
            and not (_opens_on_older(remark) and commented_out)
        )
        or (said["dead"] is not None and LIVE_AFTER.search(remark, said.end()) is not None)
        or OWN_VALUE_WORD.search(remark) is not None
        or OWN_VALUE_REMARK.search(remark, 0, said.start()) is not None
    )


# A setting commented out (`oidc_client_id: ondemand`, `client = "x"`): a name, then its value,
# one word or quoted, and nothing after it.
_COMMENTED_SETTING = re.compile(
    r"[\w.-]{1,64}[ \t]*[:=][ \t]*(?:\S{1,200}|[\"'][^\"'\n]{0,200}[\"'])"
)


def _commented_setting(remark: str) -> bool:
    """Whether REMARK, a comment's text, is a setting commented out, of no secret's name (which
    a remark above would rather be about)."""
    return _COMMENTED_SETTING.fullmatch(remark) is not None and not OTHER_SECRET.search(remark)


# A remark that opens by naming an older value ("old key from the trial org, deleted in the
# dashboard 2025-03:") is about the line below it when that line is commented out: the older
# value itself, kept out of use as a record. (Above a live line, it may speak of the value
# that line replaced.) It may name no other older value nor a live one after that.
_OLDER_OPENS = re.compile(rf"(?:(?:the|an?|my|our|its)[ \t]+)?{OLDER_VALUE}", re.IGNORECASE)


def _opens_on_older(remark: str) -> bool:
    """Whether REMARK's subject, its first words, is an older value, and only that one."""
    opening = _OLDER_OPENS.match(remark)
    return opening is not None and OLDER_OR_STILL_LIVE.search(remark, opening.end()) is None


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
    above = line_above(text, blank, LINE_BOUND)
    if above is None or COMMENT_MARK.match(text, *above) is not None:
        return None
    return above if text[above[0] : above[1]].rstrip().endswith(":") else None


def _heads_section(text: str, first: int) -> bool:
    """Whether the line starting at FIRST is the first below a section's `[name]` line."""
    above = line_above(text, first, LINE_BOUND)
    return above is not None and SECTION_HEADER.fullmatch(text, *above) is not None
