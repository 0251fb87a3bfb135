"""Secrets found by their names, in any file: the names table (which names say secret), the
named-values finder (where a value is written under a name: code, configuration, command
lines, URLs, XML), and what only looks like a secret beside them. Values are made here."""

from __future__ import annotations

import random
import string

import pytest

from govern.secrets.matching import find_matches
from govern.secrets.names import Strength, words
from govern.secrets.rules import RuleSet
from tests.secrets.linear import grows_linearly, text_grows_linearly

_ALNUM = string.ascii_letters + string.digits
_HEX = "0123456789abcdef"


def _value(alphabet: str = _ALNUM, size: int = 24, seed: int = 3) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice(alphabet) for _ in range(size))


PASSWORD = _value(_ALNUM + "!%^*-_.+", 14)
TOKEN = _value(_ALNUM, 32)
HEX32 = _value(_HEX, 32, seed=4)
HEX_PEPPER = _value(_HEX, 64)
UUID = "7c1e4f0a-9b2d-4c3e-8f5a-6d7b8c9e0f1a"


def _found(rules: RuleSet, file_name: str, text: str) -> list[tuple[str, int, str]]:
    parts = ("home", "carol", *file_name.split("/"))
    return [(m.rule.id, m.line, m.value) for m in find_matches(text, parts, rules)]


# -- the names table ------------------------------------------------------------------------------


def test_names_are_split_into_words_however_they_are_spelled() -> None:
    for name in ("AWS_SECRET_ACCESS_KEY", "awsSecretAccessKey", "aws-secret-access-key"):
        assert words(name) == ["aws", "secret", "access", "key"]
    assert words("APIKey") == ["api", "key"]
    assert words("c.ServerApp.token") == ["c", "server", "app", "token"]
    npm = ["registry", "npmjs", "org", "auth", "token"]
    assert words("//registry.npmjs.org/:_authToken") == npm


@pytest.mark.parametrize(
    ("name", "parents", "strength"),
    [
        ("DB_PASSWORD", (), Strength.STRONG),
        ("dbPassword", (), Strength.STRONG),
        ("PGPASSWORD", (), Strength.STRONG),
        ("SSHPASS", (), Strength.STRONG),
        ("rootpw", (), Strength.STRONG),
        ("MYSQL_PWD", (), Strength.STRONG),
        ("passphrase", (), Strength.STRONG),
        ("api_key", (), Strength.STRONG),
        ("X-Api-Key", (), Strength.STRONG),
        ("client_secret", (), Strength.STRONG),
        ("HF_TOKEN", (), Strength.STRONG),
        ("_authToken", (), Strength.STRONG),
        ("SLACK_WEBHOOK_URL", (), Strength.STRONG),
        ("AZURE_STORAGE_ACCOUNT_KEY", (), Strength.STRONG),
        # A digest's or ciphertext's word beside the secret's says the value is one; apart from
        # it, what the secret is for.
        ("encrypted_data_bag_secret", (), Strength.STRONG),
        ("encrypted_password", (), Strength.NONE),
        ("db_password_encrypted", (), Strength.NONE),
        ("hashed_api_token", (), Strength.NONE),
        ("root_password_sha2", (), Strength.NONE),
        ("key", (), Strength.WEAK),
        ("auth", (), Strength.WEAK),
        ("GITHUB_PAT", (), Strength.WEAK),
        ("access_key", (), Strength.WEAK),
        ("GCS_ACCESS_KEY_ID", (), Strength.WEAK),
        # Under credentials (or api, auth...), a name that only may be secret is one.
        ("key", ("galaxy", "credentials"), Strength.STRONG),
        ("TOKENIZER_PATH", (), Strength.NONE),
        ("max_tokens", (), Strength.NONE),
        ("next_page_token", (), Strength.NONE),
        ("primary_key", (), Strength.NONE),
        ("public_key", (), Strength.NONE),
        ("password_file", (), Strength.NONE),
        ("token_url", (), Strength.NONE),
        ("client_id", (), Strength.NONE),
        ("password_hash", (), Strength.NONE),
        ("api_key_name", (), Strength.NONE),
        ("signingkey", (), Strength.NONE),
        ("lowpass", (), Strength.NONE),
        ("GIT_AUTHOR_EMAIL", (), Strength.NONE),
        ("ask-password", (), Strength.NONE),
        # Whole words: Duo's skey (not its ikey, the integration's id), SNMP communities.
        ("skey", (), Strength.STRONG),
        ("duo_skey", (), Strength.STRONG),
        ("ikey", (), Strength.NONE),
        ("whiskey", (), Strength.NONE),
        ("community", (), Strength.STRONG),
        ("snmp_community_string", (), Strength.STRONG),
        ("rocommunity", (), Strength.STRONG),
        ("community_url", (), Strength.NONE),
        # A hash issued to an API or app is its key; a hash of anything else is a digest.
        ("API_HASH", (), Strength.STRONG),
        ("apiHash", (), Strength.STRONG),
        ("TG_APP_HASH", (), Strength.STRONG),
        ("sha256_hash", (), Strength.NONE),
        ("file_hash", (), Strength.NONE),
        ("commit_hash", (), Strength.NONE),
        ("api_key_hash", (), Strength.NONE),
        # A session string is a logged-in session; a session may be one.
        ("session_string", (), Strength.STRONG),
        ("StringSession", (), Strength.STRONG),
        ("SESSION", (), Strength.WEAK),
        ("session_id", (), Strength.NONE),
        ("session_name", (), Strength.NONE),
        # Secrets by their nature: a gossip key, an installation's salt; a stored hash's salt,
        # its length and a hashing scheme are not.
        ("encrypt", (), Strength.WEAK),
        ("gossip_encrypt", ("serf",), Strength.WEAK),
        ("TicketSalt", (), Strength.WEAK),
        ("AUTH_SALT", (), Strength.WEAK),
        ("SECURITY_PASSWORD_SALT", (), Strength.STRONG),
        ("salt", (), Strength.NONE),
        # Words before the salt's own qualifier qualify that word: the salt of public links is
        # secret, a public salt is not.
        ("PublicLinkSalt", (), Strength.WEAK),
        ("next_public_share_salt", (), Strength.WEAK),
        ("PublicSalt", (), Strength.NONE),
        ("public_key", (), Strength.NONE),
        ("NEXT_PUBLIC_API_KEY", (), Strength.NONE),
        ("salt_length", (), Strength.NONE),
        ("encrypt_method", (), Strength.NONE),
        # The key that signs CSRF tokens is a secret, the tokens are not.
        ("xsrfKey", (), Strength.STRONG),
        ("CSRF_SECRET", (), Strength.STRONG),
        ("WTF_CSRF_SECRET_KEY", (), Strength.STRONG),
        ("csrf_token", (), Strength.NONE),
        ("X-XSRF-TOKEN", (), Strength.NONE),
        ("csrf", (), Strength.NONE),
        # An SNMPv3 user's passphrases by the names devices give them without "pass"; a
        # phrase of another kind, and the passphrase's protocol, are not secrets.
        ("v3AuthPhrase", (), Strength.STRONG),
        ("snmp_priv_phrase", (), Strength.STRONG),
        ("PrivacyPhrase", (), Strength.STRONG),
        ("user2EncryptPhrase", (), Strength.STRONG),
        ("search_phrase", (), Strength.NONE),
        ("auth_phrase_length", (), Strength.NONE),
        # Every setting of a tokens or passwords block, or a Kubernetes Secret's
        # stringData, is one; a cookie jar's may be; not what only names or counts them.
        ("initial_management", ("acl", "tokens"), Strength.STRONG),
        ("replication", ("tokens",), Strength.STRONG),
        ("smtp", ("passwords",), Strength.STRONG),
        ("ticket-salt", ("stringData",), Strength.STRONG),
        ("logged-in-sig", ("cookies",), Strength.WEAK),
        ("logged-in-user", ("cookies",), Strength.NONE),
        ("enabled", ("tokens",), Strength.NONE),
        ("default", ("max_tokens",), Strength.NONE),
        ("default", ("special_tokens",), Strength.NONE),
        ("shared_dirs", ("secrets",), Strength.NONE),
        # Puppet class parameters and dotted settings are judged by their own name.
        ("profile::icinga::web_db_password", (), Strength.STRONG),
        ("mymodule::api_token", (), Strength.STRONG),
        ("profile::db::host", (), Strength.NONE),
        ("Aws::ApiGateway::ApiKey", (), Strength.NONE),
        ("xpack.encryptedSavedObjects.encryptionKey", (), Strength.STRONG),
        ("storage.encrypted_password", (), Strength.NONE),
        # A PSK's identity, an existing Secret's name, a digest under a SHA-2 name.
        ("TLSPSKIdentity", (), Strength.NONE),
        ("tls-psk-identity", (), Strength.NONE),
        ("psk_identity", (), Strength.NONE),
        ("existingSecret", (), Strength.NONE),
        ("existing_secret_password_key", (), Strength.NONE),
        ("root_password_sha2", (), Strength.NONE),
        # When a secret was set or changed is no secret.
        ("admin.passwordMtime", (), Strength.NONE),
        ("token_rotated", (), Strength.NONE),
        ("secret_timestamp", (), Strength.NONE),
        # A block named for ciphertext holds ciphertext, whatever its settings' names; only the
        # innermost block says so.
        ("DB_PASSWORD", ("spec", "encryptedData"), Strength.NONE),
        ("password", ("password_hashes",), Strength.STRONG),
        ("password", ("encrypted", "db"), Strength.STRONG),
        # A name glued to its key is read as the two words; English words ending in key and
        # the names table's others are not keys.
        ("depositkey", (), Strength.WEAK),
        ("TRACKERKEY", (), Strength.WEAK),
        ("gatewaylicensekey", (), Strength.STRONG),
        ("whiskey", (), Strength.NONE),
        ("turnkey_install", (), Strength.NONE),
        ("monkey", (), Strength.NONE),
        ("primarykey", (), Strength.NONE),
        ("cachekey", (), Strength.NONE),
        ("taxonKey", (), Strength.NONE),
    ],
)
def test_which_names_say_secret(
    rules: RuleSet, name: str, parents: tuple[str, ...], strength: Strength
) -> None:
    assert rules.names.strength(name, parents) is strength


