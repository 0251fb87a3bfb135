"""Calls that take more than one secret by position (rsconnect's setAccountInfo(name, token,
secret): each listed position is read), and calls that look a record up by its key or token
(gspread's open_by_key), whose argument names the record rather than being a secret."""

from __future__ import annotations

import random
import string
import uuid

import pytest

from govern.secrets.calls import call_candidates, call_table
from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.linear import text_grows_linearly

_ALNUM = string.ascii_letters + string.digits


def _r(alphabet: str, size: int, seed: int) -> str:
    rng = random.Random(f"{alphabet}-{size}-{seed}")
    return "".join(rng.choice(alphabet) for _ in range(size))


def _values(rules: RuleSet, file_name: str, text: str) -> list[str]:
    parts = ("home", "kim", *file_name.split("/"))
    return [m.value for m in find_matches(text, parts, rules)]


# A token that starts with a digit, as shinyapps.io's do half the time: no user's name.
TOKEN = "7" + _r("0123456789ABCDEF", 31, seed=1)
SECRET = _r(_ALNUM + "+/", 40, seed=2)


def test_every_position_a_call_lists_is_read() -> None:
    table = call_table({"register": [1, 3], "login": 2}, ())
    text = 'register("acct", "T0k", "x", "S3c")\nlogin("h", "u", "P4s")\n'
    found = [text[c.start : c.end] for c in call_candidates(text, table)]
    assert found == ["T0k", "S3c", "P4s"]


@pytest.mark.parametrize(
    "text",
    [
        f'rsconnect::setAccountInfo("lab", "{TOKEN}", "{SECRET}")\n',
        f'setAccountInfo("lab-apps",\n    "{TOKEN}",\n    "{SECRET}", server = "shinyapps.io")\n',
    ],
)
def test_rsconnect_account_token_and_secret_are_both_found(rules: RuleSet, text: str) -> None:
    assert sorted(_values(rules, "deploy.R", text)) == sorted([TOKEN, SECRET])


def test_rsconnect_account_from_the_environment_is_not_reported(rules: RuleSet) -> None:
    text = 'setAccountInfo("lab", Sys.getenv("SHINY_TOKEN"), Sys.getenv("SHINY_SECRET"))\n'
    assert not _values(rules, ".Rhistory", text)


@pytest.mark.parametrize(
    "text",
    [
        # A spreadsheet's, a record's, a cache entry's key: what the call opens or finds.
        f'sheet = client.open_by_key("{_r(_ALNUM, 44, seed=3)}")\n',
        f'row = store.find_by_token("{_r(_ALNUM, 32, seed=4)}")\n',
        f'user = User.get_by_api_key("{_r(_ALNUM, 32, seed=5)}")\n',
    ],
)
def test_a_lookup_by_key_or_token_is_no_secret(rules: RuleSet, text: str) -> None:
    assert not _values(rules, "report.py", text)


def test_a_call_named_for_a_key_still_takes_its_secret(rules: RuleSet) -> None:
    key = _r(_ALNUM, 32, seed=6)
    assert _values(rules, "report.py", f'client.set_api_key("{key}")\n') == [key]


@pytest.mark.parametrize(
    "text",
    [
        "setAccountInfo(" * 100_000,
        'setAccountInfo("a", "' * 60_000,
        'open_by_key("' * 60_000,
    ],
)
def test_hostile_positional_calls_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _values(rules, "deploy.R", part), text)
    assert linear, times


