"""Credential files read by their structure: for each format, a file shaped like the real one
(values generated here) yields exactly its secrets, by line and kind; the same format holding
only placeholders, references and examples yields nothing; and malformed, binary or huge input
neither crashes the scan nor takes more than linear time."""

from __future__ import annotations

import base64
import json
import random
import string
from functools import cache
from pathlib import Path

import pytest

from govern.errors import SecretsError
from govern.secrets import formats
from govern.secrets.formats import PARSERS, read_fields
from govern.secrets.rules import DEFAULT_RULES, load_rules
from govern.secrets.scan import ScanOptions, scan_file
from tests.secrets.labelled import generate
from tests.secrets.linear import text_grows_linearly

RULES = load_rules()

Found = set[tuple[int, str, str]]  # (line, kind, rule)


def _write(root: Path, relative: str, text: str | bytes) -> Path:
    path = root / relative
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    path.chmod(0o600)
    return path


def _scan(root: Path, relative: str, text: str | bytes, rules_file: Path | None = None) -> Found:
    path = _write(root, relative, text)
    rules = RULES if rules_file is None else load_rules(rules_file)
    result = scan_file(str(path), False, rules, ScanOptions(jobs=1))
    return {(f.line, f.kind, f.rule) for f in result.findings}


def _plain_word(seed: int) -> str:
    """A password with no shape of a secret at all: lower-case letters only."""
    return "".join(random.Random(seed).choice(string.ascii_lowercase) for _ in range(11))


# -- .pgpass -------------------------------------------------------------------------------------


def test_pgpass_passwords_are_found_whatever_they_look_like(tmp_path: Path) -> None:
    escaped = generate("password14").replace("-", r"\:")
    text = (
        "# hostname:port:database:username:password\n"
        f"db.rc.example.edu:5432:*:carol:{_plain_word(1)}\n"
        f"*:*:climate:carol:{escaped}\n"
        "not an entry\n"
        f"h\\:1:5432:d:u:{generate('password')}:with:colons\n"
    )
    path = _write(tmp_path, ".pgpass", text)
    result = scan_file(str(path), False, RULES, ScanOptions(jobs=1))
    assert {(f.line, f.kind, f.rule) for f in result.findings} == {
        (2, "password", "pgpass-password"),
        (3, "password", "pgpass-password"),
        (5, "password", "pgpass-password"),
    }
    # The escaped colon belongs to the password; the host's escaped colon does not end a field.
    by_line = {f.line: f for f in result.findings}
    assert by_line[3].column == len("*:*:climate:carol:") + 1
    assert by_line[3].secret_length == len(escaped)
    assert by_line[5].column == len("h\\:1:5432:d:u:") + 1


def test_a_pgpass_password_cut_by_dots_and_underscores_is_no_placeholder_phrase(
    tmp_path: Path,
) -> None:
    # A random password split by its own punctuation into a run of mixed-case letters, a number
    # and a lone letter is not a phrase like not-a-secure-key.
    text = (
        "# hostname:port:database:username:password\n"
        "wrds-pgdata.wharton.upenn.edu:9737:wrds:hl:vHEzuPyXQEW.88_a\n"
        "db:5432:d:u:Kq4.wxTzpR_a\n"
    )
    assert _scan(tmp_path, ".pgpass", text) == {
        (2, "password", "pgpass-password"),
        (3, "password", "pgpass-password"),
    }


def test_placeholder_phrases_in_pgpass_are_still_passed_over(tmp_path: Path) -> None:
    text = (
        "h:5432:d:u:not-a-secure-password\n"
        "h:5432:d:u:Use_A_Long_Random_String\n"
        "h:5432:d:u:something_at_least_32_characters\n"
    )
    assert _scan(tmp_path, ".pgpass", text) == set()


def test_pgpass_placeholders_and_comments_are_not_secrets(tmp_path: Path) -> None:
    text = (
        "# db.rc.example.edu:5432:*:carol:Zq7vT2pxK9mW4s\n"
        "*:*:*:carol:\n"
        "h:5432:d:u:${PGPASSWORD}\n"
        "h:5432:d:u:$PGPASSWORD\n"
        "h:5432:d:u:<password>\n"
        "h:5432:d:u:changeme\n"
        "h:5432:d:u:password\n"
    )
    assert _scan(tmp_path, ".pgpass", text) == set()


# -- INI family ----------------------------------------------------------------------------------


def test_mysql_option_file_passwords_quoted_or_not(tmp_path: Path) -> None:
    quoted = generate("password", 1)
    text = (
        "[client]\n"
        "user=carol\n"
        f"password={_plain_word(2)}\n"
        "[mysqldump]\n"
        f'password = "{quoted} #x"\n'
        "[mysql]\n"
        f"password1={generate('password', 2)} # the first factor\n"
        "[mysqladmin]\n"
        "password=\n"
        "password=<your password>\n"
        "password = $MYSQL_PWD\n"
        "host=db.rc.example.edu\n"
    )
    path = _write(tmp_path, ".my.cnf", text)
    result = scan_file(str(path), False, RULES, ScanOptions(jobs=1))
    assert {(f.line, f.kind, f.rule) for f in result.findings} == {
        (3, "password", "mysql-option-password"),
        (5, "password", "mysql-option-password"),
        (7, "password", "mysql-option-password"),
    }
    lengths = {f.line: f.secret_length for f in result.findings}
    assert lengths[5] == len(quoted) + len(" #x")  # a # inside quotes is the password's
    assert lengths[7] == len(generate("password", 2))  # a # after a space starts a comment


def test_s3cmd_keys_and_passphrase(tmp_path: Path) -> None:
    text = (
        "[default]\n"
        f"access_key = {generate('s3_access_key')}\n"
        f"secret_key = {generate('aws_secret')}\n"
        "access_token =\n"
        "gpg_decrypt = %(gpg_command)s -d --passphrase-fd %(passphrase_fd)s -o %(output_file)s\n"
        f"gpg_passphrase = {_plain_word(3)}\n"
        "host_bucket = %(bucket)s.s3.rc.example.edu\n"
    )
    assert _scan(tmp_path, ".s3cfg", text) == {
        (2, "cloud-key", "object-store-access-key"),
        (3, "cloud-key", "object-store-secret-key"),
        (6, "cloud-key", "object-store-secret-key"),
    }


def test_s3cmd_placeholders(tmp_path: Path) -> None:
    text = (
        "[default]\n"
        "access_key = AWS_ACCESS_KEY_PLACEHOLDER\n"
        "secret_key = <Your Secret Key>\n"
        "gpg_passphrase = password\n"
        "secret_key =\n"
        "access_key = AKIAIOSFODNN7EXAMPLE\n"
        "secret_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\n"
    )
    assert _scan(tmp_path, ".s3cfg", text) == set()


def test_boto_secrets_the_specific_rules_still_name(tmp_path: Path) -> None:
    text = (
        "[Credentials]\n"
        f"aws_access_key_id = {generate('aws_key_id')}\n"
        f"aws_secret_access_key = {generate('aws_secret')}\n"
        f"gs_access_key_id = {generate('gcs_hmac_id')}\n"
        f"gs_secret_access_key = {generate('aws_secret', 1)}\n"
        f"gs_oauth2_refresh_token = {generate('google_refresh')}\n"
        "[Boto]\n"
        "proxy = proxy.rc.example.edu\n"
        "gs_oauth2_refresh_token = <your token>\n"
    )
    assert _scan(tmp_path, ".boto", text) == {
        (2, "cloud-key", "aws-access-key-id"),
        (3, "cloud-key", "aws-secret-access-key"),
        (4, "cloud-key", "object-store-access-key"),
        (5, "cloud-key", "object-store-secret-key"),
        (6, "cloud-key", "object-store-secret-key"),
    }


