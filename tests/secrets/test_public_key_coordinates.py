"""QuestDB's ILP authentication gives its clients a JWK's three parts under their own names:
`token` the private key (the JWK's `d`), `token_x` and `token_y` the public key's coordinates,
which the server's auth.txt holds too. Only the private part is a secret. Values are made here."""

from __future__ import annotations

from govern.secrets.rules import RuleSet
from tests.secrets.found import found

PRIVATE = "VoLAFzVMGui6fzb0IdiawkFawDwHEcdoklzt8QjSOL1"
X = "fLKYEaoEb9lrn3nkwLDA-M_xnuFOdSt9y0Z7_vWSHLU"
Y = "Dt5tbS1dEDMSYfym3fgMv0B99szno-dFc1rYF9t0aac"


def test_the_private_token_is_found_and_its_public_coordinates_are_not(rules: RuleSet) -> None:
    conf = (
        "conf = (\n"
        '    "tcps::addr=questdb.example.org:9009;"\n'
        '    "username=ingest_ilp;"\n'
        f'    "token={PRIVATE};"\n'
        f'    "token_x={X};"\n'
        f'    "token_y={Y};"\n'
        ")\n"
    )
    assert found(rules, "ingest.py", conf) == [(4, PRIVATE)]
    keywords = f'sender = Sender(host, 9009, token="{PRIVATE}", token_x="{X}", token_y="{Y}")\n'
    assert found(rules, "ingest.py", keywords) == [(1, PRIVATE)]


def test_a_token_under_a_longer_name_is_still_found(rules: RuleSet) -> None:
    assert found(rules, "ingest.py", f'token_xfer = "{X}"\n') == [(1, X)]
