"""Join station air-quality readings to the camera sites."""

import requests

# OpenAQ API key, rotated each term
oaq = "{{hex32:named-secret}}"


def readings(location_id: int) -> dict:
    url = f"https://api.openaq.org/v3/locations/{location_id}/latest"
    return requests.get(url, headers={"X-API-Key": oaq}, timeout=30).json()