# -- values under such names, wherever they are written ------------------------------------------


@pytest.mark.parametrize(
    ("file_name", "line", "value"),
    [
        # Code: quoted literals, keyword arguments, dictionaries, environment writes.
        ("eval.py", 'client = OpenAI(api_key="{v}")', TOKEN),
        ("tess.py", 'Observations.login(token="{v}")', HEX32),
        ("fit.py", 'wandb_like.login(key="{v}")', HEX32),
        ("fit.py", 'os.environ["JUDGE_API_KEY"] = "{v}"', TOKEN),
        ("fit.py", "headers = {{'X-Api-Key': '{v}'}}", TOKEN),
        ("fit.py", 'requests.get(url, headers={{"Authorization": "Bearer {v}"}})', TOKEN),
        ("flux.R", 'Sys.setenv(ZENODO_PAT = "{v}")', TOKEN),
        ("flux.R", 'db_password <- "{v}"', PASSWORD),
        ("startup.jl", 'ENV["JULIA_PKG_TOKEN"] = "{v}"', TOKEN),
        ("app.js", "const config = {{ apiToken: '{v}' }};", TOKEN),
        ("load.m", "setenv('SERVICE_TOKEN', '{v}');", TOKEN),
        ("notebook.ipynb", '    "os.environ[\\"HF_HUB_TOKEN\\"] = \\"{v}\\"\\n",', TOKEN),
        # Configuration, quoted or not, nested or not.
        ("settings.ini", "[database]\npassword = {v}", PASSWORD),
        ("app.properties", "spring.datasource.password={v}", PASSWORD),
        ("conf.toml", 'api_token = "{v}"', TOKEN),
        ("main.tf", '  secret_key = "{v}"', TOKEN),
        ("nextflow.config", "    accessToken = '{v}'", TOKEN),
        ("clearml.conf", '        "secret_key" = "{v}"', TOKEN),
        ("hosts.yml", "    oauth_token: {v}", TOKEN),
        ("parsec.yml", '    key: "{v}"', HEX32),
        ("ci.yml", '  CODECOV_TOKEN: "{v}"', UUID),
        ("web.config", '<add name="db" password="{v}" />', PASSWORD),
        ("settings.xml", "<password>{v}</password>", PASSWORD),
        ("Makefile", "REGISTRY_TOKEN := {v}", TOKEN),
        ("Dockerfile", "ENV SERVICE_API_KEY={v}", TOKEN),
        (".npmrc", "//npm.example.edu/:_authToken={v}", TOKEN),
        # A webhook's address is the secret, all of it.
        ("notify.json", '{{"slack_webhook_url": "{v}"}}', f"https://chat.lab.org/hook/{TOKEN}"),
        # Command lines in scripts, histories and job scripts.
        ("run.sh", "vllm serve model --api-key {v}", TOKEN),
        ("run.sh", "tool --client_secret={v} sync", TOKEN),
        ("job.pbs", "#PBS -v ECMWF_API_KEY={v}", HEX32),
        ("job.sh", "docker run -e HF_TOKEN={v} image", TOKEN),
        ("job.sh", 'curl -s -F "token={v}" https://notify.example.edu/1/messages.json', TOKEN),
        ("job.sh", "curl -H 'X-Auth-Token: {v}' https://api.example.edu", TOKEN),
        (".zsh_history", ": 1764320377:0;nextflow secrets set NCBI_KEY {v}", HEX32),
        (".bash_history", "rclone config create lab s3 secret_access_key {v}", TOKEN),
        (".bash_history", "git config --global github.token {v}", TOKEN),
        (".bash_history", "kubectl create secret generic db --from-literal=password={v}", PASSWORD),
        ("logs/run.out", "GET /api/kernels?token={v} 200", _value(_HEX, 40)),
        ("logs/run.out", "Server=db;Database=x;Password={v};Encrypt=yes", PASSWORD),
        ("fstab", "//files/lab /mnt/lab smb3 username=c,password={v} 0 0", PASSWORD),
        # Names whose words are not the usual secret words.
        ("channels.py", 'API_HASH = "{v}"', HEX32),
        ("channels.py", 'session_string = "{v}"', _value(_ALNUM + "-_", 120, seed=5)),
        ("pam_duo.conf", "skey = {v}", _value(_ALNUM, 40, seed=6)),
        ("snmp.yml", "  lab_v2:\n    community: {v}", _value(_ALNUM, 16, seed=7)),
    ],
)
def test_a_value_under_a_secret_name_is_found_wherever_it_is_written(
    rules: RuleSet, file_name: str, line: str, value: str
) -> None:
    text = "# set up\n" + line.format(v=value) + "\n"
    found = _found(rules, file_name, text)
    assert [v for _, _, v in found] == [value], found
    assert found[0][1] == text.count("\n", 0, text.index(value)) + 1


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Variables, calls, prompts and references, not values.
        ("fit.py", "password = getpass.getpass()\ntoken = os.environ['HF_TOKEN']\n"),
        ("fit.py", "api_key = config.api_key\nlogin(key=args.key)\nsorted(x, key=len)\n"),
        ("fit.py", 'token: str = ""\npassword: Optional[str] = None\n'),
        ("fit.py", 'print("password: " + masked)\nlog.info(f"token={token}")\n'),
        (".Rprofile", 'token <- Sys.getenv("GITHUB_PAT")\n'),
        ("run.sh", 'read -s -p "Password: " PASSWORD\nexport PASSWORD\n'),
        ("run.sh", "mysql -u carol --password runs\nwget --ask-password --user=c https://x\n"),
        ("run.sh", "tool --password-file /run/secrets/pw --token-stdin < t\n"),
        ("conf.yaml", "password: {{ vault_db_password }}\napi_key: ${API_KEY}\ntoken: !vault |\n"),
        ("conf.yaml", "secret: op://lab/db/password\ntoken: arn:aws:secretsmanager:eu:1:s\n"),
        ("conf.yaml", "password:\n  type: string\n  required: true\n"),
        ("conf.yaml", "auth: basic\nkey: training_set_v2\ncredentials: ~/.config/lab/creds\n"),
        # Digests, ids and public values under secret-ish names.
        ("conf.yaml", f"token_sha256: {_value(_HEX, 64)}\nrequest_token_id: {UUID}\n"),
        ("conf.yaml", f"key: {UUID}\nkey: {_value(_HEX, 40)}\n"),
        ("conf.yaml", f"password_md5 = {HEX32}\n# password: md5 {HEX32}\n"),
        ("sums.py", f'file_hash = "{HEX32}"\ncommit_hash = "{_value(_HEX, 40)}"\n'),
        ("snmp.yml", "auths:\n  public_v2:\n    community: public\n"),
        ("pam_duo.conf", "ikey = DIWJ8X6AEYOR5OMC6TQ1\nskey = {{ duo_skey }}\n"),
        ("app.js", 'const mapboxToken = "pk.eyJ1IjoibGFiIiwiYSI6ImNreHl6In0.abc";\n'),
        ("web.env", "RECAPTCHA_SITE_KEY=6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI\n"),
        # Words and numbers.
        ("conf.ini", "token = 3600\nsecret = true\nkey = default\npassword = aaaaaaaaaa\n"),
        ("docs.md", "Set the `TOKEN` variable, then `key: 12345:abcdef01-2345-6789-abcd-ef01`.\n"),
        ("docs.md", "The password reset page and the token endpoint are linked below.\n"),
        (".gitconfig", "[user]\n\tsigningkey = 3AA5C34371567BD2\n"),
        ("train.py", 'tokenizer = AutoTokenizer.from_pretrained("meta-llama/Llama-2-7b")\n'),
        ("train.py", 'cfg = {"max_tokens": 4096, "pad_token": "<pad>", "eos_token": "</s>"}\n'),
    ],
)
def test_what_only_looks_like_a_named_secret(rules: RuleSet, file_name: str, text: str) -> None:
    assert _found(rules, file_name, text) == []


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        # A configuration line of a name and one value, separated by blanks.
        ("ldap.conf", "BINDDN cn=reader,dc=lab\nBINDPW {v}\n", PASSWORD),
        ("slapd.conf", "rootpw {v}\n", PASSWORD),
        # A password drawn without digits: its letters' cases change at random, as no word's do.
        ("nslcd.conf", "binddn uid=nslcd,cn=sysaccounts\nbindpw {v}\n", "KtPw%h.Vqz-ruM-x"),
        ("Dockerfile", "ENV SERVICE_API_TOKEN {v}\n", TOKEN),
        ("wpa_supplicant.conf", 'network={{\n  ssid="lab"\n  psk="{v}"\n}}\n', PASSWORD),
        ("docker-compose.yml", "environment:\n  - POSTGRES_PASSWORD={v}\n", PASSWORD),
        ("slurm-81.out", "+ export WANDB_API_KEY={v}\n", TOKEN),
        ("gradle.properties", "ossrhPassword={v}\n", PASSWORD),
    ],
)
def test_more_ways_of_writing_a_value_under_its_name(
    rules: RuleSet, file_name: str, text: str, value: str
) -> None:
    assert [v for _, _, v in _found(rules, file_name, text.format(v=value))] == [value]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Identifiers, words and patterns under secret names: what code and data fill them with.
        ("paginators.json", '{"input_token": "NextToken", "output_token": "List.NextMarker"}\n'),
        ("creds.py", "SECRET_KEY = 'AWS_SECRET_ACCESS_KEY'\nTOKEN_FIELD = 'AWSSecretKey'\n"),
        ("lexer.py", "KEY_VALUE = r'[a-zA-Z_-][a-zA-Z0-9_-]*=[0-9a-zA-Z_]+'\n"),
        ("words.py", "builtins = ('out', 'pass', 'pixelfragment', 'token', 'tokenize')\n"),
        ("schema.json", '{"AWS::ApiGateway::ApiKey": "b899a0d240b53d9d"}\n'),
        ("iam.json", '{"Action": ["secretsmanager:GetSecretValue", "kms:Decrypt"]}\n'),
        ("auth.py", 'headers = {"Authorization": "AWS4-HMAC-SHA256 Credential=..."}\n'),
        ("versions.txt", "spwd: 3.0-3.12\npassword_min_length: 12\n"),
        (
            "app.yaml",
            "webhook: c776f0b2601489c0\nchange_token: 1b4e28ba-2fa1-11d2-883f-0016d3cca427\n",
        ),
        (
            "app.yaml",
            "key: my-app/5026-stage-150723_224258.war\nkey: ResourceTag/environment-name\n",
        ),
        ("stub.pyi", "password: _PasswordType\npass_fds: Collection[int]\n"),
        ("notes.md", "Password requirements: at least 12 characters.\nSecret Management\n"),
        ("sshd_config", "PasswordAuthentication no\nPermitEmptyPasswords no\n"),
        # From documentation and system files: an empty value before the next word, prose,
        # interpolation, build-time substitutions, a vim pattern, a signing key's id.
        ("mvn.bash", '__mvncomp "username= message= passphrase= password= scmVersion="\n'),
        ("RelNotes.txt", "   credential subsystem.\n   token expiry.\n"),
        ("hook.pl", '$last_update_token = "\\"$last_update_token\\"";\n'),
        ("init.ldif", "olcRootPW: @PASSWORD@\n"),
        ("filetype.vim", "let g:ft_ignore_pat = '\\.\\(Z\\|gz\\|bz2\\|zip\\)$'\n"),
        ("netrw.vim", "let s:netrw_passwd= g:netrw_passwd\n"),
        ("adduser.local", "our $s_chgrpskelB = '.chgrpskelB';\n"),
        ("pom.xml", "<commons.releaseManagerKey>86fdc7e2a11262cb</commons.releaseManagerKey>\n"),
        # Without a digit, under a name that only may be secret: identifiers and paths.
        ("app.yaml", "key: AbstractSingletonProxyFactoryBean\nkey: XMLHttpRequestEventTarget\n"),
        ("app.yaml", "key: getUserNameFromRequestHeaders\nauth: McDonaldsOldMacDonaldFarm\n"),
        ("app.yaml", "key: /srv/Shared/Projects/ClimateModels/RunOutputs\n"),
        ("app.yaml", "session: ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef\n"),
    ],
)
def test_identifiers_words_and_patterns_are_not_named_secrets(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


def test_in_installed_packages_only_shapes_are_reported(rules: RuleSet) -> None:
    github = "ghp_" + _value(_ALNUM, 36, seed=9)
    text = f'password = "{PASSWORD}"\nfixture_token = "{github}"\n'
    mine = _found(rules, "proj/app/settings.py", text)
    assert [rule for rule, _, _ in mine] == ["named-secret", "github-token"]
    theirs = _found(rules, ".conda/envs/lab/lib/python3.11/site-packages/pkg/tests.py", text)
    assert [rule for rule, _, _ in theirs] == ["github-token"]
    assert _found(rules, "web/node_modules/lib/fixtures.js", text) == [("github-token", 2, github)]


def test_a_bare_word_is_a_value_in_configuration_but_a_variable_in_code(rules: RuleSet) -> None:
    assert _found(rules, "settings.rc", f"password = {PASSWORD}\n") == [
        ("named-secret", 1, PASSWORD)
    ]
    assert _found(rules, "settings.py", f"password = {PASSWORD}\n") == []
    # Inside a string of code a bare word is a value again: a command line, a URL.
    command = f'subprocess.run("SYNC_TOKEN={TOKEN} tool sync", shell=True)\n'
    assert _found(rules, "settings.py", command) == [("named-secret", 1, TOKEN)]


# -- HTTP headers and URL parameters --------------------------------------------------------------


@pytest.mark.parametrize(
    ("file_name", "line", "value"),
    [
        # Authorization with any scheme: the credential after it is a secret, a UUID too.
        (".bash_history", 'curl -H "Authorization: api-key {v}" https://api.planet.example', TOKEN),
        (".bash_history", "curl -H 'Authorization: PVEAPIToken=m@pve!prom={v}' https://pve", UUID),
        (".bash_history", "curl -H 'Authorization: SSWS {v}' https://lab.okta.example", TOKEN),
        ("alert.sh", "wget --header='Authorization: GenieKey {v}' https://api.genie.example", UUID),
        ("splunk.py", 'requests.post(url, headers={{"Authorization": "Splunk {v}"}})', UUID),
        ("proxy.js", 'fetch(url, {{headers: {{"Proxy-Authorization": "Key {v}"}}}})', TOKEN),
        ("access.log", "GET /v1/x HTTP/1.1\nAuthorization: Token {v}", HEX32),
        # Custom headers named by their words, in httpie's and xh's NAME:VALUE arguments too.
        (".bash_history", "http GET https://lab.example/api X-API-Key:{v}", TOKEN),
        (".bash_history", "xh https://git.lab.example/api/v4/user 'PRIVATE-TOKEN:{v}'", TOKEN),
        (".bash_history", 'curl -H "X-Vault-Token: {v}" https://vault:8200/v1/kv', TOKEN),
        # A header a key names holds a credential, a UUID too.
        (".bash_history", 'curl -H "X-Dataverse-key: {v}" https://dv.example/api', UUID),
        # URL parameters that hold a key or a signature by other names.
        ("weather.sh", 'curl "https://api.weather.example/onecall?lat=7&appid={v}"', HEX32),
        ("share.txt", "https://data.lab.example/c/f.nc?sv=2022-11-02&sp=r&sig={v}", TOKEN),
        ("skim.sh", 'curl -o in.root "https://dcache.example:2880/pnfs/in.root?authz={v}"', TOKEN),
        ("fetch.ipynb", '    "r = get(\\"https://x.example/q?id=3&api_key={v}\\")\\n",', TOKEN),
        # A key by a word glued to it, and a service's short random key, in a URL's query.
        (".bash_history", 'curl "https://api.museum.example/v2/search.json?wskey={v}&q=x"', TOKEN),
        (
            ".bash_history",
            'curl "https://birds.example/v2/obs?key=mx4b0pzcqc3w&back=30"',
            "mx4b0pzcqc3w",
        ),
        # A session's id in a URL is the session, a UUID too.
        ("sync.sh", 'curl "https://beam.lab.example/rest/files?sessionId={v}&id=4"', UUID),
        ("sync.log", "GET https://lims.example.net/ws/run/7?session_id={v} 200", UUID),
        # A key in an API's path, before the rest of its path.
        (
            "pull.sh",
            'wget -O t.json "https://tides.example.org/api/v2/{v}/stations/8443970"',
            TOKEN,
        ),
        ("gw.log", '10:02 INFO "GET /api/feed/geojson/{v}/latest?bbox=1,2 HTTP/1.1" 200', HEX32),
    ],
)
def test_credentials_in_headers_and_urls(
    rules: RuleSet, file_name: str, line: str, value: str
) -> None:
    text = "# fetch\n" + line.format(v=value) + "\n"
    assert [v for _, _, v in _found(rules, file_name, text)] == [value]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # References, templates and placeholders after a scheme.
        ("get.sh", 'curl -H "Authorization: Bearer $TOKEN" -H "Authorization: api-key ${K}" x\n'),
        ("get.py", 'headers = {"Authorization": f"Token {token}", "X-Api-Key": key}\n'),
        ("get.sh", "curl -H 'Authorization: SSWS <your-api-token>' https://x\n"),
        # Parameters that sign or describe one request (Digest, AWS Signature V4).
        (
            "get.sh",
            'curl -H \'Authorization: Digest username="mufasa", realm="lab", '
            f'response="{HEX32}"\' x\n',
        ),
        ("s3.log", f"Authorization: AWS4-HMAC-SHA256 SignedHeaders=host, Signature={HEX32}\n"),
        # An application id, a presigned URL (it expires, and says when), ordinary parameters.
        ("get.sh", "curl 'https://open.example/api?appid=wx4f2a9c1e88d3b7a0'\n"),
        (
            "s3.log",
            "GET https://b.s3.example/k?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=900"
            f"&X-Amz-Signature={HEX32}{HEX32}\n",
        ),
        ("get.sh", "http https://lab.example/jobs started_at:2024-01-01 state:RUNNING\n"),
        ("ws.log", "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\n"),
        ("logiPat.vim", '"  call Dret("LP_PatPush : npatstack=".s:npatstack)\n'),
        ("get.sh", f"curl -H 'Idempotency-Key: {UUID}' -H 'Sec-WebSocket-Key: {TOKEN}' x\n"),
        ("busctl", "--allow-interactive-authorization=no --augment-creds=no --watch-bind=yes\n"),
        # A session's id left to a variable or empty; an id of something else.
        (
            "get.sh",
            'curl "https://x.example/rest?sessionId=$SID&q=1" "https://x.example/r?sessionId="\n',
        ),
        ("get.sh", f'curl "https://x.example/rest?sessionIndex=2&run_id={UUID}"\n'),
        # Keys of a sort, a cache, a group in a URL's query: words, a short digest, a name.
        (
            "get.sh",
            'curl "https://x.example/api?sortkey=created2024at&key=region2zone4'
            '&cachekey=9f86d081884c7d65&groupkey=lab-a&q=1"\n',
        ),
        # Ids and digests in an API's path: after their collection's name, of a SHA's length,
        # last in the path, or made up.
        ("get.sh", f"curl https://ci.lab.example/api/v1/builds/{HEX32}/log\n"),
        ("get.sh", f"curl https://git.lab.example/api/v1/raw/{_value(_HEX, 40)}/README.md\n"),
        ("get.sh", f"curl https://reg.lab.example/api/blob/sha256/{_value(_HEX, 64)}/data\n"),
        ("get.sh", f"curl https://ci.lab.example/api/v1/{HEX32}\n"),
        ("get.sh", "curl https://x.example/api/v2/00000000000000000000000000000000/stations\n"),
        ("get.sh", "curl https://x.example/api/v2/abcdefabcdefabcdefabcdefabcdefab/stations\n"),
    ],
)
def test_what_only_looks_like_a_credential_in_a_header_or_url(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


@pytest.mark.parametrize(
    "text",
    [
        "token=" * 200_000,
        "key " * 250_000,
        "password: '" * 90_000,
        '"api_key": "\\' * 80_000,
        "a" * 500_000 + "_token=" + "b" * 500_000,
        "\n".join(f"k{n}_secret = v{n}" for n in range(60_000)),
        "".join(chr(random.Random(9).randrange(1, 256)) for _ in range(300_000)) + "token=x",
        # Labels of many words, and labels whose value never ends its line.
        "a " * 11 + "key " * 250_000,
        "Unseal Key 1: x " * 60_000,
        "| secret | x |\n" * 60_000,
        # One line of them: in code, each is looked at for an unclosed quote back to a bound.
        "| secret | x " * 80_000,
        "mysql -u root -p 'x " * 50_000,
        "\u2502 token \u2502" * 100_000,
        "[x] 2026-01-14 10:00:00 INFO key:\n\n" * 30_000,
        # Schemes, cookies, header directives and typed declarations without an end.
        "Basic " * 200_000,
        "JSESSIONID=" * 200_000,
        "proxy_set_header Authorization " * 35_000,
        "const API_KEY: " * 70_000,
        "/api/a" * 200_000 + "/" + "b" * 40,
        "/api/" + "a/" * 300_000,
        # UUIDs under key variables, each line looked at back to a bound.
        f'a_key = "{UUID}"\n' * 40_000,
        "x" * 300_000 + f' registrationkey = "{UUID}"' * 20_000,
    ],
)
@pytest.mark.parametrize("file_name", ["notes.txt", "notes.py"])
def test_hostile_text_takes_linear_time(rules: RuleSet, text: str, file_name: str) -> None:
    # A megabyte made of secret words: each is looked at within a bounded window, once, so the
    # whole text costs about four times its first quarter; a reach that grew with the text would
    # cost sixteen times.
    linear, times = grows_linearly(lambda n: _found(rules, file_name, text[:n]), len(text))
    assert linear, times


def test_test_fixtures_and_example_files_report_only_shapes(rules: RuleSet) -> None:
    github = "ghp_" + _value(_ALNUM, 36, seed=9)
    yaml = f"client_secret: {TOKEN}\nbot_token: {github}\n"
    assert _found(rules, "proj/alertd/config/alertd.yaml", yaml) == [
        ("yaml-secret", 1, TOKEN),
        ("github-token", 2, github),
    ]
    for fixture in (
        "proj/alertd/tests/fixtures/alertd_test.yaml",
        "proj/pkg/testdata/config.yaml",
        "proj/app/config.example.yaml",
        "proj/ood/ood_portal.yml.example",
    ):
        assert _found(rules, fixture, yaml) == [("github-token", 2, github)], fixture
    code = f'API_TOKEN = "{TOKEN}"\n'
    assert _found(rules, "proj/app/conftest.py", code) == []
    assert _found(rules, "proj/svc/client_test.go", code) == []
    assert _found(rules, "proj/app/settings.py", code) == [("named-secret", 1, TOKEN)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Documented examples and shipped defaults.
        ("proj/ood/ood_portal.yml", 'oidc_client_secret: "b972c25d-88a4-41fa-87f7-a12ff167dd13"\n'),
        (".kafka/client.properties", "ssl.truststore.password=changeit\n"),
        ("infra/idrac.env", "IDRAC_PASSWORD=calvin\n"),
        ("infra/minio.env", "MINIO_ROOT_PASSWORD=minioadmin\n"),
        # Nord Pool's public Market Data API client (the user's password beside it is the secret).
        (
            "grid/secrets.yaml",
            'nordpool:\n  client_auth: "Basic '
            'Y2xpZW50X21hcmtldGRhdGFfYXBpOmNsaWVudF9tYXJrZXRkYXRhX2FwaQ=="\n',
        ),
        # Algolia's search-only keys, by their name or DocSearch's section.
        (
            "docs/mkdocs.yml",
            f"extra:\n  docsearch:\n    app_id: BH4D9OD16A\n    api_key: {HEX32}\n",
        ),
        ("site/.env", f"ALGOLIA_SEARCH_API_KEY={HEX32}\n"),
        ("site/config.js", f'const searchOnlyApiKey = "{HEX32}";\n'),
        # An object serialized into a string: Keycloak's hashed credential.
        (
            "keycloak/realm.json",
            '{"credentials": [{"type": "password", "secretData": "{\\"value\\":\\"'
            + _value(_ALNUM, 43, seed=5)
            + '=\\",\\"salt\\":\\"'
            + _value(_ALNUM, 22, seed=6)
            + '==\\"}", "credentialData": "{\\"hashIterations\\":27500,'
            '\\"algorithm\\":\\"pbkdf2-sha256\\"}"}]}\n',
        ),
        # Shipped defaults and documentation's examples (Harbor, its chart, Argilla, Kibana,
        # Europeana, MLflow), and phrases and numbered words of their kind.
        ("harbor/harbor.yml", "database:\n  password: root123\n"),
        ("k8s/harbor-values.yaml", 'secretKey: "not-a-secure-key"\n'),
        ("k8s/argilla.yaml", "auth:\n  apiKey: argilla.apikey\n"),
        ("elastic/kibana.yml", "xpack.security.encryptionKey: something_at_least_32_characters\n"),
        ("site/.env", "EUROPEANA_API_KEY=api2demo\n"),
        ("mlflow/basic_auth.ini", "[mlflow]\nadmin_password = password1234\n"),
        ("app/config.yaml", "session_secret: use-a-long-random-string\n"),
        ("app/settings.ini", "[db]\npassword = secret2024\n"),
        ("app/.env", "ADMIN_PASSWORD=admin123\n"),
        # References: the Secret that holds it, the variable it is read from, a key's file.
        ("k8s/values.yaml", "database:\n  existingSecret: harbor-db\n"),
        ("seis/catalogue.toml", '[fdsn]\npassword_env = "FDSN_PASSWORD"\n'),
        ("app/config.toml", '[smtp]\npassword_var = "SMTP_PASS"\n'),
        (
            "puppet/hiera.yaml",
            "options:\n  pkcs7_private_key: /etc/puppetlabs/puppet/eyaml/private_key.pkcs7.pem\n",
        ),
        ("tls/config.yaml", "private_key: /etc/ssl/private/host01_2026-renewal_key.pem\n"),
        # A PSK's identity, a hash's algorithm, a digest under a SHA-2 name.
        ("zabbix/zabbix_agent2.conf", "TLSConnect=psk\nTLSPSKIdentity=PSK-HPC-GPU-NODES\n"),
        ("notes.sh", "zabbix_get -s n1 --tls-connect psk --tls-psk-identity PSK-GPU-07 -k x\n"),
        ("forgejo/app.ini", "[security]\nPASSWORD_HASH_ALGO = pbkdf2_hi\n"),
        ("graylog/server.conf", f"root_password_sha2 = {_value(_HEX, 64, seed=7)}\n"),
    ],
)
def test_documented_public_and_hashed_values_are_not_secrets(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


def test_external_secrets_name_keys_and_paths_but_a_secret_beside_them_is_found(
    rules: RuleSet,
) -> None:
    external = (
        "apiVersion: external-secrets.io/v1beta1\nkind: ClusterExternalSecret\nspec:\n"
        "  externalSecretSpec:\n    data:\n      - secretKey: smtp-password\n"
        "        remoteRef:\n          key: secret/mail/relay\n          property: password\n"
        "---\napiVersion: external-secrets.io/v1alpha1\nkind: PushSecret\nspec:\n"
        "  data:\n    - match:\n        secretKey: api-token\n"
    )
    assert _found(rules, "k8s/mail-external.yaml", external) == []
    beside = external + f"---\napiVersion: v1\nkind: Secret\nstringData:\n  password: {PASSWORD}\n"
    assert [value for _, _, value in _found(rules, "k8s/mail.yaml", beside)] == [PASSWORD]


@pytest.mark.parametrize(
    "layout",
    ["USER@REALM!TOKENID=UUID", "USER:TOKEN@HOST/PATH", "ACCOUNT/ROLE:SECRET@REGION"],
)
def test_a_token_layout_written_in_capitals_is_not_a_secret(rules: RuleSet, layout: str) -> None:
    prose = f"Tokens look like `Authorization: PVEAPIToken={layout}` in every request.\n"
    assert _found(rules, "docs/api.md", prose) == []
    assert _found(rules, "docs/env.md", f"API_TOKEN={layout}\n") == []


def test_a_key_of_capitals_in_groups_is_still_a_secret(rules: RuleSet) -> None:
    key = "-".join(_value(string.ascii_uppercase, 5, seed=n) for n in range(4))
    assert [value for _, _, value in _found(rules, "app/.env", f"LICENSE_KEY={key}\n")] == [key]


GOSSIP_KEY = _value(_ALNUM + "+/", 43, seed=8) + "="


def test_ciphertext_blocks_and_change_times_are_not_secrets(rules: RuleSet) -> None:
    sealed = (
        "kind: SealedSecret\nspec:\n  encryptedData:\n"
        f"    DB_PASSWORD: Ag{_value(_ALNUM + '+/', 300, seed=3)}\n"
        "  template:\n    metadata:\n      name: db\n"
    )
    assert _found(rules, "k8s/sealed-secret.yaml", sealed) == []
    argocd = (
        f'stringData:\n  admin.passwordMtime: "2026-01-14T10:21:04Z"\n  server.secretkey: {TOKEN}\n'
    )
    assert [value for _, _, value in _found(rules, "argocd/argocd-secret.yaml", argocd)] == [TOKEN]


@pytest.mark.parametrize(
    ("file_name", "text", "value"),
    [
        # Settings secret by their nature, in the formats their tools write them.
        ("nomad/client.hcl", f'server {{\n  encrypt = "{GOSSIP_KEY}"\n}}\n', GOSSIP_KEY),
        ("consul/config.json", f'{{"encrypt": "{GOSSIP_KEY}"}}\n', GOSSIP_KEY),
        ("icinga2/constants.conf", f'const TicketSalt = "{HEX32}"\n', HEX32),
        ("wordpress/.env", f"WORDPRESS_AUTH_SALT={TOKEN}\n", TOKEN),
        ("harbor/values.yaml", f"core:\n  xsrfKey: {TOKEN}\n", TOKEN),
        ("app/config.py", f'WTF_CSRF_SECRET_KEY = "{TOKEN}"\n', TOKEN),
        # Every setting of a tokens block, or of a Kubernetes Secret's stringData.
        ("consul/acl.hcl", f'acl {{\n  tokens {{\n    agent_recovery = "{UUID}"\n  }}\n}}\n', UUID),
        ("k8s/secret.yaml", f"kind: Secret\nstringData:\n  salt: {TOKEN}\n", TOKEN),
        (
            "ia/ia.ini",
            f"[s3]\nsecret = {PASSWORD}\n[cookies]\nlogged-in-sig = {_value(_ALNUM, 48, seed=9)}\n",
            _value(_ALNUM, 48, seed=9),
        ),
        # Names of `::`-joined or dotted words.
        ("hieradata/common.yaml", f'profile::grafana::admin_password: "{PASSWORD}"\n', PASSWORD),
        ("kibana/kibana.yml", f"xpack.encryptedSavedObjects.encryptionKey: {TOKEN}\n", TOKEN),
        # A passphrase of random words, a key that starts with a slash, stay secrets.
        ("app/settings.ini", "[db]\npassword = orbit-velvet-cactus-lumen\n", None),
        ("app/config.yaml", f"private_key: /{TOKEN}/{TOKEN}\n", None),
    ],
)
def test_settings_secret_by_their_nature_or_their_section_are_found(
    rules: RuleSet, file_name: str, text: str, value: str | None
) -> None:
    found = _found(rules, file_name, text)
    assert len(found) == 1 + text.count("secret = ")
    assert value is None or found[-1][2] == value


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("consul/config.hcl", "encrypt = true\nencrypt_verify_incoming = true\n"),
        ("app/config.yaml", "encrypt: AES256\n"),
        ("ia/ia.ini", "[cookies]\nlogged-in-user = carol%40example.org\nconsent = yes\n"),
        ("consul/acl.hcl", 'acl {\n  tokens {\n    agent = "${CONSUL_AGENT_TOKEN}"\n  }\n}\n'),
        ("ml/gen.yaml", "max_tokens:\n  default: 512\n"),
        ("web/form.html.txt", f"csrf_token: {TOKEN}\n"),
    ],
)
def test_what_only_looks_like_a_setting_secret_by_its_nature(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("pull.py", 'import requests\nTRACKER_KEY = "{v}"\n'),
        ("pull.py", 'def main():\n    weatherkey = "{v}"\n'),
        ("fetch.R", 'library(httr)\nsoil_api_key <- "{v}"\n'),
        ("main.go", 'package feed\nconst depositKey = "{v}"\n'),
        ("app.ts", "// feed\nexport const geoKey = '{v}';\n"),
    ],
)
def test_a_uuid_a_script_keeps_in_a_key_variable_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    found = _found(rules, file_name, text.format(v=UUID))
    assert [(n, v) for _, n, v in found] == [(2, UUID)], found


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # In a dict, a call, a configuration: a UUID under a bare key is more often an id.
        ("pull.py", 'params = {{"key": "{v}"}}\nrow = table.get(key="{v}")\n'),
        ("fetch.R", 'x <- lookup(key = "{v}")\n'),
        ("app.toml", 'tracker_key = "{v}"\n'),
        ("settings.ini", "[feed]\nkey = {v}\n"),
        # Names that say identifier, or something else than a key.
        ("pull.py", 'TRACKER_KEY_ID = "{v}"\nDATASET_KEY = "{v}"\nCACHE_KEY = "{v}"\n'),
        ("pull.py", 'for key in keys:\n    key = "{v}"\nrequest_key = "{v}"\n'),
        ("pull.py", 'taxonKey = "{v}"\nmonkey = "{v}"\nturnkey = "{v}"\n'),
        # A placeholder or the nil UUID.
        ("pull.py", 'TRACKER_KEY = "00000000-0000-0000-0000-000000000000"\n'),
        ("pull.py", 'TRACKER_KEY = "xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx"\n'),
    ],
)
def test_what_only_looks_like_a_uuid_key_in_a_variable(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text.format(v=UUID)) == []