def test_rclone_obscured_passwords_keys_and_oauth_tokens(tmp_path: Path) -> None:
    token = json.loads(generate("rclone_token"))
    text = (
        "[gdrive]\n"
        "type = drive\n"
        "client_id = 202264815644-abc.apps.googleusercontent.com\n"
        f"client_secret = {generate('random40')}\n"
        f"token = {json.dumps(token)}\n"
        "[secret]\n"
        "type = crypt\n"
        f"password = {generate('rclone_obscured')}\n"
        f"password2 = {generate('rclone_obscured', 1)}\n"
        "[box]\n"
        "type = sftp\n"
        "key_file = ~/.ssh/id_ed25519\n"
        "pass =\n"
        "[blob]\n"
        f"key = {generate('azure_key')}\n"
        f"sas_url = https://a.blob.core.windows.net/c?sv=2022-11-02&sig={generate('sas_sig')}\n"
    )
    path = _write(tmp_path, ".config/rclone/rclone.conf", text)
    result = scan_file(str(path), False, RULES, ScanOptions(jobs=1))
    assert {(f.line, f.kind, f.rule) for f in result.findings} == {
        (4, "cloud-key", "rclone-credential"),
        (5, "cloud-key", "rclone-credential"),  # the access token
        (5, "cloud-key", "google-refresh-token"),  # a Google Drive remote's refresh token
        (8, "password", "rclone-password"),
        (9, "password", "rclone-password"),
        (15, "cloud-key", "rclone-credential"),
        (16, "cloud-key", "rclone-credential"),
    }
    # The OAuth token's two secrets, each on its own, not the JSON around them.
    in_token = sorted(f.secret_length for f in result.findings if f.line == 5)
    assert in_token == sorted([len(token["access_token"]), len(token["refresh_token"])])


def test_ngc_cli_config(tmp_path: Path) -> None:
    text = (
        ";WARNING - This is a machine generated file.  Do not edit manually.\n"
        "[CURRENT]\n"
        f"apikey = {generate('ngc_legacy')}\n"
        "format_type = ascii\n"
        "org = rc-vision\n"
    )
    assert _scan(tmp_path, ".ngc/config", text) == {(3, "api-token", "ngc-cli-config")}
    # Only the NGC CLI's config is read as one; in another tool's, the name alone says secret.
    assert _scan(tmp_path, "other/config", text) == {(3, "named-secret", "named-secret")}
    assert _scan(tmp_path, ".ngc/config", "[CURRENT]\napikey = <your NGC API key>\n") == set()


def test_password_option_files(tmp_path: Path) -> None:
    odbc = (
        "[climate]\n"
        "Driver = PostgreSQL Unicode\n"
        f"Password = {generate('password')}\n"
        "[other]\n"
        f"PWD={_plain_word(7)}\n"
        "PWD=\n"
    )
    assert _scan(tmp_path, ".odbc.ini", odbc) == {
        (3, "password", "password-option-file"),
        (5, "password", "password-option-file"),
    }
    wgetrc = (
        "http_user = carol\n"
        f"http_password = {generate('password14')}\n"
        f"ftp-password = {_plain_word(8)}\n"
        "passive_ftp = on\n"
        "proxy_password = <proxy password>\n"
    )
    assert _scan(tmp_path, ".wgetrc", wgetrc) == {
        (2, "password", "password-option-file"),
        (3, "password", "password-option-file"),
    }
    cifs = f"username=carol\npassword={_plain_word(9)}\ndomain=RC\n"
    assert _scan(tmp_path, ".smbcredentials", cifs) == {(2, "password", "password-option-file")}


def test_apptainer_tokens_and_registry_logins(tmp_path: Path) -> None:
    remote = (
        "Active: SylabsCloud\n"
        "Remotes:\n"
        "  SylabsCloud:\n"
        "    URI: cloud.sylabs.io\n"
        f"    Token: {generate('random40')}\n"
        "Credentials:\n"
        "- URI: oras://registry.rc.example.edu\n"
        "  Username: carol\n"
        f"  Password: {generate('password')}\n"
        "- URI: docker://other.example.edu\n"
        "  Password: ''\n"
    )
    assert _scan(tmp_path, ".apptainer/remote.yaml", remote) == {
        (5, "registry-auth", "apptainer-credential"),
        (9, "registry-auth", "apptainer-credential"),
    }
    logins = json.dumps({"auths": {"nvcr.io": {"auth": generate("docker_auth")}}}, indent=1)
    assert _scan(tmp_path, ".apptainer/docker-config.json", logins) == {
        (4, "registry-auth", "apptainer-credential")
    }


def test_renviron_secret_names_only(tmp_path: Path) -> None:
    text = (
        "R_LIBS_USER=~/R/%p-library/%v\n"
        f"CENSUS_API_KEY={generate('hex40')}\n"
        f'DB_PASSWORD="{generate("password")}"\n'
        f"ZENODO_PAT={generate('random40')}\n"
        "PASSWORD_FILE=/run/user/1003/db-password\n"
        "OPENAI_API_KEY=${OPENAI_KEY}\n"
        "TOKEN_URL=https://login.rc.example.edu/oauth/token\n"
        "GITHUB_PAT=vault:secret/data/carol/github#pat\n"
        "MAPBOX_TOKEN=\n"
        f"MC_SEED={generate('random40', 1)}\n"
    )
    assert _scan(tmp_path, ".Renviron", text) == {
        (2, "env-secret", "renviron-secret"),
        (3, "env-secret", "renviron-secret"),
        (4, "env-secret", "renviron-secret"),
        # The parser reads secret names only; a value that looks generated is reported under
        # any name by the finder that comes after every rule.
        (10, "generated-value", "generated-value"),
    }


# -- YAML and JSON -------------------------------------------------------------------------------


def test_cds_api_rc_in_yaml_and_json(tmp_path: Path) -> None:
    cds = f"url: https://cds.climate.copernicus.eu/api\nkey: {generate('cds_key')}\n"
    assert _scan(tmp_path, ".cdsapirc", cds) == {(2, "api-token", "cds-api-key")}
    # The current CDS keys are bare UUIDs: a UUID is no look-alike in this file.
    bare = f"url: https://cds.climate.copernicus.eu/api\nkey: {generate('uuid_key')}\n"
    assert _scan(tmp_path, ".cdsapirc", bare) == {(2, "api-token", "cds-api-key")}
    # cdsapi splits lines at their first colon: no space needed after it.
    tight = f"url:https://cds.climate.copernicus.eu/api\nkey:{generate('cds_key', 1)}\n"
    assert _scan(tmp_path, ".cdsapirc", tight) == {(2, "api-token", "cds-api-key")}
    ecmwf = (
        "{\n"
        '    "url"   : "https://api.ecmwf.int/v1",\n'
        f'    "key"   : "{generate("hex32")}",\n'
        '    "email" : "carol@example.edu"\n'
        "}\n"
    )
    assert _scan(tmp_path, ".ecmwfapirc", ecmwf) == {(3, "api-token", "cds-api-key")}
    examples = (
        "url: https://cds.climate.copernicus.eu/api\n# key: 12345:abcd\nkey: <UID>:<API-KEY>\n"
    )
    assert _scan(tmp_path, ".cdsapirc", examples) == set()


def test_kaggle_json(tmp_path: Path) -> None:
    text = json.dumps({"username": "carolrc", "key": generate("hex32")}, indent=1)
    assert _scan(tmp_path, ".kaggle/kaggle.json", text) == {(3, "api-token", "kaggle-key")}
    example = '{"username":"carolrc","key":"<your-kaggle-key>"}'
    assert _scan(tmp_path, ".kaggle/kaggle.json", example) == set()


def test_conda_channel_tokens(tmp_path: Path) -> None:
    text = (
        "channels:\n"
        f"  - https://conda.anaconda.org/t/{generate('conda_token')}/rc-vision\n"
        "  - conda-forge\n"
        f"channel_alias: 'https://conda.rc.example.edu/t/{generate('conda_token', 1)}'  # ours\n"
        "custom_channels:\n"
        "  internal: https://conda.rc.example.edu/t/$CONDA_TOKEN\n"
        "  mirror: https://conda.rc.example.edu/t/<TOKEN>/main\n"
        "pkgs_dirs:\n"
        "  - /scratch/carol/t/pkgs\n"
    )
    assert _scan(tmp_path, ".condarc", text) == {
        (2, "api-token", "conda-channel-token"),
        (4, "api-token", "conda-channel-token"),
    }