# A key of the shape services issue: a UUID, which under `key` alone is taken for an id.
UUID_KEY = "3F2B8C1D-7E4A-4B9C-8D2E-6A1F0C3B5E97"
KEY10 = "q7XbR2mKz9"


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        ("yields.R", f'usda_auth(key = "{UUID_KEY}")\n', UUID_KEY),
        ("aq.R", f'aq_credentials(username = "ana@example.org",\n  key = "{KEY10}")\n', KEY10),
        (
            "client.py",
            f'api = Session(\n    # issued by the portal\n    auth="{SECRET}",\n)\n',
            SECRET,
        ),
        ("login.jl", f'connect(host="db.example.org", key="{UUID_KEY}")\n', UUID_KEY),
    ],
)
def test_a_key_given_by_name_to_a_login_call_is_found(
    rules: RuleSet, file_name: str, text: str, value: str
) -> None:
    assert _values(rules, file_name, text) == [value]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # The same name given to calls that are no login, that look a record up, or beside
        # the secret whose client it names.
        ("plot.py", f'ax.legend(key="{UUID_KEY}")\n'),
        ("cache.py", f'entry = cache_client.get_session(key="{UUID_KEY}")\n'),
        ("vid.py", f'VideoClient(key="{UUID_KEY}",  # the app\'s id\n  secret=os.environ["S"])\n'),
        ("yields.R", 'usda_auth(key = Sys.getenv("USDA_KEY"))\n'),
    ],
)
def test_a_key_by_name_that_is_no_login_credential_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert not _values(rules, file_name, text)


@pytest.mark.parametrize(
    "text", ['connect(key="' * 60_000, "login(" + "key=1, # c\n" * 50_000 + ")"]
)
def test_hostile_login_keywords_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _values(rules, "load.py", part), text)
    assert linear, times


@pytest.mark.parametrize(
    "text",
    [
        f'gis = GIS("https://univ.maps.arcgis.com", "jlee_univ", "{SECRET}")\n',
        f'portal = GIS("https://gis.example.org/portal",\n    "svc_publisher", "{SECRET}")\n',
    ],
)
def test_an_arcgis_password_given_to_gis_is_found(rules: RuleSet, text: str) -> None:
    assert _values(rules, "maps/publish.py", text) == [SECRET]


@pytest.mark.parametrize(
    "text",
    [
        'gis = GIS("home")\n',
        'gis = GIS("https://univ.maps.arcgis.com", "jlee_univ", os.environ["ARCGIS_PW"])\n',
        'gis = GIS("https://univ.maps.arcgis.com", "jlee_univ", "<password>")\n',
        'gis = GIS("https://univ.maps.arcgis.com", profile="univ_admin")\n',
    ],
)
def test_an_arcgis_login_without_a_password_is_not_reported(rules: RuleSet, text: str) -> None:
    assert _values(rules, "maps/publish.py", text) == []


# keyring's set_password(service, user, password) and pyncei's NCEIReader(token): by position.
PASSWORD = _r(_ALNUM + "!*+", 16, seed=3)
CDO_TOKEN = _r(string.ascii_letters, 32, seed=4)
ZOTERO_KEY = _r(_ALNUM, 24, seed=5)
ORCID_APP = _r(string.ascii_uppercase + string.digits, 16, seed=6)
ORCID_SECRET = str(uuid.UUID(int=random.Random(7).getrandbits(128), version=4))


