"""Random values drawn with punctuation, told from the templates and references whose
characters they share: two `@` of a Django SECRET_KEY that happen to enclose a name are no
autoconf `@NAME@` slot; a password quoted alone after lftp's `-u USER,`, or after a user quoted
alone, is still the password; an app key glued into one word (APPKEY, appKey) is the app key."""

from __future__ import annotations

import secrets

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("srv", "app", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


# Django's get_random_secret_key() alphabet, with `@…@` around a name inside.
DJANGO = "q3(z!u9w@kx7@m2=+b8^e*d-t0)h_j5&v%yc#p4s6g$n1r_fa"


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("portal.env", f"DJANGO_SECRET_KEY={DJANGO}\n"),
        ("settings.py", f"SECRET_KEY = '{DJANGO}'\n"),
        ("deploy.sh", f"export SECRET_KEY='{DJANGO}'\n"),
    ],
)
def test_a_random_value_with_at_signs_is_found(rules: RuleSet, file_name: str, text: str) -> None:
    assert _values(rules, file_name, text) == [DJANGO]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # autoconf's and CMake's substitutions, whole or inside a value.
        ("app.env.in", "DB_PASSWORD=@DB_PASSWORD@\n"),
        ("settings.py.in", "SECRET_KEY = 'prefix-@SECRET_SUFFIX@-x9'\n"),
        ("client.env", "API_TOKEN=tok_@BUILD_TOKEN_ID@_v2\n"),
    ],
)
def test_build_substitution_slots_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert not _values(rules, file_name, text)


PASSWORD = "Kv8%qT2r.wZ5nB"


@pytest.mark.parametrize(
    "text",
    [
        f'lftp -u ingest,"{PASSWORD}" sftp://data.example.org -e "mirror in ./in; bye"\n',
        f"lftp -u ingest,'{PASSWORD}' -e 'get x; bye' ftp://ftp.example.org\n",
        f'lftp -u "ingest,{PASSWORD}" sftp://data.example.org\n',
    ],
)
def test_lftp_password_quoted_alone_is_found(rules: RuleSet, text: str) -> None:
    assert _values(rules, "pull.sh", text) == [PASSWORD]


@pytest.mark.parametrize(
    "text",
    [
        'lftp -u ingest,"$SFTP_PASSWORD" sftp://data.example.org\n',
        "lftp -u ingest, sftp://data.example.org\n",
        'lftp -u ingest,"<password>" sftp://data.example.org\n',
    ],
)
def test_lftp_password_from_a_variable_or_a_prompt_is_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert not _values(rules, "pull.sh", text)


def _lftp_password() -> str:
    return secrets.token_urlsafe(12).replace("-", "%").replace("_", ".") + "q7"


# lftp's `-u user[,pass]`: the user quoted alone (a variable), the password a literal.
_QUOTED_USER = [
    "lftp -u \"$USER\",'{pw}' sftp://$HOST <<EOF\nmirror /out ./in\nEOF\n",
    'lftp -u "$SFTP_USER","{pw}" -e "get x; bye" ftp://ftp.example.org\n',
    "lftp -e 'open -u \"$USER\",{pw} ftp.example.org; ls; bye'\n",
]


def test_lftp_password_after_a_quoted_user_is_found(rules: RuleSet) -> None:
    for template in _QUOTED_USER:
        password = _lftp_password()
        assert _values(rules, "pull.sh", template.format(pw=password)) == [password], template
    # The user quoted alone with no literal password after it.
    for text in (
        'lftp -u "$USER","$SFTP_PASSWORD" sftp://data.example.org\n',
        'lftp -u "$USER" sftp://data.example.org\n',
        "lftp -u \"$USER\",'<password>' sftp://data.example.org\n",
    ):
        assert not _values(rules, "pull.sh", text), text


KEY = "9C41E07B2AD35F68B0E4A71C93D2F85A"


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("client.py", f'APPKEY = "{KEY}"\n'),
        ("client.js", f'const appKey = "{KEY}";\n'),
        ("settings.yaml", f"ingest:\n  appkey: {KEY}\n"),
    ],
)
def test_a_glued_app_key_is_an_app_key(rules: RuleSet, file_name: str, text: str) -> None:
    assert _values(rules, file_name, text) == [KEY]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A key's file, a variable, and a key beside the secret of its OAuth client.
        ("client.py", 'APPKEY = "keys/appkey.txt"\n'),
        ("client.py", 'APPKEY = os.environ["NSG_APPKEY"]\n'),
        ("client.env", f"DROPBOX_APPKEY={KEY[:15].lower()}\nDROPBOX_APPSECRET=$SECRET\n"),
    ],
)
def test_glued_app_key_look_alikes_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert not _values(rules, file_name, text)


@pytest.mark.parametrize(
    "text",
    ["SECRET_KEY=" + "@a@!" * 200_000, "lftp -u a," + '"' * 300_000, "APPKEY = " * 100_000],
)
def test_hostile_punctuated_values_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _values(rules, "app.env", part), text)
    assert linear, times


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("hosts.csv", '#node,user,password\n"bmc1","ADMIN","XTQJKkVoU.PrQo"\n'),
        ("db.yaml", "database:\n  password: qWErtYzKxA.mPvB\n"),
    ],
)
def test_random_letters_around_a_dot_are_a_password(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert len(_values(rules, file_name, text)) == 1


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("app.py", 'token = "context.AccessToken"\n'),
        ("app.py", 'password = "self._cached.Value"\n'),
        ("hosts.csv", '#node,user,password\n"bmc1","ADMIN","Response.NextMarker"\n'),
    ],
)
def test_fields_joined_by_dots_are_not_passwords(rules: RuleSet, file_name: str, text: str) -> None:
    assert not _values(rules, file_name, text)
