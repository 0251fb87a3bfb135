"""XML configuration (Maven's settings.xml, .NET's web.config and app.config, Hadoop's
core-site.xml, JDBC data sources, FileZilla's sitemanager.xml, Apple property lists): every
attribute's value under the attribute's name, and every element's text under the element's name,
with the elements around it; and a setting written as a name and a value, in attributes
(`<add key="ApiKey" value="..."/>`) or child elements
(`<property><name>fs.s3a.secret.key</name><value>...`), under that name, as a property list's
<dict> writes each <key>NAME</key> before its <string>VALUE</string>; and an element's text under
the name its `name` or `key` attribute gives it (Guacamole's and Java's `<param
name="password">VALUE</param>`), or its <value> child's (.NET's `<setting name="ApiToken">`).

A tokenizer, not a parser: no entity is expanded and no DTD read (a document cannot make it
fetch or grow anything), in one pass over the tags; what it cannot read it passes over."""

from __future__ import annotations

import re

from govern.secrets.formats.fields import Entries, Field

# A declaration, a processing instruction or a comment without tags in it; or a tag. Each is
# bounded in length and stops at the next `<`, so an unclosed one costs one bounded look. The
# tags inside a comment are read as tags: a password commented out is still in the file.
_TAG = re.compile(
    r"<[?!][^<>]{0,4096}>"
    r"|<(?P<close>/)?(?P<name>[A-Za-z_][\w.:\-]{0,127})(?P<attributes>[^<>]{0,4096}?)(?P<empty>/)?>"
)
_ATTRIBUTE = re.compile(r"""(?P<name>[A-Za-z_][\w.:\-]{0,127})[ \t\r\n]*=[ \t\r\n]*(?P<q>["'])""")
_MAX_DEPTH = 64
# The elements a property list writes a <key>'s value as, when it is text.
_PLIST_VALUES = frozenset({"string", "data"})
# A property list's key that names a setting: a word, not a sentence.
_SETTING_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_.\-]{0,95}")
# An element's attribute that names the setting its text is the value of.
_NAME_ATTRIBUTE = re.compile(
    r"""(?<![\w.:\-])(?:name|key)[ \t\r\n]*=[ \t\r\n]*"""
    r"""(?P<q>["'])(?P<value>[A-Za-z_][\w.\-]{0,95})(?P=q)"""
)


class _Element:
    """An element being read: its name, where its text starts, and its children's entries
    (made when a child has text: most elements never need them)."""

    __slots__ = ("children", "key", "name", "named", "pending_key", "text_start")

    def __init__(self, name: str, text_start: int) -> None:
        self.name = name
        self.text_start = text_start
        self.children: Entries | None = None
        # A property list's <key> child just closed, whose value the next child is; and, for
        # that child, the key it is the value of.
        self.pending_key: str | None = None
        self.key: str | None = None
        # The setting a `name` or `key` attribute says the element's text is.
        self.named: str | None = None


def _path(open_: list[_Element]) -> tuple[str, ...]:
    return tuple(e.name for e in open_[-_MAX_DEPTH:])


def _local(name: str) -> str:
    """A name without its namespace prefix (sec:password is password)."""
    return name.rsplit(":", 1)[-1]


def parse_xml(text: str) -> list[Field]:
    fields: list[Field] = []
    open_: list[_Element] = []
    for tag in _TAG.finditer(text):
        name = tag["name"]
        if name is None:
            continue  # a comment, a CDATA section, a declaration
        name = _local(name)
        if tag["close"]:
            _close(text, name, tag.start(), open_, fields)
            continue
        named = None
        if "=" in tag["attributes"]:
            attributes = Entries(text, (*_path(open_), name))
            start, end = tag.start("attributes"), tag.end("attributes")
            value = _attributes(text, start, end, attributes, fields)
            named = _NAME_ATTRIBUTE.search(text, start, end)
            if value is not None and named is None:
                # An element whose `value` attribute is its own value, named by the element
                # (HPE iLO's RIBCL: <PASSWORD value="..."/> in <MOD_USER>).
                fields.append(Field(name, *value, _path(open_)))
            if tag["empty"]:
                named = None
        # A child takes the key a property list wrote before it; any child, empty or not, ends
        # the wait for one.
        key = open_[-1].pending_key if open_ else None
        if open_:
            open_[-1].pending_key = None
        if not tag["empty"] and len(open_) < 4 * _MAX_DEPTH:
            element = _Element(name, tag.end())
            element.key = key
            element.named = named["value"] if named else None
            open_.append(element)
    return fields


def _attributes(
    text: str, start: int, end: int, entries: Entries, fields: list[Field]
) -> tuple[int, int] | None:
    """Each attribute's value between START and END under its name (and a name-and-value pair's
    under the name it gives); where the `value` attribute's value is, if there is one."""
    position = start
    value: tuple[int, int] | None = None
    while True:
        attribute = _ATTRIBUTE.search(text, position, end)
        if attribute is None:
            return value
        value_start = attribute.end()
        value_end = text.find(attribute["q"], value_start, end)
        if value_end < 0:
            return value
        name = _local(attribute["name"])
        if name.lower() == "value":
            value = (value_start, value_end)
        fields.append(Field(name, value_start, value_end, entries.parents))
        pair = entries.add(name, value_start, value_end)
        if pair is not None:
            fields.append(pair)
        position = value_end + 1


def _close(text: str, name: str, at: int, open_: list[_Element], fields: list[Field]) -> None:
    """The end tag of NAME at AT: the element's text, if it holds only text, is its value."""
    depth = next((n for n in range(len(open_) - 1, -1, -1) if open_[n].name == name), None)
    if depth is None:
        return  # an end tag nothing opened: passed over
    element = open_[depth]
    del open_[depth:]
    start, end = element.text_start, at
    while start < end and text[start] in " \t\r\n":
        start += 1
    while end > start and text[end - 1] in " \t\r\n":
        end -= 1
    if start == end or text.find("<", start, end) >= 0:
        return  # no text, or child elements
    fields.append(Field(name, start, end, _path(open_)))
    if name == "key" and open_ and _SETTING_NAME.fullmatch(text, start, end):
        open_[-1].pending_key = text[start:end]
    elif name in _PLIST_VALUES and element.key is not None:
        fields.append(Field(element.key, start, end, _path(open_)))
    if element.named is not None:
        fields.append(Field(element.named, start, end, _path(open_)))
    elif name == "value" and open_ and open_[-1].named is not None:
        # .NET's applicationSettings: <setting name="ApiToken"><value>VALUE</value></setting>.
        fields.append(Field(open_[-1].named, start, end, _path(open_)))
    if open_:
        parent = open_[-1]
        if parent.children is None:
            parent.children = Entries(text, _path(open_))
        pair = parent.children.add(name, start, end)
        if pair is not None:
            fields.append(pair)
