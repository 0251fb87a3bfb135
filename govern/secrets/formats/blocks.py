"""Configuration in nested blocks: HCL (Terraform's .tf and .tfvars, Nomad, Packer), Groovy-style
configuration (Nextflow's nextflow.config and profiles, Gradle properties blocks), HOCON
(ClearML's clearml.conf). `name = value` and `name: value` settings, in `name { ... }` blocks
(`resource "aws_db_instance" "main" {` too) or under dotted names (`aws.client.secretKey`),
`#`, `//` and `/* */` comments. Each value is reported under its name and the blocks it is in.

Line by line, each line cut at its braces and semicolons (outside quotes); linear in the
text's length, and whatever it does not understand is passed over."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Field, lines

# What a line is cut at, and the quotes and escapes that say where a string (never cut) is.
_SPECIAL = re.compile(r"""\\.|["'{};#]|//|/\*|\*/""")
_SETTING = re.compile(
    r"""[ \t]*(?P<name>[A-Za-z_$][\w.\-$]{0,127}|"[^"]{1,128}"|'[^']{1,128}')[ \t]*[=:][ \t]*"""
)
# A block's type and up to three labels (`resource "aws_db_instance" "main"`): a labelled block
# is named by its last label, the name of what it declares (`variable "db_password"`).
_BLOCK = re.compile(
    r"""[ \t]*(?P<name>[A-Za-z_][\w.\-]{0,127})([ \t]+(?P<label>"[^"]*"|[\w.\-]+)){0,3}"""
    r"""[ \t]*[=:]?[ \t]*$"""
)
_CALL = re.compile(r"[A-Za-z_][\w.]*[ \t]*\(")
# Blocks deeper than this are read for their settings without their ancestors' names.
_MAX_DEPTH = 64


def parse_blocks(text: str) -> list[Field]:
    fields: list[Field] = []
    blocks: list[str] = []
    in_comment = False
    for offset, line in lines(text):
        start = 0
        quote = ""
        for special in _SPECIAL.finditer(line):
            token = special.group()
            if in_comment:
                if token == "*/":
                    in_comment, start = False, special.end()
                continue
            if quote or token[0] == "\\":
                quote = "" if token == quote else quote
                continue
            if token in ("'", '"'):
                quote = token
                continue
            _setting(text, offset, line, start, special.start(), blocks, fields)
            cut_at, start = start, special.end()
            if token in ("//", "#"):
                start = len(line)
                break
            if token == "/*":
                in_comment = True
            elif token == "{":
                opened = _BLOCK.match(line, cut_at, special.start())
                name = (opened["label"] or opened["name"]) if opened else ""
                blocks.append(name.strip("\"'"))
            elif token == "}" and blocks:
                blocks.pop()
        if not in_comment:
            _setting(text, offset, line, start, len(line), blocks, fields)
    return fields


def _setting(
    text: str, offset: int, line: str, start: int, end: int, blocks: list[str], fields: list[Field]
) -> None:
    """The `name = value` in LINE[START:END], if there is one."""
    setting = _SETTING.match(line, start, end)
    if setting is None:
        return
    value_start, value_end = setting.end(), end
    while value_end > value_start and line[value_end - 1] in " \t,":
        value_end -= 1
    if (
        value_end - value_start >= 2
        and line[value_start] in "\"'"
        and line[value_end - 1] == line[value_start]
    ):
        value_start, value_end = value_start + 1, value_end - 1
    elif value_start < value_end and line[value_start] in "\"'":
        return  # a string that goes on past the line (or past a cut): not a plain value
    elif _CALL.match(line, value_start, value_end):
        return  # an expression's value, read when it runs: env("X"), file("~/.token")
    if value_start >= value_end:
        return
    *dotted, name = setting["name"].strip("\"'").split(".")
    parents = (*blocks[-_MAX_DEPTH:], *dotted[-_MAX_DEPTH:])
    fields.append(Field(name, offset + value_start, offset + value_end, parents))
