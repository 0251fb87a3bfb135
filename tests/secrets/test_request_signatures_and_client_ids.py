"""A presigned URL's signature and its credential's id (an HMAC over one request, and the id of
a key the URL does not hold) are not reported, while a session token in the same query is; a
client id MET Norway's Frost API takes as curl's Basic user is an id, while another API's key
given the same way is reported; a commented-out login under a comment calling it expired (a
dash ending the clause) is not reported, while one under a comment about expired tokens in
general is."""

from __future__ import annotations

import secrets
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def _query(credential: str, extra: str = "") -> str:
    return (
        "?X-Amz-Algorithm=AWS4-HMAC-SHA256"
        f"&X-Amz-Credential={credential}%2F20250402%2Fus-east-1%2Fs3%2Faws4_request"
        f"&X-Amz-Date=20250402T101500Z&X-Amz-Expires=600{extra}&X-Amz-SignedHeaders=host"
        f"&X-Amz-Signature={secrets.token_hex(32)}"
    )


def test_presigned_signatures_pass_but_a_session_token_beside_one_does_not(
    rules: RuleSet,
) -> None:
    session = "IQoJb3JpZ2luX2Vj" + secrets.token_urlsafe(48)
    with_token = _query("reader", f"&X-Amz-Security-Token={session}")
    listing = (
        f"https://minio.example.org/public/t0.tiff{_query('reader')}\n"
        f"https://b.s3.amazonaws.com/t1.tiff{with_token}\n"
    )
    assert found(rules, "projects/x/cellprofiler/filelist.txt", listing) == [(2, session)]


def test_a_frost_client_id_is_no_secret_but_another_apis_key_as_user_is(rules: RuleSet) -> None:
    client, key = str(uuid.uuid4()), str(uuid.uuid4())
    history = (
        f'curl -s -u {client}: "https://frost.met.no/sources/v0.jsonld?county=Agder" | jq .\n'
        f'curl -s -u {key}: "https://frost.met.no.example.net/x"\n'
    )
    assert found(rules, ".bash_history", history) == [(2, key)]


def test_a_login_under_a_comment_calling_it_expired_is_passed_over(rules: RuleSet) -> None:
    dead, live = secrets.token_urlsafe(12), secrets.token_urlsafe(12)
    script = (
        "# ETH test account from the 2023 workshop, expired -- keep for the notebook history\n"
        f'# ETH = Client("ETH", user="workshop", password="{dead}")\n'
        "# tokens expired -- ask for a new one\n"
        f'IRIS = Client("IRIS", user="obs", password="{live}")\n'
    )
    assert found(rules, "projects/x/scripts/pull.py", script) == [(4, live)]


@pytest.mark.parametrize(
    "after",
    [
        "https://api.example.com/v1 && curl -u other: https://frost.met.no/x",
        "https://api.example.com/v1; echo see https://frost.met.no",
        "https://api.example.com/v1  # cf https://frost.met.no",
        '-H "Referer: https://frost.met.no/" https://api.example.com/v1/data',
        '"https://proxy.example.com/fetch?u=https://frost.met.no/x"',
        "https://frost.met.no@evil.example.com/",
    ],
)
def test_a_token_sent_elsewhere_beside_a_frost_url_is_reported(rules: RuleSet, after: str) -> None:
    # Only the command's own target, its first URL argument, says where the value goes.
    key = secrets.token_urlsafe(21)
    assert found(rules, ".bash_history", f"curl -u {key}: {after}\n") == [(1, key)]


def test_a_plain_named_signature_of_a_query_with_its_epoch_expiry_passes(rules: RuleSet) -> None:
    # LabArchives' API call: the signature is an HMAC over the method and the expiry's time.
    signature, password = secrets.token_hex(32), secrets.token_hex(8)
    log = (
        "GET https://api.labarchives.com/api/users/user_access_info?login_or_email=a%40b.org"
        f"&password={password}&akid=lab_ca&expires=1795500001000&sig={signature}\n"
        "GET https://api.labarchives.com/api/tree_tools/get_tree_level?parent_tree_id=0"
        f"&akid=lab_ca&expires=1795500003000&sig={signature}\n"
    )
    assert found(rules, "projects/x/logs/sync.log", log) == [(1, password)]
    # A shared access signature gives its expiry as a date: its sig is the secret.
    sas = f"https://acct.blob.core.windows.net/c?sv=2022-11-02&se=2030-01-01&sp=r&sig={signature}\n"
    assert found(rules, "projects/x/logs/sync.log", sas) == [(1, signature)]
