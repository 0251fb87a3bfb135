"""Caddy's DNS provider modules take the provider's API token as the only argument of the `dns`
directive in a `tls` block or of the global `acme_dns` option (caddy-dns/cloudflare's README:
`dns cloudflare {env.CF_API_TOKEN}`, which may be replaced by the token itself). A `{env.…}` or
`{$VAR}` placeholder is no token, and a block holds its tokens as named settings. Values are
made here."""

from __future__ import annotations

import secrets
import string

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values

_ALPHABET = string.ascii_letters + string.digits + "_"


def _token() -> str:
    """A Cloudflare-like API token: 40 letters, digits and `_`, starting with a letter."""
    return secrets.choice(string.ascii_letters) + "".join(
        secrets.choice(_ALPHABET) for _ in range(39)
    )


@pytest.mark.parametrize("provider", ["cloudflare", "duckdns", "digitalocean", "hetzner"])
def test_a_dns_providers_token_in_a_tls_block_is_found(rules: RuleSet, provider: str) -> None:
    token = _token()
    text = f"lab.example.org {{\n\ttls {{\n\t\tdns {provider} {token}\n\t}}\n\tfile_server\n}}\n"
    assert found(rules, "web/Caddyfile", text) == [(3, token)]


def test_the_global_acme_dns_option_is_read(rules: RuleSet) -> None:
    token = _token()
    text = f"{{\n\temail ops@example.org\n\tacme_dns cloudflare {token}\n}}\n"
    assert found(rules, "caddy/Caddyfile", text) == [(3, token)]


@pytest.mark.parametrize(
    "line",
    [
        "\t\tdns cloudflare {env.CF_API_TOKEN}\n",
        "\t\tdns duckdns {$DUCKDNS_TOKEN}\n",
        "\t\tdns hetzner <your-api-token>\n",
        "\t\tdns cloudflare {\n\t\t\tapi_token {env.CF_API_TOKEN}\n\t\t}\n",
        # Another provider, whose argument this rule does not know, and prose.
        "\t\tdns route53 {\n\t\t\tregion ap-southeast-2\n\t\t}\n",
        "We use dns cloudflare challenges for every internal host.\n",
    ],
)
def test_placeholders_and_blocks_are_not_reported(rules: RuleSet, line: str) -> None:
    text = "lab.example.org {\n\ttls {\n" + line + "\t}\n}\n"
    assert values(rules, "web/Caddyfile", text) == []
