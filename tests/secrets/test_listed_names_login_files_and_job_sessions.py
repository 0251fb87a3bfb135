"""Three things that look like a secret's value and are not: a name in backticks listed in a
prose's parentheses after another (no call's argument outside code); the user's name on the
first line of a two-line login file; a session id a batch job's output prints. Their look-alikes
(a call in code, a key id above its secret, a session token) stay reported, and so does an app's
key beside its secret whatever a comment above it calls it (tests/secrets/LABELS.md, rule 2).
Values are made here."""

from __future__ import annotations

import random
import string

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values

_DRAW = random.Random(61403)
PASSWORD = "".join(_DRAW.choices(string.ascii_letters, k=9)) + "%7_Q"
KEY = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=26))
SECRET = "".join(_DRAW.choices(string.ascii_letters + string.digits, k=30))
KEY_ID = "AKIA" + "".join(_DRAW.choices(string.ascii_uppercase + string.digits, k=16))
HEX = "".join(_DRAW.choices("0123456789abcdef", k=32))


def test_backticked_names_listed_in_prose_are_no_call_arguments(rules: RuleSet) -> None:
    note = (
        "- the relay's hooks read (`RELAY_Token`, `RELAY_Zone_ID`, and the region):\n"
        "  https://relay.example.net/docs/hooks\n"
    )
    assert found(rules, "docs/HOOKS.md", note) == []


def test_a_call_in_code_still_gives_its_value(rules: RuleSet) -> None:
    source = f"Deno.env.set(`RELAY_TOKEN`, `{KEY}`);\n"
    assert values(rules, "relay/boot.ts", source) == [KEY]


def test_a_login_files_user_name_is_not_reported(rules: RuleSet) -> None:
    for user in ("mkarlsen2", "m.karlsen@example.org", "svc-relay"):
        assert found(rules, "home/u/relay_credentials.txt", f"{user}\n{PASSWORD}\n") == [
            (2, PASSWORD)
        ], user


def test_a_random_first_line_of_two_is_no_user_name(rules: RuleSet) -> None:
    # Small letters drawn at random are shaped as a login name but are none.
    drawn = "".join(_DRAW.choices("bcdfghjklmnpqrstvwxz", k=14)) + "a3"
    text = f"{drawn}\n{PASSWORD}\n"
    assert values(rules, "home/u/relay_credentials.txt", text) == [drawn, PASSWORD]


def test_a_key_id_above_its_secret_stays_reported(rules: RuleSet) -> None:
    # Capitals and many digits: a key's id, not a login name.
    text = f"{KEY_ID}\n{SECRET}\n"
    assert values(rules, "home/u/relay_credentials.txt", text) == [KEY_ID, SECRET]


def test_an_app_key_a_comment_above_calls_the_client_id_is_reported_beside_its_secret(
    rules: RuleSet,
) -> None:
    # Issued with the secret that signs its calls, the key is labelled with it: the remark
    # names its role, not that it is public.
    source = (
        "# the partner key is our client id for the feed; its secret signs each call\n"
        f'PARTNER_KEY = "{KEY}"\n'
        f'PARTNER_SECRET = "{SECRET}"\n'
    )
    assert values(rules, "relay/feed.py", source) == [KEY, SECRET]


def test_a_remark_above_leaves_the_key_where_no_secret_is_beside_or_it_is_guarded(
    rules: RuleSet,
) -> None:
    alone = f'# the partner key is our client id\nPARTNER_KEY = "{KEY}"\nREGION = "eu"\n'
    assert values(rules, "relay/feed.py", alone) == [KEY]
    guarded = (
        "# the partner key is our client id, keep it private\n"
        f'PARTNER_KEY = "{KEY}"\nPARTNER_SECRET = "{SECRET}"\n'
    )
    assert values(rules, "relay/feed.py", guarded) == [KEY, SECRET]
    # A comment two lines above is about something else.
    far = (
        "# the partner key is our client id\n"
        "REGION = 'eu'\n"
        f'PARTNER_KEY = "{KEY}"\nPARTNER_SECRET = "{SECRET}"\n'
    )
    assert values(rules, "relay/feed.py", far) == [KEY, SECRET]


def test_a_job_outputs_session_id_is_not_reported(rules: RuleSet) -> None:
    output = f"relay-sync 2.1 starting\n  fetch: 12 items\n  session: {HEX}\ndone\n"
    assert found(rules, "runs/logs/relay-sync_8812.out", output) == []


def test_a_session_token_in_a_job_output_and_a_session_in_notes_stay_reported(
    rules: RuleSet,
) -> None:
    output = f"relay-sync 2.1 starting\n  session_token: {KEY}\n"
    assert values(rules, "runs/logs/relay-sync_8812.out", output) == [KEY]
    assert values(rules, "runs/notes.txt", f"  session: {HEX}\n") == [HEX]
    # A cookie a client can send again, printed in a job's output.
    cookie = f"> GET /api/runs\n> Cookie: sessionid={KEY}\n"
    assert values(rules, "runs/logs/curl.out", cookie) == [KEY]
