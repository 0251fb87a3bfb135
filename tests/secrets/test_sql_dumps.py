"""SQL dumps: a string of an INSERT's row or a COPY block's under a secret-named column is judged
as a value under that name, the columns of an INSERT without a list taken from the dump's CREATE
TABLE; the hashed passwords of an account table, NULLs, numbers and rows that do not fit their
table are not secrets."""

from __future__ import annotations

import hashlib

import pytest

from govern.secrets.formats.sqldump import parse_sql_dump
from govern.secrets.matching import find_matches
from govern.secrets.rules import RuleSet
from tests.secrets.labelled import generate

KEY_A = "Vb8nM2xQ7kL4pR9tW3zY6cF1"
KEY_B = "Jd5sH0gK8fL2aQ6wE9rT4yU7"


def _found(rules: RuleSet, text: str, name: str = "backup/app.sql") -> list[tuple[int, str]]:
    return [(m.line, m.value) for m in find_matches(text, ("srv", *name.split("/")), rules)]


def test_each_row_of_a_multi_row_insert_reports_its_secret_column(rules: RuleSet) -> None:
    text = (
        "-- PostgreSQL database dump\n"
        'INSERT INTO public."webhooks" ("id", "label", "signing_secret", "active") VALUES\n'
        f"(7, 'builds (main)', '{KEY_A}', true),\n"
        "(8, 'it''s off', NULL, false),\n"
        f"(9, 'nightly', E'{KEY_B}', true);\n"
    )
    assert _found(rules, text) == [(3, KEY_A), (5, KEY_B)]  # PostgreSQL's E'' strings too
    sqlite = f"INSERT INTO api_keys(owner,key_secret) VALUES('ci','{KEY_B}');\n"
    assert _found(rules, sqlite, "site.sql") == [(1, KEY_B)]


@pytest.mark.parametrize(
    "text",
    [
        # An account table that stores salts or digests: its password column is a digest.
        "INSERT INTO accounts (login, passwd, pw_salt) VALUES ('ann', 'e3b0c44298fc1c149afbf4c8"
        "996fb92427ae41e4649b934ca495991b7852b855', 'c2FsdHk=');\n",
        # crypt(3) hashes, NULLs, numbers, a column list with no secret's name.
        "INSERT INTO users (name, password) VALUES ('bo', '$2b$12$KIXQJ9Gx1y3uLqfN0v8Oeu5mO3v9"
        "yq1y7nL0cX1m2nB3vC4xZ5aS6'), ('cy', NULL);\n",
        f"INSERT INTO jobs (id, name, state) VALUES (1, '{KEY_A}', 'done');\n",
        # No column list and no definition: the columns of a table not named for a secret are
        # unknown, and so is which of an account table's values is its password.
        f"INSERT INTO jobs VALUES (1, '{KEY_A}');\n",
        f"INSERT INTO `auth_user` VALUES (2,'!{KEY_A}','2026-11-29 16:40:02.000000','ann');\n",
        f"INSERT INTO password_hashes VALUES (1, '{KEY_A}');\n",
        # Tokens an application keeps as SHA-256 or SHA-512 digests.
        "INSERT INTO personal_access_tokens (id, name, token) VALUES (1, 'ci', "
        f"'{hashlib.sha256(KEY_A.encode()).hexdigest()}');\n",
        "COPY public.token (tokenid, name, token) FROM stdin;\n"
        f"2\tgpu-report\t{hashlib.sha512(KEY_B.encode()).hexdigest()}\n\\.\n",
        # A row that does not fit its definition is not read under names that may not be its own.
        "CREATE TABLE `api_clients` (\n  `id` int NOT NULL,\n  `client_secret` varchar(64),\n"
        f"  `label` text\n);\nINSERT INTO `api_clients` VALUES (1,'{KEY_A}');\n",
    ],
)
def test_hashes_nulls_and_other_columns_are_passed_over(rules: RuleSet, text: str) -> None:
    assert _found(rules, text) == []


def test_a_broken_dump_is_read_no_further_than_its_first_unreadable_token() -> None:
    text = "INSERT INTO t (token) VALUES ('abc\n" + "INSERT INTO t (token) VALUES ('x');\n" * 3
    assert len(parse_sql_dump(text)) <= 3


MYSQLDUMP = """-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
DROP TABLE IF EXISTS `authtoken_token`;
CREATE TABLE `authtoken_token` (
  `key` varchar(40) NOT NULL,
  `created` datetime(6) NOT NULL COMMENT 'when, to the microsecond',
  `user_id` int NOT NULL,
  PRIMARY KEY (`key`),
  UNIQUE KEY `user_id` (`user_id`),
  CONSTRAINT `authtoken_token_user_id_fk` FOREIGN KEY (`user_id`) REFERENCES `auth_user` (`id`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
CREATE TABLE `auth_user` (
  `id` int NOT NULL AUTO_INCREMENT,
  `password` varchar(128) NOT NULL,
  `username` varchar(150) NOT NULL,
  PRIMARY KEY (`id`)
);
LOCK TABLES `authtoken_token` WRITE;
INSERT INTO `authtoken_token` VALUES ('{a}','2025-03-14 11:20:31.000000',1),
('{b}','2025-04-01 08:00:00.000000',2);
UNLOCK TABLES;
INSERT INTO `auth_user` VALUES
(1,'pbkdf2_sha256$720000$Xk2mQ8vN1pR4$k9Jx3Lq0Zb5Vn8Ct2Md6Fh1Rg4Sw7Ea0Yu3Io6Pa9Kc=','admin');
"""