def test_oauth_secrets_in_any_json_file(tmp_path: Path) -> None:
    text = json.dumps(
        {
            "client_id": "lG2c0vTy7xWZbq4k5mGJ1dDVa9uNhRrP",
            "client_secret": generate("random40"),
            "token_type": "Bearer",
            "refresh_token": generate("oauth_refresh"),
            "scope": "deposit:write",
        },
        indent=2,
    )
    assert _scan(tmp_path, ".config/zenodo/oauth.json", text) == {
        (3, "oauth-token", "oauth-json"),
        # The pattern rule for refresh tokens comes first and names it.
        (5, "oauth-token", "oauth-refresh-token"),
    }
    example = json.dumps(
        {
            "installed": {"client_id": "YOUR_CLIENT_ID", "client_secret": "<client-secret>"},
            "refresh_token": "",
            "access_token": "${ACCESS_TOKEN}",
            "schema": {"refresh_token": "string", "client_secret": "string"},
        }
    )
    assert _scan(tmp_path, "docs/oauth.example.json", example) == set()


# -- bare token files ----------------------------------------------------------------------------


def test_bare_token_files(tmp_path: Path) -> None:
    # A token of a shape some rule knows is named by it; any other, by the file.
    assert _scan(tmp_path, ".vault-token", generate("vault_token")) == {
        (1, "api-token", "developer-platform-token")
    }
    assert _scan(tmp_path, ".vault-token", generate("vault_legacy")) == {
        (1, "api-token", "bare-token-file")
    }
    assert _scan(tmp_path, ".irods/.irodsA", generate("irods_scrambled") + "\n") == {
        (1, "password", "irods-password-file")
    }
    # A Hugging Face token of the current shape is named by its own rule; any other by the file.
    assert _scan(tmp_path, ".cache/huggingface/token", generate("hf")) == {
        (1, "api-token", "huggingface-token")
    }
    assert _scan(tmp_path, ".cache/huggingface/token", "\n" + generate("random40") + "\n") == {
        (2, "api-token", "bare-token-file")
    }


@pytest.mark.parametrize(
    "name",
    [
        "token",
        ".config/gh/token",
        "run/lab.token",
        "ci/deploy_token",
        "keys/fernet.key",
        ".config/wireguard/privatekey",
        "secrets/db.password",
        "api_key",
    ],
)
def test_a_file_named_for_a_secret_reports_its_bare_value(tmp_path: Path, name: str) -> None:
    assert _scan(tmp_path, name, _plain_word(21) + "\n") == {(1, "secret-file", "secret-file")}


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("keys/public.key", generate("sas_key")),
        (".config/wireguard/publickey", generate("sas_key")),
        ("keys/pubkey.token", generate("sas_key")),
        ("keys/notes.key", "two words\n"),
        ("keys/lab.token", "<paste your token here>\n"),
        ("keys/lab.token", "line one\nline two\n"),
    ],
)
def test_what_a_secret_named_file_holds_that_is_none(tmp_path: Path, name: str, text: str) -> None:
    assert _scan(tmp_path, name, text) == set()


@pytest.mark.parametrize(
    "name", ["vpn/clients/lab-pc-03.auth", "openvpn/auth.txt", "mnt/cifs.cred"]
)
def test_a_login_file_reports_its_second_line_as_the_password(tmp_path: Path, name: str) -> None:
    # OpenVPN's auth-user-pass file: the user's name, then the password, which a weak file name
    # alone would want longer or more random to report.
    password = _plain_word(6) + "^" + _plain_word(5)
    assert _scan(tmp_path, name, f"svc-scope.07\n{password}\n") == {
        (2, "secret-file", "secret-named-file")
    }


@pytest.mark.parametrize(
    "text",
    [
        # One value, three, or a first line that is no user's name: no login file.
        "svc-scope.07\n",
        "svc-scope.07\nWinter-2024\nextra-line\n",
        "/home/svc/scope\nWinter-2024\n",
        # The password is a placeholder.
        "svc-scope.07\nchangeme\n",
    ],
)
def test_what_only_looks_like_a_login_file(tmp_path: Path, text: str) -> None:
    assert _scan(tmp_path, "vpn/clients/lab-pc-03.auth", text) == set()


def test_a_pem_key_in_a_key_file_is_named_by_the_private_key_rule(tmp_path: Path) -> None:
    assert _scan(tmp_path, "tls/server.key", generate("pem_rsa") + "\n") == {
        (1, "private-key", "private-key")
    }


def test_mysql_login_path_file_is_reported_whole_though_it_is_binary(tmp_path: Path) -> None:
    obfuscated = b"\0\0\0\0" + random.Random(3).randbytes(20) + bytes(range(256))
    assert _scan(tmp_path, ".mylogin.cnf", obfuscated) == {(1, "password", "mysql-login-path-file")}
    # Any other binary file is still skipped.
    path = _write(tmp_path, "data/login.bin", obfuscated)
    assert scan_file(str(path), False, RULES, ScanOptions(jobs=1)).skipped["binary"] == 1


def test_putty_private_keys(tmp_path: Path) -> None:
    text = (
        "PuTTY-User-Key-File-3: ssh-ed25519\nEncryption: none\nComment: carol\n"
        "Public-Lines: 1\nAAAAC3NzaC1lZDI1NTE5AAAAIGk3p9Vt0qz8mKcRw2fX7yHbL4nJ5sQ1aT6uE0oD9iPz\n"
        f"Private-Lines: 1\n{generate('random40')}\nPrivate-MAC: {generate('hex64')}\n"
    )
    assert _scan(tmp_path, ".ssh/dtn.ppk", text) == {(7, "private-key", "putty-private-key")}


def test_an_encrypted_rclone_config_holds_nothing_to_report(tmp_path: Path) -> None:
    body = base64.b64encode(random.Random(4).randbytes(900)).decode()
    text = "# Encrypted rclone configuration File\n\nRCLONE_ENCRYPT_V0:\n" + body + "\n"
    assert _scan(tmp_path, ".config/rclone/rclone.conf", text) == set()
    # Its password, where a user keeps it for rclone to read, is a secret.
    rc = f"export RCLONE_CONFIG_PASS={generate('password')}\n"
    assert _scan(tmp_path, ".bashrc", rc) == {(1, "env-secret", "shell-export-secret")}


def test_curlrc_options_that_carry_credentials(tmp_path: Path) -> None:
    bearer = generate("random40")
    text = (
        f'user = "carol:{generate("password")}"\n'
        f"oauth2-bearer = {bearer}\n"
        f'header = "Authorization: Bearer {generate("random40", 1)}"\n'
        f"pass = {generate('password14')}\n"
        'header = "Accept: application/json"\n'
    )
    found = _scan(tmp_path, ".curlrc", text)
    assert {line for line, _, _ in found} == {1, 2, 3, 4}


def test_authinfo_is_read_like_netrc(tmp_path: Path) -> None:
    text = f"machine imap.example.edu login carol password {generate('password')} port 993\n"
    assert _scan(tmp_path, ".authinfo", text) == {(1, "password", "netrc-password")}


@pytest.mark.parametrize("scrambled", ["a<b>c{{d}}e", "x${HOME}y...z", "****q%(r)s"])
def test_a_scrambled_irods_password_is_found_whatever_characters_it_holds(
    tmp_path: Path, scrambled: str
) -> None:
    # Scrambling maps a password onto any printable characters, those that mark placeholders
    # elsewhere included: a Vault token file holding the same text is a placeholder.
    assert _scan(tmp_path, ".irods/.irodsA", scrambled + "\n") == {
        (1, "password", "irods-password-file")
    }
    assert _scan(tmp_path, ".vault-token", scrambled + "\n") == set()


@pytest.mark.parametrize(
    "text",
    ["", "\n\n", "run `vault login` first\n", "a\nb\n", "<token>", "${VAULT_TOKEN}", "x" * 9000],
)
def test_what_is_not_a_bare_token(tmp_path: Path, text: str) -> None:
    assert _scan(tmp_path, ".vault-token", text) == set()


# -- YAML configuration ---------------------------------------------------------------------------


