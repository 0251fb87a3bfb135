"""Prose that names the value after it a vendor's or a standard's published test or sample
key ("the LoRa Alliance test AppKey `…`", "Example token format from the Cloudflare docs:
`…`"): a value every reader of the vendor's documentation has, not one's own."""

from __future__ import annotations

import re

from govern.secrets.lines import line_start
from govern.secrets.remarkwords import LINE_BOUND, LOGIN_WORD

# Prose that names the value just after it as a vendor's or a standard's published test or
# sample key: "the LoRa Alliance test AppKey `…`", "see Elsevier's sample key `…`", "the Acme
# docs example token: …". The vendor is one to three capitalized words, not counting a
# sentence's first (capitalized whatever it is: "Staging test key") unless its docs are named
# ("Opsgenie docs example key: …"); a key of one's own ("our
# test key", "my Staging test token") is no vendor's sample.
# The docs' own key or token is theirs to show, an example whatever they call it ("the Acme
# docs' token `…`").
_NAMED_SAMPLE = re.compile(
    r"(?:(?P<before>[^\s`'\"]{0,40})[ \t]+|^)"
    r"(?P<vendor>[A-Z][\w.-]{0,40}(?:[ \t]+[A-Z][\w.-]{0,40}){0,2})(?:'s)?"
    r"[ \t]+(?:(?P<docs>(?:docs?'?|documentation)[ \t]+)?(?:test|sample|example|demo)[ \t]+"
    r"(?:[\w-]{1,40}[ \t]+)?|(?P<docs_own>docs'|documentation's|manual's)[ \t]+)"
    r"(?P<what>[\w-]{1,40})[ \t]*(?P<operator>[:=])?[ \t]*[`'\"]?\Z"
)
# The words the prose must hold for _NAMED_SAMPLE to be tried at all, and how far before the
# last of them its match may start (the owner's word, three vendor's words and blanks): a long
# line's text before that is not searched.
_SAMPLE_WORD = re.compile(
    r"(?i)(?:test|sample|example|ejemplo|demo|docs'|documentation's|manual's)[ \t]"
)
_SAMPLE_BACK = 200
# Or prose that names the value an example from a vendor's documentation, the docs named after
# it: "Example token format from the Cloudflare docs: `…`", "a sample key in the Acme API
# reference: …". The docs are a capitalized vendor's (not "the docs", which may be one's own),
# and the value follows the colon that ends the clause. In Spanish the project is named after
# "de", whatever its case ("ejemplo del README de dependency-track: …").
# An aside may follow the docs ("(python)", ", NOT our key"), and the colon may introduce a
# snippet copied from them, the value its setting's (`token=…`, "api_key = '…'").
_FROM_VENDOR_DOCS = re.compile(
    r"(?:(?P<before>[^\s`'\"]{1,40})[ \t]+|^)(?:(?i:example|sample)[ \t]+"
    r"(?P<what>(?:[\w-]{1,40}[ \t]+){0,2})(?i:from|in)[ \t]+(?i:the[ \t]+)?"
    r"(?P<vendor>[A-Z][\w.-]{0,40}(?:[ \t]+[A-Z][\w.-]{0,40}){0,2})(?:'s)?[ \t]+"
    r"(?i:docs|documentation|manual|readme|api[ \t]+(?:docs|reference))"
    r"|(?i:ejemplo)[ \t]+(?i:del|de[ \t]+la|de|en[ \t]+el|en[ \t]+la)[ \t]+"
    r"(?i:docs|documentaci(?:\u00f3|\u00c3\u00b3)n|manual|readme)[ \t]+de[ \t]+"
    r"(?P<proyecto>[\w.-]{1,40}))"
    r"(?P<aside>[ \t]*\([^()\n]{1,40}\)|,[^,:;\n]{1,40})?[ \t]*:[ \t]*[`'\"]?"
    r"(?:[\w.-]{1,40}[ \t]*[=:][ \t]*[`'\"]?)?\Z"
)
# An aside that calls the example one's own ("(ours)", ", our key too"); "NOT our key" denies it.
_OWNED_ASIDE = re.compile(
    r"(?i)(?<!not )(?<!no )(?<!no es )\b(?:ours?|mine|my|nuestr[ao]s?|mis?)\b"
)
_OWN_WORDS = frozenset(
    {"our", "my", "your", "his", "her", "their", "its", "this", "that"}
    | {"nuestro", "nuestra", "mi", "su", "este", "esta", "ese", "esa"}
)
# A capitalized word before "test" that names one's own environment, not a vendor ("the Staging
# test token", "the QA test key"); and what a vendor publishes is a key or a token, not a login's
# password ("the Jenkins demo password: …" is the password of one's own demo server). Nor is a
# setting: `the Mailgun test api_key = …` assigns the account's own test key, where prose names
# a published one by a colon or nothing ("the LoRa test AppKey `…`").
_ENVIRONMENTS = frozenset(
    {
        "staging",
        "stage",
        "test",
        "testing",
        "qa",
        "uat",
        "dev",
        "development",
        "prod",
        "production",
        "preprod",
        "local",
        "internal",
        "sandbox",
        "lab",
        "demo",
        "ci",
    }
)


def named_as_sample(text: str, start: int) -> bool:
    """Whether the words just before the value at START on its line (up to a bound) name it a
    vendor's published test or sample key."""
    first = line_start(text, start, LINE_BOUND)
    if first is None:
        return False
    saids = list(_SAMPLE_WORD.finditer(text, first, start))
    if not saids:
        return False
    said = saids[-1]
    # From a line's start, or from a blank well before the word (its match starts after one).
    begin = max(first, said.start() - _SAMPLE_BACK)
    named = _NAMED_SAMPLE.search(text[begin:start]) if begin == first else None
    if begin > first:
        blank = text.find(" ", begin, said.start())
        named = None if blank < 0 else _NAMED_SAMPLE.search(text[blank:start])
    if named is None:
        return _from_vendor_docs(text[max(first, start - _SAMPLE_BACK) : start])
    vendor = named["vendor"].split()
    owner = (named["before"] or "").lower()
    if not (named["docs"] or named["docs_own"]) and not any(c.isalnum() for c in owner):
        vendor = vendor[1:]  # a sentence's first word is capitalized whatever it is
    return (
        bool(vendor)
        and owner not in _OWN_WORDS
        and vendor[0].lower() not in _OWN_WORDS
        and not _ENVIRONMENTS.intersection((owner, *(word.lower() for word in vendor)))
        and LOGIN_WORD.search(named["what"]) is None
        and named["operator"] != "="
    )


def _from_vendor_docs(before: str) -> bool:
    """Whether BEFORE, the words before a value on its line, end naming it an example from a
    vendor's documentation (_FROM_VENDOR_DOCS), not one's own (our, staging) nor a password."""
    named = _FROM_VENDOR_DOCS.search(before)
    if named is None:
        return False
    vendor = [word.lower() for word in (named["vendor"] or named["proyecto"]).split()]
    return (
        (named["before"] or "").lower() not in _OWN_WORDS
        and vendor[0] not in _OWN_WORDS
        and _ENVIRONMENTS.isdisjoint(vendor)
        and LOGIN_WORD.search(named["what"] or "") is None
        and _OWNED_ASIDE.search(named["aside"] or "") is None
    )