def test_an_insert_without_columns_takes_them_from_its_create_table(rules: RuleSet) -> None:
    a, b = generate("hex40", 1), generate("hex40", 2)
    text = MYSQLDUMP.format(a=a, b=b)
    assert _found(rules, text, "db/portal.sql") == [(18, a), (19, b)]
    sqlite = (
        "CREATE TABLE api_keys(id INTEGER PRIMARY KEY, owner TEXT, secret TEXT);\n"
        f"INSERT INTO api_keys VALUES(1,'ci','{KEY_A}');\n"
    )
    assert _found(rules, sqlite, "app.sql") == [(2, KEY_A)]


def test_a_data_only_dump_reads_a_table_named_for_a_secret_under_its_name(rules: RuleSet) -> None:
    token = generate("hex40", 3)
    text = (
        "LOCK TABLES `authtoken_token` WRITE;\n"
        f"INSERT INTO `authtoken_token` VALUES ('{token}','2025-03-14 11:20:31.000000',1);\n"
    )
    assert _found(rules, text, "dumps/tokens.sql") == [(2, token)]


def test_copy_blocks_are_read_under_their_columns(rules: RuleSet) -> None:
    token, key = generate("hex40", 4), generate("hex40", 5)
    text = (
        "--\n-- PostgreSQL database dump\n--\n"
        "COPY public.authtoken_token (key, created, user_id) FROM stdin;\n"
        f"{token}\t2025-03-14 11:20:31.123+00\t1\n"
        "\\N\t2025-03-15 00:00:00+00\t2\n"
        f"{KEY_B}\tonly two fields\n"
        "\\.\n"
        "COPY public.jobs (id, note) FROM stdin;\n"
        f"1\t{KEY_A}\n"
        "\\.\n"
        "COPY public.api_keys (id, label, secret) FROM stdin;\n"
        f"3\tnightly\t{key}\n"
        "\\.\n"
    )
    assert _found(rules, text, "pg/portal.sql") == [(5, token), (13, key)]


def test_unusable_and_locked_passwords_in_an_account_table_are_not_reported(
    rules: RuleSet,
) -> None:
    # Django's make_password(None) ("!" and 40 letters and digits) and a locked account's hash,
    # in a table with no salt column to say its passwords are hashed.
    text = (
        "COPY public.accounts (id, login, password) FROM stdin;\n"
        f"1\tsync-bot\t!{KEY_A[:40]}\n"
        "2\tolduser\t!$6$rounds=5000$abcdefgh$" + "x1" * 20 + "\n"
        "\\.\n"
    )
    assert _found(rules, text) == []
    live = f"COPY public.accounts (id, login, password) FROM stdin;\n1\tsync-bot\t{KEY_A}\n\\.\n"
    assert _found(rules, live) == [(2, KEY_A)]


@pytest.mark.parametrize(
    ("table", "column"),
    [
        ("device_tokens", "refresh_token"),
        ("partner_credentials", "api_secret"),
        ("service_keys", "client_secret"),
        ("oauth_tokens", "access_token"),
    ],
)
def test_a_secret_column_of_a_table_named_for_many_secrets_is_read(
    rules: RuleSet, table: str, column: str
) -> None:
    # The table's plural ("tokens", a count of tokens as a name's word) must not hide the
    # column's own secret name.
    text = (
        f"INSERT INTO {table} (owner, provider, {column}) VALUES\n"
        f"  ('u-031', 'garmin', '{KEY_A}'),\n"
        "  ('u-032', 'garmin', '<awaiting consent>');\n"
    )
    assert _found(rules, text, "migrations/0012_tokens.sql") == [(2, KEY_A)]


@pytest.mark.parametrize("table", ["public.api_tokens", "app.webhook_secrets", "integration_keys"])
def test_a_secret_column_of_a_table_named_in_the_plural_is_read(rules: RuleSet, table: str) -> None:
    # The table's plural (tokens, secrets, keys) names what its rows hold, not a count of them.
    token = generate("alnum32")
    text = f"COPY {table} (id, provider, token) FROM stdin;\n7\tlabelbox\t{token}\n\\.\n"
    assert _found(rules, text) == [(2, token)]


