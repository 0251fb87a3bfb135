"""MikroTik RouterOS exports (`/export`, `.rsc` scripts): a menu's path on a line of its own
(`/routing bgp connection`), then commands on it, `add NAME=VALUE …` or `set [ find … ]
NAME=VALUE …`, a line continued by a trailing backslash. A value is bare or double-quoted
(`\\"`, `\\\\` and the like escaped). Each value is read under its menu's path and its name,
`routing bgp connection/tcp-md5-key`: RouterOS names settings by the menu they are in (an NTP
key's `key` is no SSH key's), and its menus say what a setting holds."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Field, lines

# A menu's path: `/` and its words, up to a command or a setting (`/ip address add …`). RouterOS
# nests its menus a few deep (`/interface wireless security-profiles`, `/routing bgp connection`):
# a path of more words, or of longer ones, is no menu. Every setting below a menu is read under
# its path, so an unbounded one would cost each of them its length.
_MENU = re.compile(
    r"[ \t]*/(?P<path>[a-z0-9-]{1,40}(?:[ \t]+[a-z0-9-]{1,40}){0,7}?)"
    r"(?=[ \t]+[a-z0-9.-]+=|[ \t]+(?:add|set)\b|[ \t]*$)"
)
# A setting: NAME=VALUE, the value quoted (escapes skipped) or bare, after a blank.
_SETTING = re.compile(
    r'(?:^|[ \t])(?P<name>[a-z][a-z0-9.-]*)=(?:"(?P<quoted>(?:[^"\\]|\\.)*)"|(?P<bare>[^\s"\[\]]*))'
)
# A bracketed expression (`[ find default=yes ]`) selects what `set` changes: its NAME=VALUE
# pairs are conditions, not settings.
_EXPRESSION = re.compile(r"\[[^\[\]\n]*\]")


def parse_routeros(text: str) -> list[Field]:
    fields: list[Field] = []
    menu = ""
    parents: tuple[str, ...] = ()
    for offset, line in lines(text):
        if line.lstrip().startswith("#"):
            continue
        start = 0
        opened = _MENU.match(line)
        if opened is not None:
            parents, start = tuple(opened["path"].split()), opened.end()
            menu = " ".join(parents)
        if not menu:
            continue
        # Blanked out, the conditions keep every other setting where it is written.
        body = _EXPRESSION.sub(lambda hit: " " * len(hit.group()), line)
        for setting in _SETTING.finditer(body, start):
            group = "quoted" if setting["quoted"] is not None else "bare"
            if setting.end(group) > setting.start(group):
                fields.append(
                    Field(
                        f"{menu}/{setting['name']}",
                        offset + setting.start(group),
                        offset + setting.end(group),
                        parents,
                    )
                )
    return fields