def test_a_random_value_without_a_digit_under_a_weak_name_is_found(rules: RuleSet) -> None:
    # About one base64 key in 250 holds no digit: its mixed cases say it is random (but for
    # the rare one with a run of small letters a word's length, taken for a word).
    letters = string.ascii_letters + "+/"
    keys = [_value(letters, 44, seed=seed) for seed in range(20)]
    found = [
        _found(rules, "consul/config.json", f'{{"encrypt": "{key}"}}\n')
        == [("structured-secret", 1, key)]
        for key in keys
    ]
    assert sum(found) >= 18


KEY_ID = _value(_HEX, 24, seed=11)


B2_KEY = "K005" + TOKEN


@pytest.mark.parametrize(
    ("file_name", "text", "secret"),
    [
        # The ID issued with a secret, written beside it under the name the secret's gives.
        ("backup/restic.env", f"B2_ACCOUNT_ID={KEY_ID}\nB2_ACCOUNT_KEY={B2_KEY}\n", B2_KEY),
        (".config/tool/tool.ini", f"[s3]\naccess = {KEY_ID}\nsecret = {TOKEN}\n", TOKEN),
        (
            "terraform/terraform.tfstate",
            f'{{"attributes": {{\n  "access": "{KEY_ID}",\n  "secret": "{TOKEN}"\n}}}}\n',
            TOKEN,
        ),
        (
            "deploy/backup.sh",
            f"export WASABI_ACCOUNT_ID={KEY_ID}\nexport WASABI_ACCOUNT_KEY={TOKEN}\n",
            TOKEN,
        ),
    ],
)
def test_a_key_id_beside_its_secret_is_reported_with_it(
    rules: RuleSet, file_name: str, text: str, secret: str
) -> None:
    assert sorted(value for _, _, value in _found(rules, file_name, text)) == sorted(
        [KEY_ID, secret]
    )