@pytest.mark.parametrize(
    ("file_name", "text", "secret"),
    [
        (
            "fetch.py",
            f'keyring.set_password(f"astroquery:{{SSO}}", USER, "{PASSWORD}")\n',
            PASSWORD,
        ),
        ("fetch.py", f'keyring.set_password("alma", "kim", "{PASSWORD}")\n', PASSWORD),
        ("stations.py", f'ncei = NCEIReader("{CDO_TOKEN}")\n', CDO_TOKEN),
        # c2z's Zotero() takes the key by keyword, pyzotero's by position: both are read.
        (
            "refs.R",
            f'z <- Zotero(user = FALSE, id = "5128841", api = "{ZOTERO_KEY}")\n',
            ZOTERO_KEY,
        ),
        ("refs.py", f'z = zotero.Zotero("5128841", "group", "{ZOTERO_KEY}")\n', ZOTERO_KEY),
        # python-orcid: the client's id (APP-…, rule 3's) first, its secret second.
        (
            "push.py",
            f'api = orcid.MemberAPI("APP-{ORCID_APP}", "{ORCID_SECRET}", sandbox=False)\n',
            ORCID_SECRET,
        ),
        ("push.py", f'api = orcid.PublicAPI("APP-{ORCID_APP}", "{ORCID_SECRET}")\n', ORCID_SECRET),
    ],
)
def test_keyring_pyncei_and_c2z_secrets_are_found(
    rules: RuleSet, file_name: str, text: str, secret: str
) -> None:
    assert _values(rules, file_name, text) == [secret]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("fetch.py", 'keyring.set_password("alma", "kim", getpass.getpass())\n'),
        ("fetch.py", 'keyring.set_password("alma", "kim", os.environ["ALMA_PW"])\n'),
        ("fetch.py", 'pw = keyring.get_password("alma", "kim")\n'),
        ("stations.py", 'ncei = NCEIReader(os.environ["NCEI_TOKEN"])\n'),
        # The library's id is no secret; the key from the environment is a reference.
        ("refs.R", 'z <- Zotero(user = FALSE, id = "5128841", api = Sys.getenv("ZOTERO_API"))\n'),
        # The ORCID client's id alone is no secret; its secret from the environment a reference.
        ("push.py", f'api = orcid.MemberAPI("APP-{ORCID_APP}", os.environ["ORCID_SECRET"])\n'),
    ],
)
def test_keyring_pyncei_and_c2z_references_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _values(rules, file_name, text) == []


CLIFLO_PASSWORD = _r(_ALNUM, 16, seed=7)


@pytest.mark.parametrize(
    "text",
    [
        f'me <- cf_user("kim", "{CLIFLO_PASSWORD}")\n',
        # Commented out, kept for another machine: still the subscriber's password.
        f'# me <- cf_user("kim", "{CLIFLO_PASSWORD}")   # on the laptop\n',
    ],
)
def test_a_clifro_subscribers_password_is_found(rules: RuleSet, text: str) -> None:
    assert _values(rules, "pull_cliflo.R", text) == [CLIFLO_PASSWORD]


@pytest.mark.parametrize(
    "text",
    [
        'me <- cf_user(Sys.getenv("CLIFLO_USER"), Sys.getenv("CLIFLO_PASS"))\n',
        # The public demo account takes no arguments; the user's name alone is no secret.
        "public <- cf_user()\n",
        'me <- cf_user("kim")\n',
    ],
)
def test_a_clifro_login_without_a_password_is_not_reported(rules: RuleSet, text: str) -> None:
    assert _values(rules, "pull_cliflo.R", text) == []


# Cohere's clients take the API key first, Meteomatics' query_time_series the account's password
# seventh, Tidy3D's web.configure the API key first (commented out as often, kept for a hosted
# notebook: still the key).
COHERE_KEY = _r(string.ascii_letters, 40, seed=8)
METEOMATICS_PASSWORD = _r(_ALNUM, 16, seed=9)
TIDY3D_KEY = _r(_ALNUM, 50, seed=10)
_METEOMATICS_CALL = (
    "df = api.query_time_series(\n    coords, start, end, dt.timedelta(hours=1),\n"
    '    ["wind_speed_10m:ms"],\n    "kim_lab",\n    {},\n    model="mix",\n)\n'
)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f'co = cohere.ClientV2("{COHERE_KEY}")\n', COHERE_KEY),
        (f'co = cohere.Client("{COHERE_KEY}", client_name="judge")\n', COHERE_KEY),
        (_METEOMATICS_CALL.format(f'"{METEOMATICS_PASSWORD}"'), METEOMATICS_PASSWORD),
        (f'# web.configure("{TIDY3D_KEY}")\n', TIDY3D_KEY),
    ],
)
def test_cohere_meteomatics_and_tidy3d_secrets_are_found(
    rules: RuleSet, text: str, secret: str
) -> None:
    assert _values(rules, "fetch.py", text) == [secret]


