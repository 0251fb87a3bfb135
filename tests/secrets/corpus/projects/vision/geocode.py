"""Place names for the camera sites, from OpenCage."""

import requests

# OpenCage geocoder API key, lab account
oc = "{{hex32:commented-secret}}"


def place(lat: float, lon: float) -> str:
    url = f"https://api.opencagedata.com/geocode/v1/json/{oc}?q={lat}+{lon}"
    return requests.get(url, timeout=30).json()["results"][0]["formatted"]