@pytest.mark.parametrize(
    "text",
    [
        # An account's number, an account's name, an ID far from the secret, a placeholder, an
        # ID under a name the secret's does not give.
        f"AWS_ACCOUNT_ID=123456789012\nAWS_ACCOUNT_KEY={TOKEN}\n",
        f"STORAGE_ACCOUNT_ID=kestrel-backup-archive\nSTORAGE_ACCOUNT_KEY={TOKEN}\n",
        f"B2_ACCOUNT_ID={KEY_ID}\n" + "# padding\n" * 200 + f"B2_ACCOUNT_KEY={TOKEN}\n",
        f"B2_ACCOUNT_ID=YOUR_KEY_ID_123456\nB2_ACCOUNT_KEY={TOKEN}\n",
        f"CF_ACCOUNT_ID={KEY_ID}\nCF_API_KEY={TOKEN}\n",
        f"PROJECT_ID={KEY_ID}\nSECRET={TOKEN}\n",
    ],
)
def test_what_only_looks_like_a_key_id_beside_a_secret(rules: RuleSet, text: str) -> None:
    assert [value for _, _, value in _found(rules, "backup/restic.env", text)] == [TOKEN]


AWS_KEY_ID = "AKIA" + _value(string.ascii_uppercase + "234567", 16, seed=12)
S3_KEY_ID = _value(string.ascii_uppercase + string.digits, 20, seed=13)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # An access key's id with its secret a few lines away, by its shape or by its name.
        ("jobs/sync.sbatch", f"export AWS_ACCESS_KEY_ID={AWS_KEY_ID}\n\n\nexport TOKEN={TOKEN}\n"),
        ("notes/ses.md", f"SMTP user: {AWS_KEY_ID}\nSMTP password: {TOKEN}\n"),
        ("conf/minio.env", f"MINIO_ACCESS_KEY={S3_KEY_ID}\nMINIO_SECRET_KEY={TOKEN}\n"),
        # A request logged with its session token on the line before, both lines long.
        (
            "logs/train.err",
            "DEBUG headers: "
            + "'Accept-Encoding': 'gzip, deflate', " * 6
            + f"'X-Amz-Security-Token': b'{TOKEN}'\nDEBUG 'Authorization': 'AWS4-HMAC-SHA256 "
            + "SignedHeaders=host;x-amz-date " * 4
            + f"Credential={AWS_KEY_ID}/20261129/eu-west-1/s3/aws4_request'\n",
        ),
    ],
)
def test_an_access_key_id_beside_a_secret_is_reported_with_it(
    rules: RuleSet, file_name: str, text: str
) -> None:
    values = [value for _, _, value in _found(rules, file_name, text)]
    assert TOKEN in values
    assert any(value in (AWS_KEY_ID, S3_KEY_ID) for value in values)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Alone, or its secret masked, or far away: the id names an account and grants nothing.
        ("logs/run-4417.out", f" S3_ACCESS_KEY={S3_KEY_ID}\n S3_SECRET_KEY=****\n"),
        ("notes/ses.md", f"The SES SMTP user is {AWS_KEY_ID} (the password is in Vault).\n"),
        ("jobs/sync.sbatch", f"AWS_ACCESS_KEY_ID={AWS_KEY_ID}\n" + "#\n" * 12 + f"TOKEN={TOKEN}\n"),
    ],
)
def test_an_access_key_id_without_its_secret_is_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    values = [value for _, _, value in _found(rules, file_name, text)]
    assert AWS_KEY_ID not in values
    assert S3_KEY_ID not in values


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A service's API key named access_key (Aviationstack, ipstack), a secret key by the
        # name that holds "access key", each alone.
        ("logs/fetch.log", f"GET http://api.aviationstack.com/v1/flights?access_key={HEX32}\n"),
        ("scripts/geo.py", f'params = {{"access_key": "{HEX32}"}}\n'),
        ("jobs/sync.sbatch", f"export AWS_SECRET_ACCESS_KEY={TOKEN[:40]}\n"),
    ],
)
def test_a_secret_named_for_an_access_key_is_reported_alone(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert len(_found(rules, file_name, text)) == 1


def test_many_access_key_ids_without_secrets_take_linear_time(rules: RuleSet) -> None:
    text = (
        f"TOKEN={TOKEN}\n"
        + f"S3_ACCESS_KEY={S3_KEY_ID} {AWS_KEY_ID}\n" * 20_000
        + f"x{AWS_KEY_ID} " * 20_000
    )
    # Each of the 40,000 values looks up to eight settings above it for a comment heading their
    # section.
    linear, times = text_grows_linearly(lambda part: _found(rules, "logs/run.out", part), text)
    assert linear, times


def test_algolia_admin_keys_and_secrets_inside_serialized_objects_are_still_found(
    rules: RuleSet,
) -> None:
    assert _found(rules, "site/.env", f"ALGOLIA_ADMIN_API_KEY={HEX32}\n") == [
        ("env-secret", 1, HEX32)
    ]
    text = f'{{"token": "{{\\"password\\":\\"{PASSWORD}\\"}}"}}\n'
    assert [(rule, value) for rule, _, value in _found(rules, "app/state.json", text)] == [
        ("named-secret", PASSWORD)
    ]


@pytest.mark.parametrize(
    ("file_name", "line"),
    [
        ("vault/init-2026.txt", f"Unseal Key 1: {TOKEN}"),
        ("vault/init-2026.txt", f"Initial Root Token: {TOKEN}"),
        ("notes/accounts.md", f"- API key: {TOKEN}"),
        ("notes/accounts.md", f"Generated password for alice: {PASSWORD}"),
        ("logs/setup.log", f"Your token is {TOKEN}."),
        ("logs/setup.out", f"Admin password: '{PASSWORD}'"),
        ("logs/setup.log", f"2026-01-14 10:00:01,250 INFO Generated admin password: {PASSWORD}"),
        ("logs/setup.log", f"[grafana-init] Service account token: {TOKEN}"),
        (
            "logs/jenkins.log",
            f"Please use the following password to proceed to installation:\n\n{TOKEN}",
        ),
        ("README", f"Service account password: {PASSWORD}"),
        # What a tool prints: after its marker, a remark in parentheses, the value indented or
        # after a marker on the next line; a CLI's aligned table.
        (
            "ops/opensearch-setup.txt",
            f"->  Admin password (change it with `reset-password -u admin`):\n    {PASSWORD}",
        ),
        ("ops/setup.log", f"* Copy the join token and paste it on each new node:\n-> {TOKEN}"),
        ("ops/consul-acl.txt", f"SecretID:         {UUID}"),
        ("ops/nomad-acl.txt", f"Secret ID    = {UUID}"),
        ("ops/approle.txt", f"secret_id             {UUID}"),
        # A label after earlier sentences of a note, its value on the next line.
        ("notes/certs.md", f"Renewed on Monday. The keystore export password:\n{PASSWORD}"),
        # A CLI's table: a label's cell, the value alone in the next, in ASCII or box drawing.
        ("ops/app-cred.txt", f"| secret       | {TOKEN} |"),
        ("ops/svc.txt", f"\u2502 api_token \u2502 {TOKEN}  \u2502"),
        ("ops/user.txt", f"| Password | {PASSWORD} | set by ops |"),
    ],
)
def test_a_labelled_value_on_a_line_of_text_is_found(
    rules: RuleSet, file_name: str, line: str
) -> None:
    found = _found(rules, file_name, f"Output of the setup, kept for later:\n{line}\n")
    # The value's line: the label's, or the last one when the value stands on a line of its own.
    assert [(rule, number) for rule, number, _ in found] == [("named-secret", line.count("\n") + 2)]
    assert found[0][2] in (TOKEN, PASSWORD, UUID)


@pytest.mark.parametrize(
    ("file_name", "line"),
    [
        # Prose, placeholders, masks, references, structure.
        ("notes/accounts.md", "Password: see the wiki"),
        ("notes/accounts.md", "Token: <your token>"),
        ("notes/accounts.md", "Password: ********"),
        ("notes/accounts.md", "API key: $OPENAI_API_KEY"),
        ("logs/setup.log", "Your token is valid for 24 hours."),
        ("logs/setup.log", "Token expiry: 2026-01-14T10:00:00Z"),
        ("logs/setup.log", f"Token id: {UUID}"),
        ("logs/setup.log", "Unseal Key 1: abc"),
        ("logs/setup.log", "Secrets: [db_password, smtp_password]"),
        ("logs/setup.log", "The following keys are required:\n\nAPI_KEY"),
        ("logs/setup.log", "[token-refresh] Started: a1b2c3d4e5f6g7h8i9j0k1l2"),
        ("notes/accounts.md", "Password:\n\n```\n"),
        # A weak label wants a random value.
        ("logs/setup.log", "Key: production"),
        # Only in text: in code a label is a string's content, in YAML a key read as such.
        ("setup.py", f"Unseal Key 1: {TOKEN}"),
        # What names a token, not the token: its accessor, its id, a secret's path in a store.
        ("ops/nomad-acl.txt", f"Accessor ID  = {UUID}"),
        ("ops/consul-acl.txt", f"AccessorID:       {UUID}"),
        ("ops/vault-token.txt", f"token_accessor        {TOKEN}"),
        ("ops/approle.txt", f"secret_id_accessor    {UUID}"),
        ("ops/aws.txt", "aws secretsmanager get-secret-value --secret-id prod/hpc-db-creds"),
        # A prompt's sentence, a value that is prose.
        ("notes/certs.md", "Renewed on Monday. The keystore export password:\nsee the vault entry"),
        ("notes/certs.md", "The tool asks for the password (twice):\n\n```"),
        # Tables of settings' descriptions, ids, types and masked values.
        ("docs/options.md", "| token | The API token to send with each request |"),
        ("docs/options.md", "| password | string | required |"),
        ("ops/app-cred.txt", f"| id           | {HEX32} |"),
        ("ops/app-cred.txt", "| secret       | None |"),
        ("ops/user.txt", "\u2502 password \u2502 ******** \u2502"),
    ],
)
def test_what_only_looks_like_a_labelled_value(rules: RuleSet, file_name: str, line: str) -> None:
    assert _found(rules, file_name, f"{line}\n") == []


# -- notes: tables, sentences; C's defines, Make's assignments ------------------------------------


def test_a_markdown_table_column_headed_by_a_secret_name_gives_its_cells(rules: RuleSet) -> None:
    text = (
        "| database | user | password |\n|---|:---:|---|\n"
        f"| fertility | carol | {PASSWORD} |\n"
        '| mortality | carol | in the keyring (`keyring::key_get("hmd")`) |\n'
        "| census | carol | `changeme` |\n\n"
        "| node | DevEUI | `AppKey` |\n| --- | --- | --- |\n"
        f"| n-01 | A8610A3233418F0B | {HEX32.upper()} |\n"
    )
    assert [(line, value) for _, line, value in _found(rules, "notes/access.md", text)] == [
        (3, PASSWORD),
        (9, HEX32.upper()),
    ]


@pytest.mark.parametrize(
    "text",
    [
        # A table that says what a setting is, a header cell that is more than a name, a table
        # with no separator row, a password's name in a row rather than the header.
        "| setting | meaning |\n|---|---|\n| password | the service account's password |\n",
        f"| host | password (ask Dana) |\n|---|---|\n| db1 | {PASSWORD} |\n",
        f"| host | password |\n| db1 | {PASSWORD} |\n",
    ],
)
def test_tables_that_hold_no_secret_column_are_not_read_as_one(rules: RuleSet, text: str) -> None:
    assert _found(rules, "notes/access.md", text) == []


@pytest.mark.parametrize(
    "text",
    [
        "the password " + "a, " * 300_000,
        "password is\n\n    " * 30_000,
        ("token " + "x" * 90 + "\n") * 10_000,
        "password: password " * 60_000,
        "password " + "a1" * 400_000,
    ],
)
def test_hostile_clauses_about_secrets_take_linear_time(rules: RuleSet, text: str) -> None:
    # The dearest text is "password: password" repeated; quadratic work takes minutes.
    linear, times = text_grows_linearly(lambda part: _found(rules, "notes/n.md", part), text)
    assert linear, times


def test_hostile_tables_take_linear_time(rules: RuleSet) -> None:
    wide = "| password " * 2_000 + "|\n" + "|---" * 2_000 + "|\n"
    rows = ("| " + "x " * 3_000 + "|\n") * 200
    # Against work that grows faster than the text: a quadratic reading took minutes.
    linear, times = text_grows_linearly(
        lambda part: _found(rules, "notes/t.md", part), (wide + rows) * 4
    )
    assert linear, times
    tables = ("| password |\n|---|\n" + f"| {TOKEN} |\n" * 300) * 100
    linear, times = text_grows_linearly(lambda part: _found(rules, "notes/t.md", part), tables)
    assert linear, times


def test_a_password_given_in_a_sentence_of_notes_is_found(rules: RuleSet) -> None:
    text = (
        f"The current BMC password is {PASSWORD} on every tray until November.\n"
        f"After the June rotation the password is now `{PASSWORD[::-1]}`.\n"
    )
    assert [v for _, _, v in _found(rules, "notes/handover.md", text)] == [
        PASSWORD,
        PASSWORD[::-1],
    ]


@pytest.mark.parametrize(
    "text",
    [
        # A clause about the secret that introduces it at its end: a code span later on the
        # line, first on the next line, or an indented code block after a blank line.
        "The restore passphrase we agreed on, for the tape vault's records: `{v}`\n",
        "During the outage the BMC password the vendor set on all trays was\n`{v}` until May.\n",
        "Until the SSO move, the wiki bot's API token is\n\n    {v}\n\nand it expires in May.\n",
        "Printed by the installer, the enrolment secret was:\n\n\t{v}\n",
    ],
)
def test_a_secret_a_clause_of_notes_introduces_as_code_is_found(rules: RuleSet, text: str) -> None:
    assert PASSWORD in [
        v for _, _, v in _found(rules, "notes/handover.md", text.format(v=PASSWORD))
    ]


@pytest.mark.parametrize(
    "text",
    [
        # A clause about the secret ends its line, and the value stands alone at the start of
        # the next, alone or before a remark: after a colon, after "is", or after the secret's
        # word itself; a dash written in UTF-8 as the remark's start.
        'DNAnexus: the token from the web UI, API token "rd-reanalysis", valid till March:\n{v}\n',
        "EarthRanger: the site admin gave us an API token on 2026-10-14:\n{v}\n(long-lived)\n",
        "The current BMC password is\n{v} \u2014 same on all trays until the November rotation.\n",
        "- Omeka S key for the pilot: identity `htr_pilot`, credential\n  {v} (re-issued in May)\n",
        "- FluxSuite account for the uploads: ngaio@example.edu, password\n  {v}.\n",
        "## Wiki bot token\n{v}\n",
    ],
)
def test_a_secret_alone_on_the_line_after_a_clause_about_it_is_found(
    rules: RuleSet, text: str
) -> None:
    written = text.format(v=TOKEN).encode().decode("latin-1")  # as the scanner reads files
    assert [v for _, _, v in _found(rules, "notes/access.md", written)] == [TOKEN]


@pytest.mark.parametrize(
    "text",
    [
        # What the next line starts with after such a clause but is no value: words, a path,
        # a variable, a command with more after it, a value two lines on, an example in code
        # after a word that ends its line, ssh-keygen's fingerprint and its comment.
        "The API token for the census calls is\nstored in Vault under kv/census.\n",
        "The token for the CI runners is kept in:\n/etc/gitlab-runner/token2\n",
        "The password for the portal:\n$PORTAL_PASSWORD2\n",
        "The deploy key:\nssh-keygen -t ed25519 -f deploy2 -C ci\n",
        "The token for the API calls is\n\nsomewhere\nS3cr3tV4lu3x9 later\n",
        "the rcanvas docs' example token\n`1~abc123` is not a real one.\n",
        "The key fingerprint is:\nSHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8 ci@login1\n",
    ],
)
def test_what_starts_the_line_after_a_clause_about_a_secret_but_is_no_value_is_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert _found(rules, "notes/handover.md", text) == []


@pytest.mark.parametrize(
    "text",
    [
        # Code that follows such a clause but is no value: a command, a path, a variable, a
        # name without digits, a placeholder; a sentence that ends first; a value two lines on.
        "The password, for every login node, is set with:\n`passwd --stdin`\n",
        "The token for the CI runners is kept in:\n`/etc/gitlab-runner/token2`\n",
        "The API key for the census calls is:\n\n    $CENSUS_API_KEY\n",
        "The secret for the webhook is: `WEBHOOK_SIGNING_SECRET`\n",
        "The password of the service account is: `<ask the storage team>`\n",
        "The password was rotated. The new ticket is: `INC0042117`\n",
        "The token for the API calls is\n\nsomewhere\n\n    S3cr3tV4lu3x9\n",
    ],
)
def test_code_after_a_clause_about_a_secret_that_is_no_value_is_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert _found(rules, "notes/handover.md", text) == []


@pytest.mark.parametrize(
    "text",
    [
        "The password is required for every login.\n",
        "The token is stored in Vault under kv/ci.\n",
        "The secret is /etc/munge/munge.key on every node.\n",
        "The API key is `${CENSUS_KEY}` from the environment.\n",
        "The password is: <ask the storage team>\n",
        'the password is "changeme".\n',
    ],
)
def test_sentences_that_give_no_secret_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _found(rules, "notes/handover.md", text) == []


@pytest.mark.parametrize(
    "text",
    [
        # Mid-sentence, after a user's name: the secret's word, a colon or nothing, the value.
        "Log in to the BMC web page as `root`, password: {v}\n",
        "The switch console (serial, 9600 baud) takes admin with passphrase {v} (ask Dana).\n",
        "Kiosk PC: local user `scanner`, password {v}; reset it each term.\n",
    ],
)
def test_a_password_a_sentence_gives_after_its_word_is_found(rules: RuleSet, text: str) -> None:
    assert [v for _, _, v in _found(rules, "notes/handover.md", text.format(v=PASSWORD))] == [
        PASSWORD
    ]


@pytest.mark.parametrize(
    "text",
    [
        # Words, algorithms, paths, variables and placeholders after a secret's word in prose.
        "Reset the password: see the wiki page on accounts.\n",
        "Users set a password sha512-hashed by the portal; the token v2 API is gone.\n",
        "The admin password /etc/bmc/admin.pw is readable by root only.\n",
        "Give the token $CI_JOB_TOKEN to the runner, or the password <ask Dana>.\n",
        "The password policy: 14 characters; the secret rotation: 90days.\n",
    ],
)
def test_words_after_a_secrets_word_in_prose_are_not_reported(rules: RuleSet, text: str) -> None:
    assert _found(rules, "notes/handover.md", text) == []


def test_a_secret_cs_preprocessor_defines_is_found(rules: RuleSet) -> None:
    text = (
        '#define BLYNK_TEMPLATE_ID "TMPL4rX8qZk2w"\n'
        f'#define BLYNK_AUTH_TOKEN "{TOKEN}"\n'
        f'#  define SECRET_APP_KEY "{HEX32.upper()}"\n'
        '#define SECRET_PASS "changeme"\n#define TOKEN_LEN 32\n'
    )
    for file_name in ("arduino_secrets.h", "node/node.ino"):
        assert [v for _, _, v in _found(rules, file_name, text)] == [TOKEN, HEX32.upper()]


def test_make_assignments_if_unset_are_read(rules: RuleSet) -> None:
    text = f"RTD_PROJECT ?= rc-docs\nRTD_TOKEN ?= {HEX32}\nDOCS_TOKEN ::= {TOKEN}\nFLAGS ?= -O2\n"
    assert [v for _, _, v in _found(rules, "docs/Makefile", text)] == [HEX32, TOKEN]


@pytest.mark.parametrize(
    "text",
    [
        # Names of settings written as patterns; placeholders of capitalised words; a digest.
        "Keep `AUTHENTIK_SECRET_KEY`, `AUTHENTIK_BOOTSTRAP_*` in the .env file.\n",
        "export X_API_KEY=SIGN-UP-FOR-KEY\n",
        'api_key = "ENTER-YOUR-API-KEY"\n',
        '<user name="admin" password="digest1:JbsqWmSeedvijW0SlDKXnLBNcBRjHsbJU95cTbka96Dr"/>\n',
    ],
)
def test_patterns_capitalised_placeholders_and_digests_are_not_reported(
    rules: RuleSet, text: str
) -> None:
    assert _found(rules, "notes/setup.md", text) == []


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # PostgreSQL's stored verifiers, as pg_dumpall --roles-only writes them: hashes.
        (
            "db/globals.sql",
            "ALTER ROLE web_rw WITH LOGIN PASSWORD 'SCRAM-SHA-256$4096:"
            "c2FsdHlzYWx0eXNhbHR5$c3RvcmVkc3RvcmVkc3RvcmVkc3RvcmVkc3RvcmVk:"
            "c2VydmVyc2VydmVyc2VydmVyc2VydmVyc2VydmVy';\n",
        ),
        (
            "db/globals.sql",
            "ALTER ROLE report WITH PASSWORD 'md5f1c3d0b2a9e8c7d6b5a4f3e2d1c0b9a8';\n",
        ),
        # A value the R config package computes when the file is read.
        ("app/config.yml", 'default:\n  api_token: !expr Sys.getenv("MET_TOKEN")\n'),
        # Documented test values: mostly one character (hCaptcha's, Turnstile's).
        ("web/settings.py", 'HCAPTCHA_SECRET = "0x0000000000000000000000000000000000000000"\n'),
        ("web/.env", "CAPTCHA_SECRET_KEY=2x0000000000000000000000000000000AB\n"),
        # Stripe's API reference test key.
        ("notes/billing.md", "Stripe test key `sk_test_4eC39HqLyjWDarjtT1zdp7dc` from the docs.\n"),
    ],
)
def test_stored_verifiers_computed_values_and_documented_test_values_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