@pytest.mark.parametrize(
    "text",
    [
        'co = cohere.ClientV2(os.environ["CO_API_KEY"])\n',
        # Cohere's client given its model's name by keyword: no key there.
        'co = cohere.ClientV2(client_name="judge-command-r-plus")\n',
        _METEOMATICS_CALL.format('os.environ["METEOMATICS_PW"]'),
        # Another configure(): a logging's or a plotting library's, given a name.
        f'plots.configure("{TIDY3D_KEY}")\n',
    ],
)
def test_cohere_meteomatics_and_tidy3d_references_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert _values(rules, "fetch.py", text) == []


# DocumentCloud(username, password) and ModernMT(api_key, ...): the secret by position, where a
# UUID under no secret's name would read as an id.
MMT_KEY = str(uuid.UUID(int=random.Random(8).getrandbits(128), version=4)).upper()


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (f'client = DocumentCloud("msoto_wt", "{PASSWORD}")\n', PASSWORD),
        (f'mmt = ModernMT("{MMT_KEY}", platform="mt-lab", platform_version="0.3")\n', MMT_KEY),
    ],
)
def test_documentcloud_and_modernmt_secrets_by_position_are_found(
    rules: RuleSet, text: str, secret: str
) -> None:
    assert _values(rules, "translate/run.py", text) == [secret]


@pytest.mark.parametrize(
    "text",
    [
        '# client = DocumentCloud(username="USERNAME", password="PASSWORD")\n',
        'client = DocumentCloud(os.environ["DC_USER"], os.environ["DC_PASSWORD"])\n',
        'mmt = ModernMT(os.environ["MMT_API_KEY"], platform="mt-lab")\n',
        # A memory's id given to a method of the client is no key.
        'tr = mmt.translate("en", "sm", "The school reopens.", hints=[118204])\n',
    ],
)
def test_documentcloud_and_modernmt_without_a_literal_secret_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert _values(rules, "translate/run.py", text) == []


# sodapy's Socrata(domain, app_token): the app token identifies the app (LABELS.md: not
# labelled); the login after it is the secret.
APP_TOKEN = _r(_ALNUM, 25, seed=9)


def test_a_socrata_app_token_by_position_is_not_reported(rules: RuleSet) -> None:
    text = f'client = Socrata("data.cdc.gov", "{APP_TOKEN}", timeout=60)\n'
    assert _values(rules, "scripts/pull.py", text) == []
    text = (
        f'client = Socrata(\n    "data.example.gov",\n    "{APP_TOKEN}",\n'
        f'    username="ops@example.gov",\n    password="{PASSWORD}",\n)\n'
    )
    assert _values(rules, "scripts/publish.py", text) == [PASSWORD]


def test_another_constructor_given_a_token_after_its_address_is_still_reported(
    rules: RuleSet,
) -> None:
    text = f'node = Node("odm.example.org", 3000, "{APP_TOKEN}")\n'
    assert _values(rules, "scripts/pull.py", text) == [APP_TOKEN]


def test_a_services_sdk_set_up_with_its_key_first_is_read(rules: RuleSet) -> None:
    # pyrollbar's rollbar.init(access_token, environment); AnyLogic Cloud's CloudClient(api_key,
    # url), the key a UUID. Another module's init() and a key from the environment are none.
    rollbar = _r("0123456789abcdef", 32, seed=9)
    anylogic = str(uuid.UUID(_r("0123456789abcdef", 32, seed=11)))
    code = (
        f'rollbar.init("{rollbar}", "production")\n'
        f'client = CloudClient("{anylogic}", "https://anylogic.example.org")\n'
        f'logging.init("{_r(_ALNUM, 24, seed=10)}", "production")\n'
        'rollbar.init(os.environ["ROLLBAR_TOKEN"], "production")\n'
    )
    assert _values(rules, "bots/issue_bot.py", code) == [rollbar, anylogic]
