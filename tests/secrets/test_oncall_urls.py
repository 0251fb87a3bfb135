"""Splunk On-Call (VictorOps) integration URLs: the API key, a UUID, is the secret part of
https://alert.victorops.com/integrations/<integration>/<version>/alert/<key>/<routing key>,
whatever the integration. Placeholders, other hosts and the routing key alone are left alone.
Grafana OnCall's integration URLs, https://ONCALL/integrations/v1/<integration>/<token>/: the
token is the URL's only authentication, whatever the integration; its docs' example and
placeholders are left. Zenduty's, Squadcast's and Better Stack's integration webhooks: the key
or token that ends the URL; placeholders, the docs' sample and other alert sources' ids are
left. SIGNL4's inbound webhook, whose last part is the team secret; its docs' `helloworld`, its
placeholders and its documentation pages are left."""

from __future__ import annotations

import secrets
import string
import uuid

import pytest

from govern.secrets.rules import RuleSet
from tests.secrets.found import found, values
from tests.secrets.linear import text_grows_linearly


def _key() -> str:
    return str(uuid.uuid4())


@pytest.mark.parametrize(
    ("template", "path"),
    [
        (
            "ALERT_URL=https://alert.victorops.com/integrations/generic/20131114/alert/{k}/db\n",
            "ops/alerts.env",
        ),
        (
            "  url: 'https://alert.victorops.com/integrations/generic/20131114/alert/{k}'\n",
            "ops/alertmanager.yml",
        ),
        (
            "hook https://alert.victorops.com/integrations/nagios/20140317/alert/{k}/net end\n",
            "notes/paging.txt",
        ),
    ],
)
def test_the_api_key_in_an_integration_url_is_found(
    rules: RuleSet, template: str, path: str
) -> None:
    key = _key()
    assert values(rules, path, template.format(k=key)) == [key]


@pytest.mark.parametrize(
    "text",
    [
        # Placeholders, the routing key alone, another host, a UUID in another service's URL.
        "https://alert.victorops.com/integrations/generic/20131114/alert/$API_KEY/$ROUTING_KEY\n",
        "https://alert.victorops.com/integrations/generic/20131114/alert/<api-key>/team\n",
        "https://alert.victorops.com/integrations/generic/20131114/alert/\n",
        f"https://alert.example.org/integrations/generic/20131114/alert/{uuid.uuid4()}/team\n",
        f"https://status.example.org/incidents/{uuid.uuid4()}\n",
    ],
)
def test_placeholders_and_other_urls_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "ops/alerts.env", text) == []


def test_a_megabyte_of_near_miss_urls_scans_quickly(rules: RuleSet) -> None:
    text = "https://alert.victorops.com/integrations/generic/20131114/alert/$KEY/x\n" * 14_000

    def scan(part: str) -> None:
        assert found(rules, "ops/alerts.env", part) == []

    linear, times = text_grows_linearly(scan, text)
    assert linear, times


def _oncall_token() -> str:
    # Letters and digits, with a digit as every token the UI makes holds.
    alphabet = string.ascii_letters + string.digits
    return "".join(secrets.choice(alphabet) for _ in range(24)) + secrets.choice(string.digits)


@pytest.mark.parametrize(
    ("template", "path"),
    [
        (
            "      - url: 'https://oncall.lab.example.org/integrations/v1/alertmanager/{t}/'\n",
            "alertmanager/alertmanager.yml",
        ),
        (
            "    url: https://oncall.lab.example.org/integrations/v1/grafana_alerting/{t}/\n",
            "grafana/provisioning/alerting/contact-points.yaml",
        ),
        (
            "ONCALL_URL=https://oncall-prod-us-central-0.grafana.net/oncall/integrations/v1/webhook/{t}/\n",
            "ops/alerts.env",
        ),
    ],
)
def test_the_token_in_a_grafana_oncall_integration_url_is_found(
    rules: RuleSet, template: str, path: str
) -> None:
    token = _oncall_token()
    assert values(rules, path, template.format(t=token)) == [token]