def test_passwords_beside_those_look_alikes_are_still_found(rules: RuleSet) -> None:
    text = (
        f"ALTER ROLE web_rw WITH LOGIN PASSWORD '{PASSWORD}';\n"
        "ALTER ROLE report WITH PASSWORD 'md5f1c3d0b2a9e8c7d6b5a4f3e2d1c0b9a8';\n"
    )
    assert [(line, value) for _, line, value in _found(rules, "db/globals.sql", text)] == [
        (1, PASSWORD)
    ]
    # A key with a run of zeros in it is still a key.
    key = "0000" + TOKEN[4:]
    assert [v for _, _, v in _found(rules, "web/.env", f"CAPTCHA_SECRET_KEY={key}\n")] == [key]


# A random key drawn from an alphabet with punctuation (Django's get_random_secret_key) that
# happens to start with "$".
DOLLAR_KEY = "$k" + _value(string.ascii_lowercase + string.digits + "!@#%^&*(-_=+)", 48, seed=9)
DOLLAR_KEY = DOLLAR_KEY[:2] + "^" + DOLLAR_KEY[3:]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("web/settings.py", f"SECRET_KEY = '{DOLLAR_KEY}'\n"),
        ("site/.env", f'APP_SIGNING_SECRET="{DOLLAR_KEY}"\n'),
        ("api/config.yml", f"session:\n  secret: '{DOLLAR_KEY}'\n"),
    ],
)
def test_a_random_key_that_starts_with_a_dollar_is_found(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert DOLLAR_KEY in [v for _, _, v in _found(rules, file_name, text)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Variable references however they go on: a path, a host, a default, a command, a
        # template's substitution; and short values.
        ("site/.env", "APP_SECRET=$SECRETS_DIR/app-signing-secret-for-production-use\n"),
        ("site/.env", "DB_PASSWORD=$DB_USER@db01.example.org/analysis_production_db\n"),
        ("site/.env", "API_TOKEN=${API_TOKEN:-$(cat /run/secrets/api-token-for-ingest)}\n"),
        ("web/settings.py", "SECRET_KEY = '$DJANGO_SECRET_KEY'\n"),
        ("web/settings.py", "SECRET_KEY = '$k^3x!'\n"),
        ("Makefile.conf", "api_token = $(shell pass show ci/api-token-for-the-nightly-build)\n"),
    ],
)
def test_variable_references_starting_with_a_dollar_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # A secret read from a file with "@" (Bacula's include, curl's data from a file).
        ("etc/bareos/bareos-dir.conf", 'Director {\n  Password = "@/etc/bareos/dir.password"\n}\n'),
        ("deploy/app.ini", "[api]\ntoken = @./secrets/api-token\n"),
        # The setting's own name as its value: a template's slot, in INI and YAML.
        ("etc/raddb/proxy.ini", "[home_server]\nshared_secret_2=sharedsecret2\n"),
        ("app/config.yml", "smtp:\n  relay_password: relay-password\n"),
        # A login whose password is its user's name: a tool's documented default.
        ("srv/caster.conf", "[caster]\ncaster_user = 'ntrip1'\ncaster_password = 'ntrip1'\n"),
        ("broker/app.ini", "[amqp]\nlogin = guest2\npassword = guest2\n"),
    ],
)
def test_file_references_names_as_values_and_default_logins_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