def test_yaml_secret_keys_quoted_or_not_and_what_only_names_them(tmp_path: Path) -> None:
    text = (
        "storage-s3-endpoint-url: https://s3.example.edu\n"
        f"storage-s3-secret-key: {generate('aws_secret')}\n"
        "storage-s3-secret-name: lab-s3\n"
        "mast:\n"
        f"  token: {generate('random40')}\n"
        "  token_url: https://auth.example.edu/token\n"
        f"  password: {_plain_word(5)}1\n"
        "  password_file: /run/secrets/pw\n"
        "secrets:\n"
        "  - db_password\n"
        "model:\n"
        "  tokenizer: bert-base-cased\n"
        "  max_tokens: 2048\n"
        "api_key: ${API_KEY}\n"
        "vault_password: !vault |\n"
        "  $ANSIBLE_VAULT;1.1;AES256\n"
        "  62313365396662343061393464336163383764373764613633653634306231386433626436623361\n"
    )
    assert _scan(tmp_path, "pipeline/profile.yaml", text) == {
        (2, "password", "yaml-secret"),
        (5, "password", "yaml-secret"),
        (7, "password", "yaml-secret"),
    }
    # Outside a YAML file the same lines are no YAML, but their names still say secret.
    assert _scan(tmp_path, "pipeline/profile.txt", text) == {
        (2, "named-secret", "named-secret"),
        (5, "named-secret", "named-secret"),
        (7, "named-secret", "named-secret"),
    }


def test_git_credentials_with_a_plain_password(tmp_path: Path) -> None:
    text = f"https://carol:{_plain_word(4)}@git.rc.example.edu\nhttps://carol@bitbucket.org\n"
    assert _scan(tmp_path, ".git-credentials", text) == {
        (1, "connection-string", "connection-string")
    }


# -- any structured file: keys with the keys around them, settings as name and value -------------


def _fields(parser: str, text: str, name: str = "") -> list[tuple[str, tuple[str, ...], str]]:
    parts = (name,) if name else ()
    return [(f.key, f.parents, text[f.start : f.end]) for f in read_fields(parser, text, parts)]


def test_yaml_values_carry_the_keys_they_are_nested_in() -> None:
    text = (
        "clouds:\n"
        "  lab:\n"
        "    auth:\n"
        "      username: carol\n"
        "      password: 'p1'\n"
        "    region_name: eu\n"
        '    flow: {user: a, password: "p2"}\n'
        "secrets: [db_password, s3_key]\n"
    )
    assert _fields("yaml", text) == [
        ("username", ("clouds", "lab", "auth"), "carol"),
        ("password", ("clouds", "lab", "auth"), "p1"),
        ("region_name", ("clouds", "lab"), "eu"),
        ("user", ("clouds", "lab", "flow"), "a"),
        ("password", ("clouds", "lab", "flow"), "p2"),
        ("secrets", (), "db_password"),
        ("secrets", (), "s3_key"),
    ]


def test_yaml_block_scalars_are_values_and_settings_pair_a_name_with_a_value() -> None:
    text = (
        "motd: |\n"
        "  line one\n"
        "  line two\n"
        "token: >-\n"
        "  abc\n"
        "env:\n"
        "  - name: DB_PASSWORD\n"
        "    value: v1\n"
        "  - name: OTHER\n"
        "    value: v2\n"
        "last: z\n"
    )
    fields = _fields("yaml", text)
    assert ("motd", (), "line one\n  line two") in fields
    assert ("token", (), "abc") in fields
    # Each list item is a mapping of its own: names pair only with their own values.
    assert ("DB_PASSWORD", ("env",), "v1") in fields
    assert ("OTHER", ("env",), "v2") in fields
    assert ("DB_PASSWORD", ("env",), "v2") not in fields
    assert ("last", (), "z") in fields


def test_json_values_carry_their_path_and_settings_pair_a_name_with_a_value() -> None:
    text = json.dumps(
        {
            "auths": {"registry.example.edu": {"auth": "a1"}},
            "env": [{"name": "API_TOKEN", "value": "v1"}, {"Name": "OTHER", "Value": "v2"}],
            "both": {"name": "X_KEY", "key": "Y_KEY", "value": "v3"},
        }
    )
    fields = _fields("json", text)
    assert ("auth", ("auths", "registry.example.edu"), "a1") in fields
    assert ("API_TOKEN", ("env",), "v1") in fields
    assert ("OTHER", ("env",), "v2") in fields
    # Two names for one value: which one it belongs to is not known, so neither is paired.
    assert not [f for f in fields if f[2] == "v3" and f[0] in ("X_KEY", "Y_KEY")]


def test_ini_and_toml_sections_are_the_parents_of_their_options() -> None:
    text = (
        '[remote "origin"]\n'
        "\turl = https://git.example.edu/x\n"
        "[tool.poetry.http-basic.lab]\n"
        'password = "p1"\n'
        "[[servers]]\n"
        "token = t1 ; comment\n"
    )
    assert _fields("ini", text) == [
        ("url", ("remote", "origin"), "https://git.example.edu/x"),
        ("password", ("tool", "poetry", "http-basic", "lab"), "p1"),
        ("token", ("servers",), "t1"),
    ]


def test_xml_attributes_elements_and_settings_written_as_name_and_value() -> None:
    text = (
        "<settings><servers><server><id>lab</id>"
        "<password>p1</password></server></servers>\n"
        '<appSettings><add key="ApiKey" value="v1"/></appSettings>\n'
        "<configuration><property><name>fs.s3a.secret.key</name><value>v2</value>"
        "</property></configuration>\n"
        "<sec:token>t1</sec:token><!-- <password>old</password> --></settings>"
    )
    fields = _fields("xml", text)
    assert ("password", ("settings", "servers", "server"), "p1") in fields
    assert ("ApiKey", ("settings", "appSettings", "add"), "v1") in fields
    assert ("fs.s3a.secret.key", ("settings", "configuration", "property"), "v2") in fields
    assert ("token", ("settings",), "t1") in fields
    # A password commented out is still in the file.
    assert ("password", ("settings",), "old") in fields


def test_a_property_lists_keys_name_the_values_written_after_them(tmp_path: Path) -> None:
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n'
        "\t<key>MUNKI_REPO</key>\n\t<string>https://munki.lab.edu/repo</string>\n"
        "\t<key>SMB_PASSWORD</key>\n\t<string>Qw7.rT9!mKs2vLp</string>\n"
        "\t<key>Enabled</key>\n\t<true/>\n\t<string>stray-Value-4kq9</string>\n"
        "\t<key>PayloadContent</key>\n\t<dict>\n"
        "\t\t<key>apiToken</key><string>Zx81kPq0Lw7nVb3mTy6r</string>\n\t</dict>\n"
        "\t<key>Password</key>\n\t<string>$SMB_PASSWORD</string>\n"
        "</dict>\n</plist>\n"
    )
    fields = _fields("xml", text)
    assert ("SMB_PASSWORD", ("plist", "dict"), "Qw7.rT9!mKs2vLp") in fields
    assert ("apiToken", ("plist", "dict", "dict"), "Zx81kPq0Lw7nVb3mTy6r") in fields
    # A value after another kind of element (<true/>) is no key's.
    assert not [f for f in fields if f[0] == "Enabled"]
    found = _scan(tmp_path, "Library/Preferences/com.lab.sync.plist", text)
    assert {(line, rule) for line, _, rule in found} == {
        (7, "structured-secret"),
        (13, "structured-secret"),
    }


def test_blocks_of_hcl_groovy_and_hocon() -> None:
    text = (
        "api {\n"
        "    credentials {\n"
        '        "access_key" = "k1"\n'
        "    }\n"
        "}\n"
        "aws { client { secretKey = 's1'; endpoint = 'https://s3' } }\n"
        "tower.accessToken = 't1'  // Seqera\n"
        'resource "aws_db_instance" "main" {\n'
        "  password = var.db_password\n"
        '  /* password = "old" */\n'
        "}\n"
    )
    assert _fields("blocks", text) == [
        ("access_key", ("api", "credentials"), "k1"),
        ("secretKey", ("aws", "client"), "s1"),
        ("endpoint", ("aws", "client"), "https://s3"),
        ("accessToken", ("tower",), "t1"),
        ("password", ("main",), "var.db_password"),
    ]


@pytest.mark.parametrize(
    ("name", "text", "key"),
    [
        ("app.yaml", "a:\n  token: t\n", "token"),
        ("state.tfstate", '{"token": "t"}', "token"),
        ("main.tf", 'x {\n  token = "t"\n}\n', "token"),
        ("nextflow.config", "aws {\n  token = 't'\n}\n", "token"),
        ("web.config", '<add key="token" value="t"/>', "token"),
        ("app.config", "aws {\n  token = 't'\n}\n", "token"),
        ("clearml.conf", "api {\n  token: t\n}\n", "token"),
        ("slurmdbd.conf", "StoragePass=t\n", "StoragePass"),
        ("credentials", "[default]\ntoken = t\n", "token"),
        ("no-suffix", '{"token": "t"}', "token"),
        ("no-suffix.txt", "<token>t</token>", "token"),
    ],
)
def test_a_structured_file_is_read_as_the_format_its_name_or_content_says(
    name: str, text: str, key: str
) -> None:
    # The value is read under its own name (an XML setting's also under the name it is given).
    assert key in [f[0] for f in _fields("structured", text, name) if f[2] == "t"]