@pytest.mark.parametrize(
    "text",
    [
        "url: https://oncall.lab.example.org/integrations/v1/alertmanager/<token>/\n",
        "url: https://oncall.lab.example.org/integrations/v1/alertmanager/${ONCALL_TOKEN}/\n",
        "url: https://oncall.lab.example.org/integrations/v1/alertmanager/YOUR_INTEGRATION_TOKEN/\n",
        # The OnCall API reference's example link.
        "url: https://oncall.example.com/integrations/v1/alertmanager/mReAoNwDm0eMwKo1mTeTwYo/\n",
        "url: https://oncall.lab.example.org/api/v1/integrations/CFRPV98RPR1U8/\n",
    ],
)
def test_oncall_placeholders_and_ids_are_not_reported(rules: RuleSet, text: str) -> None:
    assert found(rules, "alertmanager/alertmanager.yml", text) == []


def test_a_self_hosted_path_and_another_vendors_ids(rules: RuleSet) -> None:
    # OnCall behind a path of its own is OnCall; a short id after another vendor's
    # /integrations/v1/ is not its token.
    token = _oncall_token()
    text = f"url: https://grafana.example.org/oncall-api/integrations/v1/alertmanager/{token}/\n"
    assert values(rules, "monitoring/alertmanager.yml", text) == [token]
    other = "PROJ" + str(100 + secrets.randbelow(900)) + "ABCissue"
    text = f"url: https://api.vendor.example/integrations/v1/jira/{other}/\n"
    assert values(rules, "monitoring/alertmanager.yml", text) == []


def _alnum(size: int) -> str:
    # Letters and digits with a digit, as the services' tokens hold.
    alphabet = string.ascii_letters + string.digits
    return "7" + "".join(secrets.choice(alphabet) for _ in range(size - 1))


@pytest.mark.parametrize(
    ("prefix", "token"),
    [
        ("https://www.zenduty.com/api/integration/prometheus/", _key()),
        ("https://api.eu.squadcast.com/v2/incidents/prometheus/", secrets.token_hex(20)),
        ("https://uptime.betterstack.com/api/v1/prometheus/webhook/", _alnum(24)),
    ],
)
def test_the_key_in_an_incident_webhook_url_is_found(
    rules: RuleSet, prefix: str, token: str
) -> None:
    text = f'receivers:\n  - name: oncall\n    webhook_configs:\n      - url: "{prefix}{token}/"\n'
    assert found(rules, "monitoring/alertmanager.yml", text) == [(4, token)]


@pytest.mark.parametrize(
    "url",
    [
        "https://www.zenduty.com/api/integration/prometheus/<integration-key>/",
        "https://api.squadcast.com/v2/incidents/prometheus/${SQUADCAST_TOKEN}",
        # Better Stack's documented sample, and an alert source's id at another service.
        "https://uptime.betterstack.com/api/v1/prometheus/webhook/a6SD6giRjW7FTaYHxr9LryGo",
        "https://api.incident.io/v2/alert_events/alertmanager/01JD8W3Z5R6T7Y8U9I0OPQRSTU",
    ],
)
def test_incident_webhook_placeholders_and_samples_are_not_reported(
    rules: RuleSet, url: str
) -> None:
    assert values(rules, "monitoring/alertmanager.yml", f'      - url: "{url}"\n') == []


def _team_secret() -> str:
    alphabet = string.ascii_letters + string.digits
    return "Q7" + "".join(secrets.choice(alphabet) for _ in range(14))


def test_a_signl4_team_secret_in_its_webhook_url_is_found(rules: RuleSet) -> None:
    webhook, events = _team_secret(), _team_secret()
    text = (
        f"      - url: https://connect.signl4.com/webhook/{webhook}\n"
        f"curl -X POST https://connect.signl4.com/api/v2/events/{events} -d @alert.json\n"
    )
    assert found(rules, "monitoring/alertmanager.yml", text) == [(1, webhook), (2, events)]


@pytest.mark.parametrize(
    "url",
    [
        "https://connect.signl4.com/webhook/helloworld",
        "https://connect.signl4.com/webhook/{team-secret}",
        "https://connect.signl4.com/webhook/<TeamSecret>",
        "https://connect.signl4.com/webhook/:teamSecret",
        "https://connect.signl4.com/webhook/docs/index.html",
        "https://connect.signl4.com/webhook/${SIGNL4_TEAM_SECRET}",
    ],
)
def test_signl4_placeholders_and_pages_are_not_reported(rules: RuleSet, url: str) -> None:
    assert values(rules, "monitoring/alertmanager.yml", f"      - url: {url}\n") == []