def test_passwords_beside_a_user_or_under_a_name_unlike_them_are_still_found(
    rules: RuleSet,
) -> None:
    text = f"[caster]\ncaster_user = 'ntripadmin'\ncaster_password = '{PASSWORD}'\n"
    assert [v for _, _, v in _found(rules, "srv/caster.conf", text)] == [PASSWORD]
    # The same user name in another section says nothing of this one's password.
    text = "[a]\nuser = svc7Kq2xW9\n[b]\npassword = svc7Kq2xW9\n"
    assert [v for _, _, v in _found(rules, "srv/pair.conf", text)] == ["svc7Kq2xW9"]
    text = f'[radius]\nradius_secret_1 = "{TOKEN}"\n'
    assert [v for _, _, v in _found(rules, "authproxy.cfg", text)] == [TOKEN]


@pytest.mark.parametrize(
    "text",
    [
        # Many logins in one section and many sections: each value is looked up once among the
        # user names the file sets, read once.
        "[a]\n" + "".join(f"user = u{n}x\npassword = p{n}Kq7Zr2Lw\n" for n in range(6_000)),
        "".join(f"[s{n}]\nlogin = w{n}x\npass = w{n}x\n" for n in range(6_000)),
        "password = $k" + "^" * 300_000 + "\n",
    ],
)
def test_hostile_logins_take_linear_time(rules: RuleSet, text: str) -> None:
    linear, times = text_grows_linearly(lambda part: _found(rules, "srv/logins.conf", part), text)
    assert linear, times


