"""AFAS Profit App Connector tokens (help.afas.nl, "Connector aanroepen via Profit Rest
Service"): the XML Profit shows, `<token><version>1</version><data>HEX</data></token>`, is
reported by its frame wherever it is written (64 hex digits alone are a digest's shape), and so
is its base64 encoding, as the REST API's `Authorization: AfasToken …` header carries it. The
help page's header cut short, and hex with no such frame, are not. Values are made here."""

from __future__ import annotations

import base64
import random

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(8585)
DATA = "".join(_RNG.choices("0123456789ABCDEF", k=64))
XML = f"<token><version>1</version><data>{DATA}</data></token>"
ENCODED = base64.b64encode(XML.encode()).decode()


def test_the_xml_token_is_reported_wherever_it_is_written(rules: RuleSet) -> None:
    shell = f"export AFAS_TOKEN_XML='{XML}'\n"
    assert values(rules, ".bashrc", shell) == [DATA]
    code = f'TOKEN_XML = os.environ.get("AFAS_TOKEN_XML", "{XML}")\n'
    assert values(rules, "sync/afas_sync.py", code) == [DATA]
    soap = f"      <afas:token>{XML}</afas:token>\n"
    assert values(rules, "afas/GetConnector.xml", soap) == [DATA]


def test_the_encoded_token_is_reported_in_its_header(rules: RuleSet) -> None:
    header = f"GET https://O12345AA.rest.afas.online/x\nAuthorization: AfasToken {ENCODED}\n"
    assert values(rules, "afas/check.http", header) == [ENCODED]


def test_a_token_cut_short_or_hex_without_its_frame_is_not_reported(rules: RuleSet) -> None:
    text = (
        f"# the help page's example: AfasToken {ENCODED[:44]}...\n"
        f"sha256 of the export: {DATA.lower()}\n"
        "<token><version>1</version><data>YOUR-TOKEN-HERE</data></token>\n"
    )
    assert values(rules, "afas/notes.md", text) == []