def test_a_password_column_beside_another_passwords_digest_column_is_read(rules: RuleSet) -> None:
    # The digest has a column of its own (portal_password_hash): another password column keeps
    # a password of something else, not that digest.
    password = generate("password", 29)
    text = (
        "COPY public.tenants (id, owner, portal_password_hash, initial_db_password) FROM stdin;\n"
        "1\tann\t$2b$12$KIXQJ9Gx1y3uLqfN0v8Oeu5mO3v9yq1y7nL0cX1m2nB3vC4xZ5aS6\t\\N\n"
        f"2\tbo\t$2b$12$Qa1sD3fG5hJ7kL9zX1cV3uB5nM7qW9eR1tY3uI5oP7aS9dF1gH3jK\t{password}\n"
        "\\.\n"
    )
    assert _found(rules, text) == [(3, password)]


def test_a_password_column_beside_a_salt_column_still_holds_digests(rules: RuleSet) -> None:
    text = (
        "INSERT INTO accounts (login, password, password_salt) VALUES "
        f"('ann', '{KEY_A}', 'c2FsdHk=');\n"
    )
    assert _found(rules, text) == []


def test_a_token_beside_a_passwords_digest_in_its_row_is_read(rules: RuleSet) -> None:
    # The row's other field, a password's digest (pbkdf2_sha256$…), names no digest for the
    # token: the token's own column names it.
    token = generate("hex40", 31)
    digest = "pbkdf2_sha256$390000$c2FsdHNhbHQ$" + hashlib.sha256(b"x").hexdigest()[:43] + "="
    text = (
        "COPY public.reviewers (id, login, password_hash, api_token) FROM stdin;\n"
        f"4\tkmeyer\t{digest}\t{token}\n"
        f"5\tpsaar\t{digest}\t\\N\n"
        "\\.\n"
    )
    assert _found(rules, text) == [(2, token)]


@pytest.mark.parametrize("table", ["public.django_session", "web_sessions", "app.session"])
def test_a_sessions_tables_session_keys_are_not_reported(rules: RuleSet, table: str) -> None:
    # Each row is one web session: its key is the session's id, ending with it.
    session = generate("alnum32", 7)
    text = (
        f"COPY {table} (session_key, session_data, expire_date) FROM stdin;\n"
        f"{session}\te30:1tQx\t2025-11-02 10:00:00+00\n"
        "\\.\n"
    )
    assert _found(rules, text) == []
    # A session key kept elsewhere (a table not of sessions) is still read.
    other = f"COPY public.signing (id, session_key) FROM stdin;\n1\t{session}\n\\.\n"
    assert _found(rules, other) == [(2, session)]


def test_a_data_only_dump_of_powerdns_tsig_keys_gives_each_secret(rules: RuleSet) -> None:
    # PowerDNS's tsigkeys (id, name, algorithm, secret), dumped with no CREATE TABLE.
    first, second = generate("tsig", 1), generate("tsig", 2)
    text = (
        "-- mysqldump --no-create-info pdns tsigkeys\n"
        f"INSERT INTO `tsigkeys` VALUES (1,'ns1-ns2.example.org.','hmac-sha256','{first}');\n"
        f"INSERT INTO tsigkeys VALUES (2,'acme.example.org.','hmac-sha256','{second}'),"
        "(3,'empty.example.org.','hmac-md5','');\n"
    )
    assert _found(rules, text, "dns/pdns/keys.sql") == [(2, first), (3, second)]
    # A row of another number of values is not read under the schema's columns.
    odd = f"INSERT INTO tsigkeys VALUES (4,'{second}','hmac-sha256');\n"
    assert _found(rules, odd, "dns/pdns/keys.sql") == []


def test_a_key_tables_rows_are_read_as_their_kind_of_key_says(rules: RuleSet) -> None:
    # Ghost's api_keys: an Admin API key's secret is 64 hex digits kept in clear, a Content API
    # key (for browsers) public; a row of no such kind keeps 64 hex digits a stored digest.
    admin, digest = generate("hex64", 1), generate("hex64", 2)
    content = generate("hex32")[:26]
    text = (
        "INSERT INTO `api_keys` (`id`, `type`, `secret`, `role_id`) VALUES\n"
        f"('6718c3a0b1c2d3e4f5a6b7c8','content','{content}',NULL),\n"
        f"('6718c3a0b1c2d3e4f5a6b7c9','admin','{admin}','6718c2e8a1b3d4f5e6a7b8c1'),\n"
        f"('6718c3a0b1c2d3e4f5a6b7ca','user','{digest}',NULL);\n"
    )
    assert _found(rules, text, "ghost/backup/ghost_production.sql") == [(3, admin)]
    copy = (
        "COPY public.api_keys (id, type, secret, role_id) FROM stdin;\n"
        f"1\tcontent\t{content}\t\\N\n2\tadmin\t{admin}\t7\n3\tuser\t{digest}\t\\N\n\\.\n"
    )
    assert _found(rules, copy, "ghost/backup/ghost.sql") == [(3, admin)]
