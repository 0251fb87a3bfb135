"""Files that hold one bare token and nothing else: Vault's ~/.vault-token, iRODS' scrambled
password ~/.irods/.irodsA, Hugging Face's ~/.cache/huggingface/token, WireGuard's privatekey;
and files whose whole content is the secret, whatever bytes it holds (MySQL's obfuscated
.mylogin.cnf)."""

from __future__ import annotations

from govern.secrets.formats.fields import Field

# Longer than any of these tokens: a longer line is not one.
_MAX_TOKEN = 8192


def parse_token(text: str) -> list[Field]:
    """The token: the file's one line, without surrounding space. A file of several lines, or a
    line with spaces in it, is not a bare token file."""
    start, end = 0, len(text)
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    if start == end or end - start > _MAX_TOKEN:
        return []
    if any(c.isspace() for c in text[start:end]):
        return []
    return [Field("token", start, end)]


def parse_file(text: str) -> list[Field]:
    """The whole file as one value: a file that is a secret however its bytes look."""
    return [Field("file", 0, len(text))] if text else []