PEPPER = _value(_ALNUM, 32, seed=21)
HEX_SEED = _value(_HEX, 40, seed=22)
ENROL_OTP = _value(_ALNUM, 20, seed=23)


@pytest.mark.parametrize(
    ("file_name", "text", "secret"),
    [
        # A hashing pepper in a configuration read by its structure, beside settings that read
        # their secrets from the environment (the keyword search needs one of its words in the
        # file: such files hold other secrets' settings).
        (
            "config/hashing.yml",
            "secret_key_base: <%= ENV['SECRET_KEY_BASE'] %>\n"
            f"argon2:\n  memory_cost: 65536\n  pepper: '{PEPPER}'\n",
            PEPPER,
        ),
        (
            "etc/app/app.ini",
            f"[hashing]\npepper = {PEPPER}\n[db]\npassword_file = /run/db\n",
            PEPPER,
        ),
        # A pepper drawn as hex (256 bits): under its own name no digest of anything, in a
        # setting or a note's line below the sentence that names it.
        ("srv/.env", f"DEVISE_PEPPER={HEX_PEPPER}\n", HEX_PEPPER),
        (
            "ethics/dmp.org",
            "Names become HMAC-SHA256(pepper, name). The pepper is:\n"
            f"  {HEX_PEPPER}\n(keep it out of the repo)\n",
            HEX_PEPPER,
        ),
        # An OTP token's seed given to privacyIDEA's or LinOTP's API, hex as they take it.
        ("ops/enrol.sh", f"pi-manage token init --type totp --otpkey {HEX_SEED}\n", HEX_SEED),
        (
            "enrol.py",
            f"requests.post(URL, data={{'type': 'hotp', 'otpkey': '{HEX_SEED}'}})\n",
            HEX_SEED,
        ),
        # A host's enrolment one-time password (FreeIPA), beside the admin's from a vault.
        (
            "group_vars/ipaclients.yml",
            'ipaadmin_password: "{{ vault_admin_password }}"\n'
            f"freeipa_host_otp: '{ENROL_OTP}'\n",
            ENROL_OTP,
        ),
    ],
)
def test_peppers_otp_seeds_and_enrolment_passwords_are_found(
    rules: RuleSet, file_name: str, text: str, secret: str
) -> None:
    assert secret in [v for _, _, v in _found(rules, file_name, text)]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Codes of digits, lengths, switches, references, a recipe, a generator's call.
        ("group_vars/all.yml", 'ipaadmin_password: "{{ vault_pw }}"\nhost_otp: 123456\n'),
        ("group_vars/all.yml", 'ipaadmin_password: "{{ vault_pw }}"\notp_length: 6\n'),
        ("etc/app/app.ini", "[hashing]\npepper = false\n[db]\npassword_file = /run/db\n"),
        ("srv/.env", "DB_PASSWORD=$DB_PASSWORD\nHASH_PEPPER=${HASH_PEPPER}\n"),
        ("recipes/chili.yml", "secret_ingredient: cumin\npepper: black pepper, ground\n"),
        # A digest named on the pepper's line is that digest.
        ("srv/.env", f"PEPPER_SHA256={HEX_PEPPER}\n"),
        ("srv/app.ini", f"pepper = {HEX_PEPPER}  ; sha256 of the file\n"),
        ("enrol.py", "otpkey = generate_otpkey()\ntoken = init_token(otpkey)\n"),
        ("srv/.env", "API_TOKEN=\nOTP_ISSUER=Fulmar HPC\nOTP_DIGITS=6\n"),
    ],
)
def test_otp_and_pepper_settings_without_a_secret_are_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