def test_a_key_that_only_may_be_secret_is_one_under_credentials(tmp_path: Path) -> None:
    word = _plain_word(11) + "7"
    text = f"credentials:\n  main:\n    key: {word}\nworkflows:\n  rnaseq:\n    key: {word}\n"
    assert _scan(tmp_path, "galaxy/parsec.yml", text) == {(3, "named-secret", "structured-secret")}
    ini = f"[credentials]\nkey = {word}\n[cache]\nkey = {word}\n"
    assert _scan(tmp_path, "tool/settings.ini", ini) == {(2, "named-secret", "structured-secret")}


def test_a_setting_written_as_name_and_value_is_found_under_its_name(tmp_path: Path) -> None:
    password = generate("password")
    k8s = (
        "env:\n"
        "  - name: SERVICE_API_TOKEN\n"
        f"    value: {password}\n"
        "  - name: SERVICE_URL\n"
        f"    value: https://{_plain_word(3)}.example.edu\n"
    )
    # In YAML the rule for secret-named keys reads the pair first.
    assert _scan(tmp_path, "deploy/app.yaml", k8s) == {(3, "password", "yaml-secret")}
    xml = f'<appSettings>\n<add key="ServicePassword" value="{password}"/>\n</appSettings>\n'
    assert _scan(tmp_path, "web/app.config", xml) == {(2, "named-secret", "structured-secret")}
    hadoop = (
        "<configuration><property>\n<name>fs.s3a.secret.key</name>\n"
        f"<value>{generate('aws_secret')}</value>\n</property></configuration>\n"
    )
    assert _scan(tmp_path, "etc/core-site.xml", hadoop) == {
        (3, "named-secret", "structured-secret")
    }


def test_a_credential_after_an_authorization_scheme_in_a_setting_is_found(tmp_path: Path) -> None:
    token, key = generate("hex40"), generate("aws_secret")
    headers = (
        "<settings><servers><server><id>forge</id><configuration><httpHeaders>\n"
        "<property>\n<name>Authorization</name>\n"
        f"<value>Bearer {token}</value>\n</property>\n"
        "<property><name>X-Request-Source</name><value>ci build</value></property>\n"
        "</httpHeaders></configuration></server></servers></settings>\n"
    )
    assert _scan(tmp_path, "home/ci/.m2/settings.xml", headers) == {
        (4, "named-secret", "structured-secret")
    }
    proxy = f'{{"proxy": {{"Proxy-Authorization": "ApiKey {key}", "auth_mode": "basic"}}}}\n'
    # ApiKey is one of the header rule's schemes (Tastypie's): that rule reports it first.
    assert _scan(tmp_path, "opt/relay/relay.json", proxy) == {(1, "api-token", "http-auth-header")}
    # A scheme alone, or a reference after it, is no credential.
    empty = (
        "<settings><httpHeaders><property><name>Authorization</name><value>Bearer</value>"
        "</property><property><name>Authorization</name><value>Bearer ${env.FORGE_TOKEN}</value>"
        "</property></httpHeaders></settings>\n"
    )
    assert _scan(tmp_path, "home/ci/.m2/settings.xml", empty) == set()


# -- hostile and malformed input -----------------------------------------------------------------

FORMAT_FILES = {
    "pgpass": ".pgpass",
    "ini": ".config/rclone/rclone.conf",
    "yaml": ".condarc",
    "json": ".kaggle/kaggle.json",
    "token": ".vault-token",
    "xml": "etc/core-site.xml",
    "blocks": "infra/main.tf",
    "structured": "conf/app.config",
    "table": "xcat/passwd.csv",
    "tfstate": "infra/terraform.tfstate",
    "lines": "secrets/db_password",
    "sql-dump": "dumps/accounts.sql",
}
HUGE = 1_000_000


