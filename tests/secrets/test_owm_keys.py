"""OpenWeatherMap's key under the service's abbreviation alone (OWM = "KEY", as pyowm's OWM(KEY)
and its users name it): a random value there is the API key; the service's URL, a city's name
or id under the same abbreviation is not. Values are made here."""

from __future__ import annotations

import secrets

from govern.secrets.rules import RuleSet
from tests.secrets.found import found


def test_a_random_value_under_the_abbreviation_is_reported(rules: RuleSet) -> None:
    key = secrets.token_hex(16)
    assert found(rules, "alerts/sms.py", f'OWM = "{key}"\nowm = pyowm.OWM(OWM)\n') == [(1, key)]


def test_the_services_settings_under_the_abbreviation_are_not_reported(rules: RuleSet) -> None:
    text = (
        'OWM_URL = "https://api.openweathermap.org/data/2.5/weather"\n'
        'OWM_CITY = "Quito"\n'
        "owm_city_id = 3652462\n"
        'OWM_UNITS = "metric"\n'
    )
    assert found(rules, "alerts/sms.py", text) == []
