"""Netscape cookie files (`cookies.txt`), the cookie jar curl writes with `-c` and reads with
`-b`, and yt-dlp's and wget's `--cookies` read (curl's "HTTP Cookies" documentation): one cookie a
line, seven fields separated by tabs: domain, whether subdomains match, path, whether only over
HTTPS, when it expires, its name, its value. `#` starts a comment, except `#HttpOnly_` in front of
a domain, which marks an HttpOnly cookie. Each cookie's value is read under its name."""

from __future__ import annotations

from govern.secrets.formats.fields import Field, lines

# The fields of a cookie's line, and the marker an HttpOnly cookie's domain carries.
_FIELDS = 7
_HTTP_ONLY = "#HttpOnly_"
# A cookie's line is short: a longer one is not one (and is not split).
_MAX_LINE = 8192


def parse_cookie_jar(text: str) -> list[Field]:
    """Each cookie of TEXT, a Netscape cookie file: its value under its name. Lines of any other
    shape (comments, blanks, prose) are passed over."""
    fields: list[Field] = []
    for offset, line in lines(text):
        if not line or len(line) > _MAX_LINE:
            continue
        if line.startswith("#") and not line.startswith(_HTTP_ONLY):
            continue
        cells = line.split("\t")
        if len(cells) != _FIELDS or not cells[5]:
            continue
        value = cells[6].strip()
        if not value:
            continue
        start = offset + line.rindex("\t") + 1
        start += len(cells[6]) - len(cells[6].lstrip())
        fields.append(Field(cells[5], start, start + len(value)))
    return fields
