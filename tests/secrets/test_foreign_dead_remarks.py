"""A remark in Spanish, Portuguese, German or Italian that calls a value dead: expired
(vencida, venció, expirado, abgelaufen, scaduto), revoked (revoqué, revogado, revocato),
deleted (borramos, apagado, gelöscht, cancellato), "quedó muerto", or that it no longer works
("ya no responde", "ya no vale", "não funciona mais"); or, after it, that it is the old secret
("secreto anterior"), or, after a value on a line kept commented out, in a clause of its
own ("# trial de 14 días, venció en julio"). Each is read as written and as a UTF-8 file
read as latin-1 gives it. A remark that denies the verdict, or goes on to a new value, leaves
the value reported. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import values

_RNG = random.Random(79011)
TOKEN = "".join(_RNG.choices(string.ascii_letters + string.digits, k=31)) + "8"
LIVE = "".join(_RNG.choices(string.ascii_letters + string.digits, k=31)) + "3"


def _both_forms(text: str) -> list[str]:
    """TEXT as written, and as its UTF-8 bytes read as latin-1 (how a file is scanned)."""
    return [text, text.encode("utf-8").decode("latin-1")]


@pytest.mark.parametrize(
    "text",
    [
        f"# cuenta de prueba (2024) \u2014 vencida y dada de baja, no reutilizar:\n"
        f"# api_token = {TOKEN}\n",
        f"# Meta cerr\u00f3 la API; este token qued\u00f3 muerto con el servicio\n"
        f"api_token = {TOKEN}\n",
        f"# cuenta piloto; lo borramos del panel en agosto, ya no responde\napi_token = {TOKEN}\n",
        f"# cuenta piloto; lo revoqu\u00e9 en marzo\napi_token = {TOKEN}\n",
        f"# cuenta cerrada, ya no vale\napi_token = {TOKEN}\n",
        f"# conta fechada, n\u00e3o funciona mais\napi_token = {TOKEN}\n",
        f"# conta de teste, revogado em maio\napi_token = {TOKEN}\n",
        f"# Testkonto, abgelaufen im Juni\napi_token = {TOKEN}\n",
        f"# Testkonto; gel\u00f6scht am 3. Mai\napi_token = {TOKEN}\n",
        f"# account di prova, scaduto a giugno\napi_token = {TOKEN}\n",
        f"api_token = {LIVE}\n"
        f"# api_token = {TOKEN}   # secreto anterior: qued\u00f3 inv\u00e1lido\n",
    ],
)
def test_a_value_its_foreign_remark_calls_dead_is_not_reported(rules: RuleSet, text: str) -> None:
    for form in _both_forms(text):
        assert TOKEN not in values(rules, "relay/client.conf", form)


@pytest.mark.parametrize(
    "text",
    [
        # Denied: not revoked, not expired.
        f"# cuenta piloto; no est\u00e1 revocado\napi_token = {TOKEN}\n",
        f"# compte pilote, pas expir\u00e9\napi_token = {TOKEN}\n",
        # Of another value: the old one beside a new one, or the verdict goes on to the new.
        f"# la clave anterior, vencida en julio; la nueva:\napi_token = {TOKEN}\n",
        f"# ancienne cl\u00e9 expir\u00e9e en mars, la nouvelle cl\u00e9 :\napi_token = {TOKEN}\n",
        f"# alter Schl\u00fcssel; abgelaufen im Juni, der neue:\napi_token = {TOKEN}\n",
        f"# vecchia chiave, scaduta a giugno; il nuovo:\napi_token = {TOKEN}\n",
        # A secret's field answered no.
        f"# vencido: no\napi_token = {TOKEN}\n",
        # The old secret's remark said after the live one is not of it.
        f"api_token = {TOKEN}   # lo nuevo; el secreto anterior qued\u00f3 inv\u00e1lido\n",
    ],
)
def test_a_live_value_beside_a_foreign_remark_stays_reported(rules: RuleSet, text: str) -> None:
    for form in _both_forms(text):
        assert TOKEN in values(rules, "relay/client.conf", form)


@pytest.mark.parametrize(
    "text",
    [
        f"api_token = {LIVE}\n"
        f"# api_token = {TOKEN}   # trial de 14 d\u00edas, venci\u00f3 en julio\n",
        f"api_token = {LIVE}\n# api_token = {TOKEN}   # 14-day trial, expired in July\n",
    ],
)
def test_a_commented_value_its_trailing_remark_calls_dead_is_not_reported(
    rules: RuleSet, text: str
) -> None:
    for form in _both_forms(text):
        assert values(rules, "relay/client.conf", form) == [LIVE]


@pytest.mark.parametrize(
    "text",
    [
        # A live line: the remark may date the trial, not this value's end.
        f"api_token = {TOKEN}   # trial de 14 d\u00edas, venci\u00f3 en julio\n",
        # Of the older value, or denied.
        f"# api_token = {TOKEN}   # trial, la anterior venci\u00f3 en julio\n",
        f"# api_token = {TOKEN}   # trial, no venci\u00f3\n",
        f"# api_token = {TOKEN}   # trial, expired in July; the new one works\n",
    ],
)
def test_a_trailing_remark_of_another_value_leaves_it_reported(rules: RuleSet, text: str) -> None:
    for form in _both_forms(text):
        assert TOKEN in values(rules, "relay/client.conf", form)


HEX = "".join(_RNG.choices("0123456789abcdef", k=32))


@pytest.mark.parametrize(
    ("text", "reported"),
    [
        # The sentence a comment's line told the value in goes on to its verdict.
        (
            f"# la sesi\u00f3n 20 (token {HEX}) qued\u00f3 cerrada con ese DELETE, "
            f"el token ya no vale\n",
            False,
        ),
        (f"# session 20 (token {HEX}) was closed, the token no longer works\n", False),
        # Of another value, or no verdict at all.
        (f"# la sesi\u00f3n 20 (token {HEX}) sigue; el token anterior ya no vale\n", True),
        (f"# session 20 (token {HEX}) was closed, the old token no longer works\n", True),
        (f"# la sesi\u00f3n 20 (token {HEX}) sigue abierta\n", True),
    ],
)
def test_a_comment_line_that_goes_on_to_its_value_s_verdict(
    rules: RuleSet, text: str, reported: bool
) -> None:
    session = "$ curl -H 'X-Auth-Token: $TOKEN' https://bmc.example.org/redfish/v1/Systems\n"
    for form in _both_forms(session + text):
        assert (HEX in values(rules, "bmc/redfish_session.log", form)) is reported


@pytest.mark.parametrize(
    "remark",
    [
        # French: the verdict opens the parentheses and says when in words.
        "- Ancien mot de passe du compte `atelier` (d\u00e9sactiv\u00e9 \u00e0 la fin du projet"
        " pilote en 2025) :",
        "- Old password of the `atelier` account (revoked at the end of the pilot) :",
        # Swedish: the verdict names the account it is said of ("account deleted 2025").
        "- Gamla FTP-l\u00f6senordet (avslutat abonnemang, kontot raderat 2025):",
        "- Old FTP password (subscription ended, account deleted 2025):",
    ],
)
def test_a_foreign_verdict_in_a_label_s_parentheses_is_said_of_its_value(
    rules: RuleSet, remark: str
) -> None:
    text = f"- Mot de passe du compte `atelier` : {LIVE}\n{remark} {TOKEN}\n"
    for form in _both_forms(text):
        assert values(rules, "notes/notes.md", form) == [LIVE]


@pytest.mark.parametrize(
    "remark",
    [
        # The verdict goes on to the new value, or says when only of how such values fare.
        "- Mot de passe du compte `atelier` (d\u00e9sactiv\u00e9 en 2025, voir le nouveau) :",
        "- Mot de passe (d\u00e9sactiv\u00e9 en 2025, le nouveau ci-dessous) :",
        "- Password (deleted when the new account was made):",
        "- FTP-l\u00f6senordet (kontot raderat 2025, nya kontot):",
    ],
)
def test_a_foreign_verdict_of_another_value_leaves_it_reported(rules: RuleSet, remark: str) -> None:
    text = f"{remark} {TOKEN}\n"
    for form in _both_forms(text):
        assert TOKEN in values(rules, "notes/notes.md", form)


def test_a_finnish_verdict_after_a_value_is_said_of_it(rules: RuleSet) -> None:
    """ "On vaihdettu" (has been changed) and "ei enää käytössä" (no longer in use) after the
    value; the live one on the next item stays reported."""
    text = (
        f"- Edellinen PSK `{TOKEN}` on vaihdettu 2026-01-12, ei en\u00e4\u00e4"
        " k\u00e4yt\u00f6ss\u00e4.\n"
        f"- Nykyinen PSK `{LIVE}` on voimassa.\n"
    )
    for form in _both_forms(text):
        assert values(rules, "notes/verkko.md", form) == [LIVE]


@pytest.mark.parametrize(
    "after",
    [
        "on voimassa",  # is valid
        "on vaihdettava ensi viikolla",  # must be changed next week
        "on the server since May",
    ],
)
def test_a_value_a_finnish_remark_does_not_call_dead_is_reported(
    rules: RuleSet, after: str
) -> None:
    assert values(rules, "notes/verkko.md", f"- PSK `{TOKEN}` {after}.\n") == [TOKEN]


@pytest.mark.parametrize(
    "after",
    [
        "byl zru\u0161en (revoked) 2026-10-02, nepou\u017e\u00edvat",  # was revoked, do not use
        "byl zneplatn\u011bn (token.delete) p\u0159i reinstalaci",  # was invalidated
        # Revoked when a colleague left; the team got a new one (kept elsewhere).
        "zru\u0161en po odchodu kolegy, t\u00fdm dostal nov\u00fd",
        "u\u017e nefunguje",  # no longer works
    ],
)
def test_a_czech_verdict_after_a_value_is_said_of_it(rules: RuleSet, after: str) -> None:
    """The verdict just after the value is its own; the live one on the next item stays
    reported."""
    text = f"- star\u00fd token `{TOKEN}` {after}\n- nov\u00fd token: `{LIVE}`\n"
    for form in _both_forms(text):
        assert values(rules, "notes/poznamky.md", form) == [LIVE]


@pytest.mark.parametrize(
    "after",
    [
        "bude zru\u0161en v pond\u011bl\u00ed",  # will be revoked on Monday
        "funguje",  # works
        # Revoking access goes through the helpdesk only.
        "zru\u0161en\u00ed p\u0159\u00edstupu jen p\u0159es helpdesk",
    ],
)
def test_a_value_a_czech_remark_does_not_call_dead_is_reported(rules: RuleSet, after: str) -> None:
    for form in _both_forms(f"- token `{TOKEN}` {after}.\n"):
        assert values(rules, "notes/poznamky.md", form) == [TOKEN]


def test_a_dutch_verdict_above_a_commented_value_is_said_of_it(rules: RuleSet) -> None:
    """ "Ingetrokken" (revoked) above the line kept commented out; the live value above the
    remark stays reported."""
    text = (
        f"export LIZARD_API_KEY={LIVE}\n"
        "# oude key van het pilotproject, ingetrokken in het Lizard-portaal (jan 2026):\n"
        f"# export LIZARD_API_KEY={TOKEN}\n"
    )
    assert values(rules, "home/u/.bashrc", text) == [LIVE]


def test_a_dutch_revocation_still_ahead_leaves_the_value_reported(rules: RuleSet) -> None:
    # "Will be revoked in March": live until then.
    text = f"# pilotkey, wordt ingetrokken in maart:\n# export LIZARD_API_KEY={TOKEN}\n"
    assert values(rules, "home/u/.bashrc", text) == [TOKEN]


def test_an_indonesian_remark_that_a_value_is_the_old_one_is_said_of_it(rules: RuleSet) -> None:
    """ "<- yang lama" (the old one) after a commented value; the live key above stays
    reported, and so does a value called "yang baru" (the new one)."""
    text = (
        f"export AWS_SECRET_ACCESS_KEY={LIVE}\n"
        f"# export PASSPHRASE='{TOKEN}'   <- yang lama, arsip sebelum 2025 sudah dihapus\n"
    )
    assert values(rules, "backup.sh", text) == [LIVE]
    assert values(rules, "backup.sh", f"export PASSPHRASE='{TOKEN}'   # <- yang baru\n") == [TOKEN]
