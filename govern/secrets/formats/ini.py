"""Option files of the INI family: `name = value` or `name: value` lines, in `[sections]` or not,
`#` and `;` comment lines. MySQL's .my.cnf, s3cmd's .s3cfg, boto's .boto, rclone.conf, the NGC
CLI's config, the CDS API's .cdsapirc, R's .Renviron, AWS's credentials, git's config, and TOML
(whose `[a.b]` and `[[a.b]]` tables are sections too). Each value is reported under its name
and the section it is in (git's `[remote "origin"]` is the section remote, origin).

Lines that are none of these (continuations, prose, garbage) are passed over: the rest of the
file still counts. A value that is a JSON object (rclone's `token = {...}`) is read as JSON: its
own keys name its parts."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Entries, Field, lines, value_span
from govern.secrets.formats.jsonfile import parse_json

# Option names are words: a line whose text before `=` is prose is not an option. otopi's answer
# files (oVirt's engine-setup) write a setting's section before it: OVESETUP_DB/password.
_NAME = re.compile(r"[A-Za-z0-9_.\-]+(/[A-Za-z0-9_.\-]+)*")
# An index in a setting's name: Spring Boot's and LabKey's indexed properties
# (context.password[0]=, spring.datasource[1].url=) number the items of a list, each item's
# setting the one the name says without the index.
_INDEX = re.compile(r"\[[0-9]{1,4}\]")
# otopi writes each value after its type (OVESETUP_DB/password=str:VALUE, bool:True, none:None):
# a string's value is what follows its type.
_TYPED_STRING = "str:"
# An inline comment starts with `#` or `;` after a space, in an unquoted value (MySQL's rule).
_INLINE_COMMENT = re.compile(r"[ \t][#;]")
# A section header: [name], [a.b] and [[a.b]] (TOML), [remote "origin"] (git).
_SECTION = re.compile(r"\[{1,2}[ \t]*(?P<name>[^\[\]]{1,200}?)[ \t]*\]{1,2}[ \t]*([#;].*)?")
_SECTION_PART = re.compile(r'"[^"]*"|\'[^\']*\'|[^\s."\']+')
# A Zabbix user macro set to its value, as a plain file lists a template's macros (Zabbix's
# "User macros": `{$NAME}`, with a context `{$NAME:"ctx"}`, `=` and the value): the setting is
# the macro's name, its value what the host or template gives it.
_MACRO_SETTING = re.compile(
    r"[ \t]*\{\$(?P<name>[A-Z0-9_.]{1,255})(?::[^\r\n]{1,255}?)?\}[ \t]*(?P<delimiter>=)"
)
# A block of settings on one line, as NATS's and HOCON's (EMQX's) configurations write a short
# one: `authorization { user: u, password: p }`, `auth = { user = u, password = p }`. Each
# setting is read under the block's name.
_ONE_LINE_BLOCK = re.compile(
    r"[ \t]*(?P<name>[A-Za-z0-9_.\-]+)[ \t]*[=:]?[ \t]*\{(?P<body>[^{}\n]{1,1000})\}"
    r"[ \t]*[,;]?[ \t]*\r?"
)
_BLOCK_SETTING = re.compile(
    r"(?:^|[,;])[ \t]*(?P<key>[A-Za-z0-9_.\-]+)[ \t]*[:=][ \t]*"
    r"(?:\"(?P<double>[^\"\n]*)\"|'(?P<single>[^'\n]*)'|(?P<bare>[^,;\s\"']+))[ \t]*(?=[,;]|$)"
)


def parse_toml(text: str) -> list[Field]:
    """TOML: an INI whose dotted keys are tables too (its specification: `a.b.c = v` is key c
    in table a.b). The key is the last part, so a table's name (Vector's
    `request.headers.Authorization`) is read as a parent, not as a word of the key's name."""
    return parse_ini(text, dotted=True)


def parse_ini(text: str, dotted: bool = False) -> list[Field]:
    fields: list[Field] = []
    section: tuple[str, ...] = ()
    # A section's header name and value settings, paired (`header_name = "apiKey"`,
    # `header_value = "..."`: the value is reported under the header's name too).
    entries = Entries(text, section, headers_only=True)
    for offset, line in lines(text):
        stripped = line.lstrip()
        if not stripped or stripped[0] in "#;":
            continue
        if stripped[0] == "[":
            header = _SECTION.fullmatch(stripped)
            if header is not None:
                section = tuple(p.strip("\"'") for p in _SECTION_PART.findall(header["name"]))
                entries = Entries(text, section, headers_only=True)
            continue
        macro = _MACRO_SETTING.match(line)
        equals, colon = line.find("="), line.find(":")
        delimiter = min((d for d in (equals, colon) if d >= 0), default=-1)
        if macro is not None:
            delimiter = macro.start("delimiter")
        if delimiter < 0:
            continue
        name = macro["name"] if macro is not None else line[:delimiter].strip()
        if name.startswith("export "):
            name = name[len("export ") :].strip()
        if "[" in name:
            name = _INDEX.sub("", name)
        if not _NAME.fullmatch(name):
            fields.extend(_one_line_block(line, offset, section))
            continue
        start, end = value_span(line, delimiter + 1, _INLINE_COMMENT)
        if start >= end:
            continue
        if line[start] == "{" and line[end - 1] == "}":
            inside = parse_json(text, offset + start, offset + end)
            fields.extend(
                Field(f.key, f.start, f.end, (*section, name, *f.parents)) for f in inside
            )
            if not inside:
                # Not JSON: a block of settings, NATS's or HOCON's (see _ONE_LINE_BLOCK).
                fields.extend(_one_line_block(line, offset, section))
            continue
        tables: tuple[str, ...] = ()
        if "/" in name:
            # The setting is the last part, the parts before it where it is; its value is
            # typed as otopi types it.
            *where, name = name.split("/")
            tables = tuple(where)
            if line.startswith(_TYPED_STRING, start):
                start += len(_TYPED_STRING)
        if dotted and "." in name and all(name.split(".")):
            *parts, name = name.split(".")
            tables = (*tables, *parts)
        fields.append(Field(name, offset + start, offset + end, (*section, *tables)))
        if not tables and (pair := entries.add(name, offset + start, offset + end)) is not None:
            fields.append(pair)
    return fields


def _one_line_block(line: str, offset: int, section: tuple[str, ...]) -> list[Field]:
    """The settings of LINE (at OFFSET in its file) if it is a block on one line (see
    _ONE_LINE_BLOCK), each under the block's name inside SECTION."""
    block = _ONE_LINE_BLOCK.fullmatch(line)
    if block is None:
        return []
    fields = []
    body_start = block.start("body")
    for setting in _BLOCK_SETTING.finditer(block["body"]):
        group = next(g for g in ("double", "single", "bare") if setting[g] is not None)
        start, end = setting.span(group)
        if start < end:
            where = (*section, block["name"])
            fields.append(
                Field(setting["key"], offset + body_start + start, offset + body_start + end, where)
            )
    return fields