@cache  # built once for the 29 tests that read it (0.2 s CPU each time); strings never change
def _hostile_texts() -> dict[str, str]:
    rng = random.Random(5)
    return {
        "one huge line": "password = " + "a" * HUGE,
        "many delimiters": ":" * HUGE,
        "escapes": "\\" * HUGE,
        # Each quote opens a string that never closes: quadratic for a naive tokenizer.
        "unclosed strings": '"\\' * (HUGE // 2),
        "long string": '{"key": "' + "a" * HUGE + '"}',
        "long escaped string": '{"key": "' + "\\a" * (HUGE // 2) + '"}',
        "nested": "[" * HUGE,
        "nested objects": '{"a":' * (HUGE // 5),
        "closing": "}]" * (HUGE // 2),
        "indentation": "".join(f"{' ' * (n % 200)}k{n}:\n" for n in range(HUGE // 120)),
        "list items": "- " * HUGE,
        "quotes": "'\"" * (HUGE // 2),
        "random": "".join(chr(rng.randrange(1, 256)) for _ in range(200_000)),
        "random lines": "\n".join(
            "".join(rng.choice(":=[]{}\"'#;-\\ \tkpassword") for _ in range(60))
            for _ in range(5_000)
        ),
        "tags": "<a " * (HUGE // 3),
        "unclosed comments": "<!--" * (HUGE // 4),
        "deep elements": "<e>" * (HUGE // 3),
        "property list keys": "<dict>" + "<key>password</key>" * (HUGE // 19),
        "property list pairs": "<dict>" + "<key>k</key><string>v</string>" * (HUGE // 31),
        "attributes": "<e " + 'password="x" ' * (HUGE // 14) + ">",
        "braces": "a {" * (HUGE // 3),
        "block comments": "/*" * (HUGE // 2),
        "block scalar": "k: |\n" + "  line\n" * (HUGE // 7),
        "flow mapping": "k: {" + "a: b, " * (HUGE // 6) + "}",
        "one huge json line": json.dumps({f"k{n}": "v" * 20 for n in range(HUGE // 30)}),
        "unclosed quoted fields": "key,password\n" + '"a""' * (HUGE // 4),
        "many fields": "password," * (HUGE // 9) + "\n" + "x," * (HUGE // 2),
        # SQL dumps: many rows, rows that never close, statements that never end their string.
        "insert rows": "INSERT INTO t (api_token) VALUES " + "('x')," * (HUGE // 6),
        "unclosed rows": "INSERT INTO t (password) VALUES (" * (HUGE // 33),
        "unclosed insert strings": "INSERT INTO t (token) VALUES ('x " * (HUGE // 33),
        "definitions": "CREATE TABLE t (" * (HUGE // 16),
        "wide definition": "CREATE TABLE t (" + "`api_key` text," * (HUGE // 15),
        "rows of a secret table": "INSERT INTO tokens VALUES " + "('x', 'y')," * (HUGE // 11),
        "copy heads": "COPY t (key) FROM stdin;\n" * (HUGE // 25),
        "copy rows": "COPY t (id, token) FROM stdin;\n" + "1\tx\n" * (HUGE // 5),
        "sensitive attributes": '{"resources": [{"instances": [{"sensitive_attributes": ['
        + '{"value": "result"},' * (HUGE // 20)
        + "]}]}]}",
    }


@pytest.mark.parametrize("parser", sorted(PARSERS))
def test_parsers_never_raise_and_take_linear_time(parser: str) -> None:
    for name, text in _hostile_texts().items():

        def parse(part: str, name: str = name) -> None:
            for field in PARSERS[parser](part):
                assert 0 <= field.start <= field.end <= len(part), (parser, name, field)

        linear, times = text_grows_linearly(parse, text)
        assert linear, f"{parser} on {name}: {times}"


@pytest.mark.parametrize("parser", sorted(FORMAT_FILES))
def test_hostile_credential_files_do_not_stop_the_scan(tmp_path: Path, parser: str) -> None:
    relative = FORMAT_FILES[parser]
    for n, text in enumerate(_hostile_texts().values()):
        _scan(tmp_path / str(n), relative, text)  # no exception, whatever it finds
    binary = b"\x00\x01password = " + bytes(range(256)) * 100
    path = _write(tmp_path, f"binary/{relative}", binary)
    result = scan_file(str(path), False, RULES, ScanOptions(jobs=1))
    assert result.findings == [] and result.skipped["binary"] == 1


def test_a_file_its_parser_fails_on_still_gets_the_pattern_rules(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = (
        f"db:5432:*:carol:{generate('password')}\n# postgres://carol:{generate('password', 1)}@db\n"
    )

    def broken(_: str) -> list[formats.Field]:
        raise RecursionError("a parser bug")

    monkeypatch.setitem(PARSERS, "pgpass", broken)
    assert read_fields("pgpass", text) == []
    assert _scan(tmp_path, ".pgpass", text) == {(2, "connection-string", "connection-string")}


# -- rules as data -------------------------------------------------------------------------------


def test_a_site_adds_a_format_without_code(tmp_path: Path) -> None:
    rules_file = tmp_path / "rules.toml"
    rules_file.write_text(
        DEFAULT_RULES.read_text()
        + '\n[[rule]]\nid = "myapp-secret"\nkind = "api-token"\nseverity = "high"\n'
        'description = "MyApp API secret"\nfiles = ["myapp.conf"]\nparser = "ini"\n'
        'keys = ["api_secret", "*_passphrase"]\n'
    )
    text = f"[server]\napi_secret = {_plain_word(5)}\nsigning_passphrase: {_plain_word(6)}\n"
    assert _scan(tmp_path, "tree/myapp.conf", text, rules_file) == {
        (2, "api-token", "myapp-secret"),
        (3, "api-token", "myapp-secret"),
    }
    assert _scan(tmp_path, "tree/other.conf", text, rules_file) == set()


@pytest.mark.parametrize(
    ("rule", "error"),
    [
        ('parser = "ldif"\nfiles = ["a"]', "no parser 'ldif'"),
        ('pattern = "(?P<secret>x)"\nkeywords = ["x"]\nkeys = ["a"]', "keys are read by a parser"),
        ('parser = "ini"\nkeywords = ["x"]', "give it files"),
        ('keywords = ["x"]', "give it a pattern"),
        ('parser = "ini"\nfiles = ["a"]\npattern = "x"', "(?P<secret>...) group"),
    ],
)
def test_malformed_parser_rules_are_refused(tmp_path: Path, rule: str, error: str) -> None:
    rules_file = tmp_path / "rules.toml"
    rules_file.write_text(
        f'[[rule]]\nid = "r"\nkind = "k"\nseverity = "low"\ndescription = "d"\n{rule}\n'
    )
    with pytest.raises(SecretsError, match=error.replace("(", r"\(").replace(")", r"\)")):
        load_rules(rules_file)


@pytest.mark.parametrize(
    ("name", "generator"),
    [
        (".ansible/vault_pass.txt", "password14"),
        ("ansible/.vault_pass", "password14"),
        ("ansible/vault-password", "password"),
        ("mongodb/mongo-keyfile", "random40"),
        ("deploy/root_password", "password14"),
        ("notes/secret.txt", "alnum24"),
        ("etc/cluster.keyfile", "random40"),
        ("munge/authfile", "random40"),
        # A folder named for secrets or credentials: any name, a random value.
        ("secrets/postgres", "random40"),
        (".credentials/globus", "alnum32"),
        # A secret named for what it encrypts (Chef's data bag secret): a key, not ciphertext.
        (".chef/encrypted_data_bag_secret", "random40"),
    ],
)
def test_a_file_its_name_or_folder_says_is_secret_reports_its_value(
    tmp_path: Path, name: str, generator: str
) -> None:
    assert _scan(tmp_path, name, generate(generator) + "\n") == {
        (1, "secret-file", "secret-named-file")
    }


@pytest.mark.parametrize(
    ("name", "text"),
    [
        # A word, a placeholder, a path, a reference.
        (".ansible/vault_pass.txt", "correcthorsebattery\n"),
        (".ansible/vault_pass.txt", "<your vault password>\n"),
        (".ansible/vault_pass.txt", "/home/kim/.config/vault/pass\n"),
        # A weak name or a secret folder wants a random value: an id is none.
        ("munge/authfile", "7c1e4f0a-9b2d-4c3e-8f5a-6d7b8c9e0f1a\n"),
        ("secrets/hostname", "login01.cluster.example.org\n"),
        # A folder that only mentions secrets says nothing of what it holds.
        ("test_secrets_found/run", generate("random40") + "\n"),
        # A branch named for a secret: the ref holds a commit's hash.
        ("proj/.git/refs/heads/add-api-key", generate("hex40") + "\n"),
        # Names that say something else: a digest, a policy, a public key, a word ending in key.
        ("release/token_hash.txt", generate("hex64") + "\n"),
        ("docs/password_policy.txt", generate("alnum24") + "\n"),
        ("wg/publickey", generate("sas_key") + "\n"),
        ("notes/monkey", generate("random40") + "\n"),
        # Not a bare value: prose, settings, user:hash records, a certificate, a long list.
        ("notes/secret.txt", "rotate the key every quarter\n"),
        ("deploy/credentials", "username=kim\nregion=eu-west-1\n"),
        ("web/.htpasswd", "kim:$apr1$Yq9w1r2e$1Ku3fKp9zQ7m2l5X8b0wN/\n"),
        ("tls/secret.txt", "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n"),
        ("secrets/ids", "".join(generate("alnum24", n) + "\n" for n in range(6))),
        # A format of its own, read by its own rules: a lock, a pid, a JSON or YAML file.
        ("run/auth.lock", generate("random40") + "\n"),
        ("secrets/app.pid", "48213\n"),
    ],
)
def test_what_a_file_named_for_a_secret_holds_that_is_none(
    tmp_path: Path, name: str, text: str
) -> None:
    assert _scan(tmp_path, name, text) == set()


@pytest.mark.parametrize(
    "name", ["deploy/secrets/mysql_root.txt", "stack/secrets/grafana_admin", ".secrets/smtp"]
)
def test_a_docker_secret_file_is_its_value_however_short(tmp_path: Path, name: str) -> None:
    # Compose and Swarm mount one value a file from a `secrets` folder: a 16-character password
    # there is the secret, though a folder's word alone asks for a longer random value.
    password = "OUjN*woLR*1u_L*A"
    assert _scan(tmp_path, name, password + "\n") == {(1, "secret-file", "secret-named-file")}


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("deploy/secrets/.gitkeep", ""),
        ("deploy/secrets/README", "Put one secret a file here; see compose.yaml.\n"),
        ("deploy/secrets/mysql_root.txt", "changeme\n"),
        ("deploy/secrets/mysql_root.txt", "${MYSQL_ROOT_PASSWORD}\n"),
        ("deploy/secrets/mysql_root.txt", "/run/secrets/mysql_root\n"),
        ("deploy/secrets/mysql_root.txt", "postgres\n"),
        # Beside a secret, not one: a user's name, a host; a digest of one.
        ("deploy/secrets/db_user.txt", "Ops_Svc*2024\n"),
        ("deploy/secrets/db_host", "db-7.internal\n"),
        ("deploy/secrets/token_sha256.txt", generate("hex64") + "\n"),
        # Not one short value: two values, a comment beside it, a long text.
        ("deploy/secrets/mysql_root.txt", "# rotated in May\nOUjN*woLR*1u_L*A\n"),
        ("deploy/secrets/notes", "x" * 300 + "\n"),
        # Not directly in the folder: a file in a subfolder of secrets/ is a file of its own.
        ("deploy/secrets/certs/serial", "1000Ab*x\n"),
    ],
)
def test_what_only_looks_like_a_docker_secret_file(tmp_path: Path, name: str, text: str) -> None:
    assert _scan(tmp_path, name, text) == set()


def test_a_json_file_of_tokens_keyed_by_ids_reports_each_token(tmp_path: Path) -> None:
    tokens = [generate("hex32", n) for n in range(3)]
    text = json.dumps(
        {"P01": tokens[0], "P02": tokens[1], "sub-07": tokens[2], "P03": "<pending consent>"},
        indent=2,
    )
    assert _scan(tmp_path, "config/athlete_tokens.json", text) == {
        (line, "api-token", "token-map-file") for line in (2, 3, 4)
    }


@pytest.mark.parametrize(
    ("name", "text"),
    [
        # Placeholders, references and redactions under ids.
        ("config/athlete_tokens.json", '{"P01": "REDACTED", "P02": "${POLAR_TOKEN_P02}"}'),
        ("config/athlete_tokens.json", '{"P01": "", "P02": "xxxxxxxxxxxxxxxxxxxxxxxx"}'),
        # Settings of a token file are not keyed by ids; ids in another file are data.
        ("config/tokens.json", '{"token_type": "Bearer", "expires_at": "2026-12-04T06:00:00Z"}'),
        ("config/participants.json", '{"P01": "' + generate("hex32") + '"}'),
    ],
)
def test_what_only_looks_like_a_token_keyed_by_an_id(tmp_path: Path, name: str, text: str) -> None:
    assert _scan(tmp_path, name, text) == set()


def test_a_secret_named_file_of_several_values_reports_each(tmp_path: Path) -> None:
    # Mastodon.py's user credential file: the access token, then the instance's URL.
    usercred = generate("b64url43") + "\nhttps://mastodon.social\n"
    assert _scan(tmp_path, "bot/panel_usercred.secret", usercred) == {
        (1, "secret-file", "secret-named-file")
    }
    # Its client credential file: the client id (public), then the secret, the URL, the name.
    clientcred = (
        f"{generate('b64url43', 1)}\n{generate('b64url43', 2)}\nhttps://mastodon.social\npanel\n"
    )
    assert _scan(tmp_path, "bot/panel_clientcred.secret", clientcred) == {
        (2, "oauth-token", "mastodon-client-credential-file")
    }


def test_freesurfer_licence_keys(tmp_path: Path) -> None:
    licence = "kim@example.ac.uk\n71234\n {}\n {}\n".format(
        generate("freesurfer_code"), generate("freesurfer_key")
    )
    found = {
        (3, "license-key", "freesurfer-license-key"),
        (4, "license-key", "freesurfer-license-key"),
    }
    assert _scan(tmp_path, "freesurfer/license.txt", licence) == found
    # A software licence's text is no key.
    assert _scan(tmp_path, "pkg/LICENSE.txt", "MIT License\n\nCopyright (c) 2024 Kim\n") == set()


def _tfstate(resource_type: str, attributes: dict[str, str], sensitive: list[str]) -> str:
    instance = {
        "schema_version": 0,
        "attributes": attributes,
        "sensitive_attributes": [[{"type": "get_attr", "value": name}] for name in sensitive],
    }
    resource = {"mode": "managed", "type": resource_type, "name": "x", "instances": [instance]}
    state = {
        "version": 4,
        "lineage": "0b5f7e2a-9c1d-4e3f-a6b8-2d4c6e8f0a1b",
        "resources": [resource],
    }
    return json.dumps(state, indent=2) + "\n"


def test_terraform_state_values_marked_sensitive(tmp_path: Path) -> None:
    password = generate("password")
    state = _tfstate(
        "random_password",
        {"id": "none", "bcrypt_hash": "$2a$10$" + "x" * 53, "result": password},
        ["result"],
    )
    line = next(n for n, text in enumerate(state.split("\n"), 1) if password in text)
    found = _scan(tmp_path, "tf/terraform.tfstate", state)
    assert found == {(line, "password", "terraform-state-sensitive")}
    # Whatever attribute the provider marks sensitive, by its own name or not.
    seed = generate("alnum32")
    state = _tfstate("openstack_x", {"id": "n1", "user_data": seed, "name": "login"}, ["user_data"])
    assert {rule for _, _, rule in _scan(tmp_path, "tf/terraform.tfstate", state)} == {
        "terraform-state-sensitive"
    }
    # A random_string's result, in a state written before sensitive_attributes existed.
    state = _tfstate("random_string", {"id": "none", "result": generate("alnum24")}, [])
    assert len(_scan(tmp_path, "tf/terraform.tfstate.backup", state)) == 1
    # Attributes not marked sensitive are read only by their names.
    state = _tfstate("openstack_x", {"id": "n1", "user_data": seed}, [])
    assert _scan(tmp_path, "tf/terraform.tfstate", state) == set()


def test_terraform_state_key_pair_id_beside_its_secret(tmp_path: Path) -> None:
    access, secret = generate("hex32", 1), generate("hex32", 2)
    attributes = {"access": access, "id": access, "region": "RegionOne", "secret": secret}
    state = _tfstate("openstack_identity_ec2_credential_v3", attributes, [])
    line = next(n for n, text in enumerate(state.split("\n"), 1) if '"id"' in text)
    found = _scan(tmp_path, "tf/terraform.tfstate", state)
    assert (line, "password", "terraform-state-sensitive") in found
    # Another resource's id, and a key pair's id whose secret is not in the state, are ids.
    other = _tfstate("openstack_compute_instance_v2", {"id": access, "secret": secret}, [])
    assert "terraform-state-sensitive" not in {
        rule for _, _, rule in _scan(tmp_path, "tf/terraform.tfstate", other)
    }
    alone = _tfstate("aws_iam_access_key", {"id": access, "secret": ""}, [])
    assert _scan(tmp_path, "tf/terraform.tfstate", alone) == set()


def test_a_table_column_named_for_a_secret(tmp_path: Path) -> None:
    root, ipmi = generate("password14", 1), generate("password14", 2)
    tabdump = (
        "#key,username,password,cryptmethod,authdomain,comments,disable\n"
        f'"system","root","{root}",,,,\n'
        f'"ipmi","ADMIN","{ipmi}",,,,\n'
        '"xcat","xcatadm","$6$rounds=5000$Jk3mQ9pZ$Lm2Nb4Vc6Xz8As0Df2Gh4Jk6",,,"hashed",\n'
        '"omapi","xcat_key","",,,,\n'
    )
    assert _scan(tmp_path, "xcat/passwd.csv", tabdump) == {
        (2, "password", "table-secret-column"),
        (3, "password", "table-secret-column"),
    }
    tsv = f"user\tapi_token\tnote\nkim\t{generate('alnum32')}\tlab account\n"
    assert _scan(tmp_path, "accounts.tsv", tsv) == {(2, "password", "table-secret-column")}
    # A column of tokens in the NLP sense, placeholders and words are not secrets.
    data = "sentence,token_count,password_hint,label\n1,12,ask the PI,pos\n2,8,<none>,neg\n"
    assert _scan(tmp_path, "data/train.csv", data) == set()


def test_a_table_of_otp_tokens_described_above_its_records(tmp_path: Path) -> None:
    # A token import's first line describes the file and lists its columns in brackets: the
    # seeds are reported, the serials (under a sentence that says token) and a note in the
    # seed's place are not.
    seeds = [generate("hex40", n) for n in range(2)]
    tokens = (
        "# vendor token import (serial, seed (hex), type, otplen, timestep) - batch 3\n"
        f"TOTP0007B1C2, {seeds[0]}, totp, 6, 30\n"
        f"TOTP0007B1C3, {seeds[1]}, totp, 6, 30\n"
        "TOTP0007B1C4, <seed from the second file>, totp, 6, 30\n"
    )
    assert _scan(tmp_path, "auth/tokens-import.csv", tokens) == {
        (2, "password", "table-secret-column"),
        (3, "password", "table-secret-column"),
    }
    # An experiment's seeds, in a table with no OTP token's type, are numbers of a run.
    runs = f"run,seed,loss,checkpoint_token\n1,{generate('hex40', 3)},0.31,\n2,42,0.29,\n"
    assert _scan(tmp_path, "results/runs.csv", runs) == set()


def test_triple_quoted_ini_values(tmp_path: Path) -> None:
    password = generate("password14") + "#;"
    text = f'[database]\ntype = postgres\npassword = """{password}"""\n'
    assert _scan(tmp_path, "grafana/grafana.ini", text) == {(3, "password", "config-secret")}
    values = [text[f.start : f.end] for f in read_fields("ini", text)]
    assert password in values


def test_ceph_keyrings(tmp_path: Path) -> None:
    keyring = (
        f"[client.climate]\n\tkey = {generate('ceph_keyring')}\n"
        '\tcaps mon = "allow r"\n\tcaps osd = "allow rw pool=climate"\n'
    )
    assert _scan(tmp_path, "ceph/ceph.client.climate.keyring", keyring) == {
        (2, "cloud-key", "ceph-keyring")
    }
    # `ceph auth get` output saved as text: the key is a labelled value.
    saved = f"[client.climate]\n\tkey: {generate('ceph_keyring', 2)}\n"
    assert {rule for _, _, rule in _scan(tmp_path, "ceph/auth-get.txt", saved)} == {"named-secret"}
    assert _scan(tmp_path, "ceph/ceph.keyring", "[client.admin]\n\tkey = <admin key>\n") == set()


# -- files of a format of their own ---------------------------------------------------------------


def test_cvmfs_gateway_key_files(tmp_path: Path) -> None:
    key = f"plain_text gw-{generate('alnum16', 3).lower()} {generate('alnum32', 4)}\n"
    assert _scan(tmp_path, "etc/cvmfs/keys/data.lab.edu.gw", key) == {
        (1, "api-token", "cvmfs-gateway-key")
    }
    # Wherever it is kept: the key type starts the line's layout, not the file's name.
    assert _scan(tmp_path, "ansible/files/gateway_key", "# gw\n" + key) == {
        (2, "api-token", "cvmfs-gateway-key")
    }
    documented = "plain_text KEY_ID SECRET\nEcho `plain_text <key-id> <secret>` > repo.gw\n"
    assert _scan(tmp_path, "docs/gateway.md", documented) == set()


def test_xrootd_sss_keytabs(tmp_path: Path) -> None:
    key = generate("hex128", 5)
    line = f"0 u:daemon g:daemon n:eos-{generate('alnum16', 6)} N:1 c:1700000000 e:0 f:0 k:{key}\n"
    assert _scan(tmp_path, "etc/eos.keytab", "# xrdsssadmin\n" + line) == {
        (2, "cloud-key", "xrootd-sss-key")
    }
    # Fields in another order, fewer of them: still one key per line.
    short = f"0 n:ops u:xrootd k:{generate('hex64', 7)}\n"
    assert _scan(tmp_path, "xrootd/sss.keytab.grp", short) == {(1, "cloud-key", "xrootd-sss-key")}
    # A Kerberos keytab is binary and holds no such line.
    assert _scan(tmp_path, "etc/krb5.keytab", b"\x05\x02\x00\x00\x00\x41k:x\x00") == set()
    assert _scan(tmp_path, "xrootd/sss.keytab", "0 u:xrootd n:eos k:<key>\n") == set()


def test_pre_shared_key_files(tmp_path: Path) -> None:
    assert _scan(tmp_path, "etc/zabbix/agent.psk", generate("hex128", 8) + "\n") == {
        (1, "private-key", "psk-file")
    }
    assert _scan(tmp_path, "psk/proxy.psk", generate("hex32_upper", 9)) == {
        (1, "private-key", "psk-file")
    }
    # Too short for a PSK, not hexadecimal, or more than the key alone.
    for text in ("0123abcd\n", f"{generate('alnum32', 10)}\n", "PSK-ID\n" + generate("hex64")):
        assert _scan(tmp_path, "zabbix/agent.psk", text) == set()


def test_sas_encoded_passwords_and_authinfo_files(tmp_path: Path) -> None:
    encoded = generate("sas002", 11)
    authinfo = (
        f'default user carol password "{encoded}"\nhost dw port 8591 user etl password {encoded}\n'
    )
    assert _scan(tmp_path, "_authinfo", authinfo) == {
        (1, "password", "sas-encoded-password"),
        (2, "password", "sas-encoded-password"),
    }
    plain = f"default user carol password {generate('password', 12)}\n"
    assert _scan(tmp_path, ".authinfo", plain) == {(1, "password", "netrc-password")}
    # In a program: an encoded password is as good as the password to whoever reads it.
    libname = f'libname dw odbc dsn=dw user=carol password="{{SAS003}}{generate("hex40", 13)}";\n'
    assert _scan(tmp_path, "sas/autoexec.sas", libname) == {(1, "password", "sas-encoded-password")}
    # The manual's examples (each encodes "my password") and an authentication domain instead.
    examples = (
        "/* {SAS002}DBCC571245AD0B31433834F80BD2B99E16B3C969 */\n"
        "proc pwencode in='my password' method=sas003; run;\n"
        "/* {sas003}6EDB396015B96DBD9E80F0913A543819A8E5 */\n"
        "libname dw odbc dsn=dw authdomain=DWAuth;\n"
    )
    assert _scan(tmp_path, "sas/setup.sas", examples) == set()


def test_database_logins_without_a_scheme(tmp_path: Path) -> None:
    password = generate("password_url", 14)
    config = (
        "plugins = dbmysql\n"
        f"database.write = sysop:{password}@db.lab.edu/seiscomp\n"
        f"archive: reader:{password}@10.0.0.5:3306/archive_db\n"
    )
    assert _scan(tmp_path, "seiscomp/etc/scmaster.cfg", config) == {
        (2, "connection-string", "schemeless-database-login"),
        (3, "connection-string", "schemeless-database-login"),
    }
    lookalikes = (
        "database.read = sysop:sysop@localhost/seiscomp\n"
        "database.write = ${DB_USER}:${DB_PASSWORD}@db/seiscomp\n"
        "contact = carol@lab.edu\nmirror = rsync://mirror.lab.edu/data\n"
        "when = 12:30@site/plan\nuser = git@github.com:lab/repo.git\n"
    )
    assert _scan(tmp_path, "seiscomp/etc/scmaster.cfg", lookalikes) == set()


def _pem_b64(label: str, body: str) -> str:
    return base64.b64encode(
        f"-----BEGIN {label}-----\n{body}\n-----END {label}-----\n".encode()
    ).decode()


def test_secret_files_in_a_kubernetes_secrets_data(tmp_path: Path) -> None:
    keytab = generate("keytab_b64", 15)
    key = _pem_b64("PRIVATE KEY", generate("alnum64", 16))
    cert = _pem_b64("CERTIFICATE", generate("alnum64", 17))
    manifest = (
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ood\ndata:\n"
        f"  site.key: {generate('alnum32', 18)}\n"
        "---\napiVersion: v1\nkind: Secret\nmetadata:\n  name: ood-http\ntype: Opaque\ndata:\n"
        f"  HTTP.keytab: {keytab}\n  tls.key: >-\n    {key}\n  ca.pem: {cert}\n"
        "  tls.crt: " + cert + '\n  empty.key: ""\n'
    )
    found = _scan(tmp_path, "deploy/ood-secret.yaml", manifest)
    assert {(line, rule) for line, _, rule in found} == {
        (14, "kubernetes-secret-file"),
        # A block scalar's value is on the line after its key.
        (16, "kubernetes-secret-file"),
    }
    placeholder = "kind: Secret\ndata:\n  krb5.keytab: <base64 of the keytab>\n"
    assert _scan(tmp_path, "deploy/keytab.yaml", placeholder) == set()


def test_rancid_cloginrc_passwords_are_found_not_its_other_settings(tmp_path: Path) -> None:
    vty, enable, user = generate("password"), generate("password", 1), generate("password", 2)
    text = (
        "# clogin: first match wins\n"
        "add user      dist-*.net.example.org  netops\n"
        f"add password  dist-*.net.example.org  {{{vty}}}  {{{enable}}}\n"
        f"add userpassword {{lab-a* lab-b*}} {user}\n"
        "add method    dist-*  ssh telnet\n"
        "add autoenable dist-* 1\n"
        # Placeholders and variables are no passwords.
        "add password  spare-*  changeme\n"
        "add password  oob-*  $env(OOB_PASSWORD)\n"
    )
    rule = "rancid-cloginrc-password"
    assert _scan(tmp_path, "home/ops/.cloginrc", text) == {
        (3, "password", rule),
        (4, "password", rule),
    }
    # The same commands in another file are no clogin's (a subcommand setting a password may
    # still say it is one).
    assert all(
        found[2] != rule
        for found in _scan(tmp_path, "home/ops/notes.txt", f"add password x {vty}\n")
    )


def test_a_huge_cloginrc_takes_linear_time(tmp_path: Path) -> None:
    linear, times = text_grows_linearly(
        lambda part: _scan(tmp_path, ".cloginrc", part),
        "add password " + "{x" * 300_000 + "\n" + "add password a\t" * 60_000,
    )
    assert linear, times