# Random keys with a chance run of eight or more lower-case letters, as one in forty of 32
# letters and digits has.
CHANCE_RUN_KEYS = ["Q7mB2xZ9tkbdfrchnwLp4Rv8Ks1Wd3Ny", "p9Xhqtvmsdkw4Lr2Zb7Nc5Vk1Mj8Hg6F"]


@pytest.mark.parametrize("key", CHANCE_RUN_KEYS)
@pytest.mark.parametrize(
    ("file_name", "template"),
    [
        # Under weak names: a client constructed with its key, a bare `key` in a service's
        # section, an `auth` setting.
        ("geo.py", 'gc = OpenCageGeocode("{k}")\n'),
        ("conf/services.yml", "openaq:\n  key: {k}\n"),
        ("conf/app.ini", "[tiles]\nauth = {k}\n"),
    ],
)
def test_a_random_key_with_a_chance_run_of_letters_is_found(
    rules: RuleSet, key: str, file_name: str, template: str
) -> None:
    assert key in [v for _, _, v in _found(rules, file_name, template.format(k=key))]


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # Words and identifiers under the same weak names: pronounceable runs, however cased.
        ("geo.py", 'gc = OpenCageGeocode("Production2024Geocoder")\n'),
        ("conf/app.ini", "[tiles]\nauth = Basemaps2Overlays\n"),
        ("conf/app.ini", "[tiles]\nauth = Anonymous4Readonly\n"),
        ("conf/app.ini", "[tiles]\nauth = 7strengths9Basemaps\n"),
    ],
)
def test_words_under_weak_names_are_still_not_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    assert _found(rules, file_name, text) == []


# -- an OAuth client's identifier by another name -------------------------------------------------

CLIENT_KEY = _value(string.ascii_lowercase + string.digits, 15, seed=21)
CLIENT_SECRET = _value(_ALNUM, 32, seed=22)


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        ("box_sync.py", 'BOX_APP_KEY = "{k}"\nBOX_APP_SECRET = "{s}"\n'),
        ("oauth.json", '{{"clientKey": "{k}", "clientSecret": "{s}"}}\n'),
        (
            "app.yaml",
            "oauth:\n  client-key: {k}\n  redirect: https://lab.edu/cb\n  client-secret: {s}\n",
        ),
        (".env", "SHOP_APP_KEY={k}\nSHOP_APP_SECRET={s}\n"),
    ],
)
def test_a_client_key_beside_its_secret_is_the_clients_public_id(
    rules: RuleSet, file_name: str, text: str
) -> None:
    found = _found(rules, file_name, text.format(k=CLIENT_KEY, s=CLIENT_SECRET))
    assert [value for _, _, value in found] == [CLIENT_SECRET], found


@pytest.mark.parametrize(
    ("file_name", "text"),
    [
        # An app key with no secret beside it is the secret (an encryption key, a device key).
        (".env", "APP_KEY={k}\nAPP_DEBUG=false\n"),
        ("node.ino", 'String appKey = "{k}";\n'),
        # Another client's secret, or a secret named otherwise, says nothing of this key.
        ("cfg.yaml", "upload:\n  client_key: {k}\nmail:\n  smtp_secret_name: mail\n"),
    ],
)
def test_a_client_key_without_its_secret_is_still_reported(
    rules: RuleSet, file_name: str, text: str
) -> None:
    key = "Xa8dkP2mLq9ZrT4wV7nB"
    found = _found(rules, file_name, text.format(k=key))
    assert [value for _, _, value in found] == [key], found


def test_many_client_keys_take_linear_time(rules: RuleSet) -> None:
    pair = f'APP_KEY = "{CLIENT_KEY}"\nAPP_SECRET = "{CLIENT_SECRET}"\n'
    linear, times = grows_linearly(lambda n: _found(rules, "keys.py", pair * n), 20_000)
    assert linear, times


# -- a secret of small letters only --------------------------------------------------------------


@pytest.mark.parametrize(
    "value",
    [
        "vjqkstbmwozpxrl",
        "qzmvkrtplwxhenbd",
        "ubrtkzqwemsnvplc",
    ],
)
def test_random_small_letters_under_a_secrets_name_are_found(rules: RuleSet, value: str) -> None:
    text = f'const box = {{ appSecret: "{value}" }};\nsmtp_password = "{value}"\n'
    assert [v for _, _, v in _found(rules, "upload.js", text)] == [value, value]


@pytest.mark.parametrize(
    ("name", "value"),
    [
        # In code, words and identifiers of small letters (a setting's, a backend's): a run of
        # five consonants is not chance in them, or they are too short to tell.
        ("client_secret", "administrator"),
        ("db_password", "nightsky"),
        ("password", "interoperability"),
        ("token_kind", "qzmvkrtplwxhenbd"),
        # A name that only may be secret needs more than letters of one case.
        ("key", "qzmvkrtplwxhenbd"),
    ],
)
def test_small_letter_words_under_secret_names_are_not_reported(
    rules: RuleSet, name: str, value: str
) -> None:
    assert _found(rules, "app.py", f'{name} = "{value}"\n') == []
